"""Tier 2: the real verb under a wrapper that says it was done, or that it is decided on.

    I decided to hike up the ridge / we had to paint the door     done: the inner verb's event, DID
    I managed to run five miles / just got done mowing the lawn   done
    I chose to go to a networking event / we opted to hike       done
    I've decided to learn Italian                                 to come: PLANS
    I decided not to bake / I didn't have to cook / I'd have to   nothing
    I'm hoping to run a marathon / I hope to visit Oslo           to come: PLANS (a hope held now)
    I'm aiming to open a studio / I aim to run a marathon         to come: PLANS (an aim held now)
    I have to clean the garage / I was hoping to hike             nothing (a must; a past hope that may have failed)
    I was able to finish the race / we were able to fix the sink  done ("I wasn't able to", "I'll be able to": nothing)

A wrapper in the simple past tells what happened ("Yesterday I decided to bake bread" is nearly always followed
by the bread); one denied, or its inner verb denied, tells that nothing happened, so it gives no fact at all
(never a denied DID: "I didn't have to cook" does not say the speaker did not cook). "decide" in the present
perfect is a decision about what is to come, and so is a hope held now ("I'm hoping to attend the fair next
month"): never a DID, at most a plan. A hope in the past ("I was hoping to hike") tells of one that often failed,
so it gives nothing. The inner verb must still be an activity by its own rules.
"""

from __future__ import annotations

from typing import Literal

from spacy.tokens import Token

Mood = Literal["done", "future"]

# Wrappers whose inner verb was done when they are in the simple past: "decided to", "managed to", "had to",
# "chose to", "opted to".
_DONE_IN_THE_PAST = frozenset({"decide", "manage", "have", "choose", "opt"})
# Wrappers that only hope or aim: a plan at most, held now ("I'm hoping to", "I'm aiming to"), never an event done.
_HOPES = frozenset({"hope", "hoping", "aim", "aiming"})


def wrapped_mood(inner: Token, head: Token) -> Mood | None:
    """The mood a wrapper gives its inner verb (an xcomp), or None when it is no wrapper or tells of no event.

    Only for heads this module knows; `is_wrapper` says which."""
    if _denied(inner) or _denied(head):
        return None
    if _got_done(head):  # "just got done mowing the lawn"
        return "done" if inner.tag_ == "VBG" else None
    if _able(head):  # "I was able to finish the race": managed, as "I managed to" is
        be = head.head
        plain_past = be.tag_ == "VBD" and not any(child.dep_ in {"aux", "auxpass"} for child in be.children)
        return "done" if plain_past and not _denied(be) else None
    auxiliaries = {child.lemma_.lower() for child in head.children if child.dep_ in {"aux", "auxpass"}}
    if head.tag_ == "VBD" and not auxiliaries:
        return "done"
    if head.lemma_.lower() == "decide" and head.tag_ == "VBN" and auxiliaries == {"have"}:
        return "future"  # "I've decided to learn Italian"
    if _is_hope(head) and _held_now(head):
        return "future"  # "I'm hoping to attend a pottery workshop", "I hope to run a marathon"
    return None


def is_wrapper(inner: Token, head: Token) -> bool:
    """Whether `head` wraps `inner` in a way `wrapped_mood` decides: "decided *to* V", "got done V-ing"."""
    if inner.dep_ != "xcomp":
        return False
    if _got_done(head):
        return True
    to = any(child.tag_ == "TO" for child in inner.children)
    return to and (head.lemma_.lower() in _DONE_IN_THE_PAST or _is_hope(head) or _able(head))


def tensed_wrapper(head: Token) -> Token:
    """The word that carries a wrapper's tense and time: "decided", or the "was" of "was able to"."""
    return head.head if _able(head) else head


def _able(head: Token) -> bool:
    """The "able" of "I was able to"."""
    return head.lower_ == "able" and head.dep_ == "acomp" and head.head.lemma_.lower() == "be"


def _is_hope(head: Token) -> bool:
    return head.lower_ in _HOPES  # by its form: the small model lemmatises "hoping" to "hop"


def _held_now(hope: Token) -> bool:
    """ "I hope to", "I'm hoping to": in the present, with no other auxiliary ("I'd hope to", "I was hoping to")."""
    auxiliaries = [child for child in hope.children if child.dep_ in {"aux", "auxpass"}]
    if hope.tag_ in {"VBP", "VBZ"}:
        return not auxiliaries
    return (
        hope.tag_ == "VBG"
        and len(auxiliaries) == 1
        and auxiliaries[0].lemma_ == "be"
        and auxiliaries[0].tag_ in {"VBP", "VBZ"}
    )


def _got_done(head: Token) -> bool:
    """ "I got done painting": the small model makes "done" the root with "got" its passive auxiliary."""
    return head.lower_ == "done" and any(
        child.dep_ in {"auxpass", "aux"} and child.lemma_.lower() == "get" and child.tag_ == "VBD"
        for child in head.children
    )


def _denied(verb: Token) -> bool:
    return any(child.dep_ == "neg" for child in verb.children)
