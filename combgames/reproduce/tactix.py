"""Claims of "Tactix on an S-shaped board" (Iacono and Mazur, seed 004_7c4ca64fa9fabca3.txt), recomputed.

TACTIX on 4 x 4 (misere) is a second-player win; the copying strategies for normal play on rectangles;
the monotonic-board dynamic programme; the row-XOR shortcut failing on monotonic boards; the closed formula
r(a, b) for S-shaped boards (its missing base case, its agreement with the exact values, its speed); and,
beyond the text, the fast tables of every subset of the 5 x 5 board.

The published statements below are paraphrased from the seed; the numbers are computed by
:mod:`combgames.grundy` and :mod:`combgames.solvers`.
"""

from __future__ import annotations

import time

from combgames.reproduce import Claim, Computed

SEED = "004_7c4ca64fa9fabca3.txt"


def _misere_4x4():
    from combgames.games.tactix import Tactix
    from combgames.solvers import outcome_class

    outcome = outcome_class(Tactix(4, 4, convention="misere"))
    return "second player" if outcome == "P" else "first player"


def _rectangles(pred, max_side: int, max_cells: int):
    return [(m, n) for m in range(1, max_side + 1) for n in range(1, max_side + 1) if pred(m, n) and m * n <= max_cells]


def _check_copying(pred, owner_name: str, max_side: int, max_cells: int):
    from combgames.games.tactix import Tactix
    from combgames.grundy.tactix import check_memoryless_strategy, mirror_strategy

    checked = []
    for m, n in _rectangles(pred, max_side, max_cells):
        game = Tactix(m, n)
        strategy = mirror_strategy(game)
        visited = check_memoryless_strategy(game, strategy, strategy.owner)
        checked.append(f"{m}x{n} ({visited} positions)")
    return Computed(f"{owner_name} player", "confirmed",
                    "strategy checked against every reply on " + ", ".join(checked))


def _compositions(total: int):
    """Yield the compositions of ``total`` (ordered row lengths >= 1): a cut after counter i starts a row."""
    for cuts in range(1 << (total - 1)):
        lengths, run = [], 1
        for i in range(total - 1):
            if cuts >> i & 1:
                lengths.append(run)
                run = 0
            run += 1
        lengths.append(run)
        yield lengths


def _staircase():
    from combgames.games.tactix import Tactix, board_mask
    from combgames.grundy.staircase import staircase_cells, staircase_value
    from combgames.solvers.grundy import GrundyEvaluator

    boards = 0
    for total in range(1, 9):
        for lengths in _compositions(total):
            cells = staircase_cells(lengths)
            rows = max(r for r, _ in cells) + 1
            cols = max(c for _, c in cells) + 1
            game = Tactix(rows, cols, board_mask(cells, cols))
            if GrundyEvaluator(game, symmetry=False).value(game.initial()) != staircase_value(lengths):
                return Computed(f"mismatch at row lengths {lengths}", "refuted")
            boards += 1
    return Computed("DP = definition", "confirmed",
                    f"staircase DP equals the generic Grundy solver on all {boards} monotonic boards with <= 8 counters")


def _row_xor_fails():
    from combgames.grundy.staircase import staircase_value

    for total in range(2, 12):
        for a in range(1, total):
            b = total - a
            if (a ^ b) != staircase_value([a, b]):
                return Computed(f"fails, smallest S({a}, {b})", "confirmed",
                                f"row XOR {a} ^ {b} = {a ^ b} but the Nim value is {staircase_value([a, b])}")
    return Computed("no counterexample found", "refuted")


def _s_formula_all():
    from combgames.grundy.sshape import s_formula, s_table

    R = s_table(256)
    bad = [(a, b) for a in range(257) for b in range(257) if s_formula(a, b) != int(R[a, b])]
    if bad:
        return Computed(f"fails at {bad[:5]}", "refuted", f"{len(bad)} pairs differ")
    zeros = int((R[1:, 1:] == 0).sum())
    symmetric = bool((R == R.T).all())
    return Computed("formula = exact values", "confirmed",
                    f"all 66049 pairs a, b <= 256 agree (base case r(a, 0) = a, r(0, b) = b); "
                    f"R(a, b) = R(b, a) for all: {symmetric}; S-shaped boards (a, b >= 1) of value 0: {zeros}")


