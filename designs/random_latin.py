"""Uniformly random Latin squares by the Jacobson-Matthews Markov chain.

Jacobson and Matthews [1]_ view a Latin square of order n as its *incidence cube*: the 0/1 function M on
triples (r, c, s) with M(r, c, s) = 1 exactly when cell (r, c) holds s, so every line of the cube (fix two
coordinates) sums to 1. They enlarge the state space by *improper* cubes, whose entries are 0 or 1 except one
entry -1, still with every line summing to 1. One move, from a cube with a chosen cell (r, c, s):

* proper cube: choose (r, c, s) uniformly among the entries equal to 0, and let r', c', s' be the row, column
  and symbol with M(r', c, s) = M(r, c', s) = M(r, c, s') = 1;
* improper cube: (r, c, s) is its -1 entry, and r', c', s' are chosen uniformly among the two rows, two
  columns and two symbols with those lines equal to 1;

then add 1 to M at (r, c, s), (r, c', s'), (r', c, s'), (r', c', s) and subtract 1 at (r, c, s'), (r, c', s),
(r', c, s), (r', c', s'); the result is proper unless M(r', c', s') became -1. The chain is connected and
reversible with every proper cube equally likely in its stationary distribution [1]_. Watched only
when it is at a proper cube, it is a Markov chain on the Latin squares (the *watched chain*, one move =
:meth:`JacobsonMatthewsChain.advance`) whose stationary distribution is uniform: the squares sampled here are
states of the watched chain after a fixed number of its moves. (Stopping at the first proper cube after a
fixed number of moves of the whole chain is *not* uniform: it favours squares that are often entered from
improper cubes; on order 4 it gives the class of the 144 squares with 96 autotopisms about 5% of the samples
instead of 25%.) The mixing time is not known; the default of n^3 watched moves after the start is common
practice, not a theorem.

References
----------
.. [1] M. T. Jacobson, P. Matthews, "Generating uniformly distributed random Latin squares", J. Combin.
   Des. 4 (1996) 405-437.

Examples
--------
>>> from designs.random_latin import random_latin_square
>>> L = random_latin_square(6, seed=1)
>>> L.order, L == random_latin_square(6, seed=1)
(6, True)
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import numpy as np

from designs._limits import MAX_ENTRIES, check_size
from designs.latin import LatinSquare
from combgames.base.checks import check_int

__all__ = ["JacobsonMatthewsChain", "random_latin_square", "latin_square_chain"]


class JacobsonMatthewsChain:
    """The Jacobson-Matthews Markov chain on the proper and improper incidence cubes of order n.

    Parameters
    ----------
    start : LatinSquare or int
        The first square, or an order n (start at the cyclic square of order n).
    seed : int, optional
        Seed of the chain's own ``random.Random`` (ignored when `rng` is given).
    rng : random.Random, optional
        The source of randomness.

    Attributes
    ----------
    moves : int
        Moves made so far (proper and improper cubes).
    squares_visited : int
        Moves of the watched chain made so far (:meth:`advance`).

    Examples
    --------
    >>> from designs.random_latin import JacobsonMatthewsChain
    >>> chain = JacobsonMatthewsChain(4, seed=3)
    >>> chain.run(20).order
    4
    """

    def __init__(self, start: Any, *, seed: int | None = None, rng: random.Random | None = None) -> None:
        if isinstance(start, (int, np.integer)) and not isinstance(start, bool):
            n = check_int(start, "start", minimum=1, why="the order of the squares")
            check_size(n ** 3, MAX_ENTRIES, call=f"JacobsonMatthewsChain({n})", what=f"the order-{n} cube")
            square = LatinSquare.cyclic(n)
        else:
            square = LatinSquare(start)
            n = square.order
            check_size(n ** 3, MAX_ENTRIES, call="JacobsonMatthewsChain", what=f"the order-{n} cube")
        self.n = n
        self._rng = rng if rng is not None else random.Random(seed)
        self._cube = [0] * n ** 3
        for r, row in enumerate(square.array):
            for c, s in enumerate(row):
                self._cube[(r * n + c) * n + int(s)] = 1
        self._improper: tuple[int, int, int] | None = None
        self.moves = 0
        self.squares_visited = 0

    @property
    def proper(self) -> bool:
        """True when the current cube is a Latin square (no entry -1)."""
        return self._improper is None

    def _ones(self, r: int | None, c: int | None, s: int | None) -> list[int]:
        """The free coordinate's values where the line through the other two has a 1."""
        n, cube = self.n, self._cube
        if r is None:
            return [x for x in range(n) if cube[(x * n + c) * n + s] == 1]
        if c is None:
            return [x for x in range(n) if cube[(r * n + x) * n + s] == 1]
        return [x for x in range(n) if cube[(r * n + c) * n + x] == 1]

    def step(self) -> None:
        """Make one move of the chain (order 1: the one square stays)."""
        n, cube, rng = self.n, self._cube, self._rng
        self.moves += 1
        if n == 1:      # the only square of order 1 has no entry equal to 0: the chain stays
            return
        if self._improper is None:
            while True:
                r, c, s = rng.randrange(n), rng.randrange(n), rng.randrange(n)
                if cube[(r * n + c) * n + s] == 0:
                    break
            (r1,), (c1,), (s1,) = self._ones(None, c, s), self._ones(r, None, s), self._ones(r, c, None)
        else:
            r, c, s = self._improper
            r1 = rng.choice(self._ones(None, c, s))
            c1 = rng.choice(self._ones(r, None, s))
            s1 = rng.choice(self._ones(r, c, None))
        for (a, b, x), d in (((r, c, s), 1), ((r, c1, s1), 1), ((r1, c, s1), 1), ((r1, c1, s), 1),
                             ((r, c, s1), -1), ((r, c1, s), -1), ((r1, c, s), -1), ((r1, c1, s1), -1)):
            cube[(a * n + b) * n + x] += d
        self._improper = (r1, c1, s1) if cube[(r1 * n + c1) * n + s1] == -1 else None

    def square(self) -> LatinSquare:
        """The current square.

        Raises
        ------
        ValueError
            If the cube is improper (call :meth:`run`, which ends on a proper cube).
        """
        if self._improper is not None:
            raise ValueError("the chain is at an improper cube; step until it is proper")
        n = self.n
        a = np.zeros((n, n), dtype=np.int64)
        for i, v in enumerate(self._cube):
            if v == 1:
                rc, s = divmod(i, n)
                a[divmod(rc, n)] = s
        return LatinSquare._trusted(a)

    def advance(self) -> None:
        """Step until the cube is proper again (at least one move): one move of the chain watched on the
        Latin squares."""
        self.step()
        while self._improper is not None:
            self.step()
        self.squares_visited += 1

    def run(self, squares: int) -> LatinSquare:
        """Make `squares` moves of the watched chain (:meth:`advance`) from a proper cube; return the square.

        Raises
        ------
        ValueError
            If the cube is improper, or `squares` is negative.
        """
        squares = check_int(squares, "squares", minimum=0)
        if self._improper is not None:
            raise ValueError("the chain is at an improper cube; call advance() first")
        for _ in range(squares):
            self.advance()
        return self.square()


