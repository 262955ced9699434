"""Activities named by a verb: "I love *spending time with my family*", "I like *to read* mystery novels".

A gerund object is the activity with what it acts on; without its object "I love creating art" would store the
bare "creating". An infinitive ("to paint") is put in the gerund form, so both wordings give one object.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extraction.event_words import COMPANY_NOUNS, INTRANSITIVE_ACTIVITIES, PARSED_PASTIMES, VAGUE_EVENT_OBJECTS

_VOWELS = "aeiou"
_SHOWN = frozenset({"this", "these", "that", "those"})
# Preposition phrases that belong to a bare gerund ("working *from home*"), not ones about company or purpose.
_ACTIVITY_PREPS = frozenset({"from", "in", "into", "on", "at", "to", "with", "about", "around", "through", "of"})
# What one goes "for" as an outing ("going for *walks*"); not "going for hours", "going for it", "going for gold".
_OUTINGS = frozenset(
    {"walk", "run", "hike", "swim", "jog", "ride", "drive", "stroll", "drink", "coffee", "dinner", "lunch", "brunch"}
)
_PEOPLE_PRONOUNS = frozenset({"me", "us", "him", "her", "them", "you", "everyone", "everybody", "others"})


def gerund(lemma: str) -> str:
    """ "paint" -> "painting", "bake" -> "baking", "run" -> "running", "tie" -> "tying"."""
    if lemma.endswith("ie"):
        return lemma[:-2] + "ying"
    if lemma.endswith("e") and not lemma.endswith(("ee", "ye", "oe")) and len(lemma) > 2:
        return lemma[:-1] + "ing"
    if (
        len(lemma) <= 4
        and len(lemma) >= 3
        and lemma[-1] not in _VOWELS + "wxy"
        and lemma[-2] in _VOWELS
        and lemma[-3] not in _VOWELS
    ):
        return lemma + lemma[-1] + "ing"
    return lemma + "ing"


# Pastimes as their gerunds say them: "hiking", "painting".
PASTIME_GERUNDS = frozenset(gerund(verb) for verb in INTRANSITIVE_ACTIVITIES | PARSED_PASTIMES)


def activity_text(verb: Token) -> str | None:
    """The verb (as a gerund) with its particle, its object and, when that is vague or absent, one prep phrase.

    None when the object is vague and nothing follows: "taking *a look*" says nothing on its own.
    """
    doc = verb.doc
    gone = _gone_doing(verb)
    if gone is not None:
        return gone
    split = _split_object(verb)
    if split is not None:
        return split
    looked = _look_taken(verb)
    if looked is not None:
        return looked
    head = verb.text if verb.tag_ == "VBG" else gerund(verb.lemma_.lower())
    parts = [head]
    obj = None
    for child in verb.children:
        if child.dep_ == "prt":
            parts.append(child.text)
        elif child.dep_ in {"dobj", "obj"} and obj is None and child.pos_ in {"NOUN", "PROPN", "PRON", "NUM"}:
            obj = child
            parts.append(_title(child) or doc[_phrase_start(child) : child.i + 1].text)
            if doc[_phrase_start(child)].lower_ in _SHOWN and _phrase_start(child) < child.i:
                parts[-1] = doc[_phrase_start(child) + 1 : child.i + 1].text  # "making *this* cake": still a cake
        elif child.dep_ in {"acomp", "oprd"} and child.i == verb.i + 1:  # "getting *lost* in a story"
            parts.append(child.text)
    if obj is None or _is_vague(obj):
        # Company is no part of a bare activity ("painting *with my kids*" is painting), but it is what a vague
        # one is about: "spending time *with my family*".
        prep = next(
            (
                child
                for child in verb.rights
                if child.dep_ == "prep"
                and child.lower_ in _ACTIVITY_PREPS
                and not (obj is None and is_company(child))
                and not _says_when(child)
            ),
            None,
        )
        if prep is not None:
            objects = [child for child in prep.children if child.dep_ == "pobj"]
            if objects:
                parts.append(prep.text)
                parts.append(doc[_phrase_start(objects[0]) : objects[0].i + 1].text)
                return " ".join(parts)
        if obj is not None:
            return None
    return " ".join(parts)


def _look_taken(verb: Token) -> str | None:
    """ "to take a look at the stars", "having a look at old maps": looking at them."""
    if verb.lemma_.lower() not in {"take", "have"}:
        return None
    for look in verb.children:
        if look.dep_ in {"dobj", "obj"} and look.lemma_.lower() == "look":
            at = next((c for c in look.children if c.dep_ == "prep" and c.lower_ in {"at", "around"}), None)
            seen = (
                next((c for c in at.children if c.dep_ == "pobj" and c.pos_ in {"NOUN", "PROPN"}), None) if at else None
            )
            if at is not None and seen is not None:
                return f"looking {at.text} {look.doc[_phrase_start(seen) : seen.i + 1].text}"
    return None


def _gone_doing(verb: Token) -> str | None:
    """What "going" is done for: the pastime right after it ("going *hiking*", "go *camping*", which the small model
    makes its complement or its object), or an outing "for" a thing ("going *for walks*"). None for any other verb,
    and for "go" alone: "going" says nothing by itself, and "going to the gym" is read as any verb's phrase."""
    if verb.lemma_.lower() != "go" or verb.i + 1 >= len(verb.doc):
        return None
    after = verb.doc[verb.i + 1]
    if after.head == verb and after.dep_ in {"xcomp", "dobj"} and after.lower_.endswith("ing") and after.is_alpha:
        return activity_text(after) if after.tag_ == "VBG" else after.lower_
    if after.head == verb and after.dep_ == "prep" and after.lower_ == "for":
        objects = [child for child in after.children if child.dep_ == "pobj" and child.lemma_.lower() in _OUTINGS]
        if objects:
            outing = verb.doc[_phrase_start(objects[0]) : objects[0].i + 1].text
            return f"{verb.text if verb.tag_ == 'VBG' else 'going'} for {outing}"
    return None


