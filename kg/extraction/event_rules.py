"""Tier 1: activities and events from word patterns, for when there is no parse (or the parse went wrong).

    I went hiking / we're going camping this weekend          DID / PLANS "hiking", "camping"
    I went to a concert / I'm going to Paris next month       ATTENDED / PLANS "concert", "Paris"
    I attended a workshop / I took a cooking class            ATTENDED
    I'm doing kickboxing / I play tennis                      DID "kickboxing", "tennis"
    I painted a sunset / we adopted a puppy                   DID "paint a sunset", "adopt a puppy"
    I plan to start pottery / I'm going to paint the kitchen  PLANS "start pottery", "paint the kitchen"

The subject must stand right before the verb (across auxiliaries and adverbs only, as for every tier-1 rule), so
"I want to go hiking" and "do you play tennis" give nothing.
"""

from __future__ import annotations

from spacy.matcher import Matcher
from spacy.tokens import Doc
from spacy.vocab import Vocab

from kg.extraction.assemble import Candidate
from kg.extraction.event_words import (
    ACTIVITY_PREPS,
    ACTIVITY_VERBS,
    BARE_DESTINATIONS,
    CLASS_NOUNS,
    COMPANY_NOUNS,
    FUTURE_ONLY_VERBS,
    HOW_ONE_DOES,
    INTRANSITIVE_ACTIVITIES,
    LIGHT_VERBS,
    NOT_DESTINATIONS,
    PARTICLES,
    QUANTITIES,
    RECIPIENTS,
    SAY_NOTHING_ALONE,
    VAGUE_EVENT_OBJECTS,
    is_own_way,
)
from kg.extraction.events import named_without_its_kind
from kg.extraction.gerunds import gerund
from kg.extraction.lexicon import (
    COPULAS,
    HEDGES,
    HYPOTHETICAL,
    MY_OUR,
    NOT_LOWERCASE_NAMES,
    NOT_OBJECT_START,
    OBJECT_LEAD,
    OPENERS,
    PREDICATE_WORDS,
)
from kg.extraction.phrases import Phrase, find_subject, is_lowercase_text, read_things
from kg.extraction.plural_modifiers import TRAILING_TIME_ADVERBS
from kg.extraction.polarity import Polarity
from kg.extraction.relation import EVENT
from kg.extraction.status import NAMED_KINDS, OCCUPATIONS
from kg.extraction.when import own_time_end, time_text_in

_IRREGULAR_PAST = {
    "draw": "drew",
    "write": "wrote",
    "read": "read",
    "make": "made",
    "build": "built",
    "run": "ran",
    "ride": "rode",
    "swim": "swam",
    "sing": "sang",
    "win": "won",
    "throw": "threw",
    "buy": "bought",
    "grow": "grew",
    "see": "saw",
    "meet": "met",
    "sell": "sold",
    "shoot": "shot",
    "do": "did",
    "take": "took",
    "go": "went",
    "begin": "began",
}
_GO = {"go": "go", "goes": "go", "went": "go", "going": "go", "gone": "go", "heading": "go", "headed": "go"}
_FUTURE_WORDS = frozenset({"will", "'ll", "gonna", "shall"})
_MOODS = HYPOTHETICAL | frozenset({"can", "ca", "may", "must", "maybe", "want", "wanna", "need", "hope", "let"})
_CONFIDENCE = 0.6
_EXTRA_GERUNDS = frozenset(
    {
        "shopping",
        "bowling",
        "sightseeing",
        "snowboarding",
        "golfing",
        "sledding",
        "skydiving",
        "hunting",
        "boating",
        "clubbing",
        "snorkeling",
        "canoeing",
    }
)


def _forms(lemma: str) -> set[str]:
    past = _IRREGULAR_PAST.get(lemma)
    if past is None:
        if lemma.endswith("e"):
            past = lemma + "d"
        elif lemma.endswith("y") and lemma[-2:-1] not in set("aeiou"):
            past = lemma[:-1] + "ied"
        else:
            past = gerund(lemma)[:-3] + "ed"
    third = lemma + ("es" if lemma.endswith(("s", "sh", "ch", "o")) else "s")
    return {lemma, past, gerund(lemma), third}


def _table(lemmas: frozenset[str]) -> dict[str, str]:
    return {form: lemma for lemma in sorted(lemmas) for form in _forms(lemma)}


# "see", "try" and "start" say too little on their own in tier 1 ("I saw the point", "I started a new job"); after
# "plan to" or "going to" they do name the plan.
_ACTIVITY_FORMS = _table(ACTIVITY_VERBS - {"see", "try", "start"})
_PLANNED_FORMS = _table(ACTIVITY_VERBS)
_LIGHT_FORMS = _table(LIGHT_VERBS)
_ATTEND_FORMS = _table(frozenset({"attend"}))
_TAKE_FORMS = _table(frozenset({"take"}))
_PLAN_FORMS = _table(frozenset({"plan"}))
_GERUND_ACTIVITIES = frozenset(gerund(lemma) for lemma in INTRANSITIVE_ACTIVITIES) | _EXTRA_GERUNDS


