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
orthogonal (:func:`mate_orthogonality_graph`), and each clique C of that graph gives the set {L} + C; it is
maximal exactly when no other mate is orthogonal to every square of C (a square orthogonal to L is, relabelled,
one of L's normalised mates). The species of all these sets, over all representatives, are every species of
k-MOLS(n), k >= 2, once every species of order n with mates is run; from some of them (order 8, a partial run)
they are the species of sets containing a square of those species.

Symmetry. The autoparatopisms of L act on its normalised mates (:func:`_mate_orbits`), preserving orthogonality
and maximality, so with ``symmetry=True`` only the cliques through one mate of each orbit are canonicalised: for
Z2^3, 917 sets instead of 121,144 (45 CPU s in all, against about 40 min: a certificate of these sets costs nauty
about 20 ms, their incidence graphs being regular with few automorphisms).

The graph of the mates. Pair by pair (:func:`orthogonality_graph`) it costs m^2 / 2 tests, 2.5 billion for the
70,272 mates of Z2^3 at order 8. :func:`mate_orthogonality_graph` finds the neighbours of each mate M instead:
a square orthogonal to both L and M partitions the cells into transversals common to L and M (its symbol
classes), so the neighbours of M are the exact covers of the cells by the transversals of L on which M's
symbols are distinct too, each cover named by the transversals it uses, and a mate is the cover of its own
symbol classes. That costs m x (transversals of L) tests plus the small covers: 8 s for Z2^3 (the graph has
50,016 edges; 121,144 sets of MOLS contain that square). The tests compare the two graphs.

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

import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from designs.latin import LatinSquare, as_latin_square
from combgames.base.checks import check_int
from combgames.base.checkpoint import PieceJournal

__all__ = ["MolsOfSquares", "MolsSpecies", "classify_mols", "classify_mols_in_chunks", "mate_orthogonality_graph",
           "mated_squares", "merge_mols", "mols_certificate", "mols_of_squares", "normalised_mates",
           "orthogonality_graph"]

MAX_MATES = 100_000
"""Representatives with more normalised mates than this are not classified by default (the most at order 8 is
70,272, Z2^3's; the listing of the mates by dancing links takes about 13 s there)."""


def normalised_mates(square: Any) -> np.ndarray:
    """The orthogonal mates of a Latin square with first row 0..n-1, as an (m, n, n) array, listed by the
    dancing-links search :func:`designs.completion.orthogonal_mates`.

    >>> from designs import LatinSquare
    >>> from designs.mols_species import normalised_mates
    >>> normalised_mates(LatinSquare.cyclic(5)).shape
    (3, 5, 5)
    """
    from designs.completion import orthogonal_mates

    L = as_latin_square(square, "square")
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


def _mate_partitions(transversals: np.ndarray, mates: np.ndarray) -> np.ndarray:
    """(m, n): the indices (rows of ``transversals``, each as its n columns) of the n symbol classes of each mate,
    sorted; ValueError when a symbol class is not one of the transversals (not a mate of their square)."""
    n = mates.shape[1]
    weights = n ** np.arange(n, dtype=np.int64)
    codes = transversals @ weights
    order = np.argsort(codes)
    columns = np.argsort(mates, axis=2)                   # columns[k, i, s]: the column of symbol s in row i
    found = np.einsum("kis,i->ks", columns, weights)
    place = np.clip(np.searchsorted(codes[order], found), 0, max(len(codes) - 1, 0))
    if len(codes) == 0 or (codes[order][place] != found).any():
        raise ValueError("a symbol class of a mate is not a transversal of the square")
    return np.sort(order[place], axis=1)


def _exact_covers(masks: Sequence[int], n: int) -> Iterable[tuple[int, ...]]:
    """The sets of n of the given cell masks (positions into ``masks``) partitioning the n^2 cells."""
    full = (1 << (n * n)) - 1

    def search(covered: int, chosen: tuple[int, ...], available: list[int]) -> Iterable[tuple[int, ...]]:
        if covered == full:
            yield chosen
            return
        cell = (~covered & (covered + 1)).bit_length() - 1  # the first uncovered cell
        for k in available:
            if masks[k] >> cell & 1:
                yield from search(covered | masks[k], chosen + (k,),
                                  [u for u in available if not masks[u] & masks[k]])

    return search(0, (), list(range(len(masks))))


def mate_orthogonality_graph(square: Any, mates: np.ndarray) -> list[int]:
    """The graph on the normalised mates of a Latin square (all of them, an (m, n, n) array, as
    :func:`normalised_mates` lists them) joining two when they are orthogonal, as adjacency bitsets (as
    :func:`orthogonality_graph`), found mate by mate from the transversals common to the square and the mate
    (module docstring).

    Raises
    ------
    ValueError
        If a square of ``mates`` is not a mate of ``square``, or the mates are not all the normalised mates (a
        neighbour found is not among them).

    >>> from designs import LatinSquare
    >>> from designs.mols_species import mate_orthogonality_graph, normalised_mates
    >>> L = LatinSquare.cyclic(5)
    >>> mate_orthogonality_graph(L, normalised_mates(L))      # Z5's three mates are pairwise orthogonal
    [6, 5, 3]
    """
    from designs.mate_census import transversal_columns

    L = as_latin_square(square, "square")
    n = L.order
    if mates.shape[0] == 0:
        return []
    columns = transversal_columns(L)
    masks = [sum(1 << (i * n + int(c)) for i, c in enumerate(t)) for t in columns.tolist()]
    partitions = _mate_partitions(columns, np.asarray(mates, dtype=np.int64))
    index = {tuple(p): k for k, p in enumerate(partitions.tolist())}
    rows = np.arange(n)[None, :]
    adjacency = [0] * len(partitions)
    for k in range(len(partitions)):
        symbols = np.sort(mates[k][rows, columns], axis=1)        # mate k's symbols on each transversal of L
        common = np.nonzero((np.diff(symbols, axis=1) != 0).all(axis=1))[0].tolist()
        for cover in _exact_covers([masks[t] for t in common], n):
            j = index.get(tuple(sorted(common[c] for c in cover)))
            if j is None:
                raise ValueError("a mate orthogonal to a listed mate is not listed: give all the normalised mates")
            if j != k:  # order 1: the square [[0]] is orthogonal to itself
                adjacency[k] |= 1 << j
    if any(adjacency[j] >> k & 1 != 1 for k in range(len(adjacency)) for j in _bits(adjacency[k])):
        raise ValueError("the orthogonality graph of the mates is not symmetric")
    return adjacency


def _bits(mask: int) -> Iterable[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _mate_orbits(square: np.ndarray, mates: np.ndarray) -> list[int]:
    """The orbit of each normalised mate under the autoparatopism group of the square (nauty's generators,
    :func:`designs.paratopy.autoparatopism_group`), as the smallest index in it.

    An autoparatopism g of L maps the set {L, M} to {L, M'}: the entries (row, column, L's symbol, M's symbol)
    with g applied to the first three are those of L again, so the fourth coordinates form a square M' orthogonal
    to L, relabelled here to first row 0..n-1. It preserves orthogonality between mates and maximality, and maps
    a set of MOLS to one of the same species."""
    from designs.paratopy import autoparatopism_group

    n, m = square.shape[0], mates.shape[0]
    rows, cols = np.divmod(np.arange(n * n), n)
    triples = np.stack([rows, n + cols, 2 * n + square.ravel()], axis=1)       # the points of each cell's entry
    key = {mates[k].astype(np.int8).tobytes(): k for k in range(m)}
    parent = list(range(m))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for g in autoparatopism_group([LatinSquare._trusted(square)]).generators:
        image = np.asarray(g.array_form)[triples]                                # (n^2, 3) image points
        where = np.zeros((n * n, 3), dtype=np.int64)
        where[np.arange(n * n)[:, None], image // n] = image % n                  # sorted by type: row, col, sym
        moved = np.empty_like(mates)
        moved[:, where[:, 0], where[:, 1]] = mates.reshape(m, n * n)
        relabel = np.argsort(moved[:, 0, :], axis=1)                              # symbol -> its first-row column
        moved = np.take_along_axis(relabel, moved.reshape(m, n * n), axis=1).reshape(m, n, n)
        for k in range(m):
            j = key.get(moved[k].astype(np.int8).tobytes())
            if j is None:
                raise ValueError("an autoparatopism of the square maps a mate outside the mates listed")
            a, b = find(k), find(j)
            if a != b:
                parent[max(a, b)] = min(a, b)
    return [find(k) for k in range(m)]


def _cliques_through(adjacency: Sequence[int], vertex: int) -> Iterable[tuple[tuple[int, ...], bool]]:
    """Every clique containing ``vertex`` (as :func:`_cliques`: with whether it is maximal)."""
    around = list(_bits(adjacency[vertex]))
    place = {v: i for i, v in enumerate(around)}
    mask = adjacency[vertex]
    local = [sum(1 << place[u] for u in _bits(adjacency[v] & mask)) for v in around]
    yield (vertex,), not around
    for clique, maximal in _cliques(local):
        yield (vertex,) + tuple(around[i] for i in clique), maximal


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
    costs : list of (int, int, int, float)
        For each representative classified: (its position in the input, its normalised mates, the sets through
        it, the CPU seconds of listing its mates, building their graph and canonicalising the sets).
    """

    order: int
    found: dict[int, dict[bytes, bool]] = field(default_factory=dict)
    representatives: int = 0
    skipped: list[int] = field(default_factory=list)
    sets: int = 0
    costs: list[tuple[int, int, int, float]] = field(default_factory=list)

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


def _square_arrays(squares: Sequence[Any]) -> tuple[list[np.ndarray], int]:
    """The squares as int64 arrays, and their common order (0 for none); ValueError for squares of different
    orders or one that is not Latin."""
    arrays = [np.asarray(as_latin_square(s, "square").array, dtype=np.int64) for s in squares]
    orders = {a.shape[0] for a in arrays}
    if len(orders) > 1:
        raise ValueError(f"squares of different orders: {sorted(orders)}")
    return arrays, (orders.pop() if orders else 0)


def classify_mols(squares: Sequence[Any], *, max_mates: int = MAX_MATES,
                  progress: Callable[[str], Any] | None = None, symmetry: bool = False) -> MolsSpecies:
    """The species of the sets of k >= 2 MOLS containing one of the given squares (species representatives,
    normally those with mates; a bachelor contributes nothing). See the module docstring. ``progress`` is called
    with a line after each representative with mates.

    With ``symmetry=True`` only the sets through one mate of each orbit of the square's autoparatopism group on
    its mates are canonicalised (every set {L} + C is mapped by an autoparatopism of L onto one whose C holds such
    a mate; same species, same maximality): the same species, far fewer sets for squares with large groups
    (Z2^3 at order 8: 64,512 autoparatopisms, 70,272 mates in 2 orbits). ``sets`` then counts the sets
    canonicalised.

    Raises
    ------
    ValueError
        For squares of different orders or of order above 8, a square that is not Latin, or max_mates < 1.
    """
    max_mates = check_int(max_mates, "max_mates", minimum=1)
    arrays, n = _square_arrays(squares)
    if n > 8:
        raise ValueError(f"sets of MOLS are classified for orders up to 8, not {n}")
    from designs.mate_census import count_orthogonal_mates

    result = MolsSpecies(n)
    for position, L in enumerate(arrays):
        if count_orthogonal_mates(L, limit=max_mates + 1) > max_mates:
            result.skipped.append(position)
            continue
        start, sets = time.process_time(), result.sets
        square = LatinSquare._trusted(L)
        mates = normalised_mates(square)
        result.representatives += 1
        adjacency = mate_orthogonality_graph(square, mates)
        if symmetry and len(mates):
            orbits = _mate_orbits(L, mates)
            found = (c for r in sorted(set(orbits)) for c in _cliques_through(adjacency, r))
        else:
            found = _cliques(adjacency)
        for clique, maximal in found:
            species = result.found.setdefault(len(clique) + 1, {})
            species[mols_certificate([L] + [mates[i] for i in clique])] = maximal
            result.sets += 1
        result.costs.append((position, len(mates), result.sets - sets, time.process_time() - start))
        if progress is not None and len(mates):
            progress(f"representative {position}: {len(mates):,} mates, {result.sets - sets:,} sets, "
                     f"{result.costs[-1][3]:.2f} CPU s; species so far {result.table()}")
    return result


# ------------------------------------------------------------------------------------------------ in chunks
MOLS_JOURNAL_FORMAT = "# combgames mols-species journal, format 1, run"
"""The first words of the journal of :func:`classify_mols_in_chunks`; the run's header digest follows."""


def _symbols(square: np.ndarray) -> str:
    return "".join(map(str, square.ravel().tolist()))


def mols_of_squares(symbols: Sequence[str], n: int, index: int, first: int, max_mates: int = MAX_MATES,
                    symmetry: bool = True) -> dict:
    """:func:`classify_mols` on some squares given as their n^2 symbols row by row: plain data for an executor
    (one chunk, its squares at positions ``first``, ``first + 1``, ... of the whole input). The certificates are
    written in hexadecimal."""
    squares = [np.array([int(c) for c in s], dtype=np.int64).reshape(n, n) for s in symbols]
    c = classify_mols(squares, max_mates=max_mates, symmetry=symmetry)
    return {"index": index, "order": n, "found": {str(k): {cert.hex(): maximal for cert, maximal in v.items()}
                                                  for k, v in c.found.items()},
            "representatives": c.representatives, "skipped": [first + p for p in c.skipped], "sets": c.sets,
            "costs": [[first + p, m, s, t] for p, m, s, t in c.costs]}


def merge_mols(parts: Iterable[Mapping[str, Any]], n: int) -> MolsSpecies:
    """One :class:`MolsSpecies` from the results of :func:`mols_of_squares` (the union of their species; a
    species found maximal in one part is maximal: maximality is a property of the set, the same in all)."""
    result = MolsSpecies(n)
    for part in parts:
        for k, species in part["found"].items():
            into = result.found.setdefault(int(k), {})
            for cert, maximal in species.items():
                into[bytes.fromhex(cert)] = bool(maximal)
        result.representatives += int(part["representatives"])
        result.skipped.extend(int(p) for p in part["skipped"])
        result.sets += int(part["sets"])
        result.costs.extend((int(p), int(m), int(s), float(t)) for p, m, s, t in part["costs"])
    result.found = dict(sorted(result.found.items()))
    result.skipped.sort()
    result.costs.sort()
    return result


def _check_mols_part(data: Any, n: int, total: int) -> None:
    """ValueError unless ``data`` is a chunk's result of order n."""
    if not (type(data) is dict and type(data.get("index")) is int and 0 <= data["index"] < total
            and data.get("order") == n and type(data.get("found")) is dict
            and all(type(v) is dict and all(type(c) is str and type(b) is bool for c, b in v.items())
                    for v in data["found"].values())
            and type(data.get("skipped")) is list and type(data.get("costs")) is list
            and type(data.get("sets")) is int and type(data.get("representatives")) is int):
        raise ValueError("not a chunk of a classification of MOLS")
    merge_mols([data], n)


class _MolsJournal(PieceJournal):
    """The chunks finished since the checkpoint was last saved (:class:`combgames.base.checkpoint.PieceJournal`)."""

    differs = "other squares, chunk size, max_mates or symmetry"


@dataclass(frozen=True)
class MolsOfSquares:
    """The identity of a run of :func:`classify_mols_in_chunks`, for checkpoints: the order, the number of
    squares, and the SHA-256 of their symbols."""

    n: int
    squares: int
    digest: str

    def cache_key(self) -> str:
        """All that changes the computation (with the chunk size and ``max_mates``, the header's options)."""
        return f"mols-species-order-{self.n}-squares-{self.squares}-sha256-{self.digest}"


def classify_mols_in_chunks(squares: Sequence[Any], *, chunk: int = 1, max_mates: int = MAX_MATES,
                            executor: Any = None, checkpoint: Any = None,
                            progress: Callable[[str], Any] | None = None, symmetry: bool = True,
                            max_chunks: int | None = None) -> MolsSpecies:
    """:func:`classify_mols` (with ``symmetry`` on by default) run in chunks of ``chunk`` squares, one task per
    chunk on ``executor`` (None: in this process), each finished chunk kept in the journal ``PATH.pieces`` of a
    ``checkpoint`` and the whole state in ``PATH``, so a stopped run resumes by the same call; a checkpoint or
    journal of another input (another order, squares, chunk size, ``max_mates`` or ``symmetry``) is refused with
    one error and left as it is. ``max_chunks`` stops after that many chunks (0: only read the checkpoint and its
    journal, writing nothing: the classification so far, of the chunks done, whose positions are those in
    ``costs`` and ``skipped``).

    Raises
    ------
    ValueError
        As :func:`classify_mols`; for chunk < 1; for another run's checkpoint or journal.
    """
    import hashlib
    from pathlib import Path

    from combgames.base.checkpoint import Checkpoint, checkpoint_header
    from combgames.base.checkpoint import load_this_run
    from combgames.base.executors import drive_pieces
    from designs.latin_classes import JOURNAL_SUFFIX
    from designs.mate_census import SAVE_EVERY

    chunk = check_int(chunk, "chunk", minimum=1)
    max_mates = check_int(max_mates, "max_mates", minimum=1)
    arrays, n = _square_arrays(squares)
    symbols = [_symbols(a) for a in arrays]
    chunks = -(-len(symbols) // chunk)
    digest = hashlib.sha256("\n".join(symbols).encode()).hexdigest()
    store, journal, done = None, None, {}
    if checkpoint is not None:
        header = checkpoint_header("mols-species", MolsOfSquares(n, len(symbols), digest), chunk=chunk,
                                   max_mates=max_mates, symmetry=bool(symmetry))
        store = Checkpoint(checkpoint, header)

        def check(payload: Any) -> None:
            if type(payload) is not dict or any(type(i) is not int for i in payload):
                raise ValueError("not a checkpoint of a classification of MOLS")
            for data in payload.values():
                _check_mols_part(data, n, chunks)

        done = load_this_run(store, check) or {}
        if store.writable:
            journal = _MolsJournal(Path(f"{checkpoint}{JOURNAL_SUFFIX}"), MOLS_JOURNAL_FORMAT, header)

            def parse(data: Any) -> tuple[int, dict]:
                _check_mols_part(data, n, chunks)
                return data["index"], data

            done.update(journal.read_pieces(parse))
    todo = [i for i in range(chunks) if i not in done]
    if max_chunks is not None:
        todo = todo[:check_int(max_chunks, "max_chunks", minimum=0)]
    arguments = [(symbols[i * chunk:(i + 1) * chunk], n, i, i * chunk, max_mates, bool(symmetry)) for i in todo]
    line = None if progress is None else lambda r: progress(
        f"chunk {r['index']}: {sum(c[1] for c in r['costs']):,} mates, {r['sets']:,} sets, "
        f"{sum(c[3] for c in r['costs']):.1f} CPU s; {len(done)}/{chunks} done")
    drive_pieces(executor, mols_of_squares, arguments, done, store, journal, line, save_every=SAVE_EVERY)
    return merge_mols([done[i] for i in sorted(done)], n)
