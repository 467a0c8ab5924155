"""Claims of the literature on partizan games (issue 17): values of Domineering, Hackenbush and Cutcake
positions, thermography, recomputed.

Not from a seed: the sources are E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
Mathematical Plays* (2nd ed., vol. 1: ch. 1-2 Domineering, Blue-Red Hackenbush and Cutcake, ch. 7 Green
Hackenbush), A. N. Siegel, *Combinatorial Game Theory* (AMS 2013, ch. II: canonical forms, thermographs) and
M. H. Albert, R. J. Nowakowski, D. Wolfe, *Lessons in Play* (2007, ch. 5: Hackenbush strings). Every value is
computed by :func:`combgames.cgt.game_value` (a walk over the rulesets' moves) or from the value type; the
table compares with the book.
"""

from __future__ import annotations

from combgames.reproduce import Claim, Computed

__all__ = ["CLAIMS"]

WINNING_WAYS = "Winning Ways, 2nd ed., vol. 1"
SIEGEL = "Siegel, Combinatorial Game Theory (2013)"


def _domineering(rows: int, cols: int):
    def compute() -> Computed:
        from combgames.cgt import game_value
        from combgames.games.domineering import Domineering

        game = Domineering(rows, cols)
        g = game_value(game)
        return Computed(str(g), f"game_value of {game.format_position(game.initial())}: canonical form {g}")
    return compute


def _hackenbush_strings() -> Computed:
    from combgames.cgt import game_value
    from combgames.games.hackenbush import Hackenbush

    strings = ["BR", "BRR", "BRB", "BBR", "RBB"]
    return Computed({s: str(game_value(Hackenbush(s))) for s in strings},
                    "game_value of each string standing on the ground")


def _green_stalks() -> Computed:
    from combgames.cgt import game_value
    from combgames.games.hackenbush import Hackenbush

    return Computed([str(game_value(Hackenbush("G" * n))) for n in range(1, 6)], "game_value of stalks of 1..5 edges")


def _cutcake_row(height: int):
    def compute() -> Computed:
        from combgames.cgt import game_value
        from combgames.games.cutcake import Cutcake

        return Computed([str(game_value(Cutcake(w, height))) for w in range(1, 9)],
                        f"game_value of the cakes 1..8 wide and {height} high")
    return compute


def _switch_thermography() -> Computed:
    from combgames.cgt import parse_game, thermograph

    t = thermograph(parse_game("{2|-1}"))
    return Computed({"mean": str(t.mean), "temperature": str(t.temperature)}, "the thermograph's mast and where "
                    "the scaffolds 2 - t and -1 + t meet")


CLAIMS = [
    Claim("cgt.domineering_2x2", f"{WINNING_WAYS}, ch. 2 (Domineering)", "the 2 x 2 Domineering square is +-1",
          "+-1", _domineering(2, 2)),
    Claim("cgt.hackenbush_strings", f"{WINNING_WAYS}, ch. 2; Lessons in Play, ch. 5",
          "Blue-Red Hackenbush strings (from the ground): BR = 1/2, BRR = 1/4, BRB = 3/4, BBR = 3/2, RBB = -1/4",
          {"BR": "1/2", "BRR": "1/4", "BRB": "3/4", "BBR": "3/2", "RBB": "-1/4"}, _hackenbush_strings),
    Claim("cgt.green_stalks", f"{WINNING_WAYS}, ch. 7", "a Green Hackenbush stalk of n edges is the nimber *n",
          ["*", "*2", "*3", "*4", "*5"], _green_stalks),
    Claim("cgt.cutcake_two_high", f"{WINNING_WAYS}, ch. 2 (Cutcake, table of values)",
          "cakes 2 high and 1..8 wide are worth -1, 0, 0, 1, 1, 2, 2, 3",
          ["-1", "0", "0", "1", "1", "2", "2", "3"], _cutcake_row(2)),
    Claim("cgt.switch_thermograph", f"{SIEGEL}, ch. II.5", "the switch {2|-1} has mean 1/2 and temperature 3/2",
          {"mean": "1/2", "temperature": "3/2"}, _switch_thermography),
]
