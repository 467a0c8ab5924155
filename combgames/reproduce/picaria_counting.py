"""Claims of "Eternal Picaria" (seed 000_673cd376e7bd542d.txt) about the number of second-phase positions.

Section "The number of positions in the second phase" counts the boards with 3 X, 3 O and 3 empty
points up to the 8 symmetries of the board by Burnside's lemma: 1680 boards, ``|Fix(g)|`` per symmetry, 228
orbits, 3 of them impossible (both players hold a line), 225 left, and "the position graph for this game
contains 450 positions" (225 boards times the player to move). The introduction says 456 instead.

Here the symmetry group is *computed* from the board's own move edges and lines (nauty), then named as
in the paper; the board is :func:`combgames.games.boards.picaria` and legal play is that of
:class:`combgames.games.picaria.Picaria` (default rules: no centre restriction, a line ends the game).
Cells are numbered row-major 0..8 from the top left; cell values 0 = empty, 1 = X, 2 = O.

What the two published totals count, and the real position graph (with the player to move; a game ends
when a line forms, so in a reachable position the player to move never holds a line):

* 456 = 2 x 228: every orbit of 3/3/3 boards, with either player to move (introduction).
* 450 = 2 x 225: the same without the 3 orbits where both players hold a line (section 3). It still
  contains the 2 x 21 orbits in which the player *to move* holds a line: that line was complete before
  the opponent's last move, so the game had already ended; no legal play reaches them.
* 408 = 2 x (183 + 21): orbits of (board, player to move) in which the player to move holds no line:
  366 where neither holds a line (the game goes on) and 42 won positions (the player who just moved
  completed a line). These are exactly the orbits reachable in legal play: exploring the game from the
  empty board reaches 3040 second-phase positions, in 408 orbits.

So the rows compare: the introduction's 456 with the count as Section 3 defines it, 450, which is the paper's
own number there (the corrected reading: an erratum); Section 3's 450 with the orbits legal play reaches, 408
(refuted). The transcribed drawings (the both-lines boards, the letter patterns fixed by a symmetry) are in
:mod:`combgames.sources.eternal_picaria`.
"""

from __future__ import annotations

from functools import lru_cache
from math import factorial

from combgames.analysis.picaria import sliding_phase
from combgames.games.boards import picaria
from combgames.games.picaria import Picaria
from combgames.reproduce import Claim, Computed, Predicate
from combgames.sources.eternal_picaria import BOTH_LINES_BOARDS, FIXED_FORMS, SEED
from combgames.symmetry import (
    automorphism_group,
    burnside,
    colourings,
    dihedral_square,
    orbit_representatives,
)

__all__ = ["CLAIMS"]

SECTION = f"{SEED}:The number of positions in the second phase"
INTRO = f"{SEED}:Introduction"

EMPTY, X, O = 0, 1, 2
MULTIPLICITIES = (3, 3, 3)  # 3 empty, 3 X, 3 O


@lru_cache(maxsize=1)
def _board() -> tuple[int, tuple[tuple[int, int], ...], tuple[tuple[int, ...], ...]]:
    """The 9-point board of Figure 1, from :func:`combgames.games.boards.picaria` (built from its drawing).

    Move edges join horizontal, vertical and diagonal neighbours ("Adjacency here means a neighboring node,
    horizontally, vertically or diagonally"): 20 edges; lines are the 3 rows, 3 columns and 2 diagonals.
    """
    board = picaria()
    return len(board.points), tuple(tuple(e) for e in board.edges), tuple(tuple(line) for line in board.lines)


def _group():
    """The symmetry group computed from the board's edges and lines, named e, R90, ... as in the paper."""
    n, edges, lines = _board()
    return automorphism_group(n, edges, lines).named_like(dihedral_square(3))


def _boards() -> list[tuple[int, ...]]:
    return list(colourings(9, multiplicities=MULTIPLICITIES))


def _holds_line(board: tuple[int, ...], player: int) -> bool:
    _, _, lines = _board()
    return any(all(board[i] == player for i in line) for line in lines)


def _orbit_classes() -> dict[str, int]:
    """Orbits of the 1680 boards by who holds a line: 'none', 'X', 'O', 'both'."""
    G = _group()
    counts = {"none": 0, "X": 0, "O": 0, "both": 0}
    for rep in orbit_representatives(G, _boards()):
        x, o = _holds_line(rep, X), _holds_line(rep, O)
        counts["both" if x and o else "X" if x else "O" if o else "none"] += 1
    return counts


def _group_order() -> Computed:
    G = _group()
    if G != dihedral_square(3):
        raise AssertionError("the computed group differs from the 8 symmetries of the square")
    return Computed(G.order(), "computed by nauty from the 20 move edges and 8 lines; its elements are exactly the "
                               "rotations R90, R180, R270 and the reflections H, V, D1, D2 of the square")


