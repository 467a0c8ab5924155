"""Claims of "Tactix on an S-shaped board" (Iacono and Mazur, seed 004_7c4ca64fa9fabca3.txt), recomputed.

TACTIX on 4 x 4 (misere) is a second-player win; the copying strategies for normal play on rectangles;
the monotonic-board dynamic programme; the row-XOR shortcut failing on monotonic boards; the closed formula
r(a, b) for S-shaped boards (its base case, its wording of m, its agreement with the exact values, its
growth); and, beyond the text, the fast tables of every subset of the 5 x 5 board.

The printed sentences and their readings are in :mod:`combgames.sources.tactix_s_shape`; the numbers are
computed by :mod:`combgames.grundy`, :mod:`combgames.solvers` and :mod:`combgames.base.growth`.
"""

from __future__ import annotations

import time

from combgames.reproduce import Claim, Computed, Predicate
from combgames.sources.tactix_s_shape import BASE_CASE_READINGS, POWER_READINGS, POWER_WORDING, SEED, SPEED_TEXT

__all__ = ["CLAIMS"]


def _misere_4x4():
    from combgames.games.tactix import Tactix
    from combgames.solvers import outcome_class

    outcome = outcome_class(Tactix(4, 4, convention="misere"))
    return "second player" if outcome == "P" else "first player"


def _rectangles(pred, max_side: int, max_cells: int):
    return [(m, n) for m in range(1, max_side + 1) for n in range(1, max_side + 1) if pred(m, n) and m * n <= max_cells]


def _copying(pred, what: str, max_side: int, max_cells: int):
    """The player whose copying strategy (the seed's) wins every rectangle checked, replayed against every reply."""
    def compute() -> Computed:
        from combgames.games.tactix import Tactix
        from combgames.games.tactix.copying import mirror_strategy
        from combgames.solvers.strategy import StrategyError, check_memoryless_strategy

        owners, checked, failed = set(), [], []
        for m, n in _rectangles(pred, max_side, max_cells):
            game = Tactix(m, n)
            strategy = mirror_strategy(game)
            try:
                visited = check_memoryless_strategy(game, strategy, strategy.owner)
            except StrategyError as err:
                failed.append(f"{m}x{n}: {err}")
                continue
            owners.add(strategy.owner)
            checked.append(f"{m}x{n} ({visited} positions)")
        value = ("first player", "second player")[owners.pop()] if len(owners) == 1 and not failed else \
            f"no single winner ({len(failed)} failures)"
        return Computed(value, "the copying strategy replayed against every reply on " + ", ".join(checked)
                        + (f"; fails on {failed}" if failed else ""),
                        sample=f"the {what} rectangles with at most {max_cells} cells, sides <= {max_side}")
    return compute


def _staircase() -> Computed:
    from combgames.grundy.staircase import monotone_boards, staircase_value
    from combgames.solvers.grundy import GrundyEvaluator

    boards, mismatches = 0, []
    for total in range(1, 9):
        for lengths, game in monotone_boards(total):
            if GrundyEvaluator(game, symmetry=False).value(game.initial()) != staircase_value(lengths):
                mismatches.append(list(lengths))
            boards += 1
    value = "DP = definition" if not mismatches else f"mismatch at row lengths {mismatches[0]}"
    return Computed(value, f"staircase DP against the generic Grundy solver on all {boards} monotonic boards with "
                           f"<= 8 counters: {len(mismatches)} differ", sample="monotonic boards with <= 8 counters")


def _row_xor_fails() -> Computed:
    from combgames.grundy.staircase import staircase_value

    for total in range(2, 12):
        for a in range(1, total):
            b = total - a
            if (a ^ b) != staircase_value([a, b]):
                return Computed(f"fails, smallest S({a}, {b})",
                                f"row XOR {a} ^ {b} = {a ^ b} but the Nim value is {staircase_value([a, b])}")
    return Computed("no counterexample found", "S(a, b) with a + b < 12", sample="two-row boards with < 12 counters")


