"""Tests for topology.loops: union-find over the cover against BFS, the period-lattice claim, stateful tests."""

import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from tests.topology.reference_cover import (
    components_with_cycles,
    reference_periods,
    simple_cycle_classes_within,
)
from topology import (
    CoverUnionFind,
    LoopClass,
    hex_klein_bottle,
    hex_torus,
    lattice_kind,
    lattice_span,
    square_klein_bottle,
    square_projective_plane,
    square_torus,
)

SURFACES = {
    "hex torus": hex_torus,
    "square torus": square_torus,
    "hex klein": hex_klein_bottle,
    "square klein": square_klein_bottle,
    "square rp2": square_projective_plane,
}


@st.composite
def stone_sets(draw, kinds=tuple(SURFACES)):
    """A surface (3..7 cells a side) and a random stone set; shrinks towards small boards and few stones."""
    kind = draw(st.sampled_from(kinds))
    n = draw(st.integers(3, 7))
    m = draw(st.integers(3, 7))
    surface = SURFACES[kind](n, m)
    density = draw(st.floats(0.2, 0.9))
    seed = draw(st.integers(0, 2**31))
    rng = random.Random(seed)
    order = [c for c in range(surface.size) if rng.random() < density]
    rng.shuffle(order)
    return surface, order


@settings(max_examples=150, deadline=None)
@given(stone_sets())
def test_union_find_agrees_with_bfs_in_the_cover(data):
    surface, order = data
    uf = CoverUnionFind(surface, order)
    ref = reference_periods(surface, order)
    comps = uf.components()
    assert sorted(comps) == sorted(c for c, _ in components_with_cycles(surface, order))
    for c in order:
        if surface.kind == "torus":
            assert uf.period_lattice(c) == ref[c]
        else:
            assert uf.is_non_contractible(c) == ref[c]


@settings(max_examples=150, deadline=None)
@given(stone_sets(kinds=("hex torus", "square torus")))
def test_period_lattice_is_zero_primitive_line_or_everything(data):
    """Claim of the issue: {0}, Z v with v primitive, or Z^2 -- never Z k v (k > 1) nor a proper sublattice.

    Consequence (the closed-walk reading of the text's remark): if a component carries a closed walk of
    class (k a, k b), it carries one of class (a, b).
    """
    surface, order = data
    uf = CoverUnionFind(surface, order)
    for c in order:
        lattice = uf.period_lattice(c)
        assert lattice_kind(lattice) in ("0", "Zv", "Z^2")


def test_k_multiple_remark_fails_for_simple_cycles():
    """The strong reading is false: column C and row 3 carry closed walks of every class (lattice Z^2, so
    (2, -2) too) but no simple cycle of class (1, -1)."""
    t = hex_torus(6)
    stones = [t.cell(f"C{r}") for r in range(1, 7)] + [t.cell(f"{c}3") for c in "ABDEF"]
    uf = CoverUnionFind(t, stones)
    assert uf.period_lattice(stones[0]) == ((1, 0), (0, 1))
    classes = {LoopClass.of(*e) for e in simple_cycle_classes_within(t, stones)}
    assert LoopClass.of(1, -1) not in classes
    assert {LoopClass.of(0, 1), LoopClass.of(1, 0), LoopClass.of(1, 1)} <= classes


def test_rank_one_components_have_a_simple_cycle_of_their_generator():
    rng = random.Random(7)
    t = hex_torus(5)
    checked = 0
    for _ in range(300):
        stones = [c for c in range(t.size) if rng.random() < 0.45]
        uf = CoverUnionFind(t, stones)
        for comp in uf.components():
            lat = uf.period_lattice(comp[0])
            if len(lat) == 1 and len(comp) <= 14:
                found = {LoopClass.of(*e) for e in simple_cycle_classes_within(t, comp)}
                assert LoopClass.of(*lat[0]) in found
                checked += 1
    assert checked > 10


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 8), st.integers(3, 8), st.integers(0, 2**31),
       st.sampled_from(["hex torus", "hex klein"]))
def test_a_full_two_colour_board_always_has_a_non_contractible_loop(n, m, seed, kind):
    """The text: 'at least one player will always win'; and loops of different classes block each other."""
    s = SURFACES[kind](n, m)
    rng = random.Random(seed)
    colour = [rng.random() < 0.5 for _ in range(s.size)]
    ufs = [CoverUnionFind(s, [c for c in range(s.size) if colour[c] == k]) for k in (True, False)]
    nontrivial = [any(uf.is_non_contractible(comp[0]) for comp in uf.components()) for uf in ufs]
    assert any(nontrivial)
    if kind == "hex torus" and all(nontrivial):
        lattices = {uf.period_lattice(comp[0]) for uf in ufs for comp in uf.components()} - {()}
        assert len(lattices) == 1 and len(next(iter(lattices))) == 1


