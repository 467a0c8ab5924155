"""Claims of "Tic-Tac-Toe on an affine plane of order 4" (seed 001_b5e936bd6e3419b9.txt) about designs.

The finite-geometry content of the paper, recomputed with :mod:`designs`: the 3-MOLS(4) of Figure 1, the
TD(5, 4) and RTD(4, 4) (Figure 2) they give, the plane pi_4 with its index class (Figure 3), the grid view
(Figures 4 and 5), the paratopisms psi_1 and psi_2 with the convention that makes both autoparatopisms,
the stabilisers of the two positions of the proof, and the relation to the projective plane Pi_4. Counting
of Latin squares is compared with OEIS (not from the seed). Game values (who wins on pi_4, the TD(4, 4)
and with index blocks removed, Tables 7 and 9) are claims of the positional-games module, not here.

The paper's figures are transcribed once, in :mod:`combgames.sources.affine_tictactoe`; the published values
below (counts, orbit representatives) are written in the claims.
"""

from __future__ import annotations

import itertools
from functools import lru_cache

from combgames.reproduce import Claim, Computed
from combgames.sources.affine_tictactoe import FIGURE4_GRID, FIGURE5_PATTERNS

SEED = "001_b5e936bd6e3419b9.txt"
S1 = f"{SEED}:Section 1"
S2 = f"{SEED}:Section 2, proof of Theorem 2.1"


def _figure(name: str) -> dict:
    """Figure 2 (``"gamma1"`` .. ``"gamma4"``) or Figure 3 (``"index"``) as transcribed in the source module."""
    from combgames.sources.affine_tictactoe import figure2_blocks

    return figure2_blocks()[1][name]


def _case(name: str) -> tuple:
    from combgames.sources.affine_tictactoe import PROOF_CASES

    return PROOF_CASES[name]


@lru_cache(maxsize=1)
def _pair():
    from combgames.sources.affine_tictactoe import figure1_mols4

    a, b, _ = figure1_mols4()
    return a, b


def _fig1_mols() -> bool:
    from combgames.sources.affine_tictactoe import figure1_mols4
    from designs import mutually_orthogonal

    return mutually_orthogonal(figure1_mols4())


def _fig1_entry() -> tuple:
    from combgames.sources.affine_tictactoe import figure1_mols4
    from designs import TransversalDesign

    td = TransversalDesign.from_mols(figure1_mols4())
    j = td.block_labels.index("r3c2")
    return td.blocks_as_labels()[j]


def _td54() -> Computed:
    from combgames.sources.affine_tictactoe import figure1_mols4
    from designs import TransversalDesign

    td = TransversalDesign.from_mols(figure1_mols4())
    td.check()
    return Computed((td.k, td.n, len(td.blocks)),
                    "20 points in 5 groups of 4, 16 blocks of 5; every pair in exactly one block or group")


def _rtd_params() -> tuple[int, int, int]:
    from combgames.sources.affine_tictactoe import figure1_mols4
    from designs import ResolvableTransversalDesign

    rtd = ResolvableTransversalDesign.from_mols(figure1_mols4())
    rtd.check()
    return (len(rtd.points), len(rtd.blocks), len(rtd.groups))


def _figure2() -> Computed:
    from combgames.sources.affine_tictactoe import figure1_mols4
    from designs import ResolvableTransversalDesign

    rtd = ResolvableTransversalDesign.from_mols(figure1_mols4())
    labels = rtd.blocks_as_labels()
    computed = {name: frozenset(frozenset(labels[j]) for j in cls_)
                for name, cls_ in zip(rtd.class_names, rtd.parallel_classes())}
    published = {name: frozenset(_figure(name)) for name in computed}
    same = computed == published
    return Computed({k: sorted(sorted(b) for b in v) for k, v in computed.items()},
                    f"each parallel class gamma_i equals the published one as a set of blocks: {same} (the figure "
                    "lists blocks within a class in no fixed order)")


def _figure3() -> bool:
    from combgames.sources.affine_tictactoe import pi4

    p = pi4()
    return {frozenset(p.blocks_as_labels()[j]) for j in p.index_class} == set(_figure("index"))


