"""Solved databases: round trips against the retrograde analysis they store, the command line, and refusals."""

from __future__ import annotations

import io
import json
import zipfile

import numpy as np
import pytest

from combgames.catalogue import make_game
from combgames.cli import main
from combgames.solvers import retrograde
from combgames.solvers.database import VERSION, load_solution, save_solution, solve_and_save


@pytest.mark.parametrize("name, symmetry", [("picaria", True), ("picaria", False), ("mu-torere", True),
                                            ("pong-hau-ki", True), ("nim", True), ("tictactoe", True)])
def test_round_trip_every_position(tmp_path, name, symmetry):
    game = make_game(name)
    path = tmp_path / "db.npz"
    r = solve_and_save(game, path, symmetry=symmetry, name=name)
    db = load_solution(path, game)
    assert db.size == r.size and db.header["version"] == VERSION and db.header["name"] == name
    for p, v in r.items():
        assert db.value(p) == v
        assert db.value_of_text(game.format_position(p)) == v
        assert sorted(map(repr, db.best_moves(p))) == sorted(map(repr, r.best_moves(p)))
    # without the game: the stored texts answer alone
    bare = load_solution(path)
    for text, v in bare.items():
        assert bare.value_of_text(text) == v


def test_positions_of_an_orbit_are_answered(tmp_path):
    game = make_game("picaria")
    r = retrograde(game)
    save_solution(r, tmp_path / "p.npz")
    db = load_solution(tmp_path / "p.npz", game)
    p = game.parse_position("..o/oxx/x.o X")
    for q in game.images(p):
        assert db.value(q) == r.value(q)


def test_other_game_and_other_version_refused(tmp_path):
    path = tmp_path / "p.npz"
    solve_and_save(make_game("picaria"), path)
    with pytest.raises(ValueError, match="is for .*not"):
        load_solution(path, make_game("picaria", stalemate="draw"))
    with pytest.raises(ValueError, match="is for .*not"):
        load_solution(path, make_game("mu-torere"))
    with np.load(path) as data:
        arrays = {k: data[k] for k in data.files}
    header = json.loads(arrays["header"].tobytes())
    header["version"] = VERSION + 1
    arrays["header"] = np.frombuffer(json.dumps(header).encode(), dtype=np.uint8)
    np.savez(tmp_path / "v2.npz", **arrays)
    with pytest.raises(ValueError, match="version"):
        load_solution(tmp_path / "v2.npz")
    (tmp_path / "text.npz").write_text("not an archive")
    with pytest.raises(ValueError, match="not a solved database"):
        load_solution(tmp_path / "text.npz")
    with zipfile.ZipFile(tmp_path / "other.npz", "w") as z:
        z.writestr("x.npy", b"")
    with pytest.raises(ValueError, match="not a solved database"):
        load_solution(tmp_path / "other.npz")


def test_game_without_position_text_refused(tmp_path):
    with pytest.raises(TypeError, match="format_position"):
        solve_and_save(make_game("token-cycle"), tmp_path / "t.npz")
    assert not list(tmp_path.iterdir())


def test_position_outside_the_database(tmp_path):
    game = make_game("picaria")
    start = game.parse_position("..o/oxx/x.o X")
    solve_and_save(game, tmp_path / "p.npz", start)
    db = load_solution(tmp_path / "p.npz", game)
    with pytest.raises(KeyError, match="not in this solved database"):
        db.value(game.parse_position("x../.../... O"))
    with pytest.raises(TypeError, match="needs the game"):
        load_solution(tmp_path / "p.npz").value(start)


def test_command_line_save_and_query(tmp_path, capsys):
    path = str(tmp_path / "picaria.npz")
    assert main(["solve", "picaria", "--save", path, "--quiet"]) == 0
    solved = capsys.readouterr().out
    assert main(["query", path, "--position", "..o/oxx/x.o X", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["value"] == "draw" and doc["position"] == "..o/oxx/x.o X" and doc["best_moves"]
    assert main(["query", path]) == 0
    assert "value:      draw" in capsys.readouterr().out and "value:      draw" in solved
    assert main(["query", path, "--position", "x"]) == 2
    assert main(["query", str(tmp_path / "missing.npz")]) == 2  # a file the user named that cannot be read
    assert main(["solve", "tictactoe", "--method", "search", "--save", path]) == 2
    assert "--save" in capsys.readouterr().err
    assert main(["solve", "nim", "--option", "heaps=2 3", "--save", path, "--quiet"]) == 0
    capsys.readouterr()
    assert main(["query", path, "--position", "2 3", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["value"] == "win"
