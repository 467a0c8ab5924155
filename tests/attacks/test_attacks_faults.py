"""Attacks on checkpoints, signals, disks and the standard output, and the command line's error paths.

Issue 13, items 1 (a checkpoint belongs to exactly one computation), 4 (nothing lost on any signal or disk
error) and the command-line part of 6 (errors name the problem). Each attack is a row: the command (or call),
the exit status (or exception) expected, and a word the message must contain. Every command-line message is
one line on stderr, never a traceback: exit 2 for bad input, 1 for a failed computation or I/O, 0 when the
command did its work (a warning may then say what it could not do, such as saving a checkpoint).

The table runs in this process through :func:`combgames.cli.main` (fast); the faults that only a real
process shows (a full or closed standard output, SIGTERM, SIGINT during imports, a read-only mount, the
``combgames`` entry point) run as subprocesses of ``python -m combgames.cli``. With ``--runslow`` the whole
table runs again as subprocesses, and an interrupted solve is resumed to the end.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import combgames
from combgames.commands import UsageError
from combgames.cli import main

ROOT = Path(combgames.__file__).resolve().parents[1]
CLI = [sys.executable, "-m", "combgames.cli"]


def _env(**extra: str) -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT)] + [p for p in [env.get("PYTHONPATH")] if p])
    env.pop("COMBGAMES_DEBUG", None)
    env.update(extra)
    return env


def _run(argv: list[str], cwd: Path, timeout: float = 120, env: dict | None = None,
         **kwargs) -> subprocess.CompletedProcess:
    if "stdout" not in kwargs and "stderr" not in kwargs:
        kwargs["capture_output"] = True
    return subprocess.run(CLI + argv, cwd=cwd, env=env or _env(), text=True, timeout=timeout, **kwargs)


def _blocked(tmp: Path) -> Path:
    """A path where a folder should be but a file is (the stand-in for a read-only place)."""
    blocker = tmp / "blocked"
    if not blocker.exists():
        blocker.write_text("a file in place of a directory")
    return blocker


def _fill(argv: list[str], tmp: Path) -> list[str]:
    return [a.replace("{tmp}", str(tmp)).replace("{blocked}", str(_blocked(tmp))) for a in argv]


def _messages(err: str) -> list[str]:
    """The error and warning lines of stderr."""
    return [line for line in err.splitlines() if ": error: " in line or ": warning: " in line]


def _check(rc: int, out: str, err: str, expected_rc: int, word: str, output: str | None) -> None:
    assert "Traceback" not in err, err
    assert rc == expected_rc, (rc, err)
    messages = _messages(err)
    assert len(messages) == 1, err  # one line says what went wrong (or what was not done)
    assert word in messages[0], messages[0]
    if expected_rc:
        assert [line for line in err.splitlines() if line.strip()] == messages, err  # nothing but that line
    if output is not None:
        assert output in out, out


# argv, expected exit status, a word the one message line must contain, a word the output must contain
ATTACKS = [
    # item 4 (issue 26): a checkpoint path the user names that cannot be written is refused before any work
    pytest.param(["solve", "tictactoe", "--method", "retrograde", "--checkpoint", "{tmp}", "--quiet"], 2,
                 "it is a directory", None, id="checkpoint-is-a-directory"),
    pytest.param(["solve", "tictactoe", "--method", "retrograde", "--checkpoint", "", "--quiet"], 2,
                 "the file path is empty", None, id="checkpoint-empty-path"),
    pytest.param(["solve", "tictactoe", "--method", "retrograde", "--checkpoint", "{blocked}/sub/F", "--quiet"],
                 2, "a folder on its path is a file", None, id="checkpoint-missing-parent-under-a-file"),
    pytest.param(["solve", "tictactoe", "--method", "retrograde", "--checkpoint", "{blocked}/F", "--quiet"], 2,
                 "a folder on its path is a file", None, id="checkpoint-parent-is-a-file"),
    pytest.param(["solve", "tictactoe", "--method", "retrograde", "--no-symmetry", "--checkpoint-every", "0",
                  "--quiet"], 0, "is not a directory", "draw", id="checkpoint-auto-unwritable-cache"),
    pytest.param(["solve", "tictactoe", "--method", "retrograde", "--checkpoint", "{tmp}/F", "--checkpoint-every",
                  "-1"], 2, "--checkpoint-every", None, id="checkpoint-every-negative"),
    pytest.param(["solve", "tictactoe", "--checkpoint", "{tmp}/F", "--checkpoint-every", "-1"], 2,
                 "--checkpoint-every", None, id="checkpoint-every-negative-unused"),
    pytest.param(["solve", "tictactoe", "--checkpoint", "{tmp}/F"], 0, "retrograde analysis only", "draw",
                 id="checkpoint-with-search"),
    pytest.param(["solve", "tictactoe", "--method", "retrograde", "--checkpoint", "{tmp}/F", "--checkpoint-every",
                  "nan"], 2, "--checkpoint-every", None, id="checkpoint-every-nan"),
    # item 4 (issue 26): draw -o to a place that cannot be written: refused before any work, one line naming the
    # path, exit 2
    pytest.param(["draw", "latin", "3", "-o", "{tmp}/missing/x.svg"], 2, "missing/x.svg", None,
                 id="draw-output-missing-directory"),
    pytest.param(["draw", "latin", "3", "-o", "{tmp}/folder.svg"], 2, "directory", None,
                 id="draw-output-is-a-directory"),
    pytest.param(["draw", "latin", "3", "-o", "{blocked}/x.svg"], 2, "blocked/x.svg", None,
                 id="draw-output-parent-is-a-file"),
    pytest.param(["draw", "latin", "3", "-o", "{tmp}/x.pdf"], 2, ".svg or .png", None, id="draw-output-pdf"),
    # item 6 (command line): a point for both players is refused
    pytest.param(["draw", "pi4", "--x", "r1", "--o", "r1"], 2, "r1", None, id="draw-pi4-point-for-both"),
    pytest.param(["draw", "pi4", "--x", "r1,alpha2", "--o", "c3,alpha2"], 2, "alpha2", None,
                 id="draw-pi4-one-of-several-for-both"),
    pytest.param(["draw", "torus", "4", "--stones", "A1", "--o-stones", "A1"], 2, "A1", None,
                 id="draw-torus-cell-for-both"),
    # every usage error is one line and exit 2
    pytest.param([], 2, "name a command", None, id="no-command"),
    pytest.param(["nosuch"], 2, "invalid choice", None, id="unknown-command"),
    pytest.param(["solve"], 2, "name a game", None, id="solve-without-a-game"),
    pytest.param(["solve", "tictactoe", "--bogus"], 2, "--bogus", None, id="unknown-flag"),
    pytest.param(["solve", "tictactoe", "--method", "magic"], 2, "magic", None, id="unknown-method"),
    pytest.param(["draw"], 2, "say what to draw", None, id="draw-without-what"),
    pytest.param(["draw", "latin", "abc"], 2, "abc", None, id="draw-latin-not-an-int"),
    pytest.param(["draw", "latin", "0"], 2, "positive", None, id="draw-latin-zero"),
    pytest.param(["draw", "mols", "4", "--paper", "-k", "9"], 2, "-k", None, id="draw-mols-k-too-big"),
    pytest.param(["draw", "mols", "5", "--paper"], 2, "must be 4", None, id="draw-mols-paper-order"),
    pytest.param(["draw", "torus", "4", "--surface", "projective", "--grid", "hex"], 2, "projective", None,
                 id="draw-hex-projective"),
    pytest.param(["grundy", "xx./q.."], 2, "q", None, id="grundy-bad-board"),
    pytest.param(["reproduce", "--only", "no-such-claim"], 2, "no-such-claim", None, id="reproduce-no-match"),
]


@pytest.mark.parametrize("argv, rc, word, output", ATTACKS)
def test_attack(argv, rc, word, output, tmp_path, monkeypatch, capsys):
    (tmp_path / "folder.svg").mkdir()
    monkeypatch.setenv("COMBGAMES_CACHE", str(_blocked(tmp_path)))
    monkeypatch.chdir(tmp_path)
    status = main(_fill(argv, tmp_path))
    out, err = capsys.readouterr()
    _check(status, out, err, rc, word, output)


@pytest.mark.slow
@pytest.mark.parametrize("argv, rc, word, output", ATTACKS)
def test_attack_as_a_process(argv, rc, word, output, tmp_path):
    (tmp_path / "folder.svg").mkdir()
    r = _run(_fill(argv, tmp_path), tmp_path, env=_env(COMBGAMES_CACHE=str(_blocked(tmp_path))))
    _check(r.returncode, r.stdout, r.stderr, rc, word, output)


# --- item 1: one checkpoint, one computation ----------------------------------------------------------------


def test_mu_torere_variants_do_not_share_a_checkpoint(tmp_path, capsys):
    """Issue 13's attack: centre_entry=1 then =0 on one file; the second is solved afresh (win in 1)."""
    path = str(tmp_path / "F")
    assert main(["solve", "mu-torere", "--option", "centre_entry=1", "--checkpoint", path, "--quiet"]) == 0
    assert "value:      draw" in capsys.readouterr().out
    assert main(["solve", "mu-torere", "--option", "centre_entry=0", "--checkpoint", path, "--quiet"]) == 0
    out, err = capsys.readouterr()
    assert "value:      win in 1" in out
    assert _messages(err) == [f"combgames solve: warning: ignoring checkpoint {path}: it was made for another "
                              "computation (game differs); starting afresh"]
    assert main(["solve", "mu-torere", "--option", "centre_entry=0", "--checkpoint", path, "--quiet"]) == 0
    out, err = capsys.readouterr()
    assert "value:      win in 1" in out and _messages(err) == []  # now the file is this game's: resumed quietly


