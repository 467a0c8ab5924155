"""A checker for play-proofs written in the notation of seeds/001_b5e936bd6e3419b9.txt (tic-tac-toe on pi_4).

The paper proves Theorem 2.1 (pi_4 is a first-player win) by lines of play such as

    r1, (r2), r3, (c1), alpha2, (r4), c2, (!beta2), alpha4, (!beta1), c4, X_W(beta3, beta4)

Xeno's (X) moves bare, Ophelia's (O) in parentheses, *forced* moves overlined (written ``!m`` here: "any move
whose omission will result in the opponent winning the game", Section 1), and the ending ``X_W(x, y)``
(written ``XW(x,y)``): Ophelia is to move and must block both x and y, so Xeno wins. Lines are also applied
through *autoparatopisms* psi_i (maps of the points fixing the position), and Tables 7 and 9 list Ophelia's
remaining replies with Xeno's answers.

What is checked, for every line (:func:`check_line`):

* every move is legal (a free point, the game not over) and made by the right player (parentheses);
* a move marked forced is forced: the opponent has a line complete but for that point, and the mover has no
  immediate win of his own; for Ophelia also that the threat point is unique (else the line is lost anyway);
* ``XW(x, y)``: Ophelia is to move, Xeno threatens at x and at y (two different points), Ophelia has no
  immediate win, and against *every* reply of Ophelia Xeno completes a line at once (checked by playing);
* a line that ends without ``XW`` is reported, with what the final position really is.

Coverage (:func:`check_case`): all lines from one configuration, with their stated psi-images, are merged
into a tree; at each Ophelia node every legal reply must either be answered by a line or lose at once (Xeno
completes a line next move); every gap is reported as the position and the missing replies. The tree is
turned into a :class:`~combgames.solvers.strategy.Strategy` and replayed by
:func:`~combgames.solvers.strategy.check_strategy` against every reply. The opening (r1, r2, r3 and the
relabelling to the two configurations) is checked by orbits of setwise stabilisers in the automorphism group
of pi_4 (:func:`check_opening`, with :meth:`designs.IncidenceStructure.orbits_outside`).

The transcription of the paper's lines is ``data/pi4_proof_lines.txt`` (format in its header); the maps
psi_1, psi_2 (:data:`combgames.sources.affine_tictactoe.PSI`) are read with
:func:`designs.paratopy.parse_paratopism` (pi first, then the sigmas on the resulting types; cycle notation).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from designs import IncidenceStructure
from combgames.base.bitboards import set_bits as _bits
from combgames.games.positional import PositionalGame
from combgames.solvers.strategy import Strategy, StrategyError, check_strategy
from combgames.sources.affine_tictactoe import DATA, PSI, paper_autoparatopisms, pi4_game

__all__ = [
    "Step",
    "ProofLine",
    "LineVerdict",
    "CaseVerdict",
    "PAPER_MAPS",
    "parse_moves",
    "format_moves",
    "load_proof_lines",
    "apply_map",
    "paper_maps",
    "check_line",
    "check_case",
    "check_opening",
    "check_paper_proof",
]

#: The autoparatopisms of Section 2 (first case), in the paper's notation (the source's :data:`PSI`).
PAPER_MAPS = PSI

_TOKEN = re.compile(r"\(\s*(!?)\s*([^()]*?)\s*\)|X_?W\s*\(\s*([^(),\s]+)\s*,\s*([^(),\s]+)\s*\)|(!?)([A-Za-z]+_?\d+)")
_ALIASES = {"a": "alpha", "b": "beta", "α": "alpha", "β": "beta"}


@dataclass(frozen=True)
class Step:
    """One move of a line: ``player`` (0 = Xeno, 1 = Ophelia), point label(s), whether marked forced.

    ``options`` has several labels for a table cell listing several Ophelia moves with the same answer.
    """

    player: int
    options: tuple[str, ...]
    forced: bool = False

    @property
    def move(self) -> str:
        if len(self.options) != 1:
            raise ValueError(f"step lists several moves {self.options}; expand it first")
        return self.options[0]


@dataclass(frozen=True)
class ProofLine:
    """A line of the paper's proof: the steps, an optional ``XW(x, y)`` ending, and where it comes from."""

    id: str
    place: str
    prefix: tuple[Step, ...]
    steps: tuple[Step, ...]
    ending: tuple[str, str] | None = None
    maps: tuple[str, ...] = ()

    def expand(self) -> list["ProofLine"]:
        """One line per choice in the cells listing several Ophelia moves (ids get ``[move]``)."""
        out = [self]
        for k, s in enumerate(self.steps):
            if len(s.options) > 1:
                nxt = []
                for line in out:
                    for opt in s.options:
                        steps = line.steps[:k] + (Step(s.player, (opt,), s.forced),) + line.steps[k + 1:]
                        nxt.append(ProofLine(f"{line.id}[{opt}]", line.place, line.prefix, steps,
                                             line.ending, line.maps))
                out = nxt
        return out

    def text(self) -> str:
        return format_moves(self.prefix + self.steps, self.ending)


