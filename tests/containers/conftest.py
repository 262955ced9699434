"""Session fixtures for tests/containers: the engine (must answer), the base images, the kg image built once."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator

import pytest
from testcontainers.core.docker_client import DockerClient

from tests.containers.support import ROOT, base_images, build_ca_certs, build_replacing, engine_or_fail

# testcontainers' reaper is an image from Docker Hub, which our machines cannot pull; the stacks are taken down by
# the fixtures themselves (always `down --volumes`).
os.environ.setdefault("TESTCONTAINERS_RYUK_DISABLED", "true")

KG_TEST_IMAGE = os.environ.get("KG_TEST_IMAGE", "kg:containers-test")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # A stack takes a minute to start: allow it, rather than the suite's 5 minutes per test.
    for item in items:
        if "tests/containers" in str(item.path) and item.get_closest_marker("timeout") is None:
            item.add_marker(pytest.mark.timeout(1200))


@pytest.fixture(scope="session")
def engine() -> DockerClient:
    started = time.monotonic()
    client = engine_or_fail()
    print(f"\ncontainers: engine answers ({time.monotonic() - started:.1f}s)")
    return client


@pytest.fixture(scope="session")
def images(engine: DockerClient) -> dict[str, str]:
    """KG_PYTHON_IMAGE, KG_DGRAPH_IMAGE and KG_IMAGE (kg built from deploy/Dockerfile on the first)."""
    started = time.monotonic()
    names = base_images()
    print(f"containers: base images {names} ready ({time.monotonic() - started:.1f}s)")
    started = time.monotonic()
    # The classic builder (docker-py's build API): the Dockerfile must need nothing BuildKit alone has.
    built = build_replacing(
        engine,
        KG_TEST_IMAGE,
        ROOT,
        "deploy/Dockerfile",
        {"PYTHON_IMAGE": names["KG_PYTHON_IMAGE"], "BUILD_CA_CERTS": build_ca_certs()},
    )
    size = engine.client.images.get(built).attrs["Size"]
    print(
        f"containers: built {KG_TEST_IMAGE} from deploy/Dockerfile in {time.monotonic() - started:.1f}s, "
        f"{size / 1e6:.0f} MB"
    )
    return {**names, "KG_IMAGE": KG_TEST_IMAGE}


@pytest.fixture(scope="session")
def stack_env(images: dict[str, str]) -> Iterator[dict[str, str]]:
    """What the compose files read: the local images, and no development overrides of the developer's."""
    yield {**images, "KG_TOKENS_SOURCE": "", "KG_BUILD_CA_CERTS": ""}
