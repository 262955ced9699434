"""`kg decay --once` (a container job or Kubernetes CronJob) and `kg prune --list | --apply`."""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from kg.errors import KgError
from kg.settings import Settings


def add_parser(sub: Any) -> None:
    decay = sub.add_parser("decay", help="run the activation decay against the Dgraph at KG_DGRAPH_ADDR")
    decay.add_argument("--once", action="store_true", required=True,
                       help="one run, then exit 0 (also when another process holds the decay lease)")
    decay.set_defaults(handler=_decay)

    prune = sub.add_parser("prune", help="nodes that decayed to the floor: list them, or remove them")
    action = prune.add_mutually_exclusive_group(required=True)
    action.add_argument("--list", action="store_true", help="print the candidates (tab-separated)")
    action.add_argument("--apply", action="store_true", help="remove the candidates, as DeleteNode does")
    prune.add_argument("--limit", type=int, default=1000, help="at most this many nodes (default 1000)")
    prune.set_defaults(handler=_prune)


def _decay(settings: Settings, _: argparse.Namespace) -> int:
    from kg.jobs import SchemaTooOld, decay_once

    try:
        outcome = asyncio.run(decay_once(settings))
    except (SchemaTooOld, KgError) as exc:
        print(f"kg decay: failed: {exc}", file=sys.stderr)
        return 1
    if not outcome.ran:
        until = outcome.held_until.isoformat() if outcome.held_until else "unknown"
        print(f"kg decay: skipped, the decay lease is held by {outcome.held_by} until {until}")
        return 0
    print(f"kg decay: {outcome.nodes} nodes and {outcome.edges} edges changed in {outcome.seconds:.2f}s")
    return 0


def _prune(settings: Settings, args: argparse.Namespace) -> int:
    from kg.jobs import SchemaTooOld, prune

    if args.limit < 1:
        print("kg: --limit must be at least 1", file=sys.stderr)
        return 2
    try:
        result = asyncio.run(prune(settings, apply=args.apply, limit=args.limit))
    except (SchemaTooOld, KgError) as exc:
        print(f"kg prune: failed: {exc}", file=sys.stderr)
        return 1
    if isinstance(result, list):
        for c in result:
            at = c.activation_at.isoformat() if c.activation_at else ""
            print(f"{c.uid}\t{c.namespace}\t{c.activation:.4f}\t{at}\t{c.name}")
        print(f"kg prune: {len(result)} candidates", file=sys.stderr)
    else:
        print(f"kg prune: removed {result.nodes} nodes and {result.edges} edge records")
    return 0
