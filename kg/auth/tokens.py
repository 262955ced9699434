"""Bearer tokens: token -> principal, namespaces and scopes.

Tokens are stored as SHA-256 hashes (a token is 256 random bits, so a fast hash is enough) and compared in
constant time. The configuration is JSON, from a file (KG_TOKENS_FILE) or the environment (KG_TOKENS):

    {"tokens": [{"principal": "alice", "sha256": "<hex>", "scopes": ["read", "write"],
                 "namespaces": {"alice": "write", "team-x": "read"}}]}

A namespace listed with "write" is readable and writable, with "read" readable only: that is how a member
of a group reads the group's namespace and writes to it only where allowed. The home namespace (where new
data goes when a request names none) is "home", else the first namespace listed with "write".
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kg.auth.caller import Caller
from kg.errors import Unauthenticated

# "admin" administers the token's own namespaces; "service-admin" is service-wide (raw DQL reads every namespace).
SCOPES = frozenset({"read", "write", "admin", "service-admin"})
LEVELS = frozenset({"read", "write"})
TOKEN_PREFIX = "kg_"  # noqa: S105 - a prefix, not a secret


class TokenConfigError(ValueError):
    pass


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return TOKEN_PREFIX + secrets.token_urlsafe(32)


@dataclass(frozen=True)
class TokenEntry:
    principal: str
    sha256: str
    scopes: frozenset[str]
    namespaces: dict[str, str]  # namespace -> "read" | "write"
    home: str

    def caller(self) -> Caller:
        readable = frozenset(self.namespaces) if "read" in self.scopes else frozenset()
        writable = (
            frozenset(ns for ns, level in self.namespaces.items() if level == "write")
            if "write" in self.scopes
            else frozenset()
        )
        return Caller(
            self.principal,
            self.home,
            readable,
            writable,
            admin="admin" in self.scopes,
            service_admin="service-admin" in self.scopes,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "principal": self.principal,
            "sha256": self.sha256,
            "scopes": sorted(self.scopes),
            "namespaces": self.namespaces,
            "home": self.home,
        }


def entry_from_json(obj: dict[str, Any]) -> TokenEntry:
    principal = obj.get("principal")
    digest = obj.get("sha256", "")
    scopes = frozenset(obj.get("scopes", []))
    namespaces = obj.get("namespaces", {})
    if not isinstance(principal, str) or not principal:
        raise TokenConfigError(f"a token entry needs a principal: {obj!r:.80}")
    if not isinstance(digest, str) or len(digest) != 64:
        raise TokenConfigError(f"token of {principal}: sha256 must be 64 hex digits")
    if not scopes or not scopes <= SCOPES:
        raise TokenConfigError(f"token of {principal}: scopes must be among {sorted(SCOPES)}")
    if not isinstance(namespaces, dict) or not namespaces or not set(namespaces.values()) <= LEVELS:
        raise TokenConfigError(f"token of {principal}: namespaces maps names to 'read' or 'write'")
    writable = [ns for ns, level in namespaces.items() if level == "write"]
    home = obj.get("home") or (writable[0] if writable else next(iter(namespaces)))
    if home not in namespaces:
        raise TokenConfigError(f"token of {principal}: home {home!r} is not among its namespaces")
    return TokenEntry(principal, digest.lower(), scopes, dict(namespaces), home)


class TokenRegistry:
    def __init__(self, entries: list[TokenEntry]) -> None:
        self.entries = entries
        # digest -> Caller of tokens already verified (below): every call authenticates, so a known token
        # costs one hash and one lookup. Keyed by the SHA-256 digest, never the token, and only verified
        # digests are kept, so the cache holds at most one Caller per entry and unknown tokens take the
        # constant-time path every time.
        self._verified: dict[str, Caller] = {}

    @classmethod
    def from_json_text(cls, text: str) -> TokenRegistry:
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise TokenConfigError(f"tokens are not valid JSON: {exc}") from exc
        raw = data.get("tokens") if isinstance(data, dict) else None
        if not isinstance(raw, list):
            raise TokenConfigError('tokens JSON must be an object with a "tokens" list')
        return cls([entry_from_json(item) for item in raw])

    @classmethod
    def load(cls, path: str | Path, inline: str) -> TokenRegistry | None:
        """The configured tokens, or None when none are configured."""
        texts = [Path(path).read_text()] if path else []
        texts += [inline] if inline else []
        if not texts:
            return None
        return cls([entry for text in texts for entry in cls.from_json_text(text).entries])

    def authenticate(self, token: str) -> Caller:
        digest = hash_token(token)
        known = self._verified.get(digest)
        if known is not None:
            return known
        match = None
        for entry in self.entries:  # every entry is compared, so timing does not depend on which matched
            if hmac.compare_digest(entry.sha256, digest):
                match = entry
        if match is None:
            raise Unauthenticated("unknown token")
        caller = self._verified[digest] = match.caller()
        return caller