def _number_of_boards() -> Computed:
    listed = len(_boards())
    formula = factorial(9) // factorial(3) ** 3
    if listed != formula:
        raise AssertionError(f"enumeration {listed} != multinomial {formula}")
    return Computed(listed, "listed explicitly; equals the multinomial 9!/(3!3!3!)")


_PUBLISHED_FIXED = {"e": 1680, "R90": 0, "R180": 0, "R270": 0, "H": 36, "V": 36, "D1": 36, "D2": 36}


def _fixed_forms() -> dict[str, list[str]]:
    """For each letter pattern the paper draws as fixed by a symmetry: the symmetries that do fix it."""
    G = _group()
    out = {}
    for name, form in FIXED_FORMS.items():
        pattern = tuple(form.replace("/", ""))
        out[name] = [g for g in G.names if g != "e" and G.image(pattern, G.index(G.element(g))) == pattern]
    return out


def _fixed() -> Computed:
    G = _group()
    table = burnside(G, multiplicities=MULTIPLICITIES)
    explicit = burnside(G, colourings_=_boards())
    if explicit.fixed != table.fixed:
        raise AssertionError(f"cycle-type counts {table.fixed} != explicit counts {explicit.fixed}")
    forms = _fixed_forms()
    slips = {name: fixers for name, fixers in forms.items() if name not in fixers}
    return Computed(table.fixed,
                    "counts from cycle types agree with testing all 1680 boards. The letter patterns drawn as fixed "
                    f"by a symmetry are fixed by (besides e): {forms}; so the drawings for {sorted(slips)} do not "
                    "show what they name (slips in the figures, not affecting the counts: a quarter turn has "
                    "cycle type 1 + 4 + 4, so the 4 corners must agree and the 4 edge midpoints must agree; the "
                    "text's '4 pairs' argument is the half-turn's, and covers R90 since a board fixed by R90 is "
                    "fixed by R180). '|R90| = |R270|' means |Fix(R90)| = |Fix(R270)|.")


def _orbits() -> Computed:
    G = _group()
    by_burnside = burnside(G, multiplicities=MULTIPLICITIES).orbits
    by_enumeration = len(orbit_representatives(G, _boards()))
    if by_burnside != by_enumeration:
        raise AssertionError(f"Burnside {by_burnside} != explicit orbits {by_enumeration}")
    return Computed(by_burnside, "(1680 + 4*36)/8 by Burnside; the same number of orbits found by explicit enumeration")


def _parse(text: str) -> tuple[int, ...]:
    return tuple({".": EMPTY, "x": X, "o": O}[ch] for ch in text.replace("/", ""))


def _text(board: tuple[int, ...]) -> str:
    cells = "".join(".xo"[c] for c in board)
    return "/".join(cells[i:i + 3] for i in range(0, 9, 3))


def _both_lines_orbits() -> list[tuple[int, ...]]:
    G = _group()
    both = [b for b in _boards() if _holds_line(b, X) and _holds_line(b, O)]
    return sorted(orbit_representatives(G, both))


def _both_lines() -> Computed:
    reps = _both_lines_orbits()
    return Computed(len(reps), f"{len(reps)} orbits of boards where both hold a line (two parallel lines: X middle, "
                               f"O middle, or both on the sides): {[_text(r) for r in reps]}")


def _both_lines_drawings() -> Computed:
    return Computed([_text(r) for r in _both_lines_orbits()],
                    "the orbits of boards where both players hold a line, each by its least representative")


def _one_drawing_per_orbit(orbits: list[str]) -> bool:
    """The published drawings are one per orbit: their least representatives are exactly ``orbits``."""
    G = _group()
    drawn = [_text(G.canonical(_parse(t))) for t in BOTH_LINES_BOARDS]
    return sorted(drawn) == sorted(orbits)


def _without_both_lines() -> Computed:
    G = _group()
    rest = [b for b in _boards() if not (_holds_line(b, X) and _holds_line(b, O))]
    value = burnside(G, colourings_=rest).orbits
    return Computed(value, "Burnside on the G-invariant set of boards where not both players hold a line")


def _reachable_second_phase() -> set[tuple[tuple[int, ...], int]]:
    """Every (board, player to move) with 3 X and 3 O down reachable from the empty board in legal play
    (:func:`combgames.analysis.picaria.sliding_phase`); a position's board is read from its X and O bitmasks."""
    game = Picaria()
    return {(tuple(X if p.x >> i & 1 else O if p.o >> i & 1 else EMPTY for i in range(9)), game.to_move(p))
            for p in sliding_phase(game)}


