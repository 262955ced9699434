"""Tier 2: a pet of one's own told by its name: OWNS the name, with the animal's kind as its qualifier.

    I have a dog named Max / we got a puppy called Toby      OWNS "Max" (dog) / "Toby" (puppy), a change
    Our cat Luna just turned five / my dog Max loves ...      OWNS "Luna" (cat) / "Max" (dog)
    Max, my golden retriever, is getting old                  OWNS "Max" (golden retriever)
    My dog's name is Buster / our kitten is named Sprout      OWNS "Buster" (dog) / "Sprout" (kitten)
    We got a puppy last week, his name is Toby                OWNS "Toby" (puppy), a change
    We got a kitten and named him Milo                        OWNS "Milo" (kitten), a change
    Our cat Luna passed away last year                        OWNS "Luna" (cat), ended
    My parrot talks all day                                   OWNS "parrot" (the verb read as a plural noun)
    I have two cats, Luna and Milo / two cats named Salt and Pepper   OWNS "Luna", "Milo" (each a cat)

The name is what one asks after ("What is my dog's name?", "Tell me about Max"), so it is the owned thing, its
kind the qualifier, as a child born is FAMILY_MEMBER "Ivy" with "daughter" (`births`). The kind stays owned
alongside, as the status and possession readers give it ("my dog", "I have a dog": OWNS "dog"): a later "my dog"
says the same thing, and a kind's ending ("our cat died") ends it. The name's OWNS has the kind's polarity: new
when got or adopted, ended when the pet died or was parted with (`possessions.owned_polarity`).

A pet wished for is WANTS its kind, owned by no one yet, as any thing wanted is (`wanted_things`): "I want a dog
named Max someday" gives WANTS "dog" and no name.

A named subject's pet is theirs ("Lucy has a cat named Smudge": OWNS Lucy "Smudge"). Not read: someone else's pet
told through the speaker ("my sister's dog Bella"; "my neighbor has a dog named Rex", whose subject `subjects_of`
does not read), a pet asked about or to come ("if I get a dog, I'll name him Max"), a
pet named after someone ("named after my grandpa"), a person named with an animal word ("my friend Bear"), and
pets of several kinds named at once ("a dog and a cat, Rex and Tom": which is which, the sentence does not say).
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import called_name, context_words, with_conjuncts
from kg.extraction.irrealis import asserts_nothing
from kg.extraction.lexicon import MY_OUR, Effect
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text
from kg.extraction.polarity import Polarity, polarity_of
from kg.extraction.possessions import PETS, owned_kind, owned_polarity
from kg.extraction.questions import is_question
from kg.extraction.relation import THING, USER

_CONFIDENCE = 0.7
# Verbs that make a pet one's own ("we got a puppy named Toby"); "have" and "own" say it is had.
_GETTING = frozenset({"get", "adopt", "rescue"})
_HAVING = frozenset({"have", "own"})
_NAMING = frozenset({"name", "call"})
_PET_PRONOUNS = frozenset({"his", "her", "its", "him", "it"})


def pet_name_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for pet in doc:
        if pet.lower_ not in PETS or pet.pos_ != "NOUN" or is_question(pet.sent):
            continue
        found.extend(_had_and_named(pet, lowercase_text))
        found.extend(_own_pet_named(pet))
    found.extend(_named_later(doc))
    return found


def _had_and_named(pet: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I have a dog named Max", "we got a puppy called Toby", "Lucy has a cat named Smudge": the pet a subject
    has or got, named right after it; not one only wanted ("I want a dog named Max"), denied or several."""
    name = called_name(pet) or _listed_name(pet)
    had = _object_of_list(pet)
    verb = had.head
    names = _names_of(pet, name) if name is not None else []
    if not names or had.dep_ != "dobj" or not _told_had(verb):
        return []
    polarity = _getting_polarity(verb)
    kind = _kind(pet)
    found: list[Candidate] = []
    for each in names:
        found.extend(
            candidates_per_subject(
                verb,
                "OWNS",
                _name_text(each),
                THING,
                polarity,
                _CONFIDENCE,
                lowercase_text,
                we_is_user=True,
                qualifier=kind,
            )
        )
    return found


def _listed_name(pets: Token) -> Token | None:
    """The first name told beside several pets of one kind: "I have two cats, *Luna* and Milo"."""
    if pets.tag_ != "NNS":
        return None
    # The small model may make the first name the kind's conjunct ("two kittens, *Mochi* and Tofu").
    after_comma = pets.i + 2 < len(pets.doc) and pets.doc[pets.i + 1].text == ","
    return next(
        (
            child
            for child in pets.children
            if child.pos_ == "PROPN"
            and is_name(child)
            and (child.dep_ == "appos" or (child.dep_ == "conj" and after_comma and child.i == pets.i + 2))
        ),
        None,
    )


