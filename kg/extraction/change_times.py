"""When a change of state takes effect, as its own clause says: "I'm joining the choir *next month*", "I start at
Initech *on Monday*", "I'll be living in Paris *next year*" (a state told in the future tense with a time is a
change to come); and when a state ends: "I'm leaving Globex *next month*".

Ingest writes a change told for a time ahead as a scheduled one, and the current value stays until then; an end
told for a time ahead leaves the value current until then (kg/domain/scheduled.py). So the time must be the
clause's that states the change, never another clause's: "I just joined a gym and I'm off to Paris next week"
joined the gym now. The clause is found from the object's word up to its verb, and only a time hung on that verb
counts (`when.time_on`).
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.future_tense import going_to, present_progressive, told_in_future
from kg.extraction.polarity import Polarity
from kg.extraction.pronouns import THIRD_PERSON
from kg.extraction.when import time_on, with_preposition

# The states a change replaces or begins: what a scheduled change can be.
STATES = frozenset({"LIVES_IN", "WORKS_AT", "MEMBER_OF", "HAS_ROLE", "PARTNER_IS", "HAS_MANAGER", "WORKS_ON"})
_CLIMB = 5  # object -> preposition -> noun -> verb, at most
# Verbs whose state, told with a time to come, ends then: the job is still held until then.
_ENDING = frozenset({"leave", "quit", "resign", "retire", "fire", "lay", "sack", "dismiss"})
# A new job whose start the next sentence may tell ("... I start on Monday."), and what a start of something else
# has ("I start *a course* on Monday", "I start *teaching* Monday").
_STARTED = frozenset({"WORKS_AT", "HAS_ROLE"})
_STARTING = frozenset({"start", "begin"})
_STARTED_WHAT = frozenset({"dobj", "xcomp", "ccomp", "attr"})
_WORK = frozenset({"work", "job"})  # "I start work on Monday": the job told before
_OTHERS_SPEAKING = frozenset({"you", "we"})  # "you got a job... he starts": two people
_MAIN = frozenset({"ROOT", "conj"})  # a clause the speaker asserts, not one under "I'm scared", "I hope"


def timed_changes(candidates: list[Candidate], doc: Doc) -> list[Candidate]:
    """`candidates`, a change of state given the time its clause says, and a state told in the future tense with
    a time made a change (it begins then)."""
    return [_timed(candidate, doc) for candidate in candidates]


def _timed(candidate: Candidate, doc: Doc) -> Candidate:
    if candidate.held_apart_from_time:
        return candidate
    polarity = candidate.polarity
    if polarity.undone and candidate.edge_type in STATES and candidate.time_text is None:
        return _end_to_come(candidate, doc)
    denied = polarity.negated and not polarity.change  # an end ("I'm leaving Globex next month") keeps its time
    if candidate.edge_type not in STATES or candidate.time_text is not None or denied or polarity.undone:
        return candidate
    verb = _clause_verb(_object_token(candidate, doc))
    if verb is None:
        return candidate
    time = _time_of(verb) or _time_on_name(_object_token(candidate, doc), verb)
    if time is None and polarity.change and candidate.edge_type in _STARTED:
        time = _start_told_beside(verb)
    if time is None or not (polarity.change or told_in_future(verb) or present_progressive(verb)):
        return candidate
    # The span reaches the time, so that it is read with the clause's verbs ("I start at Initech on Monday": the
    # coming Monday), and a state told in the future tense is a change to come ("I'll be living in Paris next year"),
    # its start, or its end where the verb is a leaving ("I'll leave my job at Initech next week": it holds now).
    ending = not polarity.negated and verb.lemma_ in _ENDING
    return replace(
        candidate,
        span=_through(candidate, time),
        time_text=with_preposition(time),
        polarity=Polarity(negated=True, change=True) if ending else replace(polarity, change=True),
    )


def _start_told_beside(verb: Token) -> Span | None:
    """The time of "I start on Monday", said right after a new job was told ("I got a new job at Globex! I start on
    the first of April.", "Dev got a job at Datadog, he starts there in May", "... and I start in June"): the job
    begins then. Only a bare start ("there", "work" at most: not "I start a course on Monday") by the one who got
    the job: the speaker's by "I", another's by "he", "she" or "they" (not "she starts Monday" after "I got a new
    job")."""
    sentence = verb.sent
    beside = [child for child in verb.children if child.dep_ == "conj" and child.i > verb.i]
    if verb.dep_ == "ccomp" and verb.head.i > verb.i and verb.head.dep_ == "ROOT":
        beside.append(verb.head)  # "Dev got a job at Datadog, he starts there in May": a comma splice
    if sentence.end < len(sentence.doc):
        beside.append(sentence.doc[sentence.end].sent.root)
    told = _subject_word(verb)
    for start in beside:
        if start.lemma_.lower() not in _STARTING or not _same_one(told, _subject_word(start)):
            continue
        what = [child for child in start.children if child.dep_ in _STARTED_WHAT and child != verb]
        if any(child.lemma_.lower() not in _WORK for child in what):
            continue
        return time_on(start) or next(filter(None, map(time_on, what)), None)  # "start work *on Monday*"
    return None


def _subject_word(verb: Token) -> Token | None:
    return next((child for child in verb.children if child.dep_ == "nsubj"), None)


def _same_one(told: Token | None, starting: Token | None) -> bool:
    """Whether the subject `starting` of a start is the one `told` of the job: "I" both times, or a third person
    and then "he", "she" or "they"."""
    if told is None or starting is None:
        return False
    if told.lower_ == "i" or starting.lower_ == "i":
        return told.lower_ == starting.lower_ == "i"
    return told.lower_ not in _OTHERS_SPEAKING and starting.lower_ in THIRD_PERSON


def _end_to_come(candidate: Candidate, doc: Doc) -> Candidate:
    """ "I'll quit Globex in June": an ending verb told in the future tense with its own time is an end to come
    (Ingest leaves the job current until then). Without a time ("I'll quit Globex"), denied ("I won't quit"), or
    said under another verb ("I'm scared I'll get fired next month"), it stays undone: nothing is said to end.
    "I'm going to quit Globex in June" is told in the future as well."""
    verb = _clause_verb(_object_token(candidate, doc))
    if verb is None or not told_in_future(verb):
        return candidate
    told = going_to(verb) or verb  # "I'm *going* to quit Globex next month": the clause is the going's
    if told.dep_ not in _MAIN or any(child.dep_ == "neg" for word in {verb, told} for child in word.children):
        return candidate
    time = _time_of(verb)
    if time is None:
        return candidate
    return replace(
        candidate,
        span=_through(candidate, time),
        time_text=with_preposition(time),
        polarity=Polarity(negated=True, change=True),
    )


def _through(candidate: Candidate, time: Span) -> str:
    """The candidate's span, stretched to reach `time` when it stops short of it, on either side ("*Friday* is my
    last day at Globex")."""
    doc = time.doc
    start = doc.text.find(candidate.span, doc[min(candidate.position, len(doc) - 1)].idx)
    if start < 0:
        return candidate.span
    end = start + len(candidate.span)
    return doc.text[min(start, time.start_char) : max(end, time.end_char)]


def _object_token(candidate: Candidate, doc: Doc) -> Token:
    """The object's first word in its sentence, else the candidate's first token."""
    start = doc[min(candidate.position, len(doc) - 1)]
    first_word = candidate.object.split()[0].casefold() if candidate.object.strip() else ""
    for token in start.sent[start.i - start.sent.start :]:
        if token.lower_ == first_word:
            return token
    return start


def _clause_verb(token: Token) -> Token | None:
    current = token
    for _ in range(_CLIMB):
        if current.pos_ in {"VERB", "AUX"}:
            return current
        if current.head == current:
            return None
        current = current.head
    return None


def _time_on_name(obj: Token, verb: Token) -> Span | None:
    """A time the parse hung on the name of the place the clause's verb is at ("I'm starting at Datadog *in
    June*"): a name takes no time of its own, so it is the verb's."""
    if obj.pos_ != "PROPN" or obj.dep_ != "pobj" or obj.head.head != verb:
        return None
    return time_on(obj)


def _time_of(verb: Token) -> Span | None:
    """The time hung on `verb`, or on the "going" it is told with ("I'm going in June to quit Globex")."""
    going = going_to(verb)
    return time_on(verb) or (time_on(going) if going is not None else None)
