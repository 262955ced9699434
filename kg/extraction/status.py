"""Who someone is and what they belong to or have: HAS_ROLE, MEMBER_OF, OWNS, and jobs named by a noun.

Text rules on closed word lists, so they run the same in both tiers:
    I'm a nurse / Alice works as a graphic designer / I became a manager      HAS_ROLE (an occupation noun)
    I'm a member of the chess club / I'm in a band / I joined a book club      MEMBER_OF (a group noun)
    I have a golden retriever / we own a small boat / I got a puppy            OWNS (a pet, vehicle or home)
    I started a new job at Globex / I accepted an offer from Initech           WORKS_AT, changed
The lists keep "I'm a big fan", "I have a question" and "I'm in a hurry" out; an open noun would let them in.
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Any

from spacy.matcher import Matcher
from spacy.tokens import Doc, Span, Token
from spacy.vocab import Vocab

from kg.extraction.assemble import Candidate
from kg.extraction.bygone_roles import bygone_role_effect, used_to_be
from kg.extraction.change_times import STATES
from kg.extraction.event_words import NAMED_PLACE_KINDS, PAST_AS_BASE, PAST_FORMS, QUANTITIES, words
from kg.extraction.lasting import lasting_effect
from kg.extraction.lexicon import (
    COPULAS,
    HYPOTHETICAL,
    NEGATORS,
    PERFECT_AUX,
    POSSESSIVE_ENDINGS,
    ROLE_NOUNS,
    SHARED_BY_WE,
    Effect,
)
from kg.extraction.phrases import (
    Subject,
    find_subject,
    is_lowercase_text,
    is_question,
    read_names,
    tail_words,
    with_public_body,
)
from kg.extraction.polarity import polarity_of
from kg.extraction.relation import ORGANIZATION, PERSON, THING, USER
from kg.extraction.when import time_text_in

OCCUPATIONS = words(
    "accountant actor actress analyst architect artist athlete baker barber barista bartender biologist builder"
    " carpenter cashier chef chemist cleaner coach consultant counselor counsellor dancer dentist designer"
    " developer doctor driver economist editor electrician engineer entrepreneur farmer firefighter"
    " photographer physician pilot plumber poet professor programmer psychologist researcher scientist"
    " singer student surgeon tailor teacher therapist translator tutor veterinarian vet volunteer waiter"
    " waitress writer journalist lawyer librarian mechanic musician nurse paramedic pharmacist painter"
    " manager director intern lead officer soldier sailor policeman realtor sculptor composer producer"
    " receptionist secretary guard captain lifeguard instructor trainer technician caregiver nanny clerk"
    " stylist hairdresser illustrator animator blogger influencer banker cook hygienist paralegal"
    " bookkeeper worker attendant practitioner administrator coordinator supervisor executive founder freelancer"
    " contractor gardener landscaper midwife dietitian nutritionist optometrist physiotherapist radiologist"
    " pediatrician psychiatrist lecturer principal recruiter copywriter reporter videographer filmmaker butcher"
    " teller babysitter homemaker fisherman trucker dispatcher welder machinist janitor housekeeper courier"
    " detective attorney auditor astronaut pastor priest rabbi ranger mailman postman roofer salesman"
    " saleswoman salesperson"
)
# People told of by a kind and then their name ("met a retired pilot *named Desmond*", "talked to a nurse called
# Lisa"): an event with them is with the person named, who can be asked about. The kinds are people's (occupations,
# roles, words for anyone), or "adopted a cat named Luna" would be done to Luna; a place's kind is named so too.
NAMED_KINDS = (
    NAMED_PLACE_KINDS
    | OCCUPATIONS
    | frozenset(word for word, role in ROLE_NOUNS.items() if role.kind == PERSON)
    | words(
        "someone somebody guy man woman lady person gentleman fellow girl boy kid child teen teenager veteran"
        " stranger neighbor neighbour classmate student artist author player athlete owner survivor activist speaker"
        " mentor"
    )
)
_PARENTS = words("mom mum dad mother father parent")  # "a stay-at-home *dad*"
GROUP_NOUNS = words(
    "club team band choir group league society association union committee orchestra troupe gym crew squad"
    " chorus ensemble guild circle brigade corps council congregation department watch board pta commission"
)
OWNABLES = words(
    "dog dogs cat cats puppy puppies pup pups kitten kittens pet pets rabbit rabbits bunny bunnies hamster"
    " hamsters guinea pig pigs goat goats parrot parrots bird birds fish goldfish turtle turtles tortoise snake"
    " lizard gecko iguana"
    " ferret horse horses pony chickens hens retriever labrador poodle terrier beagle husky corgi bulldog"
    " shepherd dachshund chihuahua greyhound pug spaniel collie rottweiler doberman schnauzer dalmatian mastiff"
    " pitbull cockatiel budgie parakeet hedgehog chinchilla gerbil"
    " car cars truck van minivan suv rv bike bicycle motorcycle motorbike moped"
    " scooter boat sailboat yacht house apartment condo"
    " cabin guitar piano violin cello drums ukulele keyboard camera laptop kayak canoe surfboard skateboard"
    " paddleboard telescope tent tents"
    " cars trucks vans bikes bicycles motorcycles scooters boats guitars pianos violins cameras"
    " laptops kayaks canoes surfboards skateboards"
)
# Things one has many of, owned only when said in a number ("I have *lots of* vinyl records", "a few houseplants"):
# "I have a book for you" or "I have a game tonight" tells of no possession.
COLLECTED = words(
    "records vinyls books comics plants houseplants succulents games sneakers shoes stamps coins cards toys"
    " figurines dolls puzzles mugs plushies watches cookbooks novels"
)
_JOB_NOUNS = frozenset({"job", "position", "role", "gig", "internship", "offer"})
# "my job as a nurse", "a job as a nurse": a job noun, not the verb of "I work as a nurse".
_OWNED = frozenset({"my", "a"})
# Who a thing bought may be for: "a car for *my* son", "a bike for *her*".
_FOR_SOMEONE = frozenset({"my", "his", "her", "our", "their", "him", "them", "me", "us", "someone", "a", "the"})
# Words between the owner and the job noun that say which job: "my *new* job as a nurse".
_JOB_KINDS = frozenset({"new", "first", "dream", "old"})
# "I love my job as a nurse": a job held and liked.
_JOB_LIKING_VERBS = frozenset({"love", "loved", "like", "liked", "enjoy", "enjoyed", "enjoying", "loving"})
# An offer is a job only once taken: "I accepted an offer from X", not "I got an offer from X".
_ACCEPTING = frozenset({"accepted", "took"})
# "I lost my job at X", "I quit my job at X": the job is over.
_JOB_ENDING_VERBS = frozenset({"lost", "lose", "losing", "quit", "quitting", "left", "leaving"})
# Verbs before "a job at X" that say what became of it; `jobs_told` leaves a job after one of them to this module.
JOB_VERBS = _JOB_ENDING_VERBS | frozenset(
    {
        "started",
        "start",
        "starting",
        "got",
        "get",
        "landed",
        "accepted",
        "took",
        "found",
        "have",
        "has",
        "began",
        "begin",
    }
)
_ARTICLES = ["a", "an", "the"]
_DETERMINERS = ["a", "an", "another", "the", "my", "our", "his", "her", "their", "two", "three", "four", "some"]
# Words before an occupation that make "a <word> <noun>" no longer a plain statement of the job.
_NOT_MODIFIERS = [
    "hard",  # "a hard worker" is praise, not a job
    "bit",
    "little",
    "big",
    "huge",
    "total",
    "real",
    "kind",
    "sort",
    "bad",
    "terrible",
    "good",
    "great",
    "love",
    "passion",
    "soft",
    "spot",
    "thing",
    "for",
    "of",
    "with",
    "to",
    "in",
    "on",
    "at",
    "about",
]
_OWN_VERBS = ["have", "has", "own", "owns", "got", "gotten", "had", "owned", "bought"]
# Verbs that give a new value: "I joined a choir", "I've gotten a puppy", "I just bought a new car".
_NEW_VALUE_VERBS = frozenset({"joined", "join", "became", "become", "got", "gotten", "bought", "closed"})
# Homes a sale is closed on: "we closed on a condo".
_HOMES_BOUGHT = frozenset({"house", "home", "condo", "apartment", "townhouse", "townhome", "cabin", "flat"})
# How a thing was when got, not a kind of it: "a new bike", "a used car", "a secondhand piano".
_AS_GOT = frozenset({"new", "used", "secondhand"})
_WORK_VERBS = frozenset(
    {"work", "works", "working", "worked", "serve", "serves", "served", "serving"}
    | {"freelance", "freelances", "freelancing", "freelanced", "moonlight", "moonlighting"}
)
# "I was *hired* as a barista", "I *volunteer* as a tutor": the role is taken on, new when hired.
_TAKEN_ON_VERBS = frozenset({"hired", "employed", "volunteer", "volunteers", "volunteering"})
# What one plays in a band or on a team: an instrument or a position.
_PARTS_PLAYED = words(
    "guitar bass drums piano keyboard keys violin viola cello saxophone sax trumpet trombone flute clarinet"
    " harmonica ukulele banjo mandolin harp accordion goalie defense defence offense forward midfield guard"
    " center centre pitcher catcher quarterback striker"
)
# Doing what a group does in it: "I sing in a choir", "I've been *playing* in a jazz band".
_GROUP_VERBS = words(
    "sing sings singing play plays playing dance dances dancing perform performs performing row rows rowing"
    " serve serves serving sit sits sitting"  # "I serve on the planning committee", "she sits on the board"
)


def _modifiers(count: int) -> dict[str, Any]:
    return {"IS_ALPHA": True, "LOWER": {"NOT_IN": [*_NOT_MODIFIERS, *_ARTICLES]}, "OP": f"{{,{count}}}"}


def _owns_the_next(doc: Doc, end: int) -> bool:
    """Whether the match's last noun owns the word after it, glued to its possessive ending: "dogs' beds"."""
    return end + 1 < len(doc) and doc[end].lower_ in POSSESSIVE_ENDINGS and not doc[end - 1].whitespace_


