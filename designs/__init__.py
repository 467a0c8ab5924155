"""designs: finite geometry for games: Latin squares, MOLS, transversal designs, affine and projective planes.

Start with :class:`LatinSquare` and :func:`mols` (MOLS over GF(q)), :class:`TransversalDesign`,
:func:`affine_plane` / :func:`projective_plane` (over GF(q)), :func:`pi4` (the plane of the seed paper
seeds/001_b5e936bd6e3419b9.txt with its labels), :class:`IncidenceStructure` (automorphism groups and
isomorphisms via nauty) and :mod:`designs.paratopy` (paratopisms of MOLS).

This package never imports :mod:`combgames`.
"""

from designs import collineations, counting, paratopy, planes
from designs.collineations import agammal2, pgammal3
from designs.counting import (
    number_of_isotopy_classes,
    number_of_latin_squares,
    number_of_main_classes,
    number_of_reduced_latin_squares,
)
from designs.fields import field_tables
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
from designs.paratopy import (
    Paratopism,
    autoparatopism_group,
    free_point_orbits,
    paper_autoparatopisms,
    parse_paratopism,
    position_stabilizer,
)
from designs.transversal import ResolvableTransversalDesign, TransversalDesign, type_names

__all__ = [
    "collineations",
    "counting",
    "paratopy",
    "planes",
    "agammal2",
    "pgammal3",
    "number_of_isotopy_classes",
    "number_of_latin_squares",
    "number_of_main_classes",
    "number_of_reduced_latin_squares",
    "field_tables",
    "Paratopism",
    "autoparatopism_group",
    "free_point_orbits",
    "paper_autoparatopisms",
    "parse_paratopism",
    "position_stabilizer",
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
