"""The compiled kernels of impartial games and of the compiled positional solvers against their Python twins.

Each kernel is a plain Python function (the reference) that numba compiles unchanged; the shared pieces are
jitables compiled inline (:mod:`combgames.base.kernels`). Here each runs both ways on seeded random inputs and
the answers must be equal, to the last counter:

- the jitables of :mod:`combgames.base.bitboard_kernels`, :mod:`combgames.base.grid_kernels` and
  :mod:`combgames.base.mex_kernels`, through small kernels that call them;
- the take-and-break kernel (:mod:`combgames.games.octal_kernels`) on random codes, Grundy's game by the sparse
  method with every value in memory (:mod:`combgames.grundy.grundys_game_kernels`) with random masks;
- the alpha-beta and proof-number kernels (:mod:`combgames.solvers.compiled._kernels`, ``_pns_kernels``, with the
  line counts of ``_line_kernels``) run by their drivers on random hypergraphs and positions, once compiled and
  once with every kernel replaced by its Python twin (:func:`python_twins`: the kernels call each other as
  Python, recursion included);
- the retrograde kernels of stone games (:mod:`combgames.solvers._stone_kernels`) on small stone games.

(The Tactix kernels' twins are compared in ``tests/combgames/grundy/test_kernels.py``.) The last tests check
that a second process loads compiled kernels from numba's disk cache instead of compiling them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from types import FunctionType, SimpleNamespace

import numpy as np
import pytest

pytest.importorskip("numba")

# The Python twins multiply numpy uint64 scalars for hashes, which wrap round as compiled (the drivers run
# kernels in a worker thread, where np.errstate does not reach): numpy's warning about it is expected.
pytestmark = pytest.mark.filterwarnings("ignore:overflow encountered in scalar multiply:RuntimeWarning")

from combgames.base.bitboard_kernels import has_line, insert_by_score, lowest_bit, pair_hash, popcount  # noqa: E402
from combgames.base.bitboards import column_masks, grid_components  # noqa: E402
from combgames.base.grid_kernels import grid_component  # noqa: E402
from combgames.base.kernels import kernel  # noqa: E402
from combgames.base.mex import mex  # noqa: E402
from combgames.base.mex_kernels import stamped_mex  # noqa: E402


def python_twins(module) -> SimpleNamespace:
    """``module``'s names, with each kernel compiled at import (a numba dispatcher) replaced by its plain Python
    function, rebuilt over this namespace so that the kernels it calls are the Python twins too."""
    namespace = dict(vars(module))
    for name, value in vars(module).items():
        py = getattr(value, "py_func", None)
        if py is not None and py.__module__ == module.__name__:
            namespace[name] = FunctionType(py.__code__, namespace, py.__name__, py.__defaults__, py.__closure__)
    return SimpleNamespace(**namespace)


# --- the shared jitables, through kernels that call them ---------------------------------------------------

def bit_facts(words, lines, out):
    """popcount, lowest bit (-1 for 0) and whether the word holds a line, for each word."""
    for i in range(words.shape[0]):
        out[i, 0] = popcount(words[i])
        out[i, 1] = lowest_bit(words[i]) if words[i] != 0 else -1
        out[i, 2] = 1 if has_line(words[i], lines) else 0
    return out


def orders_by_score(scores_in, out):
    """Each row of scores inserted one by one (items 0, 1, ...): the best-first order of the items."""
    scores = np.empty(scores_in.shape[1] + 1, dtype=np.int64)
    for i in range(scores_in.shape[0]):
        n = 0
        for k in range(scores_in.shape[1]):
            n = insert_by_score(scores, out[i], n, scores_in[i, k], k)
    return out


def pair_hashes(a, b, shift, out):
    for i in range(a.shape[0]):
        out[i] = pair_hash(a[i], b[i], shift)
    return out


def components_of_lowest_cells(masks, cols, not_first, not_last, out):
    for i in range(masks.shape[0]):
        m = masks[i]
        out[i] = grid_component(m & -m, m, cols, not_first, not_last) if m else 0
    return out


def mexes(values, counts, out):
    """The mex of each row ``values[i, :counts[i]]``, by stamps in one table."""
    seen = np.zeros(values.shape[1] + 2, dtype=np.int64)
    for i in range(values.shape[0]):
        for j in range(counts[i]):
            seen[values[i, j]] = i + 1
        out[i] = stamped_mex(seen, i + 1)
    return out


@pytest.mark.parametrize("dtype", [np.uint64, np.int64])
def test_bit_jitables_twin_on_random_words(dtype):
    rng = np.random.default_rng(27)
    top = 64 if dtype is np.uint64 else 62
    words = (rng.integers(0, 2**62, size=300, dtype=np.int64).astype(dtype) >> dtype(rng.integers(0, 62, 300))
             if dtype is np.int64 else rng.integers(0, 2**63, size=300, dtype=np.uint64) * np.uint64(2)
             + rng.integers(0, 2, size=300, dtype=np.uint64))
    words[:3] = [0, 1, dtype(1) << dtype(top - 1)]
    lines = np.array([(1 << k) - 1 << s for k, s in rng.integers(1, 6, (20, 2))], dtype=dtype)
    compiled = kernel(bit_facts, "numba")(words, lines, np.zeros((300, 3), np.int64))
    python = bit_facts(words, lines, np.zeros((300, 3), np.int64))
    assert np.array_equal(compiled, python)
    expected = [[bin(int(w)).count("1"), (int(w) & -int(w)).bit_length() - 1,
                 int(any(int(w) & int(L) == int(L) for L in lines))] for w in words]
    assert compiled.tolist() == expected


def test_insert_by_score_twin_is_a_stable_best_first_sort():
    rng = np.random.default_rng(31)
    scores = rng.integers(-5, 6, size=(200, 17)).astype(np.int64)
    compiled = kernel(orders_by_score, "numba")(scores, np.zeros((200, 18), np.int64))
    python = orders_by_score(scores, np.zeros((200, 18), np.int64))
    assert np.array_equal(compiled, python)
    expected = [sorted(range(17), key=lambda k: -row[k]) for row in scores.tolist()]
    assert compiled[:, :17].tolist() == expected


@pytest.mark.parametrize("shift", [29, 31])
def test_pair_hash_twin_on_random_words(shift):
    """Compiled, as Python, and the formula on Python ints modulo 2^64 (the hash the tables were filled with)."""
    rng = np.random.default_rng(shift)
    a, b = (rng.integers(0, 2**63, size=200, dtype=np.uint64) * np.uint64(2) + np.uint64(1) for _ in range(2))
    compiled = kernel(pair_hashes, "numba")(a, b, shift, np.zeros(200, np.uint64))
    assert np.array_equal(compiled, pair_hashes(a, b, shift, np.zeros(200, np.uint64)))
    wrap = 2**64 - 1
    for x, y, h in zip(a.tolist(), b.tolist(), compiled.tolist()):
        m = (x * 0x9E3779B97F4A7C15 & wrap) ^ ((y + 0x632BE59BD9B4E019 & wrap) * 0xC2B2AE3D27D4EB4F & wrap)
        assert h == m ^ (m >> shift)


def test_grid_component_twin_on_random_grids():
    rng = np.random.default_rng(4)
    for rows, cols in [(3, 3), (4, 5), (5, 6), (7, 8)]:
        masks = rng.integers(0, 2 ** (rows * cols), size=200, dtype=np.int64)
        nf, nl = column_masks(rows, cols)
        compiled = kernel(components_of_lowest_cells, "numba")(masks, cols, nf, nl, np.zeros(200, np.int64))
        python = components_of_lowest_cells(masks, cols, nf, nl, np.zeros(200, np.int64))
        assert np.array_equal(compiled, python)
        assert [int(c) for c in compiled] == [grid_components(rows, cols, int(m))[0] if m else 0 for m in masks]


def test_stamped_mex_twin_on_random_sets():
    rng = np.random.default_rng(5)
    values = rng.integers(0, 12, size=(400, 10))
    counts = rng.integers(0, 11, size=400)
    compiled = kernel(mexes, "numba")(values, counts, np.zeros(400, np.int64))
    python = mexes(values, counts, np.zeros(400, np.int64))
    assert np.array_equal(compiled, python)
    assert compiled.tolist() == [mex(values[i, :counts[i]].tolist()) for i in range(400)]


# --- impartial games ------------------------------------------------------------------------------------

def test_take_break_kernel_twin_on_random_codes():
    from combgames.games.octal_kernels import load_numpy, take_break_sequence

    load_numpy()
    rng = np.random.default_rng(6)
    limit = 120
    for _ in range(25):
        digits = rng.integers(0, 16, size=limit + 1)
        digits[0] &= 12  # no removal: only splits
        digits[rng.integers(3, limit + 1):] = 0
        marks = rng.integers(0, 4, size=limit + 1)
        compiled = kernel(take_break_sequence, "numba")(digits, marks, limit, np.zeros(limit + 1, np.int64))
        python = take_break_sequence(digits, marks, limit, np.zeros(limit + 1, np.int64))
        assert np.array_equal(compiled, python), (digits[:8], marks[:8])


def test_grundys_game_sparse_twin_on_random_masks():
    from combgames.grundy.grundys_game import fill_sparse, grundys_game_values

    rng = np.random.default_rng(7)
    limit = 600
    known = grundys_game_values(limit, method="direct").values
    for mask in rng.integers(0, 64, size=8):
        start = int(rng.integers(1, 400))  # G(0..start - 1) given: the rare heaps below start / 2 read unchecked
        runs = []
        for backend in ("numba", "python"):
            values = np.zeros(limit + 1, np.uint16)
            values[:start] = known[:start]
            control = np.zeros(2, np.int64)
            counts = fill_sparse(values, start, int(mask), backend=backend, control=control)
            runs.append((values.tolist(), counts, control.tolist()))
        assert runs[0] == runs[1], (mask, start)
        assert runs[0][0] == known.tolist()


# --- the compiled positional solvers --------------------------------------------------------------------

def random_hypergraph(rng):
    from combgames.games.positional import PositionalGame

    n = int(rng.integers(4, 10))
    lines = [sorted(set(rng.choice(n, size=int(rng.integers(2, 5)), replace=False).tolist()))
             for _ in range(int(rng.integers(2, 9)))]
    return PositionalGame(n, lines)


def random_position(rng, n, stones):
    """``stones`` stones alternately x, o on random points (x first): the masks (x, o)."""
    points = rng.permutation(n)[:stones]
    x = sum(1 << int(p) for p in points[0::2])
    o = sum(1 << int(p) for p in points[1::2])
    return x, o


def games_and_positions(seed, count):
    from combgames.games.designs_games import affine_plane_game
    from combgames.games.positional import TicTacToe

    rng = np.random.default_rng(seed)
    games = [TicTacToe(), affine_plane_game(3)] + [random_hypergraph(rng) for _ in range(count)]
    for g in games:
        n = g.points if hasattr(g, "points") else 9
        for _ in range(3):
            yield g, random_position(rng, n, int(rng.integers(0, 4)))


@pytest.mark.parametrize("options", [{}, {"distance": False, "threats": 3}, {"erdos_selfridge": True}],
                         ids=["distances", "threats", "erdos-selfridge"])
def test_alphabeta_kernels_twin_on_random_games(options):
    from combgames.solvers.compiled import CompiledPositional, _kernels

    twins = python_twins(_kernels)
    for g, p in games_and_positions(8, 6):
        fast, slow = CompiledPositional(g, table_bits=10, **options), CompiledPositional(g, table_bits=10, **options)
        slow._k = twins
        assert fast.search(p) == slow.search(p), (g, p)
        assert np.array_equal(fast.ctx, slow.ctx) and fast.nodes > 0
        for table in ("tt_key", "tt_v", "tt_f", "tt_m"):
            assert np.array_equal(getattr(fast, table), getattr(slow, table)), table
        x, o = np.uint64(p[0]), np.uint64(p[1])
        args = (x, o, fast.symtab, fast.points, fast.lmask)
        out_f, out_s = np.zeros((64, 2), np.uint64), np.zeros((64, 2), np.uint64)
        assert _kernels.reply_images(*args, out_f) == twins.reply_images(*args, out_s)
        assert np.array_equal(out_f, out_s)
        assert _kernels.canonical(*args[:4]) == twins.canonical(*args[:4])
        assert _kernels.line_owner(x, o, fast.lmask) == twins.line_owner(x, o, fast.lmask)
        cnt_f, cnt_s = np.zeros_like(fast.cnt), np.zeros_like(fast.cnt)
        rest = (fast.lmask, fast.llen, fast.pstart, fast.pidx)
        assert (_kernels.threat_value(x, o, 4, cnt_f, *rest, fast.ctx.copy())
                == twins.threat_value(x, o, 4, cnt_s, *rest, fast.ctx.copy()))


def test_proof_number_kernels_twin_on_random_games():
    from combgames.solvers.compiled import _pns_kernels
    from combgames.solvers.compiled.pns import CompiledPNS

    twins = python_twins(_pns_kernels)
    for g, p in games_and_positions(9, 5):
        fast, slow = CompiledPNS(g, table_bits=10), CompiledPNS(g, table_bits=10)
        slow._k = twins
        assert fast.value(p) == slow.value(p), (g, p)
        facts = {k: v for k, v in fast.stats.items() if k != "seconds"}
        assert facts == {k: v for k, v in slow.stats.items() if k != "seconds"} and facts["nodes"] > 0
        for table in ("tk1", "tk2", "tpn", "tdn", "twork"):
            assert np.array_equal(getattr(fast, table), getattr(slow, table)), table
        x, o = np.uint64(p[0]), np.uint64(p[1])
        rest = (fast.lmask, fast.llen, fast.pstart, fast.pidx)
        for attacker in (0, 1):
            ctx_f, ctx_s = fast.ctx.copy(), fast.ctx.copy()
            cnt_f, cnt_s = np.zeros((2, len(fast.lmask)), np.int64), np.zeros((2, len(fast.lmask)), np.int64)
            assert (_pns_kernels.strategy_rule(x, o, attacker, cnt_f, *rest, ctx_f, 500)
                    == twins.strategy_rule(x, o, attacker, cnt_s, *rest, ctx_s, 500))
            assert np.array_equal(ctx_f, ctx_s)


# --- the retrograde analysis of stone games -------------------------------------------------------------

@pytest.mark.parametrize("members", [(3, (2, 2)), (3, (2, 3)), (4, (2, 2))])
def test_stone_kernels_twin_on_small_stone_games(members, monkeypatch):
    from combgames.games.picaria import family_game
    from combgames.solvers import _stone_kernels
    from combgames.solvers.compiled_retrograde import compiled_retrograde

    game = family_game(*members)
    fast = compiled_retrograde(game)
    twins = python_twins(_stone_kernels)
    for name in ("initial_labels", "propagate", "split_state"):
        monkeypatch.setattr(_stone_kernels, name, getattr(twins, name))
    slow = compiled_retrograde(game)
    facts = ("positions", "labelled", "longest")
    assert (fast.edges, [fast.stats[k] for k in facts]) == (slow.edges, [slow.stats[k] for k in facts])
    assert np.array_equal(fast.outcome, slow.outcome) and np.array_equal(fast.distance, slow.distance)


# --- numba's disk cache ---------------------------------------------------------------------------------

_CACHE_PROBE = r"""
import json, sys
import numpy as np
from combgames.base.kernels import kernel
from combgames.games.octal_kernels import load_numpy, take_break_sequence
from combgames.grundy.grundys_game_kernels import grundys_game_blocked
from combgames.games.tactix._kernels import s_shape_table
load_numpy()  # the take-and-break module binds numpy on first use
stats = {}
def run(name, dispatcher, *args):
    dispatcher(*args)
    stats[name] = [sum(dispatcher.stats.cache_hits.values()), sum(dispatcher.stats.cache_misses.values())]
