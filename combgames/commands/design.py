"""``combgames design WHAT ...``: block designs, Hadamard matrices, orthogonal arrays and their existence tables.

Every design printed is built by :mod:`designs` and checked there when it is made (every t-subset counted).
Examples::

    combgames design bibd 13 4                     # a 2-(13,4,1) design: its construction, then its blocks
    combgames design bibd 61 5 --explain           # only how it would be built
    combgames design sts 15 --json                 # points, blocks and parameters as one JSON document
    combgames design kts 33                        # a Kirkman triple system, one parallel class per paragraph
    combgames design sqs 14                        # a Steiner quadruple system 3-(14,4,1)
    combgames design difference-family 37 4        # base blocks over Z_37 (or GF(q))
    combgames design hadamard 12                   # a Hadamard matrix (+ and -)
    combgames design hadamard 12 --design 3        # its Hadamard 3-(12,6,2) design
    combgames design oa 6 5 --strength 3           # an orthogonal array OA(125; 6, 5, 3), one run per line
    combgames design classify sts 15               # the 80 Steiner triple systems of order 15, by invariants
    combgames design table bibd --v-max 100        # BIBD(v, k, 1), k = 3..5: built, none (why) or not built
    combgames design table hadamard --max 200
    combgames design table oa --max 30 --strength 3
    combgames design table mols --max 100

Parameters that fail a necessary condition, and admissible ones that no construction of the toolkit reaches
(:class:`designs.block_designs.NotAvailable`), are exit 2 with one line naming the condition or the case.
"""

from __future__ import annotations

import argparse
from typing import Any

from combgames.base.tables import Table
from combgames.commands import print_json, user_input

NAME = "design"
HELP = "block designs, Steiner and Kirkman systems, Hadamard matrices, orthogonal arrays and existence tables"

LINE = 10_000
"""The widest cell of ``combgames design table`` kept on one line (a row is one line of output)."""