class StatusMatcher:
    def __init__(self, vocab: Vocab) -> None:
        self._matcher = Matcher(vocab)
        copulas = sorted(
            COPULAS | {"as", "became", "become", "becoming", "now", "still", "also", "longer", "been", "be", "not"}
        )  # "not" only before "anymore" (`_status`)
        self._matcher.add(
            "HAS_ROLE",
            [
                [
                    {"LOWER": {"IN": copulas}},
                    {"LOWER": {"IN": _ARTICLES}},
                    _modifiers(2),
                    {"LOWER": {"IN": sorted(OCCUPATIONS)}},
                ],
                [  # "a *second-year* PhD student", "a *part-time* nurse": a hyphenated modifier, left out below
                    {"LOWER": {"IN": copulas}},
                    {"LOWER": {"IN": _ARTICLES}},
                    {"IS_ALPHA": True},
                    {"ORTH": "-"},
                    {"IS_ALPHA": True},
                    _modifiers(2),
                    {"LOWER": {"IN": sorted(OCCUPATIONS)}},
                ],
                [  # "a 34-year-old nurse": an age before the occupation, left out below (ages.py reads it)
                    {"LOWER": {"IN": copulas}},
                    {"LOWER": {"IN": _ARTICLES}},
                    {"LIKE_NUM": True},
                    {"ORTH": "-", "OP": "?"},
                    {"LOWER": {"IN": ["year", "years"]}},
                    {"ORTH": "-", "OP": "?"},
                    {"LOWER": "old"},
                    _modifiers(2),
                    {"LOWER": {"IN": sorted(OCCUPATIONS)}},
                ],
                [  # "a stay-at-home dad": a parent's whole-time work, hyphens or none
                    {"LOWER": {"IN": copulas}},
                    {"LOWER": {"IN": _ARTICLES}},
                    {"LOWER": "stay"},
                    {"ORTH": "-", "OP": "?"},
                    {"LOWER": "at"},
                    {"ORTH": "-", "OP": "?"},
                    {"LOWER": "home"},
                    {"LOWER": {"IN": sorted(_PARENTS)}},
                ],
            ],
        )
        group: list[dict[str, Any]] = [
            {"LOWER": {"IN": _DETERMINERS}, "OP": "?"},
            _modifiers(3),
            {"LOWER": {"IN": sorted(GROUP_NOUNS)}},
        ]
        self._matcher.add(
            "MEMBER_OF",
            [
                [{"LOWER": {"IN": ["member", "part"]}}, {"LOWER": "of"}, *group],
                [{"LOWER": {"IN": ["in", "on"]}}, *group],
                [{"LOWER": {"IN": ["join", "joined", "joining"]}}, *group],
            ],
        )
        self._matcher.add(
            "OWNS",
            [
                [
                    {"LOWER": {"IN": _OWN_VERBS}},
                    {"LOWER": {"IN": _DETERMINERS}},
                    _modifiers(2),
                    {"LOWER": {"IN": sorted(OWNABLES)}},
                ],
                [
                    {"LOWER": {"IN": _OWN_VERBS}},
                    {"LOWER": {"IN": ["a", "an"]}, "OP": "?"},
                    {"LOWER": {"IN": sorted(QUANTITIES)}},
                    {"LOWER": "of", "OP": "?"},
                    _modifiers(2),
                    {"LOWER": {"IN": sorted(OWNABLES | COLLECTED)}},
                ],
                [  # "We closed on our first house": bought, the sale done
                    {"LOWER": "closed"},
                    {"LOWER": "on"},
                    {"LOWER": {"IN": _DETERMINERS}},
                    _modifiers(2),
                    {"LOWER": {"IN": sorted(_HOMES_BOUGHT)}},
                ],
                [  # "plenty of kids' books", "a ton of children's books": whom they are for, glued
                    {"LOWER": {"IN": _OWN_VERBS}},
                    {"LOWER": {"IN": ["a", "an"]}, "OP": "?"},
                    {"LOWER": {"IN": sorted(QUANTITIES)}},
                    {"LOWER": "of", "OP": "?"},
                    _modifiers(1),
                    {"LOWER": {"IN": sorted(POSSESSIVE_ENDINGS)}, "SPACY": True},
                    _modifiers(1),
                    {"LOWER": {"IN": sorted(OWNABLES | COLLECTED)}},
                ],
            ],
        )
        self._matcher.add("JOB", [[{"LOWER": {"IN": sorted(_JOB_NOUNS)}}, {"LOWER": {"IN": ["at", "with", "from"]}}]])

    def candidates(self, doc: Doc) -> list[Candidate]:
        lowercase_text = is_lowercase_text(doc)
        found: list[Candidate] = []
        # Longest match per start only: "a graphic designer", not also "a graphic".
        for match_id, start, end in self._matcher(doc, as_spans=False):
            label = doc.vocab.strings[match_id]
            if label == "JOB":
                found.extend(_job(doc, start, end, lowercase_text))
            else:
                found.extend(_status(doc, label, start, end, lowercase_text))
        return found


