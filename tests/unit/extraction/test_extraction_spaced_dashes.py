"""Round 73: a hyphen with a space on each side is a dash between clauses, not a hyphen joining two words
(kg/extraction/extractor.py, `as_parsed`). The small model read "a pottery class - hooked" as one phrase, and the
sentence gave nothing. And each token's sentence, found once per doc (`_sentences_found_once`), is the one the
parse found."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from kg.extraction.extractor import _sentences_found_once, as_parsed
from tests.unit.extraction.facts import facts


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I started a pottery class - hooked already!", ("DID", USER, "start a pottery class")),
        ("I finally joined a choir - it's so much fun.", ("MEMBER_OF", USER, "choir")),
    ],
)
def test_a_clause_after_a_spaced_hyphen_leaves_the_one_before_it_whole(
    tier2: Extractor, text: str, fact: tuple[str, str, str]
) -> None:
    assert fact in facts(tier2.extract(text))


def test_only_a_spaced_hyphen_becomes_a_dash_and_the_text_keeps_its_length() -> None:
    text = "my sister-in-law - a part-time nurse - lives in Leeds"
    parsed = as_parsed(text)
    assert parsed == "my sister-in-law \u2013 a part-time nurse \u2013 lives in Leeds"
    assert len(parsed) == len(text)


def test_a_hyphenated_relative_is_still_read_with_a_dash_in_the_sentence(tier2: Extractor) -> None:
    told = facts(tier2.extract("My sister-in-law Maria - she's a nurse - lives in Leeds."))
    assert ("FAMILY_MEMBER", USER, "Maria") in told


def test_each_token_is_given_the_sentence_the_parse_found_for_it(tier2: Extractor) -> None:
    text = "I moved to Leeds last spring. Have you ever been? My sister lives there, and she loves it!"
    doc = tier2._nlp(as_parsed(text))
    found_by_parse = [(token.sent.start, token.sent.end) for token in doc]
    _sentences_found_once(doc)
    assert "sent" in doc.user_token_hooks
    assert [(token.sent.start, token.sent.end) for token in doc] == found_by_parse
    assert len(set(found_by_parse)) == 3


def test_a_question_between_two_statements_still_asks_only_its_own_sentence(tier2: Extractor) -> None:
    told = facts(tier2.extract("I moved to Leeds last spring. Do you like jazz? My sister loves hiking."))
    assert ("LIVES_IN", USER, "Leeds") in told
    assert not any(fact[0] == "LIKES" and fact[2] == "jazz" for fact in told)


def test_a_doc_without_sentence_boundaries_gets_no_sentence_lookup(tier1: Extractor) -> None:
    doc = tier1._nlp("I moved to Leeds. My sister lives there.")
    _sentences_found_once(doc)
    assert "sent" not in doc.user_token_hooks
