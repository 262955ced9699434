"""A name opening a sentence before a verb's "-s" form the small model read as a plural noun ("Nora volunteers at a
shelter": Nora's volunteers) is parsed again with a pronoun in its place (kg/extraction/named_verbs.py); and where
one studies is read without a school's word in its name when told plainly in the present (kg/extraction/studies.py:
"I study at Monash", "Sam studies at UCL")."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from kg.extraction.named_verbs import Verbs

_Fact = tuple[str, str, str, bool]


def _facts(tier2: Extractor, text: str) -> set[_Fact]:
    return {(r.edge_type, r.subject, r.object, r.negated) for r in tier2.extract(text).relations}


def test_third_person_forms_lead_to_their_verb() -> None:
    verbs = Verbs.of(["study", "dance", "go", "wash", "play", "volunteer"], ["met", "went"])
    assert dict(verbs.third_person) == {
        "studies": "study",
        "dances": "dance",
        "goes": "go",
        "washes": "wash",
        "plays": "play",
        "volunteers": "volunteer",
    }


@pytest.mark.parametrize(("word", "verb"), [("met", True), ("moved", True), ("visited", True), ("nora", False)])
def test_a_form_of_a_verb_is_told_from_a_name(word: str, verb: bool) -> None:
    verbs = Verbs.of(["move", "visit", "meet"], ["met"])
    assert verbs.may_be(word) is verb


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Nora volunteers at a shelter.", {("DID", "Nora", "volunteer at a shelter", False)}),
        (
            "Sam studies at UCL and works as a barista.",
            {("STUDIES_AT", "Sam", "UCL", False), ("HAS_ROLE", "Sam", "barista", False)},
        ),
        (
            "Mia studies at NYU and works part-time at Trader Joe's.",
            {("STUDIES_AT", "Mia", "NYU", False), ("WORKS_AT", "Mia", "Trader Joe's", False)},
        ),
        ("Raj studies at Leeds University.", {("STUDIES_AT", "Raj", "Leeds University", False)}),
    ],
)
def test_a_named_subjects_verb_read_as_a_noun_is_read_as_a_verb(tier2: Extractor, text: str, facts: set[_Fact]) -> None:
    assert facts <= _facts(tier2, text)


def test_a_verb_opening_a_sentence_is_no_name(tier2: Extractor) -> None:
    """ "Met" is tagged a proper noun before "lots", a verb's "-s" form: no one called Met did anything."""
    assert not [fact for fact in _facts(tier2, "Met lots of awesome people, had so much fun!") if fact[1] == "Met"]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I study at Monash.", ("STUDIES_AT", USER, "Monash", False)),
        ("Ana studies chemistry at UCL.", ("STUDIES_AT", "Ana", "UCL", False)),  # "studies" hung on "chemistry"
        ("Tom no longer studies at Oxford.", ("STUDIES_AT", "Tom", "Oxford", True)),
        ("I work at Costa on weekends and study at UCL.", ("STUDIES_AT", USER, "UCL", False)),  # "study" a noun
    ],
)
def test_where_one_studies_plainly_is_a_school(tier2: Extractor, text: str, fact: _Fact) -> None:
    assert fact in _facts(tier2, text)


@pytest.mark.parametrize(
    "text",
    [
        "I study at Monash most mornings.",  # how often: a place to sit, whatever it is
        "Sam studies at Monash on weekends.",
        "I study at Monash tonight.",  # a time: the same
        "My studies at UCL were hard.",  # a noun indeed
        "Graduate studies at Yale are expensive.",
        "Do you study at UCL?",
    ],
)
def test_no_school_where_studying_is_sitting_somewhere_or_a_noun(tier2: Extractor, text: str) -> None:
    assert not [fact for fact in _facts(tier2, text) if fact[0] == "STUDIES_AT"]
