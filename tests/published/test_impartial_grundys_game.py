"""Grundy's game's rare values (combgames/reproduce/impartial_grundys_game.py) against Flammenkamp's list and
counts: his sparse values to heap 231, 1,274 rare heaps to 2^21 (the last at 82,860), and his count of 1,287 known
sparse values (his computation reaching 2^35), computed here to 2^26, hence ``supported``."""

import json
from pathlib import Path

import pytest

from combgames.reproduce.impartial_grundys_game import CLAIMS, FLAMMENKAMP_TO_231
from tests.published._rows import check_row, row_params

# row id -> (verdict, computed value)
EXPECTED_ROWS = {
    # Flammenkamp's list "Known Sparse SGV of Grundy's Game", its 48 entries to heap 231
    "impartial.grundys_game_rare_to_231": ("confirmed", FLAMMENKAMP_TO_231),
    # Czajka's UnsolvedGames.md: to 2^21, 1,274 rare heaps, the last at 82,860; largest value 231, first at 763,622
    "impartial.grundys_game_rare_to_2_21": ("confirmed", (1274, 82860, 231, 763622)),
    # 1,287 sparse values known to Flammenkamp (to 2^35); to 2^26 the 13 past 82,860 lie between 47,461,861 and
    # 48,399,022 (a run of 1,152 CPU s on the shared machine)
    "impartial.grundys_game_rare_count": ("supported", 1287),
}


@pytest.mark.parametrize("claim", row_params(CLAIMS))
def test_rows(claim):
    check_row(claim, EXPECTED_ROWS)


def test_every_row_is_expected():
    assert {c.id for c in CLAIMS} == set(EXPECTED_ROWS)


def test_transcriptions_match_the_data_files():
    data = Path(__file__).parent / "data"
    flammenkamp = json.loads((data / "flammenkamp_grundy_sparse.json").read_text())
    assert [tuple(p) for p in flammenkamp["sparse_to_231"]] == list(FLAMMENKAMP_TO_231)
    assert flammenkamp["known_sparse_count"] == 1287 and flammenkamp["retrieved"]
    grundy = json.loads((data / "czajka_octal_games.json").read_text())["unsolved"]["Grundy's"]
    row = next(c for c in CLAIMS if c.id == "impartial.grundys_game_rare_to_2_21")
    assert (grundy["num_rare"], grundy["last_rare"], grundy["largest"], grundy["largest_idx"]) == row.published
