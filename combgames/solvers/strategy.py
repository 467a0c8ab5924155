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
from typing import Any, Callable, Collection, Hashable

from combgames.base.checks import check_int, check_one_of
from combgames.base.files import atomic_write, check_input_path, check_output_path

from combgames.game import (DRAW, Game, checked_position, final_result, move_from_text, move_text, position_key,
                            resolve_no_move_rule, successors)

__all__ = ["Strategy", "StrategyError", "StrategyReport", "check_memoryless_strategy", "check_strategy", "replay_strategy",
           "strategy_from_searcher", "strategy_tree"]


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
    if goal == "win":
        def ends_well(r: Any) -> bool:
            return r == player
    else:
        def ends_well(r: Any) -> bool:
            return r in (player, DRAW)
    report = replay_strategy(game, strategy, (player,), ends_well, f"a {goal} for player {player}", position,
                             no_move_rule=no_move_rule, key=position_key(game) if symmetry else None,
                             at_once=symmetry and goal == "win")
    return report.positions if symmetry else report.lines


def check_memoryless_strategy(game: Game, strategy: Callable[[Any], Any], player: int,
                              position: Any = None) -> int:
    """Check that a strategy given as a function of the position wins against every reply.

    Replays (:func:`replay_strategy`) every position reachable when ``player`` follows ``strategy`` and the
    opponent plays any legal move, each position once (a memoryless strategy plays from a position as it
    played there before), and checks that the strategy's moves are legal and that every finished game is a win
    for ``player`` under the game's no-move rule. Unlike a strategy *tree*, the work is bounded by the number of
    distinct positions, not by the number of lines of play.

    Returns
    -------
    int
        The number of distinct positions visited.

    Raises
    ------
    StrategyError
        With the line where the strategy fails.

    Examples
    --------
    >>> from combgames.games.tactix import Tactix
    >>> from combgames.games.tactix.copying import mirror_strategy
    >>> game = Tactix(2, 2)
    >>> check_memoryless_strategy(game, mirror_strategy(game), 1)   # start, 8 moves, 3 answers, 4 last moves
    16
    """
    if not callable(strategy):
        raise TypeError(f"strategy must be a function of the position, not {type(strategy).__name__}")
    player = check_int(player, "player", minimum=0, maximum=getattr(game, "players", 2) - 1)
    report = replay_strategy(game, strategy, (player,), lambda r: r == player, f"a win for player {player}",
                             position, key=position_key(game, symmetry=False))
    return report.positions


def strategy_tree(game: Game, strategy: Callable[[Any], Any], player: int, position: Any = None) -> Strategy:
    """Expand a memoryless strategy (a function of the position) into a :class:`Strategy` tree (small games
    only: the tree has a node for every line of play)."""
    p0 = game.initial() if position is None else position

    def build(p: Any) -> Strategy:
        ms = game.moves(p)
        if not ms:
            return Strategy()
        if game.to_move(p) == player:
            m = strategy(p)
            return Strategy(move=m, next=build(game.play(p, m)))
        return Strategy(replies={m: build(game.play(p, m)) for m in ms})

    return build(p0)


# ---------------------------------------------------------------------------------------------- the replay
@dataclass(frozen=True)
class StrategyReport:
    """What :func:`replay_strategy` checked.

    Attributes
    ----------
    lines : int
        The lines of play replayed to their end (with a key: the ends met, each position once).
    positions : int
        The positions checked: every node of every line, or with a key each key once.
    """

    lines: int
    positions: int


