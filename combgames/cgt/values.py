"""The value of a position of any game: a memoised walk over Left's and Right's options.

A game declares the partizan capability of :mod:`combgames.game`: ``left_options(p)`` and ``right_options(p)``
list the positions Left and Right can move to from ``p`` *whoever is to move in p* (the value of a position is
that of the position as a summand, [1]_ I.1). Then ``value(p) = {value(p^L) | value(p^R)}`` in canonical form
(:class:`~combgames.cgt.short.ShortGame`). Two further capabilities make the walk faster and are optional:
``summands(p)``, positions whose disjunctive sum is ``p`` (the independent regions of a board), and
``value_key(p)``, a key equal for positions of equal value that the game can recognise (the board without the
player to move, translated, reflected), used as the memo key. Without ``value_key`` the memo key is the
position's transposition key (:func:`combgames.game.position_key`).

A ruleset whose boards split into numbered regions may define two further hooks, private to this module and
the (partizan) rulesets: ``_region_sum(p)``, the position as a sum of regions (a tuple of signed region numbers, -n
standing for the negative of region n's value, () for 0), and ``_region_options(n)``, the Left and Right
options of region n >= 1, each such a tuple. The walk then runs over region numbers only (one value per
region, the negative read off for -n) and never builds a position (Domineering: regions are shapes up to
translation and reflection, a transposed shape has the negative number).

An impartial game (``impartial``, normal play) without the partizan capability is walked through its moves:
both players have the same options, and its value is the nimber ``*g`` with g its Sprague-Grundy value; when
the game declares ``nim_value`` (Nim, octal games), g is read from it at once (:func:`nim_value_by_theory`).

The walk keeps an explicit stack (no recursion limit). Short games have no loops: a position that recurs on
the path raises :class:`NotShortError` naming it; ``max_positions`` bounds the positions valued.

References
----------
.. [1] A. N. Siegel, *Combinatorial Game Theory* (AMS, 2013), ch. I.1 (short games, sums), II.

Examples
--------
>>> from combgames.cgt import game_value
>>> from combgames.games.nim import Nim
>>> str(game_value(Nim([1, 2])))
'*3'
"""

from __future__ import annotations

import gc
import inspect
import time
from typing import Any, Callable

from combgames.base.checks import LimitError

from combgames.cgt.short import (MAX_MULTIPLE, ShortGame, ZERO, float_number, interned_form, add, canonical_form,
                                  negative, nimber)
from combgames.game import capabilities, checked_position, position_key, position_text

try:  # the compiled core (combgames/cgt/_core.c), built by ``pip install`` where a C compiler is found
    from combgames.cgt import _core as _CORE
except ImportError:  # pragma: no cover - no compiler at install: the region walk below values every board
    _CORE = None

__all__ = ["DEFAULT_MAX_POSITIONS", "NotShortError", "core_takes", "game_value", "nim_value_by_theory",
           "partizan_options"]

DEFAULT_MAX_POSITIONS = 2_000_000
"""The default bound on the positions :func:`game_value` values."""


class NotShortError(ValueError):
    """The game is not short from this position: a position recurs (a loop), so it has no value {L | R}."""


def partizan_options(game: Any):
    """Return the functions ``(left_options, right_options)`` of ``game``: its declared capability, or for an
    impartial game under normal play the positions after its moves (the same for both players).

    Raises
    ------
    TypeError
        If the game declares neither, or is impartial under the misere convention (values {L | R} are
        normal-play values).
    """
    caps = capabilities(game)
    if caps.left_options is not None and caps.right_options is not None:
        return caps.left_options, caps.right_options
    if caps.impartial:
        if caps.convention != "normal":
            raise TypeError(f"a game value {{L | R}} is a normal-play value; {type(game).__name__} is played under "
                            f"the {caps.convention} convention")

        def options(p):
            return [game.play(p, m) for m in game.moves(p)]
        return options, options
    raise TypeError(f"game_value needs left_options(p) and right_options(p) (or an impartial game); "
                    f"{type(game).__name__} provides neither")