def _pi4_params() -> tuple[int, int, int, int]:
    from combgames.sources.affine_tictactoe import pi4

    p = pi4()
    p.check()
    sizes = set(p.block_sizes())
    size = sizes.pop() if len(sizes) == 1 else tuple(sorted(p.block_sizes()))
    return (p.num_points, p.num_blocks, size, len(p.parallel_classes()))


def _pi4_iso() -> Computed:
    from combgames.sources.affine_tictactoe import pi4
    from designs import affine_plane

    phi = pi4().isomorphism(affine_plane(4))
    text = ", ".join(f"{k}->{v}" for k, v in phi.items()) if phi else ""
    return Computed(phi is not None,
                    "explicit isomorphism pi_4 -> AG(2, 4) over galois GF(4) (points (x, y), integer field "
                    f"elements): {text}")


def _uniqueness() -> Computed:
    from designs import AffinePlane, TransversalDesign
    from designs.counting import normalised_mols

    planes = {AffinePlane.from_mols(s).canonical_certificate() for s in normalised_mols(4, 3)}
    pairs = list(normalised_mols(4, 2))
    tds = {TransversalDesign.from_mols(s).incidence_structure(include_groups=True).canonical_certificate()
           for s in pairs}
    return Computed(len(planes),
                    f"all 3-MOLS(4) in normal form: {sum(1 for _ in normalised_mols(4, 3))} set(s), "
                    f"{len(planes)} plane up to isomorphism; all 2-MOLS(4): {len(pairs)} normal forms, "
                    f"{len(tds)} TD(4, 4) up to isomorphism (so Figures 1 and 2 are unique up to isomorphism)")


def _grid() -> list[list[str]]:
    from combgames.sources.affine_tictactoe import pi4_grid

    return [list(r) for r in pi4_grid().grid()]


def _grid_figure5() -> list[list[str]]:
    from combgames.sources.affine_tictactoe import pi4_grid

    g = pi4_grid()
    return [["".join(r) for r in g.class_pattern(2)], ["".join(r) for r in g.class_pattern(3)]]


def _grid_winning_sets() -> Computed:
    from combgames.sources.affine_tictactoe import pi4_grid

    g = pi4_grid()
    p = g.plane
    kind = lambda lab: lab.rstrip("0123456789")  # noqa: E731
    rows = [frozenset(r) for r in g.grid()]
    cols = [frozenset(g.point_at(i, j) for i in range(4)) for j in range(4)]
    diagonals = []
    for perm in itertools.permutations(range(4)):
        labs = frozenset(g.point_at(i, perm[i]) for i in range(4))
        if len({kind(x) for x in labs}) == 4:
            diagonals.append(labs)
    same_type = [frozenset(x for row in g.grid() for x in row if kind(x) == t) for t in ("r", "c", "alpha", "beta")]
    described = set(rows) | set(cols) | set(diagonals) | set(same_type)
    lines = {frozenset(b) for b in p.blocks_as_labels()}
    ok = described == lines
    return Computed(ok,
                    f"4 rows + 4 columns + {len(diagonals)} diagonals with four different index types + 4 "
                    "same-type sets = the 20 lines of pi_4 exactly (of the 24 diagonals, exactly 8 have four "
                    "types, and they are the gamma3 and gamma4 lines)")


def _example_lines() -> bool:
    from combgames.sources.affine_tictactoe import pi4

    p = pi4()
    lines = {frozenset(b) for b in p.blocks_as_labels()}
    return all(frozenset(x) in lines for x in (("r1", "c4", "alpha4", "beta4"), ("r1", "c2", "alpha2", "beta2"),
                                                ("r3", "c4", "alpha2", "beta3")))


def _projective() -> Computed:
    from combgames.sources.affine_tictactoe import figure1_mols4
    from designs import TransversalDesign, projective_plane

    td = TransversalDesign.from_mols(figure1_mols4())
    with_index = td.incidence_structure(include_groups=True)
    pg = projective_plane(4)
    minus_point = pg.without_point(pg.points[0])
    same_as_punctured = with_index.is_isomorphic(minus_point)
    completed = with_index.with_point("infinity", range(len(td.blocks), with_index.num_blocks))
    same_as_pg = completed.is_isomorphic(pg)
    value = ("Pi_4" if with_index.is_isomorphic(pg) else
             "Pi_4 minus a point" if same_as_punctured and same_as_pg else "neither")
    return Computed(value,
                    f"TD(5, 4) + index class has {with_index.num_points} points, 16 lines of 5 and 5 of 4; "
                    f"Pi_4 has 21 points and 21 lines of 5. TD(5, 4) + index class is isomorphic to Pi_4 with "
                    f"one point deleted ({same_as_punctured}); adding one common point to the 5 index blocks "
                    f"gives Pi_4 ({same_as_pg}). The game on all three MOLS is the game on Pi_4 with one point "
                    "removed (the point on all index lines), not literally the game on Pi_4")


