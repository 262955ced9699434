"""Tier 2: activities and events from the dependency parse: DID, ATTENDED, PLANS and WANTS, with when and with whom.

    I'm doing kickboxing / I play tennis                 DID "kickboxing" / "tennis"      (a light verb's object)
    I painted a sunset last week / we adopted a puppy    DID "paint a sunset"             (the verb with its object)
    I went hiking with my kids                           DID "hiking", with ("my kids",)
    I went to a support group yesterday                  ATTENDED "support group", when "yesterday"
    I took a cooking class / I was at her graduation     ATTENDED "cooking class" / "her graduation"
    I'm going to Paris next month / I plan to start pottery / I'll visit Mom    PLANS
    I want to adopt a dog / I'd love to visit Japan      WANTS "adopt a dog" / "visit Japan" (a wish held now)

A verb makes an event only if it is on the allow-list of `event_words` and its subject is the speaker ("I",
"we", "my sister and I") or a named person; questions, hypotheticals ("I could paint it") and wishes that are
not held now ("I wanted to ...", "I don't want to ...") make none. The object is a noun phrase (with "of",
"about", "on" and "to" phrases: "a trip to Peru"), never a pronoun or a vague noun ("I made *a decision*").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from spacy.tokens import Doc, Span, Token

from kg.extraction.addresses import is_address
from kg.extraction.assemble import Candidate
from kg.extraction.cut_gerunds import is_cut_gerund
from kg.extraction.dependency import (
    LIST_JOINS,
    after_past_verb_read_as_name,
    called_name,
    glued_end,
    named_relatives_thing,
    opens_clause,
    progressive_left_out,
    relative_object,
    subjects_of,
    verb_lemma,
    whole_name,
    with_conjuncts,
)
from kg.extraction.directions import is_direction, is_figurative_return
from kg.extraction.event_words import (
    ACTIVITY_PREPS,
    ACTIVITY_VERBS,
    CLASS_NOUNS,
    COMPANY_NOUNS,
    CONTESTS,
    EAGER_WORDS,
    EVENT_NOUNS,
    FUTURE_ONLY_VERBS,
    GATHERINGS,
    GETTING_TOGETHER,
    INTRANSITIVE_ACTIVITIES,
    LIGHT_VERBS,
    NOT_DESTINATIONS,
    NOT_GOTTEN,
    OUTINGS,
    PARSED_ACTIVITY_VERBS,
    PARSED_PASTIMES,
    PASSIVE_MILESTONES,
    PAST_AS_BASE,
    PHASE_VERBS,
    PHRASAL_ACTIVITIES,
    PLAN_VERBS,
    PREPARING,
    QUANTITIES,
    RACE_BY_LENGTH,
    RECIPIENTS,
    SAY_NOTHING_ALONE,
    SHOWS,
    SIGHTS,
    SIGNING_UP,
    TALKS,
    VAGUE_EVENT_OBJECTS,
    VENUES,
    WISH_VERBS,
    WORKPLACES,
    is_own_way_noun,
    words,
)
from kg.extraction.experiences import told_as_experience
from kg.extraction.future_tense import told_in_future
from kg.extraction.gerunds import activity_text, gerund
from kg.extraction.good_times import good_time_activity, is_good_time
from kg.extraction.habits import is_recurring_time, told_as_bygone_habit, told_as_habit, tried_as_habit
from kg.extraction.idioms import looks_forward_now
from kg.extraction.irrealis import asserts_nothing
from kg.extraction.kin import speakers_close_one, speakers_relative
from kg.extraction.lexicon import (
    GERUNDS_OF_THEIR_NOUN,
    HYPOTHETICAL,
    MY_OUR,
    PEOPLE_GONE_TO,
    POSSESSIVE_MARKERS,
    VAGUE_GERUNDS,
    says_unwinding,
)
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.plural_modifiers import is_head_read_as_verb
from kg.extraction.polarity import Polarity
from kg.extraction.possessions import driven_vehicle
from kg.extraction.relation import EVENT, USER, Relation, speakers_relative_subject
from kg.extraction.savings import is_saving_now
from kg.extraction.status import GROUP_NOUNS, NAMED_KINDS, OCCUPATIONS, OWNABLES
from kg.extraction.things_done import deed_object, told_as_done
from kg.extraction.unnamed_objects import names_nothing
from kg.extraction.when import names_a_past_time, time_on, time_text_in, time_text_of
from kg.extraction.wishes import aim_told_by_gerund, done_aloud, is_wish, is_wish_held, own_aim, wished_aloud
from kg.extraction.wrappers import is_wrapper, tensed_wrapper, wrapped_mood
from kg.temporal import CHAT_DAYS, MONTH_WORDS, OCCASION_WORDS, WEEKDAY_WORDS, is_recurring

_NOUN_PREPS = frozenset({"of", "about", "on", "to"})
_MODIFIER_DEPS = frozenset({"det", "amod", "compound", "poss", "nummod", "nmod", "case", "quantmod", "npadvmod"})
# Progressive with these time words is a plan: "I'm cycling with some friends *this weekend*".
_FUTURE_TIME = frozenset({"tomorrow", "tonight", "next", "later", "soon", "upcoming"})
_EDGES = frozenset({"end", "beginning", "start", "middle"})
_CALENDAR_UNITS = frozenset({"week", "month", "year"})
_FUTURE_AUX = frozenset({"will", "'ll", "shall", "wo", "gonna"})
# A possibility, not an event: "maybe we can go to the park", "let's go".
_MAYBE = frozenset({"can", "ca", "may", "must", "maybe", "perhaps", "let", "possibly", "probably"})
_CONFIDENCE = 0.7
# Where one has "been to" only in a turn of phrase: "I've been to hell and back".
_PHOTOS = frozenset({"photo", "pic", "picture", "shot", "snap", "snapshot", "selfie", "photograph"})
# Where a photo was taken or got: "on my trip", "during a run", "from my hike".
_TAKEN_ON = frozenset({"on", "during", "from"})
# What a photo may be taken on or during that the speaker did: an outing, or a session of a pastime ("a pic I took
# during a morning *workout*").
_PHOTO_OUTINGS = OUTINGS | frozenset({"workout", "practice", "training"})
# Whom a photo shown is of, when it tells of the speaker: "a pic of *me* at the museum", "a photo of *us* kayaking".
_PICTURED = frozenset({"me", "us", "myself", "ourselves"})
# Times of day a photo is "at": "a selfie of us at sunset".
_TIMES_OF_DAY = frozenset({"sunset", "sunrise", "dawn", "dusk", "night", "midnight", "noon", "daybreak", "twilight"})
# Nouns of time whose phrase says when, not what: "at the community garden *on weekends*".
_TIME_NOUNS = words(
    """weekend weekday morning afternoon evening night day week month year monday tuesday wednesday thursday
    friday saturday sunday"""
)
# Category nouns a name may follow: "the board *game* Azul", "the *novel* Dune".
_CATEGORY_NOUNS = frozenset({"game", "book", "novel", "movie", "film", "show", "series", "song", "album", "app"})
# Words the small model may hang on a noun as a modifier that say where, not what: "a food drive *downtown*".
_PLACE_ADVERBS = frozenset({"downtown", "uptown", "nearby", "abroad", "overseas", "outside", "upstate", "locally"})
_NOT_VISITS = frozenset({"hell", "heaven", "war", "bat", "pieces", "waste"})
_CHANCES = frozenset({"chance", "opportunity"})
# Talking with someone: "I *talked* to a counselor", "I had a long *chat* with my neighbor".
_TALKING = frozenset({"talk", "chat", "speak"})
_CONVERSATIONS = frozenset({"chat", "conversation", "talk", "heart-to-heart", "catch-up"})
# What "it's", "that's", "this is" and "there's" point at.
_POINTING = frozenset({"it", "that", "this", "there"})
_COUNTED_UNITS = words("minutes hours days weeks months years times minute hour day week month year")
_EVENT_GERUNDS = frozenset({"reading", "readings", "signing", "tasting", "screening", "showing", "opening", "viewing"})
# Some of a kind of thing, which is then what was done to: "one of my paintings", "all of my old books".
_SOME = words("one two three four five some several many most all both half")
# Vague alone, an event with a partner named: "a deal with a publisher", "feedback on my essays".
_DEALS = frozenset({"deal", "contract", "sponsorship", "endorsement", "partnership"})
# Heads that name no thing until its kind or topic is said: "I tackled *a project*" (which?).
_NAMED_BY_WHAT_THEY_ARE = frozenset({"project", "projects", "bits", "pieces", "piece", "copy", "copies", "series"})
# Verbs of going on with a class: "keep up with", "stick with", "continue with".
_KEEPING_UP = frozenset({"keep", "stick", "continue"})
# Verbs that date an occasion of the speaker's: "my interview *is* on Monday", "*is scheduled* for March 3" (those
# of scheduling only in the passive), "my flight *leaves* tomorrow", "my class *starts* next week".
_SCHEDULING = frozenset({"schedule", "set", "book", "plan"})
_DATING = _SCHEDULING | {"be", "start", "begin", "leave", "depart"}
# Occasions that are one's own days or journeys, dated as gatherings are: "my birthday is on March 3".
_DAYS_OF_ONES_OWN = frozenset(
    {"birthday", "anniversary", "checkup", "honeymoon", "flight", "defense", "defence", "viva"}
)
# Joining someone: "I got married", "we got engaged" (a partner told as an event: the spouse is not named).
_UNIONS = frozenset({"marry", "engage"})
_AUXILIARIES = frozenset({"be", "get", "getting", "have"})  # "getting": the lemma it keeps when taken for one
# Places "hit" says one went to: "hit the gym", "hit the slopes".
_PLACES_HIT = words("gym beach slopes pool trails mall shops courts track range studio lake park")
# Verbs besides "get" that win a deal: "landed a deal with", "signed a contract with".
_LANDING = frozenset({"land", "sign", "secure", "score", "win", "close"})
_JUDGEMENTS = frozenset({"feedback", "review", "reviews", "praise", "compliments"})
_QUOTES = frozenset({'"', "\u201c", "\u201d", "''", "``"})
# Taking part in an occasion by a turn on its stage: "I *spoke* at a charity gala", "we *played* at a wedding"; or in a
# contest by a go in it: "I *ran* in the Boston Marathon", "I *raced* in a regatta".
_PERFORMING = frozenset(
    {"speak", "talk", "perform", "present", "sing", "dance", "play", "compete", "read", "give"}
    | {"run", "race", "swim", "ride", "skate", "ski", "row", "cycle", "box", "wrestle"}
)
# Games one plays rather than takes part in: "I played in a *video* game" is no occasion attended.
_GAMES_NOT_OCCASIONS = frozenset({"video", "board", "card", "computer", "mobile", "online", "word", "party"})
# Remembering an outing of one's own says it was had: "I'll always *remember* our camping trip".
_RECALLING = frozenset({"remember", "forget"})
# Milestones told by a verb alone: "I graduated on Friday", with where from: "graduated from nursing school".
_LIFE_EVENTS = frozenset({"graduate", "retire"})
# Where an outing went, said after it: "a vacation *in* Maine", "a walk *by* the river".
_OUTING_PLACES = frozenset({"in", "to", "by", "along", "around", "through"})
# Named-entity kinds that are places one can be at: cities and countries, landmarks and regions, buildings.
_PLACE_ENTITIES = frozenset({"GPE", "LOC", "FAC"})
# Verbs that tell of a thing only in the past: "I found a great bakery", not "I find it relaxing".
_PAST_ONLY = frozenset({"find", "lose"})
_LIKING_VERBS = frozenset({"enjoy", "love", "like", "adore", "prefer", "hate", "miss"})
# Making a meal for people: "cooked my family *dinner*", "made my kids *breakfast*".
_MAKING = frozenset({"cook", "make", "bake", "prepare", "fix", "grill", "buy", "order"})
_MEALS = frozenset({"dinner", "breakfast", "lunch", "brunch", "supper", "meal", "dessert", "feast"})
# What one is "involved in" without doing it: it befell them.
_MISHAPS = frozenset({"accident", "crash", "collision", "incident", "fight", "argument", "scandal", "lawsuit"})
# What befalls one's health and is told as had: "My dad had a *heart attack*", "my mom had a knee *replacement*".
_BEFALLEN = frozenset(
    {
        "attack",
        "stroke",
        "seizure",
        "replacement",
        "transplant",
        "operation",
        "procedure",
        "accident",
        "crash",
        "miscarriage",
        "breakdown",
        "concussion",
        "biopsy",
        "c-section",
    }
)
_SHOWN = frozenset({"this", "these"})
# Pointing back in the conversation: dropped only before a noun with modifiers ("that book" names no book).
_POINTED_AT = frozenset({"that", "those"})
# "I had a great *time* at the festival", "we had a *blast* at the fair": where it was had is what was attended.
_SPANS_OF_TIME = frozenset({"summer", "week", "night"})
_GOOD_TIMES = (
    frozenset({"time", "blast", "ball", "fun", "experience", "day", "afternoon", "evening", "weekend"}) | _SPANS_OF_TIME
)
_PASTIMES = INTRANSITIVE_ACTIVITIES | PARSED_PASTIMES
_GERUND_OF = {lemma: gerund(lemma) for lemma in _PASTIMES}
# Objects that say how much of a pastime, not what: "I want to write *more*", "I paint *a lot*".
_HOW_MUCH = QUANTITIES | frozenset({"more", "less", "much"})
_ACTIVITY_GERUNDS = frozenset(_GERUND_OF.values())
# The gerunds of every verb of doing, to their lemma, for a gerund the tagger read as a noun ("*volunteering*",
# "*building* sandcastles").
_LEMMA_OF_GERUND = {gerund(lemma): lemma for lemma in _PASTIMES | ACTIVITY_VERBS | PARSED_ACTIVITY_VERBS}
# Words right after a pastime's verb that make it a turn of phrase: "ran *out* of", "wrote *back*", "skated *by*".
_TURNS_OF_PHRASE = frozenset({"out", "off", "up", "down", "back", "away", "over", "into", "by", "across", "late"})
# Words right after a pastime's gerund that make it an idiom: "running *away*", "running *late*".
_IDIOM_TURNS = frozenset({"away", "late"})
# Prepositions that make a pastime's verb going somewhere or writing someone: "ran *to* the store", "wrote *to* her".
_GOING_SENSES = {"run": frozenset({"to", "into"}), "write": frozenset({"to"})}
# Verbs that begin, end, spend or mark a stretch of time "with" an outing, to the particles each may take:
# "we *kicked off* the holidays with a trip", "I *unwound* with some knitting"; not "ended *up* with a cold".
_FRAMING_WITH: dict[str, frozenset[str]] = {
    **dict.fromkeys(
        ("begin", "end", "celebrate", "recharge", "unwind", "relax", "spend", "mark", "welcome"), frozenset()
    ),
    "start": frozenset({"off", "out"}),
    "finish": frozenset({"off"}),
    "close": frozenset({"out"}),
    "kick": frozenset({"off"}),
    "wind": frozenset({"down"}),
    "wrap": frozenset({"up"}),
    "cap": frozenset({"off"}),
    "round": frozenset({"off", "out"}),
    "ring": frozenset({"in"}),
}
# Gatherings had for their own sake, which "with" can frame a stretch of time by: not "started with a meeting".
_SOCIAL_GATHERINGS = GATHERINGS & frozenset(
    {"picnic", "barbecue", "bbq", "party", "sleepover", "reunion", "celebration", "get-together", "gathering"}
    | {"dinner", "lunch", "brunch", "potluck", "bonfire", "campfire"}
)
# How an occasion went, which says it took place: "my interview went *well*", "our trip went *great*".
_WAYS_IT_WENT = frozenset(
    {"well", "great", "fine", "smoothly", "ok", "okay", "perfectly", "badly", "poorly", "wonderfully", "amazing"}
    | {"awesome", "better", "worse", "terribly", "horribly", "brilliantly", "good"}
)
# What makes a past experience worth telling: "... was *amazing*", "... was an *awesome* experience".
_PRAISE = frozenset(
    {
        "amazing",
        "awesome",
        "great",
        "incredible",
        "wonderful",
        "fantastic",
        "unforgettable",
        "fun",
        "special",
        "memorable",
        "rewarding",
        "epic",
        "magical",
        "blast",
        "thrilling",
        "exciting",
    }
)


@dataclass(frozen=True)
class _Event:
    edge_type: str  # DID or ATTENDED; PLANS is decided by the verb's mood
    phrase: str
    more: tuple[str, ...] = ()  # deeds listed with the first, each its own fact ("with a ride and some baking")


def event_candidates(doc: Doc) -> list[Candidate]:
    lowercase_text = is_lowercase_text(doc)
    found: list[Candidate] = []
    for verb in doc:
        as_verb = verb.pos_ in {"VERB", "AUX"} or _infinitive_read_as_noun(verb)
        if not as_verb or (is_question(verb.sent) and not _recalled_together(verb)):
            continue
        event = _event(verb) or _attended_in_passing(verb)
        if event is None:
            continue
        told = _outing_told(verb) is not None  # "I must tell you about my trip": had, whatever the telling's mood
        mood = "done" if told else _mood(verb)
        progressive_left_out = False  # a participle whose "I'm" chat dropped: as "I'm taking him", a plan if ahead
        if mood is None:
            continue
        doer = verb.head if _thing_read_as_doer(verb) else verb
        subjects, chain = subjects_of(doer, lowercase_text, we_is_user=True)
        carrier = None if subjects else _subject_carrier(verb)
        if carrier is not None:  # "My friend Josh is getting married": the subject hung on "getting"
            subjects, chain = subjects_of(carrier, lowercase_text, we_is_user=True)
        shown = (
            _own_outing_shown(verb) is not None
            or _pictured_at(verb) is not None
            or _pictured_doing(verb)
            or _outing_pointed_at(verb) is not None
            or _good_day_at(verb) is not None
        )
        subjects = subjects or _own_outing(verb) or ([(USER, verb)] if shown else [])
        dated = _occasion_dated(verb) if not subjects and verb_lemma(verb) in _DATING else None
        if dated is not None:
            subjects = [(dated[2], verb)]  # "My interview is on Monday": the speaker's; "Kenji's birthday": his
        if not subjects and mood in {"wished", "future"} and (own_aim(verb) is not None or wished_aloud(verb)):
            subjects = [(USER, verb)]  # "My dream is to open a bakery", "it would be nice to visit Japan": theirs
        if not subjects and mood == "done" and done_aloud(verb):
            subjects = [(USER, verb)]  # "It was nice to visit Japan": the speaker's, as the wish would be
        if not subjects and _has_own_subject(verb):
            continue  # "a website for customers to *make* orders": the customers do it, whom we cannot name
        if not subjects:
            subjects, climbed = _subjects_through_heads(verb, lowercase_text)
            # "I don't plan to visit Rome", "I'm not planning to": the plan is denied (a denied wish is no mood at
            # all, and "can't wait to", "can't stop" deny nothing)
            chain = [*chain, *(head for head in climbed if verb_lemma(head) in PLAN_VERBS)]
        subjects = (
            subjects
            or _told_experience(verb)
            or _chance_taken(verb, lowercase_text)
            or _doing_while(verb, lowercase_text)
        )
        if not subjects and verb.lower_ == "been" and _been_to(verb):
            subjects = [(USER, verb)]  # "Been to Lisbon once": the dropped "I've"
        if not subjects and _told_after_a_comma(verb) and " " in event.phrase:  # "..., tutoring kids at the library"
            if _done_to_another(verb):
                subjects = [(USER, verb)]  # "Biscuit has been sick, taking *him* to the vet": the dropped "I'm"
                progressive_left_out = True
            else:
                subjects, _ = subjects_of(verb.head, lowercase_text, we_is_user=True)
        joined_to = _deed_joined_to_object(verb) if not subjects else None
        if joined_to is not None:  # "learning Spanish and *practicing* piano": the learner practises
            subjects, _ = subjects_of(joined_to, lowercase_text, we_is_user=True)
        if not subjects and _going_to_left_out(verb) is not None:
            subjects = [(USER, verb)]  # "Gonna paint the spare room this weekend": the dropped "I'm"
        if not subjects:
            continue
        negated = any(child.dep_ == "neg" or _no_longer(child) for link in chain for child in link.children)
        when = time_text_of(verb)
        if when is None and is_wrapper(verb, verb.head):  # "*Yesterday* I decided to go to a job fair"
            when = time_text_of(tensed_wrapper(verb.head))
        elif when is None and _spent_doing(verb):  # "I spent *Sunday* unwinding with a long walk"
            when = time_text_of(verb.head)
        if verb_lemma(verb) in _RECALLING:  # "I'll never forget our trip": had, whatever the tense or the "never"
            mood, negated = "done", False
        elif told and still_to_come(when):
            continue  # "I'll tell you about our trip next month": the telling or the trip ahead, which is unclear
        elif told:
            mood, negated = "done", False
        readied_for = _occasion_readied_for(verb) if mood == "done" and still_to_come(when) else None
        ahead, when = (when, None) if readied_for is not None else (None, when)  # the readying is now
        if mood == "done" and (_told_as_ahead(verb) or progressive_left_out) and still_to_come(when):
            mood = "future"  # "I'm painting the kitchen on Saturday", "my son starts kindergarten in September"
        elif mood == "done" and when is None and _progressive_now(verb):
            when = _time_to_come_beside(verb.sent)  # "I'm cycling this weekend. We're *trying out* a new route."
            mood = "future" if when is not None else mood
        edge_type = "PLANS" if mood == "future" else "WANTS" if mood == "wished" else event.edge_type
        done_only_if_unnamed = verb.lemma_.lower() in FUTURE_ONLY_VERBS and _home_moved_into(verb) is None
        if edge_type not in {"PLANS", "WANTS"} and done_only_if_unnamed:
            continue  # "I moved to Berlin" is a home (LIVES_IN); "we moved into a new house" names none
        company = _company(verb)
        in_class = (
            _class_it_happened_in(verb)
            or _stage_of(verb)
            or _occasion_it_happened_at(verb)
            or _venue_apart(verb, event)
            if edge_type == "DID" and not negated and not _place_glued_to_activity(verb)
            else None
        )
        deeds = [
            event.phrase,
            *event.more,
            *_joined_deeds(verb, event.phrase),
            *_pastimes_after_how_much(verb),
            *_pastimes_joined_on(verb, event.phrase),
        ]
        where = _where(verb, event.phrase)
        gone_for = _occasion_gone_for(verb) if not negated else None
        # Occasions told with the deed, each (type, occasion, time): "we flew to Denver for a wedding" (attended, or
        # planned with the trip), "I'm training for a marathon next month" (planned), "I made this bowl in pottery
        # class" (the class attended too).
        beside = [
            *([(edge_type if edge_type in {"PLANS", "WANTS"} else "ATTENDED", gone_for, when)] if gone_for else []),
            *([("PLANS", readied_for, ahead)] if readied_for is not None else []),
            *([("ATTENDED", in_class, when)] if in_class is not None else []),
        ]
        for value, _ in subjects:
            found.extend(
                Candidate(
                    kind, value, occasion, EVENT, Polarity(), _CONFIDENCE, verb.sent.text, verb.sent.start, time_text=at
                )
                for kind, occasion, at in beside
            )
            found.extend(
                Candidate(
                    edge_type,
                    value,
                    deed,
                    EVENT,
                    Polarity(negated=negated),
                    _CONFIDENCE,
                    verb.sent.text,
                    verb.sent.start,
                    time_text=when,
                    # "My husband and I went": he went with the speaker, not with himself
                    with_whom=tuple(other for other in company if other.casefold() != value.casefold()),
                    where=where,
                )
                for deed in deeds
            )
    return found


def _thing_read_as_doer(verb: Token) -> bool:
    """ "We went out for sushi *to celebrate* my promotion": the small model reads "for sushi to celebrate" as a
    clause whose subject is the sushi. A thing gone out for does nothing: the purpose is the goer's ("for my kids
    to enjoy" keeps its people)."""
    if verb.dep_ != "advcl" or verb_lemma(verb.head) not in _TRAVELLING:
        return False  # "a fundraiser for the shelter to buy blankets": the shelter buys
    if not any(child.dep_ == "mark" and child.lower_ == "for" for child in verb.children):
        return False
    subject = next((child for child in verb.children if child.dep_ == "nsubj"), None)
    return subject is not None and subject.pos_ != "PRON" and subject.ent_type_ != "PERSON" and not _is_people(subject)


def _where(verb: Token, phrase: str) -> str | None:
    """Where an event was, by a place named after "in" or "at" on its verb, on the activity or the thing the verb
    goes to ("we went hiking *in Colorado*", "camping at Yosemite", "a concert in Brooklyn", "ran a marathon in
    Chicago"); not a place its phrase names already ("a trip to Peru", "ATTENDED Japan"), a place unnamed ("at
    the lake"; which lake, only the chat says) or a time."""
    holders = [verb, *(child for child in verb.children if child.dep_ in {"xcomp", "dobj"})]
    holders += [obj for prep in verb.children if prep.dep_ == "prep" and prep.lower_ == "to" for obj in prep.children]
    for holder in holders:
        for prep in holder.children:
            if prep.dep_ != "prep" or prep.lower_ not in {"in", "at"}:
                continue
            for obj in prep.children:
                place = _place_named(obj) if obj.dep_ == "pobj" else None
                if place is not None:
                    return None if place.casefold() in phrase.casefold() else f"{prep.lower_} {place}"
    return None


