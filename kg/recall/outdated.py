"""Statements no longer held: turns whose every fact has been retired since they were said ("My manager is Tomas"
once "My new manager is Grace" archived that fact, or a fact retracted as wrong).

What was said stays said, and stays findable ("Who was my manager before Grace?" is answered by it); but a question
asked of the present ("Who is my manager?") should meet the statement that still holds first. Recall takes an
outdated turn's fused score at OUTDATED_SHARE; it shows in `why` as `outdated`. A turn that stated no fact, or one
with a fact still current or pending, is as it was. Only the top k statements are checked, with the read of their
episodes (a reverse edge each): a stale turn just below them may take a place one of them gave up, undiscounted.
Reads of the past (`as_of`) rank what was said as it stood then. Pure.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from kg.model.types import EdgeStatus

# As for turns that only ask (kg/recall/pipeline.py, ASKING_SHARE): half, so a stale turn that matches a question much
# better than anything current still comes before it.
OUTDATED_SHARE = 0.5
_RETIRED = frozenset({EdgeStatus.ARCHIVED.value, EdgeStatus.RETRACTED.value})


def outdated(statuses: Mapping[str, Sequence[str]]) -> set[str]:
    """The turns (by uid) whose facts, one at least, are all retired, from each turn's facts' statuses."""
    return {uid for uid, told in statuses.items() if told and all(status in _RETIRED for status in told)}