def _td44() -> bool:
    from combgames.sources.affine_tictactoe import pi4, pi4_index_blocks
    from designs import TransversalDesign

    p = pi4()
    rest = p.without_blocks(pi4_index_blocks())
    td = TransversalDesign(rest.points, [p.blocks[j] for j in pi4_index_blocks()], rest.blocks)
    return td.is_valid() and (td.k, td.n) == (4, 4)


def _psi_convention() -> Computed:
    from combgames.sources.affine_tictactoe import paper_autoparatopisms
    from designs.paratopy import Paratopism

    a, b = _pair()
    psi = paper_autoparatopisms()
    both = all(psi[k].is_autoparatopism([a, b]) for k in ("psi1", "psi2"))
    g = psi["psi2"]
    # reading 2: sigma_t acts on the original type t, before pi moves it
    before = Paratopism(g.types, [g.sigmas[g.types.index(s)] for s in range(g.m)])
    # reading 3: the 4-symbol components (2134), (3124) in one-line notation
    one_line = Paratopism(g.types, list(g.sigmas[:2]) + [[1, 0, 2, 3], [2, 0, 1, 3]])
    return Computed(both,
                    "convention: cycle notation, 1-based, types 1 = rows, 2 = columns, 3 = alpha, 4 = beta, i the "
                    "identity; pi first, then sigma_s on the resulting type s: (t, v) -> (pi(t), sigma_pi(t)(v)). "
                    f"Other readings of psi_2: sigma_t applied before pi gives an autoparatopism: "
                    f"{before.is_autoparatopism([a, b])}; (2134), (3124) in one-line notation: "
                    f"{one_line.is_autoparatopism([a, b])}. psi_1 is an autoparatopism under every reading "
                    "(pi = i, involutions)")


def _psi_fix_case1() -> bool:
    from combgames.sources.affine_tictactoe import paper_autoparatopisms

    x, o = _case("case1")
    for g in paper_autoparatopisms().values():
        mp = g.point_map()
        if {mp[p] for p in x} != set(x) or {mp[p] for p in o} != set(o):
            return False
    return True


def _case1_stabiliser() -> Computed:
    from sympy.combinatorics import PermutationGroup

    from combgames.sources.affine_tictactoe import paper_autoparatopisms, pi4, position_stabilizer

    a, b = _pair()
    G = position_stabilizer([a, b], *_case("case1"))
    psi = paper_autoparatopisms()
    H = PermutationGroup([psi["psi1"].permutation(), psi["psi2"].permutation()])
    equal = H.order() == G.order() and H.is_subgroup(G)
    coll = pi4().setwise_stabilizer(*_case("case1")).order()
    return Computed(equal,
                    f"the stabiliser of X = {{r1, r3, c1}}, O = {{r2, r4}} among all autoparatopisms has order "
                    f"{G.order()} and equals <psi_1, psi_2> = {{i, psi_1, psi_2, psi_1 psi_2}}; the stabiliser "
                    f"in the full collineation group of pi_4 has order {coll}")


def _case1_orbits() -> Computed:
    from combgames.sources.affine_tictactoe import free_point_orbits

    a, b = _pair()
    orbits = free_point_orbits([a, b], *_case("case1"))
    reps = [o[0] for o in orbits]
    return Computed(reps,
                    "orbits of the 11 free points: " + "; ".join("{" + ", ".join(o) + "}" for o in orbits))


def _case2() -> Computed:
    from combgames.sources.affine_tictactoe import pi4, position_stabilizer

    a, b = _pair()
    order = position_stabilizer([a, b], *_case("case2")).order()
    coll = pi4().setwise_stabilizer(*_case("case2")).order()
    return Computed(order,
                    f"only the identity; also in the full collineation group of pi_4 (order {coll})")


