"""The soak's pure parts: windows, percentiles, slopes, issue 21's targets, and the checks' grouping."""

from __future__ import annotations

import pytest

from bench.soak_checks import duplicate_groups, functional_problems
from bench.soak_report import (
    Call,
    Cost,
    MethodFigures,
    Sample,
    Target,
    Window,
    alpha_levelling,
    kg_memory_split,
    percentile,
    render,
    render_costs,
    slope_per_min,
    targets,
    windows,
)


def _sample(
    at: float,
    kg_rss: float = 300.0,
    alpha_rss: float = 600.0,
    kg_cpu: float = 0.0,
    alpha_cpu: float = 0.0,
    nodes: int = 0,
) -> Sample:
    return Sample(at, kg_rss, alpha_rss, kg_cpu, alpha_cpu, {"nodes": nodes, "edge_records": 2 * nodes})


def test_percentile_is_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 0.5) == 50.0
    assert percentile(values, 0.99) == 99.0
    assert percentile([7.0], 0.99) == 7.0
    assert percentile([], 0.5) is None


def test_calls_fall_in_the_window_they_completed_in_and_late_ones_in_the_last() -> None:
    calls = [
        Call("GetNode", 1.0, 2.0),
        Call("GetNode", 9.9, 4.0),
        Call("Recall", 10.0, 30.0),
        Call("Recall", 25.0, 50.0, "DEADLINE_EXCEEDED"),
    ]  # 25.0: after the last boundary
    samples = [
        _sample(0.0),
        _sample(10.0, kg_cpu=1.0, alpha_cpu=2.0, nodes=10),
        _sample(20.0, kg_rss=310.0, kg_cpu=1.5, alpha_cpu=3.0, nodes=20),
    ]
    first, second = windows(calls, samples, 10.0)
    assert (first.calls, second.calls) == (2, 2)
    assert first.calls_per_s == 0.2
    assert first.methods["GetNode"].p50_ms == 2.0 and first.methods["GetNode"].p99_ms == 4.0
    assert first.kg_cpu_ms_per_call == 500.0 and first.alpha_cpu_ms_per_call == 1000.0
    assert second.errors == {"DEADLINE_EXCEEDED": 1}
    # A failed call counts as a call, but its latency is not an answer's.
    assert second.methods["Recall"].calls == 2 and second.methods["Recall"].p99_ms == 30.0
    assert second.kg_rss_mb == 310.0 and second.graph == {"nodes": 20, "edge_records": 40}


def test_a_window_says_how_many_cores_the_rest_of_the_machine_used() -> None:
    samples = [
        Sample(0.0, 300.0, 600.0, 0.0, 0.0, others_cpu_s=100.0),
        Sample(10.0, 300.0, 600.0, 5.0, 5.0, others_cpu_s=105.0),  # half a core for 10 s
        Sample(20.0, 300.0, 600.0, 9.0, 9.0),  # not read: unknown, not zero
    ]
    first, second = windows([], samples, 10.0)
    assert first.other_cores == 0.5
    assert second.other_cores is None
    assert "other cores" in render([first, second], [])


def test_no_windows_without_two_samples() -> None:
    assert windows([Call("GetNode", 1.0, 1.0)], [_sample(0.0)], 10.0) == []
    assert targets([], True) == []


def test_slope_per_minute() -> None:
    assert slope_per_min([(0.0, 100.0), (60.0, 110.0), (120.0, 120.0)]) == pytest.approx(10.0)
    assert slope_per_min([(0.0, 1.0)]) is None
    assert slope_per_min([(5.0, 1.0), (5.0, 2.0)]) is None


def _window(
    index: int,
    calls_per_s: float,
    p99: dict[str, float],
    kg_rss: float = 300.0,
    alpha_rss: float = 600.0,
    errors: dict[str, int] | None = None,
    kg_index: float | None = None,
) -> Window:
    return Window(
        index,
        60.0 * index,
        60.0 * (index + 1),
        int(calls_per_s * 60),
        calls_per_s,
        errors or {},
        {m: MethodFigures(10, v / 2, v) for m, v in p99.items()},
        kg_rss,
        alpha_rss,
        2.0,
        3.0,
        {},
        kg_index,
    )


