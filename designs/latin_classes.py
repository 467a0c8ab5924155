"""Latin squares of order 8 (and smaller) classified in independent pieces, through any executor.

The generation of :mod:`designs.classification` (canonical augmentation, row by row) is a tree: below each
isotopy class of k-row Latin rectangles lie the classes of squares whose canonical rows lead to it, and these
sets are disjoint. So the classification of order n splits into one *piece* per class of k-row rectangles
(:func:`latin_pieces`); :func:`solve_piece` classifies one piece (a plain module-level function, so it runs in
any executor of :func:`combgames.base.executors.make_executor`: a process pool, a local Dask cluster or a
running Dask scheduler, one task per piece, as the solvers of :mod:`combgames.solvers.parallel` do), and
:func:`classify_in_pieces` runs the pieces, keeps the finished ones in a checkpoint (:mod:`combgames.base.checkpoint`;
a later call with the same order and split does only the pieces not yet done), reports progress, and adds up:

* the isotopy classes and the squares they hold, sum of (n!)^3 / ``|Atp(L)|`` (the orbit-counting identity);
* the main classes (one per leader isotopy class, :func:`designs.classification.main_class_record`) and the
  squares they hold, sum of 6 (n!)^3 / ``|Par(L)|``; the two sums agree once every piece is done;
* the positions (candidate rectangles formed) and nauty calls, with the CPU time.

A run of some of the pieces (``pieces=`` or a random ``sample=``) estimates the whole: the mean CPU time and
the mean number of classes of the pieces run, times the number of pieces, with the projection of the wall
time on c cores (total CPU time / c, at least the longest piece); :meth:`PiecesResult.projection`.

Running on a cluster
--------------------
One task per piece, on a local Dask cluster or a running one (the ``dask`` extra,
``pip install "dask[distributed]>=2024.1"``; :mod:`combgames.base.executors`)::

    python -m designs.latin_classes 8 --executor dask --workers 2 --checkpoint o8.ckpt --record o8.txt.gz
    dask scheduler                                      # on one machine: prints tcp://HOST:8786
    dask worker tcp://HOST:8786 --nworkers N --nthreads 1   # on each machine, the same combgames installed
    python -m designs.latin_classes 8 --scheduler tcp://HOST:8786 --checkpoint o8.ckpt --record o8.txt.gz

The driver (the last command) splits the work, submits the pieces and records each result as it arrives in
the checkpoint's journal (``o8.ckpt.pieces``); a worker that dies is replaced and its pieces run again
elsewhere, and a run stopped in any way resumes by the same command, running only the pieces not done. A
scheduler that does not answer within 5 s is an error (exit 2), as is a checkpoint of another run.

Measured (``python benchmarks/bench_latin_classes.py --dask --tasks 400 --repeat 2``, 2026-11-29, 2 workers,
best of 2 interleaved, on a 2-core machine shared with other jobs at load average 9, which inflates every
figure): per task and worker, a process pool costs 0.59 ms on empty tasks (3,403 tasks/s) and 1.6 ms on
1 ms tasks, a local Dask cluster 9.4 ms (212 tasks/s) and 16.8 ms, 16x and 6.8x the pool, with 2.9 ms of
the driver's CPU per task. On order-7 pieces the cost shows only where pieces are small: 56 pieces of about
60 ms (3-row split) run at the same 6 pieces/s both ways; 1,398 pieces of about 2 ms (4-row split) at 276/s
in the pool and 80/s on Dask.

Order 8 (the record: 6,793 CPU s over 93,561 pieces, 73 ms on average, 66,996 of them holding no class; the
slowest of the three heaviest pieces took 0.99 CPU s) takes about max((CPU + pieces x overhead) / cores,
pieces / scheduler rate, longest piece) of wall time, plus the split in the driver (36 CPU s): on 2 cores
about 70 min (57 of CPU, 13 of Dask's overhead); on 16 cores about 9 min; on 128 cores the central
scheduler bounds it: 7.4 min at the 212 tasks/s measured here, about 1.6 min at the 1 ms per task Dask
documents for a scheduler with a core of its own (distributed.dask.org), against 0.9 min of CPU per core.

Examples
--------
>>> from designs.latin_classes import classify_in_pieces
>>> r = classify_in_pieces(6, split_rows=3)
>>> r.isotopy_classes, r.main_classes, r.latin_squares == r.main_class_squares, r.complete
(22, 12, True, True)
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from designs.classification import (METHOD, GenerationStats, Rows, main_class_record, rectangle_classes,
                                    square_classes_below)
from designs.latin_text import DIGITS
from combgames.base.checks import check_int

from combgames.base.checkpoint import Checkpoint, PieceJournal, checkpoint_header, load_this_run
from combgames.base.executors import EXECUTOR_KINDS, kept_in_checkpoint, record_pieces, run_command

__all__ = ["LatinSquaresOfOrder", "PieceResult", "PiecesResult", "Record", "RecordedPiece", "latin_pieces",
           "solve_piece", "main_class_representatives", "piece_rectangles", "classify_in_pieces", "read_record",
           "write_record", "recompute_sample"]

SAVE_EVERY = 600.0
"""Seconds between checkpoint saves (also at the start, at the end and when a run stops); the pieces finished
in between are in the checkpoint's journal. At order 8 a save writes 29 MB in about 3 CPU s."""


