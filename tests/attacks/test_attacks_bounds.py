"""Attacks on the bounds of every request and on the API errors of designs, topology, grundy and pictures
(issue 13, item 5 and the structures' part of item 6), kept as tests.

Each attack is the command or call, what must happen (the exit code, or the exception type; None for "works"),
and a word the message (or, for a command or call that works, its output) must contain. Every attack must also
be quick: a request that is too large is answered by a method that fits or refused up front, never computed
for minutes (each call here runs under a time limit). The command-line attacks run through
``combgames.cli.main`` (exit status, one line on stderr), and those in :data:`SUBPROCESS` also as real processes.

Classes of attack: ``bounds`` (a size that grows without bound: answered by a method that fits, refused with
the size, or stopped at a stated limit), ``api`` (bad input to a public function: a ValueError/TypeError naming
the problem, never an IndexError, KeyError, AttributeError or a bare TypeError such as "'int' object is not
iterable").
"""

from __future__ import annotations

import signal
from functools import lru_cache

import numpy as np
import pytest

from tests.attacks.cli_table import NO_CACHE, check_row, command, run_as_processes

SECONDS = 60  # no attack may take longer than this (wall time: the slowest row, octal 0.106 to heaps of a million,
# took 8 s on the loaded 2-core machine and passed 20 s there beside a second test worker)
BOARD_40 = "/".join(["x" * 40] * 40)

# (class, arguments of `combgames`, exit code, a word of stderr (rc != 0) or of stdout (rc == 0))
CLI = [
    ("bounds", ["grundy", BOARD_40], 2, "more than max_shapes"),
    ("bounds", ["grundy", "--misere", "xxxxxx/xxxxxx/xxxxxx/xxxxxx/xxxxxx/xxxxxx", "--max-positions", "1000"], 1,
     "max_positions=1,000"),
    ("bounds", ["grundy", "xxxx/xxxx/xxxx"], 0, "value: "),
    ("bounds", ["draw", "torus", "100000"], 2, "10^10 cells"),
    ("bounds", ["draw", "torus", "300"], 2, "too large to draw"),
    ("bounds", ["draw", "torus", "100000", "--surface", "klein", "--grid", "square"], 2, "max_cells"),
    ("bounds", ["solve", "torus-hex", "--option", "n=1000000"], 2, "10^12 cells"),
    ("bounds", ["draw", "latin", "100000"], 2, "10^10 entries"),
    ("bounds", ["draw", "latin", "1000"], 2, "10^6 cells"),
    ("bounds", ["draw", "mols", str(2**61 - 1)], 2, "entries, more than max_entries"),
    ("bounds", ["draw", "mols", "300"], 2, "too large to draw"),
    ("bounds", ["draw", "tactix", "/".join(["x" * 300] * 300)], 2, "90,000 cells"),
    ("bounds", ["solve", "kayles", "--option", "heaps=1000000 1", "--json"], 0, '"grundy": 0'),
    ("bounds", ["solve", "kayles", "--option", "heaps=1000 2", "--json"], 0, '"1:2:998"'),
    ("bounds", ["solve", "octal", "--option", "code=0.106", "--option", "heaps=1000000"], 2, "prove no period"),
    ("bounds", ["solve", "dawsons-kayles", "--option", f"heaps={10**30}"], 0, "best moves: not listed"),
    ("bounds", ["solve", "kayles", "--option", "convention=misere", "--option", "heaps=100000"], 2,
     "10^352 positions are reachable"),
    ("api", ["draw", "latin", "--square", "0 1/1"], 2, "row 1 has 1 entries"),
    ("api", ["draw", "torus", "6", "--stones", "Z9"], 2, "off the 6 x 6 board"),
    ("api", ["draw", "pi4", "--x", "r1", "--o", "r1"], 2, "r1"),
]

#: The attacks also run as real subprocesses (the rest run in this process through combgames.cli.main).
SUBPROCESS = {0, 3, 6, 9}



class _TooSlow(Exception):
    pass


def _timed(f):
    """Call ``f()`` under an alarm of :data:`SECONDS` (an attack that hangs fails instead of hanging the suite)."""
    def alarm(*_):
        raise _TooSlow(f"took more than {SECONDS} s")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(SECONDS)
    try:
        return f()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def _cli_id(c, a):
    return f"{c}:{' '.join(a)[:60]}"


