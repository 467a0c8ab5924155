"""Tests of combgames.games.picaria: rules, text format, errors, and retrograde values against search."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combgames.game import IllegalMoveError, PositionFormatError
from combgames.games.boards import picaria
from combgames.games.picaria import Picaria, PicariaPosition, family_game
from combgames.solvers import retrograde
from tests.reference.minimax import forced_within as _depth_limited


@pytest.fixture(scope="module")
def game():
    return Picaria()


@pytest.fixture(scope="module")
def solved(game):
    return retrograde(game)




def _random_position(game, rng, plies):
    p = game.initial()
    for _ in range(plies):
        ms = game.moves(p)
        if not ms:
            break
        p = game.play(p, rng.choice(ms))
    return p


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 14))
def test_retrograde_against_depth_limited_search(seed, plies):
    game = Picaria()
    r = _solved_cache(game)
    p = _random_position(game, random.Random(seed), plies)
    v = r.value(p)
    depth = 7
    d = _depth_limited(game, p, depth, {})
    if v.outcome == "draw" or v.distance > depth:
        assert d is None
    else:
        assert d == (v.outcome, v.distance)


_CACHE: dict = {}


def _solved_cache(game):
    if "r" not in _CACHE:
        _CACHE["r"] = retrograde(game)
    return _CACHE["r"]


def test_symmetry_and_no_symmetry_agree(game, solved):
    plain = retrograde(game, symmetry=False)
    for p, v in plain.items():
        assert solved.value(p) == v
    # canonical is constant on orbits
    for p in list(plain.representatives)[:300]:
        for g in game.symmetry_group.elements.tolist():
            inv = [0] * 9
            for i, gi in enumerate(g):
                inv[gi] = i
            img = PicariaPosition(sum(1 << inv[i] for i in range(9) if p.x >> i & 1),
                                  sum(1 << inv[i] for i in range(9) if p.o >> i & 1), p.turn)
            assert game.canonical(img) == game.canonical(p)


def test_positions_closed_and_matches_reachable(game, solved):
    full = retrograde(game, positions="all")
    for p, v in solved.items():
        assert full.value(p) == v


def test_text_round_trip(game):
    for text in ["..o/oxx/x.o X", ".../.../... X", "x../.o./... X", "xo./oox/.x. O"]:
        assert game.format_position(game.parse_position(text)) == text
    assert game.parse_position("x../.o./...") == game.parse_position("x../.o./... X")
    assert game.parse_position("X../.O./... X") == game.parse_position("x../.o./... X")


@pytest.mark.parametrize("text, match", [
    ("..o/oxx X", "expected 3 rows"),
    ("..o/oxxx/x.o X", "row 2 must have 3 cells"),
    ("..o/oyx/x.o X", "unknown cell"),
    ("xxo/oxx/x.o X", "x and"),
    ("..o/oxx/x.o Z", "must be X or O"),
    ("..o/oxx/x.o", "not determined"),
    ("x../.../... X", "cannot arise"),
    ("xxx/ooo/... X", "both players"),
    ("xxx/oo./o.. X", "already has a"),
    ("", "ROWS"),
])
def test_parse_errors(game, text, match):
    with pytest.raises(PositionFormatError, match=match):
        game.parse_position(text)


def test_illegal_moves(game):
    p = game.parse_position("..o/oxx/x.o X")
    with pytest.raises(IllegalMoveError, match="must slide"):
        game.play(p, 1)
    with pytest.raises(IllegalMoveError, match="no x stone"):
        game.play(p, (1, 0))
    with pytest.raises(IllegalMoveError, match="occupied"):
        game.play(p, (4, 5))
    with pytest.raises(IllegalMoveError, match="not joined"):
        game.play(p, (6, 0))
    q = game.parse_position("x../.o./... X")
    with pytest.raises(IllegalMoveError, match="not a slide"):
        game.play(q, (0, 1))
    with pytest.raises(IllegalMoveError, match="occupied"):
        game.play(q, 4)
    with pytest.raises(IllegalMoveError, match="point index"):
        game.play(q, 9)
    done = game.parse_position("xxx/oo./o.. O")
    assert game.result(done) == 0 and game.moves(done) == []
    with pytest.raises(IllegalMoveError, match="over"):
        game.play(done, 5)
    assert game.parse_move("a3-b2") == (0, 4) and game.parse_move("4") == 4
    with pytest.raises(PositionFormatError, match="move text"):
        game.parse_move("z9")


def test_rule_parameters():
    with pytest.raises(ValueError, match="centre must be"):
        Picaria(centre="middle")
    with pytest.raises(ValueError, match="stalemate must be"):
        Picaria(stalemate="win")
    with pytest.raises(ValueError, match="fewer than"):
        Picaria(stones=(4, 5))
    with pytest.raises(ValueError, match="positive"):
        Picaria(stones=0)
    from combgames.games.boards import Board
    square = Board.from_drawing("square", {"a": (0, 1), "b": (1, 1), "c": (0, 0), "d": (1, 0)},
                                [("a", "b"), ("b", "d"), ("d", "c"), ("c", "a")])
    assert square.centre is None
    with pytest.raises(ValueError, match="needs a board with a centre"):
        Picaria(square, stones=1, centre="first")
    g = Picaria(centre="first")
    assert 4 not in g.moves(g.initial())
    p = g.play(g.initial(), 0)
    assert 4 not in g.moves(p)
    assert 4 in g.moves(g.play(p, 1))
    d = Picaria(centre="drop")
    with pytest.raises(PositionFormatError, match="forbids a stone on the centre"):
        d.parse_position("x../.o./x.o X")
    assert 4 not in [m for m in d.moves(d.parse_position("x../.../..o X"))]
    s = Picaria(centre="slide")
    q = s.parse_position("xo./x.x/o.o X")
    assert s.moves(q) and all(m[1] != 4 for m in s.moves(q))
    assert 4 in s.moves(s.parse_position("x../.../... O"))  # placing on the centre is allowed
    with pytest.raises(IllegalMoveError, match="forbids sliding"):
        s.play(q, (0, 4))


def test_handicap_order():
    g = Picaria(stones=(3, 4))
    p = g.initial()
    for m in [0, 1, 2 + 3, 3, 8]:  # X a3, O b3, X c2, O a2, X c1
        p = g.play(p, m)
    p = g.play(p, 6)  # O a1: O has 3, X has 3, X to move
    assert g.to_move(p) == 0 and all(isinstance(m, tuple) for m in g.moves(p))
    p = g.play(p, g.moves(p)[0])
    assert g.to_move(p) == 1 and all(isinstance(m, int) for m in g.moves(p))
    assert g.format_position(g.parse_position(g.format_position(p))) == g.format_position(p)


def test_stalemate_rule():
    from combgames.game import DRAW, final_result
    g = Picaria("three_mens_morris", stones=3)
    stuck = [p for p in g.positions() if g.result(p) is None and not g.moves(p)]
    assert stuck  # e.g. a player whose stones are all walled in
    p = stuck[0]
    for rule, expected in [("loss", 1 - p.turn), ("draw", DRAW)]:
        h = Picaria("three_mens_morris", stones=3, stalemate=rule)
        assert h.no_move_rule == rule
        assert final_result(h, p, None, h.no_move_rule) == expected
        v = retrograde(h, start=p).value(p)
        assert v.outcome == ("loss" if rule == "loss" else "draw")


def test_family_game_s4_is_picaria():
    a, b = family_game(4), Picaria()
    ra, rb = retrograde(a), retrograde(b)
    assert ra.size == rb.size and ra.counts == rb.counts
    assert a.board.edges == picaria().edges


def test_lines_any_on_13_point_board():
    g = Picaria("picaria13", lines="any")
    assert len(g.board.lines) == 30
    assert len(Picaria("picaria13").board.lines) == 16


@pytest.mark.parametrize("centre, text, match", [
    ("first", "xx./.o./... O", "before each player has placed one"),   # O's only stone on the centre
    ("first", ".../.x./... O", "before each player has placed one"),   # X's first stone on the centre
    ("drop", "xo./ox./.x. O", "until one can have slid"),              # placement-phase counts
    ("drop", "x.x/.o./o.. X", "until one can have slid"),
    ("never", "..o/oxx/x.o X", "at any time"),
])
def test_centre_rules_reject_unreachable_positions(centre, text, match):
    """A stone on the centre that the centre rule cannot allow is a format error, not a silent solve."""
    with pytest.raises(PositionFormatError, match=match):
        Picaria(centre=centre).parse_position(text)


@pytest.mark.parametrize("centre, text", [
    ("first", "x.x/.o./o.. X"),   # O's second stone may be on the centre
    ("drop", "..o/oxx/x.o X"),    # 3 + 3 with X to move: X can have slid onto the centre
    ("slide", "xx./.o./... O"),   # the literal reading allows placing on the centre
])
def test_centre_rules_accept_reachable_positions(centre, text):
    g = Picaria(centre=centre)
    assert g.format_position(g.parse_position(text)) == text


def test_could_have_slid_matches_play():
    """Independent check of could_have_slid: the counts seen after a slide in random games, handicap included."""
    for stones in (3, (3, 4), (2, 4)):
        g = Picaria(stones=stones)
        rng = random.Random(1)
        after, before = set(), set()
        for _ in range(300):
            p, slid = g.initial(), False
            for _ in range(20):
                ms = g.moves(p)
                if not ms:
                    break
                m = rng.choice(ms)
                slid = slid or isinstance(m, tuple)
                p = g.play(p, m)
                (after if slid else before).add((p.x.bit_count(), p.o.bit_count(), p.turn))
        for counts in after:
            assert g.could_have_slid(*counts)
        for counts in before - after:
            assert not g.could_have_slid(*counts)


def test_bad_positions_and_moves_name_the_problem(game):
    with pytest.raises(ValueError, match="hold both"):
        game.play(PicariaPosition(1, 1, 0), 2)
    with pytest.raises(ValueError, match="turn must be 0"):
        game.moves((0, 0, 5))
    with pytest.raises(ValueError, match="only bits 0..8"):
        game.moves((0, 1 << 12, 0))
    with pytest.raises(TypeError, match="triple"):
        game.moves("abc")
    with pytest.raises(ValueError, match="more than 3"):
        game.check_position(PicariaPosition(0b11011, 0, 1))
    with pytest.raises(TypeError, match="move text must be a str"):
        game.parse_move(5)
    with pytest.raises(ValueError, match="point index in 0..8"):
        game.format_move(99)
    with pytest.raises(TypeError, match="must be a str"):
        game.parse_position(None)


@pytest.mark.parametrize("texts, match", [
    ({"stones": "a"}, "option stones must be an integer"),
    ({"stones": "1,2,3"}, "option stones must be an integer k or a pair"),
    ({"handicap": "x"}, "option handicap must be a non-negative integer"),
    ({"handicap": "-1"}, "option handicap must be a non-negative integer"),
    ({"stones": "3,3", "handicap": "1"}, "not both"),
    ({"centre": "middle"}, "option centre must be one of"),
    ({"board": "chess"}, "unknown board 'chess'"),
    ({"bogus": "1"}, "unknown option bogus; the options are: board, stones"),
])
def test_cli_options_are_read_by_type_with_named_errors(texts, match):
    from combgames.games.picaria import GAMES
    with pytest.raises((TypeError, ValueError), match=match):
        GAMES["picaria"].from_text(texts)


def test_cli_options_handicap_and_fixed_board():
    from combgames.games.picaria import GAMES
    assert GAMES["picaria"].from_text({"handicap": "1"}).stones == (3, 4)
    assert GAMES["picaria"].from_text({"stones": "3,4"}).stones == (3, 4)
    assert GAMES["picaria"](stones=(3, 4)).stones == Picaria(handicap=1).stones == (3, 4)
    assert GAMES["picaria13"](stones=4).stones == (4, 4)
    with pytest.raises(TypeError, match="board cannot be set: this game fixes board=picaria13; choose it with "
                                        "game 'picaria'"):
        GAMES["picaria13"](board="picaria")
    with pytest.raises(TypeError, match="option stones must be an integer k or a pair"):
        Picaria(stones="3,4")  # text is for the command line; Python values are ints


def _independent_retrograde(game):
    """Reference solver, independent of combgames.solvers: level-by-level retrograde analysis.

    Returns ``(values, reachable)``: {position: (outcome, distance)}, outcome "win" / "loss" for the player to
    move (winner fastest, loser slowest), and the set of positions reachable from the start; reachable
    positions missing from ``values`` are draws.
    """
    start = game.initial()
    children, seen, stack = {}, {start}, [start]
    while stack:
        p = stack.pop()
        kids = [] if game.result(p) is not None else [game.play(p, m) for m in game.moves(p)]
        children[p] = kids
        for q in kids:
            if q not in seen:
                seen.add(q)
                stack.append(q)
    parents = {p: [] for p in children}
    for p, kids in children.items():
        for q in kids:
            parents[q].append(p)
    value, left = {}, {p: len(set(kids)) for p, kids in children.items()}
    level = []
    for p, kids in children.items():
        r = game.result(p)
        if r is not None:
            value[p] = ("win", 0) if r == game.to_move(p) else ("loss", 0)
            level.append(p)
        elif not kids and game.no_move_rule == "loss":
            value[p] = ("loss", 0)
            level.append(p)
    d = 0
    while level:
        nxt = []
        for q in level:
            for p in set(parents[q]):
                if p in value:
                    continue
                if value[q][0] == "loss":
                    value[p] = ("win", d + 1)
                    nxt.append(p)
                else:
                    left[p] -= 1
                    if left[p] == 0:
                        value[p] = ("loss", d + 1)
                        nxt.append(p)
        level, d = nxt, d + 1
    return value, set(children)


@pytest.mark.parametrize("rules", [{}, {"centre": "first"}, {"centre": "drop"}, {"stones": (3, 4)},
                                   {"board": "tapatan"}, {"board": "three_mens_morris", "stalemate": "draw"},
                                   {"board": "three_mens_morris_diagonals"}, {"centre": "first+slide"}])
def test_retrograde_against_independent_reference(rules):
    """Every reachable position: the library's value equals that of a small independent retrograde solver."""
    rules = dict(rules)
    game = Picaria(rules.pop("board", "picaria"), **rules)
    reference, reachable = _independent_retrograde(game)
    solved = retrograde(game)
    assert len(reference) > 100 and len(reachable) > len(reference) // 2
    for p in reachable:
        v = solved.value(p)
        expected = reference.get(p)
        if expected is None:
            assert v.outcome == "draw", game.format_position(p)
        else:
            assert (v.outcome, v.distance) == expected, game.format_position(p)


