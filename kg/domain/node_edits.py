"""Changing nodes after they are written: UpdateNode (the fields a mask names) and MergeNodes (one node absorbs
another that turns out to be the same entity). Both keep what derives from a node's fields correct: its name
keys, word keys and node card (kg/store/nodes.py) and kg's embedding of it (name_vector)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, replace

from kg.auth.caller import Caller
from kg.clock import utc_now
from kg.domain.graph import GraphService, embedding_text, missing_or_denied
from kg.domain.identity import NAMED_TYPES, compatible, folded
from kg.domain.ports import Merges
from kg.domain.validation import node_field_violations, raise_if, uid_violations
from kg.errors import FailedPrecondition, FieldViolation, InvalidArgument
from kg.model.records import EdgeRecord, NewEdge, NodeChanges, NodeRecord
from kg.model.types import SUPERSEDES, NodeType
from kg.store.merge import MergePlan
from kg.store.txn import Txn


@dataclass(frozen=True)
class Merged:
    node: NodeRecord  # the survivor, as it is after the merge
    moved_edges: int
    archived: list[EdgeRecord]


def absorbed_fields(survivor: NodeRecord, absorbed: NodeRecord) -> NodeRecord:
    """The survivor with what it takes from the absorbed node: its name and aliases as aliases, its tags, its
    description and metadata where the survivor has none. Pure."""
    names = {folded(survivor.name)}
    aliases = []
    for alias in (*survivor.aliases, absorbed.name, *absorbed.aliases):
        if folded(alias) not in names:
            names.add(folded(alias))
            aliases.append(alias)
    return replace(
        survivor,
        aliases=tuple(sorted(aliases)),
        tags=tuple(sorted({*survivor.tags, *absorbed.tags})),
        description=survivor.description or absorbed.description,
        metadata={**absorbed.metadata, **survivor.metadata},
    )


class NodeEdits:
    def __init__(self, graph: GraphService, merges: Merges) -> None:
        self.graph = graph
        self.merges = merges

    async def update(self, caller: Caller, uid: str, changes: NodeChanges) -> NodeRecord:
        raise_if(
            uid_violations("uid", uid) + node_field_violations("node.", changes) + self._secret_violations(changes)
        )

        vectors: dict[str, tuple[float, ...]] = {}  # a transaction retried after a conflict embeds nothing twice

        async def work(txn: Txn) -> NodeRecord:
            node = (await self.graph.nodes.get_many([uid], caller.write_scope, txn)).get(uid)
            if node is None:
                raise await missing_or_denied(self.graph.nodes, caller, uid)
            changed = replace(node, **{k: v for k, v in vars(changes).items() if v is not None})
            changed = replace(changed, tags=tuple(sorted(changed.tags)), aliases=tuple(sorted(changed.aliases)))
            await self.graph.nodes.rewrite_in(txn, changed, await self._name_vector(node, changed, vectors))
            await txn.commit()
            return changed

        return await self.graph.transact(work)

    def _secret_violations(self, changes: NodeChanges) -> list[FieldViolation]:
        given = {
            "description": changes.description,
            "aliases": list(changes.aliases or ()),
            "tags": list(changes.tags or ()),
            "metadata": changes.metadata,
        }
        return [
            v
            for name, value in given.items()
            if value is not None
            for v in self.graph.secret_violations(f"node.{name}", value)
        ]

    async def _name_vector(
        self, before: NodeRecord, after: NodeRecord, vectors: dict[str, tuple[float, ...]]
    ) -> tuple[float, ...] | None:
        """The node's new name_vector when what it embeds changed (empty without a model: the old one is stale),
        None when it did not change."""
        text = embedding_text(after.name, after.aliases, after.description)
        if text == embedding_text(before.name, before.aliases, before.description):
            return None
        embedder = self.graph.embedder
        if embedder is None:
            return ()
        if text not in vectors:
            [vector] = await asyncio.to_thread(embedder.embed, [text])
            vectors[text] = tuple(vector)
        return vectors[text]

    async def merge(self, caller: Caller, survivor_uid: str, absorbed_uid: str) -> Merged:
        """`absorbed_uid` becomes part of `survivor_uid`: its edges (history too), episode links and references
        move, a current fact the survivor holds already (or a second value of a functional type, linked by
        SUPERSEDES from the survivor's value) is archived, and the absorbed node is kept as history, out of
        every read. One transaction: nothing is written when a check fails."""
        raise_if(uid_violations("survivor_uid", survivor_uid) + uid_violations("absorbed_uid", absorbed_uid))
        if survivor_uid == absorbed_uid:
            raise InvalidArgument.of("absorbed_uid", "is the survivor itself")

        vectors: dict[str, tuple[float, ...]] = {}

        async def work(txn: Txn) -> tuple[NodeRecord, int, list[str]]:
            found = await self.graph.nodes.get_many([survivor_uid, absorbed_uid], caller.read_scope, txn)
            for uid in (survivor_uid, absorbed_uid):
                if uid not in found:
                    raise await self.graph.node_not_found(caller, uid)
            survivor, absorbed = found[survivor_uid], found[absorbed_uid]
            if survivor.namespace != absorbed.namespace:
                raise InvalidArgument.of(
                    "absorbed_uid", "is in another namespace than the survivor; nodes merge only within one namespace"
                )
            caller.namespace_for_write(survivor.namespace)
            _check_types(survivor, absorbed)
            merged, plan = await self.absorb_in(txn, caller, survivor, absorbed, vectors)
            await txn.commit()
            return merged, plan.moved, plan.archived

        merged, moved, archived = await self.graph.transact(work)
        edges = await self.graph.edges.get_many(archived, caller.read_scope)
        return Merged(merged, moved, [edges[uid] for uid in archived if uid in edges])

    async def absorb_in(
        self,
        txn: Txn,
        caller: Caller,
        survivor: NodeRecord,
        absorbed: NodeRecord,
        vectors: dict[str, tuple[float, ...]],
    ) -> tuple[NodeRecord, MergePlan]:
        """`absorbed` merged into `survivor` in `txn`, not committed: the survivor as it is after, and what moved."""
        plan = await self.merges.absorb_in(txn, survivor.uid, absorbed.uid, utc_now())
        after = absorbed_fields(survivor, absorbed)
        await self.graph.nodes.rewrite_in(txn, after, await self._name_vector(survivor, after, vectors))
        links = _supersedes_links(plan.superseded, survivor.uid, absorbed.uid)
        if links:
            prepared = await self.graph.prepare_edges(links, batch=True)
            await self.graph.write_edges_in(txn, caller, prepared, commit=False)
        return after, plan

    async def pass_alias_in(
        self, txn: Txn, holder: NodeRecord, taker: NodeRecord, alias: str, vectors: dict[str, tuple[float, ...]]
    ) -> tuple[NodeRecord, NodeRecord]:
        """`alias` moved from `holder`'s aliases to `taker`'s in `txn`, not committed: both as they are after."""
        kept = await self.drop_aliases_in(txn, holder, [alias], vectors)
        given = replace(taker, aliases=tuple(sorted({*taker.aliases, alias})))
        await self.graph.nodes.rewrite_in(txn, given, await self._name_vector(taker, given, vectors))
        return kept, given

    async def drop_aliases_in(
        self, txn: Txn, node: NodeRecord, aliases: Sequence[str], vectors: dict[str, tuple[float, ...]]
    ) -> NodeRecord:
        """`node` without `aliases` (compared folded), in `txn`, not committed, as it is after; unwritten when it
        had none of them."""
        dropped = {folded(alias) for alias in aliases}
        kept = replace(node, aliases=tuple(a for a in node.aliases if folded(a) not in dropped))
        if kept.aliases != node.aliases:
            await self.graph.nodes.rewrite_in(txn, kept, await self._name_vector(node, kept, vectors))
        return kept

    async def take_names_in(
        self, txn: Txn, caller: Caller, speaker: NodeRecord, names: Sequence[str], vectors: dict[str, tuple[float, ...]]
    ) -> NodeRecord:
        """The names a speaker gives themself ("My name is Sam"), made the speaker's in `txn`, not committed: a
        person of that name only mentioned so far (an Entity: "Sam" in someone's turn) is the speaker, and is merged
        into them as MergeNodes does; a name no one holds, or only a place or an organisation ("I'm Jordan"), becomes
        one of the speaker's aliases; another speaker (a User) of that name stays someone else, and the name theirs:
        two people may share a name, and kg cannot tell which is meant.
        Returns the speaker as it is after."""
        held = {folded(name) for name in (speaker.name, *speaker.aliases)}
        wanted = list(dict.fromkeys(name for name in names if folded(name) not in held))
        if not wanted:
            return speaker
        lookups = [(name, node_type) for name in wanted for node_type in NAMED_TYPES]
        found = await self.graph.find_names_in(txn, lookups, speaker.namespace)
        after = speaker
        links: list[NewEdge] = []
        for name in wanted:
            holder = next((found[(name, t)] for t in NAMED_TYPES if (name, t) in found), None)
            if holder is not None and holder.type == NodeType.USER:
                continue  # another speaker's name stays theirs
            if holder is None or not _a_person_only_mentioned(holder):  # "I'm Jordan" and the country stay two
                after = replace(after, aliases=tuple(sorted({*after.aliases, name})))
            else:
                plan = await self.merges.absorb_in(txn, speaker.uid, holder.uid, utc_now())
                after = absorbed_fields(after, holder)
                links += _supersedes_links(plan.superseded, speaker.uid, holder.uid)
        if after != speaker:
            await self.graph.nodes.rewrite_in(txn, after, await self._name_vector(speaker, after, vectors))
        if links:
            prepared = await self.graph.prepare_edges(links, batch=True)
            await self.graph.write_edges_in(txn, caller, prepared, commit=False)
        return after


def _a_person_only_mentioned(node: NodeRecord) -> bool:
    """An Entity that may be a person: tagged so by extraction, or not tagged."""
    return node.type == NodeType.ENTITY and (not node.tags or "person" in node.tags)


def _supersedes_links(superseded: Sequence[tuple[str, str]], survivor: str, absorbed: str) -> list[NewEdge]:
    """SUPERSEDES from each value a merge kept current to the one it archived (values of a functional type both
    nodes held), but for values that are the merged nodes themselves."""
    return [
        NewEdge(SUPERSEDES, winner, loser) for winner, loser in superseded if not {winner, loser} & {survivor, absorbed}
    ]


def _check_types(survivor: NodeRecord, absorbed: NodeRecord) -> None:
    if NodeType.CONVERSATION in (survivor.type, absorbed.type):
        raise FailedPrecondition("conversations are not merged: their episodes form one sequence each")
    if not compatible(survivor.type, absorbed.type):
        raise FailedPrecondition(f"a {absorbed.type.value} node cannot be merged into a {survivor.type.value} node")
