"""Reciprocal-rank fusion and BM25: the pure scoring of hybrid Recall."""

from __future__ import annotations

import pytest

from kg.recall.fusion import collapse, fuse
from kg.recall.lexical import bm25, idf


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


def test_bm25_prefers_the_candidate_with_the_rarer_word() -> None:
    ranked = bm25(100, {"kickbox": 2, "week": 50}, {"e1": {"week"}, "e2": {"kickbox"}}, {"e1": 8, "e2": 8})
    assert [uid for uid, _ in ranked] == ["e2", "e1"]


def test_bm25_prefers_the_shorter_of_two_equal_matches() -> None:
    ranked = bm25(100, {"pottery": 5}, {"long": {"pottery"}, "short": {"pottery"}}, {"long": 40, "short": 5})
    assert [uid for uid, _ in ranked] == ["short", "long"]


def test_bm25_of_no_candidates_is_empty() -> None:
    assert bm25(10, {}, {}, {}) == []


def test_items_of_one_group_collapse_into_the_best_ranked_with_their_scores_added() -> None:
    fused = fuse({"words": ["episode", "other"], "facts": ["fact-of-episode"]}, {}, k=10)
    group = {"episode": "turn-1", "fact-of-episode": "turn-1", "other": "turn-2"}
    collapsed = collapse(fused, group.__getitem__)
    assert [f.key for f in collapsed] == ["episode", "other"]
    [top, _] = collapsed
    assert top.parts == {"words": pytest.approx(1 / 10), "facts": pytest.approx(1 / 10)}
    assert top.score == pytest.approx(2 / 10)


def test_collapsing_can_lift_a_statement_found_several_ways_above_one_found_once() -> None:
    fused = fuse({"words": ["solo", "told"], "facts": ["x", "told-again"]}, {}, k=10)
    group = {"solo": 1, "told": 2, "told-again": 2, "x": 3}
    assert collapse(fused, group.__getitem__)[0].key == "told"

