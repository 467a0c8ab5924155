"""Twins: each compiled kernel of designs against the same function run as Python, on seeded random inputs."""

from __future__ import annotations

from math import factorial

import numpy as np
import pytest

from combgames.base.kernels import kernel, numba_available
from designs.classification import _cycle_type, _type_code
from designs.classification_kernels import largest_invariant_rows, pair_codes
from designs.random_latin import random_latin_square

pytestmark = pytest.mark.skipif(not numba_available(), reason="the twins compare with numba")


def test_pair_codes_twin_on_random_permutations():
    """Rows that are any permutations (not a rectangle): compiled, Python and the tuple reference agree."""
    rng = np.random.default_rng(27)
    for _ in range(40):
        n = int(rng.integers(1, 10))
        k = int(rng.integers(1, 7))
        rows = np.array([rng.permutation(n) for _ in range(k)], dtype=np.int64)
        expected = [[_type_code(_cycle_type(rows[i], rows[j], n), n) if i != j else 0 for j in range(k)]
                    for i in range(k)]
        for backend in ("python", "numba"):
            out = np.zeros((k, k), dtype=np.int64)
            kernel(pair_codes, backend)(rows, n, out)
            assert out.tolist() == expected, (backend, rows.tolist())


def test_largest_invariant_rows_twin_on_random_rectangles():
    """The first k rows of random Latin squares: the same rows kept, codes, ties and pair codes."""
    rng = np.random.default_rng(7)
    for trial in range(12):
        n = int(rng.integers(3, 7))
        k = int(rng.integers(1, n))
        square = random_latin_square(n, seed=int(rng.integers(1 << 30)))
        rows = np.array(square.to_list()[:k], dtype=np.int64)
        results = []
        for backend in ("python", "numba"):
            out = np.zeros((factorial(n), n), dtype=np.int64)
            codes = np.zeros((factorial(n), n), dtype=np.int64)
            own = np.full((k, k), -1, dtype=np.int64)
            kept, tried = kernel(largest_invariant_rows, backend)(rows, n, out, codes, own)
            results.append((int(kept), int(tried), out[:kept].tolist(), codes[:kept, :k + 1].tolist(),
                            own.tolist()))
        assert results[0] == results[1], (n, rows.tolist())
        assert results[0][1] >= max(results[0][0], 1)          # a Latin rectangle (k < n) always extends


def test_count_reduced_twin():
    """The reduced Latin squares counted by the compiled and the Python kernel (OEIS A000315: 1, 1, 1, 4, 56)."""
    from designs._kernels import count_reduced_python

    for n, expected in [(1, 1), (2, 1), (3, 1), (4, 4), (5, 56)]:
        assert kernel(count_reduced_python, "python")(n) == kernel(count_reduced_python, "numba")(n) == expected
