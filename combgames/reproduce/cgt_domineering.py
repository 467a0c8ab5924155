"""Claims of the literature on who wins Domineering on square boards (issue 31, part 7), recomputed by
:mod:`combgames.analysis.domineering`.

Sources: D. M. Breuker, J. W. H. M. Uiterwijk, H. J. van den Herik, "Solving 8x8 Domineering", Theoretical
Computer Science 230 (2000) 195-206 (the square boards up to 8 x 8: 5 x 5 a second-player win, 6 x 6, 7 x 7 and
8 x 8 first-player wins), and N. Bullock, "Domineering: solving large combinatorial search spaces", ICGA Journal
25 (2002) (the same boards again, and up to 10 x 10). The outcome is CGT's class: N when the player to move wins
whichever it is, P when the second player wins. Each row solves the board with Vertical (Left) and with
Horizontal (Right) moving first; the proof rows also export Vertical's winning strategy (with Vertical first)
as a proof file and check it with a checker that shares no code with the search
(:func:`combgames.analysis.domineering_proof.check_proof`), once as it is and once transposed, which makes it
Horizontal's strategy with Horizontal first.
"""

from __future__ import annotations

from combgames.reproduce import Claim, Computed

__all__ = ["CLAIMS"]

BREUKER = "Breuker, Uiterwijk, van den Herik, Theoretical Computer Science 230 (2000) 195-206"


def _outcome(n: int, proofs: bool = False):
    def compute() -> Computed:
        import os
        import tempfile
        from pathlib import Path

        from combgames.analysis.domineering import OutcomeSearch, outcome_class, winning_strategy
        from combgames.analysis.domineering_proof import check_proof, save_proof

        search = OutcomeSearch(n, n, table_bits=24 if n >= 8 else 22 if n >= 7 else 20)
        left, right = search.wins(search.full, 0), search.wins(search.full, 1)
        evidence = f"{search.nodes} nodes of the compiled proof search, Vertical and Horizontal each moving first"
        if proofs:
            proof = winning_strategy(search, 0, limit=200_000_000 if n >= 8 else 20_000_000)
            with tempfile.TemporaryDirectory() as folder:
                path = save_proof(Path(folder) / f"domineering{n}x{n}.npz", proof)
                size = os.path.getsize(path)
                reports = [check_proof(path, rows=n, cols=n, transposed=flip) for flip in (False, True)]
            checked = "; ".join(f"{r['claim']} ({r['positions']} positions walked)" for r in reports)
            evidence += (f"; Vertical's proof ({len(proof.positions)} positions stored, {size} bytes) checked by a "
                         "checker with its own move generator and counting lemma, and again transposed for "
                         f"Horizontal: {checked}")
        return Computed(outcome_class(left, right), evidence)
    return compute


def _shipped_outcome(n: int):
    def compute() -> Computed:
        from combgames.analysis.domineering import outcome_class
        from combgames.analysis.domineering_proof import check_proof, shipped_proof

        proof = shipped_proof(n, n)
        reports = [check_proof(proof, rows=n, cols=n, transposed=flip) for flip in (False, True)]
        left_first = proof if proof.first == 0 else proof.transposed()
        right_first = left_first.transposed()
        evidence = (f"the proof shipped with the package ({len(proof.positions)} positions stored) checked with no "
                    "search, by a checker with its own move generator and counting lemma, once as stored and once "
                    "transposed: " + "; ".join(f"{r['claim']} ({r['positions']} positions walked)" for r in reports))
        return Computed(outcome_class(left_first.winner == 0, right_first.winner == 1), evidence)
    return compute


CLAIMS = [
    Claim("cgt.domineering_outcome_5x5", f"{BREUKER}, results on square boards",
          "5 x 5 Domineering is a second-player win (outcome P), with the winning strategies checked",
          "P", _outcome(5, proofs=True)),
    Claim("cgt.domineering_outcome_6x6", f"{BREUKER}, results on square boards",
          "6 x 6 Domineering is a first-player win (outcome N)", "N", _outcome(6)),
    Claim("cgt.domineering_outcome_7x7", f"{BREUKER}, results on square boards",
          "7 x 7 Domineering is a first-player win (outcome N)", "N", _outcome(7)),
    Claim("cgt.domineering_outcome_6x6_proofs", f"{BREUKER}, results on square boards",
          "6 x 6 Domineering is a first-player win (outcome N), with both winning strategies exported and checked",
          "N", _outcome(6, proofs=True)),
    Claim("cgt.domineering_outcome_7x7_proofs", f"{BREUKER}, results on square boards",
          "7 x 7 Domineering is a first-player win (outcome N), with both winning strategies exported and checked",
          "N", _outcome(7, proofs=True), slow=True, expected=8.0),
    Claim("cgt.domineering_outcome_7x7_shipped_proof", f"{BREUKER}, results on square boards",
          "7 x 7 Domineering is a first-player win (outcome N), by the proof shipped with the package",
          "N", _shipped_outcome(7)),
    Claim("cgt.domineering_outcome_8x8", f"{BREUKER}, the title result",
          "8 x 8 Domineering is a first-player win (outcome N): Vertical and Horizontal each win moving first",
          "N", _outcome(8), slow=True, expected=1130.0),
    Claim("cgt.domineering_outcome_8x8_proofs", f"{BREUKER}, the title result",
          "8 x 8 Domineering is a first-player win (outcome N), with both winning strategies exported and checked "
          "(proof checked)", "N", _outcome(8, proofs=True), slow=True, expected=3600.0),
]