@dataclass(frozen=True)
class LatinSquaresOfOrder:
    """The identity of a classification for checkpoints (:func:`combgames.base.checkpoint.game_identity`)."""

    n: int

    def cache_key(self) -> str:
        """The order: all that changes the computation."""
        return f"latin-squares-of-order-{self.n}"


@dataclass
class PieceResult:
    """What one piece found: the classes below one rectangle and the work it took."""

    index: int
    isotopy_classes: int = 0
    main_classes: int = 0
    latin_squares: int = 0
    main_class_squares: int = 0
    positions: int = 0
    nauty: int = 0
    seconds: float = 0.0
    levels: dict[int, int] = field(default_factory=dict)
    """Positions by the number of rows of the parent rectangle."""


def latin_pieces(n: int, split_rows: int) -> list[tuple[tuple[int, ...], ...]]:
    """The pieces of the classification of order n: one canonical rectangle per class of `split_rows` rows."""
    return rectangle_classes(n, split_rows)


def _square_line(rows: Sequence[Sequence[int]]) -> str:
    return " ".join("".join(DIGITS[x] for x in r) for r in rows)


def solve_piece(n: int, rows: Sequence[Sequence[int]], index: int = 0, squares_file: str | None = None
                ) -> PieceResult:
    """Classify the squares below one rectangle: counts, group-order sums and work. Picklable for executors.

    Parameters
    ----------
    n : int
    rows : rectangle
        A canonical rectangle from :func:`latin_pieces`.
    index : int
        The piece's number (returned in the result).
    squares_file : str, optional
        Write the isotopy class representatives there, one per line with its ``|Atp|`` and, for a main-class
        leader, its ``|Par|`` after ``#`` (the text format of :mod:`designs.latin_text`).
    """
    stats = GenerationStats()
    result = PieceResult(index)
    group = math.factorial(n) ** 3
    start = time.process_time()
    lines = []
    for square, atp, leader, par in _classes_of_piece(n, rows, stats):
        result.isotopy_classes += 1
        result.latin_squares += group // atp
        note = f"atp {atp}"
        if leader:
            result.main_classes += 1
            result.main_class_squares += 6 * group // par
            note += f" par {par}"
        if squares_file is not None:
            lines.append(f"{_square_line(square)}  # {note}\n")
    result.positions, result.nauty, result.levels = stats.total_positions, stats.nauty, dict(stats.positions)
    result.seconds = time.process_time() - start
    if squares_file is not None:
        from combgames.base.files import atomic_write

        with atomic_write(squares_file, "w", encoding="ascii") as f:
            f.write("".join(lines))
    return result


def _classes_of_piece(n: int, rows: Sequence[Sequence[int]], stats: GenerationStats
                      ) -> Iterator[tuple[Rows, int, bool, int]]:
    """The isotopy classes below one rectangle, each as (isotopy canonical form, ``|Atp|``, main-class leader,
    ``|Par|``): :func:`designs.classification.square_classes_below` and
    :func:`designs.classification.main_class_record`, the nauty calls counted in `stats`."""
    for square, atp in square_classes_below(rows, n, stats=stats):
        leader, par = main_class_record(square, n)
        stats.nauty += 3
        yield square, atp, leader, par


@lru_cache(maxsize=4)
def piece_rectangles(n: int, split_rows: int) -> tuple[Rows, ...]:
    """The rectangles of the pieces of order n split at `split_rows` rows, in the order of :func:`latin_pieces`
    (cached). For order 8 split at 4 rows they are read from the shipped record (the 93,561 rectangles written
    by the run that made it, checked on reading) instead of being generated again (about 36 CPU s).

    Raises
    ------
    ValueError
        For n outside 1..8 or split_rows outside 1..n.
    """
    n = check_int(n, "n", minimum=1, maximum=8, why="the order of the squares")
    split_rows = check_int(split_rows, "split_rows", minimum=1, maximum=n, why="at most n rows")
    if (n, split_rows) == (8, 4):
        from importlib.resources import files

        record = read_record(files("designs").joinpath(ORDER8_RECORD))
        return tuple(p.rows for p in record.pieces)
    return tuple(tuple(tuple(r) for r in rows) for rows in latin_pieces(n, split_rows))


