"""Tactix by cost: theory for rows, S-shapes and staircases, the memo search or the table by the cost model,
and limits that refuse only from a certain count (issue 25)."""

import json
import random
import re
import shutil
import subprocess
import sys
from collections import Counter

import pytest

from combgames.games.tactix import Tactix, cells_of, format_board
from combgames.grundy.sshape import s_board_text, s_formula, s_table
from combgames.grundy.staircase import staircase_game, staircase_value
from combgames.grundy.tactix import (PathShape, ShapeValues, TactixValuer, connected_subsets, path_shape, plan,
                                     tactix_table, tactix_value, winning_moves)
from combgames.solvers import GrundyEvaluator, grundy_value, outcome_class, solve
from combgames.base.checks import LimitError

COMBGAMES = [shutil.which("combgames")] if shutil.which("combgames") else [sys.executable, "-m", "combgames.cli"]


def grundy_command(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run(COMBGAMES + ["grundy", *args], capture_output=True, text=True, timeout=timeout)


# ---------------------------------------------------------------------------------------------- S-shapes
def count_calls(monkeypatch, *targets) -> Counter:
    """Count the calls of each target, by name: a function (wrapped in the module that defines it, where its
    callers look it up) or an (owner, name) pair for a method."""
    calls: Counter = Counter()
    for target in targets:
        owner, name = target if isinstance(target, tuple) else (sys.modules[target.__module__], target.__name__)

        def counted(*args, _f=getattr(owner, name), _name=name, **kwargs):
            calls[_name] += 1
            return _f(*args, **kwargs)

        monkeypatch.setattr(owner, name, counted)
    return calls


def count_the_slow_routes(monkeypatch) -> Counter:
    """Counters on the routes an S-board must not take: the memo search, the compiled tables, the exact
    programme (s_table), the generic move list (each costs seconds or more on these boards), and on the theory's
    own step (PathShape.interval_value)."""
    return count_calls(monkeypatch, (ShapeValues, "value"), (ShapeValues, "shape_value"), tactix_table, s_table,
                       (Tactix, "moves"), (GrundyEvaluator, "_options"), (PathShape, "interval_value"))


SLOW_ROUTES = ("value", "shape_value", "tactix_table", "s_table", "moves", "_options")


def check_s_boards(pairs, monkeypatch) -> None:
    """S(a, b) through grundy_value: each by the formula (one theory step, counted; no search, table or exact
    programme), equal to the exact programme and to the formula."""
    exact = s_table(60, 60)
    calls = count_the_slow_routes(monkeypatch)
    for a, b in pairs:
        game = Tactix(board=s_board_text(a, b))
        assert grundy_value(game) == exact[a, b] == s_formula(a, b), (a, b)
    assert not any(calls[name] for name in SLOW_ROUTES), calls
    assert calls["interval_value"] == len(pairs), calls


def test_s_boards_with_arms_up_to_60_by_the_formula(monkeypatch):
    """Source 004's boards S(a, b): every a <= 60 against arms b near the powers of two, and the diagonal.
    Before: refused from 2^cells ("up to 2^39 positions") beyond about 30 counters."""
    check_s_boards([(a, b) for a in range(1, 61) for b in sorted({1, 2, 15, 16, 17, 31, 32, 33, 59, 60, a})],
                   monkeypatch)


@pytest.mark.slow
def test_every_s_board_with_arms_up_to_60_by_the_formula(monkeypatch):
    """All 3,600 boards S(a, b), a, b <= 60 (about 13 s)."""
    check_s_boards([(a, b) for a in range(1, 61) for b in range(1, 61)], monkeypatch)


def test_solve_uses_the_theory_on_an_s_board():
    game = Tactix(board=s_board_text(20, 19))
    s = solve(game)
    assert s.method == "grundy" and s.grundy == s_formula(20, 19) == 8 and s.outcome_class == "N"
    for m in s.best_moves:  # each listed move leaves value 0, and they are all the moves that do
        assert grundy_value(game, game.play(game.initial(), m)) == 0
    assert len(s.best_moves) == sum(grundy_value(game, game.play(game.initial(), m)) == 0
                                    for m in game.moves(game.initial()))


@pytest.mark.parametrize("a,b", [(20, 19), (60, 60), (33, 31)])
def test_s_boards_through_the_console_script(a, b, monkeypatch, capsys):
    """The value and the winning moves by the theory alone: in the real process, and counted in this one (no
    search, table or exact programme; the theory's steps at most two per straight move, plus the value)."""
    r = grundy_command(s_board_text(a, b), "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["value"] == s_formula(a, b) and data["method"] == "theory"
    assert [c["method"] for c in data["components"]] == ["s-shape"]
    assert re.search(r"grundy: [0-9.]+ s by s-shape", r.stderr), r.stderr
    from combgames.cli import main

    calls = count_the_slow_routes(monkeypatch)
    assert main(["grundy", s_board_text(a, b), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == data
    straight_moves = a * (a + 1) // 2 + b * (b + 1) // 2 + 3
    assert not any(calls[name] for name in SLOW_ROUTES), calls
    assert 0 < calls["interval_value"] <= 2 * straight_moves + 1, calls


# ---------------------------------------------------------------------------------------------- recognition
def test_path_shapes_in_every_orientation():
    game = Tactix(board=s_board_text(5, 3))
    for image, _ in game.images(game.initial()):
        shape = path_shape(cells_of(image, game.cols))
        assert shape is not None and shape.kind == "s-shape" and sorted(shape.lengths) == [3, 5]
        assert shape.value() == s_formula(5, 3)
    assert path_shape([(0, 0), (1, 0), (2, 0), (3, 0)]).kind == "heap"
    assert path_shape([(0, 0), (0, 1), (1, 0), (1, 1)]) is None            # a square
    assert path_shape([(0, 0), (0, 1), (0, 2), (1, 1)]) is None            # a T
    stairs = staircase_game([3, 1, 2, 4])
    shape = path_shape(cells_of(stairs.board, stairs.cols))
    assert shape.kind == "staircase" and shape.value() == staircase_value([3, 1, 2, 4])


def random_board(rows: int, cols: int, density: float, rng: random.Random) -> Tactix:
    mask = sum(1 << i for i in range(rows * cols) if rng.random() < density)
    return Tactix(rows, cols, mask)


def test_every_method_agrees_with_plain_search_on_random_boards():
    """Theory (rows, S-shapes, staircases among the components), memo search, table and auto against the
    generic Grundy search, values and winning moves, on random sparse boards of up to 16 cells."""
    rng = random.Random(25)
    for _ in range(30):
        game = random_board(rng.randint(2, 4), rng.randint(2, 4), 0.6, rng)
        p = game.initial()
        ev = GrundyEvaluator(game, search=True)
        expected = ev.value(p)
        wins = sorted(m for m in game.moves(p) if ev.value(game.play(p, m)) == 0)
        for method in ("auto", "search", "table"):
            valuer = TactixValuer(game, method=method)
            assert valuer.value(p) == expected and valuer.winning_moves(p) == wins, (game, method)
        assert grundy_value(game) == expected


def test_misere_methods_agree_with_plain_search():
    rng = random.Random(4)
    for _ in range(15):
        game = random_board(rng.randint(2, 4), rng.randint(2, 4), 0.7, rng)
        p = game.initial()
        ev = GrundyEvaluator(game, search=True)
        expected = ev.outcome(p, "misere")
        wins = sorted(m for m in game.moves(p) if ev.outcome(game.play(p, m), "misere") == "P")
        for method in ("auto", "search", "table"):
            valuer = TactixValuer(game, method=method)
            assert valuer.outcome(p, "misere") == expected and valuer.winning_moves(p, "misere") == wins
        misere = Tactix(game.rows, game.cols, game.board, convention="misere")
        assert outcome_class(misere) == expected


# ---------------------------------------------------------------------------------------------- cost model
def test_connected_subsets_counts():
    # OEIS A059525 (connected induced subgraphs of the n x n grid): 13, 218, 11506, 2301877
    for n, count in [(2, 13), (3, 218), (4, 11506), (5, 2301877)]:
        assert connected_subsets([(r, c) for r in range(n) for c in range(n)]) == (count, True)
    assert connected_subsets([(0, c) for c in range(10)]) == (55, True)   # the intervals of a row
    low, exact = connected_subsets([(r, c) for r in range(40) for c in range(40)], max_work=50_000)
    assert not exact and low > 10**30


def test_auto_chooses_by_cost(monkeypatch):
    import combgames.games.tactix.values as theory

    monkeypatch.setattr(theory, "_TABLES", {})  # no table built yet in this process: the first costs its start
    assert plan(Tactix(board=s_board_text(60, 60))).method == "theory"
    assert plan(staircase_game([4, 3, 5])).method == "theory"
    assert plan(Tactix(3, 3)).method == "search"
    assert plan(Tactix(5, 5)).method == "table"
    assert plan(Tactix(5, 5, convention="misere")).method == "table"
    assert plan(Tactix(board="xx.x/xx.x/...x")).method == "search+theory"


def test_full_5x5_board_through_the_console_script_by_the_table():
    """Before: the default method took 276 s; auto picks the compiled table (about 3 s)."""
    r = grundy_command("/".join(["xxxxx"] * 5), "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    full = (1 << 25) - 1
    assert data["method"] == "table" and data["value"] == int(tactix_table(5, 5).values[full])
    assert len(data["winning_moves"]) == 5


# ---------------------------------------------------------------------------------------------- limits
def test_memo_search_refused_only_from_a_lower_bound():
    with pytest.raises(LimitError, match="at least .* shapes up to symmetry, more than max_shapes") as err:
        tactix_value(Tactix(40, 40))
    assert err.value.refused
    with pytest.raises(LimitError, match="stopped after evaluating max_shapes=1,000") as err:  # it ran and stopped
        tactix_value(Tactix(4, 5), method="search", max_shapes=1000)   # (at least 727 shapes; it needs 24,244)
    assert not err.value.refused
    assert tactix_value(Tactix(1, 40)) == 40 and tactix_value(Tactix(40, 1)) == 40


def test_misere_search_stops_at_its_limit():
    with pytest.raises(LimitError, match="max_positions=500") as err:
        winning_moves(Tactix(6, 6, convention="misere"), method="search", max_positions=500)
    assert not err.value.refused


def test_progress_reports_of_the_memo_search(monkeypatch):
    from types import SimpleNamespace

    import combgames.games.tactix.values as values

    clock = iter(range(10**9))  # a clock a tenth of a second on at every reading: reports whatever the machine's speed
    monkeypatch.setattr(values, "time", SimpleNamespace(perf_counter=lambda: next(clock) / 10))
    reports = []
    with pytest.raises(LimitError):
        ShapeValues().value((1 << 20) - 1, 5, max_shapes=2500, progress=reports.append)
    assert reports and reports[-1]["phase"] == "shapes" and reports[-1]["positions"] > 0
    assert all(r["seconds"] > 0 for r in reports)


def test_command_limits_and_methods():
    r = grundy_command("/".join(["x" * 40] * 40))
    assert r.returncode == 2 and "max_shapes" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    r = grundy_command("xxxx/xxxx/xxxx/xxxx", "--method", "search", "--max-shapes", "50")   # at least 90 shapes
    assert r.returncode == 2 and "more than max_shapes=50" in r.stderr
    r = grundy_command("xxxx/xxxx/xxxx/xxxx", "--method", "search", "--max-shapes", "200")  # it needs 1,280
    assert r.returncode == 1 and "max_shapes=200" in r.stderr
    r = grundy_command("xxxx/x..x", "--method", "theory")
    assert r.returncode == 2 and "not a row, an S-shape or a staircase" in r.stderr
    board = format_board(staircase_game([3, 2, 4]).board, 3, 7)
    r = grundy_command(board, "--json", "--quiet", "--method", "theory")
    assert r.returncode == 0 and json.loads(r.stdout)["value"] == staircase_value([3, 2, 4])
