"""Issue 16, round 79: endings an invented user told that kg misread or lost. "I stopped going to the gym" gave
ATTENDED "gym" (a visit, from tier 1's reading of "going to the gym" past the "stopped"); now the habit's ending,
as "I stopped running" is read. "I'm no longer with Sarah" gave nothing, so Sarah stayed the current partner."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I stopped going to the gym.", "stop going to the gym"),
        ("I've stopped going to church.", "stop going to church"),
        ("I quit going to yoga class.", "quit going to yoga class"),
    ],
)
def test_a_place_no_longer_gone_to_is_a_habit_quit(tier2: Extractor, text: str, deed: str) -> None:
    extraction = tier2.extract(text)
    assert of_type(extraction, "DID") == {(USER, deed, False, False)}
    assert not of_type(extraction, "ATTENDED")


@pytest.mark.parametrize("text", ["I stopped going to the gym.", "I've stopped going to church."])
def test_no_visit_is_read_past_a_stop_without_a_parse(tier1: Extractor, text: str) -> None:
    assert not of_type(tier1.extract(text), "ATTENDED")


@pytest.mark.parametrize("text", ["I didn't stop going to the gym.", "I stopped going to Paris."])
def test_no_habit_quit_when_denied_or_no_place_of_habit(tier2: Extractor, text: str) -> None:
    assert not of_type(tier2.extract(text), "DID")


@pytest.mark.parametrize(
    ("text", "partner", "unnamed"),
    [
        ("I'm no longer with Sarah.", "Sarah", False),
        ("I'm not with Jake anymore.", "Jake", False),
        ("I'm not with my boyfriend anymore.", "boyfriend", True),
    ],
)
def test_no_longer_with_a_partner_ends_them(tier2: Extractor, text: str, partner: str, unnamed: bool) -> None:
    ended = [r for r in tier2.extract(text).relations if r.edge_type == "PARTNER_IS"]
    assert [(r.object, r.negated, r.change, r.unnamed) for r in ended] == [(partner, True, True, unnamed)]


@pytest.mark.parametrize(
    "text",
    [
        "I'm no longer with Google.",  # an organisation: the employer, ended (below)
        "I'm with Sarah now.",
        "I'm not with Sarah today.",
        "Are you still with Sarah?",
    ],
)
def test_being_with_no_ending_or_no_partner_ends_none(tier2: Extractor, text: str) -> None:
    assert not of_type(tier2.extract(text), "PARTNER_IS")


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I'm no longer with Google.", "Google"),
        ("I'm not with Google anymore.", "Google"),
        ("I'm no longer with the Acme Corporation.", "Acme Corporation"),
    ],
)
def test_no_longer_with_an_organisation_ends_it_as_employer(tier2: Extractor, text: str, employer: str) -> None:
    """Ingest ends it only where it is the current employer: a provider left ends nothing."""
    assert of_type(tier2.extract(text), "WORKS_AT") == {(USER, employer, True, True)}


@pytest.mark.parametrize(
    "text",
    ["I'm not with Google.", "Are you still with Google?", "I'm still with Google.", "I'm no longer with Sarah."],
)
def test_with_an_organisation_still_or_asked_or_a_person_ends_no_employer(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "WORKS_AT") == set()