def main_class_representatives(n: int, split_rows: int, index: int, *, rows: Sequence[Sequence[int]] | None = None
                               ) -> list[Rows]:
    """The main classes of Latin squares of order n that piece `index` counts: the isotopy canonical form of
    each main-class leader below the piece's rectangle (:func:`designs.classification.main_class_record`), one
    square per main class, in generation order. Over all the pieces of one split each main class of order n
    appears exactly once (12 at order 6, 147 at order 7, 283,657 at order 8).

    Parameters
    ----------
    n : int
        The order, 1..8.
    split_rows : int
        Rows of the rectangles defining the pieces (:func:`latin_pieces`; the shipped order-8 record uses 4).
    index : int
        The piece's number.
    rows : rectangle, optional
        The piece's rectangle when the caller has it (``piece_rectangles(n, split_rows)[index]``); otherwise
        it is looked up in :func:`piece_rectangles`.

    Returns
    -------
    list of tuple of tuple of int
        Each square as its rows (symbols 0..n-1).

    Raises
    ------
    ValueError
        For n, split_rows or index out of range.

    Examples
    --------
    >>> from designs.latin_classes import main_class_representatives, piece_rectangles
    >>> sum(len(main_class_representatives(6, 3, i)) for i in range(len(piece_rectangles(6, 3))))
    12
    """
    if rows is None:
        rectangles = piece_rectangles(n, split_rows)
        index = check_int(index, "index", minimum=0, maximum=len(rectangles) - 1,
                          why=f"there are {len(rectangles)} pieces of order {n} split at {split_rows} rows")
        rows = rectangles[index]
    return [square for square, _, leader, _ in _classes_of_piece(n, rows, GenerationStats()) if leader]


