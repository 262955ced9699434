"""Which turns are no longer held (kg/recall/outdated.py): every fact they stated retired since, one at least."""

from __future__ import annotations

from kg.recall.outdated import outdated


def test_a_turn_whose_facts_were_all_archived_or_retracted_is_outdated() -> None:
    assert outdated({"0x1": ["archived"], "0x2": ["archived", "retracted"]}) == {"0x1", "0x2"}


def test_a_turn_with_a_fact_still_current_or_pending_is_not() -> None:
    assert outdated({"0x1": ["archived", "current"], "0x2": ["pending"], "0x3": ["current"]}) == set()


def test_a_turn_that_stated_no_fact_is_not() -> None:
    assert outdated({"0x1": []}) == set()
    assert outdated({}) == set()
