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

Shared pieces
-------------
A piece of mathematics that several kernels need (the mex of a set of values, a line scan of a bitboard, a
closing code, an orbit rank) is written once, as a *jitable* function (:func:`jitable`) in the kernel module
of its concern, and every kernel calls it. A jitable is a plain Python function: kernels run as the reference
call it as Python; when a kernel is compiled, numba compiles it inline (``numba.extending.register_jitable``).
Registering with numba waits for the first compilation, so defining a jitable does not import numba.
Kernels and jitables live only in kernel modules (``_kernels.py``, ``*_kernels.py``): the layering test
checks it.

The disk cache and other files
------------------------------
numba keys a function's disk cache by its own source file only: a kernel whose jitable, or a compiled function
it calls, lives in another file would load its old machine code after that file changed.
Every kernel compiled here (:func:`kernel`, :func:`njit`) is therefore cached under a stamp that also holds
:func:`dependency_stamp`: the digests of the files of every jitable and compiled function it reaches, and the
values of the constants (numbers, strings, tuples, arrays) it reads from its module's globals, which numba
freezes into the machine code. It is computed at the kernel's first compilation, when its callers' modules are
all imported; after an edit of any of those files the next process compiles again.

Interrupts and progress
-----------------------
A compiled call never returns to Python until it ends, so no signal handler (Ctrl-C, or SIGTERM and SIGHUP,
which :mod:`combgames.cli` turns into KeyboardInterrupt) runs meanwhile. :func:`run_interruptible` is the one
mechanism for long kernels: the call runs in a worker thread (every kernel is compiled with ``nogil=True``)
while the calling thread waits in short slices, so its signal handlers run; on an interrupt it sets a *stop
flag* in an int64 *control array* shared with the kernel, which polls it every few thousand steps and returns
early, waits for that (well under a second), then re-raises. The kernel keeps its counters (nodes, positions
done) in the same array, and the waiting thread reports them through the progress callback about once a
second: a dict with ``"phase"``, ``"seconds"`` since the start and a count under ``"nodes"``, ``"positions"`` or
``"done"`` (optionally ``"total"``), the contract of :mod:`combgames.commands._progress`.

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

import functools
import hashlib
import os
import threading
import time
import types
from typing import Any, Callable, TypeVar

from combgames.base.checks import check_one_of

__all__ = ["BACKENDS", "dependency_stamp", "jitable", "kernel", "njit", "numba_available", "resolve_backend",
           "run_interruptible"]

T = TypeVar("T")

BACKENDS = ("auto", "numba", "python")

_COMPILED: dict[Callable[..., Any], Callable[..., Any]] = {}

_JITABLE_PENDING: list[tuple[Callable[..., Any], bool]] = []
"""Jitables defined before numba was imported (each with its ``inline``), registered with it at the first
compilation."""

_JITABLES: set[Callable[..., Any]] = set()
"""Every jitable defined (the functions a kernel's cache stamp follows)."""

F = TypeVar("F", bound=Callable[..., Any])


def jitable(function: F | None = None, *, inline: bool = False) -> Any:
    """Mark ``function`` as a shared piece of compiled kernels, and return it unchanged (``@jitable``, or
    ``@jitable(inline=True)``).

    Called from Python (a kernel run as the reference, or any caller) it is the plain function; called from a
    kernel that :func:`kernel` compiles, numba compiles it with the kernel. Use it for mathematics that more than
    one kernel needs, so that it is written once.

    ``inline``: inline it into each calling kernel at numba's IR level (``register_jitable(inline="always")``).
    By default numba compiles it once and LLVM decides whether to inline the call. IR inlining has numba type the
    function again at every call site, which multiplies the compilation: the Domineering outcome kernels took 102
    CPU-s to compile with every jitable inlined and 8.5 CPU-s without, at the same speed. It pays only where a
    hot call passes many arrays, each a reference-counted structure that LLVM does not see through: the torus
    game's proof searches ran 1.75x slower without it (5 x 5 questions), so their jitables, and the orbit ranks
    they call, are marked ``inline=True``. Every kernel family of ``combgames compile``: 421 CPU-s with every
    jitable inlined, 125 so.

    Examples
    --------
    >>> @jitable
    ... def square(x):
    ...     return x * x
    >>> square(7)
    49
    >>> @jitable(inline=True)
    ... def cube(x):
    ...     return x * x * x
    >>> cube(2)
    8
    """
    if function is None:
        return functools.partial(jitable, inline=inline)
    import sys

    _JITABLES.add(function)
    if "numba" in sys.modules:
        _register(function, inline)
    else:
        _JITABLE_PENDING.append((function, inline))
    return function