def test_board_without_lines_is_refused():
    with pytest.raises(ValueError, match="no winning lines"):
        Picaria("pong_hau_ki", stones=1)


def test_centre_rule_first_plus_slide_is_first_without_slides_onto_the_centre():
    """The named rule against the way it was reached before it had a name: rule "first" with the private
    slide restriction set by hand. Every reachable position has the same value."""
    for stones in (3, (3, 4)):
        named = Picaria(stones=stones, centre="first+slide")
        by_hand = Picaria(stones=stones, centre="first")
        by_hand._slide_forbid = by_hand._centre_bit
        r_named, r_hand = retrograde(named), retrograde(by_hand)
        assert r_named.size == r_hand.size and r_named.counts == r_hand.counts
        for p, v in r_hand.items():
            assert r_named.value(p) == v
    g = Picaria(centre="first+slide")
    assert 4 not in g.moves(g.initial()) and 4 not in g.moves(g.play(g.initial(), 0))  # as "first"
    q = g.parse_position("xo./x.x/o.o X")
    assert g.moves(q) and all(m[1] != 4 for m in g.moves(q))  # as "slide"
    with pytest.raises(IllegalMoveError, match="forbids sliding"):
        g.play(q, (0, 4))


def test_first_plus_slide_rejects_a_centre_stone_that_could_only_have_slid_there():
    first, both = Picaria(stones=(1, 2), centre="first"), Picaria(stones=(1, 2), centre="first+slide")
    text = ".o./.x./o.. X"  # X's only stone on the centre after X's first slide
    assert first.format_position(first.parse_position(text)) == text
    with pytest.raises(PositionFormatError, match="first\\+slide"):
        both.parse_position(text)
    g = Picaria(centre="first+slide")
    assert g.parse_position("x../.x./..o O")  # X's second stone, placed after each player's first


def test_three_mens_morris_with_diagonal_lines():
    g = Picaria("three_mens_morris_diagonals")
    plain = Picaria("three_mens_morris")
    assert g.board.edges == plain.board.edges and len(g.board.lines) == 8 and len(g.symmetry_group) == 8
    won = g.parse_position("x.o/ox./o.x O")  # X on the main diagonal
    assert g.result(won) == 0 and plain.result(plain.parse_position("x.o/ox./o.x O")) is None
    p = g.parse_position("xo./x.o/.ox X")
    assert all(b - a in (1, 3, -1, -3) for a, b in g.moves(p))  # slides are orthogonal only
    from combgames.catalogue import make_game

    assert make_game("three-mens-morris-diagonals").board == g.board
