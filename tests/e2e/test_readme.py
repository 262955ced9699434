"""The README's Python example runs as written (with the test server's address and token)."""

from __future__ import annotations

import contextlib
import io
import re
import threading
from pathlib import Path

from tests.support.processes import ServerProcess
from tests.support.tenants import Tokens

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_readme_python_example_works_and_twice_makes_no_second_alice(server: ServerProcess, tokens: Tokens) -> None:
    example = re.findall(r"```python\n(.*?)```", README.read_text(), flags=re.DOTALL)[0]  # the first: "Python"
    assert '"127.0.0.1:50051"' in example and '"kg_…"' in example
    code = example.replace('"127.0.0.1:50051"', repr(server.target)).replace('"kg_…"', repr(tokens["admin"]))

    def run() -> list[str]:
        output = io.StringIO()

        def main() -> None:  # asyncio.run needs a thread without a running loop
            with contextlib.redirect_stdout(output):
                exec(compile(code, str(README), "exec"), {"__name__": "__readme__"})  # noqa: S102 - our own README

        thread = threading.Thread(target=main)
        thread.start()
        thread.join(60)
        return output.getvalue().splitlines()

    first, again = run(), run()
    for lines in (first, again):
        assert lines[0].startswith("archived: ['0x") and "now: 0x" in lines[0]
        assert "Alice" in lines[1]
    assert again == first  # the same Bob archived, the same Alice current, no second Alice found
