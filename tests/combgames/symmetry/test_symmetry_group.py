"""Tests for combgames.symmetry.group: CellGroup, named groups, sympy conversion."""

import itertools

import numpy as np
import pytest
from sympy.combinatorics import Permutation
from collections import Counter

from sympy.combinatorics.named_groups import CyclicGroup, DihedralGroup, SymmetricGroup

from combgames.symmetry import CellGroup, cyclic_group, dihedral_polygon, dihedral_rectangle, dihedral_square
from combgames.symmetry import canonizers


def _same_element_orders(G, H):
    """Isomorphism invariant: the multiset of element orders (separates D_s from the other groups used here)."""
    return Counter(p.order() for p in G.generate()) == Counter(p.order() for p in H.generate())


def _naive_square_maps(n):
    """The 8 symmetries of the n x n grid as coordinate maps (independent of dihedral_square's formulas)."""
    rot = lambda r, c: (c, n - 1 - r)  # noqa: E731  a quarter turn on coordinates
    maps = []
    for k in range(4):
        for flip in (False, True):
            def f(r, c, k=k, flip=flip):
                if flip:
                    r, c = r, n - 1 - c
                for _ in range(k):
                    r, c = rot(r, c)
                return r, c
            maps.append(f)
    return {tuple(n * f(r, c)[0] + f(r, c)[1] for r in range(n) for c in range(n)) for f in maps}


@pytest.mark.parametrize("n", [2, 3, 4, 5, 8])
def test_dihedral_square_is_the_group_of_the_square(n):
    G = dihedral_square(n)
    assert G.order() == 8
    assert set(G._tuples) == _naive_square_maps(n)
    assert G.to_sympy().order() == 8
    assert _same_element_orders(G.to_sympy(), DihedralGroup(4))


def test_dihedral_square_names_act_as_described():
    G = dihedral_square(3)
    board = tuple(range(9))  # cell i holds i, so the image shows where contents come from
    assert G.image(board, G.names.index("e")) == board
    assert G.image(board, G.names.index("H")) == (6, 7, 8, 3, 4, 5, 0, 1, 2)  # rows reversed
    assert G.image(board, G.names.index("V")) == (2, 1, 0, 5, 4, 3, 8, 7, 6)  # columns reversed
    assert G.image(board, G.names.index("D1")) == (0, 3, 6, 1, 4, 7, 2, 5, 8)  # transpose
    r90 = G.names.index("R90")
    assert G.compose(r90, r90) == G.names.index("R180")
    assert G.inverse(r90) == G.names.index("R270")
    assert G.cycle_type(r90) == {1: 1, 4: 2}


def test_generate_and_sympy_round_trip():
    G = CellGroup.generate([[1, 2, 3, 4, 0], [4, 3, 2, 1, 0]])
    assert G.order() == 10
    assert CellGroup.from_sympy(G.to_sympy()) == G
    assert CellGroup.from_sympy(DihedralGroup(5)) == G
    assert CellGroup.from_sympy(SymmetricGroup(4)).order() == 24
    assert CellGroup.from_sympy(CyclicGroup(7)) == cyclic_group(7)


def test_composition_order_matches_documented_sympy_convention():
    G = CellGroup.from_sympy(SymmetricGroup(4))
    for g, h in itertools.product(range(G.order()), repeat=2):
        gh = G.compose(g, h)  # first h, then g
        expected = Permutation(list(G._tuples[h])) * Permutation(list(G._tuples[g]))
        assert G._tuples[gh] == tuple(expected.array_form)


@pytest.mark.parametrize("s", range(3, 10))
def test_dihedral_polygon_is_dihedral(s):
    G = dihedral_polygon(s)
    assert G.order() == 2 * s
    assert G == CellGroup.from_sympy(DihedralGroup(s))
    board = dihedral_polygon(s, rings=(0, 1), centre=True)
    assert board.order() == 2 * s and board.degree == 2 * s + 1
    assert _same_element_orders(board.to_sympy(), DihedralGroup(s))


def test_dihedral_polygon_with_four_sides_is_the_3x3_square_group():
    """Centre, corners (ring 0) and side midpoints (ring 1) relabelled row-major give dihedral_square(3)."""
    G = dihedral_polygon(4, rings=(0, 1), centre=True)
    label = [4, 5, 1, 3, 7, 2, 0, 6, 8]  # centre; corners at 0, 90, 180, 270 degrees; midpoints at 45, ...
    rows = []
    for g in G._tuples:
        row = [0] * 9
        for i in range(9):
            row[label[i]] = label[g[i]]
        rows.append(row)
    assert CellGroup(rows) == dihedral_square(3)