def _kind(pet: Token) -> str:
    """What kind each pet is: "dog", "golden retriever"; "cat" for "two cats"."""
    kind = owned_kind(pet)
    return kind[: len(kind) - len(pet.text)] + pet.lemma_.lower() if pet.tag_ == "NNS" else kind


def _names_of(pet: Token, name: Token) -> list[Token]:
    """The names given to `pet`: one, or for pets of one kind each in a list ("two cats named Salt and Pepper",
    "our cats, Luna and Milo"), as each is a cat. Several names for one pet ("a dog and a cat, Rex and Tom" or
    "a cat named Salt and Pepper") say not which is which: none."""
    if not _several(name):
        return [name]
    if pet.tag_ != "NNS":
        return []
    return [part for part in with_conjuncts([name]) if part.pos_ == "PROPN"]


def _object_of_list(pet: Token) -> Token:
    """The first object of a list `pet` is in: "a cat named Luna and *a dog* named Rex" hangs "dog" on "Luna"."""
    first = pet
    while first.dep_ == "conj" and first.head.i < first.i:
        first = first.head
    # From "Luna" up through "named" to "cat"; and from a kind told beside another ("a rescue dog, *a beagle*
    # called Pepper") to the one had.
    while first.dep_ in {"oprd", "acl"} or (first.dep_ == "appos" and first.head.pos_ == "NOUN"):
        first = first.head
    return first


def _own_pet_named(pet: Token) -> list[Candidate]:
    """A pet after "my" or "our" and its name: "our cat Luna", "my dog Max" (the small model hangs "dog" on "Max"),
    "Max, my golden retriever,", "my dog's name is Buster", "our kitten is named Sprout"."""
    if pet.dep_ in {"compound", "amod"}:  # "our puppy Rufus": the kind hung on the name, as either
        return _compounded(pet)
    if not _speakers(pet):
        return []
    appositive = _appositive(pet)
    if appositive is not None:  # "our cat Luna": the name hangs on the kind; "our cats, Luna and Milo": each
        polarity = owned_polarity(pet, living=True)
        return [_candidate(pet, name, polarity) for name in _names_of(pet, appositive)]
    if pet.dep_ == "appos" and pet.head.pos_ == "PROPN":  # "Max, my golden retriever,": the kind on the name
        return [_candidate(pet, pet.head, owned_polarity(pet.head, living=True))]
    name = name_said(pet) or _passive_name(pet)
    return [_candidate(pet, name, Polarity())] if name is not None else []


def _appositive(pet: Token) -> Token | None:
    """The name right after the kind: "our cat *Luna*" (an apposition), or "our old dog *Rusty* died", which the
    small model makes a second subject of the verb."""
    named = next((child for child in pet.children if child.dep_ == "appos" and child.pos_ == "PROPN"), None)
    if named is not None or pet.i + 1 >= len(pet.doc):
        return named
    after = pet.doc[pet.i + 1]
    if after.pos_ != "PROPN" or not is_name(after):
        return None
    beside = after.head == pet.head and after.dep_ == pet.dep_
    # "Our rabbit Rufus loves the beach": the name the verb's subject, the kind hung on the same verb as anything
    # else, or made the root with the verb a clause hung on it
    subject_beside = after.dep_ == "nsubj" and (after.head == pet.head or after.head.head == pet)
    return after if beside or subject_beside else None


def _compounded(pet: Token) -> list[Candidate]:
    """ "My dog Max loves the beach": the small model makes the kind a compound of the name, "my" the name's; both
    are owned. "My parrot talks all day": the verb read as a plural noun ("talks"), the parrot is owned."""
    head = pet.head
    if not (_speakers(pet) or _speakers(head)):  # "my" may hang on either
        return []
    polarity = owned_polarity(head, living=True)
    kind = Candidate("OWNS", USER, owned_kind(pet), THING, polarity, _CONFIDENCE, pet.sent.text, pet.sent.start)
    if is_name(head):
        return [kind, _candidate(pet, head, polarity)]
    verb_read_as_noun = head.tag_ == "NNS" and head.dep_ == "ROOT" and head.i == pet.i + 1
    return [kind] if verb_read_as_noun else []


