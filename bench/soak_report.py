"""The soak's figures from what was recorded: windows, percentiles, RSS slopes and issue 21's targets. Pure: no I/O.

Calls fall in the window in which they completed (a call still running at the end counts in the last window).
A resource sample is taken at every window boundary (and one at the start), so a window's CPU per call is the CPU
the process used between its two boundaries divided by the calls completed in it, and its RSS is the one read at
its end.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from bench.alpha_metrics import AlphaReading, reads_between

OK = "OK"

# Issue 21's targets for a 30-minute soak.
TARGET_THROUGHPUT_RATIO = 0.85  # last window's calls/s >= this x the first's
TARGET_P99_RATIO = 1.5  # every method's p99, last window <= this x the first's
# "kg RSS flat": the least-squares slope of kg's RSS over the windows, at most this (issue 21 saw +0.06 MB/min).
KG_RSS_FLAT_MB_PER_MIN = 1.0
# "alpha RSS levelling off": the slope over the later half of the windows at most half the earlier half's, or
# small in itself (Dgraph's cache fills to its size and stays).
ALPHA_LEVEL_RATIO = 0.5
ALPHA_LEVEL_MB_PER_MIN = 5.0


@dataclass(frozen=True, slots=True)
class Call:
    """One call: its method, when it completed (seconds since the soak began), its latency and its outcome (OK or
    the gRPC status name)."""

    method: str
    done_at: float
    latency_ms: float
    status: str = OK


@dataclass(frozen=True)
class Sample:
    """What the processes and the graph looked like at one moment (seconds since the soak began)."""

    at: float
    kg_rss_mb: float
    alpha_rss_mb: float
    kg_cpu_s: float
    alpha_cpu_s: float
    graph: dict[str, int] = field(default_factory=dict)  # e.g. nodes, episodes, edge records by status
    kg_index_mb: float | None = None  # the rows Recall's in-process vector indexes hold (kg's metrics), if read
    # CPU seconds the machine spent so far on anything but kg, the alpha and the soak's own clients: a neighbour
    # (or Dgraph's Zero) taking cores shows here, where kg's or the alpha's own cost per call would not tell it.
    others_cpu_s: float | None = None
    alpha: AlphaReading | None = None  # the alpha's own metrics (bench/alpha_metrics.py), if read
    # The part of the alpha's RSS that is pages of files it maps (RssFile: Badger's tables), which the kernel may
    # reclaim under pressure, where the rest (the Go heap, stacks) only the alpha can give back.
    alpha_file_mb: float | None = None
    reference_ms: float | None = None  # the CPU time a fixed piece of work took, mean since the last sample (soak.py)


@dataclass(frozen=True)
class AlphaWindow:
    """The alpha's memory at a window's end, split as its metrics split it, and its background work in the window."""

    heap_in_use_mb: float
    heap_live_mb: float  # what the last garbage collection found live
    outside_heap_mb: float  # Dgraph's own allocator outside the Go heap (0 without jemalloc: bench/alpha_metrics.py)
    gc_share: float | None  # the collector's CPU over the alpha's in the window
    compactions: int  # LSM compactions running at the window's end
    lsm_mb: float
    vlog_mb: float
    file_mb: float | None = None  # the alpha's RSS in pages of files it maps, at the window's end (Sample)
    # Badger's reads in the window per call of it (bench/alpha_metrics.py): more reads per call as the graph grows
    # would be kg's queries walking history; more tables searched per read, the LSM tree growing.
    gets_per_call: float | None = None
    tables_per_read: float | None = None
    iterators_per_call: float | None = None


def alpha_window(begin: Sample, end: Sample, calls: int) -> AlphaWindow | None:
    """The window's AlphaWindow (`calls`: the soak's calls in it); None unless the alpha's metrics were read at both
    ends."""
    if begin.alpha is None or end.alpha is None:
        return None
    cpu = end.alpha_cpu_s - begin.alpha_cpu_s
    gc = end.alpha.gc_cpu_s - begin.alpha.gc_cpu_s
    reads = reads_between(begin.alpha, end.alpha, calls)
    return AlphaWindow(
        heap_in_use_mb=round(end.alpha.heap_in_use_mb, 1),
        heap_live_mb=round(end.alpha.heap_live_mb, 1),
        outside_heap_mb=round(end.alpha.outside_heap_mb, 1),
        gc_share=round(gc / cpu, 3) if cpu > 0 else None,
        compactions=end.alpha.compactions,
        lsm_mb=round(end.alpha.lsm_mb, 1),
        vlog_mb=round(end.alpha.vlog_mb, 1),
        file_mb=None if end.alpha_file_mb is None else round(end.alpha_file_mb, 1),
        gets_per_call=reads.per_call,
        tables_per_read=reads.tables_per_read,
        iterators_per_call=reads.iterators_per_call,
    )


@dataclass(frozen=True)
class MethodFigures:
    calls: int
    p50_ms: float | None
    p99_ms: float | None


@dataclass(frozen=True)
class Window:
    index: int
    start: float
    end: float
    calls: int
    calls_per_s: float
    errors: dict[str, int]
    methods: dict[str, MethodFigures]
    kg_rss_mb: float
    alpha_rss_mb: float
    kg_cpu_ms_per_call: float | None
    alpha_cpu_ms_per_call: float | None
    graph: dict[str, int]
    kg_index_mb: float | None = None
    other_cores: float | None = None  # cores' worth the rest of the machine used in the window (Sample.others_cpu_s)
    alpha: AlphaWindow | None = None
    reference_ms: float | None = None  # the machine's speed through the window (Sample.reference_ms)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Target:
    name: str
    target: str
    figure: str
    met: bool


def percentile(values: Sequence[float], share: float) -> float | None:
    """The nearest-rank percentile (share in [0, 1]); None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(math.ceil(share * len(ordered)), 1)
    return ordered[rank - 1]


