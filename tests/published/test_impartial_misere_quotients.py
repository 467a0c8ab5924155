"""Misere quotients at the frontier (combgames/reproduce/impartial_misere_quotients.py): misere Dawson's Chess
(0.137) proved to heap 23 (no published quotient: extends), 0.3122's quotient with heap 7 infinite (Weimerskirch,
as issue 32 cites him; a lower bound on a sample of multiples, hence supported; and a presentation of it checked
on every sum of at most 120 tokens, supported), and the two- and three-digit octal games to heap 9 (computed
here)."""

import pytest

from combgames.reproduce.impartial_misere_quotients import CLAIMS
from tests.published._rows import check_row, row_params

GROWING_AT_9 = ["0.04", "0.14", "0.15", "0.16", "0.26", "0.27", "0.35", "0.36", "0.37", "0.45", "0.47", "0.53",
                "0.54", "0.57", "0.6", "0.61", "0.62", "0.63", "0.64", "0.65", "0.66", "0.67", "0.71", "0.72", "0.74",
                "0.76", "0.77"]

# row id -> (verdict, computed value)
EXPECTED_ROWS = {
    # open since Guy's time (Plambeck and Siegel, introduction): order 24 from heap 13 to heap 23, observed
    "impartial.misere_quotient_dawsons_chess": ("extends", {"heaps": 23, "order": 24}),
    # Weimerskirch: infinite with heap 7; here the multiples 0..5 of heap 5 are pairwise apart
    "impartial.misere_quotient_0312_2_infinite": ("supported", "infinite"),
    # Weimerskirch's abstract: infinite with heap 7; here 22 relations checked on every sum of at most 120 tokens,
    # the 518 normal forms of at most 40 tokens pairwise apart, the counts of heaps 5 and 7 unbounded
    "impartial.misere_quotient_0312_2_presentation": ("supported", "infinite"),
    "impartial.misere_quotient_chart_two_digits": ("extends", {"codes": 64, "growing": GROWING_AT_9}),
    # computed here (s41, 22 s): the 448 codes 0.abc, 262 still growing at heap 9 (0.316, 0.336 and 0.354 stopped by
    # the 2 CPU s limit before heap 9, growing), 186 unchanged over the last heaps
    "impartial.misere_quotient_chart_three_digits": ("extends", {"codes": 448, "growing": 262, "unchanged": 186}),
}


@pytest.mark.parametrize("claim", row_params(CLAIMS))
def test_rows(claim):
    check_row(claim, EXPECTED_ROWS)


def test_every_row_is_expected():
    assert {c.id for c in CLAIMS} == set(EXPECTED_ROWS)
