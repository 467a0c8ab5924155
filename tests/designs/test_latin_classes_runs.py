"""The classification in pieces as a long run: one task per piece on a Dask cluster (a worker killed mid-run,
the same answer), per-piece checkpointing from the driver (an interrupted or killed run resumes and runs only
the missing pieces), and the refusals of the command line (a checkpoint of another run, a scheduler that does
not answer)."""

import os
import signal
import subprocess
import sys

import pytest

from designs.latin_classes import JOURNAL_SUFFIX, classify_in_pieces

CLI = [sys.executable, "-m", "designs.latin_classes"]


@pytest.fixture(scope="module")
def serial7():
    """Order 7, split at 3 rows (56 pieces), one after another in this process."""
    return classify_in_pieces(7, split_rows=3)


def _per_piece(result):
    return {i: (p.isotopy_classes, p.main_classes, p.latin_squares, p.main_class_squares, p.positions)
            for i, p in result.done.items()}


@pytest.fixture(scope="module")
def cluster():
    pytest.importorskip("dask.distributed")
    from combgames.base.executors import make_executor

    executor = make_executor("dask", 2)
    yield executor
    executor.shutdown(wait=False)


def test_a_worker_killed_mid_run_gives_the_same_answer(cluster, serial7):
    pids = cluster.client.run(os.getpid)  # worker address -> process id
    assert len(pids) == 2
    killed = []

    def kill_one_worker(line):
        if not killed:  # after the first result arrives, while the other pieces are queued or running
            killed.append(next(iter(pids.values())))
            os.kill(killed[0], signal.SIGKILL)

    r = classify_in_pieces(7, split_rows=3, executor=cluster, progress=kill_one_worker)
    assert killed and killed[0] not in cluster.client.run(os.getpid).values()
    assert r.complete and (r.isotopy_classes, r.main_classes) == (564, 147)
    assert r.latin_squares == r.main_class_squares == serial7.latin_squares == 61479419904000
    assert _per_piece(r) == _per_piece(serial7)


def test_an_interrupted_dask_run_resumes_running_only_the_missing_pieces(cluster, tmp_path):
    path = tmp_path / "six.ckpt"
    lines = []

    def stop_after_ten(line):
        lines.append(line)
        if len(lines) == 10:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        classify_in_pieces(6, split_rows=4, executor=cluster, checkpoint=path, progress=stop_after_ten)
    again = []
    r = classify_in_pieces(6, split_rows=4, executor=cluster, checkpoint=path, progress=again.append)
    assert r.pieces == 56 and r.resumed == 10 and len(again) == 56 - 10   # the ten pieces done were not run again
    assert _per_piece(r) == _per_piece(classify_in_pieces(6, split_rows=4))


