"""Tier 2: a job at a named employer told without a verb of working (WORKS_AT).

    My new job at Stripe starts next week            WORKS_AT "Stripe", changed
    I love my job at Stripe                          WORKS_AT "Stripe"
    my old job at Initech                            WORKS_AT "Initech", ended
    My first day at Stripe is Monday                 WORKS_AT "Stripe", changed (a first day still to come)
    Friday is my last day at Initech                 WORKS_AT "Initech", ended (past or to come)
    I switched jobs, I'm at Netflix now              WORKS_AT "Netflix", changed (only with a new job said)
    I moved to Boston for a new job at Stripe        WORKS_AT "Stripe", changed (the speaker's move, not denied)

Not read: a job a verb before it already says what became of ("I lost my job at X", "I started my new job at X":
`status`), someone else's ("my sister's job"), a dream job, a first day in the past ("My first day at Disneyland
was magical": a visit as likely as a job) or at a school ("my first day at Lincoln Elementary"), and "I'm at
Starbucks now" with no new job said: one is at a place far more often than one works there. A last day, week or
shift told by its day ends the job, past or to come ("Today was my last day at Acme"), as a leaving does; not one
only judged ("My last day at Yosemite was amazing": a trip's as likely), one of school or at a school ("my last
day at Lincoln High"), at work or in a place ("my last day in Paris": a trip), someone else's, or one denied
("It's not my last day at Globex yet").
"""

from __future__ import annotations

import re
from dataclasses import replace

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import subjects_of
from kg.extraction.event_words import words
from kg.extraction.happenings import clause_head, told_as_happened
from kg.extraction.lexicon import SCHOOL_NAME_WORDS
from kg.extraction.phrases import is_lowercase_text, is_question, read_names, with_public_body
from kg.extraction.polarity import Polarity
from kg.extraction.relation import ORGANIZATION, USER
from kg.extraction.status import JOB_VERBS
from kg.extraction.when import time_text_in

_CONFIDENCE = 0.7
_JOB_NOUNS = frozenset({"job", "position", "role", "gig"})
# Words between "my" and the job noun, and what each says of the job; any other ("dream", "first", "summer")
# leaves it unread.
_NEW = Polarity(negated=False, change=True)
_HELD = Polarity(negated=False, change=False)
_ENDED = Polarity(negated=True, change=True)
_JOB_MODIFIERS = {
    "new": _NEW,
    "current": _HELD,
    "full-time": _HELD,
    "part-time": _HELD,
    "day": _HELD,
    "old": _ENDED,
    "former": _ENDED,
    "previous": _ENDED,
    "last": _ENDED,
}
_STRETCHES = frozenset({"day", "week", "shift"})
_MOVES = frozenset({"move", "relocate"})  # "I moved to Boston for a new job at X"
# Parts of an organisation one leads or is on ("the payments team at Monzo"), and the verbs of leading or joining one.
_UNITS = frozenset({"team", "department", "division", "group", "lab", "squad", "unit", "office", "branch", "desk"})
_UNIT_HOLDERS = frozenset({"lead", "manage", "head", "run", "join", "supervise", "coordinate", "oversee"})
# Teams one plays or competes on, which say nothing of work.
_PLAYED = words(
    "swim soccer football basketball baseball softball hockey volleyball tennis track rugby cricket lacrosse golf"
    " rowing crew cheer cheerleading dance debate chess robotics quiz trivia bowling running cycling climbing"
    " varsity ski wrestling gymnastics polo"
)
_NOT_EMPLOYERS = frozenset({"PERSON", "DATE", "TIME", "LOC", "FAC"})
_NOT_NAMES = frozenset({"PERSON", "DATE", "TIME"})
# A job got, named by its employer: "the Canva *job*", "the Google *internship*", "the Stripe *offer*".
_JOBS_GOT = frozenset({"job", "position", "role", "internship", "offer", "gig"})
_GETTING = frozenset({"get", "land", "accept", "take", "score", "snag"})
_AM = frozenset({"'m", "\u2019m", "am", "m"})
_HAVE = frozenset({"'ve", "\u2019ve", "have"})
# How long one has been at a place that makes it one's work: years or months ("for three years", "since 2019").
_YEARS_LONG = re.compile(
    r"\bfor\s+(?:(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|several|many|\d+)\s+)?"
    r"(?:years?|months?)\b|\bsince\s+(?:19|20)\d\d\b",
    re.IGNORECASE,
)
_NOW = frozenset({"now", "nowadays"})
# A new job said in the sentence, or the one before, that makes "I'm at X now" a job: "I switched jobs", "new job".
_NEW_JOB_SAID = re.compile(
    r"\b(?:switch(?:ed|ing)?|chang(?:e|ed|ing))\s+(?:jobs|employers|companies)\b"
    r"|\bnew\s+(?:job|gig|position|role|employer)\b|\bjob\s+news\b|\b(?:got|been|was|just)\s+hired\b",
    re.IGNORECASE,
)