def _place_named(obj: Token) -> str | None:
    """The name of a place `obj` heads: a city, region or building the NER found, or a name it left untyped or
    took for an organisation ("at Yosemite", "at Nopa"); not a person, a time or a common noun."""
    typed = obj.ent_type_ in _PLACE_ENTITIES | {"ORG"}
    return whole_name(obj).text if typed or (not obj.ent_type_ and obj.pos_ == "PROPN") else None


def _deed_in_list(part: Token) -> bool:
    """A verb in a list of things: tagged so, or a pastime's verb alone, with nothing before it ("we watch
    cartoons, *swim*, and grill burgers": "swim" tagged a noun)."""
    bare = part.tag_ == "NN" and not any(child.i < part.i for child in part.children)
    return part.pos_ in {"VERB", "AUX"} or (bare and part.lemma_.lower() in INTRANSITIVE_ACTIVITIES)


def _subject_carrier(verb: Token) -> Token | None:
    """The auxiliary of `verb` ("be", "get", "have") the small model hung the clause's subject on, if it did; not
    a verb it took for one ("My sister Alice *loves* hiking" may come out with "loves" as the auxiliary)."""
    return next(
        (
            helper
            for helper in verb.children
            if helper.dep_ in {"aux", "auxpass"}
            and (helper.lemma_.lower() in _AUXILIARIES or helper.lower_ in _AUXILIARIES)
            and any(child.dep_ in {"nsubj", "nsubjpass"} for child in helper.children)
        ),
        None,
    )


def _joined_deeds(verb: Token, phrase: str) -> list[str]:
    """The same deed done to each thing joined to its object: "I grow tomatoes *and peppers*" is "grow peppers"
    too, "we visited Paris and Rome" "visit Rome", "I play tennis and golf" "golf" (each a thing as the object
    must be; not "and left", a verb). Only where `phrase` ends with the object as said."""
    obj = _direct_object(verb)
    if obj is None or obj.tag_ == "VBG" or obj.ent_type_ == "PERSON":
        return []  # a person's name with "and" is one name or a title as often as two ("Tom and Jerry")
    said, joined = _noun_phrase(obj), with_conjuncts([obj])
    if verb.tag_ == "VBG":  # "baking bread and *knitting*": a pastime of its own (_pastimes_joined_on)
        joined = [part for part in joined if not _bare_pastime(part)]
    listed = any(child.dep_ == "cc" and child.lower_ in LIST_JOINS for part in joined for child in part.children)
    if not phrase.endswith(said) or not listed or any(_deed_in_list(part) for part in joined[1:]):
        return []  # no "and" in the list, or a verb in it: deeds the small model hung on the object
    stem = phrase[: len(phrase) - len(said)]
    return [
        stem + _noun_phrase(other)
        for other in joined[1:]
        if other.pos_ in {"NOUN", "PROPN"} and _is_thing(other) and not _only_the(other)
    ]


def _pastimes_joined(doing: Token) -> tuple[str, ...]:
    """ "went kayaking *and hiking*", "went swimming *and hiking*" (the second tagged a noun): each pastime joined to
    the one gone for was gone for too; not a noun that is no pastime's gerund ("went shopping and the mall")."""
    return tuple(
        _activity_phrase(part, gerund=True) or part.lower_
        for part in with_conjuncts([doing])[1:]
        if part.tag_ == "VBG" or part.lower_ in _ACTIVITY_GERUNDS
    )


def _pastimes_joined_on(verb: Token, phrase: str) -> list[str]:
    """Pastimes' bare gerunds listed after a deed, each a deed of its own, which the small model hangs on the deed's
    object or gerund: "I've been baking bread *and knitting*" ("bake knitting" would be no deed), "we spent the day
    cleaning the garage *and cooking*"; "I've been running, *swimming and cycling*", "we spent the afternoon fishing
    *and swimming*" (each tagged a noun). Only after a verb in "-ing" or a pastime's gerund: after a past ("I sold
    my painting and drawing") the gerund is a thing."""
    obj = _direct_object(verb) if verb.tag_ == "VBG" else None
    if obj is not None:
        return [part.lower_ for part in with_conjuncts([obj])[1:] if _bare_pastime(part)]
    doing = next(
        (token for token in (verb, *verb.children) if token.lower_ == phrase and token.lower_ in _ACTIVITY_GERUNDS),
        None,
    )
    joined = with_conjuncts([doing])[1:] if doing is not None else []
    return [part.lower_ for part in joined if part.tag_ == "NN" and _bare_pastime(part)]


def _deed_joined_to_object(verb: Token) -> Token | None:
    """ "I've been learning Spanish and *practicing* piano": a second deed under way that the small model joined to
    the first one's object; the first one's doer does it. Only a gerund after a gerund's object."""
    thing = verb.head
    if verb.dep_ != "conj" or verb.tag_ != "VBG" or thing.dep_ != "dobj" or thing.head.tag_ != "VBG":
        return None
    return thing.head


def _bare_pastime(part: Token) -> bool:
    """A pastime's gerund alone in a list, with nothing before it: "and *knitting*"."""
    return part.lower_ in _ACTIVITY_GERUNDS and not any(child.i < part.i for child in part.children)


def _pastimes_after_how_much(verb: Token) -> list[str]:
    """ "I've been reading a lot and painting": the small model joins the second pastime to "a lot"."""
    much = next((child for child in verb.children if child.dep_ == "dobj" and child.lemma_.lower() in _HOW_MUCH), None)
    joined = with_conjuncts([much])[1:] if much is not None else []
    return [part.lower_ for part in joined if part.lower_ in _ACTIVITY_GERUNDS]


def _event(verb: Token) -> _Event | None:
    lemma = verb_lemma(verb)
    # "I want to travel the world" ("world" alone says nothing); not a purpose, which its head's deed names with it
    # ("packing up my life to travel the world")
    if (
        lemma in _WORLD_SEEING
        and verb.dep_ != "advcl"
        and any(c.dep_ == "dobj" and c.lower_ == "world" for c in verb.children)
    ):
        return _Event("DID", f"{lemma} the world")
    job = _job_taken(verb) if lemma in _TAKING_A_JOB else None
    if job is not None:  # "I got a new job", "I landed my first internship": a job taken, its employer unnamed
        return _Event("DID", f"{lemma} {_noun_phrase(job)}")
    if lemma in _HOMEWARD and _gone_home(verb):  # "I'm flying home for Thanksgiving"
        return _Event("DID", f"{lemma} home")
    if lemma == "go" and _own_outing(verb):  # "my interview went really well": had, as "my trip was amazing" was
        return _own_outing_event(verb)
    if lemma in {"go", "head"}:
        return _going(verb)
    left_for = _prep_object(verb, {"for"}) if lemma == "leave" else None
    if left_for is not None and left_for.ent_type_ in {"GPE", "LOC"}:  # "we leave for Hawaii on Friday"
        return _Event("ATTENDED", _noun_phrase(left_for))
    if lemma == "study" and any(child.lower_ == "abroad" for child in verb.children):
        return _Event("DID", "study abroad")  # "I studied abroad in Madrid": where, read with it
    subject = _prep_object(verb, {"in"}) if lemma == "major" else None
    if subject is not None:  # "I'm majoring in computer science": studied, as "I'm studying chemistry" is
        return _Event("DID", f"major in {_noun_phrase(subject)}")
    left = _school_left(verb) if lemma == "drop" else None
    if left is not None:  # "I dropped out of college after a year"
        return _Event("DID", f"drop out of {_noun_phrase(left)}")
    if lemma in {"visit", "come"} and _visit_to_the_speaker(verb):  # "My parents are visiting next week"
        return _Event("DID", "visit")
    ticketed = _ticketed_for(verb) if lemma in _TICKET_VERBS else None
    if ticketed is not None:  # "I bought tickets to see Coldplay in July": the concert is the plan
        return _Event("PLANS", ticketed)
    booked = _outing_booked(verb) if lemma in _BOOKING else None
    if booked is not None:  # "we booked a cruise to the Bahamas": the cruise is the plan
        return _Event("PLANS", booked)
    hit = _place_hit(verb) if lemma == "hit" else None
    if hit is not None:  # "I hit the gym after work", "we hit the slopes": gone there, as "went to the gym"
        return _Event("ATTENDED", hit.lower_)
    signed_up_for = _signed_up_for(verb, SIGNING_UP[lemma]) if lemma in SIGNING_UP else None
    if signed_up_for is not None:  # "I enrolled in a coding bootcamp"
        return _Event("DID", f"{'enroll' if lemma == 'enrol' else lemma} {signed_up_for}")
    better_at = _got_better_at(verb) if lemma == "get" else None
    if better_at is not None:  # "I've gotten better at chess", "my goal is to get better at chess"
        return _Event("DID", f"get better at {better_at}")
    busy = _busy_doing(verb) if lemma == "be" else None
    if busy is not None:  # "I've been busy painting": painting
        return _Event("DID", busy)
    if lemma == "be" and _is_off(verb):  # "I'm off to Lisbon for a month"
        off = next(child for child in verb.children if child.lower_ == "off")
        place = _prep_object(verb, {"to"}) or _prep_object(off, {"to"})
        return _Event("ATTENDED", _noun_phrase(place)) if place is not None and _is_destination(place) else None
    if lemma == "be" and _been_to(verb):  # "I've been to Kyoto", "Been to Lisbon once": gone there
        place = _prep_object(verb, {"to"})
        return _Event("ATTENDED", _noun_phrase(place)) if place is not None and _is_visit(place) else None
    photographed = _photo_taken_at(verb)
    if photographed is not None:  # "I took this photo at the beach"
        return _Event("ATTENDED", _noun_phrase(photographed))
    pictured = _pictured_at(verb) if lemma == "be" else None
    if pictured is not None:  # "here's a pic of me at the science museum"
        return _Event("ATTENDED", _noun_phrase(pictured))
    pointed_at = _outing_pointed_at(verb) if lemma == "be" else None
    if pointed_at is not None:  # "this was our ski trip to Vermont"
        kind = "ATTENDED" if pointed_at.lemma_.lower() in EVENT_NOUNS else "DID"
        return _Event(kind, unowned(_noun_phrase(pointed_at)))
    shown = _own_outing_shown(verb) if lemma == "be" else None
    if shown is not None:  # "this photo is from our camping trip"
        kind = "ATTENDED" if shown.lemma_.lower() in EVENT_NOUNS else "DID"
        return _Event(kind, unowned(_noun_phrase(shown)))
    dated = _occasion_dated(verb) if lemma in _DATING else None
    if dated is not None:  # "My interview is on Monday", "our wedding is in June", "my exam was yesterday"
        own, ahead, _ = dated
        kind = "PLANS" if ahead else "ATTENDED" if own.lemma_.lower() in EVENT_NOUNS else "DID"
        return _Event(kind, unowned(_without_possessor(own)))
    good_day = _good_day_at(verb) if lemma == "be" else None
    if good_day is not None:  # "It was an amazing day at the zoo with my nephews"
        return _Event("ATTENDED", _noun_phrase(good_day))
    if lemma == "be" and _own_outing(verb):
        return _own_outing_event(verb)
    if lemma == "be":
        place = _prep_object(verb, {"at"})
        if place is not None and _is_occasion(place):
            return _Event("ATTENDED", _noun_phrase(place))
        if place is not None and _been_at_a_time(verb, place):  # "we were at the beach last week"
            return _Event("ATTENDED", _noun_phrase(place))
        within = _prep_object(verb, {"in"})  # "I was in a charity race", "in the final of a tournament"
        if within is not None and (within.lemma_ in CONTESTS or _visited(verb, within)):
            return _Event("ATTENDED", _noun_phrase(within))
        return None
    ended_at = _ended_up_at(verb) if lemma == "end" else None
    if ended_at is not None:  # "we went out for dinner and ended up at a karaoke bar"
        return _Event("ATTENDED", _noun_phrase(ended_at))
    if lemma == "get" and _ready(verb) is not None:  # "getting ready for the school fair", not "for bed"
        readying = _getting_ready(verb)
        return _Event("DID", readying) if readying else None
    together = _getting_together(verb, lemma)
    if together is not None:  # "I caught up with an old friend", "we hung out at the beach"
        return _Event("DID", together)
    back = next((child for child in verb.children if child.lower_ == "back"), None)
    if lemma in {"get", "come"} and back is not None:  # "I just got back from a trip to Peru"
        trip = _prep_object(verb, {"from"}) or _prep_object(back, {"from"}) or _place_of_a_stretch_back_from(verb, back)
        return _Event("ATTENDED", _noun_phrase(trip)) if trip is not None else None
    landed = _deal_got(verb) if lemma in _LANDING else None
    if landed is not None:  # "I landed a sponsorship deal with a shoe brand", "we signed a contract with a label"
        return _Event("DID", landed)
    kept_up = _class_kept_up(verb) if lemma in _KEEPING_UP else None
    if kept_up is not None:  # "I'm keeping up with my German lessons", "I stuck with my pottery class"
        return _Event("ATTENDED", unowned(_noun_phrase(kept_up)))
    if lemma == "drive" and any(driven_vehicle(child) for child in verb.children):
        return None  # "I drive a Tesla": owned (kg/extraction/possessions.py), not an outing
    if lemma in {"attend"}:
        obj = _direct_object(verb)
        return _Event("ATTENDED", _noun_phrase(obj)) if obj is not None else None
    if lemma == "involve" and any(child.dep_ == "auxpass" for child in verb.children):
        cause = _prep_object(verb, {"in", "with"})  # "I've been involved in charity work", "got involved with ..."
        if cause is None or cause.ent_type_ == "PERSON" or cause.lemma_.lower() in _MISHAPS | COMPANY_NOUNS:
            return None  # "involved in an accident" befell them; "involved with my kids" says with whom
        return _Event("DID", _noun_phrase(cause))
    home = _home_moved_into(verb) if lemma == "move" else None
    if home is not None:  # "we moved into our new apartment": a move with no place named, which no home says
        return _Event("DID", f"move into {_noun_phrase(home)}")
    framed = _outings_framing(verb) if lemma in _FRAMING_WITH else []
    if framed:  # "we kicked off the holidays with a trip to the mountains", "I unwound with some knitting"
        return _Event("DID", framed[0], tuple(framed[1:]))
    if lemma == "spend":  # "I spent the weekend hiking", "spent Saturday volunteering at the shelter"
        spent = _spent_on(verb)
        if spent:
            return _Event("DID", spent)
        place = _spent_in(verb)  # "we spent a week in Lisbon"
        if place is not None:
            return _Event("ATTENDED", _noun_phrase(place))
        venue = _spent_at_venue(verb)  # "we spent the day at the zoo"
        if venue is not None:
            return _Event("ATTENDED", venue)
        hosts = _spent_with_people(verb)  # "I spent the weekend at my parents' place"
        return _Event("DID", f"visit {hosts}") if hosts is not None else None
    stayed = _stayed_in(verb) if lemma == "stay" else None
    if stayed is not None:  # "we stayed in Nashville for a week"
        return _Event("ATTENDED", _noun_phrase(stayed))
    if lemma == "participate":
        obj = _prep_object(verb, {"in"})
        return _Event("ATTENDED", _noun_phrase(obj)) if obj is not None else None
    kept_from = _photo_kept_from(verb) if lemma == "have" else None
    if kept_from is not None:  # "I have a picture from my trip to Paris": a photo got there, as "I've got" says
        return _Event("DID", unowned(_noun_phrase(kept_from)))
    had_done = _had_done(verb) if lemma == "have" else None
    if had_done is not None:  # "I had my wisdom teeth removed", "we had our kitchen remodeled"
        return _Event("DID", f"have {_noun_phrase(had_done[0])} {_participle_words(had_done[1])}")
    hosted = _guests_had_over(verb) if lemma == "have" else None
    if hosted is not None:  # "we had friends over for a barbecue": the barbecue had
        return _Event("DID", hosted)
    if lemma == "have":  # "we had a picnic", "I had a great time at the festival", "we had a blast camping"
        activity = good_time_activity(verb)
        if activity is not None:
            return _Event("DID", activity)
        obj = _direct_object(verb, vague_ok=True)
        praised_outing = obj is not None and obj.lemma_.lower() in OUTINGS  # "a fantastic getaway": had, below
        if obj is not None and not praised_outing and any(_is_good_time_word(part) for part in _own_words(obj)):
            outing = _prep_object(verb, {"on", "during"}) or _prep_object(obj, {"on", "during"})
            if (
                outing is not None and outing.lemma_.lower() in OUTINGS and is_good_time(obj)
            ):  # "a blast on our ski trip": the trip
                return _Event("DID", unowned(_noun_phrase(outing)))
            place = _prep_object(verb, {"at"}) or _prep_object(obj, {"at"})
            return _Event("ATTENDED", _noun_phrase(place)) if place is not None and _is_destination(place) else None
        if obj is None:
            return None
        occasion = _occasion_had_at(verb, obj)
        if occasion is not None:  # "I had a rough loss in a chess tournament": the tournament was attended
            return _Event("ATTENDED", _noun_phrase(occasion))
        talk = (_talked_with(obj) or _talked_with(verb)) if obj.lemma_.lower() in _CONVERSATIONS else None
        if talk is not None:  # "I had a long chat with my neighbor"
            return _Event("DID", f"have {_noun_phrase(obj)} {talk}")
        shared = _shared_over(verb, obj)
        if shared is not None:
            return shared
        if verb.tag_ in {"VBP", "VBZ"}:  # "I have a meeting": on the calendar, a plan only with a time to come
            when = time_text_of(verb)  # "on Thursday", "on the 19th": a day named, in the simple present, is ahead
            with_someone = obj.lemma_.lower() in _SHARED_OVER and bool(_company(verb))  # "lunch with Tom"
            if not (obj.lower_ in GATHERINGS | CONTESTS | OUTINGS | TALKS or with_someone):
                return None
            if is_recurring(when):  # "coffee with my mom every Sunday"
                return _Event("DID", f"have {_noun_phrase(obj)}")  # a habit, as "I play tennis every Saturday"
            return _Event("PLANS", f"have {_noun_phrase(obj)}") if still_to_come(when) else None
        if obj.lemma_.lower() in OUTINGS and obj.lower_ not in GATHERINGS and _told_in_the_past(verb):
            had = _outing_had(verb, obj)  # "we had a vacation in Maine", as "took a trip" is
            # An outing with no kind or place says only that something happened ("we had quite the outing").
            return _Event("DID", had) if had.split()[-1] != obj.text or _kind_named_before(obj) else None
        if obj.lemma_.lower() in _BEFALLEN and _told_in_the_past(verb) and not _prep_object(obj, {"of"}):
            return _Event("DID", f"have {_noun_phrase(obj)}")  # "My dad had a heart attack", not "a stroke of luck"
        if obj.lower_ not in GATHERINGS | TALKS:  # "I had a presentation at work": given or heard, had
            place = _place_had_at(verb, obj)  # "I had a great workout at the gym": there, whatever was had
            return _Event("ATTENDED", _noun_phrase(place)) if place is not None else None
        return _Event("DID", f"have {_noun_phrase(obj)}")
    admitted = _admitted_to(verb) if lemma == "get" and _told_in_the_past(verb) else None
    if admitted is not None:  # "I got into UCLA", "she got into grad school": accepted, as below
        return _Event("DID", f"get into {_noun_phrase(admitted)}")
    if lemma == "accept" and any(child.dep_ == "auxpass" and child.tag_ == "VBD" for child in verb.children):
        program = _prep_object(verb, {"into", "to", "for", "at"})  # "I got accepted into a pastry program"
        return _Event("DID", f"get accepted {program.head.lower_} {_noun_phrase(program)}") if program else None
    if lemma in _TALKING:  # "I talked to a counselor", "we chatted with the owner"
        talk = _talked_with(verb)
        if talk is None and _talked_about(verb) is not None:  # "I talked about my recovery at the meeting"
            return _Event("DID", f"{lemma} about {_talked_about(verb)}")
        if talk is None and lemma in _PERFORMING:
            return _stage_event(verb)  # "I spoke at a charity gala"
        return _Event("DID", f"{lemma} {talk}") if talk is not None else None
    if lemma == "grab":  # "I grabbed drinks with my coworkers"
        obj = _direct_object(verb)
        return _shared_over(verb, obj) if obj is not None else None
    if lemma == "hold":  # "we held a bake sale", not "I held the door"
        obj = _direct_object(verb)
        held = obj is not None and (_is_occasion(obj) or obj.lemma_.lower() in GATHERINGS)
        return _Event("DID", f"hold {_noun_phrase(obj)}") if obj is not None and held else None
    if lemma == "give":
        obj = _direct_object(verb)
        return _Event("DID", f"give {_noun_phrase(obj)}") if obj is not None and obj.lemma_.lower() in TALKS else None
    photo = _photo(verb) if lemma in {"take", "snap", "get"} else None
    if photo is None and lemma in {"take", "snap", "get"} and verb.dep_ == "relcl" and _is_photo(verb.head):
        photo = verb.head  # "a photo I took during a run"
    if photo is not None:  # "I took this photo on my trip to Iceland", "a photo I got on my hike"
        outing = _prep_object(verb, _TAKEN_ON) or _prep_object(photo, _TAKEN_ON) or _taken_on_read_as_object(verb)
        if outing is not None and outing.lemma_.lower() in _PHOTO_OUTINGS:
            return _Event("DID", unowned(_noun_phrase(outing)))
        place = _prep_object(verb, {"at"}) or _prep_object(photo, {"at"})
        if place is not None and place.lemma_ in EVENT_NOUNS:
            return _Event("ATTENDED", _noun_phrase(place))
        named = _named_place(verb) or _named_place(photo)
        return _Event("ATTENDED", _noun_phrase(named)) if named is not None else None  # "this photo at Yosemite"
    taken_up = _taken_up(verb) if lemma == "take" else None
    if taken_up is not None:  # "I took up woodworking": a pastime begun
        return _Event("DID", taken_up)
    if lemma in {"take", "bring"}:
        outing = next(
            (child for child in verb.children if child.dep_ in {"xcomp", "dobj"} and child.lower_ in _ACTIVITY_GERUNDS),
            None,
        )
        if outing is not None:  # "I took my kids camping": the speaker went camping too
            return _Event("DID", outing.lower_)
        obj = _direct_object(verb)
        if obj is not None and obj.lower_ in CLASS_NOUNS:
            return _Event("ATTENDED", _noun_phrase(obj))
        if obj is not None and obj.lemma_.lower() in OUTINGS:  # "I took a trip to Peru", "we took long walks"
            return _Event("DID", _noun_phrase(obj))
        taken_for = _prep_object(verb, {"for"})  # "we took the dog for a long walk": the speaker walked too
        if taken_for is not None and taken_for.lemma_.lower() in OUTINGS | {"drive"}:
            return _Event("DID", _noun_phrase(taken_for))
        place = _prep_object(verb, {"to"})
        return _Event("ATTENDED", _noun_phrase(place)) if place is not None and _is_destination(place) else None
    if lemma == "try" and any(child.dep_ == "dobj" and child.lower_ == "hand" for child in verb.children):
        return _hand_tried(verb)
    union = _union(verb) if lemma in _UNIONS else _union_got(verb) if lemma == "get" else None
    if union is not None:  # "I got married last year", "we're getting engaged in June"
        return union
    if lemma in PASSIVE_MILESTONES and _passive_past(verb):  # "I got promoted", "I was elected class treasurer"
        return _Event("DID", f"get {verb.lower_}")
    if lemma in _LIFE_EVENTS:  # "I graduated from nursing school", "Maya retired last year"
        return _Event("DID", _activity_phrase(verb) or lemma) if not _direct_object(verb, vague_ok=True) else None
    if lemma == "carry":  # "I'm carrying on volunteering at the library"
        return _carried_on(verb)
    if lemma in _RECALLING:  # "I'll always remember our road trip", "I'll never forget my first concert"
        recalled = _own_outing_recalled(verb)
        if recalled is None:
            return None
        kind = "ATTENDED" if recalled.lemma_.lower() in EVENT_NOUNS else "DID"
        return _Event(kind, unowned(_noun_phrase(recalled)))
    told_of = _outing_told(verb)
    if told_of is not None:  # "I must tell you about our school trip", "let me tell you about our hike"
        return _Event("ATTENDED" if told_of.lemma_.lower() in EVENT_NOUNS else "DID", unowned(_noun_phrase(told_of)))
    if lemma == "plan":  # "we're planning a road trip"
        obj = _direct_object(verb)
        return _Event("PLANS", _noun_phrase(obj)) if obj is not None else None
    if lemma in LIGHT_VERBS:
        obj = _direct_object(verb)
        if obj is None and _occasion_performed_at(verb) is not None:
            return _stage_event(verb)  # "we played at a wedding"
        bare = not any(child.dep_ in {"dobj", "obj"} for child in verb.children)  # not "played a game with X"
        if obj is None and bare and lemma in ACTIVITY_PREPS:  # "I've been practicing for a tournament"
            phrase = _activity_phrase(verb)
            return _Event("DID", phrase) if phrase else None
        if obj is not None and lemma == "do" and (obj.lower_ in _DEGREES or is_elided_degree(obj)):
            return _Event("DID", f"do {_degree_phrase(obj)}")  # "I'm doing a PhD in physics": the degree, its field
        return _Event("DID", unowned(_noun_phrase(obj))) if obj is not None else None  # "do my rehab": rehab
    scored = _scored(verb) if lemma == "score" else None
    if scored is not None:  # "I scored 40 points", "I scored a goal in the final": what "point" and "goal" say alone
        return _Event("DID", f"score {_noun_phrase(scored)}")
    seen = _direct_object(verb) if lemma == "see" else None
    if lemma == "see" and seen is not None and _kin_visited(verb, seen):  # "I'm seeing my parents this weekend"
        return _Event("DID", f"see {_noun_phrase(seen)}")
    if lemma == "see" and (seen is None or (seen.lemma_.lower() not in SHOWS | PEOPLE_GONE_TO and not _sight(seen))):
        return None  # "I saw the impact" is no outing; "I saw a play", "I'm seeing my therapist on Tuesday" are
    coming = _occasion_coming(verb) if lemma == "get" else None
    if coming is not None:  # "I've got a chess tournament next month": on the calendar, as "I have a ..." is
        return _Event("PLANS", f"have {_noun_phrase(coming)}")
    if lemma == "get" and told_as_done(verb):  # "Getting sponsors was hard", "I had to get a new passport"
        return _deed(verb, lemma)
    pet_or_car = _ownable_to_get(verb) if lemma == "get" else None
    if pet_or_car is not None:  # "We're getting a dog next month", "I'll get a new car": to be had, a plan
        return _Event("DID", f"get {_noun_phrase(pet_or_car)}")
    if lemma == "get":  # "I got a tattoo", "we got tickets": not "I got a puppy" (OWNS) or "got the hang of it"
        gotten = verb.lower_ == "gotten"  # "I've gotten a deal": obtained, where "I've got books" is having them
        ahead = verb.tag_ == "VBG" and _is_future(time_text_of(verb))  # "I'm getting a tattoo this weekend"
        if (verb.tag_ != "VBD" and not gotten and not ahead) or any(
            child.dep_ == "dative" or (child.dep_ == "aux" and child.lemma_ == "have" and not gotten)
            for child in verb.children
        ):
            return None  # "I've got books" is having them; "I'll get you the video", "got them a gift" give
        dealt = _deal_got(verb)
        if dealt is not None:  # "I got a deal with a gear company", "I've gotten feedback on my blog posts"
            return _Event("DID", dealt)
        done_to = _got_done(verb)
        if done_to is not None:  # "I got a paper accepted", "we got the roof repaired": what was done is the deed
            return _Event("DID", f"get {_noun_phrase(done_to[0])} {_participle_words(done_to[1])}")
        obj = _direct_object(verb)
        if obj is None or obj.pos_ != "NOUN" or (obj.lemma_.lower() in NOT_GOTTEN | OWNABLES and not _jab(obj)):
            return None
        if obj.lower_ in RECIPIENTS | COMPANY_NOUNS:
            return None  # "I got my son into chess", "got the kids to bed": someone brought, no thing got
        after = next((child.lower_ for child in verb.children if child.dep_ == "prt" and child.i > obj.i), None)
        return _Event("DID", f"get {_noun_phrase(obj)} {after}" if after else f"get {_noun_phrase(obj)}")
    if lemma == "help" and any(_is_particle(child) and child.lower_ == "out" for child in verb.children):
        cause = _prep_object(verb, {"with", "at"})  # "I helped out at the food bank", "helping out with a drive"
        if cause is None or cause.ent_type_ == "PERSON" or cause.lower_ in COMPANY_NOUNS:
            return None  # "helped out with my kids": whom, not what
        return _Event("DID", f"help out {cause.head.lower_} {_noun_phrase(cause)}")
    helped = _helped_with(verb) if lemma == "help" else None
    if helped is not None:  # "I helped with the bake sale", "I've been helping at the animal shelter"
        return _Event("DID", f"help {helped}")
    aimed = lemma == "lose" and _to_clause(verb)  # "I want to lose weight": its mood (a wish, a plan) says which
    if lemma in _PAST_ONLY and not _told_in_the_past(verb) and not aimed:
        return None  # "I find it relaxing", "I'll find a way": a habit, an opinion or a hope, nothing found yet
    particle = PHRASAL_ACTIVITIES.get(lemma)
    has_particle = particle is not None and any(_is_particle(c) and c.lower_ == particle for c in verb.children)
    # "put" alone says too little; "clean" and "fix" are activities with or without their particle ("I cleaned
    # the garage", "we cleaned up the park")
    if particle is not None and (has_particle or lemma not in ACTIVITY_VERBS | PARSED_ACTIVITY_VERBS):
        phrase = _activity_phrase(verb) if has_particle else None
        return _Event("DID", phrase) if phrase and _direct_object(verb) is not None else None
    if lemma == "join" and _joins_group_or_employer(verb):
        # MEMBER_OF or WORKS_AT says it, once joined or to be, where "join" has a subject of its own; a wish to join
        # is said by none ("I'd love to join a choir": WANTS "join a choir"), nor a join climbed to through its head
        # ("I decided to join a book club", "I plan to join a choir")
        group = _direct_object(verb)
        if group is None or (_mood(verb) != "wished" and _has_subject(verb)):
            return None
        return _Event("DID", f"join {_noun_phrase(group)}")
    if lemma == "sign" and any(child.dep_ == "dobj" and _signed_someone(child) for child in verb.children):
        return None  # "I signed up Nike for a deal", "I signed my daughter up for ballet": not the speaker's class
    if lemma in ACTIVITY_VERBS or lemma in PARSED_ACTIVITY_VERBS or lemma in PARSED_PASTIMES:
        phrase = _activity_phrase(verb)
        stage = _stage_of(verb) if phrase else None
        if phrase and stage is not None and phrase.endswith(f" {stage}"):
            return _Event("ATTENDED", stage)  # "I competed in a triathlon": the contest attended says it all
        if phrase:
            return _Event("DID", phrase)
    if lemma in _PERFORMING and _direct_object(verb, vague_ok=True) is None:
        return _stage_event(verb)  # "I performed at the spring recital", "we played at a wedding"
    return _deed(verb, lemma)


