"""The server searches vectors with one BLAS thread: numpy's OpenBLAS took a second thread for a namespace of
more than about 1,100 vectors, which then spun for tens of milliseconds after every search (kg/api/server.py)."""

import numpy as np
from threadpoolctl import threadpool_info, threadpool_limits

from kg.api.server import KgServer
from kg.settings import Settings


def _blas_threads() -> set[int]:
    return {pool["num_threads"] for pool in threadpool_info() if pool["user_api"] == "blas"}


async def test_a_server_leaves_numpy_one_blas_thread() -> None:
    np.ones((2, 2)) @ np.ones(2)  # numpy's BLAS is loaded
    threadpool_limits(limits=2, user_api="blas")
    assert _blas_threads() == {2}
    KgServer(Settings(allow_unauthenticated=True))
    assert _blas_threads() == {1}
