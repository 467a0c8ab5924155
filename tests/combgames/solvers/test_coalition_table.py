"""The coalition tables' text and HTML forms: the values of a position, and of several positions with their
kingmakers, on the 3 x 3 three-player torus (solved by the compiled kernel; the values themselves are checked
against the generic search and retrograde solves in test_coalition.py and against the seed in tests/published)."""

from __future__ import annotations

import pytest

from combgames.analysis.torus3 import solve_torus3
from combgames.solvers.coalition_table import CoalitionValues


@pytest.fixture(scope="module")
def torus():
    return solve_torus3(3)


def test_the_values_of_a_position_are_a_dict_that_prints_as_a_table(torus):
    values = torus.table()
    assert isinstance(values, CoalitionValues) and isinstance(values, dict)
    assert values == {(0,): False, (1,): False, (2,): False, (0, 1): True, (0, 2): True, (1, 2): True}
    assert str(values).splitlines() == [
        "Coalitions at .../.../... | Vert (Vert to move)",
        "coalition  players  forces a win",
        "---------  -------  ------------",
        "Vert             1  no",
        "Horz             1  no",
        "Diag             1  no",
        "Vert+Horz        2  yes",
        "Vert+Diag        2  yes",
        "Horz+Diag        2  yes",
    ]
    html = values._repr_html_()
    assert '<th scope="col">coalition</th>' in html and '<th scope="col">forces a win</th>' in html
    assert "<tr><td>Vert+Diag</td><td style=\"text-align: right\">2</td><td>yes</td></tr>" in html
    assert "<caption>Coalitions at .../.../... | Vert (Vert to move)</caption>" in html


def test_the_positions_table_shows_each_position_and_its_kingmakers(torus):
    kingmaker = torus.game.parse_position(".xx/x../... | Vert")      # the strict kingmaker with fewest stones
    t = torus.positions_table([torus.start, kingmaker])
    assert t.columns == ("position", "to move", "Vert", "Horz", "Diag", "Vert+Horz", "Vert+Diag", "Horz+Diag",
                         "kingmakers", "strict kingmakers")
    assert t.rows[1] == (".xx/x../... | Vert", "Vert", "no", "no", "no", "yes", "yes", "yes", "Vert: Horz, Diag",
                         "Vert: Horz, Diag")
    assert t.rows[0][-2:] == ("Vert: Horz, Diag; Horz: Vert, Diag; Diag: Vert, Horz", "")
    html = torus._repr_html_()                                            # the start and each first move
    assert html.count("<tr>") == 1 + 1 + 18 + 1 and "<th scope=\"col\">strict kingmakers</th>" in html


def test_an_ended_position_shows_its_result(torus):
    game = torus.game
    p = torus.start
    while game.result(p) is None:                                         # fill the board cell by cell
        p = game.play(p, game.moves(p)[0])
    row = torus.positions_table([p]).rows[0]
    assert row[1] in ("draw", "Vert won", "Horz won", "Diag won")
    assert row[1] == ("draw" if game.result(p) == -1 else f"{game.player_names[game.result(p)]} won")
