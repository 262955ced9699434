"""A move told without its destination goes to the place a clause just before found, bought or rented a home in
(kg/extraction/moves_there.py): LIVES_IN, changed, with the move's own time; by the one who moves; not denied,
wished for, asked, to somewhere said, nor after a place only visited."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor, TurnBefore


def _homes(tier2: Extractor, text: str, before: TurnBefore | None = None) -> set[tuple[str, str, str | None]]:
    return {
        (r.subject, r.object, r.time_text)
        for r in tier2.extract(text, before).relations
        if r.edge_type == "LIVES_IN" and r.change and not r.negated
    }


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("We found a house in Derby, we move on the 3rd of July.", (USER, "Derby", "on the 3rd of July")),
        ("We bought a flat in Leeds and we're moving there in June.", (USER, "Leeds", "in June")),
        ("My sister rented a place in York. She moves in next week.", ("my sister", "York", "in next week")),
        (
            "We finally bought a cottage in Whitby, and we're moving there in the spring.",
            (USER, "Whitby", "in the spring"),
        ),
    ],
)
def test_a_move_without_destination_goes_where_the_home_was_got(
    tier2: Extractor, text: str, home: tuple[str, str, str | None]
) -> None:
    assert _homes(tier2, text) == {home}


def test_a_move_there_in_the_next_turn_goes_to_the_home_got_in_the_one_before(tier2: Extractor) -> None:
    before = TurnBefore("I got a flat in Bristol!", same_speaker=True)
    assert _homes(tier2, "We're moving there in May.", before) == {(USER, "Bristol", "in May")}
    other = TurnBefore("I got a flat in Bristol!", same_speaker=False)  # another's flat: their "I"
    assert _homes(tier2, "We're moving there in May.", other) == set()


@pytest.mark.parametrize(
    ("before", "text", "home"),
    [
        ("We found a house in Nottingham.", "We move on the 1st of June.", (USER, "Nottingham", "on the 1st of June")),
        ("I found an apartment in Denver.", "I move next month.", (USER, "Denver", "next month")),
        ("We just bought a house in Leeds.", "Moving in June!", (USER, "Leeds", "in June")),
    ],
)
def test_a_move_in_the_next_turn_with_no_where_goes_to_the_home_got_in_the_one_before(
    tier2: Extractor, before: str, text: str, home: tuple[str, str, str]
) -> None:
    """No "there" is needed: a move told without where to is the home's."""
    assert _homes(tier2, text, TurnBefore(before, same_speaker=True)) == {home}
    assert _homes(tier2, text, TurnBefore(before, same_speaker=False)) == set()
    assert _homes(tier2, text) == set()


@pytest.mark.parametrize(
    "text",
    [
        "We found a house in Nottingham. We won't move there.",  # denied
        "We found a house in Nottingham, I'd love to move there.",  # a wish
        "We found a flat in Cardiff. Do we move in June?",  # asked
        "We visited Nottingham, we move on the 1st of June.",  # a place visited: no home got there
        "We bought a house in York. We moved the sofa in on Monday.",  # a thing moved
    ],
)
def test_no_home_from_a_move_not_told_or_without_a_home_got(tier2: Extractor, text: str) -> None:
    assert _homes(tier2, text) == set()


def test_a_move_to_somewhere_said_goes_there(tier2: Extractor) -> None:
    assert {place for _, place, _ in _homes(tier2, "We found a house in Nottingham, we move to Paris in June.")} == {
        "Paris"
    }