def _by_name(made: list[Target]) -> dict[str, bool]:
    return {t.name: t.met for t in made}


def test_targets_met_on_a_steady_run() -> None:
    rows = [
        _window(i, 300.0 - i, {"GetNode": 10.0 + i, "Recall": 80.0}, alpha_rss=600.0 + min(i, 2) * 100)
        for i in range(6)
    ]
    met = _by_name(targets(rows, checks_passed=True))
    assert all(met.values()), met


def test_targets_missed_where_issue_21_saw_them() -> None:
    rows = [
        _window(0, 334.0, {"GetNode": 10.0, "SearchNodes": 20.0}),
        _window(1, 250.0, {"GetNode": 12.0, "SearchNodes": 60.0}, kg_rss=330.0, alpha_rss=723.0),
        _window(
            2, 195.0, {"GetNode": 14.0, "SearchNodes": 160.0}, kg_rss=360.0, alpha_rss=846.0, errors={"ABORTED": 2}
        ),
    ]
    met = _by_name(targets(rows, checks_passed=False))
    assert met == {
        "throughput": False,
        "GetNode p99": True,
        "SearchNodes p99": False,
        "errors": False,
        "consistency checks": False,
        "kg RSS flat": False,
        "alpha RSS levelling off": False,
    }


def test_a_method_missing_from_a_window_misses_its_target() -> None:
    rows = [_window(0, 100.0, {"GetNode": 10.0, "Ingest": 50.0}), _window(1, 100.0, {"GetNode": 10.0})]
    assert _by_name(targets(rows, checks_passed=None))["Ingest p99"] is False


def test_alpha_levelling_off() -> None:
    growing = [_window(i, 100.0, {}, alpha_rss=600.0 + 120 * i) for i in range(6)]
    assert alpha_levelling(growing)[2] is False
    levelling = [_window(i, 100.0, {}, alpha_rss=v) for i, v in enumerate((600, 800, 950, 1000, 1010, 1012))]
    early, late, levelled = alpha_levelling(levelling)
    assert early is not None and late is not None and late < early and levelled


def test_render_shows_every_window_method_and_target() -> None:
    rows = [_window(0, 100.0, {"GetNode": 10.0}), _window(1, 90.0, {"GetNode": 20.0}, errors={"INTERNAL": 1})]
    text = render(rows, targets(rows, checks_passed=True))
    assert "w1" in text and "w2" in text and "5/10" in text and "10/20" in text
    assert "INTERNAL 1" in text and "MISSED" in text and "met" in text


def test_functional_problems() -> None:
    records = [
        {"edge_type": "HAS_MANAGER", "edge_from": {"uid": "0x1"}},
        {"edge_type": "HAS_MANAGER", "edge_from": {"uid": "0x1"}},
        {"edge_type": "WORKS_AT", "edge_from": {"uid": "0x1"}},
        {"edge_type": "WORKS_AT", "edge_from": {"uid": "0x2"}},
    ]
    acknowledged = {("0x1", "WORKS_AT"), ("0x2", "WORKS_AT"), ("0x3", "HAS_MANAGER")}
    plain = {("0x1", "WORKS_AT"): 1, ("0x2", "WORKS_AT"): 2, ("0x3", "HAS_MANAGER"): 0}
    count, examples = functional_problems(records, acknowledged, plain)
    assert count == 4
    assert any("0x1 HAS_MANAGER: 2 current" in e for e in examples)
    assert any("0x3 HAS_MANAGER: acknowledged, 0 current" in e for e in examples)
    assert functional_problems(records[2:], {("0x1", "WORKS_AT")}, {("0x1", "WORKS_AT"): 1}) == (0, [])


