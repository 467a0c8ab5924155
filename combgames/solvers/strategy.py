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

from combgames.base.checks import check_one_of
from combgames.base.files import atomic_write, check_input_path, check_output_path

from combgames.game import (DRAW, Game, checked_position, final_result, move_from_text, move_text, position_key,
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
        """Write the JSON form to ``path`` (a regular file or none; written whole or not at all)."""
        text = json.dumps(self.to_json(game, position), sort_keys=True)
        with atomic_write(check_output_path(path), "w") as f:
            f.write(text)

    @classmethod
    def load(cls, path: str | Path, game: Game, position: Any = None) -> "Strategy":
        """Read a strategy written by :meth:`save`: data only, every node checked (a dict with a ``move`` text and
        its ``next`` node, or ``replies`` from move texts to nodes), every move parsed by the game's notation and
        legal where it stands.

        Raises
        ------
        ValueError
            Naming the file: not a regular file, not JSON, nested deeper than Python can read, a node of another
            shape, or a move that does not parse or is illegal.
        """
        source = check_input_path(path)
        try:
            return cls.from_json(game, json.loads(source.read_text()), position)
        except RecursionError:
            raise ValueError(f"{path}: the strategy is nested too deeply to read") from None
        except (ValueError, TypeError) as err:
            raise ValueError(f"{path}: not a strategy of this game: {err}") from err


def _to_json(game: Game, node: Strategy, p: Any) -> dict:
    if node.move is not None:
        return {"move": move_text(game, node.move, p), "next": _to_json(game, node.next, game.play(p, node.move))}
    if node.replies:
        return {"replies": {move_text(game, m, p): _to_json(game, sub, game.play(p, m))
                            for m, sub in node.replies.items()}}
    return {}


def _from_json(game: Game, data: dict, p: Any) -> Strategy:
    if not isinstance(data, dict) or set(data) - {"move", "next", "replies"}:
        raise ValueError(f"a strategy node is a dict with 'move' and 'next', or 'replies', not {str(data)[:80]!r}")
    if not isinstance(data.get("move", ""), str) or not isinstance(data.get("replies", {}), dict):
        raise ValueError(f"a move is a text and replies a dict, not {str(data)[:80]!r}")
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
    symmetry: bool = False,
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
    symmetry : bool
        Check each position once up to the game's symmetry (default False: every line of play). Positions
        are keyed by :func:`~combgames.game.position_key`, the game's own ``canonical`` (not the key of the
        solver that made the strategy). This is sound because a symmetry of the game maps a winning strategy from
        ``p`` to one from its image: once the strategy's subtree at ``p`` is checked, an image of ``p`` met on
        another line needs no check of its own (its strategy is the image of the one checked). A position met
        again on its own line (a loop) fails a "win" goal, since endless play is not a win. For a "win", a
        reply after which the strategy's move wins at once is checked on the spot, without a key.

    Returns
    -------
    int
        The number of complete lines of play checked (leaves); with ``symmetry``, the number of positions
        checked by key (distinct keys).

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
    if symmetry:
        return _check_up_to_symmetry(game, strategy, player, goal, p0, rule)
    leaves = 0
    stack: list[tuple[Strategy, Any, tuple]] = [(strategy, p0, ())]
    while stack:
        node, p, line = stack.pop()
        for m, sub in _checked_step(game, node, p, line, player, goal, rule):
            if m is None:
                leaves += 1
            else:
                stack.append((sub, game.play(p, m), line + (m,)))
    return leaves


def _checked_step(game: Game, node: Strategy, p: Any, line: tuple, player: int, goal: str,
                  rule: str) -> list[tuple[Any, Any]]:
    """One position of a replay: ``[(None, None)]`` at the end of the game (checked against the goal), else the
    (move, subtree) pairs to follow, the owner's one move or every reply (checked against the legal moves)."""
    ms = game.moves(p)
    r = final_result(game, p, ms, rule)
    if r is not None:
        if (goal == "win" and r != player) or (goal == "draw" and r not in (player, DRAW)):
            raise StrategyError(f"line {_where(line)} ends with result {r}, not a {goal} for player {player}")
        return [(None, None)]
    if game.to_move(p) == player:
        if node.move is None or node.next is None:
            raise StrategyError(f"after {_where(line)} the strategy gives no move for player {player}")
        if node.move not in ms:
            raise StrategyError(f"after {_where(line)} the strategy's move {node.move!r} is illegal")
        return [(node.move, node.next)]
    given = set(node.replies)
    legal = set(ms)
    if given != legal:
        missing = sorted(map(str, legal - given))
        extra = sorted(map(str, given - legal))
        raise StrategyError(f"after {_where(line)} the replies do not match the legal moves: "
                            f"missing {missing}, not legal {extra}")
    return list(node.replies.items())


def _where(line: tuple) -> str:
    return " ".join(map(str, line)) or "(start)"


def _check_up_to_symmetry(game: Game, strategy: Strategy, player: int, goal: str, p0: Any, rule: str) -> int:
    """:func:`check_strategy` with ``symmetry=True``: a depth-first walk that checks each position's key once;
    a key is *done* when its whole subtree is checked, *open* while it is on the current line."""
    key = position_key(game)
    done: set = set()
    open_: set = set()
    stack: list[tuple[Any, Any, Any, tuple]] = [(strategy, p0, None, ())]  # (node, p, key to close, line)
    while stack:
        node, p, closing, line = stack.pop()
        if closing is not None:
            open_.discard(closing)
            done.add(closing)
            continue
        k = key(p)
        if k in done:
            continue
        if k in open_:
            if goal == "win":
                raise StrategyError(f"line {_where(line)} returns to an earlier position (up to symmetry): endless "
                                    f"play, not a win for player {player}")
            continue
        open_.add(k)
        stack.append((None, None, k, ()))
        for m, sub in _checked_step(game, node, p, line, player, goal, rule):
            if m is not None:
                q = game.play(p, m)
                if goal == "win" and game.to_move(p) != player and _wins_at_once(game, sub, q, player, rule):
                    continue
                stack.append((sub, q, None, line + (m,)))
    return len(done)


def _wins_at_once(game: Game, node: Strategy, q: Any, player: int, rule: str) -> bool:
    """Whether the owner, to move in ``q``, ends the game in his win by the strategy's move (checked here, so
    ``q`` needs no key of its own)."""
    ms = game.moves(q)
    if final_result(game, q, ms, rule) is not None or game.to_move(q) != player:
        return False
    m = node.move
    if m is None or m not in ms:
        return False
    after = game.play(q, m)
    return final_result(game, after, None, rule) == player


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
