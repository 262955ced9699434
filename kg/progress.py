"""A one-line progress bar on stderr for the CLI's long commands (`kg export`, `kg import`).

Drawn only on a terminal: in a pipe, a log file or CI, redrawn lines are noise, so then only the caller's
summary line appears.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO

_WIDTH = 30
_REDRAW_SECONDS = 0.1  # at most ten redraws a second, however fast the work goes


class Progress:
    def __init__(
        self, label: str, total: int | None = None, stream: TextIO | None = None, enabled: bool | None = None
    ) -> None:
        self.label = label
        self.total = total
        self.done = 0
        self._stream = stream or sys.stderr
        self._enabled = self._stream.isatty() if enabled is None else enabled
        self._started = time.monotonic()
        self._drawn = 0.0

    def advance(self, n: int = 1) -> None:
        self.done += n
        now = time.monotonic()
        if self._enabled and now - self._drawn >= _REDRAW_SECONDS:
            self._drawn = now
            self._draw(now)

    def close(self) -> None:
        if self._enabled:
            self._draw(time.monotonic())
            self._stream.write("\n")
            self._stream.flush()

    def line(self, now: float) -> str:
        rate = self.done / max(now - self._started, 1e-9)
        if not self.total:
            return f"{self.label}: {self.done} ({rate:.0f}/s)"
        share = min(self.done / self.total, 1.0)
        filled = int(share * _WIDTH)
        return (
            f"{self.label}: [{'#' * filled}{'.' * (_WIDTH - filled)}] {self.done}/{self.total} "
            f"{share:4.0%} ({rate:.0f}/s)"
        )

    def _draw(self, now: float) -> None:
        self._stream.write("\r" + self.line(now) + "\x1b[K")  # erase what a longer earlier line left
        self._stream.flush()