def random_latin_square(n: int, *, moves: int | None = None, seed: int | None = None,
                        rng: random.Random | None = None) -> LatinSquare:
    """Return a random Latin square of order n, close to uniform: the watched Jacobson-Matthews chain after
    `moves` moves.

    Parameters
    ----------
    n : int
        The order (n^3 at most 10^7).
    moves : int, optional
        Moves of the watched chain from the cyclic square; default n^3.
    seed : int, optional
        For a reproducible square.
    rng : random.Random, optional
        The source of randomness (instead of `seed`).

    Raises
    ------
    ValueError
        If n < 1, n^3 > 10^7 or moves < 0.

    Examples
    --------
    >>> from designs.random_latin import random_latin_square
    >>> random_latin_square(1, seed=0).to_list()
    [[0]]
    """
    n = check_int(n, "n", minimum=1, why="the order of the square")
    moves = n ** 3 if moves is None else check_int(moves, "moves", minimum=0)
    return JacobsonMatthewsChain(n, seed=seed, rng=rng).run(moves)


def latin_square_chain(start: Any, *, thinning: int = 1, seed: int | None = None,
                       rng: random.Random | None = None) -> Iterator[LatinSquare]:
    """Yield the squares of one watched Jacobson-Matthews chain, every `thinning` of its moves.

    Successive squares are dependent; with the chain mixed (a burn-in) they are identically distributed,
    uniformly in the limit.

    Examples
    --------
    >>> from itertools import islice
    >>> from designs.random_latin import latin_square_chain
    >>> len(set(islice(latin_square_chain(3, thinning=5, seed=2), 200)))   # all 12 squares of order 3
    12
    """
    thinning = check_int(thinning, "thinning", minimum=1)
    chain = JacobsonMatthewsChain(start, seed=seed, rng=rng)
    while True:
        yield chain.run(thinning)
