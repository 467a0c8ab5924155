"""The reproduce table: every published claim of the source texts, recomputed and compared.

Each claim is a :class:`Claim`: an id, the seed file it comes from, the claim in words, the published value
(with, where the source misprints or contradicts itself, a *corrected reading* next to it), and a function
that computes the value from the library. A claim's ``compute`` returns only what it computed (a value, or a
:class:`Computed` with its evidence); the verdict is decided here, by :func:`verdict`, comparing the computed
value with the published one:

``extends``
    there is no published value (a result beyond the source);
``confirmed``
    the computed value equals the published one (or satisfies a published :class:`Predicate`
    such as "not win"), and the computation proves it;
``supported``
    the same agreement, but the claim was checked on a sample or a finite range only
    (:attr:`Computed.sample` says which), so it is not proved;
``erratum``
    the literal claim fails, and either the computed value equals the corrected reading held in
    the table (:attr:`Claim.corrected`: the source's own other statement, or the evident correction
    of a misprint, named by :attr:`Claim.correction`), or the published value equals the value of a
    stated alternative reading that the claim computed (:attr:`Computed.alternatives`);
``refuted``
    otherwise: the literal claim fails and no stated reading explains the published value.

A claim that raises gets the verdict ``error`` (a failed computation is reported, never hidden). Every row
also says *why* it got its verdict (:attr:`Row.basis`).

Claims live in the modules of this package, one module per topic (``tictactoe``, ``picaria_counting``,
...), each defining a list ``CLAIMS``. They state claims and call the library; the sources' transcriptions
are in :mod:`combgames.sources`, the algorithms in the library. This package is, with ``tests/published/``,
the only place where published numbers are written down; the library computes, this table compares.

Examples
--------
>>> from combgames.reproduce import all_claims, run_claim
>>> row = run_claim(next(c for c in all_claims() if c.id == "ttt.value"))
>>> (row.verdict, row.computed)
('confirmed', 'draw')

The verdict rule on its own:

>>> claim = Claim("demo.count", "demo", "there are 3 of them", 3, lambda: 4, corrected=4,
...               correction="the same text's table, which lists 4")
>>> verdict(claim, Computed(4))[0], verdict(claim, Computed(5))[0]
('erratum', 'refuted')
>>> verdict(Claim("demo.sum", "demo", "...", 3, lambda: 3), Computed(3, sample="n <= 10"))[0]
'supported'
>>> verdict(Claim("demo.game", "demo", "X cannot win", not_equal("win"), lambda: "draw"), Computed("draw"))[0]
'confirmed'
"""

from __future__ import annotations

import fnmatch
import importlib
import pkgutil
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator, Mapping

from combgames.base.tables import ReadAsTable, Table

__all__ = ["Claim", "Computed", "Predicate", "QUICK_SECONDS", "ReproduceRows", "Row", "VERDICTS", "all_claims",
           "expected_seconds", "matches", "not_equal", "reproduce_rows", "run_claim", "run_claims", "same_value",
           "select_claims", "verdict"]

VERDICTS = ("confirmed", "supported", "refuted", "erratum", "extends")
"""The verdicts a computed claim can get (``error`` is the row of a claim whose computation raised)."""


@dataclass(frozen=True)
class Predicate:
    """A published statement that a value satisfies, rather than a value to equal ("not win").

    Parameters
    ----------
    text : str
        The statement as it appears in the table (its ``str``), e.g. ``"not win"``.
    test : callable
        ``test(value) -> bool``: whether a computed value satisfies the statement.

    Examples
    --------
    >>> p = Predicate("not win", lambda v: v != "win")
    >>> str(p), p.holds("draw"), p.holds("win")
    ('not win', True, False)
    """

    text: str
    test: Callable[[Any], bool] = field(repr=False, compare=False)

    def holds(self, value: Any) -> bool:
        """Return True if ``value`` satisfies the statement."""
        return bool(self.test(value))

    def __str__(self) -> str:
        return self.text


def not_equal(value: Any) -> Predicate:
    """The published statement "not ``value``" (e.g. "X cannot win": the outcome is ``not_equal("win")``).

    Examples
    --------
    >>> str(not_equal("loss")), not_equal("loss").holds("draw")
    ('not loss', True)
    """
    return Predicate(f"not {value}", lambda v: v != value)