def _round(value: float | None, digits: int = 1) -> float | None:
    return None if value is None else round(value, digits)


def windows(calls: Sequence[Call], samples: Sequence[Sample], window_s: float) -> list[Window]:
    """One Window per pair of consecutive samples; `samples` are the boundaries, the first at the start."""
    if len(samples) < 2:
        return []
    ordered = sorted(samples, key=lambda s: s.at)
    bins: dict[int, list[Call]] = defaultdict(list)
    last = len(ordered) - 2
    boundaries = [s.at for s in ordered[1:]]
    for call in calls:
        bins[min(bisect_right(boundaries, call.done_at), last)].append(call)
    made = []
    for i in range(last + 1):
        begin, end = ordered[i], ordered[i + 1]
        inside = bins.get(i, [])
        by_method: dict[str, list[float]] = defaultdict(list)
        for call in inside:
            if call.status == OK:
                by_method[call.method].append(call.latency_ms)
        counts = Counter(call.method for call in inside)
        methods = {
            m: MethodFigures(counts[m], _round(percentile(by_method[m], 0.50)), _round(percentile(by_method[m], 0.99)))
            for m in sorted(counts)
        }
        errors = dict(sorted(Counter(c.status for c in inside if c.status != OK).items()))
        span = max(end.at - begin.at, 1e-9)
        made.append(
            Window(
                index=i,
                start=round(begin.at, 1),
                end=round(end.at, 1),
                calls=len(inside),
                calls_per_s=round(len(inside) / span, 1),
                errors=errors,
                methods=methods,
                kg_rss_mb=round(end.kg_rss_mb, 1),
                alpha_rss_mb=round(end.alpha_rss_mb, 1),
                kg_cpu_ms_per_call=_per_call(end.kg_cpu_s - begin.kg_cpu_s, len(inside)),
                alpha_cpu_ms_per_call=_per_call(end.alpha_cpu_s - begin.alpha_cpu_s, len(inside)),
                graph=dict(end.graph),
                kg_index_mb=None if end.kg_index_mb is None else round(end.kg_index_mb, 1),
                other_cores=(
                    None
                    if end.others_cpu_s is None or begin.others_cpu_s is None
                    else round(max(0.0, end.others_cpu_s - begin.others_cpu_s) / span, 2)
                ),
                alpha=alpha_window(begin, end, len(inside)),
                reference_ms=None if end.reference_ms is None else round(end.reference_ms, 2),
            )
        )
    return made