@pytest.mark.parametrize("k", range(len(CLI)), ids=[_cli_id(c, a) for c, a, _, _ in CLI])
def test_command_line_attack(k, capsys, monkeypatch):
    from combgames.cli import main

    monkeypatch.setenv("COMBGAMES_CACHE", NO_CACHE)
    got = _timed(lambda: main(command(CLI[k][1])))
    captured = capsys.readouterr()
    check_row(CLI[k], got, captured.out, captured.err)


@pytest.mark.parametrize("k", sorted(SUBPROCESS), ids=[_cli_id(CLI[k][0], CLI[k][1]) for k in sorted(SUBPROCESS)])
def test_command_line_attack_as_a_real_process(k):
    check_row(CLI[k], *_processes()[k])


def _api():
    import designs
    import topology
    from combgames.games.octal import OctalGame, find_period
    from combgames.games.tactix import Tactix
    from combgames.grundy import (DisjunctiveSum, ShapeValues, check_memoryless_strategy, misere_nim_outcome,
                                  mirror_strategy, octal_values, s_board_text, s_table, s_value, shape_key,
                                  staircase_value, sum_value, tactix_value, winning_moves)
    from combgames.pictures import picture
    from topology.loops import find_loops
    from combgames.solvers import grundy_value, solve
    from designs import (AffinePlane, GridView, IncidenceStructure, LatinSquare, Paratopism, TransversalDesign,
                         affine_plane, direct_product, field_tables, macneish_mols, mols, prime_power,
                         projective_plane)
    from designs.collineations import order_gl
    from designs.transversal import type_names
    from topology import (CoverUnionFind, assignment_diagram, assignment_shares, class_census, classes_by_norm,
                          exhaustive_census, hex_torus, lattice_kind, lattice_span, matching_players,
                          number_of_primitive_classes, parse_cell_name, primitive_classes, rotate60,
                          shortest_closed_walk, simple_cycle_classes, simple_cycles, tilted_plot)
    from topology.cycles import cycle_element, is_simple_cycle

    T = hex_torus(6)
    L = LatinSquare.cyclic(3)
    inc = IncidenceStructure([0, 1, 2], [(0, 1), (1, 2)])
    ag = affine_plane(3)
    big = 10**100
    # (class, name, call, exception type or None for "works", a word of the message / of repr(result))
    return [
        # ---------------------------------------------------------------- bounds: octal games
        ("bounds", "grundy_value(OctalGame('0.77', [10**6])) by the period", lambda: grundy_value(
            OctalGame("0.77", [10**6])), None, "1"),
        ("bounds", "grundy_value(OctalGame('0.77', [10**100, 5]))", lambda: grundy_value(OctalGame("0.77", [big, 5])),
         None, "5"),
        ("bounds", "solve(OctalGame('0.07', [10**30, 1, 3])): a P-position", lambda: solve(
            OctalGame("0.07", [10**30, 1, 3])).outcome_class, None, "P"),
        ("bounds", "outcome_class(OctalGame('0.07', [10**30]))", lambda: OctalGame("0.07", [10**30]).outcome_class(
            ((10**30,), 0)), None, "N"),
        ("bounds", "OctalGame without a proved period, huge heap", lambda: grundy_value(
            OctalGame("0.106", [10**6], max_heap=4096)), ValueError, "prove no period"),
        ("bounds", "winning moves of a heap with 5 * 10^11 moves", lambda: OctalGame("0.77", [10**12, 2])
         .winning_moves(((10**12, 2), 0)), ValueError, "max_moves"),
        ("bounds", "octal_values('0.77', 10**7) by the quadratic kernel",
         lambda: octal_values("0.77", 10**7, method="quadratic"), ValueError, "max_operations"),
        ("bounds", "octal_values('0.137', 10**7)", lambda: octal_values("0.137", 10**7), ValueError, "max_operations"),
        ("bounds", "octal_values('0.6', 10**10)", lambda: octal_values("0.6", 10**10), ValueError, "max_heaps"),
        # ---------------------------------------------------------------- bounds: Tactix and the theory
        ("bounds", "tactix_value on a 40 x 40 board", lambda: tactix_value(Tactix(40, 40)), ValueError,
         "more than max_shapes"),
        ("bounds", "winning_moves on a 6 x 6 board", lambda: winning_moves(Tactix(6, 6)), ValueError,
         "more than max_shapes"),
        ("bounds", "misere winning_moves on a 6 x 6 board", lambda: winning_moves(
            Tactix(6, 6), convention="misere", max_positions=1000), ValueError, "max_positions=1,000"),
        ("bounds", "tactix_value stops at max_shapes", lambda: tactix_value(Tactix(4, 5), method="search",
                                                                           max_shapes=100), ValueError,
         "max_shapes=100"),
        ("bounds", "tactix_value of a row of 40", lambda: tactix_value(Tactix(1, 40)), None, "40"),
        ("bounds", "s_table(10**6)", lambda: s_table(10**6), ValueError, "max_operations"),
        ("bounds", "s_value(10**6, 10**6)", lambda: s_value(10**6, 10**6), ValueError, "max_operations"),
        ("bounds", "s_board_text(10**8, 10**8)", lambda: s_board_text(10**8, 10**8), ValueError, "characters"),
        ("bounds", "staircase_value([30] * 30)", lambda: staircase_value([30] * 30), ValueError, "max_operations"),
        ("bounds", "staircase_value([10**6] * 1000)", lambda: staircase_value([10**6] * 1000), ValueError,
         "1,000,000,000 counters"),
        # ---------------------------------------------------------------- bounds: designs
        ("bounds", "mols(2**61 - 1)", lambda: mols(2**61 - 1), ValueError, "max_entries"),
        ("bounds", "prime_power(2**61 - 1) without trial division", lambda: prime_power(2**61 - 1), None,
         "(2305843009213693951, 1)"),
        ("bounds", "prime_power(3**200)", lambda: prime_power(3**200), None, "(3, 200)"),
        ("bounds", "prime_power(10**40 + 1) names its factors", lambda: prime_power(10**40 + 1), ValueError,
         "17 * 5070721"),
        ("bounds", "field_tables(2**61 - 1)", lambda: field_tables(2**61 - 1), ValueError, "2 q^2"),
        ("bounds", "LatinSquare.cyclic(10**5)", lambda: LatinSquare.cyclic(10**5), ValueError, "10^10 entries"),
        ("bounds", "macneish_mols(10**6)", lambda: macneish_mols(10**6), ValueError, "10^12 entries"),
        ("bounds", "macneish_mols(2 * 331): only the squares needed", lambda: len(macneish_mols(2 * 331)), None,
         "1"),
        ("bounds", "direct_product of two order-100 squares", lambda: direct_product(
            LatinSquare.cyclic(100), LatinSquare.cyclic(100)), ValueError, "10^8 entries"),
        ("bounds", "affine_plane(1009)", lambda: affine_plane(1009), ValueError, "max_incidences"),
        ("bounds", "projective_plane(2**61 - 1)", lambda: projective_plane(2**61 - 1), ValueError, "incidence matrix"),
        ("bounds", "order_gl(10**9, 3)", lambda: order_gl(10**9, 3), ValueError, "bits"),
        ("bounds", "type_names(10**9)", lambda: type_names(10**9), ValueError, "count must be"),
        ("bounds", "Paratopism.identity(10**6, 10**6)", lambda: Paratopism.identity(10**6, 10**6), ValueError,
         "points"),
        # ---------------------------------------------------------------- bounds: topology
        ("bounds", "hex_torus(10**5)", lambda: hex_torus(10**5), ValueError, "10^10 cells"),
        ("bounds", "hex_torus(400) with max_cells", lambda: hex_torus(400, max_cells=10**5), ValueError,
         "160,000 cells"),
        ("bounds", "classes_by_norm(10**6)", lambda: classes_by_norm(10**6), ValueError, "max_points"),
        ("bounds", "tilted_plot(10**5)", lambda: tilted_plot(10**5), ValueError, "max_points"),
        ("bounds", "assignment_diagram radius 10**5", lambda: assignment_diagram("sextant", 10**5), ValueError,
         "max_points"),
        ("bounds", "assignment_shares(max_norm=10**6)", lambda: assignment_shares("sextant", 10**6), ValueError,
         "max_points"),
        ("bounds", "primitive_classes(3 * 10**4) walks the hexagon", lambda: len(primitive_classes(3 * 10**4)),
         None, "24000"),
        ("bounds", "number_of_primitive_classes(10**12) by the totient",
         lambda: number_of_primitive_classes(10**12), None, "1200000000000"),
        ("bounds", "class_census(10**5)", lambda: class_census(10**5), ValueError, "max_work"),
        ("bounds", "digital_line_cycle(10**9, (1, 1))", lambda: topology.digital_line_cycle(10**9, (1, 1)), ValueError,
         "more than 10^7"),
        ("bounds", "exhaustive_census(6) stops at max_paths", lambda: exhaustive_census(6, max_paths=10**5),
         ValueError, "classes found so far"),
        ("bounds", "simple_cycle_classes of a full board", lambda: simple_cycle_classes(T, range(36),
                                                                                         max_cycles=10**4),
         ValueError, "max_cycles"),
        ("bounds", "shortest_closed_walk of a non-element", lambda: shortest_closed_walk(hex_torus(30), "x",
                                                                                        max_nodes=10**4),
         ValueError, "max_nodes"),
        # ---------------------------------------------------------------- api: topology
        ("api", "T.cell((100, 100))", lambda: T.cell((100, 100)), TypeError, "(100, 100)"),
        ("api", "T.cell(-1)", lambda: T.cell(-1), TypeError, "-1"),
        ("api", "T.cell('Z9')", lambda: T.cell("Z9"), ValueError, "'Z9' is off the 6 x 6 board"),
        ("api", "T.adjacent(100, 1)", lambda: T.adjacent(100, 1), ValueError, "100"),
        ("api", "T.label(-100, 1)", lambda: T.label(-100, 1), ValueError, "-100"),
        ("api", "T.render(5)", lambda: T.render(5), TypeError, "marks must be"),
        ("api", "T.render({0: 5})", lambda: T.render({0: 5}), TypeError, "mark of cell A1"),
        ("api", "T.walk_element(5)", lambda: T.walk_element(5), TypeError, "cells must be"),
        ("api", "parse_cell_name(5)", lambda: parse_cell_name(5), TypeError, "cell name is a str"),
        ("api", "CoverUnionFind(T).add(100)", lambda: CoverUnionFind(T).add(100), ValueError, "100"),
        ("api", "shortest_closed_walk(T, (1, 0), 100)", lambda: shortest_closed_walk(T, (1, 0), 100), ValueError,
         "start"),
        ("api", "shortest_closed_walk(5, (1, 0))", lambda: shortest_closed_walk(5, (1, 0)), TypeError, "Surface"),
        ("api", "simple_cycles(5)", lambda: next(simple_cycles(5)), TypeError, "Surface"),
        ("api", "is_simple_cycle(T, 5)", lambda: is_simple_cycle(T, 5), TypeError, "cells must be"),
        ("api", "cycle_element(T, [])", lambda: cycle_element(T, []), ValueError, "at least one cell"),
        ("api", "lattice_span(5)", lambda: lattice_span(5), TypeError, "vectors must be"),
        ("api", "lattice_span([(1,)])", lambda: lattice_span([(1,)]), TypeError, "pairs"),
        ("api", "lattice_kind(5)", lambda: lattice_kind(5), TypeError, "basis"),
        ("api", "rotate60('a', 1)", lambda: rotate60("a", 1), TypeError, "x must be an integer"),
        ("api", "matching_players((1, 0), 5)", lambda: matching_players((1, 0), 5), TypeError, "rules must be"),
        ("api", "assignment_shares(classes=5)", lambda: assignment_shares(classes=5), TypeError, "classes must be"),
        ("api", "read_tilted_plot([1, 2, 3])", lambda: topology.read_tilted_plot([1, 2, 3]), TypeError,
         "rows must be"),
        # ---------------------------------------------------------------- api: designs
        ("api", "LatinSquare(np.zeros((2, 2, 2)))", lambda: LatinSquare(np.zeros((2, 2, 2))), ValueError,
         "square 2-D array"),
        ("api", "LatinSquare([0, 1])", lambda: LatinSquare([0, 1]), TypeError, "row 0 must be a sequence"),
        ("api", "LatinSquare([[[0], [1]], [[1], [0]]])", lambda: LatinSquare([[[0], [1]], [[1], [0]]]), TypeError,
         "hashable"),
        ("api", "LatinSquare(5)", lambda: LatinSquare(5), TypeError, "given by its rows"),
        ("api", "LatinSquare.from_text(5)", lambda: LatinSquare.from_text(5), TypeError, "must be a str"),
        ("api", "L[3, 0]", lambda: L[3, 0], IndexError, "off the order-3 square"),
        ("api", "L[-1, 0] is refused, not wrapped", lambda: L[-1, 0], ValueError, "off the order-3 square"),
        ("api", "L[1]", lambda: L[1], TypeError, "pair (row, column)"),
        ("api", "L.with_symbols(5)", lambda: L.with_symbols(5), TypeError, "symbols must be"),
        ("api", "L.isotope(5, 5, 5)", lambda: L.isotope(5, 5, 5), ValueError, "permutation"),
        ("api", "IncidenceStructure(5, 3)", lambda: IncidenceStructure(5, 3), TypeError, "points must be"),
        ("api", "IncidenceStructure([0, 1], [5])", lambda: IncidenceStructure([0, 1], [5]), TypeError, "block 0"),
        ("api", "inc.labels([9])", lambda: inc.labels([9]), ValueError, "not a point index"),
        ("api", "inc.relabel({0: 1})", lambda: inc.relabel({0: 1}), ValueError, "has none for 1"),
        ("api", "inc.permuted(5)", lambda: inc.permuted(5), TypeError, "perm must be"),
        ("api", "inc.is_automorphism(5)", lambda: inc.is_automorphism(5), TypeError, "perm must be"),
        ("api", "inc.point_orbits(5)", lambda: inc.point_orbits(5), TypeError, "PermutationGroup"),
        ("api", "TransversalDesign([0], [(0,)], 5)", lambda: TransversalDesign([0], [(0,)], 5), TypeError,
         "blocks must be"),
        ("api", "TransversalDesign.from_mols(mols(3), names=5)", lambda: TransversalDesign.from_mols(mols(3), names=5),
         TypeError, "names must be"),
        ("api", "AffinePlane.from_mols(mols(3), names=5)", lambda: AffinePlane.from_mols(mols(3), names=5), TypeError,
         "names must be"),
        ("api", "GridView(ag, 5, 5)", lambda: GridView(ag, 5, 5), TypeError, "row_blocks must be"),
        ("api", "GridView(ag, [99] * 3, [0] * 3)", lambda: GridView(ag, [99] * 3, [0] * 3), ValueError,
         "not a block index"),
        ("api", "Paratopism(5, 5)", lambda: Paratopism(5, 5), TypeError, "types must be"),
        ("api", "Paratopism([[0]], [0])", lambda: Paratopism([[0]], [0]), ValueError, "permutation"),
        ("api", "Paratopism.identity(-1, 3)", lambda: Paratopism.identity(-1, 3), ValueError, "m must be"),
        ("api", "apply_entry((9, 9, 9, 9, 9))", lambda: Paratopism.identity(5, 3).apply_entry((9, 9, 9, 9, 9)),
         ValueError, "values must be integers in 0..2"),
        ("api", "designs.parse_paratopism(5, 3)", lambda: designs.parse_paratopism(5, 3), TypeError, "text must be"),
        # ---------------------------------------------------------------- api: grundy
        ("api", "tactix_value(Nim)", lambda: tactix_value(__import__("combgames.games.nim", fromlist=["Nim"]).Nim()),
         TypeError, "needs a Tactix game"),
        ("api", "tactix_value(Tactix(3, 3), 5)", lambda: tactix_value(Tactix(3, 3), 5), TypeError,
         "not a position of Tactix"),
        ("api", "mirror_strategy(Tactix(3, 4))(5)", lambda: mirror_strategy(Tactix(3, 4))(5), TypeError,
         "not a position of Tactix"),
        ("api", "shape_key([(0, 'a')])", lambda: shape_key([(0, "a")]), TypeError, "pairs of integers"),
        ("api", "shape_key(5)", lambda: shape_key(5), TypeError, "cells must be"),
        ("api", "ShapeValues().value(-1, 3) (hung)", lambda: ShapeValues().value(-1, 3), ValueError, "mask must be"),
        ("api", "ShapeValues().shape_value(5)", lambda: ShapeValues().shape_value(5), TypeError, "shape key"),
        ("api", "check_memoryless_strategy(Tactix(2, 2), 5, 1)", lambda: check_memoryless_strategy(
            Tactix(2, 2), 5, 1), TypeError, "strategy must be a function"),
        ("api", "check_memoryless_strategy player 7", lambda: check_memoryless_strategy(
            Tactix(2, 2), lambda p: 0, 7), ValueError, "player must be"),
        ("api", "sum_value(5)", lambda: sum_value(5), TypeError, "values must be"),
        ("api", "misere_nim_outcome(5)", lambda: misere_nim_outcome(5), TypeError, "heaps must be"),
        ("api", "DisjunctiveSum(5)", lambda: DisjunctiveSum(5), TypeError, "games must be"),
        ("api", "find_period(5, 2)", lambda: find_period(5, 2), TypeError, "values must be"),
        ("api", "find_period([0, 1, 2], 'a')", lambda: find_period([0, 1, 2], "a"), TypeError, "max_take"),
        ("api", "staircase_value(5)", lambda: staircase_value(5), TypeError, "row lengths must be"),
        # ---------------------------------------------------------------- api: pictures
        ("api", "picture(L, colours=5)", lambda: picture(L, colours=5), TypeError, "colours must be"),
        ("api", "picture(L, colours=[1, 2, 3])", lambda: picture(L, colours=[1, 2, 3]), TypeError, "str"),
        ("api", "picture(mols(3), names=5)", lambda: picture(list(mols(3)), names=5), TypeError, "names must be"),
        ("api", "picture(T, stones=5)", lambda: picture(T, stones=5), TypeError, "stones must be"),
        ("api", "picture(T, stones={99: 0})", lambda: picture(T, stones={99: 0}), ValueError, "range(36)"),
        ("api", "picture(T, loops=5)", lambda: picture(T, loops=5), TypeError, "loops must be"),
        ("api", "find_loops(T, 5)", lambda: find_loops(T, 5), TypeError, "cells must be"),
        ("api", "picture(Tactix(3, 3), move=5.5)", lambda: picture(Tactix(3, 3), move=5.5), TypeError,
         "move must be"),
        ("api", "picture(board, move=99)", lambda: picture(_board(), move=99), ValueError, "move must be"),
        ("api", "picture(board, lines=[[0, 99, 1]])", lambda: picture(_board(), lines=[[0, 99, 1]]), ValueError,
         "point indices"),
        ("api", "picture(board, position=5)", lambda: picture(_board(), position=5), TypeError, "position must be"),
        ("api", "picture(pi4 grid, highlight=99)", lambda: picture(_pi4(), highlight=99), ValueError,
         "highlight must be"),
        ("api", "picture(pi4 grid, x=['r1'], o=['r1'])", lambda: picture(_pi4(), x=["r1"], o=["r1"]), ValueError,
         "not both"),
        ("api", "picture(L).save(5)", lambda: picture(L).save(5), TypeError, "path must be"),
    ]


def _board():
    from combgames.games.boards import make_board

    return make_board("picaria")


def _pi4():
    from combgames.sources.affine_tictactoe import pi4_grid

    return pi4_grid()


API = _api()


@pytest.mark.parametrize("k", range(len(API)), ids=[f"{c}:{name}" for c, name, _, _, _ in API])
def test_api_attack(k):
    _, _, call, expected, word = API[k]
    if expected is None:
        assert word in repr(_timed(call))
        return
    with pytest.raises(expected) as info:
        _timed(call)
    assert not isinstance(info.value, (IndexError, KeyError, AttributeError)) or isinstance(info.value, ValueError)
    assert word in str(info.value), str(info.value)


def test_attack_table():
    """The attack table of the report: classes, counts (every attack above is one test that passes)."""
    counts: dict[str, int] = {}
    for c, *_ in CLI:
        counts[f"{c} (command line)"] = counts.get(f"{c} (command line)", 0) + 1
    for c, *_ in API:
        counts[f"{c} (API)"] = counts.get(f"{c} (API)", 0) + 1
    assert sum(counts.values()) == len(CLI) + len(API)


@lru_cache(maxsize=1)
def _processes() -> dict:
    return run_as_processes(CLI, SUBPROCESS)