def _age_end(doc: Doc, start: int, end: int) -> int | None:
    """Where an age that opens a role ends ("a *34-year-old* nurse", "a *34 year old* nurse"), or None."""
    if not doc[start].like_num:
        return None  # "a second-year PhD student": a year of study, kept apart below
    old = next((i for i in range(start + 1, min(start + 5, end)) if doc[i].lower_ == "old"), None)
    return old + 1 if old is not None else None


def _field_end(doc: Doc, end: int) -> int:
    """The end of the field a title is "of" ("a professor *of history*", "a director *of product design*"), or
    `end` when none follows: a field is a few plain words, not a place or a thing ("a manager of *the* store")."""
    if end + 1 >= len(doc) or doc[end].lower_ != "of" or doc[end - 1].lower_ not in _TITLES_OF_A_FIELD:
        return end
    stop = end + 1
    while stop < len(doc) and stop - end <= _FIELD_WORDS and _field_word(doc[stop]):
        stop += 1
    return stop if stop > end + 1 else end


def _field_word(token: Token) -> bool:
    return token.is_alpha and token.lower_ not in _FOLLOWERS | _NOT_FIELD_WORDS


def _status(doc: Doc, label: str, start: int, end: int, lowercase_text: bool) -> list[Candidate]:
    if label == "HAS_ROLE":
        end = _field_end(doc, end)  # "a professor of history at Yale": the title with its field
    governed = label == "MEMBER_OF" and governed_end(doc, end) > end  # "the board *of a nonprofit*"
    if end < len(doc) and doc[end].is_alpha and doc[end].lower_ not in _FOLLOWERS and not governed:
        return []  # "I'm a teacher *assistant*" or "in a band *practice*": the noun goes on
    if doc[start].lower_ == "be" and not used_to_be(doc, start):
        return []  # "I want to be a nurse", "I'd be a great teacher": a wish or a guess
    if doc[start].lower_ == "not" and not _anymore_next(tail_words(doc, end)):
        return []  # "I'm not a nurse from Ohio": which part is denied is not said; "not a nurse anymore" ends one
    anchor = start
    effect = Effect.CHANGE if doc[start].lower_ in _NEW_VALUE_VERBS else Effect.NONE
    if doc[start].lower_ == "got" and start and doc[start - 1].lower_ in PERFECT_AUX:
        effect = Effect.NONE  # "I've got two cats": have, not a new one
    subject: Subject | None = None
    job_noun = start > 1 and doc[start - 1].lower_ in _JOB_NOUNS | {"work", "career"} and _owned_job(doc, start - 2)
    if doc[start].lower_ == "as" and job_noun:
        held = _job_held(doc, start - 1, lowercase_text)  # "I lost my job as a banker"
        if held is None:
            return []
        subject, anchor, effect = held
    elif doc[start].lower_ == "as":  # "I work as a nurse", "I work remotely as a nurse"
        anchor = _before_how(doc, start)
        place = _workplace_before(doc, start)
        if place is not None and (anchor < 0 or doc[anchor].lower_ not in _WORK_VERBS | _TAKEN_ON_VERBS):
            # "she works *at a hospital* as a doctor", "I *joined* Globex as a designer" (a new role)
            anchor = place if doc[place].lower_ in _JOINING else _before_how(doc, place)
        if anchor < 0 or doc[anchor].lower_ not in _WORK_VERBS | _TAKEN_ON_VERBS | _JOINING:
            return []
        effect = Effect.ENDED if doc[anchor].lower_ in {"worked", "served"} else effect
        effect = Effect.CHANGE if doc[anchor].lower_ == "hired" or doc[anchor].lower_ in _JOINING else effect
        if doc[anchor].lower_ == "hired" and anchor and doc[anchor - 1].lower_ in {"got", "gotten"}:
            anchor -= 1  # "I just *got* hired as a nurse": the passive told with "got", as with "was"
    if label == "MEMBER_OF" and doc[start].lower_ in {"in", "on"}:
        before = doc[start - 1].lower_ if start else ""
        if before in _GROUP_VERBS:
            anchor -= 1
        elif start > 1 and doc[start - 2].lower_ in _GROUP_VERBS and doc[start - 1].lower_ in _PARTS_PLAYED:
            anchor -= 2  # "I play *guitar* in a band", "she plays *goalie* on a team"
        elif before not in COPULAS and not used_to_be(doc, start - 1):
            return []  # "I work in a team", "a photo in the club"
        if doc[start].lower_ == "on" and end == start + 2 and doc[start + 1].lower_ == "board":
            return []  # "I'm on board with that": agreeing, no group
    subject = subject or find_subject(doc, anchor, lowercase_text, label in SHARED_BY_WE, state=label in STATES)
    if subject is None or HYPOTHETICAL.intersection(subject.gap) or doc[-1].text == "?":
        return []
    object_start = start + (2 if doc[start].lower_ == "closed" else 1)  # "closed *on* our first house"
    while object_start < end and doc[object_start].lower_ in {*_DETERMINERS, *QUANTITIES, "of"}:
        object_start += 1
    age_end = _age_end(doc, object_start, end) if label == "HAS_ROLE" else None
    if age_end is not None:
        object_start = age_end  # "a 34-year-old nurse" is a nurse
    elif (
        label == "HAS_ROLE"
        and object_start + 3 < end
        and doc[object_start + 1].text == "-"
        and doc[object_start].lower_ != "stay"
    ):
        object_start += 3  # "a part-time nurse" is a nurse, "a second-year PhD student" a PhD student
    if label == "OWNS" and _owns_the_next(doc, end):
        return []  # "I have a few dogs' beds": the beds are had, whatever they are for
    if label == "OWNS" and doc[anchor].lower_ == "bought" and _bought_for_someone(doc, end):
        return []  # "I bought a car for my son": a gift, not had
    if label == "OWNS" and object_start < end - 1 and doc[object_start].lower_ in _AS_GOT:
        object_start += 1  # "I got a new bike", "a used car": the bike, as "my new bike" is; "new" is the change
    words = [*subject.gap, *(token.lower_ for token in doc[start:object_start]), *_ending_after(doc, end)]
    effect = lasting_effect(effect, doc[anchor].text, subject.gap, tail_words(doc, end))  # "I've worked as a X for"
    if label in {"HAS_ROLE", "MEMBER_OF"}:  # "I was a nurse for five years"
        effect = bygone_role_effect(effect, [*subject.gap, doc[anchor].lower_], doc, end)
    if label == "MEMBER_OF":
        end = governed_end(doc, end)  # "the board *of the local library*"
    span = doc[subject.start : end]
    named = _group_name(doc, end, lowercase_text) if label == "MEMBER_OF" else None
    candidates = [
        Candidate(
            label,
            subject.value,
            named.text if named is not None else doc[object_start:end].text,
            ORGANIZATION if named is not None else THING,
            polarity_of(words, effect),
            0.75,
            span.text,
            subject.start,
        )
    ]
    if label == "OWNS":  # "two cats *and a dog*": each thing of a list is owned
        candidates.extend(
            replace(candidates[0], object=doc[first:last].text) for first, last in _more_ownables(doc, end)
        )
    if label == "HAS_ROLE" and end + 1 < len(doc) and doc[end].lower_ in {"at", "for"}:
        # The employer shares the role's effect: "I worked as a nurse at Mercy for years" ended, "hired as" new.
        candidates.extend(_employer(doc, subject.value, subject.start, end + 1, words, lowercase_text, effect))
    return candidates


