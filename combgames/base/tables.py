"""Tables people read: one immutable :class:`Table` with a text form and an HTML form (Jupyter).

A table is a title, column headers, rows of cells, optional row labels (an *index*), notes shown under it,
and one alignment per column. ``str(table)`` is an aligned plain-text table (numbers right-aligned, text
left-aligned, a cell wider than ``max_width`` wrapped over several lines); ``table._repr_html_()`` is an HTML
``<table>`` with a caption, every cell escaped (:func:`html.escape`) and no external CSS, which Jupyter shows
in place of the text. The data stay reachable: :attr:`Table.rows`, :attr:`Table.columns`, iteration over the
rows, :meth:`Table.column`, :meth:`Table.to_dicts`.

Two layouts:

- the default: headers over a rule of dashes, columns two spaces apart (the reproduce rows, a coalition
  table, the ``combgames design table`` kind of listing);
- ``grid=True``: a number grid as Sage prints ``designs.MOLS_table`` and as Guy and Smith print Grundy
  sequences: every column the same width, the row label followed by ``|``, a rule of underscores under the
  headers (the entry of row r, column c is the value at r + c).

Every table of the project that is shown to a reader is built here (MOLS tables, coalition tables, Grundy
sequences, the reproduce rows), so their looks are chosen once. Standard library only: this module is part of
the leaf :mod:`combgames.base`.

Examples
--------
>>> t = Table(["n", "mols", "how"], [(2, 1, "cyclic"), (10, 2, "a <Parker> square")], title="MOLS")
>>> print(t)
MOLS
 n  mols  how
--  ----  -----------------
 2     1  cyclic
10     2  a <Parker> square
>>> t.column("mols"), len(t), t.to_dicts()[0]
((1, 2), 2, {'n': 2, 'mols': 1, 'how': 'cyclic'})
>>> "<td>a &lt;Parker&gt; square</td>" in t._repr_html_()
True
>>> print(Table([str(c) for c in range(4)], [(0, 1, 2, 3), (1, 4, 3, 2)], index=[0, 4], grid=True))
       0   1   2   3
    ________________
  0|   0   1   2   3
  4|   1   4   3   2
"""

from __future__ import annotations

import numbers
import textwrap
from dataclasses import dataclass, field
from html import escape
from typing import Any, Iterable, Iterator, Mapping, Sequence

__all__ = ["ReadAsTable", "Table"]

_ALIGNMENTS = {"l": "left", "r": "right", "c": "center", "left": "left", "right": "right", "center": "center"}


def _is_number(value: Any) -> bool:
    """Whether a cell is a number (right-aligned by default); a bool is not."""
    return isinstance(value, numbers.Number) and not isinstance(value, bool)


def _text(value: Any) -> str:
    """The text of a cell: empty for None, else ``str``."""
    return "" if value is None else str(value)


def _pad(text: str, width: int, align: str) -> str:
    if align == "right":
        return text.rjust(width)
    if align == "center":
        return text.center(width)
    return text.ljust(width)


