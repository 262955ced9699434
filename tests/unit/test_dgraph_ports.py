"""Dgraph port arithmetic and free-offset search (binds sockets on loopback; starts nothing)."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from kg.dgraph.launcher import DgraphLauncher, DgraphPorts, DgraphStartError, find_free_offset

PORT_NAMES = ("zero_grpc", "zero_http", "alpha_internal", "alpha_http", "alpha_grpc")


def test_default_ports_are_dgraphs() -> None:
    ports = DgraphPorts()
    assert ports.all() == (5080, 6080, 7080, 8080, 9080)
    assert (ports.zero_grpc, ports.zero_http, ports.alpha_internal, ports.alpha_http, ports.alpha_grpc) == (
        5080,
        6080,
        7080,
        8080,
        9080,
    )


@pytest.mark.parametrize("offset", [1, 100, 1234])
def test_offset_shifts_every_port(offset: int) -> None:
    assert DgraphPorts(offset).all() == tuple(p + offset for p in DgraphPorts().all())


def test_launcher_addresses_follow_the_offset(tmp_path: Path) -> None:
    launcher = DgraphLauncher(Path("/nonexistent/dgraph"), tmp_path / "data", port_offset=3)
    assert launcher.alpha_addr == "127.0.0.1:9083"
    assert launcher.http_url == "http://127.0.0.1:8083"
    assert launcher.data_dir == (tmp_path / "data").resolve()
    assert launcher.pid_file == launcher.data_dir / "dgraph.pids"
    assert launcher.log_file("alpha") == launcher.data_dir / "logs" / "alpha.log"


@pytest.fixture
def listener() -> Iterator[socket.socket]:
    """A loopback listener on some port in the middle of the range, so offsets around it are valid."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    for port in range(21000, 23000, 37):
        try:
            sock.bind(("127.0.0.1", port))
            break
        except OSError:
            continue
    else:
        sock.close()
        pytest.fail("no free loopback port to bind for the test")
    sock.listen()
    yield sock
    sock.close()


@pytest.mark.parametrize("name", PORT_NAMES)
def test_busy_reports_a_bound_port(listener: socket.socket, name: str) -> None:
    port = listener.getsockname()[1]
    offset = port - getattr(DgraphPorts(), name)
    assert port in DgraphPorts(offset).busy()


@pytest.mark.parametrize("name", PORT_NAMES)
def test_find_free_offset_skips_an_offset_with_any_port_in_use(listener: socket.socket, name: str) -> None:
    port = listener.getsockname()[1]
    taken = port - getattr(DgraphPorts(), name)

    found = find_free_offset(start=taken, step=1, attempts=50)

    assert taken < found < taken + 50
    assert port not in DgraphPorts(found).all()
    assert DgraphPorts(found).busy() == []


def test_find_free_offset_gives_up_after_its_attempts(listener: socket.socket) -> None:
    taken = listener.getsockname()[1] - DgraphPorts().alpha_grpc
    with pytest.raises(DgraphStartError, match="no free port offset"):
        find_free_offset(start=taken, step=7, attempts=1)


def test_without_a_start_processes_spread_over_the_offsets() -> None:
    found = {find_free_offset() for _ in range(40)}
    assert all(100 <= offset < 100 + 200 * 7 and (offset - 100) % 7 == 0 for offset in found)
    assert len(found) > 1  # two processes starting together would otherwise both pick the first free offset
