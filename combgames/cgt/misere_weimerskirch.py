"""Misere quotients of heaps 1..n as finitely presented commutative monoids, finite or infinite (after Weimerskirch).

Definitions. A sum of heaps from the live heaps ``h_1 < ... < h_r`` of a take-and-break code (heaps without a move
are the game 0 and are left out) is its vector of counts x in N^r; its *weight* is its number of tokens. The
misere quotient Q (Plambeck and Siegel [1]_; :mod:`combgames.cgt.misere`) is N^r modulo the congruence
x == y iff ``o(x + z) = o(y + z)`` for every z, o the misere outcome. Every finitely generated commutative monoid
is finitely presented (Redei's theorem), so Q is, even when it is infinite: a finite set of relations
``l = m`` generates the congruence. Each relation is oriented from the larger to the smaller monomial in the
order *by weight, then colexicographic* (the count of the largest heap most significant), a monomial order;
the relations used here are the *minimal* ones (every proper divisor of ``l`` is a normal form), a rewriting
system whose irreducible monomials are the *normal forms*. A relation ``t + v = t`` (the right side divides the
left) says that the outcome of a sum does not change when v is added once it contains t: *periodic* when v is a
multiple of one heap (``a^(r+d) = a^r``: Weimerskirch's preperiod r and period d in the number of copies of a
heap), *diagonal* when v involves several heaps (the case that makes a quotient infinite, [2]_).

Algorithm (reconstructed from the summary of [2]_ and the statement of its abstract; the paper itself was not
read, see below; the construction and the checks are this module's own):

1. *Outcomes.* The misere outcome of every sum of weight at most B, one pass over the sums in colexicographic
   rank order (options have smaller ranks), compiled (:mod:`combgames.cgt.misere_weimerskirch_kernels`).
2. *Candidate presentation.* The monomials are visited by weight, each one not divisible by a leading monomial
   found so far compared with the normal forms before it by its outcomes plus every test sum of weight at most
   ``B - weight`` from a test family (every sum of a few tokens, and deep sums: multiples of one or two heaps,
   alone and plus a few tokens; these reach the multiples that only many copies of another heap tell apart).
   Equal outcomes give a relation, new ones a normal form. A test family bounded by the table can accept a
   false relation; when two relations of a critical pair (below) lead to two normal forms that a test sum tells
   apart, one of them is false: both are tested on *every* sum the table holds, a relation that fails there is
   refuted (when both pass, the one with the heavier lead, compared on fewer tests), and the search is run again
   with that lead taken as a normal form (``refuted``); when no test tells them apart, they are equated in the
   next round (``equated``).
3. *Check.* The rewriting system is confluent iff every critical pair (the least common multiple of two leading
   monomials, rewritten both ways) meets (Newman's lemma with the critical-pair lemma for commutative monoid
   presentations): checked, so the normal form of a monomial is well defined and the presented monoid is
   N^r modulo the congruence the relations generate. Then every sum of weight at most B is mapped to its normal
   form by one compiled pass (a sum's normal form is that of its normal form without one heap, times that heap)
   and its outcome compared with that of its normal form: where all agree, every relation holds on every sum
   of weight at most B, and the presented monoid predicts every misere outcome to that weight. The outcomes are
   exact, so normal forms told apart by some test are distinct elements of Q: a *proved* lower bound on the order of Q.
4. *Finite case.* When a power of every heap is a leading monomial, the normal forms are finitely many; their
   multiplication table is then handed to the proof of :mod:`combgames.cgt.misere` (the outcome condition on
   every state of a sum), which proves the quotient for all sums, and minimised to Q.

So a finite quotient comes out *proved*; an infinite one comes out as a presentation *checked* on every sum up to
the stated weight, with its normal forms to a smaller weight proved pairwise distinct. That the relations hold
beyond the checked weight, and so that Q is infinite, is not proved here.

Sources. [2]_ was not read: only its abstract (Cambridge Core page: "This paper examines the periodicity of
outcomes when changing the number of heaps of various sizes. The quotient monoid for misere 0.3122 up to heaps
of size 7 is found. It is the first example of an infinite misere quotient monoid.") and a summary of it
(grokipedia, "Indistinguishability quotient": preperiods r_n and periods d_n of the outcomes of k heaps of size n,
relations ``a^(r+d) = a^r``, colexicographic order, "diagonal" relations such as ``o(G) = o(G + 2 H4 + 2 H5)``
for large heap counts). Its presentation of 0.3122 was not seen, so nothing here is compared with it.

References
----------
.. [1] T. E. Plambeck and A. N. Siegel, "Misere quotients for impartial games", J. Combin. Theory Ser. A 115
   (2008) 593-622, arXiv:math/0609825.
.. [2] M. Weimerskirch, "An algorithm for computing indistinguishability quotients in misere impartial
   combinatorial games", in *Games of No Chance 4*, MSRI Publ. 63 (2015) 267-278.

Examples
--------
>>> from combgames.cgt.misere_weimerskirch import weimerskirch_quotient
>>> q = weimerskirch_quotient("0.75", 6, total=36)
>>> q.finite, q.order, q.proved
(True, 8, True)
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from itertools import combinations
from typing import Iterable, Sequence

import numpy as np

from combgames.base.checks import check_int
from combgames.base.kernels import kernel, resolve_backend
from combgames.cgt.misere_weimerskirch_kernels import (class_block, first_difference, outcome_block,
                                                       outcomes_of_sums, rank_of)
from combgames.games.heaps import OctalCode

__all__ = ["OutcomeTable", "PresentedQuotient", "RewritingSystem", "check_presentation", "outcome_table",
           "sums_by_weight", "weimerskirch_quotient"]

BLOCK = 1 << 21
"""Ranks per kernel call (well under a second each)."""


# ---------------------------------------------------------------------------------------------- outcomes
@dataclass(frozen=True)
class OutcomeTable:
    """The misere outcome of every sum of the live heaps up to ``heaps`` with at most ``total`` tokens.

    Attributes
    ----------
    rule : str
    heaps : int
    kinds : tuple of int
        The live heap sizes (the heaps with a move), the coordinates of a count vector.
    total : int
        B: the largest weight of a sum in the table.
    p : numpy.ndarray
        ``p[rank]``: 1 when the sum of that colexicographic rank is a misere P-position.
    cpu_seconds : float
    """

    rule: str
    heaps: int
    kinds: tuple
    total: int
    weights: np.ndarray = field(repr=False)
    cumulative: np.ndarray = field(repr=False)
    moves: np.ndarray = field(repr=False)
    p: np.ndarray = field(repr=False)
    cpu_seconds: float = 0.0
    backend: str = "python"

    @property
    def size(self) -> int:
        """The number of sums in the table."""
        return int(self.p.shape[0])

    def counts(self, heaps: Iterable[int]) -> np.ndarray:
        """The count vector of a sum given as heap sizes (heaps without moves dropped)."""
        x = np.zeros(len(self.kinds), dtype=np.int64)
        index = {h: i for i, h in enumerate(self.kinds)}
        for h in heaps:
            if not isinstance(h, (int, np.integer)) or not 0 <= h <= self.heaps:
                raise ValueError(f"heap sizes must be integers in 0..{self.heaps}, not {h!r}")
            if h in index:
                x[index[h]] += 1
        return x

    def weight(self, x: Sequence[int]) -> int:
        """The number of tokens of the count vector x."""
        return int(sum(int(c) * w for c, w in zip(x, self.kinds)))

    def is_p(self, x: Sequence[int]) -> bool:
        """Whether the sum with count vector x (weight at most ``total``) is a misere P-position."""
        r = rank_of(np.asarray(x, dtype=np.int64), self.weights, self.cumulative, self.total)
        if r < 0:
            raise ValueError(f"the sum {list(x)} has more than {self.total} tokens (the table's bound)")
        return bool(self.p[r])

    def outcome(self, heaps: Iterable[int]) -> str:
        """``"P"`` or ``"N"``: the misere outcome of the sum of the given heaps."""
        return "P" if self.is_p(self.counts(heaps)) else "N"

    def separating_sum(self, x: Sequence[int], y: Sequence[int]) -> tuple | None:
        """A sum z (count vector) with ``x + z`` and ``y + z`` of different outcomes, among *all* sums that keep
        both inside the table (the first in colexicographic order), or None when none does."""
        limit = self.total - max(self.weight(x), self.weight(y))
        if limit < 0:
            raise ValueError("x or y is heavier than the table's bound")
        z = np.zeros(len(self.kinds), dtype=np.int64)
        found = kernel(first_difference, self.backend)(self.p, self.weights, self.cumulative, self.total,
                                                       np.asarray(x, dtype=np.int64), np.asarray(y, dtype=np.int64),
                                                       limit, z)
        return tuple(int(c) for c in z) if found else None

    def outcomes(self, x: Sequence[int], tests: np.ndarray) -> np.ndarray:
        """The outcomes (1 P, 0 N, 2 beyond the table) of x plus each row of ``tests``."""
        out = np.zeros(tests.shape[0], dtype=np.uint8)
        kernel(outcomes_of_sums, self.backend)(self.p, self.weights, self.cumulative, self.total,
                                                    np.asarray(x, dtype=np.int64), tests, out)
        return out


def _live(code: OctalCode, heaps: int) -> list[int]:
    return [h for h in range(1, heaps + 1) if code.options(h)]


def outcome_table(code: str | OctalCode, heaps: int, total: int, *, backend: str = "auto") -> OutcomeTable:
    """The misere outcomes of every sum of heaps of at most ``heaps`` tokens each, ``total`` tokens in all.

    Examples
    --------
    >>> t = outcome_table("0.[3]", 3, 12)            # misere Nim
    >>> t.outcome([1]), t.outcome([1, 1]), t.outcome([2, 2]), t.outcome([1, 2, 3])
    ('P', 'N', 'P', 'P')
    """
    c = code if isinstance(code, OctalCode) else OctalCode(code)
    n = check_int(heaps, "heaps", minimum=1)
    budget = check_int(total, "total", minimum=0)
    used = resolve_backend(backend)
    live = _live(c, n)
    if not live:
        raise ValueError(f"{c}: no heap up to {n} has a move")
    kind = {h: i for i, h in enumerate(live)}
    r = len(live)
    weights = np.array(live, dtype=np.int64)
    cumulative = np.zeros((r, budget + 1), dtype=np.int64)
    below = np.ones(budget + 1, dtype=np.int64)
    for i, w in enumerate(live):
        for b in range(budget + 1):
            cumulative[i, b] = below[b] + (cumulative[i, b - w] if b >= w else 0)
        below = cumulative[i].copy()
    options = {h: sorted({tuple(sorted(kind[p] for p in o if p in kind)) for o in c.options(h)}) for h in live}
    width = max([len(o) for h in live for o in options[h]] + [1])
    moves = np.full((r, max(len(v) for v in options.values()) + 1, width), -2, dtype=np.int64)
    for h in live:
        for m, o in enumerate(options[h]):
            moves[kind[h], m, :] = -1
            moves[kind[h], m, :len(o)] = o
    size = int(below[budget])
    p = np.zeros(size, dtype=np.uint8)
    x = np.zeros(r, dtype=np.int64)
    run = kernel(outcome_block, used)
    cpu0 = time.process_time()
    done = 0
    while done < size:
        done += run(weights, cumulative, budget, moves, x, done, min(size, done + BLOCK), p)
    return OutcomeTable(str(c), n, tuple(live), budget, weights, cumulative, moves, p,
                        time.process_time() - cpu0, used)


def sums_by_weight(kinds: Sequence[int], total: int) -> tuple[np.ndarray, np.ndarray]:
    """Every count vector over ``kinds`` (heap sizes) of weight at most ``total``, sorted by weight (stable), and
    the weights."""
    rows = np.zeros((1, 0), dtype=np.int16)
    wt = np.zeros(1, dtype=np.int64)
    for w in kinds:
        parts, pw = [], []
        for c in range(total // w + 1):
            keep = wt + c * w <= total
            parts.append(np.hstack([rows[keep], np.full((int(keep.sum()), 1), c, dtype=np.int16)]))
            pw.append(wt[keep] + c * w)
        rows, wt = np.vstack(parts), np.concatenate(pw)
    order = np.argsort(wt, kind="stable")
    return rows[order], wt[order]


def _test_family(kinds: Sequence[int], total: int, depth: int, deep: int) -> np.ndarray:
    """Test sums sorted by weight: every sum of at most ``depth`` tokens, and every sum of multiples of one or
    two heaps (at most ``total`` tokens) plus at most ``deep`` tokens."""
    small, _ = sums_by_weight(kinds, depth)
    extra, _ = sums_by_weight(kinds, deep)
    r = len(kinds)
    w = np.array(kinds, dtype=np.int64)
    rows = [small]
    for i, j in [(i, j) for i in range(r) for j in range(i, r)]:
        pairs = [(a, b) for a in range(total // w[i] + 1) for b in range(total // w[j] + 1) if i != j or b == 0]
        base = np.zeros((len(pairs), r), dtype=np.int16)
        for t, (a, b) in enumerate(pairs):
            base[t, i] += a
            base[t, j] += b
        rows.append((base[:, None, :] + extra[None, :, :]).reshape(-1, r))
    tests = np.unique(np.vstack(rows), axis=0)
    weight = tests.astype(np.int64) @ w
    keep = weight <= total
    tests, weight = tests[keep], weight[keep]
    order = np.argsort(weight, kind="stable")
    return tests[order].astype(np.int64), weight[order]


# ---------------------------------------------------------------------------------------------- rewriting
@dataclass(frozen=True)
class RewritingSystem:
    """Relations ``lead -> value`` between count vectors over ``kinds`` (the minimal non-normal monomials and
    their normal forms), leads larger than values in the order by weight, then colexicographic."""

    kinds: tuple
    relations: tuple

    def weight(self, x: Sequence[int]) -> int:
        return int(sum(int(c) * w for c, w in zip(x, self.kinds)))

    def reducible(self, x: Sequence[int]) -> bool:
        """Whether some leading monomial divides x."""
        return any(all(a >= b for a, b in zip(x, lead)) for lead, _ in self.relations)

    def normal_form(self, x: Sequence[int]) -> tuple:
        """The irreducible monomial that x rewrites to (unique when the system is confluent)."""
        y = list(int(c) for c in x)
        changed = True
        while changed:
            changed = False
            for lead, value in self.relations:
                if all(a >= b for a, b in zip(y, lead)):
                    y = [a - b + c for a, b, c in zip(y, lead, value)]
                    changed = True
                    break
        return tuple(y)

    def critical_pairs(self) -> list[tuple]:
        """The critical pairs that do not meet: ``(lcm, form one way, form the other)``; empty iff confluent."""
        bad = []
        for (l1, v1), (l2, v2) in combinations(self.relations, 2):
            if not any(a and b for a, b in zip(l1, l2)):
                continue                      # disjoint leads commute
            m = tuple(max(a, b) for a, b in zip(l1, l2))
            f1 = self.normal_form([a - b + c for a, b, c in zip(m, l1, v1)])
            f2 = self.normal_form([a - b + c for a, b, c in zip(m, l2, v2)])
            if f1 != f2:
                bad.append((m, f1, f2))
        return bad

    def normal_forms(self, weight: int) -> list[tuple]:
        """Every irreducible monomial of weight at most ``weight``, by weight, then colexicographic."""
        r = len(self.kinds)
        forms = [tuple([0] * r)]
        by_weight: dict = {0: [forms[0]]}
        for w in range(1, weight + 1):
            level = set()
            for i, k in enumerate(self.kinds):
                for y in by_weight.get(w - k, []):
                    x = list(y)
                    x[i] += 1
                    if not self.reducible(x):
                        level.add(tuple(x))
            by_weight[w] = sorted(level, key=lambda v: v[::-1])
            forms.extend(by_weight[w])
        return forms

    def bounded_kinds(self) -> tuple:
        """The heaps a power of which is a leading monomial (their counts in normal forms are bounded)."""
        out = []
        for i, k in enumerate(self.kinds):
            if any(lead[i] and sum(1 for c in lead if c) == 1 for lead, _ in self.relations):
                out.append(k)
        return tuple(out)

    def kind_of(self, lead: Sequence[int], value: Sequence[int]) -> str:
        """``"periodic"`` (value divides lead, the quotient a multiple of one heap), ``"diagonal"`` (value
        divides lead, several heaps) or ``"other"``."""
        diff = [a - b for a, b in zip(lead, value)]
        if min(diff) < 0:
            return "other"
        return "periodic" if sum(1 for d in diff if d) == 1 else "diagonal"

    def word(self, x: Sequence[int]) -> str:
        """x as heaps with exponents, e.g. ``"2 5^3 7"`` (``"0"`` for the empty sum)."""
        return " ".join(f"{k}^{c}" if c > 1 else f"{k}" for k, c in zip(self.kinds, x) if c) or "0"

    def text(self) -> str:
        return "; ".join(f"{self.word(a)} = {self.word(b)}" for a, b in self.relations)


def _find_relations(table: OutcomeTable, weight: int, tests: np.ndarray, test_weight: np.ndarray,
                    max_forms: int, forbidden: frozenset = frozenset(),
                    forced: dict | None = None) -> tuple[RewritingSystem, int]:
    """Step 2 of the module docstring: the minimal relations and normal forms up to ``weight``; the monomials in
    ``forbidden`` are taken as new normal forms whatever their outcomes (a relation they gave was refuted), those
    in ``forced`` rewritten to their value there (a critical pair equated them and no test tells them apart)."""
    forced = forced or {}
    kinds = table.kinds
    r = len(kinds)
    upto = np.searchsorted(test_weight, np.arange(table.total + 1), side="right")
    zero = tuple([0] * r)
    signatures = {zero: table.outcomes(zero, tests[:upto[table.total]])}
    forms = [zero]
    by_weight: dict = {0: [zero]}
    relations: list = []
    system = RewritingSystem(tuple(kinds), ())
    for w in range(1, weight + 1):
        length = int(upto[table.total - w])
        index: dict = {}
        for y in forms:
            index.setdefault(signatures[y][:length].tobytes(), y)
        level = set()
        for i, k in enumerate(kinds):
            for y in by_weight.get(w - k, []):
                x = list(y)
                x[i] += 1
                level.add(tuple(x))
        new = []
        for x in sorted(level, key=lambda v: v[::-1]):
            if system.reducible(x):
                continue
            if x in forced and not system.reducible(forced[x]):
                relations.append((x, forced[x]))
                system = RewritingSystem(tuple(kinds), tuple(relations))
                continue
            s = table.outcomes(x, tests[:length])
            y = index.get(s.tobytes())
            if y is None or x in forbidden:
                signatures[x] = s
                index.setdefault(s.tobytes(), x)
                new.append(x)
            else:
                relations.append((x, y))
                system = RewritingSystem(tuple(kinds), tuple(relations))
        by_weight[w] = new
        forms.extend(new)
        if len(forms) > max_forms:
            raise ValueError(f"more than max_forms={max_forms} normal forms up to weight {w}")
    return system, len(forms)


# ---------------------------------------------------------------------------------------------- result
@dataclass(frozen=True)
class PresentedQuotient:
    """A presentation of the misere quotient of the heaps 1..N of a code, found and checked as in the module
    docstring.

    Attributes
    ----------
    rule : str
    heaps : int
    system : RewritingSystem
        Generators (the live heaps) and relations.
    search_weight : int
        The relations were searched among the monomials of at most this many tokens.
    total : int
        B: the outcome table's bound; the check covers every sum of at most B tokens.
    confluent : bool
        Every critical pair of the relations meets.
    checked : int
        The number of sums (all of weight at most B) whose outcome agrees with that of their normal form;
        ``checked == sums`` when all agree.
    sums : int
    first_failure : tuple or None
        The count vector of the first sum (colexicographic) whose outcome differs from its normal form's.
    distinct_weight : int
        The normal forms of at most this many tokens were compared on test sums.
    distinct : int
        How many of them were told apart pairwise (a proved lower bound on the order of the quotient).
    forms_by_weight : tuple of int
        ``forms_by_weight[w]``: the number of normal forms of weight at most w (w <= ``total``).
    p_forms : tuple
        The normal forms of at most ``distinct_weight`` tokens that are misere P-positions.
    finite : bool
        A power of every heap is a leading monomial: finitely many normal forms.
    order : int or None
        The order of the quotient when finite (after the proof's minimisation), else None.
    proved : bool
        Finite, and the outcome condition holds on every state of a sum (:mod:`combgames.cgt.misere`).
    proof : str
    cpu_seconds : dict
        By phase: ``table``, ``search``, ``check``, ``distinct``, ``proof``.
    refuted : tuple
        Leads of relations the tests accepted but a critical pair refuted (taken as normal forms).
    equated : tuple
        Monomials a critical pair equated with a lighter normal form that no test tells apart from it.
    """

    rule: str
    heaps: int
    system: RewritingSystem
    search_weight: int
    total: int
    confluent: bool
    checked: int
    sums: int
    first_failure: tuple | None
    distinct_weight: int
    distinct: int
    forms_by_weight: tuple = field(repr=False)
    p_forms: tuple = field(repr=False)
    finite: bool = False
    order: int | None = None
    proved: bool = False
    proof: str = ""
    cpu_seconds: dict = field(default_factory=dict)
    refuted: tuple = ()
    equated: tuple = ()

    @property
    def relations(self) -> tuple:
        return self.system.relations

    @property
    def agrees(self) -> bool:
        """The presented monoid predicts the outcome of every sum of at most ``total`` tokens."""
        return self.confluent and self.checked == self.sums

    def relation_kinds(self) -> dict:
        """How many relations are periodic, diagonal and other (:meth:`RewritingSystem.kind_of`)."""
        out = {"periodic": 0, "diagonal": 0, "other": 0}
        for lead, value in self.relations:
            out[self.system.kind_of(lead, value)] += 1
        return out

    def outcome(self, heaps: Iterable[int]) -> str:
        """The misere outcome (``"P"``/``"N"``) of a sum of heaps, read off its normal form (known for the normal
        forms of at most ``distinct_weight`` tokens)."""
        kinds = {k: i for i, k in enumerate(self.system.kinds)}
        x = [0] * len(kinds)
        for h in heaps:
            if not isinstance(h, (int, np.integer)) or not 0 <= h <= self.heaps:
                raise ValueError(f"heap sizes must be integers in 0..{self.heaps}, not {h!r}")
            if h in kinds:
                x[kinds[h]] += 1
        form = self.system.normal_form(x)
        if self.system.weight(form) > self.distinct_weight:
            raise ValueError(f"the normal form {self.system.word(form)} has more than {self.distinct_weight} tokens "
                             "(its outcome was not recorded)")
        return "P" if form in set(self.p_forms) else "N"

    def absorbers(self, added: Iterable[int], weight: int) -> list[tuple]:
        """The least normal forms t (of at most ``weight`` tokens) with ``t + added == t`` in the presented
        monoid: the relations ``t + v = t`` it implies for the sum v of the heaps ``added`` (periodic when v is
        copies of one heap, diagonal otherwise)."""
        kinds = {k: i for i, k in enumerate(self.system.kinds)}
        v = [0] * len(kinds)
        for h in added:
            v[kinds[h]] += 1
        found: list = []
        for t in self.system.normal_forms(weight):
            if any(all(a >= b for a, b in zip(t, u)) for u in found):
                continue
            if self.system.normal_form([a + b for a, b in zip(t, v)]) == t:
                found.append(t)
        return found

    def presentation(self) -> str:
        """``<heaps | relations>`` in the heaps' sizes."""
        return f"<{', '.join(str(k) for k in self.system.kinds)} | {self.system.text()}>"

    def statement(self) -> str:
        kinds = self.relation_kinds()
        head = (f"{self.rule}, heaps 1..{self.heaps}: {len(self.relations)} relations ({kinds['periodic']} periodic, "
                f"{kinds['diagonal']} diagonal, {kinds['other']} other) found among the sums of at most "
                f"{self.search_weight} tokens" + (f" ({len(self.refuted)} refuted, {len(self.equated)} added by "
                                                  "critical pairs)" if self.refuted or self.equated else "") + "; ")
        check = (f"confluent, and the normal form predicts the misere outcome of all {self.sums:,} sums of at most "
                 f"{self.total} tokens" if self.agrees else
                 f"the check FAILED ({'not confluent' if not self.confluent else f'first failure {self.first_failure}'})")
        if self.finite:
            tail = f"; finite, order {self.order}" + (", proved for every sum" if self.proved else ", proof failed")
        else:
            tail = (f"; normal forms unbounded ({self.forms_by_weight[self.distinct_weight]} of at most "
                    f"{self.distinct_weight} tokens, {self.distinct} of them told apart by exact outcomes: "
                    f"|Q| >= {self.distinct}; not proved beyond {self.total} tokens)")
        return head + check + tail


def check_presentation(table: OutcomeTable, system: RewritingSystem) -> tuple[int, tuple | None]:
    """Step 3 of the module docstring for any confluent system: ``(sums, first failure)``, the number of sums of
    the table whose outcome equals that of their normal form, and the first (colexicographic) that does not
    (None when all agree).

    Raises
    ------
    ValueError
        If the system is not confluent (its normal forms would not be well defined).
    """
    if system.kinds != table.kinds:
        raise ValueError(f"the system's heaps {system.kinds} are not the table's {table.kinds}")
    if system.critical_pairs():
        raise ValueError("the rewriting system is not confluent: some critical pair does not meet")
    checked, failure, _, _ = _check(table, system)
    return checked, failure


def _check(table: OutcomeTable, system: RewritingSystem) -> tuple[int, tuple | None, list, dict]:
    """Step 3: map every sum of the table to its normal form, compare outcomes. Returns (agreeing sums, first
    failure, normal forms, index of each form)."""
    forms = system.normal_forms(table.total)
    index = {f: i for i, f in enumerate(forms)}
    r = len(table.kinds)
    act = np.full((len(forms), r), -1, dtype=np.int32)
    for f, i in index.items():
        wf = system.weight(f)
        for j, k in enumerate(table.kinds):
            if wf + k <= table.total:
                x = list(f)
                x[j] += 1
                act[i, j] = index[system.normal_form(x)]
    ids = np.zeros(table.size, dtype=np.int32)
    run = kernel(class_block, table.backend)
    x = np.zeros(r, dtype=np.int64)
    done = 0
    while done < table.size:
        done += run(table.weights, table.cumulative, table.total, act, x, done, min(table.size, done + BLOCK), ids)
    form_p = np.array([table.is_p(f) for f in forms], dtype=np.uint8)
    good = (ids >= 0) & (form_p[np.maximum(ids, 0)] == table.p)
    failure = None
    if not good.all():
        failure = _unrank(table, int(np.argmin(good)))
    return int(good.sum()), failure, forms, index


def _unrank(table: OutcomeTable, rank: int) -> tuple:
    """The count vector of the given colexicographic rank (the inverse of the kernels' ``rank_of``)."""
    x = [0] * len(table.kinds)
    b = table.total
    cum = table.cumulative
    for i in range(len(table.kinds) - 1, -1, -1):
        w = table.kinds[i]
        c = 0
        while (c + 1) * w <= b and int(cum[i, b]) - int(cum[i, b - (c + 1) * w]) <= rank:
            c += 1
        rank -= int(cum[i, b]) - int(cum[i, b - c * w])
        x[i] = c
        b -= c * w
    return tuple(x)


def _finite_proof(table: OutcomeTable, system: RewritingSystem, forms: list, code: OctalCode,
                  max_states: int) -> tuple[bool, int | None, str]:
    """Step 4: the multiplication table of the finitely many normal forms, proved by the outcome condition of
    :mod:`combgames.cgt.misere` and minimised. Returns (proved, order, statement)."""
    from combgames.cgt import misere as m

    index = {f: i for i, f in enumerate(forms)}
    n = len(forms)
    if any(system.weight(f) * 2 > table.total for f in forms):
        return False, None, "the normal forms are too heavy for the table (a larger total is needed)"
    mult = np.zeros((n, n), dtype=np.int32)
    for i, f in enumerate(forms):
        for j, g in enumerate(forms):
            mult[i, j] = index[system.normal_form([a + b for a, b in zip(f, g)])]
    in_p = np.array([table.is_p(f) for f in forms], dtype=bool)
    kind = {h: i for i, h in enumerate(table.kinds)}
    images = [0] * (table.heaps + 1)
    for h in table.kinds:
        e = [0] * len(table.kinds)
        e[kind[h]] = 1
        images[h] = index[system.normal_form(e)]
    gens = list(table.kinds)
    option_images = {}
    moves = {}
    for h in gens:
        moves[h] = [tuple(sorted(o)) for o in code.options(h)]
        option_images[h] = [m.sum_image(mult, images, [p for p in o if p in kind]) for o in moves[h]]
    for h in range(1, table.heaps + 1):
        moves.setdefault(h, [tuple(sorted(o)) for o in code.options(h)])
    passed, found = m.prove_outcome_condition(mult, in_p, gens, tuple(images), option_images, max_states, str(code),
                             m.heap_heights(moves))
    if not passed:
        return False, None, f"the outcome condition fails at the sum {found}"
    reduced, _, _ = m.outcome_quotient(mult, in_p, tuple(images))
    return True, int(reduced.shape[0]), (f"proved: the outcome condition holds on all {found:,} states of a sum "
                                         f"({n} normal forms, {reduced.shape[0]} elements after merging)")


def _distinct_forms(table: OutcomeTable, system: RewritingSystem, forms: list, tests: np.ndarray,
                    test_weight: np.ndarray, weight: int) -> tuple[tuple, int, tuple]:
    """The normal forms counted by weight; how many classes the forms of at most ``weight`` tokens fall into by
    their exact outcomes on the test sums of at most ``total - weight`` tokens (forms in different classes are
    distinct elements of Q); and those forms that are P-positions."""
    weights = np.sort([system.weight(f) for f in forms])
    by_weight = tuple(int(np.searchsorted(weights, w, side="right")) for w in range(table.total + 1))
    small = [f for f in forms if system.weight(f) <= weight]
    room = np.searchsorted(test_weight, table.total - weight, side="right")
    classes = {table.outcomes(f, tests[:room]).tobytes() for f in small}
    return by_weight, len(classes), tuple(f for f in small if table.is_p(f))


def _complete(table: OutcomeTable, weight: int, tests: np.ndarray, test_weight: np.ndarray, max_forms: int,
              rounds: int) -> tuple[RewritingSystem, tuple, tuple]:
    """The search of step 2, repeated while some critical pair of leads of at most ``weight`` tokens does not
    meet. When a test sum tells its two normal forms apart, one of its two relations is false: each is tested on
    every sum of the table (:meth:`OutcomeTable.separating_sum`), and those that fail are refuted (when both hold
    there, the one with the heavier lead, compared on fewer test sums), their leads taken as normal forms in the
    next round. When no test tells them apart (the search matched the
    heavier form to another one with the same outcomes on its shorter tests), the heavier is equated with the
    lighter in the next round. Returns the system, the refuted leads and the equated forms."""
    upto = np.searchsorted(test_weight, np.arange(table.total + 1), side="right")
    forbidden: set = set()
    forced: dict = {}
    valid: set = set()                        # relations that hold on every sum the table holds

    def key(v):
        return (sum(int(c) * k for c, k in zip(v, table.kinds)), v[::-1])

    for _ in range(rounds):
        system, _ = _find_relations(table, weight, tests, test_weight, max_forms, frozenset(forbidden), forced)
        refute, equate = set(), {}
        for (l1, v1), (l2, v2) in combinations(system.relations, 2):
            m = tuple(max(a, b) for a, b in zip(l1, l2))
            if not any(a and b for a, b in zip(l1, l2)) or system.weight(m) > weight:
                continue
            f1 = system.normal_form([a - b + c for a, b, c in zip(m, l1, v1)])
            f2 = system.normal_form([a - b + c for a, b, c in zip(m, l2, v2)])
            if f1 == f2:
                continue
            room = int(upto[table.total - max(system.weight(f1), system.weight(f2))])
            if not np.array_equal(table.outcomes(f1, tests[:room]), table.outcomes(f2, tests[:room])):
                # one relation is false; test both on every sum the table holds (not only the test family)
                false = [lead for lead, value in ((l1, v1), (l2, v2))
                         if (lead, value) not in valid and table.separating_sum(lead, value) is not None]
                for lead, value in ((l1, v1), (l2, v2)):
                    if lead not in false:
                        valid.add((lead, value))
                refute.update(false or [max((l1, l2), key=key)])
                continue
            small, large = sorted((f1, f2), key=key)
            if large not in forced and large not in forbidden:
                equate[large] = small
        if not refute and not equate:
            break
        forbidden |= refute
        forced.update(equate)
    return system, tuple(sorted(forbidden, key=key)), tuple(sorted(forced, key=key))


def weimerskirch_quotient(code: str | OctalCode, heaps: int, *, total: int, search_weight: int | None = None,
                          depth: int = 12, deep: int = 4, distinct_weight: int | None = None,
                          max_forms: int = 20000, max_states: int = 2 * 10**6, rounds: int = 20,
                          backend: str = "auto") -> PresentedQuotient:
    """The misere quotient of the sums of heaps 1..``heaps`` of ``code`` as a presented monoid (module docstring).

    Parameters
    ----------
    code : str or OctalCode
    heaps : int
        N >= 1.
    total : int
        B: outcomes of every sum of at most B tokens are computed; the check covers all of them.
    search_weight : int, optional
        Relations are searched among the monomials of at most this many tokens (default ``total // 3``); each is
        compared on the test sums of at most ``total - weight`` tokens.
    depth, deep : int
        The test family: every sum of at most ``depth`` tokens, and multiples of one or two heaps plus at most
        ``deep`` tokens.
    distinct_weight : int, optional
        Normal forms of at most this many tokens are told apart on the test sums (default ``total // 2``).
    max_forms, max_states : int
        Refuse more normal forms in the search; the finite proof's limit on states.
    rounds : int
        At most this many rounds of the search, each after refuting relations by critical pairs whose two
        normal forms some test sum tells apart (``refuted`` of the result).

    Returns
    -------
    PresentedQuotient
    """
    c = code if isinstance(code, OctalCode) else OctalCode(code)
    n = check_int(heaps, "heaps", minimum=1)
    budget = check_int(total, "total", minimum=2)
    sw = budget // 3 if search_weight is None else check_int(search_weight, "search_weight", minimum=1,
                                                              maximum=budget)
    dw = budget // 2 if distinct_weight is None else check_int(distinct_weight, "distinct_weight", minimum=0,
                                                                maximum=budget)
    check_int(depth, "depth", minimum=0)
    check_int(deep, "deep", minimum=0)
    cpu: dict = {}
    t0 = time.process_time()
    table = outcome_table(c, n, budget, backend=backend)
    cpu["table"] = time.process_time() - t0
    t0 = time.process_time()
    tests, test_weight = _test_family(table.kinds, budget, depth, deep)
    system, refuted, equated = _complete(table, sw, tests, test_weight, max_forms, rounds)
    cpu["search"] = time.process_time() - t0
    t0 = time.process_time()
    confluent = not system.critical_pairs()
    checked, failure, forms, _ = _check(table, system) if confluent else (0, None, [], {})
    cpu["check"] = time.process_time() - t0
    t0 = time.process_time()
    forms = forms or system.normal_forms(budget)
    forms_by_weight, distinct, p_forms = _distinct_forms(table, system, forms, tests, test_weight, dw)
    cpu["distinct"] = time.process_time() - t0
    finite = set(system.bounded_kinds()) == set(table.kinds)
    proved, order, proof = False, None, ""
    t0 = time.process_time()
    if finite and confluent and checked == table.size:
        all_forms = system.normal_forms(budget)
        proved, order, proof = _finite_proof(table, system, all_forms, c, max_states)
    cpu["proof"] = time.process_time() - t0
    return PresentedQuotient(str(c), n, system, sw, budget, confluent, checked, table.size, failure, dw, distinct,
                             forms_by_weight, p_forms, finite, order, proved, proof, cpu, refuted, equated)
