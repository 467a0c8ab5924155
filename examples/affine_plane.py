"""The affine plane of order 4 of "Tic-Tac-Toe on an affine plane of order 4" (seeds/001_b5e936bd6e3419b9.txt).

Builds the paper's objects from its transcriptions (:mod:`combgames.sources.affine_tictactoe`) with the general
library :mod:`designs`, and prints what the paper shows: the three MOLS(4) of
Figure 1, the RTD(4, 4) of Figure 2 and its index class (Figure 3), the plane pi_4 and an explicit
isomorphism to AG(2, 4) over GF(4), the tic-tac-toe grid of Figures 4 and 5, the paratopisms psi_1 and
psi_2 of the proof, and the stabilisers of its two positions.

Run: ``python examples/affine_plane.py``
"""

from __future__ import annotations

from combgames.sources.affine_tictactoe import (figure1_mols4, free_point_orbits, paper_autoparatopisms, pi4,
                                                pi4_grid, position_stabilizer)
from designs import (ResolvableTransversalDesign, affine_plane, mutually_orthogonal, projective_completion,
                     projective_plane)
from designs.paratopy import autoparatopism_group


def main() -> None:
    squares = figure1_mols4()
    print("Figure 1: three MOLS(4); mutually orthogonal:", mutually_orthogonal(squares))
    for name, sq in zip(("alpha", "beta", "gamma"), squares):
        print(f"  {name}:")
        print("    " + str(sq).replace("\n", "\n    "))

    rtd = ResolvableTransversalDesign.from_mols(squares)
    print("\nFigure 2: RTD(4, 4), parallel classes indexed by the third square")
    for name, cls in zip(rtd.class_names, rtd.parallel_classes()):
        blocks = ["{" + ", ".join(rtd.blocks_as_labels()[j]) + "}" for j in cls]
        print(f"  {name}: " + ", ".join(blocks))
    print("Figure 3: index class (the groups):", ["{" + ", ".join(g) + "}" for g in rtd.groups_as_labels()])

    plane = pi4()
    ag = affine_plane(4)
    phi = plane.isomorphism(ag)
    print(f"\npi_4: {plane.num_points} points, {plane.num_blocks} lines, {len(plane.parallel_classes())} parallel "
          f"classes; affine plane: {plane.is_linear_space()}")
    print("isomorphism pi_4 -> AG(2, 4) over GF(4):")
    print("  " + ", ".join(f"{k} -> {v}" for k, v in phi.items()))
    print("|Aut(pi_4)| =", plane.automorphism_group().order(),
          "  |Aut(PG(2, 4))| =", projective_plane(4).automorphism_group().order(),
          "  completion of pi_4 is PG(2, 4):", projective_completion(plane).is_isomorphic(projective_plane(4)))

    grid = pi4_grid()
    print("\nFigure 4: the tic-tac-toe grid (rows = gamma1 lines, columns = gamma2 lines)")
    for row in grid.grid():
        print("  " + " ".join(f"{x:>6}" for x in row))
    print("Figure 5: diagonals of gamma3 (a) and gamma4 (b)")
    for a, b in zip(grid.class_pattern(2), grid.class_pattern(3)):
        print("  " + " ".join(a) + "    " + " ".join(b))

    pair = squares[:2]
    print("\nautoparatopism group of the first two squares: order", autoparatopism_group(pair).order())
    for name, psi in paper_autoparatopisms().items():
        moved = {k: v for k, v in psi.point_map().items() if k != v}
        print(f"  {name} = {psi}: autoparatopism {psi.is_autoparatopism(pair)}; moves {moved}")
    x, o = ["r1", "r3", "c1"], ["r2", "r4"]
    print(f"position X = {x}, O = {o}: stabiliser order {position_stabilizer(pair, x, o).order()}")
    for orbit in free_point_orbits(pair, x, o):
        print(f"  reply {orbit[0]:>7} stands for {', '.join(orbit)}")
    x, o = ["r1", "r3", "alpha2"], ["r2", "c1"]
    print(f"position X = {x}, O = {o}: stabiliser order {position_stabilizer(pair, x, o).order()}")


if __name__ == "__main__":
    main()
