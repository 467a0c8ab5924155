"""Tic-tac-toe on planes and designs: what seeds/001_b5e936bd6e3419b9.txt claims, recomputed.

Run: ``python examples/tictactoe_on_planes.py`` (about half a minute; ``--quick`` skips AG(2, 5)).

1. Theorem 2.1: tic-tac-toe on the affine plane pi_4 is a win for the first player, Xeno; how long it takes.
2. The closing remarks: TD(4, 4) and pi_4 with index blocks removed.
3. The planes of Carroll and Dougherty, and the "all three MOLS(4)" remark.
4. The paper's play-proof, checked line by line (Section 2, Tables 7 and 9), with the findings.
5. A game against the solver's strategy, in the paper's notation.
"""

import sys

from combgames.games.designs_games import affine_plane_game, mols_game, projective_plane_game
from combgames.solvers import alphabeta
from combgames.sources.affine_tictactoe import INDEX_BLOCKS, pi4_game
from combgames.sources.affine_tictactoe.proofs import check_paper_proof


def show(name, game):
    r = alphabeta(game)
    print(f"  {name:<38} {str(r.value):<11} {r.nodes:>7,} nodes {r.seconds:6.2f} s")
    return r


def main(quick: bool) -> None:
    print("1. Theorem 2.1")
    r = show("pi_4 = AG(2,4)", pi4_game(reduced=True))
    g = pi4_game()
    print(f"     a principal variation: {', '.join(g.labels[m] for m in r.pv)}")

    print("2. Closing remarks (index blocks of Figure 3 removed)")
    show("TD(4,4) = pi_4 without the index class", pi4_game(INDEX_BLOCKS, reduced=True))
    for k in (1, 2, 3):
        show(f"pi_4 without {'+'.join(INDEX_BLOCKS[:k])}", pi4_game(INDEX_BLOCKS[:k], reduced=True))

    print("3. Planes of Carroll and Dougherty [5]")
    for q in (2, 3):
        show(f"AG(2,{q})", affine_plane_game(q, reduced=True))
    for q in (2, 3, 4):
        show(f"PG(2,{q}) (no Erdos-Selfridge cut-off)", projective_plane_game(q, reduced=True, erdos_selfridge=False))
    show("3 MOLS(4) + groups = PG(2,4) minus a point", mols_game(3, 4, with_groups=True, reduced=True))
    if not quick:
        show("AG(2,5)", affine_plane_game(5, reduced=True, key_depth=14))

    print("4. The play-proof of Theorem 2.1")
    report = check_paper_proof()
    for fact in report["opening"] + report["maps"]:
        print("  " + fact)
    bad = [v for v in report["lines"] if not v.ok]
    print(f"  {len(report['lines']) - len(bad)} of {len(report['lines'])} lines correct")
    for v in bad:
        print("  " + str(v).replace("\n", "\n  "))
    for c in report["cases"]:
        print("  " + str(c).replace("\n", "\n  "))

    print("5. Xeno (the solver) against an Ophelia who blocks a threat, else takes the first free point")
    g = pi4_game(reduced=True)
    p, line = g.initial(), []
    while g.result(p) is None:
        if g.to_move(p) == 0:
            m = alphabeta(g, p).best_moves[0]
            line.append(g.labels[m])
        else:
            m = g.moves(p)[0]
            line.append(f"({g.labels[m]})")
        p = g.play(p, m)
    print("  " + ", ".join(line) + f"  -> {'Xeno wins' if g.result(p) == 0 else g.result(p)}")


if __name__ == "__main__":
    main("--quick" in sys.argv)
