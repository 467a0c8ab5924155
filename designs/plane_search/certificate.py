"""The certificate of a whole run of the plane search from a file of representatives, and its writer.

:func:`write_certificate` writes the certificate of a complete
:class:`~designs.plane_search.representatives.RepresentativesRun` (made by
:func:`~designs.plane_search.representatives_run.search_representatives`) whole or not at all;
:func:`designs.plane_search_check.check_certificate` checks it with code of its own. Its format:

Format 1
--------
One gzip-compressed file of JSON lines (UTF-8), in this order:

1. The header: ``{"format": "combgames plane-search certificate, format 1", "order": n, "representatives":
   {"sha256": HEX, "classes": N, "order": n - 1}, "points": TEXT, "arc": TEXT, "chunk": K}``. The points of the
   triangle's plane are numbered A, B, C = 0, 1, 2, X_r = 3 + r (row r meets BC), Y_c = 3 + m + c (column c
   meets CA), Z_s = 3 + 2m + s (symbol s meets AB), and the cell (r, c) = 3 + 3m + r m + c (m = n - 1); the
   triangle's 3n lines are the sides {A, B, Z_*}, {B, C, X_*}, {A, C, Y_*}, the rows {A, X_r, cells of row r},
   the columns {B, Y_c, cells of column c} and the symbols {C, Z_s, cells holding s}. The 5-arc rule: P is the
   cell (0, 0), Q the cell (1, c) of the least c >= 1 with L[1][c] != L[0][0].
2. The counts, one line per chunk in index order: ``{"counts": [start, stop], "extensions": {"i": k, ...},
   "nodes": [...]}``: the squares start <= i < stop were searched; those with k > 0 extensions through P and Q
   are listed (every other has none); ``nodes`` is the search's node count (lines chosen) of each square, the
   log. The chunks cover 0..N - 1 exactly.
3. The extensions, by square and then in the order found: ``{"square": i, "rows": TEXT, "extension": j,
   "lines": [[...], ...], "tree": TREE}``: the square's rows (the text of :mod:`designs.latin_text`), the
   5n - 5 lines of the partial plane (the triangle's and the new lines through P or Q, each sorted), and its
   completion tree, whose format :mod:`designs.plane_search_check` states (the planes at its leaves, or its
   refutation).
4. The planes, one line per isomorphism class: ``{"plane": HEX, "group_order": G, "name": NAME, "completions":
   C}``: the nauty certificate (:meth:`designs.incidence.IncidenceStructure.canonical_certificate`, hex), the
   order of the collineation group, the known plane it is (``null`` for none) and the number of leaves of the
   trees that are this plane.
5. The end: ``{"end": {"squares": N, "extending": S, "extensions": E, "completing": C, "completions": T,
   "planes": P, "nodes": D}}``: the squares searched, those with an extension, the partial planes, those with a
   completion, the completions, the planes up to isomorphism, the nodes in all. A file without it is cut short.
"""

from __future__ import annotations

import os
from typing import Any

from designs.plane_search.representatives import RepresentativesRun

__all__ = ["CERTIFICATE_FORMAT", "POINTS", "ARC_RULE", "write_certificate"]

CERTIFICATE_FORMAT = "combgames plane-search certificate, format 1"
"""The ``format`` field of a certificate's header (module docstring)."""


POINTS = ("A, B, C = 0, 1, 2; X_r = 3 + r; Y_c = 3 + m + c; Z_s = 3 + 2m + s; cell (r, c) = 3 + 3m + r m + c; "
          "m = n - 1")
"""The numbering of the points, as the certificate's header states it."""


ARC_RULE = "P = cell (0, 0); Q = cell (1, c) for the least c >= 1 with L[1][c] != L[0][0]"
"""The 5-arc A, B, C, P, Q, as the certificate's header states it (:func:`designs.plane_search.arc_cells`)."""


def write_certificate(path: str | os.PathLike, run: RepresentativesRun) -> None:
    """Write the certificate of a complete run (module docstring), whole or not at all.

    Raises
    ------
    ValueError
        If the run is not complete.
    """
    import gzip
    import json

    from combgames.base.files import atomic_write

    if not run.complete():
        raise ValueError(f"the run is not complete ({run.progress()}); no certificate written")
    counts = run.extension_counts

    def lines() -> Any:
        yield {"format": CERTIFICATE_FORMAT, "order": run.order,
               "representatives": {"sha256": run.digest, "classes": run.classes, "order": run.order - 1},
               "points": POINTS, "arc": ARC_RULE, "chunk": run.chunk}
        for start in sorted(run.chunks):
            c = run.chunks[start]
            yield {"counts": [c.start, c.stop], "extensions": {str(i): k for i, k in sorted(c.extensions.items())},
                   "nodes": c.nodes}
        for index in sorted(counts):
            square = run.squares[index]
            for j, e in enumerate(square.extensions):
                yield {"square": index, "rows": square.rows, "extension": j, "lines": e["lines"], "tree": e["tree"]}
        for p in run.planes:
            yield {"plane": p.certificate, "group_order": p.group_order, "name": p.name, "completions": p.completions}
        yield {"end": {"squares": run.searched, "extending": run.extending, "extensions": run.extensions,
                       "completing": run.completing, "completions": run.completions, "planes": len(run.planes),
                       "nodes": run.nodes}}

    with atomic_write(path, "wb") as raw, gzip.GzipFile(filename="", fileobj=raw, mode="wb", mtime=0) as f:
        for data in lines():
            f.write((json.dumps(data, separators=(",", ":")) + "\n").encode("utf-8"))
