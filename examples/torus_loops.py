"""Loops on the torus, from Schepler's "A three-player connection game" (seeds/003_4502657011210c81.txt).

Prints the 6 x 6 hex torus and its Vert / Horz / Diag loops, the tilted plot of the loop classes, the
sextant and parity assignments (with the errata found in the printed ones), the census of classes that
an n x n board can hold, the simultaneous-loops example (the text's board, from
``combgames.sources.three_player_torus``), a random game of the three-player game with the loops it ends
on, and the text's homework: which homology classes simple loops can have on the Klein bottle. Set
COMBGAMES_SHORT=1 for the quick version.

Run: ``python examples/torus_loops.py``
"""

from __future__ import annotations

import os
import random
import time

from combgames.games.torus import TorusConnectionGame
from combgames.sources.three_player_torus import EXAMPLE_BOARD, diagram_cells
from topology import (
    KLEIN_SIMPLE_CLASSES,
    PLAYER_NAMES,
    CoverUnionFind,
    assignment_diagram,
    class_census,
    cycle_element,
    digital_line_cycle,
    hex_klein_bottle,
    hex_torus,
    klein_homology_class,
    klein_is_contractible,
    owner,
    shortest_closed_walk,
    simple_cycles,
    tilted_plot,
)

SHORT = bool(os.environ.get("COMBGAMES_SHORT"))


def main() -> None:
    t = hex_torus(6)
    print("The 6 x 6 hex torus: A6 and F1 adjacent:", t.adjacent(t.cell("A6"), t.cell("F1")),
          "- A1 and F6 adjacent:", t.adjacent(t.cell("A1"), t.cell("F6")))
    for cls in [(0, 1), (1, 0), (1, 1), (1, 2), (2, 1), (1, -1)]:
        cells = digital_line_cycle(6, cls)
        print(f"\nshortest loop of class {cycle_element(t, cells)} ({len(cells)} cells):")
        print(t.render({c: "x" for c in cells}))

    print("\nLoop classes of norm <= 4 (tilted axes; * = primitive class, . = not a new loop):")
    print(tilted_plot(4))
    notes = {"sextant": "printed rules corrected to match the text's diagram",
             "parity": "the text's diagram misprints (3,-1) as H"}
    for method in ("sextant", "parity"):
        print(f"\n{method} method ({notes[method]}):")
        print(assignment_diagram(method, 4))

    top = 7 if SHORT else 10
    print("\nClasses an n x n hex torus can hold (simple loops / loops that never touch themselves):")
    for n in range(3, top + 1):
        start = time.perf_counter()
        simple, induced = class_census(n, "simple"), class_census(n, "induced")
        print(f"  n = {n:2d}: {len(simple):3d} / {len(induced):3d}   ({time.perf_counter() - start:.3f} s)")

    print("\nThe text's simultaneous-loops example:")
    stones = sorted(diagram_cells(EXAMPLE_BOARD))
    print(t.render({s: "x" for s in stones}))
    for move in ("C4", "D5", "E3", "D4"):
        closed = CoverUnionFind(t, stones).add(t.cell(move)).closed
        names = [f"{c} ({PLAYER_NAMES[owner(c, 'sextant')]} / {PLAYER_NAMES[owner(c, 'parity')]})" for c in closed]
        print(f"  {move}x closes: {', '.join(names)}   [sextant owner / parity owner]")

    print("\nA random three-player game on the 6 x 6 torus (sextant method):")
    g = TorusConnectionGame(6, centre_stone=True)
    rng = random.Random(3)
    p = g.initial()
    while g.result(p) is None:
        p = g.play(p, rng.choice(g.moves(p)))
    chars = {0: ".", 1: "x", 2: "o"}
    print(t.render({i: chars[c] for i, c in enumerate(p.board)}))
    closed = ", ".join(f"({x},{y})" for x, y in p.closed)
    print(f"  winner: {PLAYER_NAMES[g.result(p)]}; the last stone closed {closed}")

    print("\nThe homework, the Klein bottle: H_1 = Z + Z/2, a loop's class is (glide, twist).")
    k = hex_klein_bottle(3 if SHORT else 4, 3)
    start = time.perf_counter()
    classes: dict = {}
    for cells, element in simple_cycles(k):
        for c in (klein_homology_class(element), -klein_homology_class(element)):  # both directions
            classes[c] = min(classes.get(c, len(cells)), len(cells))
    print(f"  simple cycles of the {k.name} ({time.perf_counter() - start:.2f} s): classes and shortest lengths")
    print("   ", ", ".join(f"{c}: {n}" for c, n in sorted(classes.items())))
    print("  the classes of simple closed curves (theory):", ", ".join(map(str, KLEIN_SIMPLE_CLASSES)))
    print(f"  twice around a row, a^2: class {klein_homology_class((2, 0))}, contractible: "
          f"{klein_is_contractible((2, 0))} (a closed walk of length {shortest_closed_walk(k, (2, 0))}, not simple)")


if __name__ == "__main__":
    main()
