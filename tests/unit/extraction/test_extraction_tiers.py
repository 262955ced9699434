"""What each tier is for: tier 1 runs with a bare tokenizer; tier 2 adds the parse and NER, tier 1 filling in."""

from __future__ import annotations

from kg.extraction import ORGANIZATION, PERSON, PLACE, USER, Extraction, Extractor


def facts(extraction: Extraction) -> set[tuple[str, str, str]]:
    return {(relation.edge_type, relation.subject, relation.object) for relation in extraction.relations}


def test_prefer_model_false_forces_tier_one(tier1: Extractor) -> None:
    assert tier1.tier == 1
    assert tier1.extract("I work at Acme").tier == 1


def test_a_missing_model_falls_back_to_tier_one() -> None:
    extractor = Extractor(models=("no_such_spacy_pipeline",))
    assert extractor.tier == 1
    assert facts(extractor.extract("I work at Acme")) == {("WORKS_AT", USER, "Acme")}


def test_tier_one_cannot_tell_an_employer_left_from_a_city_left(tier1: Extractor) -> None:
    # "left" needs NER, so without it nothing is claimed either way.
    assert tier1.extract("I left Initech").relations == ()


def test_tier_one_trusts_lower_case_guesses_less(tier1: Extractor) -> None:
    guessed = tier1.extract("my manager is bob").relations[0]
    cased = tier1.extract("My manager is Bob").relations[0]
    assert guessed.object == cased.object == "Bob"
    assert guessed.confidence < cased.confidence


def test_tier_two_runs_when_a_model_is_installed(tier2: Extractor) -> None:
    assert tier2.tier == 2
    assert tier2.extract("I work at Acme").tier == 2
    assert tier2.pipeline_name.startswith("en_core_web_sm")


def test_tier_two_reads_a_relative_clause(tier2: Extractor) -> None:
    extraction = tier2.extract("Bob, who is my manager, is great.")
    assert facts(extraction) == {("HAS_MANAGER", USER, "Bob")}


def test_tier_two_shares_a_subject_across_coordinated_verbs(tier2: Extractor) -> None:
    assert facts(tier2.extract("I love hiking and hate running")) == {
        ("LIKES", USER, "hiking"),
        ("DISLIKES", USER, "running"),
    }


def test_tier_two_uses_ner_to_tell_an_employer_from_a_city(tier2: Extractor) -> None:
    left_job = tier2.extract("I left Acme Corp last year.").relations
    assert [(r.edge_type, r.object, r.object_kind, r.negated, r.change) for r in left_job] == [
        ("WORKS_AT", "Acme Corp", ORGANIZATION, True, True)
    ]
    assert tier2.extract("I left Boston last year.").relations == ()


def test_tier_two_uses_ner_to_tell_a_colleague_from_a_tool(tier2: Extractor) -> None:
    assert facts(tier2.extract("I work with Alice Johnson.")) == {("COLLEAGUE_OF", USER, "Alice Johnson")}
    assert tier2.extract("I work with Python").relations == ()


def test_tier_two_gives_a_liked_person_the_person_kind(tier2: Extractor) -> None:
    relation = tier2.extract("I love Taylor Swift").relations[0]
    assert (relation.edge_type, relation.object, relation.object_kind) == ("LIKES", "Taylor Swift", PERSON)


def test_tier_two_lists_named_entities_that_no_relation_mentions(tier2: Extractor) -> None:
    extraction = tier2.extract("The weather in Paris is nice.")
    assert extraction.relations == ()
    assert {(entity.name, entity.kind) for entity in extraction.entities} == {("Paris", PLACE)}


def test_tier_two_falls_back_to_tier_one_rules_where_the_parse_finds_nothing(tier2: Extractor) -> None:
    # The small model parses "loves" as an auxiliary here, and has no rule for "a peanut allergy".
    assert ("LIKES", "Alice", "hiking") in facts(tier2.extract("My sister Alice loves hiking"))
    assert facts(tier2.extract("I have a peanut allergy")) == {("IS_ALLERGIC_TO", USER, "peanut")}


def test_tier_two_keeps_a_qualifier_only_tier_one_saw(tier2: Extractor) -> None:
    # The parse misreads "to coffee"; the merged relation still says what tea beat.
    relation = tier2.extract("I prefer tea to coffee").relations[0]
    assert (relation.edge_type, relation.object, relation.qualifier) == ("PREFERS", "tea", "coffee")