def test_other_symmetry_is_another_computation(tmp_path, capsys):
    path = str(tmp_path / "F")
    assert main(["solve", "tictactoe", "--method", "retrograde", "--checkpoint", path, "--quiet"]) == 0
    assert main(["solve", "tictactoe", "--method", "retrograde", "--no-symmetry", "--checkpoint", path,
                 "--quiet"]) == 0
    out, err = capsys.readouterr()
    assert "draw" in out and [m.split("warning: ")[1] for m in _messages(err)] == [
        f"ignoring checkpoint {path}: it was made for another computation (options.symmetry differs); starting "
        "afresh"]


def test_two_positional_games_of_one_shape_do_not_share_a_checkpoint(tmp_path):
    """Issue 13's attack (a call): two 9-point, 8-line games; the second reports its own value, no KeyError."""
    from combgames.base.checkpoint import CheckpointWarning
    from combgames.games.positional import PositionalGame
    from combgames.solvers import retrograde

    rows = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
    pairs = [(0, 1), (2, 3), (4, 5), (6, 7), (0, 2), (4, 6), (1, 3), (5, 7, 8)]
    first, second = PositionalGame(9, rows), PositionalGame(9, pairs)
    path = tmp_path / "F"
    assert str(retrograde(first, checkpoint=path).value(first.initial())) == "draw"
    with pytest.warns(CheckpointWarning, match="game differs"):
        r = retrograde(second, checkpoint=path)
    assert str(r.value(second.initial())) == str(retrograde(second).value(second.initial())) == "win in 3"
    assert all(r.value(p) == v for p, v in retrograde(second).items())


