"""The kept LoCoMo graph's files (bench/locomo_keep.py): what marks an ingest finished, what a DIR must match,
and the copy asked on. The runs themselves, with a real Dgraph, are in tests/e2e/test_bench_locomo_keep.py."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.locomo import Ingested, kept_of, restored, run
from bench.locomo_keep import KeptGraph, key_of


def _ingested() -> Ingested:
    return Ingested({"0x1": "D1:1", "0x2": "D1:2"}, 2, 3, 1, {2}, ["DEADLINE_EXCEEDED"], [41.5, 60.25])


def _kept(root: Path) -> KeptGraph:
    return KeptGraph(root, {"data_sha256": "ab", "samples": [0]})


def test_an_ingest_saved_reads_back_as_it_was(tmp_path: Path) -> None:
    kept = _kept(tmp_path)
    rates = {"sequential": 14.2, "concurrent": None, "in_flight": 0}
    kept.fresh_graph()
    assert not kept.holds()

    kept.save(kept_of(_ingested(), rates))

    assert kept.holds()
    done, read_rates = restored(kept.load())
    assert done == _ingested()
    assert read_rates == rates
    assert kept.load().ingested_at  # when, for the report


def test_a_dir_of_another_file_or_samples_is_refused(tmp_path: Path) -> None:
    _kept(tmp_path).save(kept_of(_ingested(), {}))
    other = KeptGraph(tmp_path, {"data_sha256": "ab", "samples": [0, 1]})
    with pytest.raises(SystemExit, match="delete it"):
        other.holds()


def test_a_graph_left_by_an_unfinished_ingest_is_started_over(tmp_path: Path) -> None:
    kept = _kept(tmp_path)
    (kept.fresh_graph() / "p").mkdir()
    (kept.graph / "p" / "000001.sst").write_bytes(b"half")
    assert not kept.holds()  # no record: the ingest did not finish

    graph = kept.fresh_graph()

    assert graph.is_dir() and list(graph.iterdir()) == []


def test_questions_are_asked_on_a_copy_removed_afterwards(tmp_path: Path) -> None:
    kept = _kept(tmp_path)
    (kept.fresh_graph() / "p").mkdir()
    (kept.graph / "p" / "MANIFEST").write_text("kept")
    with kept.copy() as copy:
        assert (copy / "p" / "MANIFEST").read_text() == "kept"
        (copy / "p" / "MANIFEST").write_text("changed by the questions")
        where = copy
    assert not where.exists()
    assert (kept.graph / "p" / "MANIFEST").read_text() == "kept"


def test_the_key_is_the_files_content_and_the_samples(tmp_path: Path) -> None:
    data = tmp_path / "data.json"
    data.write_text("[1]")
    first = key_of(data, None)
    assert key_of(data, None) == first
    assert key_of(data, [0]) != first
    data.write_text("[2]")
    assert key_of(data, None) != first


def test_a_run_on_a_dir_of_other_samples_stops_before_starting_anything(tmp_path: Path) -> None:
    data = tmp_path / "data.json"
    session = [{"speaker": "Robin", "dia_id": "D1:1", "text": "Hi!"}]
    conversation = {"speaker_a": "Robin", "speaker_b": "Sam", "session_1_date_time": "7:30 pm on 3 March, 2024"}
    data.write_text(json.dumps([{"sample_id": "s", "conversation": {**conversation, "session_1": session}, "qa": []}]))
    KeptGraph(tmp_path / "keep", key_of(data, None)).save(kept_of(_ingested(), {}))

    with pytest.raises(SystemExit, match="delete it"):
        run(data, chosen=[0], keep=tmp_path / "keep")  # the same sample chosen by index: another key

    assert not (tmp_path / "keep" / "graph").exists()  # no Dgraph was started on it
