"""Picaria and its family, solved by retrograde analysis (seeds 000_673cd376e7bd542d.txt and
002_e4f40bb950069833.txt).

Prints: the board; the value of Picaria and of X's first moves; the two-stone openings; the paper's Loop,
trap and zugzwang positions with their values and a principal variation; the second-phase position count;
the relatives with s sides (k = 3) and the handicap; the article's rule variants; the blockade games.
Runs in a few seconds.  ``python examples/picaria.py``
"""

from __future__ import annotations

import time

from combgames.analysis.openings import opening_values
from combgames.analysis.picaria import family_members, family_value, rule_variants, sliding_phase
from combgames.games.blockade import mu_torere, pong_hau_ki, position_counts
from combgames.games.boards import picaria
from combgames.games.picaria import Picaria
from combgames.solvers import retrograde
from combgames.sources.eternal_picaria import POSITIONS


def main() -> None:
    board = picaria()
    print("Picaria's board (points numbered row-major 0..8 from the top left):")
    print(board.diagram())
    print(f"{len(board.points)} points, {len(board.edges)} move edges, {len(board.lines)} lines, "
          f"symmetry group of order {board.symmetry_group.order()}\n")

    g = Picaria()
    t0 = time.perf_counter()
    r = retrograde(g)
    dt = time.perf_counter() - t0
    print(f"Full retrograde solution: {r.size} orbits ({r.edges} edges) in {dt * 1000:.0f} ms; "
          f"counts {r.counts}")
    print(f"Picaria (empty board, X to move): {r.value(g.initial())}   (the paper's Corollary 10; "
          "`combgames reproduce --only 'picaria.*'` compares)")
    for name in ("b2", "a3", "b3"):
        p = g.play(g.initial(), g.board.index(name))
        print(f"  X opens {name}: {r.value(p).negate()} for X")
    print("\nTwo-stone openings up to symmetry (X to move):")
    openings = {g.format_position(p): v for p, v in opening_values(g, 2, value=r.value).items()}
    for text, v in sorted(openings.items()):
        print(f"  {text}  {v}")

    print("\nPositions from the paper:")
    for name, (text, where) in POSITIONS.items():
        p = g.parse_position(text)
        pv = " ".join(g.format_move(m) for m in r.pv(p, limit=8))
        print(f"  {text}  {str(r.value(p)):11}  ({where}); pv {pv}")

    print(f"\nSecond phase: {len(sliding_phase(g, symmetry=True))} orbits (3 + 3 stones, player to move) "
          f"reachable from the empty board, {len(sliding_phase(g))} positions without symmetry")

    print("\nRelatives with s sides, k = 3 stones (value of the empty board for X):")
    members = set(family_members(6))
    for s in (3, 4, 5, 6):
        values = [str(family_value(s, stones)) if (s, stones) in members else "- (too few points)"
                  for stones in ((3, 3), (3, 4))]
        print(f"  s = {s}: {values[0]:10}  handicap (3, 4): {values[1]}")

    print("\nThe article's centre rules on the 9-point board:")
    for rule, v in rule_variants("picaria").items():
        print(f"  centre={rule:11} {v}")

    print("\nBlockade games:")
    for name, game in (("Pong Hau K'i", pong_hau_ki()), ("Mu Torere", mu_torere())):
        c = position_counts(game)
        print(f"  {name}: {retrograde(game).value(game.initial())}; {c['arrangements/sym']} arrangements up "
              f"to symmetry ({c['positions']} positions with the player to move)")


if __name__ == "__main__":
    main()
