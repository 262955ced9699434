"""How Dgraph says a transaction lost a race: pydgraph's AbortedError (a conflicting commit) and RetriableError
("Please retry": pending transactions, an alter in progress). The one place kg names them: DgraphStore.write
retries them, the metrics count them, an alter waits them out."""

from __future__ import annotations

import pydgraph

CONFLICTS = (pydgraph.AbortedError, pydgraph.RetriableError)
