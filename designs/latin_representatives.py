"""One Latin square of every main class (species) of order 8, shipped as a file, and the file's format.

A *main class* (species) of Latin squares is an orbit under paratopy: permuting rows, columns and symbols and
permuting the three roles (row, column, symbol) among themselves. A square L lies in a main class of
6 (n!)^3 / ``|Par(L)|`` squares, Par(L) its autoparatopism group (McKay, Meynert and Myrvold [1]_, Section 2).

The toolkit's classification (:mod:`designs.latin_classes`) finds the 283,657 main classes of order 8 in 93,561
pieces; the record it ships (``latin_classes_order8.txt.gz``) keeps the counts of each piece, not the squares.
This module ships the squares: the main-class leader of each piece's isotopy classes, written by
``python -m designs.latin_classes 8 --squares DIR`` and packed here (:func:`pack_squares`), so that a search
over every species of order 8 (the mate census of :mod:`designs.mate_census`, the plane search of
:mod:`designs.plane_search`) reads them instead of classifying again (86-99% of those runs' time).

File format (text, gzip-compressed when the name ends ``.gz``)
--------------------------------------------------------------
* Lines starting with ``#`` are comments. The first is ``# combgames main-class representatives, format 1``;
  a comment ``# order N classes C split S pieces P`` states what the file holds (read by
  :func:`main_classes_header`).
* Every other line is one main class: ``PIECE ROW ROW ... ROW PAR`` -- the piece of the classification it was
  found in (-1 when unknown), the square's n rows in the text format of :mod:`designs.latin_text` (one
  character per symbol), and ``|Par(L)|``.

Reading checks every line (a Latin square of the stated order, a positive ``|Par|`` dividing 6 (n!)^3, the stated
number of lines) and raises ``ValueError`` naming the line; the whole file's completeness is checked by
:func:`check_main_classes`: the squares must number 283,657 and their main classes must add up to all
108,776,032,459,082,956,800 Latin squares of order 8, the totals of [1]_, Table 1 (those numbers live in the
tests and in the reproduce row ``latin.main_classes_order8_file``, not here).

References
----------
.. [1] B. D. McKay, A. Meynert, W. Myrvold, "Small Latin squares, quasigroups, and loops", J. Combin. Des. 15
   (2007) 98-119.
"""

from __future__ import annotations

import gzip
import hashlib
import math
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import numpy as np

from designs.latin import LatinSquare
from designs.latin_text import format_square, parse_square_line

__all__ = ["MAIN_CLASSES_ORDER8", "MainClassRepresentative", "MainClassesHeader", "read_main_classes",
           "main_classes_header", "write_main_classes", "file_digest", "pack_squares", "MainClassTotals",
           "check_main_classes"]

MAIN_CLASSES_ORDER8 = Path(__file__).with_name("latin_main_classes_order8.txt.gz")
"""The shipped representatives of the main classes of order 8."""

FIRST_LINE = "# combgames main-class representatives, format 1"
_HEADER = re.compile(r"#\s*order (\d+) classes (\d+) split (\d+) pieces (\d+)\s*$")


@dataclass(frozen=True)
class MainClassRepresentative:
    """One line of a representatives file."""

    index: int
    """Its place among the file's squares, from 0."""
    piece: int
    """The piece of the classification it was found in (-1 when unknown)."""
    square: LatinSquare
    autoparatopisms: int
    """``|Par(L)|``, the order of the square's autoparatopism group."""

    def species_size(self) -> int:
        """The number of Latin squares in the main class: 6 (n!)^3 / ``|Par(L)|``."""
        return 6 * math.factorial(self.square.order) ** 3 // self.autoparatopisms


@dataclass(frozen=True)
class MainClassesHeader:
    """What a representatives file says it holds."""

    order: int
    classes: int
    split: int
    pieces: int


def _open_text(path: Path, mode: str = "rt") -> IO[str]:
    if path.suffix == ".gz":
        return gzip.open(path, mode, encoding="ascii")
    return open(path, mode, encoding="ascii")


def _resolve(path: str | Path | None) -> Path:
    path = MAIN_CLASSES_ORDER8 if path is None else Path(path)
    if not path.is_file():
        raise ValueError(f"{path}: no such representatives file")
    return path


