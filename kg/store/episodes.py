"""Episode reads and writes: one node per statement, found by its words, its vector and the people in it.

Every read is confined to the namespaces it is given. The namespace's key ("namespace|" in episode_word), the
terms and the vector exist on live episodes only, so the word and vector indexes load without a status filter.
"""

from __future__ import annotations

import asyncio
import functools
import json
from collections.abc import AsyncGenerator, Callable, Sequence
from contextlib import aclosing
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime
from typing import Any, TypeVar

import orjson

from kg.embedding import DIMENSION
from kg.model.episodes import (
    ACTIVE,
    RETRACTED,
    DateRange,
    Ended,
    EpisodeRecord,
    NewEpisode,
    StoredVector,
    StoredWords,
    ToldFact,
    minute_key,
)
from kg.store import vector_reads
from kg.store.codec import declare, name_keys, parse_time, to_dgraph_time, uid_list
from kg.store.nodes import tenant_values
from kg.store.shared_load import SharedLoad
from kg.store.txn import DgraphStore, ReadPart, Txn
from kg.store.vector_bytes import pack_rows

EPISODE_FIELDS = """uid episode_text said_at tenant episode_status created_at episode_dates episode_len
  speaker { uid name } in_conversation { uid name } mentions { uid } previous_episode { uid }"""
# What reads that return episodes take: the fixed fields as one value (episode_card) and the links that change
# (a merge moves the speaker and mentions, a hard forget removes a mention). Reading Recall's ~200 candidates
# this way cost Dgraph about half the CPU of EPISODE_FIELDS (LoCoMo dev: 26 ms of 65 per Recall went there).
CARD_FIELDS = "uid tenant episode_status episode_card speaker { uid } mentions { uid }"
CARDS_PARSED = 10_000  # distinct episode cards kept parsed in this process (about 1.5 KB each)
# What the word index holds of an episode (kg/recall/word_index.py), read by uid (a refresh).
_WORD_FIELDS = (
    "uid said_at episode_len episode_terms episode_dates speaker { uid } mentions { uid } previous_episode { uid }"
)
# What both in-process indexes load of each episode of a namespace, in one read: the card holds the time, length,
# dates and the turn before. Dgraph's cost is per value looked up, most of all per linked record (200,000
# episodes, Dgraph CPU: speaker { uid } 10.4 s, previous_episode { uid } 10.7 s, the vector 8.7 s, said_at 3.2 s,
# the card 4.7 s); the two loads read apart (_WORD_FIELDS, then the vector's) cost 53-66 s of it, this one 35-41 s.
_INDEX_FIELDS = "uid episode_card episode_terms episode_vector_bytes speaker { uid } mentions { uid }"
INDEXES = frozenset({"words", "vectors"})


@dataclass(frozen=True)
class IndexRecords:
    """A namespace's live episodes as the word index and the vector index hold them (those with a vector)."""

    words: list[StoredWords]
    vectors: list[StoredVector]


def terms_value(words: frozenset[str], before: frozenset[str]) -> str:
    """episode_terms: the stems an episode says, "|", then those only the turn before it says (stems hold neither
    spaces nor "|": kg/episodes/words.py)."""
    return f"{' '.join(sorted(words))}|{' '.join(sorted(before - words))}"


def parse_terms(value: str) -> tuple[frozenset[str], frozenset[str]]:
    said, _, before = value.partition("|")
    return frozenset(said.split()), frozenset(before.split())


def _stored_words(obj: dict[str, Any]) -> StoredWords:
    """An episode read with _WORD_FIELDS."""
    at = parse_time(obj.get("said_at"))
    words, before = parse_terms(obj.get("episode_terms") or "")
    return StoredWords(
        obj["uid"],
        at if at is not None else datetime.min.replace(tzinfo=UTC),
        words,
        before,
        int(obj.get("episode_len") or 0),
        str((obj.get("speaker") or {}).get("uid", "")),
        tuple(sorted(m["uid"] for m in obj.get("mentions", []))),
        str((obj.get("previous_episode") or {}).get("uid", "")),
        _dates_from_json(obj.get("episode_dates")),
        bool(obj.get("episode_asks")),
        tuple(Ended(subject, kind) for subject, kind in obj.get("episode_ends", ())),
    )


