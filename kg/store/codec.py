"""Dgraph JSON <-> records: the one place that knows predicate names and value encodings."""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any, NamedTuple

import orjson

from kg.episodes.words import words as stems
from kg.model.records import EdgeRecord, LinkDetails, NodeRecord
from kg.model.types import EdgeStatus, NodeType
from kg.model.words import text_words

NODE_TYPE_NAMES = frozenset(t.value for t in NodeType)
_NODE_TYPES = {t.value: t for t in NodeType}

NODE_CORE_FIELDS = """uid dgraph.type name aliases description tags activation access_count created_at
  last_accessed confidence tenant metadata node_status"""
# What never changes on a node once written, packed into its node_card (see `card_value`).
CARD_KEYS = ("dgraph.type", "name", "aliases", "description", "tags", "created_at", "confidence", "tenant", "metadata")
# A node read through its card: the card and the values that change.
NODE_CARD_FIELDS = "uid node_card node_status activation access_count last_accessed"
# Only Insight, Pattern and Group nodes have these (kg/store/schema.py).
NODE_DETAIL_FIELDS = """insight_type summary action_suggestion source_nodes { uid } pattern_type trigger_nodes { uid }
  frequency confidence_score predicted_action owner { uid } members { uid } shared_conversations { uid }"""
DETAILED_NODE_TYPES = (NodeType.INSIGHT, NodeType.PATTERN, NodeType.GROUP)
NODE_FIELDS = f"{NODE_CORE_FIELDS} {NODE_DETAIL_FIELDS}"

EDGE_FIELDS = """uid edge_type edge_status edge_from { uid } edge_to { uid } derived_from { uid } access_count
  created_at activation traversal_cost confidence properties valid_from valid_until archived_at tenant"""
# A pending record's fields, with when it is scheduled to become current: read where pending records are decided
# on (an edge write's context, the due query), not with every edge record (absent on almost all of them, it would
# still cost each read a lookup).
PENDING_FIELDS = f"{EDGE_FIELDS} scheduled_from"
# A live record's fields where it may be ended or replaced (an edge write's current values, the live edges an
# Ingest ends): with when its end is scheduled, so that the archive takes it out of the due-end index.
LIVE_FIELDS = f"{PENDING_FIELDS} scheduled_until"
# A current record's, where an edge write may replace it: a current record waits for no start, only for its end.
CURRENT_FIELDS = f"{EDGE_FIELDS} scheduled_until"


_SCALAR_DETAILS = (
    "insight_type",
    "summary",
    "action_suggestion",
    "pattern_type",
    "frequency",
    "confidence_score",
    "predicted_action",
)
UID_LIST_DETAILS = ("source_nodes", "trigger_nodes", "members", "shared_conversations")
UID_DETAILS = ("owner",)


def name_keys(name: str, aliases: tuple[str, ...] | list[str]) -> list[str]:
    """Case-folded lookup keys: "Alice", "alice" and "ALICE" are one name."""
    return sorted({" ".join(n.split()).casefold() for n in (name, *aliases) if n.strip()})


def to_dgraph_time(value: datetime) -> str:
    return value.astimezone(UTC).isoformat()


def parse_time(value: str | None) -> datetime | None:
    if not value:
        return None
    parsed = datetime.fromisoformat(value)  # Python 3.11 reads Dgraph's "Z" and its nanoseconds
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def _json_object(text: str | None) -> dict[str, Any]:
    if not text or text == "{}":  # most nodes' metadata: no JSON parser needed for it
        return {}
    value = orjson.loads(text)
    return value if isinstance(value, dict) else {}


def card_value(node: dict[str, Any]) -> str:
    """The node_card of a node written as `node` (its JSON for Dgraph): its fixed fields as one JSON value, which
    a read takes in place of nine (Dgraph's cost is per value read)."""
    card = {key: node[key] for key in CARD_KEYS if key in node}
    kinds = card.get("dgraph.type", [])
    card["dgraph.type"] = [kinds] if isinstance(kinds, str) else [k for k in kinds if k in NODE_TYPE_NAMES]
    # json, not orjson: the stored text keeps its form (ASCII escapes); orjson only parses cards and replies.
    return json.dumps(card, separators=(",", ":"), sort_keys=True)


