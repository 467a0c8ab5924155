"""Claims about hypercube tic-tac-toe n^d: who wins with best play from the empty board.

Each value is recomputed by the compiled positional solver (:mod:`combgames.solvers.compiled`) on
:class:`~combgames.games.hypercube.Hypercube`; the evidence gives the nodes and the symmetry used. 3^2 is ordinary
tic-tac-toe; 4^3 is Qubic, a first-player win (Patashnik 1980, by computer-aided search; Allis 1994, by
proof-number and threat-space search). Its row reads the certificate of the proof found here by the compiled
proof-number search (:mod:`combgames.solvers.compiled.pns`; ``benchmarks/bench_qubic.py --empty`` made it and
remakes it), stored as package data (``combgames/analysis/qubic_certificate.json.gz``): X opens at a corner and
every reply of O is answered by the rules (a win, the block of a lone threat, the first move of a threat
sequence) or by a stored decision. The row walks the strategy from the empty board through every reply of O,
up to symmetry, and checks that every line ends in a win of X (:meth:`Certificate.check_quotient`).

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


QUBIC_CERTIFICATE = "qubic_certificate.json.gz"


def _qubic() -> Computed:
    """Qubic's stored proof, walked from the empty board (see the module docstring)."""
    import time
    from importlib.resources import as_file, files

    from combgames.solvers.compiled.pns import Certificate

    g = Hypercube(4, 3)
    with as_file(files("combgames.analysis").joinpath(QUBIC_CERTIFICATE)) as path:
        cert = Certificate.load(path, g)
    if cert.position != (0, 0) or cert.attacker != 0:
        return Computed("a certificate of another claim", f"the stored certificate starts at {cert.position} "
                                                          f"for player {cert.attacker}")
    t = time.process_time()
    walked = cert.check_quotient()
    return Computed(_WORDS["win"], f"the stored proof ({len(cert):,} decisions of X beyond the rules) walked from "
                                   f"the empty board through every reply of O: {walked:,} positions up to the "
                                   f"192 symmetries, every line a win of X, {time.process_time() - t:.0f} s")


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
          lambda: _outcome_by_proof(3, 3), expected=1.0),
    Claim("hypercube.4^3", "Patashnik, Qubic: 4 x 4 x 4 tic-tac-toe (Mathematics Magazine 53, 1980); Allis, "
          "PhD thesis (1994)", "4 x 4 x 4 tic-tac-toe (Qubic, 76 lines) is a first-player win", "first-player win",
          _qubic, slow=True, expected=210),
]
