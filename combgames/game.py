"""The generic game interface: the one Protocol every game implements and every solver consumes.

A *game* here is a finite, deterministic, perfect-information game for ``players`` players who move in
turn. A solver sees a game only through this module: it never imports a concrete game, never reads a
game's private attributes, and uses optional capabilities only when the game declares them.

Required (the :class:`Game` Protocol)
-------------------------------------
``players``            number of players, 2 or more (player 0 moves first).
``initial()``          the start position. Positions are immutable and hashable (ints, tuples, frozen
                       dataclasses); ``play`` returns a new position and never mutates its argument.
``to_move(p)``         index of the player to move in ``p``.
``moves(p)``           the legal moves in ``p`` (a sequence; empty when there are none).
``play(p, m)``         the position after move ``m``; raises :class:`IllegalMoveError` for an illegal move.
``result(p)``          ``None`` while play goes on by the rules of the game, else the index of the winner,
                       or :data:`DRAW`.

Optional capabilities (declared as attributes or methods; see :func:`capabilities`)
-----------------------------------------------------------------------------------
``canonical(p)``       a key equal for all positions in one orbit of the game's symmetry group (used as the
                       transposition-table key); ``symmetry_group`` names that group, and ``images(p)`` lists
                       the images of ``p`` under it (the conformance tests check ``canonical`` on them).
``positions()``        an iterable over the whole state space (for retrograde analysis).
``impartial``          ``True`` when both players have the same moves in every position; then
                       ``convention`` is ``"normal"`` (the player who cannot move loses) or ``"misere"``
                       (that player wins).
``no_move_rule``       what happens to a player who has no legal move in a position whose ``result`` is
                       ``None``: ``"loss"`` (default; normal play), ``"win"`` (misere), ``"draw"``, or
                       ``"pass"`` (then the game provides ``pass_turn(p)``).
``acyclic``            ``True`` when no position can repeat, so depth-first search terminates.
``parse_position(text)`` / ``format_position(p)`` / ``parse_move(text, p)`` / ``format_move(m, p)``:
                       the game's text notation, used by the command line.

Terminal positions
------------------
A position is *over* when ``result(p)`` is not ``None``, or when ``moves(p)`` is empty and the no-move rule
is not ``"pass"``. :func:`final_result` applies the rule, so every solver treats stalemates the same way.
"""

from __future__ import annotations

from typing import Any, Hashable, Protocol, Sequence, TypeVar, runtime_checkable

__all__ = [
    "DRAW",
    "NO_MOVE_RULES",
    "Game",
    "IllegalMoveError",
    "PositionFormatError",
    "capabilities",
    "final_result",
    "no_move_rule",
    "require_two_players",
    "successors",
]

DRAW: int = -1
"""The value of :meth:`Game.result` for a drawn game (player indices are 0, 1, ...)."""

NO_MOVE_RULES = ("loss", "win", "draw", "pass")

P = TypeVar("P", bound=Hashable)
M = TypeVar("M")


class IllegalMoveError(ValueError):
    """A move that is not legal in the given position; the message names the move and the reason."""


class PositionFormatError(ValueError):
    """Position (or move) text that does not parse; the message gives the location and what was expected."""


@runtime_checkable
class Game(Protocol[P, M]):
    """A finite, deterministic, perfect-information game for ``players`` players moving in turn."""

    players: int

    def initial(self) -> P:
        """Return the start position."""
        ...

    def to_move(self, p: P) -> int:
        """Return the index (0-based) of the player to move in ``p``."""
        ...

    def moves(self, p: P) -> Sequence[M]:
        """Return the legal moves in ``p``."""
        ...

    def play(self, p: P, m: M) -> P:
        """Return the position after ``m`` is played in ``p``; raise IllegalMoveError if illegal."""
        ...

    def result(self, p: P) -> int | None:
        """Return ``None`` while play goes on, else the winner's index or :data:`DRAW`."""
        ...


def no_move_rule(game: Game, override: str | None = None) -> str:
    """Return the rule for a player with no legal move: ``override`` if given, else the game's, else "loss".

    Raises
    ------
    ValueError
        If the rule is not one of ``"loss"``, ``"win"``, ``"draw"``, ``"pass"``.
    """
    rule = override if override is not None else getattr(game, "no_move_rule", None)
    if rule is None:
        convention = getattr(game, "convention", "normal")
        rule = "win" if convention == "misere" else "loss"
    if rule not in NO_MOVE_RULES:
        raise ValueError(f"no_move_rule must be one of {NO_MOVE_RULES}, not {rule!r}")
    if rule == "pass" and not callable(getattr(game, "pass_turn", None)):
        raise TypeError(f"no_move_rule 'pass' needs pass_turn(p); {type(game).__name__} does not provide it")
    return rule


def final_result(game: Game, p: Any, moves: Sequence[Any] | None = None, rule: str = "loss") -> int | None:
    """Return the result of ``p`` with the no-move ``rule`` applied, or ``None`` if play goes on.

    ``moves`` may pass the already computed legal moves of ``p``. For two or more players, "loss" and "win"
    name the player to move: under "loss" the *next* player wins (two players: the opponent); under "win" the
    player to move wins. Under "pass" a position with no moves is not over.
    """
    r = game.result(p)
    if r is not None:
        return r
    if moves is None:
        moves = game.moves(p)
    if moves:
        return None
    if rule == "loss":
        return (game.to_move(p) + 1) % game.players
    if rule == "win":
        return game.to_move(p)
    if rule == "draw":
        return DRAW
    return None


def successors(game: Game, p: Any, rule: str = "loss", moves: Sequence[Any] | None = None) -> list[tuple[Any, Any]]:
    """Return ``[(move, position after move), ...]``; under the "pass" rule a stuck player passes (move None).

    ``moves`` may pass the already computed legal moves of ``p``.
    """
    ms = game.moves(p) if moves is None else moves
    if not ms and rule == "pass" and game.result(p) is None:
        return [(None, game.pass_turn(p))]  # type: ignore[attr-defined]
    return [(m, game.play(p, m)) for m in ms]


def capabilities(game: Game) -> dict[str, Any]:
    """Return the optional capabilities a game declares, e.g. ``{"canonical": True, "impartial": False, ...}``."""
    return {
        "canonical": callable(getattr(game, "canonical", None)),
        "positions": callable(getattr(game, "positions", None)),
        "impartial": bool(getattr(game, "impartial", False)),
        "convention": getattr(game, "convention", "normal"),
        "acyclic": bool(getattr(game, "acyclic", False)),
        "no_move_rule": getattr(game, "no_move_rule", None),
        "players": game.players,
    }


def require_two_players(game: Game, what: str) -> None:
    """Raise TypeError naming the solver when ``game`` is not a two-player game."""
    if getattr(game, "players", None) != 2:
        raise TypeError(
            f"{what} needs a two-player game; {type(game).__name__} has players={getattr(game, 'players', None)}"
        )
