"""`kg decay --once` (a container job or Kubernetes CronJob), `kg prune --list | --apply`, `kg embed-names` and
`kg embed-episodes`."""

from __future__ import annotations

import argparse
import asyncio
import functools
import json
import sys
from typing import Any

from kg.cli.output import json_mode, report, report_error
from kg.errors import KgError
from kg.settings import Settings


def add_parser(sub: Any) -> None:
    decay = sub.add_parser("decay", help="run the activation decay against the Dgraph at KG_DGRAPH_ADDR")
    decay.add_argument(
        "--once",
        action="store_true",
        required=True,
        help="one run, then exit 0 (also when another process holds the decay lease)",
    )
    decay.set_defaults(handler=_decay)

    prune = sub.add_parser("prune", help="nodes that decayed to the floor: list them, or remove them")
    action = prune.add_mutually_exclusive_group(required=True)
    action.add_argument("--list", action="store_true", help="print the candidates (tab-separated)")
    action.add_argument("--apply", action="store_true", help="remove the candidates, as DeleteNode does")
    prune.add_argument("--limit", type=int, default=1000, help="at most this many nodes (default 1000)")
    prune.set_defaults(handler=_prune)

    for what, written in (
        ("names", "the names and descriptions of nodes without a name vector (written in bulk, or without the model)"),
        ("episodes", "the episodes that have no vector (ingested while kg ran without its model)"),
    ):
        embed = sub.add_parser(f"embed-{what}", help=f"embed {written}, so that Recall finds them by meaning")
        embed.add_argument("--namespace", default="", help="only this namespace (default: every one)")
        embed.set_defaults(handler=functools.partial(_embed, what))


def _decay(settings: Settings, _: argparse.Namespace) -> int:
    from kg.jobs.entry import SchemaTooOld, decay_once

    try:
        outcome = asyncio.run(decay_once(settings))
    except (SchemaTooOld, KgError) as exc:
        report_error(settings.log_format, "cli.decay_failed", f"kg decay: failed: {exc}")
        return 1
    if not outcome.ran:
        until = outcome.held_until.isoformat() if outcome.held_until else "unknown"
        report(
            settings.log_format,
            "cli.decay_skipped",
            f"kg decay: skipped, the decay lease is held by {outcome.held_by} until {until}",
            held_by=outcome.held_by,
            held_until=until,
        )
        return 0
    report(
        settings.log_format,
        "cli.decay_done",
        f"kg decay: {outcome.nodes} nodes and {outcome.edges} edges changed, "
        f"{outcome.promoted} scheduled changes made current, {outcome.ended} scheduled ends reached, "
        f"in {outcome.seconds:.2f}s",
        nodes=outcome.nodes,
        edges=outcome.edges,
        promoted=outcome.promoted,
        ended=outcome.ended,
        seconds=round(outcome.seconds, 3),
    )
    return 0


def _prune(settings: Settings, args: argparse.Namespace) -> int:
    from kg.jobs.entry import SchemaTooOld, prune

    if args.limit < 1:
        report_error(settings.log_format, "cli.prune_invalid_limit", "kg: --limit must be at least 1")
        return 2
    try:
        result = asyncio.run(prune(settings, apply=args.apply, limit=args.limit))
    except (SchemaTooOld, KgError) as exc:
        report_error(settings.log_format, "cli.prune_failed", f"kg prune: failed: {exc}")
        return 1
    if isinstance(result, list):
        # The candidates are the command's data (stdout): tab-separated, or one JSON object each in JSON mode.
        for c in result:
            at = c.activation_at.isoformat() if c.activation_at else ""
            if json_mode(settings.log_format):
                print(
                    json.dumps(
                        {
                            "uid": c.uid,
                            "namespace": c.namespace,
                            "activation": c.activation,
                            "activation_at": at or None,
                            "name": c.name,
                        }
                    )
                )
            else:
                print(f"{c.uid}\t{c.namespace}\t{c.activation:.4f}\t{at}\t{c.name}")
        if json_mode(settings.log_format):
            report(settings.log_format, "cli.prune_listed", "", candidates=len(result))
        else:
            print(f"kg prune: {len(result)} candidates", file=sys.stderr)
    else:
        report(
            settings.log_format,
            "cli.prune_removed",
            f"kg prune: removed {result.nodes} nodes and {result.edges} edge records",
            nodes=result.nodes,
            edges=result.edges,
        )
    return 0


def _embed(what: str, settings: Settings, args: argparse.Namespace) -> int:
    """`kg embed-names` (what: "names", counted as nodes) or `kg embed-episodes` ("episodes")."""
    from kg.embedding import ModelFileError
    from kg.jobs.entry import SchemaTooOld, embed_episodes, embed_names
    from kg.progress import Progress

    command, event, counted = f"kg embed-{what}", f"cli.embed_{what}", "nodes" if what == "names" else what
    job = embed_names if what == "names" else embed_episodes
    progress = Progress(command)
    try:
        outcome = asyncio.run(job(settings, args.namespace, progress.advance))
    except ModelFileError as exc:
        report_error(settings.log_format, f"{event}_no_model", f"{command}: {exc}")
        return 2
    except (SchemaTooOld, KgError) as exc:
        report_error(settings.log_format, f"{event}_failed", f"{command}: failed: {exc}")
        return 1
    finally:
        progress.close()
    report(
        settings.log_format,
        f"{event}_done",
        f"{command}: {outcome.records} {counted} embedded in {outcome.seconds:.1f}s",
        **{counted: outcome.records},
        seconds=round(outcome.seconds, 3),
    )
    return 0
