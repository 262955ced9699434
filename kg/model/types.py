"""Node and edge types of the data model (docs/design.md, "Data model").

Edge types are data, not a closed enum: the built-ins below seed a registry kept in Dgraph, to which users
add their own (for example HAS_SISTER) at run time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum


class NodeType(StrEnum):
    USER = "User"
    ENTITY = "Entity"
    FACT = "Fact"
    EVENT = "Event"
    INSIGHT = "Insight"
    PATTERN = "Pattern"
    PREFERENCE = "Preference"
    RULE = "Rule"
    GROUP = "Group"
    CONVERSATION = "Conversation"

    @property
    def api_name(self) -> str:
        """The name kg.proto's NodeType gives it (NODE_TYPE_USER), which Export writes."""
        return f"NODE_TYPE_{self.name}"

    @classmethod
    def from_export(cls, text: str) -> NodeType:
        """The type an export names: NODE_TYPE_USER, or User as older exports wrote it; ValueError for
        anything else."""
        if text.startswith("NODE_TYPE_") and text.removeprefix("NODE_TYPE_") in cls.__members__:
            return cls[text.removeprefix("NODE_TYPE_")]
        return cls(text)


class EdgeStatus(StrEnum):
    PENDING = "pending"
    CURRENT = "current"
    ARCHIVED = "archived"
    RETRACTED = "retracted"


EDGE_TYPE_NAME = re.compile(r"^[A-Z][A-Z0-9_]{1,62}$")


@dataclass(frozen=True)
class EdgeType:
    name: str  # UPPER_SNAKE, e.g. HAS_MANAGER
    functional: bool = False  # at most one current edge per subject
    builtin: bool = False

    @property
    def predicate(self) -> str:
        """The plain DQL predicate that mirrors current edges of this type, e.g. has_manager."""
        return predicate_for(self.name)


def predicate_for(type_name: str) -> str:
    return type_name.lower()


def is_valid_edge_type_name(name: str) -> bool:
    return bool(EDGE_TYPE_NAME.match(name))


SUPERSEDES = "SUPERSEDES"

# LIVES_IN is ours, beyond the spec's list: one home at a time, so "I moved to SF" supersedes NYC, while
# LOCATED_IN (where a thing is) stays many-valued.
# HAS_TIME_ZONE and HAS_AGE too: the zone one's clock is in ("I'm on Eastern time now" replaces PST), how old one
# is (told again, the new age replaces the old). STUDIES_AT, the school one is a student of, as WORKS_AT: "I
# transferred to Rutgers" replaces UCLA.
_FUNCTIONAL = ("HAS_MANAGER", "PARTNER_IS", "WORKS_AT", "LIVES_IN", "HAS_TIME_ZONE", "HAS_AGE", "STUDIES_AT")
_PLAIN = (
    "FAMILY_MEMBER",
    "FRIEND_OF",
    "WORKS_ON",
    "COLLEAGUE_OF",
    "HAS_ROLE",
    "MEMBER_OF",
    "LIKES",
    "DISLIKES",
    "IS_ALLERGIC_TO",
    "AVOIDS",  # what one keeps away from as a rule, a food above all ("I don't eat pork", "I can't have dairy")
    "PREFERS",
    "HAS_INTEREST",
    "HAS_STATE",
    "LOCATED_IN",
    "COMES_FROM",  # where a person is from ("I'm from Portugal", "born in Chicago"): no home now, so not LIVES_IN
    "OWNS",
    "USES",  # a tool or a product one uses, named ("I use Linux", "we use Slack at work"): no owning told
    "KNOWS_ABOUT",
    "KNOWS",
    "CAUSED_BY",
    "BLOCKED_BY",
    "RESULTS_IN",
    "CONTRADICTS",
    "DERIVED_FROM",
    "SYNTHESIZED_FROM",
    SUPERSEDES,
    # Activities and events (kg/extraction/events.py): done, attended, planned, wished for (a wish held now, which
    # is no plan: "I'd love to visit Japan"); the object is an Event node.
    "DID",
    "ATTENDED",
    "PLANS",
    "WANTS",
)

# The types whose facts are occasions: each day one is told for is a fact of its own (kg/domain/edge_plan.py,
# occasion_of), so a concert gone to in May and another in June are two, each with its day.
OCCASION_TYPES = frozenset({"DID", "ATTENDED", "PLANS"})

BUILTIN_EDGE_TYPES: tuple[EdgeType, ...] = (
    *(EdgeType(name, functional=True, builtin=True) for name in _FUNCTIONAL),
    *(EdgeType(name, builtin=True) for name in _PLAIN),
)

# Names the spec also uses for built-in types.
EDGE_TYPE_ALIASES: dict[str, str] = {"COLLEAGUE": "COLLEAGUE_OF", "HAS_ALLERGY": "IS_ALLERGIC_TO"}