def _canonical_label(text: str) -> str:
    m = re.fullmatch(r"([A-Za-zαβ]+)_?(\d+)", text.strip())
    if not m:
        raise ValueError(f"not a point name: {text!r} (expected e.g. r1, c2, alpha3, beta4)")
    kind = _ALIASES.get(m.group(1), m.group(1))
    return f"{kind}{m.group(2)}"


def parse_moves(text: str, first_player: int = 0) -> tuple[tuple[Step, ...], tuple[str, str] | None]:
    """Parse a move sequence in the paper's notation.

    Bare moves are Xeno's, moves in parentheses Ophelia's; ``!m`` marks a forced move; ``(a,b)`` lists
    alternative Ophelia moves; ``XW(x,y)`` ends the line. Players must alternate starting with
    ``first_player``.

    Returns
    -------
    steps, ending

    Raises
    ------
    ValueError
        On an unknown token, players out of turn, or moves after ``XW``.

    Examples
    --------
    >>> steps, end = parse_moves("r1 (r2) r3, (!c1), alpha2 XW(beta3, beta4)")
    >>> [(s.player, s.move, s.forced) for s in steps][3], end
    ((1, 'c1', True), ('beta3', 'beta4'))
    """
    steps: list[Step] = []
    ending = None
    pos = 0
    text = text.replace("\u03b1", "alpha").replace("\u03b2", "beta")
    while pos < len(text):
        if text[pos] in " ,;\t":
            pos += 1
            continue
        m = _TOKEN.match(text, pos)
        if not m:
            raise ValueError(f"cannot read the move sequence at {text[pos:pos + 20]!r}")
        pos = m.end()
        if ending is not None:
            raise ValueError(f"moves after the ending XW in {text!r}")
        if m.group(2) is not None:  # Ophelia
            options = tuple(_canonical_label(t) for t in m.group(2).split(",") if t.strip())
            if not options:
                raise ValueError(f"empty parentheses in {text!r}")
            step = Step(1, options, bool(m.group(1)))
        elif m.group(3) is not None:
            ending = (_canonical_label(m.group(3)), _canonical_label(m.group(4)))
            continue
        else:
            step = Step(0, (_canonical_label(m.group(6)),), bool(m.group(5)))
        expected = (first_player + len(steps)) % 2
        if step.player != expected:
            who = "Xeno (bare)" if expected == 0 else "Ophelia (in parentheses)"
            raise ValueError(f"move {len(steps) + 1} ({', '.join(step.options)}) should be {who} in {text!r}")
        steps.append(step)
    return tuple(steps), ending


def format_moves(steps: Sequence[Step], ending: tuple[str, str] | None = None) -> str:
    """Write steps back in the paper's notation (inverse of :func:`parse_moves`)."""
    out = []
    for s in steps:
        body = ("!" if s.forced else "") + ",".join(s.options)
        out.append(f"({body})" if s.player == 1 else body)
    if ending is not None:
        out.append(f"XW({ending[0]},{ending[1]})")
    return " ".join(out)


