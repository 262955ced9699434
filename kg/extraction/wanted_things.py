"""Tier 2: a thing wanted now, named by a noun: WANTS the thing, which no one owns yet.

    I want a new car / we really want a puppy                 WANTS "car" / "puppy"
    I'd love a new camera for my birthday / I would like a piano   WANTS "camera" / "piano"
    I really need a vacation / I need a new laptop              WANTS "vacation" / "laptop"
    I'm hoping for a promotion / I wish for a garden            WANTS "promotion" / "garden"
    I've been dreaming of a cabin in the woods                  WANTS "cabin"
    I've had my eye on a vintage record player                  WANTS "vintage record player"
    My son wants a bike / Mia has her eye on a bike             WANTS of "my son" / of Mia "bike"

The thing is named as OWNS names it (`possessions.owned_kind`): the words that say what it is stay ("vintage
record player"), those of age or fondness go ("new car" is "car"), so that the car later bought is the one
wanted. A wish for an activity or a place ("I want to visit Japan") is the event rules' (kg/extraction/wishes.py),
a pastime dreamt of `dreams`', a thing on a wish list `wish_list`'s.

Only a want held now: not one asked or offered ("Do you want a coffee?", "Want a ride?"), denied ("I don't want a
big wedding": the set has no negated WANTS), of then ("I wanted a dog as a kid") or supposed. "Need" says a wish
for a thing ("I need a vacation") but as often a want of the moment or a duty; so no "need" (nor any want) of
what a moment wants ("a minute", "a break", "some sleep", "a coffee", "help"), of a person or a pronoun ("I need
you to ...", "I want that"), of something already one's own or someone's ("I want my money back"), a thing
needed for a task told with it ("I need a car to get to work"), nor upkeep needed ("I need new tires", "a haircut"),
nor a demand with its deadline ("My manager wants the report by Friday").
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.event_words import words
from kg.extraction.irrealis import asserts_nothing
from kg.extraction.lexicon import MY_OUR
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity
from kg.extraction.possessions import owned_kind
from kg.extraction.relation import THING
from kg.extraction.status import OCCUPATIONS
from kg.extraction.wishes import is_held_now, is_said_with_would

_CONFIDENCE = 0.7
# Verbs whose object is the thing wanted, held now ("I want", "I've always wanted", "I need").
_WANTING = frozenset({"want", "need"})
# Verbs that want their object only with "would": "I'd love a", "I would like a" ("I love my car" is a liking).
_WOULD_WANTING = frozenset({"love", "like"})
# Verbs that want what follows a preposition: "hoping for", "wish for", "dreaming of", "longing for".
_WANTING_PREP = {"hope": "for", "wish": "for", "long": "for", "yearn": "for", "dream": "of"}
# What a moment wants, a favour or the weather: no wish an assistant keeps ("I need a minute", "I want a coffee",
# "I'm hoping for the best", "I need help").
_OF_THE_MOMENT = words(
    """minute second sec moment break breather rest nap sleep shower bath drink coffee tea beer wine water snack bite
    food hug hand help favor favour advice answer ride lift word chat talk time space day night weekend week quiet
    peace luck best weather sunshine sun rain snow miracle distraction reminder excuse refill one thing something
    anything stuff lot bit reason refund receipt change difference update info information clue idea explanation"""
)
# Upkeep: what wears out or is due, needed as a chore, not wished for ("I need new tires", "I need a haircut").
# Only after "need": "I want new tires" is a wish.
_UPKEEP = words(
    """tire tires tyre tyres brake brakes battery batteries wiper wipers filter filters oil haircut trim groceries
    repair repairs tune tuneup checkup inspection refill refills toner ink cartridge cartridges lightbulb
    lightbulbs bulb bulbs stamps"""
)
# The small model lemmatises "hoping" as "hop".
_HOPE_FORMS = words("hope hopes hoping")
# A person needed is a service or a cause's call, no thing one comes to have: "I need a doctor", "we need folks
# in the community".
_SOMEONE_NEEDED = OCCUPATIONS | words(
    "person someone somebody babysitter sitter roommate handyman folks people volunteers everyone everybody"
)
_NOT_LEADS = words("this that these those your his her their its any no")  # "I want that one", "I need your help"
_OTHERS_OWNERS = words("his her their")  # "Mia has her eye on": a named subject's own eye
_WHICH_PREPOSITIONS = words("to by of with in on near")  # "a trip to Iceland", "a house by the sea"


def wanted_thing_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for verb, thing in _wanted(doc):
        if is_question(verb.sent) or not _wanted_now(verb) or not _is_wanted_thing(thing):
            continue
        if verb.lemma_.lower() == "need" and (_needed_for_a_task(verb, thing) or _upkeep(thing)):
            continue
        if _due_by(verb) and _said_which(thing):
            continue  # "My manager wants the report by Friday": a demand with its deadline, no wish
        found.extend(
            candidates_per_subject(
                verb, "WANTS", _thing_text(thing), THING, Polarity(), _CONFIDENCE, lowercase_text, we_is_user=True
            )
        )
    return found


def _due_by(verb: Token) -> bool:
    """A deadline on what is wanted: "by Friday", "by tomorrow", "by 5" (on the verb or its object)."""
    holders = [verb, *(child for child in verb.children if child.dep_ == "dobj")]
    return any(
        prep.dep_ == "prep" and prep.lower_ == "by" and any(o.ent_type_ in {"DATE", "TIME"} for o in prep.children)
        for holder in holders
        for prep in holder.children
    )


def _said_which(thing: Token) -> bool:
    """ "*the* report", "*the* slides": one thing both speakers know, not a kind of thing ("a new phone")."""
    return any(child.dep_ == "det" and child.lower_ == "the" for child in thing.children)


def _wanted(doc: Doc) -> Iterator[tuple[Token, Token]]:
    """Each verb of wanting with the noun it wants: its object ("want *a car*"), the object of its preposition
    ("hoping *for a promotion*"), or what one has an eye on ("I've had my eye *on a tent*")."""
    for verb in doc:
        if verb.pos_ not in {"VERB", "AUX"}:
            continue
        lemma = "hope" if verb.lower_ in _HOPE_FORMS else verb.lemma_.lower()
        if lemma in _WANTING or (lemma in _WOULD_WANTING and is_said_with_would(verb)):
            yield from ((verb, child) for child in verb.children if child.dep_ == "dobj")
        elif lemma in _WANTING_PREP:
            yield from ((verb, noun) for noun in _prep_objects(verb, _WANTING_PREP[lemma]))
        elif lemma == "have" and _eye_on(verb):
            yield from ((verb, noun) for noun in _prep_objects(verb, "on", also_under="eye"))


def _prep_objects(verb: Token, preposition: str, also_under: str | None = None) -> list[Token]:
    """The nouns after `preposition` hung on `verb`, or on its object `also_under` ("my eye on", either way)."""
    heads = [verb, *(child for child in verb.children if child.dep_ == "dobj" and child.lower_ == also_under)]
    return [
        noun
        for head in heads
        for prep in head.children
        if prep.dep_ == "prep" and prep.lower_ == preposition
        for noun in prep.children
        if noun.dep_ == "pobj"
    ]


def _eye_on(verb: Token) -> bool:
    """ "I have my eye on", "we've had our eye on", "Mia has her eye on": the subject's own eye, had now; "his",
    "her" and "their" only with a subject of the third person (not "I have her eye on")."""
    owners = MY_OUR if _first_person_subject(verb) else _OTHERS_OWNERS
    return any(
        child.dep_ == "dobj"
        and child.lower_ == "eye"
        and any(grand.dep_ == "poss" and grand.lower_ in owners for grand in child.children)
        for child in verb.children
    )


def _first_person_subject(verb: Token) -> bool:
    return any(child.dep_ == "nsubj" and child.lower_ in {"i", "we"} for child in verb.children)


def _wanted_now(verb: Token) -> bool:
    """Held now and said so: "I want", "I've always wanted", "I'm hoping for", "I'd love"; not denied, of then
    ("I wanted"), supposed ("if I wanted a car") or of whenever ("when I need the car")."""
    if any(child.dep_ == "neg" for child in verb.children) or asserts_nothing(verb) or _whenever(verb):
        return False
    return is_said_with_would(verb) if verb.lemma_.lower() in _WOULD_WANTING else is_held_now(verb)


def _whenever(verb: Token) -> bool:
    """ "I'll call you *when* I need the car", "whenever I want a snack": a want of any time it comes, not one held."""
    return verb.dep_ == "advcl" and any(
        child.dep_ == "advmod" and child.lower_ in {"when", "whenever"} for child in verb.children
    )


def _is_wanted_thing(thing: Token) -> bool:
    """A common noun for a thing one can come to have: not a pronoun, a name, a person ("a doctor"), one's own or
    someone's thing, a thing pointed at ("that one") nor what a moment wants."""
    if thing.pos_ != "NOUN" or {thing.lemma_.lower(), thing.lower_} & (_OF_THE_MOMENT | _SOMEONE_NEEDED):
        return False
    if any(child.dep_ == "compound" and child.lower_ in _SOMEONE_NEEDED for child in thing.children):
        return False  # "we need a plumber asap", parsed with "plumber" on "asap"
    if any(child.dep_ == "poss" for child in thing.children):
        return False  # "I want my dog back", "I need your help"
    if any(child.dep_ in {"det", "predet"} and child.lower_ in _NOT_LEADS for child in thing.children):
        return False
    return not (thing.head.lower_ == "of" and thing.head.head.lemma_.lower() == "dream" and not _counted(thing))


