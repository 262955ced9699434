"""Obtaining and running a local Dgraph (zero + alpha) for development, tests and benchmarks."""

from kg.dgraph.binary import DgraphNotFoundError, find_or_build_dgraph
from kg.dgraph.launcher import DgraphLauncher, DgraphPorts, DgraphStartError

__all__ = ["DgraphLauncher", "DgraphNotFoundError", "DgraphPorts", "DgraphStartError", "find_or_build_dgraph"]
