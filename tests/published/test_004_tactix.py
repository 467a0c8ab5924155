"""Published claims of seed 004_7c4ca64fa9fabca3.txt (Iacono and Mazur, "Tactix on an S-shaped board")."""

import pytest

from combgames.games.tactix import Tactix
from combgames.grundy.sshape import s_board_text, s_formula, s_table
from combgames.grundy.tactix import check_memoryless_strategy, mirror_strategy, tactix_table
from combgames.reproduce.tactix import CLAIMS
from combgames.solvers import outcome_class
from combgames.sources.tactix_s_shape import POWER_WORDING, RESULT_TEXT
from tests.published._rows import check_row, row_params

SEED = "004_7c4ca64fa9fabca3.txt"


def test_tactix_4x4_misere_is_a_second_player_win():
    """Section "Tactix": TACTIX (4 x 4, misere) has been solved; the second player has a winning strategy."""
    assert outcome_class(Tactix(4, 4, convention="misere")) == "P"
    table = tactix_table(4, 4, convention="misere").values
    assert table[(1 << 16) - 1] == 0


@pytest.mark.parametrize("rows, cols", [(m, n) for m in range(1, 5) for n in range(1, 5)])
def test_normal_play_rectangles(rows, cols):
    """Section "Tactix": under normal play the second player wins on an even x even rectangle (180-degree
    rotation); with an odd side the first player wins (middle line, then copying). Checked twice: by the
    table of values and by replaying the seed's strategy against every reply."""
    table = tactix_table(4, 4).values
    mask = sum(1 << (r * 4 + c) for r in range(rows) for c in range(cols))
    even = rows % 2 == 0 and cols % 2 == 0
    assert (table[mask] == 0) == even
    game = Tactix(rows, cols)
    strategy = mirror_strategy(game)
    assert strategy.owner == (1 if even else 0)
    check_memoryless_strategy(game, strategy, strategy.owner)


def test_s_shaped_board_formula():
    """Section "Result": the Nim value of the S-shaped board with a top and b bottom counters is r(a, b)
    (with the base case r(a, 0) = a, r(0, b) = b, which the text leaves implicit)."""
    R = s_table(128)
    assert all(s_formula(a, b) == R[a, b] for a in range(129) for b in range(129))
    # the diagram: the bottom row starts under the top row's last counter
    assert s_board_text(3, 2) == "xxx./..xx"


def test_s_formula_is_the_number_of_counters_when_leading_powers_differ():
    """Section "Result": if the largest powers of 2 below a and b differ, the value is a + b."""
    R = s_table(64)
    for a in range(1, 65):
        for b in range(1, 65):
            if a.bit_length() != b.bit_length():
                assert R[a, b] == a + b


@pytest.mark.slow
def test_rectangles_up_to_5x5_from_the_full_table():
    table = tactix_table(5, 5).values
    for rows in range(1, 6):
        for cols in range(1, 6):
            mask = sum(1 << (r * 5 + c) for r in range(rows) for c in range(cols))
            assert (table[mask] == 0) == (rows % 2 == 0 and cols % 2 == 0)


#: row id -> (verdict, computed value) expected of the reproduce table, with the published statement's place.
EXPECTED_ROWS = {
    "tactix.misere_4x4": ("confirmed", "second player"),  # "TACTIX has been solved; the second player has..."
    # "Tactix" (normal play): the copying strategies, checked on small rectangles only
    "tactix.even_rotation": ("supported", "second player"),
    "tactix.odd_middle_line": ("supported", "first player"),
    "tactix.staircase_dp": ("supported", "DP = definition"),  # "Monotonic boards", boards with <= 8 counters
    "tactix.row_xor": ("confirmed", "fails, smallest S(1, 1)"),  # "This method does not work": one counterexample
    "tactix.s_formula": ("supported", "formula = exact values"),  # "Result", a, b <= 256
    "tactix.s_base_case": ("extends", "r(a, 0) = a, r(0, b) = b"),  # the text states no base case
    # "where m is the lowest power of 2 below or at a": the corrected reading, the largest, is the one that holds
    "tactix.s_power_of_two": ("erratum", "m = largest power of 2 <= a"),
    "tactix.s_formula_log_time": ("supported", "O(log n)"),  # "evaluated in time O(log n)", by growth k = 1..60
    "tactix.table_5x5": ("extends", "5x5: value 7, misere first player wins"),
}


@pytest.mark.parametrize("claim", row_params(CLAIMS))
def test_reproduce_rows(claim):
    """Every row of the table for seed 004: exactly the verdict and the value expected."""
    check_row(claim, EXPECTED_ROWS)


def test_every_row_is_pinned():
    assert {c.id for c in CLAIMS} == set(EXPECTED_ROWS)


def test_the_printed_wording_of_m():
    """Section "Result": 'where m is the lowest power of 2 below or at a': read literally m is always 1, and
    that reading is wrong already at S(2, 2) (value 1); the largest power of 2 gives the exact values."""
    assert POWER_WORDING in RESULT_TEXT
    assert s_formula(2, 2, power="smallest") != s_table(2)[2, 2] == s_formula(2, 2, power="largest") == 1