def word_keys(namespace: str, texts: Iterable[str]) -> list[str]:
    """ "namespace|word" for each word of `texts`: the word_key values that one index lookup finds a word's nodes
    by, in the caller's namespaces only."""
    return sorted({f"{namespace}|{word}" for text in texts for word in text_words(text)})


def node_word_keys(node: dict[str, Any]) -> list[str]:
    """The word_key values of a live node written as `node` (its JSON for Dgraph): the words of its name,
    aliases, tags and description."""
    texts = [node.get("name", ""), *node.get("aliases", []), *node.get("tags", []), node.get("description", "")]
    return word_keys(node.get("tenant", ""), texts)


def search_keys(namespace: str, texts: Iterable[str]) -> list[str]:
    """ "namespace|stem" for each content word of `texts` (Snowball English stems, stop words left out, as Recall
    matches episodes): the search_key values SearchNodes finds a word's nodes by, in the caller's namespaces only,
    so one namespace's search never reads another's matches."""
    return sorted({f"{namespace}|{stem}" for text in texts for stem in stems(text)})


def node_search_keys(node: dict[str, Any]) -> list[str]:
    """The search_key values of a live node written as `node` (its JSON for Dgraph): the words of its name,
    description and tags (what SearchNodes searches; aliases are not)."""
    texts = [node.get("name", ""), node.get("description", ""), *node.get("tags", [])]
    return search_keys(node.get("tenant", ""), texts)


# The keys only live nodes hold (lookups find live nodes only): a retracted or merged node loses them.
LIVE_NODE_KEYS = ("word_key", "search_key")


def live_node_keys(node: dict[str, Any]) -> dict[str, list[str]]:
    """The word and search keys of a live node written as `node`."""
    return {"word_key": node_word_keys(node), "search_key": node_search_keys(node)}


def without_live_node_keys(uid: str) -> dict[str, Any]:
    """A delete of a node's word and search keys (it leaves every lookup)."""
    return {"uid": uid, **dict.fromkeys(LIVE_NODE_KEYS)}


def card_names(card: str) -> tuple[str, list[str]]:
    """(namespace, [name, *aliases]) from a node_card."""
    fields = orjson.loads(card)
    return fields.get("tenant", ""), [fields.get("name", ""), *fields.get("aliases", [])]


def node_details(obj: dict[str, Any]) -> dict[str, Any]:
    """The Insight, Pattern and Group fields read in `obj`, uid lists as lists of uid strings."""
    details: dict[str, Any] = {k: obj[k] for k in _SCALAR_DETAILS if k in obj}
    for key in UID_LIST_DETAILS:
        if key in obj:
            details[key] = [item["uid"] for item in obj[key]]
    for key in UID_DETAILS:
        if key in obj:
            value = obj[key]
            details[key] = (value[0] if isinstance(value, list) else value)["uid"]
    return details


def node_from_json(obj: dict[str, Any]) -> NodeRecord:
    if "node_card" in obj:
        card = orjson.loads(obj["node_card"])
        card.update(obj)  # what was read beside the card wins, as it did when merged into a new dict
        obj = card
    return NodeRecord(
        uid=obj["uid"],
        type=next((_NODE_TYPES[t] for t in obj.get("dgraph.type", ()) if t in _NODE_TYPES), NodeType.ENTITY),
        name=obj.get("name", ""),
        namespace=obj.get("tenant", ""),
        description=obj.get("description", ""),
        tags=tuple(sorted(obj.get("tags", []))),
        aliases=tuple(sorted(obj.get("aliases", []))),
        activation=float(obj.get("activation", 0.0)),
        access_count=int(obj.get("access_count", 0)),
        created_at=parse_time(obj.get("created_at")),
        last_accessed=parse_time(obj.get("last_accessed")),
        confidence=float(obj.get("confidence", 0.0)),
        metadata=_json_object(obj.get("metadata")),
        details=node_details(obj),
        status=obj.get("node_status", "active"),
    )


def uid_of(value: Any) -> str:
    if isinstance(value, list):
        value = value[0] if value else {}
    return str(value.get("uid", "")) if isinstance(value, dict) else ""


