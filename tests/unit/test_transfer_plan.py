"""Import planning without a server: file checks, node order, edge history as steps, messages, progress."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from kg.cli.main import main
from kg.progress import Progress
from kg.transfer import (
    TransferError,
    conversations,
    edge_steps,
    new_edge_message,
    new_node_message,
    node_waves,
    read_export,
)
from kg.v1 import kg_pb2 as pb


def node(uid: str, name: str = "", **fields: Any) -> dict[str, Any]:
    return {"kind": "node", "uid": uid, "type": "Entity", "name": name or uid, **fields}


def edge(
    uid: str, type: str, src: str, dst: str, created: str, status: str = "current", **fields: Any
) -> dict[str, Any]:
    return {
        "kind": "edge",
        "uid": uid,
        "type": type,
        "status": status,
        "from_uid": src,
        "to_uid": dst,
        "created_at": f"2026-01-01T00:00:{created}+00:00",
        **fields,
    }


def episode(uid: str, said_at: str, conversation: str = "chat", **fields: Any) -> dict[str, Any]:
    return {
        "kind": "episode",
        "uid": uid,
        "text": f"turn {uid}",
        "said_at": said_at,
        "conversation_id": conversation,
        **fields,
    }


def plan(steps: Any) -> list[tuple[list[str], list[str]]]:
    return [([e["uid"] for e in s.creates], [e["uid"] for e in s.archives]) for s in steps]


# --- the file ---


def test_read_export_sorts_nodes_edges_and_episodes_and_skips_blank_lines() -> None:
    lines = [
        json.dumps(node("0x1")),
        "",
        json.dumps(episode("0x5", "2023-05-08T13:56:00+00:00")),
        json.dumps(edge("0x9", "LIKES", "0x1", "0x1", "01")),
    ]
    data = read_export(lines)
    assert [n["uid"] for n in data.nodes] == ["0x1"] and [e["uid"] for e in data.edges] == ["0x9"]
    assert [e["uid"] for e in data.episodes] == ["0x5"] and data.size == 3


def test_each_conversations_turns_are_replayed_in_the_order_they_were_said() -> None:
    turns = [
        episode("0x10", "2023-05-08T13:57:00+00:00"),
        episode("0xa", "2023-05-08T13:57:00+00:00"),  # written first at the same minute: its uid is lower
        episode("0x2", "2023-05-08T14:00:00+00:00", conversation="other"),
        episode("0x3", "2023-05-08T13:56:00"),  # a time without a zone is UTC
    ]
    assert [[t["uid"] for t in chat] for chat in conversations(turns)] == [["0x3", "0xa", "0x10"], ["0x2"]]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{not json", "line 1: not JSON"),
        (json.dumps({"kind": "thing"}), 'line 1: expected an object with "kind"'),
        (json.dumps(["node"]), 'line 1: expected an object with "kind"'),
        (json.dumps({"kind": "node", "uid": "0x1", "type": "Entity"}), "line 1: a node without name"),
        (json.dumps(node("0x1", type="Planet")), "unknown node type 'Planet'"),
        (json.dumps(node("0x1", type="NODE_TYPE_PLANET")), "unknown node type 'NODE_TYPE_PLANET'"),
        (json.dumps(node("0x1", type="NODE_TYPE_UNSPECIFIED")), "unknown node type 'NODE_TYPE_UNSPECIFIED'"),
        (json.dumps(edge("0x2", "LIKES", "0x1", "0x1", "01", status="maybe")), "unknown edge status 'maybe'"),
        (json.dumps({"kind": "episode", "uid": "0x3", "said_at": "2023-05-08T13:56:00"}), "an episode without text"),
        (json.dumps(episode("0x3", "last Tuesday")), "an episode whose said_at is not a time: 'last Tuesday'"),
    ],
)
def test_a_bad_line_is_refused_before_anything_is_written(line: str, message: str) -> None:
    with pytest.raises(TransferError, match=message):
        read_export([line])


def test_kg_import_exits_2_on_a_bad_file_without_calling_a_server(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps(node("0x1")) + "\n{oops\n")
    assert main(["import", "--file", str(bad), "--target", "127.0.0.1:1"]) == 2
    assert "line 2: not JSON" in capsys.readouterr().err


@pytest.mark.parametrize("written", ["NODE_TYPE_USER", "User"])  # exports now; exports before
def test_a_node_type_is_read_by_its_api_name_or_its_older_name(written: str) -> None:
    [read] = read_export([json.dumps(node("0x1", type=written))]).nodes
    assert new_node_message(read, {}, "ns")[0].type == pb.NODE_TYPE_USER


# --- nodes ---


def test_nodes_come_after_the_nodes_they_name() -> None:
    insight = node("0x3", type="Insight", details={"source_nodes": ["0x1", "0x2"], "summary": "s"})
    group = node("0x4", type="Group", details={"owner": "0x3", "members": ["0x1"]})
    waves = node_waves([group, insight, node("0x1"), node("0x2")])
    assert [[n["uid"] for n in w] for w in waves] == [["0x1", "0x2"], ["0x3"], ["0x4"]]


def test_a_cycle_is_created_together_and_outside_references_do_not_wait() -> None:
    a = node("0x1", type="Insight", details={"source_nodes": ["0x2", "0x99"]})
    b = node("0x2", type="Insight", details={"source_nodes": ["0x1"]})
    assert [[n["uid"] for n in w] for w in node_waves([a, b])] == [["0x1", "0x2"]]


def test_a_node_message_keeps_fields_and_remaps_references() -> None:
    exported = node(
        "0x3",
        "Weekly sync",
        type="Insight",
        description="d",
        tags=["t"],
        aliases=["sync"],
        activation=0.7,
        confidence=0.9,
        metadata={"k": 1},
        details={"summary": "meets weekly", "source_nodes": ["0x1", "0x99"]},
    )
    msg, dropped = new_node_message(exported, {"0x1": "0xa1"}, "dst")
    assert (msg.type, msg.name, msg.description, list(msg.tags), list(msg.aliases)) == (
        pb.NODE_TYPE_INSIGHT,
        "Weekly sync",
        "d",
        ["t"],
        ["sync"],
    )
    assert (msg.activation, msg.confidence, msg.namespace, msg.client_key) == (0.7, 0.9, "dst", "0x3")
    assert dict(msg.metadata) == {"k": 1}
    assert msg.insight.summary == "meets weekly" and list(msg.insight.source_uids) == ["0xa1"]
    assert dropped == 1  # 0x99 is not in the file


def test_a_group_owner_not_in_the_file_is_dropped() -> None:
    msg, dropped = new_node_message(
        node("0x4", type="Group", details={"owner": "0x77", "members": ["0x1"]}), {"0x1": "0xb1"}, ""
    )
    assert msg.group.owner_uid == "" and list(msg.group.member_uids) == ["0xb1"] and dropped == 1


# --- edges ---


def test_history_replays_in_order_and_a_successor_shares_the_step_of_its_predecessors_archiving() -> None:
    bob = edge("0x10", "HAS_MANAGER", "0x1", "0x2", "01", "archived", archived_at="2026-01-01T00:00:05+00:00")
    alice = edge("0x11", "HAS_MANAGER", "0x1", "0x3", "05")
    link = edge("0x12", "SUPERSEDES", "0x3", "0x2", "05")
    # Oldest first; ties keep the file's order; the archiving comes after the creations of its moment.
    assert plan(edge_steps([alice, link, bob])) == [(["0x10", "0x11", "0x12"], ["0x10"])]


def test_a_creation_that_could_meet_an_archived_edge_waits_for_the_archiving() -> None:
    first = edge("0x10", "LIKES", "0x1", "0x2", "01", "archived", archived_at="2026-01-01T00:00:02+00:00")
    again = edge("0x11", "LIKES", "0x1", "0x2", "03")  # restated later: current again, a new record
    other = edge("0x12", "LIKES", "0x5", "0x2", "04")
    assert plan(edge_steps([first, again, other])) == [(["0x10"], ["0x10"]), (["0x11", "0x12"], [])]


FUNCTIONAL = frozenset({"HAS_MANAGER"})


def test_knowing_the_functional_types_a_chain_of_successors_stays_in_one_step() -> None:
    # Each manager archived by the next, as kg does when it creates the next: nothing waits.
    first = edge("0x10", "HAS_MANAGER", "0x1", "0x2", "01", "archived", archived_at="2026-01-01T00:00:03+00:00")
    second = edge("0x11", "HAS_MANAGER", "0x1", "0x3", "03", "archived", archived_at="2026-01-01T00:00:05+00:00")
    third = edge("0x12", "HAS_MANAGER", "0x1", "0x4", "05")
    assert plan(edge_steps([first, second, third], functional=FUNCTIONAL)) == [
        (["0x10", "0x11", "0x12"], ["0x10", "0x11"])
    ]
    # Without the types known, each successor after an archiving waits.
    assert len(edge_steps([first, second, third])) == 2


def test_knowing_the_functional_types_only_what_could_meet_an_archived_edge_waits() -> None:
    liked = edge("0x10", "LIKES", "0x1", "0x2", "01", "archived", archived_at="2026-01-01T00:00:02+00:00")
    other = edge("0x11", "LIKES", "0x1", "0x3", "03")  # another object: its own key, never merged with it
    again = edge("0x12", "LIKES", "0x1", "0x2", "04")  # the same triple restated: waits
    left = edge("0x13", "HAS_MANAGER", "0x1", "0x5", "05", "archived", archived_at="2026-01-01T00:00:06+00:00")
    later = edge("0x14", "HAS_MANAGER", "0x1", "0x6", "07")  # after a manager archived by hand: no SUPERSEDES
    assert plan(edge_steps([liked, other, again, left, later], functional=FUNCTIONAL)) == [
        (["0x10", "0x11"], ["0x10"]),
        (["0x12", "0x13"], ["0x13"]),
        (["0x14"], []),
    ]


def test_creations_are_batched_by_count_and_by_size() -> None:
    edges = [edge(f"0x{i:x}", "LIKES", f"0x{i + 100:x}", "0x2", f"{i:02d}") for i in range(1, 8)]
    assert [len(c) for c, _ in plan(edge_steps(edges, batch=3))] == [3, 3, 1]
    heavy = [{**e, "properties": {"note": "x" * 1000}} for e in edges]
    assert [len(c) for c, _ in plan(edge_steps(heavy, batch=500, max_bytes=2500))] == [2, 2, 2, 1]


def test_an_edge_message_is_current_or_pending_with_remapped_ends_and_its_valid_from() -> None:
    archived = edge(
        "0x10",
        "HAS_MANAGER",
        "0x1",
        "0x2",
        "01",
        "archived",
        confidence=0.8,
        valid_from="2026-03-01T00:00:00+00:00",
        properties={"source": "chat"},
    )
    msg = new_edge_message(archived, {"0x1": "0xa", "0x2": "0xb"})
    assert (msg.type, msg.from_uid, msg.to_uid, msg.status) == ("HAS_MANAGER", "0xa", "0xb", pb.EDGE_STATUS_CURRENT)
    assert msg.confidence == pytest.approx(0.8) and dict(msg.properties) == {"source": "chat"}
    assert msg.valid_from.ToJsonString() == "2026-03-01T00:00:00Z"
    pending = new_edge_message(edge("0x11", "KNOWS", "0x1", "0x2", "02", "pending"), {"0x1": "0xa", "0x2": "0xb"})
    assert pending.status == pb.EDGE_STATUS_PENDING and not pending.HasField("valid_from")


# --- progress ---


def test_progress_draws_a_bar_with_a_total_and_a_count_without() -> None:
    stream = io.StringIO()
    bar = Progress("kg import", total=200, stream=stream, enabled=True)
    bar.advance(50)
    bar.close()
    assert "kg import: [#######.......................] 50/200  25%" in stream.getvalue()
    assert Progress("kg export", stream=io.StringIO(), enabled=True).line(0.0).startswith("kg export: 0 (")


def test_progress_stays_silent_off_a_terminal() -> None:
    stream = io.StringIO()  # not a TTY
    bar = Progress("kg export", stream=stream)
    bar.advance(10)
    bar.close()
    assert stream.getvalue() == "" and bar.done == 10


def test_an_edge_message_names_the_episode_it_was_stated_in_when_it_was_imported() -> None:
    stated = edge("0x10", "WORKS_AT", "0x1", "0x2", "01", derived_from_uid="0x7")
    uid_map = {"0x1": "0xa1", "0x2": "0xa2"}
    assert new_edge_message(stated, uid_map, {}).derived_from_uid == ""  # its episode is not in the file
    assert new_edge_message(stated, uid_map, {"0x7": "0xa7"}).derived_from_uid == "0xa7"
    # An older kg's derived_from named the Conversation node, imported as a node: no provenance for it.
    assert new_edge_message(stated, {**uid_map, "0x7": "0xc7"}, {}).derived_from_uid == ""
