"""The bitset kernel of three-heap codes and the layer theorem of arithmetic periodicity
(combgames.games.octal: bitset_sequence, arithmetic_period_test, prove_arithmetic_period).

Independent checks: the bitset kernel against the cubic kernel (numba and the Python twin) on random hexadecimal
codes, widening included; the layer theorem's proofs against values computed much further by the cubic kernel, and
its small cases against the plain mex over the moves OctalCode.heap_moves lists (no kernel at all)."""

from __future__ import annotations

from functools import reduce
from operator import xor

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from combgames.base.mex import mex
from combgames.games.heaps import OctalCode
from combgames.games.octal import (arithmetic_period_test, bitset_sequence, find_arithmetic_period,
                                   grundy_sequence, offset_arithmetic_period_test, prove_arithmetic_period)
from combgames.games.octal_kernels import take_break_sequence

HEX = "0123456789ABCDEF"


def _cubic(code: OctalCode, limit: int) -> np.ndarray:
    """G(0..limit) by the cubic kernel, compiled (grundy_sequence would choose the bitset kernel)."""
    from combgames.base.kernels import kernel
    from combgames.games.octal import kernel_digits

    out = np.zeros(limit + 1, dtype=np.int64)
    kernel(take_break_sequence, "numba")(*kernel_digits(code, limit), limit, out)
    return out


def _plain(code: OctalCode, limit: int) -> list[int]:
    """G(0..limit) by the plain mex over the moves OctalCode.heap_moves lists (the rules, no kernel)."""
    g: list[int] = []
    for n in range(limit + 1):
        options = set()
        for k, *parts in code.heap_moves(n):
            rest = n - k - sum(parts)
            options.add(reduce(xor, (g[x] for x in (*parts, rest) if x > 0), 0))
        g.append(mex(options))
    return g


codes = st.lists(st.sampled_from(HEX), min_size=1, max_size=3).map(lambda d: OctalCode("0." + "".join(d)))


@settings(max_examples=15, deadline=None)
@given(codes)
def test_the_bitset_kernel_gives_the_values_of_the_cubic_kernel(code):
    assert bitset_sequence(code, 200).tolist() == _cubic(code, 200).tolist()


@pytest.mark.parametrize("code", ["0.F", "0.8", "0.B4", "0.FF", "0.9E3", "4.8", "0.F8"])
def test_the_bitset_kernel_and_its_python_twin_agree_with_the_cubic_kernel(code):
    c = OctalCode(code)
    fast = bitset_sequence(c, 400).tolist()              # values past 32, 64, 128: the bitsets widen
    assert fast == _cubic(c, 400).tolist()
    assert bitset_sequence(c, 70, backend="python").tolist() == fast[:71]


def test_the_bitset_kernel_refuses_marks():
    with pytest.raises(ValueError, match="without marks"):
        bitset_sequence(OctalCode("4!.0"), 10)


def test_grundy_sequence_uses_the_bitset_kernel_with_the_same_values():
    c = OctalCode("0.E")
    assert np.asarray(grundy_sequence(c, 600, backend="numba")).tolist() == _cubic(c, 600).tolist()


@pytest.mark.parametrize("code, n0, p, s", [("0.8", 1, 3, 1), ("0.C", 1, 2, 1), ("0.FF", 0, 1, 1),
                                            ("0.0F", 0, 2, 1), ("0.48", 1, 2, 1), ("0.08", 1, 4, 1)])
def test_a_proved_arithmetic_period_holds_much_further(code, n0, p, s):
    c = OctalCode(code)
    per = prove_arithmetic_period(c, grundy_sequence(c, 255))
    assert (per.preperiod, per.period, per.saltus, per.proven) == (n0, p, s, True)
    g = _cubic(c, 1000)                                   # four times further, by the other kernel
    assert (g[n0 + p:] == g[n0:-p] + s).all()


def test_the_small_cases_of_the_theorem_agree_with_the_plain_mex():
    for code in ("0.8", "0.C", "0.48"):
        c = OctalCode(code)
        plain = _plain(c, 45)
        assert list(grundy_sequence(c, 45, backend="python")) == plain
        per = prove_arithmetic_period(c, plain)
        n0, p, s = per.preperiod, per.period, per.saltus
        assert all(plain[n + p] == plain[n] + s for n in range(n0, 45 - p))


@settings(max_examples=20, deadline=None)
@given(codes)
def test_the_layer_theorem_never_proves_a_sequence_that_breaks(code):
    per = prove_arithmetic_period(code, grundy_sequence(code, 150, backend="numba"))
    if per is not None and per.proven:
        g = bitset_sequence(code, 900)
        n0, p, s = per.preperiod, per.period, per.saltus
        assert (g[n0 + p:] == g[n0:-p] + s).all()


def test_a_sequence_that_breaks_before_the_window_ends_is_not_proved():
    c = OctalCode("0.8")
    g = list(grundy_sequence(c, 60, backend="python"))
    test = arithmetic_period_test(c, g, 1, 3, 1)
    assert test.holds and test.needs <= 61
    broken = g[:test.needs - 1] + [g[test.needs - 1] + 1]
    assert not arithmetic_period_test(c, broken, 1, 3, 1).holds
    assert "hypothesis 2 fails" in arithmetic_period_test(c, broken, 1, 3, 1).reason
    assert not arithmetic_period_test(c, g[:test.needs - 1], 1, 3, 1).holds    # too few values: not proved


