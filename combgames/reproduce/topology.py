"""Reproduce table rows for Schepler, "A three-player connection game" (seeds/003_4502657011210c81.txt).

The text's diagrams are transcribed in :mod:`combgames.sources.three_player_torus`. Everything else is
computed by :mod:`topology` and :mod:`combgames.games.torus`.
"""

from __future__ import annotations

import random

from combgames.reproduce import Claim, Computed, Predicate
from combgames.sources.three_player_torus import (
    ASTERISK_PLOT,
    EXAMPLE_BOARD,
    FIRST_LOOPS,
    PARITY_DIAGRAM,
    SECOND_LOOPS,
    SEXTANT_DIAGRAM,
    loop_cells,
    sextant_printed_owners,
)

__all__ = ["CLAIMS"]

SOURCE = "003_4502657011210c81.txt"


def _corners():
    from topology import hex_torus

    t = hex_torus(6)
    a1, f6 = t.cell("A1"), t.cell("F6")
    common = {j for j, _ in t.neighbours[a1]} & {j for j, _ in t.neighbours[f6]}
    return {"A6-F1 adjacent": t.adjacent(t.cell("A6"), t.cell("F1")), "A1-F6 adjacent": t.adjacent(a1, f6),
            "A1-F6 distance": 1 if t.adjacent(a1, f6) else (2 if common else ">2")}


def _first_loops():
    from topology import classes_by_norm, cycle_element, shortest_closed_walk

    out = {}
    for k, name in enumerate(("Vert", "Horz", "Diag")):
        t, cells = loop_cells(FIRST_LOOPS, k)
        out[name] = cycle_element(t, cells).vector
        out[f"{name} length"] = len(cells)
    shortest_n = sorted(c.vector for c in classes_by_norm(3) if shortest_closed_walk(t, c.vector) == 6)
    out["classes with shortest loop n"] = shortest_n
    return out


def _second_loops():
    from topology import cycle_element

    return [cycle_element(*loop_cells(SECOND_LOOPS, k)).vector for k in range(3)]


def _plot():
    from topology import classes_by_norm, read_tilted_plot, tilted_plot

    printed = read_tilted_plot(ASTERISK_PLOT)
    computed = read_tilted_plot(tilted_plot(4).splitlines())
    mismatches = sorted(p for p in printed if printed[p] != computed[p])
    stars = sum(1 for t in printed.values() if t == "*")
    value = {"asterisks": stars, "classes": len(classes_by_norm(4)), "mismatches": mismatches}
    return value


def _triples():
    from topology import class_triple, classes_by_norm

    ok = True
    for c in classes_by_norm(12):
        ok &= len({d.norm for d in class_triple(c)}) == 1 and len(set(class_triple(c))) == 3
    counts = {}
    for c in classes_by_norm(12):
        counts[c.norm] = counts.get(c.norm, 0) + 1
    ok &= all(v % 3 == 0 for v in counts.values())
    return Computed(ok, sample="the classes of norm 1..12", evidence=
                    "the 60-degree rotation (x, y) -> (x - y, x) preserves the hex norm and has order 3 on classes; "
                    f"classes per norm 1..12: {[counts[k] for k in range(1, 13)]} (3 phi(k))")


def _sextant():
    from topology import read_tilted_plot, sextant_owner

    letters = "VHD"
    printed = read_tilted_plot(SEXTANT_DIAGRAM)
    cells = {p: t for p, t in printed.items() if t in letters}
    corrected_bad = [p for p, t in cells.items() if letters[sextant_owner(p)] != t]
    wrong = {}
    for p, t in sorted(cells.items()):
        owners = "".join(letters[o] for o in sorted(sextant_printed_owners(p)))
        if owners != t:
            wrong[f"({p[0]},{p[1]})"] = f"diagram {t}, printed rules {owners or '-'}"
    evidence = (f"printed rules disagree with the diagram at {len(wrong)} of {len(cells)} points: {wrong}. "
                "Corrected rules matching all points: V: x=0 or x and (y-x) same sign; H: y=0 or x, y opposite "
                "signs; D: x-y=0 or y and (x-y) same sign" + (f"; corrected rule still differs at {corrected_bad}"
                                                            if corrected_bad else ""))
    return Computed({"points": len(cells), "printed rule mismatches": len(wrong),
                     "corrected rule mismatches": len(corrected_bad)}, evidence)