def njit(function: F) -> F:
    """Compile ``function`` with numba (cached on disk, without the GIL), for kernel modules that compile at
    import (the plain function stays available as ``.py_func``, the reference). Use this rather than
    ``numba.njit`` so that the jitables defined before numba was imported are registered first.
    """
    return _compile(function)


def _register(function: Callable[..., Any], inline: bool) -> None:
    from numba.extending import register_jitable

    if not inline:
        register_jitable(function)
        return
    import warnings

    from numba.core.errors import NumbaIRAssumptionWarning

    # Inlined at numba's IR level, numba's SSA pass emits a pedantic "variable not in scope" warning about the
    # inlined loops (an internal self-check, not a fault of the kernel), which is silenced.
    warnings.filterwarnings("ignore", category=NumbaIRAssumptionWarning)
    register_jitable(inline="always")(function)


def _register_pending() -> None:
    while _JITABLE_PENDING:
        _register(*_JITABLE_PENDING.pop())


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
        compiled = _COMPILED[function] = _compile(function)
    return compiled


def _compile(function: Callable[..., Any]) -> Any:
    """numba's compilation of ``function`` (without the GIL), cached on disk under a stamp that holds its
    :func:`dependency_stamp` (what ``numba.njit(cache=True)`` does, with that stamp)."""
    import numba

    _register_pending()
    compiled = numba.njit(nogil=True)(function)
    compiled._cache = _kernel_cache_class()(function)  # as numba's Dispatcher.enable_caching does
    return compiled


@functools.cache
def _kernel_cache_class() -> type:
    """numba's function cache with the kernel's :func:`dependency_stamp` beside its file's stamp (built on first
    use: it imports numba)."""
    from numba.core.caching import FunctionCache, IndexDataCacheFile

    class KernelCache(FunctionCache):
        """numba's function cache (same directory and file names), whose index is valid only for the file stamp
        numba computes and the kernel's dependency stamp, computed at its first load or save."""

        _stamped = False

        def _stamp(self) -> None:
            if not self._stamped:
                stamp = (self._impl.locator.get_source_stamp(), dependency_stamp(self._py_func))
                self._cache_file = IndexDataCacheFile(cache_path=self._cache_path,
                                                      filename_base=self._impl.filename_base, source_stamp=stamp)
                self._stamped = True

        def load_overload(self, sig, target_context):
            self._stamp()
            return super().load_overload(sig, target_context)

        def save_overload(self, sig, data):
            self._stamp()
            return super().save_overload(sig, data)

    return KernelCache


def dependency_stamp(function: Callable[..., Any]) -> str:
    """A digest of what the compiled ``function`` depends on outside its own code: the text of the file of each
    jitable and compiled function it reaches (following the names its code reads, through its module's globals
    and the modules it names there, transitively), and the values of the constants it reads there.

    Examples
    --------
    >>> def f(x):
    ...     return x + 1
    >>> len(dependency_stamp(f)), dependency_stamp(f) == dependency_stamp(f)
    (64, True)
    """
    files, constants = _dependencies(function)
    digest = hashlib.sha256()
    for path in sorted(files):
        digest.update(_file_digest(path))
    digest.update(repr(sorted(constants.items())).encode())
    return digest.hexdigest()


def _dependencies(function: Callable[..., Any]) -> tuple[set[str], dict[str, str]]:
    """(the files of the functions ``function`` reaches, the constants they read: name -> value text)."""
    files: set[str] = set()
    constants: dict[str, str] = {}
    seen: set[Any] = set()
    todo = [function]
    while todo:
        reached = todo.pop()
        f = getattr(reached, "py_func", reached)  # a compiled function: its Python function
        if f in seen or not isinstance(f, types.FunctionType):
            continue
        seen.add(f)
        files.add(f.__code__.co_filename)
        names = _names_read(f.__code__)
        scopes = [f.__globals__] + [vars(v) for v in map(f.__globals__.get, names) if isinstance(v, types.ModuleType)]
        for scope in scopes:
            for name in names & scope.keys():
                value = scope[name]
                if isinstance(value, types.FunctionType) and value in _JITABLES or _is_compiled(value):
                    todo.append(value)
                else:
                    text = _constant_text(value)
                    if text is not None:
                        constants[f"{scope.get('__name__')}.{name}"] = text
    return files, constants


