"""One conformance suite for every game of the catalogue (OpenSpiel's games_sim_test).

Random playouts from each game's start check the interface contract: play never mutates its argument;
positions are values (the same moves replayed from the start give an equal position with an equal hash, and so
does the position read back from its text); result is None exactly while play goes on (no legal moves once the
game is over); to_move is a valid player; canonical is constant on the images of a position; every game
declares a cache_key() (checkpoints need it), and two builds of a game have the same one.
"""

import random

import pytest

from combgames.game import IllegalMoveError, final_result, resolve_no_move_rule
from combgames.catalogue import make_game, registry

GAME_NAMES = list(registry())
PLAYOUTS = 12
MAX_PLIES = 300


@pytest.mark.parametrize("name", GAME_NAMES)
def test_random_playouts_respect_the_interface(name):
    game = make_game(name)
    rule = resolve_no_move_rule(game)
    rng = random.Random(name)
    assert game.players >= 2
    for _ in range(PLAYOUTS):
        p = game.initial()
        played = []
        for _ in range(MAX_PLIES):
            h = hash(p)
            assert 0 <= game.to_move(p) < game.players
            ms = list(game.moves(p))
            r = game.result(p)
            if r is not None:
                assert ms == [], f"{name}: legal moves listed in a finished position"
                break
            if not ms:
                assert final_result(game, p, ms, rule) is not None or rule == "pass"
                break
            _check_canonical(game, p)
            _check_text(game, p)
            m = rng.choice(ms)
            q = game.play(p, m)
            assert hash(p) == h, f"{name}: play mutated its argument"
            played.append(m)
            p = q
        _check_replay(game, played, p)


def _check_replay(game, moves, p):
    """The same moves played again from a fresh start give an equal position with an equal hash."""
    again = game.initial()
    for m in moves:
        again = game.play(again, m)
    assert again == p and hash(again) == hash(p)


def _check_canonical(game, p):
    canonical = getattr(game, "canonical", None)
    images = getattr(game, "images", None)
    if callable(canonical) and callable(images):
        key = canonical(p)
        for image in images(p):
            assert canonical(image) == key


def _check_text(game, p):
    fmt, parse = getattr(game, "format_position", None), getattr(game, "parse_position", None)
    if callable(fmt) and callable(parse):
        q = parse(fmt(p))
        assert q == p and hash(q) == hash(p)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_an_illegal_move_is_refused(name):
    game = make_game(name)
    p = game.initial()
    with pytest.raises((IllegalMoveError, ValueError, TypeError)):
        game.play(p, object())


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_game_has_a_cache_key(name):
    key = make_game(name).cache_key()
    assert isinstance(key, str) and key
    assert make_game(name).cache_key() == key
