"""The calls each CPU profile of the soak's probes covers are kept beside the profiles, to divide their time by."""

from __future__ import annotations

import json
from pathlib import Path

from bench.alpha_profile import record_calls


def test_the_calls_of_each_probe_are_kept_side_by_side(tmp_path: Path) -> None:
    record_calls(tmp_path, "before", {"GetNode": 120})
    record_calls(tmp_path, "after", {"GetNode": 80})
    assert json.loads((tmp_path / "calls.json").read_text()) == {"before": {"GetNode": 120}, "after": {"GetNode": 80}}
