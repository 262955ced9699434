"""kg: a knowledge-graph memory service (Dgraph underneath, gRPC on top)."""

__version__ = "0.1.0"
