"""Splitting solves into orbit subproblems: the backed-up value equals a single alpha-beta search."""

from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest

from combgames.games.designs_games import affine_plane_game, projective_plane_game
from combgames.games.positional import PositionalGame, TicTacToe
from combgames.solvers import alphabeta
from combgames.solvers.parallel import parallel_solve, split
from combgames.sources.affine_tictactoe import pi4_game


@pytest.mark.parametrize("build", [TicTacToe, lambda: affine_plane_game(3, reduced=True),
                                   lambda: projective_plane_game(2), lambda: projective_plane_game(3, reduced=True),
                                   lambda: PositionalGame(5, [(0, 1), (1, 2, 3), (3, 4)])])
@pytest.mark.parametrize("depth", [0, 1, 2, 3])
def test_parallel_value_equals_alphabeta(build, depth):
    g = build()
    expected = alphabeta(g)
    r = parallel_solve(g, depth=depth)
    assert r.value == expected.value
    assert set(r.best_moves) <= set(g.moves(g.initial())) or depth == 0


def test_split_merges_orbits():
    tree, frontier = split(TicTacToe(), depth=1)
    assert len(frontier) == 3                       # corner, edge, centre
    _, frontier = split(TicTacToe(), depth=1, symmetry=False)
    assert len(frontier) == 9
    with pytest.raises(ValueError, match="depth"):
        split(TicTacToe(), depth=-1)


def test_runs_through_executors():
    g = pi4_game(reduced=True)
    with ThreadPoolExecutor(2) as ex:
        r = parallel_solve(g, depth=3, executor=ex)
    assert str(r.value) == str(alphabeta(g).value)
    with ProcessPoolExecutor(2) as ex:
        r2 = parallel_solve(g, depth=3, executor=ex)
    assert r2.value == r.value and len(r2.subproblems) == len(r.subproblems)
    assert r2.nodes == sum(sp.nodes for sp in r2.subproblems)


def test_interrupted_parallel_solve_resumes_from_its_checkpoint(tmp_path, monkeypatch):
    import combgames.solvers.parallel as parallel
    from combgames.games.positional import TicTacToe

    path = tmp_path / "ttt-parallel.ckpt"
    real = parallel.solve_subproblem
    calls = []

    def interrupted(*args):
        if len(calls) == 5:
            raise KeyboardInterrupt
        calls.append(args)
        return real(*args)

    monkeypatch.setattr(parallel, "solve_subproblem", interrupted)
    with pytest.raises(KeyboardInterrupt):
        parallel.parallel_solve(TicTacToe(), depth=2, checkpoint=path)
    monkeypatch.setattr(parallel, "solve_subproblem", real)

    counted = []
    monkeypatch.setattr(parallel, "solve_subproblem", lambda *a: counted.append(a) or real(*a))
    resumed = parallel.parallel_solve(TicTacToe(), depth=2, checkpoint=path)
    monkeypatch.setattr(parallel, "solve_subproblem", real)
    fresh = parallel.parallel_solve(TicTacToe(), depth=2)
    assert len(counted) == len(fresh.subproblems) - 5  # the 5 done before the interrupt are not solved again
    assert resumed.value == fresh.value
    assert [sp.value for sp in resumed.subproblems] == [sp.value for sp in fresh.subproblems]
    assert resumed.stats == {"resumed": 5, "computed": len(fresh.subproblems) - 5}


def test_runs_on_a_dask_cluster_and_survives_a_lost_worker(tmp_path):
    """A real dask.distributed LocalCluster (two worker processes): one worker is killed after the first result;
    the scheduler reschedules its tasks on the other, and the value is alpha-beta's. A second run with the same
    checkpoint solves nothing again."""
    pytest.importorskip("distributed")
    import os
    import signal

    from combgames.base.executors import make_executor

    g = affine_plane_game(3, reduced=True)
    expected = alphabeta(g).value
    path = tmp_path / "ag3.ckpt"
    with make_executor("dask", 2) as executor:
        client = executor.client
        victim = sorted(client.scheduler_info()["workers"])[0]
        pid = client.run(os.getpid, workers=[victim])[victim]
        killed = []

        def kill_one_worker(info):
            if not killed:
                killed.append(info["done"])
                os.kill(pid, signal.SIGKILL)

        r = parallel_solve(g, depth=2, executor=executor, checkpoint=path, progress=kill_one_worker)
        assert killed and r.value == expected and r.stats["computed"] == len(r.subproblems)
        again = parallel_solve(g, depth=2, executor=executor, checkpoint=path)
    assert again.value == expected and again.stats == {"resumed": len(r.subproblems), "computed": 0}


def test_runs_through_the_process_pool_of_make_executor():
    from combgames.base.executors import make_executor

    g = pi4_game(reduced=True)
    with make_executor("process", 2) as pool:
        r = parallel_solve(g, depth=2, executor=pool)
    assert r.value == alphabeta(g).value
