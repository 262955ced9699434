"""Compose stacks and the kg image in a real Docker engine, for tests/containers (testcontainers underneath).

Nothing here starts an engine: `make containers` (a prerequisite of `make test`) does, and builds the base images.
With no engine the tests fail, saying so; they never skip.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import socket
import subprocess
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from subprocess import CompletedProcess
from typing import Any

import docker.errors
from testcontainers.compose import DockerCompose
from testcontainers.core.docker_client import DockerClient

from tests.deploy.test_deploy_files import _compose_command

ROOT = Path(__file__).resolve().parents[2]
SINGLE = ROOT / "docker-compose.yml"
CLUSTER = ROOT / "deploy" / "docker-compose.cluster.yml"
ACL = ROOT / "deploy" / "docker-compose.acl.yml"
BASE_IMAGES = ROOT / "deploy" / "tools" / "base-images.sh"
# deploy/tokens.dev accepts this token (admin of namespace "default"); README, "Deployment".
COMPOSE_TOKEN = "kg_compose-development-only"
# Where Debian keeps the CA certificates a machine adds to its defaults (pip's way to PyPI here needs them).
LOCAL_CA_DIR = Path("/usr/local/share/ca-certificates")
HINT = "run `make containers` (starts an engine and builds the base images), or start Docker yourself"


def engine_or_fail() -> DockerClient:
    """The engine testcontainers talks to; a test fails (never skips) when none answers."""
    try:
        client = DockerClient()
        client.client.ping()
    except Exception as error:  # docker raises several kinds (DockerException, ConnectionError, ...)
        raise AssertionError(f"no Docker engine answers ({error}); {HINT}") from error
    return client


def base_images() -> dict[str, str]:
    """KG_PYTHON_IMAGE and KG_DGRAPH_IMAGE: local base images, built once by deploy/tools/base-images.sh."""
    done = subprocess.run(["bash", str(BASE_IMAGES)], capture_output=True, text=True, timeout=1800, check=False)
    assert done.returncode == 0, f"base-images.sh failed:\n{done.stderr}"
    return dict(line.split("=", 1) for line in done.stdout.splitlines() if "=" in line)


def build_ca_certs() -> str:
    """The machine's own extra CA certificates (PEM), for pip inside the image build; empty when there are none."""
    if not LOCAL_CA_DIR.is_dir():
        return ""
    return "".join(p.read_text() for p in sorted(LOCAL_CA_DIR.rglob("*.crt")))


def build_replacing(
    client: DockerClient, tag: str, context: Path, dockerfile: str, buildargs: Mapping[str, str]
) -> str:
    """Build `tag` from `dockerfile` (a path inside `context`) and give back its id. Its stage named "builder" is
    tagged `<tag>-builder` too, so that its cached layers keep a name; the images both tags named before are then
    removed: each rebuild would otherwise leave them behind as dangling images (about 0.9 GB a `make test`, until a
    developer's disk was full). One still used by a container stays."""
    images = client.client.images
    common = {"path": str(context), "dockerfile": dockerfile, "buildargs": dict(buildargs), "rm": True}
    before = {name: _image_id(client, name) for name in (f"{tag}-builder", tag)}
    images.build(tag=f"{tag}-builder", target="builder", **common)
    built, _ = images.build(tag=tag, **common)
    after = {_image_id(client, name) for name in before}
    for old in set(before.values()) - after - {None}:
        with contextlib.suppress(docker.errors.APIError):  # in use by a container, or already gone
            images.remove(old)
    return str(built.id)


def _image_id(client: DockerClient, name: str) -> str | None:
    try:
        return str(client.client.images.get(name).id)
    except docker.errors.ImageNotFound:
        return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def published_ports(names: list[str]) -> dict[str, str]:
    """Ports to publish on: KG_TEST_<NAME> when set, else free ones (never make run's 50051/8080/9080/9464)."""
    return {f"KG_PUBLISH_{name}": os.environ.get(f"KG_TEST_PUBLISH_{name}") or str(free_port()) for name in names}


@dataclass
class Stack(DockerCompose):
    """testcontainers' DockerCompose, run by the Compose v2 binary itself (`docker-compose …`, not the `docker
    compose` plugin form, which Debian's engine lacks), under its own project name and with its own environment."""

    project: str = "kg-test"
    env: Mapping[str, str] = field(default_factory=dict)

    @cached_property
    def compose_command_property(self) -> list[str]:
        files = [arg for f in (self.compose_file_name or []) for arg in ("-f", str(f))]
        return [*_compose_command(), "-p", self.project, *files]

    def _run_command(self, cmd: str | list[str], context: str | None = None) -> CompletedProcess[bytes]:
        environment = {**os.environ, **self.env}
        done = subprocess.run(
            cmd, capture_output=True, cwd=context or str(self.context), env=environment, check=False, timeout=900
        )
        if done.returncode != 0:
            raise AssertionError(
                f"{' '.join(map(str, cmd))} failed ({done.returncode}):\n"
                f"{done.stdout.decode(errors='replace')[-3000:]}\n"
                f"{done.stderr.decode(errors='replace')[-3000:]}"
            )
        return done

    def compose(self, *args: str) -> str:
        """Any compose command; its stdout."""
        return self._run_command([*self.compose_command_property, *args]).stdout.decode()

    def container_id(self, service: str) -> str:
        ids = self.compose("ps", "-a", "-q", service).split()
        assert len(ids) == 1, f"{service}: {ids}"
        return ids[0]

    def raw_logs(self, service: str) -> list[str]:
        """The lines a service's container wrote (stdout and stderr), without compose's prefixes."""
        container = DockerClient().client.containers.get(self.container_id(service))
        text: bytes = container.logs(stdout=True, stderr=True)
        return [line for line in text.decode(errors="replace").splitlines() if line.strip()]

    def inspect(self, service: str) -> dict[str, Any]:
        info: dict[str, Any] = DockerClient().client.api.inspect_container(self.container_id(service))
        return info


