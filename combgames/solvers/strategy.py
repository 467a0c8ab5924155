"""Strategy trees that can be held, saved and checked.

A *strategy* for player ``i`` from a position ``p`` is a tree: where ``i`` is to move it names one move;
where the opponent is to move it has a subtree for *every* legal reply. A strategy *achieves* a goal
("win" or "draw", meaning at least a draw) when every play consistent with it ends in that goal for ``i``.

The tree stores moves only, never positions: :func:`check_strategy` replays the moves through the game's own
rules, so a saved strategy is checked by the rules, not by trusting stored data.

JSON form (:meth:`Strategy.to_json`): ``{"move": "<text>", "next": {...}}`` at the strategy owner's nodes,
``{"replies": {"<text>": {...}, ...}}`` at the opponent's, ``{}`` at the end of the game. Move text is the
game's notation (:func:`combgames.game.move_text`, :func:`combgames.game.move_from_text`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from groundwork.checks import check_one_of

from combgames.game import (DRAW, Game, checked_position, final_result, move_from_text, move_text,
                            resolve_no_move_rule, successors)

__all__ = ["Strategy", "StrategyError", "check_strategy", "strategy_from_searcher"]


class StrategyError(ValueError):
    """A strategy that does not achieve its goal; the message gives the line of play where it fails."""


@dataclass
class Strategy:
    """A node of a strategy tree (see the module docstring).

    Attributes
    ----------
    move : Any
        The owner's move here (None at opponent nodes and at the end of the game).
    next : Strategy or None
        The subtree after ``move``.
    replies : dict
        At opponent nodes: every legal reply -> subtree.
    """

    move: Any = None
    next: "Strategy | None" = None
    replies: dict = field(default_factory=dict)

    def size(self) -> int:
        """Number of positions in the tree (nodes)."""
        total, stack = 0, [self]
        while stack:
            node = stack.pop()
            total += 1
            if node.next is not None:
                stack.append(node.next)
            stack.extend(node.replies.values())
        return total

    def to_json(self, game: Game, position: Any = None) -> dict:
        """Return the JSON-ready form, moves written in the game's notation."""
        p = game.initial() if position is None else position
        return _to_json(game, self, p)

    @classmethod
    def from_json(cls, game: Game, data: dict, position: Any = None) -> "Strategy":
        """Parse the JSON form back, reading moves in the game's notation.

        Raises
        ------
        ValueError
            If a move text does not parse or names an illegal move.
        """
        p = game.initial() if position is None else position
        return _from_json(game, data, p)

    def save(self, path: str | Path, game: Game, position: Any = None) -> None:
        """Write the JSON form to ``path``."""
        Path(path).write_text(json.dumps(self.to_json(game, position), sort_keys=True))

    @classmethod
    def load(cls, path: str | Path, game: Game, position: Any = None) -> "Strategy":
        """Read a strategy written by :meth:`save`."""
        return cls.from_json(game, json.loads(Path(path).read_text()), position)


def _to_json(game: Game, node: Strategy, p: Any) -> dict:
    if node.move is not None:
        return {"move": move_text(game, node.move, p), "next": _to_json(game, node.next, game.play(p, node.move))}
    if node.replies:
        return {"replies": {move_text(game, m, p): _to_json(game, sub, game.play(p, m))
                            for m, sub in node.replies.items()}}
    return {}


def _from_json(game: Game, data: dict, p: Any) -> Strategy:
    if "move" in data:
        m = move_from_text(game, data["move"], p)
        return Strategy(move=m, next=_from_json(game, data.get("next", {}), game.play(p, m)))
    replies = {}
    for text, sub in data.get("replies", {}).items():
        m = move_from_text(game, text, p)
        replies[m] = _from_json(game, sub, game.play(p, m))
    return Strategy(replies=replies)


def check_strategy(
    game: Game,
    strategy: Strategy,
    player: int,
    goal: str = "win",
    position: Any = None,
    *,
    no_move_rule: str | None = None,
) -> int:
    """Replay a strategy against every reply and check that it achieves ``goal`` for ``player``.

    Parameters
    ----------
    game : Game
    strategy : Strategy
    player : int
        The strategy's owner.
    goal : {"win", "draw"}
        "win": every line ends in a win for ``player``; "draw": no line ends in a loss.
    position : optional
        Start position (default ``game.initial()``).

    Returns
    -------
    int
        The number of complete lines of play checked (leaves).

    Raises
    ------
    StrategyError
        With the failing line, if a move is illegal, a reply is missing or extra, or a line ends badly.
    """
    if not isinstance(strategy, Strategy):
        raise TypeError(f"strategy must be a Strategy (a tree of moves, see Strategy.from_json), not "
                        f"{type(strategy).__name__}")
    check_one_of(goal, "goal", ("win", "draw"))
    rule = resolve_no_move_rule(game, no_move_rule)
    p0 = game.initial() if position is None else checked_position(game, position)
    leaves = 0
    stack: list[tuple[Strategy, Any, tuple]] = [(strategy, p0, ())]
    while stack:
        node, p, line = stack.pop()
        ms = game.moves(p)
        r = final_result(game, p, ms, rule)
        where = " ".join(map(str, line)) or "(start)"
        if r is not None:
            if (goal == "win" and r != player) or (goal == "draw" and r not in (player, DRAW)):
                raise StrategyError(f"line {where} ends with result {r}, not a {goal} for player {player}")
            leaves += 1
            continue
        if game.to_move(p) == player:
            if node.move is None or node.next is None:
                raise StrategyError(f"after {where} the strategy gives no move for player {player}")
            if node.move not in ms:
                raise StrategyError(f"after {where} the strategy's move {node.move!r} is illegal")
            stack.append((node.next, game.play(p, node.move), line + (node.move,)))
        else:
            given = set(node.replies)
            legal = set(ms)
            if given != legal:
                missing = sorted(map(str, legal - given))
                extra = sorted(map(str, given - legal))
                raise StrategyError(f"after {where} the replies do not match the legal moves: "
                                    f"missing {missing}, not legal {extra}")
            for m, sub in node.replies.items():
                stack.append((sub, game.play(p, m), line + (m,)))
    return leaves


def strategy_from_searcher(searcher: Any, position: Any) -> Strategy:
    """Build a strategy for the player to move in ``position`` that keeps the position's value.

    At the owner's nodes the first move that keeps the exact score is taken (for a win this is a fastest
    win, so the tree is finite); at the opponent's nodes every reply is expanded.
    """
    game = searcher.game
    owner = game.to_move(position)
    rule = searcher.rule

    def build(p: Any) -> Strategy:
        ms = game.moves(p)
        if final_result(game, p, ms, rule) is not None:
            return Strategy()
        if game.to_move(p) == owner:
            target = searcher.score(p)
            m = searcher.best_moves(p, target)[0]
            return Strategy(move=m, next=build(game.play(p, m)))
        return Strategy(replies={m: build(c) for m, c in successors(game, p, rule)})

    return build(position)
