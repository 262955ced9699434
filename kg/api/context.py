"""Per-call state the interceptors set and the servicers read."""

from __future__ import annotations

from contextvars import ContextVar

from kg.auth.caller import Caller

current_caller: ContextVar[Caller] = ContextVar("kg_caller")
