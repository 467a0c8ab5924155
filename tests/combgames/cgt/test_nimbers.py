"""Nimber arithmetic (combgames.cgt.nimbers): Conway's products, the field axioms of GF(2^(2^k)), the mex
definition, and an explicit isomorphism with galois's GF(2^m)."""

from __future__ import annotations

import random

import galois
import pytest
from hypothesis import given, settings, strategies as st

from combgames.base.mex import mex
from combgames.cgt.nimbers import (NimberField, fermat_level, nim_add, nim_inverse, nim_multiply, nim_power,
                                   nim_sqrt, nim_square)


def mex_products(n: int) -> list[list[int]]:
    """The nim-products a (x) b for a, b < n by Conway's definition (ONAG ch. 6):
    a b = mex{a' b + a b' + a' b' : a' < a, b' < b}, + being XOR."""
    table = [[0] * n for _ in range(n)]
    for a in range(n):
        for b in range(n):
            table[a][b] = mex({table[x][b] ^ table[a][y] ^ table[x][y] for x in range(a) for y in range(b)})
    return table


def test_fast_product_is_the_mex_definition_below_64():
    table = mex_products(64)
    assert all(nim_multiply(a, b) == table[a][b] for a in range(64) for b in range(64))


def test_onag_products():
    # ONAG ch. 6: the nim-multiplication table of the nimbers below 16 (its first rows), and the Fermat 2-powers
    # rules: F (x) F = 3F/2 for F = 2^(2^k), F (x) x = F x (ordinary product) for x < F.
    assert nim_multiply(2, 2) == 3
    assert nim_multiply(2, 3) == 1
    assert nim_multiply(3, 3) == 2
    assert nim_multiply(4, 4) == 6
    assert nim_multiply(16, 16) == 24
    assert nim_multiply(256, 256) == 384
    assert [nim_multiply(2, b) for b in range(16)] == [0, 2, 3, 1, 8, 10, 11, 9, 12, 14, 15, 13, 4, 6, 7, 5]
    for k in range(1, 7):
        F = 1 << (1 << k)
        assert nim_multiply(F, F) == 3 * F // 2
        assert all(nim_multiply(F, x) == F * x for x in (1, 2, 3, F - 1, F // 2 + 1))


def test_inverse_sqrt_powers_small():
    assert [nim_inverse(a) for a in range(1, 4)] == [1, 3, 2]
    assert all(nim_multiply(a, nim_inverse(a)) == 1 for a in range(1, 1 << 10))
    assert all(nim_square(nim_sqrt(a)) == a for a in range(1 << 10))
    assert nim_power(2, 3) == 1 and nim_power(2, -1) == 3 and nim_power(0, 0) == 1
    assert [fermat_level(a) for a in (0, 1, 2, 3, 4, 16, (1 << 16) - 1, 1 << 16)] == [0, 0, 1, 1, 2, 3, 4, 5]


def test_bad_input():
    with pytest.raises(ZeroDivisionError):
        nim_inverse(0)
    for bad in (-1, 1.5, "3", True):
        with pytest.raises(ValueError, match="nimber"):
            nim_multiply(bad, 2)
    with pytest.raises(ValueError, match="GF"):
        NimberField(2).mul(16, 1)
    with pytest.raises(ValueError):
        NimberField(-1)


@st.composite
def field_elements(draw, count: int = 3):
    k = draw(st.integers(0, 6))
    top = (1 << (1 << k)) - 1
    return NimberField(k), [draw(st.integers(0, top)) for _ in range(count)]


@settings(max_examples=300, deadline=None)
@given(field_elements())
def test_field_axioms(fx):
    f, (a, b, c) = fx
    assert f.mul(a, b) == f.mul(b, a)
    assert f.mul(f.mul(a, b), c) == f.mul(a, f.mul(b, c))
    assert f.mul(a, f.add(b, c)) == f.add(f.mul(a, b), f.mul(a, c))
    assert f.mul(a, 1) == a and f.mul(a, 0) == 0
    assert f.mul(a, b) in f                       # closed: the nimbers below 2^(2^k) are a subfield
    if a:
        assert f.mul(a, f.inv(a)) == 1
    assert f.mul(f.sqrt(a), f.sqrt(a)) == a
    assert f.pow(a, f.order) == a                 # Fermat: a^(2^m) = a


@pytest.mark.parametrize("k", [1, 2, 3, 4, 5])
def test_isomorphism_with_galois(k):
    m = 1 << k
    GF = galois.GF(2 ** m)
    coefficients = [int(c) for c in GF.irreducible_poly.coeffs]
    f = NimberField(k)
    phi = f.isomorphism(coefficients)
    assert f.evaluate(coefficients, phi(2)) == 0          # x maps to a root of galois's polynomial
    # bijective: the images of the basis x^i are linearly independent over GF(2) (Gaussian elimination)
    pivots: dict[int, int] = {}
    for i in range(m):
        v = phi(1 << i)
        while v:
            top = v.bit_length() - 1
            if top not in pivots:
                pivots[top] = v
                break
            v ^= pivots[top]
        assert v, "the basis images are dependent"
    rng = random.Random(k)
    for _ in range(200):
        a, b = rng.randrange(GF.order), rng.randrange(GF.order)
        assert phi(int(GF(a) * GF(b))) == nim_multiply(phi(a), phi(b))
        assert phi(int(GF(a) + GF(b))) == nim_add(phi(a), phi(b))
        if a:
            assert phi(int(GF(a) ** -1)) == nim_inverse(phi(a))


def test_root_of_refuses_non_splitting():
    with pytest.raises(ValueError, match="split"):
        NimberField(0).root_of([1, 1, 1])                  # x^2 + x + 1 has no root in GF(2)
