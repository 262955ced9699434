"""Tier 2: a habit quit is the quitting, an event that happened, never the habit.

    I quit smoking last year / I've given up sugar    DID "quit smoking" / "give up sugar"
    I stopped eating meat / Dana stopped drinking      DID "stop eating meat" / of Dana "stop drinking"
    I stopped going to the gym / I quit going to church  DID "stop going to the gym" / "quit going to church"
    I didn't quit smoking / I'm trying to quit         nothing: denied, or not done
    I quit my job / I stopped talking to him           nothing here: a job ended (other readers), no habit

    I don't smoke anymore / I no longer drink coffee    DID "quit smoking" / "quit drinking coffee"
    I don't drink coffee at night / Do you still smoke?  nothing: no habit ended, or asked

The set keeps no ended DID (a deed is not a state that stops), so the habit is not read as DID ended: the
quitting itself is what was done, and a habit denied "anymore" or "no longer" tells that it was quit
(`no_longer_kept_candidates`), spelled as "I quit smoking" is. Only what is a habit counts: a gerund of a habit or
a pastime ("smoking", "eating meat", "running"), or a thing one takes ("coffee", "sugar", "alcohol").
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import verb_lemma, with_conjuncts
from kg.extraction.event_words import INTRANSITIVE_ACTIVITIES, PARSED_PASTIMES, words
from kg.extraction.gerunds import gerund
from kg.extraction.irrealis import asserts_nothing
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import EVENT
from kg.extraction.when import time_text_in

_CONFIDENCE = 0.7
_HABIT_GERUNDS = words("smoking vaping drinking gambling snacking eating biting procrastinating") | frozenset(
    gerund(verb) for verb in INTRANSITIVE_ACTIVITIES | PARSED_PASTIMES
)
# Things one takes out of habit: "I gave up *coffee*", "I quit *sugar*".
_HABIT_THINGS = words(
    """coffee caffeine sugar alcohol booze meat dairy gluten soda cigarettes cigarette cigars weed nicotine
    chocolate carbs sweets candy beer wine cheese bread"""
)
# What a gerund keeps with it: "eating *meat*", "eating *out*", "drinking *coffee*".
_GERUND_PARTS = frozenset({"dobj", "prt", "compound"})
# Habits told by their verb, denied "anymore": "I don't *smoke* anymore". "eat" only with what is eaten.
_HABIT_VERBS = words("smoke vape drink gamble snack eat")
_NEEDS_WHAT = words("eat")
# Words that say a habit denied has ended: "anymore", "no longer" ("any more" by its "any": `_says_ended`).
_NO_LONGER = words("anymore longer")
# What may stand in a clause of a habit no longer kept besides its thing: "I don't *really* drink coffee anymore".
_NO_LONGER_PARTS = frozenset({"nsubj", "aux", "neg", "dobj", "prt", "punct"})
_SOFTENERS = words("really even much")
_KIND_DEPS = frozenset({"det", "amod", "compound"})  # "the coffee", "*red* meat", "*diet* soda"


def quit_habit_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for verb in doc:
        quitting = _quitting(verb)
        if quitting is None or not _done(verb) or is_question(verb.sent):
            continue
        habits = _habits_quit(verb)
        if not habits:
            continue
        for habit in habits:
            found.extend(
                candidates_per_subject(
                    verb,
                    "DID",
                    f"{quitting} {habit}",
                    EVENT,
                    Polarity(),
                    _CONFIDENCE,
                    lowercase_text,
                    we_is_user=True,
                    time_text=_when_quit(verb),
                )
            )
    return found


def no_longer_kept_candidates(doc: Doc) -> list[Candidate]:
    """ "I don't smoke anymore", "We don't eat out anymore", "I no longer drink coffee": DID "quit smoking", "quit
    eating out", "quit drinking coffee", as the habit's quitting would be read."""
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for verb in doc:
        habit = _habit_no_longer_kept(verb)
        if habit is None or is_question(verb.sent) or asserts_nothing(verb):
            continue
        found.extend(
            candidates_per_subject(
                verb, "DID", f"quit {habit}", EVENT, Polarity(), _CONFIDENCE, lowercase_text, we_is_user=True
            )
        )
    return found