def _deed(verb: Token, lemma: str) -> _Event | None:
    """ "I had to shut down my blog", "Replacing the kitchen sink was a nightmare": any verb with a thing one can
    name, told as done by a wrapper or a judgement (`kg.extraction.things_done`)."""
    deed = deed_object(verb) if told_as_done(verb) else None
    if deed is None:
        return None
    particle = next((child.lower_ for child in verb.children if child.i == verb.i + 1 and _is_particle(child)), "")
    return _Event("DID", " ".join(part for part in (lemma, particle, _noun_phrase(deed)) if part))


def _place_hit(verb: Token) -> Token | None:
    """ "hit *the gym*", "hit the *slopes*": a place one goes to, said so; not "hit the ball", "hit the road"."""
    place = next((child for child in verb.children if child.dep_ == "dobj"), None)
    if place is None or place.lower_ not in _PLACES_HIT:
        return None
    return place if [child.lower_ for child in place.lefts] == ["the"] else None


def _class_kept_up(verb: Token) -> Token | None:
    """ "keep up with my piano lessons", "stick with the pottery class", "continue with my Spanish course": a class
    one goes on taking is a class attended; only the speaker's own or a definite one ("keep up with a class" is
    a pace kept, "keep up with your lessons" someone else's)."""
    particle = next((child for child in verb.children if _is_particle(child) and child.lower_ == "up"), None)
    if verb_lemma(verb) == "keep" and particle is None:
        return None  # "I keep with tradition"
    if any(child.dep_ == "neg" for child in verb.children):
        return None  # "I didn't stick with my lessons": taken once, given up; neither a denial nor a class taken
    taken = _prep_object(verb, {"with"}) or (_prep_object(particle, {"with"}) if particle is not None else None)
    if taken is None or taken.lower_ not in CLASS_NOUNS:
        return None
    owner = next((child for child in taken.children if child.dep_ in {"poss", "det"}), None)
    return taken if owner is not None and owner.lower_ in {"my", "our", "the"} else None


def _deal_got(get: Token) -> str | None:
    """ "I got a sponsorship deal *with a shoe brand*", "I've gotten feedback *on my paintings*": a deal or a
    judgement, vague alone ("I got a good deal"), is an event with whom it was made or what it judged, when that is
    named (not "with them", not "on it") and, for feedback, the speaker's own work ("on your essay" is not); a deal
    of a named kind is one alone ("I got a *book* deal")."""
    obj = next((child for child in get.children if child.dep_ in {"dobj", "obj"}), None)
    if obj is None or obj.lemma_.lower() not in _DEALS | _JUDGEMENTS:
        return None
    preps = {"with"} if obj.lemma_.lower() in _DEALS else {"on"}
    partner = _prep_object(obj, preps) or _prep_object(get, preps)
    of_a_kind = any(
        child.dep_ == "compound" and child.pos_ == "NOUN" and child.i == obj.i - 1 for child in obj.children
    )
    if partner is None and obj.lemma_.lower() in _DEALS and of_a_kind:
        return f"{verb_lemma(get)} {_noun_phrase(obj)}"  # "I got a book deal": its kind says what it is
    if partner is None or partner.pos_ not in {"NOUN", "PROPN"}:
        return None
    if obj.lemma_.lower() in _JUDGEMENTS and not any(
        child.dep_ == "poss" and child.lower_ in MY_OUR for child in partner.children
    ):
        return None
    told = f"{verb_lemma(get)} {_noun_phrase(obj)}"
    if partner.head.head == obj and partner.head.lower_ in _NOUN_PREPS:  # the phrase holds "on my paintings"
        return told
    return f"{told} {partner.head.lower_} {_noun_phrase(partner)}"


# What one has with someone as time spent together: "I had *coffee* with Sarah", "grabbed *drinks* with my team".
_SHARED_OVER = frozenset({"coffee", "tea", "drink", "beer", "wine", "cocktail", "lunch", "breakfast"})


def _shared_over(verb: Token, had: Token) -> _Event | None:
    """Coffee, a drink or a meal had with someone, told as done: "I had lunch with my sister", "we grabbed a beer
    with Tom". Alone ("I had coffee") or as food ("I had pizza for lunch") it is no event."""
    if had.lemma_.lower() not in _SHARED_OVER or not _told_in_the_past(verb) or not _company(verb):
        return None
    return _Event("DID", f"{verb.lemma_.lower()} {_noun_phrase(had)}")


def _admitted_to(get: Token) -> Token | None:
    """The school or organisation "got into" names: "got into *UCLA*", "got into *grad school*", "into a pastry
    *program*"; not "got into knitting" (an interest), "into trouble", "into the car"."""
    place = _prep_object(get, {"into"})
    if place is None or place.head.dep_ != "prep":
        return None
    return place if place.ent_type_ == "ORG" or place.lemma_.lower() in _ADMITTING else None


# What one is admitted to by name of its kind: "got into *college*", "got into a nursing *program*".
_ADMITTING = frozenset({"college", "school", "university", "program", "programme", "academy", "conservatory"})


def _outing_had(have: Token, outing: Token) -> str:
    """The outing of "we had a vacation in Maine" with where it went, which the small model may hang on "had"
    ("we had a holiday *in Crete*", "a road trip we had *to Arizona*")."""
    phrase = unowned(_noun_phrase(outing))
    if phrase.split()[-1] != outing.text:
        return phrase  # the place is in it already: "a trip to Peru"
    place = _prep_object(outing, _OUTING_PLACES) or _prep_object(have, _OUTING_PLACES)
    if place is not None and place.i > outing.i and not _says_when(place):
        phrase = f"{phrase} {place.head.lower_} {_noun_phrase(place)}"  # "a vacation *in Maine*"
    return phrase


def _occasion_had_at(have: Token, had: Token) -> Token | None:
    """The contest or occasion something was had in or at, in the past: "I had a rough loss *in a chess
    tournament*", "we had a great win at the pie contest", "a panic attack at my cousin's wedding": being there.
    Not "I have a stall at the fair" (now, maybe a plan) nor "a question about the marathon"."""
    if have.tag_ != "VBD":
        return None
    occasion = _prep_object(have, {"in", "at"}) or _prep_object(had, {"in", "at"})
    return occasion if occasion is not None and _is_occasion(occasion) else None


def _talked_about(verb: Token) -> str | None:
    """What the speaker talked about, in the past, when named by a noun: "talked about *my recovery*", "spoke
    about *climate policy*"; not "about you", "about it", a person, nor a habit or a wish."""
    if verb.tag_ != "VBD":
        return None
    about = _prep_object(verb, {"about"})
    if about is None or about.pos_ not in {"NOUN", "PROPN"} or about.ent_type_ == "PERSON" or not _is_thing(about):
        return None
    return _noun_phrase(about)


def _taken_on_read_as_object(verb: Token) -> Token | None:
    """ "a photo I took *on my hike*": the small model may read "on" as a particle of "took" and the outing as its
    object."""
    if not any(_is_particle(child) and child.lower_ in _TAKEN_ON for child in verb.children):
        return None
    return _direct_object(verb)


def _taken_up(take: Token) -> str | None:
    """ "took *up* woodworking", "took up the cello": a pastime begun (the small model reads a pastime's gerund as
    a noun or as a clause). Not "took up so much of your time", "takes up half the room" (no person does it)."""
    if not any(_is_particle(child) and child.lower_ == "up" for child in take.children):
        return None
    pastime = _direct_object(take)
    if pastime is not None and pastime.lemma_.lower() not in VAGUE_EVENT_OBJECTS:
        return f"take up {_noun_phrase(pastime)}"
    gerund_ = next((child for child in take.children if child.dep_ == "xcomp" and child.tag_ == "VBG"), None)
    if gerund_ is not None and gerund_.lower_ not in VAGUE_GERUNDS:
        return f"take up {_noun_phrase(gerund_)}"
    return None


def _helped_with(help_: Token) -> str | None:
    """What the speaker helped with when it is a thing, or where: "helped with *the garden cleanup*", "help with
    the fundraiser", "I've been helping at the animal shelter"; not someone ("with my kids", "at Anna's"), "with
    it", nor helping someone ("helped him with ...") or doing ("helped paint ...", read by the phase verbs)."""
    if any(child.dep_ in {"dobj", "xcomp", "ccomp"} or _is_particle(child) for child in help_.children):
        return None
    cause = _prep_object(help_, {"with"})
    if cause is not None:
        if cause.pos_ not in {"NOUN", "PROPN"} or cause.ent_type_ == "PERSON":
            return None
        return f"with {_noun_phrase(cause)}" if cause.lower_ not in COMPANY_NOUNS and _is_thing(cause) else None
    place = _prep_object(help_, {"at"})
    if place is None or not _is_destination(place) or place.ent_type_ in {"PERSON", "DATE", "TIME"}:
        return None
    named = _told_with_article_or_owner(place) or place.pos_ == "PROPN"
    return f"at {_noun_phrase(place)}" if named and place.lower_ not in COMPANY_NOUNS else None


def _stage_event(verb: Token) -> _Event | None:
    occasion = _occasion_performed_at(verb)
    return _Event("ATTENDED", _occasion_named(occasion)) if occasion is not None else None


def _occasion_named(occasion: Token) -> str:
    """The occasion taken part in, named without a count, as "I have three kids" is "my kids": "I've competed in
    three marathons" attended "marathons"."""
    counts = [child for child in occasion.lefts if child.dep_ == "nummod" and child.tag_ == "CD"]
    named = _noun_phrase(occasion)
    misread = _misread_after(occasion)
    named = f"{named} {misread.text}" if misread is not None and not named.endswith(misread.text) else named
    if not counts or counts[0].i != occasion.left_edge.i:
        return named
    after = occasion.doc[counts[-1].right_edge.i + 1 : occasion.i + 1]
    return named[named.find(after.text) :] if after.text in named else named


def _occasion_performed_at(verb: Token) -> Token | None:
    """The occasion of "I *spoke* at a charity gala", "I gave a talk at a book fair", "I sang at the festival", "I
    competed in a triathlon": taking part on its stage is attending it. Not a habit ("I sing at weddings"): past or
    under way only, and a contest "in" past only ("I'm competing in a triathlon next week" stays a plan to compete)."""
    if verb_lemma(verb) == "enter":
        return _contest_entered(verb)
    if verb_lemma(verb) not in _PERFORMING or verb.tag_ not in {"VBD", "VBN", "VBG"}:
        return None
    if verb.lemma_ == "give" and not any(
        child.dep_ == "dobj" and child.lemma_.lower() in TALKS for child in verb.children
    ):
        return None  # "I gave a talk at ...", not "I gave a gift at ..."
    occasion = _prep_object(verb, {"at"}) or next(
        (_prep_object(child, {"at"}) for child in verb.children if child.dep_ == "dobj"), None
    )
    if occasion is None and verb.tag_ in {"VBD", "VBN"}:
        occasion = _contest_taken_part_in(verb)
    return occasion if occasion is not None and _is_occasion(occasion) else None


def _contest_taken_part_in(verb: Token) -> Token | None:
    """The contest of "I played *in a chess tournament*", "we played in a *charity game*", done: a contest, or an
    occasion named with its kind; not a place ("in the park"), "the game" alone or a game one plays ("in a video
    game")."""
    within = _prep_object(verb, {"in"})
    if within is None or within.lemma_.lower() in CONTESTS:
        return within
    kinds = {child.lower_ for child in within.children if child.dep_ in {"compound", "amod"}}
    return within if _kind_named_before(within) and not kinds & _GAMES_NOT_OCCASIONS else None


def _contest_entered(verb: Token) -> Token | None:
    """The contest of "I entered *the science fair*", "we entered a chili cook-off", done: a contest, or an occasion
    named with its kind; not a room, a password or "the party" alone, nor one to come ("I'm entering the spelling
    bee next month" stays a plan to enter it)."""
    if verb.tag_ not in {"VBD", "VBN"}:
        return None
    entered = _direct_object(verb)
    if entered is None or (entered.pos_ != "NOUN" and not _event_word_misread(entered)):
        return None
    if _misread_after(entered) is not None:
        return entered  # "the science *fair*", the event word hung on the verb as an adjective
    contest = entered.lemma_.lower() in CONTESTS
    return entered if contest or (_is_occasion(entered) and _kind_named_before(entered)) else None


def _event_word_misread(word: Token) -> bool:
    """ "a science *fair*", "the county *fair*", "a charity *walk*": an event word the small model tags as an
    adjective or a verb, a noun's kind named right before it."""
    misread = word.pos_ == "ADJ" or (word.pos_ == "VERB" and word.dep_ in {"dobj", "pobj"})
    return misread and word.lower_ in EVENT_NOUNS | CONTESTS | OUTINGS and _kind_named_before(word)


def _misread_after(noun: Token) -> Token | None:
    """The "fair" of "I entered the science *fair*", which the small model makes an adjective of the verb, right
    after its object ("science")."""
    following = noun.doc[noun.i + 1] if noun.i + 1 < len(noun.doc) else None
    if following is None or following.head != noun.head or following.dep_ not in {"oprd", "advcl", "acomp"}:
        return None
    return following if following.lower_ in EVENT_NOUNS | CONTESTS else None


def _is_occasion(noun: Token) -> bool:
    """An occasion one attends: "a wedding", "the spring recital"; "event" only with its kind ("a charity event"),
    as "the event" alone names nothing one could ask about."""
    lemma = noun.lemma_.lower()
    if lemma == "event":
        return _kind_named_before(noun)
    misread = {after.lower_ for after in noun.rights if after.dep_ == "amod"}  # "a book *fair*" read as an adjective
    return bool({lemma, *misread} & (EVENT_NOUNS | CONTESTS))


def _told_after_a_comma(verb: Token) -> bool:
    """ "I'm keeping busy too, *volunteering* at the animal shelter": a participle after a comma that says what its
    head's subject is doing; not one with its own subject or a "while" (read by `_doing_while`). Its caller wants
    an object or place too: "twisted my ankle, *running* down the stairs" is no run."""
    if verb.dep_ != "advcl" or verb.tag_ != "VBG" or verb.i <= verb.head.i or verb.head.lemma_ == "spend":
        return False  # "spent the day outside, painting": `_spent_on` reads it
    if any(child.dep_ in {"mark", "nsubj", "nsubjpass"} for child in verb.children):
        return False
    if verb.head.lemma_.lower() in _LIKING_VERBS or any(
        child.tag_ == "VBG" and child.i < verb.i for child in verb.head.children
    ):
        return False  # "I enjoy reading, *watching* movies and ...": one of a list of things liked
    return verb.left_edge.i > 0 and verb.doc[verb.left_edge.i - 1].text == ","


# Pronouns a participle's object may be that its head's subject would call "himself", "herself", ... if meant.
_OTHERS_AS_OBJECT = frozenset({"him", "her", "them", "it"})


def _done_to_another(verb: Token) -> bool:
    """ "Biscuit has been sick all week, *taking* him to the vet tomorrow": a participle after a comma whose object is
    a pronoun (not "himself") is not done by its head's subject to itself but by the speaker, whose "I'm" chat
    dropped, to the one the clause before is about."""
    return any(child.dep_ == "dobj" and child.lower_ in _OTHERS_AS_OBJECT for child in verb.children)


def _stage_of(verb: Token) -> str | None:
    occasion = _occasion_performed_at(verb)
    return _occasion_named(occasion) if occasion is not None else None


def _outing_told(verb: Token) -> Token | None:
    """The speaker's own outing or occasion they tell of ("I must tell you about *our school trip*", "let me
    tell you about our hike"): it was had. Not someone else's ("tell me about your trip")."""
    return _the_speakers_outing(_prep_object(verb, {"about"})) if verb_lemma(verb) == "tell" else None


def _own_outing_recalled(verb: Token) -> Token | None:
    """The speaker's own outing remembered ("I still remember *our first road trip*") or never to be forgotten: it
    was had. Not someone else's ("your trip"), one only pointed at ("that vacation") or one forgotten."""
    denied = any(child.dep_ == "neg" for child in verb.children)
    if denied != (verb_lemma(verb) == "forget"):
        return None  # "I don't remember our trip", "I forgot our anniversary"
    outing = _direct_object(verb)
    if outing is None or outing.lemma_.lower() not in OUTINGS | EVENT_NOUNS:
        return None
    return outing if any(child.dep_ == "poss" and child.lower_ in MY_OUR for child in outing.children) else None


def _attended_in_passing(verb: Token) -> _Event | None:
    """ "I made it in ceramics class on Monday", "we met at the food festival": the class or occasion was attended,
    though what was done there names no thing of its own. Only one of a named kind: with no activity to tell it,
    "I gave a gift at the party" may be anyone's party, in passing."""
    where = _class_it_happened_in(verb) or (_occasion_it_happened_at(verb) if _kind_named_at(verb) else None)
    where = where or _venue_at_a_time(verb) or _occasion_during_at_a_time(verb) or _contest_placed_in(verb)
    return _Event("ATTENDED", where) if where is not None else None


# Verbs of a placing in a contest: "I *won* first place in the spelling bee", "I *placed* third in the regatta".
_PLACING = frozenset({"win", "place", "finish", "take"})


def _contest_placed_in(verb: Token) -> str | None:
    """ "I won first place in the spelling bee", "I placed third in a chess tournament", "we finished second at the
    regatta": a placing in a contest, told as past, says the contest was attended. Not "I won first place" alone,
    nor a placing in a place ("first place in the park" is no contest)."""
    if verb.tag_ != "VBD" or verb_lemma(verb) not in _PLACING:
        return None
    told = [child for child in verb.children if child.dep_ in {"dobj", "advmod", "npadvmod", "oprd", "acomp", "attr"}]
    ordinal = any(word.ent_type_ == "ORDINAL" for child in told for word in child.subtree)
    if not ordinal:
        return None
    contest = _contest_taken_part_in(verb) or _prep_object(verb, {"at"})
    if contest is None or not (contest.lemma_.lower() in CONTESTS or _is_occasion(contest)):
        return None
    return _noun_phrase(contest)


def _occasion_during_at_a_time(verb: Token) -> str | None:
    """ "I played well during the match on Sunday", "we were so nervous during last week's scrimmage": an occasion
    something was done during, at a time told, was attended, whatever was done; not in the present ("I get nervous
    during matches"), or with no time ("during the game")."""
    if verb.tag_ != "VBD":
        return None
    occasion = _prep_object(verb, {"during"})
    if occasion is None or not _is_occasion(occasion):
        return None
    owner = next((child for child in occasion.children if child.dep_ == "poss"), None)
    dated_by_owner = owner is not None and owner.ent_type_ == "DATE"  # "last week's scrimmage"
    if time_on(verb) is None and not dated_by_owner:
        return None
    return _without_possessor(occasion) if dated_by_owner else unowned(_noun_phrase(occasion))


# Verbs whose "at" is where one was kept, not where one went: "worked at the library", "lived at the farm".
_HELD_AT = frozenset({"be", "work", "live", "intern", "teach", "study", "grow"})


