"""Hypercube tic-tac-toe n^d from the empty board (Golomb and Hales, Hypercube tic-tac-toe, More Games of No
Chance, 2002; Qubic: Patashnik 1980, Allis 1994). Each value is computed twice: by the compiled solver (the
reproduce rows) and by the generic alpha-beta on the same game (the reference), where it finishes in seconds."""

import pytest

from combgames.games.hypercube import Hypercube
from combgames.reproduce.hypercube import CLAIMS
from combgames.solvers import alphabeta
from tests.published._rows import check_row, row_params

# row id -> (verdict, computed value); the published values are the claims' own
EXPECTED_ROWS = {
    "hypercube.2^2": ("confirmed", "first-player win"),  # trivial: every pair of the 4 cells is a line
    "hypercube.2^3": ("confirmed", "first-player win"),
    "hypercube.3^2": ("confirmed", "draw"),  # tic-tac-toe
    "hypercube.4^2": ("confirmed", "draw"),
    "hypercube.5^2": ("confirmed", "draw"),
    "hypercube.6^2": ("confirmed", "draw"),
    "hypercube.7^2": ("confirmed", "draw"),
    "hypercube.8^2": ("confirmed", "draw"),
    "hypercube.3^3": ("confirmed", "first-player win"),
}


@pytest.mark.parametrize("claim", row_params(CLAIMS))
def test_rows(claim):
    check_row(claim, EXPECTED_ROWS)


@pytest.mark.parametrize("n, d, outcome", [(2, 2, "win"), (3, 2, "draw"), (3, 3, "win"), (2, 3, "win")])
def test_the_generic_search_agrees(n, d, outcome):
    assert alphabeta(Hypercube(n, d, reduced=True), distance=False).value.outcome == outcome