def test_reported_classes_match_bfs_when_the_old_component_had_no_loop():
    rng = random.Random(3)
    for _ in range(200):
        t = hex_torus(rng.randint(3, 7))
        stones = [c for c in range(t.size) if rng.random() < 0.5]
        free = [c for c in range(t.size) if c not in stones]
        uf = CoverUnionFind(t, stones)
        if not free or any(uf.periods(c) for c in stones):
            continue
        cell = rng.choice(free)
        report = uf.add(cell)
        # reference: BFS lifts (walk root -> stone) of the old stones; a neighbour pair a, b in one old
        # component closes cell -> a -> root -> b -> cell, of class (h_a - lift_a) - (h_b - lift_b)
        lifts = {}
        for comp, _ in components_with_cycles(t, stones):
            root = comp[0]
            lift = {root: (0, 0)}
            queue = [root]
            while queue:
                u = queue.pop()
                for v, h in t.neighbours[u]:
                    if v in comp and v not in lift:
                        lift[v] = (lift[u][0] + h[0], lift[u][1] + h[1])
                        queue.append(v)
            for v, p in lift.items():
                lifts[v] = (root, p)
        expected = set()
        nb = [(v, h) for v, h in t.neighbours[cell] if v in lifts]
        for i, (a, ha) in enumerate(nb):
            for b, hb in nb[i + 1:]:
                if lifts[a][0] == lifts[b][0]:
                    pa, pb = lifts[a][1], lifts[b][1]
                    d = (ha[0] - pa[0] - hb[0] + pb[0], ha[1] - pa[1] - hb[1] + pb[1])
                    if d != (0, 0):
                        expected.add(LoopClass.of(*d))
        assert set(report.closed) == expected
        assert lattice_span([c.vector for c in expected]) == report.periods


def test_errors():
    t = hex_torus(4)
    uf = CoverUnionFind(t, [0])
    with pytest.raises(ValueError, match="already holds"):
        uf.add(0)
    with pytest.raises(ValueError, match=r"cell index must be an integer in 0\.\.15, not 16"):
        uf.add(16)
    with pytest.raises(TypeError, match="cell index"):
        uf.add(True)
    with pytest.raises(ValueError, match="holds no stone"):
        uf.find(1)
    with pytest.raises(ValueError, match="cell index"):
        uf.find(16)
    with pytest.raises(ValueError, match="cell index"):
        uf.periods(-1)
    assert 0 in uf and 1 not in uf and 16 not in uf and "A1" not in uf
    with pytest.raises(TypeError):
        CoverUnionFind("torus")
    with pytest.raises(TypeError, match="torus only"):
        CoverUnionFind(hex_klein_bottle(4), [0]).period_lattice(0)


def test_lattice_span_examples():
    assert lattice_span([]) == ()
    assert lattice_span([(0, -3)]) == ((0, 3),)
    assert lattice_span([(-2, 4)]) == ((2, -4),)
    assert lattice_span([(1, 2), (2, 1)]) == ((1, 2), (0, 3))
    assert lattice_kind(((1, 2), (0, 3))) == "other"


class CoverUnionFindMachine(RuleBasedStateMachine):
    """Stones added one at a time on a small surface; after each, the union-find matches the BFS model."""

    def __init__(self):
        super().__init__()
        self.surface = None
        self.uf = None
        self.stones = []

    @rule(kind=st.sampled_from(sorted(SURFACES)), n=st.integers(3, 5), m=st.integers(3, 5))
    def new_board(self, kind, n, m):
        self.surface = SURFACES[kind](n, m)
        self.uf = CoverUnionFind(self.surface)
        self.stones = []

    @rule(data=st.data())
    def add_stone(self, data):
        assume(self.surface is not None)
        free = [c for c in range(self.surface.size) if c not in self.stones]
        assume(free)
        cell = data.draw(st.sampled_from(free))
        before = reference_periods(self.surface, self.stones)
        report = self.uf.add(cell)
        self.stones.append(cell)
        g = self.surface.group
        if report.closed:
            # a stone that closes a non-contractible loop leaves a component with non-trivial periods
            assert report.periods
        if not any(before.values()) and not report.closed:
            assert not report.periods
        for e in report.closed:
            assert not g.is_identity(e if not isinstance(e, LoopClass) else e.vector)

    @invariant()
    def matches_model(self):
        if self.surface is None:
            return
        ref = reference_periods(self.surface, self.stones)
        for c in self.stones:
            if self.surface.kind == "torus":
                assert self.uf.period_lattice(c) == ref[c]
                assert lattice_kind(ref[c]) != "other"
            else:
                assert self.uf.is_non_contractible(c) == ref[c]