# Titles told with their field: "a professor *of history*", "a director *of engineering*".
_TITLES_OF_A_FIELD = words("professor director lecturer instructor teacher officer manager")
_FIELD_WORDS = 3
_NOT_FIELD_WORDS = words("the my our his her their your its this that these those some")
# Groups told by whose they are: "the board *of the food bank*", "the committee *of our church*".
_GOVERNING = words("board council committee commission")
_OF_WHOM_PARTS = frozenset({"DET", "ADJ", "NOUN", "PROPN", "PRON"})


def governed_end(doc: Doc, end: int) -> int:
    """The end of a governing group's phrase with the body it governs, when `doc[end - 1]` is one ("the board of a
    nonprofit", "of Habitat for Humanity"); else `end`."""
    if end + 1 >= len(doc) or doc[end - 1].lower_ not in _GOVERNING or doc[end].lower_ != "of":
        return end
    stop = end + 1
    while stop < len(doc) and _of_whom_part(doc, stop):
        stop += 1
    if not any(token.pos_ in {"NOUN", "PROPN"} for token in doc[end + 1 : stop]):
        return end
    return stop


def _of_whom_part(doc: Doc, index: int) -> bool:
    token = doc[index]
    if token.ent_type_ in {"DATE", "TIME"} or token.tag_ == "PRP":
        return False  # "the board of the food bank *last year*"
    if token.pos_ in _OF_WHOM_PARTS:
        return True
    # "Habitat *for* Humanity": a small word between two parts of a name
    return (
        token.lower_ in {"for", "of", "and", "&"}
        and index + 1 < len(doc)
        and doc[index - 1].pos_ == "PROPN"
        and doc[index + 1].pos_ == "PROPN"
    )


