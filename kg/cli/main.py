"""The `kg` command line."""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from dataclasses import replace

from kg.auth import token_cli
from kg.cli import jobs, ops
from kg.cli.output import early_error, report, report_error
from kg.errors import KgError
from kg.logging import configure_logging
from kg.settings import Settings, SettingsError
from kg.tls import TlsConfigError


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        early_error("cli.settings_invalid", f"kg: {exc}")
        return 2
    configure_logging(settings.log_format, settings.log_level)
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return 2
    try:
        result: int = handler(settings, args)
    except TlsConfigError as exc:  # a certificate or key file named in the settings cannot be used
        report_error(settings.log_format, "cli.tls_invalid", f"kg: TLS: {exc}")
        return 2
    except KgError as exc:  # Dgraph unreachable, say: the store's one line, not a traceback
        report_error(settings.log_format, "cli.failed", f"kg: {exc}", error_type=type(exc).__name__)
        return 1
    return result


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kg", description="kg: knowledge-graph memory over Dgraph and gRPC")
    sub = parser.add_subparsers(metavar="COMMAND")

    serve = sub.add_parser("serve", help="run the gRPC server against the Dgraph at KG_DGRAPH_ADDR")
    serve.set_defaults(handler=_serve)

    dev = sub.add_parser("dev", help="start a local Dgraph (zero + alpha) and the server; Ctrl-C stops all")
    dev.set_defaults(handler=_dev)

    schema = sub.add_parser("schema", help="the DQL schema").add_subparsers(metavar="ACTION")
    apply = schema.add_parser("apply", help="apply the schema (idempotent)")
    apply.add_argument(
        "--backfill",
        action="store_true",
        help="run every data migration again, for records an older kg wrote during a rolling upgrade",
    )
    apply.set_defaults(handler=_schema_apply)
    schema.add_parser("print", help="print the complete schema").set_defaults(handler=_schema_print)

    token_cli.add_parser(sub)
    jobs.add_parser(sub)
    ops.add_parser(sub)

    dgraph = sub.add_parser("dgraph", help="a local Dgraph (binary, up, down)").add_subparsers(metavar="ACTION")
    dgraph.add_parser("ensure", help="find a dgraph binary or build one once; print its path").set_defaults(
        handler=_dgraph_ensure
    )
    ops.add_dgraph_actions(dgraph)
    return parser


def _serve(settings: Settings, _: argparse.Namespace) -> int:
    from kg.api.server import ConfigurationError, run_server

    try:
        asyncio.run(run_server(settings))
    except ConfigurationError as exc:
        report_error(settings.log_format, "server.configuration_invalid", f"kg: {exc}")
        return 2
    return 0


def _dev(settings: Settings, _: argparse.Namespace) -> int:
    from kg.api.server import ConfigurationError, run_server
    from kg.dgraph import DgraphLauncher, DgraphStartError, find_or_build_dgraph

    binary = find_or_build_dgraph(settings.dgraph_bin, settings.cache_dir)
    launcher = DgraphLauncher(binary, settings.data_dir, settings.dgraph_port_offset, settings.dgraph_cache_mb)
    try:
        with launcher:
            local = replace(settings, dgraph_addr=launcher.alpha_addr, dgraph_http=launcher.http_url)
            if not (settings.tokens_file or settings.tokens or settings.allow_unauthenticated):
                tokens_file, token = token_cli.ensure_dev_token(settings.data_dir.parent, settings.default_namespace)
                local = replace(local, tokens_file=str(tokens_file))
                print(
                    f"kg: development token (admin of namespace {settings.default_namespace!r}, and service admin: "
                    f"its raw DQL reads every namespace):\n    {token}\n"
                    f"kg: send it as metadata `authorization: Bearer <token>`",
                    file=sys.stderr,
                )
            print(
                f"kg: Dgraph is up (gRPC {launcher.alpha_addr}, HTTP {launcher.http_url} for Ratel); "
                f"data in {launcher.data_dir}",
                file=sys.stderr,
            )
            asyncio.run(run_server(local))
    except (DgraphStartError, ConfigurationError) as exc:
        print(f"kg: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    return 0


def _schema_apply(settings: Settings, args: argparse.Namespace) -> int:
    from kg.store.connection import open_dgraph
    from kg.store.schema import apply_schema

    async def apply() -> int:
        client = await open_dgraph(settings)
        try:
            return await apply_schema(client, backfill=args.backfill)
        finally:
            await client.close()

    version = asyncio.run(apply())
    report(settings.log_format, "cli.schema_applied", f"schema version {version} applied", version=version)
    return 0


def _schema_print(_settings: Settings, _: argparse.Namespace) -> int:
    from kg.store.schema import render_schema

    print(render_schema(), end="")
    return 0


def _dgraph_ensure(settings: Settings, _: argparse.Namespace) -> int:
    from kg.dgraph import DgraphNotFoundError, find_or_build_dgraph

    try:
        print(find_or_build_dgraph(settings.dgraph_bin, settings.cache_dir))
    except DgraphNotFoundError as exc:
        print(f"kg: {exc}", file=sys.stderr)
        return 1
    return 0
