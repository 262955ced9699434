"""The server searches vectors with one BLAS thread: numpy's OpenBLAS took a second thread for a namespace of
more than about 1,100 vectors, which then spun for tens of milliseconds after every search (kg/api/server.py)."""

import json
import subprocess
import sys

# In a child process: a grpc.aio server made in this process outlives the test's event loop, and the unit tier
# crashed (SIGSEGV) when it was collected tests later.
CHILD = """
import asyncio, json
import numpy as np
from threadpoolctl import threadpool_info, threadpool_limits
from kg.api.server import KgServer
from kg.settings import Settings

def blas_threads():
    return sorted({pool["num_threads"] for pool in threadpool_info() if pool["user_api"] == "blas"})

async def main():
    np.ones((2, 2)) @ np.ones(2)  # numpy's BLAS is loaded
    threadpool_limits(limits=2, user_api="blas")
    before = blas_threads()
    server = KgServer(Settings(allow_unauthenticated=True))
    after = blas_threads()
    await server.server.stop(None)
    print(json.dumps([before, after]))

asyncio.run(main())
"""


def test_a_server_leaves_numpy_one_blas_thread() -> None:
    child = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=120, check=True)
    before, after = json.loads(child.stdout.strip().splitlines()[-1])
    assert before == [2]
    assert after == [1]