def _group_name(doc: Doc, end: int, lowercase_text: bool) -> Span | None:
    """The name of a group told as its kind and what it is called: "a band *called The Lizards*"."""
    if end + 1 >= len(doc) or doc[end].lower_ not in {"called", "named"}:
        return None
    titled = doc[end + 1].text == "The"  # "called *The* Lizards": part of the name
    names, _ = read_names(doc, end + 1 + titled, lowercase_text)
    return doc[names[0].start - titled : names[0].end] if names else None


def _before_how(doc: Doc, index: int) -> int:
    """The index of the word before `index` and the words saying how one works between them ("work *remotely*
    as", "work *part-time* as", "worked *there* as")."""
    before = index - 1
    while before >= 0 and index - before <= _MAX_HOW and not _works(doc[before]):
        if not (_says_how(doc[before]) or doc[before].text == "-"):
            break
        before -= 1  # "work *freelance* as": how; "I *freelance* as": the work itself
    return before


def _works(word: Token) -> bool:
    """A verb of working itself: "I *freelance* as a copywriter", where "work *freelance*" says how."""
    return word.lower_ in _WORK_VERBS and word.pos_ in {"VERB", "AUX"}


_MAX_HOW = 4  # "work part - time as": four tokens at most
_WORKPLACE_PREPS = frozenset({"at", "in", "for"})
_JOINING = frozenset({"joined", "join", "joining"})  # "joined Globex as a designer": the place right after
_MAX_WORKPLACE = 5  # "at St. Mary 's hospital": five words at most after the preposition