@dataclass
class PiecesResult:
    """The sums over the pieces done, with the estimate of the whole when only some were run.

    Attributes
    ----------
    order, split_rows, pieces : int
        The order, the rows of the split and the number of pieces in all.
    done : dict of int to PieceResult
        The finished pieces (from this call and the checkpoint).
    seconds : float
        Wall time of this call.
    resumed : int
        Pieces read from the checkpoint (and its journal) rather than run by this call.
    """

    order: int
    split_rows: int
    pieces: int
    done: dict[int, PieceResult] = field(default_factory=dict)
    seconds: float = 0.0
    split_seconds: float = 0.0
    resumed: int = 0
    rectangles: Sequence[Any] = field(default=(), repr=False, compare=False)
    """The rectangles of all the pieces (:func:`latin_pieces`), in order."""
    _totals: dict[str, int | float] = field(default_factory=dict, repr=False, compare=False)

    def _sum(self, name: str) -> int:
        # the totals are kept up to date while pieces only arrive (a progress line per piece stays O(1));
        # any other change to `done` is caught by its size and summed afresh
        totals = self._totals
        if totals.get("_pieces") != len(self.done):
            totals.clear()
            totals["_pieces"] = len(self.done)
        if name not in totals:
            totals[name] = sum(getattr(p, name) for p in self.done.values())
        return totals[name]

    def add(self, piece: PieceResult) -> None:
        """Record a finished piece, keeping the sums current."""
        totals = self._totals
        fresh = piece.index not in self.done and totals.get("_pieces") == len(self.done)
        self.done[piece.index] = piece
        if fresh:
            for name in totals:
                if name != "_pieces":
                    totals[name] += getattr(piece, name)
            totals["_pieces"] = len(self.done)
        else:
            totals.clear()

    @property
    def complete(self) -> bool:
        """True when every piece is done."""
        return len(self.done) == self.pieces

    isotopy_classes = property(lambda self: self._sum("isotopy_classes"), doc="Isotopy classes found.")
    main_classes = property(lambda self: self._sum("main_classes"), doc="Main classes found.")
    latin_squares = property(lambda self: self._sum("latin_squares"),
                             doc="Sum of (n!)^3 / ``|Atp|`` over the classes found.")
    main_class_squares = property(lambda self: self._sum("main_class_squares"),
                                  doc="Sum of 6 (n!)^3 / ``|Par|`` over the main classes found.")
    positions = property(lambda self: self._sum("positions"), doc="Candidate rectangles formed.")
    cpu_seconds = property(lambda self: self._sum("seconds"), doc="CPU time of the pieces done.")

    @property
    def reduced_latin_squares(self) -> int:
        """The number of reduced squares, latin_squares / (n! (n - 1)!) (meaningful when complete)."""
        n = self.order
        return self.latin_squares // (math.factorial(n) * math.factorial(n - 1))

    def positions_per_second(self) -> float:
        """Positions per CPU second over the pieces done."""
        return self.positions / self.cpu_seconds if self.cpu_seconds else 0.0

    def estimate(self, name: str) -> float:
        """The whole-run estimate of a summed field (``"isotopy_classes"``, ``"seconds"``, ...): the mean over
        the pieces done times the number of pieces (unbiased when the pieces done are a random sample)."""
        if not self.done:
            return 0.0
        return sum(getattr(p, name) for p in self.done.values()) / len(self.done) * self.pieces

    def standard_error(self, name: str) -> float:
        """The standard error of :meth:`estimate` for a random sample of pieces: pieces * s / sqrt(m), s the
        sample standard deviation over the m pieces done (0 when complete or fewer than 2 pieces)."""
        m = len(self.done)
        if m < 2 or self.complete:
            return 0.0
        values = [float(getattr(p, name)) for p in self.done.values()]
        mean = sum(values) / m
        variance = sum((v - mean) ** 2 for v in values) / (m - 1)
        return self.pieces * math.sqrt(variance / m) * math.sqrt(1 - m / self.pieces)

    def longest(self) -> float:
        """The CPU seconds of the longest piece done."""
        return max((p.seconds for p in self.done.values()), default=0.0)

    def projection(self, cores: Sequence[int] = (1, 2, 16, 128)) -> dict[int, float]:
        """Projected wall seconds of the whole classification on c cores: estimated CPU time / c, but at
        least the longest piece done (pieces are not split further), plus the split."""
        total = self.estimate("seconds")
        return {c: self.split_seconds + max(total / c, self.longest()) for c in cores}

    def summary(self) -> str:
        """A few lines: the pieces done, the sums, the rates and (when incomplete) the estimates."""
        lines = [f"order {self.order}: {len(self.done)} of {self.pieces} pieces ({self.split_rows}-row "
                 f"rectangles) done{f' ({self.resumed} resumed from the checkpoint)' if self.resumed else ''}; "
                 f"{self.isotopy_classes:,} isotopy classes, {self.main_classes:,} main classes",
                 f"positions {self.positions:,} in {self.cpu_seconds:.1f} CPU s "
                 f"({self.positions_per_second():,.0f} per second); wall {self.seconds:.1f} s"]
        if self.complete:
            lines.append(f"Latin squares {self.latin_squares:,} (main classes: {self.main_class_squares:,}); "
                         f"reduced {self.reduced_latin_squares:,}")
        elif self.done:
            proj = ", ".join(f"{c} cores {_duration(s)}" for c, s in self.projection().items())
            est = {name: (self.estimate(name), self.standard_error(name))
                   for name in ("isotopy_classes", "main_classes", "seconds", "positions")}
            lines.append("estimated whole (mean of the pieces done x pieces, +- one standard error): "
                         f"{est['isotopy_classes'][0]:,.0f} +- {est['isotopy_classes'][1]:,.0f} isotopy classes, "
                         f"{est['main_classes'][0]:,.0f} +- {est['main_classes'][1]:,.0f} main classes, "
                         f"{est['positions'][0]:,.0f} positions, {_duration(est['seconds'][0])} +- "
                         f"{_duration(est['seconds'][1])} CPU; projected wall: {proj}")
        return "\n".join(lines)


def _duration(seconds: float) -> str:
    if seconds < 120:
        return f"{seconds:.0f} s"
    if seconds < 7200:
        return f"{seconds / 60:.1f} min"
    if seconds < 172800:
        return f"{seconds / 3600:.1f} h"
    return f"{seconds / 86400:.1f} days"


