"""kg's one clock: what time kg writes into records and compares them with (UTC, aware). One function so that
every layer agrees on the zone, and a test can see where time comes from."""

from __future__ import annotations

from datetime import UTC, datetime


def utc_now() -> datetime:
    return datetime.now(UTC)
