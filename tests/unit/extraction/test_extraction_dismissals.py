"""Issue 16, thirteenth round: a job ended by dismissal ("fired from", "laid off from") is WORKS_AT ended (tier 2:
"laid" needs its particle, which only the parse sees), and a verb whose meaning is the ending, denied or still to
come ("I didn't quit", "I'll quit", "I hope I don't get laid off"), ends nothing and asserts nothing. A thing of
one's own no longer had ("I no longer have my truck") is OWNS ended, where it was OWNS. Fifteenth round: a
dismissal told with the speaker as its object ("Globex laid me off", "I was let go from Globex") ends the job too."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from kg.extraction.lexicon import Effect
from kg.extraction.polarity import Polarity, polarity_of
from tests.unit.extraction.facts import named_facts, only


@pytest.mark.parametrize(
    ("text", "subject", "employer"),
    [
        ("I was fired from Initech last week.", USER, "Initech"),
        ("I got laid off from Globex.", USER, "Globex"),
        ("Dan got laid off by Ford in January.", "Dan", "Ford"),
        ("Sadly I was sacked from Tesco.", USER, "Tesco"),
        # the speaker as the dismissal's object (fifteenth round)
        ("Globex laid me off last month.", USER, "Globex"),
        ("I was let go from Globex after six years.", USER, "Globex"),
        ("They fired me from Initech in the spring.", USER, "Initech"),
        ("They let me go from Hooli without any warning.", USER, "Hooli"),
    ],
)
def test_a_dismissal_ends_the_job(tier2: Extractor, text: str, subject: str, employer: str) -> None:
    job = only(tier2.extract(text), "WORKS_AT")
    assert (job.subject, job.object, job.negated, job.change) == (subject, employer, True, True)


@pytest.mark.parametrize(
    "text",
    [
        "I didn't quit Initech.",
        "I wasn't fired from Initech.",
        "I hope I don't get laid off from Initech.",
        "I'll quit Initech.",  # to come, with no time: when, or whether, it ends is not said
        "I\u2019ll quit Initech.",
        "I'm scared I'll get fired from Initech.",
        "I never worked at Initech.",
        "I never lived in Chicago.",
    ],
)
def test_an_ending_denied_or_to_come_says_nothing(tier2: Extractor, text: str) -> None:
    assert named_facts(tier2.extract(text)) == set(), text


@pytest.mark.parametrize("text", ["I'll quit Initech next month.", "I\u2019ll quit Initech next month."])
def test_an_ending_to_come_with_its_time_ends_the_job_then(tier2: Extractor, text: str) -> None:
    """Ingest keeps the job current until then (a scheduled end, kg/domain/scheduled.py)."""
    job = only(tier2.extract(text), "WORKS_AT")
    assert (job.object, job.negated, job.change, job.time_text) == ("Initech", True, True, "next month")


@pytest.mark.parametrize("text", ["I laid the rug from Ikea in the hall.", "We laid off three people at Acme."])
def test_laid_without_off_or_of_others_is_no_dismissal(tier2: Extractor, text: str) -> None:
    assert named_facts(tier2.extract(text)) == set(), text


def test_tier1_never_reads_a_particle(tier1: Extractor) -> None:
    assert named_facts(tier1.extract("I got laid off from Globex.")) == set()


def test_ended_still_reads_as_ended() -> None:
    assert polarity_of(["quit"], Effect.ENDED) == Polarity(negated=True, change=True)
    assert polarity_of(["did", "n't"], Effect.ENDED) == Polarity(undone=True)
    assert polarity_of(["'ll"], Effect.ENDED) == Polarity(undone=True)
    assert polarity_of(["'ll", "not"]) == Polarity(negated=True)  # "I'll not work at": a denial, no verb of ending


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("I no longer have my old truck.", "truck"),
        ("I don't own my car anymore.", "car"),
        ("I used to have my own boat.", "boat"),
        ("We don't own our cabin anymore.", "cabin"),
        ("I don't have a car anymore.", "car"),
    ],
)
def test_a_thing_of_ones_own_no_longer_had_ended(tier2: Extractor, text: str, thing: str) -> None:
    owned = only(tier2.extract(text), "OWNS")
    assert (owned.object, owned.negated, owned.change) == (thing, True, True)


# Still had: "my" under a bare negation or another verb (tier 2 reads the verb), and words of a clause after the
# thing, at both tiers.
_STILL_HAD = [
    ("tier2", "I don't have my bike with me.", "bike"),
    ("tier2", "I don't drive my car anymore.", "car"),
    *(
        (tier, text, thing)
        for tier in ("tier1", "tier2")
        for text, thing in (
            ("I have a dog that never barks.", "dog"),
            ("I have a cat who doesn't live here anymore.", "cat"),
            ("I have a dog but no cat.", "dog"),
        )
    ),
]


@pytest.mark.parametrize(("tier", "text", "thing"), _STILL_HAD)
def test_a_thing_still_had_is_owned_plainly(request: pytest.FixtureRequest, tier: str, text: str, thing: str) -> None:
    extractor: Extractor = request.getfixturevalue(tier)
    owned = only(extractor.extract(text), "OWNS")
    assert (owned.object, owned.negated, owned.change) == (thing, False, False)


@pytest.mark.parametrize(
    "text",
    [
        "Globex didn't lay me off after all.",
        "Globex might lay me off next month.",
        "Did Globex fire you?",
        "Globex laid off half the team.",
    ],
)
def test_no_dismissal_of_the_speaker_by_a_named_employer_ends_nothing(tier2: Extractor, text: str) -> None:
    assert not [r for r in tier2.extract(text).relations if r.edge_type == "WORKS_AT"]
