"""The principals the test server knows, with real tokens in a real tokens file."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from kg.auth.token_cli import add_token
from kg.auth.tokens import entry_from_json, hash_token, new_token

# principal -> (scopes, namespaces)
PRINCIPALS: dict[str, tuple[list[str], dict[str, str]]] = {
    "admin": (["read", "write", "admin", "service-admin"], {"default": "write"}),  # raw DQL: every namespace
    "alice-admin": (["read", "write", "admin"], {"alice": "write"}),  # a namespace admin: no raw DQL
    "alice": (["read", "write"], {"alice": "write", "team": "read"}),
    "bob": (["read", "write"], {"bob": "write"}),
    "carol": (["read", "write"], {"carol": "write", "team": "write"}),  # writes to the group
    "alice-reader": (["read"], {"alice": "read"}),
    "fuzzer": (["read", "write"], {"fuzz": "write"}),
}


@dataclass(frozen=True)
class Tokens:
    path: Path
    by_principal: dict[str, str]

    def __getitem__(self, principal: str) -> str:
        return self.by_principal[principal]


def write_tokens(path: Path) -> Tokens:
    tokens = {}
    for principal, (scopes, namespaces) in PRINCIPALS.items():
        token = new_token()
        add_token(
            path,
            entry_from_json(
                {"principal": principal, "sha256": hash_token(token), "scopes": scopes, "namespaces": namespaces}
            ),
        )
        tokens[principal] = token
    return Tokens(path, tokens)