def _venue_apart(verb: Token, event: _Event) -> str | None:
    """The venue of `_venue_at_a_time` when the deed does not name it already ("hang out at the beach")."""
    venue = _venue_at_a_time(verb)
    return venue if venue is not None and venue.casefold() not in event.phrase.casefold() else None


def _venue_at_a_time(verb: Token) -> str | None:
    """ "I snapped it at the aquarium on Tuesday", "we lost a kite at the park on Sunday": a venue where the speaker did
    something at a time told was gone to, as one they were at then ("we were at the beach last week"); not in the
    present ("I swim at the pool on Mondays"), without a time, or at someone's ("at Anna's")."""
    if verb.tag_ != "VBD" or verb.lemma_ in _HELD_AT or time_on(verb) is None:
        return None  # "I worked at the library last year": a job, not an outing
    venue = _prep_object(verb, {"at"})
    if venue is None or venue.lemma_.lower() not in VENUES or venue.ent_type_ == "PERSON":
        return None
    return _noun_phrase(venue) if _told_with_article_or_owner(venue) else None


def _kind_named_at(verb: Token) -> bool:
    """Whether what the verb happened at is named by its kind: "at the *food* festival", not "at the party"."""
    occasion = _prep_object(verb, {"at"})
    return occasion is not None and _kind_named_before(occasion)


# Verbs that put someone in a class: "we *enrolled* our son in swim lessons", "I *signed* her up for ballet".
_PUTTING_IN = frozenset({"enroll", "enrol", "register", "sign", "put", "send"})


def _class_it_happened_in(verb: Token) -> str | None:
    """ "I made this bowl *in pottery class* yesterday", "met my best friend *in a salsa class*": a past event in a
    class of a named kind says the class was attended; not "in class" alone, or in the present ("in my yoga class
    we stretch"), nor one someone was put in ("we enrolled our son in swim lessons")."""
    if verb.tag_ != "VBD" or verb_lemma(verb) in _PUTTING_IN:
        return None
    # the class may hang on the object, on the time ("Last Friday *at dance class* ... I felt it") or on how one
    # felt ("I felt so alive *at dance class*")
    holders = [verb, *(child for child in verb.children if child.dep_ in {"dobj", "obj", "npadvmod", "acomp"})]
    for holder in holders:
        for prep in holder.children:
            if prep.dep_ != "prep" or prep.lower_ not in {"in", "at"}:
                continue
            taught = next((child for child in prep.children if child.dep_ == "pobj"), None)
            if taught is not None and taught.lower_ in CLASS_NOUNS and _kind_named_before(taught):
                return unowned(_noun_phrase(taught))
    return None


def _occasion_it_happened_at(verb: Token) -> str | None:
    """ "I met a famous chef *at the food festival*", "we won a teddy bear at the county fair": something done at an
    occasion, in the past, says the occasion was attended; not in the present ("I buy bread at the market"), nor at
    a place that is no occasion ("at the office")."""
    if verb.tag_ != "VBD":
        return None
    holders = [verb, *(child for child in verb.children if child.dep_ in {"dobj", "obj"})]
    for holder in holders:
        for prep in holder.children:
            if prep.dep_ != "prep" or prep.lower_ not in {"at", "during"}:
                continue  # "I sprained my ankle *during* the match"
            occasion = next((child for child in prep.children if child.dep_ == "pobj"), None)
            if occasion is not None and _is_occasion(occasion):
                return _noun_phrase(occasion)
    return None


_MEALS = frozenset({"dinner", "lunch", "brunch", "breakfast"})


def _occasion_gone_for(verb: Token) -> str | None:
    """The occasion a trip was for: "we flew to Denver *for my cousin's wedding*", "I'm off to Lisbon for a
    conference"; not a meal or an errand ("went to Rome for dinner", "to the store for some milk"), nor a vague
    "event"."""
    if verb_lemma(verb) not in _TRAVELLING:
        return None
    places = [child for prep in verb.children if prep.dep_ == "prep" for child in prep.children if child.dep_ == "pobj"]
    for holder in (verb, *places, *(child for child in verb.children if child.lower_ == "off")):
        occasion = _prep_object(holder, {"for"})
        lemma = occasion.lemma_.lower() if occasion is not None else ""
        if occasion is not None and lemma in EVENT_NOUNS and lemma not in _MEALS | VAGUE_EVENT_OBJECTS:
            return _noun_phrase(occasion)
    return None


def _named_place(holder: Token) -> Token | None:
    """A place named by its name, at or in which a photo was taken: "at *Yosemite*", "in *Marrakech*"."""
    place = _prep_object(holder, {"at", "in"})
    # The small model leaves many parks and landmarks untyped ("at Yosemite"); a person or a company is no place.
    named = place is not None and place.pos_ == "PROPN" and place.ent_type_ in _PLACE_ENTITIES | {""}
    return place if named else None


def _kind_named_before(noun: Token) -> bool:
    return any(child.dep_ in {"compound", "amod"} and child.i == noun.i - 1 for child in noun.children)


def _going_to_left_out(verb: Token) -> Token | None:
    """The "gonna" or "going" of "Gonna paint the room this weekend", "Going to visit my aunt tomorrow": chat drops
    the "I'm" before it; the small model splits "gonna" into "Gon" "na" and makes it the root. Only a sentence
    opening with it (after adverbs: "So gonna ..."), with no subject of its own."""
    if verb.dep_ == "conj" and verb.head.i < verb.i:  # "Gonna clean up and *bake* a cake"
        return _going_to_left_out(verb.head)
    head = verb.head
    if verb.dep_ not in {"xcomp", "advcl"} or head.dep_ != "ROOT" or head.i + 1 >= len(head.doc):
        return None
    following = head.doc[head.i + 1].lower_
    if not ((head.lower_ == "gon" and following == "na") or (head.lower_ == "going" and following == "to")):
        return None
    if any(child.dep_ in {"nsubj", "expl"} for child in head.children) or is_question(head.sent):
        return None
    before = head.doc[head.sent.start : head.i]
    return head if all(token.pos_ in {"ADV", "INTJ", "PUNCT"} for token in before) else None


def _carried_on(carry: Token) -> _Event | None:
    """ "carrying on volunteering at the library": what is carried on, done; not "carrying on with my studies"."""
    on = next((child for child in carry.children if child.lower_ == "on" and child.i == carry.i + 1), None)
    if on is None:
        return None
    doing = next((child for child in (*on.children, *carry.children) if child.dep_ in {"pobj", "pcomp", "xcomp"}), None)
    if doing is None or not doing.lower_.endswith("ing"):
        return None
    if doing.pos_ == "VERB":
        phrase = _activity_phrase(doing)
    else:  # "carried on *painting*", which the small model may take for a noun
        phrase = doing.lower_ if doing.lower_ in _ACTIVITY_GERUNDS else None
    return _Event("DID", phrase) if phrase else None


def _hand_tried(verb: Token) -> _Event | None:
    """ "I tried my hand at fencing": DID fencing (a gerund, with its object: "baking sourdough"); "at a poetry
    slam", a contest or an occasion, was ATTENDED."""
    tried = _prep_object(verb, {"at"})
    if tried is not None:
        kind = "ATTENDED" if tried.lemma_.lower() in CONTESTS | EVENT_NOUNS else "DID"
        return _Event(kind, _noun_phrase(tried))
    at = next((child for child in verb.children if child.dep_ == "prep" and child.lower_ == "at"), None)
    doing = next((child for child in at.children if child.dep_ == "pcomp"), None) if at is not None else None
    return _Event("DID", activity_text(doing) or doing.lower_) if doing is not None and doing.tag_ == "VBG" else None


def _occasion_coming(got: Token) -> Token | None:
    """The occasion of "I've got a recital next week", "Got a race this Saturday!", "we've got a reunion coming up":
    "(have) got" is having it on the calendar, told with a time to come. Not "I got a ticket yesterday"."""
    if got.lower_ != "got" or any(child.dep_ == "dative" for child in got.children):
        return None
    perfect = any(child.dep_ == "aux" and child.lemma_ == "have" for child in got.children)
    if not perfect and got.tag_ != "VB":  # "Got a race Saturday!": the dropped "I've" leaves a base form
        return None
    occasion = _direct_object(got)
    if occasion is None or occasion.lower_ not in GATHERINGS | CONTESTS:
        return None
    coming_up = any(
        child.dep_ == "acl" and child.lemma_ == "come" and any(part.lower_ == "up" for part in child.children)
        for child in occasion.children
    )
    return occasion if coming_up or _is_future(time_text_of(got)) else None


def _place_had_at(have: Token, had: Token) -> Token | None:
    """ "I had a great workout at the gym", "on Monday I had a proud moment at the rink": the place, named
    with its article or owner, where something the speaker had happened, in the past; not a bare "at school" or
    "at work" (a habit as often as a day), nor a wish ("I wish I had a pool at my house")."""
    if not _told_in_the_past(have) or had.pos_ != "NOUN" or had.lemma_.lower() in _JOBS_HELD:
        return None  # "I had a full-time job at the hospital": worked there, which the job rules read
    place = _prep_object(have, {"at"}) or _prep_object(had, {"at"})
    if place is None or not _is_destination(place) or place.ent_type_ == "PERSON":
        return None
    return place if _told_with_article_or_owner(place) else None


def _scored(score: Token) -> Token | None:
    """What was scored in a game: "40 points", "a goal", "the winning basket" (words vague elsewhere); the small
    model may read a count of points as an adverb ("I scored *30 points*, a new record")."""
    scored = (c for c in score.children if c.dep_ in {"dobj", "npadvmod"} and c.lemma_.lower() in _SCORES)
    return next(scored, None)


def _sight(seen: Token) -> bool:
    """A sight one goes to see: a landmark or place named ("the Grand Canyon", "Niagara Falls", "the Eiffel Tower")
    or a wonder of nature ("the northern lights", "an eclipse"); not a person, a team or a thing in the news."""
    if seen.lower_ in SIGHTS or seen.lemma_.lower() in SIGHTS:
        return True  # "lights" (the small model's lemma is "light"), "Niagara Falls" (which it may take for a name)
    return seen.pos_ == "PROPN" and seen.ent_type_ in {"FAC", "LOC", "GPE"}


def _felt_doing(doing: Token, feel: Token) -> bool:
    """ "I felt so nervous *giving* my speech", "I felt proud running the race": a gerund after how one felt."""
    if doing.tag_ != "VBG" or feel.lemma_.lower() != "feel":
        return False
    return any(child.dep_ in {"acomp", "ccomp", "oprd"} and child.pos_ == "ADJ" for child in feel.children)


def _good_day_at(be: Token) -> Token | None:
    """ "It was an amazing day at the zoo", "yesterday was a great day at the beach": the place of a good day
    the speaker tells of, past; not a day denied, nor one of someone named ("Anna's day at the park")."""
    if be.lemma_ != "be" or be.tag_ != "VBD" or any(child.dep_ == "neg" for child in be.children):
        return None
    told = next((child for child in be.children if child.dep_ == "nsubj"), None)
    if told is None or not (told.lower_ == "it" or told.ent_type_ == "DATE"):
        return None
    day = next((child for child in be.children if child.dep_ == "attr"), None)
    if day is None or not _is_good_time_word(day) or not is_good_time(day):
        return None
    if any(child.dep_ == "poss" for child in day.children):
        return None
    place = _prep_object(day, {"at"}) or _prep_object(be, {"at"})
    return place if place is not None and _is_destination(place) and place.ent_type_ != "PERSON" else None


def _own_words(thing: Token) -> list[Token]:
    """A noun phrase's words without the clauses about it: "a swim meet *where we were behind the whole time*" tells
    how the meet went, not that it was a good time."""
    clauses = [child for child in thing.children if child.dep_ in {"relcl", "acl", "advcl"}]
    inside = {token.i for clause in clauses for token in clause.subtree}
    return [token for token in thing.subtree if token.i not in inside]


def _is_good_time_word(word: Token) -> bool:
    """ "a great *time*", "a *blast*": not the "time" of "a part-time job" or the "day" of "a full-day course"."""
    doc = word.doc
    hyphened = (word.i > 0 and doc[word.i - 1].text == "-") or (word.i + 1 < len(doc) and doc[word.i + 1].text == "-")
    # "a game *night*", "a movie *night*": a gathering had, not how a night went
    gathering = word.lemma_.lower() in _SPANS_OF_TIME and any(child.dep_ == "compound" for child in word.children)
    counted = any(child.dep_ == "nummod" for child in word.children)  # "an appointment in *two weeks*": when
    return word.lemma_.lower() in _GOOD_TIMES and not hyphened and not gathering and not counted


# What "at the ..." names that is no place: "at the moment", "at the end of the day", "at the same time".
_NOT_BEEN_AT = frozenset({"moment", "end", "time", "start", "beginning", "point", "stage", "age", "top", "bottom"})


def _told_with_article_or_owner(place: Token) -> bool:
    """ "at *the* gym", "at *my* cousin's": a place one went to; a bare "at school", "at work" is as often a habit."""
    return any(child.dep_ in {"det", "poss"} for child in place.children)


def _been_at_a_time(be: Token, place: Token) -> bool:
    """ "We were at the beach last week", "I was at the park with my kids": a place named with its article or
    owner, where the speaker was at a time or with company told; not "I was at the gym when you called" (where
    one was when something else happened), a bare "at work", someone ("at Anna's") or a denial."""
    if be.tag_ != "VBD" or any(child.dep_ == "neg" for child in be.children):
        return False
    if not _is_destination(place) or place.ent_type_ in {"PERSON", "DATE", "TIME"} or place.lemma_ in _NOT_BEEN_AT:
        return False
    if not _told_with_article_or_owner(place) or place.lower_ in COMPANY_NOUNS:
        return False  # "at my mom's": whose home, not which place
    return time_on(be) is not None or bool(_company(be))


# How long one is in a place to have lived there, not visited: "I was in Denver for six *years*".
_LIVED_STRETCHES = frozenset({"year", "month", "decade", "while", "life"})


def _visited(be: Token, place: Token) -> bool:
    """ "I was in Lisbon last week": a place told as where one was is a place gone to, and where one will be is one
    to go to ("I'll be in Boston next week"); not "I was in Denver *for six years*", where one lived."""
    if (be.tag_ != "VBD" and not told_in_future(be)) or place.ent_type_ not in {"GPE", "LOC"}:
        return False
    return not any(  # "for six years", not "for a few days" or "for a conference next week"
        prep.dep_ == "prep"
        and prep.lower_ == "for"
        and any(obj.dep_ == "pobj" and obj.lemma_.lower() in _LIVED_STRETCHES for obj in prep.children)
        for prep in be.children
    )


def _readying(verb: Token) -> bool:
    """ "training for a race", "getting ready for the fair": what it is for may be to come, the readying is now."""
    lemma = verb_lemma(verb)
    return lemma in PREPARING or (lemma == "get" and _ready(verb) is not None)


def _occasion_readied_for(verb: Token) -> str | None:
    """The occasion one trains or gets ready for ("training for a marathon", "getting ready for a fundraiser",
    "busy getting ready for the fair")."""
    verb = _busy_with(verb) or verb
    if not _readying(verb):
        return None
    ready = _ready(verb)
    occasion = _prep_object(verb, {"for"}) or (_prep_object(ready, {"for"}) if ready is not None else None)
    if occasion is None or occasion.lemma_.lower() not in EVENT_NOUNS | CONTESTS | GATHERINGS | OUTINGS:
        return None
    return unowned(_noun_phrase(occasion))


def _ready(verb: Token) -> Token | None:
    return next((child for child in verb.children if child.dep_ == "acomp" and child.lower_ == "ready"), None)


def _getting_ready(verb: Token) -> str | None:
    """ "get ready for the school fair": only for an occasion ("ready for work", "for bed" are every day)."""
    ready = _ready(verb)
    if ready is None or verb_lemma(verb) != "get":
        return None
    occasion = _prep_object(verb, {"for"}) or _prep_object(ready, {"for"})
    if occasion is None:
        return None
    # "a craft *fair*" may come out with "fair" as a modifier of "craft"
    kinds = {occasion.lemma_.lower(), *(after.lower_ for after in occasion.rights if after.dep_ == "amod")}
    if not kinds & (EVENT_NOUNS | CONTESTS | GATHERINGS | OUTINGS):
        return None
    return f"get ready for {_noun_phrase(occasion)}"


def _talked_with(token: Token) -> str | None:
    """ "with my neighbor", "to a career counselor": whom one talked with, when named by a noun (not "to you")."""
    for prep in token.children:
        if prep.dep_ == "prep" and prep.lower_ in {"with", "to"}:
            other = next((child for child in prep.children if child.dep_ == "pobj"), None)
            if other is not None and other.pos_ in {"NOUN", "PROPN"} and _is_thing(other):
                return f"{prep.lower_} {_noun_phrase(other)}"
    return None


def _without_possessor(noun: Token) -> str:
    """`_noun_phrase` without whose it is: "Kenji's birthday", "my mom's surgery" -> "birthday", "surgery" (the
    subject says whose)."""
    phrase = _noun_phrase(noun)
    owner = next((child for child in noun.children if child.dep_ == "poss"), None)
    if owner is None or owner.lower_ in MY_OUR:
        return phrase
    said = noun.doc[owner.left_edge.i : owner.right_edge.i + 1].text
    return phrase[len(said) :].lstrip() if phrase.startswith(said) and len(phrase) > len(said) else phrase


# Degrees one does: "doing a *PhD*", "did an *MBA*", "a *degree* in nursing"; "my *master's*" (an elided degree).
_DEGREES = frozenset({"phd", "mba", "degree", "doctorate", "diploma"})
_ELIDED_DEGREES = frozenset({"master", "bachelor"})


def is_elided_degree(token: Token) -> bool:
    """ "my *master*'s", "a *bachelor*'s": a degree named by its holder's "'s" alone, with no noun after it (the
    small model makes "master" the noun; "my master's thesis" names the thesis)."""
    doc = token.doc
    if token.lower_ not in _ELIDED_DEGREES or token.i + 1 >= len(doc):
        return False
    mark = doc[token.i + 1]
    after = doc[token.i + 2] if token.i + 2 < len(doc) else None
    return mark.lower_ in POSSESSIVE_MARKERS and (after is None or after.pos_ not in {"NOUN", "PROPN"})


def _degree_phrase(degree: Token) -> str:
    """The degree with its article or owner and the field after "in": "a PhD in physics", "a degree in nursing",
    "my master's in economics" (there the small model hangs "in economics" on the verb)."""
    doc = degree.doc
    start = min(
        (child.i for child in degree.children if child.dep_ in {"det", "poss", "amod", "compound"}), default=degree.i
    )
    end = degree.i + (2 if is_elided_degree(degree) else 1)
    ins = [*degree.children, *degree.head.children]
    field = next((child for child in ins if child.dep_ == "prep" and child.lower_ == "in" and child.i == end), None)
    objects = [child for child in field.children if child.dep_ == "pobj"] if field is not None else []
    if objects and not _says_when(objects[0]) and objects[0].ent_type_ not in {"GPE", "LOC", "FAC", "ORG"}:
        end = objects[0].i + 1  # the field studied; not "in September", nor "in Ohio" (where)
    return doc[start:end].text


def unowned(phrase: str) -> str:
    """ "our trip to Lisbon": the trip to Lisbon; the owner is the subject already. "our *last* class" is the class:
    which of one's classes it was says nothing of it ("my first marathon" does, and stays); "some chess" is chess."""
    owner, _, rest = phrase.partition(" ")
    if owner.lower() == "some" and rest:
        return rest  # "played *some* chess", "do some yoga": chess, yoga
    if owner.lower() not in MY_OUR or not rest:
        return phrase
    words = rest.split(" ")
    while len(words) > 1 and words[0].lower() in _MOST_RECENT:  # "our most recent trip"
        words = words[1:]
    return " ".join(words)


_MOST_RECENT = frozenset({"last", "latest", "recent", "most"})


def _getting_together(verb: Token, lemma: str) -> str | None:
    """ "meet up with some classmates", "hang out at the beach": the phrasal verb with whom or where, or None."""
    particle = GETTING_TOGETHER.get(lemma)
    if particle is None or not any(child.lower_ == particle for child in verb.children if child.dep_ != "dobj"):
        return None
    for prep in verb.children:
        if prep.dep_ == "prep" and prep.lower_ in {"with", "at"}:
            other = next((child for child in prep.children if child.dep_ == "pobj"), None)
            if other is None or other.pos_ not in {"NOUN", "PROPN"} or not _is_thing(other):
                continue
            named = _noun_phrase(other)
            if other.lower_ in _PLACE_ADVERBS and other.left_edge.i < other.i:  # "with old friends *downtown*"
                named = other.doc[other.left_edge.i : other.i].text  # read as one noun by the small model
            return f"{lemma} {particle} {prep.lower_} {named}"
    return None


def _busy_doing(be: Token) -> str | None:
    """ "busy painting", "busy studying for my exams": the activity a "busy" complement names."""
    doing = _busy_with(be)
    return (_done_phrase(doing) or _getting_ready(doing)) if doing is not None else None


def _busy_with(be: Token) -> Token | None:
    """The gerund of "I'm busy *painting*"."""
    busy = next((child for child in be.children if child.dep_ == "acomp" and child.lower_ == "busy"), None)
    return next((c for c in busy.children if c.dep_ == "xcomp" and c.tag_ == "VBG"), None) if busy else None


def _spent_on(spend: Token) -> str | None:
    """The activity a stretch of time was spent on: a gerund after the time ("the weekend *hiking*"), which the
    small model may tag a noun; only one a known activity, so "spent hours *thinking*" is none. The parse may hang
    the activity on "with" ("the day with my kids *baking cookies*") and its place on "spent" ("the weekend
    volunteering *at a food bank*")."""
    for child in spend.children:
        after_the_time = child.dep_ in {"xcomp", "dobj", "advcl"} and child.i > spend.i + 1
        if after_the_time and child.lower_.endswith("ing") and (_is_activity(child) or _done_to_a_thing(child)):
            about_something_vague = any(_vague_object(grandchild) for grandchild in child.children)
            done = _done_phrase(child) or (None if about_something_vague else child.lower_)
            return _with_place_hung_on(spend, child, done) if done is not None else None
    glued = _activity_glued_to_place(spend)
    if glued is not None:
        return glued
    with_ = next((child for child in spend.children if child.dep_ == "prep" and child.lower_ == "with"), None)
    company = [c for c in with_.children if c.dep_ in {"pobj", "pcomp"}] if with_ is not None else []
    # "with my kids *baking*", or "with the kids *painting* the fence" (the gerund hung on the people)
    doings = [*company, *(c for person in company for c in person.children if c.dep_ == "acl")]
    doing = next((c for c in doings if c.tag_ == "VBG"), None)
    return _done_phrase(doing) if doing is not None and _is_activity(doing) else None


def _spent_doing(verb: Token) -> bool:
    """ "I spent Sunday *unwinding*": what a stretch of time was spent doing, told in the spending's tense."""
    return verb.dep_ == "xcomp" and verb_lemma(verb.head) == "spend"


def _outings_framing(verb: Token) -> list[str]:
    """The outings or pastimes a stretch of time was begun, ended, spent or marked "with": "kicked off the summer
    *with a trip to Greece*", "ended the night with a walk along the river", "recharging with a long bike ride and
    some baking" (each one listed). Only an outing's noun or a pastime's gerund: "ended up with a cold", "started
    with a quick meeting" and "celebrated with friends" did nothing of the kind."""
    particles = {child.lower_ for child in verb.children if child.dep_ == "prt"}
    if not particles <= _FRAMING_WITH[verb_lemma(verb)]:
        return []  # "I ended *up* with a flat tire"
    with_ = next((child for child in verb.children if child.dep_ == "prep" and child.lower_ == "with"), None)
    first = next((child for child in with_.children if child.dep_ == "pobj"), None) if with_ is not None else None
    phrases = [_framed_outing(part) for part in with_conjuncts([first])] if first is not None else []
    return [phrase for phrase in phrases if phrase is not None]


def _framed_outing(token: Token) -> str | None:
    lemma = token.lemma_.lower()
    if lemma in _SOCIAL_GATHERINGS:  # "with a picnic by the lake": had, as "we had a picnic" is
        return f"have {_noun_phrase(token)}"
    if lemma in OUTINGS:
        return _noun_phrase(token)
    if token.tag_ == "VBG" and _is_activity(token):  # "with some baking"
        return _done_phrase(token)
    return token.lower_ if token.lower_ in _ACTIVITY_GERUNDS else None  # "with some knitting", tagged a noun


def _done_to_a_thing(gerund_: Token) -> bool:
    """A gerund done to a thing named, a deed whatever its verb: "spent the weekend *cleaning* the garage", "hours
    *fixing* my bike"; not "hours thinking" or "the day missing you" (no thing)."""
    return gerund_.tag_ == "VBG" and any(
        child.dep_ == "dobj" and child.pos_ in {"NOUN", "PROPN"} and child.lemma_.lower() not in VAGUE_EVENT_OBJECTS
        for child in gerund_.children
    )


