"""One person for a role the speaker has one holder of: "my boss" and "my boss Karen" are Karen.

A close one told by role only ("my boss is out today") is a node named after whose it is, "<speaker>'s boss"
(kg/domain/ingest_plan.py). Once the speaker names who holds the role ("My boss Karen ..." or "Karen is my boss":
HAS_MANAGER Karen), what was said of "<speaker>'s boss" is said of Karen: that node is merged into hers, as
MergeNodes does, and its name becomes one of her aliases, so the next "my boss" finds Karen by name. The same holds
the other way round: "my boss" said after Karen was named joins her at once. When the role passes to someone
else ("My new boss is Tom"), its name passes with it: "my boss" is Tom from then on, what was said before stays
Karen's. When the tie ends with no one after ("we broke up", "Karen is no longer my boss", "my boss retired"),
the name leaves the one who held it: a later "my boss" is someone new, told of by role until named.

Roles one holds one of at a time are joined so: the boss (HAS_MANAGER), a partner by the same word ("my
girlfriend" and "my girlfriend Maya", PARTNER_IS), a mother or a father (FAMILY_MEMBER "mother"), the best friend
(FRIEND_OF "best friend": "my best friend" and "my best friend Dave").

A sister, a brother, a son or a daughter may be one of several, but most people speak of the one they have named
("My sister Nadia moved to Lisbon", later "My sister got a job at Google"): "my sister" is joined to the one sister
the speaker has named, while they have named exactly one and told of no other by role ("I have two sisters", "my
older sister"). Once a second is named, "my sister" names neither: the name leaves the first, and a later "my
sister" is a node of its own again; what was joined before stays joined. A friend or a roommate, of whom one
commonly has many, stays apart.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kg.auth.caller import Caller
from kg.domain.ingest_plan import IngestFact, Mention, Operation
from kg.domain.node_edits import NodeEdits
from kg.extraction.kin import BEST_FRIEND
from kg.extraction.lexicon import ROLE_NOUNS
from kg.model.records import EdgeRecord, NodeRecord
from kg.model.types import NodeType
from kg.store.txn import Txn

_PARTNER_WORDS = frozenset(word for word, role in ROLE_NOUNS.items() if role.edge_type == "PARTNER_IS")
_PARENTS = {"mother": "mom", "father": "dad"}  # the qualifier, and the word the unnamed one's node is named by
# Relatives one may have several of, joined while one is named (above); the qualifier is the word they are told by.
_ONE_OF_SEVERAL = frozenset({"sister", "brother", "son", "daughter"})


# The words a functional tie's holder is named by as "<speaker>'s <word>": the boss, the partner by any word.
_ROLE_NAMES = {"HAS_MANAGER": ("boss",), "PARTNER_IS": tuple(sorted(_PARTNER_WORDS))}


@dataclass(frozen=True)
class HeldRole:
    edge_type: str  # the fact that names who holds it: HAS_MANAGER, PARTNER_IS, FAMILY_MEMBER
    qualifier: str | None  # the qualifier that fact must carry (None: any)
    word: str  # how the unnamed one's node names it: "<speaker>'s boss"
    several: bool = False  # one may have several (a sister): joined only while the speaker has named just one


def role_of_tie(qualifier: str | None) -> HeldRole | None:
    """The held role an unnamed close one's tie says, by its qualifier ("boss", "girlfriend", "mother")."""
    if qualifier == "boss":
        return HeldRole("HAS_MANAGER", None, "boss")
    if qualifier in _PARTNER_WORDS:
        return HeldRole("PARTNER_IS", qualifier, qualifier)
    if qualifier in _PARENTS:
        return HeldRole("FAMILY_MEMBER", qualifier, _PARENTS[qualifier])
    if qualifier == BEST_FRIEND:
        return HeldRole("FRIEND_OF", BEST_FRIEND, BEST_FRIEND)
    if qualifier in _ONE_OF_SEVERAL:
        return HeldRole("FAMILY_MEMBER", qualifier, qualifier, several=True)
    return None


def role_of_named(edge_type: str, qualifier: str | None) -> HeldRole | None:
    """The held role a fact naming its holder says: HAS_MANAGER Karen, PARTNER_IS Maya "girlfriend", FAMILY_MEMBER
    Jane "mother"; None for any other fact (a partner or a parent told without the word: which one is unsaid)."""
    if edge_type == "HAS_MANAGER":
        return HeldRole("HAS_MANAGER", None, "boss")
    role = role_of_tie(qualifier)
    return role if role is not None and role.edge_type == edge_type else None


