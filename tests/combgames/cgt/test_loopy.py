"""Loopy games (combgames.cgt.loopy): published values, an independent brute force, and properties.

Sources: A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, ch. VI (on, off, dud, over, upon; stoppers and
their simplest forms, Figure VI.3.2 on p. 308; sidling); Winning Ways, 2nd ed., vol. 2, ch. 11 (on + off = dud,
upon* = {0, pass | 0}, tis = 1 & 0); CGSuite's own test tables (lib/core/src/test/.../CanonicalStopperTestCase
and SidedValueTestCase: follower counts, outcome classes, idempotents, ``{0|{dud|},*} = ^ & v*``), an
independent implementation used as a cross-check.

The brute force below is written separately from the library: a game is a dict node -> (left, right), and who
survives is found by a plain fixed-point iteration over explicit (position, player) states (no queues, no
attractors), so the library's retrograde analysis and order are checked against it.
"""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from combgames.base.checks import LimitError
from combgames.cgt import STAR, UP, ShortGame, number, up_multiple
from combgames.cgt.loopy import (DOWNON, DUD, OFF, ON, OVER, TIS, TISN, UNDER, UPON, LoopyGame, NotStopperError,
                                 SidedValue, SidlingError, as_loopy, downsum, loopy_game, side_leq, stopper_leq,
                                 upsum)
from combgames.cgt.loopy_text import LoopyTextError, parse_loopy
from tests.combgames.cgt import pregames as pre

SMALL = settings(max_examples=40, deadline=None)


# ---------------------------------------------------------------------------------------------- brute force
def _graph(g: LoopyGame) -> dict:
    return {v: (list(g.left[v]), list(g.right[v])) for v in range(len(g))}


def brute_outcome(graph: dict, start) -> tuple[str, str]:
    """Who wins from ``start`` with Left (then Right) moving first: iterate 'a state is won for the mover if
    some move reaches a state lost for the next mover; lost if every move reaches a won one' to a fixed point;
    the rest are draws."""
    states = [(v, p) for v in graph for p in (0, 1)]
    status = {}  # state -> True (mover wins) / False (mover loses)
    changed = True
    while changed:
        changed = False
        for v, p in states:
            if (v, p) in status:
                continue
            nxt = [(w, 1 - p) for w in graph[v][p]]
            if any(status.get(s) is False for s in nxt):
                status[(v, p)] = True
                changed = True
            elif all(status.get(s) is True for s in nxt):
                status[(v, p)] = False
                changed = True

    def word(p):
        s = status.get((start, p))
        return "D" if s is None else ("L" if (s and p == 0) or (not s and p == 1) else "R")
    return word(0), word(1)


def brute_survives(g: LoopyGame, h: LoopyGame) -> bool:
    """Left, Right moving first, never runs out of moves in H - G: the explicit sum's states, Right's wins by
    a fixed point."""
    sum_graph = {}
    for a in range(len(g)):
        for b in range(len(h)):
            sum_graph[(a, b)] = ([(x, b) for x in g.right[a]] + [(a, y) for y in h.left[b]],
                                 [(x, b) for x in g.left[a]] + [(a, y) for y in h.right[b]])
    return brute_outcome(sum_graph, (g.start, h.start))[1] != "R"


def brute_side_leq(g: LoopyGame, h: LoopyGame, side: str) -> bool:
    """G <= H between sides by the Buchi fixed point written out naively, W = nu Z. mu Y. F(Y, Z): a state is in
    F when its mover is Left and some move is a target move into Z or a move into Y, or its mover is Right and
    every move is so (target moves: those in H for onsides, in -G for offsides)."""
    target = "H" if side == "on" else "G"
    states = [((a, b), p) for a in range(len(g)) for b in range(len(h)) for p in (0, 1)]

    def moves(state):
        (a, b), p = state
        ga, hb = (g.right[a], h.left[b]) if p == 0 else (g.left[a], h.right[b])
        return [(((x, b), 1 - p), "G") for x in ga] + [(((a, y), 1 - p), "H") for y in hb]

    def f(y: set, z: set) -> set:
        out = set()
        for s in states:
            ok = [(tag == target and t in z) or t in y for t, tag in moves(s)]
            if (any(ok) if s[1] == 0 else all(ok)):
                out.add(s)
        return out

    z = set(states)
    while True:
        y: set = set()
        while f(y, z) != y:
            y = f(y, z)
        if y == z:
            return ((g.start, h.start), 1) in z
        z = y


