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
