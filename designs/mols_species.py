"""Sets of mutually orthogonal Latin squares classified up to species, from the squares that have mates.

A set of k MOLS of order n (a *k-MOLS(n)*) is the orthogonal array OA(k + 2, n) of its n^2 tuples
(row, column, symbol of each square), or the transversal design TD(k + 2, n) whose blocks are those tuples
(:meth:`designs.TransversalDesign.from_mols`). Two sets are of the same *species* when one is mapped to the
other by permuting the k + 2 coordinates (rows, columns and the k squares' symbols play the same role) and
the values within each coordinate: a paratopism of the MOLS (:mod:`designs.paratopy`), that is an
isomorphism of the transversal designs. For k >= 1 the groups of a TD(k + 2, n) are determined by its blocks
(two points are in one group exactly when no block holds both), so the species is the isomorphism class of
the blocks as an incidence structure, decided here by nauty's certificate of the incidence graph
(:meth:`combgames.base.nauty.ColouredGraph.incidence`). This is the equivalence under which Egan and Wanless
list "species representatives for sets of k-MOLS(n)" [2]_ (the notion their catalogue is split by; their
paper [1]_ also uses others, which were not read). A set is *maximal* (a k-maxMOLS(n)) when no Latin square
is orthogonal to all its squares; a maximal set of one square is a bachelor.

Method. Each species of k-MOLS(n), k >= 2, has a member containing the representative L of any chosen
species of its squares: a paratopism mapping one of its squares onto L (a conjugation is a permutation of
three coordinates) maps the set onto a set containing L, and the other squares may be relabelled to have
first row 0..n-1. So, for every species representative L with mates: list its *normalised* mates (first row
0..n-1) by the dancing-links search of :func:`designs.completion.orthogonal_mates` (independent of the
bitmask count of :mod:`designs.mate_census`, which the tests compare it with), join two mates when they are
orthogonal, and each clique C of that graph gives the set {L} + C; it is maximal exactly when no other mate
is orthogonal to every square of C (a square orthogonal to L is, relabelled, one of L's normalised mates).
The species of all these sets, over all representatives, are every species of k-MOLS(n), k >= 2, once every
species of order n with mates is run; from some of them (order 8, a partial run) they are the species of
sets containing a square of those species.

References
----------
.. [1] J. Egan, I. M. Wanless, "Enumeration of MOLS of small order", Math. Comp. 85 (2016) 799-824,
   arXiv:1406.3681 (abstract and introduction read).
.. [2] I. M. Wanless, "Data on mutually orthogonal Latin squares (MOLS)", users.monash.edu.au/~iwanless/data/MOLS
   (the catalogue page: its first paragraphs read, the data files not).

Examples
--------
>>> from designs import LatinSquare
>>> from designs.mols_species import classify_mols
>>> c = classify_mols([LatinSquare.cyclic(5)])
>>> c.species(2), c.species(4), c.maximal(4)      # the complete set of 4-MOLS(5) is one species
(1, 1, 1)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from designs.latin import LatinSquare, _as_square
from combgames.base.checks import check_int

__all__ = ["MolsSpecies", "classify_mols", "mated_squares", "mols_certificate", "normalised_mates",
           "orthogonality_graph"]

MAX_MATES = 5000
"""Representatives with more normalised mates than this are not classified by default (the orthogonality
graph is built pair by pair: 12.5 million pairs at the limit)."""


def normalised_mates(square: Any) -> np.ndarray:
    """The orthogonal mates of a Latin square with first row 0..n-1, as an (m, n, n) array, listed by the
    dancing-links search :func:`designs.completion.orthogonal_mates`.

    >>> from designs import LatinSquare
    >>> from designs.mols_species import normalised_mates
    >>> normalised_mates(LatinSquare.cyclic(5)).shape
    (3, 5, 5)
    """
    from designs.completion import orthogonal_mates

    L = _as_square(square, "square")
    mates = [np.asarray(M.array, dtype=np.int64) for M in orthogonal_mates(L)]
    return np.array(mates, dtype=np.int64).reshape(len(mates), L.order, L.order)


def _symbol_masks(squares: np.ndarray) -> np.ndarray:
    """(m, n) uint64: entry [i, s] has bit c set when cell c (row-major) of square i holds symbol s."""
    m, n = squares.shape[0], squares.shape[1]
    flat = squares.reshape(m, n * n)
    bits = np.uint64(1) << np.arange(n * n, dtype=np.uint64)
    return np.stack([((flat == s).astype(np.uint64) * bits).sum(axis=1, dtype=np.uint64) for s in range(n)],
                    axis=1)


def orthogonality_graph(squares: np.ndarray) -> list[int]:
    """The graph on the given Latin squares (an (m, n, n) array, n <= 8) joining two when they are orthogonal,
    as adjacency bitsets: bit j of entry i is set when squares i and j are orthogonal. Two squares are
    orthogonal when each symbol class of one meets each symbol class of the other in at most one cell (then in
    exactly one: both partition the n^2 cells into n classes of n).

    >>> from designs import mols
    >>> import numpy as np
    >>> from designs.mols_species import orthogonality_graph
    >>> orthogonality_graph(np.array([L.array for L in mols(5)]))      # 4 pairwise orthogonal squares
    [14, 13, 11, 7]
    """
    m = squares.shape[0]
    if m and squares.shape[1] > 8:
        raise ValueError(f"orthogonality_graph: order {squares.shape[1]} > 8 (cells must fit 64 bits)")
    masks = _symbol_masks(squares)
    adjacency = [0] * m
    one = np.uint64(1)
    for i in range(m - 1):
        meet = masks[i][None, :, None] & masks[i + 1:][:, None, :]
        orthogonal = ((meet & (meet - one)) == 0).all(axis=(1, 2))
        for j in (np.nonzero(orthogonal)[0] + i + 1).tolist():
            adjacency[i] |= 1 << j
            adjacency[j] |= 1 << i
    return adjacency


def _cliques(adjacency: Sequence[int]) -> Iterable[tuple[tuple[int, ...], bool]]:
    """Every nonempty clique of the graph (each once, its vertices increasing), with whether it is maximal."""
    stack: list[tuple[tuple[int, ...], int, int]] = [((), (1 << len(adjacency)) - 1, (1 << len(adjacency)) - 1)]
    while stack:
        chosen, later, common = stack.pop()
        while later:
            v = later.bit_length() - 1
            later &= ~(1 << v)
            clique = (v,) + chosen
            shared = common & adjacency[v]
            yield clique, shared == 0
            stack.append((clique, later & adjacency[v] & ((1 << v) - 1), shared))


def mols_certificate(squares: Sequence[np.ndarray]) -> bytes:
    """nauty's certificate of the transversal design of a set of MOLS (equal for two sets exactly when they are
    of the same species, for sets of at least one square)."""
    from combgames.base.nauty import ColouredGraph

    n = squares[0].shape[0]
    rows, cols = np.divmod(np.arange(n * n), n)
    parts = [rows, n + cols] + [(t + 2) * n + np.asarray(s).ravel() for t, s in enumerate(squares)]
    blocks = np.stack(parts, axis=1).tolist()
    return ColouredGraph.incidence(n * (len(squares) + 2), blocks).certificate()


@dataclass
class MolsSpecies:
    """Species of k-MOLS(n) found, by k.

    Attributes
    ----------
    order : int
    found : dict of int to dict of bytes to bool
        k -> certificate of each species of k-MOLS found -> whether its sets are maximal.
    representatives : int
        Species representatives (of squares) whose sets were classified.
    skipped : list of int
        Positions (in the input) of representatives with more than ``max_mates`` mates, not classified.
    sets : int
        Sets of MOLS (cliques with the representative) canonicalised.
    """

    order: int
    found: dict[int, dict[bytes, bool]] = field(default_factory=dict)
    representatives: int = 0
    skipped: list[int] = field(default_factory=list)
    sets: int = 0

    def species(self, k: int) -> int:
        """The number of species of k-MOLS found."""
        return len(self.found.get(k, {}))

    def maximal(self, k: int) -> int:
        """The number of species of maximal k-MOLS found."""
        return sum(self.found.get(k, {}).values())

    def table(self) -> list[list[int]]:
        """[k, species of k-MOLS, of them maximal] for k = 2, 3, ... up to the largest found."""
        return [[k, self.species(k), self.maximal(k)] for k in sorted(self.found)]


def mated_squares(pieces: Iterable[Mapping[str, Any]]) -> list[LatinSquare]:
    """The species with mates recorded by pieces of a mate census (:func:`designs.mate_census.mates_of_piece`,
    their ``"mated_species"``), as Latin squares, in the order of the pieces.

    >>> from designs.mate_census import mates_of_piece
    >>> from designs.mols_species import mated_squares
    >>> [L.order for L in mated_squares([mates_of_piece(5, 2, i) for i in range(2)])]     # Z5's species
    [5]
    """
    squares = []
    for piece in pieces:
        n = int(piece["order"])
        for symbols, _ in piece.get("mated_species", []):
            squares.append(LatinSquare([[int(x) for x in symbols[n * i: n * i + n]] for i in range(n)]))
    return squares


def classify_mols(squares: Sequence[Any], *, max_mates: int = MAX_MATES) -> MolsSpecies:
    """The species of the sets of k >= 2 MOLS containing one of the given squares (species representatives,
    normally those with mates; a bachelor contributes nothing). See the module docstring.

    Raises
    ------
    ValueError
        For squares of different orders or of order above 8, a square that is not Latin, or max_mates < 1.
    """
    max_mates = check_int(max_mates, "max_mates", minimum=1)
    arrays = [np.asarray(_as_square(s, "square").array, dtype=np.int64) for s in squares]
    orders = {a.shape[0] for a in arrays}
    if len(orders) > 1:
        raise ValueError(f"squares of different orders: {sorted(orders)}")
    n = orders.pop() if orders else 0
    if n > 8:
        raise ValueError(f"sets of MOLS are classified for orders up to 8, not {n}")
    from designs.mate_census import count_orthogonal_mates

    result = MolsSpecies(n)
    for position, L in enumerate(arrays):
        if count_orthogonal_mates(L, limit=max_mates + 1) > max_mates:
            result.skipped.append(position)
            continue
        mates = normalised_mates(LatinSquare._trusted(L))
        result.representatives += 1
        for clique, maximal in _cliques(orthogonality_graph(mates)):
            species = result.found.setdefault(len(clique) + 1, {})
            species[mols_certificate([L] + [mates[i] for i in clique])] = maximal
            result.sets += 1
    return result