def main_classes_header(path: str | Path | None = None) -> MainClassesHeader:
    """Read the header of a representatives file (default: the shipped order-8 file).

    Raises
    ------
    ValueError
        If the file does not start with the format line or has no ``# order ... pieces ...`` line.
    """
    path = _resolve(path)
    try:
        with _open_text(path) as f:
            first = f.readline().rstrip("\n")
            if first != FIRST_LINE:
                raise ValueError(f"{path}: not a main-class representatives file (its first line is "
                                 f"{first[:60]!r}, expected {FIRST_LINE!r})")
            for line in f:
                if not line.startswith("#"):
                    break
                m = _HEADER.match(line.strip())
                if m:
                    return MainClassesHeader(*(int(x) for x in m.groups()))
    except (OSError, EOFError, UnicodeDecodeError) as err:
        raise ValueError(f"{path}: unreadable representatives file ({err})") from None
    raise ValueError(f"{path}: no '# order N classes C split S pieces P' line in the header")


def read_main_classes(path: str | Path | None = None, *, start: int = 0, stop: int | None = None
                      ) -> Iterator[MainClassRepresentative]:
    """The main-class representatives of a file (default: the shipped order-8 file), those with
    ``start <= index < stop``, each line checked.

    Raises
    ------
    ValueError
        Naming the file and line: a malformed line, a square that is not Latin or not of the stated order, a
        ``|Par|`` that is not a positive divisor of 6 (n!)^3, or (when the whole file is read) a number of lines
        other than the header's.
    """
    path = _resolve(path)
    header = main_classes_header(path)
    group = 6 * math.factorial(header.order) ** 3
    index = -1
    try:
        with _open_text(path) as f:
            for number, line in enumerate(f, 1):
                if not line.strip() or line.startswith("#"):
                    continue
                index += 1
                if index < start:
                    continue
                if stop is not None and index >= stop:
                    return
                yield _parse_line(line, number, header.order, group, index, path)
    except (OSError, EOFError, UnicodeDecodeError) as err:
        raise ValueError(f"{path}: unreadable representatives file ({err})") from None
    if stop is None and index + 1 != header.classes:
        raise ValueError(f"{path}: {index + 1} squares, but the header says {header.classes}")


def _parse_line(line: str, number: int, order: int, group: int, index: int, path: Path
                ) -> MainClassRepresentative:
    fields = line.split()
    where = f"{path}, line {number}"
    if len(fields) != order + 2:
        raise ValueError(f"{where}: {len(fields)} fields, expected the piece, {order} rows and |Par|")
    try:
        piece, par = int(fields[0]), int(fields[-1])
    except ValueError:
        raise ValueError(f"{where}: the piece and |Par| must be integers") from None
    square = _fast_square(fields[1:-1], order) or parse_square_line(" ".join(fields[1:-1]), number)
    if square.order != order:
        raise ValueError(f"{where}: a square of order {square.order} in a file of order {order}")
    if par <= 0 or group % par:
        raise ValueError(f"{where}: |Par| = {par} does not divide 6 (n!)^3")
    return MainClassRepresentative(index, piece, square, par)


def _fast_square(rows: list[str], order: int) -> LatinSquare | None:
    """The square of rows of digits, when it is a Latin square of the order; else None (and the caller's
    parser names the problem)."""
    if order > 10 or any(len(r) != order for r in rows):
        return None
    a = (np.frombuffer("".join(rows).encode("ascii"), dtype=np.uint8).astype(np.int64) - 48).reshape(order, order)
    symbols = np.arange(order)
    if not ((np.sort(a, axis=1) == symbols).all() and (np.sort(a, axis=0) == symbols[:, None]).all()):
        return None
    return LatinSquare._trusted(a)


