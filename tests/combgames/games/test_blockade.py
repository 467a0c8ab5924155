"""Tests of combgames.games.blockade: Pong Hau K'i and Mu Torere rules, text, errors, counting conventions."""

from __future__ import annotations

from itertools import permutations

import pytest

from combgames.game import IllegalMoveError, PositionFormatError
from combgames.games import boards
from combgames.games.blockade import BlockadeGame, mu_torere, pong_hau_ki, position_counts
from combgames.solvers import retrograde


def test_pong_hau_ki_start_and_moves():
    g = pong_hau_ki()
    p = g.initial()
    assert g.format_position(p) == "xx/./oo X"
    assert sorted(g.format_move(m) for m in g.moves(p)) == ["a-o", "b-o"]
    q = g.play(p, g.parse_move("a-o"))
    assert g.format_position(q) == ".x/x/oo O"
    assert sorted(g.format_move(m) for m in g.moves(q)) == ["c-a"]
    with pytest.raises(IllegalMoveError):
        g.play(p, (0, 1))  # the top side is not drawn


def test_pong_hau_ki_blocked_player_loses():
    g = pong_hau_ki()
    p = g.parse_position("ox/x/.o O")  # O on a, d; X on b, o; c empty: O can slide a-c
    stuck = [q for q in g.positions() if not g.moves(q)]
    assert stuck
    r = retrograde(g, positions="all")
    for q in stuck:
        assert str(r.value(q)) == "loss in 0"
    assert g.moves(p)


def test_mu_torere_centre_entry_rule():
    g = mu_torere()
    p = g.initial()
    t = g.board.index("t")
    # at the start only the two stones next to an enemy may enter the putahi
    entering = sorted(g.format_move(m) for m in g.moves(p) if m[1] == t)
    assert entering == ["k2-t", "k7-t"]
    free = mu_torere(centre_entry=False)
    assert len([m for m in free.moves(p) if m[1] == t]) == 4
    # without the rule X blocks O at once
    assert str(retrograde(free).value(free.initial())) == "win in 1"
    assert str(retrograde(g).value(g.initial())) == "draw"


def test_depth_limited_search_agrees():
    """Values of all positions against plain minimax to depth 6 (wins and losses within 6 plies)."""
    for g in (pong_hau_ki(), mu_torere()):
        r = retrograde(g, positions="all", symmetry=False)
        memo: dict = {}

        def search(p, d):
            if (p, d) in memo:
                return memo[p, d]
            ms = g.moves(p)
            if not ms:
                out = ("loss", 0)
            elif d == 0:
                out = None
            else:
                ch = [search(g.play(p, m), d - 1) for m in ms]
                wins = [c[1] + 1 for c in ch if c and c[0] == "loss"]
                if wins:
                    out = ("win", min(wins))
                elif all(c and c[0] == "win" for c in ch):
                    out = ("loss", max(c[1] for c in ch) + 1)
                else:
                    out = None
            memo[p, d] = out
            return out

        for p, v in r.items():
            s = search(p, 6)
            if v.outcome == "draw" or v.distance > 6:
                assert s is None
            else:
                assert s == (v.outcome, v.distance)


def test_counting_conventions_by_brute_force():
    """Arrangements up to symmetry, counted here by listing images under every automorphism."""
    g = pong_hau_ki()
    autos = g.board.automorphisms
    seen = set()
    for arr in set(permutations("xxoo.")):
        key = min(tuple(arr[a[i]] for i in range(5)) for a in autos)
        seen.add(key)
    assert len(seen) == position_counts(g)["arrangements/sym"]


def test_errors():
    g = mu_torere()
    with pytest.raises(PositionFormatError, match="ROWS"):
        g.parse_position("oo/oo/./xx/xx")
    with pytest.raises(PositionFormatError, match="rows"):
        g.parse_position("oo/oo/xx/xx X")
    with pytest.raises(PositionFormatError, match="row 3"):
        g.parse_position("oo/oo/../xx/xx X")
    with pytest.raises(PositionFormatError, match="unknown cell"):
        g.parse_position("oo/oo/z/xx/xx X")
    with pytest.raises(ValueError, match="same number"):
        BlockadeGame(boards.pong_hau_ki(), "xx/x/.o X")
    with pytest.raises(IllegalMoveError, match="legal slides"):
        g.play(g.initial(), (0, 1))
    with pytest.raises(PositionFormatError, match="move text"):
        g.parse_move("k0")


def test_bad_input_names_the_problem():
    from combgames.game import PositionFormatError
    from combgames.games.blockade import pong_hau_ki
    g = pong_hau_ki()
    with pytest.raises(PositionFormatError, match="3 x and 1 o stones"):
        g.parse_position("xx/x/.o X")
    with pytest.raises(TypeError, match="must be a str"):
        g.parse_position(3)
    with pytest.raises(TypeError, match="move text must be a str"):
        g.parse_move(3)
    with pytest.raises(ValueError, match="slide"):
        g.format_move(7)
