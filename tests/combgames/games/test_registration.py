"""Named games and their declared options (combgames.games.registration, through the catalogue).

One declaration per game: the constructor checks its arguments through it, make_game checks Python values,
make_game_from_text reads command-line text by type; the messages name the game, the option and the value.
"""

import pytest

from combgames.catalogue import game_options, make_game, make_game_from_text, option_summary, registry
from combgames.games.nim import Nim
from combgames.games.registration import GameFactory, _text
from combgames.options import Integer, Option, Options

NAMES = list(registry())


@pytest.mark.parametrize("name", NAMES)
def test_defaults_written_as_text_read_back_to_the_same_game(name):
    """Each option's default, written as on the command line, parses to the default (every option type's
    parser runs once per game), and the game built from those texts is the default game."""
    texts = {o.name: _text(o.default) for o in game_options(name) if not (o.name == "board" and o.default is None)}
    assert make_game_from_text(name, texts).cache_key() == make_game(name).cache_key()


@pytest.mark.parametrize("name", NAMES)
def test_unknown_options_list_the_known_ones(name):
    known = ", ".join(o.name for o in game_options(name)) or "none"
    with pytest.raises(TypeError, match=f"game '{name}': unknown option colour; the options are: {known}"):
        make_game_from_text(name, {"colour": "red"})
    with pytest.raises(TypeError, match="unknown option colour"):
        make_game(name, colour="red")


@pytest.mark.parametrize("text, value", [("False", False), ("false", False), ("0", False), ("no", False),
                                         ("off", False), ("True", True), ("1", True), ("yes", True)])
def test_booleans_are_read_as_booleans(text, value):
    assert make_game_from_text("mu-torere", {"centre_entry": text}).centre_entry is value


def test_the_issues_option_attacks():
    assert make_game_from_text("nim", {"heaps": "5"}).heaps == (5,)
    for text, words in [("-3", "heap sizes must be integers >= 0, not -3 (item 1 of [-3])"),
                        ("a b c", "heap sizes must be integers >= 0, not 'a' (item 1 of 'a b c')"),
                        ("", "give at least 1 of the heap sizes"),
                        ("1 2.5", "not '2.5' (item 2")]:
        with pytest.raises(ValueError, match=f"game 'nim': option heaps: .*{_escape(words)}"):
            make_game_from_text("nim", {"heaps": text})
    with pytest.raises(ValueError, match="game 'token-cycle': option n must be an integer in 2..100000, not 0"):
        make_game_from_text("token-cycle", {"n": "0"})
    with pytest.raises(TypeError, match="option centre_entry must be true or false, not 'False'"):
        make_game("mu-torere", centre_entry="False")  # Python values are not text


@pytest.mark.parametrize("name, option, base", [
    ("kayles", "code", "octal"), ("dawsons-kayles", "code", "octal"), ("misere-nim", "convention", "nim"),
    ("tactix-misere", "convention", "tactix"), ("picaria13", "board", "picaria"), ("tapatan", "board", "picaria"),
    ("torus-hex", "surface", None),
])
def test_variants_refuse_the_options_they_fix_and_say_so(name, option, base):
    fixed = registry()[name].fixed[option]
    where = f"; choose it with game '{base}'" if base else ""
    message = f"option {option} cannot be set: this game fixes {option}={fixed}{_escape(where)}"
    with pytest.raises(TypeError, match=_escape(f"game '{name}': ") + message.replace("(", r"\(")):
        make_game(name, **{option: fixed})
    with pytest.raises(TypeError, match="cannot be set"):
        make_game_from_text(name, {option: str(fixed)})
    assert option not in game_options(name) and f"fixed: {option}=" in option_summary(name)


def test_summaries():
    assert option_summary("nim") == "heaps=3 4 5, convention=normal"
    assert option_summary("misere-nim") == "heaps=3 4 5 (fixed: convention=misere, see nim)"
    assert option_summary("pong-hau-ki") == "no_move_rule=loss"


def test_constructors_check_through_the_same_declaration():
    for call, error, words in [
        (lambda: Nim([1, True]), ValueError, "option heaps"),
        (lambda: make_game("tictactoe", n=True), TypeError, "option n"),
        (lambda: make_game("picaria", stones=(3, 3, 3)), TypeError, "option stones"),
        (lambda: make_game("torus3", cross_policy="first"), ValueError, "option cross_policy must be one of"),
        (lambda: make_game("tactix", board="xx/x"), ValueError, "board text row 2"),
        (lambda: make_game("pi4", removed=["rows"]), ValueError, "index block must be one of"),
        (lambda: make_game("transversal-design", k=6, q=4), ValueError, "k must be at most q \\+ 1 = 5"),
    ]:
        with pytest.raises(error, match=words):
            call()


def test_a_factory_refuses_fixed_values_it_does_not_declare():
    options = Options(Option("n", Integer(minimum=1), 3))
    with pytest.raises(ValueError, match="not declared"):
        GameFactory(Nim, options, fixed={"m": 1})
    f = GameFactory(lambda n: n, options)
    assert f(n=4) == 4 and f.from_text({"n": "5"}) == 5 and f.summary() == "n=3"


def _escape(text):
    import re

    return re.escape(text)