class _Meter:
    """Counts the positions valued; calls ``progress`` with ``{"phase", "positions", "seconds", "rate"}`` every
    ``interval`` seconds once ``after`` seconds have passed (the clock is read every 1024 positions), and words
    the :class:`LimitError` that says how far the walk got."""

    def __init__(self, progress: Callable[[dict], Any] | None, after: float = 2.0, interval: float = 1.0):
        self.progress, self.after, self.interval = progress, after, interval
        self.start = time.perf_counter()
        self.next_report = self.start + after

    def tick(self, valued: int) -> None:
        if self.progress is not None and not valued & 1023:
            now = time.perf_counter()
            if now >= self.next_report:
                self.next_report = now + self.interval
                seconds = now - self.start
                self.progress({"phase": "value", "positions": valued, "seconds": seconds,
                               "rate": valued / seconds if seconds > 0 else 0.0})

    def limit(self, valued: int, max_positions: int, where: str) -> LimitError:
        seconds = time.perf_counter() - self.start
        return LimitError(f"game_value stopped after valuing {valued:,} positions in {seconds:.1f} s from {where}: "
                          f"more than max_positions={max_positions:,} positions to value (raise it with "
                          "--max-positions)")


def nim_value_by_theory(game: Any, position: Any, *, progress: Callable[[dict], Any] | None = None) -> int | None:
    """The Sprague-Grundy value of ``position`` when ``game`` is impartial under normal play and declares it by
    theory (its ``nim_value`` capability: Nim by XOR, octal games by their tables and proved periods, Cram by its
    compiled search), else None. The value of the position is then the nimber ``*n``. ``progress`` is handed to a
    ``nim_value`` that takes one (a search that may run for long, such as Cram's), and ignored by the others.

    Raises
    ------
    LimitError
        (refused) if the game's theory cannot answer this position cheaply (an octal game whose period is not
        proved, with a heap beyond its table).
    """
    caps = capabilities(game)
    if caps.left_options is not None or not caps.impartial or caps.convention != "normal" or caps.nim_value is None:
        return None
    if progress is not None and "progress" in inspect.signature(caps.nim_value).parameters:
        return int(caps.nim_value(position, progress=progress))
    return int(caps.nim_value(position))


def game_value(game: Any, position: Any = None, *, max_positions: int = DEFAULT_MAX_POSITIONS,
               progress: Callable[[dict], Any] | None = None) -> ShortGame:
    """The canonical value of ``position`` (default: the start) of ``game`` (see the module docstring).

    Parameters
    ----------
    game : Game
        A game with ``left_options``/``right_options``, or an impartial normal-play game.
    position : optional
        A position of the game (checked by its ``check_position``); default ``game.initial()``.
    max_positions : int
        The most positions valued (default :data:`DEFAULT_MAX_POSITIONS`).
    progress : callable, optional
        Called with ``{"phase": "value", "positions": n, "seconds": t, "rate": n / t}`` about every second once
        the walk has run two seconds.

    Returns
    -------
    ShortGame

    Raises
    ------
    TypeError
        If the game has no options to walk (:func:`partizan_options`).
    NotShortError
        (a ValueError) if a position recurs while it is being valued (a loop: the game is not short).
    LimitError
        (a ValueError, from :mod:`combgames.base.checks`) if more than ``max_positions`` positions would be valued;
        the message says how many were valued, in how long.
    ValueError
        If ``position`` is not a position of the game.

    Examples
    --------
    >>> from combgames.games.domineering import Domineering
    >>> g = Domineering(2, 2)
    >>> str(game_value(g)), str(game_value(g, g.parse_position("##/..")))
    ('+-1', '-1')
    """
    from combgames.base.checks import check_int

    check_int(max_positions, "max_positions", minimum=1)
    regions = getattr(game, "_region_options", None)
    if regions is None:
        left_options, right_options = partizan_options(game)
        caps = capabilities(game)
        key = caps.value_key or position_key(game)
    start = game.initial() if position is None else checked_position(game, position)
    n = None if regions is not None else nim_value_by_theory(game, start)  # region hooks: a partizan ruleset
    if n is not None:
        if n > MAX_MULTIPLE:
            raise LimitError(f"the value of {position_text(game, start)} is the nimber *{n} (its Sprague-Grundy "
                             f"value); its canonical form has {n:,} options, more than MAX_MULTIPLE={MAX_MULTIPLE} "
                             "(combgames value prints it)", refused=True)
        return nimber(n)
    collecting = gc.isenabled()
    gc.disable()  # see _walk
    try:
        meter = _Meter(progress)
        if core_takes(game, start):
            value = _compiled_domineering(game._domineering_board(start), max_positions,
                                          lambda: position_text(game, start), meter)
            if value is not None:
                return value
        if regions is not None:
            return _walk_regions(game._region_sum(start), regions, max_positions, lambda: position_text(game, start),
                                 meter)
        return _walk(game, start, key, left_options, right_options, caps.summands, max_positions, meter)
    finally:
        if collecting:
            gc.enable()


