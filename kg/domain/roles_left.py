"""A role told with a job ends with it when a new role comes with the next job: after "I work as a pharmacist at
Boots", "I quit Boots, I'm joining the NHS as a clinical pharmacist" makes her a clinical pharmacist, no longer a
pharmacist at Boots. Without it, "What's my job?" met both roles as current, and the Boots turn, whose role still
held, was not taken as outdated (kg/recall/outdated.py).

Only a role told in the same statement as the job left ends (the fact's provenance says which), and only when the
statement that leaves it tells a role of its own: a role told alone ("I'm a nurse") is a profession, which outlasts
an employer, and so is a role whose job ends with no new role said ("I quit Boots"). Pure.
"""

from __future__ import annotations

from collections.abc import Iterable, Set

from kg.model.records import EdgeRecord

JOB = "WORKS_AT"
ROLE = "HAS_ROLE"


def roles_left(jobs_left: Iterable[EdgeRecord], roles_held: Iterable[EdgeRecord], told: Set[str]) -> list[EdgeRecord]:
    """The roles of `roles_held` told in the statement of a job of `jobs_left`, but those whose objects (uids) the new
    statement tells again (`told`)."""
    with_jobs = {job.derived_from_uid for job in jobs_left if job.type == JOB and job.derived_from_uid}
    return [role for role in roles_held if role.derived_from_uid in with_jobs and role.to_uid not in told]
