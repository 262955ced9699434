"""`python -m bench locomo --keep DIR` (bench/locomo_keep.py) end to end: a real Dgraph and `kg serve` started by
the benchmark, on a two-person conversation of our own in LoCoMo's format (the dataset itself stays out of the
repository). The second run asks on the graph the first one kept, without ingesting again."""

from __future__ import annotations

import json
from pathlib import Path

from bench.locomo import run

_TURNS = [
    ("Robin", "I adopted a grey kitten called Pepper last week."),
    ("Sam", "A kitten! How is she settling in?"),
    ("Robin", "She sleeps on my keyboard whenever I try to work."),
    ("Sam", "Ha. I started pottery classes at the community center."),
    ("Robin", "Pottery sounds fun. What did you make first?"),
    ("Sam", "A lopsided bowl, but I was proud of it."),
]
_QUESTIONS = [
    ("What is the name of Robin's kitten?", ["D1:1"]),
    ("What did Sam make in pottery class?", ["D1:6"]),
]


def _conversation(folder: Path) -> Path:
    session = [{"speaker": who, "dia_id": f"D1:{i}", "text": text} for i, (who, text) in enumerate(_TURNS, 1)]
    sample = {
        "sample_id": "kept-1",
        "conversation": {
            "speaker_a": "Robin",
            "speaker_b": "Sam",
            "session_1_date_time": "7:30 pm on 3 March, 2024",
            "session_1": session,
        },
        "qa": [{"question": q, "answer": "", "evidence": ev, "category": 4} for q, ev in _QUESTIONS],
    }
    path = folder / "conversation.json"
    path.write_text(json.dumps([sample]))
    return path


def _recall_rows(figures: dict[str, object]) -> dict[str, object]:
    return {name: value for name, value in figures.items() if name.startswith("recall@")}


def test_a_kept_graph_is_asked_again_without_ingesting_it_again(tmp_path: Path) -> None:
    data, keep = _conversation(tmp_path), tmp_path / "keep"

    first = run(data, top_k=10, keep=keep)
    record = (keep / "ingested.json").read_text()
    second = run(data, top_k=10, keep=keep)

    assert first["Ingest measured"] == "this run, into a kept graph"
    assert str(second["Ingest measured"]).endswith("not this run")
    assert (keep / "ingested.json").read_text() == record  # the graph was not ingested again
    assert first["turns ingested"] == second["turns ingested"] == len(_TURNS)
    assert first["questions asked"] == second["questions asked"] == len(_QUESTIONS)
    assert _recall_rows(second) == _recall_rows(first)  # asked on the graph as ingested, not as the first run left it
    assert _recall_rows(first)
