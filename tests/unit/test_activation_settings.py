"""The activation and decay settings: documented defaults, KG_ variables, and refusal of nonsense."""

from __future__ import annotations

import pytest

from kg.jobs.entry import activation_policy
from kg.settings import Settings, SettingsError


def test_activation_defaults() -> None:
    s = Settings.from_env({})
    assert (s.activation_floor, s.decay_rate, s.decay_grace_days, s.core_threshold) == (0.01, 0.05, 1.0, 0.85)
    assert (s.decay_scheduler, s.decay_schedule) == (True, "0 * * * *")
    assert (s.decay_page_size, s.decay_concurrency, s.decay_lease_seconds) == (50000, 2, 900.0)
    assert (s.access_flush_seconds, s.access_batch_size) == (5.0, 5000)


def test_environment_variables_set_the_policy() -> None:
    s = Settings.from_env(
        {
            "KG_DECAY_RATE": "0.1",
            "KG_DECAY_GRACE_DAYS": "2",
            "KG_ACTIVATION_FLOOR": "0.05",
            "KG_CORE_THRESHOLD": "0.9",
            "KG_DECAY_SCHEDULER": "false",
            "KG_DECAY_SCHEDULE": "every 60",
        }
    )
    policy = activation_policy(s)
    assert (policy.rate_per_day, policy.grace_days, policy.floor, policy.core_threshold) == (0.1, 2.0, 0.05, 0.9)
    assert s.decay_scheduler is False
    assert s.decay_schedule == "every 60"


@pytest.mark.parametrize(
    "env",
    [
        {"KG_DECAY_RATE": "1.0"},
        {"KG_DECAY_RATE": "-0.1"},
        {"KG_ACTIVATION_FLOOR": "0.9"},  # above the core threshold
        {"KG_CORE_THRESHOLD": "1.5"},
        {"KG_DECAY_GRACE_DAYS": "-1"},
        {"KG_DECAY_PAGE_SIZE": "2000000"},
        {"KG_DECAY_PAGE_SIZE": "0"},
        {"KG_ACCESS_BATCH_SIZE": "0"},
        {"KG_ACCESS_FLUSH_SECONDS": "0"},
    ],
)
def test_nonsense_is_refused(env: dict[str, str]) -> None:
    with pytest.raises(SettingsError):
        Settings.from_env(env)
