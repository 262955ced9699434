"""Generate the Python stubs for protos/ into kg/v1, or check that the committed ones are current.

`python -m kg.tools.protos generate | check`. The stubs are committed so that installing kg needs no
protoc; `make test` runs `check` so they cannot drift from the .proto files.
"""

from __future__ import annotations

import filecmp
import sys
import tempfile
from importlib import resources
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PROTO_ROOT = REPO / "protos"
OUT_PACKAGE = Path("kg") / "v1"


def generate(out_root: Path) -> list[Path]:
    from grpc_tools import protoc

    protos = sorted(PROTO_ROOT.rglob("*.proto"))
    include = str(resources.files("grpc_tools") / "_proto")
    plugins = Path(sys.executable).parent  # mypy-protobuf's protoc plugins live beside the interpreter
    args = [
        "protoc",
        f"-I{PROTO_ROOT}",
        f"-I{include}",
        f"--plugin=protoc-gen-mypy={plugins / 'protoc-gen-mypy'}",
        f"--plugin=protoc-gen-mypy_grpc={plugins / 'protoc-gen-mypy_grpc'}",
        f"--python_out={out_root}",
        f"--grpc_python_out={out_root}",
        f"--mypy_out={out_root}",
        f"--mypy_grpc_out={out_root}",
        *map(str, protos),
    ]
    if protoc.main(args) != 0:
        raise SystemExit("protoc failed")
    package = out_root / OUT_PACKAGE
    (package / "__init__.py").write_text('"""Generated from protos/kg/v1 by `make protos`; do not edit."""\n')
    return sorted(p for p in package.iterdir() if p.is_file())


def check() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        generated = generate(Path(tmp))
        stale = (
            [p.name for p in generated if not filecmp.cmp(p, REPO / OUT_PACKAGE / p.name, shallow=False)]
            if (REPO / OUT_PACKAGE).is_dir()
            else ["kg/v1 missing"]
        )
    if stale:
        print(f"stubs out of date: {stale}; run `make protos` and commit", file=sys.stderr)
        return 1
    print("generated stubs are current")
    return 0


def main(argv: list[str]) -> int:
    if argv == ["generate"]:
        for path in generate(REPO):
            print(f"wrote {path.relative_to(REPO)}")
        return 0
    if argv == ["check"]:
        return check()
    print("usage: python -m kg.tools.protos generate|check", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
