"""The Erdős–Selfridge potentials of a positional game, kept incrementally, and the draw criterion they give.

In a Maker-Maker game on a hypergraph, give each line a player can still complete (no stone of the other
player on it) the weight ``2**-(points the player still misses on it)``, and call the sum over those lines the
player's *potential* phi. Erdős and Selfridge [1]_ showed that the other player can keep a player from ever
completing a line when that player's potential is below 1 and it is the other's turn (the other claims the
point of largest weight for the player, and the potential never grows back to 1). For the player to move, M,
the bound is ``phi_M + (the largest gain of one move) < 1``. When each player can stop the other, the game is a
draw: reduced play of :class:`~combgames.games.positional.PositionalGame` (``erdos_selfridge=True``) scores it at
once.

:class:`Potentials` computes, for a position ``(x, o)`` of bitmasks, its *entry* ``(winner, phi_x, phi_o)``:
the player owning a whole line (or None) and both potentials in units of ``2**-top`` (``top`` the length of the
longest line, so they are integers). The entry of a position reached by a move is derived from its parent's by
the lines through the point played (:meth:`Potentials.after_move`), so the potentials are never summed over all
lines again for a position reached by play; :meth:`Potentials.each_player_is_stopped` is the draw criterion.

References
----------
.. [1] P. Erdos and J. L. Selfridge, On a combinatorial game, J. Combin. Theory Ser. A 14 (1973), 298-301
   (reference [9] of the seed ``001_b5e936bd6e3419b9.txt``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

__all__ = ["Entry", "Potentials"]

Entry = tuple
"""``(winner, phi_x, phi_o)``: the player (0 = X, 1 = O) owning a whole line or None, and the potentials of X
and O in units of ``2**-top``."""


class Potentials:
    """The Erdős–Selfridge potentials of the positions ``(x, o)`` of the positional game on the given lines.

    Parameters
    ----------
    lines : sequence of int
        The winning lines as bitmasks of points.
    line_points : sequence of tuples of int
        The points of each line, in the order of ``lines``.
    lines_through : sequence of tuples of int
        ``lines_through[i]``: the lines (bitmasks) through point i.
    points : callable
        ``points(mask)``: the points of a mask, in increasing order (the game's own, fast for its masks).
    """

    def __init__(self, lines: Sequence[int], line_points: Sequence[tuple[int, ...]],
                 lines_through: Sequence[tuple[int, ...]], points: Callable[[int], list[int]]):
        self.lines = tuple(lines)
        self.lines_through = tuple(lines_through)
        self.points = points
        self.full = (1 << len(self.lines_through)) - 1
        self.points_of = dict(zip(self.lines, line_points))
        self.top = max(L.bit_count() for L in self.lines)

    def of(self, x: int, o: int) -> Entry:
        """The entry of ``(x, o)`` summed over all lines. A line with no stone at all can still be completed by
        either player, so it counts in both potentials."""
        top = self.top
        phi_x = phi_o = 0
        winner = None
        for line in self.lines:
            if not line & o:
                if x & line == line:
                    winner = 0 if winner is None else winner
                phi_x += 1 << (top - (line & ~x).bit_count())
            if not line & x:
                if o & line == line:
                    winner = 1 if winner is None else winner
                phi_o += 1 << (top - (line & ~o).bit_count())
        return winner, phi_x, phi_o

    def after_move(self, p: tuple[int, int], entry: Entry, m: int) -> Entry:
        """The entry after the player to move in ``p`` claims point m, from the entry of ``p`` (only the lines
        through m change): the mover's open lines through m gain (their weight doubles), the opponent's die."""
        x, o = p
        winner, phi_x, phi_o = entry
        top = self.top
        bit = 1 << m
        x_moves = x.bit_count() == o.bit_count()
        mine, theirs = (x, o) if x_moves else (o, x)
        gain = loss = 0
        claimed = mine | bit
        for line in self.lines_through[m]:
            if not line & theirs:  # the mover's open line gains
                missing = (line & ~claimed).bit_count()
                gain += (1 << (top - missing)) - (1 << (top - missing - 1))
                if not missing and winner is None:
                    winner = 0 if x_moves else 1
            if not line & mine:  # the opponent's open line (empty ones included) dies
                loss += 1 << (top - (line & ~theirs).bit_count())
        if x_moves:
            return winner, phi_x + gain, phi_o - loss
        return winner, phi_x - loss, phi_o + gain

    def each_player_is_stopped(self, x: int, o: int, phi_x: int, phi_o: int) -> bool:
        """Whether, in ``(x, o)`` with potentials ``phi_x, phi_o``, each player can stop the other from completing
        a line: the player not to move when his potential is below 1, the player to move, M, when
        ``phi_M + (largest gain of one move) < 1`` (potentials in units of ``2**-top``)."""
        top = self.top
        one = 1 << top
        if x.bit_count() == o.bit_count():
            mover, other, phi_m, phi_other = x, o, phi_x, phi_o
        else:
            mover, other, phi_m, phi_other = o, x, phi_o, phi_x
        if phi_other >= one or phi_m >= one:
            return False
        if 2 * phi_m < one:
            return True
        gain = [0] * len(self.lines_through)
        for line in self.lines:
            if not line & other:
                w = 1 << (top - (line & ~mover).bit_count())
                for i in self.points_of[line]:
                    gain[i] += w
        free = self.full & ~(x | o)
        best = max(gain[i] for i in self.points(free))
        return phi_m + best < one
