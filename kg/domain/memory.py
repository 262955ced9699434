"""MemoryService: Ingest (text -> facts), Recall (prompt -> ranked facts and context), and the fact lifecycle
(confirm, retract). Extraction runs off the event loop; the graph rules are GraphService's."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, time
from typing import Protocol, TypeVar

from kg.auth.caller import Caller
from kg.batching import AsyncBatcher
from kg.clock import utc_now
from kg.domain.edge_plan import CONFIRMED, Lifecycle
from kg.domain.graph import GraphService
from kg.domain.identity import NAMED_TYPES
from kg.domain.ingest_plan import IngestFact, IngestPlan, Mention, Operation, plan_ingest
from kg.domain.node_edits import NodeEdits
from kg.domain.plans_done import DEEDS, PLAN, carried_out, plans_meant, plans_moved
from kg.domain.ports import Episodes
from kg.domain.role_holders import RoleHolders, ties_a_role
from kg.domain.roles_left import JOB, ROLE, roles_left
from kg.domain.validation import raise_if, uid_violations, vector_violations
from kg.embedding import Embedder
from kg.embedding.model import Span
from kg.episodes.asking import asks_only
from kg.episodes.categories import named_category_terms
from kg.episodes.kinds import named_kind_terms, quoted_title_terms
from kg.episodes.life_events import life_event_terms
from kg.episodes.recent import Recent
from kg.episodes.texts import embedded_turn
from kg.episodes.vocatives import addressees
from kg.episodes.words import context_words, words
from kg.errors import FailedPrecondition, InvalidArgument
from kg.extraction import GONE_KINDS, Extraction, Extractor, TurnBefore
from kg.model.episodes import DateRange, Ended, EpisodeRecord, NewEpisode, StoredVector, StoredWords
from kg.model.plan import Archive, Ending
from kg.model.records import EdgeRecord, EdgeWriteResult, NewEdge, NewNode, NodeRecord
from kg.model.types import EdgeStatus, NodeType
from kg.recall.pipeline import RecallResult, validate
from kg.store.txn import ReadPart, Txn
from kg.temporal import TimeSpan, is_recurring, resolve_times, resolve_within

T = TypeVar("T")

MAX_TEXT = 10_000
# Ingested facts: a weaker claim waits (pending) rather than overturning a stronger one.
INGESTED = Lifecycle(cautious=True, promote_after=3)
LATEST_TURNS = 10_000  # conversations whose last turn Ingest remembers, to embed the next one early
# NER kinds worth a node an episode can be found by (dates and numbers are not: time has its own rules).
MENTIONED_KINDS = frozenset({"person", "organization", "place", "project"})


@dataclass
class IngestResult:
    written: list[EdgeRecord] = field(default_factory=list)
    archived: list[EdgeRecord] = field(default_factory=list)
    retracted: list[EdgeRecord] = field(default_factory=list)
    ending: list[EdgeRecord] = field(default_factory=list)  # live, said to end at a time ahead: valid until then
    created: list[NodeRecord] = field(default_factory=list)
    conversation_uid: str = ""
    tier: int = 1
    episode: EpisodeRecord | None = None


@dataclass(frozen=True)
class Told:
    """What a turn tells: its facts, and the edges those that end or retract close (MemoryService._closing): now
    (`closing`), or at a time ahead (`endings`)."""

    facts: list[IngestFact]
    closing: list[Archive]
    endings: list[Ending]


class Recaller(Protocol):
    """Recall's pipeline (kg/recall/pipeline.py: HybridRecall)."""

    async def recall(
        self,
        caller: Caller,
        query: str,
        embedding: Sequence[float],
        speaker: str,
        hops: int,
        top_k: int,
        as_of: datetime | None,
        namespace: str,
    ) -> RecallResult: ...


class SearchedVectors(Protocol):
    """Vectors Recall searches in this process (kg/recall/vector_index.py: episodes', nodes' names), told of what
    Ingest committed."""

    def add(self, namespace: str, records: Sequence[StoredVector]) -> None: ...


