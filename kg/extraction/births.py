"""Tier 2: a child born to or adopted by the speaker is their FAMILY_MEMBER, new (a change).

    We just had a baby girl named Ivy / I had a baby boy, Theo    FAMILY_MEMBER "Ivy" (daughter) / "Theo" (son)
    My wife gave birth to our son Leo                              FAMILY_MEMBER "Leo" (son)
    We adopted a little girl named Rosa / we welcomed a son        FAMILY_MEMBER "Rosa" (daughter) / "son", unnamed
    We just had a baby!                                            FAMILY_MEMBER "kid" (child), unnamed
    We had a baby girl in June, her name is Ivy                    FAMILY_MEMBER "Ivy" (daughter), in June
    We're having a baby in June / we're expecting a baby           FAMILY_MEMBER "kid", unnamed, no change
    We're expecting our second child in April / a girl in May      FAMILY_MEMBER "kid" / "daughter", in April / May
    My sister just had a baby boy named Theo                       FAMILY_MEMBER "Theo" (nephew, by kin_chains)

A child named by role is spelled as the relatives' reader spells it ("child" -> "kid"; a girl is a daughter),
`unnamed`, so that Ingest names it after whose child it is. A baby on the way is read as "We're expecting our
second child" always was (the relatives' reader takes "our child" as had): the speaker's child, with no change.
The birth is no thing done: `without_births_as_deeds` drops the event rules' "have a baby", "adopt a little
girl", whose object is a person (the FAMILY_MEMBER keeps its time).

Not read: "a baby shower", "a baby bird" (the noun is the shower, the bird); someone else's child ("my friend had
a baby"; "My sister had a baby" keeps the sister's DID, and gives no niece or nephew, which a baby of no sex
does not tell apart); a son or a daughter merely "had" ("I had a son" may be one lost); a birth wished, planned,
denied, asked about or in the past progressive ("we want to have a baby", "we'll have a baby", "we can't have kids",
"were you expecting a boy?"); twins ("twins" is no role the relatives' reader spells).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import called_name, subjects_of
from kg.extraction.happenings import TOLD_CLAUSES
from kg.extraction.irrealis import asserts_nothing
from kg.extraction.kin import in_law, speakers_relative
from kg.extraction.kin_chains import chained_role, spelled_role
from kg.extraction.lexicon import MY_OUR, NOT_DONE, ROLE_NOUNS
from kg.extraction.pet_names import name_given_to, name_said
from kg.extraction.phrases import is_lowercase_text
from kg.extraction.polarity import Polarity
from kg.extraction.questions import is_question
from kg.extraction.relation import EVENT, PERSON, USER
from kg.extraction.when import time_text_of

# The child's role, spelled as the relatives' reader spells it: a girl is a daughter, a baby a child ("kid").
_ROLES = {
    "baby": "kid",
    "child": "kid",
    "kid": "kid",
    "girl": "daughter",
    "daughter": "daughter",
    "boy": "son",
    "son": "son",
}
# A girl or a boy "had" or "welcomed" is a newborn only as a "baby girl"; one adopted is a child whatever its age.
_NEWBORN_ONLY = frozenset({"girl", "boy"})
_BORN_VERBS = frozenset({"have", "welcome"})  # only of a baby: "I had a son" may be one lost
_ADOPTING = "adopt"
_EXPECTING = frozenset({"have", "expect"})  # "we're having a baby", "we're expecting a baby"
_PARTNERS = frozenset({"wife", "husband", "spouse"})  # "my wife gave birth to our son": the speaker's child too
_CONFIDENCE = 0.75
_CHILD_PRONOUNS = frozenset({"his", "her", "him"})


def birth_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    births = list(_speakers_births(doc))
    for verb, child in births:
        expected = verb.tag_ == "VBG"
        name = _name(child) or (_named_later(verb) if len(births) == 1 else None)
        role = _ROLES[child.lower_]
        found.append(
            Candidate(
                "FAMILY_MEMBER",
                USER,
                name.text if name is not None else role,
                PERSON,
                Polarity(change=not expected),
                _CONFIDENCE,
                verb.sent.text,
                verb.sent.start,
                ROLE_NOUNS[role].qualifier,
                time_text_of(verb),
                unnamed=name is None,
            )
        )
    return found


def nephew_candidates(doc: Doc) -> list[Candidate]:
    """A child born to the speaker's relative, of a role the chain makes plain: "My sister just had a baby boy
    named Theo" (FAMILY_MEMBER "Theo", nephew), "my son and his wife had a baby girl" (granddaughter)."""
    found: list[Candidate] = []
    for verb, child, chain in _relatives_births(doc):
        name = _name(child)
        found.append(
            Candidate(
                "FAMILY_MEMBER",
                USER,
                name.text if name is not None else spelled_role(chain),
                PERSON,
                Polarity(change=verb.tag_ != "VBG"),
                _CONFIDENCE,
                verb.sent.text,
                verb.sent.start,
                chain,
                time_text_of(verb),
                unnamed=name is None,
            )
        )
    return found


