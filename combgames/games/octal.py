"""Octal and take-and-break games (Kayles, Dawson's Kayles, Grundy's game, any code) as games of the interface.

Rules by code (:class:`~combgames.games.heaps.OctalCode`): a move removes k tokens from one heap, leaving
j non-empty heaps when bit j of digit d_k allows (octal digits 0..7: none, one or two heaps; hexadecimal
digits 8..F: also three), with CGSuite's marks ``!`` (heaps left pairwise unequal), ``?`` (not all equal) and
``=`` (all equal), and digits that repeat forever in brackets. Kayles is 0.77 (bowl down one pin or two
adjacent pins from a row), Dawson's Kayles is 0.07, Grundy's game 4!.0 (split a heap into two unequal heaps;
registered as ``grundys-game``), Lasker's Nim 4.[3] [2]_ [3]_.

A take-and-break game is a heap game (:class:`~combgames.games.heaps.HeapGame`): positions ``(heaps, player)``,
the canonical key is the sorted non-empty heaps. A move is ``(heap index, k, left)``: remove k tokens from the
heap, leaving heaps of ``left`` and ``h - k - left`` tokens (a 0 is no heap; empty heaps are dropped from the
position). Text: ``"i:k:left"`` with heaps numbered from 1, e.g. ``"1:2:3"``. A code that can leave three
heaps writes every move ``(heap index, k, a, b)``, leaving ``a``, ``b`` and ``h - k - a - b`` (text
``"i:k:a:b"``). The moves of a heap are those of :meth:`OctalCode.heap_moves
<combgames.games.heaps.OctalCode.heap_moves>`; :meth:`OctalGame.play` accepts every spelling of them (the
parts in any order, ``(k, 0)`` for one heap).

Values. A position is a sum of heaps, so its Sprague-Grundy value is the XOR of the values G(n) of its
heaps. :func:`take_break_sequence` is the one compiled kernel that computes G(0..N) from the code's digits
and marks (the twin of :meth:`OctalCode.heap_moves <combgames.games.heaps.OctalCode.heap_moves>`, tested
against it); :func:`grundy_sequence` runs it, as its plain Python twin on lists for a short sequence (below
:data:`PYTHON_OPERATIONS`, where loading numba would cost more than the work), compiled otherwise; and
:func:`find_period` the smallest period that these values *prove* by the periodicity theorem of Guy and Smith:
if ``G(n + p) = G(n)`` for all n with ``n0 <= n < 2 n0 + p + t`` (t the last non-zero digit's index), then it
holds for all n >= n0 [1]_ (for codes that leave up to k heaps, ``k n0 + (k - 1) p + t``; codes with marks are
not covered, their periods are reported as observed). :func:`find_arithmetic_period`
observes arithmetic periodicity ``G(n + p) = G(n) + s``, and :func:`prove_arithmetic_period` proves it where the
layer theorem of :func:`arithmetic_period_test` applies (finite mark-free codes, the values of the first period
below a power-of-two saltus); :func:`bitset_sequence` is the bitset twin of the kernel for codes that split heaps in
three. :class:`OctalGame` declares ``nim_value``,
``outcome_class`` (normal play) and ``winning_moves`` through them, so the solvers answer heaps of any size:
by the table up to a computed limit, beyond it by the proved period; a code whose period is not proved by the
values up to ``max_heap`` refuses a larger heap, with the size. :mod:`combgames.grundy.octal` builds its
tables and periods on the same kernel; the generic solvers (``search=True``) check them independently.

References
----------
.. [1] R. K. Guy and C. A. B. Smith, "The G-values of various games", Proc. Cambridge Philos. Soc. 52
   (1956) 514-526; E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, ch. 4.
.. [2] A. N. Siegel, *Combinatorial Game Theory*, AMS, 2013, ch. IV.2 (heap games and their codes).
.. [3] CGSuite's ``TakeAndBreak`` codes (A. N. Siegel), https://www.cgsuite.org.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import reduce
from operator import xor
from typing import TYPE_CHECKING, Any, Callable, Sequence

from combgames.games.heaps import CONVENTION_OPTION, HeapGame, OctalCode, heaps_option
from combgames.games.registration import GameFactory
from combgames.options import Custom, Option, Options
from combgames.base.checks import LimitError, check_int, check_size, is_int
from combgames.base.kernels import kernel, resolve_backend, run_interruptible
from combgames.games.octal_kernels import (BITSET_WORD, load_numpy, on_lists, take_break_bitset_slice,
                                          take_break_sequence)

if TYPE_CHECKING:
    import numpy as np

__all__ = ["ArithmeticTest", "BITSET_FROM", "BITSET_MEMORY", "BITSET_STEPS", "GAMES", "MARK_CODES", "MAX_HEAP",
           "MAX_MOVES", "MAX_OPERATIONS", "MAX_TEST_TYPES", "OctalCode", "OctalGame", "PYTHON_OPERATIONS",
           "Periodicity", "SMALL_SEQUENCE", "THREAD_OPERATIONS", "arithmetic_period_test", "bitset_operations",
           "bitset_sequence", "check_sequence_cost", "code_period", "offset_arithmetic_period_test",
           "find_arithmetic_period", "find_period", "grundy_sequence", "kernel_digits", "last_difference",
           "prove_arithmetic_period", "run_sequence", "sequence_backend", "sequence_cost", "sequence_operations",
           "uses_bitset"]

MAX_HEAP = 2**15
"""Default ``max_heap`` of :class:`OctalGame`: values are computed for heaps up to this size (O(N^2) for a
code that splits heaps, under a second with numba); larger heaps are answered by a proved period or refused."""

SMALL_SEQUENCE = 127
"""The shortest sequence :class:`OctalGame` computes: G(0..127) first, then twice as far at each step."""

PYTHON_OPERATIONS = 5 * 10**6
"""With ``backend="auto"``, a process that has not yet loaded the compiled take-and-break kernel computes a
sequence of at most this many operations (:func:`sequence_operations`) with its plain Python twin, on lists
(no numpy, no numba); a longer one loads the kernel, which is then used for every later sequence of the process.

Measured (CPU seconds of whole processes, best of 3, interleaved, shared 2-core machine, numba 0.68, warm disk
cache, bytecode cached): loading numpy, numba and the kernel from the disk cache costs a fresh process
0.85-1.1 s before any work, while the twin runs at 55-160 ns an operation (60 for Kayles, 100-160 for the
cubic 0.F). Kayles 0.77 to heap N as a process, twin / kernel: N = 2000 (2.0 * 10^6 operations) 0.17 / 1.09 s,
3000 (4.5 * 10^6) 0.44 / 1.14 s, 4000 (8.0 * 10^6) 0.63 / 0.89 s, 6000 (18 * 10^6) 1.55 / 1.02 s: the crossover is
near 10^7 operations; 0.F to heap 400 (1.6 * 10^6 operations at 160 ns) 0.38 / 1.18 s. The threshold sits at half
the crossover, for the slowest codes per operation."""

BITSET_FROM = 256
"""From this many heaps, :func:`grundy_sequence` computes a mark-free code that splits heaps in three by
:func:`bitset_sequence` (measured 3 to 100 times faster than the cubic loop at 1,023 and 4,095 heaps)."""

MAX_OPERATIONS = 2 * 10**10
"""Default limit on the operations of one sequence (:func:`check_sequence_cost`; about 15 s with numba)."""

THREAD_OPERATIONS = 10**8
"""A sequence costing more operations than this (about 0.1 s compiled) is computed by :func:`run_sequence` in a
worker thread, so that an interrupt reaches Python at once."""

MAX_MOVES = 10**6
"""Default limit on the moves of one heap that :meth:`OctalGame.winning_moves` examines."""



MARK_CODES = {"": 0, "!": 1, "?": 2, "=": 3}
"""The kernel's number for each digit mark of :class:`OctalCode`."""


def kernel_digits(code: OctalCode, limit: int) -> tuple[np.ndarray, np.ndarray]:
    """The arrays ``(digits, marks)`` that :func:`take_break_sequence` reads for heaps up to ``limit``.

    A finite code gives its digits; a code whose digits repeat forever is expanded to ``limit + 1`` digits.

    Examples
    --------
    >>> [a.tolist() for a in kernel_digits(OctalCode("4!.0"), 5)], kernel_digits(OctalCode("0.[3]"), 3)[0].tolist()
    ([[4], [1]], [0, 3, 3, 3])
    """
    np = load_numpy()
    digits, marks = _digit_lists(code, limit)
    return np.array(digits, dtype=np.int64), np.array(marks, dtype=np.int64)