def classify_in_pieces(n: int, *, split_rows: int | None = None, executor: Executor | None = None,
                       pieces: Sequence[int] | None = None, sample: int | None = None, seed: int = 0,
                       checkpoint: str | Path | None = None, squares_dir: str | Path | None = None,
                       progress: Callable[[str], Any] | None = None) -> PiecesResult:
    """Classify the Latin squares of order n piece by piece (see the module docstring).

    Parameters
    ----------
    n : int
        The order, 1..8.
    split_rows : int, optional
        Rows of the rectangles that define the pieces (default: 4 for n = 8, else min(3, n)).
    executor : concurrent.futures.Executor, optional
        Where the pieces run (:func:`make_executor`); default one after another in this process.
    pieces : sequence of int, optional
        Run only these pieces (indices into :func:`latin_pieces`).
    sample : int, optional
        Run a random sample of this many pieces (seeded by `seed`) instead: the result's estimates then
        estimate the whole.
    checkpoint : path, optional
        The pieces (so the split is not recomputed) and the finished ones are saved there (at the start, every
        10 minutes, at the end and when the run stops); in between, each finished piece is appended to its journal
        ``PATH.pieces`` by this process as the piece arrives, so neither a lost worker nor a run stopped in any
        way (even killed) loses a finished piece; finished pieces are not run again. A checkpoint or journal of
        another run (another order, split or method) is refused and left as it is.
    squares_dir : path, optional
        Each piece writes its representatives to ``piece-<index>.txt`` there.
    progress : callable, optional
        Called with a line of text after each piece.

    Raises
    ------
    ValueError
        For n outside 1..8, split_rows outside 1..n, a piece index out of range, or a checkpoint of another run.
    """
    n = check_int(n, "n", minimum=1, maximum=8, why="the order of the squares")
    split_rows = (4 if n == 8 else min(3, n)) if split_rows is None else split_rows
    split_rows = check_int(split_rows, "split_rows", minimum=1, maximum=n, why="at most n rows")
    start = time.perf_counter()
    store, journal, saved = None, None, {}
    if checkpoint is not None:
        header = checkpoint_header("latin-classes", LatinSquaresOfOrder(n), split_rows=split_rows, method=METHOD)
        store = Checkpoint(checkpoint, header)
        saved = _from_payload(load_this_run(store, _checker(n, split_rows)))
        if store.writable:
            journal = _Journal(Path(f"{checkpoint}{JOURNAL_SUFFIX}"), header)
    rectangles = saved.get("pieces") or latin_pieces(n, split_rows)
    result = PiecesResult(n, split_rows, len(rectangles), split_seconds=time.perf_counter() - start,
                          rectangles=rectangles)
    result.done.update(saved.get("done", {}))
    if journal is not None:
        result.done.update(journal.read(len(rectangles)))
    result.resumed = len(result.done)
    todo = _choose(len(rectangles), pieces, sample, seed)
    todo = [i for i in todo if i not in result.done]

    def payload() -> dict:
        return {"pieces": [tuple(map(tuple, r)) for r in rectangles],
                "done": {i: _piece_fields(p) for i, p in result.done.items()}}

    def save() -> None:  # the whole state, then the journal emptied (a piece in both is the same piece)
        nonlocal last_save
        if store is not None and store.save(payload()) and journal is not None:
            journal.clear()
        last_save = time.perf_counter()

    folder = None
    if squares_dir is not None:
        folder = Path(squares_dir)
        folder.mkdir(parents=True, exist_ok=True)
    last_save = time.perf_counter()
    if store is not None and not saved:
        save()  # the split at once: a run stopped before its first save does not split again

    def record(piece: PieceResult) -> None:
        result.add(piece)
        if journal is not None:
            journal.add(piece)
        if time.perf_counter() - last_save > SAVE_EVERY:
            save()
        if progress is not None:
            progress(f"piece {piece.index}: {piece.isotopy_classes} classes, {piece.positions:,} positions, "
                     f"{piece.seconds:.1f} s; {len(result.done)}/{result.pieces} done, "
                     f"{result.isotopy_classes:,} classes, {result.positions_per_second():,.0f} positions/s")

    def args(i: int) -> tuple:
        out = None if folder is None else str(folder / f"piece-{i:06d}.txt")
        return n, rectangles[i], i, out

    record_pieces(executor, solve_piece, [args(i) for i in todo], record, save, journal)  # recorded as each arrives
    save()
    result.seconds = time.perf_counter() - start
    return result


JOURNAL_SUFFIX = ".pieces"
"""The journal of a checkpoint ``PATH`` is ``PATH.pieces``: the pieces finished since the last save."""

_JOURNAL_FORMAT = "# combgames latin-classes journal, format 1, run"


