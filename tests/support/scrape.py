"""Reading a Prometheus text exposition in tests: samples keyed by name and labels."""

from __future__ import annotations

import urllib.request

from prometheus_client.parser import text_string_to_metric_families

Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]


def parse(text: str) -> Samples:
    return {
        (s.name, frozenset(s.labels.items())): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


def scrape(port: int, host: str = "127.0.0.1") -> Samples:
    with urllib.request.urlopen(f"http://{host}:{port}/metrics", timeout=5) as resp:
        return parse(resp.read().decode())


def sample(samples: Samples, name: str, **labels: str) -> float:
    """A sample's value; 0 for one not (yet) exported, as for a labelled counter that never moved."""
    return samples.get((name, frozenset(labels.items())), 0.0)