def _digit_lists(code: OctalCode, limit: int) -> tuple[list[int], list[int]]:
    """:func:`kernel_digits` as lists."""
    length = limit + 1 if code.period else len(code.digits)
    pairs = [code.digit(k) for k in range(max(length, 1))]
    return [d for d, _ in pairs], [MARK_CODES[m] for _, m in pairs]


def _splitting_digits(code: OctalCode) -> tuple[int, int]:
    """How many digits of ``code`` split a heap in two (bit 4) and in three (bit 8)."""
    return sum(1 for d in code.digits if d & 4), sum(1 for d in code.digits if d & 8)


def sequence_operations(code: OctalCode, limit: int) -> int:
    """The steps :func:`take_break_sequence` takes for G(0..limit) of ``code``: ``s (N + 1)^2 / 4 + r (N + 1)^3 / 36
    + (N + 1) m`` for N = ``limit``, s digits that split a heap in two, r digits that split it in three and m the
    digits read per heap (the cost model of the refusals and of the choice of :func:`sequence_backend`).

    Examples
    --------
    >>> sequence_operations(OctalCode("0.77"), 20), sequence_operations(OctalCode("0.07"), 20)
    (283, 173)
    """
    length = limit + 1 if code.period else len(code.digits)
    splits, triples = _splitting_digits(code)
    return (splits * (limit + 1) ** 2 // 4 + triples * (limit + 1) ** 3 // 36
            + (limit + 1) * min(length, limit + 1))


def uses_bitset(code: OctalCode, limit: int) -> bool:
    """Whether compiled :func:`grundy_sequence` computes G(0..limit) of ``code`` by :func:`bitset_sequence`: a
    code without marks that splits heaps in three, from :data:`BITSET_FROM` heaps."""
    return bool(_splitting_digits(code)[1]) and not any(code.marks) and limit >= BITSET_FROM


def sequence_cost(code: OctalCode, limit: int) -> tuple[int, str]:
    """The steps compiled :func:`grundy_sequence` takes for G(0..limit) of ``code``, and the formula in words:
    :func:`bitset_operations` with values up to ``limit`` (an upper bound: the values are not known in advance;
    0.9 and 0.E reach about limit / 2, so it is high by at most about 2) where :func:`uses_bitset`, else
    :func:`sequence_operations`."""
    if uses_bitset(code, limit):
        return (bitset_operations(code, limit, limit),
                "about limit^2 x limit / 32 + limit^2 / 4 by bitsets of values up to limit")
    splits, triples = _splitting_digits(code)
    what = (f"about {splits} x limit^2 / 4 + {triples} x limit^3 / 36" if splits or triples
            else "about limit x (t + 1)")
    return sequence_operations(code, limit), what


def check_sequence_cost(code: OctalCode, limit: int, max_operations: int = MAX_OPERATIONS, call: str = "") -> int:
    """Refuse up front (:func:`~combgames.base.checks.check_size`: a refused :class:`LimitError`) a sequence
    G(0..limit) of ``code`` costing more than ``max_operations`` steps (:func:`sequence_cost`); return its
    steps. ``call`` names the request in the message."""
    cost, what = sequence_cost(code, limit)
    check_size(cost, max_operations, call=call or f"the values of {code} up to {limit:,}",
               what=f"the values of heaps up to {limit:,} of code {code} ({what})", name="max_operations",
               unit="operations", verb="compute")
    return cost


_KERNEL_LOADED = False
"""Whether this process has run the compiled take-and-break kernel (:func:`grundy_sequence` sets it)."""


def sequence_backend(code: OctalCode, limit: int, backend: str = "auto") -> str:
    """The backend, "python" or "numba", that :func:`grundy_sequence` uses for G(0..limit) of ``code``.

    ``"python"`` and ``"numba"`` are kept (:func:`~combgames.base.kernels.resolve_backend`). ``"auto"`` is the
    plain Python twin while the sequence costs at most :data:`PYTHON_OPERATIONS` steps and this process has not
    yet loaded the compiled kernel (loading numba and the kernel costs a fresh process about a second, more than
    such a sequence in Python), and the compiled kernel otherwise (the Python twin when numba is missing).

    Examples
    --------
    >>> sequence_backend(OctalCode("0.77"), 20, "python"), sequence_backend(OctalCode("0.77"), 20, "numba")
    ('python', 'numba')
    """
    used = resolve_backend(backend)
    if (backend == "auto" and used == "numba" and not _KERNEL_LOADED
            and sequence_operations(code, limit) <= PYTHON_OPERATIONS):
        return "python"
    return used


def grundy_sequence(code: OctalCode | str, limit: int, *, backend: str = "auto") -> Sequence[int]:
    """The Grundy values G(0..limit) of single heaps of the take-and-break game ``code`` (an :class:`OctalCode`
    or its string).

    Computed by :func:`take_break_sequence` on the backend :func:`sequence_backend` chooses (compiled, a
    mark-free code that splits heaps in three from :data:`BITSET_FROM` heaps by :func:`bitset_sequence`, the same
    values faster): the Python twin
    on lists returns a tuple of ints (numpy is not imported), the compiled kernel a read-only int64 numpy array
    (run by :func:`run_sequence`, interruptibly when long). The values are the same either way (the twin tests).
    No size limit is applied here: :func:`combgames.grundy.octal.octal_values` refuses oversized requests.

    Examples
    --------
    >>> grundy_sequence(OctalCode("0.77"), 12, backend="python")
    (0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4)
    >>> grundy_sequence("0.77", 3, backend="python")
    (0, 1, 2, 3)
    """
    global _KERNEL_LOADED
    code = code if isinstance(code, OctalCode) else OctalCode(code)
    if sequence_backend(code, limit, backend) == "python":
        values = [0] * (limit + 1)
        on_lists(take_break_sequence)(*_digit_lists(code, limit), limit, values)
        return tuple(values)
    if uses_bitset(code, limit):
        out = bitset_sequence(code, limit)   # the same values (tests), O(N^2 W) instead of N^3 / 36
        _KERNEL_LOADED = True
        return out
    np = load_numpy()
    out = np.zeros(limit + 1, dtype=np.int64)
    run_sequence(kernel(take_break_sequence, "numba"), *kernel_digits(code, limit), limit, out,
                 sequence_operations(code, limit))
    _KERNEL_LOADED = True
    out.flags.writeable = False
    return out


def run_sequence(fn: Any, digits: np.ndarray, marks: np.ndarray, limit: int, out: np.ndarray, operations: int) -> None:
    """Fill ``out[0..limit]`` by ``fn``, :func:`~combgames.games.octal_kernels.take_break_sequence` or its
    compilation, interruptibly when it costs more than :data:`THREAD_OPERATIONS` steps.

    The kernel looks at no stop flag, so an interrupt (Ctrl-C, or SIGTERM and SIGHUP under the command line) is
    re-raised at once (:func:`combgames.base.kernels.run_interruptible` with no grace) and the kernel is left to
    end in the background, writing only into ``out``.
    """
    if operations <= THREAD_OPERATIONS:
        fn(digits, marks, limit, out)
        return
    control = load_numpy().zeros(1, dtype=load_numpy().int64)
    run_interruptible(lambda: fn(digits, marks, limit, out), control, 0, grace=0.0)


BITSET_STEPS = 2 * 10**7
"""Steps of one call of :func:`~combgames.games.octal_kernels.take_break_bitset_slice` (about 0.05-0.2 s
compiled): between calls an interrupt reaches Python."""

BITSET_MEMORY = 2 * 2**30
"""The most bytes :func:`bitset_sequence` may use for its bitsets (two of ``limit + 1`` rows and a work table);
a sequence needing more is refused (:class:`~combgames.base.checks.LimitError`)."""


def bitset_operations(code: OctalCode, limit: int, largest: int = 1) -> int:
    """The steps :func:`bitset_sequence` takes for G(0..limit) with values below ``largest`` (a guess; the values
    are not known in advance): about ``(N + 1)^2 (W + 1/4) + (N + 1) 32 W`` for W = the 32-bit words of the bitsets.

    Examples
    --------
    >>> bitset_operations(OctalCode("0.F"), 1000) < sequence_operations(OctalCode("0.F"), 1000) // 10
    True
    """
    words = _words_for(largest)
    n = limit + 1
    return n * n * words + n * n // 4 + n * 32 * words


