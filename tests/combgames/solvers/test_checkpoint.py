"""Resumable retrograde solves: an interrupted and resumed solve equals an uninterrupted one; bad files refused.

A checkpoint belongs to one computation (issue 13, item 1): a file made for another game, other rules or
other solver options is ignored with one warning, never loaded. A path that cannot be written (item 4) gives
one warning and the solve goes on.
"""

import errno
import os
import json
import warnings

import pytest

from combgames.base.checkpoint import (FORMAT_VERSION, Checkpoint, CheckpointWarning, checkpoint_header, decode_data,
                                  encode_data, load_checkpoint, save_checkpoint)
from combgames.games.blockade import mu_torere
from combgames.games.positional import PositionalGame, TicTacToe
from combgames.solvers import retrograde
from combgames.solvers.parallel import parallel_solve


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
    with pytest.warns(CheckpointWarning, match="another computation .game differs"):
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


# --- one checkpoint, one computation (issue 13, item 1) ---------------------------------------------------


def _only_checkpoint_warnings(record):
    return [str(w.message) for w in record if issubclass(w.category, CheckpointWarning)]


def test_variants_of_a_game_do_not_share_a_checkpoint(tmp_path):
    """Issue 13's attack: mu-torere with centre_entry=1 then =0 on one file. Independent check: fresh solves."""
    path = tmp_path / "mu.ckpt"
    with_rule = retrograde(mu_torere(centre_entry=True), checkpoint=path)
    assert str(with_rule.value(mu_torere(centre_entry=True).initial())) == "draw"
    game = mu_torere(centre_entry=False)
    with pytest.warns(CheckpointWarning) as record:
        second = retrograde(game, checkpoint=path)
    assert not second.stats["resumed"]
    assert _only_checkpoint_warnings(record) == [
        f"ignoring checkpoint {path}: it was made for another computation (game differs); starting afresh"]
    assert second.value(game.initial()) == retrograde(game).value(game.initial())
    assert str(second.value(game.initial())) == "win in 1"


TTT_LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
PAIRS = [(0, 1), (2, 3), (4, 5), (6, 7), (0, 2), (4, 6), (1, 3), (5, 7, 8)]


def test_two_positional_games_of_one_size_do_not_share_a_checkpoint(tmp_path):
    """Issue 13's attack: two 9-point, 8-line games on one file; the second gets its own value, no KeyError."""
    path = tmp_path / "pg.ckpt"
    first, second = PositionalGame(9, TTT_LINES), PositionalGame(9, PAIRS)
    assert str(retrograde(first, checkpoint=path).value(first.initial())) == "draw"
    with pytest.warns(CheckpointWarning, match="game differs"):
        r = retrograde(second, checkpoint=path)
    fresh = retrograde(second)
    assert str(r.value(second.initial())) == str(fresh.value(second.initial())) == "win in 3"
    assert _table(r) == _table(fresh)
    assert retrograde(second, checkpoint=path).stats["resumed"]  # now the file is the second game's


def test_the_header_names_the_format_solver_options_and_game():
    h = checkpoint_header("retrograde", TicTacToe(), rule="loss", symmetry=True, start="0")
    assert h["format"] == FORMAT_VERSION and h["solver"] == "retrograde"
    assert h["options"] == {"rule": "loss", "start": "0", "symmetry": True}
    assert "TicTacToe" in h["game"] and "lines=" in h["game"]


@pytest.mark.parametrize("first, second, differs", [
    ({"symmetry": True}, {"symmetry": False}, "options.symmetry"),
    ({"no_move_rule": "loss"}, {"no_move_rule": "draw"}, "options.rule"),
    ({"start": (1, 2)}, {}, "options.start"),
])
def test_other_solver_options_are_another_computation(tmp_path, first, second, differs):
    path = tmp_path / "t.ckpt"
    retrograde(TicTacToe(), checkpoint=path, **first)
    with pytest.warns(CheckpointWarning, match=f"{differs} differs"):
        r = retrograde(TicTacToe(), checkpoint=path, **second)
    assert not r.stats["resumed"]


