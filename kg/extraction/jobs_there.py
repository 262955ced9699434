"""Tier 2: a job begun or held "there", at the employer an earlier clause of the turn named by an offer, an
interview or an application (WORKS_AT).

    I got an offer from Datadog, I'm starting there in June          WORKS_AT "Datadog", changed, "in June"
    I interviewed at Stripe last month. I start there on Monday       WORKS_AT "Stripe", changed, "on Monday"
    Dev had an interview with Monzo, he got a job there               WORKS_AT "Monzo" of Dev, changed
    I applied to Ocado in March and I've been working there since May  WORKS_AT "Ocado"
    I got a new job at Datadog! / I'm starting there in June           WORKS_AT "Datadog", changed, "in June"

"There" is the employer only after a clause that seeks or offers work there; after a place gone to or lived in
("We visited Leeds, I'd love to work there") it stays unread, as does a start or work denied, asked, hoped for
or past ("I worked there for years": a job of before, whose end is unknown), a start of something else ("I start
school there"), and a third person's start after the speaker's interview ("I interviewed at Stripe, she starts
there Monday"). The time is the start's own clause's ("last month" above is the interview's).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import subjects_of
from kg.extraction.event_words import words
from kg.extraction.happenings import asserted_in_own_clause, spliced
from kg.extraction.phrases import is_question
from kg.extraction.pointed_back import told_of
from kg.extraction.polarity import Polarity
from kg.extraction.pronouns import THIRD_PERSON
from kg.extraction.relation import ORGANIZATION, USER
from kg.extraction.turn_before import last_said_before

_CONFIDENCE = 0.7
# What seeks or offers work at a place named after it: "an offer *from* Datadog", "interviewed *at* Stripe".
_SEEKING = words("offer apply application interview internship position job role placement contract callback")
_SEEKING_PREPS = frozenset({"from", "with", "at", "to", "for"})
_STARTING = words("start begin")  # a job begun there: a change
_WORKING = words("work")  # a job held there
_JOBS = words("job position role internship")  # "I got a job there"
_GETTING = words("get land accept take")
_NOT_EMPLOYERS = frozenset({"DATE", "TIME", "NORP"})
_FROM_A_PLACE = frozenset({"from", "at", "to"})
_STARTED_WHAT = frozenset({"dobj", "xcomp", "ccomp", "attr"})
_PAST = frozenset({"VBD"})


def job_there_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for there in doc:
        if there.lower_ != "there" or there.dep_ != "advmod" or is_question(there.sent):
            continue
        verb, polarity = _job_verb(there)
        if verb is None or polarity is None:
            continue
        employer = last_said_before(there, _employer_sought)
        if employer is None:
            continue
        found += told_of("WORKS_AT", _starters(verb, employer), employer, ORGANIZATION, polarity, verb, _CONFIDENCE)
    return found


def _job_verb(there: Token) -> tuple[Token | None, Polarity | None]:
    """The verb "there" tells where of, when it begins or holds a job, and what it says of the job."""
    verb = there.head
    if verb.lemma_.lower() in _JOBS and verb.dep_ == "dobj":
        verb = verb.head  # "She got a job there": the parse may hang "there" on the job
    lemma = verb.lemma_.lower()
    if verb.pos_ != "VERB" or not asserted_in_own_clause(verb):
        return None, None
    # what is begun or got, not a clause spliced before ("I got an offer from Datadog, I'm starting there")
    what = [child for child in verb.children if child.dep_ in _STARTED_WHAT and not spliced(child)]
    if lemma in _STARTING and not what:
        return verb, Polarity(negated=False, change=True)
    if lemma in _WORKING and not what and verb.tag_ not in _PAST:
        return verb, Polarity(negated=False, change=False)
    if lemma in _GETTING and any(child.lemma_.lower() in _JOBS for child in what if child.dep_ == "dobj"):
        return verb, Polarity(negated=False, change=True)
    return None, None


def _employer_sought(token: Token) -> bool:
    """A name that a clause seeking or offering work puts after its preposition: "an offer *from Datadog*",
    "interviewed *at Stripe*"."""
    named = token.pos_ == "PROPN" or token.ent_type_ == "ORG"  # the small model may tag "Rightmove" a noun
    if not named or token.ent_type_ in _NOT_EMPLOYERS or token.dep_ != "pobj":
        return False
    prep = token.head
    if prep.lower_ not in _SEEKING_PREPS or not (prep.head.lemma_.lower() in _SEEKING or _work_got(prep.head)):
        return False
    # a name tagged a person is one's employer only where no person is meant: "an offer *from* Arup" and then
    # "there", not "an interview *with* Sarah"
    return token.ent_type_ != "PERSON" or prep.lower_ in _FROM_A_PLACE


def _work_got(verb: Token) -> bool:
    """ "I *got* a new job at Datadog": the small model may hang the employer on the getting, not on the job."""
    return verb.lemma_.lower() in _GETTING and any(
        child.dep_ == "dobj" and child.lemma_.lower() in _SEEKING for child in verb.children
    )


def _verb_over(word: Token) -> Token:
    """The verb a seeking word is told by: "got" of "I got an offer", the word itself when a verb."""
    for _ in range(3):
        if word.pos_ in {"VERB", "AUX"} or word.head == word:
            return word
        word = word.head
    return word


def _starters(verb: Token, employer: Token) -> list[str]:
    """Who begins or holds the job: the speaker by "I" after the speaker sought it, another by "he", "she" or their
    name after they did (not "we": whose job is not said)."""
    sought_by = subjects_of(_verb_over(employer.head.head), lowercase_text=False)[0]
    starting = [child for child in verb.children if child.dep_ == "nsubj"]
    if not starting or not sought_by:
        return []
    word = starting[0].lower_
    if word == "i":
        return [USER] if any(value == USER for value, _ in sought_by) else []
    if word in THIRD_PERSON - {"they"}:
        return [value for value, _ in sought_by if value not in {USER, "we"}][:1]
    return []