d = np.array([0, 3, 3], np.int64)
run("take_break_sequence", kernel(take_break_sequence, "numba"), d, np.zeros(3, np.int64), 20, np.zeros(21, np.int64))
run("grundys_game_blocked", kernel(grundys_game_blocked, "numba"), 1, 30, 254, np.zeros(1, np.uint16),
    np.zeros(31, np.uint16), 0, np.zeros(64, np.int64), np.zeros(64, np.uint16), 0, np.zeros((0, 0), np.uint16),
    1, np.zeros(3, np.int64), np.zeros(2, np.int64), np.zeros(0, np.int64), 0)  # the argument types of the library's calls
run("s_shape_table", kernel(s_shape_table, "numba"), 5, 5, np.zeros((6, 6), np.int64))
if "all" in sys.argv:
    from combgames.games.positional import TicTacToe
    from combgames.games.picaria import family_game
    from combgames.games.tactix._kernels import board_tables, tactix_table_kernel
    from combgames.solvers.compiled import CompiledPositional, _kernels
    from combgames.solvers.compiled.pns import CompiledPNS
    from combgames.solvers.compiled import _pns_kernels
    from combgames.solvers import _stone_kernels
    from combgames.solvers.compiled_retrograde import compiled_retrograde
    runs, count = board_tables(2, 2)
    run("tactix_table_kernel", kernel(tactix_table_kernel, "numba"), 2, 2, False, runs, count,
        np.zeros(16, np.int64), np.zeros(2, np.int64))
    CompiledPositional(TicTacToe(), distance=False, threats=2).value((0, 0))
    CompiledPositional(TicTacToe()).value((0, 0))
    CompiledPNS(TicTacToe()).value((0, 0))
    compiled_retrograde(family_game(3, (2, 2)))
    for module in (_kernels, _pns_kernels, _stone_kernels):
        for name, f in vars(module).items():
            if hasattr(f, "stats") and f.signatures:
                stats[module.__name__ + "." + name] = [sum(f.stats.cache_hits.values()),
                                                       sum(f.stats.cache_misses.values())]