class EventMatcher:
    def __init__(self, vocab: Vocab) -> None:
        self._matcher = Matcher(vocab)
        self._matcher.add("GO", [[{"LOWER": {"IN": sorted(_GO)}}]])
        self._matcher.add("LIGHT", [[{"LOWER": {"IN": sorted(_LIGHT_FORMS)}}]])
        self._matcher.add("ACTIVITY", [[{"LOWER": {"IN": sorted(_ACTIVITY_FORMS)}}]])
        self._matcher.add("ATTEND", [[{"LOWER": {"IN": sorted(_ATTEND_FORMS)}}]])
        self._matcher.add("TAKE", [[{"LOWER": {"IN": sorted(_TAKE_FORMS)}}]])
        self._matcher.add("PLAN", [[{"LOWER": {"IN": sorted(_PLAN_FORMS)}}, {"LOWER": {"IN": ["to", "on"]}}]])

    def candidates(self, doc: Doc) -> list[Candidate]:
        lowercase_text = is_lowercase_text(doc)
        found: list[Candidate] = []
        for match_id, start, end in self._matcher(doc):
            label = doc.vocab.strings[match_id]
            subject = find_subject(doc, start, lowercase_text, we_is_user=True)
            if subject is None or _MOODS.intersection(subject.gap) or _clause_end(doc, start)[1] == "?":
                continue
            if _must_or_spared(subject.gap):
                continue  # "I have to cook", "I didn't have to cook": a must, or one spared, is no event
            if subject.start > 0 and doc[subject.start - 1].lower_ in {"if", "unless"}:
                continue  # "if we plant a garden": a condition, not an event
            hedged = subject.start > 0 and doc[subject.start - 1].lower_ in HEDGES
            if hedged and (_FUTURE_WORDS.intersection(subject.gap) or _is_progressive(doc, start, subject.gap)):
                continue  # "Maybe I'll learn French", "Maybe we're going camping": only possible, as "I might" is
            if {"a", "an"}.intersection(subject.gap):
                continue  # "I had a huge *writing* assignment": after an article the word is a noun
            if _STOPPING.intersection(subject.gap):
                continue  # "I stopped going to the gym": a habit ended, not a visit (habits_quit.py reads it)
            future = bool(_FUTURE_WORDS.intersection(subject.gap))
            event = _read(doc, label, start, end, future or _is_progressive(doc, start, subject.gap))
            if event is None:
                continue
            edge_type, phrase, object_end = event
            clause_end = _clause_end(doc, start)[0]
            when = time_text_in(doc[subject.start : own_time_end(doc[start], clause_end)].text)
            # "I'm hosting a dance competition next month": a progressive with a time to come is a plan.
            future |= bool(
                doc[start].lower_.endswith("ing")
                and COPULAS.intersection(subject.gap)
                and when
                and {"tomorrow", "tonight", "next", "later", "soon"} & set(when.lower().split())
            )
            if future and edge_type != "PLANS":
                edge_type = "PLANS"
            # "no" in the gap: "I have *no* plans to", "I *no* longer go"
            polarity = Polarity(negated=bool({"not", "n't", "never", "no"} & set(subject.gap)))
            company = _company(doc, object_end, clause_end)
            span = doc[subject.start : clause_end].text
            found.extend(
                Candidate(
                    edge_type,
                    value,
                    phrase,
                    EVENT,
                    polarity,
                    _CONFIDENCE,
                    span,
                    subject.start,
                    time_text=when,
                    with_whom=company,
                )
                for value in subject.values
            )
        return found


# Verbs in the subject's gap that end what follows them ("I *stopped* going to the gym").
_STOPPING = frozenset({"stopped"})


def _must_or_spared(gap: tuple[str, ...]) -> bool:
    """ "I have to V" (a must still to meet) or "I didn't have to V" (spared it); "I had to V" was done."""
    words = set(gap)
    if "to" not in words or not words & {"have", "has", "had", "'ve"}:
        return False
    return "had" not in words or bool(words & {"not", "n't", "never"})


def _is_progressive(doc: Doc, start: int, gap: tuple[str, ...]) -> bool:
    """ "I'm going to Paris": a present progressive of going is a plan."""
    return doc[start].lower_ in {"going", "heading"} and bool(COPULAS.intersection(gap))


