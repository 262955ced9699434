"""One BLAS thread per kg process: its matrix products are small, and its concurrency is its own.

With more, OpenBLAS ran a product on a second thread that then spun for a while after it returned, taking a core
from Dgraph and from the other calls:
- a Recall search of a namespace of more than about 1,100 vectors: about 56 ms of a core per search (the soak's
  step at ~3,900 episodes in 3 namespaces; Recall alone cost 6x);
- spaCy's parse of one turn (tier 2 extraction): as much CPU on the spinning thread as on the parsing one, for
  the same wall time (LoCoMo dev turns one at a time: 8.9 ms wall and 17.7 ms of CPU, against 9.9 and 9.9).
"""

from __future__ import annotations

import numpy  # noqa: F401  (loaded first: threadpoolctl limits only the BLAS libraries already loaded)
from threadpoolctl import threadpool_limits


def one_blas_thread() -> None:
    """Limit every BLAS library loaded in this process to one thread, for the rest of its life."""
    threadpool_limits(limits=1, user_api="blas")