print(json.dumps(stats))
"""


def _probe_twice(tmp_path, *flags):
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path / "numba-cache"))
    return [json.loads(subprocess.run([sys.executable, "-c", _CACHE_PROBE, *flags], capture_output=True,
                                      text=True, env=env, check=True).stdout) for _ in range(2)]


def test_a_second_process_loads_the_impartial_kernels_from_disk(tmp_path):
    """take-and-break, Grundy's game (sparse) and the S-shape table (kernels composing the mex and bit jitables):
    compiled by the first process into a private cache, loaded from it by the second."""
    first, second = _probe_twice(tmp_path)
    assert set(first) == set(second) == {"take_break_sequence", "grundys_game_blocked", "s_shape_table"}
    assert all(misses == 1 and hits == 0 for hits, misses in first.values()), first
    assert all(misses == 0 and hits == 1 for hits, misses in second.values()), second


@pytest.mark.slow
def test_a_second_process_loads_every_kernel_of_the_solvers_from_disk(tmp_path):
    """Every kernel the alpha-beta, proof-number and retrograde drivers call, and Tactix's table: the second
    process compiles none of them (each called one loads from the disk cache)."""
    first, second = _probe_twice(tmp_path, "all")
    assert set(second) <= set(first)  # the first also compiled the kernels these call; the second needs none
    assert any(name.endswith("_pns_kernels.prove_root") for name in second)
    assert any(name.endswith("_kernels.search_root") for name in second)
    assert any(name.endswith("_stone_kernels.propagate") for name in second)
    assert sum(misses for _, misses in first.values()) > 0
    assert all(misses == 0 and hits >= 1 for hits, misses in second.values()), second
