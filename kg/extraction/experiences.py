"""Tier 2: a gerund told of as the speaker's own experience, judged in the past or the present perfect.

    Climbing that ridge was brutal / Writing my thesis was the hardest part    the speaker did it
    Teaching the beginners' class has been a real joy                          the speaker has been doing it
    Volunteering is important / Helping others is so rewarding                 nothing (a value, in the present)
    Painting your room must have been hard / Traveling alone was tough for her nothing (someone else's)
    Cooking was a big part of her life                                         nothing (someone else's)

Chat tells what one did by how it went: a gerund with no subject of its own, judged by a copula in the past
("was hard", "was the best part") or the present perfect ("has been a joy"), is something the speaker did,
whatever the judgement (a hard experience is as much a fact as a good one). The simple present gives a value
or advice ("Volunteering is important"), not an event. The gerund must still be an activity by the event rules'
own word lists ("Realizing I can be myself was the best part" names none).
"""

from __future__ import annotations

from spacy.tokens import Token

# Words that make the gerund someone else's: "Painting *your* room", "Traveling was tough *for her*".
_OTHERS = frozenset({"you", "your", "yours", "his", "her", "their", "them", "him", "she", "he", "they"})
_SPEAKER = frozenset({"me", "us"})


def told_as_experience(gerund: Token) -> bool:
    """Whether `gerund` is the subject of a judgement of how it went for the speaker, in the past or perfect."""
    judged = gerund.head
    if gerund.tag_ != "VBG" or gerund.dep_ not in {"csubj", "nsubj"} or gerund.lemma_ in {"be", "have"}:
        return False
    if judged.lemma_ != "be" or judged == gerund:
        return False
    if not (_simple_past(judged) or _present_perfect(judged)):
        return False
    if not any(child.dep_ in {"attr", "acomp"} for child in judged.children):
        return False
    if any(word.lower_ in _OTHERS for word in gerund.subtree):
        return False
    # "Cooking was a big part of *her* life", "Dancing was *your* thing": the judgement tells whose it was.
    judgement = [word for child in judged.children if child.dep_ in {"attr", "acomp"} for word in child.subtree]
    if any(word.lower_ in _OTHERS for word in judgement):
        return False
    return not _for_someone_else(judged)


def _simple_past(be: Token) -> bool:
    """ "was", with no auxiliary: not "must have been", "would be"."""
    return be.tag_ == "VBD" and not any(child.dep_ in {"aux", "auxpass"} for child in be.children)


def _present_perfect(be: Token) -> bool:
    """ "has been", "have been": not "must have been" or "would have been" (a guess about someone's past)."""
    auxiliaries = [child for child in be.children if child.dep_ == "aux"]
    return (
        be.lower_ == "been"
        and len(auxiliaries) == 1
        and auxiliaries[0].lemma_ == "have"
        and auxiliaries[0].tag_ in {"VBZ", "VBP"}
    )


def _for_someone_else(be: Token) -> bool:
    """ "Traveling alone was tough *for her*": the judgement is someone else's experience."""
    for_phrases = [
        prep
        for child in be.children
        for prep in (child, *child.children)
        if prep.dep_ == "prep" and prep.lower_ == "for"
    ]
    return any(obj.dep_ == "pobj" and obj.lower_ not in _SPEAKER for prep in for_phrases for obj in prep.children)
