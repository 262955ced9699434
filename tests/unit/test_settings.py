"""Settings from KG_ environment variables: defaults, parsing, and errors that name the variable."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.settings import Settings, SettingsError


def test_empty_environment_gives_the_documented_defaults(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    settings = Settings.from_env({})
    assert settings == Settings()
    assert (settings.grpc_host, settings.grpc_port) == ("127.0.0.1", 50051)
    assert settings.dgraph_addr == "127.0.0.1:9080"
    assert settings.dgraph_http == "http://127.0.0.1:8080"
    assert (settings.dgraph_user, settings.dgraph_password) == ("", "")
    assert settings.apply_schema_on_start is True
    assert settings.default_namespace == "default"
    assert (settings.initial_activation, settings.activation_boost, settings.max_activation) == (0.5, 0.1, 1.0)
    assert settings.default_confidence == 1.0
    assert settings.dgraph_bin == ""
    assert settings.data_dir == Path(".kg/data")
    assert (settings.dgraph_port_offset, settings.dgraph_cache_mb) == (0, 1024)
    assert (settings.log_format, settings.log_level) == ("console", "info")


def test_cache_dir_defaults_under_xdg_cache_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert Settings.from_env({}).cache_dir == tmp_path / "xdg" / "kg"


def test_cache_dir_defaults_under_home_without_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert Settings.from_env({}).cache_dir == tmp_path / ".cache" / "kg"


def test_reads_os_environ_when_no_mapping_is_given(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KG_GRPC_PORT", "6123")
    assert Settings.from_env().grpc_port == 6123


@pytest.mark.parametrize("raw", ["1", "true", "TRUE", "True", "yes", "on", " on "])
def test_true_spellings(raw: str) -> None:
    assert Settings.from_env({"KG_APPLY_SCHEMA_ON_START": "0"}).apply_schema_on_start is False  # baseline
    assert Settings.from_env({"KG_APPLY_SCHEMA_ON_START": raw}).apply_schema_on_start is True


@pytest.mark.parametrize("raw", ["0", "false", "FALSE", "no", "off", ""])
def test_false_spellings(raw: str) -> None:
    assert Settings.from_env({"KG_APPLY_SCHEMA_ON_START": raw}).apply_schema_on_start is False


def test_numbers_and_strings_are_parsed() -> None:
    settings = Settings.from_env(
        {
            "KG_GRPC_PORT": "6000",
            "KG_DGRAPH_PORT_OFFSET": " 7 ",
            "KG_INITIAL_ACTIVATION": "0.25",
            "KG_GRACE_SECONDS": "3",
            "KG_DGRAPH_ADDR": "alpha:9080",
            "KG_LOG_FORMAT": "json",
        }
    )
    assert settings.grpc_port == 6000 and isinstance(settings.grpc_port, int)
    assert settings.dgraph_port_offset == 7
    assert settings.initial_activation == 0.25
    assert settings.grace_seconds == 3.0 and isinstance(settings.grace_seconds, float)
    assert settings.dgraph_addr == "alpha:9080"
    assert settings.log_format == "json"


def test_paths_are_parsed_and_home_expanded(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    settings = Settings.from_env({"KG_DATA_DIR": "~/kgdata", "KG_CACHE_DIR": "/var/cache/kg"})
    assert settings.data_dir == tmp_path / "kgdata"
    assert settings.cache_dir == Path("/var/cache/kg")
    assert isinstance(settings.data_dir, Path)


def test_variables_without_the_kg_prefix_are_ignored() -> None:
    assert Settings.from_env({"GRPC_PORT": "1", "grpc_port": "1", "kg_grpc_port": "1"}).grpc_port == 50051


def test_overrides_win_over_the_environment() -> None:
    assert Settings.from_env({"KG_GRPC_PORT": "6000"}, grpc_port=7000).grpc_port == 7000


@pytest.mark.parametrize(
    ("variable", "raw"),
    [
        ("KG_GRPC_PORT", "abc"),
        ("KG_GRPC_PORT", "1.5"),
        ("KG_DGRAPH_PORT_OFFSET", "seven"),
        ("KG_DGRAPH_CACHE_MB", ""),
        ("KG_INITIAL_ACTIVATION", "high"),
        ("KG_GRACE_SECONDS", "10s"),
        ("KG_APPLY_SCHEMA_ON_START", "maybe"),
        ("KG_APPLY_SCHEMA_ON_START", "2"),
    ],
)
def test_bad_value_raises_settings_error_naming_the_variable(variable: str, raw: str) -> None:
    with pytest.raises(SettingsError, match=variable) as caught:
        Settings.from_env({variable: raw})
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize(
    ("variable", "raw"),
    [("KG_LOG_FORMAT", "xml"), ("KG_GRPC_PORT", "70000"), ("KG_GRPC_PORT", "-1")],
)
def test_out_of_range_value_raises_settings_error_naming_the_variable(variable: str, raw: str) -> None:
    with pytest.raises(SettingsError, match=variable):
        Settings.from_env({variable: raw})


@pytest.mark.parametrize("env", [{"KG_DGRAPH_USER": "groot"}, {"KG_DGRAPH_PASSWORD": "password"}])
def test_dgraph_user_and_password_must_be_set_together(env: dict[str, str]) -> None:
    with pytest.raises(SettingsError, match="KG_DGRAPH_USER and KG_DGRAPH_PASSWORD"):
        Settings.from_env(env)


def test_dgraph_user_and_password_together_are_accepted() -> None:
    settings = Settings.from_env({"KG_DGRAPH_USER": "groot", "KG_DGRAPH_PASSWORD": "password"})
    assert (settings.dgraph_user, settings.dgraph_password) == ("groot", "password")


def test_pairing_rule_also_applies_to_overrides() -> None:
    with pytest.raises(SettingsError, match="KG_DGRAPH_PASSWORD"):
        Settings.from_env({}, dgraph_user="groot")


def test_episode_vectors_held_in_memory_are_bounded_by_a_setting() -> None:
    assert Settings.from_env({}).episode_vectors_cached == 300_000
    assert Settings.from_env({"KG_EPISODE_VECTORS_CACHED": "5000"}).episode_vectors_cached == 5000
    with pytest.raises(SettingsError, match="KG_EPISODE_VECTORS_CACHED"):
        Settings.from_env({"KG_EPISODE_VECTORS_CACHED": "many"})


def test_the_wait_for_a_namespace_s_vectors_is_a_setting() -> None:
    assert Settings.from_env({}).vector_load_wait_seconds == 5.0
    assert Settings.from_env({"KG_VECTOR_LOAD_WAIT_SECONDS": "900"}).vector_load_wait_seconds == 900.0
    with pytest.raises(SettingsError, match="KG_VECTOR_LOAD_WAIT_SECONDS"):
        Settings.from_env({"KG_VECTOR_LOAD_WAIT_SECONDS": "-1"})


def test_the_wait_for_dgraph_at_start_is_a_setting() -> None:
    assert Settings.from_env({}).dgraph_start_wait_seconds == 30.0
    assert Settings.from_env({"KG_DGRAPH_START_WAIT_SECONDS": "0"}).dgraph_start_wait_seconds == 0.0
    with pytest.raises(SettingsError, match="KG_DGRAPH_START_WAIT_SECONDS"):
        Settings.from_env({"KG_DGRAPH_START_WAIT_SECONDS": "-1"})