def replay_strategy(game: Game, strategy: Strategy | Callable[[Any], Any], team: Collection[int],
                    ends_well: Callable[[Any], bool], goal_text: str, position: Any = None, *,
                    no_move_rule: str | None = None, key: Callable[[Any], Hashable] | None = None,
                    at_once: bool = False, references: bool = False, universal_plies: int = 0) -> StrategyReport:
    """Replay a team's strategy against every reply of the other players and check where every play ends.

    The one replay behind :func:`check_strategy` (one player, a tree), :func:`check_memoryless_strategy` (one
    player, a function of the position), :func:`~combgames.solvers.coalition.check_coalition_strategy` (a
    team against the others' joint replies) and
    :func:`~combgames.solvers.coalition.check_coalition_strategy_keyed` (the same, each position once). Where a
    member of ``team`` is to move the strategy names one move, which must be legal by the game's rules; where
    another player is to move, a tree must have a subtree for exactly the legal moves (a function answers every
    one); every finished game (the no-move rule applied) must satisfy ``ends_well(result)``. Moves are replayed
    through the game, never trusted.

    Parameters
    ----------
    game : Game
    strategy : Strategy or callable
        A tree of moves, or a *memoryless* strategy: a function from a position where a member of the team is
        to move to its move (the same function at every node).
    team : collection of int
        The players whose moves the strategy names.
    ends_well : callable
        ``ends_well(result)``: whether a finished game (a winner, or :data:`~combgames.game.DRAW`) is one the
        strategy must reach. Endless play counts as a draw.
    goal_text : str
        The goal in messages, e.g. ``"a win for player 0"``.
    position : optional
        The start (default ``game.initial()``).
    no_move_rule : str, optional
        Override the game's rule for a player who cannot move.
    key : callable, optional
        None: replay every line of play (a tree is finite). Else check each position once by ``key(p)``, depth
        first: a key is *done* when its whole subtree is checked (met again: skipped), *open* while it is on the
        current line (met again there: endless play, which fails unless ``ends_well(DRAW)``). The identity for a
        memoryless strategy; the game's canonical key for a tree whose images under a symmetry need no check of
        their own (:func:`check_strategy`); any key constant only on positions with the same answer.
    at_once : bool
        With a key: after a reply, a move of the strategy that ends the game well at once is checked on the
        spot, without a key of its own (fewer keys; :func:`check_strategy` with ``symmetry``).
    references : bool
        With a key and a tree: an empty node where play goes on stands for its position checked elsewhere under
        the same key (a proof written once up to symmetry); the replay passes only if every such key is checked
        somewhere in the walk, in any order. Sound for games without repetition (a reference then points to
        positions with more moves played).
    universal_plies : int
        With a key and a tree: R > 0 checks that ``team`` forces the goal from *every* position in play within R
        plies of ``position``, whoever moves in them: at the positions fewer than R plies in, the tree has a
        subtree for exactly the legal moves of whoever is to move, and each is followed (a team member's move
        there that ends the game outside the goal is no position in play and is not followed, but some move of
        the member must be followed or end the game well, so that the position itself is forced). Those
        positions are keyed apart from the others (``(key, "first round")``): a position checked there is
        forced whoever moves, which a position checked later need not be. Sound by induction from ply R back:
        a position whose every child in play is forced, with at least one such child or a good end, is forced
        whoever moves.

    Returns
    -------
    StrategyReport

    Raises
    ------
    StrategyError
        With the failing line in the game's notation: a missing or illegal move, a missing or extra reply, an
        end that is not ``goal_text``, endless play, or a reference to a position never checked.
    TypeError
        For ``references`` with a memoryless strategy.
    ValueError
        For ``references`` without a key.
    """
    if references and key is None:
        raise ValueError("references=True needs a key (each position checked once)")
    if references and not isinstance(strategy, Strategy):
        raise TypeError(f"references=True needs a strategy tree, not {type(strategy).__name__}")
    universal = check_int(universal_plies, "universal_plies", minimum=0)
    if universal and (key is None or not isinstance(strategy, Strategy)):
        raise ValueError("universal_plies needs a key (each position checked once) and a strategy tree")
    rule = resolve_no_move_rule(game, no_move_rule)
    p0 = game.initial() if position is None else checked_position(game, position)
    replay = _Replay(game, strategy, frozenset(team), ends_well, goal_text, rule, p0)
    if key is None:
        return replay.every_line()
    return replay.each_position_once(key, at_once, references, universal)


