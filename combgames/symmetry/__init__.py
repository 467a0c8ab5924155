"""Board symmetry groups, canonical forms, orbits, and Burnside / Polya counting.

Groups: :func:`dihedral_square` for an n x n grid, :func:`dihedral_rectangle` for an m x n grid,
:func:`dihedral_polygon` for a regular s-gon board,
:func:`cyclic_group`, :class:`CellGroup` for any group of cell permutations given by its elements or
generators (with conversion to and from sympy ``PermutationGroup``), and :func:`automorphism_group` to
compute the symmetries of any board from its edges and lines.

Actions on colourings (positions): :func:`orbit`, :func:`stabilizer`, :func:`orbits`,
:func:`empty_cell_orbits`, :meth:`CellGroup.canonical`, :class:`CanonicalTable` (precomputed canonical
forms), :class:`ColouredBoardCanonizer` (nauty canonical labelling for large boards). Positions stored as cell
bitmasks have one canonical-key scheme, :meth:`CellGroup.canonical_code` / :meth:`CellGroup.mask_canonizer`.

Counting: :func:`burnside` (``|Fix(g)|`` per named element and the orbit count), :func:`cycle_index`,
:func:`pattern_inventory`, :func:`polya_count`, :func:`necklaces`, :func:`bracelets`.

Examples
--------
>>> from combgames.symmetry import burnside, colourings, dihedral_square, orbit_representatives
>>> G = dihedral_square(3)
>>> boards = list(colourings(9, multiplicities=(4, 4, 1)))     # 4 X, 4 O, 1 empty
>>> burnside(G, multiplicities=(4, 4, 1)).orbits == len(orbit_representatives(G, boards))
True
"""

from typing import TYPE_CHECKING

from combgames.base.lazy import lazy_exports

from combgames.symmetry.group import CellGroup
from combgames.symmetry.named_groups import cyclic_group, dihedral_polygon, dihedral_rectangle, dihedral_square

if TYPE_CHECKING:
    from combgames.symmetry.actions import (
        CanonicalTable,
        canonical_position,
        cell_orbits,
        colourings,
        empty_cell_orbits,
        orbit,
        orbit_representatives,
        orbits,
        stabilizer,
    )
    from combgames.symmetry.automorphisms import (
        ColouredBoardCanonizer,
        automorphism_generators,
        automorphism_group,
        automorphism_permutation_group,
        board_automorphism_group,
        board_graph,
    )
    from combgames.symmetry.counting import (
        BurnsideTable,
        bracelets,
        burnside,
        cycle_index,
        cycle_index_symbols,
        fixed_count,
        necklaces,
        pattern_inventory,
        polya_count,
    )


__all__ = [
    "BurnsideTable",
    "CanonicalTable",
    "CellGroup",
    "ColouredBoardCanonizer",
    "automorphism_generators",
    "automorphism_group",
    "automorphism_permutation_group",
    "board_automorphism_group",
    "board_graph",
    "bracelets",
    "burnside",
    "canonical_position",
    "cell_orbits",
    "colourings",
    "cycle_index",
    "cycle_index_symbols",
    "cyclic_group",
    "dihedral_polygon",
    "dihedral_rectangle",
    "dihedral_square",
    "empty_cell_orbits",
    "fixed_count",
    "necklaces",
    "orbit",
    "orbit_representatives",
    "orbits",
    "pattern_inventory",
    "polya_count",
    "stabilizer",
]

_HOMES = {
    "CanonicalTable": "actions", "canonical_position": "actions", "cell_orbits": "actions", "colourings": "actions",
    "empty_cell_orbits": "actions", "orbit": "actions", "orbit_representatives": "actions", "orbits": "actions",
    "stabilizer": "actions", "ColouredBoardCanonizer": "automorphisms", "automorphism_generators": "automorphisms",
    "automorphism_group": "automorphisms", "automorphism_permutation_group": "automorphisms",
    "board_automorphism_group": "automorphisms", "board_graph": "automorphisms", "BurnsideTable": "counting",
    "bracelets": "counting", "burnside": "counting", "cycle_index": "counting", "cycle_index_symbols": "counting",
    "fixed_count": "counting", "necklaces": "counting", "pattern_inventory": "counting", "polya_count": "counting",
}
"""The module of each name imported on first use (actions, automorphisms and counting import numpy, nauty and
fractions where they are used; a game that only needs :class:`CellGroup` does not pay for them)."""


__getattr__, __dir__ = lazy_exports(__name__, _HOMES)