# ---------------------------------------------------------------------------------------------- strategies
@st.composite
def loopy_graphs(draw, max_nodes: int = 4, stopper: bool | None = None):
    """Random loopy games of up to ``max_nodes`` nodes, each node with up to two options a side; ``stopper``
    True (False) keeps only stoppers (non-stoppers)."""
    n = draw(st.integers(1, max_nodes))
    side = st.lists(st.integers(0, n - 1), max_size=2, unique=True)
    left = [draw(side) for _ in range(n)]
    right = [draw(side) for _ in range(n)]
    g = LoopyGame(left, right, 0)
    if stopper is not None:
        assume(g.is_stopper() == stopper)
    return g


stoppers = loopy_graphs(stopper=True)


# ---------------------------------------------------------------------------------------------- published values
def test_on_plus_off_is_dud():
    """Winning Ways ch. 11; Siegel VI.1: on + off = dud (each player can always move and never need stop)."""
    assert ON + OFF == DUD
    assert str(ON + OFF) == "dud" and DUD.outcome() == ("D", "D")


def test_dud_sides_are_on_and_off():
    """Siegel VI.4: dud = on & off."""
    assert str(DUD.onside()) == "on" and str(DUD.offside()) == "off"
    assert DUD.onside() == ON and DUD.offside() == OFF and DUD.sides() == SidedValue(ON, OFF)


def test_over_is_a_positive_infinitesimal_above_every_multiple_of_up():
    """Siegel VI.1: over = {0 | pass} is positive, below every positive number, above every n.^."""
    assert OVER > 0
    for n in range(1, 9):
        assert OVER < number(f"1/{2 ** n}")
    for n in range(1, 6):
        assert OVER > up_multiple(n) and OVER > up_multiple(n, 1)
    assert UNDER == -OVER and UNDER < 0


@given(pre.pregames(max_leaves=5))
@SMALL
def test_on_is_above_every_short_game_and_off_below(g):
    """Siegel VI.1: on is the largest game; off the smallest."""
    x = pre.to_short(g)
    assert ON > x and OFF < x and not ON <= x


@given(st.one_of(pre.pregames(max_leaves=4).map(lambda g: as_loopy(pre.to_short(g))), stoppers))
@SMALL
def test_dud_absorbs_every_game(g):
    """Winning Ways ch. 11, Siegel VI.4: dud + G = dud for every G."""
    assert DUD + g == DUD
    assert (DUD + g).sides() == SidedValue(ON, OFF)


def test_upon_values():
    """Winning Ways ch. 11: upon = {pass | *} is positive; upon* = upon + * = {0, pass | 0}; -upon = downon."""
    assert UPON > 0 and UPON + STAR == parse_loopy("{0,pass|0}")
    assert str(UPON + STAR) == "{0,pass|0}" and -UPON == DOWNON
    assert UPON.outcome() == ("L", "L")


def test_tis_and_tisn():
    """Winning Ways ch. 11: tis = {tisn |}, tisn = {| tis}; tis = 1 & 0 and tisn = 0 & -1 (CGSuite's table:
    a{{|a}|} = 1 & 0)."""
    assert TIS.sides() == SidedValue(1, 0) and TISN.sides() == SidedValue(0, -1)
    assert str(TIS) == "1 & 0" and str(parse_loopy("a{{|a}|}")) == "1 & 0"
    assert TIS.outcome() == ("D", "L")  # Left moving first: tisn, tis, ... for ever; Right first cannot move


def test_figure_vi_3_2_keeps_its_four_cycle():
    """Siegel p. 308, Figure VI.3.2: a{0||||0|||a|*||*} is a stopper whose simplest form keeps an irreducible
    4-cycle (6 positions: the cycle, 0 and *)."""
    g = parse_loopy("a{0||||0|||a|*||*}")
    s = g.simplest_form()
    assert g.is_stopper() and len(s) == 6 and not s.is_loopfree()
    assert parse_loopy(str(g)) == g