def _activity_glued_to_place(spend: Token) -> str | None:
    """ "the afternoon at the park *reading*", "a few hours at the beach *building* sandcastles": the small model
    reads a place and the activity after it as one noun phrase ("park reading"); the activity, with its place when
    it takes one ("volunteer at the shelter")."""
    place = _prep_object(spend, {"at"})
    if place is None:
        return None
    doc = spend.doc
    start = place.left_edge.i
    gerund_ = next(
        (
            word
            for word in doc[start + 1 : place.i + 1]
            if word.lower_ in _LEMMA_OF_GERUND and _a_place(doc[word.i - 1])
        ),
        None,
    )
    if gerund_ is None:
        return None
    lemma = _LEMMA_OF_GERUND[gerund_.lower_]
    rest = doc[gerund_.i + 1 : place.i + 1].text
    if rest:
        return f"{lemma} {rest}"  # "building sandcastles": build sandcastles
    if not _is_activity(gerund_):
        return None  # "at the shop *buying*": a deed that needs its object
    if "at" in ACTIVITY_PREPS.get(lemma, frozenset()):
        return f"{lemma} at {doc[start : gerund_.i].text}"  # "volunteering": volunteer at the shelter
    return gerund_.lower_


def _home_moved_into(move: Token) -> Token | None:
    """The home of "we moved into *our new apartment*", "I moved into a bigger house": one unnamed (a named place
    moved to is a home, LIVES_IN), and the speaker's own move."""
    home = _prep_object(move, {"into"})
    if home is None or home.lemma_.lower() not in _HOMES_MOVED_INTO or home.pos_ != "NOUN":
        return None
    if any(child.dep_ in {"dobj", "obj"} for child in move.children):
        return None  # "we moved my grandpa into a nursing home": his move
    return home if not any(child.dep_ == "prep" for child in home.children) else None  # "a house in Austin"


_HOMES_MOVED_INTO = frozenset({"house", "apartment", "condo", "flat", "home", "townhouse", "dorm"})


def _place_glued_to_activity(verb: Token) -> bool:
    """ "I spent the afternoon at the park reading": no "park reading" was gone to."""
    return verb.lemma_ == "spend" and _activity_glued_to_place(verb) is not None


def _a_place(word: Token) -> bool:
    """A place one spends time at doing something: "the *park*", "the animal *shelter*" (not "a poetry reading")."""
    return word.pos_ == "NOUN" and word.lemma_.lower() in VENUES | _PLACES_TO_BE_AT


# Places besides the venues one goes out to where time is spent doing something: "at the *shelter* volunteering".
_PLACES_TO_BE_AT = frozenset(
    {"shelter", "center", "centre", "cabin", "house", "office", "garage", "garden", "yard", "bank", "kitchen"}
)


def _with_place_hung_on(spend: Token, gerund_: Token, done: str) -> str:
    """ "volunteering" tagged a noun, with its place ("at a food bank", which the parse may hang on "spent"), when
    the activity takes one."""
    if done != gerund_.lower_:
        return done
    lemma = _LEMMA_OF_GERUND.get(gerund_.lower_, verb_lemma(gerund_))  # "volunteering" may be tagged a noun
    preps = ACTIVITY_PREPS.get(lemma, frozenset())
    place = (_prep_object(gerund_, preps) or _prep_object(spend, preps)) if preps else None
    return f"{lemma} {place.head.lower_} {_noun_phrase(place)}" if place is not None else done


def _spent_in(spend: Token) -> Token | None:
    """The place named where a stretch of time was spent: "we spent *a week* in Lisbon", "we'll spend a few days in
    Rome" (a place gone to, as "I was in Lisbon"); not "spent the day in bed", "spent money in Paris", nor years
    ("I spent two years in Japan": lived there, as "I was in Denver for six years")."""
    spent = _direct_object(spend, vague_ok=True)
    if spent is None or not _short_stretch(spent):
        return None
    place = _prep_object(spend, {"in"})
    return place if place is not None and place.ent_type_ in {"GPE", "LOC"} else None


def _spent_at_venue(spend: Token) -> str | None:
    """A venue a short stretch was spent at, gone to: "we spent the day at the zoo", "the afternoon at the beach"
    (as "we were at the beach last week"); not "the day at work" or "at home" (no venue), nor years."""
    spent = _direct_object(spend, vague_ok=True)
    if spent is None or not _short_stretch(spent) or spent.lemma_.lower() in {"year", "month"}:
        return None
    venue = _prep_object(spend, {"at"})
    if venue is None or venue.lemma_.lower() not in VENUES or venue.ent_type_ == "PERSON":
        return None
    return _noun_phrase(venue) if _told_with_article_or_owner(venue) else None


_HOMES_OF = frozenset({"place", "house", "home", "apartment", "flat"})


def _spent_with_people(spend: Token) -> str | None:
    """Whose home a stretch of time was spent at, which is a visit to them: "I spent the weekend at my parents'
    place", "we spent Christmas at my sister's house" ("my parents", "my sister"); not one's own ("at my place"),
    nor a stretch of years."""
    spent = next((child for child in spend.children if child.dep_ == "dobj"), None)
    if spent is None or not _short_stretch(spent) or spent.lemma_.lower() in {"year", "month"}:
        return None
    at = next((child for child in spend.children if child.dep_ == "prep" and child.lower_ == "at"), None)
    home = next((child for child in at.children if child.dep_ == "pobj"), None) if at is not None else None
    if home is None or home.lower_ not in _HOMES_OF:
        return None
    owner = next((child for child in home.children if child.dep_ == "poss"), None)
    if owner is None or not (_is_people(owner) or owner.ent_type_ == "PERSON"):
        return None
    whose = next((child for child in owner.children if child.dep_ == "poss"), None)
    return f"{whose.lower_} {owner.text}" if whose is not None else owner.text


def _stayed_in(stay: Token) -> Token | None:
    """The place named where a stay of a stretch of time was: "we stayed in Nashville *for a week*", gone to as
    "we spent a week in Lisbon" is; not years ("I stayed in Denver for ten years": lived there), nor a stay with no
    stretch ("I stayed in Denver after college" may be living on there)."""
    stretches = (
        child for prep in stay.children if prep.dep_ == "prep" and prep.lower_ == "for" for child in prep.children
    )
    if not any(stretch.dep_ == "pobj" and _short_stretch(stretch) for stretch in stretches):
        return None
    place = _prep_object(stay, {"in"})
    return place if place is not None and place.ent_type_ in {"GPE", "LOC"} else None


def _place_of_a_stretch_back_from(verb: Token, back: Token) -> Token | None:
    """The place of "back from *a week* in Costa Rica": a named place a short stretch was spent in."""
    stretch = next(
        (
            obj
            for head in (verb, back)
            for prep in head.children
            if prep.dep_ == "prep" and prep.lower_ == "from"
            for obj in prep.children
            if obj.dep_ == "pobj"
        ),
        None,
    )
    if stretch is None or not _short_stretch(stretch):
        return None
    place = _prep_object(stretch, {"in"}) or _prep_object(verb, {"in"})
    return place if place is not None and place.ent_type_ in {"GPE", "LOC"} else None


def _short_stretch(span: Token) -> bool:
    """ "a week", "a few days", "the weekend": a stretch of time short of years, which would be living there."""
    if not (span.ent_type_ in {"DATE", "TIME"} or span.lemma_.lower() in _SPANS_OF_TIME):
        return False
    return span.lemma_.lower() not in {"year", "decade", "life", "childhood"}


def _done_phrase(gerund_: Token) -> str | None:
    """What a gerund says was done, as every other activity is named: the lemma with its object or place ("spent
    the day *painting the fence*": "paint the fence"), a pastime told alone its gerund ("busy *gardening*")."""
    alone = _activity_phrase(gerund_, gerund=True)
    if alone is None or alone == gerund_.lower_:
        return alone
    return _activity_phrase(gerund_) or alone


def _is_activity(gerund_: Token) -> bool:
    return verb_lemma(gerund_) in INTRANSITIVE_ACTIVITIES | ACTIVITY_VERBS or gerund_.lower_ in _ACTIVITY_GERUNDS


def _photo(verb: Token) -> Token | None:
    return next((child for child in verb.children if child.dep_ == "dobj" and _is_photo(child)), None)


def _is_photo(token: Token) -> bool:
    return token.lemma_.lower() in _PHOTOS and not _jab(token)


def _own_outing_shown(be: Token) -> Token | None:
    """ "This photo is from *our camping trip*", "here's a pic from *my cousin's wedding*": the speaker's own outing
    or occasion a photo shown is from (not "from her vacation" or "from a magazine")."""
    photo = next((child for child in be.children if child.dep_ == "nsubj" and _is_photo(child)), None)
    if photo is None:
        return None
    return _the_speakers_outing(_prep_object(be, {"from"}) or _prep_object(photo, {"from"}))


def _photo_kept_from(have: Token) -> Token | None:
    """ "I have a picture from my trip to Paris", "we have some pics from a holiday in Maine": the outing a
    photo the speaker has now is from; not someone else's ("from her trip") nor one had once ("I had a photo")."""
    photo = _photo(have)
    if photo is None or have.tag_ not in {"VBP", "VBZ"}:
        return None
    outing = _prep_object(photo, {"from"}) or _prep_object(have, {"from"})
    if outing is None or outing.lemma_.lower() not in _PHOTO_OUTINGS:
        return None
    owner = next((child for child in outing.children if child.dep_ == "poss"), None)
    return outing if owner is None or owner.lower_ in MY_OUR else None


def _the_speakers_outing(outing: Token | None) -> Token | None:
    """`outing` when it is an outing or occasion of the speaker's own ("our camping trip", "my cousin's wedding":
    the cousin is the speaker's), else None."""
    if outing is None or outing.lemma_.lower() not in OUTINGS | EVENT_NOUNS:
        return None
    owner = next((child for child in outing.children if child.dep_ == "poss"), None)
    if owner is not None and owner.lower_ not in MY_OUR:
        owner = next((child for child in owner.children if child.dep_ == "poss"), None)
    return outing if owner is not None and owner.lower_ in MY_OUR else None


def _recalled_together(verb: Token) -> bool:
    """ "Remember when we volunteered at the shelter?", "do you remember when we visited Rome?": a past the speaker
    shared, asked about only to recall it (not "remember when *you* went", or "do you remember *if* ...")."""
    remember = verb.head
    if verb.tag_ != "VBD" or verb.dep_ not in {"advcl", "ccomp"} or remember.lemma_.lower() != "remember":
        return False
    if not any(child.dep_ == "advmod" and child.lower_ == "when" and child.i < verb.i for child in verb.children):
        return False
    if not any(child.dep_ == "nsubj" and child.lower_ == "we" for child in verb.children):
        return False
    asker = [child.lower_ for child in remember.children if child.dep_ == "nsubj"]
    return asker in ([], ["you"]) and not any(child.dep_ == "neg" for child in remember.children)


def _pictured(photo: Token) -> Token | None:
    """The speaker a photo is of: "a pic of *me*", "a photo of *us*" (not "of my dad")."""
    if not _is_photo(photo):
        return None
    return next(
        (
            obj
            for prep in photo.children
            if prep.dep_ == "prep" and prep.lower_ == "of"
            for obj in prep.children
            if obj.dep_ == "pobj" and obj.lower_ in _PICTURED
        ),
        None,
    )


def _pictured_at(be: Token) -> Token | None:
    """ "Here's a pic of me at the science museum", "this is a photo of us at my cousin's wedding": an occasion or a
    place the speaker is shown at (not "at my desk", "at sunset" or "of my dad at the lake")."""
    if be.lemma_ != "be":
        return None
    photo = next((child for child in be.children if child.dep_ in {"nsubj", "attr"} and _is_photo(child)), None)
    me = _pictured(photo) if photo is not None else None
    # "a photo of [me singing] at the concert": the small model may make the speaker the gerund's subject
    shown = _shown_doing(photo) if photo is not None and me is None else None
    me = me or next((child for child in shown.children if child.dep_ == "nsubj"), None) if shown else me
    if photo is None or me is None:
        return None
    # "a snap of me *juggling at* the street fair": the speaker shown doing something there was there
    doing = [child for child in (*photo.children, *me.children) if child.dep_ == "acl" and child.tag_ == "VBG"]
    doing += [shown] if shown is not None else []
    place = (
        _prep_object(photo, {"at"})
        or _prep_object(me, {"at"})
        or _prep_object(be, {"at"})
        or next((found for verb in doing if (found := _prep_object(verb, {"at"})) is not None), None)
    )
    return place if place is not None and _photographed_at(place) else None


def _photo_taken_at(take: Token) -> Token | None:
    """ "I took this photo at the beach last week", "I snapped this at a lovely spot called Pine Lake": where the
    speaker took a photo, in the past, is where they were."""
    if take.lemma_.lower() not in {"take", "snap"} or not _told_in_the_past(take):
        return None
    shot = next((child for child in take.children if child.dep_ == "dobj"), None)
    if shot is None or not (_is_photo(shot) or (take.lemma_.lower() == "snap" and shot.lower_ in {"this", "these"})):
        return None  # "I snapped *this*": a photo shown
    place = _prep_object(take, {"at"}) or _prep_object(shot, {"at"})
    return place if place is not None and _photographed_at(place) else None


def _photographed_at(place: Token) -> bool:
    """An occasion, a place named or a venue a photo shows or was taken at; not "at my desk" or "at sunset"."""
    if not _is_visit(place) or place.lower_ in _TIMES_OF_DAY:
        return False
    lemma = place.lemma_.lower()
    occasion = lemma in EVENT_NOUNS | GATHERINGS | CONTESTS | CLASS_NOUNS | OUTINGS
    named = place.pos_ == "PROPN" or place.ent_type_ in {"FAC", "GPE", "LOC", "ORG"}
    called = lemma in NAMED_KINDS and called_name(place) is not None  # "a lovely spot called Pine Lake"
    return occasion or named or called or lemma in VENUES


def _shown_doing(photo: Token) -> Token | None:
    """The gerund of "a photo of [*us* singing]" when the small model made the speaker its subject."""
    for prep in photo.children:
        if prep.dep_ == "prep" and prep.lower_ == "of":
            for verb in prep.children:
                subject = any(child.dep_ == "nsubj" and child.lower_ in _PICTURED for child in verb.children)
                if verb.dep_ == "pcomp" and verb.tag_ == "VBG" and subject:
                    return verb
    return None


def _pictured_doing(verb: Token) -> bool:
    """ "a snapshot of me frying some dumplings", "a picture of us kayaking": the speaker shown doing something."""
    if verb.tag_ != "VBG":
        return False
    head = verb.head
    if verb.dep_ == "acl" and _pictured(head) is not None:  # "a photo of me *cooking*"
        return True
    if verb.dep_ == "acl" and head.lower_ in _PICTURED and head.dep_ == "pobj":  # "of me" with "cooking" on "me"
        return _pictured(head.head.head) is not None
    if verb.dep_ == "pcomp" and head.lower_ == "of" and _is_photo(head.head):  # "of *us* kayaking"
        return any(child.dep_ == "nsubj" and child.lower_ in _PICTURED for child in verb.children)
    return False


def _outing_pointed_at(be: Token) -> Token | None:
    """ "This was our ski trip to Vermont", "that was my sister's wedding": what a photo shown was of, the speaker's
    own outing or occasion, past; not "that was *his* party" or "this is our trip" (maybe one to come)."""
    if be.lemma_ != "be" or be.tag_ != "VBD" or any(child.dep_ == "neg" for child in be.children):
        return None
    if not any(child.dep_ == "nsubj" and child.lower_ in {"this", "that"} for child in be.children):
        return None
    return _the_speakers_outing(next((child for child in be.children if child.dep_ == "attr"), None))


def _been_to(verb: Token) -> bool:
    """ "been" in the perfect ("I've been to"), or opening a sentence that dropped "I've" ("Been to Rome once")."""
    if verb.lower_ != "been":
        return False
    if any(child.dep_ == "aux" and child.lemma_ == "have" for child in verb.children):
        return True
    before = verb.doc[verb.sent.start : verb.i]
    return not _has_own_subject(verb) and all(token.pos_ in {"ADV", "INTJ", "PUNCT"} for token in before)


def _is_visit(place: Token) -> bool:
    """A place or an occasion: not "been to *hell and back*" or "been to *it*"."""
    return _is_destination(place) and place.lower_ not in _NOT_VISITS and place.ent_type_ not in {"DATE", "TIME"}


def _joins_group_or_employer(verb: Token) -> bool:
    obj = _direct_object(verb)
    return obj is None or obj.lemma_.lower() in GROUP_NOUNS or obj.pos_ == "PROPN"


def _going(verb: Token) -> _Event | None:
    """ "went hiking", "went to a concert", "going to Paris"; "going to paint" is left to "paint"."""
    gone_to = _prep_object(verb, {"to"})
    for child in verb.children:
        if child.dep_ == "advcl" and gone_to is not None and gone_to.i < child.i:
            continue  # "I went to the library *to study for my exam*": a purpose after the place
        if child.dep_ in {"xcomp", "advcl"} and any(grand.dep_ == "aux" for grand in child.children):
            if _place_read_as_verb(verb, child):
                return _Event("ATTENDED", child.lower_)  # "I've been going to *therapy* twice a week"
            kind = _class_read_as_infinitive(child) if verb.dep_ in {"csubj", "xcomp"} else None  # "to *spin* classes"
            return _Event("ATTENDED", kind) if kind is not None else None  # "went to see a play": "see a play"
    named = _pastime_named_apart(verb)
    if named is not None:
        return _Event("DID", named)
    # "went camping": the gerund may come out as the object ("Remember when we went *camping*?")
    activity = next(
        (
            child
            for child in verb.children
            if (child.dep_ in {"xcomp", "dobj"} or (child.dep_ == "advcl" and child.i == verb.i + 1))
            and (child.tag_ == "VBG" or child.lower_ in _ACTIVITY_GERUNDS)
        ),
        None,
    )  # a known pastime's gerund may come out as a noun ("we went *skating*") or a clause ("went *swimming*")
    if activity is not None:
        done = _activity_phrase(activity, gerund=True) or activity.text
        named_by = next((c for c in activity.children if c.dep_ == "compound" and c.i == activity.i - 1), None)
        if named_by is not None and done == activity.lower_:
            done = f"{named_by.lower_} {done}"  # "went *rock* climbing", "ice skating": the pastime's whole name
        return _Event("DID", done, _pastimes_joined(activity))
    place = _stranded_object(verb, "to") or _prep_object(verb, {"to"}) or _gone_to_through_direction(verb)
    if place is not None and _is_people(place):
        return _Event("DID", f"visit {_noun_phrase(place)}")  # "we went to my parents' for Christmas": a visit
    if place is not None and _is_destination(place):
        return _Event("ATTENDED", _noun_phrase(place))
    outing = _prep_object(verb, {"on", "for"})  # "went on a road trip", "went for a run"
    if outing is not None and outing.lower_ in OUTINGS:
        return _Event("DID", _noun_phrase(outing))
    return None


def _place_read_as_verb(going: Token, word: Token) -> bool:
    """ "I've been going to *therapy* twice a week", "I go to *church* twice a month": before a count of times the
    small model reads the place gone to as a bare verb after "to". Only where the going is a habit (its present,
    or "have been going"), which "going to" of a plan is not; the word has nothing of a verb's but the count."""
    if word.tag_ != "VB" or word.i != going.i + 2 or going.doc[going.i + 1].lower_ != "to":
        return False
    if word.lemma_.lower() in ACTIVITY_VERBS | INTRANSITIVE_ACTIVITIES:
        return False  # "I've been going to swim twice a week": a pastime's verb, which its own rules read
    if not all(child.dep_ in {"aux", "npadvmod", "advmod"} for child in word.children):
        return False
    if not any(child.dep_ == "npadvmod" and child.lemma_.lower() in _CALENDAR_UNITS for child in word.children):
        return False
    return going.tag_ in {"VBP", "VBZ"} or (
        going.tag_ == "VBG" and any(child.dep_ == "aux" and child.lower_ == "been" for child in going.children)
    )


def _pastime_named_apart(verb: Token) -> str | None:
    """ "went *pumpkin picking*", "went *bird watching*": a gerund named by its noun (GERUNDS_OF_THEIR_NOUN), which
    the small model may hang on "went" apart from its noun or tag a noun; the pastime is both words."""
    doc = verb.doc
    for child in verb.children:
        if child.dep_ not in {"advcl", "dobj", "xcomp"} or child.lower_ not in GERUNDS_OF_THEIR_NOUN or child.i < 1:
            continue
        kind = doc[child.i - 1]
        if kind.pos_ in {"NOUN", "PROPN", "ADJ"} and kind.head in (verb, child) and kind.i > verb.i:
            return f"{kind.lower_} {child.lower_}"
    return None


_HOMEWARD = frozenset({"go", "head", "fly", "drive", "travel", "come"})
# Verbs of going or being somewhere whose "for" may name the occasion gone for: "flew to Denver *for a wedding*",
# "I was in Seattle for a conference".
_TRAVELLING = _HOMEWARD | {"return", "be"}
# A trip home is worth keeping when it is for a stretch or an occasion, not a day's end ("I went home early").
_DAY_ENDS = frozenset({"tonight", "today", "yesterday", "now", "early", "late", "last night", "this morning"})
_STRETCHES = frozenset({"holidays", "holiday", "break", "summer", "winter", "weekend", "vacation", "christmas"})


def _gone_home(verb: Token) -> bool:
    """ "I'm flying home for Thanksgiving", "I'm going home for the holidays", "my son comes home next week": a trip
    home for an occasion or a stretch (not "I went home early", "I'm heading home now"); home where no other place
    is named ("I went home to Ohio" is a trip to Ohio, read as one)."""
    home = next((c for c in verb.children if c.lower_ == "home" and c.dep_ in {"advmod", "npadvmod", "dobj"}), None)
    if home is None or any(child.dep_ == "prep" and child.lower_ == "to" for child in verb.children):
        return False
    when = time_text_of(verb)
    return (when is not None and when.lower() not in _DAY_ENDS) or _for_an_occasion(verb)


def _for_an_occasion(verb: Token) -> bool:
    """ "for Thanksgiving", "for the holidays", "for the summer": an occasion or a stretch one goes or comes for."""
    reason = _prep_object(verb, {"for"})
    return reason is not None and (reason.ent_type_ in {"DATE", "EVENT"} or reason.lower_ in _STRETCHES)


_TICKET_VERBS = frozenset({"buy", "get", "book", "grab", "score", "snag", "purchase", "have"})
_SEEING = frozenset({"see", "watch", "hear", "attend"})


def _ticketed_for(verb: Token) -> str | None:
    """What tickets got are for, which is the plan ("I bought tickets to see Coldplay in July": "see Coldplay"; "I
    got tickets to the Lakers game on Friday": "Lakers game"; "We got tickets for Hamilton": "see Hamilton"; "I
    booked tickets to Hawaii for March": "go to Hawaii"). Not for a time gone ("tickets for last night's show")."""
    tickets = next((c for c in verb.children if c.dep_ == "dobj" and c.lemma_.lower() == "ticket"), None)
    if tickets is None or any(child.dep_ == "neg" for child in verb.children):
        return None
    if any(child.lower_ == "season" for child in tickets.children) or (verb.lemma_ == "have" and verb.tag_ == "VBD"):
        return None  # "season tickets for the Mariners": no one game; "I had a ticket for the concert": then
    when = time_text_of(verb)
    if when is not None and names_a_past_time(when):
        return None
    seeing = next(
        (c for c in verb.children if c.dep_ in {"advcl", "xcomp"} and c.lemma_.lower() in _SEEING and c.i > tickets.i),
        None,
    ) or next((c for c in tickets.children if c.dep_ in {"acl", "relcl"} and c.lemma_.lower() in _SEEING), None)
    if seeing is not None:
        seen = next((child for child in seeing.children if child.dep_ == "dobj"), None)
        return f"{seeing.lemma_.lower()} {_noun_phrase(seen)}" if seen is not None else None
    target = _prep_object(tickets, {"to", "for"}) or _prep_object(verb, {"to"})
    if target is None or target.ent_type_ in {"DATE", "TIME"} or target.pos_ == "PRON":
        return None
    if target.ent_type_ in {"GPE", "LOC"}:
        return f"go to {_noun_phrase(target)}"
    return f"see {_noun_phrase(target)}" if target.pos_ == "PROPN" else _noun_phrase(target)


_BOOKING = frozenset({"book", "reserve"})
# Exams the small model tags as adjectives after their subject: "my chemistry *final*", "my history *midterm*".
_EXAMS = frozenset({"final", "finals", "midterm", "midterms"})


def _outing_booked(verb: Token) -> str | None:
    """The outing a booking is for, which is a plan: "we booked a cruise to the Bahamas", "I booked a trip to Peru",
    "I reserved a cabin for the weekend" is none (a place to stay, not an outing); "we booked flights to Lisbon": to fly
    there. Not denied, and not for a time gone ("the trip we booked last year")."""
    outing = next((c for c in verb.children if c.dep_ == "dobj"), None)
    if outing is None or any(child.dep_ == "neg" for child in verb.children) or verb.dep_ == "relcl":
        return None
    when = time_text_of(verb)
    if when is not None and names_a_past_time(when) and not still_to_come(when):
        return None
    where = _prep_object(outing, {"to"}) or _prep_object(verb, {"to"})
    if outing.lemma_.lower() == "flight":
        return f"fly to {_noun_phrase(where)}" if where is not None else None
    if outing.lemma_.lower() not in OUTINGS:
        return None
    phrase = _noun_phrase(outing)
    return f"{phrase} to {_noun_phrase(where)}" if where is not None and where.head.head == verb else phrase