def _s_formula_all() -> Computed:
    from combgames.grundy.sshape import s_formula, s_table

    R = s_table(256)
    bad = [(a, b) for a in range(257) for b in range(257) if s_formula(a, b) != int(R[a, b])]
    if bad:
        return Computed(f"fails at {bad[:5]}", f"{len(bad)} pairs differ", sample="a, b <= 256")
    zeros = int((R[1:, 1:] == 0).sum())
    symmetric = bool((R == R.T).all())
    return Computed("formula = exact values",
                    f"all 66049 pairs a, b <= 256 agree (base case {BASE_CASE_READINGS['heap']}); "
                    f"R(a, b) = R(b, a) for all: {symmetric}; S-shaped boards (a, b >= 1) of value 0: {zeros}",
                    sample="a, b <= 256")


def _readings_that_hold(option: str, readings: dict[str, str]) -> tuple[list[str], dict[str, tuple]]:
    """The readings (options of s_formula) under which the formula equals the exact values for 1 <= a, b <= 32,
    and for each other reading its first failure and number of failures."""
    from combgames.grundy.sshape import s_formula, s_table

    R = s_table(32)
    hold, fail = [], {}
    for reading in readings:
        bad = [(a, b) for a in range(1, 33) for b in range(1, 33)
               if s_formula(a, b, **{option: reading}) != int(R[a, b])]
        if bad:
            a, b = bad[0]
            fail[reading] = (a, b, s_formula(a, b, **{option: reading}), int(R[a, b]), len(bad))
        else:
            hold.append(reading)
    return hold, fail


def _s_base_case() -> Computed:
    hold, fail = _readings_that_hold("base", BASE_CASE_READINGS)
    value = " or ".join(BASE_CASE_READINGS[r] for r in hold) or "no reading"
    failures = "; ".join(f"reading the base as {BASE_CASE_READINGS[r]} fails first at (a, b) = ({a}, {b}): {got} "
                         f"instead of {exact} ({n} of 1024 pairs <= 32 wrong)"
                         for r, (a, b, got, exact, n) in fail.items())
    return Computed(value, "the text gives no base case and the recursion reaches a' = 0 or b' = 0; the base case "
                           f"that makes the formula exact: {value} (a one-row board is a Nim heap); {failures}",
                    sample="1 <= a, b <= 32")


def _s_wording() -> Computed:
    hold, fail = _readings_that_hold("power", POWER_READINGS)
    value = "m = " + " or ".join(POWER_READINGS[r] for r in hold) if hold else "no reading"
    failures = "; ".join(f"m = {POWER_READINGS[r]} gives r({a}, {b}) = {got} but the value is {exact} ({n} of 1024 "
                         f"pairs <= 32 wrong)" for r, (a, b, got, exact, n) in fail.items())
    return Computed(value, f"the text prints '{POWER_WORDING}', which read literally is always 1; {failures}; the "
                           f"reading under which the formula is exact: {value}", sample="1 <= a, b <= 32")


def _s_formula_growth() -> Computed:
    from combgames.base.growth import executed_lines, growth_order
    from combgames.grundy.sshape import s_formula

    ks = range(1, 61)
    # each step of the formula removes the leading bit that a and b share, so among a, b < 2^k the most steps
    # are taken by a = b = 2^k - 1 (k steps)
    sizes = [2 * (2 ** k - 1) for k in ks]
    steps = [executed_lines(s_formula, 2 ** k - 1, 2 ** k - 1)[1] for k in ks]
    order = growth_order(sizes, steps)
    timings = {}
    for k in (1, 30, 60):
        reps = 2000
        t0 = time.perf_counter()
        for _ in range(reps):
            s_formula(2 ** k - 1, 2 ** k - 1)
        timings[f"k={k}"] = f"{(time.perf_counter() - t0) / reps * 1e6:.1f} us"
    return Computed(order, f"Python lines executed by s_formula(2^k - 1, 2^k - 1), n = a + b, for k = 1..60: "
                           f"{steps[0]}, {steps[1]}, {steps[2]}, ..., {steps[-1]} (grows by "
                           f"{steps[1] - steps[0]} per bit of n); best fitting order: {order}. Timings (evidence "
                           f"only): {timings}",
                    sample="n = 2 (2^k - 1), k = 1..60")