def _speed_text(rows: Sequence[Window]) -> list[str]:
    """How the machine's speed moved from the first window to the last (nothing unless both were measured)."""
    first, last = (rows[0].reference_ms, rows[-1].reference_ms) if rows else (None, None)
    if first is None or last is None or first <= 0:
        return []
    return [
        f"ref work (a fixed piece of work's CPU time: more is a slower machine): {first:g} -> {last:g} ms "
        f"({last / first:.2f} x); kg's and the alpha's CPU per call move with it when the machine, not the graph, "
        "changed"
    ]


def _per_call(cpu_s: float, calls: int) -> float | None:
    return round(1000 * cpu_s / calls, 2) if calls else None


def slope_per_min(points: Sequence[tuple[float, float]]) -> float | None:
    """The least-squares slope of (seconds, value) points, per minute; None for fewer than two distinct times."""
    if len(points) < 2:
        return None
    mean_t = sum(t for t, _ in points) / len(points)
    mean_v = sum(v for _, v in points) / len(points)
    spread = sum((t - mean_t) ** 2 for t, _ in points)
    if spread == 0:
        return None
    return 60 * sum((t - mean_t) * (v - mean_v) for t, v in points) / spread


def _mark(met: bool) -> str:
    return "met" if met else "MISSED"


def _rss_points(rows: Sequence[Window], kg: bool) -> list[tuple[float, float]]:
    return [(w.end, w.kg_rss_mb if kg else w.alpha_rss_mb) for w in rows]


def alpha_levelling(rows: Sequence[Window]) -> tuple[float | None, float | None, bool]:
    """The alpha RSS slope (MB/min) over the earlier and the later half of the windows, and whether it levels off."""
    points = _rss_points(rows, kg=False)
    half = len(points) // 2
    # Each half with the boundary point shared, so two windows still give two slopes.
    early, late = slope_per_min(points[: half + 1]), slope_per_min(points[half:])
    if late is None:
        return early, late, False
    levelled = late <= ALPHA_LEVEL_MB_PER_MIN or (early is not None and early > 0 and late <= ALPHA_LEVEL_RATIO * early)
    return early, late, levelled


def targets(rows: Sequence[Window], checks_passed: bool | None) -> list[Target]:
    """Issue 21's targets beside the figures; with fewer than two windows nothing can be compared."""
    if not rows:
        return []
    first, last = rows[0], rows[-1]
    made = []
    ratio = last.calls_per_s / first.calls_per_s if first.calls_per_s else 0.0
    made.append(
        Target(
            "throughput",
            f"last calls/s >= {TARGET_THROUGHPUT_RATIO:g} x first",
            f"{first.calls_per_s:g} -> {last.calls_per_s:g} calls/s ({ratio:.2f} x)",
            len(rows) > 1 and ratio >= TARGET_THROUGHPUT_RATIO,
        )
    )
    for method in sorted(set(first.methods) | set(last.methods)):
        before, after = first.methods.get(method), last.methods.get(method)
        p_before = before.p99_ms if before else None
        p_after = after.p99_ms if after else None
        if p_before is None or p_after is None:
            made.append(Target(f"{method} p99", f"<= {TARGET_P99_RATIO:g} x first", "not measured in both", False))
            continue
        grew = p_after / p_before if p_before else math.inf
        made.append(
            Target(
                f"{method} p99",
                f"<= {TARGET_P99_RATIO:g} x first",
                f"{p_before:g} -> {p_after:g} ms ({grew:.2f} x)",
                len(rows) > 1 and grew <= TARGET_P99_RATIO,
            )
        )
    errors: Counter[str] = Counter()
    for row in rows:
        errors.update(row.errors)
    made.append(Target("errors", "0", ", ".join(f"{k} {v}" for k, v in sorted(errors.items())) or "0", not errors))
    made.append(
        Target(
            "consistency checks",
            "all pass",
            "not run" if checks_passed is None else ("pass" if checks_passed else "FAIL"),
            bool(checks_passed),
        )
    )
    kg_slope = slope_per_min(_rss_points(rows, kg=True))
    made.append(
        Target(
            "kg RSS flat",
            f"slope <= {KG_RSS_FLAT_MB_PER_MIN:g} MB/min",
            "-" if kg_slope is None else f"{kg_slope:+.2f} MB/min ({first.kg_rss_mb:g} -> {last.kg_rss_mb:g} MB)",
            kg_slope is not None and kg_slope <= KG_RSS_FLAT_MB_PER_MIN,
        )
    )
    early, late, levelled = alpha_levelling(rows)
    made.append(
        Target(
            "alpha RSS levelling off",
            f"later-half slope <= {ALPHA_LEVEL_MB_PER_MIN:g} MB/min or <= {ALPHA_LEVEL_RATIO:g} x earlier half's",
            f"{_slope_text(early)} then {_slope_text(late)} MB/min "
            f"({first.alpha_rss_mb:g} -> {last.alpha_rss_mb:g} MB)",
            levelled,
        )
    )
    return made