def same_value(published: Any, read: Callable[[Any], Any]) -> Predicate:
    """The published statement "equal to ``published`` as a value": the computed and published texts are both
    read by ``read`` (such as :func:`combgames.cgt.parse_game`) and the values compared, not the strings (so
    ``{1|0}`` in a book and ``{1|0}`` computed agree, and so do ``1/2`` and ``{0|1}``).

    Examples
    --------
    >>> from fractions import Fraction
    >>> p = same_value("1/2", Fraction)
    >>> str(p), p.holds("2/4"), p.holds("1/3")
    ('1/2', True, False)
    """
    return Predicate(str(published), lambda v: read(v) == read(published))


def _agrees(published: Any, value: Any) -> bool:
    """Whether a computed value agrees with a published value or :class:`Predicate`."""
    if isinstance(published, Predicate):
        return published.holds(value)
    return bool(published == value)


@dataclass(frozen=True)
class Computed:
    """What a claim's ``compute`` found: the value, the evidence behind it, and how far it was checked.

    Parameters
    ----------
    value : Any
        The computed value, compared with the claim's published value.
    evidence : str
        How the value was computed and what else was seen (shown with the row).
    sample : str
        Empty when the computation proves the value. Otherwise the sample or finite range the claim was
        checked on ("a, b <= 256", "300 random boards"): the row is then ``supported``, never
        ``confirmed``.
    alternatives : mapping
        Stated alternative readings of the claim and the value the claim computed under each (for
        instance ``{"the O replies that hold the draw, one per opening of X": 3}``). When the literal value
        disagrees with the published one but a reading's value equals it, the row is an ``erratum``.

    Raises
    ------
    TypeError
        If ``evidence`` or ``sample`` is not a str.
    ValueError
        If ``evidence`` is a verdict word (the verdict is never the claim's to give).
    """

    value: Any
    evidence: str = ""
    sample: str = ""
    alternatives: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not isinstance(self.evidence, str):
            raise TypeError(f"evidence must be a str, not {type(self.evidence).__name__}")
        if self.evidence in VERDICTS:
            raise ValueError(f"evidence must say how the value was found, not {self.evidence!r}: a claim never "
                             "chooses its verdict (run_claim compares with the published value)")
        if not isinstance(self.sample, str):
            raise TypeError(f"sample must be a str describing the checked range, not {self.sample!r}")


@dataclass(frozen=True)
class Claim:
    """One published claim and how to recompute it.

    Parameters
    ----------
    id : str
        Stable identifier, ``topic.name`` (used by ``--only``).
    source : str
        The seed file name, e.g. ``"000_673cd376e7bd542d.txt"``, with the place in it after a colon.
    claim : str
        The claim in words.
    published : Any
        The value the source gives, or a :class:`Predicate` it states (``None`` for claims that extend the
        source).
    compute : callable
        No-argument function returning the computed value, or a :class:`Computed`. It never decides the
        verdict.
    slow : bool
        True for claims that take more than about 5 s: not run by default (``combgames reproduce --slow``
        runs them, ``--only ID`` runs one), and listed with their expected time at the end of a default run.
    expected : float
        The seconds the computation is expected to take, shown before it starts when no time of an earlier
        run is recorded (:mod:`combgames.reproduce._timings`). Required for a slow claim.
    corrected : Any
        The corrected reading of the published value, when the table holds one: the source's own other
        statement of the same quantity, or the evident correction of a misprint. ``None`` if there is none.
    correction : str
        Where the corrected reading comes from (required with ``corrected``).

    Raises
    ------
    ValueError
        If ``corrected`` is given without ``correction``, or for a claim with no published value; if
        ``expected`` is negative, or missing for a slow claim.
    """

    id: str
    source: str
    claim: str
    published: Any
    compute: Callable[[], Any] = field(repr=False)
    slow: bool = False
    expected: float | None = None
    corrected: Any = None
    correction: str = ""

    def __post_init__(self) -> None:
        if self.expected is None and self.slow:
            raise ValueError(f"claim {self.id}: a slow claim needs its expected time (expected=SECONDS)")
        if self.expected is not None and not self.expected >= 0:
            raise ValueError(f"claim {self.id}: expected must be a number of seconds >= 0, not {self.expected!r}")
        if self.corrected is not None:
            if not self.correction:
                raise ValueError(f"claim {self.id}: a corrected reading needs its correction (where it comes from)")
            if self.published is None:
                raise ValueError(f"claim {self.id}: a corrected reading needs a published value to correct")


QUICK_SECONDS = 0.1
"""The expected time of a claim that declares none: a quick one."""