def _with_card_fields(obj: dict[str, Any]) -> dict[str, Any]:
    """An index row (_INDEX_FIELDS) with its card's time, length, dates and turn before as fields of its own, as
    _WORD_FIELDS and the vector reads name them."""
    card = orjson.loads(obj["episode_card"])
    previous = {"uid": card["previous"]} if card.get("previous") else None
    fixed = {
        "said_at": card["said_at"],
        "episode_len": card["len"],
        "episode_dates": card["dates"],
        "episode_asks": card.get("asks", False),  # cards written before it have none
        "episode_ends": card.get("ends", ()),  # likewise; and a turn that ended nothing has none
    }
    return {**obj, **fixed, "previous_episode": previous}


def _index_page(page: list[dict[str, Any]]) -> tuple[list[StoredWords], list[StoredVector], list[str]]:
    """A page of index rows (_INDEX_FIELDS) as the two indexes hold them, and the uids of rows without a card."""
    carded = [_with_card_fields(obj) for obj in page if "episode_card" in obj]
    uncarded = [obj["uid"] for obj in page if "episode_card" not in obj]
    return (
        [_stored_words(obj) for obj in carded],
        vector_reads.stored_vectors(carded, "episode_vector_bytes", "said_at", DIMENSION),
        uncarded,
    )


def _dates_json(dates: Sequence[DateRange]) -> str:
    return json.dumps([[d.text, d.start.isoformat(), d.end.isoformat(), d.label] for d in dates])


def _dates_from_json(text: str | None) -> tuple[DateRange, ...]:
    if not text:
        return ()
    return tuple(
        DateRange(text_, date.fromisoformat(start), date.fromisoformat(end), label)
        for text_, start, end, label in orjson.loads(text)
    )


def episode_card(
    text: str,
    said_at: datetime,
    created_at: datetime | None,
    dates: Sequence[DateRange],
    length: int,
    speaker: str,
    conversation: tuple[str, str],
    previous_uid: str,
    asks: bool = False,
    ends: Sequence[Ended] = (),
) -> str:
    """The episode's fixed fields as one JSON value. `speaker` is the name it was said under (a later merge or
    rename of the speaker's node leaves it: the speaker link says who it is now). What the turn ended is told only
    when it ended anything (most turns end nothing)."""
    ended = {"ends": [list(end) for end in ends]} if ends else {}
    return json.dumps(
        {
            "text": text,
            "said_at": to_dgraph_time(said_at),
            "created_at": to_dgraph_time(created_at) if created_at else None,
            "dates": _dates_json(dates),
            "len": length,
            "speaker": speaker,
            "conversation": list(conversation),
            "previous": previous_uid,
            "asks": asks,
            **ended,
        }
    )


def _fixed(obj: dict[str, Any]) -> EpisodeRecord:
    """The fields of an episode that never change, from a read with EPISODE_FIELDS (the others left empty)."""
    conversation = obj.get("in_conversation") or {}
    said_at = parse_time(obj.get("said_at"))
    return EpisodeRecord(
        uid="",
        text=obj.get("episode_text", ""),
        namespace="",
        said_at=said_at if said_at is not None else datetime.min,
        speaker_uid="",
        speaker=(obj.get("speaker") or {}).get("name", ""),
        conversation_uid=conversation.get("uid", ""),
        conversation_id=conversation.get("name", ""),
        previous_uid=(obj.get("previous_episode") or {}).get("uid", ""),
        dates=_dates_from_json(obj.get("episode_dates")),
        created_at=parse_time(obj.get("created_at")),
        length=int(obj.get("episode_len", 0)),
        asks=bool(obj.get("episode_asks")),
    )


@functools.lru_cache(maxsize=CARDS_PARSED)
def _card(card: str) -> EpisodeRecord:
    """An episode card's fields. Cards never change, and Recall reads the same candidates again and again: each
    distinct card is parsed once (JSON, times, dates), not at every read."""
    fields = orjson.loads(card)
    conversation_uid, conversation_id = fields["conversation"]
    return _fixed(
        {
            "episode_text": fields["text"],
            "said_at": fields["said_at"],
            "created_at": fields["created_at"],
            "episode_dates": fields["dates"],
            "episode_len": fields["len"],
            "speaker": {"name": fields["speaker"]},
            "in_conversation": {"uid": conversation_uid, "name": conversation_id},
            "previous_episode": {"uid": fields["previous"]},
            "episode_asks": fields.get("asks", False),
        }
    )


