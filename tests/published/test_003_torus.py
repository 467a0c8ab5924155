"""Published claims of A. Schepler, "A three-player connection game" (seeds/003_4502657011210c81.txt).

The diagram transcriptions live in combgames.sources.three_player_torus; the published values are written here.
"""

import pytest

from combgames.games.torus import TorusConnectionGame
from combgames.reproduce.topology import CLAIMS
from combgames.sources.three_player_torus import (
    ASTERISK_PLOT,
    EXAMPLE_BOARD,
    FIRST_LOOPS,
    PARITY_DIAGRAM,
    SECOND_LOOPS,
    SEXTANT_DIAGRAM,
    loop_cells,
    sextant_printed_owners,
)
from topology import (
    class_census,
    classes_by_norm,
    cycle_element,
    hex_torus,
    owner,
    read_tilted_plot,
    shortest_closed_walk,
    tilted_plot,
)
from tests.published._rows import check_row, row_params

LETTERS = "VHD"


def test_corner_remark():
    """Board diagram: corners A6 and F1 adjacent, A1 and F6 not, at distance 2."""
    t = hex_torus(6)
    assert t.adjacent(t.cell("A6"), t.cell("F1"))
    assert not t.adjacent(t.cell("A1"), t.cell("F6"))
    a1, f6 = t.cell("A1"), t.cell("F6")
    assert {j for j, _ in t.neighbours[a1]} & {j for j, _ in t.neighbours[f6]}  # distance 2


@pytest.mark.parametrize("board, expected", [(0, (0, 1)), (1, (1, 0)), (2, (1, 1))])
def test_vert_horz_diag_classes_and_length_n(board, expected):
    """'three simple ways to form a non-trivial loop, each of minimum length n': Vert=(0,1), Horz=(1,0), Diag=(1,1)."""
    t, cells = loop_cells(FIRST_LOOPS, board)
    assert cycle_element(t, cells).vector == expected and len(cells) == 6
    assert shortest_closed_walk(t, expected) == 6


@pytest.mark.parametrize("board, expected", [(0, (1, 2)), (1, (2, 1)), (2, (1, -1))])
def test_second_set_of_loops(board, expected):
    """'the next set are (1,2), (2,1), and (1,-1) respectively'."""
    t, cells = loop_cells(SECOND_LOOPS, board)
    assert cycle_element(t, cells).vector == expected


def test_36_asterisks_are_the_first_18_classes():
    """Tilted plot: 36 asterisks = 18 classes (x, y) ~ (-x, -y) of norm <= 4."""
    assert read_tilted_plot(ASTERISK_PLOT) == read_tilted_plot(tilted_plot(4))
    assert sum(row.count("*") for row in ASTERISK_PLOT) == 36
    assert len(classes_by_norm(4)) == 18


def test_sextant_diagram_matches_corrected_rules_not_printed_ones():
    """Sextant Method: the diagram agrees with the corrected rules at all 36 points; the printed V and D rules
    also claim the 12 points of Horz's sextants (erratum)."""
    points = {p: t for p, t in read_tilted_plot(SEXTANT_DIAGRAM).items() if t in LETTERS}
    assert len(points) == 36
    assert all(LETTERS[owner(p, "sextant")] == t for p, t in points.items())
    wrong = {p for p, t in points.items() if sextant_printed_owners(p) != {LETTERS.index(t)}}
    assert len(wrong) == 12 and all(points[p] == "H" for p in wrong)


def test_parity_diagram_has_one_misprint():
    """Parity Method: the rule matches the diagram except at (3,-1), printed H; the rule and the antipode (-3,1) say D."""
    points = {p: t for p, t in read_tilted_plot(PARITY_DIAGRAM).items() if t in LETTERS}
    bad = [p for p, t in points.items() if LETTERS[owner(p, "parity")] != t]
    assert bad == [(3, -1)] and points[(-3, 1)] == "D"


def test_vert_gets_the_12_loop_in_the_sextant_method():
    assert owner((1, 2), "sextant") == 0
    assert owner((1, 2), "parity") == 1  # "his next recourse is to build ... on the purely vertical (1,2) loop"


def test_six_by_six_supports_12_classes_without_bumping():
    """'The 6x6 board ... supports 12 different classes before the path starts bumping into itself.'"""
    assert len(class_census(6, "induced")) == 12
    assert len(class_census(6, "simple")) == 36  # the other reading of 'bumping' does not give 12


