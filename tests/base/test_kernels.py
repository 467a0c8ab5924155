"""Tests of combgames.base.kernels: the dispatch rule and that a compiled kernel equals its reference."""

import os
import re
import sys

import numpy as np
import pytest

from combgames.base.kernels import BACKENDS, kernel, numba_available, resolve_backend


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
from combgames.base.kernels import kernel
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
    """Every numba.njit / numba.jit in the packages passes cache=True, or is combgames.base.kernels' own (its
    ``kernel`` and ``njit``, a bare ``@njit`` in the modules importing it, cache under a stamp of their own), so
    no process compiles a kernel a previous one compiled."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    uncached = []
    for package in ("designs", "topology", "combgames"):
        for path in (root / package).rglob("*.py"):
            if path == root / "combgames" / "base" / "kernels.py":
                continue  # the one compilation, cached under its own stamp (the tests below)
            text = path.read_text()
            ours = re.search(r"from combgames\.base\.kernels import [^\n]*\bnjit\b", text) is not None
            for call in re.findall(r"(?<!def )\bn?jit\([^)]*\)|@(?:numba\.)?n?jit\b(?!\()", text):
                if "cache=True" not in call and not (ours and call == "@njit"):
                    uncached.append(f"{path.relative_to(root)}: {call}")
    assert not uncached, uncached


def test_asking_for_the_backend_does_not_import_numba():
    import subprocess
    import sys

    code = ("import sys; from combgames.base.kernels import resolve_backend, numba_available; "
            "numba_available(); resolve_backend('auto'); print('numba' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


_COMPOSED_KERNELS = """
from combgames.base.kernels import jitable


@jitable
def mex_of_bits(bits):
    m = 0
    while bits >> m & 1:
        m += 1
    return m


def mexes(bits, out):
    for i in range(bits.shape[0]):
        out[i] = mex_of_bits(bits[i])
    return out
"""

_RUN_COMPOSED = """
import sys
import numpy as np
sys.path.insert(0, sys.argv[1])
from combgames.base.kernels import kernel
import composed_kernels as k
bits = np.array([0, 1, 3, 7, 5, 0b1011], dtype=np.int64)
reference = k.mexes(bits, np.zeros(6, np.int64)).tolist()
compiled = kernel(k.mexes, "numba")
print(reference, compiled(bits, np.zeros(6, np.int64)).tolist(), sum(compiled.stats.cache_hits.values()))
"""


def test_a_kernel_composes_a_jitable_compiled_and_as_the_reference(tmp_path):
    """A kernel calling a shared jitable runs as Python and compiled, with the same values; defining the jitable
    does not import numba; a second process loads the compiled kernel from numba's disk cache."""
    pytest.importorskip("numba")
    import os
    import subprocess
    import sys

    (tmp_path / "composed_kernels.py").write_text(_COMPOSED_KERNELS)
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path / "cache"))
    runs = [subprocess.run([sys.executable, "-c", _RUN_COMPOSED, str(tmp_path)], capture_output=True, text=True,
                           env=env, check=True).stdout for _ in range(2)]
    mexes = "[0, 1, 2, 3, 1, 2]"
    assert runs == [f"{mexes} {mexes} 0\n", f"{mexes} {mexes} 1\n"]  # compiled, then loaded from disk
    code = f"import sys; sys.path.insert(0, {str(tmp_path)!r}); import composed_kernels; print('numba' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout == "False\n"


_DEPENDENT_PACKAGE = {
    "shared_kernels.py": """
from combgames.base.kernels import jitable, njit


@jitable
def shifted(x):
    return x + 1


@njit
def scaled(x):
    return 10 * x
""",
    "offsets.py": "OFFSET = 5\n",
    "user_kernels.py": """
import shared_kernels
from combgames.base.kernels import njit
from offsets import OFFSET
from shared_kernels import scaled, shifted


def by_kernel(x):
    return shifted(x) + shared_kernels.shifted(x)


@njit
def by_njit(x):
    return scaled(x) + OFFSET
""",
}

_RUN_DEPENDENT = """
import sys
sys.path.insert(0, sys.argv[1])
from combgames.base.kernels import kernel
import user_kernels
compiled = kernel(user_kernels.by_kernel, "numba")
print(compiled(3), user_kernels.by_njit(3), *(sum(f.stats.cache_hits.values()) for f in (compiled,
      user_kernels.by_njit)))
"""


def test_a_kernel_is_compiled_again_when_a_file_it_depends_on_changes(tmp_path):
    """numba keys its disk cache by a function's own file; a kernel compiled here is keyed by the files of the
    jitables and compiled functions it reaches and by the constants it reads too: after an edit of each, the next
    process compiles again and returns the new values, and a kernel the edit does not reach still loads."""
    pytest.importorskip("numba")
    import os
    import subprocess
    import sys

    for name, text in _DEPENDENT_PACKAGE.items():
        (tmp_path / name).write_text(text)
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path / "cache"), PYTHONDONTWRITEBYTECODE="1")

    def run() -> list[int]:
        out = subprocess.run([sys.executable, "-c", _RUN_DEPENDENT, str(tmp_path)], capture_output=True, text=True,
                             env=env, check=True).stdout
        return [int(x) for x in out.split()]

    # values by_kernel(3), by_njit(3), then the disk cache hits of each
    assert run() == [8, 35, 0, 0]
    shared = tmp_path / "shared_kernels.py"
    shared.write_text(shared.read_text().replace("x + 1", "x + 2").replace("10 * x", "100 * x"))
    assert run() == [10, 305, 0, 0]  # the jitable and the compiled function of another file changed
    (tmp_path / "offsets.py").write_text("OFFSET = 6\n")
    assert run() == [10, 306, 1, 0]  # a constant read from another module changed; by_kernel, which does not read
    # it, loads from the disk cache


def test_the_dependency_stamp_follows_jitables_compiled_functions_and_constants(tmp_path, monkeypatch):
    """The stamp of by_kernel reaches shared_kernels' file; that of by_njit also reads offsets.OFFSET."""
    pytest.importorskip("numba")
    from combgames.base.kernels import _dependencies, dependency_stamp

    for name, text in _DEPENDENT_PACKAGE.items():
        (tmp_path / name).write_text(text)
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in _DEPENDENT_PACKAGE:
        monkeypatch.delitem(sys.modules, name[:-3], raising=False)
    import user_kernels

    files, constants = _dependencies(user_kernels.by_kernel)
    assert {os.path.basename(f) for f in files} == {"user_kernels.py", "shared_kernels.py"} and not constants
    files, constants = _dependencies(user_kernels.by_njit)
    assert {os.path.basename(f) for f in files} == {"user_kernels.py", "shared_kernels.py"}
    assert constants == {"user_kernels.OFFSET": "5"}
    assert dependency_stamp(user_kernels.by_kernel) != dependency_stamp(user_kernels.by_njit)
