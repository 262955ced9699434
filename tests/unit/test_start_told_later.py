"""A functional value told again as a change with its start, where it was written with no time of its own ("I got a
new job at Datadog!", then "I'm starting there in June"), is valid from that start (edge planning's `Restart`)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from kg.domain.edge_plan import Lifecycle, ResolvedEdge, current_key, plan_edges
from kg.model.plan import EdgePlan
from kg.model.records import EdgeRecord, NewEdge
from kg.model.types import EdgeStatus, EdgeType

NOW = datetime(2026, 3, 9, 10, 1, tzinfo=UTC)
GOT = datetime(2026, 3, 9, 10, tzinfo=UTC)  # "I got a new job at Datadog!"
JUNE = datetime(2026, 6, 1, tzinfo=UTC)
WORKS_AT = EdgeType("WORKS_AT", functional=True, builtin=True)
LIKES = EdgeType("LIKES", builtin=True)
INGESTED = Lifecycle(cautious=True, promote_after=3)
IN_JUNE = {"when": "June 2026", "when_start": "2026-06-01", "when_end": "2026-06-30"}


def datadog(properties: dict[str, object] | None = None, edge_type: str = "WORKS_AT") -> EdgeRecord:
    return EdgeRecord(
        "0xjob",
        edge_type,
        EdgeStatus.CURRENT,
        "0xme",
        "0xdatadog",
        "ns",
        confidence=0.7,
        properties={"source": "ingest", **(properties or {})},
        valid_from=GOT,
    )


def starting(change: bool = True, properties: dict[str, object] | None = None, valid_from: datetime = JUNE) -> NewEdge:
    told = IN_JUNE if properties is None else properties
    return NewEdge(
        "WORKS_AT", "0xme", "0xdatadog", 0.7, dict(told), valid_from, asserted_change=change, scheduled_from=valid_from
    )


def plan(spec: NewEdge, existing: EdgeRecord, edge_type: EdgeType = WORKS_AT) -> EdgePlan:
    current = {current_key(edge_type, "0xme", "0xdatadog"): existing}
    return plan_edges([ResolvedEdge(spec, edge_type, "ns")], current, set(), NOW, 0.5, 1.0, {}, INGESTED)


def test_a_start_told_after_the_change_moves_the_current_value_to_it() -> None:
    result = plan(starting(), datadog())
    [restart] = result.restarts
    assert restart.edge.uid == "0xjob" and restart.valid_from == JUNE and restart.activation_base == 0.5
    assert restart.properties == {"source": "ingest", **IN_JUNE}
    assert result.creates == [] and result.archives == [] and result.promotions == []
    [outcome] = result.results({})
    assert not outcome.created and outcome.edge.valid_from == JUNE and outcome.edge.properties["when"] == "June 2026"
    assert outcome.edge.status == EdgeStatus.CURRENT


@pytest.mark.parametrize(
    ("spec", "existing", "edge_type"),
    [
        (starting(change=False), datadog(), WORKS_AT),  # "I work at Datadog in June": no start told
        (starting(properties={}), datadog(), WORKS_AT),  # no time told
        (starting(), datadog(IN_JUNE), WORKS_AT),  # its time told already
        (starting(valid_from=GOT), datadog(), WORKS_AT),  # the same start
        (starting(), datadog(edge_type="LIKES"), LIKES),  # not a value held one at a time
    ],
)
def test_no_restart_without_a_new_start_of_a_functional_value_written_without_one(
    spec: NewEdge, existing: EdgeRecord, edge_type: EdgeType
) -> None:
    result = plan(spec, existing, edge_type)
    assert result.restarts == []
    [outcome] = result.results({})
    assert outcome.edge.valid_from == GOT