def test_simultaneous_loops_example():
    """C4x forms (0,1), D5x (1,0), E3x (1,-1); D4x forms all three; sextant: two Horz, one Vert; parity: one each."""
    g = TorusConnectionGame(6)
    rows = "/".join(r.replace(" ", "") for r in EXAMPLE_BOARD)
    p = g.parse_position(rows + " | Vert")
    got = {m: sorted(g.play(p, g.parse_move(m + "x")).closed) for m in ("C4", "D5", "E3", "D4")}
    assert got == {"C4": [(0, 1)], "D5": [(1, 0)], "E3": [(1, -1)], "D4": [(0, 1), (1, -1), (1, 0)]}
    assert sorted(owner(c, "sextant") for c in [(0, 1), (1, 0), (1, -1)]) == [0, 1, 1]
    assert sorted(owner(c, "parity") for c in [(0, 1), (1, 0), (1, -1)]) == [0, 1, 2]
    for mover, name in enumerate(("Vert", "Horz", "Diag")):
        q = g.play(g.parse_position(rows + " | " + name), g.parse_move("D4x"))
        assert g.result(q) == mover  # 'declare anybody who plays in such a position the winner'


#: row id -> (verdict, computed value) expected of the reproduce table; the published statement and its place
#: are in each claim (and in the comments here).
EXPECTED_ROWS = {
    "topology.corners": ("confirmed", {"A6-F1 adjacent": True, "A1-F6 adjacent": False, "A1-F6 distance": 2}),
    # "three simple ways to form a non-trivial loop, each of minimum length n": Vert (0,1), Horz (1,0), Diag (1,1)
    "topology.norm1_loops": ("confirmed", {"Vert": (0, 1), "Vert length": 6, "Horz": (1, 0), "Horz length": 6,
                                           "Diag": (1, 1), "Diag length": 6,
                                           "classes with shortest loop n": [(0, 1), (1, 0), (1, 1)]}),
    "topology.second_loops": ("confirmed", [(1, 2), (2, 1), (1, -1)]),  # "A few more"
    "topology.plot_36": ("confirmed", {"asterisks": 36, "classes": 18, "mismatches": []}),  # "the first 18 cycles"
    "topology.triples": ("supported", True),  # "triples of equal difficulty", checked for norms 1..12
    # the printed sextant rules disagree with the diagram at 12 of 36 points; the corrected rules at none
    "topology.sextant_rules": ("erratum", {"points": 36, "printed rule mismatches": 12,
                                           "corrected rule mismatches": 0}),
    # the parity diagram marks (3,-1) against the rule; its antipode (-3,1), the same class, agrees with it
    "topology.parity_rules": ("erratum", {"points": 36, "mismatches": [(3, -1)]}),
    "topology.vert_gets_12": ("confirmed", "Vert"),  # "Vert gets the (1,2) loop"
    "topology.fairness": ("supported", True),  # "to keep the game fair", checked for norms 1..30
    "topology.bumping_6x6": ("confirmed", 12),  # "12 different classes before the path starts bumping into itself"
    "topology.census": ("extends", {n: {"simple": s, "non-touching": t} for n, s, t in
                                    [(3, 12, 3), (4, 18, 6), (5, 30, 6), (6, 36, 12), (7, 54, 12), (8, 66, 18),
                                     (9, 84, 18), (10, 96, 30)]}),
    "topology.census_exhaustive": ("confirmed", True),
    "topology.example_6x6": ("confirmed", {"loops before": 0, "C4": [(0, 1)], "D5": [(1, 0)], "E3": [(1, -1)],
                                           "D4": [(0, 1), (1, -1), (1, 0)]}),
    "topology.example_owners": ("confirmed", {"sextant": ["Horz", "Horz", "Vert"], "parity": ["Diag", "Horz", "Vert"]}),
    "topology.d4_placer_wins": ("confirmed", [0, 1, 2]),  # "declare anybody who plays in such a position the winner"
    # "also forms a path with pair (a, b)": true of closed walks (components' period lattices, 300 random boards)
    "topology.k_multiple": ("supported", "holds"),
    # "at least one player will always win": 200 random full boards
    "topology.always_a_winner": ("supported", {"boards": 200, "one colour": 125, "both colours": 75, "neither": 0,
                                               "different classes": 0}),
    "topology.klein_homework": ("extends", {"boards": 200, "one colour": 130, "both colours": 70, "neither": 0,
                                            "different classes": 0}),
}


@pytest.mark.parametrize("claim", row_params(CLAIMS))
def test_reproduce_rows(claim):
    """Every row of the table for seed 003: exactly the verdict and the value expected."""
    check_row(claim, EXPECTED_ROWS)


def test_every_row_is_pinned():
    assert {c.id for c in CLAIMS} == set(EXPECTED_ROWS)
