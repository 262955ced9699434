"""The derived lists of hybrid Recall: what named people said or heard, what was said in a time asked about, and
facts that share the question's words."""

from __future__ import annotations

from datetime import UTC, date, datetime

from kg.domain.recall_scoring import type_hints
from kg.model.episodes import DateRange, EpisodeRecord
from kg.recall.lists import about_people, fact_words, in_time, preceding, said_by, sharing_words
from kg.recall.question import understand, without, without_names
from kg.temporal import TimeSpan

MAY = TimeSpan(date(2023, 5, 1), date(2023, 5, 31), "in May 2023", "month")


def episode(
    uid: str,
    speaker: str = "s",
    mentions: tuple[str, ...] = (),
    said: date = date(2023, 4, 2),
    dates: tuple[DateRange, ...] = (),
    after: str = "",
) -> EpisodeRecord:
    return EpisodeRecord(
        uid,
        "text",
        "ns",
        datetime(said.year, said.month, said.day, tzinfo=UTC),
        speaker_uid=speaker,
        mention_uids=mentions,
        dates=dates,
        previous_uid=after,
    )


def test_about_people_keeps_what_they_said_or_heard_in_order() -> None:
    seen = {"a": episode("a", speaker="jon"), "b": episode("b"), "c": episode("c", mentions=("jon",))}
    assert about_people(["c", "b", "a"], seen, frozenset({"jon"})) == ["c", "a"]


def test_about_nobody_is_empty() -> None:
    assert about_people(["a"], {"a": episode("a")}, frozenset()) == []


def test_said_by_keeps_only_what_they_said_themselves_in_order() -> None:
    seen = {"a": episode("a", speaker="jon"), "b": episode("b", mentions=("jon",)), "c": episode("c", speaker="jon")}
    assert said_by(["c", "b", "a", "unread"], seen, frozenset({"jon"})) == ["c", "a"]
    assert said_by(["a"], seen, frozenset()) == []


def test_in_time_keeps_episodes_said_in_the_span() -> None:
    seen = {"may": episode("may", said=date(2023, 5, 8)), "april": episode("april", said=date(2023, 4, 30))}
    assert in_time([["april", "may"]], seen, [MAY]) == ["may"]


def test_in_time_keeps_episodes_that_speak_of_the_span() -> None:
    spoken = DateRange("next week", date(2023, 5, 1), date(2023, 5, 7), "the week of 1 May 2023")
    seen = {"plan": episode("plan", said=date(2023, 4, 25), dates=(spoken,))}
    assert in_time([["plan"]], seen, [MAY]) == ["plan"]


def test_in_time_orders_by_the_best_rank_in_any_list() -> None:
    seen = {u: episode(u, said=date(2023, 5, 3)) for u in "xyz"}
    assert in_time([["x", "y", "z"], ["z"]], seen, [MAY]) == ["x", "z", "y"]


def test_no_time_in_the_question_no_time_list() -> None:
    assert in_time([["a"]], {"a": episode("a")}, []) == []


def test_facts_sharing_a_question_word_come_first_list() -> None:
    facts = [
        ("f1", "HAS_MANAGER", fact_words("Sam", "HAS_MANAGER", "Bob"), True),
        ("f2", "LIKES", fact_words("Sam", "LIKES", "tea"), True),
    ]
    sharing, other = sharing_words(facts, understand("Who is my manager?", datetime.now(UTC)).words)
    assert (sharing, other) == (["f1"], ["f2"])


def test_facts_of_a_kind_the_question_asks_about_share_it_though_no_word_does() -> None:
    # "What is Lena's job?" says neither "works" nor "role"
    facts = [
        ("f1", "WORKS_AT", fact_words("Lena", "WORKS_AT", "NHS"), True),
        ("f2", "HAS_ROLE", fact_words("Lena", "HAS_ROLE", "pharmacist"), True),
        ("f3", "LIKES", fact_words("Lena", "LIKES", "tea"), True),
    ]
    query = "What is Lena's job?"
    asked = without(understand(query, datetime.now(UTC)).words, ["Lena"])
    assert sharing_words(facts, asked) == ([], ["f1", "f2", "f3"])
    hinted = type_hints(query, ["WORKS_AT", "HAS_ROLE", "LIKES", "LIVES_IN"])
    assert sharing_words(facts, asked, hinted) == (["f1", "f2"], ["f3"])


def test_a_fact_of_someone_the_question_does_not_ask_about_shares_nothing() -> None:
    """ "Where does Priya work?": her husband's job shares "work" and is of the kind asked, but not of her."""
    query = "Where does Priya work?"
    facts = [
        ("f1", "WORKS_AT", fact_words("Arjun", "WORKS_AT", "Airbus"), False),
        ("f2", "WORKS_AT", fact_words("Priya", "WORKS_AT", "Bristol Dental"), True),
    ]
    asked = without(understand(query, datetime.now(UTC)).words, ["Priya"])
    hinted = type_hints(query, ["WORKS_AT", "HAS_ROLE", "LIKES"])
    assert sharing_words(facts, asked, hinted) == (["f2"], ["f1"])


def test_the_names_of_people_asked_about_are_not_searched_as_words() -> None:
    asked = understand("What did Robin paint at the lake?", datetime(2023, 6, 1, tzinfo=UTC))
    assert without(asked.words, ["Robin"]) == ("paint", "lake")


def test_time_words_are_the_time_cue_not_search_words() -> None:
    asked = understand("What did Robin paint last year?", datetime(2023, 6, 1, tzinfo=UTC))
    assert "year" not in asked.words and "last" not in asked.words
    assert [(s.start, s.end) for s in asked.time.spans] == [(date(2022, 1, 1), date(2022, 12, 31))]


def test_a_first_person_question_is_about_the_speaker() -> None:
    assert understand("Where do I work?", datetime.now(UTC)).first_person
    assert not understand("Where does Ida work?", datetime.now(UTC)).first_person


def test_a_question_time_becomes_a_span() -> None:
    asked = understand("What did she do in May 2023?", datetime(2024, 1, 1, tzinfo=UTC))
    assert [(s.start, s.end) for s in asked.time.spans] == [(date(2023, 5, 1), date(2023, 5, 31))]


def test_preceding_gives_what_the_ranked_reply_to_once_each() -> None:
    seen = {
        "q1": episode("q1"),
        "r1": episode("r1", after="q1"),
        "q2": episode("q2"),
        "r2": episode("r2", after="q2"),
        "x": episode("x", after="q1"),
    }
    assert preceding(["r2", "r1", "x", "q1"], seen) == ["q2", "q1"]


def test_preceding_skips_a_turn_not_read() -> None:
    assert preceding(["r1"], {"r1": episode("r1", after="unread")}) == []


def test_without_names_drops_every_word_of_a_name_and_its_possessive() -> None:
    text = "Did Robin Hale\u2019s sister visit Robin's farm with Sam?"
    assert without_names(text, ["Robin Hale"]) == "Did sister visit farm with Sam?"


def test_without_names_leaves_a_word_that_only_contains_a_name() -> None:
    assert without_names("Where did Robinson camp?", ["Robin"]) == "Where did Robinson camp?"


def test_without_names_of_nobody_is_the_text() -> None:
    assert without_names("Where has Sam camped?", []) == "Where has Sam camped?"
