"""Reproduce table, Picaria family: relatives with s sides, k stones, the handicap, the article's rule variants,
and the blockade games.

Sources: "Eternal Picaria" (seed ``000_673cd376e7bd542d.txt``: Introduction, Final Remarks, Open problems)
and the Picaria article (seed ``002_e4f40bb950069833.txt``: the 13-point board, the drop-phase centre rule
and its variant, the stalemate house rule; the readings are
:data:`combgames.sources.picaria_article.CENTRE_READINGS`).
Rows that answer the open problems have no published value (verdict ``extends``). The values come from
:mod:`combgames.analysis.picaria`.

The default run stays fast: it solves the members with s <= 5 (every k, with and without the handicap)
and s = 6, 7 with k = 3. ``benchmarks/bench_picaria.py`` computes the rest of the table (s <= 8) and
reports where it stops.
"""

from __future__ import annotations

from combgames.analysis.picaria import family_members, family_value, rule_variants, stone_advantage
from combgames.games.blockade import mu_torere, pong_hau_ki, position_counts
from combgames.games.picaria import Picaria
from combgames.reproduce import Claim, Computed
from combgames.solvers import retrograde
from combgames.sources.picaria_article import CENTRE_READINGS

__all__ = ["CLAIMS"]

SEED = "000_673cd376e7bd542d.txt"
ARTICLE = "002_e4f40bb950069833.txt"


def _member_name(s: int, stones: tuple[int, int]) -> str:
    return f"s={s} k={stones[0]}" + ("" if stones[0] == stones[1] else f"+{stones[1] - stones[0]}")


def _table(smax: int) -> dict[str, str]:
    return {_member_name(s, st): str(family_value(s, st)) for s, st in family_members(smax)}


def _outcome_class(values: dict[str, str]) -> str:
    """The outcome class shared by the values for X ("first-player win", "draw", "second-player win"), or
    "mixed" when they differ."""
    classes = {v.split(" ")[0] for v in values.values()}
    names = {"win": "first-player win", "draw": "draw", "loss": "second-player win"}
    return names[classes.pop()] if len(classes) == 1 else "mixed"


def _k3_relatives(sides):
    def compute() -> Computed:
        values = {f"s={s}": str(family_value(s, (3, 3))) for s in sides}
        return Computed(_outcome_class(values), f"empty board, X to move (plies under optimal play): {values}")
    return compute


def _small_table() -> Computed:
    table = _table(5)
    draws = sorted(m for m, v in table.items() if v == "draw")
    o_wins = sorted(m for m, v in table.items() if v.startswith("loss"))
    return Computed(table,
                    f"s <= 5, every k with 2k < 2s + 1, equal stones and handicap (k, k+1) ('+1'): values for X. "
                    f"Draws: {draws}; second-player wins: {o_wins}")


def _open_problem_draws() -> Computed:
    equal = {m: v for m, v in _table(5).items() if "+" not in m}
    draws = sorted(m for m, v in equal.items() if v == "draw")
    second = sorted(m for m, v in equal.items() if v.startswith("loss"))
    return Computed({"draws": draws, "second player wins": second},
                    f"equal stones, s <= 5: the only draw is {draws}; the second player never wins ({second}). "
                    "benchmarks/bench_picaria.py extends the search to s <= 8", sample="s <= 5")


def _handicap_picaria() -> Computed:
    v = str(family_value(4, (3, 4)))
    return Computed(v, f"Picaria (s = 4) with the handicap (3, 4): {v} for X, so O wins")


def _advantage() -> Computed:
    table = {f"s={s}": {l: str(v) for l, v in stone_advantage(s).items()} for s in (4, 5)}
    return Computed(table, "k = 3: value for X with O having l extra stones (placed one per turn after X's slides); "
                           f"O draws or wins from the first l whose value is not a win: {table}")


def _variants(board: str, lines: str = "consecutive"):
    def compute() -> Computed:
        out = rule_variants(board, lines=lines, centres=tuple(CENTRE_READINGS))
        readings = "; ".join(f"{c}: {r.meaning}" for c, r in CENTRE_READINGS.items())
        return Computed({c: str(v) for c, v in out.items()}, f"board {board}, lines={lines}; centre rules: {readings}")
    return compute


