"""Attacks on the trust boundaries (issue 26): no code from files, no device replaced, nothing lost on a second
signal, databases and certificates validated, read-only installs.

A planted file in each place a command reads on its own (a checkpoint named on the command line, the automatic
checkpoint of the cache directory, the Latin-classes driver's checkpoint, the catalogue's index, numba's cache
directory) holds a pickle whose ``__reduce__`` would create a marker file (or an index naming a module that
would): the marker must never appear, and the answer must still be right. Everything runs through the console
script in a subprocess, as a user would.
"""

from __future__ import annotations

import glob
import json
import os
import pickle
import shutil
import signal
import stat
import subprocess
import sys
import zipfile
import zlib
from pathlib import Path

import numpy as np
import pytest

import combgames

ROOT = Path(combgames.__file__).resolve().parents[1]
COMBGAMES = [shutil.which("combgames")] if shutil.which("combgames") else [sys.executable, "-m", "combgames.cli"]
MAGIC = b"COMBGAMES-CHECKPOINT\n"


class _Plant:
    """Unpickling this creates the file ``marker`` (what a hostile pickle could do, harmlessly)."""

    def __init__(self, marker: Path):
        self.marker = str(marker)

    def __reduce__(self):
        return (open, (self.marker, "w"))


def _env(tmp: Path, **extra: str) -> dict:
    env = dict(os.environ)
    env.pop("COMBGAMES_DEBUG", None)
    env["COMBGAMES_CACHE"] = str(tmp / "cache")
    env.update(extra)
    return env


def _run(argv: list[str], tmp: Path, timeout: float = 120, **extra: str) -> subprocess.CompletedProcess:
    return subprocess.run(argv, cwd=tmp, env=_env(tmp, **extra), capture_output=True, text=True, timeout=timeout)


def _pickled_checkpoint(path: Path, marker: Path) -> None:
    """A checkpoint of the old layout (magic, length, pickled header) whose header runs code when unpickled."""
    head = pickle.dumps({"version": 3, "header": _Plant(marker), "sha256": "", "length": 0})
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(MAGIC + len(head).to_bytes(8, "little") + head)


# ------------------------------------------------------------------------------------ no code from files
def test_a_pickled_checkpoint_named_on_the_command_line_runs_no_code(tmp_path):
    marker, ckpt = tmp_path / "marker", tmp_path / "given.ckpt"
    _pickled_checkpoint(ckpt, marker)
    done = _run(COMBGAMES + ["solve", "mu-torere", "--method", "retrograde", "--checkpoint", str(ckpt)], tmp_path)
    assert not marker.exists()
    assert done.returncode == 0, done.stderr
    assert "value:      draw" in done.stdout
    assert f"ignoring checkpoint {ckpt}: damaged header" in done.stderr


def test_a_pickled_automatic_checkpoint_in_the_cache_runs_no_code(tmp_path):
    """``combgames solve mu-torere --method retrograde`` names no file, but reads the cache's checkpoint."""
    from combgames.catalogue import make_game
    from combgames.base.checkpoint import checkpoint_header, header_digest
    from combgames.game import resolve_no_move_rule

    game = make_game("mu-torere")
    header = checkpoint_header("retrograde", game, rule=resolve_no_move_rule(game, None), symmetry=True,
                               start=repr(game.initial()))
    ckpt = tmp_path / "cache" / f"retrograde-{header_digest(header)}.ckpt"
    marker = tmp_path / "marker"
    _pickled_checkpoint(ckpt, marker)
    done = _run(COMBGAMES + ["solve", "mu-torere", "--method", "retrograde"], tmp_path)
    assert not marker.exists()
    assert done.returncode == 0 and "value:      draw" in done.stdout, done.stderr
    assert f"ignoring checkpoint {ckpt}: damaged header" in done.stderr  # it was read there, and refused


def test_a_pickled_driver_checkpoint_runs_no_code(tmp_path):
    marker, ckpt = tmp_path / "marker", tmp_path / "latin.ckpt"
    _pickled_checkpoint(ckpt, marker)
    done = _run([sys.executable, "-m", "designs.latin_classes", "5", "--checkpoint", str(ckpt)], tmp_path)
    assert not marker.exists()
    assert done.returncode == 0, done.stderr
    assert "Latin squares 161,280" in done.stdout and "damaged header" in done.stderr


