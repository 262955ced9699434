"""The Go memory limit (GOMEMLIMIT) kg's launcher gives its alpha: a safety net near the memory it may use.

Go collects when the heap has doubled since the last collection, and also, under a limit, whenever the heap nears
it. A limit below what the alpha holds (its caches, its indexes, what its queries use) makes it collect almost
without pause: at twice the 1,024 MB cache (stop 35's choice), once `make bench-full`'s graph (100,000 nodes,
500,000 edge records, 200,000 episodes) held about 2.9 GB, the alpha spent 224 ms of CPU per Recall against 52 ms
without a limit. So the limit sits at a share of the memory the process may use, where it only keeps the alpha
from being killed for memory, never at a fraction of its working set.
"""

from __future__ import annotations

from pathlib import Path

LIMIT_SHARE = 0.75  # of the memory the alpha may use; the rest is kg's and the machine's
MEMINFO = Path("/proc/meminfo")
CGROUP_LIMIT = Path("/sys/fs/cgroup/memory.max")  # cgroup v2: a number of bytes, or "max"


def memory_available(meminfo: Path = MEMINFO, cgroup_limit: Path = CGROUP_LIMIT) -> int | None:
    """Bytes this process may use: its cgroup's limit when it has one, else the machine's memory; None if neither
    can be read."""
    total: int | None = None
    try:
        for line in meminfo.read_text().splitlines():
            if line.startswith("MemTotal:"):
                total = int(line.split()[1]) * 1024  # kB
    except (OSError, ValueError, IndexError):
        total = None
    try:
        limit = int(cgroup_limit.read_text().strip())
    except (OSError, ValueError):  # no cgroup v2 file, or "max"
        return total
    return min(limit, total) if total else limit


def go_memory_limit(available: int | None) -> str | None:
    """GOMEMLIMIT for an alpha that may use `available` bytes; None (Go's default, no limit) when unknown."""
    return f"{int(available * LIMIT_SHARE) >> 20}MiB" if available else None
