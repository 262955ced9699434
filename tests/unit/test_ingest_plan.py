"""From extracted relations to Ingest operations (no database)."""

from __future__ import annotations

from kg.domain.ingest_plan import Operation, plan_ingest
from kg.domain.memory import episode_mentions
from kg.extraction import LEFT_KINDS, USER, Entity, Extraction, Left, Relation
from kg.model.types import NodeType


def rel(
    kind: str, subject: str, obj: str, negated: bool = False, change: bool = False, object_kind: str = "Person"
) -> Relation:
    return Relation(kind, subject, obj, object_kind, negated, change, 0.9, f"{subject} {kind} {obj}")


def test_the_speaker_becomes_a_user_node_and_others_tagged_entities() -> None:
    plan = plan_ingest(
        Extraction((rel("FAMILY_MEMBER", USER, "Alice"), rel("LIKES", "Alice", "hiking", object_kind="Thing")), (), 1),
        "Sam",
    )
    assert [(m.name, m.node_type, m.tags) for m in plan.mentions] == [
        ("Sam", NodeType.USER, ()),
        ("Alice", NodeType.ENTITY, ("person",)),
        ("hiking", NodeType.ENTITY, ("thing",)),
    ]
    assert [(f.subject.name, f.edge_type, f.object.name) for f in plan.facts] == [
        ("Sam", "FAMILY_MEMBER", "Alice"),
        ("Alice", "LIKES", "hiking"),
    ]


def test_polarity_decides_assert_end_or_retract() -> None:
    plan = plan_ingest(
        Extraction(
            (
                rel("WORKS_AT", USER, "Acme"),
                rel("WORKS_AT", USER, "Initech", True, True),
                rel("IS_ALLERGIC_TO", USER, "nuts", True),
            ),
            (),
            1,
        ),
        "Sam",
    )
    assert [f.operation for f in plan.facts] == [Operation.ASSERT, Operation.END, Operation.RETRACT]


def test_one_name_is_one_mention_whatever_its_case() -> None:
    plan = plan_ingest(Extraction((rel("KNOWS", USER, "Alice"), rel("FRIEND_OF", USER, "ALICE")), (), 1), "Sam")
    assert [m.name for m in plan.mentions] == ["Sam", "Alice"]
    assert plan.facts[1].object is plan.facts[0].object


def test_an_activity_becomes_an_event_node_and_keeps_its_time_words() -> None:
    went = Relation(
        "ATTENDED",
        USER,
        "support group",
        "Event",
        False,
        False,
        0.7,
        "I went to a support group yesterday",
        time_text="yesterday",
        with_whom=("my sister",),
    )
    plan = plan_ingest(Extraction((went,), (), 1), "Sam")
    assert [(m.name, m.node_type, m.tags) for m in plan.mentions] == [
        ("Sam", NodeType.USER, ()),
        ("support group", NodeType.EVENT, ()),
    ]
    fact = plan.facts[0]
    assert (fact.edge_type, fact.operation, fact.time_text, fact.with_whom) == (
        "ATTENDED",
        Operation.ASSERT,
        "yesterday",
        ("Sam's sister",),  # the speaker's own, named for whoever reads the fact later
    )


def test_company_is_kept_as_said_but_the_speakers_own_is_named() -> None:
    went = Relation(
        "DID", USER, "have lunch", "Event", False, False, 0.7, "lunch", with_whom=("our kids", "Tom", "my mom")
    )
    assert plan_ingest(Extraction((went,), (), 2), "Sam").facts[0].with_whom == ("Sam's kids", "Tom", "Sam's mom")


def test_where_an_event_was_is_kept_as_said() -> None:
    hiked = Relation("DID", USER, "hiking", "Event", False, False, 0.7, "hiking", where="in Colorado")
    assert plan_ingest(Extraction((hiked,), (), 2), "Sam").facts[0].where == "in Colorado"


def test_a_fact_without_time_words_has_no_time_text() -> None:
    plan = plan_ingest(Extraction((rel("WORKS_AT", USER, "Acme", object_kind="Organization"),), (), 1), "Sam")
    assert plan.facts[0].time_text is None


def _relative(obj: str, subject: str = USER) -> Relation:
    return Relation("FAMILY_MEMBER", subject, obj, "Person", False, False, 0.8, f"my {obj}", "mother", unnamed=True)


def test_an_unnamed_relative_is_a_node_of_the_speakers_own() -> None:
    plan = plan_ingest(Extraction((_relative("mom"),), (), 2), "Maria")
    assert [(m.name, m.node_type, m.tags) for m in plan.mentions] == [
        ("Maria", NodeType.USER, ()),
        ("Maria's mom", NodeType.ENTITY, ("person",)),
    ]
    [fact] = plan.facts
    assert (fact.subject.name, fact.edge_type, fact.object.name, fact.qualifier) == (
        "Maria",
        "FAMILY_MEMBER",
        "Maria's mom",
        "mother",
    )