def test_a_planted_catalogue_index_imports_no_module_of_its_choosing(tmp_path):
    from combgames import catalogue

    marker = tmp_path / "marker"
    (tmp_path / "planted").mkdir()
    (tmp_path / "planted" / "evil_games.py").write_text(f"open({str(marker)!r}, 'w').close()\nGAMES = {{}}\n")
    names = {name: module for name, _, module in catalogue._found()}
    names["nim"] = "evil_games"
    checkout = f"{zlib.crc32(str(Path(catalogue.__file__).resolve().parent).encode()):08x}"
    index = tmp_path / "cache" / f"catalogue-{checkout}.json"
    index.parent.mkdir(parents=True)
    index.write_text(json.dumps({"signature": [list(f) for f in catalogue._package_files()], "names": names}))
    done = _run(COMBGAMES + ["solve", "nim", "--option", "heaps=1 2"], tmp_path,
                PYTHONPATH=str(tmp_path / "planted"))
    assert not marker.exists()
    assert done.returncode == 0 and "grundy:     3" in done.stdout, done.stderr  # 1 xor 2
    assert json.loads(index.read_text())["names"]["nim"] == "combgames.games.nim"  # rebuilt


KERNEL_HEAPS = 6000
"""Dawson's Kayles to this heap is long enough for the compiled kernel (short sequences run its Python twin,
:data:`combgames.games.octal.PYTHON_OPERATIONS`)."""


def _kernel_index_name() -> str:
    """The file name numba gives the cache index of the octal kernel (module.qualname-line.pyXY.nbi)."""
    from combgames.games import octal_kernels

    function = getattr(octal_kernels.take_break_sequence, "py_func", octal_kernels.take_break_sequence)
    version = f"py{sys.version_info.major}{sys.version_info.minor}"
    return f"octal_kernels.take_break_sequence-{function.__code__.co_firstlineno}.{version}.nbi"


def test_a_numba_cache_directory_others_can_write_is_not_used(tmp_path):
    """numba unpickles its cache index: a NUMBA_CACHE_DIR that others can write is replaced (one warning)."""
    pytest.importorskip("numba")
    from numba.core.caching import _CacheLocator

    marker = tmp_path / "marker"
    shared = tmp_path / "shared-cache"
    octal_file = str(Path(combgames.__file__).parent / "games" / "octal_kernels.py")
    folder = shared / _CacheLocator.get_suitable_cache_subpath(octal_file)
    folder.mkdir(parents=True)
    (folder / _kernel_index_name()).write_bytes(pickle.dumps(_Plant(marker)))
    shared.chmod(0o777)
    done = _run(COMBGAMES + ["grundy", "--code", "0.07", "--values", str(KERNEL_HEAPS)], tmp_path, timeout=300,
                NUMBA_CACHE_DIR=str(shared))
    assert not marker.exists()
    assert done.returncode == 0, done.stderr
    assert "0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3" in done.stdout  # Dawson's Kayles, G(0..20)
    warnings = [line for line in done.stderr.splitlines() if "warning" in line]
    assert len(warnings) == 1 and "others can write in it" in warnings[0]


def _read_only_namespace() -> bool:
    """Whether this process may bind-mount the working tree read-only in a mount namespace of its own."""
    if shutil.which("unshare") is None or not hasattr(os, "geteuid") or os.geteuid() != 0:
        return False
    probe = subprocess.run(["unshare", "-m", "sh", "-c", f"mount --bind {ROOT} {ROOT} && "
                            f"mount -o remount,bind,ro {ROOT} && ! touch {ROOT}/.ro-probe"],
                           capture_output=True, timeout=30)
    return probe.returncode == 0


@pytest.mark.slow
def test_a_read_only_install_with_no_home_still_compiles(tmp_path):
    """The package tree read-only, HOME a path under a file: numba has no cache locator of its own; the
    fallback (a private directory in TMPDIR) lets the kernel compile, with no warning at all."""
    if not _read_only_namespace():
        pytest.skip("needs root and unshare to mount the package read-only")
    temp = tmp_path / "tmp"
    temp.mkdir()
    command = " ".join(COMBGAMES + ["grundy", "--code", "0.07", "--values", str(KERNEL_HEAPS)])
    done = subprocess.run(["unshare", "-m", "sh", "-c", f"mount --bind {ROOT} {ROOT} && "
                           f"mount -o remount,bind,ro {ROOT} && exec {command}"],
                          env=_env(tmp_path, HOME="/dev/null/home", TMPDIR=str(temp), XDG_CACHE_HOME=""),
                          cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert "0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3" in done.stdout
    assert "warning" not in done.stderr and "cannot cache" not in done.stderr
    assert glob.glob(str(temp / "combgames-numba-*" / "**" / "*.nbi"), recursive=True)


# ----------------------------------------------------------------------------------- no device replaced
@pytest.mark.parametrize("target", ["/dev/full", "/dev/null", "fifo", "folder"])
def test_save_to_a_device_a_fifo_or_a_folder_is_refused_before_work(tmp_path, target):
    if target == "fifo":
        target = str(tmp_path / "fifo")
        os.mkfifo(target)
    elif target == "folder":
        target = str(tmp_path)
    before = os.stat(target)
    done = _run(COMBGAMES + ["solve", "pong-hau-ki", "--save", target], tmp_path, timeout=60)
    assert done.returncode == 2, done.stderr
    assert target in done.stderr and "value:" not in done.stdout  # refused before solving
    after = os.stat(target)
    assert (after.st_mode, after.st_ino, after.st_rdev) == (before.st_mode, before.st_ino, before.st_rdev)


def test_driver_record_to_a_full_device_is_refused(tmp_path):
    done = _run([sys.executable, "-m", "designs.latin_classes", "4", "--record", "/dev/full"], tmp_path)
    assert done.returncode == 2 and "/dev/full" in done.stderr and "record saved" not in done.stdout
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)