def _needed_for_a_task(need: Token, thing: Token) -> bool:
    """ "We need a floor *for the students to dance on*", "I need a car *to get to work*": a thing needed for a
    task told with it is a duty's means, no wish."""
    clauses = [child for child in need.children if child.dep_ == "advcl"]
    clauses += [child for child in thing.children if child.dep_ in {"relcl", "acl"}]
    return any(
        clause.tag_ == "VB" and any(child.dep_ == "aux" and child.tag_ == "TO" for child in clause.children)
        for clause in clauses
    )


def _upkeep(thing: Token) -> bool:
    """ "new *tires*", "an *oil* change", "a *haircut*": a chore that is due, whatever noun heads it."""
    named = {thing.lemma_.lower(), thing.lower_}
    named |= {child.lower_ for child in thing.children if child.dep_ == "compound"}
    return bool(named & _UPKEEP)


def _counted(thing: Token) -> bool:
    """ "a cabin": one thing dreamt of, where a bare noun ("I dream of freedom", "of sailing") is no thing had."""
    return any(child.dep_ == "det" and child.lower_ in {"a", "an"} for child in thing.children)


def _thing_text(thing: Token) -> str:
    """The thing as OWNS names it ("new car" -> "car"), with a phrase that says which it is ("trip *to Iceland*",
    "cabin *by the lake*"), though not what it is for or when ("a camera *for my birthday*", "*since spring*")."""
    kind = owned_kind(thing)
    told = [child for child in thing.rights if child.dep_ == "prep" and _says_which(child)]
    if not told:
        return kind
    return f"{kind}{thing.whitespace_}{thing.doc[thing.i + 1 : told[-1].right_edge.i + 1].text}"  # "master's in"


def _says_which(prep: Token) -> bool:
    """ "to Iceland", "by the sea", "of my own": a place or a part, not a time ("in June", "since spring")."""
    if prep.lower_ not in _WHICH_PREPOSITIONS:
        return False
    return not any(noun.ent_type_ in {"DATE", "TIME"} for noun in prep.children if noun.dep_ == "pobj")