def _table_5x5() -> Computed:
    from combgames.grundy.tactix import tactix_table

    normal = tactix_table(5, 5, convention="normal")
    misere = tactix_table(5, 5, convention="misere")
    full = (1 << 25) - 1
    p_normal = int((normal.values == 0).sum())
    p_misere = int((misere.values == 0).sum())
    rects = []
    for m in range(1, 6):
        for n in range(m, 6):
            mask = sum(1 << (r * 5 + c) for r in range(m) for c in range(n))
            rects.append(f"{m}x{n}: {int(normal.values[mask])}/{'N' if misere.values[mask] else 'P'}")
    return Computed(f"5x5: value {int(normal.values[full])}, misere "
                    f"{'first' if misere.values[full] else 'second'} player wins",
                    f"2^25 positions; normal {normal.seconds:.2f} s, misere {misere.seconds:.2f} s ({normal.backend}); "
                    f"P-positions: {p_normal} normal, {p_misere} misere; max value {int(normal.values.max())}; "
                    f"full rectangles (value/misere outcome): {', '.join(rects)}")


CLAIMS = [
    Claim("tactix.misere_4x4", f"{SEED}:Tactix (TACTIX paragraph)",
          "TACTIX (misere) on the full 4 x 4 board is won by the second player", "second player", _misere_4x4),
    Claim("tactix.even_rotation", f"{SEED}:Tactix (normal play paragraph)",
          "normal play on an even x even rectangle: the second player wins by answering with the 180-degree "
          "rotation of each move", "second player",
          _copying(lambda m, n: m % 2 == 0 and n % 2 == 0, "even x even", 4, 16)),
    Claim("tactix.odd_middle_line", f"{SEED}:Tactix (normal play paragraph)",
          "normal play on a rectangle with an odd side: the first player wins by taking the middle line and "
          "copying on the other half", "first player",
          _copying(lambda m, n: m % 2 == 1 or n % 2 == 1, "odd-sided", 5, 15)),
    Claim("tactix.staircase_dp", f"{SEED}:Monotonic boards",
          "the dynamic programme over the O(n^2) intervals gives the Nim value of a monotonic board",
          "DP = definition", _staircase),
    Claim("tactix.row_xor", f"{SEED}:Monotonic boards",
          "XOR of the row lengths (Nim without vertical moves) does not give the value of a monotonic board",
          Predicate("fails", lambda v: isinstance(v, str) and v.startswith("fails")), _row_xor_fails),
    Claim("tactix.s_formula", f"{SEED}:Result",
          "the closed formula r(a, b) is the Nim value of the S-shaped board S(a, b)",
          "formula = exact values", _s_formula_all),
    Claim("tactix.s_base_case", f"{SEED}:Result",
          "the formula's recursion reaches an empty row (a' = 0 or b' = 0), where the text states no value: the "
          "base case that makes it exact", None, _s_base_case),
    Claim("tactix.s_power_of_two", f"{SEED}:Result",
          f"m is '{POWER_WORDING}'", f"m = {POWER_READINGS['smallest']}", _s_wording,
          corrected=f"m = {POWER_READINGS['largest']}",
          correction="the evident correction of 'lowest': the lowest power of 2 <= a is always 1, which makes "
                     "m - 1 = 0 and the text's case a' + b' < m - 1 impossible; the leading power is meant"),
    Claim("tactix.s_formula_log_time", f"{SEED}:Result", SPEED_TEXT.replace("This formula", "the formula"),
          "O(log n)", _s_formula_growth),
    Claim("tactix.table_5x5", f"{SEED}:Tactix (any subset of a rectangular grid)",
          "Grundy values and misere outcomes of every subset of the 5 x 5 board", None, _table_5x5, expected=2.9),
]
