"""Issue 16, round 92: work someone was had to do ("I had my wisdom teeth removed"), people had over ("we had
friends over for a barbecue"), a day spent at a venue ("we spent the day at the zoo"), an occasion awaited with
nerves as well as eagerness ("I'm nervous about my exam on Friday"), the time an awaited occasion is told at ("I
can't wait for the wedding next month"), a honeymoon as an outing, and an occasion travelled for ("we flew to
Denver for a wedding").

"Had X done" is the causative "got X done" already read: work on the speaker's thing that someone else did, which
a later question may ask the date of. A short stretch spent at a venue is a visit there, as "we were at the beach
last week" is. Feeling nervous about "my exam" now says the exam is still ahead.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, timed_events


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("I had my wisdom teeth removed on Tuesday.", ("DID", USER, "have my wisdom teeth removed", "on Tuesday")),
        ("We had our kitchen remodeled last year.", ("DID", USER, "have our kitchen remodeled", "last year")),
        ("I've had my tonsils removed.", ("DID", USER, "have my tonsils removed", None)),
        ("I had my nails done for the wedding.", ("DID", USER, "have my nails done", None)),
        ("I'm having my car fixed tomorrow.", ("PLANS", USER, "have my car fixed", "tomorrow")),
        ("My mom had her hip replaced last month.", ("DID", "my mom", "have her hip replaced", "last month")),
    ],
)
def test_work_had_done_on_ones_thing_is_a_deed(
    tier2: Extractor, text: str, event: tuple[str, str, str, str | None]
) -> None:
    assert event in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I had my phone stolen on the bus.",  # befell it
        "I wish I had my old roof fixed.",  # none had
        "We had new plans, discussed at length over lunch.",  # a participle after a comma
        "I have my hair done every month.",  # a habit, in the present
        "I had the work done.",  # "done" on no thing of one's own says nothing
        "We had a trip planned for June.",  # a plan, not work done
    ],
)
def test_what_befell_a_thing_or_was_not_had_done_is_no_such_deed(tier2: Extractor, text: str) -> None:
    assert not any(event[2].startswith("have ") for event in timed_events(tier2.extract(text)))


def test_getting_a_thing_done_is_read_as_before(tier2: Extractor) -> None:
    assert ("DID", USER, "get my ears pierced", "last weekend") in timed_events(
        tier2.extract("I got my ears pierced last weekend.")
    )
    assert not timed_events(tier2.extract("I got the job done."))


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("We spent the whole day at the zoo with the kids.", ("ATTENDED", USER, "zoo", None)),
        ("We spent the afternoon at the museum.", ("ATTENDED", USER, "museum", None)),
        ("I spent hours at the library.", ("ATTENDED", USER, "library", None)),
        ("We'll spend the day at the aquarium tomorrow.", ("PLANS", USER, "aquarium", "tomorrow")),
    ],
)
def test_a_short_stretch_spent_at_a_venue_is_a_visit(
    tier2: Extractor, text: str, event: tuple[str, str, str, str | None]
) -> None:
    assert event in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    ["I spent the day at work.", "I spent the weekend at home.", "I spent two years at the gym."],
)
def test_a_stretch_at_work_at_home_or_of_years_is_no_visit(tier2: Extractor, text: str) -> None:
    assert not any(event[0] == "ATTENDED" for event in timed_events(tier2.extract(text)))


def test_what_a_stretch_at_a_venue_was_spent_doing_is_read_as_before(tier2: Extractor) -> None:
    assert ("DID", USER, "reading", None) in timed_events(tier2.extract("I spent the morning at the park reading."))


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("I'm nervous about my exam on Friday.", ("PLANS", USER, "my exam", "on Friday")),
        ("I'm nervous about my job interview tomorrow.", ("PLANS", USER, "my job interview", "tomorrow")),
        ("I'm excited about my trip to Paris next week.", ("PLANS", USER, "my trip to Paris", "next week")),
        ("We're a bit anxious about the camping trip next weekend.", ("PLANS", USER, "camping trip", "next weekend")),
    ],
)
def test_an_occasion_awaited_with_nerves_or_eagerness_is_a_plan(
    tier2: Extractor, text: str, event: tuple[str, str, str, str | None]
) -> None:
    assert event in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I was nervous about my exam.",  # past
        "I'm not worried about the exam.",  # denied
        "I'm scared to fly.",  # a fear, before a verb
        "I'm worried about my mom's surgery.",  # someone else's
        "Are you nervous about your exam?",  # asked, and the listener's
    ],
)
def test_nerves_past_denied_before_a_verb_or_about_someone_elses_occasion_plan_nothing(
    tier2: Extractor, text: str
) -> None:
    assert not any(fact[0] == "PLANS" for fact in facts(tier2.extract(text)))


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("Can't wait for the wedding next month!", ("PLANS", USER, "wedding", "next month")),
        ("I can't wait for our trip to Maine in August.", ("PLANS", USER, "our trip to Maine", "in August")),
        ("I'm looking forward to the concert on Saturday.", ("PLANS", USER, "concert", "on Saturday")),
        ("I'm so excited for the party.", ("PLANS", USER, "party", None)),
    ],
)
def test_an_awaited_occasion_keeps_the_time_its_clause_tells(
    tier2: Extractor, text: str, event: tuple[str, str, str, str | None]
) -> None:
    assert event in timed_events(tier2.extract(text))


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("I had my parents over for a barbecue.", ("DID", USER, "have a barbecue")),
        ("We had some friends over for dinner on Saturday.", ("DID", USER, "have dinner")),
        ("We had friends over last night.", ("DID", USER, "have friends over")),
        ("We're having the neighbors over tomorrow.", ("PLANS", USER, "have the neighbors over")),
    ],
)
def test_people_had_over_tell_the_gathering_hosted(tier2: Extractor, text: str, event: tuple[str, str, str]) -> None:
    assert event in {fact[:3] for fact in timed_events(tier2.extract(text))}


@pytest.mark.parametrize("text", ["I had my coat over my arm.", "Do you want to have friends over?"])
def test_a_thing_over_something_or_a_question_hosts_nothing(tier2: Extractor, text: str) -> None:
    assert not any(event[2].startswith("have") for event in timed_events(tier2.extract(text)))


def test_a_honeymoon_is_an_outing(tier2: Extractor) -> None:
    assert ("PLANS", USER, "our honeymoon to Bali", None) in timed_events(
        tier2.extract("We finally booked our honeymoon to Bali!")
    )
    assert ("PLANS", USER, "our honeymoon", "next month") in timed_events(
        tier2.extract("We're going on our honeymoon next month.")
    )


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("We drove to Tulsa for my niece's christening party.", ("ATTENDED", USER, "my niece's christening party")),
        ("I was in Boston last month for a conference.", ("ATTENDED", USER, "conference")),
        ("I'm flying to Dublin in July for a friend's wedding.", ("PLANS", USER, "friend's wedding")),
    ],
)
def test_an_occasion_travelled_for_is_attended_or_planned_with_the_trip(
    tier2: Extractor, text: str, event: tuple[str, str, str]
) -> None:
    assert event in {fact[:3] for fact in timed_events(tier2.extract(text))}


@pytest.mark.parametrize(
    "text",
    [
        "We went to Rome for dinner.",  # a meal
        "I went to the store for some milk.",  # an errand
        "I didn't go to Boston for the marathon.",  # denied
        "We went to Paris for the weekend.",  # a stretch, no occasion
    ],
)
def test_a_meal_an_errand_a_denial_or_a_stretch_travelled_for_is_no_occasion(tier2: Extractor, text: str) -> None:
    objects = {event[2] for event in timed_events(tier2.extract(text))}
    assert not objects & {"dinner", "some milk", "milk", "marathon", "weekend"}


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("omg i just got my wisdom teeth out yesterday", ("DID", USER, "get my wisdom teeth out", "yesterday")),
        ("I got my braces off last week.", ("DID", USER, "get my braces off", "last week")),
    ],
)
def test_a_thing_got_out_or_off_keeps_its_particle(
    tier2: Extractor, text: str, event: tuple[str, str, str, str]
) -> None:
    assert event in timed_events(tier2.extract(text))


def test_a_sabbatical_is_an_outing(tier2: Extractor) -> None:
    assert ("DID", USER, "sabbatical", None) in timed_events(tier2.extract("My sabbatical in Spain was wonderful."))
