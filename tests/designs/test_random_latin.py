"""Random Latin squares by the Jacobson-Matthews chain: validity, reproducibility, uniformity (chi-square)."""

from collections import Counter
from itertools import islice
from math import sqrt

import pytest
from hypothesis import given, settings

from combgames.strategies import uniform_latin_squares
from designs import LatinSquare
from designs.counting import all_latin_squares
from designs.random_latin import JacobsonMatthewsChain, latin_square_chain, random_latin_square


def _chi_square_z(counts, categories, samples):
    """The chi-square statistic over all categories and its Wilson-Hilferty normal score (df = k - 1)."""
    expected = samples / categories
    chi = sum((v - expected) ** 2 / expected for v in counts.values()) + expected * (categories - len(counts))
    df = categories - 1
    z = ((chi / df) ** (1 / 3) - (1 - 2 / (9 * df))) / sqrt(2 / (9 * df))
    return chi, z


@pytest.mark.parametrize("n, samples, thinning", [(3, 1200, 3), (4, 5760, 5)])
def test_uniform_over_all_squares(n, samples, thinning):
    """Seeded chi-square over the 12 (order 3) and 576 (order 4) squares: z below 3.5 (p > 0.0002)."""
    squares = {L.array.tobytes() for L in all_latin_squares(n)}
    counts = Counter(L.array.tobytes() for L in islice(latin_square_chain(n, thinning=thinning, seed=7), samples))
    assert set(counts) == squares
    chi, z = _chi_square_z(counts, len(squares), samples)
    assert z < 3.5, (chi, z)


def test_stopping_at_the_first_proper_cube_would_be_biased():
    """The watched chain gives the two classes of order 4 (432 and 144 squares) about 3:1; sampling at the
    first proper cube after a fixed number of moves gives far fewer squares of the small class."""
    small = {b"".join(L.array.tobytes() for _ in [0]) for L in all_latin_squares(4)
             if _is_small_class(L)}
    assert len(small) == 144
    watched = Counter(L.array.tobytes() in small for L in islice(latin_square_chain(4, thinning=2, seed=3), 2000))
    assert 0.21 < watched[True] / 2000 < 0.29
    chain = JacobsonMatthewsChain(4, seed=3)
    naive = 0
    for _ in range(2000):
        for _ in range(4):
            chain.step()
        while not chain.proper:
            chain.step()
        naive += chain.square().array.tobytes() in small
    assert naive / 2000 < 0.15


def _is_small_class(L):
    from designs.classification import autotopism_group_order
    return autotopism_group_order(L) == 96


def test_reproducible_and_latin():
    a = random_latin_square(9, seed=11)
    assert a == random_latin_square(9, seed=11)
    assert LatinSquare(a.to_list()) == a
    assert random_latin_square(9, seed=12) != a
    assert random_latin_square(1).to_list() == [[0]]


def test_chain_from_a_given_square():
    start = LatinSquare([[1, 2, 3], [2, 3, 1], [3, 1, 2]])
    chain = JacobsonMatthewsChain(start, seed=0)
    L = chain.run(10)
    assert L.order == 3 and chain.squares_visited == 10 and chain.moves >= 10


def test_improper_cube_is_refused():
    chain = JacobsonMatthewsChain(5, seed=2)
    while chain.proper:
        chain.step()
    with pytest.raises(ValueError, match="improper"):
        chain.square()
    with pytest.raises(ValueError, match="improper"):
        chain.run(1)
    chain.advance()
    assert chain.proper


@pytest.mark.parametrize("bad, kind", [(0, ValueError), (-2, ValueError), (2.5, TypeError), ("x", TypeError)])
def test_bad_orders(bad, kind):
    with pytest.raises(kind):
        random_latin_square(bad)


def test_too_large_is_refused_up_front():
    with pytest.raises(ValueError, match="10"):
        JacobsonMatthewsChain(1000)


def test_bad_moves():
    with pytest.raises(ValueError, match="moves"):
        random_latin_square(3, moves=-1)
    with pytest.raises(ValueError, match="thinning"):
        next(latin_square_chain(3, thinning=0))


@settings(max_examples=25, deadline=None)
@given(uniform_latin_squares(min_order=1, max_order=7))
def test_strategy_gives_latin_squares(L):
    assert 1 <= L.order <= 7
    assert LatinSquare(L.to_list()) == L