def episode_from_json(obj: dict[str, Any]) -> EpisodeRecord:
    """An episode read with CARD_FIELDS (its card) or EPISODE_FIELDS (reads without a card keep)."""
    fixed = _card(obj["episode_card"]) if "episode_card" in obj else _fixed(obj)
    return replace(
        fixed,
        uid=obj["uid"],
        namespace=obj.get("tenant", ""),
        speaker_uid=(obj.get("speaker") or {}).get("uid", ""),
        mention_uids=tuple(sorted(m["uid"] for m in obj.get("mentions", []))),
        status=obj.get("episode_status", ACTIVE),
    )


def card_of(record: EpisodeRecord) -> str:
    """The card of an episode read in full (the version 10 migration)."""
    return episode_card(
        record.text,
        record.said_at,
        record.created_at,
        record.dates,
        record.length,
        record.speaker,
        (record.conversation_uid, record.conversation_id),
        record.previous_uid,
        record.asks,
    )


def episode_set(new: NewEpisode, ref: str, now: datetime) -> dict[str, Any]:
    """The set mutation of a new episode (blank node or uid `ref`), created at `now` (the benchmarks' loader
    writes synthetic episodes with it too, so they are what kg writes)."""
    obj: dict[str, Any] = {
        "uid": ref,
        "dgraph.type": "Episode",
        "episode_text": new.text,
        "tenant": new.namespace,
        "said_at": to_dgraph_time(new.said_at),
        "created_at": to_dgraph_time(now),
        "episode_status": ACTIVE,
        "speaker": {"uid": new.speaker_uid},
        "in_conversation": {"uid": new.conversation_uid},
        "mentions": [{"uid": u} for u in sorted(set(new.mention_uids))],
        "episode_dates": _dates_json(new.dates),
        "episode_word": [f"{new.namespace}|"],  # lists the namespace's live episodes
        "episode_terms": terms_value(new.words, new.context_words),
        "episode_len": new.length,
        "episode_minute": minute_key(new.namespace, now),
        "episode_card": episode_card(
            new.text,
            new.said_at,
            now,
            new.dates,
            new.length,
            new.speaker,
            (new.conversation_uid, new.conversation_id),
            new.previous_uid,
            new.asks,
            new.ends,
        ),
    }
    if new.vector:  # the turn's vector first, then its sentences' (kg/episodes/texts.py)
        obj["episode_vector_bytes"] = pack_rows([new.vector, *new.sentence_vectors])
    if new.previous_uid:
        obj["previous_episode"] = {"uid": new.previous_uid}
    return obj


def _live_in_scope(var: str, namespaces: Sequence[str]) -> tuple[str, str, dict[str, str]]:
    """Reads for `var`'s episodes and a filter keeping those live and in scope: compared as values read per
    candidate, not as index lookups (see kg/store/nodes.py, live_nodes)."""
    tenants, bound = tenant_values(f"{var}_tenant", namespaces)
    reads = f"{var}_tenant as tenant  {var}_status as episode_status"
    return reads, f'eq(val({var}_status), "{ACTIVE}") AND {tenants}', bound


