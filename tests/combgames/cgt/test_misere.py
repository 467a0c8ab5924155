"""Misere quotients of heap games: the published quotient of 0.75, misere Nim, and outcomes read off the
quotient against plain search on small sums.

Published (not from a seed): the misere quotient of 0.75 is R8 = <a, b, c | a^2 = 1, b^3 = b, bc = ab,
c^2 = b^2> with P-portion {a, b^2} (T. E. Plambeck and A. N. Siegel, "Misere quotients for impartial games",
JCTA 115 (2008), arXiv:math/0609825, Section 3; T. E. Plambeck, "Taming the wild in impartial combinatorial
games", Integers 5 (2005) #G05). Misere Nim: Bouton's rule (the player to move wins iff some heap has two or
more tokens and the nim-sum is not 0, or all heaps have at most one token and the nim-sum is 0).
"""

import itertools
import random

import numpy as np
import pytest

from combgames.cgt.misere import MisereQuotientError, misere_outcome, misere_quotient
from combgames.games.heaps import OctalCode
from combgames.games.octal import OctalGame
from combgames.grundy.nim_theory import misere_nim_outcome
from combgames.solvers.grundy import GrundyEvaluator


def _r8():
    """R8 built from its published presentation alone: elements a^i b^j c^k reduced by the relations."""
    def reduce(i, j, k):
        while k >= 2:                     # c^2 = b^2
            k, j = k - 2, j + 2
        if k == 1 and j >= 1:             # b c = a b
            k, i = 0, i + 1
        while j >= 3:                     # b^3 = b
            j -= 2
        return i % 2, j, k                # a^2 = 1

    elements = sorted({reduce(i, j, k) for i in range(2) for j in range(3) for k in range(2)})
    index = {e: n for n, e in enumerate(elements)}
    table = np.array([[index[reduce(x[0] + y[0], x[1] + y[1], x[2] + y[2])] for y in elements] for x in elements])
    return table, {index[(1, 0, 0)], index[(0, 2, 0)]}


def _isomorphic(table1, p1, table2, p2) -> bool:
    """Brute force over bijections fixing the identity (element 0 in both)."""
    n = len(table1)
    if n != len(table2) or len(p1) != len(p2):
        return False
    for perm in itertools.permutations(range(1, n)):
        f = (0,) + perm
        if {f[x] for x in p1} == set(p2) and all(f[table1[x][y]] == table2[f[x]][f[y]] for x in range(n)
                                                for y in range(n)):
            return True
    return False


def test_the_quotient_of_0_75_is_r8():
    q = misere_quotient("0.75", 8)
    assert q.order == 8 and q.proved
    assert q.presentation() == "<a, b, c | a^2 = 1, bc = ab, c^2 = b^2, b^3 = b>, P = {a, b^2}"
    table, p = _r8()
    assert len(table) == 8
    assert _isomorphic(q.table.tolist(), q.p_portion, table.tolist(), p)


def test_misere_nim_quotients_agree_with_boutons_rule():
    q = misere_quotient("0.[3]", 3)
    assert q.presentation() == "<a, b | a^2 = 1, b^3 = b>, P = {a, b^2}"
    for heaps in itertools.product(range(4), repeat=4):
        assert q.outcome(heaps) == misere_nim_outcome(heaps), heaps


@pytest.mark.parametrize("code, n", [("0.75", 7), ("0.77", 7), ("0.07", 9), ("4!.0", 9), ("0.137", 7), ("0.F", 5)])
def test_outcomes_read_off_the_quotient_agree_with_search(code, n):
    """Independent check: the generic misere search of combgames.solvers.grundy on the game itself."""
    q = misere_quotient(code, n)
    rng = random.Random(17)
    for _ in range(40):
        heaps = [rng.randint(0, n) for _ in range(rng.randint(1, 4))]
        game = OctalGame(code, heaps, convention="misere")
        search = GrundyEvaluator(game, search=True).outcome(game.initial(), "misere")
        assert q.outcome(heaps) == search, heaps


def test_outcome_oracle_and_heap_images():
    is_p = misere_outcome(OctalCode("0.75").options)
    q = misere_quotient("0.75", 6)
    for heaps in itertools.product(range(7), repeat=3):
        assert (q.outcome(heaps) == "P") == is_p(tuple(sorted(h for h in heaps if h)))
    assert q.orders == (2, 6, 6, 6, 8, 8) and q.to_dict()["order"] == 8