_TICKETS_GOT = re.compile(r"^(?:buy|get|book|grab|score|snag|purchase) (?:the |some |two |a few )?tickets?\b")


def without_tickets_got_for_a_plan(relations: list[Relation]) -> list[Relation]:
    """The relations but "buy tickets" where what they are for is the plan read from the same words: the time told
    is the plan's ("in July"), not the buying's; nor is what they are for done ("I bought tickets to see a play in
    July": PLANS "see a play", no DID of it)."""
    planned = [r.span for r in relations if r.edge_type == "PLANS"]
    plans = {(r.subject, r.object, r.span) for r in relations if r.edge_type == "PLANS"}
    return [
        r
        for r in relations
        if not (
            r.edge_type == "DID"
            and (
                (_TICKETS_GOT.match(r.object) and any(r.span in p or p in r.span for p in planned))
                or (r.subject, r.object, r.span) in plans
            )
        )
    ]


def without_jobs_told_otherwise(relations: list[Relation]) -> list[Relation]:
    """The relations but a job taken ("got a new job") where the same words name its employer or the role taken
    ("a new job at Globex", "a job as a nurse"): WORKS_AT or HAS_ROLE says it, with its time."""
    told = [(r.subject, r.span) for r in relations if r.edge_type in {"WORKS_AT", "HAS_ROLE"} and not r.negated]
    return [
        r
        for r in relations
        if not (
            r.object_kind == EVENT
            and _names_a_job_taken(r.object)
            and any(r.subject == subject and (r.span in span or span in r.span) for subject, span in told)
        )
    ]


def _names_a_job_taken(phrase: str) -> bool:
    """Whether an event's phrase is one `_job_taken` names: "get a new job", "land my first internship"."""
    words = phrase.split()
    return len(words) > 1 and words[0] in _TAKING_A_JOB and words[-1] in _JOBS_TAKEN


_HOSTS = frozenset({"us", "me"})


