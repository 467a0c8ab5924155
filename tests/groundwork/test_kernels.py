"""Tests of groundwork.kernels: the dispatch rule and that a compiled kernel equals its reference."""

import re

import numpy as np
import pytest

from groundwork.kernels import BACKENDS, kernel, numba_available, resolve_backend


def _running_max(a, out):
    best = a[0]
    for i in range(a.shape[0]):
        if a[i] > best:
            best = a[i]
        out[i] = best
    return out


def test_python_backend_is_the_reference_itself():
    assert kernel(_running_max, "python") is _running_max
    assert resolve_backend("python") == "python"


def test_auto_follows_numba_availability():
    assert resolve_backend("auto") == ("numba" if numba_available() else "python")


@pytest.mark.skipif(not numba_available(), reason="numba not installed")
def test_compiled_equals_reference_and_is_built_once():
    a = np.random.default_rng(1).integers(0, 100, size=50)
    ref = _running_max(a, np.zeros_like(a))
    fast = kernel(_running_max, "numba")
    assert fast is kernel(_running_max, "auto")
    assert np.array_equal(fast(a, np.zeros_like(a)), ref)


def test_unknown_backend():
    with pytest.raises(ValueError, match=re.escape(f"backend must be one of {BACKENDS}")):
        resolve_backend("cuda")


_KERNEL_MODULE = """
def triangle(n):
    total = 0
    for i in range(n + 1):
        total += i
    return total
"""

_TWICE = """
import sys
sys.path.insert(0, sys.argv[1])
from groundwork.kernels import kernel
from tiny_kernel import triangle
assert kernel(triangle, "numba")(10) == 55
"""


@pytest.mark.skipif(not numba_available(), reason="numba not installed")
def test_a_second_process_loads_the_compiled_kernel_from_disk(tmp_path):
    """numba's own cache log (NUMBA_DEBUG_CACHE) says the second process loaded the machine code the first
    one saved, instead of compiling again (a first call compiles for about a second otherwise)."""
    import os
    import subprocess
    import sys

    (tmp_path / "tiny_kernel.py").write_text(_KERNEL_MODULE)
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path / "cache"), NUMBA_DEBUG_CACHE="1")
    runs = [subprocess.run([sys.executable, "-c", _TWICE, str(tmp_path)], capture_output=True, text=True, env=env,
                           check=True) for _ in range(2)]
    assert "data saved" in runs[0].stdout
    assert "data loaded" in runs[1].stdout and "data saved" not in runs[1].stdout
    assert list((tmp_path / "cache").rglob("*.nbi")), "no cache index written"


def test_every_numba_compilation_is_cached_on_disk():
    """Every numba.njit / numba.jit in the packages passes cache=True (groundwork.kernels does it for kernels
    dispatched through it), so no process compiles a kernel a previous one compiled."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    uncached = []
    for package in ("groundwork", "designs", "topology", "combgames"):
        for path in (root / package).rglob("*.py"):
            for call in re.findall(r"\bn?jit\([^)]*\)|@(?:numba\.)?n?jit\b(?!\()", path.read_text()):
                if "cache=True" not in call:
                    uncached.append(f"{path.relative_to(root)}: {call}")
    assert not uncached, uncached


def test_asking_for_the_backend_does_not_import_numba():
    import subprocess
    import sys

    code = ("import sys; from groundwork.kernels import resolve_backend, numba_available; "
            "numba_available(); resolve_backend('auto'); print('numba' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
