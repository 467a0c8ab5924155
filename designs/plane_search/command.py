"""The command line ``python -m designs.plane_search`` (:func:`main`): the search in pieces, or with
``--representatives`` the run from a representatives file and its certificate. Exit 2 with one line for bad
arguments or another run's journal, 1 when stopped (the journal keeps what is done).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from designs.plane_search.pieces import search_in_pieces
from designs.plane_search.representatives_run import search_representatives

__all__ = ["main"]

def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``python -m designs.plane_search [--order N] [--split K] [--pieces A:B] [--journal PATH]
    [--workers W] [--executor process|dask] [--scheduler ADDRESS]``: the search from every main class of order
    N - 1 (default 9: the 283,657 of order 8), resumable from its journal; exit 2 for bad arguments or the
    journal of another run, 1 when stopped (the journal keeps what is done).

    With ``--representatives [PATH] [--chunk K] [--certificate PATH]`` the squares are read from a
    representatives file (default the shipped order-8 file) and the certificate is written
    (:func:`search_representatives`)."""
    import argparse

    from combgames.base.executors import EXECUTOR_KINDS, run_command

    parser = argparse.ArgumentParser(prog="python -m designs.plane_search",
                                     description="Search projective planes of order N from the Latin squares of "
                                                 "order N - 1 (Lam-Kolesova-Thiel), piece by piece.")
    parser.add_argument("--order", type=int, default=9)
    parser.add_argument("--split", type=int, default=4, help="rows of the rectangles defining the pieces")
    parser.add_argument("--pieces", default=None, metavar="A:B", help="only the pieces A..B-1")
    parser.add_argument("--journal", default=None, help="the run's journal: each finished piece is kept there")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--executor", default=None, choices=list(EXECUTOR_KINDS))
    parser.add_argument("--scheduler", default=None, metavar="ADDRESS", help="a running Dask scheduler")
    parser.add_argument("--backend", default="auto", choices=["auto", "numba", "python"])
    parser.add_argument("--representatives", nargs="?", const="", default=None, metavar="PATH",
                        help="search the squares of a representatives file (default the shipped order-8 "
                             "file) instead of generating them; see the module docstring")
    parser.add_argument("--chunk", type=int, default=2000, help="with --representatives: squares per task")
    parser.add_argument("--certificate", default=None, metavar="PATH",
                        help="with --representatives: where the certificate is written (default: the journal's "
                             "path + .certificate.jsonl.gz)")
    ns = parser.parse_args(argv)
    if ns.representatives is not None:
        return _main_representatives(ns)
    try:
        chosen = None if ns.pieces is None else range(*_piece_range(ns.pieces))
    except ValueError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    kept = "" if ns.journal is None else f"; the pieces finished are in {ns.journal} and the same command resumes"
    code, result = run_command(
        lambda pool: search_in_pieces(ns.order, split_rows=ns.split, pieces=chosen, executor=pool,
                                      journal=ns.journal, backend=ns.backend,
                                      progress=lambda line: print(line, file=sys.stderr, flush=True)),
        executor=ns.executor, workers=ns.workers, scheduler=ns.scheduler, kept=kept)
    if code:
        return code
    print(result.progress())
    return 0


def _main_representatives(ns: Any) -> int:
    """The command with ``--representatives``: :func:`search_representatives`."""
    from combgames.base.executors import run_command

    if ns.pieces is not None or ns.split != 4 or ns.order != 9:
        print("error: --representatives takes its order from the file and has no pieces (--order, --split, "
              "--pieces do not apply)", file=sys.stderr)
        return 2
    path = ns.representatives or None
    certificate = ns.certificate
    if certificate is None and ns.journal is not None:
        certificate = f"{ns.journal}.certificate.jsonl.gz"
    kept = "" if ns.journal is None else f"; the tasks finished are in {ns.journal} and the same command resumes"
    code, run = run_command(
        lambda pool: search_representatives(path, journal=ns.journal, certificate=certificate, chunk=ns.chunk,
                                             executor=pool, backend=ns.backend,
                                             progress=lambda line: print(line, file=sys.stderr, flush=True)),
        executor=ns.executor, workers=ns.workers, scheduler=ns.scheduler, kept=kept)
    if code:
        return code
    print(run.progress())
    if run.certificate is not None:
        print(f"certificate: {run.certificate}")
    return 0


def _piece_range(text: str) -> tuple[int, int]:
    """(A, B) of the text ``A:B``."""
    try:
        a, b = (int(x) for x in text.split(":"))
    except ValueError:
        raise ValueError(f"--pieces takes A:B (the pieces A to B - 1), not {text!r}") from None
    return a, b
