"""The alpha's own CPU and heap profiles (Go's pprof on its HTTP port), for the soak's cost probes.

The probes say that a method costs the alpha more on the grown graph; a CPU profile of that method alone on each
graph says where the extra time goes. Compare them per call, with the Dgraph binary the soak ran:
`go tool pprof -top -diff_base=before-GetNode.pb.gz <dgraph> after-GetNode.pb.gz` after scaling by the calls each
profile covers (calls.json beside them). A heap profile at each probe says what the alpha's live heap holds.
"""

from __future__ import annotations

import asyncio
import json
import time
import urllib.request
from collections.abc import Awaitable, Callable
from pathlib import Path

PROFILE_SECONDS = 10


def _save(url: str, out: Path, timeout: float) -> None:
    with urllib.request.urlopen(url, timeout=timeout) as resp:  # noqa: S310 (the alpha we started, on loopback)
        out.write_bytes(resp.read())


async def save_heap(alpha_http: str, out: Path) -> None:
    """The alpha's heap profile now (what is in use, by allocation site) into `out`."""
    await asyncio.to_thread(_save, f"{alpha_http}/debug/pprof/heap", out, 60.0)


async def profiled(
    alpha_http: str, out: Path, work: Callable[[], Awaitable[None]], seconds: int = PROFILE_SECONDS
) -> int:
    """Run `work` one call after another for `seconds` while the alpha profiles its CPU, and write the profile into
    `out`; the calls made. The profile starts when the alpha reads the request, a few milliseconds before the calls."""
    url = f"{alpha_http}/debug/pprof/profile?seconds={seconds}"
    fetching = asyncio.create_task(asyncio.to_thread(_save, url, out, seconds + 60.0))
    calls = 0
    until = time.monotonic() + seconds
    while time.monotonic() < until:
        await work()
        calls += 1
    await fetching
    return calls


def record_calls(directory: Path, label: str, calls: dict[str, int]) -> None:
    """Add `label`'s calls per profiled method to directory/calls.json (to divide each profile's time by)."""
    path = directory / "calls.json"
    known = json.loads(path.read_text()) if path.exists() else {}
    known[label] = calls
    path.write_text(json.dumps(known, indent=2) + "\n")
