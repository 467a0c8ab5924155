"""Claims of the literature on Col, Snort, Node-Kayles and Wythoff's game (issue 31, rulesets), recomputed.

Sources: J. H. Conway, *On Numbers and Games* (1976, ch. 8 "The games of Col and Snort": tinted nodes, the Col
dictionary, Col values x or x + *), E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
Mathematical Plays* (vol. 1: ch. 2 Col and Snort, ch. 3 Wyt Queens and the table of Wythoff nim-values on p. 76
of the first edition, ch. 4 the nim-sequence of 0.137) and W. A. Wythoff, "A modification of the game of Nim"
(1907). A tint names the one colour a vertex may still take (ONAG's convention). Values of Col and Snort
boards are computed by :func:`combgames.cgt.game_value` over the rulesets of
:mod:`combgames.games.graph_rulesets` and compared as values (:func:`combgames.reproduce.same_value`); Wythoff's
values come from the table of :func:`combgames.games.wythoff.grundy_table` (a mex over the moves, no golden ratio).
"""

from __future__ import annotations

from itertools import combinations, product

from combgames.reproduce import Claim, Computed, same_value

__all__ = ["CLAIMS"]

WINNING_WAYS = "Winning Ways, 2nd ed., vol. 1"
ONAG = "Conway, On Numbers and Games (1976)"


def read_values(text: str) -> tuple:
    """Game values in CGSuite's notation separated by ``;`` (no game text holds one), read as a tuple of values."""
    from combgames.cgt import parse_game

    return tuple(parse_game(part) for part in text.split(";"))


def _board_values(rule: str, boards: list[str]):
    def compute() -> Computed:
        from combgames.cgt import game_value
        from combgames.games.graph_rulesets import Col, Snort

        ruleset = {"col": Col, "snort": Snort}[rule]
        values = [game_value(ruleset(b)) for b in boards]
        return Computed("; ".join(map(str, values)), f"game_value of the {rule} boards {', '.join(boards)}")
    return compute


def _col_numbers_or_star() -> Computed:
    """Every Col board on at most 4 vertices (each graph, each tinting, one of each isomorphism class) valued;
    count those neither x nor x*."""
    from combgames.cgt import STAR, game_value
    from combgames.games.graph_rulesets import Col, graph_key

    game, seen, odd = Col("path 1"), set(), []
    for n in range(1, 5):
        pairs = list(combinations(range(n), 2))
        for mask in range(1 << len(pairs)):
            edges = tuple(e for k, e in enumerate(pairs) if mask >> k & 1)
            for tints in product((0, 1, 2), repeat=n):
                key = graph_key((tints, edges))
                if key in seen:
                    continue
                seen.add(key)
                v = game_value(game, ((tints, edges), 0))
                if not (v.is_number or (v + STAR).is_number):
                    odd.append(game.board_text((tints, edges)))
    return Computed(len(odd), f"{len(seen)} boards (every graph on 1..4 vertices with every tinting, up to "
                              f"isomorphism) valued; neither x nor x*: {odd[:3] or 'none'}")


def _node_kayles_paths() -> Computed:
    from combgames.cgt import game_value
    from combgames.games.graph_rulesets import NodeKayles

    values = [game_value(NodeKayles(f"path {n}")) for n in range(1, 21)]
    return Computed("; ".join(map(str, values)), "game_value of Node-Kayles on the paths P_1..P_20")


def _wythoff_pairs() -> Computed:
    import numpy as np

    from combgames.games.wythoff import grundy_table

    table = grundy_table(40)
    pairs = sorted((int(a), int(b)) for a, b in zip(*np.nonzero(table == 0)) if a <= b)[:10]
    return Computed([list(p) for p in pairs], "the zeros G(a, b) = 0, a <= b, of the mex table for heaps below 40")


def _wythoff_rows() -> Computed:
    from combgames.games.wythoff import grundy_table

    table = grundy_table(8)
    return Computed([[int(table[a, b]) for b in range(a + 1)] for a in range(8)],
                    "G(a, b), b <= a, of the mex table (grundy_table)")


CLAIMS = [
    Claim("cgt.col_small_boards", f"{ONAG}, ch. 8 (Col: tinted nodes); {WINNING_WAYS}, ch. 2",
          "in Col a single node is *, a node tinted black (only Left may paint it) 1, one tinted white -1, two "
          "joined nodes 0 (a symmetry moving every node and reversing the tints)",
          same_value("*; 1; -1; 0", read_values),
          _board_values("col", ["path 1", "1:; tints 0:L", "1:; tints 0:R", "path 2"])),
    Claim("cgt.col_numbers_or_star", f"{ONAG}, ch. 8 (Conway and Guy's theorem); {WINNING_WAYS}, ch. 2",
          "every Col position is a number x or x + * (no board on at most 4 vertices, of any tinting, is otherwise)",
          0, _col_numbers_or_star),
    Claim("cgt.snort_small_boards", f"{ONAG}, ch. 8 (Snort: tinted nodes); {WINNING_WAYS}, ch. 2",
          "in Snort a single node is *, a node tinted black (only Left may paint it) 1, and two joined nodes the hot "
          "switch +-1",
          same_value("*; 1; +-1", read_values),
          _board_values("snort", ["path 1", "1:; tints 0:L", "path 2"])),
    Claim("cgt.node_kayles_paths", f"{WINNING_WAYS}, ch. 4 (the nim-sequence of 0.137, Dawson's Kayles)",
          "Node-Kayles on the path P_n is 0.137 on a heap of n: nim-values 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3 0 "
          "for n = 1..20",
          same_value("*; *; *2; 0; *3; *; *; 0; *3; *3; *2; *2; *4; 0; *5; *2; *2; *3; *3; 0", read_values),
          _node_kayles_paths),
    Claim("cgt.wythoff_p_positions", "Wythoff, Nieuw Archief voor Wiskunde (2) 7 (1907); "
          f"{WINNING_WAYS}, ch. 3 (Wyt Queens)",
          "the P-positions (a <= b) of Wythoff's game are (floor(n phi), floor(n phi^2)): (0,0), (1,2), (3,5), (4,7), "
          "(6,10), (8,13), (9,15), (11,18), (12,20), (14,23)",
          [[0, 0], [1, 2], [3, 5], [4, 7], [6, 10], [8, 13], [9, 15], [11, 18], [12, 20], [14, 23]], _wythoff_pairs),
    Claim("cgt.wythoff_nim_values", "Winning Ways, 1st ed. (1982), vol. 1, p. 76 (the table of Wythoff nim-values)",
          "the nim-values G(a, b), b <= a <= 7, of Wythoff's game",
          [[0], [1, 2], [2, 0, 1], [3, 4, 5, 6], [4, 5, 3, 2, 7], [5, 3, 4, 0, 6, 8], [6, 7, 8, 1, 9, 10, 3],
           [7, 8, 6, 9, 0, 1, 4, 5]], _wythoff_rows),
]
