"""Brute-force twins for combgames.cgt: games as nested tuples (L, R) with no simplification at all.

A *pregame* is ``(left options, right options)``, each a tuple of pregames. Order, sums and outcomes here are
read straight off the definitions (Siegel, Combinatorial Game Theory, ch. I.1 and II.1), without canonical
forms, so they check the library's canonical forms independently. Hypothesis strategies for random pregames
(shrinking towards fewer options and shallower trees) and all-small pregames are here too.
"""

from __future__ import annotations

from functools import lru_cache

from hypothesis import strategies as st

ZERO = ((), ())


def pregames(max_leaves: int = 6, max_options: int = 3):
    """Random pregames: leaves are 0; each node has up to ``max_options`` options a side."""
    return st.recursive(st.just(ZERO), lambda children: st.tuples(
        st.lists(children, max_size=max_options).map(tuple), st.lists(children, max_size=max_options).map(tuple)),
        max_leaves=max_leaves)


def all_small_pregames(max_leaves: int = 6, max_options: int = 2):
    """Random all-small pregames: every node has options on both sides or on neither."""
    return st.recursive(st.just(ZERO), lambda children: st.tuples(
        st.lists(children, min_size=1, max_size=max_options).map(tuple),
        st.lists(children, min_size=1, max_size=max_options).map(tuple)), max_leaves=max_leaves)


@lru_cache(maxsize=None)
def leq(g, h) -> bool:
    """G <= H by the definition: no G^L >= H and no H^R <= G."""
    return not any(leq(h, gl) for gl in g[0]) and not any(leq(hr, g) for hr in h[1])


@lru_cache(maxsize=None)
def neg(g):
    return (tuple(neg(r) for r in g[1]), tuple(neg(x) for x in g[0]))


@lru_cache(maxsize=None)
def add(g, h):
    return (tuple(add(gl, h) for gl in g[0]) + tuple(add(g, hl) for hl in h[0]),
            tuple(add(gr, h) for gr in g[1]) + tuple(add(g, hr) for hr in h[1]))


@lru_cache(maxsize=None)
def first_player_wins(g, player: int) -> bool:
    """True when ``player`` (0 Left, 1 Right), moving first in G, wins by play (normal play)."""
    return any(not first_player_wins(o, 1 - player) for o in g[player])


def geq_by_play(g, h) -> bool:
    """G >= H iff Left wins G - H when Right moves first (the definition by play)."""
    return not first_player_wins(add(g, neg(h)), 1)


def to_short(g):
    """The library's canonical value of a pregame."""
    from combgames.cgt import ShortGame

    return ShortGame([to_short(x) for x in g[0]], [to_short(x) for x in g[1]])


def birthday(g) -> int:
    return 1 + max((birthday(o) for o in g[0] + g[1]), default=-1)