def test_the_theorem_refuses_what_it_does_not_cover():
    g = grundy_sequence(OctalCode("0.F8"), 300, backend="numba")       # G(n + 6) = G(n) + 4 from 7
    assert "hypothesis 1 fails" in arithmetic_period_test("0.F8", g, 7, 6, 4).reason    # G(9) = 4 >= s
    assert "finite codes" in arithmetic_period_test("4!.0", list(range(50)), 0, 1, 1).reason
    assert "power of two" in arithmetic_period_test("0.8", list(range(50)), 0, 1, 3).reason
    assert find_arithmetic_period(list(range(40))).proven is False          # no code: observed only


def test_the_offset_layer_theorem_proves_a_first_period_that_reaches_the_saltus():
    c = OctalCode("0.F8")
    g = grundy_sequence(c, 300, backend="numba")
    assert g[7:13].tolist() == [2, 3, 4, 5, 4, 5]                       # the first period reaches s = 4
    per = prove_arithmetic_period(c, g)
    assert (per.preperiod, per.period, per.saltus, per.proven) == (7, 6, 4, True)
    assert "offset layer theorem" in per.statement
    far = _cubic(c, 3000)                                               # ten times further, by the other kernel
    assert (far[13:] == far[7:-6] + 4).all()


def test_the_small_case_of_the_offset_theorem_agrees_with_the_plain_mex():
    c = OctalCode("0.F8")
    plain = _plain(c, 80)                                               # the rules, no kernel
    test = offset_arithmetic_period_test(c, plain, 7, 6, 4)
    assert test.holds and test.needs <= 81
    assert all(plain[n + 6] == plain[n] + 4 for n in range(7, 75))


def test_the_offset_theorem_refuses_a_sequence_that_breaks_and_too_few_values():
    c = OctalCode("0.F8")
    g = [int(v) for v in grundy_sequence(c, 300, backend="numba")]
    test = offset_arithmetic_period_test(c, g, 7, 6, 4)
    broken = g[:test.needs - 1] + [g[test.needs - 1] + 1]
    assert "hypothesis 2 fails" in offset_arithmetic_period_test(c, broken, 7, 6, 4).reason
    assert "hypothesis 2 needs" in offset_arithmetic_period_test(c, g[:test.needs - 1], 7, 6, 4).reason
    assert "hypothesis 1 fails" in offset_arithmetic_period_test(c, [5] + g[1:], 7, 6, 4).reason
    assert "finite codes" in offset_arithmetic_period_test("4!.0", list(range(50)), 0, 1, 1).reason
    assert "power of two" in offset_arithmetic_period_test("0.8", list(range(50)), 0, 1, 3).reason


@pytest.mark.parametrize("code, n0, p, s", [("0.8", 1, 3, 1), ("0.C", 1, 2, 1), ("0.FF", 0, 1, 1),
                                            ("0.48", 1, 2, 1), ("0.08", 1, 4, 1)])
def test_the_offset_theorem_proves_what_the_layer_theorem_proves(code, n0, p, s):
    """With every offset 0 its hypotheses are the layer theorem's (a consistency check of the two)."""
    g = grundy_sequence(OctalCode(code), 255)
    assert arithmetic_period_test(code, g, n0, p, s).holds
    assert offset_arithmetic_period_test(code, g, n0, p, s).holds


hex_codes = st.lists(st.sampled_from(HEX), min_size=2, max_size=3).map(lambda d: OctalCode("0." + "".join(d)))


@settings(max_examples=40, deadline=None)
@given(hex_codes)
def test_the_offset_theorem_never_proves_a_sequence_that_breaks(code):
    g = grundy_sequence(code, 200, backend="numba")
    per = find_arithmetic_period(g)
    if per is not None and per.saltus > 0:
        test = offset_arithmetic_period_test(code, g, per.preperiod, per.period, per.saltus)
        if test.holds:
            far = bitset_sequence(code, 1200)
            n0, p, s = per.preperiod, per.period, per.saltus
            assert (far[n0 + p:] == far[n0:-p] + s).all()


def test_the_bitset_kernel_returns_to_python_in_slices(monkeypatch):
    from combgames.games import octal

    monkeypatch.setattr(octal, "BITSET_STEPS", 2000)   # a few heaps per call
    seen: list[int] = []
    values = bitset_sequence(OctalCode("0.E"), 300, progress=seen.append)
    assert len(seen) > 20 and seen == sorted(seen) and seen[-1] == 301
    assert values.tolist() == _cubic(OctalCode("0.E"), 300).tolist()


def test_a_huge_heap_of_an_open_code_is_refused_by_the_cost_of_the_next_doubling(monkeypatch):
    """OctalGame doubles its sequence until a period is proved; a doubling dearer than MAX_OPERATIONS (by the
    cost of the route grundy_sequence takes: the bitset kernel here) is not started: the heap alone is computed
    when that is cheap, else refused with the estimate (0.9 is open: no period, no arithmetic period)."""
    from combgames.base.checks import LimitError
    from combgames.games import octal

    code = OctalCode("0.9")
    assert octal.uses_bitset(code, 511) and not octal.uses_bitset(code, 100)
    assert octal.sequence_cost(code, 511)[0] == octal.bitset_operations(code, 511, 511)
    monkeypatch.setattr(octal, "MAX_OPERATIONS", octal.sequence_cost(code, 600)[0])
    game = octal.OctalGame("0.9")
    assert game.heap_value(600) == grundy_sequence(code, 600)[600]  # the heap alone, not the doubling to 1,023
    with pytest.raises(LimitError, match="prove no period, and those up to 1,000,000 would take about"):
        game.heap_value(10**6)
