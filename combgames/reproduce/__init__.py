"""The reproduce table: every published claim of the source texts, recomputed.

Each claim is a :class:`Claim`: an id, the seed file it comes from, the claim in words, the published value,
and a function that computes the value from the library. Running a claim gives a :class:`Row` with a
verdict:

``confirmed``  the computed value equals the published one;
``refuted``    it does not;
``erratum``    the source contradicts itself or misprints (the claim's ``compute`` decides and explains);
``extends``    a result beyond the source (no published value to compare with).

Claims live in the modules of this package, one module per topic (``tictactoe``, ``picaria_counting``,
...), each defining a list ``CLAIMS``. This package is, with ``tests/published/``, the only place where
published numbers are written down; the library computes, this table compares.

Examples
--------
>>> from combgames.reproduce import all_claims, run_claim
>>> row = run_claim(next(c for c in all_claims() if c.id == "ttt.value"))
>>> (row.verdict, row.computed)
('confirmed', 'draw')
"""

from __future__ import annotations

import fnmatch
import importlib
import pkgutil
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

__all__ = ["Claim", "Computed", "Row", "VERDICTS", "all_claims", "run_claim", "run_claims"]

VERDICTS = ("confirmed", "refuted", "erratum", "extends")


@dataclass(frozen=True)
class Computed:
    """A computed value with an explicit verdict and, optionally, the evidence behind it.

    Return this from a claim's ``compute`` when plain equality with the published value is not the verdict
    (an erratum, an extension, a published figure that counts something else).
    """

    value: Any
    verdict: str
    evidence: str = ""

    def __post_init__(self) -> None:
        if self.verdict not in VERDICTS:
            raise ValueError(f"verdict must be one of {VERDICTS}, not {self.verdict!r}")


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
        The value the source gives (``None`` for claims that extend the source).
    compute : callable
        No-argument function returning the computed value, or a :class:`Computed`.
    slow : bool
        True for claims that take more than a few seconds (still run by default).
    """

    id: str
    source: str
    claim: str
    published: Any
    compute: Callable[[], Any] = field(repr=False)
    slow: bool = False


@dataclass(frozen=True)
class Row:
    """One line of the reproduce table."""

    id: str
    source: str
    claim: str
    published: Any
    computed: Any
    verdict: str
    seconds: float
    evidence: str = ""
    error: str = ""

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


def _jsonable(value: Any) -> Any:
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [_jsonable(v) for v in value]
        return sorted(items, key=repr) if isinstance(value, (set, frozenset)) else items
    return str(value)


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
    """Compute one claim and return its row; an exception becomes a row with verdict ``error``."""
    start = time.perf_counter()
    try:
        value = claim.compute()
    except Exception as err:  # a failed computation is reported as a row, never hidden
        seconds = time.perf_counter() - start
        return Row(claim.id, claim.source, claim.claim, claim.published, None, "error", seconds,
                   error=f"{type(err).__name__}: {err}")
    seconds = time.perf_counter() - start
    if isinstance(value, Computed):
        return Row(claim.id, claim.source, claim.claim, claim.published, value.value, value.verdict, seconds,
                   evidence=value.evidence)
    if claim.published is None:
        verdict = "extends"
    else:
        verdict = "confirmed" if value == claim.published else "refuted"
    return Row(claim.id, claim.source, claim.claim, claim.published, value, verdict, seconds)


def run_claims(pattern: str | None = None) -> Iterator[tuple[int, int, Row]]:
    """Run the claims whose id matches the glob ``pattern`` (all if None); yield ``(index, total, row)``."""
    claims = all_claims()
    if pattern:
        claims = [c for c in claims if fnmatch.fnmatch(c.id, pattern) or pattern in c.id]
    for i, claim in enumerate(claims):
        yield i, len(claims), run_claim(claim)