def write_main_classes(path: str | Path, order: int, entries: Iterable[tuple[int, Any, int]], *,
                       split: int = 0, pieces: int = 0, comment: str = "") -> int:
    """Write a representatives file from (piece, square, ``|Par|``) triples; return the number written.

    The file is written whole or not at all (:func:`combgames.base.files.atomic_write`), gzip-compressed when
    the name ends ``.gz`` (with a fixed time stamp, so the same squares give the same bytes).
    """
    from combgames.base.files import atomic_write

    lines = []
    for piece, square, par in entries:
        square = LatinSquare(square)
        if square.order != order:
            raise ValueError(f"a square of order {square.order} for a file of order {order}")
        lines.append(f"{int(piece)} {format_square(square)} {int(par)}\n")
    head = [FIRST_LINE, f"# order {order} classes {len(lines)} split {split} pieces {pieces}"]
    head += [f"# {c}" for c in comment.splitlines()]
    head.append("# each line: the piece, the square's rows, |Par| (its autoparatopism group's order)")
    text = ("\n".join(head) + "\n" + "".join(lines)).encode("ascii")
    path = Path(path)
    with atomic_write(path, "wb") as f:
        if path.suffix == ".gz":
            f.write(gzip.compress(text, compresslevel=9, mtime=0))
        else:
            f.write(text)
    return len(lines)


def file_digest(path: str | Path) -> str:
    """The SHA-256 (hex) of a file's bytes: what a run's journal and certificate record of its input."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def pack_squares(squares_dir: str | Path, path: str | Path, order: int, pieces: int, *, split: int = 4,
                 comment: str = "") -> int:
    """Pack the main-class leaders of ``python -m designs.latin_classes N --squares DIR`` into a representatives
    file, in the order of the pieces; return the number of squares.

    Each piece file lists the piece's isotopy classes (``ROWS  # atp A`` and, for the leader of a main class,
    ``par P``); the leaders are the representatives.

    Raises
    ------
    ValueError
        If a piece's file is missing or a line is malformed.
    """
    folder = Path(squares_dir)

    def entries() -> Iterator[tuple[int, LatinSquare, int]]:
        for piece in range(pieces):
            name = folder / f"piece-{piece:06d}.txt"
            if not name.is_file():
                raise ValueError(f"{name}: missing (the classification of piece {piece} has not run)")
            for number, line in enumerate(name.read_text(encoding="ascii").splitlines(), 1):
                text, _, note = line.partition("#")
                words = note.split()
                if "par" in words:
                    par = int(words[words.index("par") + 1])
                    yield piece, parse_square_line(text, number), par

    return write_main_classes(path, order, entries(), split=split, pieces=pieces, comment=comment)


@dataclass(frozen=True)
class MainClassTotals:
    """The totals of a representatives file: its main classes, the Latin squares they hold, per piece."""

    classes: int
    latin_squares: int
    per_piece: dict[int, int]
    """Main classes found in each piece (pieces without one are absent)."""


def check_main_classes(path: str | Path | None = None) -> MainClassTotals:
    """Read every line of a representatives file and add up its main classes and their sizes
    (:meth:`MainClassRepresentative.species_size`): the totals to compare with the published numbers of main
    classes and of Latin squares (the orbit-counting identity: the species partition the squares)."""
    classes = squares = 0
    per_piece: dict[int, int] = {}
    for r in read_main_classes(path):
        classes += 1
        squares += r.species_size()
        per_piece[r.piece] = per_piece.get(r.piece, 0) + 1
    return MainClassTotals(classes, squares, per_piece)


def main(argv: list[str] | None = None) -> int:
    """``python -m designs.latin_representatives pack DIR OUT --order N --pieces P`` or ``... check [FILE]``."""
    import argparse

    from combgames.base.executors import run_command

    parser = argparse.ArgumentParser(prog="python -m designs.latin_representatives",
                                     description="Pack or check a file of main-class representatives.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("pack", help="pack the --squares folder of designs.latin_classes into one file")
    p.add_argument("squares")
    p.add_argument("output")
    p.add_argument("--order", type=int, default=8)
    p.add_argument("--pieces", type=int, required=True)
    p.add_argument("--split", type=int, default=4)
    c = sub.add_parser("check", help="read every line and print the totals")
    c.add_argument("file", nargs="?")
    ns = parser.parse_args(argv)

    def run(_pool: Any) -> int:
        if ns.command == "pack":
            count = pack_squares(ns.squares, ns.output, ns.order, ns.pieces, split=ns.split)
            print(f"{count:,} main classes written to {ns.output}")
        else:
            t = check_main_classes(ns.file)
            print(f"{t.classes:,} main classes in {len(t.per_piece):,} pieces, holding {t.latin_squares:,} "
                  "Latin squares")
        return 0

    return run_command(run)[0]


if __name__ == "__main__":
    raise SystemExit(main())
