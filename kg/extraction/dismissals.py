"""Tier 2: a job ended by the employer's act, told with the speaker as its object (WORKS_AT, ended).

    Globex laid me off last month                        WORKS_AT "Globex", ended
    Initech fired me / they fired me from Initech        WORKS_AT "Initech", ended
    I was let go from Globex / they let me go from Globex  WORKS_AT "Globex", ended
    Priya got let go from Twitter                        WORKS_AT Priya "Twitter", ended (round 40)

"I got laid off from Globex" and "I was fired by Initech" are the lexicon's (the speaker is the subject there).
Only a named employer counts ("they fired me" names none), and only a dismissal that happened: "they didn't fire
me", "Globex might lay me off" and a question end nothing. Nobody is let go *from* a person, so a place left that
the small model tags a person ("let go from *Twitter*") is still the employer; a subject it tags so is not.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import organisation_name, subjects_of
from kg.extraction.lexicon import NOT_DONE
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import ORGANIZATION, USER

DISMISSING = frozenset({"fire", "sack", "dismiss"})
_SPEAKER = frozenset({"me"})
_CONFIDENCE = 0.7
EMPLOYER_LABELS = frozenset({"ORG", "PRODUCT", "GPE", "FAC"})


def dismissal_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for verb in doc:
        if verb.pos_ != "VERB":
            continue
        done = _dismissal(verb)
        if done is None or is_question(verb.sent):
            continue
        if any(child.dep_ == "neg" or child.lower_ in NOT_DONE for child in verb.children):
            continue
        employer = _employer(verb, done, lowercase_text)
        if employer is None:
            continue
        ended = Polarity(negated=True, change=True)
        found.extend(
            Candidate("WORKS_AT", subject, employer, ORGANIZATION, ended, _CONFIDENCE, verb.sent.text, verb.sent.start)
            for subject in _dismissed(verb, lowercase_text)
        )
    return found


def _dismissed(verb: Token, lowercase_text: bool) -> list[str]:
    """Who lost the job: the speaker of "fired *me*" and "let *me* go", else the passive's subject ("*Priya* was
    let go", "*my husband* got let go")."""
    if any(child.dep_ == "nsubjpass" for child in verb.children):
        return [value for value, _ in subjects_of(verb, lowercase_text)[0]]
    return [USER]


def _dismissal(verb: Token) -> Token | None:
    """The token the dismissal hangs on: "fired *me*"-like verbs and "laid me off" themselves, or the "go" of "let
    me go" / "I was let go" / "Priya got let go"; None when `verb` dismisses nobody, or someone else as its object."""
    lemma = verb.lemma_.lower()
    if lemma in DISMISSING or (lemma == "lay" and any(c.dep_ == "prt" and c.lower_ == "off" for c in verb.children)):
        return verb if any(c.dep_ == "dobj" and c.lower_ in _SPEAKER for c in verb.children) else None
    if lemma != "let":
        return None
    go = next((c for c in verb.children if c.lemma_.lower() == "go" and c.dep_ in {"ccomp", "xcomp"}), None)
    if go is None:
        return None
    let_go = any(c.dep_ in {"nsubj", "dobj"} and c.lower_ in _SPEAKER for c in (*go.children, *verb.children))
    passive = any(c.dep_ == "nsubjpass" for c in verb.children)  # "I was let go", "Priya got let go"
    return go if let_go or passive else None


def _employer(verb: Token, done: Token, lowercase_text: bool) -> str | None:
    """Who dismissed: the named subject ("*Globex* laid me off"), else the place left ("let go *from Globex*")."""
    for holder in dict.fromkeys((verb, done)):
        for prep in holder.children:
            if prep.dep_ == "prep" and prep.lower_ == "from":
                place = next((c for c in prep.children if c.dep_ == "pobj"), None)
                if place is not None:
                    return organisation_name(place, lowercase_text, person_tag_doubted=True)
    # A named subject only when the small model tagged it a name other than a person's (it tags made-up company
    # names as products or places, "Globex", "Initech"): "*Mike* fired me" names no employer.
    subject = next((c for c in verb.children if c.dep_ == "nsubj" and c.ent_type_ in EMPLOYER_LABELS), None)
    return organisation_name(subject, lowercase_text) if subject is not None else None
