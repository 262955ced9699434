"""The in-process episode word index: BM25 over every episode that shares a word with the question, per namespace,
as_of, context words, what this process and other writers add. The source is an in-memory list standing in for
what EpisodeStore reads (tests/integration/test_episode_words.py runs the index over a real Dgraph)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime, timedelta

import numpy as np

from kg.model.episodes import DateRange, Ended, StoredWords, minute_key
from kg.recall.lexical import bm25_scores
from kg.recall.word_index import EpisodeWordIndex
from kg.temporal import TimeSpan
from tests.support.clock import ManualClock

T0 = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)


class Written:
    """Episodes as Dgraph would hold them: (namespace, minute key, episode)."""

    def __init__(self) -> None:
        self.rows: list[tuple[str, str, StoredWords]] = []
        self.loads = 0

    def put(
        self,
        namespace: str,
        uid: str,
        words: str,
        context: str = "",
        said_at: datetime = T0,
        created: datetime = T0,
        speaker: str = "",
    ) -> StoredWords:
        own, before = frozenset(words.split()), frozenset(context.split())
        episode = StoredWords(uid, said_at, own, before - own, len(own) + len(before), speaker)
        self.rows.append((namespace, minute_key(namespace, created), episode))
        return episode

    async def words_of(self, namespace: str) -> list[StoredWords]:
        self.loads += 1
        return [e for ns, _, e in self.rows if ns == namespace]

    async def uids_in_minutes(self, keys: Sequence[str]) -> dict[str, str]:
        return {e.uid: "" for _, key, e in self.rows if key in keys}

    async def words_by_uid(self, uids: Sequence[str], namespace: str) -> list[StoredWords]:
        return [e for ns, _, e in self.rows if ns == namespace and e.uid in uids]


async def test_the_rarer_shared_word_ranks_first_and_only_sharers_are_found() -> None:
    written = Written()
    for i in range(8):
        written.put("a", f"0x{i + 10:x}", "week busy")
    written.put("a", "0x1", "kickbox week")
    written.put("a", "0x2", "kickbox class")
    written.put("a", "0x3", "garden roses")
    index = EpisodeWordIndex(written)
    found = await index.ranked(["kickbox", "week"], ["a"], None, 20)
    assert found[:2] == ["0x1", "0x2"]  # both say the rare word; 0x1 also says the common one
    assert "0x3" not in found and len(found) == 10


async def test_the_shorter_of_two_equal_matches_ranks_first() -> None:
    written = Written()
    written.put("a", "0x1", "pottery " + " ".join(f"filler{i}" for i in range(30)))
    written.put("a", "0x2", "pottery wheel")
    assert await EpisodeWordIndex(written).ranked(["pottery"], ["a"], None, 5) == ["0x2", "0x1"]


async def test_a_word_only_the_turn_before_says_counts_less_than_one_said() -> None:
    written = Written()
    written.put("a", "0x1", "yes great", context="did you try pottery")
    written.put("a", "0x2", "pottery great fun day out here")  # as long: only the share tells them apart
    written.put("a", "0x3", "nothing here")
    index = EpisodeWordIndex(written)
    assert await index.ranked(["pottery"], ["a"], None, 5) == ["0x2", "0x1"]


async def test_scores_are_bm25_over_the_namespaces_searched_with_ties_by_uid() -> None:
    written = Written()
    written.put("a", "0x2", "tea")
    written.put("a", "0x1", "tea")
    written.put("b", "0x3", "tea biscuit")
    written.put("b", "0x4", "coffee")
    index = EpisodeWordIndex(written)
    # Two namespaces searched as one collection: 4 episodes, "tea" in 3 of them, "biscuit" in 1.
    found = await index.ranked(["tea", "biscuit"], ["a", "b"], None, 3)
    assert found == ["0x3", "0x1", "0x2"]
    assert await index.ranked(["tea"], ["a"], None, 1) == ["0x1"]  # equal scores: the smaller uid


async def test_another_namespaces_episodes_are_never_found() -> None:
    written = Written()
    written.put("a", "0x1", "violin lesson")
    written.put("b", "0x2", "violin lesson")
    assert await EpisodeWordIndex(written).ranked(["violin"], ["a"], None, 5) == ["0x1"]


async def test_as_of_finds_only_what_was_said_by_then() -> None:
    written = Written()
    written.put("a", "0x1", "marathon", said_at=T0)
    written.put("a", "0x2", "marathon training", said_at=T0 + timedelta(days=3))
    index = EpisodeWordIndex(written)
    assert await index.ranked(["marathon"], ["a"], T0 + timedelta(days=1), 5) == ["0x1"]
    assert set(await index.ranked(["marathon"], ["a"], None, 5)) == {"0x1", "0x2"}


async def test_only_the_best_k_come_back() -> None:
    written = Written()
    for i in range(50):
        written.put("a", f"0x{i + 1:x}", "camping " + " ".join(f"w{j}" for j in range(i)))
    found = await EpisodeWordIndex(written).ranked(["camping"], ["a"], None, 5)
    assert found == ["0x1", "0x2", "0x3", "0x4", "0x5"]  # the shortest: the same words, less said besides


async def test_what_this_process_commits_is_found_at_once_and_other_writers_after_a_refresh() -> None:
    written = Written()
    written.put("a", "0x1", "sailing trip")
    clock = ManualClock(T0.timestamp())
    index = EpisodeWordIndex(written, clock=clock, refresh_seconds=1.0)
    assert await index.ranked(["sailing"], ["a"], None, 5) == ["0x1"]
    index.add("a", [StoredWords("0x2", T0, frozenset({"sailing"}), frozenset(), 1)])  # this process's Ingest
    assert await index.ranked(["sailing"], ["a"], None, 5) == ["0x2", "0x1"]
    written.put("a", "0x3", "sailing", created=T0)  # another kg process's
    assert "0x3" not in await index.ranked(["sailing"], ["a"], None, 5)  # not refreshed yet
    clock.now += 1.5
    assert "0x3" in await index.ranked(["sailing"], ["a"], None, 5)
    assert written.loads == 1


async def test_who_spoke_in_the_namespaces_searched_loaded_added_and_refreshed() -> None:
    written = Written()
    written.put("a", "0x1", "sailing", speaker="0xa")
    written.put("b", "0x2", "sailing", speaker="0xb")
    clock = ManualClock(T0.timestamp())
    index = EpisodeWordIndex(written, clock=clock, refresh_seconds=1.0)
    people = ["0xa", "0xb", "0xc", "0xd"]
    assert await index.who_spoke(["a"], people) == {"0xa"}
    assert await index.who_spoke(["a", "b"], people) == {"0xa", "0xb"}
    index.add("a", [StoredWords("0x3", T0, frozenset({"hi"}), frozenset(), 1, "0xc")])  # this process's Ingest
    written.put("a", "0x4", "sailing", speaker="0xd")  # another kg process's
    assert await index.who_spoke(["a"], people) == {"0xa", "0xc"}
    clock.now += 1.5
    assert await index.who_spoke(["a"], people) == {"0xa", "0xc", "0xd"}


async def test_held_episodes_come_with_what_the_lists_rank_by_and_never_one_set_aside() -> None:
    written = Written()
    dates = (DateRange("yesterday", date(2023, 5, 7), date(2023, 5, 7), "7 May 2023"),)
    said = StoredWords("0x1", T0, frozenset({"sailing"}), frozenset(), 1, "0xa", ("0xb", "0xc"), "0x9", dates)
    written.rows.append(("a", minute_key("a", T0), said))
    written.put("b", "0x2", "sailing")
    index = EpisodeWordIndex(written)
    assert await index.ranked(["sailing"], ["a"], None, 5) == ["0x1"]  # loads "a" only
    held = index.held(["0x1", "0x2", "0x3"], ["a", "b"])
    assert list(held) == ["0x1"]  # "b" is not loaded; nobody wrote 0x3
    record = held["0x1"]
    assert (record.namespace, record.said_at, record.speaker_uid) == ("a", T0, "0xa")
    assert (record.mention_uids, record.previous_uid, record.dates, record.text) == (("0xb", "0xc"), "0x9", dates, "")
    index._spaces["a"].set_aside(["0x1"])  # what a refresh of mutable records does; never found again
    assert index.held(["0x1"], ["a"]) == {}


async def test_the_turns_that_ended_a_fact_are_those_of_its_kinds_and_people_said_by_as_of_the_last_first() -> None:
    written = Written()
    ended = [
        ("0x1", T0, (Ended("0xa", "PARTNER_IS"),)),
        ("0x2", T0 + timedelta(days=2), (Ended("0xa", "WORKS_AT"), Ended("0xb", "WORKS_AT"))),
        ("0x3", T0 + timedelta(days=1), (Ended("0xb", "PARTNER_IS"),)),
        ("0x4", T0 + timedelta(days=3), (Ended("0xa", "PARTNER_IS"),)),
    ]
    for uid, said, ends in ended:
        written.rows.append(("a", minute_key("a", said), StoredWords(uid, said, frozenset({"x"}), ends=ends)))
    written.put("b", "0x5", "x")
    index = EpisodeWordIndex(written)
    await index.ranked(["x"], ["a", "b"], None, 5)  # loads both
    assert index.ended(["a", "b"], {"0xa"}, {"PARTNER_IS"}, None) == ["0x4", "0x1"]
    assert index.ended(["a"], {"0xa", "0xb"}, {"PARTNER_IS", "WORKS_AT"}, None) == ["0x4", "0x2", "0x3", "0x1"]
    assert index.ended(["a"], {"0xa"}, {"PARTNER_IS"}, T0 + timedelta(days=1)) == ["0x1"]  # 0x4 not said yet
    assert index.ended(["a"], {"0xc"}, {"PARTNER_IS"}, None) == []
    assert index.ended(["b"], {"0xa"}, {"PARTNER_IS"}, None) == []  # another namespace's
    index._spaces["a"].set_aside(["0x4"])  # forgotten since: never found again
    assert index.ended(["a"], {"0xa"}, {"PARTNER_IS"}, None) == ["0x1"]


async def test_no_question_word_or_no_episode_finds_nothing() -> None:
    written = Written()
    written.put("a", "0x1", "piano")
    index = EpisodeWordIndex(written)
    assert await index.ranked([], ["a"], None, 5) == []
    assert await index.ranked(["guitar"], ["a"], None, 5) == []
    assert await index.ranked(["piano"], ["empty"], None, 5) == []
    assert await index.ranked(["piano"], ["a"], None, 0) == []


def test_bm25_damps_a_long_candidate_against_the_candidates_mean_length() -> None:
    scores = bm25_scores(np.array([1.0, 1.0]), np.array([4.0, 40.0]))
    assert scores[0] > 1.0 > scores[1]  # shorter than the mean: above its idf; longer: below


async def test_said_within_lists_what_the_people_said_in_the_days_named_in_the_order_said() -> None:
    written = Written()
    written.put("a", "0x1", "garden", said_at=datetime(2023, 8, 12, 9, tzinfo=UTC), speaker="0xa")
    written.put("a", "0x2", "roses", said_at=datetime(2023, 8, 11, 23, tzinfo=UTC), speaker="0xa")
    written.put("a", "0x3", "trip", said_at=datetime(2023, 8, 16, tzinfo=UTC), speaker="0xa")  # a day after
    written.put("a", "0x4", "kayak", said_at=datetime(2023, 8, 13, tzinfo=UTC), speaker="0xb")  # someone else
    written.put("b", "0x5", "hike", said_at=datetime(2023, 8, 13, tzinfo=UTC), speaker="0xa")  # another namespace
    index = EpisodeWordIndex(written)
    days = [TimeSpan(date(2023, 8, 11), date(2023, 8, 15), "between the 11th and the 15th", "day")]
    assert await index.said_within(["a"], days, frozenset({"0xa"}), None) == ["0x2", "0x1"]
    assert await index.said_within(["a"], days, frozenset({"0xa"}), datetime(2023, 8, 12, tzinfo=UTC)) == ["0x2"]
    assert await index.said_within(["a"], days, frozenset(), None) == []  # an empty set of people: nobody's turns
    assert await index.said_within(["a"], days, None, None) == ["0x2", "0x1", "0x4"]  # None: anyone's
    before_august_16 = [TimeSpan(date.min, date(2023, 8, 15), "before 16 August", "day")]
    assert await index.said_within(["a"], before_august_16, frozenset({"0xa"}), None) == ["0x2", "0x1"]
