"""The README's TLS section works as written: its openssl command makes the certificate a real `kg serve` uses,
and its grpcurl and Python examples reach that server (with the test server's address and token)."""

from __future__ import annotations

import contextlib
import io
import os
import re
import shutil
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from kg.dgraph import DgraphLauncher
from kg.settings import Settings
from kg.tls import ClientTls
from tests.support.processes import ServerProcess
from tests.support.tenants import Tokens

README = Path(__file__).resolve().parents[2] / "README.md"
README_TARGET = "127.0.0.1:50051"


def _blocks(language: str) -> list[str]:
    section = README.read_text().split("\n## TLS\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(rf"```{language}\n(.*?)```", section, flags=re.DOTALL)


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("readme-tls")


@pytest.fixture(scope="module")
def readme_server(dgraph: DgraphLauncher, tokens: Tokens, workdir: Path) -> Iterator[ServerProcess]:
    make_cert, start = _blocks("sh")[0].rstrip("\n").rsplit("\n", 1)
    subprocess.run(["bash", "-euc", make_cert], cwd=workdir, check=True, capture_output=True, timeout=60)
    # `make run` starts its own Dgraph; here the settings it is given start a server against the test Dgraph.
    assert start.endswith(" make run"), start
    settings = dict(re.findall(r"(KG_\w+)=(\S+)", start))
    assert settings.keys() == {"KG_TLS_CERT_FILE", "KG_TLS_KEY_FILE"}
    env = {name: str(workdir / value) for name, value in settings.items()}
    process = ServerProcess(
        dgraph,
        dgraph.data_dir / "logs" / "kg-readme-tls.log",
        tls=ClientTls(ca_file=env["KG_TLS_CERT_FILE"]),
        KG_TOKENS_FILE=str(tokens.path),
        KG_DECAY_SCHEDULER="false",
        KG_EXTRACTION_MODEL="false",
        KG_EMBEDDINGS="false",
        **env,
    )
    process.start()
    yield process
    process.stop()


def _grpcurl() -> str:
    """grpcurl on PATH, or the one `make grpcurl` built: `make test` installs it, so its absence fails the test."""
    built = sorted(Settings.from_env().cache_dir.glob("grpcurl-v*/grpcurl"))
    found = shutil.which("grpcurl") or (str(built[-1]) if built else None)
    if found is None:
        pytest.fail("grpcurl is not installed (run `make grpcurl`)")
    return found


def test_the_readme_grpcurl_calls_work_over_tls(readme_server: ServerProcess, tokens: Tokens, workdir: Path) -> None:
    grpcurl = _grpcurl()
    calls = _blocks("sh")[1]
    assert README_TARGET in calls and "-cacert kg.crt" in calls
    env = {**os.environ, "TOKEN": tokens["admin"], "PATH": f"{Path(grpcurl).parent}:{os.environ['PATH']}"}
    done = subprocess.run(
        ["bash", "-euc", calls.replace(README_TARGET, readme_server.target)],
        cwd=workdir,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert '"status": "SERVING"' in done.stdout


def test_the_readme_python_tls_example_works(
    readme_server: ServerProcess, tokens: Tokens, workdir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    [example] = _blocks("python")
    assert f'"{README_TARGET}"' in example and '"kg_…"' in example
    code = example.replace(f'"{README_TARGET}"', repr(readme_server.target)).replace('"kg_…"', repr(tokens["admin"]))
    monkeypatch.chdir(workdir)  # the example names kg.crt relative to where the openssl command made it
    output = io.StringIO()
    failure: list[BaseException] = []

    def run() -> None:  # asyncio.run needs a thread without a running loop
        try:
            with contextlib.redirect_stdout(output):
                exec(compile(code, str(README), "exec"), {"__name__": "__readme__"})  # noqa: S102 - our own README
        except BaseException as exc:  # reported by the assertion below
            failure.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(60)
    assert not failure, failure
    assert output.getvalue().startswith("found: [")
