"""Grundy's game's rare values (combgames/reproduce/impartial_grundys_game.py) against Flammenkamp's list and
counts: his sparse values to heap 231, 1,274 rare heaps to 2^21 (the last at 82,860), and his count of 1,287 known
sparse values (his computation reaching 2^35), computed here to 2^26, hence ``supported``."""

import pytest

from combgames.reproduce.impartial_grundys_game import CLAIMS, FLAMMENKAMP_TO_231
from tests.published._rows import check_row, row_params

# row id -> (verdict, computed value)
EXPECTED_ROWS = {
    # Flammenkamp's list "Known Sparse SGV of Grundy's Game", its 48 entries to heap 231
    "impartial.grundys_game_rare_to_231": ("confirmed", FLAMMENKAMP_TO_231),
    # 1,274 rare heaps below 2^21, the last at 82,860 (issue 32, citing Czajka)
    "impartial.grundys_game_rare_to_2_21": ("confirmed", (1274, 82860)),
    # 1,287 sparse values known to Flammenkamp (to 2^35); to 2^26 the 13 past 82,860 lie between 47,461,861 and
    # 48,399,022 (a run of 1,152 CPU s on the shared machine)
    "impartial.grundys_game_rare_count": ("supported", 1287),
}


@pytest.mark.parametrize("claim", row_params(CLAIMS))
def test_rows(claim):
    check_row(claim, EXPECTED_ROWS)


def test_every_row_is_expected():
    assert {c.id for c in CLAIMS} == set(EXPECTED_ROWS)
