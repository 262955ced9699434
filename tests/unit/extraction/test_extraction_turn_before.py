"""A turn may point back at the turn said before it (kg/extraction/turn_before.py): "she" is the one person that
turn offers when the turn itself names no one (kg/extraction/pronouns.py), and "there" an employer the speaker's
turn before sought work at (kg/extraction/jobs_there.py). Another speaker's relative by role is theirs: not one
this speaker's words can name."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor, TurnBefore
from kg.extraction.turn_before import points_back


def _facts(tier2: Extractor, text: str, before: TurnBefore | None) -> set[tuple[str, str, str]]:
    return {(r.edge_type, r.subject, r.object) for r in tier2.extract(text, before).relations if not r.negated}


@pytest.mark.parametrize(
    ("before", "text", "fact"),
    [
        (TurnBefore("My sister Ana moved to Lisbon.", True), "She works at Google now.", ("WORKS_AT", "Ana", "Google")),
        (TurnBefore("My dad is retired now.", True), "He lives in Porto.", ("LIVES_IN", "my dad", "Porto")),
        # the name set beside the role, though the small model tags "Nadia" a place
        (TurnBefore("My sister Nadia moved to Lisbon.", True), "She works at Google.", ("WORKS_AT", "Nadia", "Google")),
        (TurnBefore("My kids are at camp this week.", True), "They love swimming.", ("LIKES", "my kids", "swimming")),
        # "she" is the sister, not the brother: a role says he or she
        (TurnBefore("My brother and my sister visited.", True), "She loves hiking.", ("LIKES", "my sister", "hiking")),
        # another speaker's turn names the person: "your sister Ana" is Ana
        (TurnBefore("How is your sister Ana doing?", False), "She got a job at Google!", ("WORKS_AT", "Ana", "Google")),
        (
            TurnBefore("I got an offer from Datadog!", True),
            "I'm starting there in June.",
            ("WORKS_AT", USER, "Datadog"),
        ),
        (TurnBefore("Dev got an offer from Monzo.", True), "He starts there on Monday.", ("WORKS_AT", "Dev", "Monzo")),
        # the small model hangs "at Datadog" on the getting, not on the job
        (TurnBefore("I got a new job at Datadog!", True), "I'm starting there in June.", ("WORKS_AT", USER, "Datadog")),
        (TurnBefore("I landed a role at Monzo.", True), "I start there next week.", ("WORKS_AT", USER, "Monzo")),
    ],
)
def test_a_turn_points_back_at_the_one_before(
    tier2: Extractor, before: TurnBefore, text: str, fact: tuple[str, str, str]
) -> None:
    assert fact in _facts(tier2, text, before)
    assert fact not in _facts(tier2, text, None)  # the turn alone says it of no one


@pytest.mark.parametrize(
    ("before", "text"),
    [
        (TurnBefore("My sister moved to Lisbon.", False), "She loves hiking."),  # the other speaker's sister
        (TurnBefore("I met Tom and Ana yesterday.", False), "She loves hiking."),  # two who may be meant
        (TurnBefore("We went to Leeds.", True), "I'd love to work there."),  # a place visited, a wish
        (TurnBefore("I got a coffee at Costa.", True), "I'm starting there in June."),  # no work got there
        (TurnBefore("I got an offer from Datadog!", False), "I'm starting there in June."),  # another's offer
    ],
)
def test_no_one_is_read_from_the_turn_before_where_it_may_be_anyone(
    tier2: Extractor, before: TurnBefore, text: str
) -> None:
    assert {subject for _, subject, _ in _facts(tier2, text, before)} <= {USER}
    assert not {f for f in _facts(tier2, text, before) if f[0] == "WORKS_AT"}


def test_a_name_in_the_turn_itself_comes_before_the_turn_before(tier2: Extractor) -> None:
    before = TurnBefore("My sister Ana moved to Lisbon.", True)
    assert ("LIKES", "Maya", "hiking") in _facts(tier2, "I met Maya and she loves hiking.", before)
    assert not any(subject == "Ana" for _, subject, _ in _facts(tier2, "I met Maya and she loves hiking.", before))


def test_only_a_turn_that_may_point_back_reads_the_one_before() -> None:
    assert points_back("She works at Google now.")
    assert points_back("I'm starting there in June.")
    assert points_back("We move on the 1st of June.")  # a move told without where to
    assert not points_back("I work at Google now.")
    assert not points_back("The theory is sound.")  # a word holding "he" or "the" is none


def test_a_child_named_by_a_pronoun_after_its_rank_is_named_whoever_the_turn_before_named(tier2: Extractor) -> None:
    """ "Our youngest ..., his name is Leo": the child told of by rank, not Tom of the turn before."""
    text = "Our youngest just turned two, his name is Leo."
    named = ("FAMILY_MEMBER", USER, "Leo")
    assert named in _facts(tier2, text, TurnBefore("Tom came over yesterday.", True))
    assert named in _facts(tier2, text, None)
