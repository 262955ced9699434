"""The soak's reading of the alpha's own metrics: parsed from Prometheus text, and split per window."""

from __future__ import annotations

from bench.alpha_metrics import AlphaReading, parse_alpha_metrics
from bench.soak_report import Call, Sample, render_alpha, windows

PAGE = """\
# TYPE go_memstats_heap_inuse_bytes gauge
go_memstats_heap_inuse_bytes 3.145728e+08
# TYPE go_gc_heap_live_bytes gauge
go_gc_heap_live_bytes 2.097152e+08
# TYPE dgraph_memory_alloc_bytes gauge
dgraph_memory_alloc_bytes{method="",status=""} 1.048576e+07
# TYPE go_cpu_classes_gc_total_cpu_seconds_total counter
go_cpu_classes_gc_total_cpu_seconds_total 2.5
# TYPE badger_compaction_current_num_lsm gauge
badger_compaction_current_num_lsm 2
# TYPE badger_size_bytes_lsm gauge
badger_size_bytes_lsm{dir="/data/p"} 5.24288e+07
badger_size_bytes_lsm{dir="/data/w"} 1.048576e+06
# TYPE badger_size_bytes_vlog gauge
badger_size_bytes_vlog{dir="/data/p"} 2.097152e+06
# TYPE badger_get_num_user untyped
badger_get_num_user 1000
# TYPE badger_get_num_lsm untyped
badger_get_num_lsm{level="l0"} 300
badger_get_num_lsm{level="l6"} 500
# TYPE badger_iterator_num_user untyped
badger_iterator_num_user 70
"""


def test_a_metrics_page_gives_the_alpha_s_memory_split_and_background_work() -> None:
    assert parse_alpha_metrics(PAGE) == AlphaReading(
        heap_in_use_mb=300.0,
        heap_live_mb=200.0,
        outside_heap_mb=10.0,
        gc_cpu_s=2.5,
        compactions=2,
        lsm_mb=51.0,  # both of Badger's directories
        vlog_mb=2.0,
        gets=1000.0,
        table_seeks=800.0,  # the tables searched in every level
        iterators=70.0,
    )


def test_a_page_without_one_of_the_readings_gives_none() -> None:
    without_gc = "\n".join(line for line in PAGE.splitlines() if "gc_total_cpu" not in line)
    assert parse_alpha_metrics(without_gc) is None
    assert parse_alpha_metrics("") is None


def _reading(
    heap_live_mb: float, gc_cpu_s: float, compactions: int = 0, gets: float = 0.0, seeks: float = 0.0
) -> AlphaReading:
    return AlphaReading(heap_live_mb + 100, heap_live_mb, 0.0, gc_cpu_s, compactions, 40.0, 1.0, gets, seeks, gets / 10)


def test_a_window_says_what_share_of_the_alpha_s_cpu_its_collector_took() -> None:
    samples = [
        Sample(0.0, 300.0, 600.0, 0.0, 10.0, alpha=_reading(200.0, 1.0)),
        # 5 of 20 CPU-seconds; 120 MB of its RSS is pages of the files it maps
        Sample(60.0, 300.0, 700.0, 0.0, 30.0, alpha=_reading(260.0, 6.0, compactions=1), alpha_file_mb=120.0),
        Sample(120.0, 300.0, 750.0, 0.0, 40.0),  # the alpha's metrics did not answer
    ]
    first, second = windows([], samples, 60.0)
    assert first.alpha is not None
    assert (first.alpha.gc_share, first.alpha.heap_live_mb, first.alpha.compactions) == (0.25, 260.0, 1)
    assert first.alpha.file_mb == 120.0
    assert second.alpha is None  # unknown, not zero

    text = "\n".join(render_alpha([first, second]))
    assert "GC share of CPU" in text and "0.25" in text and "260" in text
    assert "slopes" not in text  # not every window was read: no slope over a part of the run
    assert render_alpha([second]) == []


def test_the_slopes_say_how_fast_the_alpha_s_mapped_files_grew_beside_its_heap() -> None:
    samples = [
        Sample(
            60.0 * i,
            300.0,
            600.0 + 30 * i,
            0.0,
            10.0 * i,
            alpha=_reading(200.0 + 2 * i, i),
            alpha_file_mb=100.0 + 20 * i,
        )
        for i in range(4)
    ]
    text = "\n".join(render_alpha(windows([], samples, 60.0)))
    assert "slopes: alpha RSS +30.0, of it mapped files +20.0, Go heap in use +2.0, live after GC +2.0 MB/min" in text


def test_a_window_says_how_many_badger_reads_each_call_made_and_how_many_tables_each_read_searched() -> None:
    calls = [Call("GetNode", 60.5 + i * 0.1, 1.0) for i in range(100)]  # 100 calls, all in the second window
    samples = [
        Sample(0.0, 300.0, 600.0, 0.0, 0.0, alpha=_reading(200.0, 0.0, gets=1_000, seeks=500)),
        Sample(60.0, 300.0, 600.0, 0.0, 0.0, alpha=_reading(200.0, 0.0, gets=1_000, seeks=500)),
        Sample(120.0, 300.0, 600.0, 0.0, 0.0, alpha=_reading(200.0, 0.0, gets=9_000, seeks=12_500)),
    ]
    idle, busy = windows(calls, samples, 60.0)
    assert idle.alpha is not None and busy.alpha is not None
    assert (idle.alpha.gets_per_call, idle.alpha.tables_per_read) == (None, None)  # no call, no read: unknown
    assert (busy.alpha.gets_per_call, busy.alpha.tables_per_read, busy.alpha.iterators_per_call) == (80.0, 1.5, 8.0)
    header = next(line for line in render_alpha([idle, busy]) if line.startswith("window"))
    assert header.split()[-3:] == ["reads/call", "tables/read", "iterators/call"]


def test_an_alpha_whose_tree_has_no_table_yet_reads_no_table_searched() -> None:
    # Badger counts the tables searched per level from a level's first search: a fresh alpha has no such line
    fresh = "\n".join(line for line in PAGE.splitlines() if "badger_get_num_lsm" not in line)
    reading = parse_alpha_metrics(fresh)
    assert reading is not None and (reading.gets, reading.table_seeks) == (1000.0, 0.0)