def test_a_killed_driver_loses_no_finished_piece(tmp_path, serial7):
    """SIGKILL leaves no chance to save: the journal, appended per piece, holds what was finished."""
    path = tmp_path / "killed.ckpt"
    run = ["7", "--split", "3", "--sample", "12", "--seed", "5", "--checkpoint", str(path)]
    proc = subprocess.Popen(CLI + run, cwd=tmp_path, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
    try:
        seen = 0
        for line in proc.stderr:
            seen += line.startswith("piece ")
            if seen == 3:
                proc.kill()
                break
    finally:
        proc.kill()
        proc.wait(timeout=60)
    assert seen == 3 and (tmp_path / f"killed.ckpt{JOURNAL_SUFFIX}").exists()
    again = []
    r = classify_in_pieces(7, split_rows=3, sample=12, seed=5, checkpoint=path, progress=again.append)
    assert len(r.done) == 12 and r.resumed >= 3 and len(again) == 12 - r.resumed
    assert _per_piece(r) == {i: p for i, p in _per_piece(serial7).items() if i in r.done}
    journal = (tmp_path / f"killed.ckpt{JOURNAL_SUFFIX}").read_text().splitlines()
    assert len(journal) == 1   # emptied once the checkpoint holds every piece: its first line only


def _journal(tmp_path, name, n, split):
    import designs.latin_classes as latin_classes
    from combgames.base.checkpoint import checkpoint_header
    from designs.classification import METHOD

    header = checkpoint_header("latin-classes", latin_classes.LatinSquaresOfOrder(n), split_rows=split,
                               method=METHOD)
    return latin_classes._Journal(tmp_path / f"{name}{JOURNAL_SUFFIX}", header)


def test_damaged_journal_lines_are_run_again(tmp_path):
    """A line cut short by a kill, or garbage, is skipped (that piece runs again); the lines after it count,
    and a piece appended after a cut line starts on a line of its own."""
    from designs.latin_classes import latin_pieces, solve_piece

    path = tmp_path / "six.ckpt"
    lines = []

    def stop_after_three(line):
        lines.append(line)
        if len(lines) == 3:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        classify_in_pieces(6, split_rows=4, checkpoint=path, progress=stop_after_three)
    journal = _journal(tmp_path, "six.ckpt", 6, 4)   # emptied by the save at the interrupt: its first line only
    assert journal.path.read_text() == journal.head + "\n"
    rectangles = latin_pieces(6, 4)
    for i in (20, 21):
        journal.add(solve_piece(6, rectangles[i], i))
    journal.close()
    good = journal.path.read_text().splitlines()[1:]
    garbage = ["[", "{}", '["d"]', "1e999", '["l",' * 5000, good[0].replace("20", "99999", 1)]
    journal.path.write_text(journal.head + "\n" + "\n".join(garbage + good[:1] + [good[1][:-10]]))  # 21's line cut short
    journal.add(solve_piece(6, rectangles[22], 22))   # after the cut line, on a line of its own
    journal.close()
    assert set(journal.read(56)) == {20, 22}   # nothing of the garbage nor of the cut line
    again = []
    r = classify_in_pieces(6, split_rows=4, checkpoint=path, progress=again.append)
    assert r.resumed == 3 + 2 and len(again) == 56 - 5 and (r.isotopy_classes, r.main_classes) == (22, 12)


def test_a_journal_that_cannot_be_written_does_not_stop_the_run(tmp_path, monkeypatch):
    import combgames.base.checkpoint as checkpoint
    from combgames.base.checkpoint import CheckpointWarning

    def full_disk(path, mode="r", *args, **kwargs):
        if "a" in mode:
            raise OSError(28, "No space left on device")
        return open(path, mode, *args, **kwargs)

    monkeypatch.setattr(checkpoint, "open", full_disk, raising=False)   # the journal's appends only
    path = tmp_path / "five.ckpt"
    with pytest.warns(CheckpointWarning, match="journal .* cannot be written .No space left on device"):
        r = classify_in_pieces(5, split_rows=2, checkpoint=path)
    monkeypatch.undo()
    assert r.complete and r.isotopy_classes == 2
    assert classify_in_pieces(5, split_rows=2, checkpoint=path).resumed == r.pieces   # the checkpoint has them


def _cli(args, tmp_path, timeout=120):
    return subprocess.run(CLI + args, cwd=tmp_path, capture_output=True, text=True, timeout=timeout)


@pytest.mark.parametrize("other", [["6"], ["5", "--split", "2"]])
def test_a_checkpoint_of_another_run_is_refused_and_left_as_it_is(tmp_path, other):
    path = tmp_path / "five.ckpt"
    assert _cli(["5", "--checkpoint", str(path)], tmp_path).returncode == 0
    before = path.read_bytes()
    done = _cli(other + ["--checkpoint", str(path)], tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "is of another run (" in done.stderr and "Traceback" not in done.stderr
    assert path.read_bytes() == before


def test_a_journal_of_another_run_is_refused(tmp_path):
    path = tmp_path / "x.ckpt"
    (tmp_path / f"x.ckpt{JOURNAL_SUFFIX}").write_text("some notes of mine\n")
    done = _cli(["5", "--checkpoint", str(path)], tmp_path)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "not a journal of pieces" in done.stderr
    assert (tmp_path / f"x.ckpt{JOURNAL_SUFFIX}").read_text() == "some notes of mine\n"


def test_an_unreachable_scheduler_exits_2_with_one_line(tmp_path):
    done = _cli(["5", "--scheduler", "tcp://127.0.0.1:1"], tmp_path, timeout=60)
    assert done.returncode == 2 and done.stdout == "" and done.stderr.count("\n") == 1, done.stderr
    assert "no Dask scheduler answered at tcp://127.0.0.1:1 within 5 s" in done.stderr or "needs dask" in done.stderr
    done = _cli(["5", "--executor", "process", "--scheduler", "tcp://127.0.0.1:1"], tmp_path)
    assert done.returncode == 2 and "needs the executor 'dask'" in done.stderr and done.stderr.count("\n") == 1


def test_the_command_line_runs_on_a_running_scheduler(cluster, tmp_path):
    """--scheduler ADDRESS: the command's pieces run as tasks of that cluster (the module's LocalCluster here),
    which stays up after the command's client closes."""
    address = cluster.client.scheduler.address
    done = _cli(["6", "--scheduler", address, "--checkpoint", str(tmp_path / "six.ckpt")], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "22 isotopy classes, 12 main classes" in done.stdout and "Latin squares 812,851,200" in done.stdout
    assert done.stderr.count("\npiece ") + done.stderr.startswith("piece ") == 16
    assert cluster.workers == 2
