"""A namespace's count of live episodes (BM25's N) is reused for a minute once large, recounted otherwise
(kg/store/episode_totals.py)."""

from kg.store.episode_totals import MAX_SCOPES, REUSE_FROM, REUSE_SECONDS, EpisodeTotals
from tests.support.clock import ManualClock


def test_a_large_count_is_reused_until_it_is_a_minute_old() -> None:
    clock = ManualClock(1000.0)
    totals = EpisodeTotals(clock)
    assert totals.known(["a"]) is None  # never counted
    totals.counted(["a"], REUSE_FROM)
    clock.now += REUSE_SECONDS - 1
    assert totals.known(["a"]) == REUSE_FROM
    clock.now += 1
    assert totals.known(["a"]) is None


def test_a_small_namespace_is_counted_at_every_recall() -> None:
    totals = EpisodeTotals(ManualClock(1000.0))
    totals.counted(["a"], REUSE_FROM - 1)
    assert totals.known(["a"]) is None


def test_counts_are_kept_per_set_of_namespaces() -> None:
    totals = EpisodeTotals(ManualClock(1000.0))
    totals.counted(["b", "a", "a"], 50_000)
    assert totals.known(["a", "b"]) == 50_000
    assert totals.known(["a"]) is None
    assert totals.known(["b"]) is None


def test_past_the_bound_every_scope_is_counted_again() -> None:
    totals = EpisodeTotals(ManualClock(1000.0))
    for i in range(MAX_SCOPES):
        totals.counted([f"ns{i}"], REUSE_FROM)
    assert totals.known(["ns0"]) == REUSE_FROM
    totals.counted(["one more"], REUSE_FROM)
    assert totals.known(["ns0"]) is None
    assert totals.known(["one more"]) == REUSE_FROM
