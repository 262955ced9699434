"""Tier 2: the speaker's job ended with no employer named: WORKS_AT "job", ended, `unnamed`.

    I lost my job last month / I quit my job / I left my job     WORKS_AT "job", ended, unnamed; DID "lose my job", ...
    I quit my teaching job / I lost my office job                 the same: a job told by its kind of work
    Losing my job was hard / quitting my job was the best move   the same: a loss judged as the speaker's experience
    After losing my job, I moved home / since getting laid off   the same: a loss before what the speaker did next
    I got fired / I was laid off last week / I resigned           WORKS_AT "job", ended, unnamed; DID "get fired", ...
    They let me go / my boss fired me / they laid me off          WORKS_AT "job", ended, unnamed

"job" names no employer, as "my girlfriend" names no partner (kg/extraction/breakups.py): the caller ends
whichever employer is current (WORKS_AT is functional), so "I work at Globex" then "I got laid off" leaves no
current employer. An employer named ("I lost my job at Globex", "Globex fired me", "laid off from Globex") is the
other readers' (`status`, the lexicon, `dismissals`), and nothing is read here then. Only a job loss that
happened (kg/extraction/happenings.py): not "I might lose my job", "Should I quit my job?", "I almost got fired",
"I didn't get fired"; nor someone else's ("my sister lost her job", "they fired Tom"), nor "I quit" or "I left"
alone (a habit, a game, a room), nor a dream job or a side job lost ("I quit my second job": one of several).

An organisation the speaker is with no more is the employer, named: "I'm no longer with Google" (WORKS_AT "Google",
ended); "I'm no longer with Sarah" is a partner's (`breakups`).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.breakups import no_longer_with
from kg.extraction.dismissals import DISMISSING, EMPLOYER_LABELS
from kg.extraction.experiences import told_as_experience
from kg.extraction.happenings import clause_head, names_a_time, told_as_happened
from kg.extraction.phrases import is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import EVENT, ORGANIZATION, USER
from kg.extraction.when import time_text_of

JOB = "job"  # the object of the fact: a job, whoever it was with
_JOB_NOUNS = frozenset({"job", "position", "jobs"})
_LEAVING = frozenset({"lose", "quit", "leave"})  # ... "my job"
# Jobs that are one of several, wished for or passing: losing one leaves the main job as it was.
_ONE_OF_SEVERAL = frozenset(
    {"second", "third", "side", "dream", "summer", "weekend", "holiday", "evening", "night", "other", "extra"}
    | {"volunteer", "temp", "temporary", "odd", "first"}
)
_DISMISSED = {"fire": "fired", "sack": "sacked", "dismiss": "dismissed"}  # `DISMISSING`'s participles
_RESIGNING = "resign"  # alone: "I resigned last week"
_SPEAKER_OBJECTS = frozenset({"me"})
# Who lets one go from a job ("*they* let me go"), where "Mom let me go" or "the coach let me go" releases one.
_EMPLOYERS_BY_ROLE = frozenset({"they", "boss", "company", "employer", "manager", "work", "firm"})
# Where an employer would be named: "my job *at* Globex", "fired *from* Initech", "*by* Globex".
_EMPLOYER_PREPOSITIONS = frozenset({"at", "with", "for", "from", "by"})
_TIME_LABELS = frozenset({"DATE", "TIME"})  # "at the end of *May*": no employer
# Words before a gerund whose subject is the main clause's: "*after* losing my job, I ...": the speaker's loss.
_STEPS_BEFORE = frozenset({"after", "since", "upon"})
_CONFIDENCE = 0.7


def job_lost_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for verb in doc:
        if verb.pos_ != "VERB" or not _job_lost(verb):
            continue
        followed = _what_followed(verb)
        happened = told_as_happened(verb, clause_head(verb)) or told_as_experience(verb) or _quit_told_plainly(verb)
        if not happened and not (followed is not None and told_as_happened(followed, clause_head(followed))):
            continue
        sentence, when = verb.sent, time_text_of(verb)
        ended = Polarity(negated=True, change=True)
        found.append(
            Candidate(
                "WORKS_AT",
                USER,
                JOB,
                ORGANIZATION,
                ended,
                _CONFIDENCE,
                sentence.text,
                sentence.start,
                time_text=when,
                unnamed=True,
            )
        )
        # The loss itself, dated, as any life event: "when did I get laid off?" asks for it.
        found.append(
            Candidate(
                "DID", USER, _loss(verb), EVENT, Polarity(), _CONFIDENCE, sentence.text, sentence.start, time_text=when
            )
        )
    return found


def employer_left_candidates(doc: Doc) -> list[Candidate]:
    """ "I'm no longer with Google", "I'm not with Globex anymore": an organisation the speaker is with no more is
    an employer ended (or a provider: the caller ends the employer only if it is the current one)."""
    found = []
    for be, party in no_longer_with(doc):
        if party.ent_type_ != "ORG" or party.pos_ != "PROPN":
            continue  # a person, or a name the small model cannot place: `breakups`
        sentence = be.sent
        employer = doc[party.left_edge.i : party.i + 1].text
        if party.left_edge.dep_ == "det":
            employer = doc[party.left_edge.i + 1 : party.i + 1].text
        ended = Polarity(negated=True, change=True)
        found.append(
            Candidate("WORKS_AT", USER, employer, ORGANIZATION, ended, _CONFIDENCE, sentence.text, sentence.start)
        )
    return found


def _loss(verb: Token) -> str:
    """What happened, as said: "lose my job", "quit my job", "get laid off", "get fired", "get let go", "resign"."""
    lemma = verb.lemma_.lower()
    if lemma in _LEAVING:
        return f"{lemma} my job"
    if lemma == _RESIGNING:
        return lemma
    if lemma == "let":
        return "get let go"
    return "get laid off" if lemma == "lay" else f"get {_DISMISSED[lemma]}"


def _job_lost(verb: Token) -> bool:
    lemma = verb.lemma_.lower()
    if lemma in _LEAVING:
        job = next((c for c in verb.children if c.dep_ == "dobj"), None)
        # "Losing my job was hard": a gerund judged as the speaker's experience is theirs (kg/extraction/experiences)
        speakers = _speaker_is_subject(verb) or told_as_experience(verb) or _what_followed(verb) is not None
        return speakers and job is not None and _own_job(job) and not _employer_named(verb)
    if lemma in DISMISSING or (lemma == "lay" and has_particle(verb, "off")):
        dismissed = _speaker_dismissed(verb) or _what_followed(verb) is not None  # "After getting laid off, I ..."
        return dismissed and not _employer_named(verb) and not _employer_dismissed(verb)
    if lemma == "let":  # "they let me go", "I was let go"
        go = next((c for c in verb.children if c.lemma_.lower() == "go" and c.dep_ in {"ccomp", "xcomp"}), None)
        if go is None or _employer_named(go) or _employer_named(verb) or _employer_dismissed(verb):
            return False
        if any(c.dep_ in {"prep", "advmod"} and not _said_when(c) for c in (*go.children, *verb.children)):
            return False  # "let me go early from practice", "let me go to the party": released, not dismissed
        words = (*go.children, *verb.children)
        let_me = any(c.dep_ in {"nsubj", "dobj"} and c.lower_ in _SPEAKER_OBJECTS for c in words)
        by_employer = any(c.dep_ == "nsubj" and c.lower_ in _EMPLOYERS_BY_ROLE for c in verb.children)
        return (let_me and by_employer) or _speaker_passive(verb)
    if lemma == _RESIGNING:
        return _speaker_is_subject(verb) and not _has_object(verb) and not resigned_elsewhere(verb)
    return False


def _own_job(job: Token) -> bool:
    """ "my job", "my position", "my jobs": the speaker's, with no employer named and no word saying it was one of
    several or only wished ("my second job", "my dream job", "my side job")."""
    if job.lower_ not in _JOB_NOUNS:
        return False
    lefts = list(job.lefts)
    before = [left.lower_ for left in lefts]
    of_a_kind = len(lefts) == 2 and before[0] == "my" and _kind_of_work(lefts[1])  # "my *teaching* job"
    if before not in (["my"], ["my", "old"]) and not of_a_kind:
        return False
    if _employer_named(job):
        return False
    return not any(child.dep_ in {"compound", "amod"} and child.i > job.i for child in job.children)


def _quit_told_plainly(verb: Token) -> bool:
    """ "I quit my teaching job": "quit" is its own past, and the small model tags it as the present when a word comes
    between "my" and "job"; said of one's job with nothing before it (no "will", "might", "don't"), it was quit."""
    return (
        verb.lower_ == "quit"
        and verb.tag_ == "VBP"
        and verb.dep_ == "ROOT"
        and not is_question(verb.sent)
        and not any(c.dep_ in {"aux", "neg"} for c in verb.children)
    )


