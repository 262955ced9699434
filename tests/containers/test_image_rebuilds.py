"""Rebuilding a test image replaces the one built before, rather than leaving it dangling on the developer's disk."""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import Iterator
from pathlib import Path

import docker.errors
import pytest
from testcontainers.core.docker_client import DockerClient

from tests.containers.support import build_replacing

# Two stages, as deploy/Dockerfile has: what the builder makes depends on a build argument, as kg's code does.
DOCKERFILE = """\
ARG BASE
FROM ${BASE} AS builder
ARG STAMP
RUN echo "$STAMP" > /stamp
FROM ${BASE}
COPY --from=builder /stamp /stamp
"""


def _exists(engine: DockerClient, image_id: str) -> bool:
    try:
        engine.client.images.get(image_id)
    except docker.errors.ImageNotFound:
        return False
    return True


def _dangling(engine: DockerClient) -> set[str]:
    return {str(image.id) for image in engine.client.images.list(filters={"dangling": True})}


@pytest.fixture
def tag(engine: DockerClient) -> Iterator[str]:
    name = f"kg-test-rebuild:{uuid.uuid4().hex[:12]}"
    yield name
    for each in (name, f"{name}-builder"):
        with contextlib.suppress(docker.errors.ImageNotFound):
            engine.client.images.remove(each)


def test_a_rebuild_removes_the_images_it_replaces(
    engine: DockerClient, images: dict[str, str], tag: str, tmp_path: Path
) -> None:
    (tmp_path / "Dockerfile").write_text(DOCKERFILE)
    base = images["KG_PYTHON_IMAGE"]
    dangling_before = _dangling(engine)

    first = build_replacing(engine, tag, tmp_path, "Dockerfile", {"BASE": base, "STAMP": "first"})
    first_builder = str(engine.client.images.get(f"{tag}-builder").id)
    second = build_replacing(engine, tag, tmp_path, "Dockerfile", {"BASE": base, "STAMP": "second"})

    assert second != first
    assert str(engine.client.images.get(tag).id) == second
    assert str(engine.client.images.get(f"{tag}-builder").id) != first_builder
    assert not _exists(engine, first), "the image the tag named before was left behind"
    assert not _exists(engine, first_builder), "the builder stage built before was left behind"
    assert _dangling(engine) <= dangling_before


def test_an_unchanged_rebuild_keeps_its_image(
    engine: DockerClient, images: dict[str, str], tag: str, tmp_path: Path
) -> None:
    (tmp_path / "Dockerfile").write_text(DOCKERFILE)
    arguments = {"BASE": images["KG_PYTHON_IMAGE"], "STAMP": "same"}

    first = build_replacing(engine, tag, tmp_path, "Dockerfile", arguments)
    again = build_replacing(engine, tag, tmp_path, "Dockerfile", arguments)

    assert again == first
    assert _exists(engine, first)
