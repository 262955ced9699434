"""Extractors for both tiers, built once per session: loading the English pipeline takes a few seconds.

Tier-2 tests skip only when no English pipeline package is installed (`pytest.importorskip`); tier 1 needs
nothing beyond spaCy itself and always runs.
"""

from __future__ import annotations

import importlib.util

import pytest

from kg.extraction import Extractor
from kg.extraction.extractor import DEFAULT_MODELS


def _model_package() -> str:
    installed = [name for name in DEFAULT_MODELS if importlib.util.find_spec(name) is not None]
    return installed[0] if installed else DEFAULT_MODELS[-1]


@pytest.fixture(scope="session")
def tier1() -> Extractor:
    return Extractor(prefer_model=False)


@pytest.fixture(scope="session")
def tier2() -> Extractor:
    pytest.importorskip(_model_package(), reason="no English spaCy pipeline installed")
    return Extractor()


@pytest.fixture(params=[1, 2], ids=["tier1", "tier2"])
def extractor(request: pytest.FixtureRequest) -> Extractor:
    """Each test that takes this runs once per tier."""
    chosen: Extractor = request.getfixturevalue(f"tier{request.param}")
    return chosen
