"""The run of the plane search from a file of representatives, resumable from its journal.

:func:`search_representatives` runs the chunks of the file
(:func:`~designs.plane_search.representatives.search_main_classes`) and then the squares with an extension
(:func:`~designs.plane_search.representatives.complete_square`) as tasks of any executor
(:func:`combgames.base.executors.results_of_pieces`), appends each finished task to the run's journal
(:class:`combgames.base.checkpoint.PieceJournal`, first line :data:`REPRESENTATIVES_JOURNAL` and the run's digest:
the representatives file's SHA-256, its number of squares, the order, the chunk size and the 5-arc rule), resumes
from it, identifies the planes found (nauty certificates, collineation group orders, names among the known
planes) and, when every task is done, writes the certificate
(:func:`~designs.plane_search.certificate.write_certificate`). The package docstring
(:mod:`designs.plane_search`) describes the run and its commands.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from combgames.base.checkpoint import PieceJournal
from designs.plane_search.triangle import METHOD
from designs.plane_search.search import plane_of_lines
from designs.plane_search.trees import leaf_planes
from designs.plane_search.known import known_plane_names
from designs.plane_search.representatives import (ChunkSearch, DEFAULT_CHUNK, PlaneClass, RepresentativesRun,
                                                  SquareCompletion, complete_square, representatives_file,
                                                  search_main_classes)
from designs.plane_search.certificate import write_certificate

__all__ = ["REPRESENTATIVES_JOURNAL", "search_representatives"]

REPRESENTATIVES_JOURNAL = "# combgames plane-search journal of a representatives file, format 1, run"
"""The start of the first line of a run's journal; the run's digest follows."""


@dataclass(frozen=True)
class _RunIdentity:
    """What a run computes (:func:`combgames.base.checkpoint.checkpoint_header`)."""
    __module__ = "designs.plane_search"  # its name before the split: a run's journal is named by it (game_identity)

    order: int
    digest: str
    classes: int

    def cache_key(self) -> str:
        return f"planes-of-order-{self.order}-from-representatives-{self.digest}-{self.classes}"


class _RepresentativesJournal(PieceJournal):
    """A run's journal: its first line names the run, then one line per chunk or completed square."""

    lost = "a resumed run will run again the tasks finished from now on"
    differs = "another representatives file, order, chunk size or 5-arc rule"

    def __init__(self, path: str | os.PathLike, identity: _RunIdentity, chunk: int) -> None:
        from combgames.base.checkpoint import checkpoint_header
        from combgames.base.files import check_output_path

        header = checkpoint_header("plane-search-representatives", identity, chunk=chunk, method=METHOD)
        super().__init__(check_output_path(path), REPRESENTATIVES_JOURNAL, header)

    def read(self, digest: str) -> tuple[dict[int, ChunkSearch], dict[int, SquareCompletion]]:
        """The chunks and squares recorded; ValueError for another run's journal (left as it is)."""

        def parse(data: Any) -> tuple[Any, Any]:
            if type(data) is dict and data.get("kind") == "square":
                square = SquareCompletion.from_json(data)
                return ("square", square.index), square
            found = ChunkSearch.from_json(data)
            if found.digest != digest:
                raise ValueError("a chunk of another file")
            return ("chunk", found.start), found

        done = self.read_pieces(parse)
        return ({k[1]: v for k, v in done.items() if k[0] == "chunk"},
                {k[1]: v for k, v in done.items() if k[0] == "square"})


def _chunk_task(path: str | None, start: int, stop: int, backend: str, digest: str) -> ChunkSearch:
    """:func:`search_main_classes` with positional arguments (an executor's task)."""
    return search_main_classes(path, start=start, stop=stop, backend=backend, digest=digest)