def expected_seconds(claim: Claim) -> float:
    """The seconds ``claim`` declares it takes (:attr:`Claim.expected`), or :data:`QUICK_SECONDS`."""
    return QUICK_SECONDS if claim.expected is None else float(claim.expected)


@dataclass(frozen=True)
class Row:
    """One line of the reproduce table; ``basis`` says why the row got its verdict."""

    id: str
    source: str
    claim: str
    published: Any
    computed: Any
    verdict: str
    seconds: float
    evidence: str = ""
    error: str = ""
    basis: str = ""

    def as_json(self) -> dict[str, Any]:
        """Return the row as a JSON-ready dict with exactly the keys of the table."""
        return {
            "id": self.id,
            "source": self.source,
            "claim": self.claim,
            "published": _jsonable(self.published),
            "computed": _jsonable(self.computed),
            "verdict": self.verdict,
            "seconds": round(self.seconds, 4),
        }

    def _repr_html_(self) -> str:
        return ReproduceRows([self])._repr_html_()


class ReproduceRows(ReadAsTable, list):
    """Rows of the reproduce table (a list of :class:`Row`) that print as a table: claim, the claim in words,
    published, computed, verdict and seconds, and the number of rows per verdict under it (text, and HTML in
    Jupyter; :meth:`table`).

    Examples
    --------
    >>> rows = reproduce_rows("ttt.value")
    >>> [(r.id, r.verdict) for r in rows]
    [('ttt.value', 'confirmed')]
    >>> print(rows.table().column("computed"), rows.summary().split(";")[0])
    ('draw',) 1 claims: 1 confirmed
    """

    COLUMNS = ("claim", "in words", "published", "computed", "verdict", "seconds")

    def summary(self) -> str:
        """The number of rows per verdict (in alphabetical order) and the total time: ``"3 claims: 2 confirmed,
        1 erratum; 0.4 s"``."""
        counts: dict[str, int] = {}
        for r in self:
            counts[r.verdict] = counts.get(r.verdict, 0) + 1
        verdicts = ", ".join(f"{n} {v}" for v, n in sorted(counts.items()))
        return f"{len(self)} claims: {verdicts}; {sum(r.seconds for r in self):.1f} s"

    def table(self, *, max_width: int = 36) -> Table:
        """The rows as a :class:`~combgames.base.tables.Table` (cells wider than ``max_width`` wrap in the text
        form; a failed computation shows its error as the computed value)."""
        return Table(self.COLUMNS,
                     [(r.id, r.claim, _shown(r.published), r.error or _shown(r.computed), r.verdict,
                       f"{r.seconds:.2f}") for r in self],
                     align="lllllr", title="Published claims recomputed",
                     notes=self.summary(), max_width=max_width)


def _shown(value: Any) -> str:
    """A published or computed value as the table shows it: ``-`` for none."""
    return "-" if value is None else str(value)


def _jsonable(value: Any) -> Any:
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [_jsonable(v) for v in value]
        return sorted(items, key=repr) if isinstance(value, (set, frozenset)) else items
    return str(value)


def verdict(claim: Claim, computed: Computed) -> tuple[str, str]:
    """Decide a claim's verdict by comparing what was computed with what was published.

    Returns
    -------
    (str, str)
        The verdict (one of :data:`VERDICTS`) and its basis in words.

    Notes
    -----
    The rule, in order (the module docstring defines the verdicts): no published value -> ``extends``;
    the computed value agrees with the published one -> ``supported`` if the claim was checked on a sample
    or finite range only, else ``confirmed``; the computed value agrees with the table's corrected reading,
    or the published value agrees with the value of an alternative reading the claim computed ->
    ``erratum``; else ``refuted``.
    """
    if claim.published is None:
        return "extends", "no published value: a result beyond the source"
    if _agrees(claim.published, computed.value):
        if computed.sample:
            return "supported", f"computed agrees with published, checked on {computed.sample} only (not proved)"
        return "confirmed", "computed agrees with published"
    if claim.corrected is not None and _agrees(claim.corrected, computed.value):
        return "erratum", (f"the literal claim fails; computed agrees with the corrected reading "
                           f"{_jsonable(claim.corrected)!r} ({claim.correction})")
    for reading, value in computed.alternatives.items():
        if _agrees(claim.published, value):
            return "erratum", (f"the literal claim fails; the published value is the value of another reading: "
                               f"{reading}")
    basis = "computed disagrees with published"
    if claim.corrected is not None:
        basis += f" and with the corrected reading {_jsonable(claim.corrected)!r}"
    if computed.alternatives:
        basis += f"; no stated reading gives the published value ({sorted(computed.alternatives)})"
    return "refuted", basis


