"""Tier 2: a death told of someone the speaker knows is an event of theirs (DID "pass away"), with its time.

    My grandfather passed away last month         "my grandpa" DID "pass away", last month
    My uncle Joe died in 2019                      Joe DID "pass away", in 2019
    I almost died laughing / my phone died         nothing: the speaker, or no person
    Our old dog Rusty died                         nothing here: a pet's death ends its OWNS (possessions)
    My grandma would die if she saw this           nothing: a condition

One spelling ("pass away") for "died" and "passed away", so that a death told twice is one event. The relative
stays a relative (FAMILY_MEMBER is not ended: one's late grandfather is still one's grandfather); a pet that died
is ended by the possessions reader ("our cat died": OWNS, ended).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words
from kg.extraction.irrealis import asserts_nothing
from kg.extraction.lexicon import ROLE_NOUNS, RoleNoun
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import polarity_of
from kg.extraction.possessions import PETS
from kg.extraction.relation import EVENT, PERSON, USER
from kg.extraction.when import time_text_of

_CONFIDENCE = 0.75
_DEATH = "pass away"
_NO_ROLE = RoleNoun("", "")


def death_candidates(doc: Doc) -> list[Candidate]:
    lowercase_text = is_lowercase_text(doc)
    found: list[Candidate] = []
    for verb in doc:
        if not tells_a_death(verb) or not _of_a_person(verb) or is_question(verb.sent) or asserts_nothing(verb):
            continue
        polarity = polarity_of(context_words(verb))
        if polarity.negated:
            continue
        found.extend(
            candidate
            for candidate in candidates_per_subject(
                verb, "DID", _DEATH, EVENT, polarity, _CONFIDENCE, lowercase_text, time_text=time_text_of(verb)
            )
            if candidate.subject != USER
        )
    return found


def _of_a_person(verb: Token) -> bool:
    """Whether who died is a person: one named by a role ("my *uncle* Joe", "our *neighbor* Frank", "my
    *grandpa*") or a name the NER calls a person; not a pet ("our old *dog* Rusty") or a thing ("my Apple Watch")."""
    said = [child for child in verb.children if child.dep_ == "nsubj"]
    if any(part.lower_ in PETS for part in said for part in (part, *part.children)):
        return False
    role = any((ROLE_NOUNS.get(part.lower_) or _NO_ROLE).kind == PERSON for part in said)
    return role or any(part.pos_ == "PROPN" and part.ent_type_ == "PERSON" for part in said)


def tells_a_death(verb: Token) -> bool:
    """ "died", "has died", "passed away": a death told as done (not "is dying", "will die")."""
    lemma = verb.lemma_.lower()
    away = any(child.dep_ in {"prt", "advmod"} and child.lower_ == "away" for child in verb.children)
    if not (lemma == "die" or (lemma == "pass" and away)) or verb.pos_ != "VERB":
        return False
    perfect = verb.tag_ == "VBN" and any(child.dep_ == "aux" and child.lemma_ == "have" for child in verb.children)
    return verb.tag_ == "VBD" or perfect
