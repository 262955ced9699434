"""Statements no longer held: turns whose facts have been retired since they were said ("My manager is Tomas" once "My
new manager is Grace" archived that fact, or a fact retracted as wrong).

What was said stays said, and stays findable ("Who was my manager before Grace?" is answered by it); but a question
asked of the present ("Who is my manager?") should meet the statement that still holds first. Recall takes an
outdated turn's fused score at OUTDATED_SHARE; it shows in `why` as `outdated`. A turn is outdated for a question
when the facts it stated of the kinds the question asks about (the types it hints at, kg/domain/recall_scoring.py
type_hints: "work" or "job" for WORKS_AT, "live" for LIVES_IN, and those whose object it names: "vegan" in "Is Nina
vegan?"), or all its facts when it asks about no kind, are all retired: "I live in Denver and work as a nurse at St.
Mary's", after a move and a new job, is outdated for "Where does Sam work?" though the nurse's role still holds. A
turn that told nothing of the kinds asked about is not outdated for it, whatever became of its other facts: "I lead
the payments team at Monzo. My manager is Claire." (its one fact, the manager, replaced since) still answers "Where
does Dev work?", which extraction found no fact in. A turn that stated no fact is as it was. Only the top k
statements are checked, with the read of their episodes (a reverse edge each): a stale turn just below them may take
a place one of them gave up, undiscounted. Reads of the past (`as_of`) rank what was said as it stood then. Pure.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence, Set

from kg.episodes.words import words
from kg.model.episodes import ToldFact
from kg.model.types import EdgeStatus

# A quarter: at half (as turns that only ask count, kg/recall/pipeline.py), "I live in Denver and work at St. Mary's",
# matched first by both words and meaning, still came before the current employer's fact for "Where does Sam work?".
# A stale turn that matches far better than anything current still comes first, and one asked about by what it says
# ("Who was my manager before Grace?") stays among the first.
OUTDATED_SHARE = 0.25
_RETIRED = frozenset({EdgeStatus.ARCHIVED.value, EdgeStatus.RETRACTED.value})


def outdated(told: Mapping[str, Sequence[ToldFact]], kinds: Set[str], said: Iterable[str] = ()) -> set[str]:
    """The turns (by uid) outdated for a question about the edge types `kinds` whose words (stemmed) are `said`,
    from each turn's facts. A fact whose object the question names is asked about too: "Is Nina vegan?" asks about
    HAS_STATE "vegan", though no word of it names a type."""
    words_said = set(said)
    stale = set()
    for uid, facts in told.items():
        about = [f.status for f in facts if f.edge_type in kinds or words_said & set(words(f.object_name))]
        if not about and kinds:
            continue  # it told nothing of the kinds asked about: what else it says may well hold
        if facts and all(status in _RETIRED for status in about or [f.status for f in facts]):
            stale.add(uid)
    return stale
