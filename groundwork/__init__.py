"""groundwork: the shared machinery under ``designs``, ``topology`` and ``combgames``.

Four small modules, each the one home of its concept in the whole project:

- :mod:`groundwork.checks` - argument checks with uniform messages (an integer in a range, one of a set of
  choices), so every public function names the argument and shows the offending value the same way;
- :mod:`groundwork.nauty` - the bridge to nauty (through pynauty): a coloured graph (typically the
  incidence graph of points and blocks) in; automorphism generators, group order, orbits, certificate and
  canonical labelling out;
- :mod:`groundwork.graphs` - the one networkx export schema (points, blocks, edges) every structure uses;
- :mod:`groundwork.kernels` - the dispatcher of compiled kernels: a plain Python function (the reference)
  and its numba compilation, with one rule for ``backend="auto"``.

This package imports nothing of the project; ``designs``, ``topology`` and ``combgames`` all build on it.
"""

__all__ = ["checks", "graphs", "kernels", "nauty"]
