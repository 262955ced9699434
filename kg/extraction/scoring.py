"""Scoring extraction against a labelled set: precision, recall and F1 per relation and in total.

Used by `python -m bench extraction` and by the labelled-set test. A predicted fact matches an expected one when
edge type, subject and object agree after `fact_key`'s normalisation and both agree on `negated`; agreement on
`change` is counted separately over matched facts (tests/data/extraction/README.md).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from kg.extraction.names import name_key
from kg.extraction.relation import USER, Relation

# Words that never decide whether two objects are the same thing: "a support group" = "support group".
_FILLER = frozenset({"a", "an", "the", "my", "our", "his", "her", "their", "your", "some"})
_NON_WORD = re.compile(r"[^\w'&+.#-]+")

FactKey = tuple[str, str, str, bool]


@dataclass(frozen=True)
class Example:
    text: str
    facts: tuple[tuple[FactKey, bool], ...]  # (key, change)


@dataclass
class Score:
    true_positive: Counter[str] = field(default_factory=Counter)
    false_positive: Counter[str] = field(default_factory=Counter)
    false_negative: Counter[str] = field(default_factory=Counter)
    change_agreed: int = 0
    sentences: int = 0

    def add(self, expected: Iterable[tuple[FactKey, bool]], predicted: Iterable[tuple[FactKey, bool]]) -> None:
        self.sentences += 1
        wanted = dict(expected)
        got = dict(predicted)
        for key, change in got.items():
            if key in wanted:
                self.true_positive[key[0]] += 1
                self.change_agreed += change == wanted[key]
            else:
                self.false_positive[key[0]] += 1
        for key in wanted.keys() - got.keys():
            self.false_negative[key[0]] += 1

    def relations(self) -> list[str]:
        return sorted(set(self.true_positive) | set(self.false_positive) | set(self.false_negative))

    def row(self, relation: str | None = None) -> tuple[int, int, int, float, float, float]:
        """(tp, fp, fn, precision, recall, F1) of one relation, or micro totals with None."""
        if relation is None:
            tp, fp, fn = (sum(c.values()) for c in (self.true_positive, self.false_positive, self.false_negative))
        else:
            tp, fp, fn = self.true_positive[relation], self.false_positive[relation], self.false_negative[relation]
        precision = tp / (tp + fp) if tp + fp else 1.0
        recall = tp / (tp + fn) if tp + fn else 1.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        return tp, fp, fn, precision, recall, f1


def normalise_object(text: str) -> str:
    words = [word for word in _NON_WORD.sub(" ", name_key(text)).split() if word not in _FILLER]
    return " ".join(word.removesuffix("'s") if word.endswith("'s") and word != "'s" else word for word in words)


def fact_key(edge_type: str, subject: str, obj: str, negated: bool) -> FactKey:
    return (edge_type, subject if subject == USER else name_key(subject), normalise_object(obj), negated)


def relation_facts(relations: Iterable[Relation]) -> list[tuple[FactKey, bool]]:
    return [(fact_key(r.edge_type, r.subject, r.object, r.negated), r.change) for r in relations]


def load(path: Path) -> list[Example]:
    examples = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        record = json.loads(line)
        facts = []
        for edge_type, subject, obj, *flags in record["facts"]:
            marks = set(" ".join(flags).split())
            negated = bool(marks & {"neg", "ended"})
            change = bool(marks & {"change", "ended"})
            facts.append((fact_key(edge_type, subject, obj, negated), change))
        examples.append(Example(record["text"], tuple(facts)))
    return examples
