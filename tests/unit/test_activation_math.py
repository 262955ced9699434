"""The activation formula, pure: decay from (a0, t0), the floor, core identity, boosts, and why it does not
compound the way the spec's hourly multiplication does."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kg.domain.activation import ActivationPolicy, boosted, decayed, traversal_cost

POLICY = ActivationPolicy()  # 0.5 initial, +0.1, max 1.0, floor 0.01, 5 %/day after 1 day, core 0.85
T0 = datetime(2026, 1, 1, tzinfo=UTC)


def days(n: float) -> timedelta:
    return timedelta(days=n)


def test_nothing_decays_within_the_grace_period() -> None:
    assert POLICY.current(0.5, T0, T0 + days(0.99)) == 0.5
    assert POLICY.current(0.5, T0, T0 + days(1)) == 0.5


def test_ten_days_idle_is_nine_days_of_decay_after_one_day_of_grace() -> None:
    assert POLICY.current(0.5, T0, T0 + days(10)) == pytest.approx(0.5 * 0.95**9, rel=1e-12)


def test_fractional_days_decay_continuously() -> None:
    assert POLICY.current(0.5, T0, T0 + days(3.5)) == pytest.approx(0.5 * 0.95**2.5, rel=1e-12)


def test_decay_stops_at_the_floor() -> None:
    assert POLICY.current(0.5, T0, T0 + days(10_000)) == 0.01


def test_a_value_set_below_the_floor_is_not_raised_to_it() -> None:
    assert decayed(0.0, 50, 0.05, 1.0, 0.01) == 0.0
    assert decayed(0.005, 50, 0.05, 1.0, 0.01) == 0.005


def test_core_identity_does_not_decay() -> None:
    assert POLICY.current(0.85, T0, T0 + days(365)) == 0.85
    assert POLICY.current(0.9, T0, T0 + days(365)) == 0.9
    assert POLICY.current(0.8499, T0, T0 + days(365)) == 0.01


def test_an_access_boosts_the_decayed_value_not_the_stale_one() -> None:
    decayed_value = 0.5 * 0.95**9
    assert POLICY.after_accesses(0.5, T0, T0 + days(10)) == pytest.approx(decayed_value + 0.1)


def test_many_accesses_add_one_boost_each_and_stop_at_the_maximum() -> None:
    assert POLICY.after_accesses(0.5, T0, T0, times=3) == pytest.approx(0.8)
    assert POLICY.after_accesses(0.5, T0, T0, times=1000) == 1.0
    assert boosted(0.95, 0.1, 1.0) == 1.0


def test_traversal_cost_is_the_inverse_of_activation_with_a_bound() -> None:
    assert traversal_cost(0.5) == 2.0
    assert traversal_cost(0.0) == 100.0


@given(st.floats(0.0, 0.84), st.floats(0.0, 400.0), st.floats(0.0, 400.0))
def test_the_value_depends_on_elapsed_time_only_never_on_runs_in_between(
    base: float, first: float, later: float
) -> None:
    # A run at `first` days materialises a value but leaves (a0, t0) alone, so any later run computes the
    # same value as if the earlier run had never happened: repeated, late and missed runs all agree.
    run_then = POLICY.current(base, T0, T0 + days(first))
    run_now = POLICY.current(base, T0, T0 + days(first + later))
    assert run_now <= run_then + 1e-15
    assert run_now == POLICY.current(base, T0, T0 + days(first + later))
    assert run_now >= min(base, POLICY.floor)


def test_the_spec_hourly_multiplication_compounds_and_ours_does_not() -> None:
    # The spec: every hour, activation *= (1 - r)^days_since_access. After three idle days of hourly runs:
    spec = 0.5
    for hour in range(1, 3 * 24 + 1):
        spec *= 0.95 ** (hour / 24)
    ours = POLICY.current(0.5, T0, T0 + days(3))
    assert ours == pytest.approx(0.5 * 0.95**2)
    assert spec < ours / 10  # compounding collapses the value, and would differ again with another schedule