def kg_memory_split(rows: Sequence[Window]) -> tuple[float | None, float | None]:
    """kg's RSS slope and, of it, the slope of the rows Recall's vector indexes hold (MB/min): the indexes grow with
    what is written, by design, up to KG_EPISODE_VECTORS_CACHED records; what is left is the rest of kg's memory."""
    rss = slope_per_min(_rss_points(rows, kg=True))
    indexed = [(w.end, w.kg_index_mb) for w in rows if w.kg_index_mb is not None]
    return rss, slope_per_min(indexed) if len(indexed) == len(rows) else None


def _slope_text(value: float | None) -> str:
    return "-" if value is None else f"{value:+.1f}"


def _cell(value: object) -> str:
    return "-" if value is None else f"{value:g}" if isinstance(value, float) else str(value)


def _table(header: Sequence[str], body: Sequence[Sequence[str]], left: int = 1) -> list[str]:
    """Aligned columns: the first `left` to the left, the others (figures) to the right."""
    widths = [max(len(row[i]) for row in (header, *body)) for i in range(len(header))]

    def line(cells: Sequence[str]) -> str:
        return "  ".join(
            c.ljust(w) if i < left else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        ).rstrip()

    head = line(header)
    return [head, "-" * len(head), *(line(row) for row in body)]


def render(rows: Sequence[Window], made: Sequence[Target]) -> str:
    """The per-window table, the p50/p99 per method and window, and the targets with met or MISSED."""
    header = [
        "window",
        "end s",
        "calls",
        "calls/s",
        "errors",
        "kg RSS MB",
        "kg index MB",
        "alpha RSS MB",
        "kg CPU ms/call",
        "alpha CPU ms/call",
        "other cores",
        "ref work ms",
        "nodes",
        "episodes",
        "edge records",
    ]
    body = [
        [
            str(w.index + 1),
            _cell(w.end),
            str(w.calls),
            _cell(w.calls_per_s),
            str(sum(w.errors.values())),
            _cell(w.kg_rss_mb),
            _cell(w.kg_index_mb),
            _cell(w.alpha_rss_mb),
            _cell(w.kg_cpu_ms_per_call),
            _cell(w.alpha_cpu_ms_per_call),
            _cell(w.other_cores),
            _cell(w.reference_ms),
            _cell(w.graph.get("nodes")),
            _cell(w.graph.get("episodes")),
            _cell(w.graph.get("edge_records")),
        ]
        for w in rows
    ]
    lines = ["per window", *_table(header, body), *_speed_text(rows), ""]
    methods = sorted({m for w in rows for m in w.methods})
    header = ["method (p50/p99 ms)", *(f"w{w.index + 1}" for w in rows)]
    body = [[m, *(_method_cell(w.methods.get(m)) for w in rows)] for m in methods]
    lines += _table(header, body)
    if any(w.errors for w in rows):
        lines += [
            "",
            "errors by status: "
            + "; ".join(
                f"w{w.index + 1} " + ", ".join(f"{k} {v}" for k, v in w.errors.items()) for w in rows if w.errors
            ),
        ]
    lines += render_alpha(rows)
    lines += ["", "targets (issue 21)"]
    lines += _table(
        ["target", "wanted", "figure", ""], [[t.name, t.target, t.figure, _mark(t.met)] for t in made], left=4
    )
    rss, indexed = kg_memory_split(rows)
    if rss is not None and indexed is not None:
        lines += [
            "",
            f"kg RSS {rss:+.2f} MB/min, of which the rows of Recall's vector indexes (kg index MB)"
            f" {indexed:+.2f} MB/min and the rest {rss - indexed:+.2f} MB/min (not a target: the indexes hold what"
            " is written, bounded by KG_EPISODE_VECTORS_CACHED)",
        ]
    return "\n".join(lines)


