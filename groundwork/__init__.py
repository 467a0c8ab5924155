"""groundwork: the shared machinery under ``designs``, ``topology`` and ``combgames``.

Small modules, each the one home of its concept in the whole project:

- :mod:`groundwork.checks` - argument checks with uniform messages (an integer in a range, one of a set of
  choices), so every public function names the argument and shows the offending value the same way;
- :mod:`groundwork.nauty` - the bridge to nauty (through pynauty): a coloured graph (typically the
  incidence graph of points and blocks) in; automorphism generators, group order, orbits, certificate and
  canonical labelling out;
- :mod:`groundwork.graphs` - the one networkx export schema (points, blocks, edges) every structure uses;
- :mod:`groundwork.kernels` - the dispatcher of compiled kernels: a plain Python function (the reference)
  and its numba compilation, with one rule for ``backend="auto"``;
- :mod:`groundwork.files` - the file boundaries: output paths checked before work (never a device, a FIFO
  or a directory), input paths that are regular files, and atomic writes that hold signals until complete;
- :mod:`groundwork.numba_cache` - a writable, private cache directory for numba, chosen when this package
  is imported (before numba is), so a read-only install or an unwritable home still compiles.

This package imports nothing of the project; ``designs``, ``topology`` and ``combgames`` all build on it.
"""

from groundwork import numba_cache as _numba_cache

__all__ = ["checks", "files", "graphs", "kernels", "nauty", "numba_cache"]

_numba_cache.configure()
