"""What Dgraph's alpha says about its own memory and background work (its `/debug/prometheus_metrics`), for the soak.

The alpha's RSS alone cannot tell a heap that holds more with the graph from caches filling up to their size, or
a Go heap that the runtime has not yet handed back. These readings split it: the Go heap in use and what the last
collection found live, the memory Dgraph allocates outside the Go heap (its own allocator's count: caches and
buffers in a build with jemalloc; 0 in one without, such as kg's build from the module proxy, whose caches are in the
Go heap), the CPU the garbage collector used so far, how many LSM compactions run at the moment, the size of
Badger's LSM tree and value log on disk, and Badger's reads so far (point reads, the tables they searched, and
iterators, which Dgraph opens to read a whole posting list). Per call, these say whether a call's cost grew because
it reads more (its queries walk what accumulated) or because each read costs more (it searches more tables as the
tree grows).
"""

from __future__ import annotations

import math
import urllib.request
from dataclasses import dataclass

from prometheus_client.parser import text_string_to_metric_families

MB = 2**20

# Metric names as Dgraph v25 (Go runtime/metrics, Badger v4 and Dgraph's own) exports them.
HEAP_IN_USE = "go_memstats_heap_inuse_bytes"
HEAP_LIVE = "go_gc_heap_live_bytes"
OUTSIDE_HEAP = "dgraph_memory_alloc_bytes"
GC_CPU = "go_cpu_classes_gc_total_cpu_seconds"  # a counter: the parser drops its "_total"
COMPACTIONS = "badger_compaction_current_num_lsm"
LSM_BYTES = "badger_size_bytes_lsm"
VLOG_BYTES = "badger_size_bytes_vlog"
GETS = "badger_get_num_user"
ITERATORS = "badger_iterator_num_user"
TABLE_SEEKS = "badger_get_num_lsm"  # per table a read searched: one its bloom filter did not rule out (Badger v4)


@dataclass(frozen=True)
class AlphaReading:
    """One reading of the alpha's metrics (memory in MB, the collector's CPU in seconds since the alpha started)."""

    heap_in_use_mb: float
    heap_live_mb: float
    outside_heap_mb: float
    gc_cpu_s: float
    compactions: int
    lsm_mb: float
    vlog_mb: float
    gets: float  # Badger's point reads since the alpha started
    table_seeks: float  # the LSM tables those reads searched (after the memtables, past the bloom filters)
    iterators: float  # Badger iterators opened since the alpha started


@dataclass(frozen=True)
class Reads:
    """Badger's reads between two readings: per call, and the tables each point read searched (None: no call or no
    read to divide by)."""

    per_call: float | None
    tables_per_read: float | None
    iterators_per_call: float | None


def reads_between(before: AlphaReading, after: AlphaReading, calls: int) -> Reads:
    gets = after.gets - before.gets
    return Reads(
        per_call=round(gets / calls, 1) if calls else None,
        tables_per_read=round((after.table_seeks - before.table_seeks) / gets, 2) if gets > 0 else None,
        iterators_per_call=round((after.iterators - before.iterators) / calls, 1) if calls else None,
    )


def parse_alpha_metrics(text: str) -> AlphaReading | None:
    """The reading in a metrics page; None when one of its metrics is missing (another Dgraph version)."""
    sums: dict[str, float] = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name.removesuffix("_total") == family.name and math.isfinite(sample.value):
                sums[family.name] = sums.get(family.name, 0.0) + sample.value  # e.g. one size per Badger directory
    wanted = (
        HEAP_IN_USE,
        HEAP_LIVE,
        OUTSIDE_HEAP,
        GC_CPU,
        COMPACTIONS,
        LSM_BYTES,
        VLOG_BYTES,
        GETS,
        ITERATORS,
    )
    if any(name not in sums for name in wanted):
        return None
    return AlphaReading(
        heap_in_use_mb=sums[HEAP_IN_USE] / MB,
        heap_live_mb=sums[HEAP_LIVE] / MB,
        outside_heap_mb=sums[OUTSIDE_HEAP] / MB,
        gc_cpu_s=sums[GC_CPU],
        compactions=int(sums[COMPACTIONS]),
        lsm_mb=sums[LSM_BYTES] / MB,
        vlog_mb=sums[VLOG_BYTES] / MB,
        gets=sums[GETS],
        table_seeks=sums.get(TABLE_SEEKS, 0.0),  # counted per level, from a level's first seek: none before
        iterators=sums[ITERATORS],
    )


def read_alpha_metrics(http_url: str) -> AlphaReading | None:
    """The alpha's reading now; None when its metrics do not answer or lack one of the readings."""
    try:
        # The soak's own alpha, over loopback http (its launcher's http_url).
        with urllib.request.urlopen(f"{http_url}/debug/prometheus_metrics", timeout=5) as resp:  # noqa: S310
            return parse_alpha_metrics(resp.read().decode())
    except OSError:
        return None
