"""The Picaria article (seed 002_e4f40bb950069833.txt, in Russian): boards, drop-phase centre rule, house rules.

The article gives rules, not results: these tests check that the boards and rule parameters say what the
article says, and compare the outcomes the retrograde solver computes for its variants with an independent
depth-limited minimax (:func:`forced`, no symmetry, no retrograde), which decides every win or loss within
its horizon and must find none where the solver says draw.
"""

from __future__ import annotations

import pytest

from combgames.analysis.picaria import rule_variants
from combgames.games.boards import picaria, picaria13, tapatan
from combgames.games.picaria import CENTRE_RULES, Picaria
from combgames.reproduce import run_claim
from combgames.reproduce.picaria_family import CLAIMS
from combgames.solvers import retrograde
from combgames.sources.picaria_article import CENTRE_READINGS, CENTRE_RULE_TEXT, CENTRE_VARIANT_TEXT, STALEMATE_TEXT
from tests.reference.minimax import forced_within as forced




def _agrees_with_search(game, p, depth):
    v = retrograde(game).value(p)
    d = forced(game, p, depth, {})
    if v.outcome == "draw" or v.distance > depth:
        return d is None
    return d == (v.outcome, v.distance)


def test_two_boards_9_and_13_points():
    """'Первая версия ... содержит 9 ... точек пересечения, а вторая версия использует 13'."""
    assert len(picaria().points) == 9 and len(picaria13().points) == 13


def test_short_diagonals_distinguish_picaria_from_tapatan():
    """'Эти четыре дополнительные диагональные линии отличают доску Пикариа от Тапатана или Ачи'."""
    assert len(set(picaria().edges) - set(tapatan().edges)) == 4
    assert set(tapatan().edges) < set(picaria().edges)


def test_extra_points_are_crossings_of_short_and_main_diagonals():
    """'... находятся на пересечении четырех дополнительных диагональных линий с линиями больших диагоналей'."""
    b = picaria13()
    main = {(0.0, 2.0), (2.0, 0.0), (0.0, 0.0), (2.0, 2.0)}
    for name in "pqrs":
        i = b.index(name)
        segs = [s for s in b.segments if i in s]
        assert len(segs) == 2
        ends = [{b.coordinates[s[0]], b.coordinates[s[-1]]} for s in segs]
        assert sum(e <= main for e in ends) == 1  # one main diagonal, one short diagonal


def test_three_pieces_each_and_centre_rule():
    """Three pieces each; the centre cannot be used until each player has dropped their first piece."""
    g = Picaria(centre="first")
    assert g.stones == (3, 3)
    p = g.initial()
    assert 4 not in g.moves(p)
    p = g.play(p, 0)
    assert 4 not in g.moves(p)
    p = g.play(p, 1)
    assert 4 in g.moves(p)


def test_variant_readings():
    """The variant sentence read both ways: no centre in the drop phase, or no centre after the drop phase."""
    drop, slide = Picaria(centre="drop"), Picaria(centre="slide")
    p = drop.parse_position("xo./.../... X")
    assert 4 not in drop.moves(p) and 4 in slide.moves(p)
    q = slide.parse_position("xo./x.x/o.o X")
    assert all(m[1] != 4 for m in slide.moves(q)) and any(m[1] == 4 for m in drop.moves(q))


def test_stalemate_house_rule_is_a_parameter():
    """'Патовая ситуация ... является причиной ничьей в игре или проигрыша этому игроку'."""
    assert Picaria(stalemate="draw").no_move_rule == "draw"
    assert Picaria().no_move_rule == "loss"


def test_variants_on_the_9_point_board():
    """Computed (no published value): only the 'drop' reading changes Picaria's outcome (X then wins)."""
    out = rule_variants("picaria")
    assert set(out) == set(CENTRE_RULES)
    assert out["drop"].value.outcome == "win"
    assert all(out[c].value.outcome == "draw" for c in set(CENTRE_RULES) - {"drop"})
    assert all(v.stalemates == 0 and v.value_if_stalemate_draws is None for v in out.values())


@pytest.mark.parametrize("centre", CENTRE_RULES)
def test_variant_values_against_depth_limited_search(centre):
    """Independent check of the 9-point variants: the 'drop' win in 7, and no forced result within 13 plies
    for the draws; also after each first move of X."""
    g = Picaria(centre=centre)
    assert _agrees_with_search(g, g.initial(), 13)
    for m in g.moves(g.initial()):
        assert _agrees_with_search(g, g.play(g.initial(), m), 11)


def test_stalemate_rule_matters_nowhere_on_the_9_point_board():
    for centre in CENTRE_RULES:
        g = Picaria(centre=centre)
        r = retrograde(g)
        assert not any(g.result(p) is None and not g.moves(p) for p in r.representatives)


@pytest.mark.slow
def test_variants_on_the_13_point_board():
    out = rule_variants("picaria13")
    assert out["never"].value.outcome == "draw"
    assert all(out[c].value.outcome == "win" for c in ("none", "first", "drop", "slide"))
    for centre in CENTRE_RULES:  # the wins (in 5 to 9 plies) confirmed by plain minimax
        g = Picaria("picaria13", centre=centre)
        assert _agrees_with_search(g, g.initial(), 9)


def test_the_readings_are_the_centre_rules():
    """Each ``centre=`` rule of the game is one reading of the article's sentences: the main rule
    ('... пока каждый игрок не уронит свою первую фигуру') or its variant ('... после того, как выброшены все
    фигуры'), or none (the rules of seed 000)."""
    assert set(CENTRE_READINGS) == set(CENTRE_RULES)
    assert "первую фигуру" in CENTRE_RULE_TEXT and "после того" in CENTRE_VARIANT_TEXT
    assert CENTRE_READINGS["first"].quote == CENTRE_RULE_TEXT
    assert all(CENTRE_VARIANT_TEXT in CENTRE_READINGS[c].quote for c in ("drop", "slide", "never", "first+slide"))
    assert "ничьей" in STALEMATE_TEXT and "проигрыша" in STALEMATE_TEXT


def test_reproduce_row_article_variants_9():
    """The row picaria.article_variants_9 (no published value: the article gives rules, not results)."""
    row = run_claim(next(c for c in CLAIMS if c.id == "picaria.article_variants_9"))
    assert row.verdict == "extends"
    assert row.computed == {c: ("win in 7" if c == "drop" else "draw") + " (no stalemate reachable)"
                            for c in CENTRE_READINGS}


@pytest.mark.slow
@pytest.mark.parametrize("claim_id", ["picaria.article_variants_13", "picaria.article_variants_13_any_three"])
def test_reproduce_rows_13_points(claim_id):
    row = run_claim(next(c for c in CLAIMS if c.id == claim_id))
    assert row.verdict == "extends" and row.computed["never"].startswith("draw")