class EpisodeStore:
    def __init__(self, db: DgraphStore) -> None:
        self.db = db
        self._indexed = SharedLoad(self._index_records, INDEXES)  # one read serves both indexes' first load

    async def create_in(self, txn: Txn, new: NewEpisode, now: datetime, commit: bool = False) -> str:
        """Write the episode in `txn` and point its conversation at it as the latest turn; with `commit`, the same
        request commits (a turn that states no fact needs no other write, and a commit of its own is one more
        round trip)."""
        episode = episode_set(new, "_:episode", now)
        conversation = {"uid": new.conversation_uid, "last_episode": {"uid": "_:episode"}}
        response = await txn.mutate(set_obj=[episode, conversation], commit=commit)
        return str(response.uids["episode"])

    async def latest_in(self, txn: Txn, conversation_uid: str) -> EpisodeRecord | None:
        """The conversation's latest turn, read in `txn` (so two turns of one conversation conflict and the second
        sees the first)."""
        dql = f"query l($c: string) {{ q(func: uid($c)) {{ last_episode {{ {EPISODE_FIELDS} }} }} }}"
        found = (await txn.query(dql, {"$c": conversation_uid})).get("q", [])
        latest = found[0].get("last_episode") if found else None
        return episode_from_json(latest) if latest else None

    @staticmethod
    def latest_part(namespace: str, conversation_name: str) -> ReadPart[dict[str, EpisodeRecord | None]]:
        """The latest turn of each conversation of the namespace named `conversation_name` (found by its identity
        key), read by its card, as part of the query that resolves the turn's names (kg/store/nodes.py,
        find_names_with): conversation uid -> its latest turn, or None when it has none. A conversation left out
        (written before identity keys, or its latest turn before cards) is read with `latest_in`.
        Block `latest_c`, variable `$latest_key`."""
        key = f"{namespace}|{name_keys(conversation_name, ())[0]}"
        blocks = "latest_c(func: eq(identity_key, $latest_key)) { uid last_episode { uid episode_card } }"

        def parse(found: dict[str, Any]) -> dict[str, EpisodeRecord | None]:
            latest: dict[str, EpisodeRecord | None] = {}
            for obj in found.get("latest_c", []):
                last = obj.get("last_episode")
                if not last:
                    latest[obj["uid"]] = None
                elif "episode_card" in last:
                    latest[obj["uid"]] = episode_from_json(last)
            return latest

        return ReadPart(blocks, {"$latest_key": key}, parse)

    async def get_many(self, uids: Sequence[str], namespaces: Sequence[str]) -> dict[str, EpisodeRecord]:
        """Live episodes by uid, in the caller's namespaces. One without a card (an older kg wrote it, until
        `kg schema apply --backfill`) is read again field by field."""
        if not uids:
            return {}
        return await self._in_full(*await self.db.read_part(_cards(uids, namespaces)), namespaces)

    async def get_many_with_statuses(
        self, uids: Sequence[str], namespaces: Sequence[str]
    ) -> tuple[dict[str, EpisodeRecord], dict[str, list[ToldFact]]]:
        """`get_many`, and the type, status and object's name of each fact record extracted from each episode read,
        by episode (one that stated no fact is absent), read with it along derived_from's reverse edge: a few per
        episode."""
        if not uids:
            return {}, {}
        fields = f"{CARD_FIELDS} facts: ~derived_from {{ edge_type edge_status edge_to {{ name }} }}"
        (carded, uncarded), statuses = await self.db.read_part(_by_uid(uids, namespaces, "ep", fields, _with_statuses))
        return await self._in_full(carded, uncarded, namespaces), statuses

    async def _in_full(
        self, carded: dict[str, EpisodeRecord], uncarded: list[str], namespaces: Sequence[str]
    ) -> dict[str, EpisodeRecord]:
        """`carded` with the episodes of `uncarded` read field by field."""
        if uncarded:
            in_full, _ = await self.db.read_part(_by_uid(uncarded, namespaces, "ep", EPISODE_FIELDS, _sorted))
            carded.update(in_full)
        return carded

    async def words_of(self, namespace: str) -> list[StoredWords]:
        """Every live episode of the namespace with its word keys (kg/recall/word_index.py loads them), read with
        what the vector index loads (`_index_records`)."""
        return (await self._indexed.take(namespace, "words")).words

    async def words_by_uid(self, uids: Sequence[str], namespace: str) -> list[StoredWords]:
        """Those of `uids` that are live episodes of the namespace, with their word keys."""
        found = await self._live_by_uid(uids, namespace, f"{_WORD_FIELDS} episode_card")
        return [_stored_words(_with_card_fields(obj) if "episode_card" in obj else obj) for obj in found]

    async def vectors_of(self, namespace: str) -> list[StoredVector]:
        """Every live episode of the namespace that has a vector (kg/recall/vector_index.py loads them), read with
        what the word index loads (`_index_records`)."""
        return (await self._indexed.take(namespace, "vectors")).vectors

    async def _index_records(self, namespace: str) -> IndexRecords:
        """Every live episode of the namespace as both indexes hold it, paged in uid order: the namespace's
        "namespace|" word key lists exactly its live episodes. Those without a vector (written without a model) are
        left out of the vectors here, not by a has() filter: Dgraph answers one over many records by scanning every
        value of the predicate, in every namespace, and did for each page (200,000 episodes: 115 of the load's
        183 s; 9.6 s for one query over them all). Each page is made records while the next is read
        (vector_reads.pages), so no more than two pages of rows are held at once: a vector's text is most of a row."""
        dql = (
            "query i($key: string, $first: int, $after: string) { q(func: eq(episode_word, $key), "
            f"first: $first, after: $after) {{ {_INDEX_FIELDS} }} }}"
        )
        words: list[StoredWords] = []
        vectors: list[StoredVector] = []
        uncarded: list[str] = []
        async with aclosing(vector_reads.pages(self.db, dql, {"$key": f"{namespace}|"})) as pages:
            async for page in pages:
                # In a worker thread: a page is a few hundred ms of Python, which on the event loop held up every
                # other call of this process (Python hands the worker's GIL back every few ms).
                page_words, page_vectors, page_uncarded = await asyncio.to_thread(_index_page, page)
                words += page_words
                vectors += page_vectors
                uncarded += page_uncarded
        if uncarded:  # written without a card (before schema 10, and not migrated): read value by value
            words += await self.words_by_uid(uncarded, namespace)
            vectors += await self.vectors_by_uid(uncarded, namespace)
        return IndexRecords(words, vectors)

    async def missing_vectors(self, namespace: str = "") -> AsyncGenerator[list[tuple[str, str]], None]:
        """Live episodes without a vector (written while kg ran without its model), of `namespace` or of every
        one, a page at a time in uid order, each as (uid, namespace)."""
        # One namespace's: its live episodes' word key; every namespace's: the live episodes' status index.
        root, bound = (
            ("eq(episode_word, $key)", {"$key": f"{namespace}|"})
            if namespace
            else ("eq(episode_status, $live)", {"$live": ACTIVE})
        )
        dql = (
            f"query m({declare(bound)}, $first: int, $after: string) {{ q(func: {root}, first: $first, "
            f"after: $after) @filter(NOT has(episode_vector_bytes)) {{ uid tenant }} }}"
        )
        async with aclosing(vector_reads.pages(self.db, dql, bound)) as paged:
            async for page in paged:
                yield [(row["uid"], row["tenant"]) for row in page if row.get("tenant")]

    async def uids_in_minutes(self, keys: Sequence[str]) -> dict[str, str]:
        """Episodes created in the minutes of `keys` ("namespace|minute"), or given their vector then
        (kg/jobs/embed_episodes.py): a refresh's candidates (an episode's vector, once written, never changes: no
        version)."""
        return await vector_reads.uids_in_minutes(self.db, "episode_minute", keys)

    async def vectors_by_uid(self, uids: Sequence[str], namespace: str) -> list[StoredVector]:
        """Those of `uids` that are live episodes of the namespace with a vector."""
        fields = "uid said_at episode_vector_bytes speaker { uid }"
        found = await self._live_by_uid(uids, namespace, fields, "episode_vector_bytes")
        return vector_reads.stored_vectors(found, "episode_vector_bytes", "said_at", DIMENSION)

    async def _live_by_uid(
        self, uids: Sequence[str], namespace: str, fields: str, having: str = ""
    ) -> list[dict[str, Any]]:
        """`fields` of those of `uids` that are live episodes of the namespace (and have predicate `having`, a
        name kg chose)."""
        if not uids:
            return []
        reads, clause, bound = _live_in_scope("e", [namespace])
        bound["$ids"] = uid_list(list(uids))
        having_it = f" AND has({having})" if having else ""
        dql = (
            f"query g({declare(bound)}) {{ e as var(func: uid($ids)) {{ {reads} }} "
            f"q(func: uid(e)) @filter({clause}{having_it}) {{ {fields} }} }}"
        )
        found: list[dict[str, Any]] = (await self.db.read(dql, bound)).get("q", [])
        return found

    async def of_node(self, txn: Txn, uid: str) -> tuple[list[str], list[str], list[str]]:
        """(episodes the node said, episodes that mention only it and no other node, episodes that mention it
        among others), read in `txn`: what forgetting a person covers."""
        dql = """query o($id: string) { q(func: uid($id)) {
            said: ~speaker { uid }
            mentioned: ~mentions { uid  others: count(mentions)  speaker { uid } }
        } }"""
        found = (await txn.query(dql, {"$id": uid})).get("q", [])
        if not found:
            return [], [], []
        said = [e["uid"] for e in found[0].get("said", [])]
        only: list[str] = []
        shared: list[str] = []
        for obj in found[0].get("mentioned", []):
            if obj["uid"] in said:
                continue
            (only if obj.get("others", 0) <= 1 else shared).append(obj["uid"])
        return said, only, shared

    async def delete_in(self, txn: Txn, uids: Sequence[str]) -> None:
        if uids:
            await txn.mutate(del_obj=[{"uid": u} for u in uids], commit=False)

    async def retract_in(self, txn: Txn, uids: Sequence[str]) -> None:
        """Soft forget: kept for history and export, gone from every read (words and vector removed)."""
        if uids:
            await txn.mutate(
                set_obj=[{"uid": u, "episode_status": RETRACTED} for u in uids],
                del_obj=[
                    {
                        "uid": u,
                        "episode_word": None,
                        "context_word": None,  # as a kg before schema 12 wrote it
                        "episode_terms": None,
                        "episode_vector_bytes": None,
                        "episode_vector": None,  # as a kg before schema 12 wrote it (kg/store/vector_bytes.py)
                        "episode_minute": None,
                    }
                    for u in uids
                ],
                commit=False,
            )

    async def unmention_in(self, txn: Txn, episodes: Sequence[str], node_uid: str) -> None:
        """Hard forget of a node that other people were mentioned beside: the episode stays, the link goes."""
        if episodes:
            await txn.mutate(del_obj=[{"uid": e, "mentions": [{"uid": node_uid}]} for e in episodes], commit=False)

    async def export_page(self, namespace: str, after: str, first: int) -> list[EpisodeRecord]:
        """Every episode of a namespace, retracted ones included, in uid order from `after`."""
        bound = {"$ns": namespace, "$after": after, "$first": str(first)}
        dql = (
            f"query p($ns: string, $after: string, $first: int) {{ q(func: eq(tenant, $ns), first: $first, "
            f"after: $after) @filter(has(episode_text)) {{ {EPISODE_FIELDS} }} }}"
        )
        return [episode_from_json(obj) for obj in (await self.db.read(dql, bound)).get("q", [])]


