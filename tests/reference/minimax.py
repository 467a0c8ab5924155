"""Plain minimax with the distance rule, no pruning and no symmetry: the reference for every solver.

The value of a position for the player to move: terminal positions by the game's result (and the no-move
rule); otherwise the best, for the mover, of the negated values of the children, where a win is better than a
draw is better than a loss, shorter wins and longer losses are better. Memoised on the position itself.
"""

from combgames.game import DRAW, final_result, resolve_no_move_rule
from combgames.solvers.values import DRAW_VALUE, LOSS, WIN, Value, score


def minimax(game, p, rule="loss", memo=None):
    memo = {} if memo is None else memo
    if p in memo:
        return memo[p]
    ms = game.moves(p)
    r = final_result(game, p, ms, rule)
    if r is not None:
        v = DRAW_VALUE if r == DRAW else Value(WIN if r == game.to_move(p) else LOSS, 0)
    else:
        v = max((minimax(game, game.play(p, m), rule, memo).negate() for m in ms), key=score)
    memo[p] = v
    return v


def reachable(game, start=None):
    """Every position reachable from the start (play stops at terminal positions)."""
    p0 = game.initial() if start is None else start
    seen, stack = {p0}, [p0]
    while stack:
        p = stack.pop()
        for m in game.moves(p):
            c = game.play(p, m)
            if c not in seen:
                seen.add(c)
                stack.append(c)
    return seen


def forced_within(game, p, depth, memo, rule=None):
    """Plain depth-limited minimax: ("win", d) / ("loss", d) if forced within ``depth`` plies, else None.

    A win in d: some move leads to a loss in d - 1 for the opponent; a loss in d: every move leads to an
    opponent win within d - 1 plies (some in exactly d - 1). Terminal positions by ``final_result`` with the
    no-move ``rule`` (default: the game's); a drawn end is forced neither way. Independent of the retrograde solver.
    """
    rule = resolve_no_move_rule(game) if rule is None else rule
    key = (p, depth)
    if key not in memo:
        ms = game.moves(p)
        r = final_result(game, p, ms, rule)
        if r is not None:
            out = None if r == DRAW else ("win", 0) if r == game.to_move(p) else ("loss", 0)
        elif depth == 0:
            out = None
        else:
            child = [forced_within(game, game.play(p, m), depth - 1, memo, rule) for m in ms]
            wins = [v[1] + 1 for v in child if v is not None and v[0] == "loss"]
            if wins:
                out = ("win", min(wins))
            elif all(v is not None and v[0] == "win" for v in child):
                out = ("loss", max(v[1] for v in child) + 1)
            else:
                out = None
        memo[key] = out
    return memo[key]