__all__ = ["HELP", "NAME", "add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="what", metavar="WHAT", required=True)

    p = sub.add_parser("bibd", help="a balanced incomplete block design 2-(v, k, lambda)")
    p.add_argument("v", type=int, help="number of points")
    p.add_argument("k", type=int, help="block size")
    p.add_argument("--lambda", dest="lambd", type=int, default=1, metavar="L", help="index (default 1)")
    _common(p, explain=True)

    for name, what, arg in (("sts", "a Steiner triple system 2-(n, 3, 1)", "n"),
                            ("kts", "a Kirkman triple system (resolvable STS)", "v"),
                            ("sqs", "a Steiner quadruple system 3-(n, 4, 1)", "n")):
        p = sub.add_parser(name, help=what)
        p.add_argument("v", type=int, metavar=arg, help="number of points")
        _common(p)

    p = sub.add_parser("difference-family", help="a (v, k, lambda) difference family: base blocks over a group")
    p.add_argument("v", type=int, help="order of the group")
    p.add_argument("k", type=int, help="block size")
    p.add_argument("--lambda", dest="lambd", type=int, default=1, metavar="L", help="index (default 1)")
    _common(p, explain=True)

    p = sub.add_parser("hadamard", help="a Hadamard matrix of order n, or the Hadamard 2- or 3-design it gives")
    p.add_argument("n", type=int, help="order of the matrix")
    p.add_argument("--design", type=int, choices=(2, 3),
                   help="print the Hadamard 2-(n-1, n/2-1, n/4-1) or 3-(n, n/2, n/4-1) design instead")
    _common(p, explain=True)

    p = sub.add_parser("oa", help="an orthogonal array OA(k, n) of strength t (one run per line)")
    p.add_argument("k", type=int, help="number of columns (factors)")
    p.add_argument("n", type=int, help="number of symbols (levels)")
    p.add_argument("--strength", "-t", type=int, default=2, metavar="T", help="strength t (default 2)")
    _common(p, explain=True)

    p = sub.add_parser("classify", help="isomorphism classes of small designs")
    p.add_argument("family", choices=("sts",), help="sts: Steiner triple systems")
    p.add_argument("v", type=int, help="number of points (7, 9, 13 or 15)")
    p.add_argument("--json", action="store_true", help="print one JSON document")

    p = sub.add_parser("table", help="an existence table: what is built, what cannot exist, what is not built")
    p.add_argument("family", choices=("bibd", "hadamard", "oa", "mols"))
    p.add_argument("--max", dest="n_max", type=int, default=None, metavar="N",
                   help="largest order (default: 1000 for bibd and hadamard, 50 for oa, 100 for mols)")
    p.add_argument("--v-max", dest="v_max", type=int, default=None, metavar="V", help="bibd: largest v")
    p.add_argument("--k-max", type=int, default=5, metavar="K", help="bibd: largest block size (default 5)")
    p.add_argument("--strength", "-t", type=int, default=3, metavar="T", help="oa: strength (default 3)")
    p.add_argument("--json", action="store_true", help="print one JSON document")


def _common(p: argparse.ArgumentParser, *, explain: bool = False) -> None:
    if explain:
        p.add_argument("--explain", action="store_true", help="say how it would be built, build nothing")
    p.add_argument("--json", action="store_true", help="print one JSON document")


# ------------------------------------------------------------------------------------------------ run


def run(args: argparse.Namespace) -> int:
    with user_input():  # every check of the parameters, and every refusal, is about the user's request
        if args.what == "table":
            return _table(args)
        if args.what == "classify":
            return _classify(args)
        if getattr(args, "explain", False):
            print(_explain(args))
            return 0
        built = _build(args)
    if args.what == "hadamard" and args.design is None:
        _print_matrix(built, args.json, "hadamard matrix", symbols="-+")
    elif args.what == "oa":
        _print_matrix(built, args.json, f"OA({len(built)}; {args.k}, {args.n}, {args.strength})")
    elif args.what == "difference-family":
        _print_family(*built, args=args)
    else:
        _print_design(built, args.json)
    return 0


def _build(args: argparse.Namespace) -> Any:
    what = args.what
    if what == "bibd":
        from designs.bibd import balanced_incomplete_block_design

        return balanced_incomplete_block_design(args.v, args.k, args.lambd)
    if what in ("sts", "kts", "sqs"):
        from designs import steiner

        make = {"sts": steiner.steiner_triple_system, "kts": steiner.kirkman_triple_system,
                "sqs": steiner.steiner_quadruple_system}[what]
        return make(args.v)
    if what == "difference-family":
        from designs.difference_families import difference_family

        return difference_family(args.v, args.k, args.lambd)
    if what == "hadamard":
        from designs import hadamard

        if args.design == 2:
            return hadamard.HadamardDesign(args.n - 1)
        if args.design == 3:
            return hadamard.Hadamard3Design(args.n)
        return hadamard.hadamard_matrix(args.n)
    from designs.oa_existence import build

    return build(args.k, args.n, args.strength)


def _explain(args: argparse.Namespace) -> str:
    what = args.what
    if what == "bibd":
        from designs.bibd import balanced_incomplete_block_design, bibd_construction

        if args.lambd != 1:
            return str(balanced_incomplete_block_design(args.v, args.k, args.lambd).construction)
        return _describe(bibd_construction(args.v, args.k))
    if what == "difference-family":
        from designs.difference_families import difference_family

        return str(difference_family(args.v, args.k, args.lambd, explain_construction=True))
    if what == "hadamard":
        from designs.hadamard import hadamard_construction

        return _describe(hadamard_construction(args.n))
    from designs.oa_existence import explain_construction

    return explain_construction(args.k, args.n, args.strength)


def _describe(construction: Any) -> str:
    """A construction record in words: its ``description`` if it has one, else its method and parameters."""
    text = getattr(construction, "description", None)
    if isinstance(text, str):
        return text
    params = ", ".join(map(str, getattr(construction, "parameters", ()) or ()))
    return f"{construction.method}" + (f" ({params})" if params else "")


# ------------------------------------------------------------------------------------------------ output


def _print_design(design: Any, as_json: bool) -> None:
    p = design.parameters
    resolution = getattr(design, "resolution", None)
    if as_json:
        doc = {"parameters": {"t": p.t, "v": p.v, "k": p.k, "lambda": p.lam, "b": p.b, "r": p.r},
               "construction": design.construction, "points": [_plain(x) for x in design.points],
               "blocks": [[_plain(x) for x in b] for b in design.blocks_as_labels()]}
        if resolution is not None:
            doc["resolution"] = [list(c) for c in resolution]
        print_json(doc)
        return
    print(f"{p} design: v = {p.v}, b = {p.b}, r = {p.r}")
    print(f"construction: {design.construction}")
    blocks = design.blocks_as_labels()
    if resolution is None:
        for block in blocks:
            print(" ".join(map(str, block)))
        return
    for i, parallel_class in enumerate(resolution):
        print(f"\nparallel class {i + 1}:")
        for j in parallel_class:
            print(" ".join(map(str, blocks[j])))


def _print_matrix(rows: Any, as_json: bool, what: str, symbols: str | None = None) -> None:
    import numpy as np

    rows = np.asarray(rows)
    if as_json:
        print_json({"what": what, "rows": rows.tolist()})
        return
    print(f"# {what}: {rows.shape[0]} x {rows.shape[1]}")
    for row in rows.tolist():
        print("".join(symbols[(x + 1) // 2] for x in row) if symbols else " ".join(map(str, row)))


def _print_family(group: Any, base_blocks: Any, *, args: argparse.Namespace) -> None:
    blocks = [[_plain(x) for x in b] for b in base_blocks]
    if args.json:
        print_json({"group": str(group), "v": args.v, "k": args.k, "lambda": args.lambd, "base_blocks": blocks})
        return
    print(f"# a ({args.v}, {args.k}, {args.lambd}) difference family over {group}: {len(blocks)} base blocks")
    for b in blocks:
        print(" ".join(map(str, b)))


def _plain(x: Any) -> Any:
    """A JSON-friendly point label (numpy integers as int, anything else unknown to JSON as text)."""
    if isinstance(x, (str, bool, int, float)) or x is None:
        return x
    try:
        return int(x)
    except (TypeError, ValueError):
        return str(x)


# ------------------------------------------------------------------------------------------------ classify


def _classify(args: argparse.Namespace) -> int:
    from designs.design_classification import classify_steiner_triple_systems, number_of_pasch_configurations

    result = classify_steiner_triple_systems(args.v)
    rows = [{"class": i, "automorphisms": int(order), "pasch": number_of_pasch_configurations(design),
             "blocks": [[_plain(x) for x in b] for b in design.blocks_as_labels()]}
            for i, (design, order) in enumerate(zip(result.systems, result.automorphism_orders), 1)]
    if args.json:
        print_json({"v": args.v, "classes": len(rows), "labelled": result.labelled, "systems": rows})
        return 0
    print(f"{len(rows)} Steiner triple systems of order {args.v} up to isomorphism "
          f"({result.labelled} on the labelled points 0..{args.v - 1})")
    print("class  |Aut|  Pasch configurations")
    for row in rows:
        print(f"{row['class']:>5}  {row['automorphisms']:>5}  {row['pasch']}")
    return 0


# ------------------------------------------------------------------------------------------------ tables


def _table(args: argparse.Namespace) -> int:
    family = args.family
    if family == "bibd":
        from designs.bibd import bibd_existence_table

        v_max = args.v_max or args.n_max or 1000
        rows = [{"v": e.v, "k": e.k, "status": e.status, "how": e.text}
                for e in bibd_existence_table(args.k_max, v_max)]
        columns = ("k", "v", "status", "how")
    elif family == "hadamard":
        from designs.hadamard import hadamard_orders

        rows = [{"n": e.order, "status": e.status, "how": e.note} for e in hadamard_orders(args.n_max or 1000)]
        columns = ("n", "status", "how")
    elif family == "oa":
        from designs.oa_existence import oa_existence_table

        rows = [{"n": e.n, "t": e.t, "built k": e.built, "upper bound": e.upper_bound, "bound": e.bound,
                 "construction": e.construction} for e in oa_existence_table(args.n_max or 50, args.strength)]
        columns = ("n", "t", "built k", "upper bound", "construction")
    else:
        from designs.mols_constructions import mols_construction

        rows = []
        for n in range(2, (args.n_max or 100) + 1):
            c = mols_construction(n)
            rows.append({"n": n, "mols": c.k, "construction": _describe(c)})
        columns = ("n", "mols", "construction")
    if args.json:
        print_json({"table": family, "rows": rows})
        return 0
    print(Table.from_dicts(rows, columns, max_width=LINE))  # one line a row, so the output can be grepped
    return 0
