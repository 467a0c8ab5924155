"""The ``combgames`` command: one subcommand per task.

Subcommands are the modules of :mod:`combgames.commands` named in its ``COMMANDS`` table; each defines ``NAME``,
``HELP``, ``add_arguments(parser)`` and ``run(args) -> int`` (``args.signal_received()`` names a signal that
came during the command, for a command that checks between steps in case a library swallowed the interrupt).
A run imports the module of its own command only. The command line only parses, calls the library and
formats: results go to stdout, progress and timing to stderr (``--quiet`` silences them).

Exit status: 0 success; 2 the user's input (bad arguments, unknown game, malformed position text, a file that
cannot be read, a request refused as too large), decided where the command reads its input
(:func:`combgames.commands.user_input`); 1 everything else: a computation that stopped at its limit, was
interrupted, failed, ran out of memory, or whose output could not be written. Every error is one line on
stderr, ``combgames COMMAND: error: ...``, never a traceback (set ``COMBGAMES_DEBUG=1`` to see the traceback of
an unexpected error). Warnings (a checkpoint that is ignored or
cannot be written) are one line each too, ``combgames COMMAND: warning: ...``.

Signals: SIGTERM (sent by ``timeout``, batch schedulers and container runtimes) and SIGHUP behave like Ctrl-C:
``reproduce`` prints the claims finished so far, a solve with a checkpoint saves it, and the command exits 1
saying ``interrupted``. A signal that comes while the command imports its modules is held until the imports
end (then the command stops the same way), so no module is left half imported. A full or closed
standard output (``> /dev/full``, ``>&-``) is an error (exit 1); output piped into a reader that stops early
(``| head``) is not.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import importlib
import os
import signal
import sys
import warnings
from typing import Any, Iterable, Iterator, Sequence

__all__ = ["build_parser", "main"]


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one line (and exit 2)."""

    def error(self, message: str):  # type: ignore[override]
        from combgames.commands import one_line

        self.exit(2, f"{self.prog}: error: {one_line(message)} (see {self.prog} --help)\n")

    def _get_formatter(self) -> argparse.HelpFormatter:
        # argparse's default asks shutil for the width (importing shutil, bz2 and lzma: a few milliseconds of
        # every run, since each add_argument makes a formatter); the same width without them
        return self.formatter_class(prog=self.prog, width=_terminal_columns() - 2)


