"""The catalogue of named games: discovery in the games and the sources, one name style, old spellings."""

from __future__ import annotations

import warnings

import pytest

import combgames.games
from combgames import catalogue
from combgames.catalogue import (NAME_STYLE, UnknownGameError, current_name, game_names, make_game,
                                 make_game_from_text, registry)


def test_names_are_in_one_style():
    bad = [name for name in game_names() if not NAME_STYLE.match(name)]
    assert not bad, f"game names must be lower-case words joined by '-': {bad}"


def test_games_and_sources_register():
    names = set(game_names())
    # a game of each module of combgames.games, and the paper's plane from its source module
    assert {"nim", "kayles", "dawsons-kayles", "picaria", "pong-hau-ki", "mu-torere", "three-mens-morris",
            "three-mens-morris-diagonals", "tictactoe", "tactix", "torus3", "token-cycle", "pi4"} <= names
    assert registry()["pi4"].__module__ == "combgames.sources.affine_tictactoe"
    assert game_names() == sorted(names)


def test_the_games_package_keeps_no_registry():
    assert not hasattr(combgames.games, "make_game") and not hasattr(combgames.games, "registry")


def test_old_spellings_are_accepted_with_a_warning_naming_the_new_name():
    with pytest.warns(DeprecationWarning, match="'mu-torere'"):
        g = make_game("mu_torere")
    assert g.cache_key() == make_game("mu-torere").cache_key()
    with pytest.warns(DeprecationWarning, match="'three-mens-morris'"):
        make_game("three_mens_morris")
    assert current_name("pong_hau_ki") == "pong-hau-ki" and current_name("nim") == "nim"
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        make_game("pong-hau-ki")  # the current name: no warning


def test_unknown_names_list_the_known_ones():
    with pytest.raises(UnknownGameError, match="known games: .*nim") as err:
        make_game("chess")
    assert isinstance(err.value, KeyError) and isinstance(err.value, ValueError)
    with pytest.raises(TypeError, match="must be a str"):
        make_game(3)


def test_options_reach_the_factory():
    assert make_game("dawsons-kayles", heaps=(4, 5)).heaps == (4, 5)
    assert make_game_from_text("dawsons-kayles", {"heaps": "4 5"}).heaps == (4, 5)
    assert make_game("picaria", centre="first+slide").centre_rule == "first+slide"


def test_a_name_registered_twice_is_refused(monkeypatch):
    import combgames.games.nim as nim

    catalogue._found.cache_clear()
    monkeypatch.setattr(nim, "GAMES", {**nim.GAMES, "kayles": nim.GAMES["nim"]})
    try:
        with pytest.raises(RuntimeError, match="'kayles' is registered twice"):
            registry()
    finally:
        monkeypatch.undo()
        catalogue._found.cache_clear()
    assert "kayles" in registry()


def test_a_game_must_be_registered_with_its_declared_options(monkeypatch):
    import combgames.games.nim as nim

    catalogue._found.cache_clear()
    monkeypatch.setattr(nim, "GAMES", {**nim.GAMES, "bare-nim": nim.Nim})
    try:
        with pytest.raises(RuntimeError, match="'bare-nim' of combgames.games.nim must be registered as a GameFactory"):
            registry()
    finally:
        monkeypatch.undo()
        catalogue._found.cache_clear()


def test_make_game_from_text_needs_text():
    with pytest.raises(TypeError, match="option texts must be a mapping"):
        make_game_from_text("nim", {"heaps": [1, 2]})


def test_the_index_on_disk_spares_importing_every_game(tmp_path):
    """A second process builds a game importing only that game's module (the index of names is on disk);
    an index that does not match the module files is rebuilt."""
    import subprocess
    import sys

    script = ("import sys; from combgames.catalogue import make_game, game_names; make_game('nim'); "
              "print(sorted(m for m in sys.modules if m.startswith('combgames.games.') and m != "
              "'combgames.games.registration'), len(game_names()))")
    env = {**__import__("os").environ, "COMBGAMES_CACHE": str(tmp_path)}
    run = lambda: subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True,  # noqa: E731
                                 check=True).stdout
    first = run()
    assert "combgames.games.torus" in first                      # no index yet: every game module imported
    second = run()
    assert second.split("]")[0] == "['combgames.games.heaps', 'combgames.games.nim'"
    assert first.split("]")[1] == second.split("]")[1]            # the same names
    (index,) = tmp_path.glob("catalogue-*.json")
    index.write_text('{"signature": "stale", "names": {}}')
    assert "combgames.games.torus" in run()                      # a stale index is rebuilt
