"""Relation extraction from text: "My manager is Bob" -> HAS_MANAGER(USER -> Bob). Pure; no database.

    extractor = Extractor()                  # once: loads spaCy (a trained English model if installed)
    extraction = extractor.extract(text)     # thread-safe; call through asyncio.to_thread

Tier 1 (text rules, `spacy.blank("en")`) always runs; tier 2 (dependency parse and NER) runs when a trained
English pipeline is installed. `Extraction.tier` says which ran.
"""

from kg.extraction.extractor import Extractor
from kg.extraction.names import DEFAULT_ALIASES, AliasTable, name_key, normalise_name
from kg.extraction.relation import (
    EVENT,
    GONE_KINDS,
    LEFT_KINDS,
    ORGANIZATION,
    PERSON,
    PLACE,
    PROJECT,
    THING,
    USER,
    Entity,
    Extraction,
    Left,
    Relation,
    relative_role,
)
from kg.extraction.turn_before import TurnBefore

__all__ = [
    "DEFAULT_ALIASES",
    "EVENT",
    "GONE_KINDS",
    "LEFT_KINDS",
    "ORGANIZATION",
    "PERSON",
    "PLACE",
    "PROJECT",
    "THING",
    "USER",
    "AliasTable",
    "Entity",
    "Extraction",
    "Extractor",
    "Left",
    "Relation",
    "TurnBefore",
    "name_key",
    "normalise_name",
    "relative_role",
]
