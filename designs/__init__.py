"""designs: finite geometry for games: Latin squares, MOLS, transversal designs, affine and projective planes.

Start with :class:`LatinSquare` and :func:`mols` (MOLS over GF(q)), :class:`TransversalDesign`,
:func:`affine_plane` / :func:`projective_plane` (over GF(q)), :meth:`AffinePlane.from_mols` (the plane of a
complete set of MOLS, labelled by rows, columns and symbols), :class:`IncidenceStructure` (automorphism
groups, setwise stabilisers, orbits and isomorphisms via nauty) and :mod:`designs.paratopy` (paratopisms of
MOLS).

This package speaks general mathematics only: the data of the source texts (figures, labels, the paper's
plane pi_4 and its maps psi_1, psi_2) lives in :mod:`combgames.sources`. It never imports :mod:`combgames`,
and importing it loads none of sympy, networkx, pynauty, galois or numba (each is imported by the function
that needs it).
"""

import importlib
from typing import TYPE_CHECKING, Any

# Public names and the submodule defining each. They are imported on first use (PEP 562), so that
# ``import designs`` stays light (no numpy); ``from designs import LatinSquare`` imports designs.latin then.
_HOMES = {
    "collineations": "designs.collineations",
    "counting": "designs.counting",
    "paratopy": "designs.paratopy",
    "planes": "designs.planes",
    "agammal2": "designs.collineations",
    "pgammal3": "designs.collineations",
    "number_of_isotopy_classes": "designs.counting",
    "number_of_latin_squares": "designs.counting",
    "number_of_main_classes": "designs.counting",
    "number_of_reduced_latin_squares": "designs.counting",
    "field_tables": "designs.fields",
    "prime_power": "designs.fields",
    "IncidenceStructure": "designs.incidence",
    "LatinSquare": "designs.latin",
    "are_orthogonal": "designs.latin",
    "check_mols": "designs.latin",
    "direct_product": "designs.latin",
    "is_latin_square": "designs.latin",
    "macneish_bound": "designs.latin",
    "macneish_mols": "designs.latin",
    "mols": "designs.latin",
    "mutually_orthogonal": "designs.latin",
    "Paratopism": "designs.paratopy",
    "autoparatopism_group": "designs.paratopy",
    "autoparatopism_orbits": "designs.paratopy",
    "parse_paratopism": "designs.paratopy",
    "AffinePlane": "designs.planes",
    "GridView": "designs.planes",
    "ProjectivePlane": "designs.planes",
    "affine_plane": "designs.planes",
    "projective_completion": "designs.planes",
    "projective_plane": "designs.planes",
    "ResolvableTransversalDesign": "designs.transversal",
    "TransversalDesign": "designs.transversal",
    "type_names": "designs.transversal",
    "classify_latin_squares": "designs.classification",
    "isotopy_canonical_form": "designs.classification",
    "main_class_canonical_form": "designs.classification",
    "random_latin_square": "designs.random_latin",
    "read_squares": "designs.latin_text",
    "write_squares": "designs.latin_text",
    "MOLSNotAvailableError": "designs.mols_constructions",
    "largest_mols": "designs.mols_constructions",
    "mols_construction": "designs.mols_constructions",
    "mols_table": "designs.mols_constructions",
    "mutually_orthogonal_latin_squares": "designs.mols_constructions",
    "orthogonal_array": "designs.mols_constructions",
    "check_orthogonal_array": "designs.orthogonal_arrays",
    "is_orthogonal_array": "designs.orthogonal_arrays",
    "mols_from_oa": "designs.orthogonal_arrays",
    "oa_from_mols": "designs.orthogonal_arrays",
    "design_parameters": "designs.design_checks",
    "t_design_parameters": "designs.design_checks",
    "is_t_design": "designs.design_checks",
    "is_steiner_system": "designs.design_checks",
    "resolution": "designs.design_checks",
    "is_resolvable": "designs.design_checks",
    "complete_latin_square": "designs.completion",
    "latin_square_completions": "designs.completion",
    "transversals": "designs.completion",
    "orthogonal_mates": "designs.completion",
    "hall_plane": "designs.nondesarguesian",
    "hughes_plane": "designs.nondesarguesian",
    "dual_plane": "designs.nondesarguesian",
    "planes_of_order_9": "designs.nondesarguesian",
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
        macneish_mols,
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


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name, f"designs.{name}")
    try:
        module = importlib.import_module(home)
    except ModuleNotFoundError as err:
        if err.name != home:
            raise
        raise AttributeError(f"module 'designs' has no attribute {name!r}") from None
    value = module if home == f"designs.{name}" else getattr(module, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_HOMES))


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
