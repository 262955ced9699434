"""bench/compare.py's cycle-by-cycle ratios against the relay: pure arithmetic over the rounds' CPU tallies."""

from __future__ import annotations

import pytest

from bench.compare import Round, _ratios_by_round, _spread

PROCS = ("client", "kg", "kg_off", "relay", "dgraph")


def round_of(calls: int, seconds: float, **cpu: float) -> Round:
    """A round whose clients spent 0.5 s of CPU unless said otherwise (_floor_ratios compares the clients too)."""
    return Round(calls, seconds, {proc: cpu.get(proc, 0.5 if proc == "client" else 0.0) for proc in PROCS})


def test_each_cycle_is_compared_on_its_own_net_of_idle_cpu_and_the_ratios_come_sorted() -> None:
    # Two cycles of 1,000 calls per side; the relay spends 1 ms per call, kg 1.2 then 1.4; Dgraph idles at 0.1 s/s.
    idle = {proc: 0.0 for proc in PROCS} | {"dgraph": 0.1}
    rounds = {
        "kg": [round_of(1000, 2.0, kg=1.4, dgraph=1.2), round_of(1000, 2.0, kg=1.2, dgraph=1.0)],
        "kg_off": [round_of(1000, 2.0, kg_off=1.1, dgraph=0.9), round_of(1000, 2.0, kg_off=1.1, dgraph=0.9)],
        "relay": [round_of(1000, 2.0, relay=1.0, dgraph=0.9), round_of(1000, 2.0, relay=1.0, dgraph=0.9)],
        "direct": [round_of(1000, 2.0, dgraph=0.5), round_of(1000, 2.0, dgraph=0.5)],
    }
    ratios = _ratios_by_round(rounds, idle)
    assert ratios["relay_kg_server_cpu_ratio_by_round"] == [1.2, 1.4]  # sorted, not in cycle order
    # Dgraph net of 0.2 s idle per round: (1.0 - 0.2) / (0.9 - 0.2) and (1.2 - 0.2) / 0.7.
    assert ratios["relay_dgraph_cpu_boost_on_ratio_by_round"] == [pytest.approx(1.143), pytest.approx(1.429)]
    assert ratios["relay_dgraph_cpu_boost_off_ratio_by_round"] == [1.0, 1.0]


def test_a_side_with_fewer_rounds_bounds_the_cycles_compared() -> None:
    one = round_of(10, 1.0, kg=0.01, kg_off=0.01, relay=0.01, dgraph=0.01, client=0.01)
    rounds = {"kg": [one, one], "kg_off": [one], "relay": [one, one]}
    assert all(len(values) == 1 for values in _ratios_by_round(rounds, {}).values())


def test_the_spread_is_the_median_and_the_range() -> None:
    assert _spread([1.3, 1.1, 1.2]) == "1.200 (1.100-1.300)"
    assert _spread([1.0, 1.4, 1.2, 1.1]) == "1.150 (1.000-1.400)"
    assert _spread([]) == ""
