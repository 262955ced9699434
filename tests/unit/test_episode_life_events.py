"""Life events as index terms (kg/episodes/life_events.py): a turn and a question that tell one event in different
wordings share its term; wordings that tell something else give none. Pure."""

from __future__ import annotations

import pytest

from kg.episodes.life_events import life_event_terms


@pytest.mark.parametrize(
    ("text", "term"),
    [
        ("I got laid off yesterday.", "@job-loss"),
        ("They let me go on Friday.", "@job-loss"),
        ("My boss fired me.", "@job-loss"),
        ("I quit my job to travel.", "@job-loss"),
        ("When did I lose my job?", "@job-loss"),
        ("When was Omar fired?", "@job-loss"),
        ("We broke up last month.", "@breakup"),
        ("When did they split up?", "@breakup"),
        ("They got divorced in 2019.", "@breakup"),
        ("My grandma passed away last week.", "@death"),
        ("When did her grandfather die?", "@death"),
        ("I share a flat with two other students, Marta and Jonas.", "@home-shared"),
        ("Who does Hana live with?", "@home-shared"),
        ("My roommate Marta is a nurse.", "@home-shared"),
        ("Jonas and I are flatmates.", "@home-shared"),
        ("We moved in together last spring.", "@home-shared"),
        ("Jonas moved out, he got a place with his girlfriend.", "@home-shared"),
        ("I'm still living with my parents.", "@home-shared"),
    ],
)
def test_a_life_event_told_or_asked_in_any_usual_wording_gets_its_term(text: str, term: str) -> None:
    assert life_event_terms(text) == {term}


@pytest.mark.parametrize(
    "text",
    [
        "I'm so fired up for the game!",
        "I fired the clay in the kiln.",
        "I need to let go of the past.",
        "I separated the eggs for the cake.",
        "We broke the record.",
        "I love my job.",
        "I can live with that.",
        "Where does Hana live?",
        "We shared a pizza after the game.",
        "Please move out of the way.",
    ],
)
def test_wordings_that_tell_something_else_get_no_term(text: str) -> None:
    assert life_event_terms(text) == frozenset()