def _relatives_births(doc: Doc) -> Iterator[tuple[Token, Token, str]]:
    """Each birth told of the speaker's relative (the first one of its subjects: "my brother and his wife"), with
    the child and the child's role to the speaker."""
    lowercase_text = is_lowercase_text(doc)
    for verb in doc:
        if verb.pos_ != "VERB" or not _told(verb) or _speakers(verb, lowercase_text):
            continue
        said = [child for child in verb.children if child.dep_ == "nsubj"]
        parent = next((subject for subject in said if _plain_relative(subject)), None)
        if parent is None:
            continue
        for child in _children_born(verb):
            chain = chained_role(parent.lower_, _ROLES[child.lower_]) if child.lower_ in _ROLES else None
            if chain is not None:
                yield verb, child, chain


def _plain_relative(subject: Token) -> bool:
    """ "my *sister*", "my older *brother*": the speaker's relative, not one by marriage."""
    return speakers_relative(subject) is not None and subject.lower_ in ROLE_NOUNS and not in_law(subject)


def without_births_as_deeds(candidates: Iterable[Candidate], doc: Doc) -> list[Candidate]:
    """The candidates but an event that is a birth read here ("have a baby", "adopt a little girl"): the child
    is the fact, and a person is no thing done. Someone else's birth stays theirs ("My sister had a baby": DID)."""
    births = [(verb.lemma_.lower(), child.lower_) for verb, child in _speakers_births(doc)]
    return [
        candidate
        for candidate in candidates
        if not (candidate.kind == EVENT and any(_tells(candidate.object, verb, child) for verb, child in births))
    ]


def _tells(event: str, verb: str, child: str) -> bool:
    words = event.lower().split()
    return bool(words) and words[0] == verb and child in words


def _speakers_births(doc: Doc) -> Iterator[tuple[Token, Token]]:
    """Each verb of a birth or adoption to the speaker told as done or on the way, with the child it names."""
    lowercase_text = is_lowercase_text(doc)
    for verb in doc:
        if verb.pos_ != "VERB" or not _told(verb) or not _speakers(verb, lowercase_text):
            continue
        for child in _children_born(verb):
            if child.lower_ in _ROLES:
                yield verb, child
    yield from _born_to_the_speaker(doc)


def _born_to_the_speaker(doc: Doc) -> Iterator[tuple[Token, Token]]:
    """ "Our son was born last week", "My daughter Lily was born in March": the speaker's child, told born (a
    plain past passive), with the child it names. Not "I was born in Ohio", "my sister's son was born"."""
    for verb in doc:
        if verb.lemma_.lower() != "bear" or verb.tag_ != "VBN" or is_question(verb.sent) or asserts_nothing(verb):
            continue
        passive = [child for child in verb.children if child.dep_ in {"auxpass", "neg"}]
        if [(aux.dep_, aux.tag_) for aux in passive] != [("auxpass", "VBD")]:
            continue
        for child in verb.children:
            owner = next((part for part in child.children if part.dep_ == "poss"), None)
            ours = owner is not None and owner.lower_ in MY_OUR
            if child.dep_ == "nsubjpass" and child.lower_ in _ROLES and ours:
                yield verb, child


