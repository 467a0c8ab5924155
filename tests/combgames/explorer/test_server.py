"""The explorer's JSON API (``combgames.explorer.server.create_app``), driven through Starlette's TestClient:
every registered game opens and its start report has every key of the contract; the values shown are the
solver's; bad input is status 400 (404 for an unknown session) with one line, never a traceback."""

from __future__ import annotations

import time
import warnings

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # Starlette 1.x prefers httpx2 (not packaged here) to httpx for its TestClient
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient  # noqa: E402

from combgames.catalogue import game_names, game_options, make_game, registry  # noqa: E402
from combgames.game import move_text, position_text  # noqa: E402
from combgames.explorer.server import MAX_SESSIONS, create_app, game_listing  # noqa: E402

BUDGETS = {"seconds": 0.5, "max_positions": 50_000}
"""Small budgets of the analysis: every game opens within about a second of work (the order-9 plane takes
longer to build)."""

REPORT_KEYS = {"game", "options", "position", "python", "board", "svg", "players", "to_move", "over", "result",
               "method", "value", "moves", "chart", "note"}
MOVE_KEYS = {"text", "kind", "label", "distance", "after"}
KINDS = {"win", "draw", "loss", "unknown", "coalitions"}
BASE = "http://127.0.0.1:8765"
"""The address requests are sent to (the server answers to the loopback names only)."""
POLLS = 2_000
"""The most status polls while a session prepares (20 s at 10 ms: far more than the budgets allow)."""


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(analyst_options=BUDGETS), base_url=BASE) as c:
        yield c


def opened(client, game: str, options: dict | None = None, position: str | None = None) -> dict:
    """Open a session and wait until its preparation ended; return its status."""
    answer = client.post("/api/sessions", json={"game": game, "options": options or {}, "position": position})
    assert answer.status_code == 200, answer.text
    status = answer.json()
    for _ in range(POLLS):
        if status["state"] != "preparing":
            break
        time.sleep(0.01)
        status = client.get(f"/api/sessions/{status['session']}").json()
    assert status["state"] == "ready", status
    return status


def report(client, session: dict, moves=(), **body) -> dict:
    answer = client.post(f"/api/sessions/{session['session']}/report", json={"moves": list(moves), **body})
    assert answer.status_code == 200, answer.text
    return answer.json()


def refused(answer, status: int = 400, *words: str) -> str:
    """Check a refusal: its status, one line of words (no traceback), naming each of ``words``."""
    assert answer.status_code == status, answer.text
    message = answer.json()["error"]
    assert "\n" not in message and "Traceback" not in message and len(message.split()) >= 3, message
    for word in words:
        assert word in message, (word, message)
    return message


def test_the_games_listed_are_the_catalogue_with_their_declared_options(client):
    games = client.get("/api/games").json()["games"]
    assert [g["name"] for g in games] == game_names()
    by_name = {g["name"]: g for g in games}
    assert [o["name"] for o in by_name["nim"]["options"]] == [o.name for o in game_options("nim")]
    heaps = by_name["nim"]["options"][0]
    assert (heaps["kind"], heaps["default"]) == ("integers", "3 4 5")
    assert by_name["kayles"]["fixed"] == {"code": "0.77"} and by_name["kayles"]["base"] == "octal"
    tictactoe = {o["name"]: o for o in by_name["tictactoe"]["options"]}
    assert tictactoe["n"]["kind"] == "integer" and tictactoe["reduced"]["kind"] == "boolean"
    # each default, read back by its option's type, is the declared default
    for game in games:
        factory = registry()[game["name"]]
        defaults = {o["name"]: o["default"] for o in game["options"]}
        factory.parse(defaults)  # refused if a default's text were not its option's
    assert game_listing() == games


@pytest.mark.parametrize("name", game_names())
def test_every_registered_game_opens_with_a_full_start_report(client, name):
    session = opened(client, name)
    game = make_game(name)
    start = report(client, session)
    assert REPORT_KEYS <= set(start), REPORT_KEYS - set(start)
    assert start["game"] == name and start["players"] == session["players"]
    assert start["position"] == position_text(game, game.initial())
    assert start["over"] is False and start["result"] is None and start["to_move"] == start["players"][0]
    assert start["python"].startswith("from combgames.catalogue import make_game")
    assert start["value"]["kind"] in KINDS
    assert start["moves"], "the start of every registered game has a legal move"
    assert all(MOVE_KEYS <= set(m) and m["kind"] in KINDS for m in start["moves"])
    assert start["chart"] is None or -1 <= start["chart"] <= 1
    if session["partizan"]:
        assert {"canonical", "temperature", "mean", "thermograph_svg"} <= set(start["cgt"])
        assert all("canonical" in m and "temperature" in m for m in start["moves"])
    if game.players > 2 and start["value"]["kind"] != "unknown":  # (unknown past the coalition table's size)
        assert start["value"]["kind"] == "coalitions" and all("crowns" in m for m in start["moves"])


def test_three_players_each_move_crowns_its_coalitions(client):
    session = opened(client, "torus3", {"n": "3"})
    start = report(client, session)
    assert start["value"]["kind"] == "coalitions" and len(start["players"]) == 3
    names = set(start["players"])
    for move in start["moves"]:
        assert all(set(c) <= names and c for c in move["crowns"]), move


