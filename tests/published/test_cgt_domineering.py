"""Who wins Domineering on square boards (combgames/reproduce/cgt_domineering.py): Breuker, Uiterwijk, van den
Herik, "Solving 8x8 Domineering", Theoretical Computer Science 230 (2000) 195-206, whose results on square boards
are 5 x 5 a second-player win (P) and 6 x 6, 7 x 7, 8 x 8 first-player wins (N); Bullock, ICGA Journal 25 (2002),
agrees. The proof rows also export Vertical's winning strategy and check it (and, transposed, Horizontal's) with a
checker that shares no code with the search; the 7 x 7 shipped-proof row checks the proof stored with the package."""

import pytest

from combgames.reproduce.cgt_domineering import CLAIMS
from tests.published._rows import check_row, row_params

# row id -> (verdict, computed value)
EXPECTED_ROWS = {
    "cgt.domineering_outcome_5x5": ("confirmed", "P"),        # TCS 230 (2000): 5 x 5 second-player win
    "cgt.domineering_outcome_6x6": ("confirmed", "N"),        # first-player win
    "cgt.domineering_outcome_7x7": ("confirmed", "N"),        # first-player win
    "cgt.domineering_outcome_6x6_proofs": ("confirmed", "N"),
    "cgt.domineering_outcome_7x7_proofs": ("confirmed", "N"),
    "cgt.domineering_outcome_7x7_shipped_proof": ("confirmed", "N"),
    "cgt.domineering_outcome_8x8": ("confirmed", "N"),        # the paper's title result
    "cgt.domineering_outcome_8x8_proofs": ("confirmed", "N"),
}


@pytest.mark.parametrize("claim", row_params(CLAIMS))
def test_row(claim):
    check_row(claim, EXPECTED_ROWS)


def test_every_row_is_expected():
    assert sorted(c.id for c in CLAIMS) == sorted(EXPECTED_ROWS)
