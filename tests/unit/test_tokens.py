"""Token configuration and authentication (no server)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg.auth.bearer import BearerAuth
from kg.auth.tokens import TokenConfigError, TokenRegistry, entry_from_json, hash_token, new_token
from kg.errors import PermissionDenied, Unauthenticated

REPO = Path(__file__).resolve().parents[2]


def _registry(**overrides: object) -> tuple[TokenRegistry, str]:
    token = new_token()
    entry = {
        "principal": "alice",
        "sha256": hash_token(token),
        "scopes": ["read", "write"],
        "namespaces": {"alice": "write", "team": "read"},
        **overrides,
    }
    return TokenRegistry.from_json_text(json.dumps({"tokens": [entry]})), token


def test_a_known_token_becomes_a_caller_with_its_namespaces() -> None:
    registry, token = _registry()
    caller = registry.authenticate(token)
    assert caller.principal == "alice" and caller.home == "alice"
    assert caller.readable == {"alice", "team"} and caller.writable == {"alice"}
    assert not caller.admin


def test_read_scope_alone_writes_nowhere_and_admin_scope_makes_an_admin() -> None:
    reader, token = _registry(scopes=["read"])
    assert reader.authenticate(token).writable == frozenset()
    admin, token = _registry(scopes=["read", "write", "admin"])
    assert admin.authenticate(token).admin


def test_only_the_service_admin_scope_allows_raw_dql() -> None:
    tenant_admin, token = _registry(scopes=["read", "write", "admin"])
    with pytest.raises(PermissionDenied, match="service-admin"):
        tenant_admin.authenticate(token).require_service_admin("raw DQL")
    operator, token = _registry(scopes=["read", "service-admin"])
    caller = operator.authenticate(token)
    caller.require_service_admin("raw DQL")
    assert not caller.admin and caller.writable == frozenset()  # service-wide reads give no writes


def test_a_token_is_recognised_on_every_call_and_a_near_miss_never_is() -> None:
    registry, token = _registry()
    first = registry.authenticate(token)
    assert registry.authenticate(token) == first
    for wrong in (token + "x", token[:-1], token.upper()):
        with pytest.raises(Unauthenticated):
            registry.authenticate(wrong)
    assert registry.authenticate(token) == first


@pytest.mark.parametrize("presented", ["", "kg_wrong", "x" * 100])
def test_unknown_tokens_are_unauthenticated(presented: str) -> None:
    registry, _ = _registry()
    with pytest.raises(Unauthenticated):
        registry.authenticate(presented)


def test_only_hashes_are_stored() -> None:
    token = new_token()
    entry = entry_from_json(
        {"principal": "p", "sha256": hash_token(token), "scopes": ["read"], "namespaces": {"p": "read"}}
    )
    assert token not in json.dumps(entry.to_json())


@pytest.mark.parametrize(
    "bad",
    [
        {"sha256": "0" * 64, "scopes": ["read"], "namespaces": {"a": "read"}},  # no principal
        {"principal": "a", "sha256": "short", "scopes": ["read"], "namespaces": {"a": "read"}},
        {"principal": "a", "sha256": "0" * 64, "scopes": ["root"], "namespaces": {"a": "read"}},
        {"principal": "a", "sha256": "0" * 64, "scopes": ["read"], "namespaces": {}},
        {"principal": "a", "sha256": "0" * 64, "scopes": ["read"], "namespaces": {"a": "owner"}},
        {"principal": "a", "sha256": "0" * 64, "scopes": ["read"], "namespaces": {"a": "read"}, "home": "b"},
    ],
)
def test_malformed_entries_are_refused_at_load(bad: dict[str, object]) -> None:
    with pytest.raises(TokenConfigError):
        entry_from_json(bad)


def test_the_compose_development_tokens_file_accepts_the_documented_token() -> None:
    registry = TokenRegistry.load(REPO / "deploy" / "tokens.dev", "")
    assert registry is not None
    assert registry.authenticate("kg_compose-development-only").admin


def test_no_configuration_means_no_registry() -> None:
    assert TokenRegistry.load("", "") is None


def test_bearer_auth_reads_the_token_from_the_calls_metadata() -> None:
    registry, token = _registry()
    authenticate = BearerAuth(registry)
    metadata = (("user-agent", "grpc-python"), ("authorization", f"Bearer {token}"))
    assert authenticate(metadata).principal == "alice"
    for wrong in ((), (("authorization", token),), (("authorization", "Bearer  "),)):
        with pytest.raises(Unauthenticated):
            authenticate(wrong)