def _parity():
    from topology import parity_owner, read_tilted_plot

    letters = "VHD"
    printed = read_tilted_plot(PARITY_DIAGRAM)
    cells = {p: t for p, t in printed.items() if t in letters}
    bad = sorted(p for p, t in cells.items() if letters[parity_owner(p)] != t)
    asym = sorted(p for p in cells if cells[p] != cells[(-p[0], -p[1])])
    # a class is (x, y) = (-x, -y) and the diagram shows it twice: read it by either of its two points
    by_class = sorted(p for p in bad if letters[parity_owner(p)] != cells.get((-p[0], -p[1])))
    evidence = (f"the diagram marks {[(p, cells[p]) for p in bad]} but the printed rule (and the diagram's own "
                f"antipodal point, since (x,y) and (-x,-y) are one class) give "
                f"{[letters[parity_owner(p)] for p in bad]}; points whose antipode carries another letter: {asym}")
    return Computed({"points": len(cells), "mismatches": bad}, evidence,
                    alternatives={"each class read by either of its two points (x, y), (-x, -y) in the diagram":
                                  {"points": len(cells), "mismatches": by_class}})


def _vert_gets_12():
    from topology import PLAYER_NAMES, sextant_owner

    return PLAYER_NAMES[sextant_owner((1, 2))]


def _fair():
    from topology import assignment_shares

    ok = all(s[0] == s[1] == s[2] for m in ("sextant", "parity") for s in assignment_shares(m, 30).values())
    return Computed(ok, sample="the classes of norm 1..30", evidence=
                    "each player owns one third of the primitive classes of every norm 1..30 under both methods "
                    f"(sextant shares norm 1..6: {list(assignment_shares('sextant', 6).values())})")


def _bumping():
    from topology import class_census

    induced, simple = len(class_census(6, "induced")), len(class_census(6, "simple"))
    return Computed(induced,
                    f"true when 'bumping into itself' means two non-consecutive cells of the loop touch (induced "
                    f"cycles): 12 classes, those of norm <= 3; simple cycles (cells distinct, touching allowed) "
                    f"carry {simple} classes (norm <= 6), so the claim is false under that reading")


def _census():
    from topology import class_census

    return {n: {"simple": len(class_census(n, "simple")), "non-touching": len(class_census(n, "induced"))}
            for n in range(3, 11)}


def _census_exhaustive():
    from topology import class_census, exhaustive_census

    ok = all(exhaustive_census(n, "induced") == class_census(n, "induced") for n in range(3, 7))
    ok &= exhaustive_census(3, "simple") == class_census(3, "simple")
    return Computed(ok,
                    "complete depth-first search over all induced cycles through A1 on the n x n hex torus, "
                    "n = 3..6, and all simple cycles for n = 3, agrees with the theorem-based census (n = 7, 8 and "
                    "simple n = 4: tests marked slow, benchmarks/bench_topology.py)")


def _example():
    from topology import CoverUnionFind, hex_torus

    t = hex_torus(6)
    stones = [t.index(c, r) for r, line in enumerate(EXAMPLE_BOARD) for c, tok in enumerate(line.split()) if tok == "x"]
    uf0 = CoverUnionFind(t, stones)
    out = {"loops before": sum(1 for comp in uf0.components() if uf0.is_non_contractible(comp[0]))}
    for move in ("C4", "D5", "E3", "D4"):
        uf = CoverUnionFind(t, stones)
        out[move] = sorted(c.vector for c in uf.add(t.cell(move)).closed)
    return out


def _example_owners():
    from topology import PLAYER_NAMES, owner

    classes = {"C4": (0, 1), "D5": (1, 0), "E3": (1, -1)}
    return {m: sorted(PLAYER_NAMES[owner(c, m)] for c in classes.values()) for m in ("sextant", "parity")}