def ties_a_role(edge_type: str) -> bool:
    """Whether an edge of this type names the holder of a role one has one of (its end releases the role's name)."""
    return edge_type in _ROLE_NAMES


def unnamed_name(speaker: str, role: HeldRole) -> str:
    return f"{speaker}'s {role.word}"


class RoleHolders:
    """Joins an unnamed close one to the named holder of the role, inside an Ingest's transaction."""

    def __init__(self, edits: NodeEdits) -> None:
        self.edits = edits
        self.graph = edits.graph

    async def join_in(
        self,
        txn: Txn,
        caller: Caller,
        speaker: str,
        facts: Sequence[IngestFact],
        nodes: dict[Mention, NodeRecord],
        said: Mention,
        vectors: dict[str, tuple[float, ...]],
    ) -> set[str]:
        """Merge, in `txn` (not committed), each "<speaker>'s <role>" node this turn names or whose holder it names
        into the holder, when exactly one is known; `nodes` then gives the holder for the merged one's mentions.
        Returns the uids merged away."""
        own = [f for f in facts if f.operation == Operation.ASSERT and f.subject == said and f.object in nodes]
        named_facts = [(role, f) for f in own if not f.unnamed and (role := role_of_named(f.edge_type, f.qualifier))]
        named = {role: f.object for role, f in named_facts}
        named_twice = {role for role in named if sum(1 for told, _ in named_facts if told == role) > 1}
        unnamed = {
            role: f.object
            for f in own
            if f.unnamed and (role := role_of_tie(f.qualifier)) and told_by_role_alone(f.object, speaker, role)
        }
        for role in {role for f in own if f.unnamed and (role := role_of_tie(f.qualifier))} - set(unnamed) - set(named):
            # "I have two sisters", "my older sister": the sister named before may not be the one "my sister" means
            told = await self._unnamed_node(txn, speaker, role, nodes[said].namespace)
            if told is not None:
                await self._name_leaves(txn, told, unnamed_name(speaker, role), nodes, vectors)
        merged: set[str] = set()
        for role in [*named, *(role for role in unnamed if role not in named)]:
            holder = nodes[named[role]] if role in named else None
            told = nodes[unnamed[role]] if role in unnamed else None
            name = unnamed_name(speaker, role)
            if told is None and holder is not None:
                told = await self._unnamed_node(txn, speaker, role, holder.namespace)
                if (
                    told is not None
                    and role.several
                    and not await self._sole_named(
                        txn, caller, nodes[said], speaker, role, holder, told, role in named_twice
                    )
                ):
                    await self._name_leaves(txn, told, name, nodes, vectors)  # a second sister named
                    continue
            elif holder is None and told is not None:
                holder = await self._only_holder(txn, caller, nodes[said], speaker, role, told.uid)
            if holder is None or told is None or told.uid == holder.uid:
                continue
            if role in unnamed:
                nodes[unnamed[role]] = holder  # what "my <role>" says this turn is said of the holder
            if told.name.casefold() == name.casefold():  # a node of no name: merged into the holder
                survivor, _ = await self.edits.absorb_in(txn, caller, holder, told, vectors)
                merged.add(told.uid)
                becomes = {holder.uid, told.uid}
            else:  # the name held by a holder before ("My new boss is Tom" after Karen): the new one's now
                told, survivor = await self.edits.pass_alias_in(txn, told, holder, name, vectors)
                becomes = {holder.uid}
            for mention, node in list(nodes.items()):
                if node.uid in becomes:
                    nodes[mention] = survivor
                elif node.uid == told.uid:
                    nodes[mention] = told
        return merged

    async def release_in(
        self,
        txn: Txn,
        caller: Caller,
        speaker: str,
        speaker_uid: str,
        ended: Sequence[EdgeRecord],
        vectors: dict[str, tuple[float, ...]],
    ) -> None:
        """The role names of the speaker's boss or partner whose tie `ended` closes, taken from the one who held it,
        in `txn` (not committed): after "my girlfriend and I broke up" or "Karen is no longer my boss", "my
        girlfriend" or "my boss" is no longer that person, and a later one told by role alone is a node of its own.
        `ended` are edges being archived or retracted; only the speaker's own functional ties (one holder at a time)
        are released."""
        names = {e.to_uid: _ROLE_NAMES[e.type] for e in ended if ties_a_role(e.type) and e.from_uid == speaker_uid}
        if not names:
            return
        holders = await self.graph.nodes.get_many(sorted(names), caller.write_scope, txn)
        for uid, holder in holders.items():
            await self.edits.drop_aliases_in(txn, holder, [f"{speaker}'s {word}" for word in names[uid]], vectors)

    def concerns(self, edge_type: str) -> bool:
        return ties_a_role(edge_type)

    async def release_ended_in(
        self, txn: Txn, caller: Caller, ended: Sequence[EdgeRecord], vectors: dict[str, tuple[float, ...]]
    ) -> None:
        """As `release_in`, for ties ended by someone other than their speaker (the graph API, a scheduled end):
        each tie's speaker is its subject, whose name the role's names are made of."""
        ties = [edge for edge in ended if ties_a_role(edge.type)]
        if not ties:
            return
        subjects = await self.graph.nodes.get_many(sorted({e.from_uid for e in ties}), caller.write_scope, txn)
        for uid, subject in subjects.items():
            await self.release_in(txn, caller, subject.name, uid, [e for e in ties if e.from_uid == uid], vectors)

    async def _unnamed_node(self, txn: Txn, speaker: str, role: HeldRole, namespace: str) -> NodeRecord | None:
        name = unnamed_name(speaker, role)
        found = await self.graph.find_names_in(txn, [(name, NodeType.ENTITY)], namespace)
        return found.get((name, NodeType.ENTITY))

    async def _name_leaves(
        self,
        txn: Txn,
        node: NodeRecord,
        name: str,
        nodes: dict[Mention, NodeRecord],
        vectors: dict[str, tuple[float, ...]],
    ) -> None:
        """`name` ("<speaker>'s sister") no longer one of the aliases of `node`, one named who held it: "my sister"
        names neither of two. A node of that name itself (told of by role alone) keeps it."""
        if node.name.casefold() == name.casefold():
            return
        kept = await self.edits.drop_aliases_in(txn, node, [name], vectors)
        nodes.update({mention: kept for mention, held in nodes.items() if held.uid == kept.uid})

    async def _only_holder(
        self, txn: Txn, caller: Caller, speaker: NodeRecord, said_as: str, role: HeldRole, unnamed_uid: str
    ) -> NodeRecord | None:
        """The one node the speaker's live facts name as the role's holder; None for none or several, and, for a
        role one may have several of, when that one has no name of its own ("I have two sisters")."""
        holders = await self._holders(txn, caller, speaker, role, {unnamed_uid})
        if len(holders) != 1:
            return None
        found = await self.graph.nodes.get_many(sorted(holders), caller.write_scope, txn)
        holder = next(iter(found.values()), None)
        return None if holder is not None and role.several and _told_by_role(holder, said_as) else holder

    async def _sole_named(
        self,
        txn: Txn,
        caller: Caller,
        speaker: NodeRecord,
        said_as: str,
        role: HeldRole,
        holder: NodeRecord,
        told: NodeRecord,
        named_twice: bool,
    ) -> bool:
        """Whether `holder`, named for a role one may have several of, is the only one the speaker has: no other
        named in this turn or before, and none told of by role alone but the plain "my sister" (`told`, when it is
        that node)."""
        if named_twice:
            return False
        plain = told.name.casefold() == unnamed_name(said_as, role).casefold()
        others = await self._holders(txn, caller, speaker, role, {holder.uid, *([told.uid] if plain else [])})
        return not others

    async def _holders(
        self, txn: Txn, caller: Caller, speaker: NodeRecord, role: HeldRole, besides: set[str]
    ) -> set[str]:
        """The uids of the nodes the speaker's live facts name as the role's holders, but `besides`: for a sister,
        those named and those told of by role alone ("<speaker>'s sisters", "<speaker>'s older sister")."""
        live = await self.graph.live_edges_in(txn, caller, speaker.uid, role.edge_type)
        return {
            e.to_uid
            for e in live
            if e.to_uid not in besides and (role.qualifier is None or e.properties.get("qualifier") == role.qualifier)
        }


def _told_by_role(node: NodeRecord, speaker: str) -> bool:
    """A node named after whose it is ("<speaker>'s sisters", "<speaker>'s older sister"), not by a name."""
    return node.name.casefold().startswith(f"{speaker}'s ".casefold())


def told_by_role_alone(told: Mention, speaker: str, role: HeldRole) -> bool:
    """Whether an unnamed one is told of by the role's plain word: "my sister", not "my sisters" nor "my older
    sister" (perhaps another). Roles one holds one of are joined by any word."""
    return not role.several or told.name.casefold() == unnamed_name(speaker, role).casefold()