def _words_for(value: int) -> int:
    """The least power of two W with ``value < 32 W``."""
    words = 1
    while BITSET_WORD * words <= value:
        words *= 2
    return words


def bitset_sequence(code: OctalCode, limit: int, *, backend: str = "numba",
                    progress: Any = None) -> np.ndarray:
    """G(0..limit) of a mark-free ``code`` by the bitset kernel
    (:func:`~combgames.games.octal_kernels.take_break_bitset_slice`): the same values as :func:`grundy_sequence`,
    O(N^2 W) steps for values below 32 W instead of the cubic loop's N^3 / 36 for a code that splits heaps in three.

    Runs in slices of :data:`BITSET_STEPS` steps (an interrupt reaches Python between them), widening the
    bitsets (doubling W) when a value reaches their width. ``progress(h)`` is called after each slice.

    Raises
    ------
    ValueError
        For a code with marks (``!``, ``?``, ``=``): the bitsets of two and three heaps hold every split.
    LimitError
        When the bitsets would need more than :data:`BITSET_MEMORY` bytes.

    Examples
    --------
    >>> bitset_sequence(OctalCode("0.F8"), 12, backend="python").tolist()
    [0, 1, 0, 1, 0, 2, 3, 2, 3, 4, 5, 4, 5]
    """
    if any(code.marks):
        raise ValueError(f"the bitset kernel takes codes without marks, not {code}: use grundy_sequence")
    limit = check_int(limit, "limit", minimum=0)
    np = load_numpy()
    fn = kernel(take_break_bitset_slice, backend)
    digits, _ = kernel_digits(code, limit)
    out = np.zeros(limit + 1, dtype=np.int64)
    control = np.array([0, 1, BITSET_STEPS], dtype=np.int64)
    words = 1
    tables = _bitset_tables(np, limit, words, None)
    while True:
        status = fn(digits, limit, out, *tables, control)
        if progress is not None:
            progress(int(control[1]))
        if status == 0:
            break
        if status == 2:
            words *= 2
            tables = _bitset_tables(np, limit, words, tables)
    out.flags.writeable = False
    return out


def _bitset_tables(np: Any, limit: int, words: int, old: tuple | None) -> tuple:
    """``(s2, s3, acc, touched)`` for bitsets of ``words`` words, the old rows copied in."""
    need = 8 * words * (2 * (limit + 1) + BITSET_WORD * words) + 8 * BITSET_WORD * words
    check_size(need, BITSET_MEMORY, call=f"bitset_sequence(..., {limit})",
               what=f"the bitsets of {BITSET_WORD * words:,} values for heaps up to {limit:,}", name="memory",
               unit="bytes", verb="allocate")
    s2 = np.zeros((limit + 1, words), dtype=np.int64)
    s3 = np.zeros((limit + 1, words), dtype=np.int64)
    if old is not None:
        half = old[0].shape[1]
        s2[:, :half] = old[0]
        s3[:, :half] = old[1]
    acc = np.zeros((BITSET_WORD * words, words), dtype=np.int64)
    touched = np.zeros(BITSET_WORD * words, dtype=np.int64)
    return s2, s3, acc, touched


@dataclass(frozen=True)
class Periodicity:
    """Periodicity of a Grundy sequence: ``G(n + period) = G(n) + saltus`` for all ``n >= preperiod``.

    ``saltus`` 0 is ordinary periodicity; a saltus s > 0 is *arithmetic* periodicity [#periodicity-siegel]_.

    Attributes
    ----------
    preperiod : int
        The least n0 from which the period holds on the computed range (the last exception is at n0 - 1).
    period : int
    proven : bool
        True when a theorem proves the period for all n from the computed values; False when it is only
        observed on the computed range (see ``statement``).
    checked_to : int
        Largest heap size computed.
    exceptions : tuple of int
        The heap sizes n < n0 whose value differs from the periodic part: ``G(n) != G(m)`` for the
        m >= n0 with m = n (mod period) (ordinary periods only).
    seconds : float
    saltus : int
        s with ``G(n + p) = G(n) + s`` (0 for ordinary periodicity).
    statement : str
        What is proved or observed, and by which theorem.

    References
    ----------
    .. [#periodicity-siegel] A. N. Siegel, *Combinatorial Game Theory*, AMS, 2013, ch. IV.2 (periodicity,
       arithmetic periodicity).
    """

    preperiod: int
    period: int
    proven: bool
    checked_to: int
    exceptions: tuple = ()
    seconds: float = 0.0
    saltus: int = 0
    statement: str = ""


def _proof_bound(n0: int, p: int, t: int, heaps: int) -> int:
    """The largest n + p the periodicity theorem needs checked: n runs over n0 <= n < k n0' + (k - 1) p + t."""
    k = max(heaps, 1)
    return k * max(n0, 1) + k * p + t - 1


def find_period(values, max_take: int | None, *, max_heaps: int = 2, theorem: bool = True) -> Periodicity | None:
    """Return the smallest period that the octal periodicity theorem proves for ``values``, or None.

    The theorem (Guy and Smith [#period-guy-smith]_; Siegel [#period-siegel]_ for the general form used here):
    for a take-and-break game whose moves remove at most t tokens and leave at most k heaps (k = 2 for octal
    games), with no marks on its digits, if ``G(n + p) = G(n)`` for all n with
    ``n0 <= n < k max(n0, 1) + (k - 1) p + t``, then it holds
    for all n >= n0. (Proof: for larger n, every option of a heap of n + p leaves a heap of at least
    ``max(n0, 1) + p`` tokens; shortening it by p gives an option of n of the same value, and back. A move
    that removes j <= t tokens leaves heaps of n + p - j tokens in all, at most k of them, so the largest has at
    least (n + p - j) / k >= max(n0, 1) + p: this holds for every j, j = 0 included, so codes with a digit d0
    (a split that removes nothing, as in 4.344) are covered as well.)

    Parameters
    ----------
    values : sequence of int
        ``G(0), ..., G(N)``.
    max_take : int or None
        t, the index of the last non-zero code digit; None for a code whose digits repeat forever (no
        theorem: a period is then reported as observed, on the same window with t = 0).
    max_heaps : int
        k, the most heaps one move leaves (2 for octal codes, 3 for hexadecimal ones).
    theorem : bool
        False when the theorem does not apply (a code with marks ``!``, ``?``, ``=``: shortening one heap may
        make it equal to another): the period is then reported as observed.

    Notes
    -----
    For each p = 1, 2, ...: n0 is one past the last n with G(n) != G(n + p) in range; p is proven when every
    n the theorem asks for has G(n + p) computed, so only p <= about (N - t) / k can be proven. O(N^2) in
    the worst case.

    References
    ----------
    .. [#period-guy-smith] R. K. Guy and C. A. B. Smith, "The G-values of various games", Proc. Cambridge
       Philos. Soc. 52 (1956) 514-526.
    .. [#period-siegel] A. N. Siegel, *Combinatorial Game Theory*, AMS, 2013, ch. IV.2 (the octal periodicity theorem).

    Examples
    --------
    >>> per = find_period([0, 1, 0, 1, 0, 1, 0, 1, 0, 1], 1)   # the values of 0.3 (take one token)
    >>> per.preperiod, per.period, per.proven
    (0, 2, True)
    """
    g = _grundy_values(values)
    t = 0 if max_take is None else check_int(max_take, "max_take", minimum=0)
    heaps = check_int(max_heaps, "max_heaps", minimum=0)
    proven = theorem and max_take is not None
    N = len(g) - 1
    for p in range(1, N + 1):
        if _proof_bound(0, p, t, heaps) > N:
            break
        n0 = last_difference(g, p) + 1
        if _proof_bound(n0, p, t, heaps) <= N:
            exceptions = tuple(n for n in range(n0) if g[n] != g[n0 + (n - n0) % p])
            k = max(heaps, 1)
            if proven:
                statement = (f"proved: G(n + {p}) = G(n) for {n0} <= n < {k * max(n0, 1) + (k - 1) * p + t} "
                             f"(checked), hence for all n >= {n0} by the periodicity theorem (t = {t}, k = {k})")
            else:
                statement = (f"observed: G(n + {p}) = G(n) for {n0} <= n <= {N - p}; the periodicity theorem does "
                             "not apply to this code, so this is not a proof")
            return Periodicity(n0, p, proven, N, exceptions, statement=statement)
    return None


