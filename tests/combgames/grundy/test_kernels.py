"""The compiled kernels of Tactix (combgames.games.tactix._kernels), the octal games and the S-shape table against
their pure-Python twins on the same inputs (both through the one dispatcher, combgames.base.kernels). Grundy's
game's kernel is compared in test_grundy_run.py and test_grundys_game.py."""

import numpy as np
import pytest

from combgames.games.tactix import _kernels
from combgames.grundy.octal import octal_values
from combgames.grundy.sshape import s_table
from combgames.grundy.tactix import tactix_table


@pytest.mark.parametrize("rows, cols", [(1, 4), (2, 3), (3, 4), (4, 3), (5, 2)])
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


def test_unknown_backend_is_refused_by_every_kernel_user():
    with pytest.raises(ValueError, match="backend must be one of"):
        octal_values("0.77", 5, backend="cuda")
    with pytest.raises(ValueError, match="backend must be one of"):
        s_table(3, backend="cuda")
    with pytest.raises(ValueError, match="backend must be one of"):
        tactix_table(2, 2, backend="cuda")


def test_board_tables_list_the_runs_of_rows_and_of_columns_on_column_zero():
    """Independent check: the runs written out from the definition (consecutive present cells)."""
    for m, n in [(3, 4), (4, 2), (1, 3)]:
        runs, count = _kernels.board_tables(m, n)
        for p in range(1 << n):
            want = {sum(1 << t for t in range(i, j + 1)) for i in range(n) for j in range(i, n)
                    if all(p >> t & 1 for t in range(i, j + 1))}
            assert {int(x) for x in runs[p, :count[p]]} == want
        for q in range(1 << m):  # runs of two or more cells only: single cells are row moves
            want = {sum(1 << (n * t) for t in range(i, j + 1)) for i in range(m) for j in range(i + 1, m)
                    if all(q >> t & 1 for t in range(i, j + 1))}
            assert {int(x) for x in runs[(1 << n) + q, :count[(1 << n) + q]]} == want
