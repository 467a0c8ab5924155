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
    "hypercube.4^3": ("confirmed", "first-player win"),  # Qubic: the stored proof walked from the empty board
}


@pytest.mark.parametrize("claim", row_params(CLAIMS))
def test_rows(claim):
    check_row(claim, EXPECTED_ROWS)


@pytest.mark.parametrize("n, d, outcome", [(2, 2, "win"), (3, 2, "draw"), (3, 3, "win"), (2, 3, "win")])
def test_the_generic_search_agrees(n, d, outcome):
    assert alphabeta(Hypercube(n, d, reduced=True), distance=False).value.outcome == outcome


def _qubic_certificate():
    from importlib.resources import as_file, files

    from combgames.reproduce.hypercube import QUBIC_CERTIFICATE
    from combgames.solvers.compiled.pns import Certificate

    g = Hypercube(4, 3)
    with as_file(files("combgames.analysis").joinpath(QUBIC_CERTIFICATE)) as path:
        return g, Certificate.load(path, g)


def test_the_stored_qubic_proof_opens_in_a_corner_and_holds_deep_in_one_line():
    """The whole walk is the slow row; here the strategy is followed down one line (O always taking the first
    reply after which X does not win at once) to 6 stones, and the subtree from there (some 14,000 positions) is
    checked by both checkers (the certificate's walk, and check_strategy through the game's rules and its own
    key), which must visit the same positions."""
    from combgames.solvers import check_strategy
    from combgames.solvers.compiled.pns import Certificate

    g, cert = _qubic_certificate()
    assert cert.position == (0, 0) and cert.attacker == 0 and len(cert) > 1000
    node, p = cert.strategy(), g.initial()
    assert node.move == 0  # a corner
    while (p[0] | p[1]).bit_count() < 6:
        if g.to_move(p) == 0:
            node, p = node.next, g.play(p, node.move)
            continue
        for m in sorted(node.replies):  # O's first reply after which X does not win at once
            q, sub = g.play(p, m), node.replies[m]
            if g.result(q) is None and g.result(g.play(q, sub.move)) is None:
                node, p = sub, q
                break
    assert g.result(p) is None and (p[0] | p[1]).bit_count() == 6
    walked = Certificate(g, 0, p, cert.moves).check_quotient()
    assert walked == check_strategy(g, node, 0, "win", position=p, symmetry=True) > 10_000