def told_job_candidates(doc: Doc) -> list[Candidate]:
    lowercase_text = is_lowercase_text(doc)
    if lowercase_text:
        return []  # names are not told apart from words without their capitals
    found: list[Candidate] = []
    for token in doc:
        if is_question(token.sent):
            continue
        if token.lower_ == "my":
            found.extend(_my_job(doc, token))
        elif token.lower_ == "for":
            found.extend(_job_moved_for(doc, token))
        elif token.lower_ == "at" and token.i > 0:
            found.extend(_speaker_at_now(doc, token) or _speaker_at_for_years(doc, token) or _unit_at(doc, token))
        elif token.lower_ in _JOBS_GOT and token.dep_ == "dobj":
            found.extend(_named_job_got(doc, token))
    return found


def _named_job_got(doc: Doc, job: Token) -> list[Candidate]:
    """ "I got the Canva job!", "I landed the Google internship", "I accepted the Stripe offer": a job got and named
    by its employer is new work there, as "I got the job at Canva" is; not one denied, asked about or hoped for."""
    verb = job.head
    employer = [left for left in job.lefts if left.dep_ == "compound" and left.pos_ == "PROPN"]
    if verb.lemma_.lower() not in _GETTING or not employer or not told_as_happened(verb, clause_head(verb)):
        return []
    if any(token.ent_type_ in _NOT_EMPLOYERS for token in employer):
        return []
    movers = _whose(verb)
    name = doc[employer[0].i : employer[-1].i + 1]
    span = doc[verb.sent.start : verb.sent.end]
    return [
        Candidate("WORKS_AT", subject, name.text, ORGANIZATION, _NEW, _CONFIDENCE, span.text, span.start)
        for subject in movers
    ]


def _my_job(doc: Doc, my: Token) -> list[Candidate]:
    """ "my new job at X", "my first day at X", "my last day at X"."""
    index = my.i + 1
    polarity = _HELD
    first = index < len(doc) and doc[index].lower_ == "first"
    # "my last day at X"; "my last job at X" is an old job (`_JOB_MODIFIERS`)
    last = index + 1 < len(doc) and doc[index].lower_ == "last" and doc[index + 1].lower_ in _STRETCHES
    if first or last:
        index += 1
    elif (modifier := _modifier_at(doc, index)) is not None:
        polarity = _JOB_MODIFIERS[modifier[0]]
        index = modifier[1]
    if index + 1 >= len(doc) or doc[index + 1].lower_ != "at":
        return []
    noun = doc[index].lower_
    if first and noun in _STRETCHES and _still_to_come(my.sent):
        return _employer(doc, my, index + 2, _NEW, school_named=True)
    if last and _told_by_its_day(doc[index]) and not _denied(doc[index]):
        return _employer(doc, my, index + 2, _ENDED, school_named=True)  # "Friday is my last day at Initech"
    if first or last or noun not in _JOB_NOUNS or _told_by_verb(doc, my):
        return []
    return _employer(doc, my, index + 2, polarity, school_named=False)


