"""One conformance suite for every game of the catalogue (OpenSpiel's games_sim_test).

Random playouts from each game's start check the interface contract: play never mutates its argument;
positions are values (the same moves replayed from the start give an equal position with an equal hash, and so
does the position read back from its text); result is None exactly while play goes on (no legal moves once the
game is over); to_move is a valid player; canonical is constant on the images of a position; every game
declares a cache_key() (checkpoints need it), and two builds of a game have the same one.
"""

import copy
import random

import pytest

from combgames.game import IllegalMoveError, final_result, position_key, resolve_no_move_rule
from combgames.catalogue import make_game, registry

GAME_NAMES = list(registry())
PLAYOUTS = 12
MAX_PLIES = 300


@pytest.mark.parametrize("name", GAME_NAMES)
def test_random_playouts_respect_the_interface(name):
    game = _default(name)
    rule = resolve_no_move_rule(game)
    rng = random.Random(name)
    key = position_key(game)
    seen: dict = {}  # the text of each position met in any playout: the position and its key
    texts: dict = {}  # each position met: its text
    assert game.players >= 2
    for _ in range(PLAYOUTS):
        p = game.initial()
        played = []
        for _ in range(MAX_PLIES):
            _check_keys(game, key, p, seen, texts)
            before = copy.deepcopy(p)
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
            assert p == before and _text(game, p) == _text(game, before), f"{name}: play mutated its argument"
            played.append(m)
            p = q
        _check_replay(game, played, p)


def _text(game, p):
    """The position's text (``format_position``), or its repr for games without one."""
    fmt = getattr(game, "format_position", None)
    return fmt(p) if callable(fmt) else repr(p)


def _check_keys(game, key, p, seen, texts):
    """A position met again (in another playout, or by another move order) is equal to the first one, with an
    equal hash and an equal transposition-table key; distinct positions have distinct texts (the text is a key
    that tells every position apart)."""
    text = _text(game, p)
    if text in seen:
        q, q_key = seen[text]
        assert q == p and hash(q) == hash(p) and key(p) == q_key, f"{text!r}: equal positions, different keys"
    else:
        seen[text] = (p, key(p))
    assert texts.setdefault(p, text) == text, f"{text!r} and {texts[p]!r}: one position, two texts"


def _check_replay(game, moves, p):
    """The same moves played again from a fresh start give an equal position with an equal hash."""
    again = game.initial()
    for m in moves:
        again = game.play(again, m)
    assert again == p and hash(again) == hash(p)


#: At most this many images of a position are checked to have its canonical key (a sample, spread over the
#: group, for the large groups such as Qubic's 192 symmetries).
MAX_IMAGES = 24