class _Journal(PieceJournal):
    """The pieces finished since the checkpoint was last saved, one line each (the piece's fields as the plain
    data of :func:`combgames.base.checkpoint.encode_data`, in JSON), appended and flushed by the driver as each
    piece arrives (:class:`combgames.base.checkpoint.PieceJournal`): a run stopped at any moment, even killed
    outright between two saves, loses no finished piece. The journal is emptied after each save of the
    checkpoint, so it stays short while the checkpoint is rewritten only every SAVE_EVERY s."""

    def __init__(self, path: Path, header: dict):
        super().__init__(path, _JOURNAL_FORMAT, header)

    def read(self, total: int) -> dict[int, PieceResult]:
        """The pieces recorded (a torn or damaged line is skipped: that piece is run again); ValueError for
        another run's journal or a file that is not a journal (left as it is)."""
        from combgames.base.checkpoint import decode_data

        def parse(data: Any) -> tuple[int, PieceResult]:
            fields = decode_data(data)
            _check_piece(fields, total)
            return fields["index"], PieceResult(**fields)

        return self.read_pieces(parse)

    def add(self, piece: PieceResult) -> None:
        """Append one finished piece."""
        from combgames.base.checkpoint import encode_data

        self.append(encode_data(_piece_fields(piece)))


RECORD_FORMAT = "# combgames latin-classes record, format 1"
"""The first line of a record file (:func:`write_record`)."""

ORDER8_RECORD = "latin_classes_order8.txt.gz"
"""The shipped record of the order-8 run (package data of designs): per-piece rectangles and counts."""


@dataclass(frozen=True)
class RecordedPiece:
    """One piece of a recorded run: its rectangle and what :func:`solve_piece` found below it."""

    rows: tuple[tuple[int, ...], ...]
    isotopy_classes: int
    main_classes: int
    latin_squares: int
    main_class_squares: int


@dataclass(frozen=True)
class Record:
    """A complete classification run saved by :func:`write_record` and read back by :func:`read_record`.

    Attributes
    ----------
    order, split_rows : int
    pieces : tuple of RecordedPiece
        Every piece, in the order of :func:`latin_pieces`.
    notes : tuple of str
        The header's free lines (how, where and how long the run took).
    """

    order: int
    split_rows: int
    pieces: tuple[RecordedPiece, ...]
    notes: tuple[str, ...] = ()

    def total(self, name: str) -> int:
        """The sum of one field (``"isotopy_classes"``, ``"latin_squares"``, ...) over the pieces."""
        return sum(getattr(p, name) for p in self.pieces)


def write_record(result: PiecesResult, path: str | Path, notes: Sequence[str] = ()) -> None:
    """Save a complete run as plain text (gzip-compressed when `path` ends in ``.gz``): a header, then one line
    per piece: its index, the rectangle's rows as digit strings, isotopy classes, main classes, and the sums
    of (n!)^3 / ``|Atp|`` and of 6 (n!)^3 / ``|Par|`` over its classes.

    The file is written in full or not at all (:func:`combgames.base.files.atomic_write`).

    Raises
    ------
    ValueError
        When the run is not complete, or ``path`` is not a regular file (a device, a directory).
    OSError
        When the file cannot be written (naming ``path``).
    """
    rectangles = result.rectangles
    if not result.complete or len(rectangles) != result.pieces:
        raise ValueError(f"only a complete run can be recorded: {len(result.done)} of {result.pieces} pieces "
                         "done")
    lines = [RECORD_FORMAT, f"# order {result.order} split {result.split_rows} pieces {result.pieces}"]
    lines += [f"# {note}" for note in notes]
    for i, rows in enumerate(rectangles):
        p = result.done[i]
        lines.append(f"{i} {_square_line(rows)} {p.isotopy_classes} {p.main_classes} {p.latin_squares} "
                     f"{p.main_class_squares}")
    from combgames.base.files import atomic_write

    data = ("\n".join(lines) + "\n").encode("ascii")
    with atomic_write(path) as f:
        if str(path).endswith(".gz"):
            import gzip

            with gzip.GzipFile(fileobj=f, mode="wb", mtime=0) as packed:
                packed.write(data)
        else:
            f.write(data)