def _kind_of_work(word: Token) -> bool:
    """A word before "job" that says what the work is ("teaching", "nursing", "office", "retail"), not that it was
    one of several or only wished for ("second", "side", "dream", "summer")."""
    return word.dep_ in {"compound", "amod"} and word.is_alpha and word.lower_ not in _ONE_OF_SEVERAL


def _what_followed(verb: Token) -> Token | None:
    """The main verb of "*After* losing my job, I moved home", "since getting laid off, I've been freelancing": a
    gerund after "after", "since" or "upon" has the main clause's subject, the speaker's here; it happened if that
    clause did (not "After losing my job, I'd move home"). Not "after they fired Tom": a clause of its own."""
    gerund = verb if verb.tag_ == "VBG" else next((c for c in verb.children if c.dep_ == "auxpass"), None)
    if gerund is None or gerund.tag_ != "VBG" or verb.dep_ != "pcomp" or verb.head.lower_ not in _STEPS_BEFORE:
        return None
    if any(child.dep_ in {"nsubj", "nsubjpass"} for child in verb.children):
        return None
    main = verb.head.head
    return main if main.pos_ in {"VERB", "AUX"} and _speaker_is_subject(main) else None


def _speaker_is_subject(verb: Token) -> bool:
    return [c.lower_ for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}] == ["i"]


