"""Leases kept in Dgraph, so that only one of several replicas runs a job at a time.

A lease is a `KgMeta` node (`kg_meta_key` = "lease:<name>") with a holder and an expiry. Taking it is a
read-then-write in one transaction: two takers write the same node (or, the first time, the same
`@upsert` key), so Dgraph aborts one of them, and its retry sees the other's lease.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from kg.store.codec import parse_time, to_dgraph_time
from kg.store.txn import DgraphStore, Txn

_READ = """query lease($key: string) {
  l(func: eq(kg_meta_key, $key)) { uid lease_holder lease_expires }
}"""


@dataclass(frozen=True)
class Lease:
    name: str
    holder: str  # who holds it now (the caller when `acquired`)
    expires: datetime | None
    acquired: bool


class LeaseStore:
    def __init__(self, db: DgraphStore) -> None:
        self.db = db

    async def acquire(self, name: str, holder: str, ttl_seconds: float, now: datetime) -> Lease:
        """Take the lease unless someone else holds an unexpired one; renewing one's own lease is allowed."""
        key = _key(name)

        async def work(txn: Txn) -> Lease:
            found = (await txn.query(_READ, {"$key": key})).get("l", [])
            current = found[0] if found else {}
            other = current.get("lease_holder", "")
            expires = parse_time(current.get("lease_expires"))
            if other and other != holder and expires is not None and expires > now:
                return Lease(name, other, expires, acquired=False)
            until = now + timedelta(seconds=ttl_seconds)
            obj = {
                "uid": current.get("uid", "_:lease"),
                "dgraph.type": "KgMeta",
                "kg_meta_key": key,
                "lease_holder": holder,
                "lease_expires": to_dgraph_time(until),
            }
            await txn.mutate(set_obj=obj)
            return Lease(name, holder, until, acquired=True)

        return await self.db.write(work)

    async def release(self, name: str, holder: str, now: datetime) -> bool:
        """End the lease now if `holder` still holds it; False when it had passed to someone else."""
        key = _key(name)

        async def work(txn: Txn) -> bool:
            found = (await txn.query(_READ, {"$key": key})).get("l", [])
            if not found or found[0].get("lease_holder") != holder:
                return False
            await txn.mutate(set_obj={"uid": found[0]["uid"], "lease_expires": to_dgraph_time(now)})
            return True

        return await self.db.write(work)

    async def current(self, name: str) -> Lease | None:
        found = (await self.db.read(_READ, {"$key": _key(name)})).get("l", [])
        if not found or not found[0].get("lease_holder"):
            return None
        return Lease(name, found[0]["lease_holder"], parse_time(found[0].get("lease_expires")), acquired=False)


def _key(name: str) -> str:
    return f"lease:{name}"