TestCoverUnionFindMachine = CoverUnionFindMachine.TestCase
TestCoverUnionFindMachine.settings = settings(max_examples=40, stateful_step_count=30, deadline=None,
                                              suppress_health_check=[HealthCheck.filter_too_much])


def _shortest_loop_cells(surface, element, start=0):
    """Cells of a shortest closed walk from ``start`` with the given deck element (BFS with parents)."""
    g = surface.group
    parent = {(start, g.identity): None}
    frontier = [(start, g.identity)]
    while frontier:
        nxt = []
        for node in frontier:
            u, k = node
            for v, h in surface.neighbours[u]:
                child = (v, g.mul(k, h))
                if child not in parent:
                    parent[child] = node
                    nxt.append(child)
        if (start, element) in parent:
            break
        frontier = nxt
    cells, node = [], parent[(start, element)]
    while node is not None:
        cells.append(node[0])
        node = parent[node]
    return cells[::-1]


def test_klein_bottle_loop_with_even_flip_crossings_is_non_contractible():
    """g^2 (twice across the flipped edge) is zero in homology mod 2 but not contractible: the union-find
    uses the deck group, not homology, so it reports the loop."""
    k = hex_klein_bottle(5)
    cells = _shortest_loop_cells(k, (0, 2))
    assert len(set(cells)) == len(cells) and k.walk_element(cells) == (0, 2)
    flips = sum(1 for a, b in zip(cells, cells[1:] + cells[:1]) if k.label(a, b)[0][1] != 0)
    assert flips % 2 == 0
    uf = CoverUnionFind(k, cells)
    assert uf.is_non_contractible(cells[0])


@settings(max_examples=100, deadline=None)
@given(stone_sets())
def test_closes_is_what_add_reports_and_changes_nothing(data):
    """``closes(cell)`` answers for every empty cell what ``add(cell)`` then reports, and leaves the stones and
    their components as they were; ``classes_closed_by`` of the games (which keeps union-finds between calls)
    gives what a new union-find of the stones in cell order reports. (Where a component already holds a loop, the
    walks, and so the classes reported, depend on the order the stones came in; a game ends at its first loop.)"""
    from combgames.games.surface_games import classes_closed_by

    surface, order = data
    uf = CoverUnionFind(surface, order)
    before = uf.components()
    empty = [c for c in range(surface.size) if c not in uf]
    asked = {c: uf.closes(c) for c in empty}
    assert uf.components() == before
    in_cell_order = CoverUnionFind(surface, sorted(order))
    for c in empty:
        assert CoverUnionFind(surface, order).add(c).closed == asked[c]
        board = tuple(1 if i in set(order) or i == c else 0 for i in range(surface.size))
        assert classes_closed_by(surface, board, c, 1) == in_cell_order.closes(c)
        assert classes_closed_by(surface, board, c, 1) == CoverUnionFind(surface, sorted(order)).add(c).closed
    if order:
        with pytest.raises(ValueError, match="already holds a stone"):
            uf.closes(order[0])


@pytest.mark.parametrize("kind", sorted(SURFACES))
def test_closes_down_a_game_tree_is_that_of_a_new_union_find(kind, monkeypatch):
    """``classes_closed_by`` down random games, each position's children asked in turn (as a proof check walks a
    game tree): a union-find made from its parent's by a copy and one stone (no loop in either) answers as a new
    union-find of the stones in cell order does, the same classes in the same order, every cell and colour."""
    from combgames.games.surface_games import classes_closed_by

    copies = []
    copy = CoverUnionFind.copy
    monkeypatch.setattr(CoverUnionFind, "copy", lambda self: copies.append(1) or copy(self))
    rng = random.Random(kind)
    for game in range(6):
        surface = SURFACES[kind](rng.randint(3, 6))
        board = [0] * surface.size
        for _ in range(surface.size):
            empty = [c for c in range(surface.size) if not board[c]]
            for colour in (1, 2):
                stones = [c for c in range(surface.size) if board[c] == colour]
                fresh = CoverUnionFind(surface, stones)
                for c in empty:
                    after = tuple(colour if i == c else b for i, b in enumerate(board))
                    assert classes_closed_by(surface, after, c, colour) == fresh.closes(c)
            cell, colour = rng.choice(empty), rng.choice((1, 2))
            if classes_closed_by(surface, tuple(colour if i == cell else b for i, b in enumerate(board)), cell,
                                 colour):
                break  # the game ends at its first loop
            board[cell] = colour
    assert len(copies) > 20
