"""A labelled Prometheus counter and histogram for events on every call (each RPC, each Dgraph call).

prometheus_client's own take a lock per value they change and check their labels on every call: an RPC's count
and duration and its Dgraph read's duration cost five locked additions and three checks. Here a child (one label
set, looked up once by the caller) counts under one lock per event, and the values are turned into metric families
only when scraped. The exposition is the one prometheus_client gives for its Counter and Histogram, `_created`
series included (unless PROMETHEUS_DISABLE_CREATED_SERIES is set, as there).
"""

from __future__ import annotations

import bisect
import os
import threading
import time
from collections.abc import Iterator, Sequence

from prometheus_client import CollectorRegistry
from prometheus_client.metrics_core import CounterMetricFamily, HistogramMetricFamily, Metric
from prometheus_client.registry import Collector
from prometheus_client.utils import floatToGoString

_WITH_CREATED = os.environ.get("PROMETHEUS_DISABLE_CREATED_SERIES", "False").lower() not in ("true", "1", "t")


class CounterChild:
    __slots__ = ("_lock", "created", "value")

    def __init__(self) -> None:
        self._lock = threading.Lock()  # scrapes read from the metrics server's thread
        self.value = 0.0
        self.created = time.time()

    def inc(self) -> None:
        with self._lock:
            self.value += 1


class HistogramChild:
    __slots__ = ("_bounds", "_lock", "counts", "created", "sum")

    def __init__(self, bounds: Sequence[float]) -> None:
        self._bounds = bounds
        self._lock = threading.Lock()
        self.counts = [0] * (len(bounds) + 1)  # per bucket, not cumulative; the last is +Inf
        self.sum = 0.0
        self.created = time.time()

    def observe(self, amount: float) -> None:
        bucket = bisect.bisect_left(self._bounds, amount)  # the first bound >= amount ("le")
        with self._lock:
            self.counts[bucket] += 1
            self.sum += amount

    def snapshot(self) -> tuple[list[int], float]:
        """Counts per bucket and the sum, of one moment."""
        with self._lock:
            return list(self.counts), self.sum


class LabelledCounter(Collector):
    def __init__(self, name: str, documentation: str, labelnames: Sequence[str], registry: CollectorRegistry) -> None:
        self.name = name.removesuffix("_total")
        self.documentation = documentation
        self.labelnames = tuple(labelnames)
        self._children: dict[tuple[str, ...], CounterChild] = {}
        registry.register(self)

    def labels(self, *values: str) -> CounterChild:
        child = self._children.get(values)
        if child is None:
            child = self._children[values] = CounterChild()
        return child

    def collect(self) -> Iterator[Metric]:
        family = CounterMetricFamily(self.name, self.documentation, labels=self.labelnames)
        for values, child in list(self._children.items()):
            family.add_metric(values, child.value, created=child.created if _WITH_CREATED else None)
        yield family

    def describe(self) -> Iterator[Metric]:  # lets the registry check names without collecting
        yield CounterMetricFamily(self.name, self.documentation, labels=self.labelnames)


class LabelledHistogram(Collector):
    def __init__(
        self,
        name: str,
        documentation: str,
        labelnames: Sequence[str],
        buckets: Sequence[float],
        registry: CollectorRegistry,
    ) -> None:
        self.name = name
        self.documentation = documentation
        self.labelnames = tuple(labelnames)
        self.bounds = tuple(sorted(buckets))
        self._les = [*map(floatToGoString, self.bounds), "+Inf"]
        self._children: dict[tuple[str, ...], HistogramChild] = {}
        registry.register(self)

    def labels(self, *values: str) -> HistogramChild:
        child = self._children.get(values)
        if child is None:
            child = self._children[values] = HistogramChild(self.bounds)
        return child

    def collect(self) -> Iterator[Metric]:
        family = HistogramMetricFamily(self.name, self.documentation, labels=self.labelnames)
        for values, child in list(self._children.items()):
            counts, total = child.snapshot()
            cumulative, running = [], 0.0
            for le, count in zip(self._les, counts, strict=True):
                running += count
                cumulative.append((le, running))
            family.add_metric(values, cumulative, total)
            if _WITH_CREATED:
                family.add_sample(
                    f"{self.name}_created", dict(zip(self.labelnames, values, strict=True)), child.created
                )
        yield family

    def describe(self) -> Iterator[Metric]:
        yield HistogramMetricFamily(self.name, self.documentation, labels=self.labelnames)