def _check_canonical(game, p):
    canonical = getattr(game, "canonical", None)
    images = getattr(game, "images", None)
    if callable(canonical) and callable(images):
        key = canonical(p)
        found = list(images(p))
        for image in found[::-(-len(found) // MAX_IMAGES)]:
            assert canonical(image) == key


def _check_text(game, p):
    fmt, parse = getattr(game, "format_position", None), getattr(game, "parse_position", None)
    if callable(fmt) and callable(parse):
        q = parse(fmt(p))
        assert q == p and hash(q) == hash(p)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_an_illegal_move_is_refused(name):
    game = _default(name)
    p = game.initial()
    with pytest.raises((IllegalMoveError, ValueError, TypeError)):
        game.play(p, object())


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_game_has_a_cache_key(name):
    key = make_game(name).cache_key()
    assert isinstance(key, str) and key
    assert make_game(name).cache_key() == key


# ---------------------------------------------------------------------------------------------------------------
# Positions against the rules (issue 13, item 3): what a parser accepts can arise, for every registered game.

from functools import lru_cache  # noqa: E402

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from combgames.explore import explore  # noqa: E402
from combgames.game import capabilities, checked_position  # noqa: E402

#: A small variant of each game whose reachable positions can be listed with explore (options by name); the
#: games not here are played at their defaults.
SMALL = {
    "nim": {"heaps": (1, 2)}, "misere-nim": {"heaps": (1, 2)}, "octal": {"heaps": (4,)}, "kayles": {"heaps": (4,)},
    "dawsons-kayles": {"heaps": (4,)}, "tactix": {"rows": 2, "cols": 3}, "tactix-misere": {"rows": 2, "cols": 3},
    "affine-plane": {"q": 3}, "projective-plane": {"q": 2}, "transversal-design": {"k": 3, "q": 3},
    "picaria13": {"stones": 2}, "torus3": {"n": 3}, "torus-hex": {"n": 3}, "klein-hex": {"n": 3},
    "projex": {"n": 3}, "projex-square": {"n": 3}, "token-cycle": {"n": 4}, "domineering": {"rows": 3, "cols": 3},
    "grundys-game": {"heaps": (7,)}, "cutcake": {"width": 3, "height": 2},
}

#: Games too large to explore even in their smallest form: a position is shown reachable by a witness line.
WITNESSED = {"pi4", "qubic", "plane-of-order-9"}


@lru_cache(maxsize=None)
def _default(name):
    """The game at its default options, built once per name (games are immutable; some take a second to build)."""
    return make_game(name)


@lru_cache(maxsize=None)
def _small(name):
    return make_game(name, **SMALL.get(name, {}))


@lru_cache(maxsize=None)
def _reachable(name):
    return frozenset(explore(_small(name), symmetry=False).positions)


def _positional_witness(game, p):
    """Replay the stones of ``p`` alternately from the empty board, the last mover's common stone last; True if the
    line is legal and ends in ``p`` (so ``p`` is reachable)."""
    x, o = p
    bits = lambda m: [i for i in range(game.n) if m >> i & 1]  # noqa: E731
    last_is_x = x.bit_count() > o.bit_count()
    mine = x if last_is_x else o
    lines = [L for L in game.lines if mine & L == L]
    common = mine
    for L in lines:
        common &= L
    final = (common & -common).bit_length() - 1 if lines else None
    xs, os_ = bits(x), bits(o)
    last_list = xs if last_is_x else os_
    if final is not None:
        last_list.remove(final)
        last_list.append(final)
    order = [c for pair in zip(xs, os_) for c in pair] + (xs[len(os_):] if last_is_x else [])
    q = game.initial()
    try:
        for m in order:
            q = game.play(q, m)
    except IllegalMoveError:
        return False
    return q == p


def _is_reachable_or_setup(name, game, p):
    setup = capabilities(game).is_setup_position
    if setup is not None and setup(p):
        return True
    if name in WITNESSED:
        return _positional_witness(game, p)
    return p in _reachable(name)


def _edited(game, text, swaps, replacements, rest):
    """``text`` with cells of its board part (before the first space) swapped and replaced, and its rest (the
    player to move, ...) replaced by the rest of another position's text when ``rest`` is given."""
    board, sep, tail = text.partition(" ")
    cells = [i for i, ch in enumerate(board) if ch not in "/,"]
    chars = list(board)
    if cells:
        for a, b in swaps:
            a, b = cells[a % len(cells)], cells[b % len(cells)]
            chars[a], chars[b] = chars[b], chars[a]
        alphabet = _cell_alphabet(game)
        for at, new in replacements:
            chars[cells[at % len(cells)]] = alphabet[new % len(alphabet)]
    if rest is not None:
        tails = _tails(game)
        tail = tails[rest % len(tails)]
        sep = " " if tail else ""
    return "".join(chars) + sep + tail


@lru_cache(maxsize=None)
def _cell_alphabet(game):
    board = game.format_position(game.initial()).partition(" ")[0]
    return "0123456789" if set(board) <= set("0123456789,") else ".xo"


@lru_cache(maxsize=None)
def _tails(game):
    """The text after the board part in the texts of a few positions near the start (players to move, ...)."""
    found = {""}
    p = game.initial()
    for seed in range(6):
        p = _playout(game, seed, seed % 4)
        found.add(game.format_position(p).partition(" ")[2])
    return sorted(found)


def _playout(game, seed, plies):
    rng = random.Random(seed)
    p = game.initial()
    rule = resolve_no_move_rule(game)
    for _ in range(plies):
        ms = list(game.moves(p))
        if not ms or final_result(game, p, ms, rule) is not None:
            break
        p = game.play(p, rng.choice(ms))
    return p


PARSED = [name for name in GAME_NAMES if capabilities(make_game(name)).parse_position is not None]


@pytest.mark.parametrize("name", PARSED)
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 32), plies=st.integers(0, 40),
       swaps=st.lists(st.tuples(st.integers(0, 10 ** 6), st.integers(0, 10 ** 6)), min_size=1, max_size=3),
       replacements=st.lists(st.tuples(st.integers(0, 10 ** 6), st.integers(0, 10 ** 6)), max_size=2),
       rest=st.none() | st.integers(0, 100))
def test_every_position_the_parser_accepts_can_arise(name, seed, plies, swaps, replacements, rest):
    """A playout's position, its text edited (cells swapped, a few replaced, the player to move replaced): if the
    parser accepts the text, the position is reachable from the start (explore on a small variant, or a witness
    line) or a declared set-up position."""
    game = _small(name)
    text = _edited(game, game.format_position(_playout(game, seed, plies)), swaps, replacements, rest)
    try:
        p = game.parse_position(text)
    except ValueError:
        return
    checked_position(game, p)
    assert _is_reachable_or_setup(name, game, p), f"{name}: accepted {text!r}, which cannot arise"


@pytest.mark.parametrize("name", PARSED)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 32), plies=st.integers(0, 200))
def test_playout_positions_format_and_parse_back(name, seed, plies):
    """Every position of a random legal playout passes check_position and reads back equal from its text."""
    game = _default(name)
    p = _playout(game, seed, plies)
    checked_position(game, p)
    q = game.parse_position(game.format_position(p))
    assert q == p and hash(q) == hash(p)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_positions_of_other_games_are_refused_naming_the_game(name):
    """A start position of every other registered game is refused, or is a position of this game too (heaps are
    heaps); a refusal names the game."""
    game = _default(name)
    check = capabilities(game).check_position
    assert check is not None, f"{name} declares no check_position"
    for other in GAME_NAMES:
        q = _default(other).initial()
        try:
            check(q)
        except (TypeError, ValueError) as err:
            assert "not a position of" in str(err) and repr(game)[:20] in str(err)


def test_move_orders_reaching_one_position_share_its_key_and_other_positions_do_not():
    """Tic-tac-toe: X a1, c3 and O b2 in either order is one position (equal, equal hash, equal key); its mirror
    image is another position with the same symmetry key; swapping who holds b2 gives another orbit, another key."""
    game = make_game("tictactoe")
    key = position_key(game)

    def reach(*labels):
        p = game.initial()
        for label in labels:
            p = game.play(p, game.parse_move(label))
        return p

    first, second = reach("a1", "b2", "c3"), reach("c3", "b2", "a1")
    assert first == second and hash(first) == hash(second) and key(first) == key(second)
    mirror = reach("c1", "b2", "a3")
    assert mirror != first and key(mirror) == key(first)
    swapped = reach("b2", "a1", "c3")
    assert swapped != first and key(swapped) != key(first) and position_key(game, False)(swapped) != first
