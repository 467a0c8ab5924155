"""Misere play of the quaternary octal games (combgames/reproduce/impartial_misere_chart.py) against Plambeck's
page "quaternary games": .31 (Stalking) the only two-digit quaternary game with a heap that is not a misere
nim-heap, the seven Woolly Mammoths the only three-digit ones (heaps 1..60 checked: supported); and the Woolly
Mammoths' misere quotients to heap 40 (computed here: extends).

Independent checks: the codes are counted by brute force; the first non-nim heap of each Woolly Mammoth is told
apart from every nim-heap by plain search over sums with nim-heaps (no canonical forms); the quotients are checked
by search in the row itself (check_against_search)."""

import itertools
import json
from functools import lru_cache
from pathlib import Path

import pytest

from combgames.games.heaps import OctalCode
from combgames.grundy.octal import octal_values
from combgames.reproduce.impartial_misere_chart import CLAIMS, WOOLLY_MAMMOTHS, quaternary_codes
from tests.published._rows import check_row, row_params

T2 = {"heaps": 40, "order": 6}

# row id -> (verdict, computed value)
EXPECTED_ROWS = {
    # Plambeck, citing Winning Ways: .31 is the only two-digit quaternary with a non-nim heap (its heap 3 = {*2})
    "impartial.misere_chart_quaternary_two_digits": ("supported", ["0.31"]),
    # Plambeck: the seven Woolly Mammoths; first non-nim heaps 5, 6, 5, 4, 4, 3, 4
    "impartial.misere_chart_quaternary_three_digits": ("supported", list(WOOLLY_MAMMOTHS)),
    # computed here: five Mammoths have the quotient <a, b | a^2 = 1, b^3 = b>, P = {a, b^2} (order 6, that of
    # misere nim with *2 and *3) to heap 40 although a heap is not a nim-heap; .123 order 20, .312 order 12
    "impartial.misere_chart_woolly_mammoths": ("extends", {
        "0.121": {**T2, "status": "unchanged from heap 3"}, "0.123": {"heaps": 40, "order": 20,
                                                                      "status": "unchanged from heap 9"},
        "0.131": {**T2, "status": "unchanged from heap 3"}, "0.201": {**T2, "status": "unchanged from heap 3"},
        "0.211": {**T2, "status": "unchanged from heap 3"}, "0.312": {"heaps": 40, "order": 12,
                                                                      "status": "unchanged from heap 4"},
        "0.331": {**T2, "status": "unchanged from heap 2"}}),
}


@pytest.mark.parametrize("claim", row_params(CLAIMS))
def test_rows(claim):
    check_row(claim, EXPECTED_ROWS)


def test_every_row_is_expected():
    assert {c.id for c in CLAIMS} == set(EXPECTED_ROWS)


def test_quaternary_codes_by_brute_force():
    three = {f"0.{a}{b}{c}" for a, b, c in itertools.product("0123", repeat=3) if c != "0"}
    assert set(quaternary_codes(3, exact=True)) == three and len(three) == 48
    two = {str(OctalCode(f"0.{a}{b}")) for a, b in itertools.product("0123", repeat=2) if a + b != "00"}
    assert set(quaternary_codes(2, exact=False)) == two and len(two) == 15


def test_the_transcription_matches_the_data_file():
    data = json.loads((Path(__file__).parent / "data" / "plambeck_quaternary.json").read_text())
    assert tuple(data["woolly_mammoths"]) == WOOLLY_MAMMOTHS and data["two_digit_exception"] == ["0.31"]
    assert data["retrieved"] and "plambeck.org" in data["source"]


def _outcome(code):
    """Misere outcome of (heaps of code, nim-heaps) by plain memoised search: no move is an N-position."""
    c = OctalCode(code)

    @lru_cache(maxsize=None)
    def is_p(heaps, nims):
        options = [(tuple(sorted(heaps[:i] + heaps[i + 1:] + tuple(p for p in parts if p))), nims)
                   for i, h in enumerate(heaps) for parts in c.options(h)]
        options += [(heaps, tuple(sorted(nims[:i] + nims[i + 1:] + ((j,) if j else ()))))
                    for i, k in enumerate(nims) for j in range(k)]
        return bool(options) and not any(is_p(*o) for o in options)

    return lambda heaps, nims: is_p(tuple(sorted(heaps)), tuple(sorted(n for n in nims if n)))


@pytest.mark.parametrize("code, heap", [("0.121", 5), ("0.123", 6), ("0.131", 5), ("0.201", 4), ("0.211", 4),
                                        ("0.312", 3), ("0.331", 4)])
def test_each_mammoths_first_non_nim_heap_differs_from_every_nim_heap(code, heap):
    """For every k some X (nim-heaps, or nim-heaps and one more heap of the game) gives heap + X and *k + X
    different misere outcomes; the heaps below are told apart from no *G(n) by such X."""
    outcome = _outcome(code)
    nim_sums = [n for size in range(4) for n in itertools.combinations_with_replacement(range(1, 5), size)]
    xs = [((), n) for n in nim_sums] + [((h,), n) for h in range(1, heap + 1) for n in nim_sums[:15]]
    for k in range(8):
        assert any(outcome((heap,) + xh, xn) != outcome(xh, xn + (k,)) for xh, xn in xs), k
    g = octal_values(code, heap).tolist()
    for n in range(1, heap):
        assert all(outcome((n,) + xh, xn) == outcome(xh, xn + (g[n],)) for xh, xn in xs), n