def _reachable_orbits() -> tuple[int, int, int]:
    """(reachable positions, their orbits, orbits where nobody holds a line)."""
    G = _group()
    reachable = _reachable_second_phase()
    orbits = {(G.canonical(b), m) for b, m in reachable}
    going_on = sum(1 for b, _ in orbits if not (_holds_line(b, X) or _holds_line(b, O)))
    return len(reachable), len(orbits), going_on


def _definitions() -> dict[str, int]:
    c = _orbit_classes()
    positions, orbits, going_on = _reachable_orbits()
    return {
        "all 3/3/3 boards x 2 players to move": 2 * (c["none"] + c["X"] + c["O"] + c["both"]),
        "boards where not both hold a line x 2": 2 * (c["none"] + c["X"] + c["O"]),
        "player to move holds no line": 2 * c["none"] + c["X"] + c["O"],
        "  of which: neither holds a line (game goes on)": 2 * c["none"],
        "  of which: the player who just moved holds a line (won)": c["X"] + c["O"],
        "player to move holds a line (unreachable)": c["X"] + c["O"],
        "reachable in legal play (Picaria game), orbits": orbits,
        "  of which: the game goes on": going_on,
        "reachable in legal play, positions without symmetry": positions,
    }


def _position_graph_intro() -> Computed:
    d = _definitions()
    value = d["boards where not both hold a line x 2"]
    return Computed(value,
                    f"the count Section 3 defines (orbits of 3/3/3 boards where not both players hold a line, with "
                    f"either player to move): {value}. {d['all 3/3/3 boards x 2 players to move']} = 2 x 228 counts "
                    f"every orbit with either player to move, including the 3 orbits where both players hold a "
                    f"line, which Section 3 removes; the position graph of legal play has "
                    f"{d['player to move holds no line']} orbits (see picaria_counting.position_graph)",
                    alternatives={"every orbit of 3/3/3 boards, both-lines boards included, with either player "
                                  "to move": d["all 3/3/3 boards x 2 players to move"]})


def _position_graph_section3() -> Computed:
    d = _definitions()
    real = d["reachable in legal play (Picaria game), orbits"]
    if real != d["player to move holds no line"]:
        raise AssertionError(f"reachable orbits {real} != orbits where the mover holds no line "
                             f"{d['player to move holds no line']}")
    return Computed(real,
                    f"legal play from the empty board reaches "
                    f"{d['reachable in legal play, positions without symmetry']} second-phase positions (board, "
                    f"player to move) in {real} orbits: {d['  of which: neither holds a line (game goes on)']} "
                    f"where the game goes on + {d['  of which: the player who just moved holds a line (won)']} won "
                    f"positions. 450 = 2 x 225 counts (board, player to move) orbits without the both-lines "
                    f"boards, but still includes {d['player to move holds a line (unreachable)']} orbits where the "
                    f"player to move holds a line (complete before the opponent's last move, so the game had "
                    f"already ended); removing them gives exactly the {real} reachable orbits")


CLAIMS = [
    Claim("picaria_counting.group_order", SECTION,
          "the board's symmetry group has 8 elements (e, 3 rotations, 4 reflections)", 8, _group_order),
    Claim("picaria_counting.boards", SECTION,
          "second-phase boards (3 X, 3 O, 3 empty): 9!/(3!3!3!)", 1680, _number_of_boards),
    Claim("picaria_counting.fixed", SECTION,
          "|Fix(g)| for the 8 symmetries: 1680 for e, 0 for the rotations, 3!3! = 36 for each reflection",
          _PUBLISHED_FIXED, _fixed),
    Claim("picaria_counting.orbits", SECTION,
          "orbits of second-phase boards by Burnside's lemma", 228, _orbits),
    Claim("picaria_counting.both_lines", SECTION,
          "orbits in which both players hold a line (cannot occur)", 3, _both_lines),
    Claim("picaria_counting.both_lines_drawings", SECTION,
          "the three boards drawn as not occurring are one per orbit of those boards",
          Predicate("one drawing per orbit: " + ", ".join(BOTH_LINES_BOARDS), _one_drawing_per_orbit),
          _both_lines_drawings),
    Claim("picaria_counting.orbits_without_both_lines", SECTION,
          "orbits left after removing those", 225, _without_both_lines),
    Claim("picaria_counting.position_graph_introduction", INTRO,
          "'Subsequently there are 456 positions modulo symmetries (see Section 3 for details)'; computed: the "
          "count as Section 3 defines it", 456, _position_graph_intro, corrected=450,
          correction="Section 3 of the same paper: 'the position graph for this game contains 450 positions'"),
    Claim("picaria_counting.position_graph", SECTION,
          "the second-phase position graph (player to move included) has 450 positions modulo symmetry; "
          "computed: orbits reachable in legal play", 450, _position_graph_section3),
    Claim("picaria_counting.position_graph_definitions", SECTION,
          "orbits of (board, player to move) under each definition", None, _definitions),
]