def _ended_by_role(edge_type: str, role: str) -> Relation:
    return Relation(edge_type, USER, role, "Person", True, True, 0.7, f"my {role} ended", role, unnamed=True)


def test_a_role_only_ended_is_looked_up_never_created() -> None:
    """ "I got laid off", "we broke up": the current value ends; "<speaker>'s job" is no node to make."""
    plan = plan_ingest(
        Extraction((_ended_by_role("WORKS_AT", "job"), _ended_by_role("PARTNER_IS", "partner")), (), 2), "Sam"
    )
    assert {m.name for m in plan.lookup_only} == {"Sam's job", "Sam's partner"}
    assert [f.operation for f in plan.facts] == [Operation.END, Operation.END]


def test_a_role_told_as_well_as_ended_is_created() -> None:
    """ "My wife and I separated": the wife stays family (a node of her own) while the partner edge ends."""
    plan = plan_ingest(Extraction((_relative("wife"), _ended_by_role("PARTNER_IS", "wife")), (), 2), "Sam")
    assert plan.lookup_only == frozenset()


def test_two_speakers_moms_are_two_nodes_and_one_speakers_mom_told_twice_is_one() -> None:
    maria = plan_ingest(Extraction((_relative("mom"),), (), 2), "Maria")
    jon = plan_ingest(Extraction((_relative("mom"),), (), 2), "Jon")
    assert maria.facts[0].object.name != jon.facts[0].object.name
    again = plan_ingest(Extraction((_relative("mom"), _relative("Mom")), (), 2), "Maria")
    assert len(again.mentions) == 2  # Maria and one "Maria's mom": a name is one node whatever its case
    assert again.facts[0].object is again.facts[1].object
    assert again.facts[0].object == maria.facts[0].object


def test_an_unnamed_relative_of_a_named_person_is_named_after_that_person() -> None:
    plan = plan_ingest(Extraction((_relative("kids", "Alice"),), (), 2), "Maria")
    assert [(f.subject.name, f.object.name) for f in plan.facts] == [("Alice", "Alice's kids")]


def test_a_named_relative_keeps_its_name() -> None:
    plan = plan_ingest(Extraction((rel("FAMILY_MEMBER", USER, "Mom"),), (), 2), "Maria")
    assert plan.facts[0].object.name == "Mom"


def test_the_names_the_speaker_gives_are_theirs_not_anyone_mentioned() -> None:
    extraction = Extraction(
        (rel("LIKES", "Sammy", "jazz", object_kind="Thing"),),
        (Entity("Sammy", "Person"), Entity("Lisbon", "Place")),
        2,
        ("Sammy",),
    )
    plan = plan_ingest(extraction, "User")
    assert plan.self_names == ("Sammy",)
    assert [(f.subject.name, f.subject.node_type) for f in plan.facts] == [("User", NodeType.USER)]
    assert [m.name for m in episode_mentions(extraction, "I'm Sammy and I love jazz, Lisbon too")] == ["Lisbon"]


def test_what_an_unnamed_relative_does_is_said_of_the_same_node_as_the_family_member() -> None:
    works = Relation("WORKS_AT", "my mom", "Intel", "Organization", False, False, 0.8, "My mom works at Intel")
    plan = plan_ingest(Extraction((_relative("mom"), works), (), 2), "Maria")
    assert [(m.name, m.node_type, m.tags) for m in plan.mentions] == [
        ("Maria", NodeType.USER, ()),
        ("Maria's mom", NodeType.ENTITY, ("person",)),
        ("Intel", NodeType.ENTITY, ("organization",)),
    ]
    family, job = plan.facts
    assert job.subject is family.object
    assert (job.subject.name, job.edge_type, job.object.name) == ("Maria's mom", "WORKS_AT", "Intel")


def test_a_name_left_ends_what_was_held_there_and_creates_nothing() -> None:
    left = Left(USER, "Monzo", "last week", "I left Monzo last week.")
    plan = plan_ingest(Extraction((), (), 2, left=(left,)), "Sam")
    assert [(f.operation, f.edge_type, f.subject.name, f.object.name) for f in plan.facts] == [
        (Operation.END, kind, "Sam", "Monzo") for kind in LEFT_KINDS
    ]
    assert all(f.held_only and f.time_text == "last week" for f in plan.facts)
    assert [m.name for m in plan.lookup_only] == ["Monzo"]  # the speaker is always found or made


def test_a_leaver_named_only_by_leaving_is_looked_up_and_one_told_of_is_made() -> None:
    left = Left("Ben", "Duolingo", None, "Ben left Duolingo.")
    alone = plan_ingest(Extraction((), (), 2, left=(left,)), "Sam")
    assert sorted(m.name for m in alone.lookup_only) == ["Ben", "Duolingo"]
    told = plan_ingest(Extraction((rel("FRIEND_OF", USER, "Ben"),), (), 2, left=(left,)), "Sam")
    assert [m.name for m in told.lookup_only] == ["Duolingo"]
