"""kg's lean labelled counter and histogram are scraped exactly as prometheus_client's Counter and Histogram."""

from __future__ import annotations

import re

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest

from kg.hot_metrics import LabelledCounter, LabelledHistogram

BUCKETS = (0.001, 0.005, 0.1, 30.0)
OBSERVED = [("a", 0.0005), ("a", 0.001), ("a", 0.003), ("b", 0.1), ("a", 31.0), ("b", 0.0)]


def scraped(registry: CollectorRegistry) -> str:
    return re.sub(r"(_created(\{[^}]*\})?) \S+", r"\1 T", generate_latest(registry).decode())  # times differ


def test_the_counter_and_histogram_scrape_as_prometheus_clients_do() -> None:
    theirs, ours = CollectorRegistry(), CollectorRegistry()
    their_count = Counter("calls", "Calls by kind", ["kind", "code"], registry=theirs)
    their_time = Histogram("call_seconds", "Call time by kind", ["kind"], buckets=BUCKETS, registry=theirs)
    our_count = LabelledCounter("calls", "Calls by kind", ["kind", "code"], ours)
    our_time = LabelledHistogram("call_seconds", "Call time by kind", ["kind"], BUCKETS, ours)
    for kind, seconds in OBSERVED:
        their_count.labels(kind, "OK").inc()
        their_time.labels(kind).observe(seconds)
        our_count.labels(kind, "OK").inc()
        our_time.labels(kind).observe(seconds)
    assert scraped(ours) == scraped(theirs)
    assert 'call_seconds_bucket{kind="a",le="0.001"} 2.0' in scraped(ours)  # a bound's own value is "le" it


def test_a_label_set_keeps_one_child() -> None:
    histogram = LabelledHistogram("t_seconds", "t", ["kind"], BUCKETS, CollectorRegistry())
    assert histogram.labels("a") is histogram.labels("a")
    histogram.labels("a").observe(0.002)
    assert histogram.labels("a").snapshot() == ([0, 1, 0, 0, 0], 0.002)
