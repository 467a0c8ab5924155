"""designs: finite geometry for games: Latin squares, MOLS, transversal designs, affine and projective planes.

This package never imports :mod:`combgames`.
"""

__all__: list[str] = []