def test_limits_and_bad_input():
    with pytest.raises(MisereQuotientError, match="max_order=4"):
        misere_quotient("0.75", 5, max_order=4)
    with pytest.raises(ValueError, match="max_states"):
        misere_quotient("0.75", 8, max_states=10)
    with pytest.raises(MisereQuotientError, match="max_tests=20"):
        misere_quotient("0.77", 12, max_tests=20)
    q = misere_quotient("0.75", 4)
    with pytest.raises(ValueError, match="0..4"):
        q.outcome([5])
    with pytest.raises(TypeError):
        q.outcome(5)
    with pytest.raises(ValueError, match="heaps"):
        misere_quotient("0.75", 0)


# ---------------------------------------------------------------------------------------------- misere Tactix
@pytest.mark.parametrize("rows, cols", [(1, 5), (2, 2)])
def test_misere_tactix_by_components_agrees_with_the_whole_board_table(rows, cols):
    """Independent check: the compiled misere table of every subset of the board (whole positions, no theory)."""
    from combgames.grundy.tactix import tactix_table

    q, a = _tactix_quotient((1 << rows * cols) - 1, cols)
    table = tactix_table(rows, cols, convention="misere").values
    assert all((q.outcome(a.word(mask, cols)) == "N") == bool(table[mask]) for mask in range(1, 1 << rows * cols))


def test_tactix_rows_are_the_octal_game_0_7_repeated():
    q, _ = _tactix_quotient(0b11111, 5)
    assert q.presentation() == misere_quotient("0.[7]", 5).presentation()


def test_misere_tactix_where_the_quotient_is_not_reached_is_refused():
    with pytest.raises(MisereQuotientError, match="max_tests=40"):
        _tactix_quotient(0b111_111, 3, max_tests=40)


def test_the_2x2_tactix_quotient_has_order_6():
    q, a = _tactix_quotient(0b11_11, 2)
    assert (q.order, len(a.shapes), q.outcome(a.word(0b11_11, 2)), q.outcome(a.word(0b10_01, 2))) == (6, 4, "P", "N")
    with pytest.raises(ValueError, match="not in the closure"):
        a.word(0b111, 3)


def _tactix_quotient(mask, cols, **limits):
    """Misere Tactix by components: the quotient of the alphabet of shapes the position's components reach."""
    from combgames.cgt.misere import quotient_of_alphabet
    from combgames.games.tactix.alphabet import shape_alphabet

    a = shape_alphabet(mask, cols)
    return quotient_of_alphabet(a.ids, a.options, weight=a.weight, rule=a.rule, incremental=False, **limits), a


# ---------------------------------------------------------------------------------------------- the proof's twin
def _power_cycle(table, a):
    seen, x, k = {0: 0}, 0, 0
    while True:
        x, k = int(table[x, a]), k + 1
        if x in seen:
            return seen[x], k - seen[x]
        seen[x] = k


def _box_condition(table, in_p, gens, images, option_images) -> bool:
    """Brute-force twin of the proof: the outcome condition on every multiplicity vector of the heaps, each
    multiplicity reduced into [0, i + p] by the power cycle a^(i + p) = a^i of the heap's image."""
    dims = [sum(_power_cycle(table, images[g])) + 1 for g in gens]
    for counts in itertools.product(*(range(d) for d in dims)):
        def image(cs):
            x = 0
            for g, c in zip(gens, cs):
                for _ in range(c):
                    x = int(table[x, images[g]])
            return x
        reach_p = False
        for j, g in enumerate(gens):
            if counts[j]:
                rest = image(counts[:j] + (counts[j] - 1,) + counts[j + 1:])
                reach_p |= any(in_p[int(table[rest, o])] for o in option_images[g])
        if bool(in_p[image(counts)]) != (any(counts) and not reach_p):
            return False
    return True


@pytest.mark.parametrize("code, n", [("0.75", 5), ("0.77", 5), ("0.07", 6), ("4!.0", 6)])
def test_the_state_proof_agrees_with_the_multiplicity_box(code, n):
    """The proof by states (misere._prove) against the brute-force box, on the true quotient (both accept) and
    on every P-portion with one element flipped (a wrong candidate: both must give the same verdict)."""
    from combgames.cgt.misere import prove_outcome_condition

    q = misere_quotient(code, n)
    c = OctalCode(code)
    gens = [h for h in range(1, n + 1) if c.options(h)]
    option_images = {g: [q.element(o) for o in c.options(g)] for g in gens}
    in_p = np.zeros(q.order, dtype=bool)
    in_p[list(q.p_portion)] = True
    assert prove_outcome_condition(q.table, in_p, gens, q.images, option_images, 10**6, code)[0]
    assert _box_condition(q.table, in_p, gens, q.images, option_images)
    for x in range(q.order):
        wrong = in_p.copy()
        wrong[x] = not wrong[x]
        states = prove_outcome_condition(q.table, wrong, gens, q.images, option_images, 10**6, code)[0]
        assert states == _box_condition(q.table, wrong, gens, q.images, option_images) == False  # noqa: E712


