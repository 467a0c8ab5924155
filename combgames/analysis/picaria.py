"""Picaria and its family, analysed: solutions by rules, family values, stone advantage, centre-rule variants.

The family of :func:`combgames.games.picaria.family_game`: the board with s sides (2s + 1 points; s = 4 is
Picaria), k stones each, or (k, k + l) when the second player O has l extra stones ("the handicap" for
l = 1). Every function here solves the games exactly by retrograde analysis
(:func:`combgames.solvers.retrograde`) and reports values for X, the first player, to move on the empty
board: ``Value("win", 9)`` is a first-player win in 9 plies, ``loss`` a second-player win, ``draw`` a draw.
Solutions are cached per rule set, so a table asks for each game once.

======================================  =================================================================
:func:`picaria_solution`                the game and its retrograde solution, for any rules (cached)
:func:`family_value`                    the value of the empty board of one family member (cached)
:func:`family_members`                  the members with s <= smax, equal stones and the handicap
:func:`stone_advantage`                 the values as O's extra stones l grow, until O wins
:func:`rule_variants`                   the value under each centre rule, and the stalemate rule where it
                                        can matter (:class:`RuleVariant`)
:func:`sliding_phase`                   the reachable positions with every stone on the board
======================================  =================================================================

Examples
--------
>>> from combgames.analysis.picaria import family_value, stone_advantage
>>> str(family_value(3, 3)), str(family_value(4, 3))
('win in 7', 'draw')
>>> {l: str(v) for l, v in stone_advantage(4).items()}
{0: 'draw', 1: 'loss in 14'}
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterator, Sequence

from combgames.explore import explore
from combgames.games.picaria import CENTRE_RULES, Picaria, PicariaPosition, family_game
from combgames.solvers import RetrogradeResult, Value, retrograde
from combgames.base.checks import check_int

__all__ = ["RuleVariant", "family_members", "family_value", "picaria_solution", "rule_variants", "sliding_phase",
           "stone_advantage"]


@lru_cache(maxsize=None)
def picaria_solution(board: str = "picaria", **rules) -> tuple[Picaria, RetrogradeResult]:
    """Return ``(game, retrograde solution)`` for :class:`~combgames.games.picaria.Picaria` with these rules.

    Parameters
    ----------
    board : str
        A board name (default the 9-point board).
    **rules
        The keyword rules of :class:`~combgames.games.picaria.Picaria` (``stones``, ``centre``, ``stalemate``,
        ``lines``).

    Returns
    -------
    (Picaria, RetrogradeResult)
        Cached: the same rules return the same objects.

    Examples
    --------
    >>> g, r = picaria_solution()
    >>> str(r.value(g.initial()))
    'draw'
    """
    game = Picaria(board, **rules)
    return game, retrograde(game)


@lru_cache(maxsize=None)
def family_value(s: int, stones: int | tuple[int, int] = 3, **rules) -> Value:
    """Return the value for X of the empty board of the s-sided member with these stones.

    Parameters
    ----------
    s : int
        Sides of the board (>= 3; 2s + 1 points).
    stones : int or (int, int)
        k stones each, or (kx, ko).
    **rules
        Further rules of :class:`~combgames.games.picaria.Picaria`.

    Returns
    -------
    Value
        For X, to move on the empty board. Cached.

    Examples
    --------
    >>> str(family_value(4, (3, 4)))       # Picaria with the handicap: O wins
    'loss in 14'
    """
    game = family_game(s, stones, **rules)
    return retrograde(game).value(game.initial())


def family_members(smax: int, *, smin: int = 3, kmin: int = 3) -> Iterator[tuple[int, tuple[int, int]]]:
    """Yield ``(s, (kx, ko))`` for s = smin..smax, k = kmin..s, stones (k, k) and (k, k + 1), while they leave
    an empty point (kx + ko < 2s + 1).

    Raises
    ------
    ValueError
        If a bound is not an integer >= 3 (``smin``, ``smax``) or >= 1 (``kmin``).

    Examples
    --------
    >>> list(family_members(4))
    [(3, (3, 3)), (4, (3, 3)), (4, (3, 4)), (4, (4, 4))]
    """
    check_int(smax, "smax", minimum=3)
    check_int(smin, "smin", minimum=3)
    check_int(kmin, "kmin", minimum=1)
    for s in range(smin, smax + 1):
        for k in range(kmin, s + 1):
            for stones in ((k, k), (k, k + 1)):
                if sum(stones) < 2 * s + 1:
                    yield s, stones


def stone_advantage(s: int, k: int = 3, *, lmax: int | None = None) -> dict[int, Value]:
    """Return the values for X of the ((k, k + l), s) games for l = 0, 1, ... up to the first l where O wins.

    The last open problem of "Eternal Picaria" (seed 000): how many extra stones l does the second player
    need to draw or to win? O places its extra stones one per turn after X's slides begin.

    Parameters
    ----------
    s : int
        Sides of the board.
    k : int
        X's stones.
    lmax : int, optional
        Stop after this l even if O does not win yet. The sweep also stops when the stones would fill the
        board.

    Returns
    -------
    dict
        l -> value for X (:class:`~combgames.solvers.Value`).

    Raises
    ------
    ValueError
        If ``lmax`` is given and negative.
    """
    if lmax is not None:
        check_int(lmax, "lmax", minimum=0)
    out: dict[int, Value] = {}
    l = 0
    while 2 * k + l < 2 * s + 1 and (lmax is None or l <= lmax):
        v = family_value(s, (k, k + l))
        out[l] = v
        if v.outcome == "loss":
            break
        l += 1
    return out


@dataclass(frozen=True)
class RuleVariant:
    """The value of the empty board for X under one centre rule.

    Attributes
    ----------
    centre : str
        The centre rule (see :class:`~combgames.games.picaria.Picaria`).
    value : Value
        For X, under the game's stalemate rule ("loss": a player who must slide and cannot loses).
    stalemates : int
        Reachable orbits of positions (game not over) where the player to move has no move.
    value_if_stalemate_draws : Value or None
        The value with ``stalemate="draw"``, computed when ``stalemates > 0`` (else the rule cannot matter).
    """

    centre: str
    value: Value
    stalemates: int
    value_if_stalemate_draws: Value | None = None

    def __str__(self) -> str:
        if self.value_if_stalemate_draws is None:
            return f"{self.value} (no stalemate reachable)"
        return f"{self.value} (stalemate=draw: {self.value_if_stalemate_draws})"


def rule_variants(board: str = "picaria", *, lines: str = "consecutive",
                  centres: Sequence[str] = CENTRE_RULES) -> dict[str, RuleVariant]:
    """Return the value of the empty board for X under each centre rule, with the stalemate rule where it matters.

    A stalemate (a player who must slide and cannot) changes nothing if no reachable position is one; then
    the two stalemate rules give the same game, and only the default is solved.

    Parameters
    ----------
    board : str
        A board with a centre (``"picaria"``, ``"picaria13"``, ...).
    lines : {"consecutive", "any"}
        Lines of three consecutive points, or any three points of a drawn line.
    centres : sequence of str
        The centre rules to solve (default all of :data:`~combgames.games.picaria.CENTRE_RULES`).

    Returns
    -------
    dict
        Centre rule -> :class:`RuleVariant`, in the order of ``centres``.

    Raises
    ------
    ValueError
        For an unknown centre rule or line rule, or a board without a centre.

    Examples
    --------
    >>> out = rule_variants("picaria")
    >>> str(out["none"]), out["drop"].value.outcome
    ('draw (no stalemate reachable)', 'win')
    """
    out = {}
    for centre in centres:
        game, solution = picaria_solution(board, centre=centre, lines=lines)
        stuck = sum(1 for p in solution.representatives if game.result(p) is None and not game.moves(p))
        value = solution.value(game.initial())
        other = None
        if stuck:
            drawn, drawn_solution = picaria_solution(board, centre=centre, lines=lines, stalemate="draw")
            other = drawn_solution.value(drawn.initial())
        out[centre] = RuleVariant(centre, value, stuck, other)
    return out


def sliding_phase(game: Picaria, *, symmetry: bool = False) -> list[PicariaPosition]:
    """Return the positions reachable from the empty board in which every stone of both players is on the board.

    Parameters
    ----------
    game : Picaria
    symmetry : bool
        One position per orbit of the board's symmetry (default False: every position).

    Returns
    -------
    list of PicariaPosition
        With the player to move; positions where the game is over (a line was just completed, or a stalemate)
        included, in the order :func:`~combgames.explore.explore` found them.

    Examples
    --------
    >>> g = Picaria()
    >>> len(sliding_phase(g)) > len(sliding_phase(g, symmetry=True))
    True
    """
    if not isinstance(game, Picaria):
        raise TypeError(f"game must be a Picaria, not {type(game).__name__}")
    kx, ko = game.stones
    graph = explore(game, symmetry=symmetry)
    return [p for p in graph.positions if p.x.bit_count() == kx and p.o.bit_count() == ko]
