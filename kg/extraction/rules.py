"""Tier 1: relations from token-level rules that need nothing but a tokenizer (`spacy.blank("en")`).

A spaCy `Matcher` finds the anchors: predicate phrases from `lexicon.PREDICATES` ("work at", "allergic to")
and relationship nouns from `lexicon.ROLE_NOUNS` ("manager", "sister"). Around each anchor, the readers in
`phrases` find the subject to the left and the object(s) to the right, and `polarity` reads the words between.

Role nouns take four shapes, all with an owner ("my", or "Alice's"):
    my manager is Bob / my manager's name is Bob     (copula)
    my sister Alice / my manager, Bob,               (apposition; people only)
    Bob is my manager / Bob, my manager, ...         (name first; owner "my" only)
    I have a sister named Alice                      (introduction)
"""

from __future__ import annotations

from dataclasses import dataclass

from spacy.matcher import Matcher
from spacy.tokens import Doc
from spacy.vocab import Vocab

from kg.extraction.assemble import Candidate
from kg.extraction.change_times import STATES
from kg.extraction.earlier_life import earlier_life_effect
from kg.extraction.kin import everyones, friend_role
from kg.extraction.lasting import lasting_effect, stretch_now_dropped
from kg.extraction.lexicon import (
    COPULAS,
    FIRST_PERSON,
    GERUNDS_OF_THEIR_NOUN,
    HYPOTHETICAL,
    LIGHT_GERUNDS,
    MOMENTS,
    NEGATORS,
    PAST_COPULAS,
    POSSESSIVE_MARKERS,
    PREDICATES,
    PREFERENCE_ALTERNATIVES,
    ROLE_MODIFIERS,
    ROLE_NOUNS,
    SHARED_BY_WE,
    SUBJECT_GAP,
    Effect,
    Predicate,
    RoleNoun,
)
from kg.extraction.others_features import names_feature_of_someone_elses
from kg.extraction.phrases import (
    Phrase,
    Subject,
    find_subject,
    is_lowercase_text,
    read_name_ending_at,
    read_names,
    read_things,
    tail_words,
    with_public_body,
)
from kg.extraction.polarity import polarity_of, role_words
from kg.extraction.questions import asks_at, sentence_at
from kg.extraction.relation import ORGANIZATION, PERSON, PLACE, PROJECT, THING, USER

_ROLE = "role"
# Favourites that may be an activity: "my favorite *thing* is having a picnic"; "my favorite *store* is having a
# sale" tells what the store is doing.
_ACTIVITY_CATEGORIES = frozenset({"thing", "things", "activity", "hobby", "pastime", "part", "way", "sport"})
_COWORKER = RoleNoun("COLLEAGUE_OF", PERSON)
_INTRODUCERS = frozenset({"a", "an", "one", "two", "three", "four", "five"})
_HAVE = frozenset({"have", "has", "had", "got"})
_NAMING = frozenset({"named", "called"})
# Severity words before an allergen are not part of it: "a *severe* peanut allergy".
_ALLERGY_SEVERITY = frozenset({"severe", "mild", "bad", "serious", "slight", "deadly", "terrible", "strong"})
# An allergy outgrown, and whose: "Dev *outgrew his* peanut allergy", "I *grew out of my* egg allergy".
_OUTGREW = frozenset({"outgrew", "outgrown"})
_GREW = ("grew", "grown")
_OWNERS = frozenset({"my", "his", "her", "their", "our"})
_MAX_ALLERGEN = 4  # words, with severity: "severe tree nut"
# A lower-case guess at a name is worth less than a capitalised one.
_LOWERCASE_PENALTY = 0.2


@dataclass(frozen=True)
class _Owner:
    """Whose relation a role noun names: USER for "my", a person for "Alice's"."""

    subject: Subject
    introduced: bool  # "I have a sister named Alice": the name must follow "named", "called" or a comma