def test_a_file_that_is_not_a_checkpoint_is_never_replaced(tmp_path, capsys):
    """A typo naming someone's file: one warning, the file untouched, the solve goes on."""
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes")
    assert main(["solve", "tictactoe", "--method", "retrograde", "--checkpoint", str(notes), "--quiet"]) == 0
    out, err = capsys.readouterr()
    _check(0, out, err, 0, "not a combgames checkpoint", "draw")
    assert notes.read_text() == "my notes"


def test_progress_and_an_error_do_not_share_a_line(capsys):
    assert main(["solve", "tictactoe", "--method", "grundy"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


# --- item 4: the standard output, signals, read-only places (real processes) ---------------------------------


@pytest.mark.parametrize("argv", [["solve", "tictactoe", "--quiet"], ["draw", "latin", "3"],
                                  ["solve", "--list"]], ids=["solve", "draw", "list"])
def test_full_standard_output(argv, tmp_path):
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    with open("/dev/full", "w") as full:
        r = _run(argv, tmp_path, stdout=full, stderr=subprocess.PIPE)
    _check(r.returncode, "", r.stderr, 1, "No space left on device", None)


def test_closed_standard_output(tmp_path):
    r = _run(["solve", "tictactoe", "--quiet"], tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, preexec_fn=lambda: os.close(1))
    _check(r.returncode, "", r.stderr, 1, "the standard output is closed", None)


def test_a_reader_that_stops_early_is_not_an_error(tmp_path):
    p = subprocess.Popen(CLI + ["draw", "latin", "60"], cwd=tmp_path, env=_env(), stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    p.stdout.read(10)  # like `| head -c 10`
    p.stdout.close()
    err = p.stderr.read()
    assert p.wait(timeout=60) == 0 and "Traceback" not in err and _messages(err) == []


def _wait_for(predicate, timeout: float = 300.0) -> None:
    """Wait until ``predicate()`` holds (the process under attack has reached the state the test needs). The
    timeout only bounds a hung process: it is generous because the first three rows of ``combgames reproduce``
    (about 10 CPU-s) took over 60 s of wall time with two test workers on a loaded 2-core machine."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("timed out")
        time.sleep(0.02)


def test_sigterm_to_a_running_reproduce_prints_the_rows_done(tmp_path):
    """Issue 13's attack: SIGTERM (as `timeout` sends) to `combgames reproduce` lost every finished row."""
    err_file = tmp_path / "err"
    with open(err_file, "w") as err:
        p = subprocess.Popen(CLI + ["reproduce"], cwd=tmp_path, env=_env(), stdout=subprocess.PIPE, stderr=err,
                             text=True)
        _wait_for(lambda: any(line.startswith("[3/") and ": " in line  # three claims done (progress on stderr:
                              for line in err_file.read_text().splitlines()))  # "[3/N] ID: verdict (...)")
        p.send_signal(signal.SIGTERM)
        out, _ = p.communicate(timeout=60)
    err = err_file.read_text()
    assert p.returncode == 1 and "Traceback" not in err
    last = err.splitlines()[-1]
    assert last.startswith("combgames reproduce: interrupted (SIGTERM) after ") and last.endswith(" claims")
    done = int(last.split(" after ")[1].split()[0])
    assert done >= 3
    assert out.count("\n    claim:     ") == done and f"{done} claims: " in out


def _solve_interrupted(tmp_path: Path, sig: int) -> tuple[subprocess.Popen, str, str, Path]:
    """Start a 20-second solve with a checkpoint, wait for its progress, send ``sig``; return what it said."""
    path = tmp_path / "ttt4.ckpt"
    err_file = tmp_path / "err"
    with open(err_file, "w") as err:
        p = subprocess.Popen(CLI + ["solve", "tictactoe", "--option", "n=4", "--method", "retrograde",
                                    "--checkpoint", str(path)], cwd=tmp_path, env=_env(), stdout=subprocess.PIPE,
                             stderr=err, text=True)
        _wait_for(lambda: "build: " in err_file.read_text())  # progress: the state space is being built
        p.send_signal(sig)
        out, _ = p.communicate(timeout=60)
    return p, out, err_file.read_text(), path


@pytest.mark.parametrize("sig", [signal.SIGTERM, pytest.param(signal.SIGHUP, marks=pytest.mark.slow)],
                         ids=["SIGTERM", "SIGHUP"])
def test_a_signal_to_a_solve_saves_its_checkpoint(tmp_path, sig):
    p, out, err, path = _solve_interrupted(tmp_path, sig)
    assert p.returncode == 1 and out == "" and "Traceback" not in err
    assert f"saved in {path}" in err and f"interrupted ({signal.Signals(sig).name})" in err.splitlines()[-1]
    assert path.stat().st_size > 0 and not list(tmp_path.glob("*.tmp"))


@pytest.mark.slow
def test_a_solve_stopped_by_sigterm_resumes_to_the_same_value(tmp_path):
    p, _, _, path = _solve_interrupted(tmp_path, signal.SIGTERM)
    assert p.returncode == 1
    r = _run(["solve", "tictactoe", "--option", "n=4", "--method", "retrograde", "--checkpoint", str(path),
              "--json", "--quiet"], tmp_path, timeout=600)
    assert r.returncode == 0 and _messages(r.stderr) == []
    assert '"value": "draw"' in r.stdout  # 4 x 4 tic-tac-toe is a draw (as alpha-beta finds, tests/published)


def test_ctrl_c_during_imports_says_interrupted(tmp_path):
    """SIGINT once the command is importing its modules (numpy is being loaded): no traceback."""
    p = subprocess.Popen(CLI + ["solve", "tictactoe", "--quiet"], cwd=tmp_path, env=_env(),
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    maps = Path(f"/proc/{p.pid}/maps")
    if not maps.exists():
        p.kill()
        p.wait()
        pytest.skip("no /proc here to see the imports")
    _wait_for(lambda: p.poll() is not None or "numpy" in maps.read_text())
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=60)
    if "interrupted" not in err:  # it finished its imports (and the solve) before the signal came
        assert p.returncode == 0
        pytest.skip("the command ended before the signal")
    assert p.returncode == 1 and "Traceback" not in err and err.strip().endswith("interrupted")


def test_ctrl_c_while_building_the_parser(monkeypatch, capsys):
    def interrupted(*args):
        raise KeyboardInterrupt

    monkeypatch.setattr("combgames.cli.build_parser", interrupted)
    assert main(["solve", "tictactoe"]) == 1
    assert capsys.readouterr().err == "combgames: interrupted\n"


def _read_only_mount_works() -> bool:
    if shutil.which("unshare") is None:
        return False
    r = subprocess.run(["unshare", "-rm", "sh", "-c", "mount -t tmpfs -o ro tmpfs /tmp"], capture_output=True)
    return r.returncode == 0


READ_ONLY = [
    pytest.param(["solve", "tictactoe", "--method", "retrograde", "--checkpoint", "{ro}/F", "--quiet"], 2,
                 "read-only", None, id="checkpoint-read-only"),
    pytest.param(["solve", "tictactoe", "--method", "retrograde", "--no-symmetry", "--checkpoint-every", "0",
                  "--quiet"], 0, "read-only file system", "draw", id="checkpoint-auto-read-only-cache"),
    pytest.param(["draw", "latin", "3", "-o", "{ro}/x.svg"], 2, "read-only", None,
                 id="draw-output-read-only"),
]


@pytest.mark.parametrize("argv, rc, word, output", READ_ONLY)
def test_a_real_read_only_directory(argv, rc, word, output, tmp_path):
    """A directory mounted read-only in a private mount namespace (``unshare``); else a file in its place."""
    ro = tmp_path / "ro"
    ro.mkdir()
    if not _read_only_mount_works():
        ro.rmdir()
        ro.write_text("a file in place of the read-only directory")
        word = "is not a directory" if "checkpoint" in " ".join(argv) else str(ro)
        r = _run([a.replace("{ro}", str(ro)) for a in argv], tmp_path, env=_env(COMBGAMES_CACHE=str(ro)))
    else:
        command = " ".join(CLI + [f"'{a}'" for a in argv]).replace("{ro}", str(ro))
        r = subprocess.run(["unshare", "-rm", "sh", "-c", f"mount -t tmpfs -o ro tmpfs '{ro}' && exec {command}"],
                           cwd=tmp_path, env=_env(COMBGAMES_CACHE=str(ro)), capture_output=True, text=True,
                           timeout=120)
    _check(r.returncode, r.stdout, r.stderr, rc, word, output)


def test_the_entry_point_reports_errors_the_same_way(tmp_path):
    script = Path(sys.executable).with_name("combgames")
    if not script.exists():
        pytest.skip("the combgames entry point is not installed next to this interpreter")
    r = subprocess.run([str(script), "draw", "pi4", "--x", "r1", "--o", "r1"], cwd=tmp_path, env=_env(),
                       capture_output=True, text=True, timeout=60)
    _check(r.returncode, r.stdout, r.stderr, 2, "r1", None)


# --- the command line's own error paths (in this process) -----------------------------------------------------


@pytest.mark.parametrize("error, rc, word", [
    (RuntimeError("a bug"), 1, "RuntimeError: a bug"),
    (MemoryError(), 1, "out of memory"),
    (RecursionError("maximum recursion depth exceeded"), 1, "recursion"),
    (OSError(5, "Input/output error", "some.file"), 1, "some.file"),
    (UsageError("line one\nline two"), 2, "line one / line two"),
    (ValueError("raised by the computation"), 1, "ValueError: raised by the computation"),
], ids=["unexpected", "memory", "recursion", "io", "multi-line-message", "library-value-error"])
def test_every_failure_is_one_line(monkeypatch, capsys, error, rc, word):
    import combgames.commands.grundy as command

    def fail(args):
        raise error

    monkeypatch.setattr(command, "run", fail)
    assert main(["grundy", "x"]) == rc
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("combgames grundy: error: ") and word in err


def test_a_library_error_shows_its_traceback_under_debug(monkeypatch, capsys):
    """A KeyError of the library (as the progress printer's 'rate' was) is exit 1, not bad input, and
    COMBGAMES_DEBUG=1 shows where it came from."""
    import combgames.commands.grundy as command

    def fail(args):
        return {}["rate"]

    monkeypatch.setattr(command, "run", fail)
    monkeypatch.setenv("COMBGAMES_DEBUG", "1")
    assert main(["grundy", "x"]) == 1
    err = capsys.readouterr().err
    assert "Traceback" in err and "in fail" in err and err.rstrip().splitlines()[-1].startswith(
        "combgames grundy: error: KeyError: rate")


# --- fuzz: any command line of a small vocabulary exits 0, 1 or 2 with at most one error line ------------------

_WORDS = ["draw", "solve", "grundy", "latin", "mols", "pi4", "tactix", "torus", "board", "game", "graph",
          "tictactoe", "nim", "mu-torere", "pong-hau-ki", "picaria", "nosuch", "3", "4", "0", "-1", "x", "xx./.x.",
          "q", "", "--x", "--o", "r1", "alpha2", "--position", "--option", "n=2", "heaps=1 2", "heaps=", "--move",
          "a1", "--method", "search", "retrograde", "grundy", "--checkpoint", "none", "{tmp}", "-k", "--paper",
          "--square", "0 1/1 0", "--stones", "A1", "--o-stones", "--grid", "square", "--surface", "klein",
          "--json", "--quiet", "--depth", "1", "--max-positions", "5", "-o", "{tmp}/p.svg", "{tmp}/p.txt",
          "--pattern", "2", "--misere", "--no-symmetry", "--list"]  # no reproduce: a whole run takes a minute


def _fuzz_settings():
    from hypothesis import settings

    from tests.fuzzing import FUZZ, FUZZ_EXAMPLES

    # a command costs milliseconds to a few tenths of a second: a short run by default, COMBGAMES_FUZZ for more
    return settings(FUZZ, max_examples=FUZZ_EXAMPLES if "COMBGAMES_FUZZ" in os.environ else 40)


@pytest.mark.fuzz
def test_fuzz_command_lines(tmp_path):
    import contextlib
    import io

    from hypothesis import given, strategies as st

    folder = tmp_path / "fuzz"
    folder.mkdir()

    @_fuzz_settings()
    @given(st.lists(st.sampled_from(_WORDS), min_size=0, max_size=7))
    def run(words):
        argv = [w.replace("{tmp}", str(folder)) for w in words]
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(argv)
        text = err.getvalue()
        assert status in (0, 1, 2), (argv, status)
        assert "Traceback" not in text and "COMBGAMES_DEBUG" not in text, (argv, text)  # no unexpected error
        assert len([line for line in text.splitlines() if ": error: " in line]) <= 1, (argv, text)
        assert (status == 0) or ": error: " in text or "interrupted" in text, (argv, text)

    run()


def test_a_handled_interrupt_keeps_the_exit_status_under_python_m(tmp_path):
    """CPython kills a `python -m` process with SIGINT at exit when an interrupt ended a string exec (as in numba's
    generated code) even though it was caught; the command line clears that mark (found as a flaky SIGTERM test)."""
    (tmp_path / "interrupted_exec.py").write_text(
        "import sys\n"
        "from combgames.cli import _Signals\n"
        "with _Signals() as signals:\n"
        "    signals.received = 'SIGTERM'\n"
        "    try:\n"
        "        exec('raise KeyboardInterrupt', {})\n"
        "    except KeyboardInterrupt:\n"
        "        pass\n"
        "sys.exit(7)\n")
    done = subprocess.run([sys.executable, "-m", "interrupted_exec"], cwd=tmp_path, env=_env(), capture_output=True,
                          timeout=60)
    assert done.returncode == 7, done.stderr