def _read(doc: Doc, label: str, start: int, end: int, future: bool) -> tuple[str, str, int] | None:
    """(edge type, object phrase, end of the object) for one anchor, or None."""
    if label == "GO":
        return _going(doc, end, future)
    if label == "PLAN":
        read = _verb_phrase(doc, end)
        return None if read is None else ("PLANS", read[0], read[1])
    things, _ = read_things(doc, end)
    thing = _without_quantity(doc, things[0]) if things else None
    if thing is None or not _is_event_object(thing) or _named_by_the_chat(doc, thing):
        return None
    thing = _with_quoted_name(doc, thing)
    told = thing
    thing = _by_its_name(doc, thing)
    if label == "LIGHT":
        if doc[start].lower_.startswith("play") and thing.text.lower().split()[-1] in OCCUPATIONS:
            return None  # "I'm playing a nurse in the school play": a part acted, no game
        return "DID", thing.text, thing.end
    if label == "ATTEND":
        return "ATTENDED", thing.text, thing.end
    if label == "TAKE":
        last = thing.text.lower().split()[-1]
        return ("ATTENDED", thing.text, thing.end) if last in CLASS_NOUNS else None
    lemma = _ACTIVITY_FORMS[doc[start].lower_]
    if lemma in FUTURE_ONLY_VERBS and not future:
        return None
    if thing is not told:  # "visited a village called Giethoorn": "visit Giethoorn"
        return "DID", f"{lemma} {thing.text}", thing.end
    start = end
    start += _counting_words(doc, start, thing.end)  # "baked *lots of* cookies": cookies baked
    while start < thing.start and doc[start].text in OPENERS:
        start += 1  # 'reading "Dune"': the quotes are not part of the title
    if (
        start + 3 < thing.end
        and doc[start].lower_ in MY_OUR
        and doc[start + 1].lower_ in RECIPIENTS
        and doc[start + 2].lower_ in {"a", "an", "some", "the"}
        and doc[start + 3].lower_ not in {"lot", "bit", "ton", "few", "couple", "while", "week", "day", "month"}
    ):
        start += 2  # "baked my sister a cake": a cake baked
    return "DID", f"{lemma} {doc[start : thing.end].text}", thing.end


def _with_quoted_name(doc: Doc, thing: Phrase) -> Phrase:
    """'a piece called "Finding Freedom"': the phrase read stops at the quote, after "called"; the name in quotes is
    part of it (without them), and a "called" with no name after it is none."""
    if doc[thing.end - 1].lower_ not in {"called", "named"}:
        return thing
    opening = thing.end
    if opening + 1 < len(doc) and doc[opening].text in OPENERS:
        name_end = next((t.i for t in doc[opening + 1 : opening + 9] if t.is_punct), None)
        if name_end is not None and name_end > opening + 1:
            return Phrase(thing.start, name_end, f"{thing.text} {doc[opening + 1 : name_end].text}")
    return Phrase(thing.start, thing.end - 1, doc[thing.start : thing.end - 1].text)


def _by_its_name(doc: Doc, thing: Phrase) -> Phrase:
    """ "a village called Giethoorn", "a nurse named Lisa": the place or person by the name it is given (as tier 2
    reads it), not its kind."""
    for index in range(thing.start + 1, thing.end - 1):
        given = doc[index + 1].text[:1].isupper() or (is_lowercase_text(doc) and doc[index + 1].is_alpha)
        named = doc[index].lower_ in {"called", "named"} and given  # "a guy named jake" in lower-case chat
        if named and doc[index - 1].lower_ in NAMED_KINDS:
            return Phrase(index + 1, thing.end, doc[index + 1 : thing.end].text)
    return thing


def _going(doc: Doc, index: int, future: bool) -> tuple[str, str, int] | None:
    if index >= len(doc):
        return None
    word = doc[index].lower_
    if word in _GERUND_ACTIVITIES:  # "went hiking"
        return ("PLANS" if future else "DID"), doc[index].text, index + 1
    if word != "to":
        return None
    verb = _verb_phrase(doc, index + 1)
    if verb is not None:  # "going to paint the kitchen", "went to see a play"
        return ("PLANS" if future else "DID"), verb[0], verb[1]
    following = doc[index + 1] if index + 1 < len(doc) else None
    if following is None or not (
        following.lower_ in OBJECT_LEAD or following.text[:1].isupper() or following.lower_ in BARE_DESTINATIONS
    ):
        return None  # "going to think about it": a verb, not a place
    things, _ = read_things(doc, index + 1)
    place = _without_quantity(doc, things[0]) if things else None
    if place is None or not _is_event_object(place) or place.text.lower().split()[0] in NOT_DESTINATIONS:
        return None
    place = _by_its_name(doc, place)
    return ("PLANS" if future else "ATTENDED"), place.text, place.end


