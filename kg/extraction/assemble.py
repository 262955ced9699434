"""From raw matches to relations: one place for naming, filtering, the negation policy and de-duplication.

Both tiers emit `Candidate`s holding the text they matched; only here do names get normalised, so tier 1 and
tier 2 agree on "NYC" -> "New York City" and on what counts as a duplicate.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from kg.extraction.kin import GREAT_RELATIVES, spelled_role
from kg.extraction.lexicon import PEOPLE_GONE_TO, ROLE_NOUNS, VAGUE_OBJECTS
from kg.extraction.names import AliasTable, name_key, normalise_name, trim_name
from kg.extraction.phrases import is_noun_phrase
from kg.extraction.polarity import Polarity, apply_policy
from kg.extraction.relation import EVENT, PERSON, PROJECT, THING, USER, Entity, Relation, relative_role

# Words that praise a thing without saying what it is: "the *amazing* banana split" is a banana split. Only in
# lower case and before another word. Not words that may also say what kind it is: "cool" ("cool weather"), "epic"
# ("epic fantasy"); "great" only before a word it does not name a kind with (`_GREAT_KINDS`).
_PRAISE = frozenset(
    {
        *("amazing", "awesome", "incredible", "wonderful", "fantastic", "fabulous", "terrific", "superb"),
        *("marvelous", "marvellous", "delicious", "yummy", "tasty", "gorgeous", "stunning", "breathtaking"),
        "lovely",
    }
)
# Words "great" names a kind or a measure with: "a great aunt", "a great white shark", "a great deal of".
_GREAT_KINDS = GREAT_RELATIVES | frozenset(
    {"white", "dane", "danes", "ape", "apes", "horned", "blue", "grey", "gray", "crested", "tit", "deal"}
)
_INTENSIFIERS = frozenset({"so", "really", "super", "truly", "absolutely", "pretty", "very", "most"})
_PRAISABLE_KINDS = frozenset({THING, EVENT, PROJECT})
_NO_QUOTES = str.maketrans("", "", '"\u201c\u201d')
_HOBBIES = frozenset({"hobby", "hobbies", "pastime", "pastimes"})
_KINDS_OF = re.compile(r"(?:(?:all|many|different|various|most) )*(?:kinds?|types?|sorts?) of ", re.IGNORECASE)
# LIKES and DISLIKES of one pair are one question ("how does X feel about Y"), so tiers must not disagree.
_SAME_QUESTION = {"DISLIKES": "LIKES"}


@dataclass(frozen=True)
class Candidate:
    edge_type: str
    subject: str  # USER or the name as written
    object: str  # as written
    kind: str
    polarity: Polarity
    confidence: float
    span: str
    position: int  # index of the first token of the span, to keep results in reading order
    qualifier: str | None = None
    time_text: str | None = None
    with_whom: tuple[str, ...] = ()
    unnamed: bool = False  # the object is a role, not a name: "my *mom*" (Relation.unnamed)
    where: str | None = None  # Relation.where
    # A state read from a deed that has a time of its own ("my aunt is visiting from Dublin next week": she lives in
    # Dublin): the time is the deed's, and the state no change to come (kg/extraction/change_times.py).
    held_apart_from_time: bool = False


def finish(candidates: Iterable[Candidate], aliases: AliasTable) -> list[Relation]:
    """Normalises names, applies the negation policy, drops unusable and repeated relations."""
    best: dict[tuple[str, str, str, bool], tuple[int, Relation]] = {}
    for candidate in _with_favourite_hobbies(candidates):
        relation = _to_relation(candidate, aliases)
        if relation is None:
            continue
        key = (
            relation.edge_type,
            _key(relation.subject, aliases),
            name_key(relation.object, aliases=aliases),
            relation.negated,
        )
        held = best.get(key)
        if held is not None:  # what one reader saw, the other keeps: new ("gave birth to our son"), when, where
            change, when = held[1].change or relation.change, held[1].time_text or relation.time_text
            where = held[1].where or relation.where
            relation = replace(relation, change=change, time_text=relation.time_text or when, where=where)
            held = best[key] = (held[0], replace(held[1], change=change, time_text=when, where=where))
        if held is None or relation.confidence > held[1].confidence:
            best[key] = (candidate.position, relation)
    ordered = [relation for _, relation in sorted(best.values(), key=lambda item: item[0])]
    ended = {(r.edge_type, r.subject, name_key(r.object, aliases=aliases)) for r in ordered if _ends(r)}
    return _without_roles_ended_by_name(
        [r for r in ordered if r.negated or (r.edge_type, r.subject, name_key(r.object, aliases=aliases)) not in ended]
    )  # "I broke up with my girlfriend Zoe": she was a partner, and that is what ended


def _ends(relation: Relation) -> bool:
    return relation.negated and relation.change


def _without_roles_ended_by_name(relations: list[Relation]) -> list[Relation]:
    """ "I got fired from Target": the employer named ends; the same end by role ("job": whichever is current)
    would end it a second time, or end another one."""
    named = {(r.edge_type, r.subject) for r in relations if _ends(r) and not r.unnamed}
    return [r for r in relations if not (r.unnamed and _ends(r) and (r.edge_type, r.subject) in named)]


def _with_favourite_hobbies(candidates: Iterable[Candidate]) -> Iterable[Candidate]:
    """A favourite hobby is liked and is a hobby: "my favorite hobby is knitting" gives HAS_INTEREST as well."""
    for candidate in candidates:
        yield candidate
        if candidate.edge_type == "LIKES" and candidate.qualifier in _HOBBIES and not candidate.polarity.negated:
            yield replace(candidate, edge_type="HAS_INTEREST", qualifier=None)


def merge(preferred: list[Relation], fallback: list[Relation], aliases: AliasTable) -> list[Relation]:
    """`preferred` plus each `fallback` relation that answers a question `preferred` does not.

    Two relations answer the same question when they share an edge type (LIKES and DISLIKES counting as one)
    and a subject, and one object contains the other ("Acme" and "Acme Corp"); the preferred one wins.
    """
    merged = list(preferred)
    for candidate in fallback:
        if _told_as_plan(candidate, preferred, aliases) or _told_as_attended(candidate, preferred, aliases):
            continue
        same = [index for index in range(len(preferred)) if _same_question(candidate, merged[index], aliases)]
        if not same:
            merged.append(candidate)
        for index in same:  # keep the preferred answer, but not at the cost of a detail only the fallback saw
            held = merged[index]
            merged[index] = replace(
                held,
                qualifier=held.qualifier or candidate.qualifier,
                time_text=held.time_text or candidate.time_text,
                with_whom=held.with_whom or candidate.with_whom,
                where=held.where or candidate.where,
            )
    return merged


def entities_of(relations: Iterable[Relation], named: Iterable[Entity], aliases: AliasTable) -> list[Entity]:
    """Relation ends first (their kind comes from the rule that found them), then other named entities."""
    seen: set[str] = set()
    entities: list[Entity] = []
    ends = []
    for relation in relations:
        if relation.subject != USER and relative_role(relation.subject) is None:  # "my mom" is no name either
            ends.append(Entity(relation.subject, PERSON))
        if not relation.unnamed:  # "mom" is no one's name: Ingest names the node after its owner
            ends.append(Entity(relation.object, relation.object_kind))
    normalised = (Entity(normalise_name(entity.name, entity.kind, aliases=aliases), entity.kind) for entity in named)
    for entity in (*ends, *normalised):
        key = name_key(entity.name, aliases=aliases)
        if key and key not in seen:
            seen.add(key)
            entities.append(entity)
    return entities


def _to_relation(candidate: Candidate, aliases: AliasTable) -> Relation | None:
    if candidate.polarity.undone:  # "I didn't quit Initech": neither ended nor said to hold
        return None
    subject = candidate.subject
    if subject != USER and relative_role(subject) is None:
        subject = normalise_name(subject, PERSON, aliases=aliases)
    if candidate.unnamed:  # "mom", "older sister": a role, spelled by its rule, never a name
        return _relation(candidate, subject, candidate.object, candidate.polarity)
    obj = without_asides(without_own_or_kinds(normalise_name(candidate.object, candidate.kind, aliases=aliases)))
    if candidate.kind in _PRAISABLE_KINDS:
        obj = without_praise(obj)
    object_key = name_key(obj, aliases=aliases)
    # "I love my wife" names no one: the role noun is not a name.
    if not subject or not object_key or object_key in VAGUE_OBJECTS or not is_noun_phrase(obj):
        return None
    if object_key in ROLE_NOUNS and not _role_kept(candidate.edge_type, object_key):
        return None
    obj = without_doing(obj)
    if _vague_then_name(obj) or _vague_then_here(obj):
        return None
    if subject != USER and name_key(subject, aliases=aliases) == object_key:
        return None
    edge_type, polarity = apply_policy(candidate.edge_type, candidate.polarity)
    return _relation(replace(candidate, edge_type=edge_type), subject, obj, polarity)


def _role_kept(edge_type: str, role: str) -> bool:
    """ "I'm a manager" is a job; "I went to the dentist" a visit; else a role noun stands for a person unnamed."""
    return edge_type == "HAS_ROLE" or (edge_type in {"ATTENDED", "PLANS"} and role in PEOPLE_GONE_TO)


def _relation(candidate: Candidate, subject: str, obj: str, polarity: Polarity) -> Relation:
    return Relation(
        edge_type=candidate.edge_type,
        subject=subject,
        object=obj,
        object_kind=candidate.kind,
        negated=polarity.negated,
        change=polarity.change,
        confidence=round(candidate.confidence, 2),
        span=candidate.span,
        qualifier=candidate.qualifier,
        time_text=candidate.time_text,
        with_whom=candidate.with_whom,
        unnamed=candidate.unnamed,
        where=candidate.where,
    )


def without_groups_as_employers(relations: list[Relation], aliases: AliasTable) -> list[Relation]:
    """`relations` without an employer that is also a group joined ("I joined the Chess Club", "i joined the
    climbing club": WORKS_AT read as from "I joined Google", and MEMBER_OF the club): one group, not a job."""
    groups = {
        (_key(r.subject, aliases), name_key(r.object, aliases=aliases)) for r in relations if r.edge_type == "MEMBER_OF"
    }
    return [
        r
        for r in relations
        if r.edge_type != "WORKS_AT" or (_key(r.subject, aliases), name_key(r.object, aliases=aliases)) not in groups
    ]


def without_unnamed_when_named(relations: list[Relation]) -> list[Relation]:
    """`relations` without an unnamed relative whose role a named one of the same subject has: "my sister Alice
    ... my sister" is Alice, not Alice and a sister of no name; "my boss Karen" is HAS_MANAGER Karen, not also a
    boss of no name (`close_ones`)."""
    # by one spelling: "my flatmate Jonas" is the roommate of no name told by "my flatmate"
    named = {(r.subject, spelled_role(r.qualifier)) for r in relations if not r.unnamed and r.qualifier}
    named_types = {(r.subject, r.edge_type) for r in relations if not r.unnamed}
    dropped = [
        r
        for r in relations
        if r.unnamed
        and ((r.subject, spelled_role(r.qualifier or "")) in named or (r.subject, _close_ones_type(r)) in named_types)
    ]
    # What the role's words were read as saying ("my best friend LIKES golf") when the name said it too ("Dave
    # LIKES golf"): the one person, told once.
    roles = {f"my {r.object}" for r in dropped if r.subject == USER}
    said = {(r.edge_type, r.object) for r in relations if r.subject not in roles}
    return [r for r in relations if r not in dropped and not (r.subject in roles and (r.edge_type, r.object) in said)]


def _close_ones_type(tie: Relation) -> str | None:
    """The type of the fact that names a close one told by role (`close_ones`): HAS_MANAGER for "boss", FRIEND_OF
    for "best friend", PARTNER_IS for "girlfriend"; None for a relative's tie or a role known only (KNOWS)."""
    if tie.edge_type not in {"KNOWS", "FRIEND_OF"} or not tie.qualifier:
        return None
    role = ROLE_NOUNS.get(tie.qualifier.rsplit(" ", 1)[-1])
    return role.edge_type if role is not None and role.edge_type != "KNOWS" else None


def without_own_or_kinds(phrase: str) -> str:
    """ "own bakery" -> "bakery", "all kinds of cheese" -> "cheese": an object read without its "my" keeps no
    "own", which would make "own bakery" and "bakery" two things (the subject says whose it is), nor how many
    kinds of it. Inside an activity "own" stays: "open my own studio"."""
    kinds = _KINDS_OF.match(phrase)
    if kinds is not None and kinds.end() < len(phrase):
        return phrase[kinds.end() :]
    first, _, rest = phrase.partition(" ")
    return rest if first.lower() == "own" and rest else phrase


def without_doing(phrase: str) -> str:
    """ "doing yoga" -> "yoga": what is done, one thing as "I'm doing yoga" (DID "yoga") names it; the phrase is
    checked first (`phrases.is_noun_phrase`: not "doing well")."""
    first, _, rest = phrase.partition(" ")
    return rest if first.lower() == "doing" and rest and " " not in rest else phrase


# Chat's asides and its "because", which the small model may take for the last noun of a phrase: "obsessed with
# taylor swift *lol*", "learning korean *bc* of kdramas".
_ASIDES = frozenset({"lol", "lmao", "haha", "hahaha", "omg", "tbh", "btw", "rn", "idk", "imo", "jk", "bc", "cuz"})


def without_asides(phrase: str) -> str:
    """`phrase` without the chat asides it ends with ("taylor swift lol" -> "taylor swift"), unless it is one."""
    words = phrase.split(" ")
    while len(words) > 1 and words[-1].casefold() in _ASIDES:
        words.pop()
    return " ".join(words)


def without_praise(phrase: str) -> str:
    """`phrase` without the words that only praise: "amazing banana split" -> "banana split", "read a really
    awesome book" -> "read a book", "an amazing and moving ceremony" -> "a moving ceremony", "read a great book
    series" -> "read a book series"."""
    words = phrase.split(" ")
    kept: list[str] = []
    retold: set[int] = set()  # articles whose next word changed: "an amazing cake" -> "a cake"
    index = 0
    while index < len(words):
        run = index
        while run < len(words) and words[run] in _INTENSIFIERS:
            run += 1  # "a *really* awesome book": the intensifier goes with the praise
        following = words[run + 1 : run + 2]
        if run < len(words) and _praises(words[run], following):
            index = run + 1
            if index < len(words) - 1 and words[index] in {"and", ","}:
                index += 1  # "an amazing and moving ceremony"
            if kept and kept[-1] in {"a", "an"}:
                retold.add(len(kept) - 1)
            continue
        kept.append(words[index])
        index += 1
    for position in retold:
        if position + 1 < len(kept):
            kept[position] = "an" if kept[position + 1][:1].lower() in "aeiou" else "a"
    return " ".join(kept) if kept else phrase


def _praises(word: str, following: list[str]) -> bool:
    """ "amazing", or "great" before a word it names no kind with: "a *great* book", not "a great aunt"."""
    if not following:
        return False
    return word in _PRAISE or (word == "great" and following[0].lower().strip("-") not in _GREAT_KINDS)


def _vague_then_name(obj: str) -> bool:
    """ "I love the thought Nate": a vague noun and then one capitalised word is the listener addressed without a
    comma, not a thing called "thought Nate" ("the band Queen" is not vague, so it stays)."""
    words = obj.split()
    return len(words) == 2 and words[0].islower() and words[0] in VAGUE_OBJECTS and words[1][:1].isupper()


def _vague_then_here(obj: str) -> bool:
    """ "I love the vibe here", "the diversity there": a vague noun of the place the conversation is at, which the
    object does not name."""
    words = obj.lower().split()
    return len(words) == 2 and words[0] in VAGUE_OBJECTS and words[1] in {"here", "there"}


def _told_as_plan(candidate: Relation, preferred: list[Relation], aliases: AliasTable) -> bool:
    """A fallback DID the parse read as a plan, from the other sentence of a turn ("I'm baking a cake. It's
    tomorrow."): the text rules see one sentence at a time. Or in the same one, where they took its time into the
    object ("I'm hosting a costume party two weekends later": "host a costume party two weekends")."""
    if candidate.edge_type != "DID":
        return False
    as_plan = replace(candidate, edge_type="PLANS")
    return any(held.edge_type == "PLANS" and _same_question(as_plan, held, aliases) for held in preferred)


def _told_as_attended(candidate: Relation, preferred: list[Relation], aliases: AliasTable) -> bool:
    """A fallback DID whose verb only names an occasion the parse read as attended ("I entered a photo contest":
    tier 1's "enter a photo contest", the parse's ATTENDED "photo contest"): taking part in it, said once."""
    if candidate.edge_type != "DID":
        return False
    verb, _, rest = candidate.object.partition(" ")
    occasion = name_key(rest, aliases=aliases)
    subject = _key(candidate.subject, aliases)
    return bool(verb and occasion) and any(
        held.edge_type == "ATTENDED"
        and _key(held.subject, aliases) == subject
        and name_key(held.object, aliases=aliases) == occasion
        for held in preferred
    )


def _key(subject: str, aliases: AliasTable) -> str:
    return subject if subject == USER else name_key(subject, aliases=aliases)


def _same_question(a: Relation, b: Relation, aliases: AliasTable) -> bool:
    if _SAME_QUESTION.get(a.edge_type, a.edge_type) != _SAME_QUESTION.get(b.edge_type, b.edge_type):
        return False
    if _key(a.subject, aliases) != _key(b.subject, aliases) or a.unnamed != b.unnamed:
        return False  # "my mom" and "Mom" are not known to be one person
    # Quotes aside: tier 1's "watch the "Toy Story" answers what tier 2's "watch the Toy Story trilogy" does.
    # And a possessive aside: tier 1's "master" answers what "do my master's in economics" does.
    a_words = [trim_name(word) for word in name_key(a.object, aliases=aliases).translate(_NO_QUOTES).split()]
    b_words = [trim_name(word) for word in name_key(b.object, aliases=aliases).translate(_NO_QUOTES).split()]
    shorter, longer = sorted((a_words, b_words), key=len)
    return any(longer[i : i + len(shorter)] == shorter for i in range(len(longer) - len(shorter) + 1))