def test_the_proof_refuses_sums_that_look_like_the_empty_sum():
    """A nonempty sum whose state equals the empty sum's (image 1, no move into P) is a P-position, while the
    empty sum is N: the trivial candidate (every heap the identity, P empty) must fail, at one heap."""
    from combgames.cgt.misere import prove_outcome_condition

    table, in_p = np.zeros((1, 1), dtype=np.int32), np.zeros(1, dtype=bool)
    assert prove_outcome_condition(table, in_p, [1, 2], (0, 0, 0), {1: [0], 2: [0]}, 100, "trivial") == (False, (1,))


def _sums_up_to(gens, height, limit):
    """Every sum (sorted tuple) of the heaps ``gens`` of total height at most ``limit``."""
    if limit < 0:
        return []
    out, frontier = [()], [((), 0, 0)]
    while frontier:
        nxt = []
        for pos, total, start in frontier:
            for j in range(start, len(gens)):
                if total + height[gens[j]] <= limit:
                    p = pos + (gens[j],)
                    out.append(p)
                    nxt.append((p, total + height[gens[j]], j))
        frontier = nxt
    return out


@pytest.mark.parametrize("code, n", [("0.75", 5), ("0.77", 6), ("0.07", 7)])
def test_the_proof_reports_a_lightest_failure(code, n):
    """On wrong candidates (the true quotient with one element moved in or out of P) the failure the proof
    reports is mispredicted, and brute-force search finds no lighter mispredicted sum (so its options are all
    predicted right): the fact the refinement builds on."""
    from combgames.cgt.misere import heap_heights, prove_outcome_condition

    c = OctalCode(code)
    q = misere_quotient(code, n)
    moves = {h: c.options(h) for h in range(1, n + 1)}
    height = heap_heights(moves)
    gens = [h for h in range(1, n + 1) if moves[h]]
    option_images = {g: [q.element(o) for o in moves[g]] for g in gens}
    is_p = misere_outcome(c.options)
    for x in range(q.order):
        wrong = np.zeros(q.order, dtype=bool)
        wrong[list(q.p_portion)] = True
        wrong[x] = not wrong[x]
        passed, word = prove_outcome_condition(q.table, wrong, gens, q.images, option_images, 10**6, code, height)
        assert not passed

        def mispredicted(s):
            return bool(wrong[q.element(s)]) != is_p(s)
        w = sum(height[h] for h in word)
        assert mispredicted(word), (x, word)
        assert not any(mispredicted(s) for s in _sums_up_to(gens, height, w - 1)), (x, word)


def test_kayles_heap_27_is_reached_and_agrees_with_search():
    """Heap 27 used to blow up (the candidate's heap actions did not commute, and the exact search it switched to
    grew past 2.9 million positions); the clash is now resolved on the same outcomes that built the candidate."""
    q = misere_quotient("0.77", 27)
    assert q.proved and q.orders[-4:] == (24, 32, 32, 40)
    is_p = misere_outcome(OctalCode("0.77").options)
    rng = random.Random(27)
    for _ in range(20):
        heaps = [27] + [rng.randint(1, 6) for _ in range(rng.randint(0, 2))]
        assert (q.outcome(heaps) == "P") == is_p(tuple(sorted(heaps))), heaps


def _partitions(total, largest):
    if total == 0:
        yield ()
        return
    for h in range(min(total, largest), 0, -1):
        for rest in _partitions(total - h, h):
            yield (h,) + rest


@pytest.mark.slow
def test_kayles_to_heap_80_agrees_with_search_on_every_sum_of_36_tokens():
    """Heap 80 (about 30 s CPU): the order stays 40 from heap 27 on, and every one of the 99,133 sums of at most 36
    tokens (heaps 27..36 among them) has the outcome plain search gives."""
    q = misere_quotient("0.77", 80)
    assert q.proved and set(q.orders[26:]) == {40}
    is_p = misere_outcome(OctalCode("0.77").options)
    sums = [tuple(sorted(p)) for total in range(37) for p in _partitions(total, total)]
    assert len(sums) == 99133
    assert all((q.outcome(s) == "P") == is_p(s) for s in sums)