def activity_texts(verb: Token) -> list[str]:
    """`activity_text`, as two activities when the small model read two gerunds with objects as one ("playing
    chess and reading comics": "chess and reading" made a modifier of "comics")."""
    obj = next((child for child in verb.rights if child.dep_ in {"dobj", "obj"}), None)
    if verb.tag_ == "VBG" and obj is not None:
        between = verb.doc[verb.i + 1 : obj.i]
        for joint in between:
            following = joint.doc[joint.i + 1]
            if joint.dep_ == "cc" and following.tag_ == "VBG" and following.i < obj.i and joint.i > verb.i + 1:
                words = verb.doc[verb.i : joint.i], verb.doc[following.i : obj.i + 1]
                if all(word.is_alpha for part in words for word in part):
                    return [part.text for part in words]
    text = activity_text(verb)
    return [text] if text else []


def _is_vague(obj: Token) -> bool:
    """ "taking *a look*", "playing *games*" say little; a kind named before the noun does: "*board* games"."""
    return obj.lemma_.lower() in VAGUE_EVENT_OBJECTS and not any(child.dep_ == "compound" for child in obj.children)


def is_company(prep: Token) -> bool:
    """ "with *my kids*", "with *Alice*", "with *them*": who an activity is done with, not part of what it is.

    A people noun counts only when someone's ("with my kids"), since "working with children" is an activity of
    its own.
    """
    if prep.lower_ != "with":
        return False
    objects = [child for child in prep.children if child.dep_ == "pobj"]
    return bool(objects) and all(
        obj.ent_type_ == "PERSON"
        or obj.lower_ in _PEOPLE_PRONOUNS
        or (obj.lower_ in COMPANY_NOUNS and any(child.dep_ == "poss" for child in obj.children))
        for obj in objects
    )


def _says_when(prep: Token) -> bool:
    """ "on *Sundays*", "in *the evenings*": when an activity is done is no part of what it is."""
    return any(child.dep_ == "pobj" and child.ent_type_ in {"DATE", "TIME"} for child in prep.children)


def _split_object(verb: Token) -> str | None:
    """ "going to farmers markets" parsed as "going" + object "markets" with "to farmers" between: the words as
    said, when a preposition splits a gerund from its object (and nothing but words lies between)."""
    obj = next((child for child in verb.rights if child.dep_ in {"dobj", "obj"}), None)
    if obj is None or verb.tag_ != "VBG":
        return None
    if not any(child.dep_ == "prep" and verb.i < child.i < obj.i for child in verb.children):
        return None
    between = verb.doc[verb.i : obj.i + 1]
    if len(between) > 6 or any(not token.is_alpha for token in between):
        return None
    return between.text


def _phrase_start(token: Token) -> int:
    start = token.i
    for left in reversed(list(token.lefts)):  # by right edge: "Charlotte *'s* Web" touches through its "'s"
        if left.right_edge.i == start - 1 and left.dep_ not in {"cc", "punct", "prep"}:
            start = left.left_edge.i
        else:
            break
    return start


def _title(token: Token) -> str | None:
    """The whole title an object is part of: "reading *Anne's House of Dreams*", not "Anne's House"."""
    entity = next(
        (
            entity
            for entity in token.doc.ents
            if entity.start <= token.i < entity.end and entity.label_ in {"WORK_OF_ART", "PRODUCT"}
        ),
        None,
    )
    return entity.text if entity is not None and entity[0].is_title and entity.start >= token.left_edge.i else None