class RuleMatcher:
    """Finds tier-1 candidates in a Doc. Built once per vocabulary; calls must not overlap (see Extractor)."""

    def __init__(self, vocab: Vocab) -> None:
        self._matcher = Matcher(vocab)
        self._predicates: dict[str, Predicate] = {}
        for index, predicate in enumerate(PREDICATES):
            if predicate.needs_parse:
                continue  # tier 2 only
            key = f"predicate-{index}"
            pattern: list[dict[str, object]] = [{"LOWER": {"IN": sorted(predicate.words)}}]
            if predicate.preps:
                pattern.append({"LOWER": {"IN": list(predicate.preps)}})
            self._matcher.add(key, [pattern])
            self._predicates[key] = predicate
        self._matcher.add(
            _ROLE,
            [
                [{"LOWER": {"IN": sorted(ROLE_NOUNS)}}],
                [{"LOWER": "co"}, {"ORTH": "-", "OP": "?"}, {"LOWER": {"IN": ["worker", "workers"]}}],
            ],
        )

    def candidates(self, doc: Doc) -> list[Candidate]:
        lowercase_text = is_lowercase_text(doc)
        found: list[Candidate] = []
        for match_id, start, end in self._matcher(doc):
            key = doc.vocab.strings[match_id]
            if key == _ROLE:
                role = ROLE_NOUNS.get(doc[end - 1].lower_, _COWORKER)  # only "co-worker" is not a listed noun
                found.extend(_role_candidates(doc, start, end, role, lowercase_text))
            else:
                found.extend(_predicate_candidates(doc, start, end, self._predicates[key], lowercase_text))
        return found


def _predicate_candidates(
    doc: Doc, start: int, end: int, predicate: Predicate, lowercase_text: bool
) -> list[Candidate]:
    if predicate.object_first:
        return _object_first_candidates(doc, start, end, predicate, lowercase_text)
    edge_type = predicate.edge_type
    subject = find_subject(doc, start, lowercase_text, edge_type in SHARED_BY_WE, state=edge_type in STATES)
    if subject is None or HYPOTHETICAL.intersection(subject.gap) or asks_at(doc, start):
        return []  # "Does Bob like golf?" asks, and says nothing about Bob
    if doc[start].lower_ == "like" and COPULAS.intersection(subject.gap):
        return []  # "we're *like* a family": a likeness, not a liking
    gap = list(subject.gap)
    if predicate.needs_negation:
        if not NEGATORS.intersection(gap):
            return []  # "I can stand coffee" says nothing
        gap = [word for word in gap if word not in NEGATORS]
    objects, object_end, penalty = _read_objects(doc, end, predicate.kind, lowercase_text)
    if predicate.edge_type == "LIKES":  # "I love the theme in *your* painting": praise of another's thing
        speaker_likes = USER in subject.values
        objects = [obj for obj in objects if not names_feature_of_someone_elses(doc, obj.start, obj.end, speaker_likes)]
    if not objects:
        return []
    qualifier = _preference_alternative(doc, object_end) if predicate.edge_type == "PREFERS" else None
    tail = tail_words(doc, object_end)
    past = predicate.effect_after(gap)
    effect = lasting_effect(past, doc[start].text, gap, tail)  # "have worked ... since"
    tail = stretch_now_dropped(tail, past, effect)  # "I've worked at X for a while now": no change
    sentence = [token.lower_ for token in sentence_at(doc, start)]
    effect = earlier_life_effect(effect, doc[start].text, gap, sentence)  # "I loved horses as a kid"
    if predicate.earlier_life_only and effect is not Effect.ENDED:
        return []  # "I hated the movie": one occasion judged
    polarity = polarity_of([*gap, *tail], effect)
    span = doc[subject.start : object_end].text
    return [
        Candidate(
            predicate.edge_type,
            value,
            obj.text,
            predicate.kind,
            polarity,
            predicate.confidence - penalty,
            span,
            subject.start,
            qualifier,
        )
        for obj in objects
        for value in subject.values
    ]


def _read_objects(doc: Doc, start: int, kind: str, lowercase_text: bool) -> tuple[list[Phrase], int, float]:
    """The objects after a predicate, their end, and the confidence penalty for how they were read."""
    if kind == THING:
        things, end = read_things(doc, start)
        return [thing for thing in things if not _scene_cut_short(doc, thing)], end, 0.0
    names, end = read_names(doc, start, lowercase_text)
    if kind == PLACE and len(names) == 2 and doc[names[0].end].text == "," and names[1].start == names[0].end + 1:
        names = names[:1]  # "San Francisco, California" is one place, named with its region
    if kind == ORGANIZATION and not lowercase_text:  # "I work at the Glasgow city council": the council
        names = [with_public_body(doc, name) for name in names]
        end = names[-1].end if names else end
    if names:
        return names, end, _LOWERCASE_PENALTY if lowercase_text else 0.0
    if kind == PROJECT:  # projects are often lower-case: "I'm working on the billing migration"
        things, end = read_things(doc, start)
        return things, end, 0.1
    return [], end, 0.0


