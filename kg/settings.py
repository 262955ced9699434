"""Settings from `KG_`-prefixed environment variables.

Every field has a documented default (see README, "Configuration"); `Settings.from_env()` reads the
environment once at start-up so the rest of the code receives plain values.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any


class SettingsError(ValueError):
    """An environment variable holds a value of the wrong shape."""


def _default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "kg"


@dataclass(frozen=True)
class Settings:
    # gRPC server
    grpc_host: str = "127.0.0.1"
    grpc_port: int = 50051
    grace_seconds: float = 10.0  # graceful shutdown: time in-flight calls get to finish
    # Dgraph connection
    dgraph_addr: str = "127.0.0.1:9080"  # alpha gRPC
    dgraph_http: str = "http://127.0.0.1:8080"  # alpha HTTP (health, Ratel)
    dgraph_user: str = ""  # set with dgraph_password when Dgraph runs with ACL
    dgraph_password: str = ""
    dgraph_timeout_seconds: float = 10.0  # per Dgraph call when the caller gave no deadline
    apply_schema_on_start: bool = True
    # Authentication and privacy
    tokens_file: str = ""  # JSON token list (see kg/domain/tokens.py); `kg token create` makes entries
    tokens: str = ""  # the same JSON inline, e.g. from a Kubernetes Secret
    allow_unauthenticated: bool = False  # no tokens: every caller is an admin of default_namespace (dev only)
    default_namespace: str = "default"
    secret_patterns: str = ""  # extra secret-looking patterns to refuse, as a JSON list of regexes
    # Memory
    initial_activation: float = 0.5
    activation_boost: float = 0.1  # added on each access
    max_activation: float = 1.0
    default_confidence: float = 1.0
    # Local Dgraph (make run, tests, benchmarks)
    dgraph_bin: str = ""  # explicit path to a dgraph binary
    cache_dir: Path = field(default_factory=_default_cache_dir)
    data_dir: Path = Path(".kg/data")
    dgraph_port_offset: int = 0
    dgraph_cache_mb: int = 1024
    # Logging
    log_format: str = "console"  # console (development) or json (production)
    log_level: str = "info"

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, **overrides: Any) -> Settings:
        env = os.environ if env is None else env
        values: dict[str, Any] = {}
        for f in fields(cls):
            raw = env.get(f"KG_{f.name.upper()}")
            if raw is not None:
                values[f.name] = _parse(f.name, raw, type(getattr(_DEFAULTS, f.name)))
        values.update(overrides)
        settings = cls(**values)
        settings.validate()
        return settings

    def validate(self) -> None:
        if self.log_format not in ("console", "json"):
            raise SettingsError(f"KG_LOG_FORMAT must be 'console' or 'json', not {self.log_format!r}")
        if not 0 <= self.grpc_port <= 65535:
            raise SettingsError(f"KG_GRPC_PORT must be a port number, not {self.grpc_port}")
        if bool(self.dgraph_user) != bool(self.dgraph_password):
            raise SettingsError("KG_DGRAPH_USER and KG_DGRAPH_PASSWORD are set together or not at all")


def _parse(name: str, raw: str, kind: type[Any]) -> Any:
    try:
        if kind is bool:
            lowered = raw.strip().lower()
            if lowered in ("1", "true", "yes", "on"):
                return True
            if lowered in ("0", "false", "no", "off", ""):
                return False
            raise ValueError(raw)
        if kind is Path or issubclass(kind, Path):
            return Path(raw).expanduser()
        return kind(raw)
    except ValueError as exc:
        raise SettingsError(f"KG_{name.upper()}={raw!r} is not a valid {kind.__name__}") from exc


_DEFAULTS = Settings()
