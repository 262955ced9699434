"""grpc's error line for a reply that found its call already ended (the client's deadline passed on the way) is
a debug line without a traceback: it is the client giving up, not a server fault. Other grpc errors stay."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterator

import pytest

from kg.logging import configure_logging

GRPC_CORE = logging.getLogger("grpc._cython.cygrpc")


@pytest.fixture
def json_lines(capsys: pytest.CaptureFixture[str]) -> Iterator[Callable[[], list[dict[str, object]]]]:
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    yield lambda: [json.loads(line) for line in capsys.readouterr().err.splitlines()]
    root.handlers[:] = handlers
    root.setLevel(level)


def _late_reply() -> None:
    try:
        raise RuntimeError('Failed "execute_batch"')
    except RuntimeError:
        GRPC_CORE.exception("ExecuteBatchError raised in core by servicer method [/kg.v1.GraphService/GetNode]")


def test_a_late_reply_is_not_an_error_line(json_lines: Callable[[], list[dict[str, object]]]) -> None:
    configure_logging("json", "info")
    _late_reply()
    GRPC_CORE.error("Unexpected [ValueError] raised by servicer method [/kg.v1.GraphService/GetNode]")
    assert [line["event"] for line in json_lines()] == [
        "Unexpected [ValueError] raised by servicer method [/kg.v1.GraphService/GetNode]"
    ]


def test_when_debugging_a_late_reply_is_a_debug_line_without_traceback(
    json_lines: Callable[[], list[dict[str, object]]],
) -> None:
    configure_logging("json", "debug")
    configure_logging("json", "debug")  # configured twice, filtered once
    _late_reply()
    [line] = json_lines()
    assert line["level"] == "debug" and "exception" not in line
    assert line["event"] == "reply dropped: the call had ended before it was sent [/kg.v1.GraphService/GetNode]"
