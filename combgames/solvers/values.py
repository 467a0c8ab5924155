"""Game values for the player to move: win, loss or draw, with the distance to the end under optimal play.

Convention: a value is always stated for the player to move. ``distance`` counts plies (single moves) to the
end of the game when both sides play optimally in the sense of the *distance rule*: the winner wins as fast
as possible, the loser loses as slowly as possible. Draws carry ``distance=None`` (a draw may go on forever
in a game whose positions repeat).

Solvers order values through :func:`score`: every win beats every draw beats every loss; among wins the
shorter is better, among losses the longer is better.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from combgames.base.checks import LimitError, check_one_of

__all__ = ["DRAW_VALUE", "LOSS", "WIN", "DRAW_OUTCOME", "OUTCOMES", "PNSResult", "SearchLimitError", "Value", "score",
           "from_score"]


class SearchLimitError(LimitError):
    """A solver stopped at its stated limit (``max_nodes``, ``max_positions``); the message says how far it got
    and which parameter raises the limit."""

WIN = "win"
LOSS = "loss"
DRAW_OUTCOME = "draw"
OUTCOMES = (WIN, LOSS, DRAW_OUTCOME)

_MATE = 1_000_000  # larger than any game length we search


@dataclass(frozen=True, order=False)
class Value:
    """The value of a position for the player to move.

    Parameters
    ----------
    outcome : {"win", "loss", "draw"}
        The result under optimal play, for the player to move.
    distance : int or None
        Plies to the end under optimal play (winner fastest, loser slowest); None for a draw, and None for a
        win or loss whose distance was not computed (value-only search).

    Examples
    --------
    >>> Value("win", 3).negate()
    Value(outcome='loss', distance=4)
    """

    outcome: str
    distance: int | None = None

    def __post_init__(self) -> None:
        check_one_of(self.outcome, "outcome", OUTCOMES)
        if self.outcome == DRAW_OUTCOME and self.distance is not None:
            raise ValueError(f"a draw has distance None, not {self.distance!r}")
        if self.outcome != DRAW_OUTCOME and self.distance is not None and (
                not isinstance(self.distance, int) or self.distance < 0):
            raise ValueError(f"a {self.outcome} needs a distance >= 0 (or None: not computed), not {self.distance!r}")

    def negate(self) -> "Value":
        """Return the value of the position *before* this one, seen by the player who moved into it."""
        if self.outcome == DRAW_OUTCOME:
            return self
        d = None if self.distance is None else self.distance + 1
        return Value(LOSS if self.outcome == WIN else WIN, d)

    def __str__(self) -> str:
        return self.outcome if self.distance is None else f"{self.outcome} in {self.distance}"


DRAW_VALUE = Value(DRAW_OUTCOME)


def score(value: Value) -> int:
    """Return an integer that orders values for the player to move (larger is better).

    Raises
    ------
    ValueError
        For a win or loss without a distance (they cannot be ordered by distance).
    """
    if value.outcome != DRAW_OUTCOME and value.distance is None:
        raise ValueError(f"cannot score a {value.outcome} whose distance was not computed")
    if value.outcome == WIN:
        return _MATE - value.distance  # type: ignore[operator]
    if value.outcome == LOSS:
        return -_MATE + value.distance  # type: ignore[operator]
    return 0


def from_score(s: int) -> Value:
    """Invert :func:`score`."""
    if s > 0:
        return Value(WIN, _MATE - s)
    if s < 0:
        return Value(LOSS, s + _MATE)
    return DRAW_VALUE


@dataclass
class PNSResult:
    """What :func:`~combgames.solvers.pns.proof_number_search` (generic or compiled) found.

    Here, below both proof-number searches, so that the compiled one (:mod:`combgames.solvers.compiled.pns`)
    returns the same type without importing the generic one, which dispatches to it.

    Attributes
    ----------
    value : Value
        Win, draw or loss for the player to move (distance None).
    best_moves : list
        Moves that keep the value (those the proof tree settled; for a win, the proved ones).
    nodes : int
        Tree nodes created (both searches).
    seconds : float
    strategy : Strategy or None (:class:`~combgames.solvers.strategy.Strategy`)
        For a win or a draw, a strategy of the player to move achieving it (when requested).
    stats : dict
        Nodes per search, leaves settled by the memory and by the evaluator.
    """

    position: Any
    value: Value
    best_moves: list
    nodes: int
    seconds: float
    strategy: Any = None
    method: str = "pns"
    stats: dict = field(default_factory=dict)