@pytest.mark.parametrize("text, followers, outcome", [
    ("on", 1, ("L", "L")), ("off", 1, ("R", "R")), ("over", 2, ("L", "L")),
    ("{pass|3/2}", 5, ("L", "L")), ("{-1/4+*|pass}", 6, ("R", "R")), ("{on|0||0}", 4, ("R", "R")),
    ("{0||0|under}", 4, ("L", "L")), ("{0|||0||0|off}", 5, ("L", "L")),
])
def test_cgsuite_stopper_table(text, followers, outcome):
    """CGSuite's CanonicalStopperTestCase: the number of followers of the canonical stopper (its simplest form's
    nodes) and the outcome class."""
    g = parse_loopy(text)
    assert len(g.simplest_form()) == followers and g.outcome() == outcome


def test_cgsuite_sided_values_and_idempotents():
    """CGSuite's SidedValueTestCase: {0|{dud|},*} = ^ & v*; CanonicalStopperTestCase: on, off, over are
    idempotent (G + G = G), {pass|3/2} is not."""
    assert parse_loopy("{0|{dud|},*}").sides() == SidedValue(UP, -UP + STAR)
    assert str(parse_loopy("{0|{dud|},*}")) == "^ & v*"
    for g in (ON, OFF, OVER):
        assert g + g == g
    g = parse_loopy("{pass|3/2}")
    assert g + g != g


# ---------------------------------------------------------------------------------------------- brute force
@given(loopy_graphs(max_nodes=5))
@SMALL
def test_outcome_agrees_with_the_brute_force(g):
    assert g.outcome() == brute_outcome(_graph(g), g.start)


@given(stoppers, stoppers)
@SMALL
def test_stopper_order_agrees_with_the_brute_force(g, h):
    assert stopper_leq(g, h) == brute_survives(g, h)
    assert (g <= h) == brute_survives(g, h)


@given(loopy_graphs(max_nodes=3), loopy_graphs(max_nodes=3))
@SMALL
def test_side_order_agrees_with_the_naive_buchi_fixed_point(g, h):
    for side in ("on", "off"):
        assert side_leq(g, h, side) == brute_side_leq(g, h, side)


@given(stoppers, stoppers)
@SMALL
def test_side_order_is_the_survival_order_on_stoppers(g, h):
    """The comparison of sides (infinite play won by Left iff infinitely many moves in H) agrees with survival
    between stoppers: an infinite play of H - G with finitely many moves in H alternates in G for ever."""
    assert side_leq(g, h, "on") == side_leq(g, h, "off") == stopper_leq(g, h)


# ---------------------------------------------------------------------------------------------- properties
@given(stoppers, stoppers, stoppers)
@SMALL
def test_stopper_order_is_a_partial_order(a, b, c):
    assert a <= a
    if a <= b and b <= c:
        assert a <= c
    if a <= b and b <= a:
        assert a == b and len(a.simplest_form()) == len(b.simplest_form())  # unique simplest form (VI.3)


@given(stoppers)
@SMALL
def test_simplest_form_keeps_the_value_and_is_idempotent(g):
    s = g.simplest_form()
    assert s == g and s.is_stopper() and len(s) <= len(g)
    assert len(s.simplest_form()) == len(s)
    assert parse_loopy(str(g)) == g  # the printed text reads back to the value


@given(loopy_graphs(max_nodes=3), loopy_graphs(max_nodes=3))
@SMALL
def test_sums_commute_and_zero_is_neutral(g, h):
    assert g + 0 == g and g + h == h + g


@given(pre.pregames(max_leaves=4), pre.pregames(max_leaves=4))
@SMALL
def test_short_games_embed_with_their_order_sums_and_text(g, h):
    x, y = pre.to_short(g), pre.to_short(h)
    gx, gy = as_loopy(x), as_loopy(y)
    assert (gx <= gy) == (x <= y) and gx + gy == as_loopy(x + y)
    assert str(gx) == str(x) and gx.to_short() is x and gx.outcome() in {
        "L": [("L", "L")], "R": [("R", "R")], "N": [("L", "R")], "P": [("R", "L")]}[x.outcome()]


@given(loopy_graphs(max_nodes=3, stopper=False))
@settings(max_examples=25, deadline=None)
def test_sides_of_non_stoppers(g):
    """The onside and offside found are stoppers equal to G's sides, onside >= offside (Siegel VI.4), and the
    text reads back."""
    try:
        s, t = g.onside(), g.offside()
    except SidlingError:
        assume(False)
    assert s.is_stopper() and t.is_stopper() and t <= s
    assert side_leq(s, g, "on") and side_leq(g, s, "on") and side_leq(t, g, "off") and side_leq(g, t, "off")
    assert g == SidedValue(s, t) and parse_loopy(str(g)) == g


