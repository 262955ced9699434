"""Recall's pure rules: spreading activation, fact scores, type hints and the markdown context."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, date, datetime, timedelta

import pytest

from kg.domain.recall_scoring import (
    RecallWeights,
    frontier,
    kth_score,
    relation_words,
    render_context,
    score_facts,
    seed,
    settled,
    spread_step,
    type_hints,
)
from kg.model.records import EdgeRecord, NodeRecord
from kg.model.types import EdgeStatus, NodeType

NOW = datetime(2026, 11, 1, tzinfo=UTC)
W = RecallWeights()


def edge(
    uid: str,
    a: str,
    b: str,
    kind: str = "KNOWS",
    activation: float = 1.0,
    confidence: float = 1.0,
    age_days: float = 0.0,
    conversation: str = "",
) -> EdgeRecord:
    return EdgeRecord(
        uid,
        kind,
        EdgeStatus.CURRENT,
        a,
        b,
        "ns",
        activation=activation,
        confidence=confidence,
        valid_from=NOW - timedelta(days=age_days),
        derived_from_uid=conversation,
    )


def test_energy_spreads_by_edge_activation_and_hop_decay_and_keeps_the_best_path() -> None:
    state = seed({"a": 1.0})
    raised = spread_step(state, [edge("e1", "a", "b", activation=0.8), edge("e2", "c", "a", activation=0.4)], W)
    assert raised == {"b", "c"}
    assert state.energy["b"] == pytest.approx(0.4) and state.energy["c"] == pytest.approx(0.2)
    spread_step(state, [edge("e3", "b", "c", activation=1.0)], W)  # 0.4 * 1.0 * 0.5 = 0.2: not better
    assert state.came_from["c"] == "a"
    assert state.path_to("b") == ("a", "b")


def test_scores_rank_relevant_confident_recent_used_facts_first() -> None:
    state = seed({"me": 1.0})
    near = edge("near", "me", "x")
    old = edge("old", "me", "y", age_days=365)
    unsure = edge("unsure", "me", "z", confidence=0.3)
    extracted = edge("extracted", "me", "w", conversation="0x9")  # derived from a Conversation
    ranked = [f.edge.uid for f in score_facts(state, [old, unsure, extracted, near], NOW, W)]
    assert ranked[0] == "near"
    assert set(ranked[1:]) == {"old", "unsure", "extracted"}
    parts = {f.edge.uid: f.parts for f in score_facts(state, [extracted], NOW, W)}
    assert parts["extracted"]["source"] == pytest.approx(W.ingested_source)


def test_facts_not_reached_are_not_scored() -> None:
    assert score_facts(seed({"a": 1.0}), [edge("e", "p", "q")], NOW, W) == []


def test_type_hints_pick_the_edge_types_a_question_names() -> None:
    types = ["FAMILY_MEMBER", "HAS_MANAGER", "WORKS_AT", "LIKES"]
    assert type_hints("Who are my family members?", types) == {"FAMILY_MEMBER"}
    assert type_hints("who manages me? my manager", types) == {"HAS_MANAGER"}
    assert type_hints("Tell me about Alice", types) == set()


def test_type_hints_include_the_everyday_words_for_a_relation() -> None:
    types = ["LIKES", "HAS_INTEREST", "DID", "WORKS_AT", "HAS_ROLE", "LIVES_IN", "OWNS", "FAMILY_MEMBER"]
    assert type_hints("What are Robin's hobbies?", types) == {"LIKES", "HAS_INTEREST", "DID"}
    assert type_hints("What is her job?", types) == {"WORKS_AT", "HAS_ROLE"}
    assert type_hints("What do I do for a living?", types) == {"WORKS_AT", "HAS_ROLE"}
    assert type_hints("What can't I eat?", [*types, "AVOIDS", "IS_ALLERGIC_TO"]) == {"AVOIDS", "IS_ALLERGIC_TO"}
    assert type_hints("Which city is his home?", types) == {"LIVES_IN"}
    assert type_hints("Does Sam have pets or kids?", types) == {"OWNS", "FAMILY_MEMBER"}
    assert type_hints("What are Sam's goals and dreams?", [*types, "WANTS", "PLANS"]) == {"WANTS"}
    assert type_hints("What medication am I on?", [*types, "HAS_STATE"]) == {"HAS_STATE"}
    assert type_hints("Who is Sam dating?", [*types, "PARTNER_IS"]) == {"PARTNER_IS"}
    assert type_hints("What is her degree in?", [*types, "KNOWS_ABOUT"]) == {"KNOWS_ABOUT"}
    # Function words hint at nothing, and a type the server does not know is never hinted.
    assert type_hints("What did you do there?", types) == set()
    assert type_hints("What are his hobbies?", ["WORKS_AT"]) == set()


def test_relation_words_include_the_everyday_words_for_a_relation() -> None:
    assert relation_words("What are Robin's hobbies and pets?", ["LIKES", "OWNS"]) == {"hobbies", "pets"}
    assert relation_words("What are Robin's hobbies?", ["WORKS_AT"]) == set()


def test_relation_words_are_the_words_that_name_an_edge_type() -> None:
    types = ["FAMILY_MEMBER", "HAS_MANAGER", "WORKS_AT", "LIKES"]
    assert relation_words("Who does Wendy work with?", types) == {"work"}
    assert relation_words("Who are my family members? WORKS at Acme", types) == {"family", "members", "works"}
    assert relation_words("Tell me about Alice", types) == relation_words("Wendy works", []) == set()


def test_hinted_types_outrank_others_at_equal_distance() -> None:
    state = seed({"me": 1.0})
    facts = score_facts(
        state, [edge("a", "me", "x", "LIKES"), edge("b", "me", "y", "FAMILY_MEMBER")], NOW, W, hinted={"FAMILY_MEMBER"}
    )
    assert [f.edge.uid for f in facts] == ["b", "a"]


def test_the_tie_to_a_person_asked_about_by_role_is_not_boosted_by_the_role_word() -> None:
    """ "Where does my best friend live?" (round 71): FRIEND_OF is hinted by "friend", but the tie into the node the
    question names by role ("Sam's best friend") is taken as known; what is asked of that person comes first."""
    state = seed({"me": 1.0, "bff": 1.0})
    tie, home = edge("t", "me", "bff", "FRIEND_OF"), edge("h", "bff", "town", "LIVES_IN")
    hinted = {"FRIEND_OF", "LIVES_IN"}
    facts = score_facts(state, [tie, home], NOW, W, hinted=hinted, asked_by_role={"bff"})
    assert [f.edge.uid for f in facts] == ["h", "t"]
    assert [f.parts["relevance"] for f in facts] == [2.0, 1.0]
    other = edge("o", "me", "tom", "FRIEND_OF")  # a friend named, not the one asked about: still boosted
    assert score_facts(state, [other], NOW, W, hinted=hinted, asked_by_role={"bff"})[0].parts["relevance"] == 2.0


def test_context_groups_facts_by_subject_in_markdown() -> None:
    nodes = {u: NodeRecord(u, NodeType.ENTITY, n, "ns") for u, n in (("me", "Sam"), ("al", "Alice"), ("ac", "Acme"))}
    state = seed({"me": 1.0})
    edges = [edge("e1", "me", "al", "HAS_MANAGER"), edge("e2", "al", "ac", "WORKS_AT")]
    spread_step(state, edges, W)
    facts = score_facts(state, edges, NOW, W)
    text = render_context(facts, nodes)
    assert text.splitlines()[0] == "## USER CONTEXT"
    assert "### Sam\n- has manager: Alice (since 2026-11-01)" in text
    assert "### Alice\n- works at: Acme" in text


def test_context_dates_an_event_by_when_it_happens_and_a_state_by_since_when_it_holds() -> None:
    nodes = {u: NodeRecord(u, NodeType.ENTITY, n, "ns") for u, n in (("me", "Sam"), ("c", "concert"), ("ac", "Acme"))}
    state = seed({"me": 1.0})
    plan = replace(edge("e1", "me", "c", "PLANS"), properties={"when": "13 May 2023", "when_start": "2023-05-13"})
    edges = [plan, edge("e2", "me", "ac", "WORKS_AT")]
    spread_step(state, edges, W)
    text = render_context(score_facts(state, edges, NOW, W), nodes)
    assert "- plans: concert (when: 13 May 2023)" in text  # not since it was told
    assert "- works at: Acme (since 2026-11-01)" in text


@pytest.mark.parametrize(
    ("today", "label"),
    [
        (None, "plans"),  # no day to read by: told as stored
        (datetime(2023, 5, 1, tzinfo=UTC).date(), "plans"),  # still ahead
        (datetime(2023, 5, 20, tzinfo=UTC).date(), "plans"),  # the week it is in has not ended
        (datetime(2023, 5, 21, tzinfo=UTC).date(), "planned"),  # its time has passed
    ],
)
def test_context_tells_a_plan_whose_time_has_passed_as_planned(today: date | None, label: str) -> None:
    """ "I'm going to a concert the week of 14 May": read after that week, it is a plan of the past."""
    nodes = {u: NodeRecord(u, NodeType.ENTITY, n, "ns") for u, n in (("me", "Sam"), ("c", "concert"))}
    when = {"when": "the week of 14 May 2023", "when_start": "2023-05-14", "when_end": "2023-05-20"}
    plan = replace(edge("e1", "me", "c", "PLANS"), properties=when)
    state = seed({"me": 1.0})
    spread_step(state, [plan], W)
    text = render_context(score_facts(state, [plan], NOW, W), nodes, today=today)
    assert f"- {label}: concert (when: the week of 14 May 2023)" in text


def test_context_tells_a_past_event_done_and_a_plan_of_a_day_in_another_form_as_they_are() -> None:
    nodes = {u: NodeRecord(u, NodeType.ENTITY, n, "ns") for u, n in (("me", "Sam"), ("c", "concert"), ("h", "hike"))}
    done = replace(edge("e1", "me", "h", "DID"), properties={"when": "May 2023", "when_end": "2023-05-31"})
    odd = replace(edge("e2", "me", "c", "PLANS"), properties={"when": "soon", "when_end": "next spring"})
    state = seed({"me": 1.0})
    spread_step(state, [done, odd], W)
    text = render_context(score_facts(state, [done, odd], NOW, W), nodes, today=NOW.date())
    assert "- did: hike (when: May 2023)" in text
    assert "- plans: concert (when: soon)" in text


def test_context_says_with_whom_an_event_was_and_how_often_a_habit_is() -> None:
    """ "I had lunch with my sister on Saturday", "I have coffee with my mom every Sunday"."""
    nodes = {
        u: NodeRecord(u, NodeType.ENTITY, n, "ns")
        for u, n in (("me", "Sam"), ("l", "have lunch"), ("c", "have coffee"))
    }
    state = seed({"me": 1.0})
    lunch = replace(edge("e1", "me", "l", "DID"), properties={"with": "Sam's sister", "when": "31 October 2026"})
    coffee = replace(edge("e2", "me", "c", "DID"), properties={"with": "Sam's mom", "how_often": "every Sunday"})
    edges = [lunch, coffee]
    spread_step(state, edges, W)
    text = render_context(score_facts(state, edges, NOW, W), nodes)
    assert "- did: have lunch (with Sam's sister; when: 31 October 2026)" in text
    assert "- did: have coffee (with Sam's mom; every Sunday, since 2026-11-01)" in text


def test_context_says_where_an_event_was() -> None:
    nodes = {u: NodeRecord(u, NodeType.ENTITY, n, "ns") for u, n in (("me", "Sam"), ("h", "hiking"))}
    state = seed({"me": 1.0})
    hiked = replace(edge("e1", "me", "h", "DID"), properties={"where": "in Colorado", "when": "July 2026"})
    spread_step(state, [hiked], W)
    text = render_context(score_facts(state, [hiked], NOW, W), nodes)
    assert "- did: hiking (in Colorado; when: July 2026)" in text


def test_context_says_until_when_a_fact_holds_where_that_is_known() -> None:
    """ "I'm leaving Acme next month": still current, and the context says until when."""
    nodes = {u: NodeRecord(u, NodeType.ENTITY, n, "ns") for u, n in (("me", "Sam"), ("ac", "Acme"))}
    state = seed({"me": 1.0})
    leaving = replace(edge("e1", "me", "ac", "WORKS_AT"), valid_until=datetime(2027, 1, 1, tzinfo=UTC))
    spread_step(state, [leaving], W)
    text = render_context(score_facts(state, [leaving], NOW, W), nodes)
    assert "- works at: Acme (since 2026-11-01, until 2027-01-01)" in text


def test_context_says_what_the_statement_said_the_object_is_unless_its_name_does() -> None:
    names = (("me", "Sam"), ("b", "Biscuit"), ("i", "Ivy"), ("s", "Sam's sister"), ("g", "Sam's grandma"))
    nodes = {u: NodeRecord(u, NodeType.ENTITY, n, "ns") for u, n in names}
    state = seed({"me": 1.0})
    edges = [
        replace(edge("e1", "me", "b", "OWNS"), properties={"qualifier": "dog"}),
        replace(edge("e2", "me", "i", "FAMILY_MEMBER"), properties={"qualifier": "daughter"}),
        replace(edge("e3", "me", "s", "FAMILY_MEMBER"), properties={"qualifier": "sister"}),
        replace(edge("e4", "me", "g", "FAMILY_MEMBER"), properties={"qualifier": "grandmother"}),
    ]
    spread_step(state, edges, W)
    text = render_context(score_facts(state, edges, NOW, W), nodes)
    assert "- owns: Biscuit, dog (since 2026-11-01)" in text
    assert "- family member: Ivy, daughter (since 2026-11-01)" in text
    assert "- family member: Sam's sister (since 2026-11-01)" in text  # the name says it already
    assert "- family member: Sam's grandma (since 2026-11-01)" in text  # in the speaker's word for the role


def test_context_names_a_subject_by_its_other_names_too() -> None:
    nodes = {
        "me": NodeRecord("me", NodeType.USER, "User", "ns", aliases=("Sam", "Sammy")),
        "jz": NodeRecord("jz", NodeType.ENTITY, "jazz", "ns"),
    }
    state = seed({"me": 1.0})
    edges = [edge("e1", "me", "jz", "LIKES")]
    spread_step(state, edges, W)
    assert "### User (also: Sam, Sammy)\n- likes: jazz" in render_context(score_facts(state, edges, NOW, W), nodes)


def test_frontier_keeps_the_most_energetic_nodes() -> None:
    state = seed({"a": 1.0, "b": 0.2, "c": 0.6, "d": 0.6})
    assert frontier(state, {"b", "c", "d"}, RecallWeights(max_frontier=2)) == {"c", "d"}
    assert frontier(state, set(), W) == set()


def test_anchors_are_read_up_to_the_per_node_cap_whatever_their_number() -> None:
    weights = RecallWeights(max_links_per_node=100, links_per_hop=400, min_links_per_node=10)
    assert weights.links_each_way(1, anchors=True) == 100
    assert weights.links_each_way(20, anchors=True) == 100


def test_nodes_reached_by_spreading_share_the_hop_s_links_within_the_per_node_bounds() -> None:
    weights = RecallWeights(max_links_per_node=100, links_per_hop=400, min_links_per_node=10)
    assert weights.links_each_way(1, anchors=False) == 100  # 200 each way would pass the per-node cap
    assert weights.links_each_way(4, anchors=False) == 50  # 4 nodes x 50 x 2 ways = 400
    assert weights.links_each_way(20, anchors=False) == 10
    assert weights.links_each_way(40, anchors=False) == 10  # never below the per-node floor
    assert weights.links_each_way(0, anchors=False) == 100


def test_frontier_skips_nodes_through_which_nothing_could_enter_the_top_k() -> None:
    state = seed({"a": 1.0, "b": 0.15, "c": 0.6, "d": 0.3})
    # Through d a fact scores at most 0.3 * best quality (1.0): not above a K-th score of 0.35.
    assert frontier(state, {"b", "c", "d"}, W, floor=0.35) == {"c"}
    assert frontier(state, {"b", "c", "d"}, W, floor=0.35, any_hint=True) == {"c", "d"}  # 0.3 * hint boost 2
    assert frontier(state, {"b", "c", "d"}, W, floor=None) == {"b", "c", "d"}  # fewer than K facts known


def test_the_kth_score_is_known_once_k_facts_are() -> None:
    facts = score_facts(seed({"me": 1.0}), [edge("e1", "me", "x"), edge("e2", "me", "y", confidence=0.5)], NOW, W)
    assert kth_score(facts, 2) == facts[1].score and kth_score(facts, 3) is None


def test_spreading_is_settled_only_when_nothing_unread_can_beat_the_kth_fact() -> None:
    state = seed({"me": 1.0})
    facts = score_facts(
        state, [edge("e1", "me", "x", confidence=0.5), edge("e2", "me", "y", confidence=0.5)], NOW, W
    )  # 0.8 each
    spread_step(state, [edge("e1", "me", "x", activation=0.2), edge("e2", "me", "y", activation=0.2)], W)
    # x and y now hold 0.1 each; an unread fact at them scores at most 0.1 * best quality (1.0).
    assert facts[1].score > 0.1
    assert settled(facts, 2, state, {"me"}, W, any_hint=False)
    assert not settled(facts, 3, state, {"me"}, W, any_hint=False)  # fewer facts than asked for
    strong = seed({"me": 1.0, "other": 1.0})  # another anchor not expanded yet could beat them
    assert not settled(facts, 2, strong, {"me"}, W, any_hint=False)
    hinted = seed({"me": 1.0, "x": 0.45})  # with a hinted type, x's facts could score 0.9
    assert not settled(facts, 2, hinted, {"me"}, W, any_hint=True)
