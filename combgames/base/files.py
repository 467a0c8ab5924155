"""File boundaries: the one home for checking the paths a user names and for writing files safely.

- :func:`check_output_path` - a path that may be written: a regular file or nothing yet, in an existing
  directory. A device (``/dev/full``, ``/dev/null``), a FIFO, a socket or a directory is refused with a
  ValueError naming the user's path. Call it before any work, so a long computation never ends in a refusal.
- :func:`check_input_path` - a path that may be read: an existing regular file (reading a FIFO would block
  forever, a device may never end).
- :func:`atomic_write` - write a file in full or not at all: a temporary file in the target's directory,
  flushed, fsynced, closed and checked, then renamed over the target (never over a non-regular file).
  While it runs, SIGINT, SIGTERM and SIGHUP are held (recorded, not acted on); the first one is raised again
  once the file is complete, so a second (third, ...) signal never interrupts or deletes a save. Errors name
  the user's path, never the temporary file.

Examples
--------
>>> import os, tempfile
>>> folder = tempfile.mkdtemp()
>>> target = check_output_path(os.path.join(folder, "out.txt"))
>>> with atomic_write(target, "w") as f:
...     _ = f.write("hello\\n")
>>> check_input_path(target).read_text()
'hello\\n'
>>> check_output_path(folder)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ValueError: ...: it is a directory, not a file
"""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import stat
import threading
from pathlib import Path
from typing import IO, Any, Iterator

__all__ = ["atomic_write", "check_input_path", "check_output_path", "held_signals"]

HELD_SIGNALS = ("SIGINT", "SIGTERM", "SIGHUP")
"""The signals held while a file is being written (the ones that stop a command)."""


def _kind(mode: int) -> str:
    """What a non-regular file is, in words."""
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def _as_path(path: Any) -> tuple[Path, str]:
    """``(Path, the user's text)``; TypeError for what is not a path, ValueError for the empty path."""
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"a file path (str or os.PathLike) is needed, not {type(path).__name__}")
    text = os.fspath(path)
    if isinstance(text, bytes):
        text = os.fsdecode(text)
    if text == "":
        raise ValueError("the file path is empty")
    if "\0" in text:
        raise ValueError(f"{text!r}: a file path cannot hold a NUL character")
    return Path(text), text


def check_output_path(path: str | os.PathLike) -> Path:
    """The path ``path`` as a :class:`~pathlib.Path`, after checking that a file may be written there.

    It must be a regular file (symbolic links are followed: the file they name is the one replaced) or absent,
    in an existing directory.

    Raises
    ------
    ValueError
        Naming ``path``: a directory, a device, a FIFO or a socket; a missing directory; a read-only file
        or directory.
    TypeError
        If ``path`` is not a str or path-like object.
    """
    target, text = _as_path(path)
    try:
        mode: int | None = os.stat(target).st_mode
    except FileNotFoundError:
        mode = None
    except NotADirectoryError:
        raise ValueError(f"{text}: a folder on its path is a file, not a directory") from None
    except OSError as err:  # a loop of links, a name too long, no permission to look
        raise ValueError(f"{text}: cannot be written ({err.strerror or err})") from None
    if mode is not None:
        if stat.S_ISDIR(mode):
            raise ValueError(f"{text}: it is a directory, not a file")
        if not stat.S_ISREG(mode):
            raise ValueError(f"{text}: it is {_kind(mode)}, not a regular file; give the path of a file")
        if not os.access(target, os.W_OK):
            raise ValueError(f"{text}: the file is read-only")
    folder = Path(os.path.realpath(target)).parent
    if not folder.is_dir():
        raise ValueError(f"{text}: the directory {folder} does not exist")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise ValueError(f"{text}: no permission to write in the directory {folder} (or it is read-only)")
    return target


def check_input_path(path: str | os.PathLike) -> Path:
    """The path ``path`` as a :class:`~pathlib.Path`, after checking that it is an existing regular file.

    Raises
    ------
    FileNotFoundError
        If nothing is there (an OSError naming ``path``).
    ValueError
        Naming ``path``: a directory, a FIFO (reading it would block until a writer comes), a device or a
        socket.
    TypeError
        If ``path`` is not a str or path-like object.
    """
    target, text = _as_path(path)
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        raise FileNotFoundError(errno.ENOENT, "no such file", text) from None
    except OSError as err:
        raise OSError(err.errno, err.strerror, text) from None
    if not stat.S_ISREG(mode):
        raise ValueError(f"{text}: it is {_kind(mode)}, not a regular file")
    return target


