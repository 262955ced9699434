"""The secrets filter on writes."""

from __future__ import annotations

import pytest

from kg.domain.secret_filter import SecretFilter


@pytest.mark.parametrize(
    "secret",
    [
        "AKIAIOSFODNN7EXAMPLE",
        "-----BEGIN OPENSSH PRIVATE KEY-----",
        "ghp_0123456789abcdefghijklmnopqrstuvwxyzAB",
        "xoxb-1234567890-abcdefghij",
        "sk-proj-0123456789abcdefghijklmn",
        "AIzaSyA0123456789abcdefghijklmnopqrstuv",
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
        "my password is correct-horse-battery",
        "api_key=abcd1234efgh",
    ],
)
def test_secret_shapes_are_caught(secret: str) -> None:
    [violation] = SecretFilter().violations("node.description", f"note: {secret} (keep safe)")
    assert violation.field == "node.description" and "secret" in violation.description


@pytest.mark.parametrize(
    "ordinary",
    [
        "I forgot my password yesterday",
        "The key to success is practice",
        "My manager is Bob",
        "token economy",
        "Alice likes sk-ating",
        "kg_short",
    ],
)
def test_ordinary_text_passes(ordinary: str) -> None:
    assert SecretFilter().violations("node.name", ordinary) == []


def test_nested_metadata_reports_the_path_of_the_secret() -> None:
    [violation] = SecretFilter().violations("node.metadata", {"creds": {"aws": ["AKIAIOSFODNN7EXAMPLE"]}})
    assert violation.field == "node.metadata.creds.aws[0]"


def test_custom_patterns_come_from_the_setting() -> None:
    custom = SecretFilter.from_setting('["\\\\bACME-[0-9]{6}\\\\b"]')
    assert custom.violations("f", "badge ACME-123456") != []
    assert SecretFilter().violations("f", "badge ACME-123456") == []
    with pytest.raises(ValueError, match="JSON list"):
        SecretFilter.from_setting('{"not": "a list"}')
