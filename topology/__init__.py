"""topology: boards on the torus and other surfaces, loop classes and period lattices.

Built from A. Schepler, "A three-player connection game" (seeds/003_4502657011210c81.txt).

- :mod:`topology.lattice`: loop classes (x, y), primitivity, the hex norm, the tilted plot.
- :mod:`topology.surfaces`: hex and square boards on the torus, Klein bottle and projective plane, with
  deck transformations on every edge and the text's cell names ("C4").
- :mod:`topology.loops`: incremental union-find over the universal cover; loops closed by a stone and
  each component's period lattice.
- :mod:`topology.cycles`: which classes an n x n hex torus can hold as simple or non-touching loops.
- :mod:`topology.assignment`: the sextant and parity methods of giving classes to three players.

This package never imports :mod:`combgames`.
"""

from topology.assignment import (
    ASSIGNMENT_METHODS,
    DIAG,
    HORZ,
    PLAYER_NAMES,
    VERT,
    assignment_diagram,
    assignment_shares,
    owner,
    parity_owner,
    sextant_owner,
    sextant_printed_owners,
)
from topology.cycles import (
    class_census,
    cycle_element,
    digital_line_cycle,
    exhaustive_census,
    is_induced_cycle,
    is_simple_cycle,
)
from topology.lattice import (
    LoopClass,
    class_triple,
    classes_by_norm,
    hex_distance,
    hex_norm,
    is_primitive,
    loop_class,
    number_of_primitive_classes,
    plot_classes,
    primitive_classes,
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
    "ASSIGNMENT_METHODS",
    "CoverUnionFind",
    "CyclicGroup2",
    "DIAG",
    "DeckGroup",
    "HORZ",
    "KleinBottleGroup",
    "LoopClass",
    "PLAYER_NAMES",
    "StoneReport",
    "Surface",
    "TranslationGroup",
    "VERT",
    "assignment_diagram",
    "assignment_shares",
    "cell_name",
    "class_census",
    "class_triple",
    "classes_by_norm",
    "cycle_element",
    "digital_line_cycle",
    "exhaustive_census",
    "hex_distance",
    "hex_klein_bottle",
    "hex_norm",
    "hex_projective_plane",
    "hex_torus",
    "is_induced_cycle",
    "is_primitive",
    "is_simple_cycle",
    "lattice_kind",
    "lattice_span",
    "loop_class",
    "number_of_primitive_classes",
    "owner",
    "parity_owner",
    "parse_cell_name",
    "plot_classes",
    "primitive_classes",
    "rotate60",
    "sextant_owner",
    "sextant_printed_owners",
    "shortest_closed_walk",
    "shortest_loop_length",
    "square_klein_bottle",
    "square_norm",
    "square_projective_plane",
    "square_torus",
    "tilted_plot",
]