def _speaker_dismissed(verb: Token) -> bool:
    """ "fired *me*", "I got fired", "I was laid off"; not "we fired Tom" nor "Tom got fired"."""
    if any(c.dep_ == "dobj" and c.lower_ in _SPEAKER_OBJECTS for c in verb.children):
        return True
    return _speaker_passive(verb)


def _speaker_passive(verb: Token) -> bool:
    subjects = [c.lower_ for c in verb.children if c.dep_ == "nsubjpass"]
    return subjects == ["i"] and any(c.dep_ == "auxpass" for c in verb.children)


def _employer_named(word: Token) -> bool:
    """Whether a preposition on `word` names the employer ("at Globex", "from Initech"); "from my job", "at the
    bank", "at the end of May" name none, and a job lost there still ends the current one."""
    for prep in word.children:
        if prep.dep_ == "prep" and prep.lower_ in _EMPLOYER_PREPOSITIONS:
            place = next((c for c in prep.children if c.dep_ == "pobj"), None)
            if place is not None and _is_name(place):
                return True
    return False


def _is_name(word: Token) -> bool:
    """ "Globex", "Chase bank", "Lowe's" (of "at Lowe's last week"): a proper name, which the readers of named
    employers read."""
    return any(
        (part.pos_ == "PROPN" or part.ent_type_ in EMPLOYER_LABELS) and part.ent_type_ not in _TIME_LABELS
        for part in word.subtree
    )


def _said_when(word: Token) -> bool:
    """ "on Friday", "in March", "finally": when, which says nothing of what was left."""
    return names_a_time(word) or word.lower_ in {"finally", "just"}


def _employer_dismissed(verb: Token) -> bool:
    """ "*Globex* laid me off": a subject tagged a name other than a person's is the employer, `dismissals`'s."""
    return any(c.dep_ == "nsubj" and c.ent_type_ in EMPLOYER_LABELS for c in verb.children)


def resigned_elsewhere(verb: Token, jobs: frozenset[str] = _JOB_NOUNS) -> bool:
    """ "resigned *from the board*", "*as treasurer*": a seat or a role given up, not a job; "from my job" (one of
    `jobs`) is one."""
    return any(
        prep.dep_ == "prep"
        and prep.lower_ in {"from", "as"}
        and not any(c.dep_ == "pobj" and c.lower_ in jobs for c in prep.children)
        for prep in verb.children
    )


def has_particle(verb: Token, particle: str) -> bool:
    return any(c.dep_ == "prt" and c.lower_ == particle for c in verb.children)


def _has_object(verb: Token) -> bool:
    return any(c.dep_ in {"dobj", "xcomp", "ccomp"} for c in verb.children)
