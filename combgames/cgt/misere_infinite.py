"""Lower bounds on infinite misere quotients: multiples of a heap told apart by explicit test sums.

In the misere quotient Q(A) of the closure A of some heaps (Plambeck and Siegel [1]_, :mod:`combgames.cgt.misere`),
two sums G and H are *distinct* elements as soon as one test sum X of A gives G + X and H + X different misere
outcomes. So sums that are pairwise told apart by exact outcomes (memoised search, :func:`~combgames.cgt.misere.misere_outcome`) give a
*proved lower bound* on the order of Q(A), whatever the rest of the quotient looks like.

A finitely generated commutative monoid is finite iff every generator has finite order (x^i = x^(i+p) for some
i, p >= 1); so an infinite quotient of finitely many heaps has a heap whose multiples k * h, k = 0, 1, 2, ..., are
pairwise distinct. :func:`separate_multiples` tests the multiples k * h (k = 0..K) against the test sums
``b * probe + s`` (b copies of a probe heap plus a small sum s) and returns the classes of equal outcomes with a
witness for each pair told apart: a lower bound of K + 1 when all are apart. :func:`first_p_copies` gives the
invariant behind such a separation, the least b for which ``k * h + b * probe + extra`` is a P-position.

This is *evidence* that a quotient is infinite (a lower bound growing with K). A finite presentation of such a
quotient, after Weimerskirch [2]_, is found and checked to a bound by :mod:`combgames.cgt.misere_weimerskirch`.
For the octal game 0.3122 the quotient of the heaps 1..6 is finite (52 elements, proved by
:func:`~combgames.cgt.misere.misere_quotient`), and with heap 7 the multiples of heaps 5 and 7 come apart:

>>> from combgames.cgt.misere_infinite import separate_multiples
>>> sep = separate_multiples("0.3122", 7, heap=5, copies=5, depth=2)
>>> sep.lower_bound, sep.all_apart
(6, True)

References
----------
.. [1] T. E. Plambeck and A. N. Siegel, "Misere quotients for impartial games", J. Combin. Theory Ser. A 115
   (2008) 593-622, arXiv:math/0609825.
.. [2] M. Weimerskirch, "An algorithm for computing indistinguishability quotients in misere impartial
   combinatorial games", Games of No Chance 4, MSRI Publ. 63 (2015) 267-278 (the infinite quotient of 0.3122;
   only its abstract was read).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from combgames.base.checks import check_int
from combgames.cgt.misere import misere_outcome
from combgames.cgt.misere_chart import sums_up_to
from combgames.games.heaps import OctalCode

__all__ = ["MultipleSeparation", "first_p_copies", "separate_multiples"]


@dataclass(frozen=True)
class MultipleSeparation:
    """The multiples k * heap (k = 0..copies) of a heap game, compared by exact misere outcomes on test sums.

    Attributes
    ----------
    rule : str
    heaps : int
        N: every heap in the sums is at most N (the quotient bounded is that of the heaps 1..N).
    heap : int
        h, the heap whose multiples are compared.
    copies : int
        K: the multiples 0 * h .. K * h.
    probe, probe_copies, depth : int
        The test sums: ``b * probe + s`` for b = 0..probe_copies and s every sum of at most ``depth`` tokens.
    classes : tuple of int
        ``classes[k]``: the least k' with the same outcomes as k on every test sum (k itself when new).
    witnesses : dict
        ``{(i, j): X}`` for each pair i < j told apart: a test sum X with ``i * h + X`` and ``j * h + X`` of
        different misere outcomes.
    tests : int
        The number of test sums.
    cpu_seconds : float
    """

    rule: str
    heaps: int
    heap: int
    copies: int
    probe: int
    probe_copies: int
    depth: int
    classes: tuple
    witnesses: dict
    tests: int
    cpu_seconds: float

    @property
    def lower_bound(self) -> int:
        """The number of multiples pairwise told apart: a proved lower bound on the order of the quotient."""
        return len(set(self.classes))

    @property
    def all_apart(self) -> bool:
        """Whether every two multiples 0..K were told apart."""
        return self.lower_bound == self.copies + 1

    def statement(self) -> str:
        """What was shown, in words."""
        return (f"{self.rule}, heaps <= {self.heaps}: the multiples k * {self.heap} for k = 0..{self.copies} fall "
                f"into {self.lower_bound} classes told apart by exact misere outcomes on {self.tests} test sums "
                f"(b * {self.probe} + s, b <= {self.probe_copies}, s of at most {self.depth} tokens), so the "
                f"quotient has at least {self.lower_bound} elements")


def _code(code: str | OctalCode) -> OctalCode:
    return code if isinstance(code, OctalCode) else OctalCode(code)


def separate_multiples(code: str | OctalCode, heaps: int, *, heap: int, copies: int, probe: int | None = None,
                       probe_copies: int | None = None, depth: int = 4) -> MultipleSeparation:
    """Compare the multiples ``k * heap`` (k = 0..copies) by their misere outcomes on the test sums
    ``b * probe + s`` (b = 0..probe_copies, s every sum of heaps of at most ``heaps`` tokens with at most
    ``depth`` tokens), all by memoised search.

    Parameters
    ----------
    code : str or OctalCode
    heaps : int
        N: the heaps of the sums are 1..N (``heap`` and ``probe`` among them).
    heap : int
        The heap whose multiples are compared.
    copies : int
        K >= 1.
    probe : int, optional
        The heap repeated in the tests (default N).
    probe_copies : int, optional
        Up to this many copies of the probe (default K + 4).
    depth : int
        The small sums s have at most this many tokens (default 4).

    Returns
    -------
    MultipleSeparation
        Its ``lower_bound`` is proved: sums told apart by one test are distinct elements of the quotient.

    Raises
    ------
    ValueError
        For a heap or probe outside 1..N, or a bad count.
    """
    c = _code(code)
    n = check_int(heaps, "heaps", minimum=1)
    h = check_int(heap, "heap", minimum=1, maximum=n)
    k_max = check_int(copies, "copies", minimum=1)
    p = n if probe is None else check_int(probe, "probe", minimum=1, maximum=n)
    b_max = k_max + 4 if probe_copies is None else check_int(probe_copies, "probe_copies", minimum=0)
    check_int(depth, "depth", minimum=0)
    cpu0 = time.process_time()
    is_p = misere_outcome(c.options)
    small = list(sums_up_to(n, depth))
    tests = [(p,) * b + s for b in range(b_max + 1) for s in small]
    signatures = [tuple(is_p(tuple(sorted((h,) * k + x))) for x in tests) for k in range(k_max + 1)]
    first: dict = {}
    classes = tuple(first.setdefault(sig, k) for k, sig in enumerate(signatures))
    witnesses = {}
    for i in range(k_max + 1):
        for j in range(i + 1, k_max + 1):
            if signatures[i] != signatures[j]:
                t = next(t for t, (a, b) in enumerate(zip(signatures[i], signatures[j])) if a != b)
                witnesses[(i, j)] = tuple(sorted(tests[t]))
    return MultipleSeparation(str(c), n, h, k_max, p, b_max, depth, classes, witnesses, len(tests),
                              time.process_time() - cpu0)


def first_p_copies(code: str | OctalCode, *, heap: int, copies: int, probe: int, extra: tuple = (),
                   probe_copies: int | None = None) -> tuple:
    """For k = 0..copies, the least b <= ``probe_copies`` (default 2 * copies + 8) such that
    ``k * heap + b * probe + extra`` is a misere P-position (None if no such b): multiples with different values
    are distinct elements of the quotient (the sum ``b * probe + extra`` tells them apart).

    Examples
    --------
    >>> first_p_copies("0.3122", heap=5, copies=6, probe=7, extra=(4,))
    (1, 3, 3, 5, 5, 7, 7)
    """
    c = _code(code)
    k_max = check_int(copies, "copies", minimum=0)
    b_max = 2 * k_max + 8 if probe_copies is None else check_int(probe_copies, "probe_copies", minimum=0)
    is_p = misere_outcome(c.options)
    out = []
    for k in range(k_max + 1):
        out.append(next((b for b in range(b_max + 1)
                         if is_p(tuple(sorted((heap,) * k + (probe,) * b + tuple(extra))))), None))
    return tuple(out)
