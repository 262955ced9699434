"""Activation rules that hold for nodes and edges alike."""

from __future__ import annotations

MIN_ACTIVATION_FOR_COST = 0.01


def traversal_cost(activation: float) -> float:
    """The inverse of activation: strongly activated edges are cheap to traverse."""
    return 1.0 / max(activation, MIN_ACTIVATION_FOR_COST)


def boosted(activation: float, boost: float, maximum: float) -> float:
    return min(activation + boost, maximum)
