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

# Principals whose home is a namespace of its own, handed out one per test (tests/conftest.py `own_client`): a test
# whose answer comes from ranking alone (vectors, top_k) asks among its own writes there, not among what every other
# test of the session left in "default". Not in PRINCIPALS, so tests that make a client of every principal skip them.
OWN_NAMESPACES = 60


@dataclass(frozen=True)
class Tokens:
    path: Path
    by_principal: dict[str, str]
    own: tuple[tuple[str, str], ...] = ()  # (namespace, token) of each principal of OWN_NAMESPACES

    def __getitem__(self, principal: str) -> str:
        return self.by_principal[principal]


def write_tokens(path: Path) -> Tokens:
    tokens = {
        principal: _added(path, principal, scopes, namespaces) for principal, (scopes, namespaces) in PRINCIPALS.items()
    }
    own = []
    for i in range(OWN_NAMESPACES):
        namespace = f"own-{i}"
        own.append((namespace, _added(path, namespace, ["read", "write"], {namespace: "write"})))
    return Tokens(path, tokens, tuple(own))


def _added(path: Path, principal: str, scopes: list[str], namespaces: dict[str, str]) -> str:
    token = new_token()
    add_token(
        path,
        entry_from_json(
            {"principal": principal, "sha256": hash_token(token), "scopes": scopes, "namespaces": namespaces}
        ),
    )
    return token
