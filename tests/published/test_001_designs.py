"""Published design-theory claims of seeds/001_b5e936bd6e3419b9.txt (and OEIS counts of Latin squares).

Each test names the place in the seed it checks. The expected values are copied from the paper (or from
OEIS for the counts); the library computes.
"""

import pytest
from sympy.combinatorics import Permutation, PermutationGroup

from combgames.sources.affine_tictactoe import (figure1_mols4, free_point_orbits, paper_autoparatopisms, pi4,
                                                pi4_grid, pi4_index_blocks, position_stabilizer)
from designs import (AffinePlane, ResolvableTransversalDesign, TransversalDesign, affine_plane, mutually_orthogonal,
                     projective_plane)


def L(text):
    return frozenset(t.strip() for t in text.split(","))


FIGURE1 = (
    [[1, 2, 3, 4], [2, 1, 4, 3], [3, 4, 1, 2], [4, 3, 2, 1]],
    [[1, 2, 3, 4], [4, 3, 2, 1], [2, 1, 4, 3], [3, 4, 1, 2]],
    [[1, 2, 3, 4], [3, 4, 1, 2], [4, 3, 2, 1], [2, 1, 4, 3]],
)
FIGURE2 = {
    "gamma1": {L("r1,c1,alpha1,beta1"), L("r4,c2,alpha3,beta4"), L("r2,c3,alpha4,beta2"), L("r3,c4,alpha2,beta3")},
    "gamma2": {L("r3,c3,alpha1,beta4"), L("r1,c2,alpha2,beta2"), L("r4,c1,alpha4,beta3"), L("r2,c4,alpha3,beta1")},
    "gamma3": {L("r2,c1,alpha2,beta4"), L("r3,c2,alpha4,beta1"), L("r1,c3,alpha3,beta3"), L("r4,c4,alpha1,beta2")},
    "gamma4": {L("r3,c1,alpha3,beta2"), L("r2,c2,alpha1,beta3"), L("r4,c3,alpha2,beta1"), L("r1,c4,alpha4,beta4")},
}
FIGURE3 = {L("r1,r2,r3,r4"), L("c1,c2,c3,c4"), L("alpha1,alpha2,alpha3,alpha4"), L("beta1,beta2,beta3,beta4")}
FIGURE4 = (("r2", "alpha4", "beta2", "c3"), ("beta1", "c1", "r1", "alpha1"),
           ("c4", "beta3", "alpha2", "r3"), ("alpha3", "r4", "c2", "beta4"))
FIGURE5A = ("xyzw", "yxwz", "zwxy", "wzyx")
FIGURE5B = ("xyzw", "wzyx", "yxwz", "zwxy")


def _cycles(text, prefix):
    """A permutation of prefix1..prefix4 from 1-based cycle notation ("i" the identity), as a dict."""
    out = {f"{prefix}{v}": f"{prefix}{v}" for v in range(1, 5)}
    for cycle in text.replace(")", "").split("(")[1:]:
        for a, b in zip(cycle, cycle[1:] + cycle[0]):
            out[f"{prefix}{a}"] = f"{prefix}{b}"
    return out


# Section 2: psi_1 = (i, (13)(24), i, (13)(24), (12)(34)), psi_2 = ((34), (13), (23), (2134), (3124)), written
# out point by point with the paper's definition (Section 1): pi moves the types, then sigma_r, sigma_c,
# sigma_alpha, sigma_beta permute the values of the *resulting* rows, columns, alphas and betas.
PSI1_MAP = {**_cycles("(13)(24)", "r"), **_cycles("i", "c"), **_cycles("(13)(24)", "alpha"),
            **_cycles("(12)(34)", "beta")}
PSI2_MAP = {**_cycles("(13)", "r"), **_cycles("(23)", "c"),
            # pi = (34): an alpha becomes a beta, then sigma_beta = (3124) acts; a beta becomes an alpha,
            # then sigma_alpha = (2134) acts
            **{f"alpha{v}": _cycles("(3124)", "beta")[f"beta{v}"] for v in range(1, 5)},
            **{f"beta{v}": _cycles("(2134)", "alpha")[f"alpha{v}"] for v in range(1, 5)}}