def _workplace_before(doc: Doc, index: int) -> int | None:
    """The index of the preposition of a short workplace phrase right before `index` ("work *at a hospital* as",
    "worked *for Google* as"), or of the "joined" before one ("*joined* Globex as"): words and a name's marks
    only, no comma or clause between."""
    for prep in range(index - 2, max(index - 2 - _MAX_WORKPLACE, -1), -1):
        if doc[prep].lower_ in _WORKPLACE_PREPS | _JOINING:
            between = doc[prep + 1 : index]
            if prep and time_text_in(doc[prep:index].text) == doc[prep:index].text:
                index = prep  # "joined Stripe *in 2021* as": a time between, not the workplace
                continue
            return prep if all(word.text.rstrip(".").isalpha() or word.text == "'s" for word in between) else None
    return None


_HOW_ONE_WORKS = frozenset(
    {"part", "full", "time", "freelance", "remote", "there", "here", "now", "still", "nights", "days", "weekends"}
    | {"from", "home"}  # "I work *from home* as a bookkeeper"
)


def _anymore_next(tail: list[str]) -> bool:
    """ "anymore" or "any more" at most one word after the role ("not a nurse *really* anymore")."""
    return "anymore" in tail[:2] or ("any", "more") in set(itertools.pairwise(tail[:3]))


def _says_how(token: Token) -> bool:
    return token.lower_ in _HOW_ONE_WORKS or (token.is_alpha and token.lower_.endswith("ly") and len(token) > 3)


