"""Dgraph's ACL users through alpha's /admin GraphQL endpoint, as deploy/README.md's curl lines manage them: log
in, add a guardian, change a password. For tests against an alpha started with --acl (a process or a container)."""

from __future__ import annotations

import json
import urllib.request
from typing import Any


def admin(alpha_http: str, query: str, variables: dict[str, str] | None = None, token: str = "") -> dict[str, Any]:
    """One GraphQL call to alpha's /admin; `token`: an access JWT (X-Dgraph-AccessToken)."""
    assert alpha_http.startswith("http://127.0.0.1:"), alpha_http  # the tests' own alphas, nothing else
    body = json.dumps({"query": query, "variables": variables or {}}).encode()
    headers = {"Content-Type": "application/json", **({"X-Dgraph-AccessToken": token} if token else {})}
    request = urllib.request.Request(f"{alpha_http}/admin", data=body, headers=headers)  # noqa: S310
    with urllib.request.urlopen(request, timeout=30) as response:  # noqa: S310
        reply: dict[str, Any] = json.loads(response.read())
    return reply


def login(alpha_http: str, user: str, password: str) -> str:
    """The access JWT of `user`."""
    reply = admin(
        alpha_http,
        "mutation($u: String!, $p: String!) { login(userId: $u, password: $p) { response { accessJWT } } }",
        {"u": user, "p": password},
    )
    assert not reply.get("errors"), reply
    token: str = reply["data"]["login"]["response"]["accessJWT"]
    return token


def add_guardian(alpha_http: str, token: str, user: str, password: str) -> None:
    """A new user in the guardians group (every permission, as kg's user needs)."""
    _user_mutation(
        alpha_http, token, user, password, 'addUser(input: [{name: $u, password: $p, groups: [{name: "guardians"}]}])'
    )


def set_password(alpha_http: str, token: str, user: str, password: str) -> None:
    _user_mutation(
        alpha_http, token, user, password, "updateUser(input: {filter: {name: {eq: $u}}, set: {password: $p}})"
    )


def _user_mutation(alpha_http: str, token: str, user: str, password: str, call: str) -> None:
    reply = admin(
        alpha_http,
        f"mutation($u: String!, $p: String!) {{ {call} {{ user {{ name }} }} }}",
        {"u": user, "p": password},
        token,
    )
    assert not reply.get("errors"), reply
