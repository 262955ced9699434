"""The soak's readings: the rows of Recall's vector indexes, scraped from a served endpoint, the machine's CPU and its
speed; and its option for the alpha's flags."""

from __future__ import annotations

import argparse
import asyncio
import socket
import time

import pytest

from bench.graph_data import machine_busy_seconds
from bench.soak import REFERENCE_STEPS, SpeedGauge, alpha_flag, index_mb, reference_work_ms
from kg.metrics import ServerMetrics


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_the_soak_reads_the_index_rows_from_a_served_endpoint() -> None:
    m = ServerMetrics()
    port = m.serve("127.0.0.1", _free_port())
    m.set_index_sources("episode_vectors", lambda: 2, lambda: 3 * 2**20)
    m.set_index_sources("name_vectors", lambda: 1, lambda: 2**20)
    try:
        assert await asyncio.to_thread(index_mb, port) == 4.0
    finally:
        await m.close()
    assert await asyncio.to_thread(index_mb, port) is None  # nothing answers


def test_the_machine_s_busy_time_counts_this_process_s_own_work() -> None:
    before = machine_busy_seconds()
    own = time.process_time()
    while time.process_time() - own < 0.3:  # a third of a CPU-second of this process's own work
        pass
    assert machine_busy_seconds() - before >= 0.25  # /proc/stat counts in clock ticks


def test_an_alpha_flag_names_the_alphas_option_and_keeps_its_value_whole() -> None:
    assert alpha_flag("raft=snapshot-after-duration=0; snapshot-after-entries=10000") == (
        "--raft",
        "snapshot-after-duration=0; snapshot-after-entries=10000",
    )
    for wrong in ("raft", "=x", "--raft=x"):
        with pytest.raises(argparse.ArgumentTypeError):
            alpha_flag(wrong)


def test_the_machine_s_speed_is_the_cpu_time_of_a_fixed_piece_of_work(monkeypatch: pytest.MonkeyPatch) -> None:
    alone = reference_work_ms()
    assert alone > 0
    # Twenty times the work: the figure is the work's, not a constant. (With four times, a make test run on a busy
    # machine once read 59 ms alone against 115 ms for four times: a margin noise can eat.)
    monkeypatch.setattr("bench.soak.REFERENCE_STEPS", REFERENCE_STEPS * 20)
    assert reference_work_ms() > 2 * alone


async def test_the_speed_gauge_gives_each_window_the_mean_of_its_readings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("bench.soak.SPEED_EVERY_S", 0.3)
    gauge = SpeedGauge()
    await gauge.run(until=time.monotonic() + 0.2)  # one reading, then the next would come after the end
    [reading] = gauge._readings
    assert gauge.take() == reading  # the window's mean, here of one
    assert gauge._readings == []  # the next window starts over
    assert gauge.take() > 0  # a window without a reading gets one read now
