"""make_executor: the one home of "where the pieces run" (process pool, local Dask cluster, a scheduler's
address), and its refusals."""

import subprocess
import sys

import pytest

from combgames.base.executors import make_executor


def _square(x: int) -> int:
    return x * x


def test_a_process_pool_runs_the_pieces():
    with make_executor("process", 2) as pool:
        assert list(pool.map(_square, range(6))) == [0, 1, 4, 9, 16, 25]


@pytest.mark.parametrize("kwargs, message", [
    ({"kind": "ray"}, "executor must be one of"),
    ({"kind": "process", "workers": 0}, "workers"),
    ({"kind": "process", "scheduler": "tcp://127.0.0.1:8786"}, "needs the executor 'dask'"),
])
def test_bad_requests_are_refused(kwargs, message):
    with pytest.raises(ValueError, match=message):
        make_executor(**kwargs)


def test_dask_not_installed_is_named(monkeypatch):
    monkeypatch.setitem(sys.modules, "dask.distributed", None)  # import fails as if not installed
    with pytest.raises(ValueError, match=r"needs dask and distributed \(pip install \"dask\[distributed\]"):
        make_executor("dask", 2)


def test_an_unreachable_scheduler_is_an_error_naming_it():
    pytest.importorskip("dask.distributed")
    with pytest.raises(ValueError, match=r"no Dask scheduler answered at tcp://127.0.0.1:1 within 1 s"):
        make_executor("dask", scheduler="tcp://127.0.0.1:1", timeout=1)
    with pytest.raises(ValueError, match="not a Dask scheduler address"):
        make_executor("dask", scheduler="no-port-here")


_LOCAL_CLUSTER = """
from combgames.base.executors import DaskExecutor, make_executor


def square(x):
    return x * x


executor = make_executor("dask", 2)
try:
    assert isinstance(executor, DaskExecutor) and executor.workers == 2
    futures = [executor.submit(square, x) for x in (3, 3, 4)]  # equal arguments still run (pure=False)
    assert [f.result() for f in futures] == [9, 9, 16]
    assert len({f.key for f in executor._executor._futures}) == 3
finally:
    executor.shutdown()
assert executor.client.status == "closed" and executor.cluster.status.name == "closed"
print("ok")
"""


def test_a_local_dask_cluster_runs_one_task_per_submit_and_closes():
    # in a fresh interpreter: a Dask client's event loop is process-wide state, and one left by another test of
    # the same worker process (the unreachable scheduler's) once made LocalCluster's loop fail to start
    pytest.importorskip("dask.distributed")
    done = subprocess.run([sys.executable, "-c", _LOCAL_CLUSTER], capture_output=True, text=True, timeout=180)
    assert done.returncode == 0 and done.stdout.strip().endswith("ok"), done.stderr[-2000:]