def _grundy_values(values: Any) -> Any:
    """``values`` as a list (a Python sequence) or a numpy array (an array) of integers, or TypeError."""
    wrong = f"values must be a sequence of Grundy values G(0), ..., G(N) (integers), not {values!r}"[:200]
    if not hasattr(values, "__len__") or isinstance(values, (str, bytes)):
        raise TypeError(wrong)
    # a Python sequence is searched on a list (each period tried costs until its last difference, near the end
    # but for the true period: Kayles to heap 2,000, every period, 8 ms), so a sequence the Python twin computed
    # does not import numpy (0.2 s); an array is searched with numpy
    if not hasattr(values, "ndim"):
        g = list(values)
        if not all(is_int(v) for v in g):
            raise TypeError(wrong)
        return [int(v) for v in g]
    np = load_numpy()
    g = np.asarray(values)
    if g.ndim != 1 or (g.size and not np.issubdtype(g.dtype, np.integer)):
        raise TypeError(wrong)
    return g


def last_difference(g: Any, p: int) -> int:
    """The last n with ``g[n] != g[n + p]``, or -1.

    An array is compared from its end in windows doubling backwards: a p that is not a period almost always
    differs near the end, so trying every p below the true period P of an N-heap sequence costs about P windows
    of 4,096 heaps instead of P N comparisons (0.16 to heap 509,621: its 149,459 periods tried in about 1 s
    instead of about 200 s)."""
    if isinstance(g, list):
        return next((n for n in range(len(g) - 1 - p, -1, -1) if g[n] != g[n + p]), -1)
    np = load_numpy()
    hi, size = len(g) - p, 4096
    while hi > 0:
        lo = max(0, hi - size)
        diff = np.flatnonzero(g[lo:hi] != g[lo + p:hi + p])
        if len(diff):
            return lo + int(diff[-1])
        hi, size = lo, 2 * size
    return -1


