"""Fuzz targets of the games' parsers: position text, move text and option text of every registered game.

Arbitrary text (and text made of a game's own characters, to get past the first checks) must give either a
value or a ValueError / TypeError (PositionFormatError and IllegalMoveError are ValueErrors) with a message;
never another exception. A position the parser accepts passes the game's check_position and reads back equal
from its own text; a move the parser accepts can be written back.

Run many more examples with ``COMBGAMES_FUZZ=20000 python -m pytest -m fuzz tests/fuzz``.
"""

from functools import lru_cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from combgames.catalogue import make_game, registry
from combgames.game import capabilities
from tests.fuzzing import FUZZ

NAMES = sorted(registry())


@lru_cache(maxsize=None)
def _game(name):
    return make_game(name)


@lru_cache(maxsize=None)
def _positions(name):
    """The start and a few positions of a deterministic playout (positions to read moves in)."""
    game = _game(name)
    out, p = [game.initial()], game.initial()
    for k in range(6):
        ms = list(game.moves(p)) if game.result(p) is None else []
        if not ms:
            break
        p = game.play(p, ms[(7 * k) % len(ms)])
        out.append(p)
    return tuple(out)


@lru_cache(maxsize=None)
def _alphabet(name):
    """The characters of the game's own texts (positions and moves near the start) and separators."""
    game = _game(name)
    caps = capabilities(game)
    chars = set(" /|,:-()0123456789")
    for p in _positions(name):
        if caps.format_position is not None:
            chars |= set(caps.format_position(p))
        if caps.format_move is not None:
            for m in list(game.moves(p))[:20]:
                chars |= set(caps.format_move(m, p))
    return "".join(sorted(chars))


def _text(name):
    return st.one_of(st.text(max_size=80), st.text(alphabet=_alphabet(name), max_size=80))


def _refusal(err):
    assert isinstance(err, (ValueError, TypeError)), f"{type(err).__name__}: {err}"
    assert str(err).strip(), f"{type(err).__name__} without a message"


@pytest.mark.fuzz
@FUZZ
@given(data=st.data())
def test_position_text(data):
    name = data.draw(st.sampled_from([n for n in NAMES if capabilities(_game(n)).parse_position]), label="game")
    game = _game(name)
    text = data.draw(st.one_of(_text(name), st.sampled_from([game.format_position(p) for p in _positions(name)])),
                     label="text")
    try:
        p = game.parse_position(text)
    except Exception as err:  # noqa: BLE001 - the property: only ValueError / TypeError with a message
        _refusal(err)
        return
    game.check_position(p)
    assert game.parse_position(game.format_position(p)) == p


@pytest.mark.fuzz
@FUZZ
@given(data=st.data())
def test_move_text(data):
    name = data.draw(st.sampled_from([n for n in NAMES if capabilities(_game(n)).parse_move]), label="game")
    game = _game(name)
    p = data.draw(st.sampled_from(_positions(name)), label="position")
    legal = [game.format_move(m, p) for m in list(game.moves(p))[:30]] or ["-"]
    text = data.draw(st.one_of(_text(name), st.sampled_from(legal)), label="text")
    try:
        m = game.parse_move(text, p)
    except Exception as err:  # noqa: BLE001
        _refusal(err)
        return
    try:
        q = game.play(p, m)
    except Exception as err:  # noqa: BLE001 - an illegal move is refused with a message
        _refusal(err)
        return
    game.check_position(q)
    assert game.format_move(m, p)


@pytest.mark.fuzz
@FUZZ
@given(data=st.data())
def test_option_text(data):
    """Option texts are read by type (parsing only: building a game of any size is not the parser's business)."""
    name = data.draw(st.sampled_from(NAMES), label="game")
    factory = registry()[name]
    keys = [o.name for o in factory.options] + list(factory.fixed) + ["colour"]
    texts = data.draw(st.dictionaries(st.sampled_from(keys), _text(name), max_size=3), label="texts")
    try:
        values = factory.parse(texts)
    except Exception as err:  # noqa: BLE001
        _refusal(err)
        return
    again = factory.check(**{k: v for k, v in values.items() if k not in factory.fixed})  # parsed values are valid
    assert set(again) == set(values)
