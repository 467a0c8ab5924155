"""The public Hypothesis strategies produce only valid objects, checked by the library's own validators."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument

from combgames.games.positional import TicTacToe
from combgames.strategies import isotopisms, latin_squares, mols, reachable_positions
from designs import LatinSquare
from designs.latin import mutually_orthogonal
from tests.reference.minimax import reachable

TTT = TicTacToe()
TTT_POSITIONS = reachable(TTT)


@given(latin_squares(max_order=8))
@settings(max_examples=500, deadline=None)
def test_latin_squares_are_latin(L):
    assert LatinSquare(L.to_list(labels=False)) == LatinSquare._trusted(L.array)


@given(mols())
@settings(max_examples=100, deadline=None)
def test_mols_are_mutually_orthogonal(squares):
    assert mutually_orthogonal(squares)


@given(st.integers(1, 6).flatmap(lambda n: st.tuples(latin_squares(n, n), isotopisms(n))))
def test_isotopisms_map_latin_squares_to_latin_squares(data):
    L, (r, c, s) = data
    image = L.isotope(r, c, s)
    assert LatinSquare(image.to_list(labels=False)).order == L.order


@given(reachable_positions(TTT))
@settings(max_examples=500)
def test_reachable_positions_are_reachable(p):
    assert p in TTT_POSITIONS


def test_latin_squares_reach_beyond_the_cyclic_isotopy_class():
    # Order 4 has two isotopy classes; the cyclic group Z4 and the Klein four-group. Both must appear.
    seen = set()

    @given(latin_squares(4, 4))
    @settings(max_examples=200, database=None)
    def collect(L):
        a = L.array
        # Klein-type squares have every 2x2 "intercalate" count 12; cyclic-type have 4.
        count = sum(1 for r1 in range(4) for r2 in range(r1 + 1, 4) for c1 in range(4) for c2 in range(c1 + 1, 4)
                    if a[r1, c1] == a[r2, c2] and a[r1, c2] == a[r2, c1])
        seen.add(count)

    collect()
    assert seen == {4, 12}


@pytest.mark.parametrize("strategy", [
    lambda: latin_squares(3, 2), lambda: latin_squares(0, 2), lambda: mols(orders=(6,)), lambda: mols(orders=()),
    lambda: reachable_positions(TTT, max_plies=-1),
])
def test_degenerate_arguments_are_refused(strategy):
    @given(strategy())
    def draw_one(value):
        pass

    with pytest.raises(InvalidArgument):
        draw_one()


@given(reachable_positions(TTT, max_plies=3))
def test_max_plies_is_respected(p):
    assert bin(p[0] | p[1]).count("1") <= 3


from combgames.grundy.sshape import s_formula, s_value  # noqa: E402
from combgames.grundy.staircase import staircase_cells, staircase_game  # noqa: E402
from combgames.strategies import (  # noqa: E402
    paratopisms, relabelled_designs, s_shapes, staircases, stone_sets, tactix_boards)
from designs.latin import mols as complete_mols  # noqa: E402
from designs.planes import affine_plane  # noqa: E402


@given(paratopisms(2, 4))
@settings(max_examples=300)
def test_paratopisms_map_mols_to_mols(g):
    assert mutually_orthogonal(g.apply(complete_mols(4)[:2]))


AG3 = affine_plane(3)


@given(relabelled_designs(AG3))
@settings(max_examples=200, deadline=None)
def test_relabelled_designs_are_isomorphic_and_the_map_is_the_permutation(pair):
    image, perm = pair
    blocks = {tuple(sorted(perm[i] for i in b)) for b in AG3.blocks}
    assert blocks == set(image.blocks)
    assert image.is_isomorphic(AG3)


@given(tactix_boards())
@settings(max_examples=300)
def test_tactix_boards_are_valid_games(g):
    p = g.initial()
    assert g.parse_position(g.format_position(p)) == p


@given(staircases())
def test_staircases_have_the_declared_number_of_counters(lengths):
    assert len(staircase_cells(lengths)) == sum(lengths)
    assert bin(staircase_game(lengths).board).count("1") == sum(lengths)


@given(s_shapes(max_a=12))
@settings(max_examples=100, deadline=None)
def test_s_shapes_formula_against_dp(ab):
    a, b = ab
    assert s_formula(a, b) == s_value(a, b)


@given(stone_sets(kinds=("hex torus", "square klein bottle", "square projective plane")))
@settings(max_examples=300)
def test_stone_sets_are_cells_of_their_surface(pair):
    surface, cells = pair
    assert all(0 <= c < surface.size for c in cells)
