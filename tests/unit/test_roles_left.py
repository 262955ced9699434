"""kg/domain/roles_left.py: which roles end with the job they were told with (no database)."""

from __future__ import annotations

from datetime import UTC, datetime

from kg.domain.roles_left import roles_left
from kg.model.records import EdgeRecord
from kg.model.types import EdgeStatus

TOLD = datetime(2026, 3, 2, 9, tzinfo=UTC)
PHARMACIST, CLINICAL, NURSE, VOLUNTEER = "0xa", "0xb", "0xc", "0xd"


def fact(uid: str, edge_type: str, to_uid: str, told_in: str = "") -> EdgeRecord:
    return EdgeRecord(
        uid=uid,
        type=edge_type,
        status=EdgeStatus.CURRENT,
        from_uid="0x1",
        to_uid=to_uid,
        namespace="ns",
        valid_from=TOLD,
        derived_from_uid=told_in,
    )


# "I work as a pharmacist at Boots" (episode 0xe1), "I volunteer as a first aider" (0xe2)
BOOTS = fact("0x10", "WORKS_AT", "0xboots", "0xe1")
ROLES = [fact("0x11", "HAS_ROLE", PHARMACIST, "0xe1"), fact("0x12", "HAS_ROLE", VOLUNTEER, "0xe2")]


def test_a_role_told_with_the_job_left_ends_when_the_new_statement_tells_a_role() -> None:
    assert [r.uid for r in roles_left([BOOTS], ROLES, {CLINICAL})] == ["0x11"]


def test_a_role_told_on_its_own_outlasts_the_job() -> None:
    alone = [fact("0x13", "HAS_ROLE", NURSE, "0xe3")]  # "I'm a nurse", said apart from any job
    assert roles_left([BOOTS], alone, {CLINICAL}) == []


def test_a_role_told_again_with_the_new_job_stays() -> None:
    # "I'm joining the NHS as a pharmacist": the same role goes on
    assert roles_left([BOOTS], ROLES, {PHARMACIST}) == []


def test_only_a_job_left_ends_roles_and_only_one_told_in_a_statement() -> None:
    assert roles_left([fact("0x20", "LIVES_IN", "0xleeds", "0xe1")], ROLES, {CLINICAL}) == []  # a move, not a job
    assert roles_left([fact("0x21", "WORKS_AT", "0xboots")], ROLES, {CLINICAL}) == []  # written by hand: no statement
    assert roles_left([], ROLES, {CLINICAL}) == []
