"""The sparse-space method for any octal code (combgames/grundy/octal_sparse.py) against the quadratic
take-and-break kernel: every code with at most three digits, masks good and bad (the method is exact for every
mask), random codes with marks (Hypothesis), Grundy's game against its own kernel, the plain mex of single heaps,
and the refusals."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combgames.games.heaps import OctalCode
from combgames.games.octal import grundy_sequence
from combgames.grundy.grundys_game import grundys_game_values
from combgames.grundy.octal import octal_values
from combgames.grundy.octal_sparse import (
    HEAD,
    SPARSE_FROM,
    check_sparse_code,
    code_moves,
    fill_octal_sparse,
    octal_sparse_values,
    plain_value,
    prefers_sparse,
    rare_heaps_of,
    sparse_cost,
    sparse_mask,
    splits_heaps,
)
from combgames.grundy.octal_table import octal_codes


def _quadratic(code, limit):
    code = code if isinstance(code, OctalCode) else OctalCode(code)
    return np.asarray(grundy_sequence(code, limit, backend="numba"), dtype=np.int64)


def _sparse(code, limit, mask, head, backend="numba"):
    """G(0..limit) by the sparse kernel from heap ``head + 1`` on (G(0..head) by the quadratic kernel)."""
    values = np.zeros(limit + 1, dtype=np.uint16)
    values[:head + 1] = _quadratic(code, head)
    rare, pairs = fill_octal_sparse(code, values, head + 1, mask, backend=backend)
    return values.astype(np.int64), rare, pairs


BAD_MASKS = (0, 1, 0xffff, 0x1e, 0x2aa)
"""Masks that leave many rare heaps for most codes (0: every value rare, the plain mex), and a few good ones."""


def test_every_code_of_at_most_three_digits_equals_the_quadratic_kernel_under_chosen_and_bad_masks():
    """All 1024 codes d0.d1d2d3 to heap 1,000: a mask of its own (chosen on G(10..30)) or one of BAD_MASKS."""
    limit = 1000
    for i, code in enumerate(octal_codes()):
        expected = _quadratic(code, limit)
        mask = sparse_mask(expected[10:31]) if i % 2 else BAD_MASKS[(i // 2) % len(BAD_MASKS)]
        got, rare, _ = _sparse(code, limit, mask, 30)
        assert np.array_equal(got, expected), (code, mask)
        assert rare == len(rare_heaps_of(expected, mask)), (code, mask)


@pytest.mark.parametrize("code", ["0.6", "0.16", "0.376", "0.354", "4!.0", "0.137", "4.344"])
def test_python_twin_equals_the_compiled_kernel(code):
    python, numba = _sparse(code, 400, 0x1e, 20, "python"), _sparse(code, 400, 0x1e, 20, "numba")
    assert np.array_equal(python[0], numba[0]) and python[1:] == numba[1:]  # the same rare heaps and pairs
    assert np.array_equal(numba[0], _quadratic(code, 400))


DIGITS = st.integers(0, 7)
MARKS = st.sampled_from(["", "", "", "!", "?", "="])


@st.composite
def codes(draw):
    """A finite code d0.d1...dt (t <= 5, d0 in {0, 4}) with marks on some digits that split (bit 4)."""
    digits = [draw(st.sampled_from([0, 4]))] + draw(st.lists(DIGITS, min_size=1, max_size=5))
    parts = [f"{d}{draw(MARKS) if d & 4 else ''}" for d in digits]
    return OctalCode(parts[0] + "." + "".join(parts[1:]))


@settings(max_examples=60, deadline=None)
@given(code=codes(), mask=st.integers(0, 0xffff), head=st.integers(1, 80))
def test_random_codes_with_marks_and_masks_equal_the_quadratic_kernel(code, mask, head):
    limit = 700
    got, rare, _ = _sparse(code, limit, mask, head)
    expected = _quadratic(code, limit)
    assert np.array_equal(got, expected)
    assert rare == len(rare_heaps_of(expected, mask))


def test_grundys_game_by_the_general_kernel_equals_its_own():
    ours = octal_sparse_values("4!.0", 60000, backend="numba")
    theirs = grundys_game_values(60000, method="sparse")
    assert ours.method == "sparse" and ours.mask == theirs.mask == 0xfe and ours.rare == theirs.rare
    assert np.array_equal(ours.values, theirs.values.astype(np.uint16))


def test_octal_values_methods_agree_and_auto_chooses_by_the_rare_heaps():
    limit = SPARSE_FROM + 2000
    quadratic = octal_values("0.6", limit, method="quadratic")
    assert np.array_equal(octal_values("0.6", limit, method="sparse"), quadratic)
    assert np.array_equal(octal_values("0.6", limit, method="auto"), quadratic)
    # .6 has few rare heaps (mask 0x1ee, as Czajka's); Dawson's chess 0.137 has no good mask: most heaps are rare
    assert octal_sparse_values("0.6", 100000, method="auto").method == "sparse"
    g = octal_sparse_values("0.137", HEAD, head=HEAD).values
    mask = sparse_mask(g[HEAD // 2:])
    assert len(rare_heaps_of(g, mask)) > HEAD // 3
    assert not prefers_sparse("0.137", 10**6, sparse_cost("0.137", 10**6, g, mask))
    assert octal_sparse_values("0.137", 2000, method="auto", head=500).method == "quadratic"
    assert octal_values("0.3", 10**5, method="auto").tolist()[:6] == [0, 1, 0, 1, 0, 1]  # no split: quadratic


def test_sampled_heaps_by_the_plain_mex():
    """A sample of heaps of .6 past the head re-derived by the plain mex over all moves (a sampled check)."""
    r = octal_sparse_values("0.6", 3 * HEAD)
    for n in (1, 2, 17, HEAD + 1, 2 * HEAD + 7, 3 * HEAD):
        assert plain_value("0.6", n, r.values) == r.values[n]
    assert [plain_value("4!.0", n, [0, 0, 0, 1, 0, 2, 1]) for n in (3, 5, 6)] == [1, 2, 1]
    assert plain_value("4=.0", 4, [0, 1, 0, 1]) == 1 and plain_value("0.4=", 5, [0] * 5) == 1


def test_code_moves_and_the_codes_the_method_speeds_up():
    assert [a.tolist() for a in code_moves("4?.16=")] == [[0, 1, 2], [0], [1], [2]]
    assert splits_heaps("0.6") and splits_heaps("4!.0") and splits_heaps("0.07")
    assert not splits_heaps("0.33") and not splits_heaps("0.[6]") and not splits_heaps("0.F")
    g = octal_sparse_values("0.16", HEAD).values
    good, every = sparse_cost("0.16", 10**6, g, 0x1e), sparse_cost("0.16", 10**6, g, 0)  # mask 0: every heap rare
    assert good < 10**9 < every and prefers_sparse("0.16", 10**6, good) and not prefers_sparse("0.16", 10**6, every)


def test_an_interrupt_stops_the_kernel():
    values = np.zeros(5000, dtype=np.uint16)
    control = np.array([1, 0], dtype=np.int64)  # the stop flag already set
    with pytest.raises(KeyboardInterrupt):
        fill_octal_sparse("0.6", values, 1, 0x1ee, control=control)
    assert control[1] == 1


def test_bad_requests():
    with pytest.raises(ValueError, match="point"):
        check_sparse_code("077")
    with pytest.raises(ValueError, match="finite"):
        octal_sparse_values("0.[6]", 100)
    with pytest.raises(ValueError, match="three heaps"):
        octal_values("0.F", 100, method="sparse")
    with pytest.raises(TypeError, match="octal code"):
        check_sparse_code(6)
    with pytest.raises(ValueError, match="mask"):
        octal_sparse_values("0.6", 100, mask=1 << 16)
    with pytest.raises(ValueError, match="mask"):
        octal_sparse_values("0.6", 100, mask=-1)
    with pytest.raises(ValueError, match="limit"):
        octal_sparse_values("0.6", -1)
    with pytest.raises(ValueError, match="head"):
        octal_sparse_values("0.6", 100, head=101)
    with pytest.raises(ValueError, match="method"):
        octal_values("0.6", 100, method="fast")
    with pytest.raises(ValueError, match="max_heaps"):
        octal_sparse_values("0.6", 10**6, max_heaps=1000)
    with pytest.raises(ValueError, match="max_operations"):  # Dawson's chess: no good mask, refused on the estimate
        octal_values("0.137", 10**6, method="sparse")
    with pytest.raises(ValueError, match="uint16"):
        fill_octal_sparse("0.6", np.zeros(10, dtype=np.int64), 1, 3)
    with pytest.raises(ValueError, match="start"):
        fill_octal_sparse("0.6", np.zeros(10, dtype=np.uint16), 0, 3)
