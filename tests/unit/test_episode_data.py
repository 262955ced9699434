"""The Recall benchmark's synthetic episodes (bench/episode_data.py): distinct sentences, and conversations
written as kg's Ingest writes turns."""

import itertools
import random
from datetime import UTC, datetime

from bench.episode_data import TURNS_PER_CONVERSATION, _conversation_turns, sentence_pool
from bench.graph_data import TENANT
from kg.store.vector_bytes import unpack


def test_the_sentence_pool_holds_distinct_sentences() -> None:
    pool = sentence_pool(500, random.Random(1))
    assert len(pool) == 500
    assert len(set(pool)) == 500


def test_a_conversation_is_a_chain_of_turns_between_two_speakers_ending_at_its_last_turn() -> None:
    pool = ["I went to Paris yesterday and it was amazing.", "Have you ever tried chess? I got into it in May."]
    vectors = [[1.0, 0.0], [0.0, 1.0]]
    start = datetime(2025, 3, 1, 12, tzinfo=UTC)
    pair = (("0x1", "Alice Moreno"), ("0x2", "Bob Novak"))
    *turns, conversation = _conversation_turns(7, pair, pool, vectors, "0x9", start, random.Random(2))

    assert len(turns) == TURNS_PER_CONVERSATION
    assert [t["speaker"]["uid"] for t in turns[:4]] == ["0x1", "0x2", "0x1", "0x2"]
    assert all(t["tenant"] == TENANT and t["in_conversation"] == {"uid": "0x9"} for t in turns)
    assert "previous_episode" not in turns[0]
    assert all(t["previous_episode"] == {"uid": p["uid"]} for p, t in itertools.pairwise(turns))
    assert conversation == {"uid": "0x9", "last_episode": {"uid": turns[-1]["uid"]}}
    said = [t["said_at"] for t in turns]
    assert said == sorted(said) and said[0] > "2025-03-01T12:00"
    for turn in turns:  # a turn's vector is its sentence's; a greeting names the other speaker and mentions them
        sentence = next(i for i, s in enumerate(pool) if turn["episode_text"].endswith(s))
        assert unpack(turn["episode_vector_bytes"]).tolist() == vectors[sentence]
        greeted = turn["episode_text"] != pool[sentence]
        other = "0x2" if turn["speaker"]["uid"] == "0x1" else "0x1"
        assert turn["mentions"] == ([{"uid": other}] if greeted else [])
    assert any(t["episode_text"].startswith(("Bob, ", "Alice, ")) for t in turns)
    # Dates are resolved against the time each turn was said, as Ingest does.
    assert all(t["episode_dates"] != "[]" for t in turns if "yesterday" in t["episode_text"])
