"""The choice between the take-and-break kernel and its Python twin (:func:`combgames.games.octal.sequence_backend`).

A short sequence is computed by the Python twin on lists, so a small request costs a small process: counted here
by the modules a whole ``combgames grundy`` process imports (numba and numpy absent for Kayles to heap 20, numba
present for a sequence over :data:`~combgames.games.octal.PYTHON_OPERATIONS`), and the values on both sides of the
threshold are the same by either backend.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from combgames.games import octal
from combgames.games.heaps import OctalCode
from combgames.games.octal import PYTHON_OPERATIONS, grundy_sequence, sequence_backend, sequence_operations

COMBGAMES = shutil.which("combgames") or pytest.fail("the combgames console script is not installed")

# Runs the console script's entry point (the one the installed `combgames` script calls) in a fresh process and
# prints its output's values line and the heavy modules it imported.
_ENTRY = r"""
import json, sys
from importlib.metadata import entry_points
main = next(e for e in entry_points(group="console_scripts") if e.name == "combgames").load()
sys.argv = ["combgames", *sys.argv[1:]]
code = main()
print(json.dumps({"exit": code, "numba": "numba" in sys.modules, "numpy": "numpy" in sys.modules}))
"""


def _entry_point(*argv: str) -> tuple[list[str], dict]:
    done = subprocess.run([sys.executable, "-c", _ENTRY, *argv], capture_output=True, text=True, timeout=300,
                          cwd=os.path.dirname(COMBGAMES))
    assert done.returncode == 0, done.stderr
    *lines, last = done.stdout.splitlines()
    return lines, json.loads(last)


@pytest.mark.parametrize("request_, line", [
    (["--values", "20"], "values G(0..20): 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1"),  # Winning Ways ch. 4
    (["--period"], "period: 12 (ordinary), pre-period 71, proved"),                     # computed to heap 2000
    (["--heaps", "3 4 5"], "heaps 3 4 5: value 6, outcome N (normal play)"),
])
def test_small_kayles_requests_through_the_console_script_import_neither_numba_nor_numpy(request_, line):
    lines, modules = _entry_point("grundy", "--code", "0.77", *request_, "--quiet")
    assert lines[1] == line
    assert modules == {"exit": 0, "numba": False, "numpy": False}


def test_the_console_script_prints_the_same_values_as_the_entry_point():
    done = subprocess.run([COMBGAMES, "grundy", "--code", "0.07", "--values", "20", "--quiet"], capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "values G(0..20): 0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3" in done.stdout  # Dawson's Kayles


@pytest.mark.skipif(not octal.resolve_backend("auto") == "numba", reason="numba is not installed")
def test_a_sequence_over_the_threshold_uses_the_kernel():
    limit = 5000
    assert sequence_operations(OctalCode("0.77"), limit) > PYTHON_OPERATIONS
    lines, modules = _entry_point("grundy", "--code", "0.77", "--values", str(limit), "--quiet")
    values = [int(v) for v in lines[1].split(":")[1].split()]
    assert len(values) == limit + 1 and values[71:83] == values[83:95]  # Kayles: period 12 from heap 71
    assert modules == {"exit": 0, "numba": True, "numpy": True}


def test_the_backend_by_size(monkeypatch):
    monkeypatch.setattr(octal, "_KERNEL_LOADED", False)
    kayles = OctalCode("0.77")
    small = max(n for n in range(4000) if sequence_operations(kayles, n) <= PYTHON_OPERATIONS)
    if octal.resolve_backend("auto") == "numba":
        assert sequence_backend(kayles, small) == "python" and sequence_backend(kayles, small + 1) == "numba"
        monkeypatch.setattr(octal, "_KERNEL_LOADED", True)  # once loaded, the kernel serves every size
        assert sequence_backend(kayles, 5) == "numba"
    assert sequence_backend(kayles, small + 1, "python") == "python"
    with pytest.raises(ValueError, match="backend"):
        sequence_backend(kayles, 5, "cuda")


@pytest.mark.parametrize("code", ["0.77", "0.07", "4!.0", "0.F", "0.137", "4.[3]", "0.[2?]", "8=.F", "0.7?7"])
def test_the_values_on_both_sides_of_the_threshold_are_the_same_by_either_backend(code, monkeypatch):
    """The threshold lowered to a few hundred operations, so both sides are cheap: below it "auto" gives the
    Python twin's tuple, above it the kernel's array, and each equals the other backend's values."""
    pytest.importorskip("numba")
    c = OctalCode(code)
    monkeypatch.setattr(octal, "PYTHON_OPERATIONS", 400)
    monkeypatch.setattr(octal, "_KERNEL_LOADED", False)
    limits = [n for n in range(1, 200) if sequence_operations(c, n) <= 400]
    below, above = limits[-1], limits[-1] + 1
    for limit, kind in ((below, tuple), (above, None)):
        auto = grundy_sequence(c, limit)
        if kind is tuple:
            assert isinstance(auto, tuple)
        else:
            assert not isinstance(auto, tuple) and octal._KERNEL_LOADED
        python = grundy_sequence(c, limit, backend="python")
        compiled = grundy_sequence(c, limit, backend="numba")
        assert list(auto) == list(python) == [int(v) for v in compiled], (code, limit)
    assert [int(v) for v in grundy_sequence(c, 150, backend="numba")] == list(grundy_sequence(c, 150,
                                                                                                backend="python"))
