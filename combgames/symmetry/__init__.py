"""Board symmetry groups, canonical forms and orbit counting.

Start with :func:`dihedral_square` for an n x n grid, or :class:`CellGroup` for any group of cell
permutations given by its elements or generators.
"""

from combgames.symmetry.group import CellGroup, dihedral_square

__all__ = ["CellGroup", "dihedral_square"]
