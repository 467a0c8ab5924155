"""combgames.base: the shared machinery under ``designs``, ``topology`` and the rest of ``combgames``.

Small modules, each the one home of its concept in the whole project:

- :mod:`combgames.base.checks` - argument checks with uniform messages (an integer in a range, one of a set of
  choices), so every public function names the argument and shows the offending value the same way;
- :mod:`combgames.base.nauty` - the bridge to nauty (through pynauty): a coloured graph (typically the
  incidence graph of points and blocks) in; automorphism generators, group order, orbits, certificate and
  canonical labelling out;
- :mod:`combgames.base.graphs` - the one networkx export schema (points, blocks, edges) every structure uses;
- :mod:`combgames.base.kernels` - the dispatcher of compiled kernels: a plain Python function (the reference)
  and its numba compilation, with one rule for ``backend="auto"``;
- :mod:`combgames.base.files` - the file boundaries: output paths checked before work (never a device, a FIFO
  or a directory), input paths that are regular files, and atomic writes that hold signals until complete;
- :mod:`combgames.base.numba_cache` - a writable, private cache directory for numba, chosen when this package
  is imported (before numba is), so a read-only install or an unwritable home still compiles.

- :mod:`combgames.base.checkpoint` - checkpoint files: plain JSON data with a checked head, written atomically,
  so a long computation resumes after an interruption;
- :mod:`combgames.base.executors` - the one home of executors for work in pieces: a local process pool, a Dask
  ``LocalCluster`` of worker processes, or the client of a running Dask scheduler (``--scheduler ADDRESS``);
- :mod:`combgames.base.growth` - how a cost grows with the size of the input (a deterministic step count and
  the growth order that fits it);
- :mod:`combgames.base.statistics` - the confidence interval every claim checked by sampling states (Wilson's);
- :mod:`combgames.base.mex`, :mod:`combgames.base.bitboards`, :mod:`combgames.base.lazy` - the minimum
  excludant, grids as bitmasks, lazy attribute loading.

This package is a leaf: it imports nothing else of the project, so ``designs`` and ``topology`` (which import
nothing of ``combgames`` but this) and every part of ``combgames`` build on it. ``combgames/__init__`` loads
nothing eagerly, so importing this package costs only itself.
"""

from combgames.base import numba_cache as _numba_cache

__all__ = ["bitboards", "checkpoint", "checks", "executors", "files", "graphs", "growth", "kernels", "lazy", "mex",
           "nauty", "numba_cache", "statistics"]

_numba_cache.configure()
