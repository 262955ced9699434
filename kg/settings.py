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


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "kg"


@dataclass(frozen=True)
class Settings:
    # gRPC server
    grpc_host: str = "127.0.0.1"
    grpc_port: int = 50051
    grace_seconds: float = 10.0  # graceful shutdown: time in-flight calls get to finish
    metrics_host: str = "127.0.0.1"  # Prometheus /metrics (use 0.0.0.0 in containers)
    metrics_port: int = 9464  # 0 turns the metrics endpoint off
    # TLS on the gRPC port: with a certificate and key it serves TLS only; a client CA also demands client
    # certificates signed by it (mutual TLS). The bearer token is required either way.
    tls_cert_file: str = ""
    tls_key_file: str = ""
    tls_client_ca_file: str = ""
    # A plain-text port serving only the gRPC health service, for probes that cannot speak TLS (Kubernetes'
    # built-in gRPC probes); 0 turns it off. Health is always served on the main port too.
    health_host: str = "127.0.0.1"
    health_port: int = 0
    # Dgraph connection
    dgraph_addr: str = "127.0.0.1:9080"  # alpha gRPC
    dgraph_http: str = "http://127.0.0.1:8080"  # alpha HTTP (health, Ratel)
    dgraph_user: str = ""  # set with dgraph_password when Dgraph runs with ACL
    dgraph_password: str = ""
    # TLS to the alphas: on when KG_DGRAPH_TLS is true or a CA or client certificate is given. The CA verifies
    # alpha's certificate (empty: public roots); a client certificate is for alphas that require one.
    dgraph_tls: bool = False
    dgraph_tls_ca_file: str = ""
    dgraph_tls_cert_file: str = ""
    dgraph_tls_key_file: str = ""
    dgraph_tls_server_name: str = ""  # the name to check in alpha's certificate, if not its address's host
    dgraph_timeout_seconds: float = 10.0  # per Dgraph call when the caller gave no deadline
    apply_schema_on_start: bool = True
    # How long `kg serve` waits at start for Dgraph to answer (started together, or an alpha still joining its
    # cluster after a restart) before it gives up; 0: give up at the first failure.
    dgraph_start_wait_seconds: float = 30.0
    # Authentication and privacy
    tokens_file: str = ""  # JSON token list (see kg/auth/tokens.py); `kg token create` makes entries
    tokens: str = ""  # the same JSON inline, e.g. from a Kubernetes Secret
    allow_unauthenticated: bool = False  # no tokens: every caller is an admin of default_namespace (dev only)
    default_namespace: str = "default"
    secret_patterns: str = ""  # extra secret-looking patterns to refuse, as a JSON list of regexes
    # Memory
    initial_activation: float = 0.5  # activation of new nodes and edges that do not name one
    activation_boost: float = 0.1  # added on each access (a read returning the node, IncrementAccessCount)
    max_activation: float = 1.0  # boosts never go above this
    default_confidence: float = 1.0
    # Ingest: a trained English spaCy pipeline when installed (tier 2); false: text rules only (tier 1, faster)
    extraction_model: bool = True
    # Episodes and questions embedded with the packaged sentence model (kg/embedding); false: lexical Recall only
    embeddings: bool = True
    # Names of nodes written in batches of more than 32 (CreateNodes, kg import) embedded after the write's reply,
    # in one background task (kg/jobs/name_backlog.py); false: only by EmbedNodeNames or `kg embed-names`
    embed_names_in_background: bool = True
    # Episode vectors kg holds in memory for Recall (kg/recall/vector_index.py; 1.5 KB each): namespaces searched
    # least recently are dropped past it and loaded from Dgraph again when asked.
    episode_vectors_cached: int = 300_000
    # How long Recall waits for a namespace's vectors to load after a start (200,000 episodes: about 35 s);
    # past it, Recall answers from its other sources until the load is done.
    vector_load_wait_seconds: float = 5.0
    # Activation decay (docs/activation.md): a = max(floor, a0 * (1 - rate)^(days since a0 was set - grace))
    activation_floor: float = 0.01  # decay stops here; nodes at the floor are prune candidates
    decay_rate: float = 0.05  # fraction lost per day after the grace period (the spec says 5-10 %)
    decay_grace_days: float = 1.0  # days after an access (or explicit set, or creation) before decay starts
    core_threshold: float = 0.85  # a0 at or above this: core identity, never decays, never pruned
    decay_scheduler: bool = True  # run the decay job inside `kg serve` (off: use `kg decay --once` instead)
    decay_schedule: str = "0 * * * *"  # crontab line in UTC (minute hour day month weekday), or "every <seconds>"
    decay_misfire_grace_seconds: float = 600.0  # a run the server missed (busy, suspended) still starts this late
    decay_lease_seconds: float = 900.0  # how long a run holds the lease; a crashed holder's lease lapses after it
    decay_page_size: int = 50000  # records per decay upsert (Dgraph allows at most 1,000,000 uids per variable)
    decay_concurrency: int = 2  # decay pages written at the same time
    # Buffered accesses are written at least this often, or as soon as this many distinct nodes are waiting (one
    # transaction each). Dgraph's cost per write has a large fixed part: 1,500 nodes at once cost it half the CPU
    # of five writes of 300 (docs/activation.md).
    access_flush_seconds: float = 5.0
    access_batch_size: int = 5000
    # Local Dgraph (make run, tests, benchmarks)
    dgraph_bin: str = ""  # explicit path to a dgraph binary
    cache_dir: Path = field(default_factory=default_cache_dir)
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
        if not 0 <= self.metrics_port <= 65535:
            raise SettingsError(f"KG_METRICS_PORT must be a port number (0: off), not {self.metrics_port}")
        if not 0 <= self.health_port <= 65535:
            raise SettingsError(f"KG_HEALTH_PORT must be a port number (0: off), not {self.health_port}")
        self._validate_tls()
        if bool(self.dgraph_user) != bool(self.dgraph_password):
            raise SettingsError("KG_DGRAPH_USER and KG_DGRAPH_PASSWORD are set together or not at all")
        self._validate_activation()

    @property
    def dgraph_tls_enabled(self) -> bool:
        return self.dgraph_tls or bool(self.dgraph_tls_ca_file or self.dgraph_tls_cert_file)

    def _validate_tls(self) -> None:
        if bool(self.tls_cert_file) != bool(self.tls_key_file):
            raise SettingsError("KG_TLS_CERT_FILE and KG_TLS_KEY_FILE are set together or not at all")
        if self.tls_client_ca_file and not self.tls_cert_file:
            raise SettingsError("KG_TLS_CLIENT_CA_FILE (mutual TLS) needs KG_TLS_CERT_FILE and KG_TLS_KEY_FILE")
        if bool(self.dgraph_tls_cert_file) != bool(self.dgraph_tls_key_file):
            raise SettingsError("KG_DGRAPH_TLS_CERT_FILE and KG_DGRAPH_TLS_KEY_FILE are set together or not at all")

    def _validate_activation(self) -> None:
        if not 0 <= self.activation_floor < self.core_threshold <= self.max_activation <= 1:
            raise SettingsError(
                "activation settings must satisfy 0 <= KG_ACTIVATION_FLOOR < KG_CORE_THRESHOLD "
                "<= KG_MAX_ACTIVATION <= 1"
            )
        if not 0 <= self.decay_rate < 1:
            raise SettingsError(f"KG_DECAY_RATE must be in [0, 1), not {self.decay_rate}")
        if self.decay_grace_days < 0:
            raise SettingsError(f"KG_DECAY_GRACE_DAYS must not be negative, not {self.decay_grace_days}")
        if not 1 <= self.decay_page_size <= 1_000_000:
            raise SettingsError(f"KG_DECAY_PAGE_SIZE must be between 1 and 1000000, not {self.decay_page_size}")
        if self.decay_concurrency < 1 or self.access_batch_size < 1:
            raise SettingsError("KG_DECAY_CONCURRENCY and KG_ACCESS_BATCH_SIZE must be at least 1")
        if self.access_flush_seconds <= 0 or self.decay_lease_seconds <= 0:
            raise SettingsError("KG_ACCESS_FLUSH_SECONDS and KG_DECAY_LEASE_SECONDS must be positive")
        if self.vector_load_wait_seconds < 0:
            raise SettingsError(
                f"KG_VECTOR_LOAD_WAIT_SECONDS must not be negative, not {self.vector_load_wait_seconds}"
            )
        if self.dgraph_start_wait_seconds < 0:
            raise SettingsError(
                f"KG_DGRAPH_START_WAIT_SECONDS must not be negative, not {self.dgraph_start_wait_seconds}"
            )


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