@given(loopy_graphs(max_nodes=2), loopy_graphs(max_nodes=2))
@settings(max_examples=25, deadline=None)
def test_onside_of_a_sum_is_the_upsum_of_the_onsides(g, h):
    """Siegel VI.4: (G + H)^+ = G^+ upsum H^+, and dually for offsides with downsums."""
    try:
        assert (g + h).onside() == upsum(g.onside(), h.onside())
        assert (g + h).offside() == downsum(g.offside(), h.offside())
    except SidlingError:
        assume(False)


# ------------------------------------------------------------------------------------ construction, text, errors
def test_graph_construction_by_names_and_hung_values():
    assert loopy_game({"a": ([0], ["pass"])}, "a") == OVER
    g = loopy_game({"u": (["pass"], [STAR])}, "u")
    assert g == UPON and str(g) == "upon"
    assert loopy_game({"x": ([OVER], [ON])}, "x") == parse_loopy("{over|on}")
    with pytest.raises(ValueError, match="not a node"):
        loopy_game({"a": (["b"], [])}, "a")
    with pytest.raises(ValueError, match="start"):
        loopy_game({"a": ([], [])}, "z")
    with pytest.raises(ValueError, match="not a node"):
        LoopyGame([[1]], [[]])


@pytest.mark.parametrize("text, value", [
    ("over", OVER), ("a{0|a}", OVER), ("a:{0|a}", OVER), ("-upon", DOWNON), ("1 + {0|pass}", parse_loopy("{1|pass}")),
    ("on & off", DUD), ("+-{0|pass}", parse_loopy("{over|under}")), ("^*", as_loopy(UP + STAR)),
])
def test_reader(text, value):
    assert parse_loopy(text) == value


@pytest.mark.parametrize("text, match", [
    ("{0|", "ends too early"), ("foo", "unknown name"), ("pass", "outside braces"), ("{0|1}{1|0}", "without a sign"),
    ("on &", "missing"), ("{0|||1|||2}", "ambiguous slashes"), ("1 & 2 & 3", "at most one"), ("{0|1/3}", "1/3"),
])
def test_reader_errors(text, match):
    with pytest.raises(LoopyTextError, match=match):
        parse_loopy(text)


def test_named_values_print_by_name():
    assert [str(g) for g in (ON, OFF, DUD, OVER, UNDER, UPON, DOWNON)] == \
        ["on", "off", "dud", "over", "under", "upon", "downon"]
    assert str(ON + 1) == "on" and str(OVER + OVER) == "over" and str(OVER - OVER) == "over & under"


def test_errors_and_limits(monkeypatch):
    with pytest.raises(NotStopperError):
        DUD.simplest_form()
    with pytest.raises(NotStopperError):
        stopper_leq(DUD, 0)
    with pytest.raises(ValueError, match="onside s >= the offside"):
        SidedValue(0, 1)
    with pytest.raises(ValueError, match="side must be"):
        side_leq(ON, OFF, "up")
    assert hash(OVER) == hash(OVER + OVER) and hash(DUD) == hash(SidedValue(ON, OFF)) == hash(ON + OFF)
    assert hash(as_loopy(UP)) == hash(UP) and len({OVER, OVER + OVER, as_loopy(UP), UP}) == 2
    import combgames.cgt.loopy_play as play
    monkeypatch.setattr(play, "MAX_STATES", 10)
    with pytest.raises(LimitError, match="more than 10 states"):
        (OVER + UPON + UPON).outcome()
    assert ShortGame([0], [1]) == as_loopy("1/2")


def test_text_nested_past_the_depth_limit_is_refused_by_name():
    from combgames.cgt.loopy_text import LoopyTextError, parse_loopy
    from combgames.cgt.short import MAX_DEPTH

    with pytest.raises(LoopyTextError, match=f"nests braces 5000 deep: at most MAX_DEPTH={MAX_DEPTH}"):
        parse_loopy("{0|" * 5000 + "0" + "}" * 5000)
    assert str(parse_loopy("a{0|" * 3 + "a" + "}" * 3)) == str(parse_loopy("a{0|{0|{0|a}}}"))