def render_alpha(rows: Sequence[Window]) -> list[str]:
    """The alpha's RSS beside what its metrics say it holds, per window; nothing if they were not read."""
    read = [(w, w.alpha) for w in rows if w.alpha is not None]
    if not read:
        return []
    header = [
        "window",
        "alpha RSS MB",
        "of it mapped files MB",
        "Go heap in use MB",
        "live after GC MB",
        "outside heap MB",
        "GC share of CPU",
        "compactions",
        "LSM MB",
        "vlog MB",
        "reads/call",
        "tables/read",
        "iterators/call",
    ]
    body = [
        [
            str(w.index + 1),
            _cell(w.alpha_rss_mb),
            _cell(a.file_mb),
            _cell(a.heap_in_use_mb),
            _cell(a.heap_live_mb),
            _cell(a.outside_heap_mb),
            _cell(a.gc_share),
            str(a.compactions),
            _cell(a.lsm_mb),
            _cell(a.vlog_mb),
            _cell(a.gets_per_call),
            _cell(a.tables_per_read),
            _cell(a.iterators_per_call),
        ]
        for w, a in read
    ]
    lines = ["", "the alpha's memory and background work per window (its own metrics)", *_table(header, body)]
    if len(read) == len(rows):
        live = slope_per_min([(w.end, a.heap_live_mb) for w, a in read])
        in_use = slope_per_min([(w.end, a.heap_in_use_mb) for w, a in read])
        mapped = [(w.end, a.file_mb) for w, a in read if a.file_mb is not None]
        files = f", of it mapped files {_slope_text(slope_per_min(mapped))}" if len(mapped) == len(read) else ""
        lines.append(
            f"slopes: alpha RSS {_slope_text(slope_per_min(_rss_points(rows, kg=False)))}{files}, Go heap in use "
            f"{_slope_text(in_use)}, live after GC {_slope_text(live)} MB/min"
        )
    return lines


@dataclass(frozen=True)
class Cost:
    """One method's CPU per call, alone, one call at a time (bench/soak_probe.py)."""

    method: str
    calls: int
    errors: int
    kg_cpu_ms: float  # per call
    alpha_cpu_ms: float  # per call
    compacting: bool = False  # an LSM compaction ran when its calls ended: the alpha's figure holds some of it
    reads: float | None = None  # Badger's point reads per call (bench/alpha_metrics.py), if read
    tables_per_read: float | None = None  # the LSM tables each of those reads searched

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def render_costs(before: Sequence[Cost], after: Sequence[Cost]) -> str:
    """Each method's CPU per call on the seeded graph and on the grown one, and how much it grew."""
    grown = {c.method: c for c in after}
    body = []
    for old in before:
        new = grown.get(old.method)
        if new is None:
            continue
        body.append(
            [
                old.method,
                _cell(old.kg_cpu_ms),
                _cell(new.kg_cpu_ms),
                _ratio(new.kg_cpu_ms, old.kg_cpu_ms),
                _cell(old.alpha_cpu_ms) + _compacting(old),
                _cell(new.alpha_cpu_ms) + _compacting(new),
                _ratio(new.alpha_cpu_ms, old.alpha_cpu_ms),
                _cell(old.reads),
                _cell(new.reads),
                _cell(old.tables_per_read),
                _cell(new.tables_per_read),
                str(old.errors + new.errors),
            ]
        )
    header = [
        "method alone (CPU ms/call)",
        "kg before",
        "after",
        "x",
        "alpha before",
        "after",
        "x",
        "reads/call before",
        "after",
        "tables/read before",
        "after",
        "errors",
    ]
    note = "* an LSM compaction ran as its calls ended: its figure includes some of that work"
    lines = ["cost per call alone, before and after the soak", *_table(header, body)]
    return "\n".join([*lines, note] if any(c.compacting for c in (*before, *after)) else lines)


def _compacting(cost: Cost) -> str:
    return "*" if cost.compacting else ""


def _ratio(new: float, old: float) -> str:
    return f"{new / old:.2f}" if old > 0 else "-"


def _method_cell(figures: MethodFigures | None) -> str:
    if figures is None:
        return "-"
    return f"{_cell(figures.p50_ms)}/{_cell(figures.p99_ms)}"
