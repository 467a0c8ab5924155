"""designs.fields: the operation tables agree with galois FieldArray arithmetic (the reference)."""

import galois
import numpy as np
import pytest

from designs.fields import field_tables


@pytest.mark.parametrize("q", [2, 3, 4, 5, 7, 8, 9, 16])
def test_tables_match_galois(q):
    F = field_tables(q)
    gf = galois.GF(q)
    x = gf(np.arange(q))
    assert np.array_equal(F.add, np.asarray(x[:, None] + x[None, :]))
    assert np.array_equal(F.mul, np.asarray(x[:, None] * x[None, :]))
    assert np.array_equal(F.neg, np.asarray(-x))
    assert np.array_equal(F.mul[np.arange(1, q), F.inv[1:]], np.ones(q - 1, dtype=np.int64))
    assert np.array_equal(F.frobenius, np.asarray(x ** F.p))
    assert F.primitive == int(gf.primitive_element)
    # the primitive element generates the multiplicative group
    powers, a = set(), 1
    for _ in range(q - 1):
        a = int(F.mul[a, F.primitive])
        powers.add(a)
    assert powers == set(range(1, q))


def test_no_field():
    with pytest.raises(ValueError, match="6 = 2 \\* 3"):
        field_tables(6)
