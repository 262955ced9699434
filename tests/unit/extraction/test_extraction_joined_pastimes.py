"""Issue 16, round 99: pastimes listed after another deed or pastime, and crafts and sports told alone.

"I've been baking bread and knitting" tells two pastimes; the small model hangs "knitting" on "bread", which read as
a second thing baked gave "bake knitting". "We went swimming and hiking" went hiking too. "I've been quilting" is a
pastime as "I've been knitting" is.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type


def _done(extractor: Extractor, text: str) -> set[str]:
    return {
        obj for subject, obj, negated, _ in of_type(extractor.extract(text), "DID") if subject == USER and not negated
    }


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("I've been baking bread and knitting.", {"bake bread", "knitting"}),
        ("Lately I've been cooking dinner and reading.", {"cook dinner", "reading"}),
        ("I spent the weekend cleaning the garage and gardening.", {"clean the garage", "gardening"}),
        ("I've been baking bread, cookies and knitting.", {"bake bread", "bake cookies", "knitting"}),
        ("Lately I've been running, swimming and cycling.", {"running", "swimming", "cycling"}),
        ("We spent the afternoon fishing and swimming in the lake.", {"fishing", "swimming"}),
    ],
)
def test_a_pastime_joined_to_the_object_of_a_deed_under_way_is_a_pastime_of_its_own(
    tier2: Extractor, text: str, done: set[str]
) -> None:
    assert _done(tier2, text) == done


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("We went swimming and hiking.", {"swimming", "hiking"}),
        ("I went kayaking and hiking in Maine.", {"kayaking", "hiking"}),
        ("I went hiking and camping last summer.", {"hiking", "camping"}),
        ("We went dancing.", {"dancing"}),
    ],
)
def test_pastimes_joined_to_one_gone_for_were_gone_for(tier2: Extractor, text: str, done: set[str]) -> None:
    assert _done(tier2, text) == done


def test_a_second_deed_joined_to_the_first_one_s_object_is_the_same_doer_s(tier2: Extractor) -> None:
    assert _done(tier2, "I've been learning Spanish and practicing piano.") == {"learn Spanish", "piano"}


def test_things_listed_after_a_deed_under_way_stay_things_done_to(tier2: Extractor) -> None:
    assert _done(tier2, "I've been selling my paintings and drawings.") == {"sell my paintings", "sell drawings"}


def test_a_pastime_planned_with_a_deed_is_planned_too(tier2: Extractor) -> None:
    planned = of_type(tier2.extract("This summer I'll be teaching swim lessons and surfing."), "PLANS")
    assert {(subject, obj) for subject, obj, _, _ in planned} == {(USER, "teach swim lessons"), (USER, "surfing")}


def test_a_thing_joined_to_a_thing_made_stays_a_thing_made(tier2: Extractor) -> None:
    assert _done(tier2, "I've been baking bread and cookies.") == {"bake bread", "bake cookies"}


@pytest.mark.parametrize("pastime", ["quilting", "sculpting", "embroidering", "crafting", "tutoring", "coaching"])
def test_a_craft_or_a_sport_told_with_no_object_is_a_pastime(tier2: Extractor, pastime: str) -> None:
    assert _done(tier2, f"I've been {pastime} a lot lately.") == {pastime}


def test_a_storm_brewing_is_nobody_s_pastime(tier2: Extractor) -> None:
    assert tier2.extract("A storm is brewing.").relations == ()
