"""`kg token create` and the development token of `kg dev`."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from kg.auth.tokens import TokenEntry, entry_from_json, hash_token, new_token


def write_private(path: Path, text: str) -> None:
    """Replace `path` atomically with `text`, in a file readable by its owner only from its creation: a file
    written and then narrowed could be opened by anyone in between."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.tmp")
    tmp.unlink(missing_ok=True)  # a leftover of an interrupted write: O_EXCL below makes a new one
    with os.fdopen(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "w") as out:
        out.write(text)
    os.replace(tmp, path)


def add_token(path: Path, entry: TokenEntry) -> None:
    """Append an entry to a tokens file (created if missing), written atomically and readable by the owner only."""
    data = json.loads(path.read_text()) if path.exists() else {"tokens": []}
    data["tokens"] = [t for t in data["tokens"] if t.get("principal") != entry.principal] + [entry.to_json()]
    write_private(path, json.dumps(data, indent=2) + "\n")


def create(args: argparse.Namespace) -> int:
    namespaces = dict(item.split("=", 1) if "=" in item else (item, "write") for item in args.namespace)
    token = new_token()
    try:
        entry = entry_from_json(
            {
                "principal": args.principal,
                "sha256": hash_token(token),
                "scopes": args.scope,
                "namespaces": namespaces,
                "home": args.home,
            }
        )
    except ValueError as exc:
        print(f"kg: {exc}", file=sys.stderr)
        return 2
    if args.file:
        add_token(Path(args.file), entry)
        print(f"kg: added {entry.principal} to {args.file}", file=sys.stderr)
    else:
        print(json.dumps(entry.to_json()), file=sys.stderr)
    print(token)
    return 0


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    tokens = sub.add_parser("token", help="bearer tokens").add_subparsers(metavar="ACTION")
    make = tokens.add_parser("create", help="make a token; prints it once (only its hash is stored)")
    make.add_argument("--principal", required=True, help="who the token belongs to")
    make.add_argument(
        "--namespace",
        action="append",
        required=True,
        metavar="NS[=read|write]",
        help="a namespace and the token's level in it (default write); repeat for groups",
    )
    make.add_argument(
        "--scope",
        action="append",
        choices=["read", "write", "admin", "service-admin"],
        default=None,
        help="repeatable; default read and write",
    )
    make.add_argument("--home", default="", help="where new data goes by default")
    make.add_argument("--file", default="", help="append to this tokens file instead of printing the entry")
    make.set_defaults(handler=lambda _settings, args: create(_with_default_scopes(args)))


def _with_default_scopes(args: argparse.Namespace) -> argparse.Namespace:
    args.scope = args.scope or ["read", "write"]
    return args


def ensure_dev_token(state_dir: Path, namespace: str) -> tuple[Path, str]:
    """The tokens file and admin token `kg dev` uses; made once, then reused across runs."""
    token_path, tokens_path = state_dir / "dev-token", state_dir / "tokens.json"
    if token_path.exists() and tokens_path.exists():
        for made_earlier in (token_path, tokens_path):
            made_earlier.chmod(0o600)  # by an older kg, which widened them for a moment
        return tokens_path, token_path.read_text().strip()
    token = new_token()
    add_token(
        tokens_path,
        entry_from_json(
            {
                "principal": "developer",
                "sha256": hash_token(token),
                "scopes": ["read", "write", "admin", "service-admin"],
                "namespaces": {namespace: "write"},
            }
        ),
    )
    write_private(token_path, token + "\n")
    return tokens_path, token