def test_other_enumerations_are_another_computation(tmp_path):
    """A solve of an explicit set of positions is named by a digest of the positions."""
    from combgames.games.token import TokenGame

    g = TokenGame({0: [1], 1: [0, 2], 2: []}, start=0)
    every = [(v, t) for v in range(3) for t in range(2)]
    path = tmp_path / "e.ckpt"
    retrograde(g, positions=every, checkpoint=path)
    assert retrograde(g, positions=iter(every[::-1]), checkpoint=path).stats["resumed"]  # same set, any order
    ends = [(2, 0), (2, 1)]  # another set closed under moves: the token at the end, either player to move
    with pytest.warns(CheckpointWarning, match="options.start differs"):
        r = retrograde(g, positions=ends, checkpoint=path)
    assert not r.stats["resumed"] and str(r.value((2, 0))) == "loss in 0"


def test_positions_keyed_another_way_are_not_loaded(tmp_path):
    """The game's identity leaves out its key method and key depth; the saved keys are checked instead."""
    path = tmp_path / "k.ckpt"
    retrograde(TicTacToe(), checkpoint=path)
    game = TicTacToe(key_depth=2)
    with pytest.warns(CheckpointWarning, match="keyed another way"):
        r = retrograde(game, checkpoint=path)
    assert not r.stats["resumed"]
    assert str(r.value(game.initial())) == "draw" and r.size == retrograde(game).size


def test_a_file_of_an_older_format_is_ignored(tmp_path):
    path = tmp_path / "old.ckpt"
    retrograde(TicTacToe(), checkpoint=path)
    data = path.read_bytes()
    start = len(b"COMBGAMES-CHECKPOINT\n")
    n = int.from_bytes(data[start:start + 8], "little")
    head = decode_data(json.loads(data[start + 8:start + 8 + n]))
    head["version"] = FORMAT_VERSION - 1
    new_head = json.dumps(encode_data(head)).encode()
    path.write_bytes(data[:start] + len(new_head).to_bytes(8, "little") + new_head + data[start + 8 + n:])
    with pytest.warns(CheckpointWarning, match=f"format version {FORMAT_VERSION - 1}, expected {FORMAT_VERSION}"):
        assert not retrograde(TicTacToe(), checkpoint=path).stats["resumed"]


# --- paths that cannot be written (issue 13, item 4) ------------------------------------------------------


def _solve_warning(checkpoint, **options):
    """Solve tic-tac-toe checkpointing to ``checkpoint``; return the value and the checkpoint warnings."""
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        r = retrograde(TicTacToe(), checkpoint=checkpoint, **options)
    return str(r.value(TicTacToe().initial())), _only_checkpoint_warnings(record)


