"""A privacy filter on writes: text that looks like a secret is refused, never stored.

The default patterns cover common credential shapes; more can be added with KG_SECRET_PATTERNS (a JSON
list of regular expressions).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from typing import Any

from kg.errors import FieldViolation

DEFAULT_PATTERNS: dict[str, str] = {
    "private key": r"-----BEGIN [A-Z ]*PRIVATE KEY-----",
    "AWS access key": r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b",
    "GitHub token": r"\bgh[pousr]_[A-Za-z0-9]{30,}\b",
    "Slack token": r"\bxox[abprs]-[A-Za-z0-9-]{10,}",
    "API secret key": r"\bsk-[A-Za-z0-9_-]{20,}",
    "Google API key": r"\bAIza[0-9A-Za-z_-]{35}\b",
    "JSON web token": r"\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}",
    "kg token": r"\bkg_[A-Za-z0-9_-]{40,}",
    "password or key assignment": (
        r"(?i)\b(?:password|passwd|pwd|passphrase|secret|api[_-]?key|access[_-]?token|auth[_-]?token)\b"
        r"\s*(?:is|[:=])\s*\S{4,}"
    ),
}


class SecretFilter:
    def __init__(self, extra_patterns: Iterable[str] = ()) -> None:
        self.patterns = [(name, re.compile(p)) for name, p in DEFAULT_PATTERNS.items()]
        self.patterns += [(f"custom pattern {i}", re.compile(p)) for i, p in enumerate(extra_patterns)]

    @classmethod
    def from_setting(cls, value: str) -> SecretFilter:
        extra = json.loads(value) if value else []
        if not isinstance(extra, list) or not all(isinstance(p, str) for p in extra):
            raise ValueError("KG_SECRET_PATTERNS must be a JSON list of regular expressions")
        return cls(extra)

    def violations(self, field: str, value: Any) -> list[FieldViolation]:
        for path, text in _strings(field, value):
            for name, pattern in self.patterns:
                if pattern.search(text):
                    return [FieldViolation(path, f"looks like a secret ({name}); kg does not store secrets")]
        return []


def _strings(path: str, value: Any) -> Iterator[tuple[str, str]]:
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(f"{path}.{key}", item)
            yield from _strings(f"{path}.{key}", str(key))
    elif isinstance(value, list | tuple):
        for i, item in enumerate(value):
            yield from _strings(f"{path}[{i}]", item)