class _Held:
    """The signals received while held: the first one's name and number, if any."""

    def __init__(self) -> None:
        self.first: tuple[int, Any] | None = None
        self.count = 0

    def record(self, signum: int, frame: Any) -> None:
        self.count += 1
        if self.first is None:
            self.first = (signum, frame)


@contextlib.contextmanager
def held_signals() -> Iterator[_Held]:
    """Hold SIGINT, SIGTERM and SIGHUP during the block; afterwards act on the first one received.

    Acting on it means calling the handler that was in place before (the command line's raises
    KeyboardInterrupt, as Python's own Ctrl-C handler does); a signal whose action was the default one raises
    KeyboardInterrupt too. A signal ignored before (``nohup``) stays ignored. Outside the main thread, where
    no handler can be set, the block simply runs.
    """
    held = _Held()
    previous: dict[int, Any] = {}
    if threading.current_thread() is threading.main_thread():
        for name in HELD_SIGNALS:
            sig = getattr(signal, name, None)
            if sig is None:
                continue
            current = signal.getsignal(sig)
            if current is signal.SIG_IGN or current is None:  # ignored, or set outside Python: leave it
                continue
            previous[sig] = signal.signal(sig, held.record)
    try:
        yield held
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        if held.first is not None:  # also when the block failed: the signal still stops the program
            _deliver(held.first, previous.get(held.first[0]))


def _deliver(received: tuple[int, Any], handler: Any) -> None:
    """Act on a held signal as its handler ``handler`` would have: call it (the command line's and Python's
    raise KeyboardInterrupt; an outer :func:`held_signals` records it), or raise KeyboardInterrupt for the
    default action."""
    signum, frame = received
    if callable(handler):
        handler(signum, frame)
        return
    name = signal.Signals(signum).name
    raise KeyboardInterrupt() if name == "SIGINT" else KeyboardInterrupt(name)


def _new_file_mode(existing: Path) -> int:
    """The permission bits the written file gets: those of the file it replaces, else 0o666 less the umask."""
    try:
        return stat.S_IMODE(os.stat(existing).st_mode)
    except OSError:
        mask = os.umask(0o022)
        os.umask(mask)
        return 0o666 & ~mask


def _fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (best effort: some file systems cannot open a directory)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


@contextlib.contextmanager
def atomic_write(path: str | os.PathLike, mode: str = "wb", *, encoding: str = "utf-8") -> Iterator[IO[Any]]:
    """Write ``path`` in full or not at all: yield a file object on a temporary file in its directory.

    When the block ends normally the file is flushed, fsynced, closed and checked, then renamed over
    ``path`` (after checking again that ``path`` is a regular file or absent). When it raises, the temporary
    file is removed and ``path`` is left as it was. Signals are held meanwhile (:func:`held_signals`): the
    first one received is acted on once the file is complete.

    Parameters
    ----------
    path : path
        The file to write (checked by :func:`check_output_path`; a symbolic link's target is replaced).
    mode : {"wb", "w"}
        Binary or text (``encoding``, default UTF-8).

    Raises
    ------
    ValueError
        If ``path`` cannot be written (see :func:`check_output_path`), naming it.
    OSError
        If writing fails (a full disk, an I/O error), with ``path`` as its filename, never the temporary one.
    """
    import tempfile

    if mode not in ("wb", "w"):
        raise ValueError(f"mode must be 'wb' or 'w', not {mode!r}")
    target = check_output_path(path)
    text = os.fspath(target)
    real = Path(os.path.realpath(target))
    with held_signals():
        try:
            fd, tmp = tempfile.mkstemp(dir=real.parent, prefix=f".{real.name}.", suffix=".tmp")
        except OSError as err:
            raise OSError(err.errno, err.strerror, text) from None
        try:
            os.fchmod(fd, _new_file_mode(real))
            with os.fdopen(fd, mode, **({"encoding": encoding} if mode == "w" else {})) as f:
                yield f
                f.flush()
                os.fsync(f.fileno())
                size = os.fstat(f.fileno()).st_size
            if os.stat(tmp).st_size != size:
                raise OSError(errno.EIO, "the file written is not the size it was made", text)
            try:
                now = os.lstat(real).st_mode
            except FileNotFoundError:
                now = None
            if now is not None and not stat.S_ISREG(now):  # replaced by a device or a folder meanwhile
                raise ValueError(f"{text}: it is {_kind(now)} now, not a regular file; nothing was written")
            os.replace(tmp, real)
        except BaseException as err:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            if isinstance(err, OSError) and err.filename != text:
                raise OSError(err.errno, err.strerror or str(err), text) from None
            raise
        _fsync_folder(real.parent)
