"""What a word that points back ("there", "move" with no destination) tells of the name it points at: one fact
per subject, with the time of the pointing verb's own clause (kg/extraction/jobs_there.py, moves_there.py)."""

from __future__ import annotations

from spacy.tokens import Token

from kg.extraction.assemble import Candidate
from kg.extraction.phrases import whole_name_ending_at
from kg.extraction.polarity import Polarity
from kg.extraction.when import time_on, with_preposition


def told_of(
    edge_type: str,
    subjects: list[str],
    target: Token,
    kind: str,
    polarity: Polarity,
    verb: Token,
    confidence: float,
) -> list[Candidate]:
    """`edge_type` from each subject to the name ending at `target`, said before `verb` in its turn or in the turn
    before (kg/extraction/turn_before.py), at `verb`'s time; the span reaches from the target's sentence to the
    verb's, or is the verb's sentence alone when the target was said in the turn before."""
    doc = verb.doc
    time = time_on(verb)
    span = doc[target.sent.start : verb.sent.end] if target.doc is doc else verb.sent
    return [
        Candidate(
            edge_type,
            subject,
            whole_name_ending_at(target),
            kind,
            polarity,
            confidence,
            span.text,
            span.start,
            time_text=with_preposition(time) if time is not None else None,
        )
        for subject in subjects
    ]
