"""Operations commands: `kg export` / `kg import` against a running server, `kg dgraph up` / `kg dgraph down`."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from kg.settings import Settings

if TYPE_CHECKING:
    from kg.client import KgClient, KgRpcError


def add_parser(sub: Any) -> None:
    export = sub.add_parser("export", help="write a namespace as JSON lines (the Export RPC), history included")
    export.add_argument("--namespace", default="", help="default: the token's home namespace")
    export.add_argument("--out", required=True, metavar="FILE", help="where to write; - for standard output")
    _client_options(export)
    export.set_defaults(handler=_export)

    load = sub.add_parser("import", help="recreate an export's nodes and edges (with history) in a namespace")
    load.add_argument("--file", required=True, metavar="FILE", help="a file written by `kg export`; - for stdin")
    load.add_argument("--namespace", default="", help="where to create them; default: the token's home namespace")
    _client_options(load)
    load.set_defaults(handler=_import)


def add_dgraph_actions(dgraph: Any) -> None:
    """`up` and `down` beside `kg dgraph ensure`."""
    dgraph.add_parser(
        "up", help="start a local Dgraph in the background (KG_DATA_DIR); print its addresses"
    ).set_defaults(handler=_dgraph_up)
    dgraph.add_parser("down", help="stop the local Dgraph that `kg dgraph up` started").set_defaults(
        handler=_dgraph_down
    )


def _client_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--target", default="", help="kg's address (default: KG_GRPC_HOST:KG_GRPC_PORT)")
    parser.add_argument(
        "--token",
        default=os.environ.get("KG_TOKEN", ""),
        help="bearer token (default: the KG_TOKEN environment variable)",
    )
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds for each call (default 600)")
    env = os.environ.get
    tls = parser.add_argument_group("TLS (when kg serves TLS; each defaults to the KG_CLIENT_TLS_* variable named)")
    tls.add_argument(
        "--tls",
        action="store_true",
        default=env("KG_CLIENT_TLS", "").lower() in ("1", "true", "yes"),
        help="connect with TLS, verifying kg against the public roots (KG_CLIENT_TLS)",
    )
    tls.add_argument(
        "--tls-ca",
        default=env("KG_CLIENT_TLS_CA_FILE", ""),
        metavar="FILE",
        help="verify kg's certificate with this CA; implies --tls (KG_CLIENT_TLS_CA_FILE)",
    )
    tls.add_argument(
        "--tls-cert",
        default=env("KG_CLIENT_TLS_CERT_FILE", ""),
        metavar="FILE",
        help="client certificate, for mutual TLS; implies --tls (KG_CLIENT_TLS_CERT_FILE)",
    )
    tls.add_argument(
        "--tls-key",
        default=env("KG_CLIENT_TLS_KEY_FILE", ""),
        metavar="FILE",
        help="the client certificate's key (KG_CLIENT_TLS_KEY_FILE)",
    )
    tls.add_argument(
        "--tls-server-name",
        default=env("KG_CLIENT_TLS_SERVER_NAME", ""),
        metavar="NAME",
        help="the name to check in kg's certificate, if not the target's host (KG_CLIENT_TLS_SERVER_NAME)",
    )


def _connect(settings: Settings, args: argparse.Namespace) -> KgClient:
    """A client for --target with the token and TLS options (raises TlsConfigError on unusable files)."""
    from kg.client import KgClient
    from kg.tls import ClientTls

    tls = None
    if args.tls or args.tls_ca or args.tls_cert or args.tls_key:
        tls = ClientTls(args.tls_ca, args.tls_cert, args.tls_key, args.tls_server_name)
    return KgClient(_target(settings, args), args.token or None, args.timeout, tls=tls)


def _target(settings: Settings, args: argparse.Namespace) -> str:
    if args.target:
        return str(args.target)
    host = "127.0.0.1" if settings.grpc_host in ("", "0.0.0.0", "::") else settings.grpc_host  # noqa: S104
    return f"{host}:{settings.grpc_port}"


def _export(settings: Settings, args: argparse.Namespace) -> int:
    from kg.client import KgRpcError
    from kg.progress import Progress
    from kg.tls import TlsConfigError

    async def run(out: TextIO, progress: Progress) -> int:
        async with _connect(settings, args) as client:
            async for line in client.export_lines(args.namespace):
                out.write(line + "\n")
                progress.advance()
        return progress.done

    progress = Progress("kg export")
    try:
        if args.out == "-":
            count = asyncio.run(run(sys.stdout, progress))
        else:
            # Written beside the target and renamed at the end: a failed export leaves no partial file.
            path = Path(args.out)
            partial = path.with_name(path.name + ".partial")
            try:
                with open(partial, "w", encoding="utf-8") as out:
                    count = asyncio.run(run(out, progress))
            except BaseException:
                partial.unlink(missing_ok=True)
                raise
            partial.replace(path)
    except KgRpcError as exc:
        return _failed("kg export", exc)
    except TlsConfigError as exc:
        print(f"kg export: {exc}", file=sys.stderr)
        return 2
    finally:
        progress.close()
    print(f"kg export: {count} records written to {args.out}", file=sys.stderr)
    return 0


def _import(settings: Settings, args: argparse.Namespace) -> int:
    from kg.client import KgRpcError
    from kg.progress import Progress
    from kg.tls import TlsConfigError
    from kg.transfer import Importer, TransferError, read_export

    try:
        if args.file == "-":
            data = read_export(sys.stdin)
        else:
            with open(args.file, encoding="utf-8") as lines:
                data = read_export(lines)
    except (OSError, TransferError) as exc:
        print(f"kg import: {exc}", file=sys.stderr)
        return 2
    progress = Progress("kg import", total=data.size)

    async def run() -> str:
        async with _connect(settings, args) as client:
            importer = Importer(client, args.namespace, progress)
            try:
                return (await importer.run(data)).summary()
            except KgRpcError as exc:
                raise _PartialImport(exc, importer.report.summary()) from None

    try:
        summary = asyncio.run(run())
    except (TransferError, TlsConfigError) as exc:
        progress.close()
        print(f"kg import: {exc}", file=sys.stderr)
        return 2
    except _PartialImport as exc:
        progress.close()
        print(f"kg import: stopped part way; so far {exc.done}", file=sys.stderr)
        return _failed("kg import", exc.error)
    progress.close()
    print(f"kg import: {summary}", file=sys.stderr)
    return 0


class _PartialImport(Exception):
    def __init__(self, error: KgRpcError, done: str) -> None:
        super().__init__(str(error))
        self.error = error
        self.done = done


def _failed(command: str, exc: KgRpcError) -> int:
    print(f"{command}: {exc}", file=sys.stderr)
    for field, problem in exc.field_violations.items():
        print(f"  {field}: {problem}", file=sys.stderr)
    if exc.code.name == "UNAUTHENTICATED":
        print(f"{command}: pass a token with --token or KG_TOKEN", file=sys.stderr)
    return 1


def _dgraph_up(settings: Settings, _: argparse.Namespace) -> int:
    from kg.dgraph import DgraphNotFoundError, DgraphStartError, find_or_build_dgraph
    from kg.dgraph.daemon import up

    try:
        binary = find_or_build_dgraph(settings.dgraph_bin, settings.cache_dir)
        dgraph, started = up(binary, settings.data_dir, settings.dgraph_port_offset, settings.dgraph_cache_mb)
    except (DgraphNotFoundError, DgraphStartError) as exc:
        print(f"kg dgraph up: {exc}", file=sys.stderr)
        return 1
    print(
        f"kg: Dgraph {'is up' if started else 'was already up'} (gRPC {dgraph.alpha_addr}, HTTP "
        f"{dgraph.http_url} for Ratel); data in {dgraph.data_dir}; `kg dgraph down` stops it",
        file=sys.stderr,
    )
    # On stdout as settings, so `export $(kg dgraph up)` points kg at it.
    print(f"KG_DGRAPH_ADDR={dgraph.alpha_addr}\nKG_DGRAPH_HTTP={dgraph.http_url}")
    return 0


def _dgraph_down(settings: Settings, _: argparse.Namespace) -> int:
    from kg.dgraph.daemon import down

    stopped = down(settings.data_dir)
    print(
        f"kg: {'Dgraph stopped' if stopped else 'no local Dgraph was running'} ({settings.data_dir.resolve()})",
        file=sys.stderr,
    )
    return 0
