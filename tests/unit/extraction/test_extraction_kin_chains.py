"""Issue 16, round 78 (tier 2): a relative of the speaker's relative is the speaker's relative by the chain. "My
sister's son Theo" was only "sister" before: Theo, the speaker's nephew, was lost; "my husband's mom" was only
"husband". Chains that do not say one plain role give only the first relative."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor, Relation


def _family(text: str, extractor: Extractor) -> set[tuple[str, str | None, bool]]:
    relations: list[Relation] = extractor.extract(text).relations
    return {
        (r.object, r.qualifier, r.unnamed) for r in relations if r.edge_type == "FAMILY_MEMBER" and r.subject == USER
    }


@pytest.mark.parametrize(
    ("text", "name", "role"),
    [
        ("My sister's son Theo is two.", "Theo", "nephew"),
        ("My mom's sister Rosa lives in Lima.", "Rosa", "aunt"),
        ("My dad's brother Carl passed away.", "Carl", "uncle"),
        ("My son's daughter Lily started school.", "Lily", "granddaughter"),
        ("My wife's brother Tom is visiting.", "Tom", "brother-in-law"),
        ("My sister's husband Mark is a chef.", "Mark", "brother-in-law"),
        ("Our daughter's husband Ken is a pilot.", "Ken", "son-in-law"),
    ],
)
def test_a_named_relative_of_a_relative_is_the_speakers_by_the_chain(
    tier2: Extractor, text: str, name: str, role: str
) -> None:
    assert (name, role, False) in _family(text, tier2)


@pytest.mark.parametrize(
    ("text", "spelled", "role"),
    [
        ("My husband's mom lives with us.", "mother-in-law", "mother-in-law"),
        ("My dad's parents live in Ohio.", "grandparents", "grandparent"),
        ("My aunt's kids are visiting.", "cousins", "cousin"),
        ("My mom's mom turned ninety.", "grandma", "grandmother"),
        ("My wife's parents are coming.", "parents-in-law", "parent-in-law"),
        ("Our son's wife is lovely.", "daughter-in-law", "daughter-in-law"),
    ],
)
def test_an_unnamed_relative_of_a_relative_is_spelled_by_the_chain(
    tier2: Extractor, text: str, spelled: str, role: str
) -> None:
    assert (spelled, role, True) in _family(text, tier2)


def test_the_first_relative_is_still_the_speakers(tier2: Extractor) -> None:
    assert ("sister", "sister", True) in _family("My sister's son Theo is two.", tier2)


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("My brother's kids are so loud.", {("brother", "brother", True)}),  # nieces or nephews: not said
        ("My dad's wife is nice.", {("dad", "father", True)}),  # a mother or a stepmother
        ("My friend's mom is a nurse.", set()),  # no relative of the speaker's
        ("My late father's sister called.", set()),  # through a relative no longer had
        ("My sister's best friend Ana is here.", {("sister", "sister", True)}),  # a friend: no kin
    ],
)
def test_a_chain_that_says_no_one_plain_role_gives_only_the_first(
    tier2: Extractor, text: str, first: set[tuple[str, str, bool]]
) -> None:
    assert _family(text, tier2) == first