def read_record(path: str | Path) -> Record:
    """Read a record written by :func:`write_record`.

    Raises
    ------
    ValueError
        Naming the line, for a file that is not such a record (wrong header, a malformed or missing line).
    """
    from combgames.base.files import check_input_path

    check_input_path(path)  # never a FIFO or a device
    try:
        with _open_text(path, "r") as f:
            text = f.read().splitlines()
    except (EOFError, UnicodeDecodeError) as err:  # a truncated .gz, bytes that are not ASCII
        raise ValueError(f"{path}: not a readable record ({type(err).__name__}: {str(err)[:80]})") from None
    except OSError as err:
        if err.errno is not None:  # cannot be read at all: the operating system's error, naming the file
            raise
        raise ValueError(f"{path}: not a readable record ({err})") from None  # gzip's BadGzipFile
    if not text or text[0] != RECORD_FORMAT:
        raise ValueError(f"{path}: line 1 is not {RECORD_FORMAT!r}")
    head = text[1].split() if len(text) > 1 else []
    if len(head) != 7 or head[:2] != ["#", "order"] or not all(x.isdigit() for x in head[2::2]):
        raise ValueError(f"{path}: line 2 should read '# order N split K pieces P'")
    n, split, count = int(head[2]), int(head[4]), int(head[6])
    notes = tuple(line[2:] for line in text[2:] if line.startswith("#"))
    body = [(number, line) for number, line in enumerate(text, 1) if number > 2 and not line.startswith("#")]
    if len(body) != count:
        raise ValueError(f"{path}: {len(body)} piece lines, the header says {count}")
    pieces = tuple(_record_line(path, number, line, i, n, split) for i, (number, line) in enumerate(body))
    return Record(n, split, pieces, notes)


def _record_line(path: Any, number: int, line: str, index: int, n: int, split: int) -> RecordedPiece:
    fields = line.split()
    rows = fields[1:1 + split]
    counts = fields[1 + split:]
    if (len(fields) != 5 + split or fields[0] != str(index) or not all(x.isdigit() for x in counts)
            or any(len(r) != n or any(c not in DIGITS[:n] for c in r) for r in rows)):
        raise ValueError(f"{path}: line {number} is not 'index {split} rows of {n} symbols and 4 counts' "
                         f"for piece {index}: {line[:80]!r}")
    return RecordedPiece(tuple(tuple(DIGITS.index(c) for c in r) for r in rows), *map(int, counts))


def _open_text(path: str | Path, mode: str) -> Any:
    if str(path).endswith(".gz"):
        import gzip

        return gzip.open(path, mode + "t", encoding="ascii")
    return open(path, mode, encoding="ascii")


def recompute_sample(record: Record, size: int, seed: int = 0) -> tuple[Record, list[int]]:
    """Recompute `size` random pieces of a record (a seeded sample) with :func:`solve_piece`.

    Returns
    -------
    (Record, list of int)
        The record with the sampled pieces replaced by what was recomputed (so sums over it count the
        recomputation, not the file, wherever they differ), and the indices of the pieces that differ
        (empty when the file agrees with the recomputation on the whole sample).
    """
    size = check_int(size, "size", minimum=0, maximum=len(record.pieces))
    pieces, differ = list(record.pieces), []
    for i in sorted(random.Random(seed).sample(range(len(pieces)), size)):
        found = solve_piece(record.order, pieces[i].rows, i)
        fresh = RecordedPiece(pieces[i].rows, found.isotopy_classes, found.main_classes, found.latin_squares,
                              found.main_class_squares)
        if fresh != pieces[i]:
            differ.append(i)
        pieces[i] = fresh
    return Record(record.order, record.split_rows, tuple(pieces), record.notes), differ


_PIECE_FIELDS = {"index": int, "isotopy_classes": int, "main_classes": int, "latin_squares": int,
                 "main_class_squares": int, "positions": int, "nauty": int, "seconds": float, "levels": dict}


def _piece_fields(piece: PieceResult) -> dict:
    """A finished piece as plain data for a checkpoint."""
    return {name: getattr(piece, name) for name in _PIECE_FIELDS}


def _checker(n: int, split_rows: int) -> Callable[[Any], None]:
    """The check of a checkpoint payload ``{"pieces": [rectangle, ...], "done": {index: fields}}``: every
    rectangle ``split_rows`` rows of n symbols, every finished piece's fields of their types, counts >= 0,
    its index one of the pieces."""

    def check(payload: Any) -> None:
        if not (type(payload) is dict and set(payload) == {"pieces", "done"} and type(payload["pieces"]) is list
                and type(payload["done"]) is dict):
            raise ValueError("not a Latin-classes checkpoint payload")
        for rows in payload["pieces"]:
            if not (type(rows) is tuple and len(rows) == split_rows and all(
                    type(r) is tuple and len(r) == n and all(type(x) is int and 0 <= x < n for x in r) for r in rows)):
                raise ValueError(f"a piece of the checkpoint is not a rectangle of {split_rows} rows of {n} symbols")
        total = len(payload["pieces"])
        for i, fields in payload["done"].items():
            if not (type(i) is int and type(fields) is dict and fields.get("index") == i):
                raise ValueError(f"finished piece {str(i)[:20]} of the checkpoint is not a piece's counts")
            _check_piece(fields, total)

    return check