def _visit_to_the_speaker(verb: Token) -> bool:
    """ "My parents are visiting next week", "Tom is visiting us in May", "My sister is coming to visit next month",
    "My in-laws are coming for Thanksgiving": someone else's visit, to the speaker, with its time. Not the
    speaker's own ("I'm visiting next week" says not whom; "we're visiting my parents" has its object), nor one
    told with no time ("My mom is visiting")."""
    subject = next((child for child in verb.children if child.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ in {"i", "we", "you", "it", "they", "that", "this"}:
        return False
    objects = [child for child in verb.children if child.dep_ in {"dobj", "prep"} and child.lower_ != "from"]
    if verb_lemma(verb) == "visit":
        told = all(child.lower_ in _HOSTS | {"in", "on", "for", "over"} for child in objects)
    else:
        visiting = any(child.dep_ == "xcomp" and verb_lemma(child) == "visit" for child in verb.children)
        told = (visiting or _for_an_occasion(verb)) and not any(
            c.dep_ == "prep" and c.lower_ == "to" for c in verb.children
        )
    # "My mom is visiting, and she loves gardening": here now, a stay more than a visit told
    return told and time_text_of(verb) is not None


def _signed_someone(signed: Token) -> bool:
    """A sponsor or a person signed up ("Nike", "my daughter", "her"), or whatever is signed *up* ("our twins up
    for camp"), not a thing signed ("the lease")."""
    sign = signed.head
    up_after = any(_is_particle(child) and child.lower_ == "up" and child.i > signed.i for child in sign.children)
    return signed.pos_ in {"PROPN", "PRON"} or signed.lower_ in COMPANY_NOUNS or up_after


def _is_people(place: Token) -> bool:
    """Whether what one went to is people, their home left unsaid ("to my parents", "to Ravi's parents", "to my
    sister's"): relatives or friends, not an occasion of theirs ("Tom's party")."""
    return place.lower_ in COMPANY_NOUNS and place.lower_ not in {"team"}


def _gone_to_through_direction(verb: Token) -> Token | None:
    """ "I went *back* to Paris", "we went *down* to the lake": the place, which the small model hangs on the
    direction."""
    places = (_prep_object(child, {"to"}) for child in verb.children if is_direction(child))
    return next((place for place in places if place is not None and not is_figurative_return(place)), None)


def _ended_up_at(verb: Token) -> Token | None:
    """ "ended up *at a karaoke bar*", "ended up in *a salsa class*": where an outing took one, when it is a venue
    or an occasion. Not "in trouble", "in the hospital", "at the wrong address", nor a named place ("ended up at
    Google", "in Denver": a job or a home, as likely as a visit)."""
    if not any(child.dep_ == "prt" and child.lower_ == "up" for child in verb.children):
        return None
    place = _prep_object(verb, {"at", "in"})
    if place is None or not _is_visit(place) or place.pos_ != "NOUN":
        return None
    lemma = place.lemma_.lower()
    return place if lemma in EVENT_NOUNS | GATHERINGS | CONTESTS | CLASS_NOUNS | VENUES else None


def _ended_up_doing(gerund_: Token, end: Token) -> bool:
    """ "I ended up *baking* bread": done, when "ended up" is in the simple past and neither is denied; not "we might
    end up going", "I'll end up watching", "I never ended up visiting"."""
    return (
        gerund_.tag_ == "VBG"
        and end.lemma_.lower() == "end"
        and end.tag_ == "VBD"
        and any(child.dep_ == "prt" and child.lower_ == "up" for child in end.children)
        and not any(child.dep_ in {"aux", "auxpass", "neg"} for part in (gerund_, end) for child in part.children)
        and not any(child.lower_ == "never" for child in end.children)
    )


def _ended_up_going(pastime: Token, going: Token) -> bool:
    """ "we ended up going *hiking*": the "going" is done, no plan as in "I'm going hiking"."""
    return going.lemma_ == "go" and going.dep_ == "xcomp" and _ended_up_doing(going, going.head)


_CLASS_VERBS = frozenset({"take", "attend", "skip", "miss", "cancel", "audit"})


def _class_read_as_infinitive(verb: Token) -> str | None:
    """ "going to *spin classes*": the small model may read a class named by a verb as "to" and an infinitive with
    its object; a class or an occasion right after it, and nothing else on the verb, is the class."""
    if verb_lemma(verb) in ACTIVITY_VERBS | PARSED_ACTIVITY_VERBS | LIGHT_VERBS | _CLASS_VERBS:
        return None  # "Going to take classes": a verb of its own
    obj = next((child for child in verb.children if child.dep_ == "dobj"), None)
    if (
        obj is None
        or obj.i != verb.i + 1
        or any(child.dep_ not in {"aux", "dobj", "prep", "npadvmod"} for child in verb.children)
    ):
        return None
    return f"{verb.lower_} {obj.lower_}" if obj.lower_ in CLASS_NOUNS else None


def _mood(verb: Token) -> str | None:
    """ "future", "done" (past or present), "wished" for a wish held now (kg/extraction/wishes.py), or None for
    another wish, a hypothetical or a question."""
    if asserts_nothing(verb):  # its sentence is its span, so the extractor's check cannot find the verb
        return None
    if aim_told_by_gerund(verb) is not None:  # "Opening a bakery is my dream": an aim, never a deed
        aim = own_aim(verb)
        return "wished" if is_wish(aim) else "future" if aim == "plan" else None
    if _wished_could(verb):
        return "wished"  # "I wish I could travel more"
    future = False
    current = verb
    for _ in range(3):
        aux = {child.lower_ for child in current.children if child.dep_ in {"aux", "auxpass", "advmod"}}
        if aux & (HYPOTHETICAL | _MAYBE) and not told_as_bygone_habit(current):
            return None  # "I'd paint more if I had time"; not "As a kid I'd paint every weekend", a habit then
        future |= bool(aux & _FUTURE_AUX)
        if current.dep_ in {"acl", "advcl", "relcl"}:  # "It's always been my dream to visit Japan", "it's my plan to"
            aim = own_aim(current)
            if is_wish(aim):
                return "wished"
            future |= aim == "plan"
        if current.dep_ not in {"xcomp", "pcomp", "advcl", "conj", "ccomp"} or current.head == current:
            break
        if after_past_verb_read_as_name(current):
            break  # "*Went* sailing on Sunday": the head is "went", whatever the tagger made of it
        if current.dep_ in {"pcomp", "conj"} and _has_own_subject(current):
            break  # "a shot from when *I was surfing*", "the week was hard, so *I'm painting*": a clause of its own
        head = current.head
        head_lemma = head.lemma_.lower()
        if current.dep_ == "pcomp" and head.dep_ == "prep":  # "I plan on learning French"
            head = head.head
            head_lemma = head.lemma_.lower()
        if current.dep_ == "pcomp" and current.head.lower_ == "by":
            current = head  # "I celebrated by making a cake": the means shares its head's mood
            continue
        if current.dep_ in {"xcomp", "advcl"} and _going_to_left_out(current) == head:
            future = True  # "Gonna paint the room": "Gon" "na", which the small model makes a noun
            break
        if current.dep_ in {"xcomp", "advcl"} and _to_clause(current) and is_saving_now(head):
            return "wished"  # "I'm saving up to buy a house": wanted, not bought
        if is_wrapper(current, head):  # "I decided to hike", "we had to paint the door", "got done mowing"
            wrapped = wrapped_mood(current, head)
            if wrapped is None:
                return None
            future |= wrapped == "future"
            current = head
            continue
        if tried_as_habit(current, head):
            current = head  # "I try to meditate every morning": done, as "I meditate every morning" is
            continue
        if _worked_on(current):
            current = head  # "I'm working on writing a novel": being done, as "I'm writing a novel" is
            continue
        midway = _midway_through(current)
        if midway is not None:
            current = midway  # "I'm in the middle of painting the kitchen": likewise
            continue
        if current.dep_ == "xcomp" and (_ended_up_doing(current, head) or _ended_up_going(current, head)):
            current = head  # "I ended up baking bread", "we ended up going hiking": done, as "we went hiking" is
            continue
        if current.dep_ == "xcomp" and _felt_doing(current, head):
            current = head  # "I felt so nervous giving my speech": done then, as the feeling was
            continue
        if current.dep_ == "xcomp" and _out_doing(current, head):
            current = head  # "I was out hiking yesterday": out doing it, as "I was hiking" is
            continue
        if _spent_doing(current):
            current = head  # "I spent Sunday unwinding with a long walk": done when the spending was
            continue
        if done_aloud(current):
            break  # "It was nice to visit Japan": done, as told
        if current.dep_ == "pcomp" and looks_forward_now(head):
            future = True  # "I'm looking forward to hiking the ridge"
            break
        if current.dep_ == "xcomp" and (_is_eager(head) or _is_off(head)):
            future = True  # "I'm excited to see the show", "I can't wait to go to the fair", "I'm off to bake"
            break
        if current.dep_ in {"xcomp", "pcomp"}:
            if head_lemma in PLAN_VERBS and (head_lemma != "go" or head.tag_ == "VBG"):
                future = True
            elif is_wish_held(current, head):
                return "wished"  # "I want to adopt a dog", "I'd love to visit Japan": WANTS
            elif own_aim(current) == "plan":
                future = True  # "My plan is to visit Rome"
            elif (head_lemma not in PHASE_VERBS or head_lemma in WISH_VERBS) and not _got_to(head):
                return None  # "I hate running", "I want to learn": a feeling or a wish about it, not an event
        elif current.dep_ in {"advcl", "ccomp"} and not any(child.tag_ == "TO" for child in current.children):
            break  # a purpose clause ("planning a trip *to explore* a city") shares its head's mood
        elif head_lemma == "be":
            return None  # "I'm down *to join* the meeting", "I'm here *to help*": willing, not done
        current = head
    going = current  # the verb, or the head its purpose was climbed to ("I'm going to the store *to buy* milk")
    leaving_for = going.lemma_ == "leave" and _prep_object(going, {"for"}) is not None  # "I'm leaving for Rome"
    if (
        (going.lemma_ in {"go", "head"} or leaving_for)
        and going.tag_ == "VBG"
        and _has_be_aux(going)
        and not _perfect_progressive(going)
    ):
        future = True  # "I'm going to Paris", "I'm heading to Denver tomorrow"
    if going != verb and _progressive_now(going) and still_to_come(time_text_of(going)):
        future = True  # "This weekend we're driving to the mountains *to go skiing*": the purpose is ahead too
    if _is_off(verb):
        future = True  # "I'm off to Ireland"
    return "future" if future else "done"


def _signed_up_for(verb: Token, prep: str) -> str | None:
    """ "in a coding bootcamp" after "enrolled", with no object of its own ("enrolled our son in ...")."""
    place = _prep_object(verb, {prep}) if _direct_object(verb, vague_ok=True) is None else None
    return f"{prep} {_noun_phrase(place)}" if place is not None else None


def _got_better_at(get: Token) -> str | None:
    """What "get" got better at: "I'm getting better at *chess*", "way better at *baking bread*"; not "it got
    better at the end" (no thing) or "at it"."""
    better = next((c for c in get.children if c.dep_ in {"acomp", "advmod"} and c.lower_ == "better"), None)
    if better is None:
        return None
    at = next((c for part in (get, better) for c in part.children if c.dep_ == "prep" and c.lower_ == "at"), None)
    doing = next((c for c in at.children if c.dep_ == "pcomp" and c.tag_ == "VBG"), None) if at else None
    if doing is not None:
        return activity_text(doing)
    thing = _prep_object(get, {"at"}) or _prep_object(better, {"at"})
    return _noun_phrase(thing) if thing is not None else None


def _wished_could(verb: Token) -> bool:
    """ "I wish I *could* travel more": a wish held now for what the speaker would do; not "I wish I could have
    gone" (a regret), "I wish you could come" (someone else), "I wished I could" (then), or denied."""
    wish = verb.head
    if verb.dep_ != "ccomp" or wish.lemma_.lower() != "wish" or wish.tag_ != "VBP":
        return False
    auxiliaries = {child.lower_ for child in verb.children if child.dep_ == "aux"}
    own = any(child.dep_ == "nsubj" and child.lower_ in {"i", "we"} for child in verb.children)
    denied = any(child.dep_ == "neg" for part in (verb, wish) for child in part.children)
    return own and "could" in auxiliaries and "have" not in auxiliaries and not denied


def _worked_on(verb: Token) -> bool:
    """ "I'm working on *writing* a novel": a deed worked on, told as the deed itself."""
    return verb.dep_ == "pcomp" and verb.head.lower_ == "on" and verb.head.head.lemma_.lower() == "work"


def _midway_through(verb: Token) -> Token | None:
    """The "be" of "I'm in the middle of *writing* a novel", "I'm halfway through *painting* the fence" or "I'm proud
    of *finishing* my first marathon", through which the deed is told; None for another verb."""
    if verb.dep_ != "pcomp":
        return None
    prep = verb.head
    held = prep.head
    if prep.lower_ == "of" and held.lower_ == "middle" and held.dep_ == "pobj" and held.head.lower_ == "in":
        be = held.head.head  # "in the middle of"
    elif (prep.lower_, held.lower_) in {("through", "halfway"), ("of", "proud")} and held.dep_ in {"advmod", "acomp"}:
        be = held.head  # "halfway through", "proud of"
    else:
        return None
    return be if be.lemma_.lower() == "be" else None


def _told_as_ahead(verb: Token) -> bool:
    """In the present progressive or the simple present, which a time to come makes a plan; or the purpose of
    such a verb ("I'm flying to Boston *to visit* my daughter next week")."""
    purpose = verb.dep_ == "advcl" and _to_clause(verb) and verb.head != verb
    told = verb.head if purpose else verb
    return _progressive_now(told) or _scheduled_present(told)


def _to_clause(verb: Token) -> bool:
    return any(child.tag_ == "TO" for child in verb.children)


def _perfect_progressive(verb: Token) -> bool:
    """ "I've *been* going to the gym three times a week": a habit kept up until now, gone to as "I go to the gym"
    is, not a trip to come."""
    return any(child.dep_ == "aux" and child.lower_ == "been" for child in verb.children)


def _out_doing(gerund_: Token, be: Token) -> bool:
    """ "I was *out* hiking", "we were out fishing all morning": the small model hangs the gerund on "be"."""
    return (
        gerund_.tag_ == "VBG"
        and be.lemma_ == "be"
        and any(child.lower_ == "out" and child.dep_ in {"advmod", "prt"} for child in be.children)
    )


def _got_to(head: Token) -> bool:
    """ "I *got* to volunteer at a fair": had the chance and did; not "I've got to go", which is a must."""
    return (
        head.lemma_.lower() == "get" and head.tag_ == "VBD" and not any(child.dep_ == "aux" for child in head.children)
    )


def _is_off(head: Token) -> bool:
    """ "I'm *off* to ...": leaving for it now, in the present only ("I was off to ..." tells of a past plan)."""
    return (
        head.lemma_ == "be"
        and head.tag_ in {"VBP", "VBZ"}
        and any(child.lower_ == "off" and child.dep_ in {"advmod", "prt", "acomp", "prep"} for child in head.children)
    )


def _is_eager(head: Token) -> bool:
    if head.lemma_.lower() == "wait":
        return any(child.dep_ == "neg" for child in head.children)
    if head.lemma_ == "be":  # "I'm really keen to try": the small model may hang the verb on "'m"
        head = next((child for child in head.children if child.dep_ == "acomp"), head)
    be = head.head  # "I'm excited to": eager now, about what is to come; not "I wasn't excited to"
    return (
        head.lower_ in EAGER_WORDS
        and head.dep_ == "acomp"
        and be.tag_ in {"VBP", "VBZ"}
        and not any(child.dep_ == "neg" for child in (*head.children, *be.children))
    )


def _has_own_subject(verb: Token) -> bool:
    return any(child.dep_ in {"nsubj", "nsubjpass", "csubj"} for child in verb.children)


def _subjects_through_heads(verb: Token, lowercase_text: bool) -> tuple[list[tuple[str, Token | Span]], list[Token]]:
    """The subject of "paint" in "I'm going to paint the kitchen": the head that governs it has the subject; and of
    "visit" in "I hope to learn Spanish and *visit* Madrid", a verb joined to such a complement. With the heads
    climbed to it, that one last (none when no head has a subject)."""
    midway = _midway_through(verb)
    if midway is not None:  # "I'm in the middle of writing a novel": the subject is the "be"'s
        subjects, _ = subjects_of(midway, lowercase_text, we_is_user=True)
        return list(subjects), [midway]
    current = verb
    climbed: list[Token] = []
    for _ in range(3):
        purpose = current.dep_ == "advcl" and any(child.tag_ == "TO" for child in current.children)
        joined = _joined_to_complement(current)
        if not (current.dep_ in {"xcomp", "pcomp", "prep"} or purpose or joined) or current.head == current:
            break
        current = current.head
        climbed.append(current)
        subjects, _ = subjects_of(current, lowercase_text, we_is_user=True)
        if subjects:
            return list(subjects), climbed
    return [], []


def _joined_to_complement(verb: Token) -> bool:
    """ "to hike and *camp*", "hoping to learn Spanish and *visit* Madrid": a verb with no subject of its own joined
    to a complement shares its subject. Not one with a "to" of its own after a complement without one ("adopting a
    dog *to teach* the kids"): a purpose the small model joined to it."""
    head = verb.head
    if verb.dep_ != "conj" or head.dep_ not in {"xcomp", "pcomp"} or _has_own_subject(verb):
        return False
    return _to_clause(head) or not _to_clause(verb)


def _doing_while(verb: Token, lowercase_text: bool) -> list[tuple[str, Token | Span]]:
    """ "I twisted my ankle *while hiking*": a pastime the speaker was doing when something happened in the past
    (not "I sing while cooking", a habit, or "I'll call you while traveling"; the pastime must be a known one)."""
    head = verb.head
    past = head.tag_ == "VBD" or any(
        child.dep_ in {"aux", "auxpass"} and child.tag_ == "VBD" for child in head.children
    )  # "I *found* a trail", "we *got* lost"
    if verb.tag_ != "VBG" or verb.dep_ != "advcl" or head == verb or not past:
        return []
    if not any(child.dep_ == "mark" and child.lower_ == "while" for child in verb.children):
        return []
    if any(child.dep_ in {"nsubj", "nsubjpass"} for child in verb.children):
        return []  # "while *she* was hiking": a clause of its own
    if any(child.dep_ == "neg" or (child.dep_ == "aux" and child.tag_ == "MD") for child in head.children):
        return []  # "I didn't see a thing while hiking", "I'd have ...": no event told
    subjects, _ = subjects_of(head, lowercase_text, we_is_user=True)
    return [(value, verb) for value, _ in subjects if value == USER]


def _told_experience(verb: Token) -> list[tuple[str, Token | Span]]:
    """ "*Running* a half marathon was an amazing experience", "*Climbing* that ridge was brutal": a gerund with no
    subject of its own, judged in the past or the present perfect, is the speaker's own experience
    (`kg.extraction.experiences`); "*Going* to choir practice has helped me" too."""
    if told_as_experience(verb):
        return [(USER, verb)]
    if verb.tag_ != "VBG" or verb.dep_ not in {"csubj", "nsubj"} or verb.lemma_ != "go":
        return []
    return [(USER, verb)] if _told_of_the_speaker_since(verb.head) else []


def _told_of_the_speaker_since(head: Token) -> bool:
    """ "Going to choir practice *has helped me*", "... *has become our* ritual", "... *has been great*": a present
    perfect saying how it has gone for the speaker; "Going to the gym is good for you" is advice."""
    if not any(child.dep_ == "aux" and child.lemma_ == "have" for child in head.children):
        return False
    said = [word.lower_ for child in head.children if child.dep_ != "csubj" for word in child.subtree]
    return any(word in _PRAISE or word in {"me", "my", "us", "our"} for word in said)


def _chance_taken(verb: Token, lowercase_text: bool) -> list[tuple[str, Token | Span]]:
    """ "I *had the chance to* volunteer at a shelter": a chance had in the past was taken, as with "got to"; not
    "I never had the chance to", nor one hoped for ("I hope I have the chance to")."""
    chance = verb.head
    have = chance.head
    if verb.dep_ != "acl" or chance.lemma_.lower() not in _CHANCES or chance.dep_ != "dobj":
        return []
    if verb_lemma(have) not in {"have", "get"} or have.tag_ != "VBD":
        return []
    if any(child.dep_ == "neg" for child in (*have.children, *chance.children)):
        return []
    subjects, _ = subjects_of(have, lowercase_text, we_is_user=True)
    return list(subjects)


def _own_outing(verb: Token) -> list[tuple[str, Token | Span]]:
    """ "*Our trip* to Lisbon was amazing", "*my* birthday *party* was so much fun": the speaker's own outing or
    occasion, told of in the past as something good, is one the speaker went on (a cancelled one is not praised);
    "my interview went really well", "our trip went great": one told by how it went, good or bad, took place."""
    told = next((child for child in verb.children if child.dep_ == "nsubj"), None)
    if verb.tag_ != "VBD" or told is None:
        return []
    if not any(child.dep_ == "poss" and child.lower_ in MY_OUR for child in told.children) and not _occasion_of_a_kind(
        told
    ):
        return []
    if verb.lemma_ == "go":
        return [(USER, verb)] if _gone_some_way(verb, told) else []
    if verb.lemma_ != "be" or told.lemma_.lower() not in OUTINGS | EVENT_NOUNS:
        return []
    praised = any(
        word.lower_ in _PRAISE for child in verb.children if child.dep_ in {"attr", "acomp"} for word in child.subtree
    )
    return [(USER, verb)] if praised else []


def _own_outing_event(verb: Token) -> _Event:
    """The event of `_own_outing`: an occasion attended, a trip made; its owner or "the" left out."""
    told = next(child for child in verb.children if child.dep_ == "nsubj")
    kind = "ATTENDED" if told.lemma_.lower() in EVENT_NOUNS else "DID"
    phrase = unowned(_noun_phrase(told))
    first, _, rest = phrase.partition(" ")
    return _Event(kind, rest if first.lower() == "the" and rest else phrase)


def _occasion_of_a_kind(told: Token) -> bool:
    """ "*The pride event* was awesome", "the charity gala went great": an occasion named by its kind and "the",
    told of by the speaker as good, is one they were at. Not a game or a match (often watched from home), a meteor
    shower (a sight), nor "the event" alone."""
    lemma = told.lemma_.lower()
    if lemma not in EVENT_NOUNS or lemma in {"game", "match", "show", "shower"} or is_question(told.sent):
        return False
    the = any(child.dep_ == "det" and child.lower_ == "the" for child in told.children)
    kind = any(child.dep_ == "compound" and child.i == told.i - 1 for child in told.children)
    return the and kind and not _known_only_by_hearsay(told)


def _known_only_by_hearsay(told: Token) -> bool:
    """ "Sounds like the parade was amazing", "I bet the gala was great", "I heard the parade was fun": guessed at,
    or heard of, not been to."""
    head = told.head
    while head.dep_ != "ROOT" and head.head != head:
        head = head.head
    return head.lemma_.lower() in _HEARSAY or any(
        child.lower_ == "you" for child in head.children if child.dep_ == "nsubj"
    )


_HEARSAY = frozenset({"sound", "bet", "seem", "hope", "guess", "imagine", "hear", "read", "say", "tell"})


def _gone_some_way(went: Token, told: Token) -> bool:
    """ "*went* (really) well", "went great", "went smoothly": an occasion's "go" told by its manner, not denied
    ("didn't go well" says how it went, the fact that it took place under a "not") and not a question."""
    occasions = GATHERINGS | CONTESTS | OUTINGS | EVENT_NOUNS | TALKS | _DAYS_OF_ONES_OWN
    return (
        told.lemma_.lower() in occasions
        and any(child.dep_ in {"advmod", "acomp"} and child.lower_ in _WAYS_IT_WENT for child in went.children)
        and not any(child.dep_ == "neg" for child in went.children)
        and not is_question(went.sent)
    )


def _union(verb: Token) -> _Event | None:
    """ "I got married last year", "we got engaged in Paris": done; "I'm getting married in June": ahead. Only with
    "get": "I was married for years" or "we're engaged" tell a state, which the partner's fact says."""
    helper = next((child for child in verb.children if child.dep_ == "auxpass"), None)
    # The small model leaves "getting" as its own lemma when it takes it for an auxiliary.
    if helper is None or helper.lower_ not in {"got", "gotten", "get", "getting"} or verb.tag_ != "VBN":
        return None
    return _got_into(helper, verb)


def _union_got(verb: Token) -> _Event | None:
    """ "Josh is *getting* married in Portugal": the small model may make "get" the verb and "married" its
    complement, read as `_union` reads "married" with "getting" as its auxiliary."""
    state = next((child for child in verb.children if child.dep_ == "acomp" and child.tag_ == "VBN"), None)
    return _got_into(verb, state) if state is not None and state.lemma_.lower() in _UNIONS else None


def _got_into(get: Token, state: Token) -> _Event | None:
    """ "getting married": ahead; "got married", "have gotten engaged": done; "get married": neither."""
    if get.tag_ == "VBG":
        return _Event("PLANS", f"get {state.lower_}")
    return _Event("DID", f"get {state.lower_}") if get.tag_ == "VBD" or get.lower_ == "gotten" else None


def _occasion_dated(verb: Token) -> tuple[Token, bool, str] | None:
    """ "*My interview* is on Monday", "our wedding is in June", "my surgery is scheduled for March 3", "my exam was
    yesterday", "Kenji's birthday is on the 14th", "my mom's surgery is on Monday": an occasion, whether it is still
    ahead, told by when it is or was, and whose it is (`occasion_owner`). Only with a day, a month or a time to
    come named: "my interview is at noon" or "is important" says no day; "her wedding" is no one named, "the bake
    sale" anyone's."""
    passive = any(child.dep_ == "auxpass" for child in verb.children)
    told = next((child for child in verb.children if child.dep_ == ("nsubjpass" if passive else "nsubj")), None)
    if told is not None and told.lower_ == "it" and not passive:  # "It's my birthday tomorrow"
        told = next((child for child in verb.children if child.dep_ == "attr"), None)
    if told is None or told.lemma_.lower() not in GATHERINGS | CONTESTS | OUTINGS | EVENT_NOUNS | _DAYS_OF_ONES_OWN:
        return None
    owner = occasion_owner(told)
    if owner is None:
        return None
    if any(child.dep_ == "neg" for child in verb.children):
        return None  # "my appointment isn't on Monday": another day, not no appointment
    if verb.lemma_ in _SCHEDULING and not passive:
        return None  # "my party planned itself"
    when = time_text_of(verb)
    if when is None:
        return None
    # A participle with no auxiliary is a past the small model misread ("my flight *left* on Friday").
    bare_participle = verb.tag_ == "VBN" and not any(child.dep_ in {"aux", "auxpass"} for child in verb.children)
    passive_past = any(child.dep_ == "auxpass" and child.tag_ == "VBD" for child in verb.children)
    if verb.tag_ == "VBD" or bare_participle or passive_past:
        return told, False, owner
    return (told, True, owner) if still_to_come(when) else None


def occasion_owner(told: Token) -> str | None:
    """Whose the occasion is: USER for "my" or "our", the speaker's relative for "my mom's", a person named for
    "Kenji's"; None for anyone else's ("her wedding", "the team's party")."""
    owner = next((child for child in told.children if child.dep_ == "poss"), None)
    if owner is None:
        return None
    if owner.lower_ in MY_OUR:
        return USER
    role = speakers_close_one(owner)
    if role is not None:
        return speakers_relative_subject(role)
    # "Apple's launch event": no person's (the small model may call a person a place); but only a person has a
    # birthday, so "Jake's birthday" is Jake's whatever the NER took him for.
    if owner.pos_ != "PROPN" or (owner.ent_type_ in {"ORG", "NORP", "FAC"} and told.lemma_.lower() not in _PERSONAL):
        return None
    return whole_name(owner).text


# Occasions only a person has: whoever's name comes before one is a person.
_PERSONAL = frozenset({"birthday", "wedding", "funeral", "graduation", "surgery", "christening", "baptism"})


def _activity_phrase(verb: Token, gerund: bool = False) -> str | None:
    """The verb's lemma with its particle and object: "paint a sunset", "take up pottery", "volunteer at ..."."""
    lemma = verb_lemma(verb)
    head = verb.text.lower() if gerund else lemma
    # Only a particle right after the verb: "take *up* pottery", not "explore the coast *up* north".
    particle = next((child.lower_ for child in verb.children if child.i == verb.i + 1 and _is_particle(child)), None)
    words = [head] + ([particle] if particle else [])
    obj = _direct_object(verb)
    clause = next((child for child in verb.children if child.dep_ == "xcomp"), None)
    # "learn to play the violin"; "to code", which the small model may read as a noun
    infinitive = clause is not None and (clause.tag_ == "VB" or (clause.tag_ == "NN" and _after_to(clause)))
    if obj is not None:
        # "taught my nephew *how to ride a bike*": what was taught is part of it
        taught = _skill(clause) if clause is not None and infinitive and lemma == "teach" else None
        done = activity_text(obj) if obj.tag_ == "VBG" else None  # "finished *rereading The Alchemist*"
        # "fed *a horse* a carrot": what it was given to is part of it; not a person it was made for ("baked *my
        # mom* a cake": a cake baked) or "made *her* a cake"
        given = next((child for child in verb.children if child.dep_ == "dative" and child.pos_ == "NOUN"), None)
        for_someone = given is not None and given.lower_ in RECIPIENTS
        recipient = [_noun_phrase(given)] if given is not None and given.i < obj.i and not for_someone else []
        return " ".join([*words, *recipient, done or _without_diners(lemma, obj), *([taught] if taught else [])])
    learnt = _skill(clause) if clause is not None and lemma == "learn" and infinitive else None
    if learnt is not None:
        return " ".join([*words, learnt])
    # "I've been teaching myself to play the piano": learning, under way ("I taught myself to play piano" is a
    # skill had, KNOWS_ABOUT: kg/extraction/abilities.py)
    self_taught = next((c for c in verb.children if c.dep_ == "dobj" and c.lower_ in {"myself", "ourselves"}), None)
    teaching = lemma == "teach" and verb.tag_ == "VBG" and infinitive
    learnt = _skill(clause) if clause is not None and teaching and self_taught is not None else None
    if self_taught is not None and learnt is not None:
        return " ".join([*words, self_taught.lower_, learnt])
    preps = ACTIVITY_PREPS.get(lemma, frozenset())
    place = _prep_object(verb, preps) if preps else None
    if place is None and "to" in preps:
        place = _gone_to_through_direction(verb)  # "we drove *up* to Tahoe", "I flew back to Boston"
    stranded = next(
        ((prep, noun) for prep in sorted(preps) if (noun := _stranded_object(verb, prep)) is not None), None
    )
    if place is None and stranded is not None:  # "the shelter I volunteer *at*", "colleges I want to apply *to*"
        return " ".join([*words, stranded[0], _noun_phrase(stranded[1])])
    if place is not None:
        prep = place.head.lower_
        return " ".join([*words, *(() if prep == particle else (prep,)), _noun_phrase(place)])
    if any(_vague_object(child) for child in verb.children):
        return None  # "writing *my plans* down": about a thing too vague to name, not the pastime of writing
    if _gerund_turned(verb, lemma):
        return None  # "dream of running away", "running out of time": no pastime, whatever it means
    if lemma in _PASTIMES and (gerund or verb.tag_ == "VBG"):
        return verb.text.lower()
    if gerund and lemma in INTRANSITIVE_ACTIVITIES | ACTIVITY_VERBS:
        return verb.text.lower()
    if lemma in _PASTIMES and _told_bare(verb, lemma):
        return _GERUND_OF[lemma]  # "we swam in the lake", "I hiked all morning": swimming, hiking
    return None


def _skill(clause: Token) -> str | None:
    """What is learnt or taught in an infinitive: "to drive", "how to ride a bike", "to code" (read as a noun)."""
    learnt = ACTIVITY_VERBS | LIGHT_VERBS | PARSED_ACTIVITY_VERBS | PARSED_PASTIMES
    lemma = clause.lemma_.lower()
    if lemma not in learnt:
        return None
    inner = _activity_phrase(clause) or (lemma if not _direct_object(clause) else None)
    if inner is not None and inner == _GERUND_OF.get(lemma):
        inner = lemma  # "learn to dance", not "learn to dancing"
    how = any(child.lower_ == "how" and child.i < clause.i for child in clause.children)  # as said
    return " ".join([*(["how"] if how else []), "to", inner]) if inner else None


def _vague_object(child: Token) -> bool:
    """An object too vague to name, not a time the parse took for one ("knitting *all evening*")."""
    time = child.ent_type_ in {"DATE", "TIME"} and child.lemma_.lower() in _TIME_NOUNS
    return child.dep_ in {"dobj", "obj"} and child.lemma_.lower() not in _HOW_MUCH and not time


def _told_in_time(verb: Token, lemma: str) -> bool:
    """Past, perfect or to come. A past form the small model tagged as present keeps a lemma of its own ("we
    *swam*": swim); a base form counts only after a word of the future ("I'll swim"), not after "do" ("I don't
    surf"), and a participle only in the perfect ("I'm *drawn* to turtles" is no drawing)."""
    auxiliaries = {child.lemma_.lower() for child in verb.children if child.dep_ in {"aux", "auxpass"}}
    return (
        verb.tag_ == "VBD"
        or (verb.tag_ == "VBP" and verb.lower_ != lemma)
        or (verb.tag_ == "VB" and bool(auxiliaries) and "do" not in auxiliaries)
        or (verb.tag_ == "VBN" and auxiliaries == {"have"})
    )


def _passive_past(participle: Token) -> bool:
    """ "I *got* promoted", "I *was* elected", "I've *been* nominated": a passive in the past or present perfect;
    not "I hope I get promoted" nor "you'll get hired"."""
    if participle.tag_ != "VBN":
        return False
    passive = [child for child in participle.children if child.dep_ == "auxpass"]
    if not passive:
        return False
    if passive[0].tag_ == "VBD":
        return True
    return passive[0].lower_ == "been" and any(
        child.dep_ == "aux" and child.lemma_ == "have" for child in participle.children
    )


_OWNABLE_LEMMAS = OWNABLES | {word.rstrip("s") for word in OWNABLES}  # "puppies": lemma "puppy"


def _ownable_to_get(verb: Token) -> Token | None:
    """A pet, vehicle or home still to be got: "we're getting a dog next month" (a present progressive with a
    time to come), "I'll get a new car", "I'm going to get a puppy"; or wished for: "I want to get a cat", "I'm
    thinking about getting a dog" (WANTS). Got already, it is owned (status.py)."""
    obj = _direct_object(verb)
    if obj is None or obj.lemma_.lower() not in _OWNABLE_LEMMAS:
        return None
    if _progressive_now(verb):
        return obj if _is_future(time_text_of(verb)) else None
    return obj if _mood(verb) in {"future", "wished"} else None


# Participles after a thing got that say nothing done to it: "got the job *done*", "a puppy *called* Toby".
_SAYS_NOTHING_DONE = frozenset({"do", "call", "name"})


def _kin_visited(see: Token, seen: Token) -> bool:
    """ "I'm seeing my parents this weekend", "we went to see my grandparents at Easter": one's own family seen at a
    time told is a visit, as "visiting my grandparents" is; not without a time ("I see my mom's point") nor seen
    doing something ("I saw my dad cry last night")."""
    if speakers_relative(seen) is None:
        return False
    if any(child.dep_ in {"xcomp", "ccomp"} for child in (*see.children, *seen.children)):
        return False
    return time_text_of(see) is not None


def _got_done(got: Token) -> tuple[Token, Token] | None:
    """(the thing, what was done to it) of "got a paper accepted" (the participle on the object) or "got the roof
    repaired" (a clause of its own, as the small model may parse it). Not "got the job done" or "got a puppy
    called Toby" (`_SAYS_NOTHING_DONE`)."""
    for child in got.children:
        thing, done = _participle_on(child)
        if thing is not None and done is not None and done.lemma_.lower() not in _SAYS_NOTHING_DONE:
            return thing, done
    return None


# Participles after a thing had that say it was befallen or is still ahead, not that someone was got to do it: "I had
# my phone *stolen*", "we had a trip *planned*" (a plan, read as one elsewhere).
_HAD_NOT_DONE = frozenset(
    {
        "steal",
        "break",
        "hack",
        "damage",
        "ruin",
        "cancel",
        "delay",
        "lose",
        "plan",
        "schedule",
        "book",
        "arrange",
        "line",
        "prepare",
    }
)


def _had_done(have: Token) -> tuple[Token, Token] | None:
    """(the thing, what was done to it) of "I had my wisdom teeth removed", "we're having our roof fixed": work
    someone was got to do, told in the past or under way; not in the simple present ("I have my hair done every
    month" is a habit `habits` reads), nor what befell the thing (`_HAD_NOT_DONE`). "Done" counts on one's own
    thing ("I had my nails done")."""
    if have.tag_ != "VBG" and not _told_in_the_past(have):
        return None  # "I wish I had my old roof fixed": none had
    for child in have.children:
        thing, done = _participle_on(child)
        if thing is None or done is None or done.i != thing.i + 1 or done.lemma_.lower() in _HAD_NOT_DONE:
            continue  # "we had new plans, discussed at length": a participle after a comma
        own = any(part.dep_ == "poss" and part.lower_ in MY_OUR for part in thing.children)
        if done.lemma_.lower() not in _SAYS_NOTHING_DONE or (done.lemma_.lower() == "do" and own):
            return thing, done
    return None


def _participle_on(child: Token) -> tuple[Token | None, Token | None]:
    """(the thing, its participle) where `child` of a verb of causing is its object with a participle ("had *my
    teeth* removed") or a clause of its own ("had our kitchen *remodeled*", as the small model may parse it)."""
    if child.dep_ == "dobj" and child.pos_ == "NOUN":
        done = next((part for part in child.children if part.dep_ == "acl" and part.tag_ == "VBN"), None)
        return child, done
    if child.dep_ == "ccomp" and child.tag_ == "VBN":
        thing = next((part for part in child.children if part.dep_ == "nsubj" and part.pos_ == "NOUN"), None)
        return thing, child
    return None, None


# What a shot is against: "a *flu* shot", "my *booster* shot" is a jab got, where a shot alone is a photo ("I got a
# great shot of the sunset").
_JABBED_AGAINST = frozenset({"flu", "covid", "booster", "tetanus", "vaccine", "allergy", "rabies", "measles", "hpv"})


def _jab(obj: Token) -> bool:
    return obj.lemma_.lower() == "shot" and any(
        child.dep_ == "compound" and child.lower_ in _JABBED_AGAINST for child in obj.children
    )


# Schools one may drop out of: "dropped out of *college*", "of *grad school*", "of my PhD *program*".
_SCHOOLS_LEFT = frozenset({"school", "college", "university", "uni", "program", "programme", "course", "academy"})


def _school_left(drop: Token) -> Token | None:
    """The school of "dropped out of college", "drop out of my PhD program"; not "dropped out of the race". The
    parse hangs "of" on the verb or on "out" (read as a preposition)."""
    out = next((child for child in drop.children if child.lower_ == "out" and child.dep_ in {"prt", "prep"}), None)
    if out is None:
        return None
    left = _prep_object(drop, {"of"}) or _prep_object(out, {"of"})
    return left if left is not None and left.lemma_.lower() in _SCHOOLS_LEFT else None


def _guests_had_over(have: Token) -> str | None:
    """What hosting people was: "we had friends over for a barbecue" ("have a barbecue", as "we had a barbecue"
    is), "we had my parents over last night" ("have my parents over"). The parse may read "over" as a preposition
    of the time after it."""
    guests = next((child for child in have.children if child.dep_ == "dobj"), None)
    if guests is None or not (guests.lower_ in COMPANY_NOUNS | RECIPIENTS or guests.ent_type_ == "PERSON"):
        return None
    over = next((child for child in have.children if child.lower_ == "over" and child.i == guests.i + 1), None)
    if over is None or not (over.dep_ == "prt" or all(o.ent_type_ in {"DATE", "TIME"} for o in over.children)):
        return None  # "had friends over the moon"
    gathering = _prep_object(have, {"for"})
    if gathering is not None and gathering.lemma_.lower() in GATHERINGS:
        return f"have {_noun_phrase(gathering)}"
    return f"have {_noun_phrase(guests)} over"


def _participle_words(done: Token) -> str:
    """A participle with its particle: "taken *off*", "cleared *out*"."""
    particle = next((child for child in done.children if child.dep_ == "prt"), None)
    return f"{done.lower_} {particle.lower_}" if particle is not None else done.lower_


def _told_in_the_past(verb: Token) -> bool:
    """Past or present perfect, and no wish: "I found", "I've found"; not "I wish I *had* a vacation"."""
    if verb.dep_ == "ccomp" and verb.head.lemma_.lower() == "wish":
        return False
    auxiliaries = {child.lemma_.lower() for child in verb.children if child.dep_ == "aux"}
    return (verb.tag_ == "VBD" and not auxiliaries) or (verb.tag_ == "VBN" and auxiliaries == {"have"})


def _told_bare(verb: Token, lemma: str) -> bool:
    """A pastime told with no object, done or to come, and no turn of phrase: not "I *ran out* of milk", "I *read
    that* you moved", "I *ran to* the shop" (going there). The simple present is done only with a word of habit
    ("I usually read": `habits`); alone ("I sing in a choir") it may tell a skill or a group, which other facts say."""
    # A second verb with no auxiliary of its own shares the first one's time ("we paddled and *swam*").
    told = (
        _told_in_time(verb, lemma)
        or told_as_habit(verb)
        or (
            verb.dep_ == "conj"
            and (verb.tag_ in {"VB", "VBP"} or _infinitive_read_as_noun(verb))
            and _told_in_time(verb.head, verb_lemma(verb.head))
        )
    )
    # A relative clause's object is the noun it hangs on ("books I haven't *read*"), told elsewhere.
    if not told or verb.dep_ == "relcl" or any(child.dep_ in {"ccomp", "xcomp"} for child in verb.children):
        return False
    way = _way_taken(verb)  # "we hiked *up* to the summit": a way taken, no turn of phrase
    if any(child.dep_ == "prt" and child != way for child in verb.children) or (way is None and _turned(verb)):
        return False
    return not _gone_elsewhere(verb, lemma)


def _way_taken(verb: Token) -> Token | None:
    """The "up" or "down" right after a verb and before its "to": "hiked *up* to the summit", "walked *down* to the
    beach"."""
    doc = verb.doc
    if verb.i + 2 >= len(doc):
        return None
    way, to = doc[verb.i + 1], doc[verb.i + 2]
    if way.lower_ not in {"up", "down"} or way.head != verb or to.lower_ != "to" or to.head != verb:
        return None
    return way


def _has_subject(verb: Token) -> bool:
    """Whether `subjects_of` finds who does `verb` at the verb itself, as the readers of states ask it."""
    return bool(subjects_of(verb, is_lowercase_text(verb.doc), we_is_user=True)[0])


def _infinitive_read_as_noun(word: Token) -> bool:
    """ "to hike and *camp*", "to travel and *volunteer* at a shelter": a bare pastime joined to an infinitive is a
    second verb, which the small model often reads as a noun."""
    head = word.head
    return (
        word.pos_ == "NOUN"
        and word.dep_ == "conj"
        and head.tag_ == "VB"
        and _to_clause(head)
        and not any(child.dep_ in {"det", "poss", "amod", "compound", "nummod"} for child in word.children)
        and word.lemma_.lower() in _PASTIMES | ACTIVITY_VERBS
    )


def _word_on(verb: Token) -> Token | None:
    """The word right after the verb when the parse hangs it on the verb: where a turn of phrase shows."""
    after = verb.doc[verb.i + 1] if verb.i + 1 < len(verb.doc) else None
    return after if after is not None and after.head == verb else None


def _turned(verb: Token) -> bool:
    """Whether a word right after the verb makes it a turn of phrase ("ran *out* of milk", "running *away*")."""
    after = _word_on(verb)
    return after is not None and after.lower_ in _TURNS_OF_PHRASE


def _gerund_turned(verb: Token, lemma: str) -> bool:
    """Whether a pastime's verb is a turn of phrase that names no pastime: "running *away*", "running *late*",
    "running *out of* time", "running *into* old friends"; not a way taken, "hiking *up* to a lookout", "sailing
    *off* the coast"."""
    doc = verb.doc
    after = _word_on(verb)
    if after is not None:
        of_follows = after.i + 1 < len(doc) and doc[after.i + 1].lower_ == "of"
        if after.lower_ in _IDIOM_TURNS or (after.lower_ == "out" and of_follows):
            return True
    return _gone_elsewhere(verb, lemma)


def _gone_elsewhere(verb: Token, lemma: str) -> bool:
    """ "ran *to* the store", "wrote *to* her": going somewhere or writing someone, no pastime; not "running *to*
    de-stress", a purpose the small model read as a place."""
    elsewhere = _GOING_SENSES.get(lemma, frozenset())
    return any(
        child.dep_ == "prep" and child.lower_ in elsewhere and not _purpose_read_as_place(child)
        for child in verb.children
    )


def _purpose_read_as_place(to: Token) -> bool:
    """ "to *de-stress*", "to *unwind*": a verb of unwinding after "to", which the small model may read as a noun."""
    told = " ".join(word.lower_ for word in list(to.subtree)[1:]).replace(" - ", "-")
    return to.lower_ == "to" and says_unwinding(told)


def _is_particle(token: Token) -> bool:
    """ "take *up*", and "put *together*", which the small model parses as an adverb."""
    return token.dep_ == "prt" or (token.dep_ == "advmod" and token.lower_ == "together")


def _direct_object(verb: Token, vague_ok: bool = False) -> Token | None:
    obj = _any_direct_object(verb, vague_ok)
    if obj is None or vague_ok or not _only_the(obj):
        return obj
    return None  # "I finished the presentation", "I made the recipe": which one, only the chat says


def _only_the(thing: Token) -> bool:
    """ "the recipe", "the books": a kind of thing made or read that says nothing alone, named by "the" alone,
    with no kind, owner or topic ("the quilt I sewed" still tells of a quilt)."""
    if thing.pos_ != "NOUN" or thing.lower_ not in SAY_NOTHING_ALONE:
        return False
    lefts = list(thing.lefts)
    said = any(child.dep_ == "prep" and child.lower_ in _NOUN_PREPS for child in thing.rights)
    return len(lefts) == 1 and lefts[0].lower_ == "the" and not said


def _any_direct_object(verb: Token, vague_ok: bool) -> Token | None:
    about = relative_object(verb)  # "a cake I made"
    if about is not None and (_is_thing(about) or vague_ok):
        return about
    made = _made_for_someone(verb)
    if made is not None:
        return made
    for child in verb.children:
        named = _named_after_category(child) if child.dep_ in {"dobj", "obj"} else None
        if named is not None:
            return named
        if child.dep_ in {"dobj", "obj"} and child.lemma_.lower() in QUANTITIES:
            return _prep_object(child, {"of"})  # "a lot of swimming", "my fair share of paperwork"
        if child.dep_ in {"dobj", "obj"} and named_relatives_thing(child) is not None:
            return named_relatives_thing(child)  # "I planned my son Leo's party": the party
        if child.dep_ in {"dobj", "obj"} and (_is_thing(child) or (vague_ok and child.pos_ == "NOUN")):
            return child
        taking_up = verb.lemma_.lower() in {"pick", "take"} and any(
            _is_particle(c) and c.lower_ == "up" for c in verb.children
        )
        if child.dep_ == "xcomp" and child.tag_ == "VBG" and (verb.lemma_.lower() in _DONE_IN_A_GERUND or taking_up):
            # "I tried surfing", "finished reading X", "tried making sushi" ("making" alone says nothing)
            said = child.lower_ not in VAGUE_GERUNDS or any(_is_thing(c) for c in child.children if c.dep_ == "dobj")
            return child if said else None
    return _purpose_subject(verb)


# Verbs whose gerund after them is what was done: "I tried surfing", "finished reading it".
_DONE_IN_A_GERUND = frozenset({"try", "finish", "complete"})


def _made_for_someone(verb: Token) -> Token | None:
    """ "I baked my sister a cake" may come out with "sister" as the object and "cake" hung on the verb after it, or
    as a clause: the thing after a person it was for is what was made."""
    # "I made my neighbor a pie" may come out as making the neighbor into a pie: a clause headed by the pie
    made = next((child for child in verb.children if child.dep_ == "ccomp" and child.pos_ == "NOUN"), None)
    for_someone = made is not None and any(c.dep_ == "nsubj" and c.lower_ in RECIPIENTS for c in made.children)
    if made is not None and for_someone and verb_lemma(verb) in _MAKING and _is_thing(made):
        return made
    person = next((child for child in verb.children if child.dep_ in {"dobj", "dative"}), None)
    if person is None or person.lower_ not in RECIPIENTS or person.i < verb.i:
        return None
    return next(
        (
            child
            for child in verb.children
            if child.dep_ in {"dobj", "npadvmod"}
            and child.i > person.i
            and child.pos_ == "NOUN"
            and not child.ent_type_  # "I called my mom *yesterday*", "visited my aunt last *week*"
            and child.lemma_.lower() not in _TIME_NOUNS
            and _is_thing(child)
            # "visited my aunt last month - *such a nice trip*": an aside after a dash, no thing given
            and not any(token.is_punct for token in verb.doc[person.i + 1 : child.i])
        ),
        None,
    )


def _without_diners(lemma: str, obj: Token) -> str:
    """ "cooked *my family* dinner": the small model makes the people a meal was for a compound of it; dropped, as a
    person something was made for is ("baked my sister a cake"). "my family reunion" is the family's own."""
    phrase = _noun_phrase(obj)
    if lemma not in _MAKING or obj.lemma_.lower() not in _MEALS:
        return phrase
    words = phrase.lower().split(" ")
    if len(words) == 3 and words[0] in MY_OUR and words[1] in RECIPIENTS:
        return words[2]
    return phrase


def _purpose_subject(verb: Token) -> Token | None:
    """ "I made this sculpture to show my growth" may come out with "sculpture" as the subject of "to show": the
    noun right after the verb is still what was made."""
    if any(child.dep_ in {"dobj", "obj", "dative"} for child in verb.children):
        return None
    for clause in verb.children:
        if clause.dep_ in {"ccomp", "xcomp", "advcl"} and any(child.tag_ == "TO" for child in clause.children):
            subject = next((child for child in clause.children if child.dep_ == "nsubj"), None)
            if subject is not None and subject.left_edge.i == verb.i + 1 and _is_thing(subject):
                return subject
    return None


def _stranded_object(verb: Token, prep_word: str) -> Token | None:
    """ "the parade *we went to*": a relative clause whose preposition is left at its end is about the noun; so is
    one the small model reads apart from the noun that "it's" or "that's" points at ("It's a pottery studio *I go to
    often*"), and one whose verb completes another ("the church I used to *go to*", "a museum I'd love to go to")."""
    clause = verb
    while clause.dep_ == "xcomp" and clause.head != clause:  # "the church I used *to go to*"
        clause = clause.head
    noun = clause.head if clause.dep_ == "relcl" and _is_thing(clause.head) else _pointed_at_before(clause)
    if noun is None or (noun == clause.head and not _right_before(noun, clause)):
        return None
    # "we went to last weekend", "I go to every morning" may come out with the time as the preposition's object
    stranded = any(
        child.dep_ == "prep"
        and child.lower_ == prep_word
        and not any(_is_gone_to(grand) and not opens_clause(grand, verb) for grand in child.children)
        for child in verb.children
    )
    return noun if stranded else None


def _right_before(noun: Token, clause: Token) -> bool:
    """Whether a relative clause starts right after its noun: "colleges *(that) I want to apply to*"; the
    small model may hang one on an earlier noun ("scholarships for colleges I want to apply to")."""
    return noun.i == clause.left_edge.i - 1  # a "that" opening the clause is its left edge


def _is_gone_to(word: Token) -> bool:
    """Whether a preposition's object left after a relative clause's verb may be where it goes, not when, how often
    or whereabouts: not "last weekend", "every morning", "a lot", "downtown"."""
    if word.ent_type_ in {"DATE", "TIME"} or word.pos_ == "ADV" or is_recurring_time(word):
        return False  # "I go to *often*", which the small model may hang on the preposition
    return word.lower_ not in _PLACE_ADVERBS and not (word.lower_ == "lot" and word.dep_ == "pobj")


def _pointed_at_before(verb: Token) -> Token | None:
    """ "It's a pottery studio | I go to often": a clause with its own subject right after the noun "it's", "that's",
    "this is" or "there's" points at, which the small model made a sentence of its own; the noun is the clause's."""
    subject = next((child for child in verb.lefts if child.dep_ == "nsubj"), None)
    if subject is None or subject.left_edge.i != verb.left_edge.i or subject.left_edge.i == 0:
        return None
    noun = verb.doc[subject.left_edge.i - 1]
    be = noun.head
    if verb.dep_ != "ROOT" or noun.dep_ != "attr" or be.lemma_ != "be" or not _is_thing(noun):
        return None
    pointing = any(child.dep_ in {"nsubj", "expl"} and child.lower_ in _POINTING for child in be.children)
    return noun if pointing else None


def _prep_object(token: Token, preps: frozenset[str] | set[str]) -> Token | None:
    for prep in token.children:
        if prep.dep_ in {"prep", "prt"} and prep.lower_ in preps:
            obj = next((child for child in prep.children if child.dep_ in {"pobj", "dobj"}), None)
            obj = named_relatives_thing(obj) or obj if obj is not None else None
            if obj is not None and _is_thing(obj):
                return obj
    return None


# What one does with a language, as an activity ("learn Italian"; speaking one is KNOWS_ABOUT, lexicon.py).
_LANGUAGE_LEARNING = frozenset({"learn", "study", "practice", "practise", "teach"})


def _is_thing(token: Token) -> bool:
    if token.dep_ in {"dobj", "obj"} and token.head.lemma_.lower() == "play" and token.lemma_.lower() in OCCUPATIONS:
        return False  # "I'm playing a nurse in the school play": a part acted, no game
    if RACE_BY_LENGTH.fullmatch(token.text):
        return True  # "my first *5k*", "a 10k": a race, which the small model may tag a number or take for a date
    if token.ent_type_ in {"DATE", "TIME"}:
        return False
    if any(child.dep_ == "poss" and child.lower_ == "your" for child in token.children):
        return False  # "I met *your* turtles": the listener's, which only the conversation names
    if token.lower_ in _SOME and token.pos_ in {"NUM", "PRON", "DET", "ADJ"}:
        things = _prep_object(token, {"of"})  # "sold *one* of my paintings", "donated *some* of my old clothes"
        return things is not None and things.pos_ == "NOUN" and _is_thing(things)
    of_a_kind = _game_or_team_of_a_kind(token) or _show_played_in(token) is not None
    if token.lemma_.lower() in VAGUE_EVENT_OBJECTS and not of_a_kind and _employer_of(token) is None:
        return False
    if is_own_way_noun(token):
        return False  # "make my own path": a figure of speech
    if named_without_its_kind(token):
        return False  # "tackling a project", "wrote a few bits", "got a physical copy": of what, the chat says
    if names_nothing(token):
        return False  # "plan our next adventure", "we do the drills": which, only the chat says
    return (
        token.pos_ in {"NOUN", "PROPN"}
        or token.tag_ == "VBG"
        or _language_as_adjective(token)
        or _event_word_misread(token)
    )


def _show_played_in(part: Token) -> Token | None:
    """The show of "the lead *role* in the school play", "a part in a short film": a role of a show is a thing
    got or played, where "a role" alone says nothing."""
    if part.lemma_.lower() not in _PARTS_PLAYED:
        return None
    show = next(
        (
            obj
            for prep in part.children
            if prep.dep_ == "prep" and prep.lower_ == "in" and prep.i == part.i + 1
            for obj in prep.children
            if obj.dep_ == "pobj"
        ),
        None,
    )
    return show if show is not None and show.lemma_.lower() in SHOWS | _PRODUCTIONS else None


_PARTS_PLAYED = frozenset({"role", "part", "lead"})
_PRODUCTIONS = frozenset({"production", "film", "movie", "series", "commercial", "video", "musical"})


def _employer_of(job: Token) -> Token | None:
    """The employer a job applied or interviewed for is said with ("applied for a job *at Netflix*", "a position
    with Google", "at a bakery"): a job so named is a thing done something with, where "a job" alone says nothing.
    A job got or had is no deed: WORKS_AT says it."""
    sought = job.dep_ == "pobj" and job.head.head.lemma_.lower() in _SEEKING
    if job.lemma_.lower() not in _JOBS_SAID or not sought:
        return None
    employer = next(
        (
            obj
            for prep in (*job.children, *job.head.head.children)  # "at a bakery" may hang on "applied"
            if prep.dep_ == "prep" and prep.lower_ in {"at", "with"} and prep.i == job.i + 1
            for obj in prep.children
            if obj.dep_ == "pobj" and (obj.pos_ == "PROPN" or _workplace_of_a_kind(obj))
        ),
        None,
    )
    if employer is None:
        return None
    named = employer.pos_ == "PROPN" and employer.i == employer.head.i + 1
    return employer if named or _workplace_of_a_kind(employer) else None


def _workplace_of_a_kind(place: Token) -> bool:
    """ "a job at *a bakery*", "a position at *the children's hospital*": a workplace told by its kind, right after
    its preposition."""
    return place.lemma_.lower() in WORKPLACES and place.left_edge.i == place.head.i + 1


_JOBS_SAID = frozenset({"job", "position", "role", "internship"})
# Parts of a whole counted by number: "season two", "chapter 3", "book 2", "level 10".
_NUMBERED = frozenset({"season", "episode", "chapter", "book", "volume", "part", "level", "act", "round", "stage"})
_WORLD_SEEING = frozenset({"travel", "explore", "tour", "backpack", "sail"})  # not "saw the world differently"
_JOBS_TAKEN = frozenset({"job", "gig", "position", "internship"})
# What one scores in a game: "I scored 40 *points*", "a *goal*".
_SCORES = frozenset({"point", "goal", "basket", "run", "touchdown", "try", "hat-trick"})
# What one holds at a place by working there: "I had a *job* at the hospital", "a night *shift* at the plant".
_JOBS_HELD = _JOBS_SAID | _JOBS_TAKEN | {"shift", "stint", "career"}
_TAKING_A_JOB = frozenset({"get", "start", "find", "land", "begin", "accept", "take"})


def _job_taken(verb: Token) -> Token | None:
    """ "I got a new job", "she started a part-time job at the library", "I landed my first internship": a job
    taken is a deed, unless its employer or role is told with it (`without_jobs_told_otherwise`). Not "the job",
    which only the chat names, nor "got the job done"."""
    job = next((child for child in verb.children if child.dep_ in {"dobj", "obj"}), None)
    if job is None or job.lemma_.lower() not in _JOBS_TAKEN:
        return None
    if any(child.dep_ in {"ccomp", "xcomp", "acomp"} for child in verb.children):
        return None  # "got the job done"
    owners = {child.lower_ for child in job.lefts if child.dep_ in {"det", "poss"}}
    return job if owners & {"a", "an", "my", "our", "his", "her", "their"} else None


_SEEKING = frozenset({"apply", "interview"})


def _language_as_adjective(token: Token) -> bool:
    """ "learn *Italian*": a language the small model tags as an adjective, learned, studied or taught."""
    return (
        token.pos_ == "ADJ"
        and token.ent_type_ in {"LANGUAGE", "NORP"}
        and token.dep_ in {"dobj", "obj"}
        and token.head.lemma_.lower() in _LANGUAGE_LEARNING
    )


def named_without_its_kind(token: Token) -> bool:
    """A head that names no thing until its kind or topic is said: "a project", "a physical copy", not "a science
    project" or "a copy of the album"."""
    return token.lower_ in _NAMED_BY_WHAT_THEY_ARE and not _said_what(token)


def _said_what(token: Token) -> bool:
    """ "a *science* project", "a copy *of the album*", "a series *about* friendship": the kind or the topic named."""
    return any(
        (child.dep_ == "compound" and child.i < token.i) or (child.dep_ == "prep" and child.lower_ in _NOUN_PREPS)
        for child in token.children
    )


def _game_or_team_of_a_kind(token: Token) -> bool:
    """ "a *hockey* game", "a *board* game", "my daughter's *soccer* team": a game or a team of some kind is a thing
    done something with; "a game", "the team" alone are not."""
    return token.lemma_.lower() in {"game", "team"} and any(child.dep_ == "compound" for child in token.children)


def _is_destination(token: Token) -> bool:
    return token.lower_ not in NOT_DESTINATIONS and token.pos_ in {"NOUN", "PROPN"}


# Kinds a pastime may be announced by, its name after a comma or colon: "a new hobby, pottery".
_KINDS_NAMED_AFTER = frozenset({"hobby", "pastime", "passion", "sport", "interest"})


def _after_kind_named(token: Token, start: int) -> int:
    """Where `token`'s phrase starts once a kind named before it is left out: "picked up a new hobby*, pottery*"
    is pottery (the small model hangs "a new hobby" on it as a modifier)."""
    for word in token.doc[start : token.i]:
        if word.text in {",", ":"} and word.i > start and word.doc[word.i - 1].lemma_.lower() in _KINDS_NAMED_AFTER:
            return word.i + 1
    return start


def _after_to(word: Token) -> bool:
    return any(child.dep_ == "aux" and child.lower_ == "to" for child in word.children)


def _noun_phrase(token: Token) -> str:
    """`token` with its left modifiers and its "of/about/on/to" phrases: "a trip to Peru", "my niece's party"."""
    name = called_name(token) if token.lemma_.lower() in NAMED_KINDS else None
    if name is not None:  # "a beach called Shell Cove", "a nurse named Lisa": by name ("a puppy named Biscuit" stays)
        return token.doc[name.left_edge.i : name.right_edge.i + 1].text
    start = token.i
    for child in reversed(list(token.lefts)):  # only modifiers that touch: not "took *my fam* camping"
        if child.right_edge.i == start - 1 and child.dep_ in _MODIFIER_DEPS:
            start = child.left_edge.i
        elif child.i == start - 1 and child.text == "-" and not child.whitespace_:
            start = child.i
        elif child.i == start - 1 and child.text in _QUOTES:
            start = child.i  # "watched "The Godfather" *Trilogy*": the title before its closing quote
        else:
            break
    title = next(
        (
            entity
            for entity in token.doc.ents
            if entity.start <= token.i < entity.end and entity.label_ in {"WORK_OF_ART", "EVENT", "PRODUCT"}
        ),
        None,
    )
    if title is not None and title.start <= start and title[0].is_title:
        return title.text  # "finished *A Dance with Dragons*": a title is one thing
    if token.pos_ == "PROPN":  # "the video game *Hades*": the name alone, not its category
        category = [part.i for part in token.doc[start : token.i] if part.lemma_.lower() in _CATEGORY_NOUNS]
        start = category[-1] + 1 if category else start
    start = _after_kind_named(token, start)
    if token.doc[start].lower_ in _SHOWN and start < token.i:
        start += 1  # "I made *this* bowl": the bowl in the photo, still a bowl made
    elif token.doc[start].lower_ in _POINTED_AT and start + 1 < token.i:
        start += 1  # "I painted *that* lake sunrise": named by more than its noun, "that" adds nothing
    end = glued_end(token.doc, token.i + 1) + (1 if is_elided_degree(token) else 0)  # "my master*'s*"
    after = token.doc[end] if end < len(token.doc) else None
    if after is not None and (
        (after.dep_ == "amod" and after.head == token and after.lower_ not in _PLACE_ADVERBS)
        or (after.tag_ == "JJ" and after.lower_ in EVENT_NOUNS | _EXAMS)
        or (after.dep_ == "acl" and after.head == token and after.lower_ in OUTINGS)
        or is_head_read_as_verb(after, token)
        or (after.dep_ in {"dobj", "obj"} and after.head == token and after.pos_ == "NOUN")  # "salsa *classes*"
    ):
        end += 1  # "a career *fair*", "a charity *run*", "the farmers *market*": a noun read as a modifier or verb
    employer = _employer_of(token)
    if employer is not None and employer.head.i == end:
        end = employer.i + 1  # "a job *at Netflix*": which job, by whom
    show = _show_played_in(token)
    if show is not None and show.head.i == end:
        end = show.i + 1  # "the lead role *in the school play*"
    numbered = _number_after(token, end)
    if numbered is not None:
        end += 1  # "season *two* of Severance", "episode *5*": which one, by its number
    following = token.doc[end] if end < len(token.doc) else None
    if (
        following is not None
        and following.head == token
        and following.lower_ in _EVENT_GERUNDS
        and not any(child.dep_ in {"dobj", "obj", "prep", "prt", "xcomp", "ccomp"} for child in following.children)
    ):
        end += 1  # "a poetry *reading*", "a book *signing*": a noun the small model took for a gerund
    elif following is not None and is_cut_gerund(following, token):
        end += 1  # "a wine *tasting* and ended up ...": the same, read as a clause before "and" and a verb
    for child in (*token.rights, *(numbered.rights if numbered is not None else ())):
        if child.dep_ == "prep" and child.lower_ in _NOUN_PREPS and child.i == end:
            if child.lower_ == "on" and any(is_address(part) for part in child.children if part.dep_ == "pobj"):
                continue  # "a bakery on Main Street": where it stands
            tail = child.right_edge.i + 1
            # A time said after the phrase is when, not part of what: "the final of a tournament *last Saturday*".
            tail = next((part.i for part in token.doc[child.i + 1 : tail] if _says_when(part)), tail)
            if tail == child.i + 1:
                continue
            if not any(
                part.is_punct
                or part.pos_ == "AUX"
                or (part.pos_ == "VERB" and part.tag_ != "VBG")
                or _past_verb_joined(part)
                for part in token.doc[child.i : tail]
            ):
                end = tail
    phrase = token.doc[start:end]
    if not any(part.text in _QUOTES for part in phrase):
        return phrase.text
    told = ""  # the words without quotes, a space kept where a dropped quote had one after it
    for part in phrase:
        if part.text not in _QUOTES:
            told += part.text_with_ws
        elif part.whitespace_ and told and not told.endswith(" "):
            told += " "
    return told.strip()


def _number_after(token: Token, end: int) -> Token | None:
    """The number right after a noun that it names one of: "season *two*", "chapter *3*", "level 10"."""
    after = token.doc[end] if end < len(token.doc) else None
    if after is None or after.head != token or after.dep_ != "nummod" or token.lemma_.lower() not in _NUMBERED:
        return None
    return after


def _past_verb_joined(word: Token) -> bool:
    """ "on the beach and *roasted* marshmallows": a past verb after "and" the small model read as an adjective,
    which starts a clause of its own."""
    before = word.doc[word.i - 1] if word.i > 0 else None
    return before is not None and before.lower_ == "and" and word.tag_ in {"JJ", "VBN"} and word.lower_.endswith("ed")


def _says_when(token: Token) -> bool:
    return token.ent_type_ in {"DATE", "TIME"} or token.lemma_.lower() in _TIME_NOUNS


def _named_after_category(obj: Token) -> Token | None:
    """ "the board game *Azul*", "this game *Carcassonne*": the name after a category noun is what was played."""
    doc = obj.doc
    if obj.lemma_.lower() not in _CATEGORY_NOUNS or obj.i + 1 >= len(doc):
        return None
    name = doc[obj.i + 1]
    return name if name.pos_ == "PROPN" and name.head in {obj, obj.head} else None


def _company(verb: Token) -> tuple[str, ...]:
    """Who the event was with: "with my kids", "with Anna", or the other half of "my sister and I"."""
    company = []
    for token in (verb, *(child for child in verb.children if child.dep_ in {"xcomp", "dobj"})):
        for prep in token.children:
            if prep.dep_ == "prep" and prep.lower_ == "with":
                for obj in prep.children:
                    if obj.dep_ == "pobj" and (obj.ent_type_ == "PERSON" or obj.lower_ in COMPANY_NOUNS):
                        company.append(_noun_phrase(obj))
    subject = next((child for child in verb.children if child.dep_ == "nsubj"), None)
    if subject is not None:
        for part in (subject, *subject.conjuncts):
            if part.lower_ not in {"i", "we"} and any(other.lower_ in {"i", "we"} for other in subject.conjuncts):
                company.append(part.doc[part.left_edge.i : part.i + 1].text)
    return tuple(company)


def still_to_come(when: str | None) -> bool:
    """Whether a time told with the present names one to come: "next week", "on Friday", "on May 2"."""
    return _is_future(when) or _dated(when)


def _is_future(when: str | None) -> bool:
    """A time to come; with a day's name only when not a past one ("on Saturday", not "last Saturday")."""
    words = {CHAT_DAYS.get(word, word) for word in (when or "").lower().split()}  # "tmrw" is tomorrow
    past = bool(words & {"last", "ago", "past"})
    weekday = bool(words & WEEKDAY_WORDS) and not past and not is_recurring(when)  # not a habit's day
    edge = bool(words & _EDGES) and bool(words & _CALENDAR_UNITS) and not past  # "at the end of the month"
    counted_ahead = (when or "").lower().startswith("in ") and bool(words & _COUNTED_UNITS)  # "in two weeks"
    weekend = bool(words & {"this", "the"}) and "weekend" in words and not past  # "for the (long) weekend"
    later_today = "this" in words and bool(words & {"afternoon", "evening"})  # "this morning" is often gone
    return bool(words & _FUTURE_TIME) or weekend or weekday or edge or counted_ahead or later_today


def _dated(when: str | None) -> bool:
    """A day or month named without a word of the past ("on May 2", "from April 10 to April 14", "for Easter"):
    told with the present progressive, an arrangement to come, where the past would say "was" ("I was flying")."""
    words = set((when or "").lower().replace("'s", "").split())
    counted = bool(words & _COUNTED_UNITS)  # "every 6 months", "for 3 weeks": how often or how long, no day
    named = bool(words & (MONTH_WORDS | OCCASION_WORDS)) or (any(word[:1].isdigit() for word in words) and not counted)
    return named and not words & {"last", "ago", "past", "yesterday", "earlier", "every", "each"}


def _scheduled_present(verb: Token) -> bool:
    """ "My son *starts* kindergarten in September", "we *fly* to Rome on Monday": the simple present with a time to
    come tells what is scheduled; not a habit ("I run every Monday"), nor a past told in the base form ("I *quit*
    on Monday", tagged as the present)."""
    present = verb.tag_ == "VBZ" or (verb.tag_ == "VBP" and verb.lower_ not in PAST_AS_BASE)
    habit = any(word.lower_ in _HABIT_WORDS for word in verb.subtree)
    return present and not habit and not any(c.dep_ in {"aux", "auxpass"} for c in verb.children)


# Words of a habit, which the simple present tells as often as a plan: "I go there *every* Tuesday", "we *usually*
# visit my grandparents on Sunday".
_HABIT_WORDS = frozenset(
    {"every", "each", "usually", "always", "often", "sometimes", "normally", "generally", "typically", "rarely"}
)


def _progressive_now(verb: Token) -> bool:
    """ "we're checking out", "I am baking": the present progressive, which may tell of a plan."""
    present = {"am", "'m", "is", "'s", "are", "'re", "\u2019m", "\u2019s", "\u2019re"}
    said_now = any(child.dep_ == "aux" and child.lower_ in present for child in verb.children)
    return verb.tag_ == "VBG" and (said_now or progressive_left_out(verb)) and not _readying(verb)


def _time_to_come_beside(sentence: Span) -> str | None:
    """The time of a plan told over two sentences of one turn, said in the other one: in a sentence right before,
    of its own present progressive ("I'm hiking with friends *this weekend*."), or in a short one right after
    saying when it is ("It's *this Saturday*!"); None when neither tells of a time to come."""
    doc = sentence.doc
    before = doc[sentence.start - 1].sent if sentence.start > 0 else None
    for verb in before or ():
        when = time_text_of(verb) if _progressive_now(verb) and _speaker_subject(verb) else None
        if _is_future(when):
            return when
    after = doc[sentence.end].sent if sentence.end < len(doc) else None
    if after is None or len(after) > 7:
        return None
    root = after.root
    told_of = [child.lower_ for child in root.children if child.dep_ == "nsubj"]
    when = time_text_in(after.text)
    return when if root.lemma_ == "be" and told_of in (["it"], ["that"]) and _is_future(when) else None


def _no_longer(word: Token) -> bool:
    """ "I'm *no longer* running the rewrite": denied now, as "I'm not running it anymore" is (its "no" hangs on
    "longer", not on the verb)."""
    return word.lower_ == "longer" and any(child.dep_ == "neg" for child in word.children)


def _speaker_subject(verb: Token) -> bool:
    return any(child.dep_ == "nsubj" and child.lower_ in {"i", "we"} for child in verb.children)


def _has_be_aux(verb: Token) -> bool:
    """ "I'm *visiting* ...", and "*Visiting* ..." with its "I'm" left out."""
    return any(child.dep_ == "aux" and child.lemma_ == "be" for child in verb.children) or progressive_left_out(verb)