def _terminal_columns() -> int:
    """The terminal width as ``shutil.get_terminal_size().columns`` gives it: $COLUMNS if a positive integer,
    else the width of the terminal on the standard output, else 80."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns or 80
        except (AttributeError, ValueError, OSError):
            columns = 80
    return columns


def _command_name(argv: Sequence[str]) -> str | None:
    """The subcommand ``argv`` names: its first word that is not an option (the top-level parser has no option
    taking a value), if it is a subcommand."""
    from combgames.commands import COMMANDS

    word = next((a for a in argv if not a.startswith("-")), None)
    return word if word in COMMANDS else None


def build_parser(commands: Iterable[str] | None = None, listed_only: bool = False
                 ) -> tuple[argparse.ArgumentParser, dict]:
    """Return the argument parser and the map from subcommand name to its module.

    Every subcommand is listed (name and help, from :data:`combgames.commands.COMMANDS`), but only the
    modules of ``commands`` are imported and their arguments declared (default: every module), so a run
    does not pay for the imports of the commands it does not run. With ``listed_only`` the parser has the
    subcommands of ``commands`` only: enough to run one (its usage and errors are the same), not to list
    them in ``combgames --help``.
    """
    from combgames.commands import COMMANDS

    chosen = set(COMMANDS) if commands is None else set(commands)
    parser = _Parser(prog="combgames", description="Combinatorial games on finite structures.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    modules = {}
    for name, summary in COMMANDS.items():
        if listed_only and name not in chosen:
            continue
        p = sub.add_parser(name, help=summary, description=summary)
        if name in chosen:
            p.add_argument("--quiet", action="store_true", help="no progress or timing on stderr")
            module = importlib.import_module(f"combgames.commands.{name}")
            module.add_arguments(p)
            modules[name] = module
    return parser, modules


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


def _interrupt(name: str) -> KeyboardInterrupt:
    """The KeyboardInterrupt a signal raises (Ctrl-C's carries no name, as Python's own)."""
    return KeyboardInterrupt() if name == "SIGINT" else KeyboardInterrupt(name)


class _Signals:
    """While a command runs, SIGTERM and SIGHUP raise KeyboardInterrupt, as Ctrl-C (SIGINT) does.

    Inside :meth:`deferred` (while the subcommands' modules are imported) a signal is held until the block
    ends: an import cut short can leave a module half made, and numpy turns an interrupt during its import
    into an ImportError. :attr:`received` names the last signal, so an error that a library raised in place
    of the interrupt is still reported as an interrupt. A signal the parent process told us to ignore (as
    ``nohup`` does) stays ignored, and Ctrl-C is taken over only from Python's own handler.
    """

    def __init__(self) -> None:
        self.received: str | None = None
        self._pending: str | None = None
        self._defer = False
        self._previous: dict = {}

    def _handle(self, signum: int, frame: Any) -> None:
        name = signal.Signals(signum).name
        self.received = name
        if self._defer:
            self._pending = name
            return
        raise _interrupt(name)

    def __enter__(self) -> "_Signals":
        for name in ("SIGINT", "SIGTERM", "SIGHUP"):
            sig = getattr(signal, name, None)
            if sig is None:
                continue
            current = signal.getsignal(sig)
            if current is signal.SIG_IGN or (name == "SIGINT" and current is not signal.default_int_handler):
                continue
            try:
                self._previous[sig] = signal.signal(sig, self._handle)
            except ValueError:  # not the main thread (where only handlers can be set): leave the signals alone
                break
        return self

    def __exit__(self, *exc: Any) -> None:
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)
        if self.received is not None:
            # CPython marks an interrupt "unhandled" when it ends a string exec/eval (numba and sympy generate
            # code that way), even if it was then caught; under `python -m` the process would die of SIGINT at
            # exit instead of returning our status. A string eval that ends normally clears that mark.
            eval("None")

    @contextlib.contextmanager
    def deferred(self) -> Iterator[None]:
        """Hold signals during the block; raise the interrupt at its end if one came."""
        self._defer = True
        try:
            yield
        finally:
            self._defer = False
        if self._pending is not None:
            raise _interrupt(self._pending)


def _say(name: str, kind: str, message: Any) -> None:
    from combgames.commands import one_line  # imported when needed, as every import of the command line

    print(f"{name}: {kind}: {one_line(message)}", file=sys.stderr)


def _interrupted(name: str, signal_name: str | None) -> int:
    why = f" ({signal_name})" if signal_name and signal_name != "SIGINT" else ""
    print(f"{name}: interrupted{why}", file=sys.stderr)
    return 1


def _failure(name: str, err: Exception) -> int:
    """Report an exception of a command in one line; return the exit status.

    2 for the user's input (:class:`~combgames.commands.UsageError`, raised where the command reads its
    arguments, and a request refused up front from an estimate of its size); 1 for everything else: a
    computation stopped at its limit, a file that cannot be written, out of memory, or an error of the
    library (its traceback under ``COMBGAMES_DEBUG=1``).
    """
    from combgames.commands import LimitError, UsageError

    if isinstance(err, UsageError) or isinstance(err, LimitError) and err.refused:
        _say(name, "error", err)
        return 2
    if isinstance(err, LimitError):  # stopped at a stated limit
        _say(name, "stopped", err)
        return 1
    if isinstance(err, OSError):  # a file that could not be read or written
        where = f": {err.filename!r}" if err.filename else ""
        _say(name, "error", f"{err.strerror or err}{where}")
    elif isinstance(err, MemoryError):
        _say(name, "error", "out of memory (try a smaller instance, or an option that bounds the work)")
    else:  # a failed computation: one line, the traceback on request
        if os.environ.get("COMBGAMES_DEBUG"):
            import traceback

            traceback.print_exception(err)
        detail = str(err.args[0]) if isinstance(err, KeyError) and err.args else str(err)
        _say(name, "error", f"{type(err).__name__}: {detail} (an error of the computation, not of the input; "
                            "set COMBGAMES_DEBUG=1 for the traceback)")
    return 1


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    name = "combgames"
    with _Signals() as signals, _streams(), warnings.catch_warnings():
        warnings.showwarning = lambda message, *rest, **kw: _say(name, "warning", message)
        try:
            argv = sys.argv[1:] if argv is None else list(argv)
            with signals.deferred():
                command = _command_name(argv)
                # a run builds the parser of its own subcommand only; a top-level --help lists them all
                asks_help = any(a.startswith(("-h", "--h")) for a in argv[:argv.index(command)]) \
                    if command else True
                parser, modules = build_parser([command] if command else [], not asks_help)
            try:
                args = parser.parse_args(argv)
            except SystemExit as done:  # usage error (2) or --help (0), already printed
                sys.stdout.flush()
                return done.code if isinstance(done.code, int) else 2
            if args.command is None:
                from combgames.commands import COMMANDS

                _say(name, "error", f"name a command: {', '.join(sorted(COMMANDS))} (see combgames --help)")
                return 2
            name = f"combgames {args.command}"
            args.signal_received = lambda: signals.received  # for commands that check between steps
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
            return _interrupted(name, err.args[0] if err.args and isinstance(err.args[0], str) else None)
        except Exception as err:
            if signals.received is not None:  # a library raised its own error in place of the interrupt
                return _interrupted(name, signals.received)
            return _failure(name, err)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