def _job_moved_for(doc: Doc, for_: Token) -> list[Candidate]:
    """ "I moved to Boston for a new job at Mass General", "I relocated for a job at Nike", "Yusuf moved to Berlin
    for a job at Zalando": the job one moved for is one's new work; not one applied or looked for, nor one told of
    with "we" (whose job it is is not said)."""
    mover = for_.head
    if for_.dep_ != "prep" or mover.lemma_.lower() not in _MOVES or any(c.dep_ == "neg" for c in mover.children):
        return []
    movers = _whose(mover)
    if not movers:
        return []
    index = for_.i + 1
    if index < len(doc) and doc[index].lower_ in {"a", "an"}:
        index += 1
    modifier = _modifier_at(doc, index)
    if modifier is not None:
        if _JOB_MODIFIERS[modifier[0]] != _NEW:
            return []
        index = modifier[1]
    if index + 1 >= len(doc) or doc[index].lower_ not in _JOB_NOUNS or doc[index + 1].lower_ != "at":
        return []
    return _for_each(movers, _employer(doc, for_, index + 2, _NEW, school_named=False))


def _whose(verb: Token) -> list[str]:
    """The subjects of `verb` whose work a sentence tells: not "we", of whom it is not said whose it is."""
    return [value for value, _ in subjects_of(verb, lowercase_text=False)[0] if value != "we"]


def _for_each(subjects: list[str], candidates: list[Candidate]) -> list[Candidate]:
    """`candidates` (read as the speaker's) told of each of `subjects`."""
    return [replace(candidate, subject=subject) for candidate in candidates for subject in subjects]


def _modifier_at(doc: Doc, index: int) -> tuple[str, int] | None:
    """The job's modifier at `index` (`_JOB_MODIFIERS`) and the index after it; a hyphenated one is three tokens
    ("part", "-", "time")."""
    if index >= len(doc):
        return None
    hyphenated = index + 2 < len(doc) and doc[index + 1].text == "-"
    word, after = (doc[index : index + 3].text.lower(), index + 3) if hyphenated else (doc[index].lower_, index + 1)
    return (word, after) if word in _JOB_MODIFIERS else None


def _told_by_verb(doc: Doc, my: Token) -> bool:
    """ "I lost my job at X", "I just started my new job at X": a verb of getting or ending a job, which `status`
    reads with its own effect."""
    return any(doc[index].lower_ in JOB_VERBS for index in range(max(my.sent.start, my.i - 3), my.i))


def _told_by_its_day(stretch: Token) -> bool:
    """ "My last day at Globex is *Friday*", "*Today* was my last day at Acme": a last day told by when it is, as a
    job's end is announced; one only judged ("My last day at Yosemite was amazing") is as likely a trip's."""
    sentence = stretch.sent
    told = stretch.doc[stretch.left_edge.i : stretch.right_edge.i + 1]
    before = stretch.doc[sentence.start : told.start].text
    after = stretch.doc[told.end : sentence.end].text
    return time_text_in(before) is not None or time_text_in(after) is not None


def _denied(stretch: Token) -> bool:
    """ "It's *not* my last day at Globex yet": the clause the day is told in is denied."""
    clause = stretch.head if stretch.dep_ in {"nsubj", "attr"} else stretch
    return any(child.dep_ == "neg" for child in (*clause.children, *stretch.children))


def _still_to_come(sentence: Span) -> bool:
    """A first day told in the present or future ("is Monday", "starts tomorrow", "will be"), not the past."""
    return not any(token.tag_ in {"VBD", "VBN"} for token in sentence)


