"""combgames.base.tables: the text form's lines, alignment, wrapping, the HTML form's escaping, and the data."""

from __future__ import annotations

import pytest

from combgames.base.tables import Table


def test_plain_layout_aligns_numbers_right_and_text_left():
    t = Table(["game", "positions", "value"], [("tictactoe", 5478, "draw"), ("picaria", 83, None)], title="Games",
              notes="positions: reachable, up to symmetry")
    assert str(t).splitlines() == [
        "Games",
        "game       positions  value",
        "---------  ---------  -----",
        "tictactoe       5478  draw",
        "picaria           83",
        "positions: reachable, up to symmetry",
    ]


def test_explicit_alignment_and_the_index_column():
    t = Table(["a", "b"], [(1, "x"), (22, "yy")], align="lc", index=["first", "second"], index_name="row")
    assert str(t).splitlines() == [
        "row     a   b",
        "------  --  --",
        "first   1   x",
        "second  22  yy",
    ]
    assert t.to_dicts() == [{"row": "first", "a": 1, "b": "x"}, {"row": "second", "a": 22, "b": "yy"}]


def test_wide_cells_wrap_at_spaces_and_long_words_are_cut():
    t = Table(["id", "claim"], [("a", "one two three four"), ("b", "x" * 10)], max_width=9)
    assert str(t).splitlines() == [
        "id  claim",
        "--  ---------",
        "a   one two",
        "    three",
        "    four",
        "b   xxxxxxxxx",
        "    x",
    ]


def test_grid_layout_is_sages():
    t = Table(["0", "1", "2"], [(0, 1, 1), (2, 0, None)], index=[0, 3], grid=True)
    assert str(t).splitlines() == [
        "       0   1   2",
        "    ____________",
        "  0|   0   1   1",
        "  3|   2   0",
    ]
    wide = Table(["0", "1"], [(1000, 7)], index=[0], grid=True)           # one width for every column: 4
    assert str(wide).splitlines()[2:] == ["   0| 1000    7"]


def test_html_escapes_cells_headers_title_notes_and_hints():
    t = Table(["a<b", "n"], [("x & y", 3)], title="<T>", notes=["1 < 2"], hints=[("say \"hi\"", None)])
    html = t._repr_html_()
    assert "<caption>&lt;T&gt;</caption>" in html
    assert '<th scope="col">a&lt;b</th>' in html and '<th scope="col" style="text-align: right">n</th>' in html
    assert '<td title="say &quot;hi&quot;">x &amp; y</td>' in html
    assert '<td style="text-align: right">3</td>' in html
    assert '<tfoot><tr><td colspan="2">1 &lt; 2</td></tr></tfoot>' in html
    assert "a<b" not in html and "x & y" not in html and "<T>" not in html
    assert "link" not in html and "class=" not in html                     # no external CSS


def test_data_access_and_immutability():
    t = Table(["n", "g"], [[0, 0], [1, 1], [2, 2]])
    assert t.rows == ((0, 0), (1, 1), (2, 2)) and t.columns == ("n", "g")
    assert list(t) == list(t.rows) and t[1] == (1, 1) and len(t) == 3 and t.column("g") == (0, 1, 2)
    assert repr(t) == "<Table: 3 rows x 2 columns>"
    assert Table.from_dicts(t.to_dicts()) == t
    with pytest.raises(AttributeError):
        t.title = "changed"                                               # type: ignore[misc]
    with pytest.raises(KeyError, match="columns are"):
        t.column("h")


@pytest.mark.parametrize("make, message", [
    (lambda: Table(["a", "b"], [(1,)]), "row 0 has 1 cells"),
    (lambda: Table(["a"], [(1,)], index=[0, 1]), "one label per row"),
    (lambda: Table(["a"], [(1,)], align="x"), "alignment"),
    (lambda: Table(["a", "b"], [(1, 2)], align="l"), "one alignment per column"),
    (lambda: Table(["a"], [(1,)], hints=[(None, None)]), "shape of the rows"),
    (lambda: Table(["a"], [(1,)], max_width=2), "max_width"),
])
def test_bad_tables_are_refused(make, message):
    with pytest.raises(ValueError, match=message):
        make()


def test_ipython_text_form_of_the_list_and_dict_tables_is_the_table():
    """In Jupyter's text/plain (IPython's pretty printer), a MOLS table and a coalition table print as their
    tables, not as the list or dict they are (reproduce rows: tests/combgames/test_reproduce.py)."""
    pretty = pytest.importorskip("IPython.lib.pretty")
    from designs import mols_table
    from combgames.games.torus import TorusConnectionGame
    from combgames.solvers.coalition import coalition_values

    t = mols_table(12)
    assert pretty.pretty(t) == str(t) and " 0|" in str(t)
    values = coalition_values(TorusConnectionGame(3)).table()
    assert pretty.pretty(values) == str(values) and "Vert+Horz" in str(values)