def all_claims() -> list[Claim]:
    """Return every claim of every module in this package, in module then list order."""
    claims: list[Claim] = []
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        claims.extend(getattr(module, "CLAIMS", []))
    ids = [c.id for c in claims]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise RuntimeError(f"claim ids must be unique; repeated: {duplicates}")
    return claims


def run_claim(claim: Claim) -> Row:
    """Compute one claim, decide its verdict by :func:`verdict`, and return its row.

    An exception in the computation becomes a row with verdict ``error`` and the message, unless it was
    raised in place of an interrupt (a KeyboardInterrupt in its chain of causes): that is re-raised as the
    KeyboardInterrupt, so an interrupted run stops instead of going on with an ``error`` row.
    """
    start = time.perf_counter()
    try:
        found = claim.compute()
    except Exception as err:  # a failed computation is reported as a row, never hidden
        interrupt = _interrupt_of(err)
        if interrupt is not None:  # a library turned Ctrl-C (or SIGTERM) into its own error: stop
            raise KeyboardInterrupt(*interrupt.args) from err
        seconds = time.perf_counter() - start
        return Row(claim.id, claim.source, claim.claim, claim.published, None, "error", seconds,
                   error=f"{type(err).__name__}: {err}", basis="the computation raised")
    seconds = time.perf_counter() - start
    if not isinstance(found, Computed):
        found = Computed(found)
    decided, basis = verdict(claim, found)
    evidence = found.evidence
    if found.sample and found.sample not in evidence:
        evidence = f"{evidence} [checked on {found.sample}]".strip()
    return Row(claim.id, claim.source, claim.claim, claim.published, found.value, decided, seconds,
               evidence=evidence, basis=basis)


def _interrupt_of(err: BaseException) -> BaseException | None:
    """The KeyboardInterrupt in the chain of causes and contexts of ``err``, if any."""
    seen: set[int] = set()
    stack = [err]
    while stack:
        e = stack.pop()
        if id(e) in seen:
            continue
        seen.add(id(e))
        if isinstance(e, KeyboardInterrupt):
            return e
        stack.extend(x for x in (e.__cause__, e.__context__) if x is not None)
    return None


def matches(claim: Claim, pattern: str) -> bool:
    """Whether ``claim``'s id matches ``pattern``: a glob (``'picaria*'``) or a part of the id."""
    return fnmatch.fnmatch(claim.id, pattern) or pattern in claim.id


def select_claims(pattern: str | None = None, slow: bool = False) -> tuple[list[Claim], list[Claim]]:
    """The claims a run computes and the slow ones it leaves out, both in table order.

    A run computes the claims matching ``pattern`` (all if None, see :func:`matches`); a slow claim only with
    ``slow``, or when ``pattern`` is its exact id. The second list is the slow matching claims not computed.

    Examples
    --------
    >>> run, left = select_claims("hypercube.")
    >>> "hypercube.3^3" in [c.id for c in run], [c.id for c in left]
    (True, ['hypercube.4^3'])
    >>> [c.id for c in select_claims("hypercube.4^3")[0]]
    ['hypercube.4^3']
    """
    chosen = [c for c in all_claims() if pattern is None or matches(c, pattern)]
    run = [c for c in chosen if slow or not c.slow or c.id == pattern]
    return run, [c for c in chosen if c not in run]


def run_claims(claims: str | None | Iterable[Claim] = None) -> Iterator[tuple[int, int, Row]]:
    """Run ``claims`` in order (or every claim whose id matches the pattern, all if None, slow ones included);
    yield ``(index, total, row)``. Each claim is computed when its row is asked for."""
    if claims is None or isinstance(claims, str):
        claims = [c for c in all_claims() if claims is None or matches(c, claims)]
    claims = list(claims)
    for i, claim in enumerate(claims):
        yield i, len(claims), run_claim(claim)


def reproduce_rows(pattern: str | None = None, *, slow: bool = False) -> ReproduceRows:
    """Compute the claims a ``combgames reproduce`` run would (:func:`select_claims`: those matching ``pattern``,
    all if None; slow ones only with ``slow`` or when named by their exact id) and return their rows, which print
    as a table (:class:`ReproduceRows`)."""
    return ReproduceRows(run_claim(c) for c in select_claims(pattern, slow)[0])
