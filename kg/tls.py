"""TLS credentials from PEM files: kg's gRPC port, the clients that call it, and kg's own calls to Dgraph."""

from __future__ import annotations

import ssl
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import grpc


class TlsConfigError(ValueError):
    """A certificate or key file is missing, unreadable, not PEM, or a certificate does not match its key."""


def read_pem(path: str, what: str) -> bytes:
    try:
        data = Path(path).expanduser().read_bytes()
    except OSError as exc:
        raise TlsConfigError(f"cannot read the {what} {path!r}: {exc.strerror}") from None
    if b"-----BEGIN " not in data:
        raise TlsConfigError(f"the {what} {path!r} is not in PEM format")
    return data


def _check_pair(cert_file: str, key_file: str) -> None:
    """Refuses a certificate and key that do not belong together (grpc would only fail at the first handshake)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    try:
        # The password callback refuses encrypted keys (which grpc cannot use) instead of prompting on a terminal.
        context.load_cert_chain(
            str(Path(cert_file).expanduser()), str(Path(key_file).expanduser()), password=lambda: b""
        )
    except ssl.SSLError as exc:
        raise TlsConfigError(
            f"the certificate {cert_file!r} and the key {key_file!r} are not a matching, "
            f"unencrypted pair: {exc.reason or exc}"
        ) from None


def _key_pair(cert_file: str, key_file: str, what: str) -> tuple[bytes, bytes]:
    cert = read_pem(cert_file, f"{what} certificate")
    key = read_pem(key_file, f"{what} key")
    _check_pair(cert_file, key_file)
    return key, cert


def server_credentials(cert_file: str, key_file: str, client_ca_file: str = "") -> grpc.ServerCredentials:
    """TLS for a server port; with `client_ca_file`, clients must present a certificate that CA signed."""
    import grpc  # here, so that commands that never open a channel (kg --help) do not load grpc

    key, cert = _key_pair(cert_file, key_file, "server")
    client_ca = read_pem(client_ca_file, "client CA certificate") if client_ca_file else None
    return grpc.ssl_server_credentials(
        [(key, cert)], root_certificates=client_ca, require_client_auth=client_ca is not None
    )


@dataclass(frozen=True)
class ClientTls:
    """How a client verifies a TLS server and, for mutual TLS, proves who it is.

    ca_file: the CA that signed the server's certificate (empty: the public roots bundled with grpc).
    cert_file / key_file: a client certificate and its key, for servers that require one.
    server_name: the name to check in the server's certificate when it differs from the target's host.
    """

    ca_file: str = ""
    cert_file: str = ""
    key_file: str = ""
    server_name: str = ""

    def __post_init__(self) -> None:
        if bool(self.cert_file) != bool(self.key_file):
            raise TlsConfigError("a client certificate and its key are given together or not at all")

    def credentials(self) -> grpc.ChannelCredentials:
        import grpc

        root = read_pem(self.ca_file, "CA certificate") if self.ca_file else None
        key, cert = _key_pair(self.cert_file, self.key_file, "client") if self.cert_file else (None, None)
        return grpc.ssl_channel_credentials(root_certificates=root, private_key=key, certificate_chain=cert)

    def channel_options(self) -> list[tuple[str, Any]]:
        return [("grpc.ssl_target_name_override", self.server_name)] if self.server_name else []