def _speaker_at_now(doc: Doc, at: Token) -> list[Candidate]:
    """ "I switched jobs, I'm at Netflix now": the speaker's place "now", a job only when a new one is said."""
    sentence = at.sent
    be = doc[at.i - 1]
    if be.lower_ not in _AM or be.i < 1 or doc[be.i - 1].lower_ != "i":
        return []
    if not any(token.lower_ in _NOW for token in sentence) and "these days" not in sentence.text.lower():
        return []
    before = doc[sentence.start - 1].sent.text if sentence.start else ""  # "I switched jobs. I'm at Hulu now."
    if _NEW_JOB_SAID.search(f"{before} {sentence.text}") is None:
        return []
    return _employer(doc, doc[be.i - 1], at.i + 1, _NEW, school_named=False)


def _unit_at(doc: Doc, at: Token) -> list[Candidate]:
    """ "I lead the payments team at Monzo", "I'm on the growth team at Duolingo", "my sister manages the sales team
    at Oracle": the team one leads or is on at an organisation is one's work there (joined: new; "used to": ended).
    Not with "we" (whose work it is is unsaid), nor denied, asked or supposed."""
    unit = doc[at.i - 1]
    if unit.lower_ not in _UNITS or at.head not in (unit, unit.head) or is_question(at.sent):
        return []
    if any(part.lower_ in _PLAYED for part in unit.lefts):
        return []  # "the swim team at Stanford", "the debate team": a team one plays on, not work
    verb = unit.head.head if unit.head.lower_ in {"on", "in"} and unit.dep_ == "pobj" else unit.head
    on_it = unit.head.lower_ in {"on", "in"} and verb.lemma_ == "be"
    if not (on_it or (verb.lemma_.lower() in _UNIT_HOLDERS and unit.dep_ == "dobj")):
        return []
    used_to = verb.dep_ == "xcomp" and verb.head.lower_ == "used"
    told_as = _AM | {"is", "are", "'s", *(["to"] if used_to else [])}
    if any(child.dep_ in {"neg", "aux"} and child.lower_ not in told_as for child in verb.children):
        return []  # "I don't manage", "I'd lead", "I might join"
    holder = verb.head if used_to else verb
    subjects = _whose(holder)
    if not subjects:
        return []
    polarity = _ENDED if used_to else _NEW if verb.lemma_.lower() == "join" else _HELD
    # the small model takes many a company's name for a place ("at Duolingo"): after a team's "at", it is one
    return _for_each(subjects, _employer(doc, holder, at.i + 1, polarity, school_named=True, refused=_NOT_NAMES))


def _speaker_at_for_years(doc: Doc, at: Token) -> list[Candidate]:
    """ "I've been at Shopify for three years", "I've been at Deloitte since 2019": where one has been for years or
    months, still, is one's employer (not "for three days", a visit, nor a school: `school_named`)."""
    if at.i < 3 or doc[at.i - 1].lower_ != "been" or doc[at.i - 2].lower_ not in _HAVE or doc[at.i - 3].lower_ != "i":
        return []
    after = doc[at.i + 1 : at.sent.end].text
    if _YEARS_LONG.search(after) is None:
        return []
    return _employer(doc, doc[at.i - 3], at.i + 1, _HELD, school_named=True)


def _employer(
    doc: Doc,
    start: Token,
    index: int,
    polarity: Polarity,
    *,
    school_named: bool,
    refused: frozenset[str] = _NOT_EMPLOYERS,
) -> list[Candidate]:
    names, end = read_names(doc, index, lowercase_text=False)
    if not names:
        return []
    told = with_public_body(doc, names[0])  # "a job with the Bristol ambulance service": the service
    name, end = doc[told.start : told.end], max(end, told.end)
    if any(token.ent_type_ in refused for token in name):
        return []  # "my job at *Mike's*", "my first day at *Central Park*"
    if school_named and any(token.lower_ in SCHOOL_NAME_WORDS for token in name):
        return []
    # The span reaches the verb the job hangs on, so a condition over it ("If my new job at X works out") is seen.
    head = start.head if start.lower_ == "i" else doc[index - 2].head
    span = doc[min(start.i, head.i) : max(end, head.i + 1)]
    return [Candidate("WORKS_AT", USER, name.text, ORGANIZATION, polarity, _CONFIDENCE, span.text, span.start)]
