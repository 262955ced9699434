"""Caller: which namespace a write goes to, and who may do admin operations."""

from __future__ import annotations

import pytest

from kg.auth.caller import Caller, local_caller
from kg.errors import PermissionDenied


def caller(admin: bool = False) -> Caller:
    return Caller(
        "alice-token", home="alice", readable=frozenset({"family"}), writable=frozenset({"alice", "team"}), admin=admin
    )


def test_write_without_a_namespace_goes_home() -> None:
    assert caller().namespace_for_write("") == "alice"


def test_write_to_another_writable_namespace_is_allowed() -> None:
    assert caller().namespace_for_write("team") == "team"


@pytest.mark.parametrize("namespace", ["family", "bob", "Alice"])
def test_write_outside_the_writable_namespaces_is_denied(namespace: str) -> None:
    with pytest.raises(PermissionDenied, match=f"alice-token may not write to namespace '{namespace}'"):
        caller().namespace_for_write(namespace)


def test_write_home_is_denied_when_home_is_not_writable() -> None:
    reader = Caller("reader", home="shared", readable=frozenset({"shared"}), writable=frozenset())
    with pytest.raises(PermissionDenied, match="'shared'"):
        reader.namespace_for_write("")


def test_admin_flag_does_not_widen_writes() -> None:
    with pytest.raises(PermissionDenied):
        caller(admin=True).namespace_for_write("bob")


def test_require_admin_passes_for_admins() -> None:
    caller(admin=True).require_admin("raw DQL")


def test_require_admin_denies_others_naming_the_operation() -> None:
    with pytest.raises(PermissionDenied, match="raw DQL needs an admin token"):
        caller().require_admin("raw DQL")


def test_read_scope_is_readable_and_writable_sorted() -> None:
    assert caller().read_scope == ["alice", "family", "team"]


def test_local_caller_owns_one_namespace_as_admin() -> None:
    local = local_caller("dev")
    assert local.namespace_for_write("") == "dev"
    assert local.read_scope == ["dev"]
    local.require_admin("anything")
    with pytest.raises(PermissionDenied):
        local.namespace_for_write("other")