def find_arithmetic_period(values, *, min_repeats: int = 3) -> Periodicity | None:
    """Return the smallest arithmetic period ``G(n + p) = G(n) + s`` (s > 0) seen in ``values``, or None.

    A sequence is *arithmetic periodic* with period p and saltus s > 0 when ``G(n + p) = G(n) + s`` for all
    n >= n0 [#ap-siegel]_. This function only *observes* it on the computed range: the smallest p for which the
    differences ``G(n + p) - G(n)`` equal one s > 0 for n0 <= n <= N - p, over at least ``min_repeats``
    periods and over at least the second half of the values (a pattern in the last few values only is not
    reported); the result has ``proven=False``. No theorem is applied here: its proving twin,
    :func:`prove_arithmetic_period`, applies the layer theorem of :func:`arithmetic_period_test` (a sufficient
    test proved there, in the spirit of Howse and Nowakowski's for hexadecimal games [#ap-howse]_, whose exact
    statement was not read).
    CGSuite does the same: its take-and-break periodicity checker (``TBCode.getAPChecker``) admits saltus 0
    only, so it proves ordinary periods and never an arithmetic one. (Finite *octal* codes are never
    arithmetic periodic, Horrocks and Nowakowski [#ap-horrocks]_; a saltus is seen with hexadecimal digits, a
    pass, or an infinite code such as Nim's.)

    References
    ----------
    .. [#ap-siegel] A. N. Siegel, *Combinatorial Game Theory*, AMS, 2013, ch. IV.2 (arithmetic periodicity).
    .. [#ap-howse] S. Howse and R. J. Nowakowski, "Periodicity and arithmetic-periodicity in hexadecimal games",
       Theoretical Computer Science 313 (2004) 463-472.
    .. [#ap-horrocks] D. G. Horrocks and R. J. Nowakowski, "Regularity in the G-sequences of octal games with a
       pass", Integers 3 (2003), www.emis.de/journals/INTEGERS/papers/dg1/dg1.tex (from the abstract: "Finite
       octal games are not arithmetic periodic").

    Examples
    --------
    >>> per = find_arithmetic_period(list(range(40)))       # Nim: G(n) = n
    >>> per.period, per.saltus, per.preperiod, per.proven
    (1, 1, 0, False)
    >>> find_arithmetic_period([0, 1, 2, 3] * 10 + [0, 1, 2]) is None   # periodic, rising only at the end
    True
    """
    np = load_numpy()
    g = np.asarray(values, dtype=np.int64)
    repeats = check_int(min_repeats, "min_repeats", minimum=1)
    N = len(g) - 1
    for p in range(1, N // (repeats + 1) + 1):
        diff = g[p:] - g[: N + 1 - p]
        s = int(diff[-1])
        if s <= 0:
            continue
        bad = np.nonzero(diff != s)[0]
        n0 = int(bad[-1]) + 1 if len(bad) else 0
        if N - p - n0 + 1 >= repeats * p and n0 <= N // 2:
            statement = (f"observed: G(n + {p}) = G(n) + {s} for {n0} <= n <= {N - p}; not a proof (no "
                         "arithmetic-periodicity theorem is applied)")
            return Periodicity(n0, p, False, N, saltus=s, statement=statement)
    return None


MAX_TEST_TYPES = 256
"""The most part types (``n0 + 2 p - 1``: small heaps and residues of large ones) :func:`arithmetic_period_test`
enumerates (its shapes grow as the cube of that number); a larger period or preperiod is not tested."""


@dataclass(frozen=True)
class ArithmeticTest:
    """The verdict of :func:`arithmetic_period_test` on a candidate ``G(n + p) = G(n) + s`` from ``n0``.

    Attributes
    ----------
    holds : bool
        True when every hypothesis of the layer theorem holds: the arithmetic period is then proved.
    needs : int
        N0: the theorem reads G(0..N0 - 1) (0 when a hypothesis on the first values already fails).
    reason : str
        The hypothesis that failed, or what was checked.
    """

    holds: bool
    needs: int
    reason: str


def _xor_masks(a: int, b: int) -> int:
    """The bitmask of ``x ^ y`` over the bits x of ``a`` and y of ``b``."""
    out, bits = 0, [i for i in range(b.bit_length()) if b >> i & 1]
    for i in range(a.bit_length()):
        if a >> i & 1:
            for k in bits:
                out |= 1 << (i ^ k)
    return out


def _combine(x: dict, y: dict, join: Callable[[Any, Any], Any]) -> dict:
    """``{join(kx, ky): lows}``: one part of each kind, their low values XORed."""
    out: dict = {}
    for kx, mx in x.items():
        for ky, my in y.items():
            key = join(kx, ky)
            out[key] = out.get(key, 0) | _xor_masks(mx, my)
    return out


def _move_shapes(code: OctalCode, small: dict, large: dict, join: Callable[[Any, Any], Any],
                 move_key: Callable[[int, Any, int], Any]) -> dict:
    """``{move_key(q, key, j): bitmask of low values}`` over the moves on a large heap that remove j tokens and
    leave q >= 1 large parts (kinds in ``large``) and some small ones (kinds in ``small``), the parts' kinds
    joined by ``join``."""
    kinds = {(1, 0): large, (0, 1): small}             # (large parts, small parts) -> {key: lows}
    kinds[(2, 0)] = _combine(large, large, join)
    kinds[(1, 1)] = _combine(large, small, join)
    kinds[(0, 2)] = _combine(small, small, join)
    table: dict = {}
    for j in range(code.max_take + 1):
        d, _ = code.digit(j)
        for heaps, bit in ((1, 2), (2, 4), (3, 8)):
            if not d & bit or (heaps == 1 and j == 0):
                continue
            for q in range(1, heaps + 1):
                if (q, heaps - q) not in kinds:
                    kinds[(q, heaps - q)] = _combine(kinds[(q - 1, heaps - q)], large, join)
                for key, lows in kinds[(q, heaps - q)].items():
                    out = move_key(q, key, j)
                    table[out] = table.get(out, 0) | lows
    return table


def _shape_table(code: OctalCode, g: Any, n0: int, p: int) -> dict:
    """``{(q, total): bitmask of low values}`` over the shapes of moves on a large heap (see
    :func:`arithmetic_period_test`): q large parts (residues r < p, low value G(n0 + r)) and small parts
    (1 <= y < n0 + p, value G(y)), total = j + sum r + sum y + (q - 1) n0 for a move removing j tokens."""
    small = {y: 1 << int(g[y]) for y in range(1, n0 + p)}   # total -> bitmask of values, one part of each kind
    large = {r: 1 << int(g[n0 + r]) for r in range(p)}
    return _move_shapes(code, small, large, lambda a, b: a + b, lambda q, total, j: (q, total + j + (q - 1) * n0))


def _arithmetic_inputs(code, values, preperiod, period, saltus) -> tuple:
    """The inputs of :func:`arithmetic_period_test` and :func:`offset_arithmetic_period_test` checked:
    ``(code, values as ints, n0, p, s, refusal)``, the refusal an :class:`ArithmeticTest` when a condition
    both theorems share fails (else None)."""
    c = code if isinstance(code, OctalCode) else OctalCode(code)
    g = list(int(v) for v in values)
    n0 = check_int(preperiod, "preperiod", minimum=0)
    p = check_int(period, "period", minimum=1)
    s = check_int(saltus, "saltus", minimum=1)
    refused = None
    if c.period or any(c.marks) or c.max_take is None:
        refused = ArithmeticTest(False, 0, f"the theorem is for finite codes without marks, not {c}")
    elif c.max_heaps > 3:
        refused = ArithmeticTest(False, 0, f"the theorem is for codes leaving at most three heaps, not {c}")
    elif s & (s - 1):
        refused = ArithmeticTest(False, 0, f"the saltus {s} is not a power of two")
    elif len(g) < n0 + 2 * p:
        refused = ArithmeticTest(False, n0 + 2 * p, f"needs G(0..{n0 + 2 * p - 1}), only G(0..{len(g) - 1}) given")
    elif any(g[n] + s != g[n + p] for n in range(n0, n0 + p)):
        refused = ArithmeticTest(False, 0, f"the saltus {s} is not G(n + {p}) - G(n) on the first period from {n0}")
    return c, g, n0, p, s, refused


def _hypothesis_2_failure(g: list, n0: int, p: int, s: int, need: int) -> ArithmeticTest | None:
    """Hypothesis 2 of both theorems: ``G(n) = G(n - p) + s`` for n0 + p <= n < need, or the test that fails."""
    for n in range(n0 + p, need):
        if g[n] != g[n - p] + s:
            return ArithmeticTest(False, need, f"hypothesis 2 fails: G({n}) != G({n - p}) + {s}")
    return None


def arithmetic_period_test(code: OctalCode | str, values, preperiod: int, period: int, saltus: int) -> ArithmeticTest:
    """Whether the layer theorem below proves ``G(n + p) = G(n) + s`` for all n >= n0 from ``values`` = G(0..N).

    The theorem (proved here; see the module references for what was read). Let ``code`` be a finite
    take-and-break code without marks whose moves remove at most t tokens and leave at most three heaps; let
    n0 >= 0, p >= 1 and s = 2^m. Write L(n) = G(n0 + (n - n0) mod p) and H(n) = floor((n - n0) / p) for
    n >= n0 + p, and L(n) = G(n), H(n) = 0 below. Suppose

    1. G(n) < s for every n < n0 + p;
    2. G(n) = L(n) + s H(n) for every n < N0 (the values computed; N0 below);
    3. for every residue r < p, with the shapes below: every v < G(n0 + r) is in T_1(r, 0), and G(n0 + r) is in
       none of T_1(r, 0), T_2(r, 0), T_3(r, 0);
    4. for every r < p: for e = 1, ..., Dmax + 3, the union of T_1(r, e) and of T_3(r, D) over D <= e - 2 with
       D = e (mod 2) holds every v < s; and for each parity, the union of T_2(r, D) over D of that parity does.

    Then G(n) = L(n) + s H(n) for all n, so ``G(n + p) = G(n) + s`` for all n >= n0.

    Shapes. A move on a heap of n = n0 + h p + r tokens (h >= 1, r < p) removing j tokens leaves heaps of two kinds:
    *small*, y < n0 + p (value G(y) < s), and q >= 1 *large*, x_i = n0 + H_i p + r_i with H_i >= 1 and r_i < p
    (value G(n0 + r_i) + s H_i, by induction). Summing, ``sum H_i = h - D`` with
    ``D = (j + sum r_i + sum y + (q - 1) n0 - r) / p``, a whole number >= 0 fixed by the shape (j, the y's, the
    r_i's); its *low value* is the XOR of the G(y) and G(n0 + r_i) (all below s), and T_q(r, D) is the set of low
    values of the shapes with q large parts and that D. An option's value is ``low + s X`` with X the XOR of the
    H_i: X <= sum H_i = h - D <= h.

    Proof. By induction on n >= N0 = max(n0 + (Dmax + 4) p, 3 (n0 + p) + t) (Dmax the largest D, so h >= Dmax + 4 and
    every move leaves a large heap). No option has high part above h. High part h needs D = 0 and H_i with no
    common bits summing to h: one large part (q = 1) always can, so the low values in layer h lie between
    T_1(r, 0) and the union of T_q(r, 0), and by 3 their mex is G(n0 + r) = L(n). Every layer x < h is full: a
    shape with q = 1 and D = h - x gives layer x; one with q = 3 gives every x with 1 <= x <= h - D - 2,
    x = h - D (mod 2) (H = (x, b, b)); one with q = 2 gives x = 0 when h - D is even (H = (b, b)); for
    e = h - x >= Dmax + 2 the sets of 4 no longer depend on e but through its parity, so 4 covers every x < h.
    Hence G(n) = mex = s h + L(n). (No marks: shortening or lengthening a heap never changes which splits are
    allowed.)

    The test is a sufficient condition (in the spirit of Howse and Nowakowski's arithmetic-periodicity test for
    hexadecimal games [#hn-test]_, whose exact statement was not read): when a hypothesis fails the period stays
    observed. ``needs`` says how many values hypothesis 2 reads.

    References
    ----------
    .. [#hn-test] S. Howse and R. J. Nowakowski, "Periodicity and arithmetic-periodicity in hexadecimal games",
       Theoretical Computer Science 313 (2004) 463-472 (only its abstract and introduction were read).

    Examples
    --------
    >>> g = grundy_sequence(OctalCode("0.8"), 200, backend="python")    # G(n) = floor((n - 1) / 3) for n >= 1
    >>> arithmetic_period_test("0.8", g, 1, 3, 1).holds
    True
    >>> arithmetic_period_test("0.8", g, 1, 3, 2).reason[:30]
    'the saltus 2 is not G(n + 3) -'
    """
    c, g, n0, p, s, refused = _arithmetic_inputs(code, values, preperiod, period, saltus)
    if refused is not None:
        return refused
    top = max(g[:n0 + p])
    if top >= s:
        return ArithmeticTest(False, 0, f"hypothesis 1 fails: G(n) = {top} >= s = {s} for some n < n0 + p = {n0 + p}")
    if n0 + 2 * p - 1 > MAX_TEST_TYPES:
        return ArithmeticTest(False, 0, f"n0 + 2p - 1 = {n0 + 2 * p - 1} part types, more than {MAX_TEST_TYPES} tested")
    table = _shape_table(c, g, n0, p)
    full = (1 << s) - 1
    dmax = 0
    for r in range(p):
        lows: dict = {}
        for (q, total), mask in table.items():
            if (total - r) % p == 0:
                key = (q, (total - r) // p)
                lows[key] = lows.get(key, 0) | mask
                dmax = max(dmax, key[1])
        failed = _layer_failure(lows, g[n0 + r], full, r)
        if failed:
            return ArithmeticTest(False, 0, failed)
    need = max(n0 + (dmax + 4) * p, 3 * (n0 + p) + c.max_take) + 1
    if len(g) < need:
        return ArithmeticTest(False, need, f"hypotheses 1, 3, 4 hold; hypothesis 2 needs G(0..{need - 1}), only "
                                           f"G(0..{len(g) - 1}) given")
    failed = _hypothesis_2_failure(g, n0, p, s, need)
    if failed is not None:
        return failed
    return ArithmeticTest(True, need, f"hypotheses 1-4 hold (Dmax = {dmax}; G(0..{need - 1}) read)")


def offset_arithmetic_period_test(code: OctalCode | str, values, preperiod: int, period: int, saltus: int
                                  ) -> ArithmeticTest:
    """Whether the offset layer theorem below proves ``G(n + p) = G(n) + s`` for all n >= n0 from ``values``.

    :func:`arithmetic_period_test` needs the values up to n0 + p below s. Here the first period may reach s and
    beyond (0.F8: G(7..12) = 2, 3, 4, 5, 4, 5 with s = 4): each G(n0 + r) = l_r + s c_r with l_r < s, and the
    claim is G(n0 + H p + r) = l_r + s (c_r + H) for all H >= 0.

    The theorem (proved here). Let ``code`` be a finite take-and-break code without marks whose moves remove
    at most t tokens and leave at most three heaps; n0 >= 0, p >= 1, s = 2^m. The *small* heaps are the y < n0
    and the n0 + r with c_r = 0; the *large* ones are x = n0 + H p + r' with H >= 1, or H = 0 when c_r' >= 1.
    A move on n = n0 + h p + r removing j tokens has a *shape*: j, its small parts and the residues r_i of its
    q >= 1 large parts. Its large parts' H_i satisfy ``sum H_i = h - D``,
    ``D = (j + sum r_i + sum y + (q - 1) n0 - r) / p`` (a whole number >= 0); with C = sum c_(r_i) write
    ``delta = D - C + c_r`` (relative to r). By induction its value is ``low + s X``, low the XOR of the G(y)
    and l_(r_i), X the XOR of the u_i = c_(r_i) + H_i >= m_(r_i) = max(c_(r_i), 1), whose sum is T - delta where
    T = c_r + h is the claimed high part of G(n): so X <= T - delta, with equality when q = 1. Let cmin, cmax be
    the least and largest m_(r_i) of a shape, c* the largest m_r, and L_q the low values of shapes with q large
    parts and the conditions named. Suppose

    1. G(y) < s for every y < n0;
    2. G(n) = G(n - p) + s for n0 + p <= n < N0 (the values computed; N0 below);
    3. for every residue r: every v < l_r is in L_1(delta = 0), and l_r is in neither L_1(delta = 0) nor
       L_q(delta <= 0) for q = 2, 3;
    4. for every r, the layers below T are shown full (every low value v < s), for every h large enough:

       a. near the top, T - e for 1 <= e < E0 = delta_max + 2 c* + 2: by L_1(delta = e) and L_3(delta <= e -
          2 cmax, delta = e (mod 2));
       b. far below the top: for each parity of e, by L_3(delta = e (mod 2));
       c. the layers x < c*, for each parity of T: by L_3(cmin <= x, delta = T - x (mod 2)) and, for x = 0,
          L_2(delta = T (mod 2)).

    Then G(n0 + H p + r) = l_r + s (c_r + H) for all H >= 0 and r < p.

    Proof. By induction on n >= N0 = max(n0 + (delta_max + 3 c* + 4) p, 3 (n0 + p) + t): every move leaves a
    large part (three small parts sum to less than n - t), and h >= delta_max + 3 c* + 4 makes the three
    regions of 4 cover every layer x < T and the choices below valid. The options with X = T: a shape with
    q = 1 has X = T exactly when delta = 0 (its H_1 = h - D >= 1), so by 3 every low v < l_r occurs at layer T;
    a shape with delta > 0 has X < T; one with q >= 2 and delta <= 0 may reach T, but by 3 never with low l_r.
    So l_r + s T is no option. Every layer x < T is full: a shape with q = 1 and delta = e gives exactly the
    layer T - e; a shape with q = 3 gives any layer x >= cmin with e = T - x = delta (mod 2) and
    b = (e - delta) / 2 >= cmax, by u = (x, b, b) (H_i = u_i - c_(r_i), at least 0, and at least 1 where
    c_(r_i) = 0; the part with the least m taking x): then X = x. A shape with q = 2 gives the layer 0 by
    u = (b, b), 2 b = T - delta. Near the top (a) b >= cmax is asked and x >= c*; far below (b) every shape
    has b >= c*; at the bottom (c) T is large. Hence G(n) = mex = l_r + s T. (No marks: a heap's length never
    changes which splits are allowed.) When every c_r = 0 the hypotheses are those of the layer theorem
    (:func:`arithmetic_period_test`). It is a sufficient test: a failed hypothesis leaves the period observed.

    Examples
    --------
    >>> g = grundy_sequence(OctalCode("0.F8"), 400, backend="python")
    >>> arithmetic_period_test("0.F8", g, 7, 6, 4).reason[:20]
    'hypothesis 1 fails: '
    >>> offset_arithmetic_period_test("0.F8", g, 7, 6, 4).holds
    True
    """
    c, g, n0, p, s, refused = _arithmetic_inputs(code, values, preperiod, period, saltus)
    if refused is not None:
        return refused
    top = max(g[:n0], default=0)
    if top >= s:
        return ArithmeticTest(False, 0, f"hypothesis 1 fails: G(n) = {top} >= s = {s} for some n < n0 = {n0}")
    if n0 + p > MAX_TEST_TYPES:
        return ArithmeticTest(False, 0, f"n0 + p = {n0 + p} part types, more than {MAX_TEST_TYPES} tested")
    low = [g[n0 + r] % s for r in range(p)]
    offset = [g[n0 + r] // s for r in range(p)]
    table = _offset_shape_table(c, g, n0, p, s)
    cstar = max(max(offset), 1)
    by_residue = []
    for r in range(p):
        shapes = [(q, (total - r) // p - csum + offset[r], cmin, cmax, lows)
                  for (q, total, csum, cmin, cmax), lows in table.items() if (total - r) % p == 0]
        by_residue.append(shapes)
    delta_max = max([shape[1] for shapes in by_residue for shape in shapes] + [0])
    for r, shapes in enumerate(by_residue):
        failed = _offset_layer_failure(shapes, low[r], (1 << s) - 1, r, cstar, delta_max)
        if failed:
            return ArithmeticTest(False, 0, failed)
    need = max(n0 + (delta_max + 3 * cstar + 4) * p, 3 * (n0 + p) + c.max_take) + 1
    if len(g) < need:
        return ArithmeticTest(False, need, f"hypotheses 1, 3, 4 hold; hypothesis 2 needs G(0..{need - 1}), only "
                                           f"G(0..{len(g) - 1}) given")
    failed = _hypothesis_2_failure(g, n0, p, s, need)
    if failed is not None:
        return failed
    return ArithmeticTest(True, need, f"hypotheses 1-4 hold (offsets up to {max(offset)}, delta up to {delta_max}; "
                                      f"G(0..{need - 1}) read)")


_NO_LARGE = (1 << 30, -1)
"""The (least, largest) offset of a kind with no large part."""


def _offset_shape_table(code: OctalCode, g: Any, n0: int, p: int, s: int) -> dict:
    """``{(q, total, csum, cmin, cmax): bitmask of low values}`` over the shapes of moves on a large heap (see
    :func:`offset_arithmetic_period_test`): q large parts (residues r < p, low value G(n0 + r) mod s, offset
    c_r = G(n0 + r) div s; csum their sum, cmin and cmax the least and largest max(c_r, 1)) and small parts
    (1 <= y < n0 and the n0 + r with c_r = 0, value G(y)), total = j + sum r + sum y + (q - 1) n0 for a move
    removing j tokens."""
    small: dict = {}
    for y in [*range(1, n0), *(n0 + r for r in range(p) if g[n0 + r] < s)]:
        small[(y, 0, *_NO_LARGE)] = small.get((y, 0, *_NO_LARGE), 0) | 1 << int(g[y])
    large: dict = {}
    for r in range(p):
        c, least = g[n0 + r] // s, max(g[n0 + r] // s, 1)
        large[(r, c, least, least)] = large.get((r, c, least, least), 0) | 1 << (g[n0 + r] % s)

    def join(a: tuple, b: tuple) -> tuple:
        return a[0] + b[0], a[1] + b[1], min(a[2], b[2]), max(a[3], b[3])

    return _move_shapes(code, small, large, join,
                        lambda q, key, j: (q, key[0] + j + (q - 1) * n0, key[1], key[2], key[3]))


def _offset_layer_failure(shapes: list, low: int, full: int, r: int, cstar: int, delta_max: int) -> str:
    """Hypotheses 3 and 4 of :func:`offset_arithmetic_period_test` for residue r (``shapes``: (q, delta, cmin,
    cmax, lows)): ``""`` or the one that fails."""
    def union(keep: Callable[[int, int, int, int], bool]) -> int:
        out = 0
        for q, delta, cmin, cmax, lows in shapes:
            if keep(q, delta, cmin, cmax):
                out |= lows
        return out

    below = (1 << low) - 1
    top = union(lambda q, d, cmin, cmax: q == 1 and d == 0)
    if top & below != below:
        return f"hypothesis 3 fails at residue {r}: some value below {low} is not a low value at the top layer"
    if (top | union(lambda q, d, cmin, cmax: q >= 2 and d <= 0)) >> low & 1:
        return f"hypothesis 3 fails at residue {r}: the low value {low} may reach the top layer"
    for e in range(1, delta_max + 2 * cstar + 2):
        mask = union(lambda q, d, cmin, cmax: (q == 1 and d == e)
                     or (q == 3 and d <= e - 2 * cmax and (e - d) % 2 == 0))
        if mask & full != full:
            return f"hypothesis 4a fails at residue {r}: the layer T - {e} is not shown full"
    for parity in (0, 1):
        if union(lambda q, d, cmin, cmax: q == 3 and (d - parity) % 2 == 0) & full != full:
            return f"hypothesis 4b fails at residue {r}: the layers far below the top, e = {parity} (mod 2)"
    for x in range(cstar):
        for parity in (0, 1):
            mask = union(lambda q, d, cmin, cmax: (q == 3 and cmin <= x and (parity - x - d) % 2 == 0)
                         or (x == 0 and q == 2 and (parity - d) % 2 == 0))
            if mask & full != full:
                return f"hypothesis 4c fails at residue {r}: the layer {x}, T = {parity} (mod 2)"
    return ""


def _layer_failure(lows: dict, value: int, full: int, r: int) -> str:
    """Hypotheses 3 and 4 of :func:`arithmetic_period_test` for residue r: ``""`` or the one that fails."""
    def get(q: int, d: int) -> int:
        return lows.get((q, d), 0)

    below = (1 << value) - 1
    if get(1, 0) & below != below:
        return f"hypothesis 3 fails at residue {r}: some value below {value} is not a low value of one large heap"
    if (get(1, 0) | get(2, 0) | get(3, 0)) >> value & 1:
        return f"hypothesis 3 fails at residue {r}: the value {value} is a low value of the top layer"
    dmax = max([d for _, d in lows] + [0])
    for e in range(1, dmax + 4):
        mask = get(1, e)
        for d in range(e % 2, e - 1, 2):
            mask |= get(3, d)
        if mask & full != full:
            return f"hypothesis 4 fails at residue {r}: the layer h - {e} is not shown full"
    for parity in (0, 1):
        mask = 0
        for d in range(parity, dmax + 1, 2):
            mask |= get(2, d)
        if mask & full != full:
            return f"hypothesis 4 fails at residue {r}: layer 0 is not shown full for h = {parity} (mod 2)"
    return ""


def prove_arithmetic_period(code: OctalCode | str, values, observed: Periodicity | None = None,
                            max_scale: int = 8) -> Periodicity | None:
    """The arithmetic period of ``values`` = G(0..N) of ``code``, proved by :func:`arithmetic_period_test` when it
    can be, else as observed (:func:`find_arithmetic_period`), or None.

    The observed ``G(n + p) = G(n) + s`` (s a power of two) is tested as it is and with period and saltus doubled
    up to ``max_scale`` times (``G(n + 2^i p) = G(n) + 2^i s``, which hypothesis 1 may allow where the first form
    does not); a proof of a doubled form proves the observed one, since that holds on the first doubled period.
    When the layer theorem proves none of them, the offset layer theorem
    (:func:`offset_arithmetic_period_test`, for a first period that reaches s) is tried the same way.

    Examples
    --------
    >>> g = grundy_sequence(OctalCode("0.8"), 300, backend="python")
    >>> per = prove_arithmetic_period("0.8", g)
    >>> per.preperiod, per.period, per.saltus, per.proven
    (1, 3, 1, True)
    """
    c = code if isinstance(code, OctalCode) else OctalCode(code)
    per = observed if observed is not None else find_arithmetic_period(values)
    if per is None or per.saltus <= 0:
        return per
    n0, p, s = per.preperiod, per.period, per.saltus
    reasons = []
    for name, test_of in (("layer theorem", arithmetic_period_test),
                          ("offset layer theorem", offset_arithmetic_period_test)):
        first, tried = "", 0
        for i in range(max_scale + 1):
            test = test_of(c, values, n0, p << i, s << i)
            if test.holds:
                statement = (f"proved: G(n + {p}) = G(n) + {s} for all n >= {n0}, by the {name} "
                             f"({test_of.__name__}) with period {p << i} and saltus {s << i}: {test.reason}")
                return Periodicity(n0, p, True, per.checked_to, saltus=s, seconds=per.seconds, statement=statement)
            first, tried = first or test.reason, i
            if test.needs > len(values) or any(w in test.reason for w in ("more than", "finite codes", "power of two")):
                break  # doubling cannot help
        also = f"; also with period and saltus doubled 1 to {tried} times" if tried else ""
        reasons.append(f"{name}: {first}{also}")
    statement = per.statement.split("; not a proof")[0] + f"; not proved ({'; '.join(reasons)})"
    return Periodicity(n0, p, False, per.checked_to, saltus=s, seconds=per.seconds, statement=statement)


def code_period(code: OctalCode, values) -> Periodicity | None:
    """The period of ``values`` (G(0..N) of ``code``) by :func:`find_period`, with the theorem's parameters read
    from the code: t, the most heaps a move leaves, and whether a digit carries a mark.

    Examples
    --------
    >>> code_period(OctalCode("0.3"), [0, 1] * 5).statement[:7]
    'proved:'
    """
    return find_period(values, code.max_take, max_heaps=code.max_heaps, theorem=not any(code.marks))


def _octal_code(value: Any, name: str) -> OctalCode:
    if isinstance(value, OctalCode):
        return value
    try:
        return OctalCode(value)
    except (TypeError, ValueError) as err:
        raise type(err)(f"option {name}: {err}") from err


CODE_OPTION = Option("code", Custom("an octal or take-and-break code like '0.77', '0.F' or '4!.0'",
                                   checker=_octal_code), "0.77",
                     "the take-and-break code: digit d_k says how many heaps removing k tokens may leave")


class OctalGame(HeapGame):
    """The octal game ``code`` played on the given heaps.

    Parameters
    ----------
    code : str or OctalCode
        Octal code such as ``"0.77"`` (Kayles) or ``"0.07"`` (Dawson's Kayles).
    heaps : sequence of int
        Heap sizes (>= 0).
    convention : {"normal", "misere"}
    max_heap : int, keyword-only
        Heaps up to this size are valued by computing the Grundy sequence (default :data:`MAX_HEAP`,
        2^15); larger ones by the period that the computed values prove, or refused when none is proved.
        Not a rule: the game (and its ``cache_key``) is the same for every value.

    Raises
    ------
    ValueError
        For a malformed code, a bad heap or an unknown convention.
    TypeError
        If ``code`` is neither a string nor an OctalCode, or ``heaps`` not a sequence of integers.

    Notes
    -----
    Capabilities: :meth:`nim_value` (both conventions: the normal-play value), :meth:`winning_moves` and
    ``outcome_class`` (normal play only; under misere play the Sprague-Grundy values do not decide the
    outcome, so ``outcome_class`` is None and the solvers search). The sequence is computed once per game,
    lazily, doubling its length until a period is proved or ``max_heap`` is reached.

    Examples
    --------
    >>> from combgames.solvers import grundy_value
    >>> grundy_value(OctalGame("0.77", [11])), grundy_value(OctalGame("0.07", [5, 1]))
    (6, 0)
    >>> grundy_value(OctalGame("0.77", [10**100]))   # Kayles: period 12 from heap 71 on, G(76)
    1
    """

    move_form = "heap:k:left"

    #: The declared options (constructor, catalogue and command line).
    OPTIONS = Options(CODE_OPTION, heaps_option((10,)), CONVENTION_OPTION)

    def __init__(self, code: str | OctalCode = "0.77", heaps: Sequence[int] = (10,), *,
                 convention: str = "normal", max_heap: int = MAX_HEAP):
        self.code = OctalGame.OPTIONS.check(code=code)["code"]
        super().__init__(heaps, convention=convention)
        self.move_form = "heap:k:left" if self.code.tail_length == 2 else "heap:k:a:b"
        self.max_heap = check_int(max_heap, "max_heap", minimum=1)
        self._values: Sequence[int] = ()
        self._period: Periodicity | None = None

    # ------------------------------------------------------------------ values by the compiled sequence
    def heap_value(self, n: int) -> int:
        """The Sprague-Grundy value G(n) of one heap of n tokens (normal play).

        Computed by :func:`grundy_sequence` for n up to ``max_heap``, beyond by the period the computed
        values prove (:func:`find_period`), or for a code that splits heaps in three by the arithmetic period
        they prove (:func:`prove_arithmetic_period`): ``G(n) = G(n0 + r) + q s`` for ``n = n0 + q p + r``.

        Raises
        ------
        ValueError
            If n > ``max_heap`` and the values up to ``max_heap`` prove no period (the message gives the
            cost of computing up to n).

        Examples
        --------
        >>> OctalGame("0.07").heap_value(10**30)   # Dawson's Kayles: period 34 from heap 53 on
        1
        >>> OctalGame("0.8").heap_value(10**30 + 1)   # G(n + 3) = G(n) + 1 from heap 1 on: G(n) = (n - 1) // 3
        333333333333333333333333333333
        """
        n = check_int(n, "heap", minimum=0)
        while n >= len(self._values) and self._period is None:
            self._extend(n)
        if n < len(self._values):
            return int(self._values[n])
        per = self._period
        assert per is not None and n >= per.preperiod
        turns, offset = divmod(n - per.preperiod, per.period)
        return int(self._values[per.preperiod + offset]) + turns * per.saltus

    def _extend(self, n: int) -> None:
        """Compute the sequence twice as far (at least to :data:`SMALL_SEQUENCE`, at most ``max_heap``), and look
        for a period (doubling, so a huge heap of a periodic code costs only the sequence that proves the
        period)."""
        have = len(self._values) - 1
        if have >= self.max_heap:
            cost = f"about {n}^{max(self.code.max_heaps, 1) + (1 if self.code.period else 0)} operations"
            raise LimitError(f"octal game {self.code}: the values of heaps up to max_heap={self.max_heap:,} prove no "
                             f"period, so the heap of {n:,} tokens needs the whole sequence up to it ({cost}); "
                             "pass a larger max_heap to compute it", refused=True)
        limit = min(max(2 * have + 1, SMALL_SEQUENCE), self.max_heap)
        if sequence_cost(self.code, limit)[0] > MAX_OPERATIONS:  # the next doubling is too dear: the heap alone?
            limit = n  # n > have: the heap asked for, alone
            cost = sequence_cost(self.code, limit)[0]
            if cost > MAX_OPERATIONS:
                raise LimitError(f"octal game {self.code}: the values of heaps up to {have:,} prove no period, and "
                                 f"those up to {limit:,} would take about {cost:.1e} operations, more than "
                                 f"{MAX_OPERATIONS:.0e} (about 15 s); the heap of {n:,} tokens is refused",
                                 refused=True)
        out = grundy_sequence(self.code, limit)
        self._values = out
        per = code_period(self.code, out)
        if per is None or not per.proven:
            per = prove_arithmetic_period(self.code, out) if self.code.max_heaps == 3 else None
        if per is not None and per.proven:
            self._period = per

    def splits_heaps(self) -> bool:
        """Whether some digit of the code allows leaving two heaps (bit 4)."""
        return any(d & 12 for d in self.code.digits)

    def nim_value(self, p: tuple) -> int:
        """The Sprague-Grundy value of position ``p`` (normal play): the XOR of its heaps' values."""
        return reduce(xor, (self.heap_value(h) for h in p[0]), 0)

    @property
    def outcome_class(self):
        """Under normal play, the function ``p -> "N" or "P"`` (value non-zero or zero); None under misere play
        (a capability the game does not declare: the solvers search instead)."""
        if self.convention != "normal":
            return None
        return self._normal_outcome_class

    def _normal_outcome_class(self, p: tuple) -> str:
        return "N" if self.nim_value(p) else "P"

    @property
    def winning_moves(self):
        """Under normal play, the function ``p -> moves to a position of value 0``; None under misere play."""
        if self.convention != "normal":
            return None
        return self._normal_winning_moves

    def _normal_winning_moves(self, p: tuple, *, max_moves: int = MAX_MOVES) -> list[tuple[int, int, int]]:
        heaps = p[0]
        values = [self.heap_value(h) for h in heaps]
        total = reduce(xor, values, 0)
        if total == 0:
            return []
        out = []
        for i, (h, v) in enumerate(zip(heaps, values)):
            target = total ^ v
            count = sum((h - k) // 2 + (h - k) ** 2 // 12 * (d >> 3) for k, d in enumerate(self.code.digits)
                        if d & 12 and h - k >= 2)
            if count > max_moves:
                raise LimitError(f"octal game {self.code}: heap {i + 1} of {h:,} tokens has {count:,} moves, more than "
                                 f"max_moves={max_moves:,}; its winning moves are not listed", refused=True)
            for k, left in self.heap_moves(h):
                if reduce(xor, (self.heap_value(x) for x in self.heaps_left(h, (k, left))), 0) == target:
                    out.append((i, k, left))
        return out

    def __repr__(self) -> str:
        return f"OctalGame({str(self.code)!r}, {list(self.heaps)}, convention={self.convention!r})"

    def heap_moves(self, n: int) -> Sequence[tuple[int, int]]:
        """The moves ``(k, left)`` on a heap of n tokens (:meth:`OctalCode.heap_moves`)."""
        return self.code.heap_moves(n)

    def _parts(self, n: int, tail: tuple[int, ...]) -> tuple[int, ...] | None:
        """The heaps ``tail = (k, *parts)`` leaves of a heap of n (the last part is the rest), or None."""
        if len(tail) != self.code.tail_length:
            return None
        k, *given = tail
        parts = (*given, n - k - sum(given))
        return parts if k >= 0 and min(parts) >= 0 else None

    def normal_form(self, n: int, tail: tuple[int, ...]) -> tuple[int, ...]:
        """The move as :meth:`heap_moves` lists it: the parts left in increasing order, zeros last."""
        parts = self._parts(n, tail)
        if parts is None:
            return tail
        heaps = sorted(h for h in parts if h)
        pad = [0] * (self.code.tail_length - 1)
        if len(heaps) == 1:
            return (tail[0], heaps[0], *pad[1:])
        if len(heaps) == self.code.tail_length:
            return (tail[0], *heaps[:-1])
        return (tail[0], *(heaps[:-1] + pad)[:len(pad)])

    def why_not(self, n: int, tail: tuple[int, ...]) -> str:
        parts = self._parts(n, tail)
        if parts is None:
            if len(tail) != self.code.tail_length:
                return f"a move of code {self.code} is ({self.move_form.replace(':', ', ')})"
            return f"cannot remove {tail[0]} from a heap of {n} leaving {list(tail[1:])}"
        heaps = sum(1 for x in parts if x)
        return f"code {self.code} does not allow removing {tail[0]} from {n} leaving {heaps} heap(s) of sizes " \
               f"{sorted(x for x in parts if x)}"

    def heaps_left(self, n: int, tail: tuple[int, ...]) -> tuple[int, ...]:
        """The non-empty parts the move leaves (``left`` and ``n - k - left``, or three parts)."""
        parts = self._parts(n, tail)
        return tuple(x for x in parts if x > 0) if parts else ()

    def rule_name(self) -> str:
        return f"octal {self.code}"


GAMES = {
    "octal": GameFactory(OctalGame, OctalGame.OPTIONS),
    "kayles": GameFactory(OctalGame, OctalGame.OPTIONS, fixed={"code": "0.77"}, base="octal"),
    "dawsons-kayles": GameFactory(OctalGame, OctalGame.OPTIONS, fixed={"code": "0.07"}, base="octal"),
    "grundys-game": GameFactory(OctalGame, OctalGame.OPTIONS, fixed={"code": "4!.0"}, base="octal"),
}