def _grid_relatives() -> Computed:
    out = {}
    for board in ("tapatan", "three_mens_morris"):
        for centre in ("none", "first"):
            g = Picaria(board, centre=centre)
            r = retrograde(g)
            firsts = {g.format_move(m): str(v) for m, v in r.move_values(g.initial())}
            out[f"{board} centre={centre}"] = f"{r.value(g.initial())}; X's first moves: {firsts}"
    return Computed({k: v.split(";")[0] for k, v in out.items()}, str(out))


def _blockade_count(game_factory, published: int, name: str):
    def compute() -> Computed:
        counts = position_counts(game_factory())
        matches = sorted(k for k, v in counts.items() if v == published)
        return Computed(counts["arrangements/sym"], f"{name}: conventions giving {published}: {matches}; all "
                                                    f"counts: {counts}")
    return compute


def _blockade_values() -> Computed:
    out = {}
    for name, g in (("pong_hau_ki", pong_hau_ki()), ("mu_torere", mu_torere()),
                    ("mu_torere without the centre rule", mu_torere(centre_entry=False))):
        out[name] = str(retrograde(g).value(g.initial()))
    return Computed(out, "value of the start position for the first player (blockade rule)")


CLAIMS = [
    Claim("picaria.family_k3_small", f"{SEED}: Final Remarks",
          "the relatives with s = 3, 5, 6 sides (k = 3) are first player wins in a few moves",
          "first-player win", _k3_relatives((3, 5, 6))),
    Claim("picaria.family_k3_s7", f"{SEED}: Final Remarks",
          "the relative with s = 7 sides (k = 3) is a first player win in a few moves",
          "first-player win", _k3_relatives((7,)), expected=1.5),
    Claim("picaria.family_table_s5", f"{SEED}: Open problems",
          "the ((k, k) and (k, k + 1), s) games for s <= 5: value of the empty board", None, _small_table),
    Claim("picaria.open_problem_draws", f"{SEED}: Open problems",
          "is any (k, s) other than (3, 4) a draw; does the second player ever win (equal stones)", None,
          _open_problem_draws),
    Claim("picaria.handicap_picaria", f"{SEED}: Open problems", "Picaria with the handicap (3, 4)", None,
          _handicap_picaria),
    Claim("picaria.stone_advantage", f"{SEED}: Open problems",
          "how many stones advantage l does the second player need to draw / win (k = 3, s = 4, 5)", None,
          _advantage),
    Claim("picaria.article_variants_9", f"{ARTICLE}: Правила и игровой процесс, Правила дома",
          "the article's centre rules and stalemate rule on the 9-point board", None, _variants("picaria")),
    Claim("picaria.article_variants_13", f"{ARTICLE}: Оборудование, Правила и игровой процесс",
          "the article's centre rules and stalemate rule on the 13-point board", None, _variants("picaria13"),
          slow=True, expected=5.5),
    Claim("picaria.article_variants_13_any_three", f"{ARTICLE}: Оборудование, Цель",
          "the article's rules on the 13-point board, reading 'three in a row' as any three points of a drawn line",
          None, _variants("picaria13", lines="any"), expected=4.8),
    Claim("picaria.tapatan_three_mens_morris", f"{SEED}: Introduction; {ARTICLE}: Оборудование",
          "the 3 x 3 relatives named by the sources (Tapatan / Achi, Three Men's Morris), 3 stones each", None,
          _grid_relatives),
    Claim("picaria.pong_hau_ki_positions", f"{SEED}: Introduction",
          "Pong Hau K'i has only 16 positions", 16, _blockade_count(pong_hau_ki, 16, "Pong Hau K'i")),
    Claim("picaria.mu_torere_positions", f"{SEED}: Introduction",
          "Mu Torere has only 46 positions", 46, _blockade_count(mu_torere, 46, "Mu Torere")),
    Claim("picaria.blockade_values", f"{SEED}: Introduction",
          "Pong Hau K'i and Mu Torere are solved (value of the start)", None, _blockade_values),
]