def core_takes(game: Any, position: Any) -> bool:
    """Whether :func:`game_value` values ``position`` of ``game`` by the compiled core (a Domineering board with
    sides up to ``_core.MAX_SIDE``, when the core is built)."""
    board = getattr(game, "_domineering_board", None)
    if board is None or _CORE is None:
        return False
    rows, cols, _ = board(position)
    return rows <= _CORE.MAX_SIDE and cols <= _CORE.MAX_SIDE


def _compiled_domineering(board: tuple[int, int, int], max_positions: int, where, meter: _Meter
                          ) -> ShortGame | None:
    """The value of a Domineering board that the compiled core takes (:func:`core_takes`), by
    ``_core.domineering_value`` (the region walk of :func:`_walk_regions` over the hooks of
    :mod:`combgames.games.domineering`, and canonical forms, in C); None when it meets a number it cannot hold
    exactly (the Python walk then values the board). The core's nodes (a float for a number, else the indices of
    the Left and Right options among the earlier nodes) become the interned :class:`ShortGame` objects."""
    rows, cols, empty = board
    try:
        nodes, valued = _CORE.domineering_value(rows, cols, empty, max_positions, meter.tick)
    except RuntimeError as e:  # ("limit", regions valued)
        raise meter.limit(e.args[1], max_positions, where()) from None
    except OverflowError:
        return None
    made: list[ShortGame] = []
    for node in nodes:
        if type(node) is float:
            made.append(float_number(node))
        else:
            made.append(interned_form(tuple([made[i] for i in node[0]]), tuple([made[i] for i in node[1]])))
    meter.tick(valued)
    return made[-1]


