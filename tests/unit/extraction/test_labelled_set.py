"""The labelled set (tests/data/extraction) scored on both tiers, with floors a little below what is measured.

`python -m bench extraction` prints the full tables; these floors fail on a real regression, not on one
sentence changing. The held-out floors also hold issue 16's targets: tier 2 micro-F1 >= 0.85 and precision
>= 0.9 on every relation with 10 or more held-out examples.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.extraction import Extractor
from kg.extraction.scoring import Score, load, relation_facts

DATA = Path(__file__).resolve().parents[2] / "data" / "extraction"
# (part, tier) -> (precision, recall) floors; measured at the time of writing: tier 1 development 0.95 / 0.49,
# held-out 0.92 / 0.45; tier 2 development 0.98 / 0.96, held-out 0.97 / 0.94. Tier 1's recall is lower since the
# conversational sentences added for issue 16 need a parse (relative clauses, a dropped "I", "a passion for X",
# "we had a blast camping", "baking brings me joy", and in its second round "a favorite of mine", "been to",
# "can't wait for the fair", "my own bakery", photos taken on a trip; in its third pastimes told without an
# object, "caught up with a friend", "obsessed with", photos from one's own outing, talking with someone; in its
# fourth "one of my favorites", "a big jazz fan", "drawn to", a quoted title praised, photos of the speaker,
# "my running club", "remember when we ...?", "my favorite is X", "looking forward to the fair"; in its fifth
# "knitting helps me relax", "music gives me joy", "while hiking", "knitting and hiking are my hobbies"; in its
# sixth "I've got a recital next week", "tried my hand at sailing", "my knitting hobby", "my top pick", "Gonna
# paint the room", "carrying on volunteering", "made a bowl in pottery class", "..., volunteering at a food
# bank", which took tier 1's recall from 0.485 to 0.456 on the development part and from 0.442 to 0.410 on the
# held-out one, so those floors went from 0.48 to 0.45 and from 0.44 to 0.40: without tags, tier 1 cannot tell
# "my knitting hobby" from "my boring hobby"). The eighth round's development sentences of a feature of something
# shown ("That painting is stunning! I love the bright colors": no liking) and of a thing worked on named before
# its clause ("the shed I've been working on all month", where tier 1 reads "all month") took tier 1's
# development precision from 0.943 to 0.930, so that floor went from 0.94 to 0.92: without a parse, tier 1
# cannot tell what "the colors" belong to or where the object of "working on" is. The fourteenth round's
# parse-only sentences ("care about", "important to me", "added Lisbon to my bucket list", "started on my thesis",
# "made it in pottery class") took tier 1's development recall from 0.452 to 0.449: that floor went to 0.44.
# The fifteenth round's kinds joined before one noun ("Italian and Thai food") took tier 1's development precision
# from 0.923 to 0.906: without tags, "Italian and Thai food" reads as a list of "Italian" and "Thai food", as "jazz
# and classical music" rightly does, so each of its sentences adds a wrong fact there; that floor went to 0.90.
# The nineteenth round's states ("I'm vegetarian", "I have asthma": HAS_STATE, read from the parse only) and
# languages spoken or things one is good at (KNOWS_ABOUT, which needs NER or the parse to tell "speak Spanish"
# from "speak to my mom" and "good at chess" from "good at the moment") took tier 1's development recall from
# 0.444 to 0.433: that floor went to 0.43. The twenty-first round's held-out sentences, written after its rules
# and run once, keep two misses the rules do not read ("Ravi has been struggling with insomnia": the small model
# tags "Ravi" a common noun; "I go to therapy for my anxiety": a condition named as what therapy is for) and took
# tier 2's held-out recall from 0.931 to 0.929: that floor went to 0.92. Its development sentences read from the
# parse only (a condition lived with, a team played for, time spent in a place) took tier 1's development recall
# from 0.436 to 0.429: that floor went to 0.42. The twenty-second round's wishes (WANTS, read from the parse
# only: "I'd love to visit Japan", once labelled as no fact) took tier 1's held-out recall from 0.400 to 0.396:
# that floor went to 0.39. The twenty-third and twenty-fourth rounds read from the parse only what the speaker's
# relative named by role does ("My brother works at Intel": subject "my brother", relabelled where the set had
# only FAMILY_MEMBER) and where someone comes from (COMES_FROM): tier 1's recall went from 0.429 to 0.414 on the
# development part and from 0.396 to 0.385 on the held-out one, so those floors went to 0.41 and 0.38. The
# forty-third round's pets owned by name, read from the parse only ("I have a dog named Max": OWNS "Max" beside
# "dog", relabelled where the set had the kind alone), took tier 1's development recall from 0.414 to 0.407: that
# floor went to 0.40. The forty-fifth round's skills and treatments, read from the parse only ("I can play the
# violin": KNOWS_ABOUT "playing the violin"; "I'm on insulin": HAS_STATE), took it to 0.397 and tier 1's held-out
# recall to 0.378 (its sentences, which tier 1 cannot read): those floors went to 0.39 and 0.37. The forty-seventh
# round's allegiances, acclaim, reactions and bad tastes, read from the parse only ("I root for the Packers", "Dairy
# makes me sick"), took tier 1's development recall from 0.393 to 0.386 and its held-out recall from 0.374 to 0.370,
# at its floor: those floors went to 0.38 and 0.36 (the held-out one before another round's sentences tip it under).
# The sixty-ninth round's jobs lost with no employer named and "we broke up", read from the parse only, took tier
# 1's development recall from 0.376 to 0.3756: its floor went to 0.37. The seventy-first round's close ones told
# by role, a taste after "but", deaths and names given after a birth, read from the parse only, took it to 0.3698:
# that floor went to 0.36. The eighty-sixth round's held-out sentences (wishes told by "tempted", occasions told by
# how they went, havens), read from the parse only, took tier 1's held-out recall to 0.3593: that floor went to 0.35.
# The eighty-eighth round's sentences (pastimes that let one unwind, good days at places, sights seen, deeds after a
# dash or a feeling), read from the parse only, took tier 1's development recall to 0.3598 and its held-out recall
# to 0.3499: those floors went to 0.35 and 0.34. The ninety-second round's sentences (work had done, a day spent at
# a venue, an occasion awaited with nerves), read from the parse only, took tier 1's development recall to 0.3499:
# that floor went to 0.34. The ninety-fourth round's schools (STUDIES_AT), read from the parse only, took tier 1's
# held-out recall to 0.3393: that floor went to 0.33. The ninety-fifth round's languages, medicines and couples,
# read from the parse only, took tier 1's development recall to 0.3397: that floor went to 0.33. The ninety-seventh
# round's held-out sentences (things had after people, skills taught, placings, pastimes that calm), read from the
# parse only, took tier 1's held-out recall to 0.3280: that floor went to 0.32. The hundred-and-sixth round's
# held-out sentences (a named subject's verb the small model read as a noun, where one studies), read from the parse
# only, took it to 0.3199: that floor went to 0.31.
FLOORS = {
    ("labelled.jsonl", 1): (0.90, 0.33),
    ("heldout.jsonl", 1): (0.91, 0.31),
    ("labelled.jsonl", 2): (0.95, 0.92),
    ("heldout.jsonl", 2): (0.95, 0.92),
}


def _score(extractor: Extractor, part: str) -> Score:
    score = Score()
    for example in load(DATA / part):
        score.add(example.facts, relation_facts(extractor.extract(example.text).relations))
    return score


def test_the_set_is_large_enough_and_a_quarter_is_held_out() -> None:
    development, held_out = len(load(DATA / "labelled.jsonl")), len(load(DATA / "heldout.jsonl"))
    assert development + held_out >= 400
    assert 0.2 <= held_out / (development + held_out) <= 0.3


@pytest.mark.parametrize("part", ["labelled.jsonl", "heldout.jsonl"])
def test_precision_and_recall_stay_above_their_floors(extractor: Extractor, part: str) -> None:
    _, _, _, precision, recall, _ = _score(extractor, part).row()
    floor_precision, floor_recall = FLOORS[(part, extractor.tier)]
    assert precision >= floor_precision
    assert recall >= floor_recall


def test_held_out_tier_two_meets_the_issue_targets(tier2: Extractor) -> None:
    score = _score(tier2, "heldout.jsonl")
    assert score.row()[5] >= 0.85
    for relation in score.relations():
        tp, _, fn, precision, _, _ = score.row(relation)
        if tp + fn >= 10:
            assert precision >= 0.9, relation


def test_every_extracted_relation_kind_is_labelled() -> None:
    labelled = {
        key[0]
        for part in ("labelled.jsonl", "heldout.jsonl")
        for example in load(DATA / part)
        for key, _ in example.facts
    }
    assert {
        "WORKS_AT",
        "HAS_MANAGER",
        "PARTNER_IS",
        "FAMILY_MEMBER",
        "FRIEND_OF",
        "COLLEAGUE_OF",
        "LIVES_IN",
        "LOCATED_IN",
        "LIKES",
        "DISLIKES",
        "PREFERS",
        "IS_ALLERGIC_TO",
        "HAS_INTEREST",
        "WORKS_ON",
        "HAS_ROLE",
        "MEMBER_OF",
        "OWNS",
        "DID",
        "ATTENDED",
        "PLANS",
    } <= labelled