def test_duplicate_groups_fold_case_and_spacing_per_namespace_and_type() -> None:
    nodes = [
        {"uid": "0x1", "name": "Alice  Moreno", "tenant": "a", "dgraph.type": ["Entity"]},
        {"uid": "0x2", "name": "alice moreno", "tenant": "a", "dgraph.type": ["Entity"]},
        {"uid": "0x3", "name": "Alice Moreno", "tenant": "b", "dgraph.type": ["Entity"]},
        {"uid": "0x4", "name": "Alice Moreno", "tenant": "a", "dgraph.type": ["User"]},
        {"uid": "0x5", "name": " ", "tenant": "a", "dgraph.type": ["Entity"]},
    ]
    assert duplicate_groups(nodes) == {("a", "Entity", "alice moreno"): ["0x1", "0x2"]}


def test_the_cost_table_shows_each_methods_cpu_before_and_after_and_how_much_it_grew() -> None:
    before = [Cost("GetNode", 40, 0, 2.0, 4.0, reads=12.0, tables_per_read=1.1), Cost("Recall", 40, 0, 10.0, 0.0)]
    after = [Cost("GetNode", 40, 1, 3.0, 10.0, reads=12.0, tables_per_read=2.4), Cost("Recall", 40, 0, 10.0, 5.0)]
    lines = render_costs(before, after).splitlines()
    [get_node] = [line.split() for line in lines if line.startswith("GetNode")]
    assert get_node[1:] == ["2", "3", "1.50", "4", "10", "2.50", "12", "12", "1.1", "2.4", "1"]
    [recall] = [line.split() for line in lines if line.startswith("Recall")]
    assert recall[1:] == ["10", "10", "1.00", "0", "5", "-", "-", "-", "-", "-", "0"]  # nothing to divide by before
    assert not any("compaction" in line for line in lines)  # no compaction ran: no mark, no footnote


def test_the_cost_table_marks_a_figure_taken_while_the_alpha_was_compacting() -> None:
    before = [Cost("Ingest", 40, 0, 20.0, 20.0)]
    after = [Cost("Ingest", 40, 0, 25.0, 40.0, compacting=True)]
    lines = render_costs(before, after).splitlines()
    [ingest] = [line.split() for line in lines if line.startswith("Ingest")]
    assert ingest[4:6] == ["20", "40*"]
    assert lines[-1].startswith("* an LSM compaction ran as its calls ended")


def test_kg_memory_split_says_how_much_of_kg_s_growth_the_index_rows_are() -> None:
    rows = [_window(i, 100.0, {}, kg_rss=300.0 + 4 * i, kg_index=10.0 + 3 * i) for i in range(5)]
    rss, indexed = kg_memory_split(rows)
    assert rss == pytest.approx(4.0) and indexed == pytest.approx(3.0)
    text = render(rows, targets(rows, checks_passed=True))
    assert "of which the rows of Recall's vector indexes (kg index MB) +3.00 MB/min and the rest +1.00 MB/min" in text
    unread = [*rows[:4], _window(4, 100.0, {}, kg_rss=316.0)]  # kg's metrics did not answer once
    assert kg_memory_split(unread)[1] is None
    assert "of which" not in render(unread, targets(unread, checks_passed=True))


def test_the_windows_say_how_the_machine_s_speed_moved_beside_the_costs_per_call() -> None:
    samples = [Sample(60.0 * i, 300.0, 600.0, float(i), float(i), reference_ms=ms) for i, ms in enumerate((15, 15, 18))]
    rows = windows([], samples, 60.0)
    assert [w.reference_ms for w in rows] == [15, 18]
    text = render(rows, targets(rows, checks_passed=True))
    assert "ref work (a fixed piece of work's CPU time: more is a slower machine): 15 -> 18 ms (1.20 x)" in text
    unmeasured = windows([], [Sample(60.0 * i, 300.0, 600.0, 0.0, 0.0) for i in range(3)], 60.0)
    assert "ref work (" not in render(unmeasured, targets(unmeasured, checks_passed=True))
