"""designs: finite geometry for games: Latin squares, MOLS, transversal designs, affine and projective planes.

Start with :class:`LatinSquare` and :func:`mols` (MOLS over GF(q)), :class:`TransversalDesign`,
:func:`affine_plane` / :func:`projective_plane` (over GF(q)), :func:`pi4` (the plane of the seed paper
seeds/001_b5e936bd6e3419b9.txt with its labels), :class:`IncidenceStructure` (automorphism groups and
isomorphisms via nauty) and :mod:`designs.paratopy` (paratopisms of MOLS).

This package never imports :mod:`combgames`.
"""

from designs import planes
from designs.incidence import IncidenceStructure
from designs.latin import (
    LatinSquare,
    are_orthogonal,
    check_mols,
    direct_product,
    figure1_mols4,
    is_latin_square,
    macneish_bound,
    macneish_mols,
    mols,
    mutually_orthogonal,
    prime_power,
)
from designs.planes import (
    AffinePlane,
    GridView,
    ProjectivePlane,
    affine_plane,
    pi4,
    pi4_grid,
    pi4_index_blocks,
    projective_completion,
    projective_plane,
)
from designs.transversal import ResolvableTransversalDesign, TransversalDesign, type_names

__all__ = [
    "planes",
    "IncidenceStructure",
    "LatinSquare",
    "are_orthogonal",
    "check_mols",
    "direct_product",
    "figure1_mols4",
    "is_latin_square",
    "macneish_bound",
    "macneish_mols",
    "mols",
    "mutually_orthogonal",
    "prime_power",
    "AffinePlane",
    "GridView",
    "ProjectivePlane",
    "affine_plane",
    "pi4",
    "pi4_grid",
    "pi4_index_blocks",
    "projective_completion",
    "projective_plane",
    "ResolvableTransversalDesign",
    "TransversalDesign",
    "type_names",
]