def test_driver_record_is_written_whole_and_read_back(tmp_path):
    from designs.latin_classes import read_record

    record = tmp_path / "r.txt.gz"
    done = _run([sys.executable, "-m", "designs.latin_classes", "5", "--record", str(record)], tmp_path)
    assert done.returncode == 0 and f"record saved in {record}" in done.stdout, done.stderr
    assert read_record(record).total("latin_squares") == 161280
    record.write_bytes(record.read_bytes()[:-9])  # truncated: a clear error naming the file
    with pytest.raises(ValueError, match=str(record)):
        read_record(record)


# ----------------------------------------------------------------------------- nothing lost on a signal
_SIGNALS_DURING_SAVE = """
import os, signal, sys, time
import combgames.base.checkpoint as checkpoint
encode, calls = checkpoint._to_json, []
def slow(value):  # the save's encoding: SIGTERM three times while the checkpoint is written
    calls.append(1)
    if len(calls) == 1:
        for _ in range(3):
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(0.05)
    return encode(value)
checkpoint._to_json = slow
from combgames.cli import main
sys.exit(main(["solve", "tictactoe", "--method", "retrograde", "--checkpoint", sys.argv[1]]))
"""


def test_signals_during_a_checkpoint_save_keep_the_checkpoint(tmp_path):
    from combgames.games.positional import TicTacToe
    from combgames.solvers import retrograde

    ckpt = tmp_path / "ttt.ckpt"
    done = subprocess.run([sys.executable, "-c", _SIGNALS_DURING_SAVE, str(ckpt)], env=_env(tmp_path),
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "interrupted (SIGTERM)" in done.stderr, done.stderr
    assert ckpt.exists() and not list(tmp_path.glob(".ttt.ckpt.*.tmp"))
    resumed = retrograde(TicTacToe(), checkpoint=ckpt)
    assert resumed.stats["resumed"] and str(resumed.value(TicTacToe().initial())) == "draw"


# ------------------------------------------------------------------------- databases checked on load
@pytest.fixture(scope="module")
def database(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("db")
    path = folder / "phk.npz"
    done = _run(COMBGAMES + ["solve", "pong-hau-ki", "--save", str(path), "--quiet"], folder)
    assert done.returncode == 0, done.stderr
    return path


def _arrays(path: Path) -> dict:
    with np.load(path, allow_pickle=False) as data:
        return {k: data[k].copy() for k in data.files}


def _rewrite(arrays: dict, path: Path, digest: bool = True, **header_changes) -> None:
    """Write ``arrays`` back with the header changed (and its digest recomputed, so the checks behind it run)."""
    from combgames.solvers.database import _digest

    header = json.loads(arrays["header"].tobytes())
    header.update(header_changes)
    if digest:
        header["sha256"] = _digest(arrays)
    arrays = dict(arrays, header=np.frombuffer(json.dumps(header).encode(), dtype=np.uint8))
    with open(path, "wb") as f:
        np.savez_compressed(f, **arrays)


def _query(path: Path, tmp: Path, *extra: str) -> subprocess.CompletedProcess:
    return _run(COMBGAMES + ["query", str(path), *extra], tmp, timeout=60)


def test_a_valid_database_answers(database, tmp_path):
    done = _query(database, tmp_path, "--json")
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert doc["value"] == "draw" and sorted(doc["best_moves"]) == ["a-o", "b-o"]


def test_outcome_code_9_is_refused_naming_the_field(database, tmp_path):
    arrays = _arrays(database)
    arrays["outcome"][0] = 9
    bad = tmp_path / "nine.npz"
    _rewrite(arrays, bad)
    done = _query(bad, tmp_path)
    assert done.returncode == 2 and str(bad) in done.stderr and "'outcome'" in done.stderr and "code 9" in done.stderr
    assert "draw" not in done.stdout


def test_a_flipped_start_is_refused(database, tmp_path):
    arrays = _arrays(database)
    arrays["outcome"][0], arrays["distance"][0] = 1, 0  # "win in 0" at a start that is not over
    counts = {"win": int((arrays["outcome"] == 1).sum()), "loss": int((arrays["outcome"] == 2).sum()),
              "draw": int((arrays["outcome"] == 3).sum())}
    bad = tmp_path / "flipped.npz"
    _rewrite(arrays, bad, counts=counts)
    done = _query(bad, tmp_path)
    assert done.returncode == 2 and str(bad) in done.stderr and "'distance'" in done.stderr
    arrays["distance"][0] = 3  # "win in 3": not the best of its moves' values
    _rewrite(arrays, bad, counts=counts)
    done = _query(bad, tmp_path)
    assert done.returncode == 2 and "not the best of its moves" in done.stderr and "win" not in done.stdout


def test_a_changed_array_fails_the_digest(database, tmp_path):
    arrays = _arrays(database)
    arrays["distance"][1] += 2
    bad = tmp_path / "digest.npz"
    _rewrite(arrays, bad, digest=False)
    done = _query(bad, tmp_path)
    assert done.returncode == 2 and str(bad) in done.stderr and "'sha256'" in done.stderr


@pytest.mark.parametrize("damage", ["truncated", "corrupt", "huge", "header-field", "fifo"])
def test_a_damaged_database_is_exit_2_naming_the_file(database, tmp_path, damage):
    bad = tmp_path / "bad.npz"
    data = database.read_bytes()
    if damage == "truncated":
        bad.write_bytes(data[:len(data) // 2])
    elif damage == "corrupt":
        middle = len(data) // 2
        bad.write_bytes(data[:middle] + bytes(b ^ 0xFF for b in data[middle:middle + 64]) + data[middle + 64:])
    elif damage == "huge":  # an array header declaring 2^40 elements in a few bytes
        with zipfile.ZipFile(bad, "w") as z:
            z.writestr("outcome.npy", b"\x93NUMPY\x01\x00v\x00{'descr': '|u1', 'fortran_order': False, "
                                      b"'shape': (1099511627776,), }".ljust(118) + b"\n")
    elif damage == "header-field":
        _rewrite(_arrays(database), bad, rule="sideways")
    else:
        bad = tmp_path / "pipe.npz"
        os.mkfifo(bad)
    done = _query(bad, tmp_path)
    assert done.returncode == 2, (damage, done.stderr)
    assert str(bad) in done.stderr and "Traceback" not in done.stderr and "BadZipFile" not in done.stderr.split(":")[1]
    if damage == "header-field":
        assert "'rule'" in done.stderr


def test_a_truncated_or_huge_certificate_is_a_clear_error(tmp_path):
    from combgames.games.hypercube import Hypercube
    from combgames.solvers.compiled.pns import Certificate

    game = Hypercube(3, 3)
    path = tmp_path / "c.json.gz"
    Certificate(game, 0, (0, 0), {(0, 0): 13}).save(path)
    assert Certificate.load(path, game).moves == {(0, 0): 13}
    path.write_bytes(path.read_bytes()[:-10])
    with pytest.raises(ValueError, match=f"{path}: not a readable certificate"):
        Certificate.load(path, game)
    doc = {"format": Certificate.FORMAT, "game": game.cache_key(), "attacker": 0, "position": ["0", "0"],
           "decisions": [["0", "0", 10 ** 400]]}
    plain = tmp_path / "c.json"
    plain.write_text(json.dumps(doc))
    with pytest.raises(ValueError, match="decision"):
        Certificate.load(plain, game)


@pytest.mark.parametrize("text", ['{"replies":' * 5000 + "{}" + "}" * 5000, "[1, 2]", '{"move": 5}',
                                  '{"move": "zz"}', "not json", '{"replies": {"a1": [], "b1": {}}}'],
                         ids=["deep", "a-list", "move-not-text", "move-unknown", "not-json", "node-not-dict"])
def test_a_damaged_strategy_file_is_a_value_error_naming_it(tmp_path, text):
    """Strategy.load reads data only, each node checked: never a RecursionError, AttributeError or TypeError."""
    from combgames.games.positional import TicTacToe
    from combgames.solvers.strategy import Strategy

    path = tmp_path / "strategy.json"
    path.write_text(text)
    with pytest.raises(ValueError, match="strategy.json"):
        Strategy.load(path, TicTacToe())


def test_a_strategy_is_saved_whole_and_read_back(tmp_path):
    from combgames.games.positional import TicTacToe
    from combgames.solvers import alphabeta
    from combgames.solvers.strategy import Strategy

    g = TicTacToe()
    p = g.parse_position("xo./.../... X")
    s = alphabeta(g, p, strategy=True).strategy
    s.save(tmp_path / "s.json", g, p)
    assert Strategy.load(tmp_path / "s.json", g, p).to_json(g, p) == s.to_json(g, p)
    with pytest.raises(ValueError, match="directory"):
        s.save(tmp_path, g, p)
