"""One candidate per subject of a verb: the block every reader of "<subject> <verb> <object>" shares.

Apart from kg/extraction/assemble.py (where `Candidate` is) because it reads the verb's subjects with
kg/extraction/dependency.py, which itself builds candidates.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import subjects_of
from kg.extraction.polarity import Polarity


def candidates_per_subject(
    verb: Token,
    edge_type: str,
    obj: str,
    kind: str,
    polarity: Polarity,
    confidence: float,
    lowercase_text: bool,
    *,
    we_is_user: bool = False,
    qualifier: str | None = None,
    time_text: str | None = None,
) -> list[Candidate]:
    """One candidate for each subject of `verb`, as `subjects_of` reads them: USER for "I" (and for "we" when
    `we_is_user`), the name as written for a named one ("Nadia was promoted": Nadia), two for "Alice and Bob",
    none when the verb has no subject. Each spans the verb's sentence and carries `qualifier` and `time_text`."""
    subjects, _ = subjects_of(verb, lowercase_text, we_is_user=we_is_user)
    sentence = verb.sent
    return [
        Candidate(
            edge_type, value, obj, kind, polarity, confidence, sentence.text, sentence.start, qualifier, time_text
        )
        for value, _ in subjects
    ]
