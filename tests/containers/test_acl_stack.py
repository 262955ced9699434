"""docker-compose.yml with deploy/docker-compose.acl.yml for real, the way deploy/README.md ("Dgraph with ACL")
walks through a first start: Dgraph alone, then groot's password changed and kg's user made (a guardian) through
alpha's /admin endpoint, then the schema job and kg, which log in as that user. kg then remembers and recalls
(Recall reads one snapshot in several queries, which under ACL must carry the timestamp's signature).
"""

from __future__ import annotations

import base64
import json
import secrets
from collections.abc import Iterator

import pytest

from kg.client import KgClient
from tests.containers.support import ACL, COMPOSE_TOKEN, SINGLE, Stack, compose_up, http, wait_until
from tests.support.dgraph_acl import add_guardian, admin, login, set_password

KG_PASSWORD = "kg-test-password"
GROOT_PASSWORD = "groot-test-password"


def _first_start(alpha: str) -> None:
    """deploy/README.md's steps: groot's password changed, kg's user added to guardians."""
    jwt = wait_until(lambda: login(alpha, "groot", "password"), 60, "groot can log in")  # made just after start
    set_password(alpha, jwt, "groot", GROOT_PASSWORD)
    add_guardian(alpha, jwt, "kg", KG_PASSWORD)


@pytest.fixture(scope="module")
def acl_stack(stack_env: dict[str, str], tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    scratch = tmp_path_factory.mktemp("compose-acl")
    secret = scratch / "dgraph-acl-secret"
    secret.write_text(base64.b64encode(secrets.token_bytes(32)).decode())
    login = {"KG_DGRAPH_USER": "kg", "KG_DGRAPH_PASSWORD": KG_PASSWORD}
    env = {**stack_env, "DGRAPH_ACL_SECRET_FILE": str(secret), **login}
    with compose_up(SINGLE, "kg-test-acl", ["zero", "alpha"], env, scratch, overrides=[ACL]) as running:
        _first_start(_alpha_http(running))
        running.compose("up", "-d", "--wait", "schema", "kg")
        yield running


def _alpha_http(stack: Stack) -> str:
    return f"http://127.0.0.1:{stack.env['KG_PUBLISH_ALPHA_HTTP_PORT']}"


def test_the_alpha_refuses_a_query_without_a_login(acl_stack: Stack) -> None:
    reply = http(f"{_alpha_http(acl_stack)}/query", b"{ q(func: has(name), first: 1) { uid } }", "application/dql")
    assert "no accessJwt" in json.dumps(reply.get("errors")), reply


def test_groot_s_default_password_was_changed(acl_stack: Stack) -> None:
    refused = admin(
        _alpha_http(acl_stack),
        'mutation { login(userId: "groot", password: "password") { response { accessJWT } } }',
    )
    assert refused.get("errors"), refused
    assert login(_alpha_http(acl_stack), "groot", GROOT_PASSWORD)


async def test_kg_logs_in_as_its_user_and_remembers_and_recalls(acl_stack: Stack) -> None:
    target = f"127.0.0.1:{acl_stack.env['KG_PUBLISH_GRPC_PORT']}"
    async with KgClient(target, COMPOSE_TOKEN) as kg:
        said = await kg.ingest("I adopted a greyhound called Pepper last week.", speaker="Sam")
        recalled = await kg.recall("What dog did Sam adopt?", top_k=5)
    assert said.episode.uid in [i.provenance.episode_uid for i in recalled.items]
    lines = [json.loads(line) for line in acl_stack.raw_logs("kg")]
    assert not [e for e in lines if e.get("level") == "error"], lines[-5:]