def _scene_cut_short(doc: Doc, thing: Phrase) -> bool:
    """ "I like *ducks swimming* on the pond", "seeing *puppies playing* in the snow": a noun and a gerund read as
    one thing, where the clause goes on; a scene, not a thing (not "people watching", a pastime's name)."""
    if thing.end - thing.start < 2 or thing.end >= len(doc):
        return False
    last, before, after = doc[thing.end - 1], doc[thing.end - 2], doc[thing.end]
    return (
        last.lower_.endswith("ing")
        and last.lower_ not in GERUNDS_OF_THEIR_NOUN
        and not before.lower_.endswith("ing")
        and after.is_alpha
    )


def _preference_alternative(doc: Doc, index: int) -> str | None:
    """What a preference beat: "tea *over coffee*", "tea *rather than coffee*", "tea *instead of coffee*"."""
    if index >= len(doc) or doc[index].lower_ not in PREFERENCE_ALTERNATIVES | {"rather"}:
        return None
    index += 1
    if index < len(doc) and doc[index].lower_ in {"than", "of"}:
        index += 1
    things, _ = read_things(doc, index)
    return things[0].text if things else None


def _object_first_candidates(
    doc: Doc, start: int, end: int, predicate: Predicate, lowercase_text: bool
) -> list[Candidate]:
    """The object sits between the article and the predicate word: "I have a (severe) peanut allergy"; or after
    the owner's possessive, outgrown ("Dev outgrew his peanut allergy": ended)."""
    told = _outgrown(doc, start) or _had(doc, start, predicate)
    if told is None:
        return []
    verb, first, effect = told
    subject = find_subject(doc, verb, lowercase_text)
    if subject is None or HYPOTHETICAL.intersection(subject.gap):
        return []
    polarity = polarity_of([*subject.gap, *tail_words(doc, end)], effect)
    return [
        Candidate(
            predicate.edge_type,
            subject.value,
            doc[first:start].text,
            predicate.kind,
            polarity,
            predicate.confidence,
            doc[subject.start : end].text,
            subject.start,
        )
    ]


def _had(doc: Doc, start: int, predicate: Predicate) -> tuple[int, int, Effect] | None:
    """(the verb's index, the object's first, the effect) of "I have a (severe) peanut allergy", "I had a ...":
    the object between the article and the predicate word (at `start`)."""
    first = start
    while first > 0 and doc[first - 1].is_alpha and doc[first - 1].lower_ not in SUBJECT_GAP | _HAVE:
        first -= 1
    have = first - 1
    while first < start and doc[first].lower_ in _ALLERGY_SEVERITY:
        first += 1
    if first == start:
        return None
    if have >= 0 and doc[have].lower_ in {"a", "an"}:
        have -= 1
    if have < 0 or doc[have].lower_ not in _HAVE:
        return None
    return have, first, Effect.ENDED if doc[have].lower_ == "had" else predicate.effect


def _outgrown(doc: Doc, start: int) -> tuple[int, int, Effect] | None:
    """(the verb's index, the allergen's first, ended) where the words before an allergy's allergen (at `start`)
    say it was outgrown: "outgrew his", "has outgrown my", "grew out of her" (with severity words skipped)."""
    first = start
    while first > max(0, start - _MAX_ALLERGEN) and doc[first - 1].is_alpha and doc[first - 1].lower_ not in _OWNERS:
        first -= 1
    owner = first - 1
    if first == start or owner < 1 or doc[owner].lower_ not in _OWNERS:
        return None
    if doc[owner - 1].lower_ in _OUTGREW:
        verb = owner - 1
    elif owner >= 3 and [t.lower_ for t in doc[owner - 3 : owner]] in ([g, "out", "of"] for g in _GREW):
        verb = owner - 3
    else:
        return None
    while first < start and doc[first].lower_ in _ALLERGY_SEVERITY:
        first += 1
    return (verb, first, Effect.ENDED) if first < start else None