def _walk(game, start, key, left_options, right_options, summands, max_positions: int, meter: _Meter) -> ShortGame:
    """The value of ``start`` by the memoised walk of :func:`game_value`.

    It runs with Python's cyclic garbage collector paused: the walk itself makes no reference cycles
    (canonical forms refer only to their options; cycles a game's own code makes wait for the collector's next
    pass), and the collector's passes over the growing memo and intern tables cost about a sixth of the time
    (5x5 Domineering, 2.4 s -> 2.0 s CPU)."""
    memo: dict[Any, ShortGame] = {}
    on_path: set = set()
    # a frame: [position, key, children, their keys, number of Left children (-1 for a sum), next child index]
    stack: list[list] = [_frame(start, key(start), key, left_options, right_options, summands)]
    on_path.add(stack[0][1])
    while stack:
        frame = stack[-1]
        children, keys, i = frame[2], frame[3], frame[5]
        n = len(keys)
        while i < n:
            ck = keys[i]
            if ck not in memo:
                break
            i += 1
        frame[5] = i
        if i < n:
            child, ck = children[i], keys[i]
            if ck in on_path:
                raise NotShortError(f"the position {position_text(game, child)} of {type(game).__name__} recurs "
                                    "while it is being valued (a loop): the game is not short from "
                                    f"{position_text(game, start)}")
            if len(memo) + len(stack) > max_positions:
                raise meter.limit(len(memo), max_positions, position_text(game, start))
            stack.append(_frame(child, ck, key, left_options, right_options, summands))
            on_path.add(ck)
            continue
        values = [memo[ck] for ck in keys]
        n_left = frame[4]
        if n_left < 0:
            v = ZERO
            for part in values:
                v = add(v, part)
        else:
            v = canonical_form(values[:n_left], values[n_left:])
        memo[frame[1]] = v
        meter.tick(len(memo))
        on_path.discard(frame[1])
        stack.pop()
    return memo[key(start)]


def _walk_regions(start: tuple, region_options, max_positions: int, where, meter: _Meter) -> ShortGame:
    """The value of the sum of regions ``start`` by a walk over region numbers (the hooks ``_region_sum`` and
    ``_region_options`` of the module docstring); ``where()`` names the start position in an error.

    A frame is [region, its options (Left's sums, then Right's), the number of Left options, the regions of
    its options not valued yet]; a region is valued once every region its options are made of is. ``memo``
    holds the value of each signed number asked for (-n read as the negative of n's value), and ``sums`` the
    value of each sum of two regions or more (sums recur)."""
    memo: dict[int, ShortGame] = {}
    sums: dict[tuple, ShortGame] = {(): ZERO}
    on_path: set[int] = set()
    stack: list[list] = []

    def push(n: int) -> None:
        if n in on_path:
            raise NotShortError(f"region {n} recurs while it is being valued from {where()} (a loop): the game is "
                                "not short")
        if len(memo) + len(stack) >= max_positions:
            raise meter.limit(len(memo), max_positions, where())
        left, right = region_options(n)
        options = left + right
        missing = [m if m > 0 else -m for s in options for m in s if m not in memo]
        stack.append([n, options, len(left), missing])
        on_path.add(n)

    for root in start:
        if abs(root) not in memo:
            push(abs(root))
        while stack:
            frame = stack[-1]
            missing = frame[3]
            while missing and missing[-1] in memo:
                missing.pop()
            if missing:
                push(missing.pop())
                continue
            values = []
            for s in frame[1]:
                if len(s) == 1:
                    v = memo.get(s[0])
                    if v is None:
                        v = memo[s[0]] = negative(memo[-s[0]])
                else:
                    v = sums.get(s)
                    if v is None:
                        v = _sum_value(s, memo, sums)
                values.append(v)
            n, n_left = frame[0], frame[2]
            memo[n] = canonical_form(values[:n_left], values[n_left:])
            meter.tick(len(memo))
            on_path.discard(n)
            stack.pop()
    return _sum_value(start, memo, sums)


def _sum_value(parts: tuple, memo: dict, sums: dict) -> ShortGame:
    """The value of a sum of signed region numbers (each region's value in ``memo``, a negative one added
    there when first asked for; a sum of two or more remembered in ``sums``)."""
    v = sums.get(parts)
    if v is None:
        v = ZERO
        for m in parts:
            one = memo.get(m)
            if one is None:
                one = memo[m] = negative(memo[-m])
            v = add(v, one)
        sums[parts] = v
    return v


def _frame(q, k, key, left_options, right_options, summands) -> list:
    if summands is not None:
        parts = summands(q)
        if len(parts) != 1:
            return [q, k, parts, [key(c) for c in parts], -1, 0]
    children = list(left_options(q))
    n_left = len(children)
    children += right_options(q)
    return [q, k, children, [key(c) for c in children], n_left, 0]