class SearchedWords(Protocol):
    """Episodes' words Recall searches in this process (kg/recall/word_index.py), told of what Ingest committed."""

    def add(self, namespace: str, records: Sequence[StoredWords]) -> None: ...


def _lookup_types(mention: Mention) -> tuple[NodeType, ...]:
    """One node per name: a speaker (User) and the same name mentioned, addressed or found by NER (an Entity, of
    whatever kind NER guessed) are one. Conversations and events keep names of their own."""
    return NAMED_TYPES if mention.node_type in NAMED_TYPES else (mention.node_type,)


def _identity(mention: Mention) -> tuple[str, str]:
    kind = "named" if mention.node_type in NAMED_TYPES else mention.node_type.value
    return " ".join(mention.name.split()).casefold(), kind


def episode_mentions(extraction: Extraction, text: str) -> list[Mention]:
    """Who and what an episode is about beyond its facts' ends: whom it addresses ("Hey Jon!") and the named
    entities found in it."""
    found = [Mention(name, NodeType.ENTITY, ("person",)) for name in addressees(text)]
    found += [
        Mention(e.name, NodeType.ENTITY, (e.kind.lower(),))
        for e in extraction.entities
        if e.kind.lower() in MENTIONED_KINDS
    ]
    own_names = {name.casefold() for name in extraction.self_names}  # the speaker, not someone mentioned
    return [mention for mention in found if mention.name.casefold() not in own_names]


def _kind_terms(extraction: Extraction, text: str) -> frozenset[str]:
    """What kinds of named things a turn names, of common things, and the life events it tells
    (kg/episodes/kinds.py, categories.py, life_events.py), as terms its episode is found by."""
    named = (*extraction.entities, *extraction.named)
    return (
        named_kind_terms((e.name, e.kind) for e in named)
        | quoted_title_terms(text)
        | named_category_terms(text)
        | life_event_terms(text)
    )


def _ends(closing: Sequence[Archive], endings: Sequence[Ending]) -> tuple[Ended, ...]:
    """What a turn ends, now or ahead, by whose and of which kind, each once."""
    edges = [archive.edge for archive in closing] + [ending.edge for ending in endings]
    return tuple(sorted({Ended(edge.from_uid, edge.type) for edge in edges}))


Closed = TypeVar("Closed", Archive, Ending)


def _same_speaker(turn: EpisodeRecord, speaker: str) -> bool:
    """Said under the same name (an episode keeps the name its turn was said under)."""
    return turn.speaker.casefold() == speaker.casefold()


def _each_edge_once(closed: Sequence[Closed]) -> list[Closed]:
    """`closed` without a second closing of an edge closed before it."""
    first: dict[str, Closed] = {}
    for each in closed:
        first.setdefault(each.edge.uid, each)
    return list(first.values())


def _retrieved(future: asyncio.Future[list[list[float]]]) -> None:
    """Marks the outcome of a future as seen, so asyncio does not log an error no one awaited."""
    if not future.cancelled():
        future.exception()