def without_zero_security(stack: Stack, directory: Path) -> None:
    """Add an override that drops Zero's `--security` flag when the Dgraph image predates it (v25.4.0).

    The files pin dgraph/dgraph:v25.4.0, whose Zero takes `--security "whitelist=…"`; our machines can build only
    v25.3.8 (README), whose Zero refuses the flag. The stacks here publish no Zero port, so nothing outside the
    compose network reaches Zero's admin endpoints either way.
    """
    match = re.search(r":v(\d+)\.(\d+)\.", stack.env.get("KG_DGRAPH_IMAGE", ""))
    if not match or (int(match[1]), int(match[2])) >= (25, 4):
        return
    zero = stack.get_config()["services"]["zero"]["command"]
    at = zero.index("--security")
    override = directory / f"{stack.project}-zero-v{match[1]}.{match[2]}.yml"
    override.write_text(json.dumps({"services": {"zero": {"command": zero[:at] + zero[at + 2 :]}}}))
    assert isinstance(stack.compose_file_name, list)
    stack.compose_file_name.append(str(override))
    stack.__dict__.pop("compose_command_property", None)  # the cached command, which names the files


@contextmanager
def running_stack(stack: Stack, services: list[str]) -> Iterator[Stack]:
    """`up --wait` the services, and always `down --volumes` afterwards, also when starting fails."""
    stack.services = None
    stack.stop(down=True)  # what a killed earlier run may have left under this project name
    stack.services = services
    try:
        stack.start()
        yield stack
    finally:
        stack.services = None  # down the whole project, containers started by hand too
        stack.stop(down=True)


def http(
    url: str,
    data: bytes | None = None,
    content_type: str = "application/json",
    timeout: float = 30,
    headers: Mapping[str, str] | None = None,
) -> Any:
    assert url.startswith("http://127.0.0.1:"), url  # the stacks' published ports, nothing else
    request = urllib.request.Request(  # noqa: S310
        url, data=data, headers={"Content-Type": content_type, **(headers or {})}
    )
    with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310
        body: bytes = response.read()
    return json.loads(body) if body.startswith(b"{") else body.decode()


def dql_query(alpha_http: str, query: str) -> dict[str, Any]:
    reply = http(f"{alpha_http}/query", query.encode(), "application/dql")
    assert not reply.get("errors"), reply
    data: dict[str, Any] = reply["data"]
    return data


def dql_set(alpha_http: str, objects: list[dict[str, Any]]) -> None:
    reply = http(f"{alpha_http}/mutate?commitNow=true", json.dumps({"set": objects}).encode())
    assert not reply.get("errors"), reply


def dql_delete(alpha_http: str, objects: list[dict[str, Any]]) -> None:
    reply = http(f"{alpha_http}/mutate?commitNow=true", json.dumps({"delete": objects}).encode())
    assert not reply.get("errors"), reply


def wait_until(check: Any, timeout: float, what: str, interval: float = 1.0) -> Any:
    """check() until it returns a truthy value (exceptions count as not yet); that value."""
    deadline = time.monotonic() + timeout
    last: object = None
    while time.monotonic() < deadline:
        try:
            value = check()
            if value:
                return value
            last = value
        except (OSError, urllib.error.URLError, AssertionError, ValueError) as error:
            last = error
        time.sleep(interval)
    raise AssertionError(f"{what}: not within {timeout:.0f}s (last: {last!r})")


@contextmanager
def compose_up(
    file: Path,
    project_prefix: str,
    services: list[str],
    stack_env: dict[str, str],
    scratch: Path,
    overrides: Sequence[Path] = (),
) -> Iterator[Stack]:
    """`file`'s services (with `overrides` on top) up and healthy on free ports, under a project name of their own;
    down with volumes after."""
    ports = published_ports(["GRPC_PORT", "METRICS_PORT", "ALPHA_HTTP_PORT", "ALPHA_GRPC_PORT", "RATEL_PORT"])
    compose = Stack(
        context=ROOT,
        compose_file_name=[str(file), *map(str, overrides)],
        project=f"{project_prefix}-{uuid.uuid4().hex[:6]}",
        env={**stack_env, **ports},
        wait=True,
    )
    without_zero_security(compose, scratch)
    started = time.monotonic()
    with running_stack(compose, services) as running:
        print(f"containers: {file.name} up and healthy in {time.monotonic() - started:.1f}s")
        yield running