def _ending_after(doc: Doc, end: int) -> list[str]:
    """The words closing the object's clause when they end what it says ("we don't own our cabin *anymore*"); not
    those of a clause of its own after it ("a cat *that* doesn't live here anymore"), nor others that only deny
    ("a dog but *no* cat")."""
    clause = list(itertools.takewhile(lambda word: word not in _CLAUSE_STARTS, tail_words(doc, end)))
    said = polarity_of(clause)
    return clause if said.negated and said.change else []


# Words that start a clause of its own after an object: a relative pronoun or a new subject.
_CLAUSE_STARTS = frozenset({"who", "that", "which", "where", "i", "we", "you", "he", "she", "they", "it"})


def _more_ownables(doc: Doc, end: int) -> list[tuple[int, int]]:
    """The other things of a list whose first one ends at `end`: "two cats, a hamster *and a dog*" -> the spans
    of "hamster" and "dog" (with a word before the noun, "a *pet* rabbit"). Not "a dog and *my* sister"."""
    found: list[tuple[int, int]] = []
    index = _past_its_name(doc, end)
    while index + 1 < len(doc) and doc[index].lower_ in {",", "and"}:
        index += 1
        if doc[index].lower_ == "and":
            index += 1
        while index < len(doc) and doc[index].lower_ in _LIST_DETERMINERS:
            index += 1
        first = index
        if index + 1 < len(doc) and doc[index].is_alpha and doc[index + 1].lower_ in OWNABLES:
            index += 1  # "a *pet* rabbit"
        if index >= len(doc) or doc[index].lower_ not in OWNABLES:
            break
        index += 1
        if index < len(doc) and doc[index].is_alpha and doc[index].lower_ not in _FOLLOWERS:
            break  # "and a dog *walker*": the noun goes on
        found.append((first, index))
        index = _past_its_name(doc, index)
    return found


def _past_its_name(doc: Doc, index: int) -> int:
    """Where the list goes on after a thing's name: "a cat *named Luna* and a dog"."""
    if index + 1 >= len(doc) or doc[index].lower_ not in {"named", "called"}:
        return index
    index += 1
    while index < len(doc) and doc[index].text[:1].isupper():
        index += 1
    return index


_LIST_DETERMINERS = frozenset({"a", "an", "another", "two", "three", "four", "five", "some", "one", *QUANTITIES, "of"})


# Words that may follow a matched noun; "of" is not one: "a group *of globetrotters*" is more than "group".
# Counts start a time ("I got a kitten *three* weeks ago", "a week ago").
_FOLLOWERS = frozenset(
    {
        "at",
        "for",
        "in",
        "on",
        "and",
        "with",
        "since",
        "named",
        "called",
        "who",
        "that",
        "a",
        "two",
        "three",
        "four",
        "five",
        "six",
        "several",
        "few",
        "couple",
        "now",
        "too",
        "again",
        "there",
        "here",
        "anymore",
        "any",  # "any more", "any longer"
        "so",
        "but",
        "because",
        "when",
        "while",  # "I work as a barista *while* I study"
        "until",
        "from",
        "based",  # "a designer *based* in Leeds": where, read by introductions.py
        "living",
        "this",
        "last",
        "next",
        "every",
        "these",
        "today",
        "yesterday",
        "tomorrow",
        "as",
        "to",
        # when, after the object: "I got a dog *recently*", "a dog *not* long ago", "a bike *over* the summer"
        "recently",
        "lately",
        "earlier",
        "not",
        "over",
        "during",
        "after",
        "before",
        "back",  # where or when, after the object: "a cat *back* in Ohio", "a bike back then", "a dog back home"
        # a clause about the thing, its "that" left out: "a guitar *I* never play", "a bike we share"
        *("i", "we", "you", "he", "she", "they"),
    }
)


def _bought_for_someone(doc: Doc, end: int) -> bool:
    """ "a car *for my son*", "a bike for Anna": bought for another (not "for 300k", a price)."""
    if end + 1 >= len(doc) or doc[end].lower_ != "for":
        return False
    whom = doc[end + 1]
    return whom.lower_ in _FOR_SOMEONE or whom.ent_type_ == "PERSON"


def _owned_job(doc: Doc, index: int) -> bool:
    """Whether "my" or "a" stands before the job noun, across the words that say which job: "a *new* job as"."""
    while index >= 0 and doc[index].lower_ in _JOB_KINDS:
        index -= 1
    return index >= 0 and doc[index].lower_ in _OWNED


