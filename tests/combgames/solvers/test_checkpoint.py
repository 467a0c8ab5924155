"""Resumable retrograde solves: an interrupted and resumed solve equals an uninterrupted one; bad files refused."""

import warnings

import pytest

from combgames.checkpoint import CheckpointWarning, load_checkpoint, save_checkpoint
from combgames.games.positional import TicTacToe
from combgames.solvers import retrograde


def _table(result):
    return {result.key(p): v for p, v in result.items()}


def _interrupt_after(n_reports):
    calls = []

    def progress(info):
        calls.append(info)
        if len(calls) >= n_reports:
            raise KeyboardInterrupt

    return progress


def test_interrupted_then_resumed_equals_uninterrupted(tmp_path, monkeypatch):
    path = tmp_path / "ttt.ckpt"
    # A clock that races makes progress fire at each check, so the interrupt lands mid-build.
    monkeypatch.setattr("time.perf_counter", _fast_clock())
    with pytest.raises(KeyboardInterrupt):
        retrograde(TicTacToe(), symmetry=False, checkpoint=path, progress=_interrupt_after(2))
    assert path.exists()
    monkeypatch.undo()
    resumed = retrograde(TicTacToe(), symmetry=False, checkpoint=path)
    assert resumed.stats["resumed"]
    fresh = retrograde(TicTacToe(), symmetry=False)
    assert resumed.size == fresh.size == 5478
    assert _table(resumed) == _table(fresh)


def _fast_clock():
    t = [0.0]

    def clock():
        t[0] += 1.0  # every call advances a second: progress fires at every check (each 1024 nodes)
        return t[0]

    return clock


def test_truncated_checkpoint_is_refused_with_a_warning(tmp_path):
    path = tmp_path / "x.ckpt"
    save_checkpoint(path, {"a": 1}, list(range(1000)))
    assert load_checkpoint(path, {"a": 1}) == list(range(1000))
    path.write_bytes(path.read_bytes()[:-10])
    with pytest.warns(CheckpointWarning, match="truncated"):
        assert load_checkpoint(path, {"a": 1}) is None


def test_stale_and_corrupted_checkpoints_are_refused(tmp_path):
    path = tmp_path / "x.ckpt"
    save_checkpoint(path, {"game": "A"}, [1, 2, 3])
    with pytest.warns(CheckpointWarning, match="different work"):
        assert load_checkpoint(path, {"game": "B"}) is None
    data = bytearray(path.read_bytes())
    data[-3] ^= 0xFF
    path.write_bytes(bytes(data))
    with pytest.warns(CheckpointWarning, match="checksum"):
        assert load_checkpoint(path, {"game": "A"}) is None
    path.write_bytes(b"garbage")
    with pytest.warns(CheckpointWarning):
        assert load_checkpoint(path, {"game": "A"}) is None


def test_a_game_without_identity_cannot_checkpoint(tmp_path):
    class Anonymous(TicTacToe):
        cache_key = None  # declares no identity (every game of the library has one)

    with pytest.raises(TypeError, match="cache_key"):
        retrograde(Anonymous(), checkpoint=tmp_path / "a.ckpt")


def test_no_warning_for_a_missing_file(tmp_path):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert load_checkpoint(tmp_path / "none.ckpt", {}) is None


def test_auto_checkpoint_writes_nothing_for_a_quick_solve(tmp_path, monkeypatch):
    monkeypatch.setenv("COMBGAMES_CACHE", str(tmp_path))
    retrograde(TicTacToe(), checkpoint="auto")
    assert list(tmp_path.iterdir()) == []


def test_auto_checkpoint_of_a_long_solve_is_resumed(tmp_path, monkeypatch):
    monkeypatch.setenv("COMBGAMES_CACHE", str(tmp_path))
    retrograde(TicTacToe(), symmetry=False, checkpoint="auto", checkpoint_every=0.0)  # "long": saves at once
    files = list(tmp_path.iterdir())
    assert len(files) == 1
    again = retrograde(TicTacToe(), symmetry=False, checkpoint="auto")
    assert again.stats["resumed"] and again.size == 5478
    other_rules = retrograde(TicTacToe(), symmetry=True, checkpoint="auto")
    assert not other_rules.stats["resumed"]
