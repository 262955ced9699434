"""The episode card: an episode's fixed fields as one value, read back as the same record (pure)."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

import orjson

from kg.model.episodes import DateRange, Ended
from kg.store.codec import to_dgraph_time
from kg.store.episodes import (
    _card,
    _dates_json,
    _stored_words,
    _with_card_fields,
    card_of,
    episode_card,
    episode_from_json,
)
from kg.store.migrations import episode_card_fields

SAID = datetime(2026, 5, 8, 13, 56, tzinfo=UTC)
CREATED = datetime(2026, 11, 25, 9, 0, tzinfo=UTC)
DATES = (DateRange("yesterday", date(2026, 5, 7), date(2026, 5, 7), "7 May 2026"),)


def _in_full() -> dict[str, Any]:
    """An episode as EPISODE_FIELDS reads it."""
    return {
        "uid": "0x10",
        "episode_text": "I went to the pottery class yesterday",
        "said_at": to_dgraph_time(SAID),
        "tenant": "ns",
        "episode_status": "active",
        "created_at": to_dgraph_time(CREATED),
        "episode_dates": _dates_json(DATES),
        "episode_len": 9,
        "speaker": {"uid": "0x2", "name": "Robin"},
        "in_conversation": {"uid": "0x3", "name": "chat-1"},
        "mentions": [{"uid": "0x5"}, {"uid": "0x4"}],
        "previous_episode": {"uid": "0x9"},
    }


def test_an_episode_read_by_its_card_is_the_episode_read_field_by_field() -> None:
    full = episode_from_json(_in_full())
    card = {
        "uid": "0x10",
        "tenant": "ns",
        "episode_status": "active",
        "episode_card": card_of(full),
        "speaker": {"uid": "0x2"},
        "mentions": [{"uid": "0x4"}, {"uid": "0x5"}],
    }
    assert episode_from_json(card) == full
    assert full.dates == DATES and full.speaker == "Robin" and full.conversation_id == "chat-1"


def test_the_card_keeps_the_name_said_under_and_the_link_says_who_it_is_now() -> None:
    full = episode_from_json(_in_full())
    merged = {"uid": "0x10", "episode_card": card_of(full), "speaker": {"uid": "0x7"}, "mentions": []}
    read = episode_from_json(merged)
    assert (read.speaker_uid, read.speaker, read.mention_uids) == ("0x7", "Robin", ())


def test_the_migration_gives_a_card_to_an_episode_without_one_and_leaves_one_with_a_card() -> None:
    filled = episode_card_fields(_in_full())
    assert filled is not None and filled["uid"] == "0x10"
    assert episode_from_json({**_in_full(), "episode_card": filled["episode_card"]}) == episode_from_json(_in_full())
    assert episode_card_fields({**_in_full(), "episode_card": filled["episode_card"]}) is None


def test_a_card_read_again_is_parsed_once_and_each_read_keeps_its_own_changing_fields() -> None:
    card = card_of(episode_from_json({**_in_full(), "episode_text": "A card for the parse count"}))
    parsed = _card.cache_info().misses
    first = episode_from_json({"uid": "0x10", "tenant": "ns", "episode_card": card, "speaker": {"uid": "0x2"}})
    later = episode_from_json(
        {
            "uid": "0x10",
            "tenant": "ns",
            "episode_status": "retracted",
            "episode_card": card,
            "speaker": {"uid": "0x7"},
            "mentions": [{"uid": "0x8"}],
        }
    )
    assert _card.cache_info().misses == parsed + 1
    assert (first.status, first.speaker_uid, first.mention_uids) == ("active", "0x2", ())
    assert (later.status, later.speaker_uid, later.mention_uids) == ("retracted", "0x7", ("0x8",))
    assert first.text == later.text == "A card for the parse count" and first.dates == later.dates == DATES


def test_what_a_turn_ended_is_on_its_card_only_when_it_ended_anything() -> None:
    ends = (Ended("0x2a", "PARTNER_IS"), Ended("0x2a", "WORKS_AT"))
    card = episode_card("We split up.", SAID, CREATED, (), 3, "Robin", ("0x3", "chat-1"), "", ends=ends)
    assert _stored_words(_with_card_fields({"uid": "0x10", "episode_card": card})).ends == ends
    plain = episode_card("Hello.", SAID, CREATED, (), 1, "Robin", ("0x3", "chat-1"), "")
    assert "ends" not in orjson.loads(plain)
    assert _stored_words(_with_card_fields({"uid": "0x11", "episode_card": plain})).ends == ()
