"""Certificates made at test time (trustme): a CA, server and client certificates written as PEM files."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import trustme

from kg.tls import ClientTls


@dataclass(frozen=True)
class KeyPair:
    cert: Path
    key: Path


@dataclass(frozen=True)
class TestCa:
    """A CA and the PEM file of its certificate; `issue` writes a certificate it signed, with its key."""

    __test__ = False  # not a test class, despite the name

    ca: trustme.CA
    cert: Path

    @classmethod
    def create(cls, directory: Path, name: str) -> TestCa:
        directory.mkdir(parents=True, exist_ok=True)
        ca = trustme.CA(organization_name=f"kg tests {name}")
        path = directory / f"{name}-ca.pem"
        ca.cert_pem.write_to_path(str(path))
        return cls(ca, path)

    def issue(self, name: str, *identities: str) -> KeyPair:
        """A certificate for `identities` (DNS names or IP addresses), usable for server and client auth."""
        issued = self.ca.issue_cert(*identities)
        directory = self.cert.parent
        pair = KeyPair(directory / f"{name}.pem", directory / f"{name}.key")
        issued.cert_chain_pems[0].write_to_path(str(pair.cert))
        issued.private_key_pem.write_to_path(str(pair.key))
        return pair

    def client_tls(self, pair: KeyPair | None = None, server_name: str = "") -> ClientTls:
        """How a client trusting this CA connects, presenting `pair` when given."""
        if pair is None:
            return ClientTls(str(self.cert), server_name=server_name)
        return ClientTls(str(self.cert), str(pair.cert), str(pair.key), server_name)
