"""The names speakers give themselves: not a relation, but another name of the speaker, which Ingest adds to the
speaker's node (kg/domain/memory.py), so that "What does Sam like?" reaches what "User" said.

    My name is Samantha Reyes / my name's Sam                  "Samantha Reyes" / "Sam"
    Call me Sam / You can call me Jo / Everyone calls me Sammy  "Sam" / "Jo" / "Sammy"
    I go by Sam / I usually go by Priya                         "Sam" / "Priya"
    Hi, I'm Sam! / Hey there, I'm Priya Shah                    "Sam" / "Priya Shah": "I'm" after a greeting

Nothing from a question ("Is my name on the list?"), a denial ("My name isn't Sam", "Don't call me Sammy"), words
that are no name ("call me crazy", "call me when you land", "my name is on the door"), nor "I'm" outside a greeting
("I'm Canadian", "I'm Batman!"), which says what one is, not what one is called. Read from the words, so both
tiers read it; tier 2 also turns down what its NER calls a nationality, a date or a time ("call me
Monday").
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Span, Token

from kg.extraction.names import normalise_name
from kg.extraction.phrases import is_lowercase_text, is_name_word
from kg.extraction.relation import PERSON

_MAX_NAME_WORDS = 3  # "Samantha Reyes", "Mary Ann Lee"; more is a sentence, not a name
_IS = frozenset({"is", "'s", "\u2019s"})
_AM = frozenset({"'m", "\u2019m", "am"})
_CALL = frozenset({"call", "calls"})
# Who may stand before "call me": nobody (an imperative), or those who call the speaker so.
_CALLERS = frozenset(
    {"you", "can", "just", "please", "everyone", "everybody", "people", "friends", "they", "folks", "most", "all"}
)
_OPENERS = frozenset({"my", "go"}) | _CALL | _AM  # the words a naming phrase is read from
_CLAUSE_JOINS = frozenset({"and", "but", "so", "or"})
_GREETINGS = frozenset({"hi", "hello", "hey", "heya", "hiya", "howdy", "greetings"})
_GREETED = _GREETINGS | {"there", "everyone", "all", "folks", "guys"}  # "Hey there, I'm Sam"
_OFTEN = frozenset({"usually", "mostly", "just", "always", "normally", "generally", "now", "also"})
# The small model calls many first names places ("Samantha": GPE), so a place is no reason to doubt a name given.
_NOT_NAME_ENTITIES = frozenset({"NORP", "DATE", "TIME", "CARDINAL", "ORDINAL"})


def self_names(doc: Doc) -> tuple[str, ...]:
    """The names the speaker gives themself in `doc`, in order, each once."""
    lowercase_text = is_lowercase_text(doc)
    found: list[str] = []
    for start in _name_starts(doc, lowercase_text):
        name = _name_at(doc, start, lowercase_text)
        if name and name not in found:
            found.append(name)
    return tuple(found)


def _name_starts(doc: Doc, lowercase_text: bool) -> Iterator[int]:
    """Where a name would begin after each naming phrase of a statement. In text typed all in lower case only after
    "my name is": with no capital to tell a name, "call me crazy", "i go by bus" and "hi, i'm tired" would give one."""
    for token in doc:
        i, lower = token.i, token.lower_
        if lower not in _OPENERS:  # most words open no naming phrase: nothing more is read for them
            continue
        following = _words(doc, i + 1, 2)
        if lower == "my" and following[0] == "name" and following[1] in _IS:
            start = i + 3  # "my name is", "my name's"
        elif lowercase_text:
            continue
        elif _called(doc, i, following) or _gone_by(doc, i, following):
            start = i + 2  # "call me", "I go by"
        elif lower in _AM and i > 0 and doc[i - 1].lower_ == "i" and _greeted(doc, i - 1):
            start = i + 1
        else:
            continue
        if not _in_question(token):
            yield start


def _name_at(doc: Doc, start: int, lowercase_text: bool) -> str | None:
    """The name from `start`: up to three name words, ending where the sentence goes on otherwise."""
    end = start
    while end < len(doc) and end - start < _MAX_NAME_WORDS and _is_name_word(doc[end], lowercase_text):
        if lowercase_text and end > start:
            break  # in all lower case, a second word is as likely the sentence going on ("my name is sam and ...")
        end += 1
    if end == start or (end < len(doc) and not _ends_a_name(doc[end])):
        return None  # no name, or one that runs on ("Hi, I'm Sam's mom", "my name is Sam Houston Street's ...")
    return normalise_name(doc[start:end].text, PERSON)


def _ends_a_name(token: Token) -> bool:
    """Whether `token` may follow a name given: punctuation that is no possessive, or "and", "but", "or"."""
    if token.lower_ in {"'s", "\u2019s", "'", "\u2019"}:
        return False
    return token.lower_ in _CLAUSE_JOINS or (token.is_punct and token.text != "-")


def _is_name_word(token: Token, lowercase_text: bool) -> bool:
    return token.is_alpha and is_name_word(token, lowercase_text) and token.ent_type_ not in _NOT_NAME_ENTITIES


def _called(doc: Doc, call: int, following: list[str]) -> bool:
    """ "Call me Sam", "you can call me Sam", "everyone calls me Sam", "..., but call me Sam": opening its clause
    with nobody or those who call the speaker so before it; not denied ("don't call me Sammy")."""
    if doc[call].lower_ not in _CALL or following[0] != "me":
        return False
    start, before = _sentence(doc[call]).start, call - 1
    while before >= start and doc[before].lower_ in _CALLERS:
        before -= 1
    return before < start or doc[before].is_punct or doc[before].lower_ in _CLAUSE_JOINS


def _gone_by(doc: Doc, go: int, following: list[str]) -> bool:
    """ "I go by Sam", "I usually go by Sam", "I mostly go by Sam": the speaker, not denied."""
    if doc[go].lower_ != "go" or following[0] != "by":
        return False
    before = [token for token in doc[_sentence(doc[go]).start : go] if not token.is_punct]
    return bool(before) and before[0].lower_ == "i" and all(t.lower_ in _OFTEN for t in before[1:])


def _greeted(doc: Doc, i: int) -> bool:
    """Whether "I" opens the turn's sentence after a greeting alone: "Hi, I'm Sam", "Hey there! I'm Sam"."""
    before = [token for token in doc[:i] if not token.is_punct]
    return bool(before) and before[0].lower_ in _GREETINGS and all(token.lower_ in _GREETED for token in before)


def _words(doc: Doc, start: int, count: int) -> list[str]:
    return [token.lower_ for token in doc[start : start + count]] + [""] * max(0, start + count - len(doc))


def _sentence(token: Token) -> Span:
    """The token's sentence; the whole text where no sentences are set (tier 1's blank pipeline)."""
    return token.sent if token.doc.has_annotation("SENT_START") else token.doc[:]


def _in_question(token: Token) -> bool:
    return "?" in _sentence(token).text