def _autoparatopisms_are_collineations() -> bool:
    from combgames.sources.affine_tictactoe import pi4
    from designs.paratopy import autoparatopism_group

    a, b = _pair()
    p = pi4()
    return all(p.is_automorphism(g.array_form) for g in autoparatopism_group([a, b]).generators)


def _autoparatopism_order() -> Computed:
    from combgames.sources.affine_tictactoe import pi4
    from designs.paratopy import autoparatopism_group

    a, b = _pair()
    order = autoparatopism_group([a, b]).order()
    full = pi4().automorphism_group().order()
    return Computed(order, f"= |AGammaL(2, 4)| / 5 = {full} / 5: the collineations of pi_4 fixing the "
                    "index parallel class")


def _aut_pg4() -> Computed:
    from designs import projective_plane
    from designs.collineations import order_pgammal3, pgammal3

    order = projective_plane(4).automorphism_group().order()
    ok = order == order_pgammal3(4) == pgammal3(4).order()
    return Computed(order, f"nauty on the incidence graph; equals |PGammaL(3, 4)| from galois "
                    f"generators: {ok}")


def _collineations() -> Computed:
    from designs import affine_plane, projective_plane
    from designs.collineations import agammal2, pgammal3

    qs = (2, 3, 4, 5, 7, 8, 9)
    from designs.collineations import agammal2_generators, pgammal3_generators

    ok = True
    for q in qs:
        ag, pg = affine_plane(q), projective_plane(q)
        ok = ok and all(ag.is_automorphism(g) for g in agammal2_generators(q))
        ok = ok and all(pg.is_automorphism(g) for g in pgammal3_generators(q))
        ok = ok and agammal2(q).order() == ag.automorphism_group().order()
        ok = ok and pgammal3(q).order() == pg.automorphism_group().order()
    return Computed(ok, f"AGammaL(2, q) and PGammaL(3, q) generated from galois field operations have "
                    f"the orders of the nauty automorphism groups (and are subgroups of them) for q in {qs}")


def _planes_exist() -> Computed:
    from designs import affine_plane

    qs = (2, 3, 4, 5, 7, 8, 9, 11, 13, 16)
    for q in qs:
        affine_plane(q).check()
    return Computed(True, f"AG(2, q) over galois GF(q) verified as an affine plane for q in {qs}",
                    sample=f"q in {qs}")


def _counts(fn_name: str, top: int):
    def compute():
        from designs import counting

        return [getattr(counting, fn_name)(n) for n in range(1, top + 1)]

    return compute


