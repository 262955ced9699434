"""Issue 16, round 95: the language one grew up with (KNOWS_ABOUT, kg/extraction/languages.py), a medicine taken by
its name (HAS_STATE, kg/extraction/treatments.py), a couple told by its two names (PARTNER_IS,
kg/extraction/couples.py) and a food kept away from after its reason (AVOIDS); what another only suggested
the speaker do, or what one only imagined, is no fact (kg/extraction/irrealis.py).

"My native language is Tagalog", "I'm on Zoloft", "Mia and I are dating" and "I'm vegetarian, so I don't eat meat"
told none of these.
"""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import of_type

HELD, NEW, ENDED = (False, False), (False, True), (True, True)


@pytest.mark.parametrize(
    ("text", "known"),
    [
        ("My native language is Tagalog.", {(USER, "Tagalog")}),
        ("English is my second language.", {(USER, "English")}),
        ("Korean is my mother tongue.", {(USER, "Korean")}),
        ("Spanish was my first language.", {(USER, "Spanish")}),
        ("My mom's first language is Greek.", {("my mom", "Greek")}),
        ("Hindi and English are my native languages.", {(USER, "Hindi"), (USER, "English")}),
        ("I'm a native Spanish speaker.", {(USER, "Spanish")}),
        ("Priya is a native speaker of Tamil.", {("Priya", "Tamil")}),  # "Tamil": a place to the small model
        ("I grew up speaking Korean.", {(USER, "Korean")}),
        ("I'm bilingual in English and Russian.", {(USER, "English"), (USER, "Russian")}),
        ("My wife speaks fluent Farsi.", {("my wife", "Farsi")}),  # "Farsi": a person to the small model
    ],
)
def test_a_language_grown_up_with_or_spoken_natively_is_known(
    tier2: Extractor, text: str, known: set[tuple[str, str]]
) -> None:
    assert of_type(tier2.extract(text), "KNOWS_ABOUT") == {(subject, language, *HELD) for subject, language in known}


@pytest.mark.parametrize(
    "text",
    [
        "My love language is quality time.",
        "My body language was terrible in the interview.",
        "My first programming language was Python.",
        "What was your first language?",
        "My first language isn't English.",
        "His first language is Polish.",  # whose, the chat says
        "I know a Filipino guy from work.",
        "I'm a public speaker.",
        "The speaker was Japanese.",
    ],
)
def test_no_language_known(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "KNOWS_ABOUT") == set()


def test_a_mother_tongue_is_no_mother(tier2: Extractor) -> None:
    assert of_type(tier2.extract("Korean is my mother tongue."), "FAMILY_MEMBER") == set()
    assert of_type(tier2.extract("Sam is my brother."), "FAMILY_MEMBER") == {(USER, "Sam", *HELD)}


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("I'm on Zoloft.", (USER, "Zoloft", *HELD)),
        ("i'm on lexapro", (USER, "lexapro", *HELD)),
        ("My husband takes Eliquis.", ("my husband", "Eliquis", *HELD)),
        ("I've been taking sertraline for two years.", (USER, "sertraline", *HELD)),
        ("I take Lexapro for anxiety.", (USER, "Lexapro for anxiety", *HELD)),
        ("I take Zoloft every morning.", (USER, "Zoloft", *HELD)),
        ("I'm on birth control.", (USER, "birth control", *HELD)),
        ("I'm not on Ozempic anymore.", (USER, "Ozempic", *ENDED)),
        ("I was on Prozac in my twenties.", (USER, "Prozac", *ENDED)),
        ("I quit taking Adderall.", (USER, "Adderall", *ENDED)),
        ("I quit taking vitamins.", (USER, "vitamins", *ENDED)),
    ],
)
def test_a_medicine_taken_by_its_name_is_a_state(
    tier2: Extractor, text: str, state: tuple[str, str, bool, bool]
) -> None:
    assert of_type(tier2.extract(text), "HAS_STATE") == {state}


@pytest.mark.parametrize(
    "text",
    [
        "Should I ask my doctor about Wegovy?",
        "Does Xanax help with sleep?",
        "I took Advil for my headache.",  # a painkiller, taken once
        "I took a Xanax before the flight.",
        "I'm thinking about going on birth control.",
        "I'm going to quit taking Adderall.",
        "Birth rates are down.",
    ],
)
def test_no_medicine_taken(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "HAS_STATE") == set()


@pytest.mark.parametrize(
    ("text", "partner"),
    [
        ("Mia and I are dating.", (USER, "Mia", *HELD)),
        ("Ana and I have been dating since June.", (USER, "Ana", *HELD)),
        ("Ana and I are married.", (USER, "Ana", *HELD)),
        ("Ana and I have been married for twelve years.", (USER, "Ana", *HELD)),
        ("Ana and I have been together for five years.", (USER, "Ana", *HELD)),
        ("Tom and I are engaged!", (USER, "Tom", *HELD)),
        ("Leo and I started dating last month.", (USER, "Leo", *NEW)),
        ("Priya and I got engaged last weekend.", (USER, "Priya", *NEW)),
        ("Chris and I got married in 2019.", (USER, "Chris", *NEW)),
        ("Sam and I dated in college.", (USER, "Sam", *ENDED)),
        ("Jo and I were married for ten years.", (USER, "Jo", *ENDED)),
        ("Ana and I aren't dating anymore.", (USER, "Ana", *ENDED)),
        ("Tom and Lisa are dating.", ("Tom", "Lisa", *HELD)),
    ],
)
def test_a_couple_told_by_its_two_names(tier2: Extractor, text: str, partner: tuple[str, str, bool, bool]) -> None:
    assert of_type(tier2.extract(text), "PARTNER_IS") == {partner}


@pytest.mark.parametrize(
    "text",
    [
        "Are you and Ana dating?",
        "Ana and I aren't dating.",
        "Ana and I are together on this.",
        "Ana and I went hiking together.",
        "Ana and I work together.",
        "Ana and I might get married next year.",
        "Ana and I are getting married in June.",  # a plan
        "My sister and I are dating twins.",
        "We've been dating for two years.",
    ],
)
def test_no_couple_told(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "PARTNER_IS") == set()


@pytest.mark.parametrize(
    ("text", "food"),
    [
        ("I'm vegetarian, so I don't eat meat.", "meat"),
        ("As a Muslim, I don't eat pork.", "pork"),
        ("As a rule, I don't drink coffee.", "coffee"),
    ],
)
def test_a_food_kept_away_from_after_its_reason(tier2: Extractor, text: str, food: str) -> None:
    assert of_type(tier2.extract(text), "AVOIDS") == {(USER, food, *HELD)}


@pytest.mark.parametrize(
    "text", ["As a kid I didn't eat vegetables.", "I don't eat fish as a main course.", "So I don't eat much."]
)
def test_no_food_kept_away_from(tier2: Extractor, text: str) -> None:
    assert of_type(tier2.extract(text), "AVOIDS") == set()


@pytest.mark.parametrize(
    "text",
    [
        "My therapist suggested I try meditation.",
        "My doctor recommended I start running.",
        "My friend suggested that I join a gym.",
        "I suggested we go hiking.",
        "I dreamed I was living in Paris.",
        "I imagined I worked at Google.",
        "I pretended I was a doctor.",
    ],
)
def test_what_another_only_suggested_or_one_only_imagined_asserts_nothing(tier2: Extractor, text: str) -> None:
    assert tier2.extract(text).relations == ()
