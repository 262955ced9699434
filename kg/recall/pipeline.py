"""Hybrid Recall: understand the question -> gather candidates per source -> fuse -> render.

Sources, each a ranked list (kg/recall/fusion.py fuses them; every item's `why` holds each source's part):
- `words`: episodes by BM25 over the words they and the turn before them share with the question (the turn
  before's when the turn answers it, or points back at it: kg/episodes/words.py, context_words);
- `vector`: episodes nearest to the question's embedding, the question less the names of the people it names
  (kg/recall/question.py, without_names): a name in it draws the turns that say the name, mostly those addressed
  to the person ("Wow, Robin, that's great!"), not what the person said (alone: recall@10 78.1 -> 79.4 on LoCoMo
  dev, 73.3 -> 74.4 held out). The question is embedded once the names are known: one model run per Recall;
- `person.words`, `person.vector`: the same lists narrowed to what the people the question names said, or
  what was said to or about them ("what did Robin ..." prefers Robin's turns);
- `speaker.words`, `speaker.vector`: narrowed again to what those people said themselves: a conversation tells
  about a person mostly through what they say ("I've taken up the cello"), where the turns addressed to them are
  mostly replies ("Wow, Robin, that's great!"). On LoCoMo dev (3 conversations) it raised recall@10 of
  questions that need several turns from 42 to 48 and lowered, by design, those asked of the wrong person.
  `speaker.vector` is its own search, among those people's turns only (the vector index knows each episode's
  speaker), down to a cosine of SPOKEN_MIN_SIMILARITY 0.15 where the other vector lists stop at 0.3: narrowed
  first, a weaker likeness is still about the person asked about, and questions needing several turns ask for
  things ("what has Robin tried?") that each answer matches only weakly ("I took up the cello"). At the floor of
  0.3 the narrowed search changed nothing (the floor, not the depth, bounded the list); at 0.15, recall@10 on
  LoCoMo dev rose 80.2 -> 80.6 (several turns 49.4 -> 51.4) and on 2 conversations held out 75.0 -> 75.6
  (several turns 47.1 -> 47.8, adversarial 80.4 -> 81.6); 0.1 and 0.2 did no better. Its 50 nearest (SPOKEN_DEPTH)
  kept those gains (held out recall@10 75.4) for about 20 more episodes read per Recall where 100 read 43;
- `time`: candidates said in, or speaking of, the time the question names ("in May 2023"); then, when that time
  is short (TIMED_DAYS), the other turns the people it names said in it (anyone's when it names no one: "what
  happened in early March?"), in the order said: "What did Robin do between 3 and 6 March?" is answered by "The
  ferry out to the islands was worth it", which shares nothing with it (LoCoMo dev recall@10 80.2 -> 80.5,
  questions asking when 86.9 -> 87.9, no category lower; the range itself read as one span,
  kg/temporal/cues.py);
- `previous`: the turns that the best episodes of the lists above (fused, the first NEIGHBOUR_DEPTH) reply to,
  among the candidates read: a question is often matched best by the reply ("Wow, a cello!") where what it asks
  was said the turn before. When the question names people, only what they said: unnarrowed, the turns before
  filled the top with the other speaker's lines, which questions needing several turns paid for (LoCoMo dev,
  3 conversations: their recall@10 49.8 -> 46.7). Narrowed, and with the vector above, recall@10 rose from 78.1
  to 80.2 there (several turns 49.8 -> 49.4) and from 73.3 to 75.0 on 2 conversations held out (several turns
  43.4 -> 47.1, open-domain 32.0 -> 42.7);
- `next`: the turns after those best episodes, up to REPLY_STEPS on (the reply, and the next turn of whoever spoke
  first), from the word index, whether candidates or not: an answer is often said a turn or two after the one that
  matches ("I met a woman named Jean while volunteering." - "Wow!" - "She had been through a divorce ..."). When
  the question names people, only what they said, as for `previous` (LoCoMo dev, samples 0-2 / 3-4: recall@10
  81.3 / 78.6 -> 82.1 / 80.6, recall@5 70.6 / 66.7 -> 71.3 / 66.7);
- `facts`: facts spreading reached from the anchors that share a word with the question besides the names of
  people, or are of a kind it asks about (kg/domain/relation_vocabulary.py: "What is Lena's job?" asks for
  WORKS_AT and HAS_ROLE, "Who is she married to?" for PARTNER_IS); `graph`: the other facts spreading reached
  (about what the question names).
- `answer`: those `facts` of a kind one holds one of at a time (a functional type: WORKS_AT, LIVES_IN, PARTNER_IS,
  HAS_MANAGER) that the question asks about: the current one is the answer ("Where do I work?"), and counts twice
  as much as a top place among the episodes, which would otherwise outrank it by meaning (a sister's new job, the
  start of one's own). LoCoMo dev did not move (its questions rarely ask these kinds); the same list for every
  kind asked (hobbies: LIKES, DID, ...) at weight 1 lowered its recall@10 81.3 -> 80.6;
- `ended`: the turns that ended or retracted a fact of a kind the question asks about of a person it names, the
  last said first ("Elin and I split up last month" for "Who is Tomas's partner?"; kg/model/episodes.py, Ended):
  such a turn states no fact to be found by, and often shares no word with the question, where the turn that told
  the fact is found, and is outdated (below).
A turn that only asks ("Cool! What do you play?", kg/episodes/asking.py) tells nothing, yet shares the words and
meaning of questions put to Recall: its fused score is taken at ASKING_SHARE (the cut shows in `why` as `asking`).
A turn whose facts of the kinds the question asks about (or whose objects it names) have all been retired since
("My manager is Tomas" once Grace is) is no longer held: when Recall reads the present, its score is taken at
OUTDATED_SHARE (`why`: `outdated`; kg/recall/outdated.py).
One ranked list of facts and episodes comes out, so top_k means one thing; an episode and the facts extracted from
it are one statement there, which takes one place (kg/recall/fusion.py, distinct): the list is not filled with one
thing said twice, and `facts` still lists every fact in its order.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial

from kg.auth.caller import Caller
from kg.domain.graph import GraphService
from kg.domain.recall_scoring import RecallWeights, ScoredFact, type_hints
from kg.embedding import DIMENSION, Embedder
from kg.episodes.texts import blend
from kg.errors import InvalidArgument, PermissionDenied
from kg.model.episodes import EpisodeRecord
from kg.model.records import EdgeRecord, NodeRecord
from kg.model.words import text_words
from kg.recall.context import render
from kg.recall.fusion import Fused, discounted, distinct, fuse
from kg.recall.graph_source import Anchors, GraphSource
from kg.recall.lists import (
    about_people,
    fact_words,
    in_time,
    preceding,
    said_by,
    sharing_words,
)
from kg.recall.outdated import OUTDATED_SHARE, outdated
from kg.recall.question import Question, understand, without, without_names
from kg.recall.spoken_names import SpokenNames
from kg.recall.together import Once, together
from kg.recall.vector_index import EpisodeVectorIndex, Search, VectorIndex
from kg.recall.word_index import EpisodeWordIndex
from kg.store.episodes import EpisodeStore
from kg.store.name_vectors import NameVectorSource

DEPTH = 100  # candidates per source
VECTOR_DEPTH = 100  # from the vector index (kg/recall/vector_index.py)
# Below this cosine an episode is not about the question (all-MiniLM-L6-v2: unrelated sentences score 0.0-0.2):
# without a floor, the nearest of nothing-related would outrank a fact about what the question names.
MIN_SIMILARITY = 0.3
# `speaker.vector` is searched among what the people a question names said (a narrower, surer set), down to a lower
# floor: a person's answers to "what has Robin tried?" ("I took up the cello") are far from the question as vectors.
SPOKEN_DEPTH = 50  # 100 found the same several-turn evidence for a third more episodes read per Recall
SPOKEN_MIN_SIMILARITY = 0.15
# A fact that shares a word with the question weighs as one episode list does: its words are words of the episode
# it came from, which the `words` list already ranks, so counting them twice (2.0) put facts above better episodes
# (LoCoMo dev recall@10, samples 0-2: 80.4 -> 81.0, recall@5 66.8 -> 68.0; samples 3-4: 76.3 -> 77.5, recall@5
# 61.0 -> 62.8; questions needing several turns 52.5 -> 49.7 and 46.4 -> 48.0, about two questions each way).
# A fact that shares none is only about what the question names ("Robin LIKES yellow leaves" for "What is Robin's
# relationship status?"): at 1.0 such facts filled top places on the strength of a list's first ranks; at 0.3
# LoCoMo recall@10 rose on both halves of the dev file (samples 0-2: 80.0 -> 80.3, questions needing several turns
# 50.9 -> 52.2; samples 3-4: 75.7 -> 76.1), and no category's recall@10 fell. A Recall over facts alone ranks them
# as before (one list keeps its order).
WEIGHTS = {
    "words": 1.0,
    "vector": 1.0,
    "person.words": 0.3,
    "person.vector": 0.3,
    "speaker.words": 0.3,
    "speaker.vector": 0.3,
    "time": 1.0,
    "facts": 1.0,
    "answer": 2.0,
    "graph": 0.3,
    "previous": 0.5,
    "next": 0.3,
    "ended": 1.0,
}
# How many turns on the `next` list reaches (above); one turn on, a weight of 0.5, or leaving out turns that are
# among the best themselves did less on LoCoMo dev.
REPLY_STEPS = 2
# The turns the people a question names said in the time it names are candidates of their own when that time is
# this short ("in June", "on 1 May"): a year would bring a year of their turns.
TIMED_DAYS = 31
NEIGHBOUR_DEPTH = 10  # the best episodes whose previous turns make the `previous` list
# LoCoMo dev lab (with sentence vectors): at 0.5, recall@5 68.9 -> 69.7 (samples 0-2) and 62.9 -> 64.1 (samples 3-4),
# recall@10 80.9 -> 81.4 and 77.6 -> 78.1; 0.3 and 0 did no better than 0.5, and 1 % of answering turns only ask.
ASKING_SHARE = 0.5
FACT, EPISODE = "fact", "episode"


@dataclass(frozen=True)
class RecallItem:
    score: float
    why: dict[str, float]
    fact: ScoredFact[EdgeRecord] | None = None
    episode: EpisodeRecord | None = None
    provenance: EpisodeRecord | None = None  # the episode itself, or the one the fact was extracted from


@dataclass(frozen=True)
class RecallResult:
    items: list[RecallItem]  # the top K of facts and episodes together
    facts: list[ScoredFact[EdgeRecord]]  # the top K facts alone, in the same order (what Recall returned before)
    nodes: dict[str, NodeRecord]
    anchors: list[NodeRecord]
    context: str


def _now() -> datetime:
    return datetime.now(UTC)


class HybridRecall:
    def __init__(
        self,
        graph: GraphService,
        episodes: EpisodeStore,
        embedder: Embedder | None,
        weights: RecallWeights | None = None,
        vectors: EpisodeVectorIndex | None = None,
        names: VectorIndex | None = None,
        words: EpisodeWordIndex | None = None,
    ) -> None:
        self.graph = graph
        self.episodes = episodes
        self.vectors = vectors or EpisodeVectorIndex(episodes)
        self.words = words or EpisodeWordIndex(episodes)
        self.embedder = embedder
        names = names or VectorIndex(NameVectorSource(episodes.db), mutable=True)
        self.source = GraphSource(graph, weights or RecallWeights(), names)
        self.spoken = SpokenNames()

    def scope(self, caller: Caller, namespace: str) -> list[str]:
        if not namespace:
            return caller.read_scope
        if namespace not in caller.read_scope:
            raise PermissionDenied(f"{caller.principal} may not read namespace {namespace!r}")
        return [namespace]

    async def question_vector(self, query: str, embedding: Sequence[float]) -> list[float]:
        """The client's vector when it is one of the episodes' (same dimension as kg's model), else kg's."""
        if embedding:  # unit length, as kg's own: episodes' similarity is a dot product
            return blend([embedding]) if len(embedding) == DIMENSION else []
        if self.embedder is None or not query.strip():
            return []
        [vector] = await asyncio.to_thread(self.embedder.embed, [query])
        return list(vector)

    async def recall(
        self,
        caller: Caller,
        query: str,
        embedding: Sequence[float],
        speaker: str,
        hops: int,
        top_k: int,
        as_of: datetime | None,
        namespace: str,
    ) -> RecallResult:
        scope, now = self.scope(caller, namespace), _now()
        question = understand(query, as_of or now)
        types = {t.name for t in self.graph.registry.all}
        vector = Once(partial(self.question_vector, query, embedding))
        about = vector  # the vector the episodes are searched by
        # Embedded while Dgraph reads what the question names, less the names found before (kg/recall/spoken_names.py)
        guessed = without_names(query, self.spoken.guess(scope, query)) if not embedding else query
        early = (
            Once(partial(self.question_vector, guessed, embedding)) if guessed.strip() and guessed != query else None
        )
        if early is not None and not self.vectors.known_empty(scope):
            early.start()
        async with self.graph.db.snapshot():  # every source reads the same graph
            try:
                named = await self.source.anchors(
                    scope, query, embedding, speaker, types, question.first_person, now if as_of is None else None
                )
                # The kinds of fact it asks about ("job": WORKS_AT), not by a role that names whom ("my sister")
                unroled = " ".join(w for w in text_words(query) if w not in named.role_words)
                hinted = frozenset(type_hints(unroled, sorted(types)))
                asked_about = frozenset(
                    u for u in named.named | (named.speaker if question.first_person else set()) if u in named.people
                )
                # The episodes name a person by the node that said or heard them, one absorbed since included.
                people = named.speaking_as(asked_about)
                # A person who speaks is found by who they are (what they said, what was said to them), not by the
                # words of their name, which their own turns rarely say. One who never spoke is known only by what
                # others said about them, by name: those words stay in the search.
                spoke = await self.words.who_spoke(scope, people) if people else set()
                names = [named.people[u].name for u in asked_about if spoke & named.speaking_as(frozenset({u}))]
                self.spoken.learn(scope, names)
                asked = without(question.words, names)
                nameless = without_names(query, names) if not embedding else query
                if nameless and nameless != query:
                    # the early vector when it was of the same text, else embedded now
                    late = partial(self.question_vector, nameless, embedding)
                    about = early if early is not None and nameless == guessed else Once(late)
                if not self.vectors.known_empty(scope):
                    # Embedded once the names are known (one model run per Recall), while Dgraph reads the words.
                    about.start()
                # The graph and the episodes are read side by side (the snapshot lets reads overlap).
                (
                    (anchors, facts, nodes),
                    (by_words, by_vector, spoken, timed, seen),
                ) = await together(
                    self._graph(named, scope, query, embedding, vector, hops, top_k, as_of, now, types),
                    self._episodes(asked, scope, as_of, about, people, question),
                )
            finally:
                vector.cancel()  # when a read failed before anybody waited for it
                about.cancel()
                if early is not None:
                    early.cancel()  # a guess that proved wrong
            replies = partial(self.words.following, namespaces=scope, steps=REPLY_STEPS, as_of=as_of)
            ended = self.words.ended(scope, people, hinted, as_of) if people and hinted else []
            seen.update(self.words.held([uid for uid in ended if uid not in seen], scope))
            # a kind of fact one holds one of at a time ("Where does she live?"): its current fact is the answer
            single = hinted & {t.name for t in self.graph.registry.all if t.functional}
            ranked = self._lists(
                question,
                asked,
                hinted,
                single,
                by_words,
                by_vector,
                spoken,
                timed,
                ended,
                seen,
                people,
                facts,
                nodes,
                replies,
            )
            fused = discounted(fuse(ranked, WEIGHTS), partial(_asking_share, seen), "asking")
            by_uid = {f.edge.uid: f for f in facts}

            def statement(key: tuple[str, str]) -> str:
                """The statement an item tells: an episode, or the one a fact was extracted from."""
                kind, uid = key
                return (by_uid[uid].edge.derived_from_uid or f"fact:{uid}") if kind == FACT else uid

            read: dict[str, EpisodeRecord | None] = {}
            if as_of is None:  # a read of the past ranks what was said as it stood then
                statements = distinct(fused, statement)
                # what it asks of the people it names, not them: "Where does Tom live?" asks nothing of a tie to Tom
                of_them = without(asked, [person.name for person in named.people.values()])
                fused, read = await self._stale_taken_lower(fused, statements, top_k, facts, scope, hinted, of_them)
            items = await self._items(distinct(fused, statement), top_k, facts, scope, read)
            # An item stands for its statement, a fact or the turn itself: the context tells every fact of it
            # ("my sister Alice loves hiking": a sister, and what she loves, under Alice's heading), though the
            # list gives the statement one place.
            told = {statement((FACT, i.fact.edge.uid)) for i in items if i.fact is not None}
            told |= {i.episode.uid for i in items if i.episode is not None}
            chosen = [
                by_uid[uid] for kind, uid in (f.key for f in fused) if kind == FACT and statement((kind, uid)) in told
            ]
        top_facts = [by_uid[uid] for kind, uid in (f.key for f in fused) if kind == FACT][:top_k]
        self.graph.record_accessed(nodes[u] for f in top_facts for u in (f.edge.from_uid, f.edge.to_uid) if u in nodes)
        said = [i.episode for i in items if i.episode is not None]
        ranked_anchors = sorted((u for u in anchors.strength if u in nodes), key=lambda u: (-anchors.strength[u], u))
        context = render(chosen, nodes, said, today=(as_of or now).date())
        return RecallResult(items, top_facts, nodes, [nodes[u] for u in ranked_anchors], context)

    async def _graph(
        self,
        named: Anchors,
        scope: list[str],
        query: str,
        embedding: Sequence[float],
        vector: Once,
        hops: int,
        top_k: int,
        as_of: datetime | None,
        now: datetime,
        types: set[str],
    ) -> tuple[Anchors, list[ScoredFact[EdgeRecord]], dict[str, NodeRecord]]:
        """The graph source: the anchors (and nodes meaning what the question asks when it names none), the facts
        spreading reached from them (or those valid `as_of`) and their nodes. The episodes the chosen facts came
        from are read with the chosen items (`_items`), not all of theirs here."""
        # kg's own vector of the question, for nodes' name_vector: a client's vector is matched by `anchors`.
        meaning = await vector.get() if not embedding and self.source.wants_meaning(named) else []
        anchors = await self.source.with_meaning(named, scope, meaning)
        if as_of is not None:
            facts, nodes = await self.source.valid_at(scope, anchors.strength, as_of, top_k + DEPTH // 4)
            return anchors, facts, nodes
        spread = await self.source.spread(
            scope, query, anchors.strength, hops, top_k + DEPTH // 4, now, types, anchors.links, anchors.by_role
        )
        facts, nodes = await self.source.returned(spread, set(anchors.strength), scope)
        return anchors, facts, nodes

    async def _episodes(
        self,
        asked: Sequence[str],
        scope: list[str],
        as_of: datetime | None,
        vector: Once,
        people: frozenset[str],
        question: Question,
    ) -> tuple[list[str], list[str], list[str], list[str], dict[str, EpisodeRecord]]:
        """The episode sources: the best by words (BM25), those near the question's vector, and those of them that
        `people` said (searched among their turns), with what the word index holds of each (who said it, whom it
        mentions, the turn it follows, its dates): what the lists rank them by. None is read from Dgraph here but
        those the index does not hold (a namespace still loading): reading ~200 candidates' cards cost Dgraph about
        40 % of its CPU per Recall (LoCoMo dev), where only the items chosen need their text (`_items`)."""
        by_words, (by_vector, spoken) = await together(
            self.words.ranked(asked, scope, as_of, DEPTH), self._nearest(scope, as_of, vector, people)
        )
        spans = question.time.spans
        narrow = sum((span.end - span.start).days + 1 for span in spans) <= TIMED_DAYS
        # Whoever spoke then, when the question names no one ("what happened in early March?").
        timed = (await self.words.said_within(scope, spans, people or None, as_of))[:DEPTH] if narrow else []
        candidates = list(dict.fromkeys([*by_words, *by_vector, *spoken, *timed]))
        seen = self.words.held(candidates, scope)
        missing = sorted(set(candidates) - seen.keys())
        return by_words, by_vector, spoken, timed, seen | await self.episodes.get_many(missing, scope)

    async def _nearest(
        self, scope: list[str], as_of: datetime | None, vector: Once, people: frozenset[str]
    ) -> tuple[list[str], list[str]]:
        """The episodes nearest the question, and those of them `people` said (searched among their turns)."""
        if not await self.vectors.holds_any(scope):
            return [], []
        question = await vector.get()
        searches: list[Search] = [(VECTOR_DEPTH, None), *([(SPOKEN_DEPTH, people)] if people else [])]
        nearest, *among = await self.vectors.searched(question, scope, as_of, searches)  # one product for both
        by_vector = [uid for uid, similarity in nearest if similarity >= MIN_SIMILARITY]
        spoken = [uid for found in among for uid, similarity in found if similarity >= SPOKEN_MIN_SIMILARITY]
        return by_vector, spoken

    @staticmethod
    def _lists(
        question: Question,
        asked: Sequence[str],
        hinted: frozenset[str],
        single: frozenset[str],
        by_words: list[str],
        by_vector: list[str],
        spoken: list[str],
        timed: list[str],
        ended: list[str],
        seen: dict[str, EpisodeRecord],
        people: frozenset[str],
        facts: list[ScoredFact[EdgeRecord]],
        nodes: dict[str, NodeRecord],
        replies: Callable[[list[str]], dict[str, EpisodeRecord]],
    ) -> dict[str, list[tuple[str, str]]]:
        def keyed(kind: str, uids: Sequence[str]) -> list[tuple[str, str]]:
            return [(kind, uid) for uid in uids]

        def name(uid: str) -> str:
            return nodes[uid].name if uid in nodes else ""

        by_words = [u for u in by_words if u in seen]
        by_vector = [u for u in by_vector if u in seen]
        spoken = [u for u in spoken if u in seen and seen[u].speaker_uid in people]
        sharing, other = sharing_words(
            (
                (
                    f.edge.uid,
                    f.edge.type,
                    fact_words(name(f.edge.from_uid), f.edge.type, name(f.edge.to_uid)),
                    not people or f.edge.from_uid in people or f.edge.to_uid in people,
                )
                for f in facts
            ),
            asked,
            hinted,
        )
        lists = {
            "words": keyed(EPISODE, by_words),
            "vector": keyed(EPISODE, by_vector),
            "person.words": keyed(EPISODE, about_people(by_words, seen, people)),
            "person.vector": keyed(EPISODE, about_people(by_vector, seen, people)),
            "speaker.words": keyed(EPISODE, said_by(by_words, seen, people)),
            "speaker.vector": keyed(EPISODE, spoken),
            "time": keyed(EPISODE, _said_then(question, [by_words, by_vector, spoken], timed, seen)),
        }
        best = [uid for _, uid in (f.key for f in fuse(lists, WEIGHTS))][:NEIGHBOUR_DEPTH]
        before = preceding(best, seen)
        lists["previous"] = keyed(EPISODE, said_by(before, seen, people) if people else before)
        after = replies(best)
        # `seen` gains the turns after that were no candidates: the discount of turns that only ask reads them
        seen.update((uid, record) for uid, record in after.items() if uid not in seen)
        lists["next"] = keyed(EPISODE, said_by(list(after), seen, people) if people else list(after))
        lists["facts"] = keyed(FACT, sharing)
        listed = set(sharing)
        lists["answer"] = keyed(FACT, [f.edge.uid for f in facts if f.edge.uid in listed and f.edge.type in single])
        lists["graph"] = keyed(FACT, other)
        # a turn a `facts` item already tells ("I quit Boots. I'm joining the NHS") is found by it, as a fact
        told_by_facts = {f.edge.derived_from_uid for f in facts if f.edge.uid in listed}
        lists["ended"] = keyed(EPISODE, [uid for uid in ended[:DEPTH] if uid in seen and uid not in told_by_facts])
        return lists

    async def _stale_taken_lower(
        self,
        fused: list[Fused[tuple[str, str]]],
        ranked: list[Fused[tuple[str, str]]],
        top_k: int,
        facts: list[ScoredFact[EdgeRecord]],
        scope: list[str],
        kinds: frozenset[str],
        said: Sequence[str],
    ) -> tuple[list[Fused[tuple[str, str]]], dict[str, EpisodeRecord | None]]:
        """`fused` with the turns among the first top_k statements (`ranked`) whose facts, those of the kinds the
        question is about (`kinds`, edge types) or whose objects its words (`said`) name, have all been retired
        since (kg/recall/outdated.py) taken at OUTDATED_SHARE, and those statements' episodes, which `_items` reads
        anyway: the statuses come with them, read along one reverse edge per episode."""
        told = _told_by(ranked[:top_k], {f.edge.uid: f for f in facts})
        episodes, statuses = await self.episodes.get_many_with_statuses(told, scope)
        stale = outdated(statuses, kinds, said)
        fused = discounted(fused, partial(_stale_share, stale), "outdated") if stale else fused
        return fused, {uid: episodes.get(uid) for uid in told}

    async def _items(
        self,
        ranked: list[Fused[tuple[str, str]]],
        top_k: int,
        facts: list[ScoredFact[EdgeRecord]],
        scope: list[str],
        read: Mapping[str, EpisodeRecord | None],
    ) -> list[RecallItem]:
        """The first `top_k` of `ranked` with their episodes (a fact with the one it came from) read in full, in one
        query, less those already `read` (None: read, and not found). The lists ranked what the word index holds,
        so an episode forgotten since its namespace loaded is not read, and the next ones are read in its place."""
        by_uid = {f.edge.uid: f for f in facts}
        known = dict(read)
        chosen: list[Fused[tuple[str, str]]] = []
        at = 0
        while len(chosen) < top_k and at < len(ranked):
            batch = ranked[at : at + top_k - len(chosen)]
            at += len(batch)
            missing = sorted(set(_told_by(batch, by_uid)) - known.keys())
            if missing:
                found = await self.episodes.get_many(missing, scope)
                known.update((uid, found.get(uid)) for uid in missing)
            chosen += [entry for entry in batch if entry.key[0] == FACT or known.get(entry.key[1]) is not None]
        episodes = {uid: episode for uid, episode in known.items() if episode is not None}
        items = []
        for entry in chosen:
            kind, uid = entry.key
            if kind == FACT:
                fact = by_uid[uid]
                items.append(
                    RecallItem(entry.score, entry.parts, fact=fact, provenance=episodes.get(fact.edge.derived_from_uid))
                )
            else:
                items.append(RecallItem(entry.score, entry.parts, episode=episodes[uid], provenance=episodes[uid]))
        return items


def _told_by(ranked: Sequence[Fused[tuple[str, str]]], by_uid: Mapping[str, ScoredFact[EdgeRecord]]) -> list[str]:
    """The episodes `ranked` tells: each episode, and the one each fact was extracted from (if any)."""
    told = (by_uid[uid].edge.derived_from_uid if kind == FACT else uid for kind, uid in (f.key for f in ranked))
    return list(dict.fromkeys(uid for uid in told if uid))


def _said_then(
    question: Question, ranked: list[list[str]], timed: list[str], seen: dict[str, EpisodeRecord]
) -> list[str]:
    """The candidates said in, or speaking of, the time the question names, in their best rank; then the other turns
    the people it names said then, in the order they were said."""
    found = in_time(ranked, seen, question.time.spans)
    already = set(found)
    return found + [uid for uid in dict.fromkeys(timed) if uid in seen and uid not in already]


def _stale_share(stale: set[str], key: tuple[str, str]) -> float:
    kind, uid = key
    return OUTDATED_SHARE if kind == EPISODE and uid in stale else 1.0


def _asking_share(seen: dict[str, EpisodeRecord], key: tuple[str, str]) -> float:
    kind, uid = key
    return ASKING_SHARE if kind == EPISODE and uid in seen and seen[uid].asks else 1.0


def validate(query: str, embedding: Sequence[float], hops: int, top_k: int) -> None:
    if not query.strip() and not embedding:
        raise InvalidArgument.of("query", "give a query, an embedding, or both")
    if not 0 <= hops <= 4:
        raise InvalidArgument.of("hops", "must be between 1 and 4 (0: the default, 2)")
    if not 0 <= top_k <= 100:
        raise InvalidArgument.of("top_k", "must be between 1 and 100 (0: the default, 10)")
