"""Episode words in Dgraph as the in-process word index reads them: stems without their namespace's prefix, the turn
before's words apart, loaded per namespace in pages, recent writes found by minute key, retracted episodes left
out; two indexes stand for two kg replicas."""

from __future__ import annotations

import asyncio
import uuid
from datetime import date, timedelta

import pydgraph
import pytest

from kg.model.episodes import DateRange, Ended
from kg.recall.word_index import EpisodeWordIndex
from kg.store import vector_reads
from kg.store.episodes import EpisodeStore
from kg.store.txn import DgraphStore, Txn
from tests.support.episodes import SAID
from tests.support.episodes import write_episode as write_turn
from tests.support.observer import CountedCalls

LATER = SAID + timedelta(days=30)


async def write_episode(db: DgraphStore, namespace: str, words: str, before: str = "") -> str:
    return await write_turn(
        db, namespace, words, words=frozenset(words.split()), context_words=frozenset(before.split())
    )


@pytest.mark.dgraph
async def test_a_namespace_loads_its_episodes_words_in_pages_with_nothing_of_another(
    db: DgraphStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(vector_reads, "PAGE", 2)
    mine, theirs = f"words-{uuid.uuid4().hex[:8]}", f"words-{uuid.uuid4().hex[:8]}"
    uids = [await write_episode(db, mine, f"turn{i} chess", before="chess opening") for i in range(5)]
    await write_episode(db, theirs, "chess club")
    loaded = {e.uid: e for e in await EpisodeStore(db).words_of(mine)}
    assert sorted(loaded) == sorted(uids)
    first = loaded[uids[0]]
    assert first.words == {"turn0", "chess"}
    assert first.context_words == {"opening"}  # the turn before's words it does not say itself
    assert first.length == 3 and first.said_at == SAID  # as written: its two words and the one before
    speakers = {e.speaker_uid for e in loaded.values()}
    assert len(speakers) == 5 and all(s.startswith("0x") for s in speakers)  # each turn's own speaker


@pytest.mark.dgraph
async def test_a_namespace_loads_whom_each_episode_mentions_the_turn_it_follows_and_its_dates(db: DgraphStore) -> None:
    namespace = f"words-{uuid.uuid4().hex[:8]}"
    first = await write_episode(db, namespace, "kayak")
    dates = (DateRange("last May", date(2023, 5, 1), date(2023, 5, 31), "May 2023"),)
    second = await write_turn(db, namespace, "kayak", previous_uid=first, dates=dates, mentioning=True)
    loaded = {e.uid: e for e in await EpisodeStore(db).words_of(namespace)}
    assert (loaded[first].previous_uid, loaded[first].mention_uids, loaded[first].dates) == ("", (), ())
    assert (loaded[second].previous_uid, loaded[second].dates) == (first, dates)
    [mentioned] = loaded[second].mention_uids
    assert mentioned.startswith("0x") and mentioned != loaded[second].speaker_uid
    index = EpisodeWordIndex(EpisodeStore(db))
    await index.ranked(["kayak"], [namespace], None, 5)
    assert index.held([second], [namespace])[second].mention_uids == (mentioned,)


@pytest.mark.dgraph
async def test_the_turns_after_an_episode_are_its_reply_and_the_turn_after_that_said_by_as_of(db: DgraphStore) -> None:
    namespace = f"words-{uuid.uuid4().hex[:8]}"
    chain: list[str] = []
    for i in range(4):
        before = chain[-1] if chain else ""
        said_at = SAID + timedelta(minutes=i)
        chain.append(
            await write_turn(
                db, namespace, f"turn{i}", words=frozenset({"chain"}), previous_uid=before, said_at=said_at
            )
        )
    first, second, third, fourth = chain
    index = EpisodeWordIndex(EpisodeStore(db))
    assert len(await index.ranked(["chain"], [namespace], None, 5)) == 4  # loaded
    assert list(index.following([first], [namespace], 2, None)) == [second, third]
    assert list(index.following([first], [namespace], 1, None)) == [second]
    assert list(index.following([first, third], [namespace], 2, None)) == [second, third, fourth]
    assert list(index.following([first], [namespace], 2, SAID + timedelta(minutes=1))) == [second]
    assert index.following([fourth], [namespace], 2, None) == {}
    assert index.following([first], [f"words-{uuid.uuid4().hex[:8]}"], 2, None) == {}
    assert index.following([first], [namespace], 2, None)[second].previous_uid == first


@pytest.mark.dgraph
async def test_whether_a_turn_only_asks_is_kept_on_its_card_loaded_refreshed_and_read(db: DgraphStore) -> None:
    namespace = f"words-{uuid.uuid4().hex[:8]}"
    store = EpisodeStore(db)
    told = await write_turn(db, namespace, "I play the clarinet.", words=frozenset({"clarinet"}))
    index = EpisodeWordIndex(store, refresh_seconds=0.0)
    assert await index.ranked(["clarinet"], [namespace], None, 5) == [told]  # loaded
    asked = await write_turn(db, namespace, "Cool! Clarinet?", words=frozenset({"clarinet"}), asks=True)
    assert set(await index.ranked(["clarinet"], [namespace], None, 5)) == {told, asked}  # refreshed
    held = index.held([told, asked], [namespace])
    assert (held[told].asks, held[asked].asks) == (False, True)
    loaded = {e.uid: e.asks for e in await store.words_of(namespace)}
    assert loaded == {told: False, asked: True}
    read = await store.get_many([told, asked], [namespace])
    assert (read[told].asks, read[asked].asks) == (False, True)


@pytest.mark.dgraph
async def test_what_a_turn_ended_is_kept_on_its_card_loaded_and_refreshed(db: DgraphStore) -> None:
    namespace = f"words-{uuid.uuid4().hex[:8]}"
    store = EpisodeStore(db)
    split = await write_turn(
        db, namespace, "Elin and I split up.", words=frozenset({"split"}), ends=(Ended("0x2a", "PARTNER_IS"),)
    )
    index = EpisodeWordIndex(store, refresh_seconds=0.0)
    assert await index.ranked(["split"], [namespace], None, 5) == [split]  # loaded
    assert index.ended([namespace], {"0x2a"}, {"PARTNER_IS"}, None) == [split]
    left = await write_turn(
        db, namespace, "I left Monzo.", words=frozenset({"left"}), ends=(Ended("0x2a", "WORKS_AT"),), said_at=LATER
    )
    assert await index.ranked(["left"], [namespace], None, 5) == [left]  # refreshed
    assert index.ended([namespace], {"0x2a"}, {"PARTNER_IS", "WORKS_AT"}, None) == [left, split]
    assert index.ended([namespace], {"0x2a"}, {"LIVES_IN"}, None) == []
    assert index.ended([namespace], {"0x2b"}, {"WORKS_AT"}, None) == []
    loaded = {e.uid: e.ends for e in await store.words_of(namespace)}
    assert loaded == {split: (Ended("0x2a", "PARTNER_IS"),), left: (Ended("0x2a", "WORKS_AT"),)}


@pytest.mark.dgraph
async def test_a_replica_finds_another_s_new_episode_and_drops_retracted_ones(db: DgraphStore) -> None:
    namespace = f"words-{uuid.uuid4().hex[:8]}"
    store = EpisodeStore(db)
    first = await write_episode(db, namespace, "rowing regatta")
    other = EpisodeWordIndex(store, refresh_seconds=0.0)  # the replica that did not write
    assert await other.ranked(["regatta"], [namespace], None, 5) == [first]
    second = await write_episode(db, namespace, "regatta")  # written by "this" replica, after the other loaded
    assert await other.ranked(["regatta"], [namespace], None, 5) == [second, first]  # the shorter first

    async def retract(txn: Txn) -> None:
        await store.retract_in(txn, [second])
        await txn.commit()

    await db.write(retract)
    assert [e.uid for e in await store.words_by_uid([first, second], namespace)] == [first]
    assert await EpisodeWordIndex(store).ranked(["regatta"], [namespace], None, 5) == [first]


@pytest.mark.dgraph
async def test_both_indexes_first_loads_of_a_namespace_are_one_paged_read(
    dg: pydgraph.AsyncDgraphClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(vector_reads, "PAGE", 2)
    namespace = f"words-{uuid.uuid4().hex[:8]}"
    db = DgraphStore(dg)
    written = [
        await write_turn(db, namespace, f"turn {i}", words=frozenset({"turn"}), vector=[1.0] + [0.0] * 383)
        for i in range(4)
    ]
    written.append(await write_episode(db, namespace, "no vector"))  # said while kg ran without a model
    db.observer = counted = CountedCalls()
    store = EpisodeStore(db)

    words, vectors = await asyncio.gather(store.words_of(namespace), store.vectors_of(namespace))

    assert counted.reads == 3  # five episodes in pages of two, once: each index read them apart before
    assert sorted(w.uid for w in words) == sorted(written)
    assert sorted(v.uid for v in vectors) == sorted(written[:4])
    speaker = {w.uid: w.speaker_uid for w in words}
    assert all(v.speaker_uid == speaker[v.uid] and v.said_at == SAID for v in vectors)
    assert await store.words_of(namespace) == words  # asked again (an index evicted it): read again, the same
    assert counted.reads == 6