def load_proof_lines(path: str | Path | None = None) -> list[ProofLine]:
    """Read the transcribed proof lines (default ``data/pi4_proof_lines.txt``).

    Raises
    ------
    ValueError
        With the line number, on a malformed line.
    """
    p = Path(path) if path is not None else DATA / "pi4_proof_lines.txt"
    lines = []
    for number, raw in enumerate(p.read_text().splitlines(), start=1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        fields = [f.strip() for f in raw.split("|")]
        if len(fields) != 5:
            raise ValueError(f"{p.name}:{number}: expected 5 fields separated by '|', got {len(fields)}")
        ident, place, prefix_text, cont_text, maps_text = fields
        try:
            prefix, end0 = parse_moves(prefix_text)
            if end0 is not None:
                raise ValueError("the prefix cannot end with XW")
            steps, ending = parse_moves(cont_text, len(prefix) % 2)
        except ValueError as err:
            raise ValueError(f"{p.name}:{number} ({ident}): {err}") from err
        maps = tuple(m for m in maps_text.split() if m != "-")
        lines.append(ProofLine(ident, place, prefix, steps, ending, maps))
    return lines


def paper_maps() -> dict[str, dict[str, str]]:
    """psi_1 and psi_2 as maps of point labels, read from :data:`PAPER_MAPS` by ``designs.paratopy``."""
    return {name: dict(g.point_map()) for name, g in paper_autoparatopisms().items()}


def apply_map(line: ProofLine, mapping: Mapping[str, str], name: str) -> ProofLine:
    """The image of a line's continuation (and ending) under a map of the points (the prefix is kept)."""
    def img(s: Step) -> Step:
        return Step(s.player, tuple(mapping[o] for o in s.options), s.forced)

    ending = None if line.ending is None else (mapping[line.ending[0]], mapping[line.ending[1]])
    return ProofLine(f"{name}({line.id})", line.place + f", image under {name}", line.prefix,
                     tuple(img(s) for s in line.steps), ending, ())


# ---------------------------------------------------------------------------------------------- line checks
@dataclass
class LineVerdict:
    """The verdict on one line: ``ok`` when ``problems`` is empty; ``notes`` are remarks that are no error."""

    id: str
    place: str
    text: str
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    final: str = ""

    @property
    def ok(self) -> bool:
        return not self.problems

    def __str__(self) -> str:
        head = f"{'ok  ' if self.ok else 'FAIL'} {self.id}: {self.text}"
        extra = [f"    problem: {p}" for p in self.problems] + [f"    note: {n}" for n in self.notes]
        return "\n".join([head] + extra)


def _names(game: PositionalGame, mask: int) -> str:
    return ", ".join(game.labels[i] for i in _bits(mask)) or "none"


def _double_threat_holds(game: PositionalGame, p: tuple[int, int]) -> tuple[bool, str]:
    """Ophelia to move: does Xeno complete a line at once against every reply? (and why not)."""
    for m in game.moves(p):
        q = game.play(p, m)
        if game.result(q) == 1:
            return False, f"Ophelia wins at once with {game.labels[m]}"
        if not any(game.result(game.play(q, w)) == 0 for w in game.moves(q)):
            return False, f"after Ophelia's {game.labels[m]} Xeno has no immediate win"
    return True, ""


def check_line(game: PositionalGame, line: ProofLine) -> LineVerdict:
    """Check one (expanded) line: legality, forced marks, the ``XW`` ending (see the module docstring)."""
    v = LineVerdict(line.id, line.place, line.text())
    p = game.initial()
    steps = line.prefix + line.steps
    for k, s in enumerate(steps, start=1):
        name = s.move
        who = "Xeno" if s.player == 0 else "Ophelia"
        if name not in game._index:
            v.problems.append(f"move {k} ({name}): no such point")
            return v
        if game.to_move(p) != s.player:
            v.problems.append(f"move {k} ({name}): it is not {who}'s turn")
            return v
        m = game._index[name]
        if game.result(p) is not None:
            v.problems.append(f"move {k} ({name}): the game is already over")
            return v
        if (p[0] | p[1]) >> m & 1:
            v.problems.append(f"move {k} ({name}): the point is already taken")
            return v
        own = game.threats(p, s.player)
        opp = game.threats(p, 1 - s.player)
        if s.forced:
            if m not in opp:
                v.problems.append(f"move {k} ({who}'s {name}) is marked forced but the opponent threatens "
                                  f"{', '.join(game.labels[i] for i in opp) or 'nothing'}")
            elif own:
                v.problems.append(f"move {k} ({who}'s {name}) is marked forced but {who} can win at once "
                                  f"with {', '.join(game.labels[i] for i in own)}")
            elif len(opp) > 1:
                v.problems.append(f"move {k} ({who}'s {name}): the opponent has two threats "
                                  f"({', '.join(game.labels[i] for i in opp)}), the mover loses anyway")
        elif k > len(line.prefix) and opp and m not in opp and not own:
            v.problems.append(f"move {k} ({who}'s {name}) ignores the opponent's threat at "
                              f"{', '.join(game.labels[i] for i in opp)}")
        elif k > len(line.prefix) and m in opp and len(opp) == 1 and not own and s.player == 1:
            v.notes.append(f"move {k} (Ophelia's {name}) is forced but not marked")
        p = game.play(p, m)
        r = game.result(p)
        if r is not None and k < len(steps):
            v.problems.append(f"the game ends after move {k} ({name}) with result {r}")
            return v
    v.final = game.format_sets(p)
    if line.ending is not None:
        x, y = line.ending
        if game.to_move(p) != 1:
            v.problems.append("XW(x, y) needs Ophelia to move")
            return v
        tx = game.threats(p, 0)
        for pt in (x, y):
            if pt not in game._index or game._index[pt] not in tx:
                v.problems.append(f"XW({x}, {y}): Xeno does not threaten {pt} (his threats: "
                                  f"{', '.join(game.labels[i] for i in tx) or 'none'})")
        if x == y:
            v.problems.append(f"XW({x}, {y}) names one point twice")
        to = game.threats(p, 1)
        if to:
            v.problems.append(f"XW({x}, {y}): Ophelia can win at once at {', '.join(game.labels[i] for i in to)}")
        holds, why = _double_threat_holds(game, p)
        if not holds:
            v.problems.append(f"XW({x}, {y}) is not a winning double threat: {why}")
    elif line.steps:
        r = game.result(p)
        if r == 0:
            v.notes.append("the line ends with Xeno's completed line")
        elif game.to_move(p) == 1:
            tx = game.threats(p, 0)
            holds, why = _double_threat_holds(game, p)
            if holds:
                v.problems.append(f"the line gives no ending X_W(x, y); the final position is in fact a "
                                  f"winning double threat at {', '.join(game.labels[i] for i in tx)}")
            else:
                v.problems.append(f"the line gives no ending and the final position is no double threat: {why}")
        else:
            v.problems.append("the line gives no ending")
    return v


# ---------------------------------------------------------------------------------------------- coverage
@dataclass
class CaseVerdict:
    """Coverage of one configuration: gaps (position, missing Ophelia replies), Xeno's alternative moves where
    lines differ (a remark, not an error: the first complete alternative is used), the strategy check."""

    name: str
    lines: int
    gaps: list[str] = field(default_factory=list)
    alternatives: list[str] = field(default_factory=list)
    strategy_size: int = 0
    strategy_depth: int = 0
    strategy_leaves: int = 0
    strategy_error: str = ""

    @property
    def ok(self) -> bool:
        return not self.gaps and not self.strategy_error

    def __str__(self) -> str:
        head = (f"{'ok  ' if self.ok else 'FAIL'} {self.name}: {self.lines} lines; strategy tree "
                f"{self.strategy_size} nodes, longest line {self.strategy_depth} plies from the empty board, "
                f"{self.strategy_leaves} lines of play checked")
        extra = [f"    gap: {g}" for g in self.gaps] + [f"    note: {c}" for c in self.alternatives]
        if self.strategy_error:
            extra.append(f"    strategy: {self.strategy_error}")
        return "\n".join([head] + extra)


def check_case(game: PositionalGame, name: str, lines: Sequence[ProofLine],
               start_steps: Sequence[Step]) -> CaseVerdict:
    """Merge the lines of one configuration into Xeno's strategy, report gaps, replay it against every reply.

    At Xeno's nodes lines may differ (psi-images): each alternative is tried and the first without gaps kept; a line's ``XW`` ending, or its end
    without one, is completed by Xeno's immediate win against each reply where there is one. At Ophelia's
    nodes every legal reply must be answered by some line or lose at once.
    """
    p0 = game.initial()
    for s in start_steps:
        p0 = game.play(p0, game._index[s.move])
    seqs = []
    for line in lines:
        seqs.append([game._index[s.move] for s in line.steps])
    verdict = CaseVerdict(name, len(lines))

    def where(p: tuple[int, int]) -> str:
        return game.format_sets(p)

    def build(p: tuple[int, int], seqs: list[list[int]]) -> tuple[Strategy, list[str]]:
        """Xeno's strategy from p following the lines, and the gaps found (empty when complete)."""
        if game.result(p) is not None:
            return Strategy(), []
        if game.to_move(p) == 0:
            proposals = sorted({s[0] for s in seqs if s})
            wins = [w for w in game.moves(p) if game.result(game.play(p, w)) == 0]
            if wins and (not proposals or proposals[0] not in wins):
                # completing a line (after an XW ending, or a line that stops early)
                return Strategy(move=wins[0], next=Strategy()), []
            if not proposals:
                return Strategy(), [f"at {where(p)} no line gives Xeno a move and he has no immediate win"]
            if len(proposals) > 1:
                verdict.alternatives.append(f"at {where(p)} the lines give Xeno the alternatives "
                                            f"{', '.join(game.labels[i] for i in proposals)}")
            first = None
            for m in proposals:   # any alternative that is complete will do
                sub, gaps = build(game.play(p, m), [s[1:] for s in seqs if s and s[0] == m])
                if not gaps:
                    return Strategy(move=m, next=sub), []
                first = first or (Strategy(move=m, next=sub), gaps)
            return first  # type: ignore[return-value]
        replies = {}
        missing = []
        gaps: list[str] = []
        for m in game.moves(p):
            cont = [s[1:] for s in seqs if s and s[0] == m]
            q = game.play(p, m)
            if not cont and game.result(q) is None and not any(
                    game.result(game.play(q, w)) == 0 for w in game.moves(q)):
                missing.append(m)
                continue
            replies[m], sub_gaps = build(q, cont)
            gaps += sub_gaps
        if missing:
            gaps.append(f"at {where(p)} Ophelia's replies {', '.join(game.labels[i] for i in missing)} "
                        "are answered by no line and do not lose at once")
        return Strategy(replies=replies), gaps

    tree, verdict.gaps = build(p0, seqs)
    verdict.strategy_size = tree.size()
    verdict.strategy_depth = len(start_steps) + _depth(tree)
    if not verdict.gaps:
        try:
            verdict.strategy_leaves = check_strategy(game, tree, 0, "win", p0)
        except StrategyError as err:
            verdict.strategy_error = str(err)
    return verdict


def _depth(tree: Strategy) -> int:
    """Plies on the longest line of a strategy tree."""
    best, stack = 0, [(tree, 0)]
    while stack:
        node, d = stack.pop()
        best = max(best, d)
        if node.next is not None:
            stack.append((node.next, d + 1))
        stack.extend((sub, d + 1) for sub in node.replies.values())
    return best


def check_opening(game: PositionalGame) -> list[str]:
    """Check the "without loss of generality" steps of the opening by orbits of Aut(pi_4).

    The orbits are those of setwise stabilisers of the positions in the automorphism group of the game's
    points and lines (:meth:`designs.IncidenceStructure.orbits_outside`, nauty).

    Returns the findings as sentences (each states a fact that was computed; a failure says FAIL).
    """
    structure = _structure(game)
    idx = game._index
    out = []

    def orbits_of_free(x: Iterable[str], o: Iterable[str]) -> list[list[str]]:
        return sorted((list(orb) for orb in structure.orbits_outside(x, o)), key=lambda o: (len(o), o))

    orb = orbits_of_free([], [])
    out.append(f"{'ok' if len(orb) == 1 else 'FAIL'}: Aut(pi_4) (order {structure.automorphism_group().order()}) "
               f"is transitive on the 16 points, so Xeno's first move is r1 without loss of generality "
               f"({len(orb)} orbit)")
    orb = orbits_of_free(["r1"], [])
    out.append(f"{'ok' if len(orb) == 1 else 'FAIL'}: the stabiliser of r1 has {len(orb)} orbit(s) on the other "
               f"15 points, so Ophelia's reply is r2 without loss of generality")
    orb = orbits_of_free(["r1", "r3"], ["r2"])
    sizes = sorted(len(o) for o in orb)
    ok = sizes == [1, 12] and ["r4"] in orb
    out.append(f"{'ok' if ok else 'FAIL'}: after r1 (r2) r3 Ophelia's replies fall into orbits of sizes "
               f"{sizes} ({' | '.join(','.join(o) if len(o) < 5 else o[0] + ',...' for o in orb)}): r4, or a "
               f"point off the row block, labelled c1")
    orb = orbits_of_free(["r1", "r3"], ["r2", "r4"])
    ok = sorted(len(o) for o in orb) == [12]
    out.append(f"{'ok' if ok else 'FAIL'}: after r1 (r2) r3 (r4) the 12 points off the row block form "
               f"{len(orb)} orbit(s) of the stabiliser, so Xeno's c1 is without loss of generality")
    line = next(pts for pts in game.line_points if {idx["r2"], idx["c1"]} <= set(pts))
    rest = sorted(game.labels[i] for i in line if game.labels[i] not in ("r2", "c1"))
    orb = orbits_of_free(["r1", "r3"], ["r2", "c1"])
    together = any(set(rest) <= set(o) for o in orb)
    out.append(f"{'ok' if together else 'FAIL'}: after r1 (r2) r3 (c1) the two other points {', '.join(rest)} of "
               f"the line through r2, c1 are {'in one orbit' if together else 'in different orbits'} of the "
               f"stabiliser, so Xeno's alpha2 (and the label beta4 of the fourth point) is without loss of generality")
    for x, o, label in ((["r1", "r3", "c1"], ["r2", "r4"], "case 1"), (["r1", "r3", "alpha2"], ["r2", "c1"], "case 2")):
        stab = _set_stabiliser(structure, x, o)
        orb = orbits_of_free(x, o)
        out.append(f"{label} X=({', '.join(x)}), O=({', '.join(o)}): the stabiliser in Aut(pi_4) has order "
                   f"{stab.order()} and {len(orb)} orbits on Ophelia's 11 replies: "
                   + " | ".join(",".join(v) for v in orb))
    return out


def _structure(game: PositionalGame) -> IncidenceStructure:
    """The game's points (labels) and lines as an incidence structure."""
    return IncidenceStructure(game.labels, [game.line_points[k] for k in range(len(game.lines))], by="indices")


def _set_stabiliser(structure: IncidenceStructure, x: Iterable[str], o: Iterable[str]) -> Any:
    """The automorphisms mapping Xeno's points onto Xeno's and Ophelia's onto Ophelia's (nauty)."""
    return structure.setwise_stabilizer(x, o)


def _map_is_automorphism(game: PositionalGame, mapping: Mapping[str, str]) -> bool:
    idx = game._index
    lines = {frozenset(game.line_points[k]) for k in range(len(game.lines))}
    return all(frozenset(idx[mapping[game.labels[i]]] for i in L) in lines for L in lines)


def check_paper_proof(game: PositionalGame | None = None, lines: Sequence[ProofLine] | None = None,
                      maps: Mapping[str, Mapping[str, str]] | None = None) -> dict[str, Any]:
    """Check the whole proof of Theorem 2.1: every line (and its psi-images), the maps, coverage per case.

    Returns
    -------
    dict
        ``"lines"``: list of :class:`LineVerdict` (every expanded line and image); ``"maps"``: findings on
        psi_1, psi_2; ``"cases"``: :class:`CaseVerdict` for case 1 (with the stated images only, and closed
        under the group the maps generate) and case 2; ``"opening"``: the orbit checks of the opening.
    """
    game = game if game is not None else pi4_game()
    lines = list(lines) if lines is not None else load_proof_lines()
    maps = dict(maps) if maps is not None else paper_maps()
    report: dict[str, Any] = {"lines": [], "maps": [], "cases": [], "opening": check_opening(game)}
    config1 = {"r1", "r3", "c1"}, {"r2", "r4"}
    for name, mp in sorted(maps.items()):
        auto = _map_is_automorphism(game, mp)
        fixes = {mp[a] for a in config1[0]} == config1[0] and {mp[a] for a in config1[1]} == config1[1]
        report["maps"].append(f"{'ok' if auto and fixes else 'FAIL'}: {name} = {PAPER_MAPS.get(name, '')} is "
                              f"{'an' if auto else 'NOT an'} automorphism of pi_4 and "
                              f"{'fixes' if fixes else 'does NOT fix'} X={{r1,r3,c1}}, O={{r2,r4}}")
    by_case: dict[tuple, list[ProofLine]] = {}
    stated: dict[tuple, list[ProofLine]] = {}
    for line in lines:
        for ex in line.expand():
            images = [ex] + [apply_map(ex, maps[mn], mn) for mn in ex.maps]
            for img in images:
                report["lines"].append(check_line(game, img))
                if img.steps and img.prefix and line.id.startswith(("s2.case", "t7", "t9")):
                    stated.setdefault(tuple(s.move for s in img.prefix), []).append(img)
            if ex.maps and ex.steps:
                by_case.setdefault(tuple(s.move for s in ex.prefix), []).append(ex)
    for prefix, case_lines in stated.items():
        steps = [Step(k % 2, (mv,)) for k, mv in enumerate(prefix)]
        label = "case 1" if "r4" in prefix else "case 2"
        report["cases"].append(check_case(game, f"{label} (lines and their stated psi-images)", case_lines, steps))
        base = by_case.get(prefix)
        if base:
            closure = _closure(maps.values())
            closed = []
            for ex in base:
                for k, mp in enumerate(closure):
                    closed.append(apply_map(ex, mp, f"g{k}"))
            report["cases"].append(check_case(
                game, f"{label} (closed under the group generated by {', '.join(sorted(maps))}, "
                      f"order {len(closure)})", closed, steps))
    return report


def _closure(maps: Iterable[Mapping[str, str]]) -> list[dict[str, str]]:
    """All compositions of the maps (the group they generate), the identity first."""
    gens = [dict(m) for m in maps]
    labels = sorted(gens[0]) if gens else []
    identity = {a: a for a in labels}
    seen = {tuple(sorted(identity.items())): identity}
    frontier = [identity]
    while frontier:
        nxt = []
        for g in frontier:
            for h in gens:
                gh = {a: h[g[a]] for a in labels}
                key = tuple(sorted(gh.items()))
                if key not in seen:
                    seen[key] = gh
                    nxt.append(gh)
        frontier = nxt
    return list(seen.values())
