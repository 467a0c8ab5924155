"""``combgames reproduce``: recompute every published claim and print claim, published, computed, verdict, time."""

from __future__ import annotations

import argparse
import json
import sys

from combgames.reproduce import Row, run_claims

NAME = "reproduce"
HELP = "recompute the published claims of the source texts and compare"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the rows as a JSON list of objects")
    parser.add_argument("--only", metavar="PATTERN", help="run only claims whose id matches (glob or substring)")


def _text(value: object) -> str:
    return "-" if value is None else str(value)


def format_table(rows: list[Row]) -> str:
    """The rows as an aligned text table, then the evidence of every row that has some."""
    header = ("id", "source", "claim", "published", "computed", "verdict", "seconds")
    cells = [header] + [
        (r.id, r.source, r.claim, _text(r.published), _text(r.computed) if not r.error else r.error,
         r.verdict, f"{r.seconds:.3f}") for r in rows
    ]
    widths = [max(len(row[k]) for row in cells) for k in range(len(header))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip() for row in cells]
    lines.insert(1, "  ".join("-" * w for w in widths))
    notes = [f"{r.id}: {r.evidence}" for r in rows if r.evidence]
    if notes:
        lines += ["", "Evidence:"] + [f"  {n}" for n in notes]
    counts = {}
    for r in rows:
        counts[r.verdict] = counts.get(r.verdict, 0) + 1
    lines += ["", "Verdicts: " + ", ".join(f"{v} {n}" for v, n in sorted(counts.items()))]
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    rows: list[Row] = []
    try:
        for i, total, row in run_claims(args.only):
            rows.append(row)
            if not args.quiet:
                print(f"[{i + 1}/{total}] {row.id}: {row.verdict} ({row.seconds:.2f} s)", file=sys.stderr)
    except KeyboardInterrupt:
        print(f"interrupted after {len(rows)} claims", file=sys.stderr)
        _print(rows, args.json)
        return 1
    if not rows:
        print(f"no claim matches {args.only!r}", file=sys.stderr)
        return 2
    _print(rows, args.json)
    return 1 if any(r.verdict == "error" for r in rows) else 0


def _print(rows: list[Row], as_json: bool) -> None:
    if as_json:
        print(json.dumps([r.as_json() for r in rows], indent=1))
    else:
        print(format_table(rows))