def test_bad_input_is_rejected():
    with pytest.raises(ValueError, match="not a permutation"):
        CellGroup([[0, 0, 1]])
    with pytest.raises(ValueError, match="closed"):
        CellGroup([[0, 1, 2], [1, 2, 0]])
    with pytest.raises(ValueError, match="distinct"):
        CellGroup([[0, 1], [0, 1]])
    with pytest.raises(ValueError, match="names"):
        CellGroup([[0, 1]], names=["a", "b"])
    with pytest.raises(ValueError, match="positive"):
        dihedral_square(0)
    with pytest.raises(ValueError, match="rings"):
        dihedral_polygon(5, rings=(2,))
    with pytest.raises(ValueError, match="max_order"):
        CellGroup.generate([[1, 2, 3, 4, 5, 0], [1, 0, 2, 3, 4, 5]], max_order=100)
    with pytest.raises(TypeError):
        CellGroup.from_sympy([1, 2])
    with pytest.raises(KeyError):
        dihedral_square(3).element("R45")
    with pytest.raises(ValueError, match="not an element"):
        dihedral_square(3).index([1, 0, 2, 3, 4, 5, 6, 7, 8])


def test_existing_api_still_works():
    G = dihedral_square(3)
    c = (1, 0, 0, 0, 0, 0, 0, 0, 2)
    assert G.canonical(c) == min(G.images(c))
    x, o = 0b000000001, 0b100000000
    best = G.canonical_masks((x, o))
    naive = min((sum(1 << i for i in range(9) if (x >> g[i]) & 1), sum(1 << i for i in range(9) if (o >> g[i]) & 1))
                for g in G._tuples)
    assert best == naive
    assert G.image_mask(x, G.names.index("R90")) == sum(1 << i for i in range(9) if (x >> G.element("R90")[i]) & 1)
    assert isinstance(G.elements, np.ndarray) and not G.elements.flags.writeable


def test_canonical_element_gives_the_canonical_image():
    G = dihedral_square(4)
    c = tuple(range(16))
    form, g = G.canonical_element(c)
    assert form == G.canonical(c) == G.image(c, g)


def test_named_like_transfers_names():
    G = CellGroup.generate([dihedral_square(3).element("R90"), dihedral_square(3).element("H")])
    assert G.named_like(dihedral_square(3)).names == dihedral_square(3).names
    with pytest.raises(ValueError):
        cyclic_group(9).named_like(dihedral_square(3))


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([2, 3, 4]), st.data())
def test_canonical_masks_matches_naive(n, data):
    """Both the whole-mask tables (degree <= 12) and the byte tables (4x4) against a naive min."""
    G = dihedral_square(n)
    cells = n * n
    x = data.draw(st.integers(0, (1 << cells) - 1))
    o = data.draw(st.integers(0, (1 << cells) - 1)) & ~x
    def image(m, g):
        return sum(1 << i for i in range(cells) if (m >> g[i]) & 1)
    naive = min((image(x, g), image(o, g)) for g in G._tuples)
    assert G.canonical_masks((x, o)) == naive
    assert G.canonical_masks((x, o, x | o)) == min((image(x, g), image(o, g), image(x | o, g)) for g in G._tuples)


def test_bad_colourings_and_masks_name_the_problem():
    """A wrong-length colouring or an out-of-range mask is an error, never a silent answer or IndexError."""
    G = dihedral_square(3)
    with pytest.raises(ValueError, match="must have 9 cells"):
        G.canonical((0, 1))
    with pytest.raises(ValueError, match="must have 9 cells"):
        G.canonical((0,) * 10)  # extra cells used to be ignored
    with pytest.raises(ValueError, match="must have 9 cells"):
        G.images((0,) * 8)
    with pytest.raises(ValueError, match="element number"):
        G.image((0,) * 9, 8)
    for masks in [(1 << 9, 0), (-1, 0), (0, 1 << 20, 3)]:
        with pytest.raises(ValueError, match="bitmask of cells 0..8"):
            G.canonical_masks(masks)
    with pytest.raises(TypeError, match="tuple"):
        G.canonical_masks(5)
    with pytest.raises(ValueError, match="bitmask of cells 0..24"):
        dihedral_square(5).canonical_masks((1 << 30, 0))
    assert G.canonical_masks((1, 2)) == min(G.canonical_masks((1, 2)), (1, 2))


def test_unknown_element_name_is_a_value_error_too():
    with pytest.raises(ValueError, match="no element named 'R45'"):
        dihedral_square(3).element("R45")


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([(3, 3), (2, 5), (4, 4), (5, 3), (1, 4)]), st.data())
def test_every_canonical_key_path_gives_the_least_image(shape, data):
    """Tables in one chunk, in two chunks, in many chunks, and the numpy path agree with the naive minimum."""

    m, n = shape
    G = dihedral_rectangle(m, n)
    cells = m * n
    x = data.draw(st.integers(0, (1 << cells) - 1))
    o = data.draw(st.integers(0, (1 << cells) - 1)) & ~x

    def image(mask, g):
        return sum(1 << i for i in range(cells) if mask >> g[i] & 1)

    naive = min((image(x, g), image(o, g)) for g in G._tuples)
    assert G.canonical_masks((x, o)) == naive
    assert G.canonical_code((x, o)) == (naive[0] << cells) | naive[1]
    assert G.mask_canonizer(1)(x) == min(image(x, g) for g in G._tuples)
    for budget in (1 << 18, 1 << 8, 1 << 4):  # force one, two and many chunks
        H = CellGroup(G.elements, names=G.names, check=False)
        old = canonizers._TABLE_BUDGET
        canonizers._TABLE_BUDGET = budget
        try:
            assert H.canonical_masks((x, o, x | o)) == min((image(x, g), image(o, g), image(x | o, g))
                                                           for g in G._tuples)
            assert H.mask_canonizer(2)(x, o) == G.canonical_code((x, o))
        finally:
            canonizers._TABLE_BUDGET = old
    big = CellGroup.generate([[1, 2, 3, 4, 0], [1, 0, 2, 3, 4]])  # S_5, 120 elements: the numpy path
    y = x & 31
    assert big.order() > 64 and big.canonical_code((y, 0)) == ((1 << y.bit_count()) - 1) << 5


