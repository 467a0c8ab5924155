"""The explorer's analysis (:mod:`combgames.explorer.analysis`): every report's values checked against the
solvers called directly, or against values worked out by hand."""

from __future__ import annotations

import json
import shutil
import subprocess
from functools import reduce
from operator import xor

import pytest

from combgames.catalogue import game_names, make_game
from combgames.explorer.analysis import KEYS, Analyst, chart_value
from combgames.game import player_name, position_text
from combgames.games.partizan import PartizanGame
from combgames.games.positional import TicTacToe
from combgames.solvers import retrograde
from combgames.solvers.coalition import coalition_values, proper_coalitions
from combgames.solvers.database import load_solution, save_solution


def kinds(report) -> dict[str, tuple[str, int | None]]:
    return {m["text"]: (m["kind"], m["distance"]) for m in report["moves"]}


def test_tictactoe_start_every_move_draws():
    r = Analyst(make_game("tictactoe"), name="tictactoe").report()
    assert r["players"] == ["X", "O"] and r["to_move"] == "X" and not r["over"] and r["result"] is None
    assert r["value"] == {"kind": "draw", "label": "draw for X", "distance": None}
    assert len(r["moves"]) == 9 and {m["kind"] for m in r["moves"]} == {"draw"}
    assert r["chart"] == 0.0 and r["note"] is None


@pytest.mark.parametrize("table_positions", [100_000, 0], ids=["table", "search"])
def test_tictactoe_moves_equal_an_independent_retrograde_analysis(table_positions):
    game = TicTacToe()
    solved = retrograde(game)
    a = Analyst(game, name="tictactoe", table_positions=table_positions)
    a.prepare()
    assert a.advisor.method == ("table" if table_positions else "search")
    for text in (".../.../... X", "xo./.../... X", "xo./x../... O", "xx./oo./... X", "x../.o./..x O"):
        p = game.parse_position(text)
        r = a.report(text)
        assert r["position"] == text
        expected = {game.format_move(m, p): solved.value(game.play(p, m)).negate() for m in game.moves(p)}
        assert kinds(r) == {t: (v.outcome, v.distance) for t, v in expected.items()}
        v = solved.value(p)
        assert (r["value"]["kind"], r["value"]["distance"]) == (v.outcome, v.distance)
    r = a.report("xo./.../... X")
    assert [m["text"] for m in r["moves"] if m["kind"] == "win"] == ["a2", "b2", "a1"]
    assert r["value"]["label"] == "win in 5 for X" and r["chart"] == pytest.approx(10 / 15)


def test_a_finished_position():
    r = Analyst(make_game("tictactoe"), name="tictactoe").report("xxx/oo./... O")
    assert r["over"] and r["result"] == "X" and r["moves"] == []
    assert r["value"] == {"kind": "loss", "label": "loss in 0 for O", "distance": 0}
    assert r["chart"] == 1.0  # the first player, X, has won


def test_a_win_for_the_second_player_charts_below_zero():
    r = Analyst(make_game("tictactoe"), name="tictactoe").report("xx./oo./... X")
    assert r["value"]["kind"] == "win" and r["chart"] > 0  # X to move wins
    r = Analyst(make_game("tictactoe"), name="tictactoe").report("xx./oo./x.. O")
    assert r["value"] == {"kind": "win", "label": "win in 1 for O", "distance": 1}
    assert r["chart"] == pytest.approx(-10 / 11)


def test_nim_345_wins_exactly_by_the_moves_to_nim_sum_zero():
    game = make_game("nim", heaps=[3, 4, 5])
    r = Analyst(game, name="nim", options={"heaps": "3 4 5"}).report()
    assert r["method"] == "grundy" and r["value"]["kind"] == "win" and "(Grundy value 2)" in r["value"]["label"]
    assert len(r["moves"]) == 3 + 4 + 5
    for m in r["moves"]:
        heaps = [int(h) for h in m["after"].split("|")[0].split()]
        assert m["grundy"] == reduce(xor, heaps, 0)
        assert m["kind"] == ("win" if reduce(xor, heaps, 0) == 0 else "loss")
    # 3 ^ 4 ^ 5 = 2: only the heap of 3 can drop to 3 ^ 2 = 1 (4 ^ 2 = 6 and 5 ^ 2 = 7 are larger)
    assert [m["after"] for m in r["moves"] if m["kind"] == "win"] == ["1 4 5 | 2"]
    assert r["python"] == ("from combgames.catalogue import make_game\n"
                           "g = make_game('nim', heaps=(3, 4, 5)); p = g.parse_position('3 4 5')")


