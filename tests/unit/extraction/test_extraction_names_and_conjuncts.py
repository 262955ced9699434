"""Found by using kg as an assistant would: a name ending in "s" that opens a sentence, tagged a plural noun ("Ines
likes hiking": nothing was said of Ines); a name joined to a role's name that says what it is for itself ("my
girlfriend Ines and our cat Miso": Miso was a second girlfriend); an allergy outgrown ("Dev outgrew his peanut
allergy": it stayed current); a home or a business sold ("I sold my practice": still owned); a medicine one is
put on ("My doctor put me on Lexapro": nothing)."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor


def _facts(tier2: Extractor, text: str) -> set[tuple[str, str, str]]:
    return {(r.edge_type, r.subject, r.object) for r in tier2.extract(text).relations}


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Ines likes hiking.", ("LIKES", "Ines", "hiking")),
        ("Ines lives in Porto.", ("LIVES_IN", "Ines", "Porto")),
        ("Dolores is a lawyer.", ("HAS_ROLE", "Dolores", "lawyer")),
        ("Rhys likes hiking.", ("LIKES", "Rhys", "hiking")),
        ("Ines was my roommate.", ("KNOWS", USER, "Ines")),
    ],
)
def test_a_name_read_as_a_plural_before_a_singular_verb_is_a_name(
    tier2: Extractor, text: str, fact: tuple[str, str, str]
) -> None:
    assert fact in _facts(tier2, text)


@pytest.mark.parametrize("text", ["Physics is fun.", "News is bad.", "Diabetes runs in my family.", "Dogs like walks."])
def test_a_plural_or_a_noun_the_lemmatizer_knows_stays_a_noun(tier2: Extractor, text: str) -> None:
    assert _facts(tier2, text) == set()


def test_a_conjunct_that_says_what_it_is_shares_no_role(tier2: Extractor) -> None:
    facts = _facts(tier2, "I live in Lisbon with my girlfriend Ines and our cat Miso.")
    assert ("PARTNER_IS", USER, "Ines") in facts and ("OWNS", USER, "Miso") in facts
    assert ("PARTNER_IS", USER, "Miso") not in facts


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("My sisters Ana and Eva live in Rome.", {"Ana", "Eva"}),
        ("My friends Tom and Mary Jane came over.", {"Tom", "Mary Jane"}),
    ],
)
def test_names_joined_with_nothing_of_their_own_share_the_role(tier2: Extractor, text: str, names: set[str]) -> None:
    assert {obj for kind, subject, obj in _facts(tier2, text) if subject == USER and kind != "LIVES_IN"} == names


@pytest.mark.parametrize(
    ("text", "subject", "allergen"),
    [
        ("Dev outgrew his peanut allergy, the doctor confirmed it yesterday!", "Dev", "peanut"),
        ("I grew out of my milk allergy.", USER, "milk"),
        ("My son has outgrown his severe tree nut allergy.", "my son", "tree nut"),
    ],
)
def test_an_allergy_outgrown_ends(tier2: Extractor, text: str, subject: str, allergen: str) -> None:
    [ended] = [r for r in tier2.extract(text).relations if r.edge_type == "IS_ALLERGIC_TO"]
    assert (ended.subject, ended.object, ended.negated, ended.change) == (subject, allergen, True, True)


@pytest.mark.parametrize(
    "text", ["I hope Dev outgrows his peanut allergy.", "Dev might outgrow his egg allergy.", "Did Dev outgrow it?"]
)
def test_an_allergy_not_told_outgrown_ends_nothing(tier2: Extractor, text: str) -> None:
    assert [r for r in tier2.extract(text).relations if r.edge_type == "IS_ALLERGIC_TO" and r.negated] == []


@pytest.mark.parametrize(
    ("text", "thing"),
    [("I sold my house.", "house"), ("We sold our house in May.", "house"), ("I sold my practice.", "practice")],
)
def test_a_home_or_business_sold_was_owned_and_is_no_more(tier2: Extractor, text: str, thing: str) -> None:
    [owned] = [r for r in tier2.extract(text).relations if r.edge_type == "OWNS"]
    assert (owned.subject, owned.object, owned.negated, owned.change) == (USER, thing, True, True)


@pytest.mark.parametrize("text", ["I want to sell my house.", "My house is great.", "Did you sell your house?"])
def test_a_home_not_sold_tells_no_owning(tier2: Extractor, text: str) -> None:
    """ "My house" alone may be rented: only a sale says it was owned."""
    assert [r for r in tier2.extract(text).relations if r.edge_type == "OWNS"] == []


@pytest.mark.parametrize(
    ("text", "medicine"),
    [("My doctor put me on Lexapro.", "Lexapro"), ("They started me on insulin last year.", "insulin")],
)
def test_a_medicine_one_is_put_on_is_the_speakers(tier2: Extractor, text: str, medicine: str) -> None:
    """The doctor is the verb's subject, the speaker its object: the speaker is on it now."""
    [state] = [r for r in tier2.extract(text).relations if r.edge_type == "HAS_STATE"]
    assert (state.subject, state.object, state.negated, state.change) == (USER, medicine, False, True)


@pytest.mark.parametrize(
    "text", ["Did my doctor put me on Lexapro?", "My doctor didn't put me on Lexapro.", "My doctor put Tom on Lexapro."]
)
def test_a_medicine_not_told_as_put_on_the_speaker_tells_nothing(tier2: Extractor, text: str) -> None:
    assert [r for r in tier2.extract(text).relations if r.edge_type == "HAS_STATE"] == []