def _job_held(doc: Doc, job: int, lowercase_text: bool) -> tuple[Subject, int, Effect] | None:
    """Who holds the job of "I lost my job as a banker", "I just landed a job as a nurse", "I love my work as a
    tutor", the verb's index and what it says of the job: ended when lost or quit, new when got. Not a job wished
    for ("I'd love a job as a pilot") or someone else's ("your job as a teacher")."""
    index = job - 1
    while index >= 0 and doc[index].lower_ in _JOB_KINDS:
        index -= 1
    owner = doc[index].lower_ if index >= 0 else ""
    while index >= 0 and doc[index].lower_ in _OWNED | _JOB_KINDS:
        index -= 1
    if index < 0 or doc[index].lower_ not in JOB_VERBS | _JOB_LIKING_VERBS:
        return None
    verb = doc[index].lower_
    if owner == "a" and verb in _JOB_LIKING_VERBS:
        return None  # "I'd love a job as a pilot": one wished for
    effect = Effect.ENDED if verb in _JOB_ENDING_VERBS else Effect.NONE
    effect = Effect.CHANGE if verb in JOB_VERBS - _JOB_ENDING_VERBS - {"have", "has"} else effect
    subject = find_subject(doc, index, lowercase_text, state=True)  # a job
    opens = index == 0 or doc[index - 1].is_sent_end or doc[index - 1].is_punct
    if subject is None and opens and doc[index].text[:1].isupper() and verb in JOB_VERBS:
        subject = Subject(USER, index, ())  # "Lost my job as a cashier last week": the dropped "I"
    return (subject, index, effect) if subject is not None else None


def _told_as_so(verb: Token) -> bool:
    """A job's change told as it was, with its subject left out: "Lost my job ..." or a gerund judged ("Losing my
    job at Globex was hard"); not asked ("Leaving my job at Globex?") nor imagined ("... would be terrible"). Read
    from the parse only: tier 1 has none."""
    if not verb.doc.has_annotation("DEP") or is_question(verb.sent):
        return False
    if verb.tag_ != "VBG":
        # "Lost my job ...", which the small model may tag as the base form when it opens the sentence
        past = verb.tag_ in {"VBD", "VBN"} or verb.lower_ in PAST_FORMS or verb.lower_ in PAST_AS_BASE
        past = past or verb.lower_.endswith("ed")
        return past and verb.dep_ == "ROOT"
    judged = verb.head
    return verb.dep_ == "csubj" and not any(child.dep_ == "aux" for child in judged.children)


def _job_word(token: Token) -> bool:
    return token.is_alpha or (token.text == "-" and not token.whitespace_)


def _job(doc: Doc, start: int, end: int, lowercase_text: bool) -> list[Candidate]:
    """ "I started a new job at Globex": back over the adjectives and article to a verb of getting."""
    index = start - 1
    words: list[str] = []
    while index >= 0 and _job_word(doc[index]) and doc[index].lower_ not in JOB_VERBS and len(words) < 4:
        if doc[index].is_alpha:  # "a part-time job": the hyphen is no word
            words.append(doc[index].lower_)
        index -= 1
    if index < 0 or doc[index].lower_ not in JOB_VERBS:
        return []
    verb = doc[index].lower_
    if doc[start].lower_ == "offer" and verb not in _ACCEPTING:
        return []  # "I got a job offer from Microsoft": offered, not taken
    subject = find_subject(doc, index, lowercase_text, state=True)  # a job
    opens = index == 0 or doc[index - 1].is_sent_end or doc[index - 1].is_punct
    if subject is None and opens and doc[index].text[:1].isupper() and "my" in words and _told_as_so(doc[index]):
        # "Losing my job at Globex was hard", "Lost my job at Initech last week": the speaker's, "I" left out
        subject = Subject(USER, index, ())
    if subject is None or HYPOTHETICAL.intersection(subject.gap) or NEGATORS.intersection(subject.gap):
        return []
    effect = Effect.NONE if verb in {"have", "has"} and "new" not in words else Effect.CHANGE
    if verb in _JOB_ENDING_VERBS:
        effect = Effect.ENDED
    return _employer(doc, subject.value, subject.start, end, [*subject.gap, *words], lowercase_text, effect)


def _employer(
    doc: Doc,
    subject: str,
    subject_start: int,
    index: int,
    words: list[str],
    lowercase_text: bool,
    effect: Effect = Effect.NONE,
) -> list[Candidate]:
    names, name_end = read_names(doc, index, lowercase_text)
    if not names or lowercase_text:
        return []
    name = with_public_body(doc, names[0])  # "a job at the Nottingham ambulance service": the service
    span = doc[subject_start : max(name_end, name.end)].text
    polarity = polarity_of(words, effect)
    return [Candidate("WORKS_AT", subject, name.text, ORGANIZATION, polarity, 0.75, span, subject_start)]
