""" "he", "she" or "they" as a subject: the one person (or the speaker's relatives) before it that it can be."""

from __future__ import annotations

import pytest

from kg.extraction import Extractor
from tests.unit.extraction.facts import named_facts


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("My sister lives in Denver and she loves hiking.", ("LIKES", "my sister", "hiking")),
        ("My dad is a mechanic. He loves old cars.", ("LIKES", "my dad", "old cars")),
        ("Priya is my best friend. She lives in Boston.", ("LIVES_IN", "Priya", "Boston")),  # the friend is Priya
        ("I met my neighbor Alice yesterday. She works at Google.", ("WORKS_AT", "Alice", "Google")),
        ("My sister Alice is a nurse and she loves hiking.", ("LIKES", "Alice", "hiking")),  # one person, named
        ("Hey Omar! My mom called. She is a nurse now.", ("HAS_ROLE", "my mom", "nurse")),  # Omar is addressed
        ("My boss was Karen, until she retired.", ("DID", "Karen", "retire")),
        ("My mom and my brother visited, and he loves sailing.", ("LIKES", "my brother", "sailing")),  # "he": not mom
        ("My parents live in Florida and they love golf.", ("LIKES", "my parents", "golf")),
        ("My kids love the beach and they love sprinkles.", ("LIKES", "my kids", "sprinkles")),
    ],
)
def test_the_one_person_a_pronoun_can_be_is_its_subject(tier2: Extractor, text: str, fact: tuple) -> None:
    assert fact in named_facts(tier2.extract(text)), text


@pytest.mark.parametrize(
    ("text", "verb_object"),
    [
        ("She works at Google.", "Google"),  # no one before it
        ("My aunt and my mom both live in Texas, and she teaches yoga.", "teach yoga"),  # two women
        ("Tom was married to Ana before he moved to Ohio.", "Ohio"),  # two names
        ("My husband's sister lives nearby and she loves to cook.", "cooking"),  # someone's relative, unnamed
        ("My mom got a dog. She loves long walks.", "long walks"),  # the dog may be meant
        ("Thanks, Alice! She loves jazz.", "jazz"),  # Alice is addressed, not spoken of
        ("My parents visited and she loves jazz.", "jazz"),  # parents are no "she"
        ("They love jazz.", "jazz"),
        ("My kids baked cookies and they love sprinkles.", "sprinkles"),  # the cookies may be meant
        ("Alice and Bob came over and they love jazz.", "jazz"),  # names: not read for "they"
    ],
)
def test_no_subject_when_the_pronoun_could_be_no_one_or_several(tier2: Extractor, text: str, verb_object: str) -> None:
    assert not any(obj == verb_object for _, _, obj in named_facts(tier2.extract(text))), text


def test_tier_1_resolves_no_pronoun(tier1: Extractor) -> None:
    relations = tier1.extract("Priya lives in Boston and she loves hiking.").relations
    assert {(r.subject, r.object) for r in relations} == {("Priya", "Boston")}


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I have a brother. He works at Intel.", ("WORKS_AT", "my brother", "Intel")),
        ("I have a sister in Porto. She loves surfing.", ("LIKES", "my sister", "surfing")),
        ("We have a son. He plays soccer.", ("DID", "my son", "soccer")),
        ("I have three kids. They love pizza.", ("LIKES", "my kids", "pizza")),
        ("I have a daughter and a son. She is a nurse.", ("HAS_ROLE", "my daughter", "nurse")),  # "she": not the son
    ],
)
def test_a_relative_the_speaker_has_is_what_a_pronoun_stands_for(tier2: Extractor, text: str, fact: tuple) -> None:
    assert fact in named_facts(tier2.extract(text)), text


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I have a sister who lives in Denver.", ("LIVES_IN", "my sister", "Denver")),
        ("I've got a brother who works at Ford.", ("WORKS_AT", "my brother", "Ford")),
        ("I have a grandma who loves knitting.", ("LIKES", "my grandma", "knitting")),
        ("My uncle, who lives in Ohio, loves fishing.", ("LIVES_IN", "my uncle", "Ohio")),
    ],
)
def test_who_on_the_speakers_relative_is_that_relative(tier2: Extractor, text: str, fact: tuple) -> None:
    assert fact in named_facts(tier2.extract(text)), text


@pytest.mark.parametrize(
    ("text", "verb_object"),
    [
        ("I have a cousin and a neighbor. She teaches yoga.", "teach yoga"),  # the neighbor may be meant
        ("I'd love to have a sister. She would love jazz.", "jazz"),  # a wish: no sister had
        ("I don't have a brother. He would like golf.", "golf"),
        ("I had a brother. He loved chess.", "chess"),  # had once: maybe lost, not read
        ("I have a friend who lives in Rome.", "Rome"),  # a friend unnamed: no one kg can name
        ("I had a sister who lived in Paris.", "Paris"),
    ],
)
def test_no_subject_from_a_relative_not_plainly_had(tier2: Extractor, text: str, verb_object: str) -> None:
    assert not any(obj == verb_object for _, _, obj in named_facts(tier2.extract(text))), text
