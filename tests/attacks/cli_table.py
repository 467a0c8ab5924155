"""The harness of the command-line attack tables: each row ``(class, arguments, exit code, word)``.

A row's command runs through ``combgames.cli.main`` in the test process, or as a real process
(:func:`run_as_processes`); :func:`check_row` then asserts the exit code and, for a failure, one line on stderr
holding the word (for a success, the word in stdout).
"""

from __future__ import annotations

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NO_CACHE = "/nonexistent-combgames-cache"
"""$COMBGAMES_CACHE for the attacks: auto checkpoints go nowhere."""


def command(args: list[str]) -> list[str]:
    """The arguments of a row, with ``--quiet`` for solves and Grundy values (no progress on stderr: a search that
    passes one second of wall time, as on a loaded machine or beside another test worker, prints a line)."""
    return [*args, "--quiet"] if args[0] in ("solve", "grundy") else list(args)


def run_as_processes(table: list, indices) -> dict:
    """Run the rows ``indices`` of ``table`` as real processes at once: ``{index: (rc, stdout, stderr)}``."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "COMBGAMES_CACHE": NO_CACHE}

    def run(k):
        done = subprocess.run([sys.executable, "-m", "combgames.cli", *command(table[k][1])], capture_output=True,
                              text=True, env=env, timeout=120, cwd=ROOT)
        return k, (done.returncode, done.stdout, done.stderr)

    with ThreadPoolExecutor(max_workers=4) as pool:
        return dict(pool.map(run, sorted(indices)))


def check_row(row: tuple, got: int, out: str, err: str) -> None:
    """Assert what a row states: its exit code, one stderr line with its word (or its word in stdout)."""
    _, _, rc, word = row
    assert got == rc, f"exit {got}, expected {rc}; stderr: {err}"
    if rc:
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
        assert word in err, err
    else:
        assert word in out, out[:2000]