def _habit_no_longer_kept(verb: Token) -> str | None:
    """The habit's gerund with its thing ("drinking coffee") when `verb` is a habit denied now with "anymore" or
    "no longer" and nothing else told with it: not "I don't eat *there* anymore", "I don't drink coffee *at
    night*", "I don't run anymore *because* ...", each a narrower thing than a habit ended."""
    lemma = verb.lemma_.lower()
    if verb.pos_ != "VERB" or verb.tag_ not in {"VB", "VBP", "VBZ"} or verb.dep_ not in {"ROOT", "conj"}:
        return None
    if lemma not in _HABIT_VERBS and gerund(lemma) not in _HABIT_GERUNDS:
        return None
    children = list(verb.children)
    ended = [child for child in children if child.dep_ == "advmod" and _says_ended(child)]
    if not ended or not any(child.dep_ == "neg" or _no_of(child) for child in children):
        return None
    others = [child for child in children if child.dep_ not in _NO_LONGER_PARTS and child not in ended]
    if any(child.lower_ not in _SOFTENERS for child in others):
        return None
    things = [child for child in children if child.dep_ in {"dobj", "prt"}]
    if any(thing.dep_ == "dobj" and not _habit_thing(thing) for thing in things):
        return None  # "I don't drink *it* anymore", "I don't eat *cake* anymore": no habit's thing
    if lemma in _NEEDS_WHAT and not things:
        return None  # "I don't eat anymore": no habit named
    return " ".join([gerund(lemma), *(_with_kind(thing) for thing in things)])


def _says_ended(advmod: Token) -> bool:
    """ "anymore", "any more", "no longer"; not the "more" of "more than two cups"."""
    if advmod.lower_ == "more":
        return any(child.dep_ == "det" and child.lower_ == "any" for child in advmod.children)
    return advmod.lower_ in _NO_LONGER


def _no_of(advmod: Token) -> bool:
    """ "*no* longer", which the small model hangs on "longer"."""
    return advmod.lower_ == "longer" and any(child.lower_ == "no" for child in advmod.children)


def _habit_thing(thing: Token) -> bool:
    """ "coffee", "red meat": a thing one takes, told alone or by its kind ("the coffee here" is narrower)."""
    return thing.lower_ in _HABIT_THINGS and not any(child.dep_ not in _KIND_DEPS for child in thing.children)


def _with_kind(thing: Token) -> str:
    """ "red meat", "diet soda": a thing with the words right before it that say which kind."""
    start = thing.i
    for left in reversed(list(thing.lefts)):
        if left.i != start - 1 or left.dep_ not in _KIND_DEPS - {"det"}:
            break
        start = left.i
    return thing.doc[start : thing.i + 1].text.lower()


def _quitting(verb: Token) -> str | None:
    """ "quit", "stop" or "give up", as the event's verb is written (its base form)."""
    lemma = verb_lemma(verb)
    if lemma in {"quit", "stop"}:
        return lemma
    if lemma == "give" and any(child.dep_ == "prt" and child.lower_ == "up" for child in verb.children):
        return "give up"
    return None


def _done(verb: Token) -> bool:
    """Past or present perfect, asserted: "I quit", "I've given up"; not "I'll quit", "I didn't stop", "I'm
    quitting". The past of "quit" is written as its present, which the small model often tags VBP."""
    children = list(verb.children)
    if any(child.dep_ == "neg" or child.tag_ == "MD" for child in children):
        return False
    auxiliaries = {child.lemma_.lower() for child in children if child.dep_ == "aux"}
    if verb.tag_ == "VBD" or (verb.tag_ == "VBP" and verb.lower_ == "quit"):
        return not auxiliaries
    return verb.tag_ == "VBN" and auxiliaries == {"have"}


def _habits_quit(verb: Token) -> list[str]:
    """The habits given up: a habit's gerund with its object ("eating meat"), or things one takes ("coffee and
    sugar")."""
    found: list[str] = []
    for child in verb.children:
        place = _place_gone_to(child) if child.dep_ == "xcomp" and child.lower_ == "going" else None
        if place is not None:  # "I stopped going to the gym"
            found.append(f"going to {place}")
        elif child.dep_ in {"xcomp", "dobj"} and child.lower_ in _HABIT_GERUNDS:
            parts = [child, *(part for part in child.children if part.dep_ in _GERUND_PARTS)]
            found.append(" ".join(_with_kind(part) for part in sorted(parts, key=lambda token: token.i)))
        elif child.dep_ == "dobj":
            found.extend(
                _with_kind(thing)
                for thing in with_conjuncts([child])
                if thing.lower_ in _HABIT_THINGS and thing.tag_ == "NN"
            )
    return found


def _place_gone_to(going: Token) -> str | None:
    """ "the gym" of "going to the gym", "church" of "going to church": a place one went to out of habit, named by
    a noun (not "going to Paris")."""
    to = next((child for child in going.children if child.dep_ == "prep" and child.lower_ == "to"), None)
    place = next((child for child in to.children if child.dep_ == "pobj"), None) if to is not None else None
    if place is None or place.pos_ != "NOUN":
        return None
    return going.doc[place.left_edge.i : place.i + 1].text.lower()


def _when_quit(verb: Token) -> str | None:
    """When the habit was quit ("I quit smoking *last spring*"). Read from the clause's words: the past of "quit",
    written as its present and often tagged so, would make `when.time_text_of` drop a past time as a habit's."""
    return time_text_in(verb.doc[verb.left_edge.i : verb.right_edge.i + 1].text)
