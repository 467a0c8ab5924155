"""The ``combgames`` command: one subcommand per task.

Subcommands are the modules of :mod:`combgames.commands`; each defines ``NAME``, ``HELP``,
``add_arguments(parser)`` and ``run(args) -> int``. The command line only parses, calls the library and
formats: results go to stdout, progress and timing to stderr (``--quiet`` silences them).

Exit status: 0 success; 1 a computation raised or could not finish (interrupted, out of memory, a file or
the standard output could not be written); 2 usage error (bad arguments, unknown game, malformed position
text). Every error is one line on stderr, ``combgames COMMAND: error: ...``, never a traceback (set
``COMBGAMES_DEBUG=1`` to see the traceback of an unexpected error). Warnings (a checkpoint that is ignored or
cannot be written) are one line each too, ``combgames COMMAND: warning: ...``.

Signals: SIGTERM (sent by ``timeout``, batch schedulers and container runtimes) and SIGHUP behave like Ctrl-C:
``reproduce`` prints the claims finished so far, a solve with a checkpoint saves it, and the command exits 1
saying ``interrupted``; so does a Ctrl-C while the command is still importing its modules. A full or closed
standard output (``> /dev/full``, ``>&-``) is an error (exit 1); output piped into a reader that stops early
(``| head``) is not.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import importlib
import os
import pkgutil
import signal
import sys
import threading
import traceback
import warnings
from typing import Any, Iterator, Sequence

__all__ = ["build_parser", "main"]


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one line (and exit 2)."""

    def error(self, message: str):  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {_one_line(message)} (see {self.prog} --help)\n")


def _command_modules():
    import combgames.commands

    for info in sorted(pkgutil.iter_modules(combgames.commands.__path__), key=lambda i: i.name):
        if not info.name.startswith("_"):
            yield importlib.import_module(f"combgames.commands.{info.name}")


def build_parser() -> tuple[argparse.ArgumentParser, dict]:
    """Return the argument parser and the map from subcommand name to its module."""
    parser = _Parser(prog="combgames", description="Combinatorial games on finite structures.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    modules = {}
    for module in _command_modules():
        p = sub.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        p.add_argument("--quiet", action="store_true", help="no progress or timing on stderr")
        module.add_arguments(p)
        modules[module.NAME] = module
    return parser, modules


def _one_line(text: Any) -> str:
    """``text`` on one line (the lines of a multi-line message joined by ' / ')."""
    lines = [line.strip() for line in str(text).splitlines() if line.strip()]
    return " / ".join(lines)


class _OutputError(Exception):
    """The standard output could not be written (full, closed, or a broken pipe)."""

    def __init__(self, err: OSError):
        super().__init__(err.strerror or str(err))
        self.errno = err.errno


class _Output:
    """The command's ``sys.stdout``: a write error becomes :class:`_OutputError`, told apart from other I/O."""

    def __init__(self, stream: Any):
        self._stream = stream

    def write(self, text: str) -> int:
        if self._stream is None:
            raise _OutputError(OSError(errno.EBADF, "the standard output is closed"))
        try:
            return self._stream.write(text)
        except OSError as err:
            raise _OutputError(err) from err

    def flush(self) -> None:
        if self._stream is None:
            return
        try:
            self._stream.flush()
        except OSError as err:
            raise _OutputError(err) from err

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _discard_output(stream: Any) -> None:
    """Point file descriptor 1 at /dev/null when ``stream`` is it, so the interpreter's last flush of the
    unwritable output stays silent (the recipe of the Python docs for SIGPIPE)."""
    try:
        if stream is not None and stream.fileno() == 1:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.close(devnull)
    except (OSError, ValueError, AttributeError):  # no descriptor (captured output): nothing to silence
        pass


@contextlib.contextmanager
def _streams() -> Iterator[None]:
    """Wrap stdout in :class:`_Output` and give a closed stderr a sink, for the time of one command."""
    out, err = sys.stdout, sys.stderr
    sys.stdout = _Output(out)  # type: ignore[assignment]
    if sys.stderr is None:  # 2>&-: print(file=None) would write to stdout
        sys.stderr = open(os.devnull, "w")
    try:
        yield
    finally:
        if sys.stderr is not err:
            sys.stderr.close()
        sys.stdout, sys.stderr = out, err


@contextlib.contextmanager
def _signals_as_interrupts() -> Iterator[None]:
    """SIGTERM and SIGHUP raise KeyboardInterrupt, like Ctrl-C, while the command runs (signals the parent
    process told us to ignore, as ``nohup`` does, stay ignored)."""

    def interrupt(signum: int, frame: Any) -> None:
        raise KeyboardInterrupt(signal.Signals(signum).name)

    previous = {}
    if threading.current_thread() is threading.main_thread():
        for sig in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None)):
            if sig is not None and signal.getsignal(sig) is not signal.SIG_IGN:
                previous[sig] = signal.signal(sig, interrupt)
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def _say(name: str, kind: str, message: Any) -> None:
    print(f"{name}: {kind}: {_one_line(message)}", file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    name = "combgames"
    with _signals_as_interrupts(), _streams(), warnings.catch_warnings():
        warnings.showwarning = lambda message, *rest, **kw: _say(name, "warning", message)
        try:
            parser, modules = build_parser()
            try:
                args = parser.parse_args(argv)
            except SystemExit as done:  # usage error (2) or --help (0), already printed
                sys.stdout.flush()
                return done.code if isinstance(done.code, int) else 2
            if args.command is None:
                _say(name, "error", f"name a command: {', '.join(sorted(modules))} (see combgames --help)")
                return 2
            name = f"combgames {args.command}"
            status = int(modules[args.command].run(args) or 0)
            sys.stdout.flush()
            return status
        except _OutputError as err:
            _discard_output(sys.stdout._stream)  # type: ignore[attr-defined]
            if err.errno == errno.EPIPE:  # output piped into e.g. `head`, which stopped reading: not an error
                return 0
            _say(name, "error", f"cannot write the standard output: {err}")
            return 1
        except KeyboardInterrupt as err:
            why = f" ({err.args[0]})" if err.args and isinstance(err.args[0], str) else ""
            print(f"{name}: interrupted{why}", file=sys.stderr)
            return 1
        except (ValueError, TypeError, KeyError) as err:
            message = err.args[0] if isinstance(err, KeyError) and err.args else err
            _say(name, "error", message)
            return 2
        except OSError as err:  # a file that could not be read or written
            where = f": {err.filename!r}" if err.filename else ""
            _say(name, "error", f"{err.strerror or err}{where}")
            return 1
        except MemoryError:
            _say(name, "error", "out of memory (try a smaller instance, or an option that bounds the work)")
            return 1
        except RecursionError as err:
            _say(name, "error", f"recursion too deep: {err}")
            return 1
        except Exception as err:  # a failed computation: one line, the traceback on request
            if os.environ.get("COMBGAMES_DEBUG"):
                traceback.print_exc()
            _say(name, "error", f"{type(err).__name__}: {err} (set COMBGAMES_DEBUG=1 for the traceback)")
            return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