def _role_candidates(doc: Doc, start: int, end: int, role: RoleNoun, lowercase_text: bool) -> list[Candidate]:
    modifiers_start = start
    while modifiers_start > 0 and (
        doc[modifiers_start - 1].lower_ in ROLE_MODIFIERS or doc[modifiers_start - 1].text == "-"
    ):
        modifiers_start -= 1
    modifiers = role_words(role.edge_type, [token.lower_ for token in doc[modifiers_start:start]])
    owner = _owner(doc, modifiers_start - 1, doc[end - 1].lower_, lowercase_text)
    if owner is None:
        return []
    qualifier = role.qualifier
    if role.edge_type == "FRIEND_OF":  # "my best friend Dave": the friend one has one of
        qualifier = friend_role(doc[end - 1].lower_, modifiers)
    after = end
    if role.category:  # "my favourite food is sushi": "food" is the category, kept as the qualifier
        after = _category_end(doc, end)
        if after == end:
            return []
        qualifier = doc[end:after].text.lower()
        verb = after + 1 if after < len(doc) and doc[after].lower_ in COPULAS else after
        doing = verb < len(doc) and (
            doc[verb].lower_ in LIGHT_GERUNDS or (doc[verb].tag_ == "VBG" and doc[verb].dep_ == "ROOT")
        )  # "my favorite store is *having* a sale"; with a parse, "my favorite band is *playing* tonight"
        if doing and qualifier.split()[-1] not in _ACTIVITY_CATEGORIES:
            return []
        if qualifier.split()[-1] in MOMENTS and after < len(doc) and doc[after].lower_ in PAST_COPULAS:
            return []  # "my favorite part was the fireworks": a moment of an occasion, no favourite given up
    found = _named_after_role(doc, after, role, owner, modifiers, qualifier, lowercase_text)
    if role.category:  # "my favourite food *isn't* pizza" says what the favourite is not: no dislike, nothing
        found = [c for c in found if not (c.polarity.negated and not c.polarity.change)]
    if owner.subject.value == USER and not owner.introduced:
        found.extend(_named_before_role(doc, modifiers_start - 1, after, role, modifiers, qualifier, lowercase_text))
    return found


def _category_end(doc: Doc, start: int) -> int:
    """Where the category after "my favourite" ends: up to three words, a hyphenated one ("dairy-free", "non-dairy")
    counted as one, before "is"."""
    index, words = start, 0
    while index < len(doc) and words < 3:
        token = doc[index]
        if token.is_alpha and token.lower_ not in COPULAS:
            words += 1
        elif not (token.text == "-" and index > start and not doc[index - 1].whitespace_ and index + 1 < len(doc)):
            break  # a hyphen joins only the words it is typed between
        elif not doc[index + 1].is_alpha or token.whitespace_:
            break
        index += 1
    return index


def _described_after_this(doc: Doc, index: int) -> bool:
    """ "this lemon bar", "this amazing chocolate tart": after "this", more than a bare noun says what the thing is;
    "this cake" may only point at what was shown."""
    return index + 2 < len(doc) and doc[index].lower_ == "this" and doc[index + 1].is_alpha and doc[index + 2].is_alpha


def _owner(doc: Doc, index: int, role_word: str, lowercase_text: bool) -> _Owner | None:
    """Who owns the role noun whose modifiers start after `index`: "my" (or "our": "our son Leo" is the speaker's
    son, as in the parse), "Alice's", or "I have a"."""
    if index < 0:
        return None
    token = doc[index]
    if token.lower_ == "my" or (token.lower_ == "our" and not everyones(token, role_word)):
        return _Owner(Subject(USER, index, ()), introduced=False)
    if token.lower_ in POSSESSIVE_MARKERS:
        name = read_name_ending_at(doc, index - 1, lowercase_text)
        return None if name is None else _Owner(Subject(name.text, name.start, ()), introduced=False)
    if token.lower_ in _INTRODUCERS and index > 0 and doc[index - 1].lower_ in _HAVE:
        subject = find_subject(doc, index - 1, lowercase_text)
        return None if subject is None else _Owner(subject, introduced=True)
    return None


