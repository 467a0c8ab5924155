"""Where numba keeps its compiled kernels: a writable, private directory, chosen before numba is imported.

The kernels are compiled with ``cache=True``. numba looks for a place to cache them in ``NUMBA_CACHE_DIR``,
then in the ``__pycache__`` beside the module, then in the user's cache directory (``~/.cache/numba``), and
stops with "cannot cache function" when none can be written: a read-only install run with an unwritable home
could not compile at all. And what numba reads from its cache is pickled, so a cache directory that someone
else can write lets them run code in every process that uses it.

:func:`configure` (called when :mod:`combgames.base` is imported; it imports nothing heavier than ``os``) keeps
numba's own choice when it works and is safe, and otherwise sets ``NUMBA_CACHE_DIR`` to a fallback:

- a ``NUMBA_CACHE_DIR`` the user set is kept when it can be written and no one else can write it (owned by
  this user, no write bit for group or others); one that others can write is replaced (one warning line);
- with none set, nothing changes while the package's ``__pycache__`` or the user's cache directory can be
  written;
- the fallback is ``$XDG_CACHE_HOME/combgames/numba`` (``~/.cache/combgames/numba``), else
  ``<temporary directory>/combgames-numba-<uid>``, each used only when it is a real directory of this user's
  that no one else can write, else a fresh private temporary directory removed at exit.
"""

from __future__ import annotations

import os
import stat
import sys

__all__ = ["configure"]

ENV = "NUMBA_CACHE_DIR"


def _writable(path: str) -> bool:
    """Whether a directory can be made or written at ``path``: its nearest existing ancestor is a directory
    this process may write in (a read-only file system counts as not writable)."""
    current = os.path.abspath(path)
    while True:
        try:
            mode = os.stat(current).st_mode
        except FileNotFoundError:
            parent = os.path.dirname(current)
            if parent == current:
                return False
            current = parent
            continue
        except OSError:  # a file on the path (NotADirectoryError), no permission to look
            return False
        return stat.S_ISDIR(mode) and os.access(current, os.W_OK | os.X_OK)


def _unsafe(path: str) -> str | None:
    """Why others could write in the directory ``path`` (None if they cannot, or it does not exist yet)."""
    try:
        info = os.lstat(path)
    except OSError:
        return None
    if stat.S_ISLNK(info.st_mode):
        try:
            info = os.stat(path)
        except OSError:
            return None
    if not stat.S_ISDIR(info.st_mode):
        return None  # not a directory: numba cannot use it at all
    if hasattr(os, "geteuid") and info.st_uid != os.geteuid():
        return "it belongs to another user"
    if info.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return "others can write in it"
    return None


def _private(path: str) -> bool:
    """Make ``path`` (mode 0700) if it is missing; whether it is then a real directory of this user's that no
    one else can write (never a symbolic link: someone may have planted one)."""
    try:
        os.makedirs(path, mode=0o700, exist_ok=True)
        info = os.lstat(path)
    except OSError:
        return False
    return (stat.S_ISDIR(info.st_mode) and (not hasattr(os, "geteuid") or info.st_uid == os.geteuid())
            and not info.st_mode & 0o077 and os.access(path, os.W_OK | os.X_OK))


def _user_cache(environ: os._Environ | dict) -> str:
    """The user's cache directory as numba's own locator finds it (``$XDG_CACHE_HOME`` or ``~/.cache``)."""
    return environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")


def _fallback(environ: os._Environ | dict) -> str:
    """A private directory for the cache (see the module docstring)."""
    import tempfile

    uid = os.geteuid() if hasattr(os, "geteuid") else 0
    for candidate in (os.path.join(_user_cache(environ), "combgames", "numba"),
                      os.path.join(tempfile.gettempdir(), f"combgames-numba-{uid}")):
        if _writable(candidate) and _private(candidate):
            return candidate
    import atexit
    import shutil

    fresh = tempfile.mkdtemp(prefix="combgames-numba-")
    atexit.register(shutil.rmtree, fresh, True)
    return fresh


def _numba_default_works(environ: os._Environ | dict) -> bool:
    """Whether numba finds a writable cache without ``NUMBA_CACHE_DIR``: the package's ``__pycache__`` or the
    user's cache directory."""
    in_tree = os.path.join(os.path.dirname(os.path.abspath(__file__)), "__pycache__")
    return _writable(in_tree) or _writable(os.path.join(_user_cache(environ), "numba"))


def configure(environ: os._Environ | dict | None = None, warn: bool = True) -> str | None:
    """Set ``NUMBA_CACHE_DIR`` in ``environ`` (default ``os.environ``) when numba's own choice would fail or
    is unsafe; return the directory set (None when nothing changed). ``warn``: print one line on stderr when
    a directory the user set is replaced."""
    env = os.environ if environ is None else environ
    chosen: str | None = None
    given = env.get(ENV, "")
    if given:
        problem = _unsafe(given)
        if problem is None and _writable(given):
            return None
        if problem is None and _numba_default_works(env):
            return None  # numba skips a directory it cannot write and finds its default
        chosen = "" if problem is not None and _numba_default_works(env) else _fallback(env)
        if warn:
            why = problem or "it cannot be written"
            where = chosen or "numba's default place"
            print(f"combgames: warning: {ENV}={given} is not used ({why}); compiled kernels are cached in {where}",
                  file=sys.stderr)
    elif _numba_default_works(env):
        return None
    else:
        chosen = _fallback(env)
    env[ENV] = chosen
    config = sys.modules.get("numba.core.config")
    if config is not None and env is os.environ:  # numba already imported: its configuration read the old value
        config.CACHE_DIR = chosen
    return chosen
