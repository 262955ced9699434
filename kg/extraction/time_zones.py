"""The speaker's time zone, which an assistant needs to tell them the time of anything: HAS_TIME_ZONE.

    My timezone is PST / My time zone is Pacific               HAS_TIME_ZONE "PST time zone" / "Pacific time zone"
    I'm in the Pacific time zone / I'm on Eastern time          "Pacific time zone" / "Eastern time zone"
    I'm in PST / I'm on CET / I live in the GMT+2 time zone     "PST time zone" / "CET time zone" / "GMT+2 time zone"

One zone at a time (the type is functional): "I'm on Central time now" after a move replaces the old one. Read
from the words, with the zone named by an abbreviation (PST, UTC+1) or by capitalised words before "time" or "time
zone"; only the speaker's own ("My mom is on Eastern time" tells of her, and nothing here reads it). Nothing from a
question ("Are you in PST?"), a denial ("I'm not in PST anymore") or a clock spoken of otherwise ("I'm on time",
"I'm in the zone").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from spacy.tokens import Doc

from kg.extraction.assemble import Candidate
from kg.extraction.polarity import Polarity
from kg.extraction.questions import is_question, sentence_at
from kg.extraction.relation import THING, USER

_CONFIDENCE = 0.8
# "PST", "CEST", "UTC+1", "GMT-05:00": a zone's abbreviation, with an offset for UTC and GMT.
_ABBREVIATIONS = """PST PDT PT MST MDT MT CST CDT CT EST EDT ET AKST AKDT HST AST ADT NST NDT BST IST WET WEST CET
    CEST EET EEST MSK SAST EAT WAT JST KST HKT SGT AWST ACST ACDT AEST AEDT NZST NZDT"""
_ABBREVIATION = rf"(?:(?:UTC|GMT)(?:\s?[+\-\u2212]\s?\d{{1,2}}(?::?\d\d)?)?|{'|'.join(_ABBREVIATIONS.split())})\b"
_REGION = r"(?:[A-Z][a-z]+)(?:\s[A-Z][a-z]+){0,2}"  # "Pacific", "Central European"
_TIME_ZONE = r"time\s?zone"
_OWN_ZONE = re.compile(
    rf"\b(?i:my\s{_TIME_ZONE}\s(?:is|'s|\u2019s)\s(?:the\s)?)(?P<zone>{_ABBREVIATION}|{_REGION})"
    rf"(?:\s(?:{_TIME_ZONE}|time))?(?=\s*(?:[.!,;]|now\b|$))"
)
_IN_ZONE = re.compile(
    rf"\bI(?:'m|\u2019m|\sam)(?:\s(?:now|currently|usually|based))?\s(?:in|on)\s(?:the\s)?"
    rf"(?:(?P<zone>{_ABBREVIATION})(?:\s(?:{_TIME_ZONE}|time))?|(?P<named>{_REGION})\s(?:{_TIME_ZONE}|time))"
    rf"(?=\s*(?:[.!,;]|now\b|$))"
    rf"|\bI\s(?:live|am based)\sin\sthe\s(?P<lived>{_ABBREVIATION}|{_REGION})\s{_TIME_ZONE}"
)
_DENIED = re.compile(r"\b(?:not|n't|n\u2019t|never|no longer)\b", re.IGNORECASE)
_NOT_ZONES = frozenset({"I", "My", "The", "Time", "Standard", "Daylight"})
_ZONE_WORDS = re.compile(r"(?:\s(?:Standard|Daylight))?(?:\sTime)?$")  # "Pacific Standard Time": "Pacific"


def time_zone_candidates(doc: Doc) -> list[Candidate]:
    """HAS_TIME_ZONE of the speaker for each sentence of `doc` that tells theirs."""
    found: list[Candidate] = []
    for sentence in doc.sents:
        text = sentence.text
        if is_question(sentence) or _DENIED.search(text):
            continue
        match = _OWN_ZONE.search(text) or _IN_ZONE.search(text)
        zone = next((group for group in match.groups() if group), None) if match else None
        zone = _ZONE_WORDS.sub("", zone) if zone else None
        if not zone or zone in _NOT_ZONES:
            continue
        found.append(
            Candidate("HAS_TIME_ZONE", USER, f"{zone} time zone", THING, Polarity(), _CONFIDENCE, text, sentence.start)
        )
    return found


_PLACES = frozenset({"LIVES_IN", "LOCATED_IN"})


def without_zones_as_places(candidates: Iterable[Candidate], doc: Doc) -> list[Candidate]:
    """The candidates but a home or whereabouts read from a time zone ("I live in the GMT+2 time zone")."""
    return [candidate for candidate in candidates if not _zone_as_place(candidate, doc)]


def _zone_as_place(candidate: Candidate, doc: Doc) -> bool:
    if candidate.edge_type not in _PLACES:
        return False
    sentence = sentence_at(doc, candidate.position).text  # tier 1's docs have no sentences of their own
    return re.search(rf"{re.escape(candidate.object)}\s{_TIME_ZONE}", sentence, re.IGNORECASE) is not None
