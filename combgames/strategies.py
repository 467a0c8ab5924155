"""Hypothesis strategies for research tests: random structures and positions that are valid by construction.

Use them to property-test your own formulas against the library::

    from hypothesis import given
    from combgames.strategies import latin_squares

    @given(latin_squares(max_order=6))
    def test_transpose_is_latin(L):
        assert L.conjugate("crs").order == L.order

Every strategy documents how it *shrinks* (what a minimal failing example looks like), and refuses degenerate
arguments (an empty range, an order with no field) with ``hypothesis.errors.InvalidArgument`` rather than
quietly generating less.

Strategies
----------
``latin_squares``
    Latin squares of order n, from all isotopy classes the generator reaches (not only
    the cyclic square): random completion by backtracking, then a random isotopism.
``uniform_latin_squares``
    Latin squares close to uniformly distributed (the Jacobson-Matthews chain).
``isotopisms``
    triples of permutations (rows, columns, symbols) of 0..n-1.
``mols``
    sets of k mutually orthogonal Latin squares of a prime-power order q, disguised by a
    random isotopism common to rows and columns and a symbol permutation per square.
``paratopisms``
    paratopisms of k-MOLS(n) (:class:`designs.paratopy.Paratopism`).
``relabelled_designs``
    an incidence structure with its points permuted, with the permutation used.
``reachable_positions``
    positions of any game reached from its start by random legal play.
``tactix_boards``
    Tactix / TACTIX games on random subsets of small grids.
``staircases``
    row lengths of monotonic (staircase) Tactix boards.
``s_shapes``
    (a, b): the S-shaped board with a top and b bottom counters.
``stone_sets``
    a board on a surface (torus, Klein bottle, projective plane) and a set of its cells.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument

from combgames.game import CONVENTIONS
from combgames.base.checks import is_int

__all__ = ["isotopisms", "latin_squares", "mols", "paratopisms", "reachable_positions", "relabelled_designs",
           "s_shapes", "staircases", "stone_sets", "tactix_boards", "uniform_latin_squares"]

_PRIME_POWERS = (2, 3, 4, 5, 7, 8, 9, 11, 13, 16)


def _check_range(name_lo: str, lo: int, name_hi: str, hi: int) -> None:
    if not (is_int(lo) and is_int(hi)) or lo < 1 or hi < lo:
        raise InvalidArgument(f"need 1 <= {name_lo} <= {name_hi}, not {name_lo}={lo!r}, {name_hi}={hi!r}")


def _random_completion(n: int, rng: Any) -> list[list[int]]:
    """A Latin square of order n filled cell by cell with random symbol order and backtracking."""
    grid = [[-1] * n for _ in range(n)]
    row_used = [set() for _ in range(n)]
    col_used = [set() for _ in range(n)]
    choices: list[list[int]] = []
    cell = 0
    while cell < n * n:
        r, c = divmod(cell, n)
        if len(choices) <= cell:
            options = [s for s in range(n) if s not in row_used[r] and s not in col_used[c]]
            rng.shuffle(options)
            choices.append(options)
        if grid[r][c] >= 0:  # undo the previous choice of this cell
            s = grid[r][c]
            row_used[r].discard(s)
            col_used[c].discard(s)
            grid[r][c] = -1
        if not choices[cell]:
            choices.pop()
            cell -= 1
            continue
        s = choices[cell].pop()
        grid[r][c] = s
        row_used[r].add(s)
        col_used[c].add(s)
        cell += 1
    return grid


def isotopisms(n: int) -> st.SearchStrategy[tuple[list[int], list[int], list[int]]]:
    """Isotopisms of order n: (row, column, symbol) permutations of 0..n-1.

    Shrinks towards the identity triple.
    """
    _check_range("n", n, "n", n)
    perm = st.permutations(list(range(n)))
    return st.tuples(perm, perm, perm)


@st.composite
def latin_squares(draw, min_order: int = 1, max_order: int = 7):
    """Latin squares (:class:`designs.LatinSquare`) of an order between ``min_order`` and ``max_order``.

    A square is either cyclic or completed at random by backtracking (which reaches every isotopy class with
    positive probability; the distribution is broad, not exactly uniform), then moved by a random isotopism.

    Shrinks towards the smallest order, then the cyclic square, then the identity isotopism.
    """
    from designs import LatinSquare

    _check_range("min_order", min_order, "max_order", max_order)
    n = draw(st.integers(min_order, max_order))
    if draw(st.booleans()):
        rng = draw(st.randoms(use_true_random=False))
        square = LatinSquare(_random_completion(n, rng))
    else:
        square = LatinSquare.cyclic(n)
    rows, cols, syms = draw(isotopisms(n))
    return square.isotope(rows, cols, syms)


@st.composite
def uniform_latin_squares(draw, min_order: int = 1, max_order: int = 7):
    """Latin squares of an order between ``min_order`` and ``max_order``, close to uniformly distributed.

    Drawn by :func:`designs.random_latin.random_latin_square` (the Jacobson-Matthews chain, n^3 moves from
    the cyclic square) with a seed drawn from Hypothesis, so every example replays exactly.

    Shrinks towards the smallest order, then seed 0 (a fixed square of that order, not a simplest one).
    """
    from designs.random_latin import random_latin_square

    _check_range("min_order", min_order, "max_order", max_order)
    n = draw(st.integers(min_order, max_order))
    return random_latin_square(n, seed=draw(st.integers(0, 2**32 - 1)))


@st.composite
def mols(draw, orders: tuple[int, ...] = (3, 4, 5, 7, 8, 9), min_k: int = 1, max_k: int | None = None):
    """A set of k-MOLS(q) (a tuple of :class:`designs.LatinSquare`) for q drawn from ``orders``.

    Built from the complete set over GF(q) (:func:`designs.latin.mols`): k of its squares, then one row
    and one column permutation applied to all of them and an independent symbol permutation per square (which
    keeps them mutually orthogonal).

    Shrinks towards the first order, the fewest squares, the first squares of the complete set, and identity
    permutations.
    """
    from designs.latin import mols as complete_mols

    if not orders:
        raise InvalidArgument("orders must name at least one prime power")
    bad = [q for q in orders if q not in _PRIME_POWERS]
    if bad:
        raise InvalidArgument(f"orders must be prime powers from {_PRIME_POWERS}, not {bad}")
    q = draw(st.sampled_from(orders))
    hi = q - 1 if max_k is None else min(max_k, q - 1)
    if not 1 <= min_k <= hi:
        raise InvalidArgument(f"need 1 <= min_k <= max_k <= q - 1, got min_k={min_k}, max_k={max_k}, q={q}")
    k = draw(st.integers(min_k, hi))
    chosen = draw(st.lists(st.integers(0, q - 2), min_size=k, max_size=k, unique=True))
    full = complete_mols(q)
    perm = st.permutations(list(range(q)))
    rows, cols = draw(perm), draw(perm)
    return tuple(full[i].isotope(rows, cols, draw(perm)) for i in sorted(chosen))


@st.composite
def reachable_positions(draw, game: Any, max_plies: int | None = None):
    """Positions of ``game`` reached from ``game.initial()`` by up to ``max_plies`` random legal moves.

    Play stops early when the game is over. Shrinks towards fewer moves and towards the first legal move in
    the game's own move order at each ply (so a minimal example is a short line of "first" moves).
    """
    if max_plies is not None and (not is_int(max_plies) or max_plies < 0):
        raise InvalidArgument(f"max_plies must be a non-negative integer or None, not {max_plies!r}")
    limit = 10_000 if max_plies is None else max_plies
    plies = draw(st.integers(0, limit))
    p = game.initial()
    for _ in range(plies):
        ms = list(game.moves(p))
        if not ms or game.result(p) is not None:
            break
        p = game.play(p, ms[draw(st.integers(0, len(ms) - 1))])
    return p


@st.composite
def paratopisms(draw, k: int, n: int):
    """Paratopisms of k-MOLS(n): a permutation of the k + 2 coordinate types and k + 2 permutations of 0..n-1.

    Shrinks towards the identity paratopism.
    """
    from designs.paratopy import Paratopism

    _check_range("k", k, "k", k)
    _check_range("n", n, "n", n)
    m = k + 2
    types = draw(st.permutations(list(range(m))))
    sigmas = [draw(st.permutations(list(range(n)))) for _ in range(m)]
    return Paratopism(types, sigmas)


@st.composite
def relabelled_designs(draw, structure: Any):
    """Pairs ``(image, perm)``: ``structure.permuted(perm)`` for a random permutation of its points.

    The image is isomorphic to ``structure`` by construction (point i of the original is point perm[i]).
    Shrinks towards the identity permutation.
    """
    perm = draw(st.permutations(list(range(structure.num_points))))
    return structure.permuted(perm), perm


@st.composite
def tactix_boards(draw, max_rows: int = 4, max_cols: int = 4, convention: str = "normal"):
    """Tactix games (:class:`combgames.games.tactix.Tactix`) on a random subset of an r x c grid.

    Shrinks towards a 1 x 1 grid and towards fewer counters (the mask shrinks towards 0).
    """
    from combgames.games.tactix import Tactix

    _check_range("max_rows", 1, "max_rows", max_rows)
    _check_range("max_cols", 1, "max_cols", max_cols)
    if convention not in CONVENTIONS:
        raise InvalidArgument(f"convention must be one of {CONVENTIONS}, not {convention!r}")
    rows, cols = draw(st.integers(1, max_rows)), draw(st.integers(1, max_cols))
    mask = draw(st.integers(0, (1 << (rows * cols)) - 1))
    return Tactix(rows, cols, board=mask, convention=convention)


def staircases(max_rows: int = 5, max_length: int = 5) -> st.SearchStrategy[list[int]]:
    """Row lengths (each between 1 and ``max_length``) of a monotonic staircase board with 1..max_rows rows.

    Shrinks towards a single row of one counter.
    """
    _check_range("max_rows", 1, "max_rows", max_rows)
    _check_range("max_length", 1, "max_length", max_length)
    return st.lists(st.integers(1, max_length), min_size=1, max_size=max_rows)


def s_shapes(max_a: int = 64, max_b: int | None = None) -> st.SearchStrategy[tuple[int, int]]:
    """Pairs (a, b) of counters in the top and bottom rows of an S-shaped board (0 <= a, b).

    Shrinks towards (0, 0).
    """
    hi_b = max_a if max_b is None else max_b
    if not (is_int(max_a) and is_int(hi_b)) or max_a < 0 or hi_b < 0:
        raise InvalidArgument(f"max_a and max_b must be non-negative integers, not {max_a!r}, {max_b!r}")
    return st.tuples(st.integers(0, max_a), st.integers(0, hi_b))


_SURFACES = ("hex torus", "square torus", "hex klein bottle", "square klein bottle", "square projective plane")


@st.composite
def stone_sets(draw, kinds: tuple[str, ...] = ("hex torus",), min_n: int = 3, max_n: int = 7):
    """Pairs ``(surface, cells)``: an n x n board on a surface of one of ``kinds`` and a set of its cells.

    ``kinds`` are names among "hex torus", "square torus", "hex klein bottle", "square klein bottle",
    "square projective plane". Shrinks towards the first kind, the smallest board, and the empty set.
    """
    import topology.surfaces as surfaces

    bad = [k for k in kinds if k not in _SURFACES]
    if not kinds or bad:
        raise InvalidArgument(f"kinds must be a non-empty selection of {_SURFACES}, not {kinds!r}")
    _check_range("min_n", min_n, "max_n", max_n)
    kind = draw(st.sampled_from(kinds))
    n = draw(st.integers(min_n, max_n))
    surface = getattr(surfaces, kind.replace(" ", "_"))(n)
    cells = draw(st.frozensets(st.integers(0, surface.size - 1)))
    return surface, cells