def _d4_winner():
    from combgames.games.torus import TorusConnectionGame

    out = {}
    for policy in ("placer", "draw", "shortest"):
        g = TorusConnectionGame(6, cross_policy=policy)
        rows = "/".join(r.replace(" ", "") for r in EXAMPLE_BOARD)
        results = []
        for mover in range(3):
            p = g.parse_position(f"{rows} | {('Vert', 'Horz', 'Diag')[mover]}")
            results.append(g.result(g.play(p, g.parse_move("D4x"))))
        out[policy] = results
    return Computed(out["placer"],
                    f"winner of D4x when Vert/Horz/Diag places it, by cross_policy: {out} (-1 = draw)")


def _k_multiple():
    from topology import CoverUnionFind, hex_torus, lattice_kind, simple_cycle_classes

    rng = random.Random(2024)
    kinds = {}
    for _ in range(300):
        n = rng.randint(3, 9)
        t = hex_torus(n)
        stones = [c for c in range(t.size) if rng.random() < rng.uniform(0.3, 0.8)]
        uf = CoverUnionFind(t, stones)
        for comp in uf.components():
            k = lattice_kind(uf.period_lattice(comp[0]))
            kinds[k] = kinds.get(k, 0) + 1
    t = hex_torus(6)
    cross = [t.cell(f"C{r}") for r in range(1, 7)] + [t.cell(f"{c}3") for c in "ABDEF"]
    uf = CoverUnionFind(t, cross)
    simple = simple_cycle_classes(t, cross)
    holds = "other" not in kinds
    evidence = (f"component period lattices on 300 random boards: {kinds} ("
                f"{'never' if holds else 'NOT always'} the full lattice, Z v or 0; never Z k v with k > 1 nor a "
                "proper sublattice), so a component with a closed walk of class (k a, k b) has one of class (a, b): "
                "the remark holds for closed walks, the text's reading (a path that 'intersects itself' is a closed "
                "walk; pieces may be reused, as the text later allows Diag). It fails for simple cycles: column C "
                "plus row 3 of the 6 x 6 torus has lattice "
                f"{uf.period_lattice(cross[0])} (so closed walks of class (2,-2)) but its simple cycles have "
                f"classes {sorted(str(c) for c in simple)} only, not (1,-1). Any simple cycle itself has a "
                "primitive class.")
    return Computed("holds" if holds else "fails", evidence, sample="the components of 300 random boards")


def _full_boards(kind: str):
    from topology import CoverUnionFind, hex_klein_bottle, hex_torus

    make = hex_torus if kind == "torus" else hex_klein_bottle
    rng = random.Random(11)
    counts = {"boards": 0, "one colour": 0, "both colours": 0, "neither": 0, "different classes": 0}
    for _ in range(200):
        s = make(rng.randint(3, 9), rng.randint(3, 9))
        colour = [rng.random() < 0.5 for _ in range(s.size)]
        ufs = [CoverUnionFind(s, [c for c in range(s.size) if colour[c] == k]) for k in (True, False)]
        nontrivial = [[uf.periods(comp[0]) for comp in uf.components() if uf.is_non_contractible(comp[0])]
                      for uf in ufs]
        counts["boards"] += 1
        k = sum(1 for x in nontrivial if x)
        counts[("neither", "one colour", "both colours")[k]] += 1
        if kind == "torus" and k == 2 and len({p for x in nontrivial for p in x}) > 1:
            counts["different classes"] += 1
    return counts


def _no_draw():
    counts = _full_boards("torus")
    return Computed(counts, sample="200 random full boards", evidence=
                    f"200 random full two-colour boards of the hex torus (3..9 a side): {counts['neither']} without a "
                    f"non-contractible loop; {counts['different classes']} where both colours have loops of different "
                    "classes (so a loop blocks every other class)")


def _klein():
    counts = _full_boards("klein")
    return Computed(counts,
                    "homework answer built: Hex-like play on the hex Klein bottle (SurfaceHex('klein bottle')); on 200 "
                    "random full boards some colour always has a non-contractible loop, so that game cannot be drawn "
                    "on these boards")