def _named_after_role(
    doc: Doc,
    index: int,
    role: RoleNoun,
    owner: _Owner,
    modifiers: list[str],
    qualifier: str | None,
    lowercase_text: bool,
) -> list[Candidate]:
    """The copula, apposition and introduction shapes: the related name comes after the role noun."""
    words = [*owner.subject.gap, *modifiers]
    effect = Effect.NONE
    confidence = 0.9
    apposition = False  # "my boss Dmitri didn't retire": what follows the name is said of him, not of the tie
    if index + 2 < len(doc) and doc[index].lower_ in POSSESSIVE_MARKERS and doc[index + 1].lower_ == "name":
        index += 2  # "my manager's name is Bob"
    if owner.introduced:
        if index >= len(doc) or not (doc[index].lower_ in _NAMING or doc[index].text == ","):
            return []
        index += 1
        confidence = 0.8
    elif index < len(doc) and doc[index].lower_ in COPULAS:
        if doc[index].lower_ in PAST_COPULAS:
            effect, confidence = Effect.ENDED, 0.6  # "my manager was Bob": not any more
        index += 1
        while index < len(doc) and doc[index].lower_ in SUBJECT_GAP:
            words.append(doc[index].lower_)  # "is now", "is no longer", "is not"
            index += 1
        if index < len(doc) and doc[index].lower_ in _NAMING:
            index += 1
    elif role.kind == PERSON:
        if index < len(doc) and doc[index].text == ",":
            index += 1
        confidence = 0.85
        apposition = True
    else:
        return []
    if role.kind == THING:
        if qualifier and _described_after_this(doc, index):
            index += 1  # "my favorite snack is *this* lemon bar" names it; "is this cake" stays what was shown
        objects, object_end = read_things(doc, index)
    else:
        objects, object_end = read_names(doc, index, lowercase_text)
        if lowercase_text:
            confidence -= _LOWERCASE_PENALTY
    polarity = polarity_of(words if apposition else [*words, *tail_words(doc, object_end)], effect)
    span = doc[owner.subject.start : object_end].text
    return [
        Candidate(
            role.edge_type,
            owner.subject.value,
            obj.text,
            role.kind,
            polarity,
            confidence,
            span,
            owner.subject.start,
            qualifier,
        )
        for obj in objects
    ]


def _used_to_be(doc: Doc, index: int) -> bool:
    """Whether `index` is the "be" of "used to be" ("Karen used to be my boss": a tie that ended)."""
    return doc[index].lower_ == "be" and index >= 2 and [t.lower_ for t in doc[index - 2 : index]] == ["used", "to"]


def _named_before_role(
    doc: Doc,
    my: int,
    role_end: int,
    role: RoleNoun,
    modifiers: list[str],
    qualifier: str | None,
    lowercase_text: bool,
) -> list[Candidate]:
    """The name-first shape: "Bob is my manager", "Bob has been my manager", "Bob, my manager, said"."""
    if role.kind != PERSON or _owns_what_follows(doc, role_end):
        return []
    index = my - 1
    words: list[str] = []
    linked_by_copula = linked_by_comma = False
    while index >= 0 and (doc[index].lower_ in SUBJECT_GAP or doc[index].text == ","):
        linked_by_copula |= doc[index].lower_ in COPULAS or doc[index].lower_ == "been" or _used_to_be(doc, index)
        linked_by_comma |= doc[index].text == ","
        words.insert(0, doc[index].lower_)
        index -= 1
    # A comma only links a name in a closed apposition, or "Yesterday, my manager Bob" would make Yesterday one.
    closed = role_end >= len(doc) or doc[role_end].is_punct
    if not (linked_by_copula or (linked_by_comma and closed)):
        return []
    if index < 0 or doc[index].lower_ in FIRST_PERSON:
        return []  # "I am my own boss"
    name = read_name_ending_at(doc, index, lowercase_text)
    if name is None:
        return []
    effect = Effect.ENDED if PAST_COPULAS.intersection(words) else Effect.NONE
    polarity = polarity_of([*words, *modifiers, *tail_words(doc, role_end)], effect)
    confidence = 0.85 - (_LOWERCASE_PENALTY if lowercase_text else 0.0)
    return [
        Candidate(
            role.edge_type,
            USER,
            name.text,
            role.kind,
            polarity,
            confidence,
            doc[name.start : role_end].text,
            name.start,
            qualifier,
        )
    ]


def _owns_what_follows(doc: Doc, role_end: int) -> bool:
    """ "Chelsea is my brother*'s* team", "Sam is my sister's friend": the relative owns what the name is, a team or a
    friend, and the name is no relative's (but "Sam is my brother's name" names him)."""
    if role_end >= len(doc) or doc[role_end].lower_ not in POSSESSIVE_MARKERS:
        return False
    return not (role_end + 1 < len(doc) and doc[role_end + 1].lower_ == "name")
