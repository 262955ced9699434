"""Kinds of common things as index terms: a question that asks for a kind ("What sports does Sam do?", "Which
instruments can she play?", "What pets do they have?") is matched by the turns that name one ("I ran my first
marathon", "I've been learning the cello", "our puppy chewed my shoe"), though they share no word with it.

As kg/episodes/kinds.py does for kinds of proper names: an episode's words gain one term per kind of thing it
names, found by its words (listed below, as written, not stemmed: "running" is a sport, "run a shop" none); a
question's words gain the term of the kind it asks for ("what sports", "which instrument", "what kind of pet").
BM25 weighs the term by how rare it is among the namespace's turns. The terms start with "@", which no word of a
text can, so no text can forge one. Pure.
"""

from __future__ import annotations

import re

# The words that name a thing of each kind. Only words that name nothing else in chat: "swim" and "ran" name a
# sport, "run" ("run a shop") and "court" do not.
_NAMED_BY = {
    "@sport": """
        sport sports soccer football basketball baseball softball volleyball hockey golf rugby cricket tennis
        badminton squash pickleball handball lacrosse swimming swim swam surfing surf snowboarding skiing ski
        skating skateboarding running jogging jog marathon marathons 10k 5k half-marathon triathlon cycling
        biking mountain-biking climbing bouldering hiking yoga pilates crossfit boxing kickboxing karate judo
        taekwondo jiu-jitsu wrestling fencing archery rowing kayaking canoeing sailing diving gymnastics
        weightlifting powerlifting workout workouts gym dodgeball frisbee
    """,
    "@instrument": """
        instrument instruments guitar guitars piano pianos violin violins cello cellos viola drums drum flute
        saxophone sax trumpet trombone clarinet ukulele uke banjo harp harmonica keyboard keyboards bass
        mandolin accordion oboe bagpipes
    """,
    "@pet": """
        pet pets dog dogs puppy puppies pup cat cats kitten kittens kitty hamster hamsters parrot parrots
        rabbit rabbits bunny bunnies goldfish turtle turtles tortoise guinea lizard gecko snake ferret
    """,
}
_TERM_OF_WORD = {word: term for term, listed in _NAMED_BY.items() for word in listed.split()}

# The nouns by which a question asks for a kind of thing, soon after "which" or "what" ("what *sports*", "which
# musical *instrument*", "what kind of *pet*").
_ASKED_BY = {
    "sport": "@sport",
    "sports": "@sport",
    "instrument": "@instrument",
    "instruments": "@instrument",
    "pet": "@pet",
    "pets": "@pet",
    "animal": "@pet",
    "animals": "@pet",
}
_ASKING = frozenset({"which", "what"})
_NOUN_WITHIN = 4  # words after "which" or "what": "what kind of *pet*"
_WORD = re.compile(r"[^\W_]+(?:-[^\W_]+)*")


def named_category_terms(text: str) -> frozenset[str]:
    """The category terms of the things `text` names by a word of its kind."""
    return frozenset(term for word in _WORD.findall(text.casefold()) if (term := _TERM_OF_WORD.get(word)) is not None)


def asked_category_terms(question: str) -> tuple[str, ...]:
    """The category terms a question asks for, in order, each once."""
    tokens = _WORD.findall(question.casefold())
    asked: list[str] = []
    for index, token in enumerate(tokens):
        if token in _ASKING:
            following = tokens[index + 1 : index + 1 + _NOUN_WITHIN]
            asked.extend(_ASKED_BY[word] for word in following if word in _ASKED_BY)
    return tuple(dict.fromkeys(asked))