@dataclass(frozen=True, init=False, repr=False)
class Table:
    """An immutable table with an aligned text form (``str``) and an HTML form (``_repr_html_``).

    Parameters
    ----------
    columns : sequence of str
        The column headers.
    rows : iterable of sequences
        The rows, each with one cell per column (any values; ``None`` shows as an empty cell).
    title : str
        The caption: the first line of the text form, the ``<caption>`` of the HTML form.
    notes : str or sequence of str
        Lines shown under the table (a footer: sources, totals, what a mark means).
    align : str or sequence of str, optional
        One alignment per column, ``"l"``, ``"r"`` or ``"c"`` (or ``"left"``, ``"right"``, ``"center"``); a
        str such as ``"lrr"`` gives one letter per column. Default: right for a column whose cells are all
        numbers (empty cells aside), left otherwise; right for every column of a grid.
    index : sequence, optional
        Row labels, one per row, shown first (in a grid, before ``|``).
    index_name : str
        The header of the row labels (the key of the label in :meth:`to_dicts`; ``"index"`` when empty).
    hints : rows of str or None, optional
        Tooltips of the HTML cells (``title`` attributes), one per cell, ``None`` for none.
    grid : bool
        The number-grid layout (module docstring): equal widths, ``label|`` and a rule of underscores.
    max_width : int
        The text form wraps a cell wider than this over several lines (at spaces when it can); the HTML form
        keeps every cell whole.

    Raises
    ------
    ValueError
        If a row, the index or the hints do not match the columns and rows (the message names the row), an
        alignment is unknown, or ``max_width`` < 4.

    Examples
    --------
    >>> t = Table(["claim", "verdict", "s"], [("a long claim in words", "confirmed", 0.25)], max_width=12)
    >>> print(t)
    claim         verdict       s
    ------------  ---------  ----
    a long claim  confirmed  0.25
    in words
    >>> t
    <Table: 1 row x 3 columns>
    """

    columns: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]
    title: str = ""
    notes: tuple[str, ...] = ()
    align: tuple[str, ...] | None = None
    index: tuple[Any, ...] | None = None
    index_name: str = ""
    hints: tuple[tuple[str | None, ...], ...] | None = field(default=None, compare=False)
    grid: bool = False
    max_width: int = 60

    def __init__(self, columns: Sequence[Any], rows: Iterable[Sequence[Any]], *, title: str = "",
                 notes: str | Sequence[str] = (), align: str | Sequence[str] | None = None,
                 index: Sequence[Any] | None = None, index_name: str = "",
                 hints: Iterable[Sequence[str | None]] | None = None, grid: bool = False, max_width: int = 60):
        columns = tuple(str(c) for c in columns)
        rows = tuple(tuple(r) for r in rows)
        for i, r in enumerate(rows):
            if len(r) != len(columns):
                raise ValueError(f"row {i} has {len(r)} cells, but the table has {len(columns)} columns {columns}"
                                 [:300])
        if index is not None:
            index = tuple(index)
            if len(index) != len(rows):
                raise ValueError(f"index must give one label per row: {len(index)} labels for {len(rows)} rows")
        if hints is not None:
            hints = tuple(tuple(h) for h in hints)
            if len(hints) != len(rows) or any(len(h) != len(columns) for h in hints):
                raise ValueError("hints must have the shape of the rows: one per cell, None for none")
        if isinstance(notes, str):
            notes = (notes,) if notes else ()
        if not isinstance(max_width, int) or isinstance(max_width, bool) or max_width < 4:
            raise ValueError(f"max_width must be an integer >= 4, not {max_width!r}")
        for name, value in (("columns", columns), ("rows", rows), ("title", str(title)),
                            ("notes", tuple(str(n) for n in notes)), ("align", _alignments(align, len(columns))),
                            ("index", index), ("index_name", str(index_name)), ("hints", hints),
                            ("grid", bool(grid)), ("max_width", max_width)):
            object.__setattr__(self, name, value)

    # ------------------------------------------------------------------------------------------- data
    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[tuple[Any, ...]]:
        return iter(self.rows)

    def __getitem__(self, i: int) -> tuple[Any, ...]:
        return self.rows[i]

    def column(self, name: str) -> tuple[Any, ...]:
        """The cells of the column headed ``name``, top to bottom (KeyError naming the columns if none)."""
        if name not in self.columns:
            raise KeyError(f"no column {name!r}; the columns are {self.columns}")
        k = self.columns.index(name)
        return tuple(r[k] for r in self.rows)

    def to_dicts(self) -> list[dict[str, Any]]:
        """The rows as dicts {header: cell}, the row label first (under ``index_name``, else ``"index"``)."""
        key = self.index_name or "index"
        out = []
        for i, r in enumerate(self.rows):
            d = {key: self.index[i]} if self.index is not None else {}
            d.update(zip(self.columns, r))
            out.append(d)
        return out

    @classmethod
    def from_dicts(cls, dicts: Iterable[Mapping[str, Any]], columns: Sequence[str] | None = None,
                   **options: Any) -> "Table":
        """A table of the ``columns`` (default: the keys of the first dict) of each dict; a missing key is an
        empty cell. ``options`` are those of :class:`Table`."""
        dicts = list(dicts)
        if columns is None:
            columns = list(dicts[0]) if dicts else []
        return cls(columns, [[d.get(c) for c in columns] for d in dicts], **options)

    def __repr__(self) -> str:
        title = f" {self.title!r}" if self.title else ""
        n, k = len(self.rows), len(self.columns)
        return f"<Table{title}: {n} row{'s' * (n != 1)} x {k} column{'s' * (k != 1)}>"

    # ------------------------------------------------------------------------------------------- text
    def _column_alignments(self) -> tuple[str, ...]:
        if self.align is not None:
            return self.align
        if self.grid:
            return ("right",) * len(self.columns)
        return tuple("right" if any(v is not None for v in cells) and all(_is_number(v) for v in cells
                                                                          if v is not None) else "left"
                     for cells in zip(*self.rows)) if self.rows else ("left",) * len(self.columns)

    def _wrapped(self, value: Any) -> list[str]:
        text = _text(value)
        lines = []
        for part in text.splitlines() or [""]:
            lines.extend(textwrap.wrap(part, self.max_width, break_long_words=True, break_on_hyphens=False)
                         or [""])
        return lines

    def __str__(self) -> str:
        align = self._column_alignments()
        headers = list(self.columns)
        body = [[self._wrapped(v) for v in r] for r in self.rows]
        if self.index is not None:
            align = ("right" if self.grid or all(_is_number(v) for v in self.index) else "left",) + align
            headers = [self.index_name] + headers
            body = [[self._wrapped(label)] + cells for label, cells in zip(self.index, body)]
        widths = [max([len(h)] + [len(line) for cells in body for line in cells[k]]) for k, h in enumerate(headers)]
        lines = [self.title] if self.title else []
        lines += self._grid_lines(headers, body, widths) if self.grid else self._plain_lines(headers, body,
                                                                                             widths, align)
        lines += self.notes
        return "\n".join(lines)

    def _plain_lines(self, headers: list[str], body: list[list[list[str]]], widths: list[int],
                     align: tuple[str, ...]) -> list[str]:
        def join(cells: Sequence[str]) -> str:
            return "  ".join(_pad(c, w, a) for c, w, a in zip(cells, widths, align)).rstrip()

        lines = [join(headers), join(["-" * w for w in widths])]
        for cells in body:
            for k in range(max(len(c) for c in cells) if cells else 1):
                lines.append(join([c[k] if k < len(c) else "" for c in cells]))
        return lines

    def _grid_lines(self, headers: list[str], body: list[list[list[str]]], widths: list[int]) -> list[str]:
        w = max([3] + widths)
        labelled = self.index is not None
        columns = headers[1:] if labelled else headers
        lines = [(" " * (w + 1) if labelled else "") + "".join(f" {h:>{w}}" for h in columns),
                 (" " * (w + 1) if labelled else "") + "_" * ((w + 1) * len(columns))]
        for cells in body:
            for k in range(max(len(c) for c in cells) if cells else 1):
                row = [c[k] if k < len(c) else "" for c in cells]
                label = (f"{row[0]:>{w}}" + ("|" if k == 0 else " ")) if labelled else ""
                lines.append((label + "".join(f" {x:>{w}}" for x in row[labelled:])).rstrip())
        return lines

    # ------------------------------------------------------------------------------------------- HTML
    def _repr_html_(self) -> str:
        align = self._column_alignments()
        out = ["<table>"]
        if self.title:
            out.append(f"<caption>{escape(self.title)}</caption>")
        heads = ([f'<th scope="col">{escape(self.index_name)}</th>'] if self.index is not None else [])
        heads += [f'<th scope="col"{_style(a)}>{escape(h)}</th>' for h, a in zip(self.columns, align)]
        out.append(f"<thead><tr>{''.join(heads)}</tr></thead>")
        out.append("<tbody>")
        for i, r in enumerate(self.rows):
            cells = [f'<th scope="row">{escape(_text(self.index[i]))}</th>'] if self.index is not None else []
            for k, (value, a) in enumerate(zip(r, align)):
                hint = self.hints[i][k] if self.hints is not None else None
                title = f' title="{escape(hint)}"' if hint else ""
                cells.append(f"<td{title}{_style(a)}>{escape(_text(value))}</td>")
            out.append(f"<tr>{''.join(cells)}</tr>")
        out.append("</tbody>")
        if self.notes:
            span = len(self.columns) + (self.index is not None)
            notes = "<br>".join(escape(n) for n in self.notes)
            out.append(f'<tfoot><tr><td colspan="{span}">{notes}</td></tr></tfoot>')
        out.append("</table>")
        return "\n".join(out)


def _style(align: str) -> str:
    return "" if align == "left" else f' style="text-align: {align}"'


def _alignments(align: str | Sequence[str] | None, n: int) -> tuple[str, ...] | None:
    """The alignments of ``n`` columns (see :class:`Table`), checked."""
    if align is None:
        return None
    letters = tuple(align)  # a str gives one letter per column
    if len(letters) != n:
        raise ValueError(f"align must give one alignment per column ({n}), not {align!r}")
    for a in letters:
        if a not in _ALIGNMENTS:
            raise ValueError(f"an alignment must be one of 'l', 'r', 'c' (left, right, center), not {a!r}")
    return tuple(_ALIGNMENTS[a] for a in letters)


class ReadAsTable:
    """A mixin for a value of the project that a reader reads as a table (a list of rows, a dict of values):
    ``str``, Jupyter's HTML form and IPython's text form are those of its :meth:`table` (called with its
    defaults), not of the list or dict it is."""

    def table(self) -> Table:
        """The value as a :class:`Table`."""
        raise NotImplementedError

    def __str__(self) -> str:
        return str(self.table())

    def _repr_html_(self) -> str:
        return self.table()._repr_html_()

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:  # IPython's text form
        printer.text(str(self))