CLAIMS = [
    Claim("designs.fig1_mols", f"{SEED}:Figure 1", "the three squares of Figure 1 are 3-MOLS(4)", True, _fig1_mols),
    Claim("designs.fig1_entry", S1, "the entry in row r3, column c2 of Figure 1",
          ("r3", "c2", "alpha4", "beta1", "gamma3"), _fig1_entry),
    Claim("designs.td54", S1, "the 16 entries of Figure 1 are the blocks of a TD(5, 4)", (5, 4, 16), _td54),
    Claim("designs.rtd44_parameters", S1, "the RTD(4, 4) of Figure 1 has 16 points, 16 blocks and 4 groups",
          (16, 16, 4), _rtd_params),
    Claim("designs.rtd44_figure2", f"{SEED}:Figure 2", "the RTD(4, 4) blocks by parallel class gamma_i",
          {k: sorted(sorted(b) for b in _figure(k)) for k in ("gamma1", "gamma2", "gamma3", "gamma4")}, _figure2),
    Claim("designs.index_class_figure3", f"{SEED}:Figure 3", "the groups of the RTD(4, 4) are the index class",
          True, _figure3),
    Claim("designs.pi4_parameters", S1, "pi_4: 16 points, 20 lines, 4 points per line, 5 parallel classes",
          (16, 20, 4, 5), _pi4_params),
    Claim("designs.affine_planes_prime_powers", S1, "pi_n exists for every prime power order n (checked n <= 16)",
          True, _planes_exist, expected=1.4),
    Claim("designs.pi4_isomorphic_ag24", S1, "pi_4 built from Figure 1 is the affine plane of order 4 (AG(2, 4))",
          True, _pi4_iso),
    Claim("designs.pi4_unique", S1, "pi_4 is unique up to isomorphism (number of affine planes of order 4)", 1,
          _uniqueness),
    Claim("designs.grid_figure4", f"{SEED}:Figure 4", "grid: rows = gamma1 blocks, columns = gamma2 blocks",
          [list(row) for row in FIGURE4_GRID], _grid),
    Claim("designs.grid_figure5", f"{SEED}:Figure 5", "winning diagonals from gamma3 (a) and gamma4 (b)",
          [list(FIGURE5_PATTERNS["gamma3"]), list(FIGURE5_PATTERNS["gamma4"])], _grid_figure5),
    Claim("designs.grid_winning_sets", S1, "winning sets of the grid: rows, columns, diagonals with different "
          "index types, all cells of one index type", True, _grid_winning_sets),
    Claim("designs.example_game_lines", S1, "(r1, c4, alpha4, beta4), (r1, c2, alpha2, beta2) and "
          "(r3, c4, alpha2, beta3) are lines of pi_4", True, _example_lines),
    Claim("designs.td54_index_is_projective", S1, "playing on TD(5, 4) with the index class is playing on Pi_4",
          "Pi_4", _projective, corrected="Pi_4 minus a point",
          correction="Pi_4 has 21 points and TD(5, 4) with its index class 20: the evident reading is Pi_4 with the "
                     "point common to the index lines deleted"),
    Claim("designs.td44_is_pi4_minus_index", f"{SEED}:Section 2 (closing remarks)",
          "pi_4 with the index class removed is a TD(4, 4)", True, _td44),
    Claim("designs.psi_autoparatopisms", S2, "psi_1 and psi_2 are autoparatopisms of the 2-MOLS(4) of Figure 6",
          True, _psi_convention),
    Claim("designs.psi_fix_case1", S2, "psi_1 and psi_2 fix X = (r1, r3, c1), O = (r2, r4)", True, _psi_fix_case1),
    Claim("designs.case1_stabiliser", S2, "the autoparatopisms fixing the first position are generated by psi_1, "
          "psi_2 (swap the squares or not)", True, _case1_stabiliser),
    Claim("designs.case1_orbits", S2, "up to psi_1, psi_2 Ophelia's only distinct moves are c2, c4, alpha1, alpha2",
          ["c2", "c4", "alpha1", "alpha2"], _case1_orbits),
    Claim("designs.case2_trivial", S2, "no autoparatopism fixes X = (r1, r3, alpha2), O = (r2, c1) (group order)",
          1, _case2),
    Claim("designs.autoparatopisms_are_collineations", S1, "any autoparatopism of a pair of MOLS(4) is an "
          "isomorphism of pi_4", True, _autoparatopisms_are_collineations),
    Claim("designs.autoparatopism_group_order", S1, "order of the autoparatopism group of the 2-MOLS(4)", None,
          _autoparatopism_order),
    Claim("designs.aut_pg24_order", S1, "order of the collineation group of Pi_4", None, _aut_pg4),
    Claim("designs.collineations_from_fields", S1, "AGammaL(2, q), PGammaL(3, q) are the automorphism groups",
          None, _collineations),
    Claim("designs.latin_squares_total", "OEIS:A002860", "number of Latin squares of order n = 1..6",
          [1, 2, 12, 576, 161280, 812851200], _counts("number_of_latin_squares", 6)),
    Claim("designs.latin_squares_reduced", "OEIS:A000315", "number of reduced Latin squares of order n = 1..6",
          [1, 1, 1, 4, 56, 9408], _counts("number_of_reduced_latin_squares", 6)),
    Claim("designs.latin_squares_isotopy_classes", "OEIS:A040082", "isotopy classes of Latin squares, n = 1..6",
          [1, 1, 1, 2, 2, 22], _counts("number_of_isotopy_classes", 6), expected=3.7),
    Claim("designs.latin_squares_main_classes", "OEIS:A003090", "main classes of Latin squares, n = 1..6",
          [1, 1, 1, 2, 2, 12], _counts("number_of_main_classes", 6), expected=3.5),
]
