"""``combgames grundy``: Tactix boards, and take-and-break games by code (values, periods, misere quotients).

Tactix: the board is written row by row, rows separated by ``/``, ``x`` for a counter and ``.`` for an empty
cell, e.g. ``combgames grundy "xx../.xxx"``. Normal play (Tactix, default) prints the Sprague-Grundy value
(the XOR of the components' values) and the moves to value 0; ``--misere`` (TACTIX) prints the outcome and the
moves to a misere second-player win. ``--method auto`` (default) values each component by the theory when it
is a row, an S-shape or a staircase, else by the shape memo search or the compiled table of its bounding box,
whichever the cost model of :mod:`combgames.grundy.tactix` predicts faster (the full 5 x 5 board: the table);
``--method theory``, ``search`` or ``table`` forces one. A long search shows its progress on stderr and stops
at its limit (exit 1).

Take-and-break games: ``--code CODE`` (octal or hexadecimal digits with CGSuite's marks, e.g. ``0.77``,
``0.F``, ``4!.0``, ``4.[3]``) with any of

- ``--values N``: G(0..N);
- ``--heaps "3 4 5"``: the value of that sum of heaps (normal play) and its outcome, the misere outcome too
  with ``--misere`` (read off the misere quotient when ``--misere-quotient`` is given, else by search);
- ``--period [N]``: the period of G computed to N (default 2000): proved by the periodicity theorem,
  observed (codes the theorem does not cover), arithmetic (proved by the layer theorem of
  :func:`~combgames.games.octal.arithmetic_period_test` or its offset form
  :func:`~combgames.games.octal.offset_arithmetic_period_test` where one applies, else observed), or not yet
  determined up to N;
- ``--misere-quotient N``: the misere quotient of the heaps up to N, with its presentation, P-portion and
  the heaps' images, proved (:mod:`combgames.cgt.misere`).

A code streamed to disk, in a run directory (:mod:`combgames.grundy.grundy_run`): Grundy's game (``--code 4!.0``)
or any code the sparse-space method takes (finite, moves leaving at most two heaps: every octal code, the marks
``!``, ``?`` and ``=``; a hexadecimal digit 8..F or a code repeating forever exits 2):

- ``--run DIR --to N``: start the run in DIR (a new or empty directory), or resume it, until it holds G(0..N)
  (whole blocks of 2^20 heaps, or ``--block N`` for a new run), with progress (heaps, heaps per second, time
  to go) on stderr; a damaged block (its SHA-256 differs from the manifest's) is reported and recomputed;
  Ctrl-C or SIGTERM stops it within a second keeping every block completed; the same command resumes;
- ``--run DIR --values N``: G(0..N) read from the run (the run is found only where ``--run`` says; without
  ``--run`` the values are computed);
- ``--run DIR --verify K``: K random heaps of the run re-derived by the plain mex in separate processes;
- ``--run DIR`` alone: what the run holds (heaps, rare heaps, the largest value, damaged blocks).

A directory of another run (another code, format version, mask or block length) is refused, nothing written.

The table of octal games (:mod:`combgames.grundy.octal_table`): ``--octal-table [N]`` values every code
d0.d1d2d3 (d0 = 0 or 4, 1024 codes) to at most heap N (default 16383, about 4 CPU minutes) and prints each
code's period and preperiod, proved by the periodicity theorem, or open to the heap reached, with progress on
stderr; with ``--code`` (a code or a comma-separated list of codes) only those. N past 16,383 (at most 2^25 - 1)
takes the library's extended route (the sparse-space method where it is foreseen faster, each step at most 2 x 10^10
operations, a row that stops there says so); a request whose worst case (codes x doublings past 16,383 x 2 x 10^10)
is over 10^13 operations is refused with that estimate (exit 2): the whole table past 16,383 needs ``--code``.

The table of hexadecimal games (:mod:`combgames.grundy.hexadecimal_table`): ``--hexadecimal-table [N]`` values
every code 0.d1d2 with a digit 8..F (192 codes; ``--digits 3``: 3,584) to at most heap N (default 4095, about 4 CPU
minutes for two digits) and prints each code's regularity (periodic or arithmetic periodic, proved; an arithmetic
period observed; or open to the heap reached), with progress on stderr; with ``--code`` (a comma-separated list)
only those. A request whose estimate (codes x the bitset kernel's steps to N) is over 10^13 steps is refused with
the estimate (exit 2).

``--json`` prints one JSON object with stable keys.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any
from pathlib import Path

from combgames.commands import print_json, user_input

NAME = "grundy"
HELP = ("Tactix boards (Nim value or misere outcome), or take-and-break codes: values, periods, misere "
        "quotients")

__all__ = ["HELP", "NAME", "add_arguments", "run"]

PERIOD_LIMIT = 2000
OCTAL_TABLE_LIMIT = 16383
OCTAL_TABLE_BUDGET = 10**13
"""The worst-case operations ``--octal-table N`` past heap 16,383 accepts (about two CPU hours)."""
HEXADECIMAL_TABLE_LIMIT = 4095
HEXADECIMAL_TABLE_BUDGET = 10**13
"""The most bitset-kernel steps ``--hexadecimal-table`` accepts (codes x steps to N with values below N)."""
OPERATIONS_PER_SECOND = 1.3 * 10**9
"""The quadratic kernel's steps per CPU second (2 x 10^10 in about 15 s,
:data:`combgames.games.octal.MAX_OPERATIONS`)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("board", nargs="?", help="Tactix board text, rows separated by '/', e.g. 'xx../.xxx'")
    parser.add_argument("--misere", action="store_true", help="misere play (TACTIX; or a sum of heaps with --code): "
                        "who takes the last counter loses")
    parser.add_argument("--method", choices=("auto", "theory", "search", "table"), default="auto",
                        help="Tactix: auto (default): per component the cheapest by a measured cost model; theory: "
                             "rows, S-shapes and staircases by their closed forms; search: components by the shape "
                             "memo (misere: whole-position search); table: the compiled table of every subset of a "
                             "component's bounding box (misere: of the counters'; at most 30 cells, 2^cells bytes)")
    parser.add_argument("--max-shapes", type=int, metavar="N", help="Tactix: stop a component memo search after N "
                        "shapes (default 300,000; a search whose lower bound is over N is refused)")
    parser.add_argument("--max-positions", type=int, metavar="N", help="TACTIX (--misere): stop the whole-position "
                        "search after N positions (default 2,000,000)")
    parser.add_argument("--code", help="a take-and-break code instead of a board, e.g. 0.77, 0.F, 4!.0, 4.[3]")
    parser.add_argument("--values", type=int, metavar="N", help="with --code: print G(0..N)")
    parser.add_argument("--heaps", metavar="SIZES", help="with --code: a sum of heaps, e.g. '3 4 5'")
    parser.add_argument("--period", nargs="?", type=int, const=PERIOD_LIMIT, metavar="N",
                        help=f"with --code: the period of G computed to N (default {PERIOD_LIMIT})")
    parser.add_argument("--misere-quotient", type=int, metavar="N",
                        help="with --code: the misere quotient of the heaps up to N (proved)")
    parser.add_argument("--run", metavar="DIR", help="with --code (4!.0, or any finite code whose moves leave at most "
                        "two heaps): a run directory (blocks of values on disk): --to N computes or resumes it, "
                        "--values N reads from it, --verify K checks K random heaps; alone, what it holds")
    parser.add_argument("--to", type=int, metavar="N", help="with --run: compute (or resume) the run until it "
                        "holds G(0..N)")
    parser.add_argument("--block", type=int, metavar="N", help="with --run: heaps per block of a new run (a power "
                        "of two, default 2^20 = 1,048,576; an existing run must have been made with the same)")
    parser.add_argument("--verify", type=int, metavar="K", help="with --run: re-derive K random heaps of the run by "
                        "the plain mex in separate processes")
    parser.add_argument("--octal-table", nargs="?", type=int, const=OCTAL_TABLE_LIMIT, metavar="N",
                        help="the periods of every octal code d0.d1d2d3 (or of the --code list, comma-separated) "
                             f"computed to at most heap N (default {OCTAL_TABLE_LIMIT}; past it, up to 2^25 - 1, by the "
                             "sparse-space method where faster; a table too costly is refused with its estimate)")
    parser.add_argument("--hexadecimal-table", nargs="?", type=int, const=HEXADECIMAL_TABLE_LIMIT, metavar="N",
                        help="the regularity of every hexadecimal code 0.d1d2 with a digit 8..F (or of the --code "
                             f"list, comma-separated) to at most heap N (default {HEXADECIMAL_TABLE_LIMIT})")
    parser.add_argument("--digits", type=int, default=2, metavar="K",
                        help="with --hexadecimal-table: codes of at most K digits (default 2)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    if args.octal_table is not None:
        return _run_octal_table(args)
    if args.hexadecimal_table is not None:
        return _run_hexadecimal_table(args)
    with user_input():
        if args.code is not None and args.board is not None:
            raise ValueError(f"give a Tactix board or --code, not both (board {args.board!r}, code {args.code!r})")
        if args.code is None and args.board is None:
            raise ValueError("give a Tactix board (e.g. 'xx../.xxx') or a take-and-break code with --code")
    return _run_code(args) if args.code is not None else _run_board(args)


# ---------------------------------------------------------------------------------------------- codes
def _run_code(args: argparse.Namespace) -> int:
    # the values and the period come from combgames.games.octal, which imports neither numpy nor numba for a
    # short sequence (its Python twin; combgames.grundy would import both): a small request costs a small process
    from combgames.games.heaps import OctalCode
    from combgames.games.octal import check_sequence_cost

    with user_input():
        code = OctalCode(args.code)
        if args.run is not None or args.to is not None or args.verify is not None or args.block is not None:
            return _run_directory(args, code)
        if args.values is None and args.heaps is None and args.period is None and args.misere_quotient is None:
            raise ValueError("with --code, ask for --values N, --heaps SIZES, --period [N] or --misere-quotient N")
        heaps = _heap_sizes(args.heaps) if args.heaps is not None else None
        sparse = False  # Grundy's game past what the mex over every split does: its sparse-space kernel
        by_sparse = set()  # the flags valued by the sparse-space method of octal codes, where it is the faster
        for flag, limit in (("--values", args.values), ("--period", args.period)):
            if limit is not None:
                if limit < 0:
                    raise ValueError(f"{flag} must be a heap size >= 0, not {limit}")
                if _sparse_applies(code, limit):
                    by_sparse.add(flag)
                    continue
                try:
                    check_sequence_cost(code, limit, call=f"{flag} {limit}")
                except ValueError:
                    from combgames.grundy.grundys_game import GRUNDYS_GAME

                    if flag != "--values" or code != GRUNDYS_GAME:
                        raise
                    sparse = True
        if sparse:
            from combgames.base.checks import check_size
            from combgames.grundy.grundys_game import MAX_ENTRIES

            check_size(args.values + 1, MAX_ENTRIES, call=f"--values {args.values}", what="the heaps 0..N",
                       name="max_entries", unit="heaps", verb="value")
    t0 = time.perf_counter()
    out: dict = {"code": str(code)}
    computed = None
    if args.values is not None and sparse:
        out["values"] = _grundys_game_values(args)
    elif args.values is not None and by_sparse:
        computed = _octal_sparse_values(args, code, max(args.values, args.period or 0))
        out["values"] = computed[:args.values + 1].tolist()
    elif args.values is not None:
        from combgames.games.octal import grundy_sequence

        out["values"] = [int(v) for v in grundy_sequence(code, args.values)]
    quotient = None
    if args.misere_quotient is not None:
        from combgames.cgt.misere import MisereQuotientError, misere_quotient

        try:
            quotient = misere_quotient(code, args.misere_quotient)
        except MisereQuotientError as err:  # a computation that did not finish within its limits: exit 1
            print(f"combgames grundy: {err}", file=sys.stderr)
            return 1
        out["misere_quotient"] = quotient.to_dict()
    if args.heaps is not None:
        out["sum"] = _heap_sum(code, heaps, args.misere, quotient)
    if args.period is not None:
        if "--period" in by_sparse and (computed is None or len(computed) <= args.period):
            computed = _octal_sparse_values(args, code, args.period)
        out["period"] = _period(code, args.period, None if computed is None else computed[:args.period + 1])
    return _emit(args, out, t0)


def _sparse_applies(code: Any, limit: int) -> bool:
    """Whether G(0..limit) of ``code`` is valued by the sparse-space method of octal codes
    (:mod:`combgames.grundy.octal_sparse`): a code it takes that splits heaps, from
    :data:`~combgames.grundy.octal_sparse.SPARSE_FROM` heaps (Grundy's game keeps its own kernel). Below 10,000
    heaps the module (and numpy) is not even imported: a small request stays a small process."""
    if limit < 10**4:
        return False
    from combgames.grundy.grundys_game import GRUNDYS_GAME
    from combgames.grundy.octal_sparse import MAX_HEAPS, SPARSE_FROM, splits_heaps

    if limit < SPARSE_FROM or code == GRUNDYS_GAME or not splits_heaps(code):
        return False
    from combgames.base.checks import check_size

    check_size(limit + 1, MAX_HEAPS, call=f"G(0..{limit}) of {code}", what="the heaps 0..N", name="max_heaps",
               unit="heaps", verb="value")
    return True


def _octal_sparse_values(args: argparse.Namespace, code: Any, limit: int) -> Any:
    """G(0..limit) of an octal code by :func:`~combgames.grundy.octal_sparse.octal_sparse_values` with
    ``method="auto"`` (the quadratic kernel instead where the head's rare heaps foresee it faster, its cost
    limit then applying), progress on stderr, stopped by Ctrl-C or SIGTERM."""
    from combgames.commands._progress import ProgressLine
    from combgames.grundy.octal_sparse import octal_sparse_values

    line = None if args.quiet else ProgressLine(interval=1.0)
    try:
        return octal_sparse_values(code, limit, method="auto", max_operations=None, progress=line).values
    finally:
        if line is not None:
            line.end()


def _grundys_game_values(args: argparse.Namespace) -> list[int]:
    """G(0..N) of Grundy's game by the sparse-space kernel (:func:`combgames.grundy.grundys_game_values`), with
    its progress on stderr: what ``--values N`` runs when the mex over every split would cost too much."""
    from combgames.commands._progress import ProgressLine
    from combgames.grundy.grundys_game import grundys_game_values

    line = None if args.quiet else ProgressLine(interval=1.0)
    try:
        return grundys_game_values(args.values, progress=line).values.tolist()
    finally:
        if line is not None:
            line.end()


def _check_octal_table_cost(codes: list[str] | None, limit: int) -> None:
    """Refuse ``--octal-table N`` past heap 16,383 whose worst case is over :data:`OCTAL_TABLE_BUDGET`: each of
    the rows (``codes``, None for every code) takes at most one step per doubling past 16,383, each at most the default ``max_operations``
    (:func:`combgames.grundy.octal_table.octal_table_row`); a row stops at its first proved period, so this is
    an upper bound. N past :data:`~combgames.grundy.octal_table.EXTENDED_LIMIT` is refused outright."""
    from combgames.games.octal import MAX_OPERATIONS
    from combgames.grundy.octal_table import EXTENDED_LIMIT, octal_codes

    if limit > EXTENDED_LIMIT:
        raise ValueError(f"--octal-table N: at most {EXTENDED_LIMIT:,} (2^25 - 1) heaps, not {limit:,} (2 bytes "
                         f"a heap and hours of CPU a code; one code's values go further with --code C --run DIR "
                         "--to N)")
    steps, n = 0, OCTAL_TABLE_LIMIT
    while n < limit:  # the doublings of octal_table_row past the default bound
        n, steps = 2 * n + 1, steps + 1
    count = len(octal_codes() if codes is None else codes)
    worst = count * steps * MAX_OPERATIONS
    if worst > OCTAL_TABLE_BUDGET:
        raise ValueError(f"--octal-table {limit}: refused, up to {worst:.1e} operations (about "
                         f"{worst / OPERATIONS_PER_SECOND / 3600:.1f} CPU hours): {count} codes x {steps} doublings "
                         f"past heap {OCTAL_TABLE_LIMIT:,}, each step at most {MAX_OPERATIONS:.0e}; give fewer codes "
                         f"(--code) or a smaller N (at most {OCTAL_TABLE_BUDGET:.0e} operations)")


def _run_octal_table(args: argparse.Namespace) -> int:
    from combgames.commands._progress import ProgressLine
    from combgames.games.heaps import OctalCode

    with user_input():
        if args.board is not None:
            raise ValueError(f"--octal-table takes no Tactix board (got {args.board!r})")
        if args.octal_table < 1:
            raise ValueError(f"--octal-table must be a heap size >= 1, not {args.octal_table}")
        codes = None if args.code is None else [str(OctalCode(c.strip())) for c in args.code.split(",")]
        _check_octal_table_cost(codes, args.octal_table)
    from combgames.grundy.octal_table import octal_table

    line = None if args.quiet else ProgressLine()
    started = time.perf_counter()

    def progress(done: int, total: int, row) -> None:
        if line is not None:
            line({"phase": f"octal table (last {row.code}: {row.status})", "done": done, "total": total,
                  "seconds": time.perf_counter() - started})

    try:
        table = octal_table(codes, args.octal_table, progress=progress)
    finally:
        if line is not None:
            line.end()
    if args.json:
        print_json({"limit": table.limit, "counts": table.counts(), "seconds": table.seconds,
                    "rows": [{"code": r.code, "status": r.status, "preperiod": r.preperiod, "period": r.period,
                              "computed_to": r.computed_to, "method": r.method, "stopped": r.stopped}
                             for r in table.rows]})
    else:
        print(table)
    return 0


def _run_hexadecimal_table(args: argparse.Namespace) -> int:
    from combgames.commands._progress import ProgressLine
    from combgames.games.heaps import OctalCode
    from combgames.games.octal import bitset_operations

    with user_input():
        if args.board is not None:
            raise ValueError(f"--hexadecimal-table takes no Tactix board (got {args.board!r})")
        if args.hexadecimal_table < 1:
            raise ValueError(f"--hexadecimal-table must be a heap size >= 1, not {args.hexadecimal_table}")
        if not 1 <= args.digits <= 4:
            raise ValueError(f"--digits must be 1 to 4, not {args.digits}")
        codes = None if args.code is None else [str(OctalCode(c.strip())) for c in args.code.split(",")]
        count = len(codes) if codes is not None else 16 ** args.digits - 8 ** args.digits
        worst = count * bitset_operations(OctalCode("0.F"), args.hexadecimal_table, args.hexadecimal_table)
        if worst > HEXADECIMAL_TABLE_BUDGET:
            raise ValueError(f"--hexadecimal-table {args.hexadecimal_table}: refused, up to {worst:.1e} steps (about "
                             f"{worst / OPERATIONS_PER_SECOND / 3600:.1f} CPU hours) for {count} codes; give fewer "
                             f"codes (--code), fewer --digits or a smaller N (at most {HEXADECIMAL_TABLE_BUDGET:.0e})")
    from combgames.grundy.hexadecimal_table import hexadecimal_table

    line = None if args.quiet else ProgressLine()
    started = time.perf_counter()

    def progress(done: int, total: int, row) -> None:
        if line is not None:
            line({"phase": f"hexadecimal table (last {row.code}: {row.status})", "done": done, "total": total,
                  "seconds": time.perf_counter() - started})

    try:
        table = hexadecimal_table(codes, args.hexadecimal_table, digits=args.digits, progress=progress)
    finally:
        if line is not None:
            line.end()
    if args.json:
        print_json({"limit": table.limit, "counts": table.counts(), "seconds": table.seconds,
                    "skipped_octal": table.skipped,
                    "rows": [{"code": r.code, "status": r.status, "preperiod": r.preperiod, "period": r.period,
                              "saltus": r.saltus, "computed_to": r.computed_to,
                              "statement": None if r.periodicity is None else r.periodicity.statement}
                             for r in table.rows]})
    else:
        print(table)
    return 0


def _run_directory(args: argparse.Namespace, code) -> int:
    """``--run DIR`` with ``--to``, ``--values``, ``--verify`` or alone (a code the sparse-space method takes)."""
    from combgames.commands._progress import ProgressLine
    from combgames.grundy.grundy_run import GrundyRun, open_run, verify_sample
    from combgames.grundy.octal_sparse import check_sparse_code

    with user_input():
        if args.run is None:
            raise ValueError("--to, --block and --verify need a run directory: --run DIR")
        try:
            check_sparse_code(code)
        except ValueError as err:
            raise ValueError(f"--run streams codes the sparse-space method takes: {err}") from None
        if args.heaps is not None or args.period is not None or args.misere_quotient is not None:
            raise ValueError("--run goes with --to N, --values N or --verify K, not --heaps, --period or "
                             "--misere-quotient")
        for flag, number, least in (("--to", args.to, 0), ("--values", args.values, 0), ("--verify", args.verify, 1)):
            if number is not None and number < least:
                raise ValueError(f"{flag} must be at least {least}, not {number}")
        exists = (Path(args.run) / "manifest.json").exists()
        if args.to is None and not exists:
            raise ValueError(f"{args.run}: no run there (no manifest.json); start one with --run {args.run} --to N")
        if args.block is not None:
            run = GrundyRun(args.run, code=code, block=args.block)
        else:
            run = open_run(args.run, code=code) if exists else GrundyRun(args.run, code=code)
        if args.values is not None and args.to is None and args.values >= run.heaps:
            raise ValueError(f"the run in {args.run} holds G(0..{run.heaps - 1}), not G(0..{args.values}); extend it "
                             f"with --to {args.values}")
    t0 = time.perf_counter()
    out: dict = {"code": str(code)}
    if args.to is not None:
        progress = ProgressLine() if not args.quiet else None
        try:
            with user_input():  # a damaged manifest record is the user's directory's problem
                run.extend(args.to, progress=progress,
                           report=lambda line: print(f"grundy: {line}", file=sys.stderr, flush=True))
        finally:
            if progress is not None:
                progress.end()
    with user_input():
        if args.values is not None:
            out["values"] = [int(v) for v in run.values(0, args.values + 1)]
        if args.verify is not None:
            out["verify"] = verify_sample(run.path, args.verify, seed=0)
    out["run"] = run.summary()
    return _emit(args, out, t0)


def _emit(args: argparse.Namespace, out: dict, t0: float) -> int:
    """Print the answer ``out`` of a code (JSON or text) and, unless quiet, the time since ``t0``."""
    if args.json:
        print_json(out)
    else:
        _print_code(out)
    if not args.quiet:
        print(f"grundy: {time.perf_counter() - t0:.3f} s", file=sys.stderr)
    return 0


def _heap_sizes(text: str) -> list[int]:
    """The heaps of ``--heaps`` (the user's input)."""
    try:
        heaps = [int(t) for t in text.replace(",", " ").split()]
    except ValueError:
        raise ValueError(f"--heaps must be heap sizes like '3 4 5', not {text!r}") from None
    if not heaps or min(heaps) < 0:
        raise ValueError(f"--heaps must be heap sizes like '3 4 5', not {text!r}")
    return heaps


def _heap_sum(code, heaps: list[int], misere: bool, quotient) -> dict:
    from combgames.games.octal import OctalGame

    game = OctalGame(code, heaps)
    value = game.nim_value(game.initial())
    result = {"heaps": heaps, "value": value, "outcome": "N" if value else "P"}
    if misere:
        if quotient is not None:
            result["misere_outcome"] = quotient.outcome(heaps)
            result["misere_method"] = "quotient"
        else:
            from combgames.solvers.grundy import GrundyEvaluator

            misere_game = OctalGame(code, heaps, convention="misere")
            result["misere_outcome"] = GrundyEvaluator(misere_game).outcome(misere_game.initial(), "misere")
            result["misere_method"] = "search"
    return result


def _period(code, limit: int, values: Any = None) -> dict:
    """The period of G(0..limit) (``values``, or computed by the quadratic kernel): proved or observed
    (:func:`~combgames.games.octal.code_period`), else arithmetic, proved by the layer theorem where it applies or
    observed (:func:`~combgames.games.octal.prove_arithmetic_period`), from one computed sequence."""
    from combgames.games.octal import code_period, grundy_sequence, prove_arithmetic_period

    if values is None:
        values = grundy_sequence(code, limit)
    per = code_period(code, values)
    if per is None:
        per = prove_arithmetic_period(code, values)
    if per is None:
        return {"determined": False, "checked_to": limit,
                "statement": f"not yet determined up to {limit}: no period the computed values show"}
    return {"determined": True, "preperiod": per.preperiod, "period": per.period, "saltus": per.saltus,
            "proven": per.proven, "checked_to": per.checked_to, "exceptions": list(per.exceptions),
            "statement": per.statement}


def _print_code(out: dict) -> None:
    print(f"code: {out['code']}")
    if "run" in out:
        r = out["run"]
        last = f", the last at heap {r['last_rare']:,}" if r["last_rare"] is not None else ""
        plural = "s" if r["blocks"] != 1 else ""
        print(f"run {r['path']}: G(0..{r['heaps'] - 1:,}) in {r['blocks']} block{plural} of {r['block']:,} heaps; "
              f"{r['rare']:,} rare heaps (mask {r['mask']}, heap 0 included){last}; largest value "
              f"{r['largest_value']}")
        if r["damaged"]:
            print(f"damaged blocks: {', '.join(map(str, r['damaged']))} (resume with --to to recompute them)")
    if "verify" in out:
        v = out["verify"]
        heaps = ", ".join(f"{n:,}" for n in v["heaps"][:20]) + (", ..." if len(v["heaps"]) > 20 else "")
        print(f"verify: {len(v['heaps'])} random heaps re-derived by the plain mex ({heaps}): "
              + ("all agree" if v["agree"] else f"{len(v['disagree'])} disagree: {v['disagree'][:5]}"))
    if "values" in out:
        print(f"values G(0..{len(out['values']) - 1}): {' '.join(map(str, out['values']))}")
    if "sum" in out:
        s = out["sum"]
        print(f"heaps {' '.join(map(str, s['heaps']))}: value {s['value']}, outcome {s['outcome']} (normal play)")
        if "misere_outcome" in s:
            print(f"misere outcome: {s['misere_outcome']} (by {s['misere_method']})")
    if "period" in out:
        p = out["period"]
        if p["determined"]:
            kind = f"arithmetic, saltus {p['saltus']}" if p["saltus"] else "ordinary"
            print(f"period: {p['period']} ({kind}), pre-period {p['preperiod']}, "
                  f"{'proved' if p['proven'] else 'observed'}")
        print(p["statement"])
    if "misere_quotient" in out:
        q = out["misere_quotient"]
        print(f"misere quotient of heaps 1..{q['heaps']}: order {q['order']}")
        print(f"  generators: {', '.join(q['generators'])}")
        print(f"  relations: {', '.join(q['relations']) or 'none'}")
        print(f"  P-portion: {{{', '.join(q['p_portion'])}}}")
        print(f"  heaps 0..{q['heaps']}: {' '.join(q['heap_images'])}")
        print(f"  orders by largest heap: {' '.join(map(str, q['orders']))}")
        print(f"  {q['statement']}")


# ---------------------------------------------------------------------------------------------- Tactix
def _run_board(args: argparse.Namespace) -> int:
    from combgames.commands._progress import ProgressLine

    with user_input():
        from combgames.games.tactix import Tactix
        from combgames.grundy.tactix import TactixValuer

        convention = "misere" if args.misere else "normal"
        game = Tactix.from_text(args.board, convention=convention)
        p = game.initial()
        progress = ProgressLine() if not args.quiet else None
        limits = {name: value for name, value in (("max_shapes", args.max_shapes),
                                                  ("max_positions", args.max_positions)) if value is not None}
        valuer = TactixValuer(game, method=args.method, progress=progress, **limits)
        plan = valuer.plan(p)  # a method that does not apply to this board is the user's request
    t0 = time.perf_counter()
    try:
        value = valuer.value(p) if convention == "normal" else None
        outcome = valuer.outcome(p)
        wins = valuer.winning_moves(p)
    finally:
        if progress is not None:
            progress.end()
    seconds = time.perf_counter() - t0
    moves = [game.format_move(m, p) for m in wins]
    counters = p[0].bit_count()
    parts = [{"counters": part.counters, "method": part.method, "predicted_seconds": round(part.seconds, 6)}
             for part in plan.parts]
    if args.json:
        print_json({
            "board": game.format_position(p), "rows": game.rows, "cols": game.cols, "counters": counters,
            "convention": convention, "method": plan.method, "components": parts, "value": value,
            "outcome": outcome, "winning_moves": moves,
        })
    else:
        print(f"board: {game.format_position(p)} ({game.rows} x {game.cols}, {counters} counters, {convention} play)")
        if value is not None:
            print(f"value: {value}")
        print(f"outcome: {outcome} ({'first' if outcome == 'N' else 'second'} player wins)")
        print(f"winning moves: {', '.join(moves) if moves else 'none'}")
    if not args.quiet:
        how = ", ".join(f"{part['method']} ({part['counters']} counters)" for part in parts[:6])
        more = f" and {len(parts) - 6} more components" if len(parts) > 6 else ""
        print(f"grundy: {seconds:.3f} s by {how}{more}; predicted {plan.seconds:.3f} s", file=sys.stderr)
    return 0
