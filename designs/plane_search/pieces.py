"""The whole plane search in pieces of the Latin-square classification, resumable from a journal.

:func:`search_piece` runs the first two steps (the triangle's lines, then the lines through P and Q) on every
main class of Latin squares of order n - 1 below one piece of :mod:`designs.latin_classes`; a plain
module-level function of plain arguments, so that any executor runs one task per piece.
:func:`search_in_pieces` runs the pieces through any executor of
:func:`combgames.base.executors.make_executor`, appending each finished piece to the run's journal
(:class:`combgames.base.checkpoint.PieceJournal`; the run named by :class:`PlanesOfOrder`, the split and
:data:`~designs.plane_search.triangle.METHOD`), and resumes from it. :func:`estimate_run` projects the cost of
the whole run from a random sample of pieces (:class:`RunEstimate`).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from combgames.base.checkpoint import PieceJournal
from combgames.base.kernels import resolve_backend
from designs.plane_search.triangle import METHOD
from designs.plane_search.search import arc_extension_masks

__all__ = ["PieceSearch", "search_piece", "ORDER8_MAIN_CLASSES", "RunEstimate", "estimate_run", "JOURNAL_FORMAT",
           "PlanesOfOrder", "search_in_pieces"]

@dataclass
class PieceSearch:
    """The search of every main class of one piece of the order-(n - 1) classification.

    Attributes
    ----------
    order : int
        n, the order of the planes.
    split_rows, index : int
        The piece (:func:`designs.latin_classes.main_class_representatives`).
    squares : int
        The main classes in the piece.
    extensions : dict
        Position of a square in the piece -> its number of extensions through P and Q (only the nonzero ones;
        the certificate's first part: every other square of the piece has none).
    extending : dict
        Position -> the square itself (its rows as digit strings: the text of :mod:`designs.latin_text`), for
        the squares with an extension.
    seconds : float
        CPU seconds, the generation of the piece's squares included.
    generation_seconds : float
        CPU seconds of the generation alone.
    """

    order: int
    split_rows: int
    index: int
    squares: int = 0
    extensions: dict[int, int] = field(default_factory=dict)
    extending: dict[int, str] = field(default_factory=dict)
    seconds: float = 0.0
    generation_seconds: float = 0.0

    def as_json(self) -> dict[str, Any]:
        """The result as plain JSON data (a line of the run's journal, :func:`search_in_pieces`)."""
        return {"order": self.order, "split_rows": self.split_rows, "index": self.index, "squares": self.squares,
                "extensions": {str(k): v for k, v in self.extensions.items()},
                "extending": {str(k): v for k, v in self.extending.items()}, "seconds": self.seconds,
                "generation_seconds": self.generation_seconds}

    @classmethod
    def from_json(cls, data: Any, order: int, split_rows: int, total: int) -> PieceSearch:
        """The piece of :meth:`as_json` data, checked: a piece of this order and split, counts of their types.

        Raises
        ------
        ValueError
            For data that is not such a piece.
        """
        from designs.latin_text import DIGITS

        fields = {"order": int, "split_rows": int, "index": int, "squares": int, "extensions": dict,
                  "extending": dict, "seconds": float, "generation_seconds": float}
        symbols = set(DIGITS[:order - 1])
        if not (type(data) is dict and set(data) == set(fields)
                and all(type(data[k]) is kind for k, kind in fields.items())
                and (data["order"], data["split_rows"]) == (order, split_rows) and 0 <= data["index"] < total
                and data["squares"] >= 0 and data["seconds"] >= 0 and data["generation_seconds"] >= 0
                and set(data["extensions"]) == set(data["extending"])
                and all(k.isdigit() and int(k) < data["squares"] and type(v) is int and v > 0
                        for k, v in data["extensions"].items())
                and all(type(v) is str and len(v) == (order - 1) * order - 1 and set(v) <= symbols | {" "}
                        for v in data["extending"].values())):
            raise ValueError("not a piece of this run")
        return cls(order, split_rows, data["index"], data["squares"],
                   {int(k): v for k, v in data["extensions"].items()},
                   {int(k): v for k, v in data["extending"].items()}, data["seconds"], data["generation_seconds"])


def search_piece(index: int, split_rows: int = 4, order: int = 9, backend: str = "auto") -> PieceSearch:
    """Run the first two steps (the triangle's lines, then the lines through P and Q) on every main class of
    Latin squares of order ``order - 1`` in one piece of the classification. A plain module-level function of
    plain arguments, so an executor (a process pool, Dask's ``Client.get_executor()``) runs one task per piece;
    its :meth:`PieceSearch.as_json` is what a checkpoint keeps.

    Raises
    ------
    ValueError
        For an order, split or index out of range.

    Examples
    --------
    >>> from designs.plane_search import search_piece
    >>> r = search_piece(0, split_rows=2, order=5)          # the Latin squares of order 4 below one 2-row piece
    >>> r.squares, r.extensions
    (2, {0: 2})
    """
    from designs.latin_classes import main_class_representatives
    from designs.latin_text import format_square

    backend = resolve_backend(backend)
    start = time.process_time()
    squares = main_class_representatives(order - 1, split_rows, index)
    result = PieceSearch(order, split_rows, index, len(squares))
    result.generation_seconds = time.process_time() - start
    for position, rows in enumerate(squares):
        found = len(arc_extension_masks(np.array(rows, dtype=np.int64), backend)[1])
        if found:
            result.extensions[position] = found
            result.extending[position] = format_square(rows)
    result.seconds = time.process_time() - start
    return result


ORDER8_MAIN_CLASSES = 283_657
"""Main classes of Latin squares of order 8 (the number the shipped classification record adds up to)."""


@dataclass
class RunEstimate:
    """Pieces of the order-9 run (a random sample, or those a run has done), and the whole run projected.

    Attributes
    ----------
    pieces : list of PieceSearch
        The pieces run.
    total_pieces : int
        The pieces of the split.
    """

    pieces: list[PieceSearch]
    total_pieces: int

    @property
    def squares(self) -> int:
        """The main classes searched."""
        return sum(p.squares for p in self.pieces)

    @property
    def seconds(self) -> float:
        """CPU seconds of the pieces (generation of the squares included)."""
        return sum(p.seconds for p in self.pieces)

    @property
    def extending(self) -> int:
        """The main classes with at least one extension through P and Q."""
        return sum(len(p.extensions) for p in self.pieces)

    @property
    def extensions(self) -> int:
        """The extensions through P and Q in all."""
        return sum(sum(p.extensions.values()) for p in self.pieces)

    def cpu_hours(self) -> float:
        """The whole run's CPU hours: the mean CPU time of a piece times the number of pieces."""
        return self.seconds / len(self.pieces) * self.total_pieces / 3600 if self.pieces else 0.0

    def cpu_hours_error(self) -> float:
        """The standard error of :meth:`cpu_hours` when the pieces are a random sample: pieces * s / sqrt(k) times
        the finite-population factor sqrt(1 - k / pieces), s the standard deviation of the k pieces' CPU times
        (0 for fewer than 2 pieces)."""
        k = len(self.pieces)
        if k < 2:
            return 0.0
        values = [p.seconds for p in self.pieces]
        mean = sum(values) / k
        variance = sum((v - mean) ** 2 for v in values) / (k - 1)
        return self.total_pieces * (variance / k * max(0.0, 1 - k / self.total_pieces)) ** 0.5 / 3600

    def per_square(self) -> float:
        """The mean CPU seconds per main class searched (0 if the sample held none)."""
        return self.seconds / self.squares if self.squares else 0.0

    def progress(self) -> str:
        """One line: the pieces done, the squares searched, those extending, the CPU time (and, until the run
        is complete, the mean CPU time of the pieces done times the pieces: a projection only when they are a
        random sample; a run goes in index order, and the first pieces hold the most classes)."""
        line = (f"{len(self.pieces):,} of {self.total_pieces:,} pieces done: {self.squares:,} main classes, "
                f"{self.extending} with an extension ({self.extensions} extensions); {self.seconds:,.0f} CPU s "
                f"({self.per_square() * 1000:.1f} ms per class)")
        if len(self.pieces) < self.total_pieces:
            line += f"; at the mean per piece so far, {self.cpu_hours():.2f} CPU hours in all"
        return line

    def __str__(self) -> str:
        generation = sum(p.generation_seconds for p in self.pieces)
        return (f"{len(self.pieces)} random pieces of {self.total_pieces:,}: {self.squares} main classes, "
                f"{self.seconds:.1f} CPU s ({generation:.1f} s generating them; {self.per_square():.4f} s per "
                "class in all), "
                f"{sum(bool(p.extensions) for p in self.pieces)} with an extension; the whole run projected at "
                f"{self.cpu_hours():.2f} +- {self.cpu_hours_error():.2f} CPU hours (standard error)")


def estimate_run(sample: int, *, seed: int = 0, split_rows: int = 4, backend: str = "auto") -> RunEstimate:
    """Run :func:`search_piece` on ``sample`` random pieces of the order-8 classification and project the run.

    Examples
    --------
    >>> from designs.plane_search import estimate_run
    >>> print(estimate_run(40, seed=2026))          # doctest: +SKIP
    """
    import random

    from designs.latin_classes import piece_rectangles

    total = len(piece_rectangles(8, split_rows))
    chosen = random.Random(seed).sample(range(total), min(sample, total))
    return RunEstimate([search_piece(i, split_rows, 9, backend) for i in chosen], total)


JOURNAL_FORMAT = "# combgames plane-search journal, format 1, run"
"""The start of the first line of a run's journal (:func:`search_in_pieces`); the run's digest follows."""


@dataclass(frozen=True)
class PlanesOfOrder:
    """The identity of a run of the plane search (:func:`combgames.base.checkpoint.checkpoint_header`)."""
    __module__ = "designs.plane_search"  # its name before the split: a run's journal is named by it (game_identity)

    n: int

    def cache_key(self) -> str:
        """The order: with the split and the method, all that changes the computation."""
        return f"projective-planes-of-order-{self.n}-from-latin-squares"


class _Journal(PieceJournal):
    """A run's journal (:class:`combgames.base.checkpoint.PieceJournal`): its first line names the run (the
    digest of its checkpoint header), then one line per finished piece (:meth:`PieceSearch.as_json`), appended
    and flushed as each piece arrives; a run stopped in any way, even killed, loses no finished piece. A line
    cut short by a kill is skipped on reading (that piece runs again). Another run's journal, or a file that is
    not a journal, is refused and never written."""

    lost = "a resumed run will run again the pieces finished from now on"

    def __init__(self, path: str | os.PathLike, order: int, split_rows: int, total: int) -> None:
        from combgames.base.checkpoint import checkpoint_header
        from combgames.base.files import check_output_path

        self.order, self.split_rows, self.total = order, split_rows, total
        header = checkpoint_header("plane-search", PlanesOfOrder(order), split_rows=split_rows, method=METHOD)
        super().__init__(check_output_path(path), JOURNAL_FORMAT, header)

    def read(self) -> dict[int, PieceSearch]:
        """The pieces recorded, by index; ValueError for another run's journal or a file that is not a journal
        (left as it is)."""

        def parse(data: Any) -> tuple[int, PieceSearch]:
            piece = PieceSearch.from_json(data, self.order, self.split_rows, self.total)
            return piece.index, piece

        return self.read_pieces(parse)

    def add(self, piece: PieceSearch) -> None:
        """Append one finished piece."""
        self.append(piece.as_json())


def search_in_pieces(order: int = 9, *, split_rows: int = 4, pieces: Sequence[int] | None = None,
                     executor: Executor | None = None, journal: str | os.PathLike | None = None,
                     progress: Callable[[str], Any] | None = None, backend: str = "auto") -> RunEstimate:
    """Run :func:`search_piece` over the pieces of the classification of order ``order - 1`` (all of them by
    default), one task per piece, and return the pieces done (with those of the journal).

    Parameters
    ----------
    order : int
        n, the order of the planes (4..9).
    split_rows : int
        Rows of the rectangles defining the pieces (:func:`designs.latin_classes.piece_rectangles`).
    pieces : sequence of int, optional
        Run only these pieces.
    executor : concurrent.futures.Executor, optional
        Where the pieces run (:func:`combgames.base.executors.make_executor`: a process pool, a local Dask
        cluster or a running one); default one after another in this process.
    journal : path, optional
        Each finished piece is appended there as it arrives (:class:`_Journal`); a later call with the same
        journal runs only the pieces not in it. The journal of another run (another order, split or method)
        is refused and left as it is.
    progress : callable, optional
        Called with a line of text about once a minute and at the end.

    Raises
    ------
    ValueError
        For an order, split or piece out of range, or the journal of another run.

    Examples
    --------
    >>> from designs.plane_search import search_in_pieces
    >>> r = search_in_pieces(7, split_rows=3)           # the 12 main classes of order 6 in 16 pieces
    >>> r.squares, r.extending, r.extensions, len(r.pieces) == r.total_pieces
    (12, 2, 5, True)
    """
    from combgames.base.executors import record_pieces

    from combgames.base.checks import check_int
    from designs.latin_classes import piece_rectangles

    order = check_int(order, "order", minimum=4, maximum=9, why="the squares of order n - 1 come in pieces")
    total = len(piece_rectangles(order - 1, split_rows))
    todo = list(range(total)) if pieces is None else [
        check_int(i, "piece", minimum=0, maximum=total - 1, why=f"there are {total} pieces") for i in pieces]
    store = None if journal is None else _Journal(journal, order, split_rows, total)
    done = {} if store is None else store.read()
    todo = [i for i in dict.fromkeys(todo) if i not in done]
    result = RunEstimate(list(done.values()), total)
    last = time.monotonic()

    def record(piece: PieceSearch) -> None:
        nonlocal last
        result.pieces.append(piece)
        if store is not None:
            store.add(piece)
        if progress is not None and time.monotonic() - last > 60:
            progress(result.progress())
            last = time.monotonic()

    # what is journalled stays when the run stops in any way (Ctrl-C, a signal, a failed piece, a lost cluster)
    record_pieces(executor, search_piece, [(i, split_rows, order, backend) for i in todo], record, lambda: None,
                  store)
    if progress is not None:
        progress(result.progress())
    return result
