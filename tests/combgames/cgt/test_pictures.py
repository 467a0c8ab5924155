"""Pictures of thermographs and of the partizan rulesets' boards (through combgames.pictures.picture)."""

import pytest

from combgames.catalogue import make_game
from combgames.cgt import parse_game, thermograph
from combgames.pictures import picture


@pytest.mark.parametrize("name", ["domineering", "clobber", "toads-and-frogs", "cutcake", "hackenbush", "amazons",
                                  "konane", "toppling-dominoes", "snort", "col", "backsliding-toads-and-frogs",
                                  "cram", "node-kayles", "wythoff"])
def test_every_ruleset_has_a_board_picture(name):
    game = make_game(name)
    svg = picture(game).svg()
    assert svg.startswith("<svg") and svg.count("<rect") + svg.count("<line") >= 2
    assert picture(game, position=game.format_position(game.initial()), caption="start").svg().count("start") >= 1


def test_thermograph_picture_draws_both_walls_and_the_mast():
    svg = picture(parse_game("{2|-1}")).svg()
    assert svg.count("<polyline") == 2 and "mean 1/2, temperature 3/2" in svg
    assert picture(thermograph(parse_game("3/4"))).svg().startswith("<svg")


def test_bad_options_are_refused():
    with pytest.raises(ValueError):
        picture(make_game("domineering"), position="../.x")
    with pytest.raises(TypeError):
        picture(make_game("domineering"), position=("..", 0))
    with pytest.raises(ValueError, match="top"):
        picture(parse_game("*"), top=-2)