class MemoryService:
    def __init__(
        self,
        graph: GraphService,
        episodes: Episodes,
        recaller: Recaller,
        vectors: SearchedVectors,
        extractor: Extractor | None = None,
        embedder: Embedder | None = None,
        names: SearchedVectors | None = None,
        words: SearchedWords | None = None,
        identities: NodeEdits | None = None,
    ) -> None:
        self.graph = graph
        # Makes the names speakers give themselves theirs ("My name is Sam"); without it they are not kept.
        self.identities = identities
        self.roles = RoleHolders(identities) if identities is not None else None
        self.episodes = episodes
        self.recaller = recaller
        self.vectors = vectors
        self.names = names
        self.words = words
        self.extractor = extractor or Extractor()
        # Concurrent Ingests' texts parsed together (one nlp.pipe costs a third to a half per text of a lone
        # call), without a worker thread held per waiting Ingest. Embeddings are not batched: with int8
        # arithmetic a text's vector depends on its batch-mates (kg/embedding/model.py, load_embedder).
        self._extractions: AsyncBatcher[tuple[str, TurnBefore | None], Extraction] = AsyncBatcher(
            lambda said: self.extractor.extract_each([text for text, _ in said], [before for _, before in said])
        )
        self.embedder = embedder
        self._latest: Recent[tuple[str, str], EpisodeRecord] = Recent(LATEST_TURNS)

    # --- Ingest ---

    async def ingest(
        self,
        caller: Caller,
        text: str,
        speaker: str,
        said_at: datetime | None,
        conversation_id: str,
        namespace: str,
        episode_only: bool = False,
    ) -> IngestResult:
        """Keep what `speaker` said as an episode, and assert, end or retract the facts extracted from it; with
        `episode_only`, the episode alone, still linked to what it names, its facts' ends included (kg import
        replays episodes so: their facts come over as edges)."""
        if not text.strip():
            raise InvalidArgument.of("text", "must not be empty")
        if len(text) > MAX_TEXT:
            raise InvalidArgument.of("text", f"is longer than {MAX_TEXT} characters")
        raise_if(self.graph.secret_violations("text", text))
        namespace = caller.namespace_for_write(namespace)
        speaker = speaker.strip() or "User"
        conversation = Mention(conversation_id.strip() or "default", NodeType.CONVERSATION)
        embedding: dict[str, asyncio.Future[list[list[float]]]] = {}  # a retried transaction embeds nothing twice
        named: dict[str, tuple[float, ...]] = {}  # new nodes' name vectors, likewise
        renamed: dict[str, tuple[float, ...]] = {}  # the speaker's, when they give themself a name
        joined: dict[str, tuple[float, ...]] = {}  # a role's holder's, when an unnamed one joins them

        def start_embedding(previous: EpisodeRecord | None) -> str:
            """The turn and its sentences embedded after `previous`, started if not yet; the key of its vectors."""
            text_with_context, parts, shared = embedded_turn(speaker, text, previous)
            if text_with_context not in embedding and (running := self._embedding(text_with_context, parts, shared)):
                embedding[text_with_context] = running
            return text_with_context

        async def vectors_after(previous: EpisodeRecord | None) -> list[list[float]]:
            """The turn's vector, then its sentences'; none without a model."""
            key = start_embedding(previous)
            return await embedding[key] if key in embedding else []

        # CPU work off the loop, on both cores: extraction (batched with other Ingests' in a worker thread), and
        # embedding after the turn this one likely follows (the last this server wrote in the conversation; a read
        # here would wait for that write to apply). The vectors are awaited only where the episode is written:
        # until then they are computed while the transaction reads the turn's names (a lone Ingest waited ~5 ms
        # longer when the transaction began after).
        latest = self._latest.get((namespace, conversation.name.casefold()))
        start_embedding(latest)
        # the turn it likely follows, which it may point back at ("She works at Google now")
        before = TurnBefore(latest.text, _same_speaker(latest, speaker)) if latest is not None else None
        extraction = await self._extractions.submit((text, before))
        plan = plan_ingest(extraction, speaker)
        if episode_only:  # what it names stays linked (a fact's ends too); no fact is written
            plan = IngestPlan(mentions=plan.mentions, lookup_only=plan.lookup_only)
        said = Mention(speaker, NodeType.USER)
        at = said_at or utc_now()
        dates = tuple(DateRange(span.text, span.start, span.end, span.label()) for span in resolve_times(text, at))

        final_vector: list[float] = []  # the vector the committed attempt wrote
        final_more: list[list[float]] = []  # and its sentences'
        final_words: list[StoredWords] = []  # and the words it wrote

        async def work(txn: Txn) -> IngestResult:
            result = IngestResult(tier=extraction.tier)
            mentions = [conversation, said, *plan.mentions, *episode_mentions(extraction, text)]
            latest = self.episodes.latest_part(namespace, conversation.name)
            nodes, latest_of = await self._resolve_mentions(
                txn, mentions, namespace, result, latest, named, plan.lookup_only
            )
            if plan.self_names and self.identities is not None:
                nodes[said] = await self.identities.take_names_in(txn, caller, nodes[said], plan.self_names, renamed)
            if plan.facts and self.roles is not None:  # "my boss" and "my boss Karen": one person
                merged = await self.roles.join_in(txn, caller, speaker, plan.facts, nodes, said, joined)
                result.created = [node for node in result.created if node.uid not in merged]
            result.conversation_uid = nodes[conversation].uid
            if result.conversation_uid in latest_of:
                previous = latest_of[result.conversation_uid]
            elif any(node.uid == result.conversation_uid for node in result.created):
                previous = None
            else:  # a conversation or turn written before identity keys and cards
                previous = await self.episodes.latest_in(txn, result.conversation_uid)
            # What the turn ends is known before it is written: the episode keeps it (NewEpisode.ends).
            told_ended = [f for f in plan.facts if f.operation != Operation.ASSERT]
            closing, endings = await self._closing(txn, caller, told_ended, nodes, at) if told_ended else ([], [])
            # the guess was right unless another turn came between: then they are embedded again
            vector, *more = await vectors_after(previous) or [[]]
            own = words(text)
            # said under the same name (the card keeps the name a turn was said under)
            same = previous is not None and _same_speaker(previous, speaker)
            before_words = context_words(text, previous.text, same) if previous else []
            about = {nodes[m].uid for m in mentions[2:] if m in nodes} - {nodes[said].uid}
            new = NewEpisode(
                text,
                namespace,
                at,
                nodes[said].uid,
                result.conversation_uid,
                tuple(sorted(about)),
                previous.uid if previous else "",
                dates,
                frozenset(own) | _kind_terms(extraction, text),
                frozenset(before_words),
                len(own) + len(before_words),
                tuple(vector),
                nodes[said].name,
                conversation.name,
                tuple(tuple(v) for v in more),
                asks_only(text),
                _ends(closing, endings),
            )
            # A turn that states no fact commits with its episode: nothing else to write, no request more.
            episode_uid = await self.episodes.create_in(txn, new, utc_now(), commit=not plan.facts)
            final_vector[:] = vector
            final_more[:] = more
            final_words[:] = [
                StoredWords(
                    episode_uid,
                    at,
                    new.words,
                    new.context_words,
                    new.length,
                    nodes[said].uid,
                    new.mention_uids,
                    new.previous_uid,
                    dates,
                    new.asks,
                    new.ends,
                )
            ]
            result.episode = EpisodeRecord(
                episode_uid,
                text,
                namespace,
                at,
                nodes[said].uid,
                nodes[said].name,
                result.conversation_uid,
                conversation.name,
                new.mention_uids,
                new.previous_uid,
                dates,
                asks=new.asks,
            )
            if plan.facts:
                told = Told(plan.facts, closing, endings)
                await self._write_facts(txn, caller, told, nodes, at, episode_uid, result, said, joined)
            return result

        result = await self.graph.transact(work)
        if result.episode is not None:
            self._latest.put((namespace, conversation.name.casefold()), result.episode)
            if self.words is not None:
                self.words.add(namespace, final_words)
            if final_vector:
                self.vectors.add(
                    namespace,
                    [StoredVector(result.episode.uid, at, final_vector, result.episode.speaker_uid, final_more)],
                )
            if self.names is not None:
                now = utc_now()
                new_names = [StoredVector(n.uid, now, named[n.name]) for n in result.created if n.name in named]
                self.names.add(namespace, new_names)
        return result

    def _embedding(self, text: str, parts: list[Span], shared: Span) -> asyncio.Future[list[list[float]]] | None:
        """The parts of `text` embedded in a worker thread (Embedder.embed_parts); None without a model."""
        if self.embedder is None:
            return None
        running = asyncio.ensure_future(asyncio.to_thread(self.embedder.embed_parts, text, parts, shared))
        running.add_done_callback(_retrieved)  # one nobody awaits (the Ingest failed first) logs nothing
        return running

    async def _write_facts(
        self,
        txn: Txn,
        caller: Caller,
        told: Told,
        nodes: dict[Mention, NodeRecord],
        at: datetime,
        episode_uid: str,
        result: IngestResult,
        said: Mention,
        vectors: dict[str, tuple[float, ...]],
    ) -> None:
        """Assert, end or retract what the episode says, and commit `txn` (the episode is already in it)."""
        asserted = [f for f in told.facts if f.operation == Operation.ASSERT]
        specs = [self._spec(f, nodes, at, episode_uid) for f in asserted]
        closing, endings = list(told.closing), told.endings
        if closing and self.roles is not None:  # "we broke up": "my girlfriend" names her no more
            speaker = nodes[said]
            await self.roles.release_in(txn, caller, said.name, speaker.uid, [a.edge for a in closing], vectors)
        closed = {archive.edge.uid for archive in closing}
        closing += [a for a in await self._plans_ended(txn, caller, asserted, nodes, at) if a.edge.uid not in closed]
        if closing or endings:
            await self.graph.close_edges_in(txn, closing, commit=not specs, endings=endings)
        for archive in closing:
            (result.retracted if archive.status == EdgeStatus.RETRACTED else result.archived).append(archive.updated())
        result.ending.extend(ending.updated() for ending in endings)
        if specs:
            prepared = await self.graph.prepare_edges(specs, batch=True)
            # a new partner or boss replaces the one before ("I'm dating Sam now"): the role's name leaves them too
            replacing = self.roles is not None and any(ties_a_role(spec.type) for spec in specs)
            roles_told = any(spec.type == ROLE for spec in specs)  # a new role may end one told with a job left
            later = replacing or roles_told
            outcomes = await self.graph.write_edges_in(txn, caller, prepared, INGESTED, commit=not later)
            for outcome in outcomes:
                result.written.append(outcome.edge)
                result.archived.extend(outcome.archived)
            replaced = [edge for outcome in outcomes for edge in outcome.archived]
            if self.roles is not None and replacing:
                await self.roles.release_in(txn, caller, said.name, nodes[said].uid, replaced, vectors)
            if roles_told:
                left = [a.edge for a in closing if a.status == EdgeStatus.ARCHIVED] + replaced
                result.archived.extend(await self._roles_left_in(txn, caller, left, specs, at))
            if later:
                await txn.commit()
        elif not closing and not endings:
            await txn.commit()

    async def _resolve_mentions(
        self,
        txn: Txn,
        mentions: list[Mention],
        namespace: str,
        result: IngestResult,
        other: ReadPart[T],
        named: dict[str, tuple[float, ...]],
        lookup_only: frozenset[Mention] = frozenset(),
    ) -> tuple[dict[Mention, NodeRecord], T]:
        """Find each mentioned name in the namespace (case-insensitively; a person under any person type),
        creating what is new, once per identity, and read `other` in the same query. Racing creators of one name
        conflict on its identity_key (@upsert): the loser's retry finds the winner's node. A mention in
        `lookup_only` is never created: missing, it has no node in the result.

        A new node is written with its name vector (`named` keeps them by name across retries): name_vector is
        unindexed, so it makes no transaction conflict, and a write of its own after the commit cost Dgraph a
        transaction more (two timestamps, an upsert) for one Ingest in four."""
        lookups = [(m.name, t) for m in mentions for t in _lookup_types(m)]
        found, other_result = await self.graph.find_names_with(txn, lookups, namespace, other)
        resolved: dict[Mention, NodeRecord] = {}
        missing: dict[tuple[str, str], Mention] = {}
        for m in mentions:
            node = next((found[(m.name, t)] for t in _lookup_types(m) if (m.name, t) in found), None)
            if node is not None:
                resolved[m] = node
            elif m not in lookup_only:
                missing.setdefault(_identity(m), m)
        if missing:
            new = [NewNode(m.node_type, m.name, namespace, tags=m.tags) for m in missing.values()]
            embedded = await self.graph.with_name_vectors([n for n in new if n.name not in named])
            named.update((n.name, n.name_vector) for n in embedded if n.name_vector)
            new = [replace(n, name_vector=named.get(n.name, ())) for n in new]
            result.created = await self.graph.add_nodes_in(txn, new)
            created = dict(zip(missing, result.created, strict=True))
            for m in mentions:
                if m not in resolved and m not in lookup_only:
                    resolved[m] = created[_identity(m)]
        return resolved, other_result

    @staticmethod
    def _spec(fact: IngestFact, nodes: dict[Mention, NodeRecord], at: datetime, episode: str) -> NewEdge:
        properties: dict[str, object] = {
            "source": "ingest",
            "span": fact.span[:500],
            **({"qualifier": fact.qualifier} if fact.qualifier else {}),
            **({"with": ", ".join(fact.with_whom)} if fact.with_whom else {}),
            **({"where": fact.where} if fact.where else {}),
        }
        valid_from, scheduled_from = at, None
        when = _when(fact, at)
        if when is None and is_recurring(fact.time_text):
            properties["how_often"] = fact.time_text  # "every Sunday": a habit, on no one day
        if when:
            # "I went to a support group yesterday": the fact began then. A plan's time is still ahead of it.
            properties.update(when=when.label(), when_start=when.start.isoformat(), when_end=when.end.isoformat())
            began = _start_of(when, at)
            valid_from = min(began, at)
            if began > at and fact.change and fact.object.node_type != NodeType.EVENT:
                # "I'm moving to Denver next month": so from then, and until then the current city stays
                valid_from = scheduled_from = began
        return NewEdge(
            fact.edge_type,
            nodes[fact.subject].uid,
            nodes[fact.object].uid,
            confidence=fact.confidence,
            properties=properties,
            valid_from=valid_from,
            derived_from=episode,
            asserted_change=fact.change,
            scheduled_from=scheduled_from,
        )

    async def _closing(
        self, txn: Txn, caller: Caller, facts: list[IngestFact], nodes: dict[Mention, NodeRecord], at: datetime
    ) -> tuple[list[Archive], list[Ending]]:
        """Archive what the speaker says ended; retract what they deny; and what they say will end at a time ahead
        ("I'm leaving Globex next month"), leave as it is, valid until then (kg/domain/scheduled.py ends it).

        A functional value ended by its role alone ("my girlfriend and I broke up") is whichever value is current:
        the role names no node of its own ("<speaker>'s girlfriend" is not "Maya", whom they named before). Told
        with a time ("I got divorced last year"), it ends only a value that began by then, not a partner since."""
        archives: list[Archive] = []
        endings: list[Ending] = []
        for fact in facts:
            target = nodes[fact.object].uid if fact.object in nodes else None  # a role ended: `lookup_only`
            if fact.held_only and (target is None or fact.subject not in nodes):
                continue  # a name left that names no node, or a leaver never met: nothing held to end
            subject = nodes[fact.subject].uid
            live = await self.graph.live_edges_in(txn, caller, subject, fact.edge_type)
            when = _when(fact, at) if fact.operation == Operation.END else None
            if fact.unnamed and fact.operation == Operation.END and await self._functional(fact.edge_type):
                ended = [e for e in live if when is None or e.valid_from is None or e.valid_from.date() <= when.end]
            else:
                ended = [e for e in live if e.to_uid == target]
            if not ended and live and fact.operation == Operation.END and not fact.held_only:
                ended = await self._named_in_short(txn, caller, live, fact.object.name, fact.edge_type)
            if fact.edge_type in GONE_KINDS and ended:  # "Rufus passed away": the "spaniel" of "our spaniel Rufus" too
                ended += await self._kinds_told_with(txn, caller, live, ended)
            if fact.operation == Operation.RETRACT:
                archives += [Archive(e, at, at, EdgeStatus.RETRACTED) for e in ended]
                continue
            ends = _start_of(when, at) if when else at
            if ends > utc_now():  # still to come (a turn of long ago told of a day since past ends then, at once)
                endings += [Ending(e, ends) for e in ended]
            else:  # "I left Globex last month": valid until then, not before it began
                archives += [Archive(e, at, max(ends, e.valid_from or ends)) for e in ended]
        # each edge once: "Our dog Rufus died" ends the dog by its kind and again as Rufus's (`_kinds_told_with`)
        return _each_edge_once(archives), _each_edge_once(endings)

    async def _roles_left_in(
        self, txn: Txn, caller: Caller, jobs_left: list[EdgeRecord], specs: list[NewEdge], at: datetime
    ) -> list[EdgeRecord]:
        """Archive in `txn` (not committed) the roles told with the jobs left that the roles `specs` tell replace
        (kg/domain/roles_left.py); returns them as archived."""
        archives: list[Archive] = []
        for subject in sorted({job.from_uid for job in jobs_left if job.type == JOB}):
            told = {spec.to_uid for spec in specs if spec.type == ROLE and spec.from_uid == subject}
            if told:
                held = await self.graph.live_edges_in(txn, caller, subject, ROLE)
                archives += [Archive(r, at, max(at, r.valid_from or at)) for r in roles_left(jobs_left, held, told)]
        if archives:
            await self.graph.close_edges_in(txn, archives, commit=False)
        return [archive.updated() for archive in archives]

    async def _plans_ended(
        self, txn: Txn, caller: Caller, facts: list[IngestFact], nodes: dict[Mention, NodeRecord], at: datetime
    ) -> list[Archive]:
        """The live plans that `facts` end (kg/domain/plans_done.py): carried out by a deed ("I went to the concert
        last night" after "I'm going to a concert on Saturday"), archived as of the deed; or moved to another time
        ("My dentist appointment got moved to Friday"), archived as of now, the plan at its new time written."""
        found: dict[str, Archive] = {}
        plans_of: dict[str, list[EdgeRecord]] = {}
        for fact in facts:
            moved = fact.edge_type == PLAN and fact.change
            if (fact.edge_type not in DEEDS and not moved) or fact.object not in nodes:
                continue
            subject = nodes[fact.subject].uid
            if subject not in plans_of:
                plans_of[subject] = await self.graph.live_edges_in(txn, caller, subject, PLAN)
            when = _when(fact, at)
            if moved:
                named = await self._named(txn, caller, plans_of[subject])
                for plan in plans_moved(named, nodes[fact.object], when.start if when else None):
                    found[plan.uid] = Archive(plan, at, max(at, plan.valid_from or at))
                continue
            done_at = min(_start_of(when, at), at) if when else at
            for plan in carried_out(plans_of[subject], nodes[fact.object].uid, done_at):
                found[plan.uid] = Archive(plan, at, max(done_at, plan.valid_from or done_at))
        return list(found.values())

    async def _named(self, txn: Txn, caller: Caller, edges: list[EdgeRecord]) -> list[tuple[EdgeRecord, str]]:
        """`edges`, each with the name of its object."""
        objects = await self.graph.nodes.get_many([e.to_uid for e in edges], caller.write_scope, txn)
        return [(e, objects[e.to_uid].name) for e in edges if e.to_uid in objects]

    async def _named_in_short(
        self, txn: Txn, caller: Caller, live: list[EdgeRecord], name: str, edge_type: str
    ) -> list[EdgeRecord]:
        """The one live edge whose object's name begins with the words of `name`: "I don't teach at Hillcrest
        anymore" ends WORKS_AT "Hillcrest High School"; a plan, the one whose name holds the words that tell it
        ("I cancelled my trip to Paris" ends "fly to Paris", kg/domain/plans_done.py). None when two could be
        meant."""
        if edge_type == PLAN:
            return plans_meant(await self._named(txn, caller, live), name)
        objects = await self.graph.nodes.get_many([e.to_uid for e in live], caller.write_scope, txn)
        said = name.casefold().split()
        meant = [
            e for e in live if e.to_uid in objects and objects[e.to_uid].name.casefold().split()[: len(said)] == said
        ]
        return meant if len(meant) == 1 else []

    async def _kinds_told_with(
        self, txn: Txn, caller: Caller, live: list[EdgeRecord], named: list[EdgeRecord]
    ) -> list[EdgeRecord]:
        """The live edges of `live` to the kinds of the things `named` are, told in the same statement: "our
        spaniel Rufus" is OWNS Rufus (qualifier "spaniel") and OWNS "spaniel", one dog, so Rufus gone ends both. A
        kind told apart ("I have a dog", another day) may be another of its kind, and stays."""
        told = {(e.derived_from_uid, str(e.properties.get("qualifier", "")).casefold()) for e in named}
        statements = {e.derived_from_uid for e in named if e.derived_from_uid}
        others = [e for e in live if e not in named and e.derived_from_uid in statements]
        if not others:
            return []
        objects = await self.graph.nodes.get_many([e.to_uid for e in others], caller.write_scope, txn)
        return [
            e for e in others if e.to_uid in objects and (e.derived_from_uid, objects[e.to_uid].name.casefold()) in told
        ]

    async def _functional(self, edge_type: str) -> bool:
        return (await self.graph.registry.resolve(edge_type, "edge_type")).functional

    # --- lifecycle ---

    async def confirm(self, caller: Caller, uid: str) -> EdgeWriteResult:
        """A pending fact becomes current, replacing a functional value as a new statement would."""
        raise_if(uid_violations("uid", uid))

        async def work(txn: Txn) -> EdgeWriteResult:
            edge = await self.graph.writable_edge_in(txn, caller, uid)
            if edge.status == EdgeStatus.CURRENT:
                return EdgeWriteResult(edge, created=False)
            if edge.status != EdgeStatus.PENDING:
                raise FailedPrecondition(f"edge {uid} is {edge.status.value}; only a pending fact can be confirmed")
            spec = NewEdge(edge.type, edge.from_uid, edge.to_uid, confidence=edge.confidence)
            prepared = await self.graph.prepare_edges([spec], batch=False)
            [result] = await self.graph.write_edges_in(txn, caller, prepared, CONFIRMED)
            return result

        return await self.graph.transact(work)

    async def retract(self, caller: Caller, uid: str) -> EdgeRecord:
        raise_if(uid_violations("uid", uid))
        vectors: dict[str, tuple[float, ...]] = {}  # a retried transaction embeds nothing twice

        async def work(txn: Txn) -> EdgeRecord:
            edge = await self.graph.writable_edge_in(txn, caller, uid)
            if edge.status == EdgeStatus.RETRACTED:
                return edge
            if edge.status != EdgeStatus.ARCHIVED:  # an archived tie gave its name up when it ended
                await self.graph.release_roles_in(txn, caller, [edge], vectors)
            now = utc_now()
            # an archived fact keeps when it ended; a live one's end told for a time ahead was never reached
            ended = edge.valid_until if edge.status == EdgeStatus.ARCHIVED else None
            archive = Archive(edge, now, ended or now, EdgeStatus.RETRACTED)
            await self.graph.close_edges_in(txn, [archive])
            return archive.updated()

        return await self.graph.transact(work)

    # --- Recall ---

    async def recall(
        self,
        caller: Caller,
        query: str,
        embedding: Sequence[float],
        speaker: str,
        hops: int,
        top_k: int,
        as_of: datetime | None = None,
        namespace: str = "",
    ) -> RecallResult:
        """One ranked list of facts and episodes for `query` (kg/recall/pipeline.py)."""
        validate(query, embedding, hops, top_k)
        raise_if(vector_violations("embedding", list(embedding)))
        return await self.recaller.recall(caller, query, embedding, speaker, hops or 2, top_k or 10, as_of, namespace)


def _start_of(when: TimeSpan, at: datetime) -> datetime:
    """The moment a time said begins ("next month": its first day), in the zone of `at`."""
    return datetime.combine(when.start, time(), tzinfo=at.tzinfo or UTC)


def _when(fact: IngestFact, at: datetime) -> TimeSpan | None:
    """When the statement says the fact happened ("yesterday", "last year"), read with its sentence's verbs."""
    found = resolve_within(fact.span, fact.time_text, at) if fact.time_text else []
    return found[0] if found else None