T = TypeVar("T")


def _by_uid(
    uids: Sequence[str],
    namespaces: Sequence[str],
    name: str,
    fields: str,
    parse: Callable[[list[dict[str, Any]]], T],
) -> ReadPart[T]:
    """Live episodes by uid in `namespaces` with `fields`: blocks `name`..., variable `$name`."""
    if not uids:
        return ReadPart("", {}, lambda found: parse([]))
    reads, clause, bound = _live_in_scope(f"{name}_e", namespaces)
    bound[f"${name}"] = uid_list(list(uids))
    blocks = (
        f"{name}_e as var(func: uid(${name})) {{ {reads} }} "
        f"{name}(func: uid({name}_e)) @filter({clause}) {{ {_scope_as_read(fields, f'{name}_e')} }}"
    )
    return ReadPart(blocks, bound, lambda found: parse(found.get(name, [])))


def _scope_as_read(fields: str, var: str) -> str:
    """`fields` with tenant and status given as the values `_live_in_scope` read for `var`: reading them again
    per episode cost Dgraph about 15 % of Recall's read of its ~115 candidates (a soak-grown graph)."""
    rest = " ".join(f for f in fields.split() if f not in ("tenant", "episode_status"))
    return f"tenant: val({var}_tenant) episode_status: val({var}_status) {rest}"