def test_tictactoe_moves_are_coloured_by_the_retrograde_values(client):
    """Every move's kind is the solver's value of the position after it, for the mover (independently: one
    retrograde analysis of the whole game), along a game."""
    from combgames.games.positional import TicTacToe
    from combgames.solvers import retrograde

    game = TicTacToe()
    table = retrograde(game)
    flip = {"win": "loss", "loss": "win", "draw": "draw"}
    session = opened(client, "tictactoe")
    p, played = game.initial(), []
    for ply in range(4):
        shown = report(client, session, played)
        assert shown["position"] == position_text(game, p)
        assert shown["value"]["kind"] == table.value(p).outcome
        for entry, m in zip(shown["moves"], game.moves(p)):
            after = game.play(p, m)
            assert entry["text"] == move_text(game, m, p)
            assert entry["after"] == position_text(game, after)
            assert entry["kind"] == flip[table.value(after).outcome], entry
        m = game.moves(p)[ply]  # a different line each ply, not only the best
        played.append(move_text(game, m, p))
        p = game.play(p, m)


def test_a_position_given_as_text_and_as_moves_is_the_same_report(client):
    session = opened(client, "nim", {"heaps": "1 2"})
    by_moves = report(client, session, [report(client, session)["moves"][0]["text"]])
    by_text = report(client, session, position=by_moves["position"])
    assert by_text == by_moves


def test_a_game_played_to_its_end_reports_the_result(client):
    session = opened(client, "nim", {"heaps": "2"})
    moves, shown = [], report(client, session)
    while not shown["over"]:
        moves.append(shown["moves"][-1]["text"])  # take the whole heap: the mover wins at once
        shown = report(client, session, moves)
    assert shown["result"] == session["players"][0] and shown["moves"] == [] and len(moves) == 1


def test_a_start_position_opens_the_session_there(client):
    session = opened(client, "nim", {"heaps": "3 4 5"}, position="1 2")
    assert report(client, session)["position"].startswith("1 2")


def test_a_partizan_position_has_an_option_tree_expanding_by_position(client):
    session = opened(client, "domineering", {"rows": "2", "cols": "2"})
    assert session["partizan"]
    root = client.post(f"/api/sessions/{session['session']}/tree", json={"moves": []}).json()
    assert root["canonical"] == "+-1" and [c["canonical"] for c in root["left"]] == ["1", "1"]
    assert root["thermograph_svg"].lstrip().startswith("<")
    child = root["left"][0]
    expanded = client.post(f"/api/sessions/{session['session']}/tree", json={"position": child["position"]}).json()
    assert expanded["position"] == child["position"] and expanded["canonical"] == child["canonical"]


def test_bad_input_is_a_400_with_one_line(client):
    refused(client.post("/api/sessions", json={"game": "no-such-game"}), 400, "no-such-game")
    refused(client.post("/api/sessions", json={"game": "nim", "options": {"heaps": "-3"}}), 400, "heaps", "-3")
    refused(client.post("/api/sessions", json={"game": "nim", "options": {"colour": "red"}}), 400, "colour")
    refused(client.post("/api/sessions", json={"game": "nim", "options": {"heaps": 3}}), 400, "option")
    refused(client.post("/api/sessions", json={"game": "tictactoe", "position": "xxx/ooo/... X"}), 400)
    refused(client.post("/api/sessions", json=["nim"]), 400, "JSON object")
    refused(client.post("/api/sessions", content=b"{not json", headers={"Content-Type": "application/json"}), 400,
            "not JSON")
    refused(client.post("/api/sessions", content=b'{"game": "nim"}', headers={"Content-Type": "text/plain"}), 415,
            "application/json")
    session = opened(client, "tictactoe")
    key = session["session"]
    refused(client.post(f"/api/sessions/{key}/report", json={"moves": ["b2", "b2"]}), 400, "move 2", "'b2'")
    refused(client.post(f"/api/sessions/{key}/report", json={"moves": ["z9"]}), 400, "move 1")
    refused(client.post(f"/api/sessions/{key}/report", json={"moves": "b2"}), 400, "list of move texts")
    refused(client.post(f"/api/sessions/{key}/report", json={"position": "x"}), 400)
    refused(client.post(f"/api/sessions/{key}/tree", json={}), 400, "Left and Right")
    refused(client.get("/api/sessions/s999999"), 404, "s999999")
    refused(client.post("/api/sessions/s999999/report", json={}), 404)
    refused(client.get("/api/no-such-thing"), 404)


def test_only_requests_to_the_loopback_names_are_answered():
    """A request addressed to another host name (a site's name made to resolve to 127.0.0.1) is refused."""
    with TestClient(create_app(), base_url="http://evil.example:8765") as c:
        assert c.get("/api/games").status_code == 400
    with TestClient(create_app(), base_url="http://localhost:8765") as c:
        assert c.get("/").status_code == 200


def test_at_most_a_few_sessions_are_kept(client):
    first = opened(client, "nim", {"heaps": "1"})
    for _ in range(MAX_SESSIONS):
        opened(client, "nim", {"heaps": "2"})
    refused(client.get(f"/api/sessions/{first['session']}"), 404, "open the game again")


def test_a_solved_database_answers_its_game(tmp_path):
    """A session of the game a ``--save`` file holds reads its values from the file (same values as solving)."""
    from combgames.games.blockade import pong_hau_ki
    from combgames.solvers.database import load_solution, solve_and_save

    path = tmp_path / "phk.npz"
    solve_and_save(pong_hau_ki(), path, name="pong-hau-ki", options={})
    db = load_solution(path, make_game("pong-hau-ki"))
    with TestClient(create_app([db], analyst_options=BUDGETS), base_url=BASE) as c:
        assert c.get("/api/games").json()["databases"] == ["pong-hau-ki"]
        stored = report(c, opened(c, "pong-hau-ki"))
    with TestClient(create_app(analyst_options=BUDGETS), base_url=BASE) as c:
        solved = report(c, opened(c, "pong-hau-ki"))
    assert "database" in stored["method"] and "database" not in solved["method"]
    assert stored["value"] == solved["value"] and [m["kind"] for m in stored["moves"]] == [
        m["kind"] for m in solved["moves"]]