def edge_from_json(obj: dict[str, Any]) -> EdgeRecord:
    return EdgeRecord(
        uid=obj["uid"],
        type=obj.get("edge_type", ""),
        status=EdgeStatus(obj.get("edge_status", EdgeStatus.CURRENT.value)),
        from_uid=uid_of(obj.get("edge_from")),
        to_uid=uid_of(obj.get("edge_to")),
        namespace=obj.get("tenant", ""),
        created_at=parse_time(obj.get("created_at")),
        activation=float(obj.get("activation", 0.0)),
        traversal_cost=float(obj.get("traversal_cost", 0.0)),
        confidence=float(obj.get("confidence", 0.0)),
        properties=_json_object(obj.get("properties")),
        valid_from=parse_time(obj.get("valid_from")),
        valid_until=parse_time(obj.get("valid_until")),
        archived_at=parse_time(obj.get("archived_at")),
        derived_from_uid=uid_of(obj.get("derived_from")),
        access_count=int(obj.get("access_count", 0)),
        scheduled_from=parse_time(obj.get("scheduled_from")),
        scheduled_until=parse_time(obj.get("scheduled_until")),
    )


def link_details_from_json(obj: dict[str, Any]) -> LinkDetails:
    return LinkDetails(
        _json_object(obj.get("properties")), parse_time(obj.get("valid_until")), int(obj.get("access_count", 0))
    )


class LinkFacts(NamedTuple):
    """What never changes on an edge record once written: packed into its edge_link (see `link_value`). A named
    tuple, as Link is: Recall decodes hundreds per hop."""

    edge_type: str
    from_uid: str
    to_uid: str
    namespace: str
    confidence: float
    valid_from: datetime | None
    derived_from: str
    activation_base: float  # activation at creation: edges are never boosted, only decay from it
    created_at: datetime | None


_SEPARATOR = "|"  # never in an edge type, a uid, a number or a time; the namespace, which could hold one, is last


def link_value(facts: LinkFacts) -> str:
    """The edge_link of an edge record: "TYPE|from|to|confidence|valid_from|derived_from|activation|created|tenant"
    (times in Unix seconds, empty when unknown). Recall reads this one value per edge instead of eight: Dgraph's
    cost is per value read."""
    return _SEPARATOR.join(
        [
            facts.edge_type,
            facts.from_uid,
            facts.to_uid,
            repr(float(facts.confidence)),
            _seconds(facts.valid_from),
            facts.derived_from,
            repr(float(facts.activation_base)),
            _seconds(facts.created_at),
            facts.namespace,
        ]
    )


def link_facts(value: str) -> LinkFacts | None:
    """The fields of an edge_link, or None if it is not one."""
    parts = value.split(_SEPARATOR, 8)
    if len(parts) != 9:
        return None
    edge_type, from_uid, to_uid, confidence, since, derived, base, created, namespace = parts
    try:
        return LinkFacts(
            edge_type,
            from_uid,
            to_uid,
            namespace,
            float(confidence),
            _time(since),
            derived,
            float(base),
            _time(created),
        )
    except ValueError:
        return None


def _seconds(value: datetime | None) -> str:
    return repr(round(value.timestamp(), 6)) if value else ""


def _time(seconds: str) -> datetime | None:
    return datetime.fromtimestamp(float(seconds), UTC) if seconds else None


def variables(prefix: str, values: list[str] | tuple[str, ...] | frozenset[str]) -> tuple[str, dict[str, str]]:
    """`[$p0, $p1]` for a DQL list argument, with the values bound as query variables (never spliced)."""
    names = [f"${prefix}{i}" for i in range(len(values))]
    return "[" + ", ".join(names) + "]", dict(zip(names, values, strict=True))


def declare(bound: dict[str, str]) -> str:
    """The `$a: string, $b: string` declaration for a query's variables."""
    return ", ".join(f"{name}: string" for name in bound)


def uid_list(uids: list[str] | tuple[str, ...] | set[str]) -> str:
    """A uid list value for one `$ids` variable: `uid($ids)` accepts "[0x1, 0x2]"."""
    return "[" + ", ".join(sorted(uids)) + "]"
