"""The LoCoMo benchmark's metrics on small made-up data (never LoCoMo's own text)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bench.locomo_metrics import (
    Answered,
    category_counts,
    clean_evidence,
    hits_at,
    micro_recall,
    parse_session_time,
    recall_at,
    recall_table,
    same_top_share,
    shared_top_share,
    split_evidence,
    turn_time,
    with_photo,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1:56 pm on 8 May, 2023", datetime(2023, 5, 8, 13, 56, tzinfo=UTC)),
        ("10:04 am on 19 October, 2021", datetime(2021, 10, 19, 10, 4, tzinfo=UTC)),
        ("12:00 am on 1 January, 2020", datetime(2020, 1, 1, 0, 0, tzinfo=UTC)),
        ("12:30 pm on 1 January, 2020", datetime(2020, 1, 1, 12, 30, tzinfo=UTC)),
        ("  3:05  PM on 2 march 2022 ", datetime(2022, 3, 2, 15, 5, tzinfo=UTC)),
        ("3:05 p.m. on 2 March, 2022", datetime(2022, 3, 2, 15, 5, tzinfo=UTC)),
        ("7:15 am on 30 Sept, 2024", datetime(2024, 9, 30, 7, 15, tzinfo=UTC)),
        ("7:15 am on 30 Sep, 2024", datetime(2024, 9, 30, 7, 15, tzinfo=UTC)),
    ],
)
def test_session_times_parse(text: str, expected: datetime) -> None:
    assert parse_session_time(text) == expected


@pytest.mark.parametrize("text", ["", "yesterday", "25:00 pm on 1 May, 2023", "1:00 pm on 31 February, 2023"])
def test_not_a_session_time(text: str) -> None:
    with pytest.raises(ValueError, match="session time"):
        parse_session_time(text)


def test_turns_keep_their_order_within_a_session() -> None:
    start = datetime(2023, 1, 1, 9, 0, tzinfo=UTC)
    times = [turn_time(start, i) for i in range(40)]
    assert times[0] == start
    assert times == sorted(set(times))
    assert (times[-1] - start).total_seconds() < 600


def test_a_photo_travels_as_its_description() -> None:
    assert with_photo("Look!", "a dog on a beach") == "Look! [shares a photo: a dog on a beach]"
    assert with_photo("Hello", None) == "Hello"
    assert with_photo("Hello", "") == "Hello"


def test_evidence_entries_may_hold_several_ids() -> None:
    assert split_evidence(["D1:2", "D3:4; D5:6", "D7:8 D9:10,D11:12", " "]) == [
        "D1:2",
        "D3:4",
        "D5:6",
        "D7:8",
        "D9:10",
        "D11:12",
    ]


def test_evidence_naming_no_turn_is_dropped_and_counted() -> None:
    known = {"D1:1", "D1:2", "D2:1"}
    assert clean_evidence(["D1:1", "D1:1; D2:1", "D9:9", "D"], known) == (frozenset({"D1:1", "D2:1"}), 2)
    assert clean_evidence([], known) == (frozenset(), 0)


def test_recall_at_k_counts_distinct_evidence_turns_in_the_top_k() -> None:
    evidence = frozenset({"D1:1", "D1:2"})
    sources = ("D3:3", "D1:1", None, "D1:1", "D1:2")  # a turn found twice (episode and fact) counts once
    assert hits_at(evidence, sources, 1) == 0
    assert recall_at(evidence, sources, 2) == 0.5
    assert recall_at(evidence, sources, 4) == 0.5
    assert recall_at(evidence, sources, 5) == 1.0
    assert recall_at(evidence, sources, 50) == 1.0
    assert recall_at(frozenset(), sources, 5) == 0.0


def _answered(
    category: int, evidence: set[str], sources: tuple[str | None, ...], sample: str = "s", keys: tuple[str, ...] = ()
) -> Answered:
    return Answered(sample, category, frozenset(evidence), sources, keys)


def test_recall_table_averages_per_question_overall_and_per_category() -> None:
    answered = [
        _answered(4, {"a"}, ("a", "x")),  # single-hop: 1.0 at 1
        _answered(4, {"b"}, ("x", "b")),  # single-hop: 0.0 at 1, 1.0 at 2
        _answered(1, {"a", "b", "c", "d"}, ("a",)),  # multi-hop: 0.25
        _answered(9, {"a"}, ()),  # an unknown category keeps its number
        _answered(2, set(), ("a",)),  # no evidence: not averaged
    ]
    table = recall_table(answered, [1, 2])
    assert list(table) == ["overall", "multi-hop", "single-hop", "category 9"]
    assert table["single-hop"] == {1: 50.0, 2: 100.0}
    assert table["multi-hop"] == {1: 25.0, 2: 25.0}
    assert table["overall"][1] == pytest.approx(100 * (1 + 0 + 0.25 + 0) / 4)
    assert category_counts(answered) == {"overall": 4, "single-hop": 2, "multi-hop": 1, "category 9": 1}


def test_micro_recall_weighs_every_evidence_turn_alike() -> None:
    answered = [_answered(4, {"a"}, ("a",)), _answered(1, {"a", "b", "c"}, ("x",))]
    assert micro_recall(answered, [1]) == {1: 25.0}
    assert recall_table(answered, [1])["overall"] == {1: 50.0}
    assert micro_recall([], [1]) == {1: 0.0}


def _tops(sample: str, *tops: str) -> list[Answered]:
    return [_answered(4, {"a"}, (), sample, tuple(top)) for top in tops]


def test_same_top_share_counts_questions_given_their_samples_most_common_list() -> None:
    answered = _tops("s1", "abc", "abc", "abc", "abd") + _tops("s2", "xyz", "xyz", "uvw", "rst")
    assert same_top_share(answered, n=3) == pytest.approx(5 / 8)
    # Only the first n items matter.
    assert same_top_share(answered, n=2) == pytest.approx(6 / 8)


def test_a_sample_whose_questions_all_differ_has_no_most_common_list() -> None:
    assert same_top_share(_tops("s1", "abc", "abd", "abe"), n=3) == 0.0
    assert same_top_share([]) == 0.0


def test_lists_are_compared_within_a_sample_only() -> None:
    assert same_top_share(_tops("s1", "abc") + _tops("s2", "abc"), n=3) == 0.0


def test_shared_top_share_needs_enough_other_questions_with_the_same_list() -> None:
    answered = _tops("s1", "aaa", "aaa", "aaa", "aaa", "bbb", "bbb", "bbb", "ccc")
    assert shared_top_share(answered, n=3, others=3) == pytest.approx(4 / 8)
    assert shared_top_share(answered, n=3, others=2) == pytest.approx(7 / 8)
    assert shared_top_share([]) == 0.0
