"""designs: finite geometry for games: Latin squares, MOLS, transversal designs, affine and projective planes.

Start with :class:`LatinSquare` and :func:`mols` (MOLS over GF(q)), :class:`TransversalDesign`,
:func:`affine_plane` / :func:`projective_plane` (over GF(q)), :meth:`AffinePlane.from_mols` (the plane of a
complete set of MOLS, labelled by rows, columns and symbols), :class:`IncidenceStructure` (automorphism
groups, setwise stabilisers, orbits and isomorphisms via nauty) and :mod:`designs.paratopy` (paratopisms of
MOLS).

This package speaks general mathematics only: the data of the source texts (figures, labels, the paper's
plane pi_4 and its maps psi_1, psi_2) lives in :mod:`combgames.sources`. It imports nothing of
:mod:`combgames` but the shared base :mod:`combgames.base` (checks, the nauty bridge, kernels, checkpoints for
the classification in pieces, :mod:`designs.latin_classes`), and importing it loads none of sympy, networkx, pynauty, galois or numba (each is imported by the function
that needs it).
"""

from typing import TYPE_CHECKING

from combgames.base.lazy import lazy_exports

# Public names and the submodule defining each. They are imported on first use (PEP 562), so that
# ``import designs`` stays light (no numpy); ``from designs import LatinSquare`` imports designs.latin then.
_HOMES = {
    "agammal2": "collineations",
    "pgammal3": "collineations",
    "number_of_isotopy_classes": "counting",
    "number_of_latin_squares": "counting",
    "number_of_main_classes": "counting",
    "number_of_reduced_latin_squares": "counting",
    "field_tables": "fields",
    "prime_power": "fields",
    "IncidenceStructure": "incidence",
    "LatinSquare": "latin",
    "are_orthogonal": "latin",
    "check_mols": "latin",
    "direct_product": "latin",
    "is_latin_square": "latin",
    "macneish_bound": "latin",
    "macneish_mols": "mols_constructions",
    "mols": "latin",
    "mutually_orthogonal": "latin",
    "Paratopism": "paratopy",
    "autoparatopism_group": "paratopy",
    "autoparatopism_orbits": "paratopy",
    "parse_paratopism": "paratopy",
    "AffinePlane": "planes",
    "GridView": "planes",
    "ProjectivePlane": "planes",
    "affine_plane": "planes",
    "projective_completion": "planes",
    "projective_plane": "planes",
    "ResolvableTransversalDesign": "transversal",
    "TransversalDesign": "transversal",
    "type_names": "transversal",
    "classify_latin_squares": "classification",
    "isotopy_canonical_form": "classification",
    "main_class_canonical_form": "classification",
    "random_latin_square": "random_latin",
    "read_squares": "latin_text",
    "write_squares": "latin_text",
    "MOLSNotAvailableError": "mols_constructions",
    "largest_mols": "mols_constructions",
    "mols_construction": "mols_constructions",
    "mols_table": "mols_constructions",
    "mutually_orthogonal_latin_squares": "mols_constructions",
    "orthogonal_array": "mols_constructions",
    "check_orthogonal_array": "orthogonal_arrays",
    "is_orthogonal_array": "orthogonal_arrays",
    "mols_from_oa": "orthogonal_arrays",
    "oa_from_mols": "orthogonal_arrays",
    "design_parameters": "design_checks",
    "t_design_parameters": "design_checks",
    "is_t_design": "design_checks",
    "is_steiner_system": "design_checks",
    "resolution": "design_checks",
    "is_resolvable": "design_checks",
    "complete_latin_square": "completion",
    "latin_square_completions": "completion",
    "transversals": "completion",
    "orthogonal_mates": "completion",
    "hall_plane": "nondesarguesian",
    "hughes_plane": "nondesarguesian",
    "dual_plane": "nondesarguesian",
    "planes_of_order_9": "nondesarguesian",
}

if TYPE_CHECKING:
    from designs import collineations, counting, paratopy, planes
    from designs.collineations import agammal2, pgammal3
    from designs.counting import (
        number_of_isotopy_classes,
        number_of_latin_squares,
        number_of_main_classes,
        number_of_reduced_latin_squares,
    )
    from designs.fields import field_tables, prime_power
    from designs.incidence import IncidenceStructure
    from designs.latin import (
        LatinSquare,
        are_orthogonal,
        check_mols,
        direct_product,
        is_latin_square,
        macneish_bound,
        mols,
        mutually_orthogonal,
    )
    from designs.paratopy import (
        Paratopism,
        autoparatopism_group,
        autoparatopism_orbits,
        parse_paratopism,
    )
    from designs.planes import (
        AffinePlane,
        GridView,
        ProjectivePlane,
        affine_plane,
        projective_completion,
        projective_plane,
    )
    from designs.mols_constructions import macneish_mols
    from designs.transversal import ResolvableTransversalDesign, TransversalDesign, type_names
    from designs.classification import classify_latin_squares, isotopy_canonical_form, main_class_canonical_form
    from designs.latin_text import read_squares, write_squares
    from designs.random_latin import random_latin_square
    from designs.mols_constructions import (
        MOLSNotAvailableError,
        largest_mols,
        mols_construction,
        mols_table,
        mutually_orthogonal_latin_squares,
        orthogonal_array,
    )
    from designs.orthogonal_arrays import check_orthogonal_array, is_orthogonal_array, mols_from_oa, oa_from_mols
    from designs.design_checks import (
        design_parameters,
        is_resolvable,
        is_steiner_system,
        is_t_design,
        resolution,
        t_design_parameters,
    )
    from designs.completion import complete_latin_square, latin_square_completions, transversals, orthogonal_mates
    from designs.nondesarguesian import hall_plane, hughes_plane, dual_plane, planes_of_order_9


__getattr__, __dir__ = lazy_exports(__name__, _HOMES, submodules=True)


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
    "prime_power",
    "Paratopism",
    "autoparatopism_group",
    "autoparatopism_orbits",
    "parse_paratopism",
    "IncidenceStructure",
    "LatinSquare",
    "are_orthogonal",
    "check_mols",
    "direct_product",
    "is_latin_square",
    "macneish_bound",
    "macneish_mols",
    "mols",
    "mutually_orthogonal",
    "AffinePlane",
    "GridView",
    "ProjectivePlane",
    "affine_plane",
    "projective_completion",
    "projective_plane",
    "ResolvableTransversalDesign",
    "TransversalDesign",
    "type_names",
    "classify_latin_squares",
    "isotopy_canonical_form",
    "main_class_canonical_form",
    "random_latin_square",
    "read_squares",
    "write_squares",
    "MOLSNotAvailableError",
    "largest_mols",
    "mols_construction",
    "mols_table",
    "mutually_orthogonal_latin_squares",
    "orthogonal_array",
    "check_orthogonal_array",
    "is_orthogonal_array",
    "mols_from_oa",
    "oa_from_mols",
    "design_parameters",
    "t_design_parameters",
    "is_t_design",
    "is_steiner_system",
    "resolution",
    "is_resolvable",
    "complete_latin_square",
    "latin_square_completions",
    "transversals",
    "orthogonal_mates",
    "hall_plane",
    "hughes_plane",
    "dual_plane",
    "planes_of_order_9",
]
