"""kg's processes run BLAS on one thread (kg/blas.py)."""

from threadpoolctl import threadpool_info

from kg.blas import one_blas_thread


def test_one_blas_thread_limits_every_loaded_blas_library_to_one_thread() -> None:
    one_blas_thread()
    blas = [pool for pool in threadpool_info() if pool["user_api"] == "blas"]
    assert blas, "numpy's BLAS is loaded by kg.blas itself"
    assert all(pool["num_threads"] == 1 for pool in blas)
