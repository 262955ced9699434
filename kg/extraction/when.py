"""The time expression that says when an event happened: "yesterday", "last week", "in May", "two days ago".

Only the words are found here; turning them into dates needs the time the text was said, which the caller has
(kg.temporal). Tier 2 trusts the NER's DATE and TIME spans inside the event's clause; tier 1, and tier 2 where
NER saw nothing, use the pattern below, which knows the common relative and calendar expressions.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

from spacy.tokens import Span, Token

from kg.extraction.event_words import PAST_AS_BASE, PAST_FORMS, RACE_BY_LENGTH
from kg.extraction.phrases import is_spaced_dash
from kg.temporal import CHAT_DAYS, FREQUENCY_ADVERBS, MONTH_WORDS, WEEKDAY_WORDS, frequency_in, resolve_times

_DAY = "(?:" + "|".join(sorted(WEEKDAY_WORDS)) + ")"
_MONTH = "(?:" + "|".join(sorted(MONTH_WORDS)) + ")"
# A month with its day ("December 31st", "the 4th of July"), capitalised: "I may 5 ..." is no date.
_NAMED_MONTH = "(?-i:" + "|".join(sorted(m.capitalize() for m in MONTH_WORDS)) + ")"
_SEASON = r"(?:spring|summer|fall|autumn|winter)"
_UNIT = r"(?:night|morning|afternoon|evening|week|weekend|month|year|" + _SEASON + "|" + _DAY + ")"
_PATTERN = re.compile(
    r"\b(?:yesterday|today|tonight|tomorrow|" + "|".join(CHAT_DAYS) + r"|(?:this|last|next|that) " + _UNIT + "s?"
    r"|(?:on )?" + _DAY + r"(?: (?:morning|afternoon|evening|night))?"
    r"|(?:on )?" + _NAMED_MONTH + r" \d{1,2}(?:st|nd|rd|th)?(?!\d)"
    r"|(?:on )?the \d{1,2}(?:st|nd|rd|th) of "
    + _NAMED_MONTH
    + r"|in "
    + _MONTH
    + r"|in the "
    + _SEASON
    + r"|(?:on|over) the weekend"
    r"|(?:\w+|a few|a couple of) (?:days?|weeks?|months?|years?) ago"
    r"|(?:the )?(?:day|week) (?:before|after) (?:yesterday|tomorrow|last)(?: \w+)?)\b",
    re.IGNORECASE,
)
_PAST_TIME = re.compile(r"\b(?:yesterday|last|ago)\b", re.IGNORECASE)
# "May" alone is too often a verb; a capitalised month after "in"/"on" is caught by the pattern above.
_TIME_LABELS = frozenset({"DATE", "TIME"})
# Units a stay or a trip is counted in: "for two *weeks*", "for a *night*".
_LENGTH_UNITS = frozenset({"minute", "hour", "day", "night", "week", "weekend", "month", "year"})
# A day to resolve words against when only which words name a time matters (the day they name does not).
ANY_TIME = datetime(2000, 1, 3, tzinfo=UTC)
# kg.temporal reads "may 5" as a day; here, as in the pattern above, only a capitalised month is one ("I may 5 ...").
_LOWERCASE_MONTH = re.compile(r"\b" + _MONTH + r"\b")


def time_text_in(text: str) -> str | None:
    """The first time expression in `text`, as written: of the pattern above, else of any kg.temporal resolves
    ("for Easter", "on the 19th", "from June 3 to June 7"; the time it is read at does not change which)."""
    found = _PATTERN.search(text)
    if found:
        return found.group(0)
    resolved = [span.text for span in resolve_times(text, ANY_TIME) if not _LOWERCASE_MONTH.search(span.text)]
    return resolved[0] if resolved else None


def time_text_of(verb: Token) -> str | None:
    """When the clause headed by `verb` happened: how often, for a habit told in the present; else a DATE/TIME
    entity in its subtree, else the pattern."""
    doc = verb.doc
    clause = doc[verb.left_edge.i : verb.right_edge.i + 1]
    often = how_often(verb, clause)
    if often is not None:
        return often
    theirs = _clauses_of_their_own(verb)
    saying_when = [
        entity
        for entity in doc.ents
        if entity.label_ in _TIME_LABELS
        and clause.start <= entity.start
        and entity.end <= clause.end
        and not any(other.start <= entity.start and entity.end <= other.end for other in theirs)
        and _says_when(entity.root)
        and not _before_a_dash(entity, verb)
    ]
    # The verb's own time before one of a clause under it: "My cat has been sick *all week*, I'm taking him to
    # the vet *on Friday*" is a plan for Friday.
    own = next((entity for entity in saying_when if _verb_over(entity.root) == verb), None)
    first = own or (saying_when[0] if saying_when else None)
    if first is not None:
        first = _with_recurrence(_with_neighbours(first))
    found = with_preposition(first) if first is not None else time_text_in(_text_without(clause, theirs))
    found = _DASHED_ON.sub("", found) if found is not None else None
    return None if found is not None and _past_time_on_a_habit(verb, found) else found


def _clauses_of_their_own(verb: Token) -> list[Span]:
    """The clauses joined to `verb`'s with a subject and a tense of their own, whose times are theirs: "We bought
    a flat in Leeds *and we're moving there in June*" (the purchase was not in June). A clause in the same tense
    may tell the same time ("I went to the beach and we had a picnic *last Sunday*"), and a verb that shares the
    subject shares the time ("I went hiking and camped *last weekend*")."""
    doc = verb.doc
    past = _told_in_the_past(verb)
    return [
        doc[child.left_edge.i : child.right_edge.i + 1]
        for child in verb.children
        if child.dep_ == "conj"
        and child.pos_ in {"VERB", "AUX"}
        and any(word.dep_ in {"nsubj", "nsubjpass", "expl"} for word in child.children)
        and _told_in_the_past(child) != past
    ]


def _told_in_the_past(verb: Token) -> bool:
    """A simple past or one its auxiliary makes ("I *did* go", "we *were* moving", "I *had* left")."""
    return verb.tag_ == "VBD" or any(
        child.dep_ in {"aux", "auxpass"} and child.tag_ == "VBD" for child in verb.children
    )


def own_time_end(verb: Token, end: int) -> int:
    """Where the words that may say `verb`'s time end, at `end` or before: before the first clause after it with a
    subject and a tense of its own (`_clauses_of_their_own`); `end` in a doc with no parse (tier 1)."""
    if not verb.doc.has_annotation("DEP"):
        return end
    starts = [clause.start for clause in _clauses_of_their_own(verb) if clause.start > verb.i]
    return min([end, *starts])


def _text_without(clause: Span, parts: list[Span]) -> str:
    if not parts:
        return clause.text
    kept = [token for token in clause if not any(part.start <= token.i < part.end for part in parts)]
    return "".join(token.text_with_ws for token in kept)


def _before_a_dash(entity: Span, verb: Token) -> bool:
    """ "*Busy week* - went to a concert last night": a time in the clause a spaced dash ends, before the verb,
    says how that time was, not when the verb's deed was."""
    between = entity.doc[entity.end : verb.i]
    return any(is_spaced_dash(token) for token in between)


