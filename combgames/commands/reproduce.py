"""``combgames reproduce``: recompute every published claim and print claim, published, computed, verdict, time.

A default run computes every row but the slow ones (over about 5 s each), and ends by listing those with their
expected times; ``--slow`` computes them too, ``--only ID`` computes the row ``ID`` (slow or not) and
``--list`` prints the rows with their expected times without computing any. Before each row, progress on
stderr names it and its expected time: the time the same row took in the last run (recorded in the user's cache
directory, :mod:`combgames.reproduce._timings`), else the time the claim declares.

Interrupted (Ctrl-C, or SIGTERM/SIGHUP from ``timeout``, a batch scheduler or a closed terminal), it prints the
claims finished so far and exits 1. Further signals do not cut that output short, nor the table of a run that
ended: while the rows are printed, a signal is only noted (and the run then exits 1).
"""

from __future__ import annotations

import argparse
import contextlib
import signal
import sys
import time
import warnings
from typing import Any, Iterator

from combgames.commands import print_json, user_input
from combgames.reproduce import (Claim, ReproduceRows, Row, all_claims, expected_seconds, matches, run_claims,
                                 select_claims)

NAME = "reproduce"
HELP = "recompute the published claims of the source texts and compare"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the rows as a JSON list of objects")
    parser.add_argument("--only", metavar="PATTERN",
                        help="run only claims whose id matches (glob or substring); a slow claim when named by its "
                             "exact id, or with --slow")
    parser.add_argument("--slow", action="store_true",
                        help="also run the slow claims (over about 5 s each; a default run lists them at its end)")
    parser.add_argument("--list", action="store_true",
                        help="list the claims (id, expected time, slow or not) without computing them")


def _text(value: object) -> str:
    return "-" if value is None else str(value)


def _about(seconds: float) -> str:
    """A duration as progress shows it: ``about 0.4 s``, ``about 12 s``."""
    return f"about {seconds:.1f} s" if seconds < 10 else f"about {seconds:.0f} s"


def format_row(r: Row) -> str:
    """One claim as a block: verdict, id, time and source; then claim, published, computed, why the verdict,
    evidence."""
    lines = [f"[{r.verdict}] {r.id}  ({r.seconds:.2f} s)  {r.source}",
             f"    claim:     {r.claim}",
             f"    published: {_text(r.published)}",
             f"    computed:  {_text(r.computed) if not r.error else r.error}"]
    if r.basis:
        lines.append(f"    verdict:   {r.basis}")
    if r.evidence:
        lines.append(f"    evidence:  {r.evidence}")
    return "\n".join(lines)


def format_table(rows: list[Row]) -> str:
    """Every row as a block, then the number of rows per verdict and the total time
    (:meth:`~combgames.reproduce.ReproduceRows.summary`)."""
    return "\n\n".join(format_row(r) for r in rows) + f"\n\n{ReproduceRows(rows).summary()}"


def format_skipped(skipped: list[Claim], expected: dict[str, float]) -> str:
    """The slow claims a run left out, with their expected times, and how to run them."""
    total = sum(expected[c.id] for c in skipped)
    lines = [f"Not run: {len(skipped)} slow claims ({_about(total)} in all); run them with "
             f"`combgames reproduce --slow`, or one with `combgames reproduce --only ID`:"]
    lines += [f"    {c.id}  ({_about(expected[c.id])})" for c in skipped]
    return "\n".join(lines)


def format_list(claims: list[Claim], expected: dict[str, float]) -> str:
    """One line per claim: id, expected time, and ``slow`` for a claim a default run leaves out."""
    width = max(len(c.id) for c in claims)
    return "\n".join(f"{c.id:<{width}}  {_about(expected[c.id]):>14}{'  slow' if c.slow else ''}"
                     for c in claims)


class _Interrupts:
    """The signals of one run: the first SIGINT, SIGTERM or SIGHUP interrupts it, later ones are only noted.

    The first signal goes to the handler that was there (:mod:`combgames.cli`'s, which raises
    KeyboardInterrupt naming it); from then on, and inside :meth:`hold` (while the table is printed), a signal
    is noted in :attr:`received` and the printing goes on, so the exit path of the first signal (print the rows
    done) runs to its end. A signal that is ignored or left to its default action is not taken over.
    """

    NAMES = ("SIGINT", "SIGTERM", "SIGHUP")

    def __init__(self) -> None:
        self.received: str | None = None
        self._holding = False
        self._previous: dict[int, Any] = {}

    def _handle(self, signum: int, frame: Any) -> None:
        name = signal.Signals(signum).name
        if self._holding:
            self.received = self.received or name
            return
        self._holding = True  # the first signal's way out must not be cut short by the next one
        self.received = name
        previous = self._previous.get(signum)
        if callable(previous):
            previous(signum, frame)
        raise KeyboardInterrupt() if name == "SIGINT" else KeyboardInterrupt(name)

    def __enter__(self) -> "_Interrupts":
        for name in self.NAMES:
            sig = getattr(signal, name, None)
            if sig is None or not callable(signal.getsignal(sig)):
                continue
            try:
                self._previous[sig] = signal.signal(sig, self._handle)
            except ValueError:  # not the main thread, where no handler can be set: leave the signals alone
                break
        return self

    def __exit__(self, *exc: Any) -> None:
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)

    @contextlib.contextmanager
    def hold(self) -> Iterator[None]:
        """Note signals during the block instead of raising them."""
        holding, self._holding = self._holding, True
        try:
            yield
        finally:
            self._holding = holding


