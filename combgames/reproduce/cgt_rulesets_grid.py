"""Claims on the values of Amazons, Konane and Toppling Dominoes positions (issue 31, part 5), recomputed by
:func:`combgames.cgt.game_value` over the rulesets :mod:`combgames.games.amazons`,
:mod:`~combgames.games.konane` and :mod:`~combgames.games.toppling_dominoes`.

Sources: CGSuite's test suite (A. N. Siegel, ``lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala``
and ``GameTest.scala``: the value of the Amazons board ``x...|o...`` and its number of followers) and cgt-tools
(T. Maciosowski, the tests of ``cgt/short/partizan/games/amazons.rs`` ("confirmed with cgsuite"), ``konane.rs``
and ``toppling_dominoes.rs``), two independent implementations; and values that follow from the rules as the
papers state them (Berlekamp, "Sums of N x 2 Amazons", 2000; Ernst, "Playing Konane mathematically", 1995; Fink,
Nowakowski, Siegel, Wolfe, "Toppling Conjectures", 2015): a lone amazon on a strip of n empty cells is n, n green
dominoes are ``*n``. Values are published as :func:`combgames.reproduce.same_value` of
:func:`combgames.cgt.parse_game`, so the verdict compares values, not texts.
"""

from __future__ import annotations

from combgames.reproduce import Claim, Computed, same_value

__all__ = ["CLAIMS"]

CGSUITE = "CGSuite test suite, GameGridTest.scala (Amazons)"
CGT_TOOLS = "cgt-tools (T. Maciosowski), cgt/short/partizan/games"


def _read(text: str):
    from combgames.cgt import parse_game

    return parse_game(text)


def _value(module: str, cls: str, board: str):
    def compute() -> Computed:
        import importlib

        from combgames.cgt import game_value

        game = getattr(importlib.import_module(f"combgames.games.{module}"), cls)(board)
        g = game_value(game)
        parts = len(game.board_summands(game.initial_board()))
        return Computed(str(g), f"game_value of {board} (a walk over {cls}'s moves, {parts} independent "
                                f"region{'s' if parts != 1 else ''})")
    return compute


def _amazons_followers() -> Computed:
    from combgames.games.amazons import Amazons

    g = Amazons("x.../o...")
    seen = {g.initial_board()}
    stack = [g.initial_board()]
    while stack:
        board = stack.pop()
        for player in (0, 1):
            for _, after in g.board_options(board, player):
                if after not in seen:
                    seen.add(after)
                    stack.append(after)
    return Computed(len(seen), "the boards reached from x.../o... by any sequence of Left's and Right's moves, "
                               "the start included (no symmetry identified)")


def _values(module: str, cls: str, boards: list[str]):
    def compute() -> Computed:
        import importlib

        from combgames.cgt import game_value

        game = getattr(importlib.import_module(f"combgames.games.{module}"), cls)
        return Computed([str(game_value(game(b))) for b in boards], f"game_value of {', '.join(boards)}")
    return compute


def _all_same_values(texts: list[str]):
    from combgames.reproduce import Predicate

    return Predicate(str(texts), lambda values: len(values) == len(texts)
                     and all(_read(v) == _read(t) for v, t in zip(values, texts)))


_AMAZONS_3x4 = ("{{6|{3|1, {3|0, {1/2|0}}}}, {6|{4*|-3, {3, {3|0, {1/2|0}}|-4}}}|-3, {0, {0|-2}, {1|-3}|-5}, "
                "{0, {0, *|0, {0, {1/2, {1|0}|v}|v}}|-5}, {{2, {2|0}|0, {0, {2|0, {2|0}}|0}}, {2, {3|0}|0, {0, "
                "{0, ^*|0}|-1}}, {{2|0}, {2|{1|1/4}, {2|0}}|v*, {1/2|{{0|-1}, {*|-1}|-1}}, {{0, ^*|0}|-1}}, {{3|0}, "
                "{3|1, {2|0}}, {3, {3|1}|1, {1|0, *}}|-1/16, {0|-1}, {*|-1}}|-5, {v, v*, {0, {0, ^*|0}|-1}|-5}, "
                "{{1/2|{-1/4, {0|-1}, {*|-1}|-1}}, {{1|1/4}|{-1/4|-1}}, {{1|{1|0}, {1|*}}|-1/2}|-5}}}")

CLAIMS = [
    Claim("cgt.amazons_2x4", CGSUITE, "the 2 x 4 Amazons board x...|o... (a black amazon above a white one at the "
          "left edge) is +-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}} (CGSuite's +-{a,b} is +-(a,b))",
          same_value("+-(3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-(1,{2|0})})", _read),
          _value("amazons", "Amazons", "x.../o...")),
    Claim("cgt.amazons_2x4_followers", "CGSuite test suite, GameTest.scala (Followers.Size)",
          "the Amazons board x...|o... has 2784 followers (itself and every board reached from it)", 2784,
          _amazons_followers),
    Claim("cgt.amazons_3x4", f"{CGT_TOOLS}/amazons.rs, test canonical_form (confirmed with CGSuite)",
          "the 3 x 4 Amazons board x..#|....|.#.o has the canonical form given there", same_value(_AMAZONS_3x4, _read),
          _value("amazons", "Amazons", "x..#/..../.#.o"), slow=True, expected=15.0),
    Claim("cgt.amazons_strips", "Berlekamp, Sums of N x 2 Amazons (2000): rules; derived from them",
          "a lone black amazon at the end of a strip of 1, 2, 3, 4 empty cells is worth 1, 2, 3, 4",
          _all_same_values(["1", "2", "3", "4"]), _values("amazons", "Amazons", ["x.", "x..", "x...", "x...."])),
    Claim("cgt.konane_values", f"{CGT_TOOLS}/konane.rs, test values",
          "the Konane boards ..ox, .ox. and .ox.|o..x|.... are 1, * and {1|-1}",
          _all_same_values(["1", "*", "{1|-1}"]), _values("konane", "Konane", ["..ox", ".ox.", ".ox./o..x/...."])),
    Claim("cgt.toppling_brrbb", f"{CGT_TOOLS}/toppling_dominoes.rs, test correct_canonical",
          "the row of Toppling Dominoes blue, red, red, blue, blue is {1|*}", same_value("{1|*}", _read),
          _value("toppling_dominoes", "TopplingDominoes", "BRRBB")),
    Claim("cgt.toppling_green_rows", "Fink, Nowakowski, Siegel, Wolfe, Toppling Conjectures (2015): rules; derived "
          "from them", "a row of n = 1..5 green dominoes is the nimber *n (its options are the shorter green rows)",
          _all_same_values(["*", "*2", "*3", "*4", "*5"]),
          _values("toppling_dominoes", "TopplingDominoes", ["G", "GG", "GGG", "GGGG", "GGGGG"])),
]
