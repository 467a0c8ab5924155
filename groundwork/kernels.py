"""Compiled kernels: a plain Python function (the reference) and its numba compilation, one dispatch rule.

A *kernel* is a small function over numpy arrays and integers, written as ordinary Python so that it runs
as it is (the reference, ``backend="python"``) and compiles unchanged with ``numba.njit``. The same rule
holds everywhere:

- ``"python"``: the reference function itself;
- ``"numba"``: the compiled function (ImportError when numba is missing);
- ``"auto"`` (default): numba when it can be imported, else the reference. :func:`resolve_backend` says
  which, so results can report the backend actually used.

Compiled kernels are cached twice: once per process (the dispatcher keeps the compiled object) and on
disk (``numba.njit(cache=True)``), so a second process loads the machine code instead of compiling again.

Examples
--------
>>> def triangle(n):
...     total = 0
...     for i in range(n + 1):
...         total += i
...     return total
>>> kernel(triangle, "python")(10), resolve_backend("python")
(55, 'python')
"""

from __future__ import annotations

from typing import Any, Callable

from groundwork.checks import check_one_of

__all__ = ["BACKENDS", "kernel", "numba_available", "resolve_backend"]

BACKENDS = ("auto", "numba", "python")

_COMPILED: dict[Callable[..., Any], Callable[..., Any]] = {}


def numba_available() -> bool:
    """Return True if numba is installed (found without importing it: importing numba costs about half a
    second, which a caller that only asks should not pay)."""
    import importlib.util

    return importlib.util.find_spec("numba") is not None


def resolve_backend(backend: str) -> str:
    """Return the backend that ``backend`` stands for: "numba" or "python".

    Raises
    ------
    ValueError
        For a name not in :data:`BACKENDS`.
    ImportError
        For ``"numba"`` when numba is not installed.
    """
    check_one_of(backend, "backend", BACKENDS)
    if backend == "auto":
        return "numba" if numba_available() else "python"
    if backend == "numba" and not numba_available():
        raise ImportError("backend='numba' needs numba: pip install numba")
    return backend


def kernel(function: Callable[..., Any], backend: str = "auto") -> Callable[..., Any]:
    """Return ``function`` itself, or its numba compilation, according to ``backend``.

    The compiled function is built once per process and cached on disk between processes.
    """
    if resolve_backend(backend) == "python":
        return function
    compiled = _COMPILED.get(function)
    if compiled is None:
        import numba

        compiled = _COMPILED[function] = numba.njit(cache=True, nogil=True)(function)
    return compiled
