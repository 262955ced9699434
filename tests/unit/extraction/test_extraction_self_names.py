"""The names speakers give themselves ("My name is Sam", "Call me Sam"), read by both tiers."""

from __future__ import annotations

import pytest

from kg.extraction import Extractor


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("My name is Samantha Reyes.", ("Samantha Reyes",)),
        ("my name's sam", ("Sam",)),  # typed all in lower case
        ("Call me Sam.", ("Sam",)),
        ("You can call me Jo.", ("Jo",)),
        ("Everyone calls me Sammy.", ("Sammy",)),
        ("I go by Sam.", ("Sam",)),
        ("Hi, I'm Sam!", ("Sam",)),
        ("Hey there, I'm Priya Shah.", ("Priya Shah",)),
        ("Hey, I'm Jake, nice to meet you.", ("Jake",)),
        ("My name is Sam and I love hiking.", ("Sam",)),
        ("My name is Samantha, but call me Sam.", ("Samantha", "Sam")),
    ],
)
def test_a_name_the_speaker_gives_themself(extractor: Extractor, text: str, names: tuple[str, ...]) -> None:
    assert extractor.extract(text).self_names == names


@pytest.mark.parametrize(
    "text",
    [
        "Is my name on the list?",  # a question
        "Can you call me Sam?",
        "My name isn't Sam.",  # a denial
        "Don't call me Sammy.",
        "Call me crazy, but I love it.",  # no name
        "Call me when you land.",
        "My name is on the door.",
        "I'm Canadian.",  # "I'm" outside a greeting says what one is
        "I'm Batman!",
        "Hi, I'm so tired.",
        "Hey Jon, I'm Sam's sister.",  # greeting someone by name
        "Hi, I'm Sam's mom.",  # whose one is, not who
        "My name is Sam-I-Am.",
        "hi, i'm tired",  # all in lower case: no capital tells a name but after "my name is"
        "call me crazy but i love it",
        "i go by bus",
        "My sister's name is Ana.",  # someone else's name
        "They call me the Wolf.",
    ],
)
def test_no_name_from_a_question_a_denial_or_words_that_are_no_name(extractor: Extractor, text: str) -> None:
    assert extractor.extract(text).self_names == ()


def test_a_date_is_no_name(tier2: Extractor) -> None:
    assert tier2.extract("Call me Monday.").self_names == ()


def test_what_one_says_after_naming_oneself_is_still_read(extractor: Extractor) -> None:
    extraction = extractor.extract("Hi, I'm Sam! I love jazz.")
    assert extraction.self_names == ("Sam",)
    assert {(r.edge_type, r.object) for r in extraction.relations} == {("LIKES", "jazz")}
