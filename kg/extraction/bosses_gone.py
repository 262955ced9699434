"""Tier 2: the speaker's boss gone from the job ends the speaker's manager: HAS_MANAGER "boss", ended, `unnamed`.

    My boss retired last month / My manager quit / My boss resigned     HAS_MANAGER "boss", ended, unnamed
    My supervisor got fired / My boss was let go / My boss was laid off  HAS_MANAGER "boss", ended, unnamed
    My boss left the company / My boss stepped down                      HAS_MANAGER "boss", ended, unnamed

"boss" names no one, as "my girlfriend" of a break-up does (kg/extraction/breakups.py): the caller ends whichever
manager is current (HAS_MANAGER is functional) and takes "<speaker>'s boss" from its holder
(kg/domain/role_holders.py), so a later "my boss" is a new one. Only a leaving told as done
(kg/extraction/happenings.py): not "my boss might retire", "did your boss quit?", "my boss didn't quit"; not a
boss who "left early" or "quit smoking" (away for the day, a habit dropped), nor someone else's boss.

A boss named in the same breath is the one who left: "My boss Karen retired", "My manager, Tom, quit", "Karen, my
boss, retired" give HAS_MANAGER Karen (Tom), ended, by name; assemble.finish drops the tie the role's words also
asserted ("my boss Karen"), as for "I broke up with my girlfriend Zoe".
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dismissals import DISMISSING
from kg.extraction.happenings import apposed_name, clause_head, told_as_happened
from kg.extraction.jobs_lost import has_particle, resigned_elsewhere
from kg.extraction.lexicon import BOSS_NOUNS
from kg.extraction.polarity import Polarity
from kg.extraction.relation import PERSON, USER
from kg.extraction.when import time_text_of

BOSS = "boss"  # the object of the fact: the speaker's manager, whoever it was
_LEAVING_ALONE = frozenset({"retire", "quit", "resign"})  # with no object, or the job itself left
_LEAVING_WHAT = frozenset({"leave", "quit"})  # ... "the company", "her job"
_JOBS_LEFT = frozenset({"job", "company", "firm", "position", "team", "department", "business"})
_WHAT_IS_LEFT = frozenset({"dobj", "xcomp", "ccomp"})
_CONFIDENCE = 0.7


def boss_gone_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for verb in doc:
        if verb.pos_ != "VERB" or not _leaves_the_job(verb):
            continue
        boss = next((who for s in _subjects(verb) if (who := _speakers_boss(s)) is not None), None)
        if boss is None or not told_as_happened(verb, clause_head(verb)):
            continue
        sentence, ended = verb.sent, Polarity(negated=True, change=True)
        found.append(
            Candidate(
                "HAS_MANAGER",
                USER,
                boss,
                PERSON,
                ended,
                _CONFIDENCE,
                sentence.text,
                sentence.start,
                time_text=time_text_of(verb),
                unnamed=boss == BOSS,
            )
        )
    return found


def _subjects(verb: Token) -> list[Token]:
    if (name := apposed_name(verb)) is not None:  # "Karen, my boss, retired": the verb hung on "boss"
        return [name]
    return [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]


def _speakers_boss(subject: Token) -> str | None:
    """Who the subject says left, when it is the speaker's own boss: BOSS for "*my boss*" alone, her name for
    "*my boss* Karen", "*my manager*, Tom Reed," or "*Karen*, my boss,"; None for anyone else ("my old boss", "my
    sister's boss", "Tom")."""
    if _is_my_boss(subject):
        named = [c for c in subject.children if c.dep_ == "appos"]
        if not named:
            before = _name_set_before(subject)
            return BOSS if before is None else _name_of(before)
        return _name_of(named[0]) if len(named) == 1 else None
    if subject.pos_ == "PROPN" and any(c.dep_ == "appos" and _is_my_boss(c) for c in subject.children):
        return _name_of(subject)
    return None


def _name_set_before(subject: Token) -> Token | None:
    """ "*Tom*, my boss, quit": a name before the subject, set off by commas on both sides of "my boss", which the
    small model reads as addressed (hung on the verb) though the second comma closes an apposition; "Tom, my boss
    quit" (no second comma) does address Tom."""
    doc, start, end = subject.doc, subject.left_edge.i, subject.right_edge.i
    if start < 2 or end + 1 >= len(doc) or doc[start - 1].text != "," or doc[end + 1].text != ",":
        return None
    name = doc[start - 2]
    return name if name.pos_ == "PROPN" and name.head == subject.head and name.dep_ == "npadvmod" else None


def _is_my_boss(word: Token) -> bool:
    """ "my boss", "my manager": the role word with "my" alone before it (not "my old boss")."""
    return word.lower_ in BOSS_NOUNS and [child.lower_ for child in word.lefts] == ["my"]


def _name_of(word: Token) -> str | None:
    """The proper name `word` ends ("Karen", "Karen Smith"), or None when it is no proper noun."""
    if word.pos_ != "PROPN":
        return None
    parts = [c for c in word.lefts if c.dep_ == "compound" and c.pos_ == "PROPN"]
    return " ".join(t.text for t in [*parts, word])


def _leaves_the_job(verb: Token) -> bool:
    lemma = verb.lemma_.lower()
    left = [c for c in verb.children if c.dep_ in _WHAT_IS_LEFT]
    if lemma in _LEAVING_ALONE and not left and not resigned_elsewhere(verb, _JOBS_LEFT):
        return True
    if lemma in _LEAVING_WHAT:  # "left the company", "quit her job"
        return len(left) == 1 and left[0].lower_ in _JOBS_LEFT
    passive = any(c.dep_ == "nsubjpass" for c in verb.children)
    if lemma in DISMISSING or (lemma == "lay" and has_particle(verb, "off")):
        return passive
    if lemma == "let":  # "was let go"
        return passive and any(c.lemma_.lower() == "go" and c.dep_ in {"ccomp", "xcomp"} for c in verb.children)
    # "stepped down": the small model makes "down" a particle or an adverb
    return lemma == "step" and any(c.dep_ in {"prt", "advmod"} and c.lower_ == "down" for c in verb.children)