def _s_base_case():
    from combgames.grundy.sshape import s_formula, s_table

    R = s_table(32)
    bad = [(a, b) for a in range(1, 33) for b in range(1, 33) if s_formula(a, b, base="zero") != int(R[a, b])]
    return Computed("r(a, 0) = a, r(0, b) = b", "erratum",
                    "the text gives no base case and the recursion reaches a' = 0 or b' = 0; a one-row board is a "
                    "Nim heap, which makes the formula exact; reading the base as 0 fails first at "
                    f"(a, b) = {bad[0]} ({len(bad)} of 1024 pairs <= 32 wrong)")


def _s_wording():
    from combgames.grundy.sshape import s_formula, s_table

    R = s_table(32)
    bad = [(a, b) for a in range(1, 33) for b in range(1, 33) if s_formula(a, b, power="smallest") != int(R[a, b])]
    a, b = bad[0]
    return Computed("m = largest power of 2 <= a", "erratum",
                    f"read literally, the lowest power of 2 <= a is always 1; that reading gives r({a}, {b}) = "
                    f"{s_formula(a, b, power='smallest')} but the value is {int(R[a, b])} ({len(bad)} of 1024 pairs "
                    f"<= 32 wrong); with the largest power of 2 the formula is exact")


def _s_formula_speed():
    from combgames.grundy.sshape import s_formula

    n = 10 ** 18
    reps = 2000
    t0 = time.perf_counter()
    for _ in range(reps):
        v = s_formula(n, n)
    us = (time.perf_counter() - t0) / reps * 1e6
    return Computed(f"r(10^18, 10^18) = {v}", "confirmed", f"{us:.1f} microseconds per evaluation "
                    f"({(n).bit_length()} halving steps at most)")


def _table_5x5():
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
                    f"{'first' if misere.values[full] else 'second'} player wins", "extends",
                    f"2^25 positions; normal {normal.seconds:.2f} s, misere {misere.seconds:.2f} s ({normal.backend}); "
                    f"P-positions: {p_normal} normal, {p_misere} misere; max value {int(normal.values.max())}; "
                    f"full rectangles (value/misere outcome): {', '.join(rects)}")


CLAIMS = [
    Claim("tactix.misere_4x4", f"{SEED}:Tactix (TACTIX paragraph)",
          "TACTIX (misere) on the full 4 x 4 board is won by the second player", "second player", _misere_4x4),
    Claim("tactix.even_rotation", f"{SEED}:Tactix (normal play paragraph)",
          "normal play on an even x even rectangle: the second player wins by answering with the 180-degree "
          "rotation of each move", "second player",
          lambda: _check_copying(lambda m, n: m % 2 == 0 and n % 2 == 0, "second", 4, 16)),
    Claim("tactix.odd_middle_line", f"{SEED}:Tactix (normal play paragraph)",
          "normal play on a rectangle with an odd side: the first player wins by taking the middle line and "
          "copying on the other half", "first player",
          lambda: _check_copying(lambda m, n: m % 2 == 1 or n % 2 == 1, "first", 5, 15)),
    Claim("tactix.staircase_dp", f"{SEED}:Monotonic boards",
          "the dynamic programme over the O(n^2) intervals gives the Nim value of a monotonic board",
          "DP = definition", _staircase),
    Claim("tactix.row_xor", f"{SEED}:Monotonic boards",
          "XOR of the row lengths (Nim without vertical moves) does not give the value of a monotonic board",
          "fails", lambda: _row_xor_fails()),
    Claim("tactix.s_formula", f"{SEED}:Result",
          "the closed formula r(a, b) is the Nim value of the S-shaped board S(a, b)",
          "formula = exact values", _s_formula_all),
    Claim("tactix.s_base_case", f"{SEED}:Result",
          "the formula's recursion needs a base case, which the text does not state", None, _s_base_case),
    Claim("tactix.s_power_of_two", f"{SEED}:Result",
          "m is 'the lowest power of 2 below or at a'", "lowest power of 2 <= a", _s_wording),
    Claim("tactix.s_formula_log_time", f"{SEED}:Result",
          "the formula is evaluated in O(log n) time", "O(log n)", _s_formula_speed),
    Claim("tactix.table_5x5", f"{SEED}:Tactix (any subset of a rectangular grid)",
          "Grundy values and misere outcomes of every subset of the 5 x 5 board", None, _table_5x5, slow=True),
]