def _children_born(verb: Token) -> Iterator[Token]:
    lemma = verb.lemma_.lower()
    objects = [child for child in verb.children if child.dep_ == "dobj"]
    if lemma == "give" and any(obj.lower_ == "birth" for obj in objects):  # "gave birth *to* our son"
        for prep in verb.children:
            if prep.dep_ == "prep" and prep.lower_ == "to":
                yield from (obj for obj in prep.children if obj.dep_ == "pobj")
        return
    if verb.tag_ == "VBG" and lemma not in _EXPECTING:
        return
    for obj in objects:
        newborn = obj.lower_ == "baby" or _baby_before(obj)
        welcomed = lemma == "welcome" and obj.lower_ not in _NEWBORN_ONLY  # "we welcomed a son"
        expected = lemma == "expect"  # "we're expecting our second child", "expecting a girl": on the way
        if lemma == _ADOPTING or newborn or welcomed or expected:
            yield obj


def _baby_before(child: Token) -> bool:
    """ "a *baby* girl", "a *baby* boy"."""
    return any(left.dep_ in {"compound", "amod"} and left.lower_ == "baby" for left in child.lefts)


def _told(verb: Token) -> bool:
    """Done (a past, a perfect) or on the way ("we're having", "we're expecting"), stated plainly."""
    lemma = verb.lemma_.lower()
    if lemma not in _BORN_VERBS | _EXPECTING | {_ADOPTING, "give"}:
        return False
    if verb.dep_ not in TOLD_CLAUSES and not _before_its_naming(verb):
        return False
    if is_question(verb.sent) or asserts_nothing(verb):
        return False
    auxiliaries = [child for child in verb.children if child.dep_ in {"aux", "auxpass", "neg"}]
    if any(aux.dep_ == "neg" or aux.lower_ in NOT_DONE for aux in auxiliaries):
        return False
    if verb.tag_ == "VBD":
        return True
    if verb.tag_ == "VBN":  # "we've just had a baby"
        return any(aux.lemma_ == "have" for aux in auxiliaries)
    if verb.tag_ == "VBG":  # "we're having a baby": present, not "we were expecting"
        return any(aux.lemma_ == "be" and aux.tag_ in {"VBP", "VBZ"} for aux in auxiliaries)
    return False


def _speakers(verb: Token, lowercase_text: bool) -> bool:
    """Whether the child is the speaker's: born to or adopted by them ("we", "Jess and I") or their spouse."""
    subjects, _ = subjects_of(verb, lowercase_text, we_is_user=True)
    if any(value == USER for value, _ in subjects):
        return True
    said = [child for child in verb.children if child.dep_ == "nsubj"]
    return any(speakers_relative(subject) in _PARTNERS for subject in said)


def _before_its_naming(verb: Token) -> bool:
    """ "We had a baby girl in June, *her name is* Ivy": the small model hangs the birth on the naming after it."""
    head = verb.head
    return (
        verb.dep_ == "ccomp"
        and head.lemma_ == "be"
        and any(child.dep_ == "nsubj" and child.lower_ == "name" for child in head.children)
    )


def _named_later(verb: Token) -> Span | None:
    """The name a child born is given after the birth, in the turn: "..., her name is Ivy", "... and we named him
    Leo" (`pet_names.name_said`, `name_given_to`)."""
    for word in verb.doc[verb.i + 1 :]:
        if word.lower_ in _CHILD_PRONOUNS and (name := name_said(word) or name_given_to(word)) is not None:
            return name.doc[name.i : name.i + 1]
    return None


def _name(child: Token) -> Span | None:
    """The child's name: "a baby girl *named Ivy*", "a baby boy, *Theo*,", "our son *Leo*"."""
    name = called_name(child) or next(
        (part for part in child.children if part.dep_ == "appos" and part.pos_ == "PROPN"), None
    )
    if name is None:
        return None
    start = name.i
    while start > 0 and name.doc[start - 1].dep_ in {"compound", "flat"} and name.doc[start - 1].head == name:
        start -= 1
    return name.doc[start : name.i + 1]
