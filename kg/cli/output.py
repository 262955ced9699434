"""What a `kg` command reports: plain text for a person, or one JSON log line each when `KG_LOG_FORMAT=json`.

Commands that run in containers (`kg serve`, `kg schema apply`, `kg decay --once`, `kg prune`) must not mix plain
text into JSON logs: in JSON mode their results and errors go through structlog, as events with fields, on the
same stream as every other log line (stderr). In console mode they print as before: results on stdout, errors on
stderr. Data a command exists to print (`kg schema print`, a token, an export) is not a report and stays as it is.
"""

from __future__ import annotations

import json
import os
import sys
from datetime import UTC, datetime
from typing import Any

from kg.logging import get_logger

LOGGER = "kg.cli"


def json_mode(log_format: str | None = None) -> bool:
    """JSON output, by the settings' format, or by the environment when the settings could not be read."""
    if log_format is None:
        log_format = os.environ.get("KG_LOG_FORMAT", "console")
    return log_format.strip().lower() == "json"


def report(log_format: str, event: str, text: str, **fields: Any) -> None:
    """A result: `text` on stdout, or the info event `event` with `fields` in JSON mode."""
    if json_mode(log_format):
        get_logger(LOGGER).info(event, **fields)
    else:
        print(text)


def report_error(log_format: str, event: str, text: str, **fields: Any) -> None:
    """A failure: `text` on stderr, or the error event `event` with `fields` (and the text as `error`)."""
    if json_mode(log_format):
        get_logger(LOGGER).error(event, error=text, **fields)
    else:
        print(text, file=sys.stderr)


def early_error(event: str, text: str) -> None:
    """A failure before logging is configured (the settings themselves are wrong): structlog's shape, by hand."""
    if json_mode():
        line = {
            "error": text,
            "event": event,
            "level": "error",
            "logger": LOGGER,
            "timestamp": datetime.now(UTC).isoformat().replace("+00:00", "Z"),
        }
        print(json.dumps(line), file=sys.stderr)
    else:
        print(text, file=sys.stderr)
