"""Every compiled kernel of combgames.grundy._kernels against its pure-Python twin on the same inputs."""

import numpy as np
import pytest

from combgames.grundy import _kernels
from combgames.grundy.octal import octal_values
from combgames.grundy.sshape import s_table
from combgames.grundy.tactix import tactix_table


@pytest.mark.parametrize("rows, cols", [(1, 4), (2, 3), (3, 4), (4, 3)])
@pytest.mark.parametrize("convention", ["normal", "misere"])
def test_tactix_table_numba_equals_python(rows, cols, convention):
    fast = tactix_table(rows, cols, convention=convention, backend="numba")
    slow = tactix_table(rows, cols, convention=convention, backend="python")
    assert fast.backend == "numba" and slow.backend == "python"
    assert np.array_equal(fast.values, slow.values)


@pytest.mark.parametrize("code", ["0.77", "0.07", "0.137", "4.7", "0.6", "0.123", "0.3f".replace("f", "")])
def test_octal_kernel_numba_equals_python(code):
    assert np.array_equal(octal_values(code, 300, backend="numba"), octal_values(code, 300, backend="python"))


def test_s_shape_kernel_numba_equals_python():
    assert np.array_equal(s_table(30, 25, backend="numba"), s_table(30, 25, backend="python"))


def test_interval_table_lists_every_run():
    iv, cnt = _kernels.interval_table(5)
    for p in range(32):
        got = sorted(int(x) for x in iv[p, :cnt[p]])
        want = sorted(((1 << (j + 1)) - 1) ^ ((1 << i) - 1) for i in range(5) for j in range(i, 5)
                      if all(p >> t & 1 for t in range(i, j + 1)))
        assert got == want


def test_unknown_backend_and_kernel_are_refused():
    with pytest.raises(ValueError, match="backend"):
        _kernels.kernel("octal_sequence", "cuda")
    with pytest.raises(ValueError, match="kernel"):
        _kernels.kernel("nope")
