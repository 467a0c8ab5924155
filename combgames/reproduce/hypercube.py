"""Claims about hypercube tic-tac-toe n^d: who wins with best play from the empty board.

Each value is recomputed by the compiled positional solver (:mod:`combgames.solvers.compiled`) on
:class:`~combgames.games.hypercube.Hypercube`; the evidence gives the nodes and the symmetry used. 3^2 is ordinary
tic-tac-toe; 4^3 is Qubic, a first-player win (Patashnik 1980, by computer-aided search; Allis 1994, by
proof-number and threat-space search): it has no row yet, as the compiled proof-number search
(:mod:`combgames.solvers.compiled.pns`) has not settled it from the empty board on this machine; a row would read
a stored certificate of the proof and replay it with the independent checker.

References: S. W. Golomb and A. W. Hales, Hypercube tic-tac-toe, More Games of No Chance (2002);
O. Patashnik, Qubic: 4 x 4 x 4 tic-tac-toe, Mathematics Magazine 53 (1980), 202-216; L. V. Allis, Searching for
Solutions in Games and Artificial Intelligence, PhD thesis, University of Limburg, Maastricht,
1994.
"""

from __future__ import annotations

from combgames.games.hypercube import Hypercube
from combgames.reproduce import Claim, Computed
from combgames.solvers.compiled import compiled_alphabeta

SURVEY = "Golomb and Hales, Hypercube tic-tac-toe (More Games of No Chance, 2002)"

_WORDS = {"win": "first-player win", "draw": "draw", "loss": "second-player win"}


def _outcome(n: int, d: int, erdos_selfridge: bool = False) -> Computed:
    r = compiled_alphabeta(Hypercube(n, d), distance=False, erdos_selfridge=erdos_selfridge)
    how = ", with the Erdos-Selfridge potential draw test" if erdos_selfridge else ""
    return Computed(_WORDS[r.value.outcome],
                    f"compiled alpha-beta from the empty board{how}: {r.nodes:,} nodes, "
                    f"{r.stats['group_elements']} symmetries, {r.seconds:.2f} s")


def _outcome_by_proof(n: int, d: int) -> Computed:
    """The value by compiled alpha-beta and, for a win, again by the compiled proof-number search, whose proof is
    exported as a strategy that the independent checker replays through the rules."""
    from combgames.solvers import check_strategy
    from combgames.solvers.compiled.pns import compiled_pns

    first = _outcome(n, d)
    g = Hypercube(n, d)
    r = compiled_pns(g, strategy=True, table_bits=16)
    if r.value.outcome != "win":
        return Computed(_WORDS[r.value.outcome], f"{first.evidence}; compiled proof-number search: {r.value}")
    leaves = check_strategy(g, r.strategy, 0, "win")
    value = first.value if first.value == _WORDS["win"] else "the two solvers disagree"
    return Computed(value, f"{first.evidence}; compiled proof-number search: a win in {r.nodes:,} nodes, its "
                           f"proof a strategy of {r.stats['decisions']:,} decisions of X beyond the rules (win, "
                           f"block, threat sequence), replayed by check_strategy over {leaves:,} lines of play")


CLAIMS = [
    Claim("hypercube.2^2", SURVEY, "2 x 2 tic-tac-toe (every pair is a line) is a first-player win",
          "first-player win", lambda: _outcome(2, 2)),
    Claim("hypercube.2^3", SURVEY, "2 x 2 x 2 tic-tac-toe (every pair is a line) is a first-player win",
          "first-player win", lambda: _outcome(2, 3)),
    Claim("hypercube.3^2", SURVEY, "3 x 3 tic-tac-toe is a draw", "draw", lambda: _outcome(3, 2)),
    Claim("hypercube.4^2", SURVEY, "4 x 4 tic-tac-toe (10 lines) is a draw", "draw", lambda: _outcome(4, 2)),
    Claim("hypercube.5^2", SURVEY, "5 x 5 tic-tac-toe (12 lines) is a draw", "draw",
          lambda: _outcome(5, 2, erdos_selfridge=True)),
    Claim("hypercube.6^2", SURVEY, "6 x 6 tic-tac-toe (14 lines) is a draw (n x n is a draw for n >= 3)", "draw",
          lambda: _outcome(6, 2, erdos_selfridge=True)),
    Claim("hypercube.7^2", SURVEY, "7 x 7 tic-tac-toe (16 lines) is a draw (n x n is a draw for n >= 3)", "draw",
          lambda: _outcome(7, 2, erdos_selfridge=True)),
    Claim("hypercube.8^2", SURVEY, "8 x 8 tic-tac-toe (18 lines) is a draw (n x n is a draw for n >= 3)", "draw",
          lambda: _outcome(8, 2, erdos_selfridge=True)),
    Claim("hypercube.3^3", SURVEY, "3 x 3 x 3 tic-tac-toe (49 lines) is a first-player win", "first-player win",
          lambda: _outcome_by_proof(3, 3)),
]