def test_misere_nim_of_heaps_of_one():
    """Misere Nim with heaps of at most one: the player to move loses exactly when the number of heaps is odd,
    so from 1 1 1 | taking one heap loses and from 1 1 taking one wins."""
    game = make_game("misere-nim", heaps=[1, 1, 1])
    a = Analyst(game, name="misere-nim")
    r = a.report()
    assert r["value"]["kind"] == "loss" and {m["kind"] for m in r["moves"]} == {"loss"}
    r = a.report(r["moves"][0]["after"])
    assert r["value"]["kind"] == "win" and {m["kind"] for m in r["moves"]} == {"win"}
    assert all("grundy" not in m for m in r["moves"])  # no Grundy value under misere play


def test_domineering_2x2_is_plus_or_minus_one():
    a = Analyst("domineering", options={"rows": "2", "cols": "2"})
    r = a.report()
    assert r["game"] == "domineering" and r["method"] == "cgt"
    assert (r["cgt"]["canonical"], r["cgt"]["temperature"], r["cgt"]["mean"]) == ("+-1", "1", "0")
    assert r["cgt"]["thermograph_svg"].startswith("<svg")
    assert [(m["canonical"], m["temperature"], m["kind"]) for m in r["moves"]] == [("1", "-1", "win")] * 2
    assert r["value"]["kind"] == "win" and r["value"]["distance"] == 1  # Left's move leaves Right no move
    right = a.report(r["moves"][0]["after"])  # Right to move in #./#.: no vertical room for a horizontal domino
    assert right["to_move"] == "Right" and right["over"] and right["result"] == "Left"
    assert right["cgt"]["canonical"] == "1" and right["value"] == {"kind": "loss", "label": "loss in 0 for Right",
                                                                   "distance": 0}
    r = a.report("../.. | 2")
    assert [(m["canonical"], m["kind"]) for m in r["moves"]] == [("-1", "win")] * 2  # Right to -1 <= 0 wins


def test_clobber_xo_is_star_and_cgt_kinds_agree_with_search():
    """Clobber x o: either player captures and leaves no move, {0 | 0} = *, temperature 0; on the larger
    default board the kind each option's value gives equals alpha-beta's."""
    r = Analyst("clobber", options={"board": "xo"}).report()
    assert (r["cgt"]["canonical"], r["cgt"]["temperature"]) == ("*", "0")
    assert [(m["canonical"], m["kind"]) for m in r["moves"]] == [("0", "win")]
    a = Analyst("clobber", table_positions=0)
    for text in ("xoxoxo", "xoxoxo | 2", "xox.xo"):
        r = a.report(text)
        by_search = a.advisor.evaluate(a.parse(text))
        assert [m["kind"] for m in r["moves"]] == [mv.kind for mv in by_search.moves]
        assert all(m["canonical"] is not None for m in r["moves"])


def test_three_players_crowns_are_the_coalition_values():
    game = make_game("torus3", n=3)
    table = coalition_values(game)
    a = Analyst(game, name="torus3", options={"n": "3"})
    r = a.report()
    assert r["method"] == "coalition" and r["value"]["kind"] == "coalitions"
    names = [[player_name(game, i) for i in c] for c in proper_coalitions(3)]
    expected = [n for n, c in zip(names, proper_coalitions(3)) if table.table()[c]]
    assert r["value"]["forced"] == expected == [["Vert", "Horz"], ["Vert", "Diag"], ["Horz", "Diag"]]
    p = game.initial()
    for m, entry in zip(game.moves(p), r["moves"]):
        after = game.play(p, m)
        assert entry["after"] == position_text(game, after) and entry["kind"] == "coalitions"
        assert entry["crowns"] == [n for n, c in zip(names, proper_coalitions(3)) if table.table(after)[c]]
    deeper = a.report(r["moves"][5]["after"])
    q = a.parse(deeper["position"])
    assert [m["crowns"] for m in deeper["moves"]] == [
        [n for n, c in zip(names, proper_coalitions(3)) if table.table(game.play(q, m))[c]] for m in game.moves(q)]