def run(args: argparse.Namespace) -> int:
    from combgames.reproduce._timings import read_times

    everything = all_claims()
    with user_input():
        if args.only is not None and not any(matches(c, args.only) for c in everything):
            raise ValueError(f"no claim matches {args.only!r}")
    claims, skipped = select_claims(args.only, args.slow)
    recorded = read_times()
    expected = {c.id: recorded.get(c.id, expected_seconds(c)) for c in claims + skipped}
    if args.list:
        listed = [c for c in everything if c in claims or c in skipped]  # in table order
        if args.json:
            print_json([{"id": c.id, "expected_seconds": round(expected[c.id], 4), "slow": c.slow} for c in listed])
        else:
            print(format_list(listed, expected))
        return 0
    rows: list[Row] = []
    with _Interrupts() as interrupts:
        try:
            _compute(claims, expected, rows, args, interrupts)
        except KeyboardInterrupt as err:  # Ctrl-C, or SIGTERM/SIGHUP (combgames.cli turns them into this)
            with interrupts.hold():
                why = f" ({err.args[0]})" if err.args and isinstance(err.args[0], str) else ""
                print(f"combgames reproduce: interrupted{why} after {len(rows)} claims", file=sys.stderr)
                _finish(rows, [], expected, args)
            return 1
        with interrupts.hold():
            _finish(rows, skipped, expected, args)
            if interrupts.received is not None:
                print(f"combgames reproduce: interrupted ({interrupts.received}) while printing the table, "
                      "which is complete", file=sys.stderr)
                return 1
    return 1 if any(r.verdict == "error" for r in rows) else 0


def _compute(claims: list[Claim], expected: dict[str, float], rows: list[Row], args: argparse.Namespace,
             interrupts: _Interrupts) -> None:
    """Compute ``claims`` in order, appending each row to ``rows``; progress on stderr names each claim and its
    expected time before computing it."""
    start = time.perf_counter()
    received = getattr(args, "signal_received", lambda: None)
    to_go = sum(expected[c.id] for c in claims)
    computed = run_claims(claims)  # each claim is computed when its row is asked for
    for i, claim in enumerate(claims):
        if not args.quiet:
            print(f"[{i + 1}/{len(claims)}] {claim.id} ... (expected {_about(expected[claim.id])})",
                  file=sys.stderr, flush=True)
        item = next(computed, None)
        if item is None:
            break
        row = item[2]
        signal_name = interrupts.received or received()
        if signal_name is not None:  # a claim's library swallowed the interrupt: drop its row and stop
            raise KeyboardInterrupt() if signal_name == "SIGINT" else KeyboardInterrupt(signal_name)
        rows.append(row)
        to_go -= expected[claim.id]
        if not args.quiet:
            elapsed = time.perf_counter() - start
            print(f"[{i + 1}/{len(claims)}] {row.id}: {row.verdict} ({row.seconds:.2f} s; elapsed {elapsed:.0f} s, "
                  f"{_about(max(to_go, 0.0))} to go)", file=sys.stderr, flush=True)


def _finish(rows: list[Row], skipped: list[Claim], expected: dict[str, float], args: argparse.Namespace) -> None:
    """Print the rows (and the slow claims left out), flushed to the end; record the rows' times."""
    from combgames.reproduce._timings import record_times

    if args.json:
        print_json([r.as_json() for r in rows])
    elif rows:
        print(format_table(rows))
    if skipped:
        note = format_skipped(skipped, expected)
        if not args.json:
            print(f"\n{note}" if rows else note)
        elif not args.quiet:  # the standard output stays one JSON list
            print(note, file=sys.stderr)
    sys.stdout.flush()
    try:
        record_times({r.id: r.seconds for r in rows if r.verdict != "error"})
    except (OSError, ValueError) as err:  # a full disk, a read-only cache, a folder or device in the record's place
        warnings.warn(f"the times of this run are not recorded: {err}")