def test_figure1_squares_are_3_mols():
    """Section 1, Figure 1: three mutually orthogonal Latin squares of order 4."""
    squares = figure1_mols4()
    assert tuple(s.to_list() for s in squares) == FIGURE1
    assert mutually_orthogonal(squares)


def test_entry_r3_c2():
    """Section 1: the entry in row r3, column c2 is (r3, c2, alpha4, beta1, gamma3)."""
    td = TransversalDesign.from_mols(figure1_mols4())
    assert td.blocks_as_labels()[td.block_labels.index("r3c2")] == ("r3", "c2", "alpha4", "beta1", "gamma3")


def test_td54():
    """Section 1: the 16 entries of Figure 1 are the blocks of a TD(5, 4)."""
    td = TransversalDesign.from_mols(figure1_mols4())
    assert td.is_valid() and (td.k, td.n, len(td.blocks)) == (5, 4, 16)


def test_rtd44_figure2_exactly():
    """Section 1, Figure 2: the RTD(4, 4) has 16 points, 16 blocks, 4 groups; its parallel classes gamma_i."""
    rtd = ResolvableTransversalDesign.from_mols(figure1_mols4())
    assert (len(rtd.points), len(rtd.blocks), len(rtd.groups)) == (16, 16, 4)
    labels = rtd.blocks_as_labels()
    got = {name: {frozenset(labels[j]) for j in cls} for name, cls in zip(rtd.class_names, rtd.parallel_classes())}
    assert got == FIGURE2
    assert {frozenset(g) for g in rtd.groups_as_labels()} == FIGURE3


def test_pi4_lines_are_figures_2_and_3():
    """Section 1: pi_4 = the RTD(4, 4) blocks plus the index class; 16 points, 20 lines, 5 parallel classes."""
    p = pi4()
    lines = {frozenset(b) for b in p.blocks_as_labels()}
    assert lines == set().union(*FIGURE2.values()) | FIGURE3
    assert {frozenset(p.blocks_as_labels()[j]) for j in pi4_index_blocks()} == FIGURE3
    assert (p.num_points, p.num_blocks, len(p.parallel_classes())) == (16, 20, 5)
    assert set(p.block_sizes()) == {4}


def test_pi4_is_ag24():
    """Section 1: pi_4 is the affine plane of order 4 (here: isomorphic to AG(2, 4) over GF(4))."""
    assert pi4().is_isomorphic(affine_plane(4))


def test_example_game_lines():
    """Section 1: the example game's winning and threatened lines are lines of pi_4."""
    lines = {frozenset(b) for b in pi4().blocks_as_labels()}
    for text in ("r1,c4,alpha4,beta4", "r1,c2,alpha2,beta2", "r3,c4,alpha2,beta3"):
        assert L(text) in lines


def test_grid_figure4_and_figure5():
    """Section 1, Figures 4 and 5: the grid and the winning diagonals from gamma3 and gamma4."""
    g = pi4_grid()
    assert g.grid() == FIGURE4
    assert tuple("".join(r) for r in g.class_pattern(2)) == FIGURE5A
    assert tuple("".join(r) for r in g.class_pattern(3)) == FIGURE5B


def test_pi4_unique():
    """Section 1: pi_4 is unique up to isomorphism (all 3-MOLS(4) give isomorphic planes)."""
    from designs.counting import normalised_mols
    certs = {AffinePlane.from_mols(s).canonical_certificate() for s in normalised_mols(4, 3)}
    assert len(certs) == 1


def test_td54_plus_index_class_is_pi4_projective_minus_a_point():
    """Section 1: 'TD(5, 4) together with the index class ... is the same as playing on Pi_4'.

    Literally it is Pi_4 with one point deleted (20 points, not 21): the reproduce table marks it an erratum.
    """
    td = TransversalDesign.from_mols(figure1_mols4()).incidence_structure(include_groups=True)
    pg = projective_plane(4)
    assert td.num_points == 20 and pg.num_points == 21
    assert td.is_isomorphic(pg.without_point(pg.points[5]))