def test_large_three_player_boards_are_unknown_with_a_note():
    r = Analyst(make_game("torus3"), name="torus3").report()
    assert r["value"]["kind"] == "unknown" and r["chart"] is None
    assert {m["kind"] for m in r["moves"]} == {"unknown"} and all(m["crowns"] is None for m in r["moves"])
    assert "placement boards of at most 16 cells" in r["note"]


def test_a_node_budget_leaves_qubic_unknown_and_returns():
    """Counted, not timed: 2,000 nodes of alpha-beta do not solve any move of the empty 4x4x4 board (a variant
    without the Erdos-Selfridge cut, whose game key no shipped proof matches, so nothing is read from one)."""
    a = Analyst(make_game("qubic", erdos_selfridge=False), name="qubic", seconds=600, max_nodes=2_000,
                table_positions=0)
    r = a.report()
    assert len(r["moves"]) == 64 and {m["kind"] for m in r["moves"]} == {"unknown"}
    assert r["value"]["kind"] == "unknown" and r["chart"] is None
    assert "max_nodes=2,000" in r["note"]
    assert a.advisor._searcher.nodes < 2_000 + 2 * 1024  # the budget is checked every 1,024 nodes


@pytest.mark.parametrize("name, options", [("qubic", {"erdos_selfridge": False}), ("pi4", {})])
def test_a_time_budget_already_spent_leaves_every_move_unknown(name, options):
    """A budget of a microsecond is over before the first position is expanded (the table's try included):
    the report returns with every move unknown and the reason (Qubic's variant has no shipped proof)."""
    a = Analyst(make_game(name, **options), name=name, seconds=1e-6)
    r = a.report()
    assert a.advisor.method == "search" and {m["kind"] for m in r["moves"]} == {"unknown"}
    assert "the solver stopped: no answer within 0.001 s" in r["note"]  # the least time a report is given


def test_a_position_off_the_table_of_a_small_acyclic_game_is_searched():
    game = TicTacToe()
    a = Analyst(game, "xo./.../... X", name="tictactoe")
    a.prepare()
    assert a.advisor.method == "table" and game.initial() not in a.advisor._table
    r = a.report(".../.../... X")
    assert r["value"]["kind"] == "draw" and {m["kind"] for m in r["moves"]} == {"draw"} and r["note"] is None


def test_a_position_not_in_the_database_is_solved_with_a_note(tmp_path):
    game = TicTacToe()
    path = tmp_path / "tictactoe.npz"
    save_solution(retrograde(game, start=game.parse_position("xo./.../... X")), path, name="tictactoe", options={})
    r = Analyst(game, database=load_solution(path, game)).report(".../.../... X")
    assert {m["kind"] for m in r["moves"]} == {"draw"} and r["note"].startswith("not in the solved database")


def test_the_table_of_a_game_that_repeats_is_built_once_with_progress():
    seen = []
    a = Analyst(make_game("three-mens-morris"), name="three-mens-morris", progress=seen.append)
    a.prepare()
    assert seen[0]["done"] == 0 and seen[-1]["done"] == seen[-1]["total"] == 1
    table = a.advisor._table
    r = a.report()
    assert a.advisor._table is table and r["method"] == "retrograde"
    game = a.game
    p = game.initial()
    assert kinds(r) == {game.format_move(m, p): (v.outcome, v.distance) for m, v in table.move_values(p)}


def test_database_round_trip(tmp_path):
    game = TicTacToe()
    path = tmp_path / "tictactoe.npz"
    save_solution(retrograde(game), path, name="tictactoe", options={})
    from_file = Analyst(game, database=load_solution(path, game))
    solved = Analyst(game, name="tictactoe")
    for text in (".../.../... X", "xo./.../... X", "xo./x../... O"):
        r = from_file.report(text)
        assert r["method"] == "database" and r["game"] == "tictactoe"
        assert kinds(r) == kinds(solved.report(text)) and r["value"] == solved.report(text)["value"]


