"""Tests for combgames.sources.three_player_torus: the transcriptions read as the text lays them out.

These check the transcriptions' shape and the readers, not the text's claims (tests/published/test_003_torus.py
and the reproduce rows topology.* compare those).
"""

import pytest

from combgames.sources.three_player_torus import (
    ASTERISK_PLOT,
    EXAMPLE_BOARD,
    FIRST_LOOP_NAMES,
    FIRST_LOOPS,
    PARITY_DIAGRAM,
    PLOT_LEGEND,
    PRINTED_SEXTANT_RULE_TEXT,
    PRINTED_SEXTANT_RULES,
    SECOND_LOOPS,
    SEED,
    SEXTANT_DIAGRAM,
    diagram_cells,
    loop_cells,
    sextant_printed_owner,
    sextant_printed_owners,
)
from topology import is_induced_cycle, read_tilted_plot


def test_seed_is_registered():
    from combgames.sources import SOURCES

    assert SOURCES[SEED] == "combgames.sources.three_player_torus"


@pytest.mark.parametrize("rows, boards", [(FIRST_LOOPS, 3), (SECOND_LOOPS, 3), (EXAMPLE_BOARD, 1)])
def test_board_diagrams_are_six_rows_of_six_cells_per_board(rows, boards):
    assert len(rows) == 6
    for row in rows:
        assert len(row.split()) == 6 * boards and set(row.split()) <= {".", "x"}
    with pytest.raises(ValueError, match="no board number"):
        diagram_cells(rows, boards)


@pytest.mark.parametrize("rows, length", [(FIRST_LOOPS, 6), (SECOND_LOOPS, 12)])
def test_each_drawn_loop_is_one_loop_that_does_not_touch_itself(rows, length):
    for board in range(3):
        surface, cells = loop_cells(rows, board)
        assert len(cells) == length and set(cells) == diagram_cells(rows, board)
        assert is_induced_cycle(surface, cells)
    assert FIRST_LOOP_NAMES == ("Vert", "Horz", "Diag")


def test_vert_loop_is_column_c():
    surface, cells = loop_cells(FIRST_LOOPS, 0)
    assert sorted(surface.cell_name(c) for c in cells) == [f"C{r}" for r in range(1, 7)]


@pytest.mark.parametrize("rows, marks", [(ASTERISK_PLOT, set(PLOT_LEGEND)), (SEXTANT_DIAGRAM, set(".OVHD")),
                                         (PARITY_DIAGRAM, set(".OVHD"))])
def test_tilted_plots_read_as_the_points_of_norm_at_most_4(rows, marks):
    points = read_tilted_plot(rows)
    assert len(points) == 61 and points[(0, 0)] == "O"  # 3 r (r + 1) + 1 points for r = 4
    assert set(points.values()) <= marks


def test_example_board_stones():
    stones = diagram_cells(EXAMPLE_BOARD)
    surface, _ = loop_cells(FIRST_LOOPS, 0)
    assert sorted(surface.cell_name(c) for c in stones)[:4] == ["A1", "A2", "A5", "A6"]
    assert len(stones) == 14


def test_printed_rules_read_as_printed():
    """Each predicate evaluated by hand from its printed line (zero has no sign)."""
    assert [t[0] for t in PRINTED_SEXTANT_RULE_TEXT] == ["V", "H", "D"]
    vert, horz, diag = PRINTED_SEXTANT_RULES
    assert vert(0, 5) and vert(1, 3) and not vert(1, 1) and not vert(2, 1)  # y and (y - x) same sign
    assert horz(4, 0) and horz(-1, 3) and not horz(1, 3) and not horz(0, 1)  # x and y opposite signs
    assert diag(2, 2) and diag(1, 0) and diag(2, 1) and not diag(1, 2)  # x and (x - y) same sign
    assert sextant_printed_owners((1, 0)) == {1, 2}
    assert sextant_printed_owners((-1, 3)) == {0, 1, 2}
    assert sextant_printed_owners((1, 2)) == {0}


def test_sextant_printed_owner():
    assert sextant_printed_owner((1, 2)) == 0 == sextant_printed_owner((-1, -2))
    with pytest.raises(ValueError, match="rules give class \\(1, 0\\) to \\['Diag', 'Horz'\\], not to one player"):
        sextant_printed_owner((1, 0))
    with pytest.raises(ValueError, match="primitive"):
        sextant_printed_owner((2, 4))


def test_diagram_errors():
    with pytest.raises(ValueError, match="6 rows"):
        diagram_cells(FIRST_LOOPS[:5])
    with pytest.raises(ValueError, match="board must be a non-negative integer"):
        diagram_cells(FIRST_LOOPS, -1)
    with pytest.raises(ValueError, match="do not form"):
        loop_cells(EXAMPLE_BOARD, 0)
