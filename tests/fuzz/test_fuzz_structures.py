"""Fuzz targets of the structures' parsers: Latin squares from text, paratopisms, Tactix board text, cell names and
octal codes.

Arbitrary text (and text made of each notation's own characters, to get past the first checks) must give either
a value or a ValueError / TypeError with a message; never another exception. Anything a parser accepts
round-trips: written back in the library's own notation, it reads back equal.

Run many more examples with ``COMBGAMES_FUZZ=20000 python -m pytest -m fuzz tests/fuzz``.
"""

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from combgames.games.heaps import OctalCode
from combgames.games.tactix import Tactix, format_board, parse_board
from designs import LatinSquare, parse_paratopism
from topology import cell_name, hex_torus, parse_cell_name
from tests.fuzzing import FUZZ

pytestmark = pytest.mark.fuzz


def _refused_well(err: BaseException) -> None:
    """The only acceptable failure: a ValueError or TypeError with a message."""
    assert isinstance(err, (ValueError, TypeError)), f"{type(err).__name__}: {err}"
    assert str(err).strip(), f"{type(err).__name__} without a message"


def _attempt(parse, *args):
    try:
        return parse(*args), None
    except Exception as err:  # noqa: BLE001 - the test is that only ValueError/TypeError come out
        _refused_well(err)
        return None, err


# ---------------------------------------------------------------------------------------------- Latin squares
_square_text = st.one_of(
    st.text(max_size=60),
    st.lists(st.lists(st.sampled_from(["0", "1", "2", "a", "b", "-1", "01", "\u00b2", "\u0663", ",", "x"]),
                      min_size=0, max_size=4), min_size=0, max_size=4)
    .map(lambda rows: "\n".join(" ".join(r) for r in rows)),
)


@FUZZ
@given(_square_text)
@example("0 1\n1 0")
@example("\u00b2 1\n1 \u00b2")   # a superscript two is a "digit" to str.isdigit but not an integer
@example("\u0663 1\n1 \u0663")   # an Arabic-Indic three
@example("-0 1\n1 -0")
def test_latin_square_text(text):
    square, _ = _attempt(LatinSquare.from_text, text)
    if square is not None:
        assert LatinSquare.from_text(str(square)) == square
        assert LatinSquare(square.to_list()) == square


# ---------------------------------------------------------------------------------------------- paratopisms
_cycle = st.lists(st.integers(1, 5), min_size=1, max_size=4, unique=True).map(
    lambda c: "(" + "".join(map(str, c)) + ")")
_perm = st.one_of(st.just("i"), st.lists(_cycle, min_size=1, max_size=2).map("".join))
_paratopism_text = st.one_of(
    st.text(alphabet="()i, 0123456789", max_size=40),
    st.lists(_perm, min_size=3, max_size=6).map(lambda ps: "(" + ", ".join(ps) + ")"),
    st.text(max_size=30),
)


@FUZZ
@given(_paratopism_text, st.integers(1, 6))
@example("(i, (13)(24), i, (13)(24), (12)(34))", 4)
@example("((34), (13), (23), (2134), (3124))", 4)
def test_paratopism_text(text, n):
    g, _ = _attempt(parse_paratopism, text, n)
    if g is not None:
        assert parse_paratopism(str(g), n) == g
        assert g.n == n


# ---------------------------------------------------------------------------------------------- Tactix boards
_board_text = st.one_of(
    st.text(alphabet="xX.o/ \n-_", max_size=40),
    st.text(max_size=30),
)


@FUZZ
@given(_board_text)
@example("xx../.xxx")
@example("x\u00a0x")
def test_tactix_board_text(text):
    parsed, _ = _attempt(parse_board, text)
    if parsed is not None:
        rows, cols, mask = parsed
        assert parse_board(format_board(mask, rows, cols)) == parsed
        if rows * cols <= 64:
            game, _ = _attempt(lambda: Tactix(board=text))
            if game is not None:
                assert parse_board(game.format_position(game.initial())) == parsed


# ---------------------------------------------------------------------------------------------- cell names
_cell_text = st.one_of(
    st.text(alphabet="ABCDEFZabcz0123456789 \u0663\u00b2", max_size=8),
    st.text(max_size=10),
)


@FUZZ
@given(_cell_text)
@example("C4")
@example("A\u0663")
@example("ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ1")
def test_cell_names(text):
    cell, _ = _attempt(parse_cell_name, text)
    if cell is not None:
        col, row = cell
        assert col >= 0 and row >= 0
        assert parse_cell_name(cell_name(col, row)) == cell
    board = hex_torus(6)
    index, _ = _attempt(board.cell, text)
    if index is not None:
        assert cell is not None and board.cell(board.cell_name(index)) == index == cell[1] * 6 + cell[0]


@FUZZ
@given(st.one_of(st.integers(), st.tuples(st.integers(), st.integers()), st.none(), st.floats()))
def test_cell_of_a_non_name_is_refused(value):
    _, err = _attempt(hex_torus(6).cell, value)
    assert isinstance(err, TypeError)


# ---------------------------------------------------------------------------------------------- octal codes
_code_text = st.one_of(
    st.text(alphabet="0123456789. \n", max_size=12),
    st.text(max_size=12),
)


@FUZZ
@given(_code_text)
@example("0.77")
@example(".137")
@example("4.7")
@example("0.\u0663")
def test_octal_codes(text):
    code, _ = _attempt(OctalCode, text)
    if code is not None:
        again = OctalCode(str(code))
        assert again.digits == code.digits and str(again) == str(code)
        assert code.digits[0] & 3 == 0 and all(0 <= d <= 15 for d in code.digits)
