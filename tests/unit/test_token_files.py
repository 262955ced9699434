"""The development token and the tokens file are owner-only from their creation: no chmod after writing (with
chmod disabled and a umask that narrows nothing, they are still 0600), and their older copies are narrowed."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from kg.auth.token_cli import ensure_dev_token, write_private


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def no_chmod_and_open_umask(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(Path, "chmod", lambda self, mode: None)
    monkeypatch.setattr(os, "chmod", lambda path, mode, **kw: None)
    old = os.umask(0)
    yield
    os.umask(old)


def test_the_dev_token_and_its_tokens_file_are_created_owner_only(
    tmp_path: Path, no_chmod_and_open_umask: None
) -> None:
    tokens_path, token = ensure_dev_token(tmp_path, "default")
    token_path = tmp_path / "dev-token"
    assert token_path.read_text().strip() == token and token in token_path.read_text()
    assert _mode(token_path) == 0o600 and _mode(tokens_path) == 0o600
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dev-token", "tokens.json"]  # no temporary left


def test_a_leftover_temporary_file_does_not_lend_its_permissions(tmp_path: Path, no_chmod_and_open_umask: None) -> None:
    leftover = tmp_path / "dev-token.tmp"
    leftover.write_text("half a token")  # 0666 under this umask
    assert _mode(leftover) == 0o666
    write_private(tmp_path / "dev-token", "kg_new\n")
    assert _mode(tmp_path / "dev-token") == 0o600
    assert (tmp_path / "dev-token").read_text() == "kg_new\n"


def test_files_an_older_kg_left_readable_are_narrowed_when_reused(tmp_path: Path) -> None:
    tokens_path, token = ensure_dev_token(tmp_path, "default")
    for path in (tokens_path, tmp_path / "dev-token"):
        path.chmod(0o644)
    assert ensure_dev_token(tmp_path, "default") == (tokens_path, token)
    assert _mode(tokens_path) == 0o600 and _mode(tmp_path / "dev-token") == 0o600
