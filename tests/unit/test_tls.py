"""Loading TLS material: unusable files and half-given settings are refused with a message naming them."""

from __future__ import annotations

from pathlib import Path

import grpc
import pytest

from kg.settings import Settings, SettingsError
from kg.tls import ClientTls, TlsConfigError, read_pem, server_credentials
from tests.support.certs import TestCa


@pytest.fixture(scope="module")
def ca(tmp_path_factory: pytest.TempPathFactory) -> TestCa:
    return TestCa.create(tmp_path_factory.mktemp("certs"), "unit")


def test_server_credentials_from_a_matching_pair(ca: TestCa) -> None:
    pair = ca.issue("server", "127.0.0.1")
    assert isinstance(server_credentials(str(pair.cert), str(pair.key)), grpc.ServerCredentials)
    assert isinstance(server_credentials(str(pair.cert), str(pair.key), str(ca.cert)), grpc.ServerCredentials)


def test_a_key_of_another_certificate_is_refused(ca: TestCa) -> None:
    one, other = ca.issue("one", "one.test"), ca.issue("other", "other.test")
    with pytest.raises(TlsConfigError, match="not a matching"):
        server_credentials(str(one.cert), str(other.key))
    with pytest.raises(TlsConfigError, match="not a matching"):
        ClientTls(str(ca.cert), str(one.cert), str(other.key)).credentials()


def test_missing_and_non_pem_files_are_named(ca: TestCa, tmp_path: Path) -> None:
    with pytest.raises(TlsConfigError, match=r"cannot read the CA certificate '.*nowhere\.pem'"):
        ClientTls(str(tmp_path / "nowhere.pem")).credentials()
    garbage = tmp_path / "garbage.pem"
    garbage.write_text("not a certificate")
    with pytest.raises(TlsConfigError, match="not in PEM format"):
        read_pem(str(garbage), "client CA certificate")


def test_client_certificate_and_key_come_together() -> None:
    with pytest.raises(TlsConfigError, match="together"):
        ClientTls(cert_file="client.pem")


def test_server_name_becomes_the_target_name_override() -> None:
    assert ClientTls(server_name="kg.internal").channel_options() == [("grpc.ssl_target_name_override", "kg.internal")]
    assert ClientTls().channel_options() == []


@pytest.mark.parametrize(
    "env",
    [
        {"KG_TLS_CERT_FILE": "kg.pem"},
        {"KG_TLS_KEY_FILE": "kg.key"},
        {"KG_TLS_CLIENT_CA_FILE": "clients.pem"},
        {"KG_DGRAPH_TLS_CERT_FILE": "kg-client.pem"},
        {"KG_HEALTH_PORT": "70000"},
    ],
)
def test_half_given_tls_settings_are_refused(env: dict[str, str]) -> None:
    with pytest.raises(SettingsError, match=next(iter(env))):
        Settings.from_env(env)


def test_tls_to_dgraph_is_on_with_a_ca_or_the_switch() -> None:
    assert not Settings.from_env({}).dgraph_tls_enabled
    assert Settings.from_env({"KG_DGRAPH_TLS_CA_FILE": "ca.pem"}).dgraph_tls_enabled
    assert Settings.from_env({"KG_DGRAPH_TLS": "true"}).dgraph_tls_enabled


@pytest.mark.parametrize(
    ("host", "loopback"),
    [
        ("127.0.0.1", True),
        ("::1", True),
        ("[::1]", True),
        ("localhost", True),
        ("127.0.0.2", True),
        ("0.0.0.0", False),  # noqa: S104
        ("::", False),
        ("10.0.0.5", False),
        ("kg.internal", False),
    ],
)
def test_plain_text_is_warned_about_off_loopback(host: str, loopback: bool) -> None:
    from kg.api.server import _is_loopback

    assert _is_loopback(host) is loopback


def test_the_blocking_client_reports_unusable_tls_files_and_leaves_no_thread(tmp_path: Path) -> None:
    import threading

    from kg.client import KgSyncClient

    before = threading.active_count()
    with pytest.raises(TlsConfigError, match="cannot read the CA certificate"):
        KgSyncClient("127.0.0.1:1", tls=ClientTls(str(tmp_path / "missing.pem")))
    assert threading.active_count() == before