def test_dihedral_rectangle_and_stabilizer():
    R = dihedral_rectangle(2, 3)
    assert R.order() == 4 and R.names == ("e", "R180", "H", "V")
    assert dihedral_rectangle(4, 4) == dihedral_square(4)
    corner = (1,) + (0,) * 5
    assert R.stabilizer(corner).names == ("e",)
    assert dihedral_square(3).stabilizer((0,) * 4 + (1,) + (0,) * 4) == dihedral_square(3)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, (1 << 40) - 1), st.integers(0, (1 << 40) - 1))
def test_large_group_keys_beyond_62_bits_are_the_least_image(x, o):
    G = dihedral_polygon(40)  # 80 elements on 40 cells: the numpy path, two masks of 40 bits do not pack in 62
    o &= ~x

    def image(mask, g):
        return sum(1 << i for i in range(40) if mask >> g[i] & 1)

    naive = min((image(x, g), image(o, g)) for g in G._tuples)
    assert G.order() > 64 and G.canonical_masks((x, o)) == naive



@settings(max_examples=30, deadline=None)
@given(st.sampled_from([63, 64]), st.data())
def test_keys_of_63_and_64_cells_are_the_least_image_in_unsigned_numpy(cells, data):
    """Masks with the top bit of a 64-bit word set: the numpy path in unsigned integers (a signed one would order
    a mask with bit 63 first) agrees with the naive minimum and with the look-up tables."""
    G = dihedral_polygon(cells)
    x = data.draw(st.integers(0, (1 << cells) - 1))
    o = data.draw(st.integers(0, (1 << cells) - 1)) & ~x
    if data.draw(st.booleans()):
        x |= 1 << (cells - 1)
        o &= ~x

    def image(mask, g):
        return sum(1 << i for i in range(cells) if mask >> g[i] & 1)

    naive = min((image(x, g), image(o, g)) for g in G._tuples)
    code = (naive[0] << cells) | naive[1]
    images = canonizers.MaskImages(G.permutations)
    numpy_key = canonizers.numpy_canonizer(images, 2, None)(x, o)
    assert numpy_key == canonizers.table_canonizer(images, 2, None)(x, o) == code

def test_groups_pickle_after_their_keys_were_used():
    import pickle

    G = dihedral_square(4)
    key = G.canonical_code((3, 12))
    H = pickle.loads(pickle.dumps(G))
    assert H == G and H.names == G.names and H.canonical_code((3, 12)) == key
    one = CellGroup([[0]])
    assert pickle.loads(pickle.dumps(one)).images((7,)) == [(7,)]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([dihedral_square(3), dihedral_rectangle(2, 5), dihedral_polygon(12, rings=(0, 1)),
                        CellGroup.generate([[1, 2, 3, 4, 0], [1, 0, 2, 3, 4]]), dihedral_polygon(40)]),
       st.data())
def test_interchangeable_colours(G, data):
    """With the colour swap the key is the least image of (x, o) and of (o, x), on every path."""

    n = G.degree
    x = data.draw(st.integers(0, (1 << n) - 1))
    o = data.draw(st.integers(0, (1 << n) - 1)) & ~x
    swap = G.mask_canonizer(2, colour_permutations=[(0, 1), (1, 0)])
    assert swap(x, o) == swap(o, x) == min(G.canonical_code((x, o)), G.canonical_code((o, x)))
    old = canonizers._TABLE_BUDGET
    canonizers._TABLE_BUDGET = 1 << 6  # many chunks
    try:
        H = CellGroup(G.elements, check=False)
        assert H.mask_canonizer(2, colour_permutations=[(1, 0), (0, 1)])(x, o) == swap(x, o)
    finally:
        canonizers._TABLE_BUDGET = old
    with pytest.raises(ValueError, match="include the identity"):
        G.mask_canonizer(2, colour_permutations=[(1, 0)])


def test_keys_of_boards_with_hundreds_of_cells():
    G = cyclic_group(400)  # 400 elements, 400 cells: the looping table canonizer
    x, o = 0b1011, 1 << 399
    assert G.canonical_code((x, o)) == min(G.canonical_code((G.image_mask(x, g), G.image_mask(o, g)))
                                           for g in range(5))
    assert G.canonical_masks((1 << 200, 0)) == (1, 0)