def _is_compiled(value: Any) -> bool:
    """Whether ``value`` is a compiled function (a numba dispatcher: it keeps its Python function as ``py_func``;
    modules and classes are not asked, a lazy module's ``__getattr__`` would import)."""
    return not isinstance(value, (types.ModuleType, type)) and isinstance(getattr(value, "py_func", None),
                                                                         types.FunctionType)


def _names_read(code: types.CodeType) -> set[str]:
    """The global and attribute names that ``code`` and the functions nested in it read."""
    names = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names |= _names_read(const)
    return names


def _constant_text(value: Any) -> str | None:
    """The text of a constant numba would freeze into a kernel (a number, string, tuple of them, or array:
    the digest of its bytes), else None."""
    if isinstance(value, (bool, int, float, complex, str, bytes)) or value is None:
        return repr(value)
    if isinstance(value, tuple):
        texts = [_constant_text(v) for v in value]
        return None if None in texts else f"({', '.join(texts)})"  # type: ignore[arg-type]
    if type(value).__name__ == "ndarray" and hasattr(value, "tobytes"):
        return f"array {value.dtype} {value.shape} {hashlib.sha256(value.tobytes()).hexdigest()}"
    return None


def _file_digest(path: str) -> bytes:
    """The SHA-256 digest of the file at ``path`` (b"" when it cannot be read), read again when it changes."""
    try:
        info = os.stat(path)
    except OSError:
        return b""
    return _digest_of(path, info.st_mtime_ns, info.st_size)


@functools.lru_cache(maxsize=None)
def _digest_of(path: str, mtime_ns: int, size: int) -> bytes:
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).digest()


def run_interruptible(call: Callable[[], T], control: Any, stop: int, *,
                      progress: Callable[[dict], Any] | None = None, report: Callable[[], dict] | None = None,
                      every: float = 1.0, grace: float = 0.9) -> T:
    """Return ``call()``, run so that an interrupt and progress reports reach Python while it runs.

    ``call`` (a compiled kernel with its arguments bound, or its Python twin) runs in a worker thread; this
    thread waits for it in slices of at most 0.1 s. ``control[stop]`` is the stop flag: set to 0 here before the
    call, to 1 when this thread is interrupted; the kernel must poll it often (every few thousand steps) and
    return early once it is set. Every ``every`` seconds ``progress(report())`` is called (``report`` builds the
    dict from the kernel's counters in ``control``; the first report comes after ``every`` seconds, so a short
    call reports nothing).

    Raises
    ------
    KeyboardInterrupt
        Re-raised (or any exception of ``progress``) once the kernel has returned, or after ``grace`` seconds
        if it has not polled by then (its arrays may then still change: the process is expected to exit).
    Exception
        Whatever ``call`` raised, re-raised here.

    Examples
    --------
    >>> import numpy as np
    >>> def count(control, n):
    ...     for i in range(n):
    ...         control[1] = i + 1
    ...         if control[0]:
    ...             break
    ...     return int(control[1])
    >>> control = np.zeros(2, dtype=np.int64)
    >>> run_interruptible(lambda: count(control, 1000), control, 0)
    1000
    """
    box: dict[str, Any] = {}

    def work() -> None:
        try:
            box["value"] = call()
        except BaseException as err:  # handed to the waiting thread
            box["error"] = err

    control[stop] = 0
    worker = threading.Thread(target=work, name="kernel", daemon=True)
    start = time.monotonic()
    due = start + every
    worker.start()
    try:
        while worker.is_alive():
            now = time.monotonic()
            worker.join(min(0.1, max(due - now, 0.001)) if progress is not None and report is not None else 0.1)
            if progress is not None and report is not None and worker.is_alive() and time.monotonic() >= due:
                progress(report())
                due = max(due + every, time.monotonic() + every / 2)
    except BaseException:  # KeyboardInterrupt, or an error of the progress callback: stop the kernel first
        control[stop] = 1
        _await_stop(worker, grace)
        raise
    if "error" in box:
        raise box["error"]
    return box["value"]


def _await_stop(worker: threading.Thread, grace: float) -> None:
    """Wait up to ``grace`` seconds for a kernel told to stop (a second interrupt does not end the wait)."""
    deadline = time.monotonic() + grace
    while worker.is_alive() and time.monotonic() < deadline:
        try:
            worker.join(min(0.05, max(deadline - time.monotonic(), 0.001)))
        except KeyboardInterrupt:
            continue