def how_often(verb: Token, clause: Span) -> str | None:
    """How often the habit `verb` tells recurs, as said: "three times a week", "twice a day", "every other day",
    "every Friday", "daily". None for a verb in the past ("Last summer I swam every day" keeps its summer) or with
    no such words."""
    if verb.tag_ == "VBD" or any(child.tag_ == "VBD" and child.dep_ == "aux" for child in verb.children):
        return None
    said = frequency_in(clause.text)
    if said is not None:
        return said
    adverb = next((c for c in verb.children if c.dep_ == "advmod" and c.lower_ in FREQUENCY_ADVERBS), None)
    return adverb.text if adverb is not None else None


def _past_time_on_a_habit(verb: Token, time_text: str) -> bool:
    """ "I gave my old bike to a shelter I volunteer at *yesterday*": a past time on a verb in the simple present
    (a habit) belongs to another verb of the sentence, which the small model did not hang it on."""
    # "I read it *then*", "we *swam* there yesterday": past forms the small model may tag as the present
    present = verb.tag_ == "VBZ" or (
        verb.tag_ == "VBP" and verb.lower_ not in PAST_AS_BASE and verb.lower_ not in PAST_FORMS
    )
    simple_present = present and not any(child.dep_ == "aux" for child in verb.children)
    return simple_present and names_a_past_time(time_text)


def names_a_past_time(time_text: str) -> bool:
    """Whether a time as said is gone by its words: "yesterday", "last week", "two days ago"."""
    return _PAST_TIME.search(time_text) is not None


# A dash before a word ends a time: what follows is an aside the NER may run the date into ("last week - so
# exciting"); one before a number may end a range ("May 3 - 5").
_DASHED_ON = re.compile(r"\s+(?:-{1,2}|\u2013|\u2014)\s+(?!\d).*$")
_ORDINALS = frozenset({"last", "first", "final", "next"})
_LEADING_VERBS = frozenset({"start", "begin"})  # "*starting* next week", "*beginning* in March"


def time_on(verb: Token) -> Span | None:
    """A DATE or TIME entity hung on `verb` itself ("joining the choir *next month*", "start *on Monday*"), or led
    into its clause ("*starting next week* I'll be working at Initech"), not on another clause of its sentence:
    the time of that verb's own clause, precisely."""
    for entity in verb.doc.ents:
        root = entity.root
        if entity.label_ not in _TIME_LABELS or root.sent.start != verb.sent.start:
            continue
        lead = _lead_of(root)
        led = lead is not None and lead.head == verb and _hung_on(root, lead)
        if _hung_on(root, verb) or led or _said_to_be(root, verb):
            return entity
    return None


