"""Grundy's game: the sparse-space method in memory against the direct mex (and its pure-Python twin), the
values against the literature, the game registered as ``grundys-game``.

Literature (not from a seed): G(0..20) of Grundy's game, Berlekamp, Conway, Guy, *Winning Ways*, ch. 4, and
OEIS A002188.
"""

import numpy as np
import pytest

from combgames.catalogue import make_game
from combgames.grundy.grundys_game import fill_sparse, grundys_game_values, rare_heaps_of, sparse_mask
from combgames.solvers.grundy import GrundyEvaluator

GRUNDY_0_20 = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]


def _sparse_from(start, limit, mask, backend):
    """G(0..limit) by the blocked kernel with every value in memory from heap ``start`` on, G(0..start - 1)
    given by the direct mex; with (rare heaps, pairs examined)."""
    values = np.zeros(limit + 1, dtype=np.uint16)
    values[:start] = grundys_game_values(start - 1, method="direct").values
    return values, fill_sparse(values, start, mask, backend=backend)


def test_values_from_the_literature_and_the_game():
    assert grundys_game_values(20).values.tolist() == GRUNDY_0_20
    game = make_game("grundys-game", heaps=[12])
    search = GrundyEvaluator(game, search=True)
    assert [search.value(((n,), 0)) for n in range(13)] == GRUNDY_0_20[:13]


@pytest.mark.parametrize("mask", [1, 6, 254])
def test_sparse_method_in_memory_equals_direct_mex_for_every_mask_and_its_twin(mask):
    direct = grundys_game_values(1500, method="direct").values
    python, numba = _sparse_from(3, 1500, mask, "python"), _sparse_from(3, 1500, mask, "numba")
    assert np.array_equal(python[0], direct) and np.array_equal(numba[0], direct)
    assert python[1] == numba[1]  # the same rare heaps and pairs examined
    rare = [n for n in range(1, 1501) if bin(int(direct[n]) & mask).count("1") % 2 == 0]
    assert python[1][0] == len(rare) and rare_heaps_of(direct, mask).tolist() == rare


def test_fill_sparse_refuses_an_array_it_cannot_fill():
    with pytest.raises(ValueError, match="uint16"):
        fill_sparse(np.zeros(10, dtype=np.int32), 1, 254)
    with pytest.raises(ValueError, match="start"):
        fill_sparse(np.zeros(10, dtype=np.uint16), 0, 254)


def test_sparse_method_beyond_the_direct_head():
    direct = grundys_game_values(25000, method="direct")
    sparse = grundys_game_values(25000, method="sparse")
    assert np.array_equal(direct.values, sparse.values)
    assert sparse.mask == sparse_mask(direct.values[10000:20001]) and sparse.rare < 2000


def test_bad_requests():
    with pytest.raises(ValueError, match="method"):
        grundys_game_values(10, method="fast")
    with pytest.raises(ValueError, match="max_entries"):
        grundys_game_values(10**6, max_entries=1000)


def test_the_values_print_as_a_table_and_stay_read_only():
    values = grundys_game_values(20).values
    assert not values.flags.writeable and values.dtype == np.int32
    lines = str(values).splitlines()
    assert lines[0] == "Grundy values G(n) of Grundy's game (4!.0), n = row + column"
    assert [line.split("|")[1].split() for line in lines[3:]] == [
        [str(v) for v in GRUNDY_0_20[:10]], [str(v) for v in GRUNDY_0_20[10:20]], ["0"]]
    assert '<th scope="row">10</th><td style="text-align: right">0</td>' in values._repr_html_()
