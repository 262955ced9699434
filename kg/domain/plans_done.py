"""Plans that end: carried out by a deed, called off, or moved to another day.

A deed that does what a plan of the same person named (the same Event node) ends the plan.

"I'm going to a concert on Saturday", then "I went to the concert last night": the plan is archived, valid until
the deed, so the memory tells what was done and no longer what is ahead. Only a deed on or after the day the plan
was told, and not before the plan's own time where it names one: "I went to a concert last month" carries out no
plan for next Saturday.

A plan called off ("I cancelled my trip to Paris") is named as the speaker says it, which is seldom as the plan was
("I'm flying to Paris in May": "fly to Paris"): the plan meant is the one whose name holds every word of the thing
cancelled but the words any trip or booking has ("trip", "flight", "appointment"). A plan moved to another day
("My dentist appointment got moved to Friday") replaces the one it means at its old day. Pure.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date, datetime

from kg.episodes.words import words
from kg.model.records import EdgeRecord, NodeRecord

DEEDS = frozenset({"DID", "ATTENDED"})
PLAN = "PLANS"


def carried_out(plans: Iterable[EdgeRecord], target_uid: str, done_at: datetime) -> list[EdgeRecord]:
    """The plans of `plans` that a deed of `target_uid` done at `done_at` carries out."""
    day = done_at.date()
    return [
        plan
        for plan in plans
        if plan.type == PLAN and plan.to_uid == target_uid and _told_by(plan, day) and _due_by(plan, day)
    ]


def _told_by(plan: EdgeRecord, day: date) -> bool:
    return plan.valid_from is None or plan.valid_from.date() <= day


def _due_by(plan: EdgeRecord, day: date) -> bool:
    """Whether the plan's time, as Ingest resolved it (`when_start`), had begun by `day`; a plan with none (or with
    a time a client wrote in another form) is."""
    start = day_told(plan, "when_start")
    return start is None or start <= day


def day_told(edge: EdgeRecord, key: str) -> date | None:
    """The day an edge's time property holds (`when_start`, `when_end`, as Ingest writes them); None when it has
    none, or one a client wrote in another form."""
    value = edge.properties.get(key)
    if not isinstance(value, str):
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        return None


# Words of a thing called off that any plan of its kind has, so they do not say which plan: "my trip to Paris" is
# the plan of Paris, "my dentist appointment" the dentist's.
_ANY_PLANS_WORDS = frozenset(words("trip flight appointment reservation booking plan plans visit"))


def plans_meant(plans: Sequence[tuple[EdgeRecord, str]], called_off: str) -> list[EdgeRecord]:
    """The one plan of `plans` (each with its object's name) whose name holds every telling word of `called_off`;
    none when no word tells which, or when two plans could be meant."""
    telling = set(words(called_off)) - _ANY_PLANS_WORDS
    if not telling:
        return []
    meant = [plan for plan, name in plans if plan.type == PLAN and telling <= set(words(name))]
    return meant if len(meant) == 1 else []


def plans_moved(plans: Sequence[tuple[EdgeRecord, str]], moved: NodeRecord, to_day: date | None) -> list[EdgeRecord]:
    """The plans that a plan moved to `to_day` ("My dentist appointment got moved to Friday") replaces: of the same
    thing (`moved`, or the one plan its name means), at another day. None when `to_day` is not known: the time it
    was moved to said nothing Ingest could read, and the plan stays as it was."""
    if to_day is None:
        return []
    same = [plan for plan, _ in plans if plan.type == PLAN and plan.to_uid == moved.uid]
    meant = same or plans_meant(plans, moved.name)
    return [plan for plan in meant if plan.properties.get("when_start") != to_day.isoformat()]
