"""Issue 16, forty-eighth round (tier 2): ends told by their day or as a leaving, competing in an event, and two
relatives' misreads. A last day, week or shift at a named employer told by its day ends the job ("Friday is my
last day at Initech": WORKS_AT ended); moving out of a named place ends the home ("I'm moving out of Denver":
LIVES_IN ended, not for "we"); stepping down or resigning as a role ends it (HAS_ROLE ended); competing, playing,
running or racing in a contest is attending it (ATTENDED); a relative who is a team's fan likes the team, which is
no one's name; a great aunt or a great-grandma is a relative. A last day of school, at work or on a trip, someone
else's, a home that is no named place, a last day only judged (as likely a trip's), a denial, a condition, a
question, a wish and a game in a place give nothing of these."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts

_ENDING_TYPES = frozenset({"WORKS_AT", "LIVES_IN", "HAS_ROLE"})


def _ended(tier2: Extractor, text: str) -> set[tuple[str, str, str, bool, bool]]:
    return {
        (r.edge_type, r.subject, r.object, r.negated, r.change)
        for r in tier2.extract(text).relations
        if r.edge_type in _ENDING_TYPES
    }


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("My last day at Globex is Friday.", "Globex"),
        ("Friday is my last day at Initech.", "Initech"),
        ("Today was my last day at Acme.", "Acme"),
        ("My last shift at Starbucks is tonight.", "Starbucks"),
        ("My last day at Google is next week.", "Google"),
    ],
)
def test_a_last_day_at_a_named_employer_told_by_its_day_ends_the_job(
    tier2: Extractor, text: str, employer: str
) -> None:
    assert _ended(tier2, text) == {("WORKS_AT", USER, employer, True, True)}


@pytest.mark.parametrize(
    "text",
    [
        "My last day at Yosemite was amazing.",
        "My last week at Pied Piper has been bittersweet.",
        "My last day of school is Friday.",
        "My last day of vacation was so relaxing.",
        "My last day at work is Friday.",
        "My last day in Paris was rainy.",
        "Friday is her last day at Globex.",
        "Is Friday your last day at Initech?",
        "My last day at Lincoln High is in June.",
        "It's not my last day at Globex yet.",
    ],
)
def test_a_last_day_only_judged_of_school_at_work_on_a_trip_someone_elses_or_denied_ends_no_job(
    tier2: Extractor, text: str
) -> None:
    assert _ended(tier2, text) == set()


def test_an_old_job_at_a_named_employer_is_still_ended_as_before(tier2: Extractor) -> None:
    assert _ended(tier2, "I miss my last job at Initech.") == {("WORKS_AT", USER, "Initech", True, True)}


@pytest.mark.parametrize(
    ("text", "subject", "place"),
    [
        ("I'm moving out of Denver next month.", USER, "Denver"),
        ("I moved out of Boston last year.", USER, "Boston"),
        ("I finally moved out of Chicago.", USER, "Chicago"),
        ("Priya moved out of Seattle in May.", "Priya", "Seattle"),
        ("My sister moved out of Phoenix last year.", "my sister", "Phoenix"),
        # Round 49 changed the "we" convention for homes: "we" is the speaker's household (it gave nothing before)
        ("We moved out of Boston.", USER, "Boston"),
    ],
)
def test_moving_out_of_a_named_place_ends_the_home(tier2: Extractor, text: str, subject: str, place: str) -> None:
    assert _ended(tier2, text) == {("LIVES_IN", subject, place, True, True)}


@pytest.mark.parametrize(
    "text",
    [
        "I moved out of my parents' house.",
        "I'm not moving out of Denver.",
        "If I move out of Denver, I'll miss the mountains.",
        "I'm moving out of the city.",
        "I want to move out of Denver.",
    ],
)
def test_moving_out_of_no_named_place_denied_or_supposed_ends_no_home(tier2: Extractor, text: str) -> None:
    assert _ended(tier2, text) == set()


@pytest.mark.parametrize(
    ("text", "subject", "role"),
    [
        ("I'm stepping down as captain.", USER, "captain"),
        ("I stepped down as treasurer of the club.", USER, "treasurer"),
        ("I've stepped down as head coach.", USER, "head coach"),
        ("Dan stepped down as manager in March.", "Dan", "manager"),
        ("I resigned as secretary last week.", USER, "secretary"),
        ("My dad stepped down as president of the union.", "my dad", "president"),
    ],
)
def test_stepping_down_or_resigning_as_a_role_ends_it(tier2: Extractor, text: str, subject: str, role: str) -> None:
    assert _ended(tier2, text) == {("HAS_ROLE", subject, role, True, True)}


@pytest.mark.parametrize(
    "text",
    [
        "I'm not stepping down as captain.",
        "Should I step down as treasurer?",
        "The CEO stepped down last week.",
        "I stepped down from the stage.",
        "I want to step down as captain.",
        "I might step down as captain.",
        "I stepped down as the voice of the group.",
    ],
)
def test_a_step_down_denied_asked_wished_or_of_no_role_ends_nothing(tier2: Extractor, text: str) -> None:
    assert _ended(tier2, text) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I played in a chess tournament last year.", {("ATTENDED", USER, "chess tournament")}),
        ("I competed in a triathlon.", {("ATTENDED", USER, "triathlon")}),
        ("I ran in the Boston Marathon.", {("ATTENDED", USER, "Boston Marathon"), ("DID", USER, "running")}),
        ("We played in a charity game.", {("ATTENDED", USER, "charity game")}),
        ("Lena competed in the state championship.", {("ATTENDED", "Lena", "state championship")}),
        ("I raced in a regatta last summer.", {("ATTENDED", USER, "regatta")}),
        (
            "My son played in a tournament.",
            {("ATTENDED", "my son", "tournament"), ("FAMILY_MEMBER", USER, "son")},
        ),
    ],
)
def test_competing_or_playing_in_a_contest_is_attending_it(
    tier2: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert facts(tier2.extract(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I played in the park.", set()),
        ("I played in the game.", set()),
        ("I played in a video game once.", set()),
        ("I sang in the shower this morning.", {("DID", USER, "singing")}),
        ("I'd love to compete in a triathlon.", {("WANTS", USER, "compete in a triathlon")}),
        ("I used to compete in chess tournaments.", {("DID", USER, "compete in chess tournaments")}),
        ("I'm competing in a triathlon next week.", {("PLANS", USER, "compete in a triathlon")}),
    ],
)
def test_a_game_in_a_place_a_wish_a_habit_or_a_plan_is_no_contest_attended(
    tier2: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert facts(tier2.extract(text)) == expected


@pytest.mark.parametrize(
    ("text", "relative", "team"),
    [
        ("My dad is a huge Packers fan.", "dad", "Packers"),
        ("My husband is a big Steelers fan.", "husband", "Steelers"),
    ],
)
def test_a_relative_who_is_a_teams_fan_likes_it_and_the_team_names_no_one(
    tier2: Extractor, text: str, relative: str, team: str
) -> None:
    assert facts(tier2.extract(text)) == {("FAMILY_MEMBER", USER, relative), ("LIKES", f"my {relative}", team)}


def test_a_named_relative_is_still_read_beside_the_teams_fix(tier2: Extractor) -> None:
    assert ("FAMILY_MEMBER", USER, "Alice") in facts(tier2.extract("My sister Alice is a big Bulls fan."))


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I visited my great aunt in Ohio.", "great aunt"),
        ("My great-grandma turned 100 today.", "great grandma"),
        ("My great grandfather was a sailor.", "great grandpa"),
        ("We visited my great uncle in Texas.", "great uncle"),
    ],
)
def test_a_great_aunt_or_great_grandparent_is_a_relative(tier2: Extractor, text: str, role: str) -> None:
    assert ("FAMILY_MEMBER", USER, role) in facts(tier2.extract(text))


def test_great_before_another_relative_only_praises(tier2: Extractor) -> None:
    assert not any(fact[0] == "FAMILY_MEMBER" for fact in facts(tier2.extract("My great dad made dinner.")))


def test_tier_one_reads_a_great_aunt_too(tier1: Extractor) -> None:
    assert facts(tier1.extract("I visited my great-aunt in Ohio.")) == {("FAMILY_MEMBER", USER, "great aunt")}
