"""``combgames compile``: every kernel family compiled into numba's disk cache once, through the console script.

Each run uses a private cache directory (``NUMBA_CACHE_DIR``); a second process then loads the kernels from it
with the probe of tests/base/test_kernel_twins.py, which reads numba's own cache statistics (hits and misses).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from combgames.commands.compile import FAMILIES, INLINE_MODULES

COMBGAMES = shutil.which("combgames") or pytest.fail("the combgames console script is not installed")
ROOT = Path(__file__).resolve().parents[2]
IMPARTIAL = ("take-and-break", "grundys-game", "tactix")
"""The families of the three kernels the cache probe runs by default."""


def _compile(cache: Path, *families: str, timeout: float = 900) -> subprocess.CompletedProcess:
    argv = [COMBGAMES, "compile", *(f"--family={name}" for name in families)]
    return subprocess.run(argv, capture_output=True, text=True, timeout=timeout,
                          env=dict(os.environ, NUMBA_CACHE_DIR=str(cache)))


def _probe(cache: Path, *flags: str) -> dict:
    from tests.base.test_kernel_twins import _CACHE_PROBE

    done = subprocess.run([sys.executable, "-c", _CACHE_PROBE, *flags], capture_output=True, text=True,
                          env=dict(os.environ, NUMBA_CACHE_DIR=str(cache)), timeout=900)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def test_every_kernel_module_is_in_one_family_or_compiled_inline():
    found = {".".join(path.relative_to(ROOT).with_suffix("").parts)
             for package in ("combgames", "designs", "topology")
             for path in (ROOT / package).rglob("*.py")
             if path.name == "_kernels.py" or path.name.endswith("_kernels.py")}
    listed = [name for family in FAMILIES for name in family.modules]
    assert len(listed) == len(set(listed)) and not set(listed) & set(INLINE_MODULES)
    assert found == set(listed) | set(INLINE_MODULES)


def test_compile_fills_a_private_cache_once_and_a_second_process_loads_from_it(tmp_path):
    pytest.importorskip("numba")
    cache = tmp_path / "numba-cache"
    first = _compile(cache, *IMPARTIAL)
    assert first.returncode == 0, first.stderr
    lines = first.stdout.splitlines()
    assert [re.match(r"\[(\d)/3\] ([a-z-]+): ", line).groups() for line in lines[:3]] == [
        ("1", "take-and-break"), ("2", "grundys-game"), ("3", "tactix")]
    assert "take-and-break: 2 kernels (2 compiled)" in lines[0] and "tactix: 2 kernels (2 compiled)" in lines[2]
    assert lines[3].startswith("compiled 5 kernels of 3 families into numba's disk cache (0 were cached already)")
    assert str(cache) in first.stderr

    second = _compile(cache, *IMPARTIAL)
    assert second.returncode == 0, second.stderr
    assert "compiled" not in "\n".join(second.stdout.splitlines()[:3])
    assert second.stdout.splitlines()[3].startswith("the cache is warm: 5 kernels of 3 families loaded")

    loaded = _probe(cache)
    assert loaded["take_break_sequence"] == loaded["s_shape_table"] == [1, 0], loaded  # [hits, misses]
    assert loaded["grundys_game_blocked"] == [1, 0], loaded  # the probe passes the library's argument types


def test_an_unknown_family_is_a_usage_error(tmp_path):
    done = _compile(tmp_path / "cache", "no-such-family", timeout=120)
    assert done.returncode == 2 and "invalid choice: 'no-such-family'" in done.stderr
    assert done.stderr.count("\n") == 1 and not (tmp_path / "cache").exists()


@pytest.mark.slow
def test_compile_warms_every_kernel_the_solvers_run(tmp_path):
    """After one `combgames compile`, the probe that runs every solver's kernels (alpha-beta, proof-number,
    retrograde, Tactix's table) compiles none of them: each one called loads from the cache."""
    pytest.importorskip("numba")
    cache = tmp_path / "numba-cache"
    done = _compile(cache, timeout=1800)
    assert done.returncode == 0, done.stderr
    assert len(done.stdout.splitlines()) == len(FAMILIES) + 1 and "0 kernels" not in done.stdout
    loaded = _probe(cache, "all")
    assert any(name.endswith("_pns_kernels.prove_root") for name in loaded)
    # the probe calls Tactix's table on int64 arrays where the library passes uint8: a signature of its own
    loaded.pop("tactix_table_kernel")
    assert all(misses == 0 and hits >= 1 for hits, misses in loaded.values()), loaded
    again = _compile(cache, timeout=600)
    assert again.returncode == 0 and "the cache is warm" in again.stdout


@pytest.mark.slow
def test_ctrl_c_stops_compile_between_or_inside_families(tmp_path):
    """SIGINT after the first family's line: exit 1, one line saying so, the first family kept in the cache."""
    import signal

    pytest.importorskip("numba")
    cache = tmp_path / "numba-cache"
    run = subprocess.Popen([COMBGAMES, "compile", "--family=take-and-break", "--family=tactix"], text=True,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           env=dict(os.environ, NUMBA_CACHE_DIR=str(cache)))
    first = run.stdout.readline()
    run.send_signal(signal.SIGINT)
    out, err = run.communicate(timeout=300)
    assert first.startswith("[1/2] take-and-break: 1 kernel (1 compiled)")
    assert run.returncode == 1 and err.strip().splitlines()[-1] == "combgames compile: interrupted", err
    assert "[2/2]" not in out
    again = _compile(cache, "take-and-break")
    assert again.returncode == 0 and "the cache is warm" in again.stdout
