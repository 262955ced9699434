"""TLS on a local alpha (Dgraph's `--tls` superflag), for tests of kg's connection to a Dgraph that requires it."""

from __future__ import annotations

import ssl
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class AlphaTls:
    """Alpha then serves TLS only, on its gRPC and its HTTP port alike.

    client_auth: VERIFYIFGIVEN (a client certificate is optional) or REQUIREANDVERIFY (one signed by `ca_cert`
    is required). The launcher's own health checks present `client_cert` / `client_key` when given.
    """

    ca_cert: Path
    server_cert: Path
    server_key: Path
    client_auth: str = "VERIFYIFGIVEN"
    client_cert: Path | None = None
    client_key: Path | None = None

    def flags(self) -> list[str]:
        return [
            "--tls",
            f"ca-cert={self.ca_cert}; server-cert={self.server_cert}; server-key={self.server_key}; "
            f"client-auth-type={self.client_auth}; use-system-ca=false;",
        ]

    def ssl_context(self) -> ssl.SSLContext:
        context = ssl.create_default_context(cafile=str(self.ca_cert))
        if self.client_cert and self.client_key:
            context.load_cert_chain(str(self.client_cert), str(self.client_key))
        return context
