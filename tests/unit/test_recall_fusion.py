"""Reciprocal-rank fusion and BM25: the pure scoring of hybrid Recall."""

from __future__ import annotations

import pytest

from kg.recall.fusion import discounted, distinct, fuse
from kg.recall.lexical import idf


def test_an_item_found_by_two_sources_beats_one_found_by_one() -> None:
    fused = fuse({"words": ["a", "b"], "vector": ["c", "b"]}, {}, k=20)
    assert fused[0].key == "b"
    assert set(fused[0].parts) == {"words", "vector"}


def test_each_part_is_the_weighted_reciprocal_rank() -> None:
    [top, *_] = fuse({"words": ["a"], "time": ["a"]}, {"time": 0.5}, k=10)
    assert top.parts == {"words": pytest.approx(1 / 10), "time": pytest.approx(0.5 / 10)}
    assert top.score == pytest.approx(sum(top.parts.values()))


def test_a_source_weighted_zero_is_left_out() -> None:
    assert [f.key for f in fuse({"words": ["a"], "graph": ["g"]}, {"graph": 0.0})] == ["a"]


def test_ties_are_broken_by_key_so_answers_are_stable() -> None:
    assert [f.key for f in fuse({"x": ["b"], "y": ["a"]}, {})] == ["a", "b"]


def test_only_the_first_depth_ranks_count() -> None:
    assert {f.key for f in fuse({"words": ["a", "b", "c"]}, {}, depth=2)} == {"a", "b"}


def test_rarer_words_weigh_more() -> None:
    assert idf(1000, 3) > idf(1000, 300) > 0


def test_only_the_best_ranked_item_of_a_group_keeps_its_place() -> None:
    fused = fuse({"words": ["episode", "other"], "facts": ["fact-of-episode"]}, {}, k=10)
    group = {"episode": "turn-1", "fact-of-episode": "turn-1", "other": "turn-2"}
    kept = distinct(fused, group.__getitem__)
    assert [f.key for f in kept] == ["episode", "other"]
    assert kept[0] == next(f for f in fused if f.key == "episode")  # its own score: the other's is not added


def test_distinct_keeps_the_order_of_what_it_keeps() -> None:
    fused = fuse({"words": ["a", "b", "c", "d"]}, {}, k=10)
    assert [f.key for f in distinct(fused, {"a": 1, "b": 1, "c": 2, "d": 3}.__getitem__)] == ["a", "c", "d"]


def test_a_discounted_item_falls_behind_and_its_parts_still_add_up_to_its_score() -> None:
    fused = fuse({"words": ["ask", "tell", "other"], "vector": ["ask", "tell"]}, {})
    assert [f.key for f in fused] == ["ask", "tell", "other"]
    kept = discounted(fused, lambda key: 0.5 if key == "ask" else 1.0, "asking")
    assert [f.key for f in kept] == ["tell", "ask", "other"]
    [ask] = [f for f in kept if f.key == "ask"]
    assert ask.score == pytest.approx(fused[0].score / 2) and ask.parts["asking"] == pytest.approx(-fused[0].score / 2)
    assert sum(ask.parts.values()) == pytest.approx(ask.score)
    assert [f for f in kept if f.key != "ask"] == [f for f in fused if f.key != "ask"]  # the others as they were