class _Replay:
    """The walk of :func:`replay_strategy`: its checks at one position and its two orders of visit."""

    def __init__(self, game: Game, strategy: Any, team: frozenset, ends_well: Callable[[Any], bool],
                 goal_text: str, rule: str, p0: Any):
        self.game, self.strategy, self.team, self.ends_well = game, strategy, team, ends_well
        self.goal_text, self.rule, self.p0 = goal_text, rule, p0
        self.memoryless = not isinstance(strategy, Strategy)

    def ends(self, p: Any, ms: list, line: tuple) -> bool:
        """Whether the game is over at ``p`` (legal moves ``ms``); an end that is not the goal fails."""
        r = final_result(self.game, p, ms, self.rule)
        if r is None:
            return False
        if not self.ends_well(r):
            raise StrategyError(f"line {self.where(line)} ends with result {r}, not {self.goal_text}")
        return True

    def follow(self, node: Any, p: Any, ms: list, line: tuple, universal: bool = False) -> list[tuple[Any, Any]]:
        """The (move, node after it) pairs to follow at ``p``, a position where play goes on: the team's one move
        (legal) or every reply (a tree's replies exactly the legal moves ``ms``); ``universal``: every reply,
        whoever moves."""
        game = self.game
        if game.to_move(p) in self.team and not universal:
            m, after = self.team_move(node, p)
            if m is None or after is None:
                raise StrategyError(f"after {self.where(line)} the strategy gives no move for player "
                                    f"{game.to_move(p)}")
            if m not in ms:
                raise StrategyError(f"after {self.where(line)} the strategy's move {m!r} is illegal")
            return [(m, after)]
        if self.memoryless:
            return [(m, node) for m in ms]
        if len(node.replies) != len(ms) or set(node.replies) != set(ms):
            given, legal = set(node.replies), set(ms)
            raise StrategyError(f"after {self.where(line)} the replies do not match the legal moves: missing "
                                f"{sorted(map(str, legal - given))}, not legal {sorted(map(str, given - legal))}")
        return list(node.replies.items())

    def team_move(self, node: Any, p: Any) -> tuple[Any, Any]:
        """The strategy's move at ``p`` and its node after it (None, None where a tree gives none)."""
        if self.memoryless:
            return node(p), node
        return node.move, node.next

    def where(self, line: tuple) -> str:
        """The line of play from the start in the game's notation. The walk keeps a line as the pair (last move,
        the line before it), ``()`` at the start, and no positions: they are replayed here."""
        moves = []
        while line:
            m, line = line
            moves.append(m)
        words, p = [], self.p0
        for m in reversed(moves):
            words.append(move_text(self.game, m, p))
            p = self.game.play(p, m)
        return " ".join(words) or "(start)"

    def every_line(self) -> StrategyReport:
        """Every line of play, depth first."""
        lines = positions = 0
        play = self.game.play
        stack: list[tuple[Any, Any, tuple]] = [(self.strategy, self.p0, ())]
        while stack:
            node, p, line = stack.pop()
            positions += 1
            ms = self.game.moves(p)
            if self.ends(p, ms, line):
                lines += 1
                continue
            for m, sub in self.follow(node, p, ms, line):
                stack.append((sub, play(p, m), (m, line)))
        return StrategyReport(lines, positions)

    def each_position_once(self, key: Callable[[Any], Hashable], at_once: bool, references: bool,
                           universal: int = 0) -> StrategyReport:
        """Depth first, each key checked once: a key is *done* when its whole subtree is checked, *open* while
        it is on the current line (met again there: endless play); with ``references``, an empty node's key is
        *wanted*, and must be done by the end of the walk. The positions fewer than ``universal`` plies in
        follow every legal move, keyed apart (:func:`replay_strategy`)."""
        game, play = self.game, self.game.play
        done: set = set()
        open_: set = set()
        wanted: dict = {}  # key of a reference -> its line
        lines = 0
        # (node, p, closing, line, plies from the start)
        stack: list[tuple[Any, Any, Any, tuple, int]] = [(self.strategy, self.p0, None, (), 0)]
        while stack:
            node, p, closing, line, depth = stack.pop()
            if closing is not None:
                open_.discard(closing)
                done.add(closing)
                continue
            first = depth < universal
            k = (key(p), "first round") if first else key(p)
            if k in done:
                continue
            if k in open_:
                if not self.ends_well(DRAW):
                    raise StrategyError(f"line {self.where(line)} returns to an earlier position: endless play, "
                                        f"not {self.goal_text}")
                continue
            ms = game.moves(p)
            if self.ends(p, ms, line):
                done.add(k)
                lines += 1
                continue
            if references and node.move is None and not node.replies:
                wanted.setdefault(k, line)
                continue
            open_.add(k)
            stack.append((None, None, k, (), depth))
            member = game.to_move(p) in self.team
            replies = at_once and (first or not member)
            kept = 0
            for m, sub in self.follow(node, p, ms, line, first):
                q = play(p, m)
                if first and member:  # a member's end outside the goal is not followed; some move must keep it
                    r = final_result(game, q, None, self.rule)
                    if r is not None and not self.ends_well(r):
                        continue
                    kept += 1
                if replies and self.ends_at_once(sub, q):
                    continue
                stack.append((sub, q, None, (m, line), depth + 1))
            if first and member and not kept:
                raise StrategyError(f"after {self.where(line)} no move of player {game.to_move(p)} keeps "
                                    f"{self.goal_text}")
        for k, line in wanted.items():
            if k not in done:
                raise StrategyError(f"after {self.where(line)} the strategy refers to a position it never checks")
        return StrategyReport(lines, len(done))

    def ends_at_once(self, node: Any, q: Any) -> bool:
        """Whether the team, to move in ``q``, ends the game well by the strategy's move (checked here, so ``q``
        needs no key of its own)."""
        game = self.game
        ms = game.moves(q)
        if final_result(game, q, ms, self.rule) is not None or game.to_move(q) not in self.team:
            return False
        m, _ = self.team_move(node, q)
        if m is None or m not in ms:
            return False
        r = final_result(game, game.play(q, m), None, self.rule)
        return r is not None and self.ends_well(r)


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