def _named_later(doc: Doc) -> Iterator[Candidate]:
    """ "We got a puppy last week, his name is Toby", "we got a kitten and named him Milo", "I have a cat. Her name
    is Olive.": a pronoun's name after the one pet the speaker has or got in the turn."""
    for word in doc:
        if word.lower_ not in _PET_PRONOUNS or is_question(word.sent):
            continue
        name = name_said(word) or name_given_to(word)
        if name is None:
            continue
        pets = {pet.lower_: pet for pet in doc[: word.i] if pet.lower_ in PETS and _speakers_pet(pet)}
        if len(pets) == 1:
            pet = next(iter(pets.values()))
            yield _candidate(pet, name, _getting_polarity(pet.head) if pet.dep_ == "dobj" else Polarity())


def name_said(owner: Token) -> Token | None:
    """The name of "my dog's *name* is Buster", "his name is Toby" ("name" after `owner`, "is", a name)."""
    name = owner.head
    if owner.dep_ != "poss" or name.lower_ != "name" or name.dep_ != "nsubj" or name.head.lemma_ != "be":
        return None
    be = name.head
    if any(child.dep_ == "neg" for child in be.children):
        return None
    return next((child for child in be.children if child.dep_ == "attr" and is_name(child)), None)


def _passive_name(pet: Token) -> Token | None:
    """ "Our kitten is named Sprout", "our dog is called Biscuit"."""
    verb = pet.head
    if pet.dep_ != "nsubjpass" or verb.lemma_.lower() not in _NAMING or asserts_nothing(verb):
        return None
    return next((child for child in verb.children if child.dep_ == "oprd" and is_name(child)), None)


def name_given_to(pronoun: Token) -> Token | None:
    """ "... and named *him* Milo", "we named *her* Clover": the name a pet was given."""
    verb = pronoun.head
    if pronoun.dep_ != "dobj" or verb.lemma_.lower() not in _NAMING or verb.tag_ != "VBD":
        return None
    return next((child for child in verb.children if child.dep_ == "oprd" and is_name(child)), None)


def _speakers_pet(pet: Token) -> bool:
    """A pet after "my" or "our", or one the speaker has or got ("we got a puppy")."""
    if _speakers(pet):
        return True
    verb = pet.head
    speaker = any(child.dep_ == "nsubj" and child.lower_ in {"i", "we"} for child in verb.children)
    return pet.dep_ == "dobj" and speaker and _told_had(verb)


def _speakers(pet: Token) -> bool:
    return any(child.dep_ == "poss" and child.lower_ in MY_OUR for child in pet.children)


def _told_had(verb: Token) -> bool:
    """A having or a getting told as so: not wished ("want"), denied, asked, almost or supposed."""
    if verb.lemma_.lower() not in _HAVING | _GETTING or asserts_nothing(verb):
        return False
    return not any(child.dep_ == "neg" for child in verb.children)


def _getting_polarity(verb: Token) -> Polarity:
    """New when got or adopted ("we got a puppy"), but not "we've got a cat" (had); "I used to have a cat" ended."""
    lemma = verb.lemma_.lower()
    had_got = verb.lower_ == "got" and any(child.dep_ == "aux" and child.lemma_ == "have" for child in verb.children)
    effect = Effect.CHANGE if lemma in _GETTING and not had_got else Effect.NONE
    return polarity_of(context_words(verb), effect)


def _several(name: Token) -> bool:
    """ "two cats named Salt *and Pepper*" (not "a cat named Luna and *a dog*", another pet)."""
    return any(child.dep_ == "conj" and child.pos_ == "PROPN" for child in name.children)


def is_name(token: Token) -> bool:
    """A capitalised word not opening its sentence: "Max", "Ginger" (which the small model may call a noun)."""
    return token.is_alpha and token.text[:1].isupper() and not token.is_sent_start and token.lower_ not in PETS


def _name_text(name: Token) -> str:
    """The name's words: "Mister Whiskers" (its first words hang on its last; "my *dog* Max" is not one)."""
    start = name.i
    while start > 0 and _name_part(name.doc[start - 1], name):
        start -= 1
    return name.doc[start : name.i + 1].text


def _name_part(word: Token, name: Token) -> bool:
    return word.dep_ in {"compound", "flat"} and word.head == name and is_name(word)


def _candidate(pet: Token, name: Token | Span, polarity: Polarity) -> Candidate:
    text = _name_text(name) if isinstance(name, Token) else name.text
    sentence = pet.sent
    return Candidate(
        "OWNS", USER, text, THING, polarity, _CONFIDENCE, sentence.text, sentence.start, qualifier=_kind(pet)
    )