def _check_piece(fields: Any, total: int) -> None:
    """ValueError unless `fields` are a finished piece's (:data:`_PIECE_FIELDS`), of their types, counts >= 0,
    its index one of the `total` pieces."""
    if not (type(fields) is dict and set(fields) == set(_PIECE_FIELDS)
            and all(type(fields[name]) is kind for name, kind in _PIECE_FIELDS.items())
            and all(fields[name] >= 0 for name, kind in _PIECE_FIELDS.items() if kind is not dict)
            and fields["index"] < total
            and all(type(k) is int and type(v) is int and v >= 0 for k, v in fields["levels"].items())):
        index = fields.get("index") if type(fields) is dict else None
        raise ValueError(f"finished piece {str(index)[:20]} of the checkpoint is not a piece's counts")


def _from_payload(payload: dict | None) -> dict:
    """The checked payload with its finished pieces as :class:`PieceResult` (empty when there is none)."""
    if payload is None:
        return {}
    return {"pieces": payload["pieces"], "done": {i: PieceResult(**fields) for i, fields in payload["done"].items()}}


def _choose(total: int, pieces: Sequence[int] | None, sample: int | None, seed: int) -> list[int]:
    if pieces is not None and sample is not None:
        raise ValueError("give pieces or sample, not both")
    if pieces is not None:
        chosen = [check_int(i, "piece", minimum=0, maximum=total - 1, why=f"there are {total} pieces")
                  for i in pieces]
        return list(dict.fromkeys(chosen))
    if sample is not None:
        sample = check_int(sample, "sample", minimum=1, maximum=total, why=f"there are {total} pieces")
        return sorted(random.Random(seed).sample(range(total), sample))
    return list(range(total))


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``python -m designs.latin_classes N [--split K] [--workers W] [--sample S]
    [--checkpoint PATH] [--squares DIR] [--executor process|dask] [--scheduler ADDRESS] [--record PATH]``;
    exit 2 for bad arguments, a checkpoint of another run or a scheduler that does not answer."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m designs.latin_classes",
                                     description="Classify Latin squares of order N in pieces.")
    parser.add_argument("n", type=int)
    parser.add_argument("--split", type=int, default=None, help="rows of the rectangles defining the pieces")
    parser.add_argument("--workers", type=int, default=1,
                        help="worker processes (of the pool, or of the local Dask cluster)")
    parser.add_argument("--executor", default=None, choices=list(EXECUTOR_KINDS),
                        help="where the pieces run: a process pool (default with --workers > 1) or Dask")
    parser.add_argument("--scheduler", default=None, metavar="ADDRESS",
                        help="a running Dask scheduler (tcp://HOST:8786): one task per piece on its cluster")
    parser.add_argument("--sample", type=int, default=None, help="run a random sample of pieces and estimate")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--checkpoint", default=None)
    parser.add_argument("--squares", default=None, help="folder for the representatives, one file per piece")
    parser.add_argument("--record", default=None,
                        help="when every piece is done, save the run's pieces and sums there (.gz: compressed)")
    ns = parser.parse_args(argv)
    from combgames.base.files import check_output_path

    try:  # checked before any work: a run is never lost to an output path that cannot be written
        for path in (ns.checkpoint, ns.record):
            if path is not None:
                check_output_path(path)
    except (ValueError, TypeError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    code, result = run_command(
        lambda pool: classify_in_pieces(ns.n, split_rows=ns.split, executor=pool, sample=ns.sample, seed=ns.seed,
                                        checkpoint=ns.checkpoint, squares_dir=ns.squares,
                                        progress=lambda line: print(line, file=sys.stderr, flush=True)),
        executor=ns.executor, workers=ns.workers, scheduler=ns.scheduler, kept=kept_in_checkpoint(ns.checkpoint))
    if code:
        return code
    print(result.summary())
    if ns.record is not None and result.complete:
        try:
            write_record(result, ns.record, notes=result.summary().splitlines())
        except (OSError, ValueError) as err:
            reason = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
            print(f"error: the record could not be saved in {ns.record}: {reason}", file=sys.stderr)
            return 1
        except KeyboardInterrupt:
            print("interrupted", file=sys.stderr)
            return 1
        print(f"record saved in {ns.record}")
    return 0


if __name__ == "__main__":
    # run the module's own copy, not __main__'s: checkpoints then name the game identity of
    # designs.latin_classes, so a run started here resumes from Python and the other way round
    from designs.latin_classes import main as _main

    sys.exit(_main())