def test_psi_maps_written_out_are_what_the_library_reads():
    """Section 2: the library's reading of psi_1, psi_2 is the paper's definition applied point by point."""
    psi = paper_autoparatopisms()
    assert psi["psi1"].point_map() == PSI1_MAP
    assert psi["psi2"].point_map() == PSI2_MAP
    assert PSI2_MAP["alpha2"] == "beta4" and PSI2_MAP["beta1"] == "alpha3" and PSI1_MAP["beta4"] == "beta3"


def test_psi1_psi2_are_autoparatopisms_fixing_case1():
    """Section 2: psi_1, psi_2 are autoparatopisms fixing X = (r1, r3, c1), O = (r2, r4), and they generate the
    whole stabiliser of that position.

    Checked on the maps written out above: each maps the 16 entries (r_i, c_j, alpha_k, beta_l) of the first
    two squares of Figure 1 (as printed) onto entries, and X onto X, O onto O; the stabiliser computed by nauty
    from the squares has the order of the group they generate and contains it.
    """
    entries = {frozenset((f"r{i + 1}", f"c{j + 1}", f"alpha{FIGURE1[0][i][j]}", f"beta{FIGURE1[1][i][j]}"))
               for i in range(4) for j in range(4)}
    X, O = {"r1", "r3", "c1"}, {"r2", "r4"}
    for mp in (PSI1_MAP, PSI2_MAP):
        assert {frozenset(mp[p] for p in e) for e in entries} == entries
        assert {mp[x] for x in X} == X and {mp[o] for o in O} == O
    a, b, _ = figure1_mols4()
    G = position_stabilizer([a, b], X, O)
    labels = TransversalDesign.from_mols([a, b]).points
    H = PermutationGroup([Permutation([labels.index(mp[p]) for p in labels]) for mp in (PSI1_MAP, PSI2_MAP)])
    assert H.order() == G.order() == 4 and H.is_subgroup(G)


def test_case1_distinct_replies():
    """Section 2: up to the autoparatopisms, Ophelia's only distinct moves are c2, c4, alpha1, alpha2."""
    a, b, _ = figure1_mols4()
    reps = [o[0] for o in free_point_orbits([a, b], ["r1", "r3", "c1"], ["r2", "r4"])]
    assert reps == ["c2", "c4", "alpha1", "alpha2"]


def test_case2_no_autoparatopism():
    """Section 2: no autoparatopism fixes X = (r1, r3, alpha2), O = (r2, c1)."""
    a, b, _ = figure1_mols4()
    assert position_stabilizer([a, b], ["r1", "r3", "alpha2"], ["r2", "c1"]).order() == 1


# OEIS reference values (not from the seed): A002860, A000315, A040082, A003090 for n = 1..6
A002860 = [1, 2, 12, 576, 161280, 812851200]
A000315 = [1, 1, 1, 4, 56, 9408]
A040082 = [1, 1, 1, 2, 2, 22]
A003090 = [1, 1, 1, 2, 2, 12]


@pytest.mark.parametrize("n", range(1, 7))
def test_latin_square_totals_oeis(n):
    from designs.counting import number_of_latin_squares, number_of_reduced_latin_squares
    assert number_of_reduced_latin_squares(n) == A000315[n - 1]
    assert number_of_latin_squares(n) == A002860[n - 1]


@pytest.mark.parametrize("n", range(1, 6))
def test_latin_square_classes_oeis(n):
    from designs.counting import number_of_isotopy_classes, number_of_main_classes
    assert number_of_isotopy_classes(n) == A040082[n - 1]
    assert number_of_main_classes(n) == A003090[n - 1]


@pytest.mark.slow
def test_latin_square_classes_oeis_order_6():
    """About 6 s: 9408 nauty certificates."""
    from designs.counting import number_of_isotopy_classes, number_of_main_classes
    assert number_of_isotopy_classes(6) == A040082[5]
    assert number_of_main_classes(6) == A003090[5]


@pytest.mark.slow
def test_reduced_latin_squares_order_7_oeis():
    """A000315(7) = 16942080 and A002860(7) = 61479419904000, with the numba counter (about 5 s)."""
    from designs.counting import number_of_latin_squares, number_of_reduced_latin_squares
    assert number_of_reduced_latin_squares(7, backend="numba") == 16942080
    assert number_of_latin_squares(7, backend="numba") == 61479419904000