CLAIMS = [
    Claim("topology.corners", f"{SOURCE}:board diagram", "corners A6 and F1 are adjacent, A1 and F6 are not, "
          "though their distance is only 2", {"A6-F1 adjacent": True, "A1-F6 adjacent": False, "A1-F6 distance": 2},
          _corners),
    Claim("topology.norm1_loops", f"{SOURCE}:Vert Horz Diag", "three simple non-trivial loops, each of minimum "
          "length n, with pairs Vert=(0,1), Horz=(1,0), Diag=(1,1)",
          {"Vert": (0, 1), "Vert length": 6, "Horz": (1, 0), "Horz length": 6, "Diag": (1, 1), "Diag length": 6,
           "classes with shortest loop n": [(0, 1), (1, 0), (1, 1)]}, _first_loops),
    Claim("topology.second_loops", f"{SOURCE}:A few more", "the next set of loops are (1,2), (2,1) and (1,-1)",
          [(1, 2), (2, 1), (1, -1)], _second_loops),
    Claim("topology.plot_36", f"{SOURCE}:tilted plot", "the 36 asterisks show the first 18 cycles",
          {"asterisks": 36, "classes": 18, "mismatches": []}, _plot),
    Claim("topology.triples", f"{SOURCE}:triples", "the cycles come in triples of equal difficulty", True, _triples),
    Claim("topology.sextant_rules", f"{SOURCE}:Sextant Method", "the printed sextant rules describe the sextant "
          "diagram", Predicate("the printed rules give the diagram's letter at every point",
                               lambda v: v["printed rule mismatches"] == 0), _sextant,
          corrected=Predicate("the corrected rules give the diagram's letter at every point",
                              lambda v: v["corrected rule mismatches"] == 0),
          correction="the evident correction of the printed rules (topology.SEXTANT_RULES): V: x=0 or x and (y-x) "
                     "same sign; H: y=0 or x, y opposite signs; D: x-y=0 or y and (x-y) same sign"),
    Claim("topology.parity_rules", f"{SOURCE}:Parity Method", "the parity rule (x even V, y even H, both odd D) "
          "describes the parity diagram", Predicate("the rule gives the diagram's letter at every point",
                                                    lambda v: not v["mismatches"]), _parity),
    Claim("topology.vert_gets_12", f"{SOURCE}:sextant remark", "under the sextant method Vert gets the (1,2) loop",
          "Vert", _vert_gets_12),
    Claim("topology.fairness", f"{SOURCE}:keep the game fair", "both methods distribute the classes evenly among "
          "the three players", True, _fair),
    Claim("topology.bumping_6x6", f"{SOURCE}:12 different classes", "the 6x6 board supports 12 different classes "
          "before the path starts bumping into itself", 12, _bumping),
    Claim("topology.census", f"{SOURCE}:12 different classes", "classes carried by simple and by non-touching "
          "loops on the n x n hex torus, n = 3..10", None, _census),
    Claim("topology.census_exhaustive", f"{SOURCE}:12 different classes", "the census theorem agrees with complete "
          "search (non-touching loops n <= 6, simple loops n = 3)", True, _census_exhaustive),
    Claim("topology.example_6x6", f"{SOURCE}:simultaneous loops example", "no loop yet; C4x forms (0,1), D5x (1,0), "
          "E3x (1,-1), and D4x forms all of them",
          {"loops before": 0, "C4": [(0, 1)], "D5": [(1, 0)], "E3": [(1, -1)], "D4": [(0, 1), (1, -1), (1, 0)]},
          _example),
    Claim("topology.example_owners", f"{SOURCE}:simultaneous loops example", "sextant: two for Horz and one for "
          "Vert; parity: one for each player",
          {"sextant": ["Horz", "Horz", "Vert"], "parity": ["Diag", "Horz", "Vert"]}, _example_owners),
    Claim("topology.d4_placer_wins", f"{SOURCE}:anybody who plays in such a position", "whoever plays D4x wins "
          "(default cross_policy='placer')", [0, 1, 2], _d4_winner),
    Claim("topology.k_multiple", f"{SOURCE}:relatively prime", "if we got the pair (k*a, k*b), k > 1, the path "
          "intersects itself and also forms a path with pair (a, b)", "holds", _k_multiple),
    Claim("topology.always_a_winner", f"{SOURCE}:at least one player will always win", "a full board always has a "
          "loop, and loops of different classes block each other",
          Predicate("no full board without a loop, none with loops of different classes",
                    lambda v: v["neither"] == 0 and v["different classes"] == 0), _no_draw),
    Claim("topology.klein_homework", f"{SOURCE}:P. S.", "a connection game on the Klein bottle", None, _klein),
]
