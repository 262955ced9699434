"""Tier 2: where someone studies, read from the parse: STUDIES_AT, a named school (one at a time, as WORKS_AT).

    I'm a junior at UCLA / Maya is a grad student at Stanford            STUDIES_AT "UCLA" / "Stanford"
    Sam studies at UCL / I study at Monash / Ana studies law at UCL      STUDIES_AT "UCL" / "Monash" / "UCL"
    I'm in my final year at Edinburgh University                         STUDIES_AT (a school's name only)
    I study engineering at Purdue / I'm majoring in history at Tufts     STUDIES_AT "Purdue" / "Tufts"
    I'm doing my master's at NYU                                         STUDIES_AT "NYU"
    My daughter goes to Riverside Elementary                             STUDIES_AT (subject "my daughter")
    I just started college at UCLA / I transferred to Rutgers            STUDIES_AT, a change
    I graduated from Georgia Tech / I dropped out of NYU                 STUDIES_AT, ended
    I'm no longer a student at Temple / I was a student at Reed          STUDIES_AT, ended

The school is a name (`organisation_name`): "college", "the university" or "nursing school" alone name none. Where
only the wording says it is a school ("goes to", "attends", "in my second year at"), the name must say so too
(SCHOOL_NAME_WORDS: "Riverside Elementary", "Hillcrest High School"), since one goes to and spends years at
employers and places as well; so too where one studies told with a time or how often ("I'm studying at Costa
tonight", "I study at Starbucks most mornings": a place to sit and work). Not where one teaches or works
(WORKS_AT), tours, applies to or wishes to go, a graduation still to come ("I'll graduate from UCLA in May"),
someone unnamed's ("My friend studies at Cornell"), nor a question. Tier 1 reads none of it: the same words
without a parse join too many things.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words, organisation_name, subjects_of
from kg.extraction.event_words import words
from kg.extraction.kin import speakers_relative
from kg.extraction.lexicon import SCHOOL_NAME_WORDS, Effect
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import find_subject, is_lowercase_text, is_question
from kg.extraction.polarity import Polarity, polarity_of
from kg.extraction.relation import ORGANIZATION, speakers_relative_subject
from kg.extraction.when import time_text_in

STUDIES_AT = "STUDIES_AT"
_CONFIDENCE = 0.8
# A pupil told by what they are at the school: "a *junior* at UCLA", "a PhD *student* at Caltech".
_PUPILS = words(
    """student students pupil pupils freshman freshmen sophomore sophomores junior juniors senior seniors fresher
    freshers undergrad undergrads undergraduate undergraduates postgrad postgrads postgraduate postgraduates"""
)
# What one studies for or in, done at a school: "doing my *master's* at NYU", "started *college* at UCLA".
_STUDIES = words(
    """master master's masters bachelor bachelor's bachelors mba phd doctorate degree diploma undergrad school
    college university kindergarten preschool studies"""
)
# Classes and courses are a school's only bare ("I started classes at Stanford") or at a school's name: "yoga
# classes at CorePower" or "a pottery course at Clayworks" are a pastime's.
_LESSONS = words("class classes course courses program programme semester")
# Verbs said of such studies, by what they tell of the tie: begun, held, or over.
_BEGUN = words("start begin enroll enrol")
_HELD = words("do pursue")
_OVER = words("finish complete earn")
# Which years of study one is in: "in my *second* year at", "in her *final* year at".
_YEARS_OF_STUDY = words("first second third fourth fifth final last senior junior sophomore freshman")
_DONE_TO_STUDIES = _BEGUN | _HELD | _OVER | {"get"}
_STUDYING = frozenset({"study", "major"})
# Words of a time or of how often, which make where one studies a place to sit ("at Starbucks most mornings").
_SITTING_TIMES = words(
    """today tonight now usually often always sometimes every each most mornings afternoons evenings nights days
    weekends weekdays"""
)
# How many words a field studied may take between the verb and "at": "studies *computer science* at UCL".
_FIELD_WORDS = 3
_FIELD_TAGS = frozenset({"NOUN", "PROPN", "ADJ"})
_STUDYING_WORDS = frozenset({"study", "studies"})
# Where the small model hangs a "studies" it took for a noun with no place in the sentence as one: the root, or a
# word of a compound ("Ana studies chemistry"); not a subject or an object ("Graduate studies at Yale are ...").
_LOST_VERB_DEPS = frozenset({"ROOT", "compound", "dep"})
# Where a clause ends, for the time it tells: "studies at UCL *and* works there on weekends".
_CLAUSE_ENDS = frozenset({"and", "but", ",", ";", "-", "so", "because"})
_GOING = frozenset({"go", "attend"})
_ENDED = Polarity(negated=True, change=True)
# Tags a school's name never has; a place's it may ("Georgia Tech", "Oxford"), except after a transfer ("I got
# transferred to Denver"), and a person's ("at *Wharton*", "Riverside Elementary", the small model's tags).
_NOT_SCHOOLS = frozenset({"DATE", "TIME", "NORP", "MONEY", "CARDINAL", "ORDINAL", "QUANTITY", "PERCENT"})
_PLACES = frozenset({"GPE", "LOC", "FAC"})


def study_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for token in doc:
        read = _reader(token)
        if read is not None and not is_question(token.sent):
            found += read(token, lowercase_text)
    return found


def _reader(token: Token) -> Callable[[Token, bool], list[Candidate]] | None:
    """Which wording `token` may open, by its word alone (the parse is read after)."""
    if token.lower_ in _PUPILS and token.dep_ == "attr":
        return _pupil
    if token.lower_ == "year" and token.dep_ == "pobj":
        return _year_of_study
    if token.lower_ in _STUDYING_WORDS and _verb_read_as_noun(token):
        return _studying_by_position
    if token.pos_ not in {"VERB", "AUX"}:
        return None
    lemma = token.lemma_.lower()
    if lemma in _STUDYING:
        return _studying
    if lemma in _DONE_TO_STUDIES:
        return _studies_done
    if lemma in _GOING:
        return _going
    if lemma == "transfer":
        return _transfer
    if lemma == "graduate" or (lemma == "drop" and _out(token) is not None):
        return _left
    return None


def without_schools_as_outings(candidates: list[Candidate], read: Iterable[Candidate]) -> list[Candidate]:
    """The candidates but the outing read beside a school one goes to, among the candidates `read` ("My daughter
    goes to Riverside Elementary": STUDIES_AT, not ATTENDED "Riverside Elementary"; "My kids go to school at
    Pinewood Academy": not "school")."""
    schools = {
        (candidate.span, candidate.subject, candidate.object.casefold())
        for candidate in read
        if candidate.edge_type == STUDIES_AT and not candidate.polarity.negated
    }
    if not schools:
        return candidates
    return [candidate for candidate in candidates if not _outing_to_school(candidate, schools)]


def _outing_to_school(candidate: Candidate, schools: set[tuple[str, str, str]]) -> bool:
    if candidate.edge_type != "ATTENDED":
        return False
    told = candidate.object.casefold()
    return any(
        candidate.span in span and subject == candidate.subject and (told == school or told in _STUDIES)
        for span, subject, school in schools
    )


def _pupil(pupil: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I'm a junior at UCLA", "Maya is a grad student at Stanford", "I was a student at Reed" (ended)."""
    verb = pupil.head
    if verb.lemma_.lower() != "be":
        return []
    school = _school_after(_children(pupil, verb), "at", lowercase_text, named_as_school=False)
    return _candidates(verb, school, _as_told(verb), lowercase_text)


def _year_of_study(year: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I'm in my second year at Edinburgh University": whose year it is, one of study, at a school's name."""
    within = year.head
    verb = within.head
    if within.lower_ != "in" or verb.lemma_.lower() != "be":
        return []
    if not any(child.dep_ == "poss" for child in year.children):
        return []
    if not any(child.lower_ in _YEARS_OF_STUDY for child in year.children if child.dep_ in {"amod", "compound"}):
        return []
    school = _school_after(_children(year, verb), "at", lowercase_text, named_as_school=True)
    return _candidates(verb, school, _as_told(verb), lowercase_text)


def _studying(verb: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I study engineering at Purdue", "I'm majoring in history at Tufts": a field studied says it is a school
    ("studying at Starbucks" is no enrolment); without one, only a school's name does."""
    field_told = any(  # "study *engineering*", "majoring *in* history"; not "study *most mornings*"
        (child.dep_ == "dobj" and child.lower_ not in _SITTING_TIMES) or (child.dep_ == "prep" and child.lower_ == "in")
        for child in verb.children
    )
    told = verb.head if verb.dep_ == "conj" and verb.tag_ == "VB" else verb  # "I work at Costa and *study* at UCL"
    habitual = told.tag_ in {"VBP", "VBZ"} and not any(child.dep_ in {"aux", "neg"} for child in told.children)
    named_as_school = not field_told and not (habitual and _without_sitting_time(verb))
    school = _school_after(verb.children, "at", lowercase_text, named_as_school=named_as_school)
    return _candidates(verb, school, _as_told(verb), lowercase_text)


def _studying_by_position(word: Token, lowercase_text: bool) -> list[Candidate]:
    """ "Sam studies at UCL", "Ana studies chemistry at UCL", "Tom no longer studies at Oxford": the small model
    often reads "<name> studies" as a noun phrase (Sam's studies), which leaves the verb no subject and the school
    on the field; the subject is then read left of the word and the school after the "at" that follows it, past
    a field of up to _FIELD_WORDS words. The "-s" form is a present; a "study" after "and" shares the words of the
    verb before it (`find_subject`), so "I'd work at Costa and study at UCL" asserts nothing."""
    doc = word.doc
    subject = find_subject(doc, word.i, lowercase_text, we_is_user=True)
    if subject is None or any(child.dep_ in {"det", "poss"} for child in word.children):
        return []  # "my studies at UCL", "the studies at Yale"
    sentence = word.sent
    at = next(
        (token for token in doc[word.i + 1 : min(word.i + 2 + _FIELD_WORDS, sentence.end)] if token.lower_ == "at"),
        None,
    )
    if at is None or any(token.pos_ not in _FIELD_TAGS for token in doc[word.i + 1 : at.i]):
        return []
    named = next((child for child in at.children if child.dep_ == "pobj"), None)
    if named is None:
        return []
    field_told = at.i > word.i + 1
    if field_told or _without_sitting_time(word):
        school = _name(named, lowercase_text)
    else:
        school = _named_school(named, lowercase_text)
    if school is None:
        return []
    polarity = polarity_of(list(subject.gap))
    return [
        Candidate(STUDIES_AT, value, school, ORGANIZATION, polarity, _CONFIDENCE, sentence.text, sentence.start)
        for value in subject.values
    ]


def _verb_read_as_noun(word: Token) -> bool:
    """Whether the small model lost the verb `word`: hung where no verb goes, with no subject ("*Sam studies* at
    UCL"), or a noun joined to a verb ("I work at Costa and *study* at UCL")."""
    if word.dep_ == "conj":
        return word.pos_ == "NOUN" and word.head.pos_ in {"VERB", "AUX"}
    return word.dep_ in _LOST_VERB_DEPS and not subjects_of(word, lowercase_text=False)[0]


def _without_sitting_time(verb: Token) -> bool:
    """Whether the verb's clause (its sentence between the `_CLAUSE_ENDS` around it) tells no time nor how often
    (`_SITTING_TIMES`), which would make a name after "study at" a place to sit rather than a school."""
    sentence = verb.sent
    ends = [token.i for token in sentence if token.lower_ in _CLAUSE_ENDS]
    start = max((i + 1 for i in ends if i < verb.i), default=sentence.start)
    end = min((i for i in ends if i > verb.i), default=sentence.end)
    clause = verb.doc[start:end]
    return time_text_in(clause.text) is None and not any(token.lower_ in _SITTING_TIMES for token in clause)


def _studies_done(verb: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I'm doing my master's at NYU", "I started my MBA at Wharton" (a change), "I finished my degree at
    Baylor" (ended)."""
    lemma = verb.lemma_.lower()
    studies = next(
        (child for child in verb.children if child.dep_ == "dobj" and child.lower_ in _STUDIES | _LESSONS), None
    )
    if studies is None:
        return _enrolled(verb, lemma, lowercase_text)
    of_a_pastime = studies.lower_ in _LESSONS and any(
        child.dep_ in {"compound", "amod", "nmod"} for child in studies.children
    )
    school = _school_after(_children(studies, verb), "at", lowercase_text, named_as_school=of_a_pastime)
    if lemma in _BEGUN:
        polarity = polarity_of(context_words(verb), Effect.CHANGE)
    elif lemma in _OVER or (lemma in {"get", "do"} and verb.tag_ == "VBD"):
        polarity = polarity_of(context_words(verb), Effect.ENDED)
    elif lemma in _HELD:
        polarity = _as_told(verb)
    else:
        return []  # "getting my degree": held or still to come, as likely
    return _candidates(verb, school, polarity, lowercase_text)


def _enrolled(verb: Token, lemma: str, lowercase_text: bool) -> list[Candidate]:
    """ "I enrolled at Austin Community College", "enrolled in Westlake Academy" (a school's name after "in": "in a
    pottery course" names none); "We enrolled our son in Bright Horizons Preschool": the speaker's relative's."""
    if lemma not in {"enroll", "enrol"}:
        return []
    school = _school_after(verb.children, "at", lowercase_text, named_as_school=False) or _school_after(
        verb.children, "in", lowercase_text, named_as_school=True
    )
    polarity = polarity_of(context_words(verb), Effect.CHANGE)
    enrolled = next((child for child in verb.children if child.dep_ == "dobj"), None)
    if enrolled is None:
        return _candidates(verb, school, polarity, lowercase_text)
    role = speakers_relative(enrolled)
    if role is None or school is None or polarity.negated:
        return []  # "I enrolled the dog in a class", "we didn't enroll our son there"
    when = time_text_in(verb.sent.text)
    subject = speakers_relative_subject(role)
    sentence = verb.sent
    return [
        Candidate(
            STUDIES_AT, subject, school, ORGANIZATION, polarity, _CONFIDENCE, sentence.text, sentence.start, None, when
        )
    ]


def _going(verb: Token, lowercase_text: bool) -> list[Candidate]:
    """ "My daughter goes to Riverside Elementary", "My kids go to school at Pinewood Academy", "I attend Hillcrest
    High": in the simple present (a habit; "I'm going to Lincoln High tonight" is an outing), a school's name."""
    if verb.tag_ not in {"VBP", "VBZ"} or any(child.dep_ == "aux" for child in verb.children):
        return []
    if verb.lemma_.lower() == "attend":
        school_word = next((child for child in verb.children if child.dep_ == "dobj"), None)
        school = _named_school(school_word, lowercase_text) if school_word is not None else None
        return _candidates(verb, school, _as_told(verb), lowercase_text)
    to = next((child for child in verb.children if child.dep_ == "prep" and child.lower_ == "to"), None)
    target = next((child for child in to.children if child.dep_ == "pobj"), None) if to is not None else None
    if target is None:
        return []
    if target.lower_ in _STUDIES and target.pos_ != "PROPN":  # "go to school at Pinewood Academy"
        school = _school_after(_children(target, verb), "at", lowercase_text, named_as_school=False)
    else:
        school = _named_school(target, lowercase_text)
    return _candidates(verb, school, _as_told(verb), lowercase_text)


def _transfer(verb: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I transferred to Rutgers": one's own move (not "I got transferred to Denver", an employer's doing) to a
    name that is no place ("to the Denver office" names none)."""
    if any(child.dep_ in {"auxpass", "nsubjpass"} for child in verb.children):
        return []
    school = _school_after(verb.children, "to", lowercase_text, named_as_school=False, places=False)
    return _candidates(verb, school, polarity_of(context_words(verb), Effect.CHANGE), lowercase_text)


def _left(verb: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I graduated from Georgia Tech", "I dropped out of NYU": studies there are over (a graduation still to
    come or denied is none: `polarity_of` reads it undone)."""
    if verb.lemma_.lower() == "graduate":
        school = _school_after(verb.children, "from", lowercase_text, named_as_school=False)
    else:  # "dropped out of NYU": "of" hangs on "out" or on the verb
        out = _out(verb)
        children = [*verb.children, *(out.children if out is not None else ())]
        school = _school_after(children, "of", lowercase_text, named_as_school=False)
    return _candidates(verb, school, polarity_of(context_words(verb), Effect.ENDED), lowercase_text)


def _children(word: Token, verb: Token) -> list[Token]:
    """The word's dependents and its verb's: the small model hangs "at UCLA" on either."""
    return [*word.children, *verb.children]


def _out(verb: Token) -> Token | None:
    """The "out" of "drop out", a particle or (as the small model often reads it) a preposition."""
    return next((child for child in verb.children if child.lower_ == "out" and child.dep_ in {"prt", "prep"}), None)


def _school_after(
    children: Iterable[Token], preposition: str, lowercase_text: bool, *, named_as_school: bool, places: bool = True
) -> str | None:
    """The school named after `preposition` among `children`; with `named_as_school`, only a name that says so;
    without `places`, no name tagged a place."""
    for child in children:
        if child.dep_ == "prep" and child.lower_ == preposition:
            named = next((grandchild for grandchild in child.children if grandchild.dep_ == "pobj"), None)
            if named is None:
                continue
            if named_as_school:
                school = _named_school(named, lowercase_text)
            else:
                school = _name(named, lowercase_text, places=places)
            if school is not None:
                return school
    return None


def _name(token: Token, lowercase_text: bool, *, places: bool = True) -> str | None:
    if token.ent_type_ in _NOT_SCHOOLS or (not places and token.ent_type_ in _PLACES):
        return None
    return organisation_name(token, lowercase_text, person_tag_doubted=True)  # "at *Wharton*", tagged a person


def _named_school(token: Token, lowercase_text: bool) -> str | None:
    """A name that says it is a school, whatever the NER took it for."""
    if token.ent_type_ in _NOT_SCHOOLS:
        return None
    name = organisation_name(token, lowercase_text, person_tag_doubted=True)
    if name is None or not any(word in SCHOOL_NAME_WORDS for word in name.casefold().split()):
        return None
    return name


def _as_told(verb: Token) -> Polarity:
    """As the words around the verb say; in the past, over ("I was a student at Reed", "I studied at Oxford"),
    unless denied ("I wasn't a student there": nothing)."""
    polarity = polarity_of(context_words(verb))
    if verb.tag_ == "VBD" and not polarity.change:
        return Polarity(undone=True) if polarity.negated else _ENDED
    return polarity


def _candidates(verb: Token, school: str | None, polarity: Polarity, lowercase_text: bool) -> list[Candidate]:
    if school is None:
        return []
    when = time_text_in(verb.sent.text) if polarity.change else None
    return candidates_per_subject(
        verb, STUDIES_AT, school, ORGANIZATION, polarity, _CONFIDENCE, lowercase_text, we_is_user=True, time_text=when
    )