def search_representatives(path: str | os.PathLike | None = None, *, journal: str | os.PathLike | None = None,
                           certificate: str | os.PathLike | None = None, chunk: int = DEFAULT_CHUNK,
                           executor: Executor | None = None, progress: Callable[[str], Any] | None = None,
                           backend: str = "auto") -> RepresentativesRun:
    """Run the plane search over every square of a representatives file and write its certificate.

    Parameters
    ----------
    path : path, optional
        The representatives file (:mod:`designs.latin_representatives`; default the shipped order-8 file).
    journal : path, optional
        Each finished task is appended there; a later call with the same journal runs only the tasks not in
        it. Another run's journal (another file, order, chunk size or 5-arc rule) is refused, left as it is.
    certificate : path, optional
        Where the certificate (module docstring) is written when the run is complete.
    chunk : int
        Squares per first-stage task.
    executor : concurrent.futures.Executor, optional
        Where the tasks run (:func:`combgames.base.executors.make_executor`); default this process.
    progress : callable, optional
        Called with a line of text about once a minute and at the end.

    Raises
    ------
    ValueError
        For a file that is not a representatives file (or of order below 3), a bad chunk size, another run's
        journal, or a certificate path that cannot be written.

    Examples
    --------
    >>> import tempfile
    >>> from designs.classification import classify_latin_squares
    >>> from designs.latin_representatives import write_main_classes
    >>> from designs.plane_search import search_representatives
    >>> folder = tempfile.mkdtemp()
    >>> squares = [(-1, c.representative, 1) for c in classify_latin_squares(4).main_classes]
    >>> write_main_classes(f"{folder}/o4.txt", 4, squares)
    2
    >>> r = search_representatives(f"{folder}/o4.txt", certificate=f"{folder}/o5.cert.gz", chunk=1)
    >>> r.searched, r.extending, r.extensions, r.completions, [(p.name, p.group_order) for p in r.planes]
    (2, 1, 2, 2, [('desarguesian', 372000)])
    """
    from combgames.base.checks import check_int
    from combgames.base.executors import record_pieces
    from combgames.base.files import check_output_path
    from designs.latin_representatives import file_digest, main_classes_header, read_main_classes
    from designs.latin_text import format_square

    chunk = check_int(chunk, "chunk", minimum=1)
    header = main_classes_header(path)
    if header.order < 3:
        raise ValueError(f"the search needs squares of order at least 3, not {header.order}")
    source = None if path is None else str(path)
    digest = file_digest(representatives_file(source))
    if certificate is not None:
        certificate = check_output_path(certificate)
    run = RepresentativesRun(header.order + 1, digest, header.classes, chunk)
    identity = _RunIdentity(run.order, digest, run.classes)
    store = None if journal is None else _RepresentativesJournal(journal, identity, chunk)
    if store is not None:
        run.chunks, run.squares = store.read(digest)
    last = time.monotonic()

    def record(done: Any) -> None:
        nonlocal last
        if isinstance(done, ChunkSearch):
            run.chunks[done.start] = done
        else:
            run.squares[done.index] = done
        if store is not None:
            store.append(done.as_json())
        if progress is not None and time.monotonic() - last > 60:
            progress(run.progress())
            last = time.monotonic()

    def drive(function: Callable[..., Any], arguments: list[tuple]) -> None:
        # what is journalled stays when the run stops (Ctrl-C, a signal, a failed task, a lost cluster)
        record_pieces(executor, function, arguments, record, lambda: None)

    try:
        drive(_chunk_task, [(source, start, min(start + chunk, run.classes), backend, digest)
                            for start in range(0, run.classes, chunk) if start not in run.chunks])
        wanted = set(run.extension_counts) - set(run.squares)
        squares = [(format_square(e.square), e.index) for e in read_main_classes(path) if e.index in wanted]
        drive(complete_square, squares)
    finally:
        if store is not None:
            store.close()
    run.planes = _plane_classes(run)
    if certificate is not None:
        write_certificate(certificate, run)
        run.certificate = Path(certificate)
    if progress is not None:
        progress(run.progress())
    return run


def _plane_classes(run: RepresentativesRun) -> list[PlaneClass]:
    """The planes found, one per nauty certificate: group order (nauty) and name (known planes' certificates)."""
    from designs.latin_text import parse_square_line

    counts: dict[str, int] = {}
    example: dict[str, tuple[str, list[tuple[int, ...]]]] = {}
    expected = run.extension_counts
    for square in sorted(run.squares.values(), key=lambda s: s.index):
        if len(square.extensions) != expected.get(square.index):
            raise ValueError(f"square {square.index}: {len(square.extensions)} extensions completed, "
                             f"{expected.get(square.index, 0)} counted")  # pragma: no cover (a bug)
        for e in square.extensions:
            for cert, lines in zip(e["planes"], leaf_planes(e["lines"], e["tree"])):
                counts[cert] = counts.get(cert, 0) + 1
                example.setdefault(cert, (square.rows, lines))
    if not counts:
        return []
    names = {cert.hex(): name for cert, name in known_plane_names(run.order).items()}
    found = []
    for cert, count in counts.items():
        rows, lines = example[cert]
        group = plane_of_lines(parse_square_line(rows), lines).automorphism_group().order()
        found.append(PlaneClass(cert, int(group), names.get(cert), count))
    return sorted(found, key=lambda p: (-p.group_order, p.name or "~", p.certificate))
