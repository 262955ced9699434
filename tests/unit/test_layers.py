"""Imports go one way, api -> domain -> store -> model, and only the store (and the local Dgraph tools) use
pydgraph. kg/wiring.py, kg/api/server.py, kg/jobs/entry.py and kg/cli are the composition roots that may use
any layer."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

KG = Path(__file__).resolve().parents[2] / "kg"
UPPER = ("kg.api", "kg.cli", "kg.jobs", "kg.wiring", "kg.auth.bearer", "kg.auth.token_cli")


def imports(path: Path) -> list[tuple[str, list[str]]]:
    """(module, names) of each import in `path`, at any depth (a function's import counts too)."""
    found: list[tuple[str, list[str]]] = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.append((node.module, [a.name for a in node.names]))
        elif isinstance(node, ast.Import):
            found += [(a.name, []) for a in node.names]
    return found


def modules(package: str) -> list[Path]:
    return sorted((KG / package).rglob("*.py"))


def below(package: str, forbidden: tuple[str, ...]) -> list[str]:
    return [
        f"{path.relative_to(KG.parent)} imports {module}"
        for path in modules(package)
        for module, _ in imports(path)
        if module.startswith(forbidden)
    ]


@pytest.mark.parametrize(
    ("package", "forbidden"),
    [
        ("model", ("kg.store", "kg.domain", "kg.recall", "kg.auth", *UPPER)),
        ("store", ("kg.domain", "kg.recall", "kg.auth", *UPPER)),
        ("domain", UPPER),
        ("recall", UPPER),
    ],
)
def test_no_layer_imports_a_layer_above_it(package: str, forbidden: tuple[str, ...]) -> None:
    assert below(package, forbidden) == []


def test_the_domain_builds_no_store() -> None:
    """The domain names the stores it needs in kg/domain/ports.py; Dgraph's are handed in (kg/wiring.py)."""
    concrete = [
        f"{path.name}: {name}"
        for path in modules("domain")
        for module, names in imports(path)
        if module.startswith("kg.store.")
        for name in names
        if name.endswith(("Store", "Writer"))
    ]
    assert concrete == []


def test_only_the_store_uses_pydgraph() -> None:
    outside = [
        f"{path.relative_to(KG.parent)}"
        for path in KG.rglob("*.py")
        if not path.is_relative_to(KG / "store") and not path.is_relative_to(KG / "dgraph")
        for module, _ in imports(path)
        if module.split(".")[0] == "pydgraph"
    ]
    assert outside == []