def _hung_on(root: Token, word: Token) -> bool:
    """Whether the time whose head word is `root` modifies `word`: "start *on Monday*", "joining *next month*"."""
    on_word = root.head == word and root.dep_ in {"npadvmod", "advmod", "tmod", "obl"}
    return on_word or (root.dep_ == "pobj" and root.head.dep_ == "prep" and root.head.head == word)


def _lead_of(root: Token) -> Token | None:
    """The word that leads the time whose head word is `root` into a clause: "*Starting* next week I'll be working
    at Initech", "*Beginning* in March", "*As* of Monday"; the clause, its head's, holds from then."""
    word = root.head.head if root.dep_ == "pobj" else root.head
    if word.lemma_ in _LEADING_VERBS and word.tag_ == "VBG" and word.dep_ in {"advcl", "prep"}:
        return word
    if word.lower_ == "as" and word.dep_ == "prep" and root.head.lower_ == "of":
        return word
    return None


def _said_to_be(root: Token, verb: Token) -> bool:
    """ "My last day at Globex is *Friday*": the time a copula says the subject is; not "It was *my last day*"."""
    return (
        root.head == verb
        and root.dep_ == "attr"
        and verb.lemma_ == "be"
        and not any(child.lower_ in _ORDINALS for child in root.children)
    )


def _verb_over(token: Token) -> Token | None:
    """The nearest verb above `token` in the parse."""
    return next((head for head in token.ancestors if head.pos_ in {"VERB", "AUX"}), None)


def _says_when(root: Token) -> bool:
    """ "yesterday", "last week", "in May" modify the verb; "a *weekend* yoga class", "my *week*" do not, nor a
    race by its length the NER takes for a date ("signed up for a *10k*"), nor a bare stretch ("in *years*")."""
    if RACE_BY_LENGTH.fullmatch(root.text):
        return False
    if root.lower_ in {"years", "months", "weeks", "ages", "decades"} and not list(root.children):
        return False  # "I haven't read them in *years*": how long, not when
    if root.dep_ == "pobj" and root.head.lower_ == "for" and _counted_length(root):
        return False  # "I'm going to Japan *for two weeks* in October": how long, not when
    if root.dep_ in {"npadvmod", "advmod", "tmod", "obl"}:
        return True
    return root.dep_ == "pobj" and root.head.dep_ == "prep" and root.head.head.pos_ in {"VERB", "AUX"}


def _counted_length(unit: Token) -> bool:
    """ "two *weeks*", "a *week*", "a few *days*": a unit of time counted, which after "for" is a length."""
    if unit.lemma_.lower() not in _LENGTH_UNITS:
        return False
    return any(
        child.dep_ == "nummod" or child.lower_ in {"a", "an", "few", "couple", "several"} for child in unit.children
    )


def _with_neighbours(entity: Span) -> Span:
    """The time with the times the NER split from it on either side: "*yesterday* morning", "last Sunday
    *afternoon*", "on *Friday* night" are one time, and so are an hour and the day after it ("6am *on Friday*"); its
    head word alone ("morning", "6am") names no day."""
    start, end, doc = entity.start, entity.end, entity.doc
    for other in sorted(doc.ents, key=lambda e: -e.start):
        if other.label_ in _TIME_LABELS and other.end == start:
            start = other.start
    for other in sorted(doc.ents, key=lambda e: e.start):
        if other.label_ in _TIME_LABELS and other.start == end:
            end = other.end
        elif other.label_ == "DATE" and other.start == end + 1 and doc[end].lower_ == "on" and entity.label_ == "TIME":
            end = other.end  # "at *6am on Friday*": the hour and its day
    return doc[start:end]


def _with_recurrence(entity: Span) -> Span:
    """The time with the "every" or "each" the NER left out of it ("*every* Tuesday", "*every* Sunday morning",
    "*every other* week"), so that it resolves to no one day; else the time as it was."""
    start = entity.start
    while start > 0 and (entity.doc[start - 1].lower_ in _WEEKDAYS or entity.doc[start - 1].lower_ == "other"):
        start -= 1
    if start > 0 and entity.doc[start - 1].lower_ in {"every", "each"}:
        return entity.doc[start - 1 : entity.end]
    return entity


def _named_only_after_for(time: str) -> bool:
    """Whether `time` names a day only after "for": an occasion ("Thanksgiving", "Easter"), not a date."""
    return not resolve_times(time, ANY_TIME) and bool(resolve_times(f"for {time}", ANY_TIME))


_WEEKDAYS = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"})


def with_preposition(entity: Span) -> str:
    """ "in May" rather than "May", "for Thanksgiving" rather than "Thanksgiving": the preposition says whether a
    month is past or to come, and an occasion alone names no day (kg.temporal reads "for Thanksgiving"; "scheduled
    for March 3rd" keeps its date as it is)."""
    before = entity.doc[entity.start - 1] if entity.start > 0 else None
    if before is not None and before.lower_ == "for" and _named_only_after_for(entity.text):
        return f"{before.text} {entity.text}"
    if before is not None and before.lower_ in {"in", "on", "since", "during", "over", "from"}:
        return f"{before.text} {entity.text}"
    return entity.text
