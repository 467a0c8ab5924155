"""topology: boards on the torus and other surfaces, loop classes and period lattices.

Built from A. Schepler, "A three-player connection game" (seeds/003_4502657011210c81.txt).

- :mod:`topology.lattice`: loop classes (x, y), primitivity, the hex norm, the tilted plot.
- :mod:`topology.surfaces`: hex and square boards on the torus, Klein bottle and projective plane, with
  deck transformations on every edge and the text's cell names ("C4").
- :mod:`topology.loops`: incremental union-find over the universal cover; loops closed by a stone and
  each component's period lattice.
- :mod:`topology.cycles`: which classes an n x n hex torus can hold as simple or non-touching loops; the
  simple cycles inside a set of stones and their classes; putting the cells of a loop in loop order.
- :mod:`topology.homology`: loops on the Klein bottle: H_1 = Z + Z/2, the classes of simple loops, and
  contractibility (which homology does not decide).
- :mod:`topology.assignment`: the sextant and parity methods of giving classes to three players.

This package never imports :mod:`combgames`.
"""

from topology.assignment import (
    ASSIGNMENT_METHODS,
    DIAG,
    HORZ,
    PLAYER_LETTERS,
    PLAYER_NAMES,
    SEXTANT_RULES,
    VERT,
    assignment_diagram,
    assignment_shares,
    matching_players,
    opposite_signs,
    owner,
    parity_owner,
    rule_owner,
    same_sign,
    sextant_owner,
)
from topology.cycles import (
    class_census,
    cycle_element,
    cycle_order,
    digital_line_cycle,
    CensusLimitError,
    exhaustive_census,
    is_induced_cycle,
    is_simple_cycle,
    simple_cycle_classes,
    simple_cycles,
)
from topology.homology import (
    KLEIN_SIMPLE_CLASSES,
    KleinClass,
    is_simple_klein_class,
    is_simple_klein_element,
    klein_homology_class,
    klein_is_contractible,
)
from topology.lattice import (
    LoopClass,
    class_triple,
    class_vector,
    classes_by_norm,
    hex_distance,
    hex_norm,
    hex_ring,
    is_primitive,
    loop_class,
    number_of_primitive_classes,
    plot_classes,
    primitive_classes,
    read_tilted_plot,
    rotate60,
    shortest_loop_length,
    square_norm,
    tilted_plot,
)
from topology.loops import CoverUnionFind, StoneReport, lattice_kind, lattice_span, shortest_closed_walk
from topology.surfaces import (
    CyclicGroup2,
    DeckGroup,
    KleinBottleGroup,
    Surface,
    TranslationGroup,
    cell_name,
    hex_klein_bottle,
    hex_projective_plane,
    hex_torus,
    parse_cell_name,
    square_klein_bottle,
    square_projective_plane,
    square_torus,
)

__all__ = [
    "CensusLimitError",
    "ASSIGNMENT_METHODS",
    "CoverUnionFind",
    "CyclicGroup2",
    "DIAG",
    "DeckGroup",
    "HORZ",
    "KLEIN_SIMPLE_CLASSES",
    "KleinBottleGroup",
    "KleinClass",
    "LoopClass",
    "PLAYER_LETTERS",
    "PLAYER_NAMES",
    "SEXTANT_RULES",
    "StoneReport",
    "Surface",
    "TranslationGroup",
    "VERT",
    "assignment_diagram",
    "assignment_shares",
    "cell_name",
    "class_census",
    "class_triple",
    "class_vector",
    "classes_by_norm",
    "cycle_element",
    "cycle_order",
    "digital_line_cycle",
    "exhaustive_census",
    "hex_distance",
    "hex_klein_bottle",
    "hex_norm",
    "hex_ring",
    "hex_projective_plane",
    "hex_torus",
    "is_induced_cycle",
    "is_primitive",
    "is_simple_cycle",
    "is_simple_klein_class",
    "is_simple_klein_element",
    "klein_homology_class",
    "klein_is_contractible",
    "lattice_kind",
    "lattice_span",
    "loop_class",
    "matching_players",
    "number_of_primitive_classes",
    "opposite_signs",
    "owner",
    "parity_owner",
    "parse_cell_name",
    "plot_classes",
    "primitive_classes",
    "read_tilted_plot",
    "rotate60",
    "rule_owner",
    "same_sign",
    "sextant_owner",
    "shortest_closed_walk",
    "shortest_loop_length",
    "simple_cycle_classes",
    "simple_cycles",
    "square_klein_bottle",
    "square_norm",
    "square_projective_plane",
    "square_torus",
    "tilted_plot",
]
