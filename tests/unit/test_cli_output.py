"""`kg` commands report as JSON lines when KG_LOG_FORMAT=json, and as plain text otherwise."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from kg.cli.output import json_mode, report, report_error
from kg.logging import configure_logging


def _kg(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kg", *args],
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_a_result_is_an_info_event_in_json_mode(capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging("json", "info")
    report("json", "cli.schema_applied", "schema version 5 applied", version=5)
    out, err = capsys.readouterr()
    assert out == ""
    [line] = err.splitlines()
    event = json.loads(line)
    assert (event["event"], event["level"], event["version"]) == ("cli.schema_applied", "info", 5)


def test_an_error_is_an_error_event_in_json_mode(capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging("json", "info")
    report_error("json", "cli.decay_failed", "kg decay: failed: no Dgraph")
    [line] = capsys.readouterr().err.splitlines()
    event = json.loads(line)
    expected = ("cli.decay_failed", "error", "kg decay: failed: no Dgraph")
    assert (event["event"], event["level"], event["error"]) == expected


def test_console_mode_prints_the_text(capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging("console", "info")
    report("console", "cli.schema_applied", "schema version 5 applied", version=5)
    report_error("console", "cli.decay_failed", "kg decay: failed")
    out, err = capsys.readouterr()
    assert (out, err) == ("schema version 5 applied\n", "kg decay: failed\n")


def test_json_mode_follows_the_setting_or_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    assert json_mode("json") and not json_mode("console")
    monkeypatch.setenv("KG_LOG_FORMAT", "json")
    assert json_mode()


def test_invalid_settings_are_reported_as_json_in_json_mode() -> None:
    done = _kg("decay", "--once", KG_LOG_FORMAT="json", KG_GRPC_PORT="not a port")
    assert done.returncode == 2
    [event] = [json.loads(line) for line in done.stderr.splitlines()]
    assert event["event"] == "cli.settings_invalid" and event["level"] == "error" and "KG_GRPC_PORT" in event["error"]


def test_a_failed_decay_is_json_in_json_mode() -> None:
    done = _kg("decay", "--once", KG_LOG_FORMAT="json", KG_DGRAPH_ADDR="127.0.0.1:1", KG_DGRAPH_TIMEOUT_SECONDS="2")
    assert done.returncode == 1
    assert done.stdout == ""
    events = [json.loads(line) for line in done.stderr.splitlines()]
    assert events[-1]["event"] == "cli.decay_failed" and events[-1]["level"] == "error"