@pytest.mark.skipif(shutil.which("combgames") is None, reason="the combgames console script is not installed")
def test_database_written_by_solve_save(tmp_path):
    path = tmp_path / "mu.npz"
    run = subprocess.run(["combgames", "solve", "mu-torere", "--save", str(path)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    game = make_game("mu-torere")
    a = Analyst(game, database=load_solution(path, game))
    solved = Analyst(game, name="mu-torere")
    p = game.initial()
    for text in (position_text(game, p), position_text(game, game.play(p, game.moves(p)[0]))):
        r = a.report(text)
        assert r["method"] == "database" and r["game"] == "mu-torere" and kinds(r) == kinds(solved.report(text))


@pytest.mark.parametrize("name", game_names())
def test_every_registered_start_reports_json_with_every_key(name):
    game = make_game(name)
    a = Analyst(game, name=name, seconds=0.2, max_nodes=20_000, max_positions=200_000, table_positions=20_000)
    r = a.report()
    json.dumps(r)
    assert set(KEYS) <= set(r)
    assert ("cgt" in r) == isinstance(game, PartizanGame)  # every ruleset of combgames.games.partizan
    assert len(r["moves"]) == len(game.moves(game.initial()))
    for m in r["moves"]:
        assert m["kind"] in ("win", "draw", "loss", "unknown", "coalitions")
        assert a.parse(m["after"]) is not None
    assert (r["value"]["kind"] == "unknown") == (r["chart"] is None)
    if "unknown" in {m["kind"] for m in r["moves"]}:
        assert r["note"]
    scope: dict = {}
    exec(r["python"], scope)  # the two lines build the game and the position
    assert position_text(scope["g"], scope["p"]) == r["position"]


def test_bad_input():
    a = Analyst(make_game("tictactoe"), name="tictactoe")
    with pytest.raises(ValueError):
        a.report("xx")
    with pytest.raises(ValueError, match="seconds"):
        Analyst(make_game("tictactoe"), seconds=0)


def test_chart_value():
    assert chart_value("win", 0, 0) == 1.0 and chart_value("loss", 0, 0) == -1.0
    assert chart_value("loss", 10, 1) == 0.5 and chart_value("unknown", None, 1) is None
    assert chart_value("coalitions", None, 0, [(0,)], 3) == 1.0
    assert chart_value("coalitions", None, 0, [(1, 2)], 3) == -1.0
    assert chart_value("coalitions", None, 0, [(0, 1), (1, 2)], 3) == 0.0


def test_grid_games_without_a_board_picture_show_their_position_glyph():
    """Tic-tac-toe has no board picture of its own: the report draws its position-graph glyph large, a cell a
    square with its mark (two crosses and a ring here); Nim has neither."""
    from combgames.catalogue import make_game

    a = Analyst(make_game("tictactoe"), name="tictactoe", seconds=1.0)
    svg = a.report("xo./.x./... O")["svg"]
    assert svg.startswith("<svg") and svg.count("<rect") >= 9 and svg.count("<circle") == 1
    assert Analyst(make_game("nim"), name="nim", seconds=1.0).report()["svg"] is None


def test_qubic_moves_the_search_leaves_unknown_are_read_from_the_shipped_proof():
    """Qubic is too large to search during play; the shipped certificate (checked through every reply by the
    reproduce table) still colours the proof's line: at the start X wins by the proof's move, and after it every
    one of O's 63 replies loses (each leads to a position of the proof with X to move); the other 63 first moves
    stay unknown. The values read from the proof carry no distance."""
    from combgames.analysis.stored import stored_answer
    from combgames.catalogue import make_game

    game = make_game("qubic")
    a = Analyst(game, name="qubic", seconds=0.05, max_nodes=200)
    r = a.report()
    wins = [m for m in r["moves"] if m["kind"] == "win"]
    proof = stored_answer(game)
    assert r["value"]["kind"] == "win" and r["value"]["distance"] is None
    assert [m["text"] for m in wins] == [game.format_move(proof.move, game.initial())]
    assert sum(m["kind"] == "unknown" for m in r["moves"]) == 63 and "shipped" not in r["note"]
    assert "proof the package ships" in r["note"]
    after = a.report(wins[0]["after"])
    assert after["to_move"] == "O" and after["value"]["kind"] == "loss"
    assert [m["kind"] for m in after["moves"]] == ["loss"] * 63
