"""The generic game interface: the one Protocol every game implements and every solver consumes.

A *game* here is a finite, deterministic, perfect-information game for ``players`` players who move in
turn. A solver sees a game only through this module: it never imports a concrete game, never reads a
game's private attributes, and uses optional capabilities only when the game declares them.

Required (the :class:`Game` Protocol)
-------------------------------------
``players``
    number of players, 2 or more (player 0 moves first).
``initial()``
    the start position. Positions are immutable and hashable (ints, tuples, frozen
    dataclasses); ``play`` returns a new position and never mutates its argument.
``to_move(p)``
    index of the player to move in ``p``.
``moves(p)``
    the legal moves in ``p`` (a sequence; empty when there are none).
``play(p, m)``
    the position after move ``m``; raises :class:`IllegalMoveError` for an illegal move.
``result(p)``
    ``None`` while play goes on by the rules of the game, else the index of the winner,
    or :data:`DRAW`.

Optional capabilities (declared as attributes or methods; solvers read them through :func:`capabilities`)
---------------------------------------------------------------------------------------------------------
``canonical(p)``
    a key equal for all positions in one orbit of the game's symmetry group (used as the
    transposition-table key); ``symmetry_group`` names that group, and ``images(p)`` lists
    the images of ``p`` under it (the conformance tests check ``canonical`` on them).
``positions()``
    an iterable over the whole state space (for retrograde analysis).
``impartial``
    ``True`` when both players have the same moves in every position; then
    ``convention`` is ``"normal"`` (the player who cannot move loses) or ``"misere"``
    (that player wins).
``no_move_rule``
    what happens to a player who has no legal move in a position whose ``result`` is
    ``None``: ``"loss"`` (default; normal play), ``"win"`` (misere), ``"draw"``, or
    ``"pass"`` (then the game provides ``pass_turn(p)``).
``acyclic``
    ``True`` when no position can repeat, so depth-first search terminates.
``order_moves(p, moves)``
    a move-ordering heuristic (the same moves, most promising first).
``all_moves()``
    every move the game can ever offer (an action space, for OpenSpiel).
``cache_key()``
    a string naming the game and *all* its parameters that change the state space or the
    rules; required for checkpoints (:mod:`combgames.base.checkpoint`).
``check_position(p)``
    raise ValueError (naming the game) unless ``p`` is a position of *this* game (its shape,
    its parameters, and the rules: a position that cannot arise is refused); solvers call it
    on every position a user hands them (:func:`checked_position`).
``is_setup_position(p)``
    True for a position the rules allow as a start (Nim: any heaps) though it may not be
    reachable from ``initial()``.
``placement_rules()``
    the game as a placement game of two colours for compiled solvers (keywords of
    :class:`combgames.solvers.coalition_kernel.PlacementRules`).
``position_count(p)``
    an upper bound on the number of positions (orbits, with symmetry) reachable from ``p``;
    solvers that visit every reachable position refuse up front when it exceeds their limit.
``positional_structure()``
    declares a positional (Maker-Maker) game: a dict with ``"points"`` (n), ``"lines"``
    (the winning lines, tuples of point indices) and ``"group"`` (the ``|G|`` permutations of the
    points mapping lines to lines, as rows of n ints: a tuple of tuples or a (``|G|``, n) array; or
    None), optionally ``"generators"`` (permutations generating that group, for a group too large to
    list; or None). It promises that positions are pairs ``(x, o)`` of int bitmasks of the points claimed
    by player 0 and player 1, that player 0 moves when the counts are equal, that a move is a free
    point's index, and that the first
    player to own a whole line wins (a full board without one is a draw); the compiled
    positional solvers (:mod:`combgames.solvers.compiled`) read the game through it.
``stone_structure()``
    declares a game of stones on cells (the Picaria family, blockade games): a dict with
    ``"cells"`` (n), ``"neighbours"`` (per cell the bitmask of the cells a stone there slides to),
    ``"stones"`` ((kx, ko)), ``"lines"`` (bitmasks; the game is over, won by the player who just
    moved, when that player's stones cover one), ``"placement"`` (True: stones start in hand and
    a player places one on an empty cell while fewer than theirs are on the board; False: all
    stones start on the board), ``"no_move_rule"`` ("loss", "win" or "draw"), and the optional
    masks ``"place_forbidden"`` (cells never placed on), ``"place_forbidden_early"`` (not placed
    on while either player has no stone on the board), ``"slide_forbidden"`` (never slid onto),
    ``"guarded"`` with ``"witnesses"`` (a stone on cell i slides onto a guarded cell only if an
    opponent stone is on a cell of ``witnesses[i]``). It promises positions ``(x, o, turn)`` of
    bitmasks with the player to move, moves that are a cell (placement) or ``(from, to)``
    (slide), and that these are all the rules; the compiled retrograde analysis
    (:mod:`combgames.solvers.compiled_retrograde`) reads the game through it.
``nim_value(p)``, ``outcome_class(p)``, ``winning_moves(p)``
    an impartial game's Sprague-Grundy value (normal
    play), outcome class ("N"/"P" under its convention) and moves to a P-position by a method
    that fits the game (Nim by XOR) instead of a search; the Grundy solver uses them.
``left_options(p)`` / ``right_options(p)``
    the positions Left (player 0) / Right (player 1) can move to from
    ``p`` whoever is to move in ``p`` (a partizan game as a summand, normal play);
    :func:`combgames.cgt.game_value` walks them to the canonical value {L | R}. With them, optional
    ``summands(p)`` (positions whose disjunctive sum is ``p``: independent regions) and
    ``value_key(p)`` (a key equal for positions the game knows to have equal values, e.g. the
    board without the player to move, up to value-preserving symmetries) speed the walk.
``player_names``
    the players' names in the game (a tuple: ``("X", "O")``, ``("Left", "Right")``, ``("Vert", "Horz",
    "Diag")``); every command and picture shows a player by this name (:func:`player_name`), and where a
    number is shown it counts from 1, player 1 moving first. The Python API numbers players from 0.
``move_count(p)`` / ``iter_moves(p)``
    the number of legal moves of ``p``, and the moves of ``moves(p)`` in the same order one at a time, for
    games whose move lists can be too long to build (a Nim heap of 10^7): ``combgames play`` counts and
    samples the moves through them.
``parse_position(text)`` / ``format_position(p)`` / ``parse_move(text, p)`` / ``format_move(m, p)`` / \
``diagram(p)``
    the game's text notation, used by the command line; :func:`move_text`,
    :func:`position_text` and :func:`move_from_text` apply it with fallbacks.

Terminal positions
------------------
A position is *over* when ``result(p)`` is not ``None``, or when ``moves(p)`` is empty and the no-move rule
is not ``"pass"``. :func:`final_result` applies the rule (:func:`resolve_no_move_rule` says which), so every
solver treats stalemates the same way.

Shared plumbing
---------------
:func:`position_key` is the transposition-table key every solver uses (the canonical key with symmetry, else
the position); :func:`successors` lists the moves with their positions; the walk over the positions reachable
from a start is :func:`combgames.explore.explore`, the one exploration of the toolkit.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Callable, Hashable, Protocol, Sequence, TypeVar, runtime_checkable

__all__ = [
    "CONVENTIONS",
    "Capabilities",
    "DRAW",
    "NO_MOVE_RULES",
    "Game",
    "IllegalMoveError",
    "PositionFormatError",
    "capabilities",
    "checked_position",
    "final_result",
    "move_from_text",
    "move_text",
    "player_name",
    "player_suffix",
    "position_key",
    "position_text",
    "require_two_players",
    "resolve_no_move_rule",
    "split_player_suffix",
    "successors",
]

DRAW: int = -1
"""The value of :meth:`Game.result` for a drawn game (player indices are 0, 1, ...)."""

NO_MOVE_RULES = ("loss", "win", "draw", "pass")
"""What happens to a player with no legal move in a position that is not over (see the module docstring)."""

CONVENTIONS = ("normal", "misere")
"""Play conventions of impartial games: who cannot move loses (normal) or wins (misere)."""

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


@dataclass(frozen=True)
class Capabilities:
    """The optional capabilities a game declares (see the module docstring); None where it declares none.

    Solvers read a game's capabilities only through :func:`capabilities`, never by probing attributes.
    """

    players: int
    canonical: Callable[[Any], Hashable] | None = None
    images: Callable[[Any], list] | None = None
    positions: Callable[[], Any] | None = None
    impartial: bool = False
    convention: str = "normal"
    acyclic: bool = False
    no_move_rule: str | None = None
    pass_turn: Callable[[Any], Any] | None = None
    order_moves: Callable[[Any, Sequence[Any]], list] | None = None
    all_moves: Callable[[], Sequence[Any]] | None = None
    cache_key: Callable[[], str] | None = None
    check_position: Callable[[Any], Any] | None = None
    is_setup_position: Callable[[Any], bool] | None = None
    position_count: Callable[[Any], int] | None = None
    positional_structure: Callable[[], dict] | None = None
    nim_value: Callable[[Any], int] | None = None
    outcome_class: Callable[[Any], str] | None = None
    winning_moves: Callable[[Any], list] | None = None
    left_options: Callable[[Any], list] | None = None
    right_options: Callable[[Any], list] | None = None
    summands: Callable[[Any], list] | None = None
    value_key: Callable[[Any], Hashable] | None = None
    parse_position: Callable[[str], Any] | None = None
    format_position: Callable[[Any], str] | None = None
    parse_move: Callable[..., Any] | None = None
    format_move: Callable[..., str] | None = None
    diagram: Callable[[Any], str] | None = None
    placement_rules: Callable[[], dict] | None = None
    stone_structure: Callable[[], dict] | None = None
    move_count: Callable[[Any], int] | None = None
    iter_moves: Callable[[Any], Any] | None = None
    player_names: tuple[str, ...] | None = None


_CALLABLE_CAPABILITIES = tuple(f.name for f in fields(Capabilities) if f.name not in
                               ("players", "impartial", "convention", "acyclic", "no_move_rule", "player_names"))


def capabilities(game: Game) -> Capabilities:
    """Return the capabilities ``game`` declares.

    Examples
    --------
    >>> from combgames.games.nim import Nim
    >>> caps = capabilities(Nim([1, 2], convention="misere"))
    >>> caps.impartial, caps.convention, caps.acyclic, caps.canonical is not None, caps.positions
    (True, 'misere', True, True, None)
    """
    found = {}
    for name in _CALLABLE_CAPABILITIES:
        value = getattr(game, name, None)
        found[name] = value if callable(value) else None
    return Capabilities(
        players=game.players,
        impartial=bool(getattr(game, "impartial", False)),
        convention=getattr(game, "convention", "normal"),
        acyclic=bool(getattr(game, "acyclic", False)),
        no_move_rule=getattr(game, "no_move_rule", None),
        player_names=_player_names(game),
        **found,
    )


def _player_names(game: Game) -> tuple[str, ...] | None:
    names = getattr(game, "player_names", None)
    if isinstance(names, (tuple, list)) and len(names) == game.players and all(isinstance(n, str) for n in names):
        return tuple(names)
    return None


def player_name(game: Game, player: int) -> str:
    """How commands and pictures show ``player`` (0-based): its name in the game (``X``, ``Left``, ``Vert``)
    when the game declares ``player_names``, else ``player k`` counted from 1 (player 1 moves first).

    Examples
    --------
    >>> from combgames.games.nim import Nim
    >>> from combgames.games.positional import TicTacToe
    >>> player_name(TicTacToe(), 1), player_name(Nim([3]), 0)
    ('O', 'player 1')
    """
    names = _player_names(game)
    return names[player] if names is not None else f"player {player + 1}"


def resolve_no_move_rule(game: Game, override: str | None = None) -> str:
    """Return the rule for a player with no legal move: ``override`` if given, else the game's declared
    ``no_move_rule``, else "win" under the misere convention and "loss" otherwise.

    Raises
    ------
    ValueError
        If the rule is not one of :data:`NO_MOVE_RULES`.
    TypeError
        For "pass" when the game has no ``pass_turn(p)``.
    """
    caps = capabilities(game)
    rule = override if override is not None else caps.no_move_rule
    if rule is None:
        rule = "win" if caps.convention == "misere" else "loss"
    if rule not in NO_MOVE_RULES:
        raise ValueError(f"no_move_rule must be one of {NO_MOVE_RULES}, not {rule!r}")
    if rule == "pass" and caps.pass_turn is None:
        raise TypeError(f"no_move_rule 'pass' needs pass_turn(p); {type(game).__name__} does not provide it")
    return rule


def checked_position(game: Game, p: Any) -> Any:
    """Return ``p`` after the game's ``check_position(p)`` (when declared) accepted it.

    Solvers call this on every position a user hands them, so a position of another game (or of the same game
    with other parameters) is refused with the game's message instead of being read as something else.

    Raises
    ------
    ValueError, TypeError
        From the game's check: ``p`` is not a position of ``game``.
    """
    check = capabilities(game).check_position
    if check is not None:
        check(p)
    return p


def position_key(game: Game, symmetry: bool = True) -> Callable[[Any], Hashable]:
    """Return the transposition-table key of ``game``: ``game.canonical`` when ``symmetry`` is True and the
    game declares it (positions in one orbit share a key), else the identity (the position itself).

    Examples
    --------
    >>> from combgames.games.nim import Nim
    >>> g = Nim([1, 2])
    >>> position_key(g)(((2, 1), 0)) == position_key(g)(((1, 2), 1)), position_key(g, False)(((2, 1), 0))
    (True, ((2, 1), 0))
    """
    canonical = capabilities(game).canonical if symmetry else None
    return canonical if canonical is not None else _identity


def _identity(p: Any) -> Any:
    return p


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


def require_two_players(game: Game, what: str) -> None:
    """Raise TypeError naming the solver when ``game`` is not a two-player game."""
    if getattr(game, "players", None) != 2:
        raise TypeError(
            f"{what} needs a two-player game; {type(game).__name__} has players={getattr(game, 'players', None)}"
        )


# ---------------------------------------------------------------------------------------------- notation
def move_text(game: Game, m: Any, p: Any) -> str:
    """The text of move ``m`` in position ``p``: ``game.format_move`` when declared, else ``str(m)``
    (a pass, ``None``, is written ``"pass"``)."""
    if m is None:
        return "pass"
    fmt = capabilities(game).format_move
    return fmt(m, p) if fmt is not None else str(m)


def position_text(game: Game, p: Any) -> str:
    """The text of position ``p``: ``game.format_position`` when declared, else ``repr(p)``."""
    fmt = capabilities(game).format_position
    return fmt(p) if fmt is not None else repr(p)


def move_from_text(game: Game, text: str, p: Any) -> Any:
    """The move written ``text`` in position ``p``: ``game.parse_move`` when declared, else the legal move
    whose ``str`` is ``text``.

    Raises
    ------
    ValueError
        If the text names no legal move (games with a notation raise their own PositionFormatError).
    """
    parse = capabilities(game).parse_move
    if parse is not None:
        return parse(text, p)
    for m in game.moves(p):
        if str(m) == text:
            return m
    raise ValueError(f"move {text!r} is not a legal move in position {p!r}")


def player_suffix(text: str, player: int) -> str:
    """``text`` followed by ``" | 2"`` when the second player is to move: the notation of the impartial games
    whose position text does not show the player (Nim heaps, Tactix boards); the first player is implied."""
    return text if player == 0 else f"{text} | {player + 1}"


def split_player_suffix(text: str) -> tuple[str, int]:
    """Split position text written by :func:`player_suffix` into the rest and the player to move (0 or 1).

    Raises
    ------
    TypeError
        If ``text`` is not a string.
    PositionFormatError
        If the player after ``|`` is not 1 or 2.

    Examples
    --------
    >>> split_player_suffix("3 4 5 | 2"), split_player_suffix("xx./.xx")
    (('3 4 5 ', 1), ('xx./.xx', 0))
    """
    if not isinstance(text, str):
        raise TypeError(f"position text must be a str, not {type(text).__name__}")
    if "|" not in text:
        return text, 0
    rest, who = text.rsplit("|", 1)
    if who.strip() not in ("1", "2"):
        raise PositionFormatError(f"the player to move after '|' must be 1 or 2, not {who.strip()!r}")
    return rest, int(who) - 1