def _blocked_folder(tmp_path):
    """A folder path that cannot hold files: a file in place of the directory."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where a directory should be")
    return blocker


@pytest.mark.parametrize("where, problem", [
    (lambda tmp: tmp, "it is a directory"),
    (lambda tmp: "", "the path is empty"),
    (lambda tmp: _blocked_folder(tmp) / "sub" / "t.ckpt", "is not a directory"),
    (lambda tmp: _blocked_folder(tmp) / "t.ckpt", "not-a-folder is not a directory"),
])
def test_an_unwritable_path_warns_once_and_the_solve_goes_on(tmp_path, where, problem):
    value, caught = _solve_warning(where(tmp_path))
    assert value == "draw"
    assert len(caught) == 1 and problem in caught[0] and "goes on without saving" in caught[0]


def test_a_file_that_is_not_a_checkpoint_is_neither_read_nor_replaced(tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("someone's data")
    value, caught = _solve_warning(notes)
    assert value == "draw" and len(caught) == 1 and "not a combgames checkpoint" in caught[0]
    assert notes.read_text() == "someone's data"
    empty = tmp_path / "empty.ckpt"
    empty.touch()  # an empty file has nothing to lose: it becomes the checkpoint
    assert _solve_warning(empty) == ("draw", []) and empty.stat().st_size > 0


def test_a_damaged_checkpoint_is_replaced(tmp_path):
    path = tmp_path / "t.ckpt"
    retrograde(TicTacToe(), checkpoint=path)
    path.write_bytes(path.read_bytes()[:100])
    value, caught = _solve_warning(path)
    assert value == "draw" and len(caught) == 1 and "truncated" in caught[0]
    assert retrograde(TicTacToe(), checkpoint=path).stats["resumed"]


def test_a_pipe_is_neither_read_nor_replaced(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    value, caught = _solve_warning(fifo)
    assert value == "draw" and len(caught) == 1 and "not a regular file" in caught[0]
    assert fifo.is_fifo()


def test_a_full_disk_during_the_solve_warns_once(tmp_path, monkeypatch):
    def full(*args):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr("combgames.base.checkpoint.save_checkpoint", full)
    value, caught = _solve_warning(tmp_path / "t.ckpt", symmetry=False, checkpoint_every=0.0)
    assert value == "draw"
    assert caught == [f"checkpoint {tmp_path / 't.ckpt'} cannot be written (No space left on device); the "
                      "computation goes on without saving it"]


def test_auto_mode_with_an_unwritable_cache_warns_at_its_first_save(tmp_path, monkeypatch):
    monkeypatch.setenv("COMBGAMES_CACHE", str(_blocked_folder(tmp_path)))
    assert _solve_warning("auto")[1] == []  # a quick solve writes nothing, so has nothing to say
    value, caught = _solve_warning("auto", symmetry=False, checkpoint_every=0.0)  # "long": saves at once
    assert value == "draw" and len(caught) == 1 and "is not a directory" in caught[0]


def test_a_read_only_place_warns_and_an_existing_checkpoint_is_still_read(tmp_path, monkeypatch):
    path = tmp_path / "t.ckpt"
    retrograde(TicTacToe(), checkpoint=path)
    monkeypatch.setattr("combgames.base.checkpoint._unwritable", lambda p: f"{p.parent} is on a read-only file system")
    with pytest.warns(CheckpointWarning, match="read-only file system"):
        r = retrograde(TicTacToe(), checkpoint=path)
    assert r.stats["resumed"]


def test_parallel_solve_goes_on_when_its_checkpoint_cannot_be_written(tmp_path):
    with pytest.warns(CheckpointWarning, match="it is a directory"):
        r = parallel_solve(TicTacToe(), depth=1, checkpoint=tmp_path)
    assert str(r.value) == "draw"


def test_parallel_checkpoints_name_their_options(tmp_path):
    path = tmp_path / "p.ckpt"
    parallel_solve(TicTacToe(), depth=1, checkpoint=path)
    with pytest.warns(CheckpointWarning, match="options.depth differs"):
        parallel_solve(TicTacToe(), depth=2, checkpoint=path)


def test_checkpoint_save_reports_success(tmp_path):
    store = Checkpoint(tmp_path / "a" / "b.ckpt", {"x": 1})  # missing folders are created
    assert store.save([1]) and store.saves == 1 and store.load() == [1]


@pytest.mark.parametrize("options, error, word", [
    ({"checkpoint": 123}, TypeError, "checkpoint must be a file path"),
    ({"checkpoint": True}, TypeError, "checkpoint must be a file path"),
    ({"checkpoint": "auto", "checkpoint_every": -1.0}, ValueError, "checkpoint_every"),
    ({"checkpoint": "auto", "checkpoint_every": float("nan")}, ValueError, "checkpoint_every"),
])
def test_bad_checkpoint_arguments_name_the_argument(options, error, word):
    with pytest.raises(error, match=word):
        retrograde(TicTacToe(), **options)
