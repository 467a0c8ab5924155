"""designs: finite geometry for games: Latin squares, MOLS, transversal designs, planes, block designs.

Start with :class:`LatinSquare` and :func:`mols` (MOLS over GF(q)), :class:`TransversalDesign`,
:func:`affine_plane` / :func:`projective_plane` (over GF(q)), :meth:`AffinePlane.from_mols` (the plane of a
complete set of MOLS, labelled by rows, columns and symbols), :class:`IncidenceStructure` (automorphism
groups, setwise stabilisers, orbits and isomorphisms via nauty) and :mod:`designs.paratopy` (paratopisms of
MOLS).

Block designs as Sage and GAP's DESIGN package give them, each a checked :class:`BlockDesign` naming its
construction: :func:`balanced_incomplete_block_design` (BIBD(v, k, 1) for k <= 5 to v = 1000,
:func:`bibd_existence_table`), Steiner triple and quadruple systems and Kirkman triple systems
(:mod:`designs.steiner`), difference sets and families (:mod:`designs.difference_families`), group divisible
and pairwise balanced designs (:mod:`designs.group_divisible`), Hadamard matrices and their 2- and 3-designs
(:mod:`designs.hadamard`), orthogonal arrays of any strength (:mod:`designs.orthogonal_arrays`, with Sage's
``build``/``exists`` in :mod:`designs.oa_existence`), designs with a prescribed automorphism group
(Kramer-Mesner, :mod:`designs.prescribed_group`) and the isomorphism classes of small Steiner triple systems
(:mod:`designs.design_classification`: the 80 STS(15)). Parameters failing a necessary condition raise
ValueError naming it; admissible ones no construction here reaches raise :class:`NotAvailable`.

This package speaks general mathematics only: the data of the source texts (figures, labels, the paper's
plane pi_4 and its maps psi_1, psi_2) lives in :mod:`combgames.sources`. It imports nothing of
:mod:`combgames` but the shared base :mod:`combgames.base` (checks, the nauty bridge, kernels, checkpoints for
the classification in pieces, :mod:`designs.latin_classes`), and importing it loads none of sympy, networkx,
pynauty, galois or numba (each is imported by the function that needs it).
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
    "BlockDesign": "block_designs",
    "ResolvableBlockDesign": "block_designs",
    "NotAvailable": "block_designs",
    "bibd_admissibility_problem": "block_designs",
    "check_bibd_parameters": "block_designs",
    "balanced_incomplete_block_design": "bibd",
    "bibd_construction": "bibd",
    "bibd_existence_table": "bibd",
    "group_divisible_design": "bibd",
    "GroupDivisibleDesign": "group_divisible",
    "PairwiseBalancedDesign": "group_divisible",
    "steiner_triple_system": "steiner",
    "kirkman_triple_system": "steiner",
    "steiner_quadruple_system": "steiner",
    "difference_family": "difference_families",
    "is_difference_family": "difference_families",
    "development": "difference_families",
    "hadamard_matrix": "hadamard",
    "is_hadamard_matrix": "hadamard",
    "hadamard_construction": "hadamard",
    "hadamard_orders": "hadamard",
    "HadamardDesign": "hadamard",
    "Hadamard3Design": "hadamard",
    "bush_oa": "orthogonal_arrays",
    "hyperoval_oa": "orthogonal_arrays",
    "oa_construction": "oa_existence",
    "oa_existence_table": "oa_existence",
    "block_designs_with_group": "prescribed_group",
    "kramer_mesner_matrix": "prescribed_group",
    "steiner_triple_systems": "design_classification",
    "classify_steiner_triple_systems": "design_classification",
    "count_orthogonal_mates": "mate_census",
    "has_orthogonal_mate": "mate_census",
    "mates_census": "mate_census",
    "MatesCensus": "mate_census",
    "census_in_pieces": "mate_census",
    "merge_pieces": "mate_census",
    "mate_proportion": "mate_census",
    "MateProportion": "mate_census",
    "transversal_free_cells": "mate_census",
    "mates_as_squares": "mate_census",
    "classify_mols": "mols_species",
    "MolsSpecies": "mols_species",
    "main_class_representatives": "latin_classes",
    "piece_rectangles": "latin_classes",
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
    from designs.block_designs import (
        BlockDesign,
        ResolvableBlockDesign,
        NotAvailable,
        bibd_admissibility_problem,
        check_bibd_parameters,
    )
    from designs.bibd import (
        balanced_incomplete_block_design,
        bibd_construction,
        bibd_existence_table,
        group_divisible_design,
    )
    from designs.group_divisible import GroupDivisibleDesign, PairwiseBalancedDesign
    from designs.steiner import steiner_triple_system, kirkman_triple_system, steiner_quadruple_system
    from designs.difference_families import difference_family, is_difference_family, development
    from designs.hadamard import (
        hadamard_matrix,
        is_hadamard_matrix,
        hadamard_construction,
        hadamard_orders,
        HadamardDesign,
        Hadamard3Design,
    )
    from designs.orthogonal_arrays import bush_oa, hyperoval_oa
    from designs.oa_existence import oa_construction, oa_existence_table
    from designs.prescribed_group import block_designs_with_group, kramer_mesner_matrix
    from designs.design_classification import steiner_triple_systems, classify_steiner_triple_systems
    from designs.mate_census import (
        MateProportion,
        MatesCensus,
        census_in_pieces,
        count_orthogonal_mates,
        has_orthogonal_mate,
        mate_proportion,
        mates_as_squares,
        mates_census,
        merge_pieces,
        transversal_free_cells,
    )
    from designs.latin_classes import main_class_representatives, piece_rectangles


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
    "BlockDesign",
    "ResolvableBlockDesign",
    "NotAvailable",
    "bibd_admissibility_problem",
    "check_bibd_parameters",
    "balanced_incomplete_block_design",
    "bibd_construction",
    "bibd_existence_table",
    "group_divisible_design",
    "GroupDivisibleDesign",
    "PairwiseBalancedDesign",
    "steiner_triple_system",
    "kirkman_triple_system",
    "steiner_quadruple_system",
    "difference_family",
    "is_difference_family",
    "development",
    "hadamard_matrix",
    "is_hadamard_matrix",
    "hadamard_construction",
    "hadamard_orders",
    "HadamardDesign",
    "Hadamard3Design",
    "bush_oa",
    "hyperoval_oa",
    "oa_construction",
    "oa_existence_table",
    "block_designs_with_group",
    "kramer_mesner_matrix",
    "steiner_triple_systems",
    "classify_steiner_triple_systems",
    "count_orthogonal_mates",
    "has_orthogonal_mate",
    "mates_census",
    "MatesCensus",
    "census_in_pieces",
    "merge_pieces",
    "mate_proportion",
    "MateProportion",
    "transversal_free_cells",
    "mates_as_squares",
    "main_class_representatives",
    "piece_rectangles",
]
