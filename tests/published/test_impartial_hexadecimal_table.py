"""The hexadecimal rows (combgames/reproduce/impartial_hexadecimal_table.py): Howse and Nowakowski's abstract ("not
all hexadecimal games are periodic or arithmetic-periodic"; their theorem and tables were not read), the one-digit
codes and the counts of the two-digit table, computed here."""

import pytest

from combgames.reproduce.impartial_hexadecimal_table import CLAIMS
from tests.published._rows import check_row, row_params

EXPECTED_ROWS = {
    # 0.9 and 0.E show no period and no arithmetic period in G(0..1023): agrees with the abstract, on a finite range
    "impartial.hexadecimal_not_all_regular": ("supported", ["0.9", "0.E"]),
    # computed here: 0.8 G(n + 3) = G(n) + 1 from 1 and 0.C G(n + 2) = G(n) + 1 from 1, proved by the layer theorem
    # (and checked six times further in tests/combgames/games/test_octal_arithmetic.py); 0.A, 0.B, 0.D, 0.F period 2
    "impartial.hexadecimal_one_digit": ("extends", {
        "0.8": ("arithmetic", 1, 3, 1), "0.9": ("open", None, None, None), "0.A": ("periodic", 1, 2, 0),
        "0.B": ("periodic", 0, 2, 0), "0.C": ("arithmetic", 1, 2, 1), "0.D": ("periodic", 0, 2, 0),
        "0.E": ("open", None, None, None), "0.F": ("periodic", 0, 2, 0)}),
    # computed here, 192 codes to heap 4095 (s41, 168 CPU s): 44 arithmetic periods proved by the layer theorem and
    # 26 by the offset layer theorem (s40: 27 observed); 0.3F (saltus 3, not a power of two) stays observed
    "impartial.hexadecimal_table_counts": ("extends", {"periodic": 22, "arithmetic": 70, "observed": 1,
                                                       "open": 99}),
    # computed here, 3,584 codes to heap 1023 (s41, 57 CPU s); the offset layer theorem moved 648 codes from
    # observed to arithmetic (s40: 769 and 673); largest arithmetic period 53 (0.28, saltus 16)
    "impartial.hexadecimal_three_digit_counts": ("extends", {"periodic": 379, "arithmetic": 1417, "observed": 25,
                                                             "open": 1763}),
}


@pytest.mark.parametrize("claim", row_params(CLAIMS))
def test_hexadecimal_rows(claim):
    check_row(claim, EXPECTED_ROWS)
