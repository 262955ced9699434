"""The NER runs only on texts that may name something (kg/extraction/entity_gate.py).

A text with no capital past a sentence's first word, no proper noun, number, currency sign or word of time is left
unread by the NER; every other text is read as before, so names, dates and amounts are still found.
"""

from __future__ import annotations

import pytest
import spacy
from spacy.language import Language

from kg.extraction import Extractor
from kg.extraction.entity_gate import may_name_entities
from tests.unit.extraction.conftest import _model_package

_NOTHING_NAMED = [
    "I love hiking.",
    "We adopted a puppy and it has been chaos.",
    "My sister is a nurse and she loves her job.",
    "That sounds amazing! I'm so happy for you.",
    "I've been painting a lot, it keeps me calm.",
    "Oh wow, I really appreciate it.",
]


@pytest.fixture(scope="module")
def full_pipeline() -> Language:
    """The whole English pipeline, NER included, as spaCy loads it."""
    package = _model_package()
    pytest.importorskip(package, reason="no English spaCy pipeline installed")
    return spacy.load(package)


@pytest.mark.parametrize("text", _NOTHING_NAMED)
def test_a_text_with_nothing_that_could_be_named_is_left_unread(full_pipeline: Language, text: str) -> None:
    doc = full_pipeline(text, disable=["ner"])
    assert not may_name_entities(doc)
    assert full_pipeline(text).ents == ()  # and the NER, run anyway, would have found nothing


@pytest.mark.parametrize(
    "text",
    [
        "I went hiking with Tom.",  # a capital past the first word
        "Iceland is at the top of my list.",  # a capitalised noun opening the sentence
        "We adopted two puppies.",  # an amount
        "It cost me $40.",
        "I ran my first marathon.",  # a rank
        "I went hiking yesterday.",  # a word of time
        "We went skiing over the holidays.",
        "Thanks! I met up with Priya at the cafe.",  # the name in a second sentence
    ],
)
def test_a_text_that_may_name_something_is_read(full_pipeline: Language, text: str) -> None:
    assert may_name_entities(full_pipeline(text, disable=["ner"]))


def test_names_and_times_are_still_found(tier2: Extractor) -> None:
    extraction = tier2.extract("I went hiking with Tom yesterday.")
    assert ("Tom", "Person") in {(entity.name, entity.kind) for entity in extraction.named}
    event = next(relation for relation in extraction.relations if relation.edge_type == "DID")
    assert event.time_text == "yesterday"


def test_a_text_left_unread_holds_no_entity_in_either_call(tier2: Extractor) -> None:
    alone = tier2.extract("I love hiking.")
    batched = tier2.extract_many(["I love hiking.", "I went hiking with Tom."])
    assert alone.named == () and batched[0].named == ()  # what the NER found
    assert [entity.name for entity in batched[1].named] == ["Tom"]
