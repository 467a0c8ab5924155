"""topology: boards on the torus and other surfaces, loop classes and period lattices.

This package never imports :mod:`combgames`.
"""

__all__: list[str] = []