def _verb_phrase(doc: Doc, index: int) -> tuple[str, int] | None:
    """ "start pottery", "paint the kitchen", "take a pottery class" -> "pottery class", after "to" or "on"."""
    if index >= len(doc):
        return None
    word = doc[index].lower_
    things, _ = read_things(doc, index + 1)
    thing = _without_quantity(doc, things[0]) if things else None
    thing = thing if thing is not None and _is_event_object(thing) else None
    if word in _LIGHT_FORMS or (word in _TAKE_FORMS and thing and thing.text.lower().split()[-1] in CLASS_NOUNS):
        return (thing.text, thing.end) if thing else None
    lemma = _PLANNED_FORMS.get(word)
    if lemma is None:
        return None
    if thing is None:  # "going to travel": traveling, as the parse names it ("I'm going to travel" was both)
        where = _prep_phrase(doc, index + 1, lemma)
        if where is not None:  # "going to volunteer at the shelter": named with its place, as the parse does
            return f"{lemma} {where[0]}", where[1]
        return (gerund(lemma), index + 1) if lemma in INTRANSITIVE_ACTIVITIES else None
    return f"{lemma} {doc[index + 1 : thing.end].text}", thing.end


def _prep_phrase(doc: Doc, index: int, lemma: str) -> tuple[str, int] | None:
    """ "at the food bank" after "volunteer": a preposition the verb takes (`ACTIVITY_PREPS`) and its object."""
    if index >= len(doc) or doc[index].lower_ not in ACTIVITY_PREPS.get(lemma, frozenset()):
        return None
    things, _ = read_things(doc, index + 1)
    thing = _without_quantity(doc, things[0]) if things else None
    if thing is None or not _is_event_object(thing):
        return None
    return doc[index : thing.end].text, thing.end  # with its article, as the parse names it


def _without_quantity(doc: Doc, thing: Phrase) -> Phrase:
    """ "a lot of swimming" -> "swimming"; "a marathon last year" -> "a marathon" (the time is kept apart)."""
    start, end = thing.start, thing.end
    start += _counting_words(doc, start, end)
    when = time_text_in(doc[start:end].text)
    if when is not None:
        offset = doc[start:end].text.lower().find(when.lower()) + doc[start].idx
        end = next((t.i for t in doc[start:end] if t.idx >= offset), end)
    while end - start > 1 and doc[end - 1].lower_ in TRAILING_TIME_ADVERBS:
        end -= 1  # "the farmers market later": when, not what
    return Phrase(start, end, doc[start:end].text)


def _counting_words(doc: Doc, start: int, end: int) -> int:
    """How many words at `start` count the thing after them: 3 for "a bunch of", 2 for "lots of"; else 0."""
    article = int(doc[start].lower_ in {"a", "an"})
    at = start + article
    if end - at > 2 and doc[at].lower_ in QUANTITIES and doc[at + 1].lower_ == "of":
        return article + 2
    return 0


def _named_by_the_chat(doc: Doc, thing: Phrase) -> bool:
    """ "I watched the movie", "I made the recipe": which one, the chat says (`SAY_NOTHING_ALONE`); with a parse,
    also "I bought a physical copy" (a copy of what: events.named_without_its_kind)."""
    if doc.has_annotation("DEP") and named_without_its_kind(doc[thing.end - 1]):
        return True
    words = thing.text.lower().split()
    before = doc[thing.start - 1].lower_ if thing.start > 0 else ""
    if words[:1] == ["the"]:
        words, before = words[1:], "the"
    return len(words) == 1 and words[0] in SAY_NOTHING_ALONE and before == "the"


def _is_event_object(thing: Phrase) -> bool:
    words = thing.text.lower().split()
    if not words:
        return False
    first = words[0]
    if not first.isalpha() or first in PREDICATE_WORDS | PARTICLES | NOT_OBJECT_START | NOT_LOWERCASE_NAMES:
        return False
    alone = len(words) == 1 and (first in {"there", "here", "best"} or first in HOW_ONE_DOES)  # "doing *better*"
    return words[-1] not in VAGUE_EVENT_OBJECTS and not alone and not is_own_way(words)


def _company(doc: Doc, index: int, clause_end: int) -> tuple[str, ...]:
    for position in range(index, clause_end - 1):
        if doc[position].lower_ == "with":
            following = doc[position + 1 : min(position + 3, clause_end)]
            if any(token.lower_ in COMPANY_NOUNS for token in following) or following[:1].text.istitle():
                last = next((t.i for t in following if t.lower_ in COMPANY_NOUNS or t.text.istitle()), position + 1)
                return (doc[position + 1 : last + 1].text,)
    return ()


def _clause_end(doc: Doc, start: int) -> tuple[int, str]:
    for token in doc[start:]:
        if token.text in {".", "!", "?", ";"}:
            return token.i, token.text
    return len(doc), ""
