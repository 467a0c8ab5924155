"""``combgames reproduce``: recompute every published claim and print claim, published, computed, verdict, time.

Interrupted (Ctrl-C, or SIGTERM from ``timeout`` or a batch scheduler), it prints the claims finished so far
and exits 1.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from combgames.reproduce import Row, run_claims

NAME = "reproduce"
HELP = "recompute the published claims of the source texts and compare"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the rows as a JSON list of objects")
    parser.add_argument("--only", metavar="PATTERN", help="run only claims whose id matches (glob or substring)")


def _text(value: object) -> str:
    return "-" if value is None else str(value)


def format_row(r: Row) -> str:
    """One claim as a block: verdict, id, time and source; then claim, published, computed, why the verdict,
    evidence."""
    lines = [f"[{r.verdict}] {r.id}  ({r.seconds:.2f} s)  {r.source}",
             f"    claim:     {r.claim}",
             f"    published: {_text(r.published)}",
             f"    computed:  {_text(r.computed) if not r.error else r.error}"]
    if r.basis:
        lines.append(f"    verdict:   {r.basis}")
    if r.evidence:
        lines.append(f"    evidence:  {r.evidence}")
    return "\n".join(lines)


def format_table(rows: list[Row]) -> str:
    """Every row as a block, then the number of rows per verdict and the total time."""
    counts: dict[str, int] = {}
    for r in rows:
        counts[r.verdict] = counts.get(r.verdict, 0) + 1
    summary = ", ".join(f"{n} {v}" for v, n in sorted(counts.items()))
    total = sum(r.seconds for r in rows)
    return "\n\n".join(format_row(r) for r in rows) + f"\n\n{len(rows)} claims: {summary}; {total:.1f} s"


def run(args: argparse.Namespace) -> int:
    rows: list[Row] = []
    start = time.perf_counter()
    try:
        received = getattr(args, "signal_received", lambda: None)
        for i, total, row in run_claims(args.only):
            signal_name = received()
            if signal_name is not None:  # a claim's library swallowed the interrupt: drop its row and stop
                raise KeyboardInterrupt() if signal_name == "SIGINT" else KeyboardInterrupt(signal_name)
            rows.append(row)
            if not args.quiet:
                elapsed = time.perf_counter() - start
                eta = elapsed / (i + 1) * (total - i - 1)
                print(f"[{i + 1}/{total}] {row.id}: {row.verdict} ({row.seconds:.2f} s; "
                      f"elapsed {elapsed:.0f} s, about {eta:.0f} s to go)", file=sys.stderr)
    except KeyboardInterrupt as err:  # Ctrl-C, or SIGTERM/SIGHUP (combgames.cli turns them into this)
        why = f" ({err.args[0]})" if err.args and isinstance(err.args[0], str) else ""
        print(f"combgames reproduce: interrupted{why} after {len(rows)} claims", file=sys.stderr)
        if rows:
            _print(rows, args.json)
        return 1
    if not rows:
        raise ValueError(f"no claim matches {args.only!r}")
    _print(rows, args.json)
    return 1 if any(r.verdict == "error" for r in rows) else 0


def _print(rows: list[Row], as_json: bool) -> None:
    if as_json:
        print(json.dumps([r.as_json() for r in rows], indent=1))
    else:
        print(format_table(rows))