def _cards(uids: Sequence[str], namespaces: Sequence[str]) -> ReadPart[tuple[dict[str, EpisodeRecord], list[str]]]:
    return _by_uid(uids, namespaces, "ep", CARD_FIELDS, _sorted)


def _with_statuses(
    found: list[dict[str, Any]],
) -> tuple[tuple[dict[str, EpisodeRecord], list[str]], dict[str, list[ToldFact]]]:
    """`_sorted`, and per episode read its facts (what reaches it by derived_from and has no status is no fact
    record)."""
    statuses = {
        obj["uid"]: [
            ToldFact(f.get("edge_type", ""), f["edge_status"], (f.get("edge_to") or {}).get("name", ""))
            for f in obj.get("facts", ())
            if "edge_status" in f
        ]
        for obj in found
    }
    return _sorted(found), {uid: told for uid, told in statuses.items() if told}


def _sorted(found: list[dict[str, Any]]) -> tuple[dict[str, EpisodeRecord], list[str]]:
    """(the episodes read, the uids of those read with CARD_FIELDS that have no card)."""
    read: dict[str, EpisodeRecord] = {}
    uncarded: list[str] = []
    for obj in found:
        if "episode_card" in obj or "episode_text" in obj:
            read[obj["uid"]] = episode_from_json(obj)
        else:
            uncarded.append(obj["uid"])
    return read, uncarded
