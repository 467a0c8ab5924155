"""The tasks of the plane search from a file of main-class representatives, and the state of such a run.

Two kinds of task, each a plain module-level function, so that any executor runs them: :func:`search_main_classes`,
the step through P and Q on a chunk of the file's squares (:class:`ChunkSearch`: the extensions of each square and
its search-node count, the log), and :func:`complete_square`, the completions of every extension of one square
(:class:`SquareCompletion`: the search trees of :mod:`designs.plane_search.trees` and the nauty certificates of
the planes at their leaves). :class:`RepresentativesRun` holds a run's finished tasks and its planes
(:class:`PlaneClass`); :mod:`designs.plane_search.representatives_run` drives the run and
:mod:`designs.plane_search.certificate` writes its certificate.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from combgames.base.kernels import resolve_backend
from designs.plane_search.triangle import triangle_lines
from designs.plane_search.search import arc_extension_masks, arc_extensions, plane_certificate, plane_of_lines
from designs.plane_search.trees import completion_tree, leaf_planes

__all__ = ["ChunkSearch", "search_main_classes", "representatives_file", "DEFAULT_CHUNK", "SquareCompletion",
           "complete_square", "PlaneClass", "RepresentativesRun"]

@dataclass
class ChunkSearch:
    """The step through P and Q on the squares ``start <= index < stop`` of a representatives file
    (:mod:`designs.latin_representatives`): one task of :func:`search_representatives`.

    Attributes
    ----------
    start, stop : int
        The squares searched, by their index in the file.
    digest : str
        The SHA-256 of the file searched (:func:`designs.latin_representatives.file_digest`).
    extensions : dict
        Index of a square -> its number of extensions through P and Q (only the nonzero ones).
    nodes : list of int
        For each square, in index order, the nodes of its search (lines chosen): the log.
    seconds : float
        CPU seconds of the task (reading the squares included).
    """

    start: int
    stop: int
    digest: str
    extensions: dict[int, int] = field(default_factory=dict)
    nodes: list[int] = field(default_factory=list)
    seconds: float = 0.0

    def as_json(self) -> dict[str, Any]:
        """Plain JSON data (a line of the run's journal)."""
        return {"kind": "chunk", "start": self.start, "stop": self.stop, "digest": self.digest,
                "extensions": {str(k): v for k, v in self.extensions.items()}, "nodes": self.nodes,
                "seconds": self.seconds}

    @classmethod
    def from_json(cls, data: Any) -> ChunkSearch:
        """The chunk of :meth:`as_json` data, checked; ValueError for data that is not such a chunk."""
        fields = {"kind": str, "start": int, "stop": int, "digest": str, "extensions": dict, "nodes": list,
                  "seconds": float}
        if not (type(data) is dict and set(data) == set(fields)
                and all(type(data[k]) is kind for k, kind in fields.items()) and data["kind"] == "chunk"
                and 0 <= data["start"] <= data["stop"] and len(data["nodes"]) == data["stop"] - data["start"]
                and all(type(x) is int and x >= 0 for x in data["nodes"]) and data["seconds"] >= 0
                and all(k.isdigit() and data["start"] <= int(k) < data["stop"] and type(v) is int and v > 0
                        for k, v in data["extensions"].items())):
            raise ValueError("not a chunk of this run")
        return cls(data["start"], data["stop"], data["digest"],
                   {int(k): v for k, v in data["extensions"].items()}, list(data["nodes"]), data["seconds"])


def search_main_classes(path: Any = None, *, start: int = 0, stop: int | None = None, backend: str = "auto",
                        digest: str | None = None) -> ChunkSearch:
    """Run the step through P and Q (:func:`arc_extensions`) on the main-class representatives ``start <=
    index < stop`` of a representatives file (default the shipped order-8 file,
    :data:`designs.latin_representatives.MAIN_CLASSES_ORDER8`): the number of extensions and the search's node
    count of each square. A plain module-level function of plain arguments: one task of a run in chunks.

    Parameters
    ----------
    digest : str, optional
        The SHA-256 the file must have (a run's tasks refuse a file changed under them).

    Raises
    ------
    ValueError
        For a file that is not a representatives file, of an order below 3, or of another digest.

    Examples
    --------
    >>> import tempfile
    >>> from designs.classification import classify_latin_squares
    >>> from designs.latin_representatives import write_main_classes
    >>> from designs.plane_search import search_main_classes
    >>> path = tempfile.mkdtemp() + "/order4.txt"
    >>> write_main_classes(path, 4, [(-1, c.representative, 1) for c in classify_latin_squares(4).main_classes])
    2
    >>> r = search_main_classes(path, start=0, stop=2)    # planes of order 5: one square extends, twice
    >>> sorted(r.extensions.values()), len(r.nodes)
    ([2], 2)
    """
    from designs.latin_representatives import file_digest, main_classes_header, read_main_classes

    begin = time.process_time()
    header = main_classes_header(path)
    if header.order < 3:
        raise ValueError(f"the search needs squares of order at least 3 (two cells in general position), "
                         f"not {header.order}")
    chosen = path if path is not None else None
    found = file_digest(representatives_file(chosen))
    if digest is not None and found != digest:
        raise ValueError(f"{representatives_file(chosen)} has changed (SHA-256 {found[:12]}..., the run's "
                         f"{digest[:12]}...)")
    backend = resolve_backend(backend)
    stop = header.classes if stop is None else min(stop, header.classes)
    result = ChunkSearch(start, max(start, stop), found)
    for entry in read_main_classes(path, start=start, stop=stop):
        log: dict[str, int] = {}
        count = len(arc_extension_masks(np.array(entry.square.array, dtype=np.int64), backend, log)[1])
        result.nodes.append(log["nodes"])
        if count:
            result.extensions[entry.index] = count
    if len(result.nodes) != result.stop - result.start:
        raise ValueError(f"{representatives_file(chosen)}: squares {start}..{stop - 1} asked, "
                         f"{len(result.nodes)} read")
    result.seconds = time.process_time() - begin
    return result


def representatives_file(path: Any) -> Any:
    """The file :func:`designs.latin_representatives.read_main_classes` reads for ``path``."""
    from designs.latin_representatives import MAIN_CLASSES_ORDER8

    return MAIN_CLASSES_ORDER8 if path is None else path


DEFAULT_CHUNK = 2000
"""Squares per task of the first stage."""


@dataclass
class SquareCompletion:
    """The second stage on one square with an extension (:func:`complete_square`).

    Attributes
    ----------
    index : int
        The square's index in the representatives file.
    rows : str
        The square (:func:`designs.latin_text.format_square`).
    extensions : list of dict
        Per extension, in the order found: ``lines`` (the partial plane), ``tree``
        (:func:`completion_tree`) and ``planes`` (the hex nauty certificate of each
        complete leaf, in the order of a depth-first walk of the tree, :func:`leaf_planes`).
    seconds : float
        CPU seconds.
    """

    index: int
    rows: str
    extensions: list[dict[str, Any]] = field(default_factory=list)
    seconds: float = 0.0

    def as_json(self) -> dict[str, Any]:
        """Plain JSON data (a line of the run's journal)."""
        return {"kind": "square", "index": self.index, "rows": self.rows, "extensions": self.extensions,
                "seconds": self.seconds}

    @classmethod
    def from_json(cls, data: Any) -> SquareCompletion:
        """The square of :meth:`as_json` data, checked; ValueError for data that is not one."""
        fields = {"kind": str, "index": int, "rows": str, "extensions": list, "seconds": float}
        if not (type(data) is dict and set(data) == set(fields) and data["kind"] == "square"
                and all(type(data[k]) is kind for k, kind in fields.items()) and data["index"] >= 0
                and all(type(e) is dict and set(e) == {"lines", "tree", "planes"} and type(e["lines"]) is list
                        and type(e["tree"]) is dict and type(e["planes"]) is list for e in data["extensions"])):
            raise ValueError("not a square of this run")
        return cls(data["index"], data["rows"], data["extensions"], data["seconds"])


def complete_square(rows: str, index: int) -> SquareCompletion:
    """The second stage on one square (its rows as text): every extension through P and Q, its completion tree
    and the nauty certificates of the planes at its leaves. A plain module-level function: one task.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.latin_text import format_square
    >>> from designs.plane_search import complete_square
    >>> r = complete_square(format_square(LatinSquare.cyclic(4)), 0)      # PG(2, 5)
    >>> [len(e["lines"]) for e in r.extensions], [len(e["planes"]) for e in r.extensions]
    ([20, 20], [1, 1])
    """
    from designs.latin_text import parse_square_line

    start = time.process_time()
    square = parse_square_line(rows)
    base = triangle_lines(square)
    result = SquareCompletion(index, rows)
    for extension in arc_extensions(square):
        lines = [list(x) for x in base + extension]
        tree = completion_tree(square, base + extension)
        planes = [plane_certificate(plane_of_lines(square, found)).hex() for found in leaf_planes(lines, tree)]
        result.extensions.append({"lines": lines, "tree": tree, "planes": planes})
    result.seconds = time.process_time() - start
    return result


@dataclass(frozen=True)
class PlaneClass:
    """One plane found, up to isomorphism: its hex nauty certificate, the order of its collineation group, its
    name among the known planes (None for none) and the number of completions isomorphic to it."""

    certificate: str
    group_order: int
    name: str | None
    completions: int


@dataclass
class RepresentativesRun:
    """A run of :func:`search_representatives`: what is done so far.

    Attributes
    ----------
    order : int
        n, the order of the planes.
    digest : str
        The SHA-256 of the representatives file.
    classes : int
        The squares of the file.
    chunk : int
        Squares per first-stage task.
    chunks : dict
        Start index -> :class:`ChunkSearch`, the chunks done.
    squares : dict
        Index -> :class:`SquareCompletion`, the squares with an extension completed.
    planes : list of PlaneClass
        The planes found (once the run is complete).
    certificate : Path or None
        Where the certificate was written.
    """

    order: int
    digest: str
    classes: int
    chunk: int
    chunks: dict[int, ChunkSearch] = field(default_factory=dict)
    squares: dict[int, SquareCompletion] = field(default_factory=dict)
    planes: list[PlaneClass] = field(default_factory=list)
    certificate: Path | None = None

    @property
    def searched(self) -> int:
        """The squares searched through P and Q."""
        return sum(c.stop - c.start for c in self.chunks.values())

    @property
    def extension_counts(self) -> dict[int, int]:
        """Square index -> its number of extensions (the nonzero ones)."""
        return {i: k for c in self.chunks.values() for i, k in c.extensions.items()}

    @property
    def extending(self) -> int:
        """The squares with an extension through P and Q."""
        return len(self.extension_counts)

    @property
    def extensions(self) -> int:
        """The partial planes of 5n - 5 lines."""
        return sum(self.extension_counts.values())

    @property
    def completing(self) -> int:
        """The partial planes with a completion."""
        return sum(bool(e["planes"]) for s in self.squares.values() for e in s.extensions)

    @property
    def completing_squares(self) -> int:
        """The squares with a partial plane that completes."""
        return sum(any(e["planes"] for e in s.extensions) for s in self.squares.values())

    @property
    def completions(self) -> int:
        """The completions (leaves of the trees that are planes)."""
        return sum(len(e["planes"]) for s in self.squares.values() for e in s.extensions)

    @property
    def nodes(self) -> int:
        """The search nodes of the first stage."""
        return sum(sum(c.nodes) for c in self.chunks.values())

    @property
    def seconds(self) -> float:
        """CPU seconds of the tasks done."""
        return sum(c.seconds for c in self.chunks.values()) + sum(s.seconds for s in self.squares.values())

    def complete(self) -> bool:
        """Whether every square is searched and every square with an extension completed."""
        return self.searched == self.classes and set(self.squares) == set(self.extension_counts)

    def progress(self) -> str:
        """One line about the run so far."""
        line = (f"{self.searched:,} of {self.classes:,} squares searched, {self.extending} with an extension "
                f"({self.extensions} partial planes), {len(self.squares)} completed: {self.completing} partial "
                f"planes complete, {self.completions} completions; {self.seconds:,.0f} CPU s")
        if self.planes:
            line += "; planes " + ", ".join(f"{p.name or 'unknown'} (|G| = {p.group_order:,}, {p.completions}x)"
                                            for p in self.planes)
        return line
