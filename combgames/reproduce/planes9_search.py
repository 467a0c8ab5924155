"""Claims of Lam, Kolesova and Thiel's search for the projective planes of order 9 (issue 29, part 1).

Lam, Kolesova and Thiel (Discrete Math. 92 (1991) 187-195; the abstract was read, not the body) searched from
the 283,657 main classes of Latin squares of order 8: each gives 27 columns of the incidence matrix (the lines
through a triangle), only 21 extend to 40 columns, giving 326 matrices; 325 complete, each uniquely, to
the 4 known planes. :mod:`designs.plane_search` is that search per square (the 13 further lines taken as those
through two more points P, Q with no three of the five collinear; the paper's own choice was not read) and
their consistency argument: the squares of the known planes' triangles and the labelled completions each must
have, from the planes' collineation groups. The rows here:

* the search from every main class of order n - 1 finds exactly the known planes of order n (n = 3..7 in a
  second, n = 8 slow);
* the consistency counts from the four known planes: 21 main classes, 325 completions (slow: every triangle of
  each plane up to its group, about 60,000 squares canonically labelled by nauty);
* each known plane recovered, by the search, from the square of a random triangle of it (slow);
* the search run on the 21 main classes of the known planes: those extending, the completing 40-column
  matrices, the planes (slow: all their completions). The paper's 326 matrices of 40 columns (one not
  completing) depend on its choice of the 13 further lines, which was not read: through the 5-arc of this
  module the 21 squares give 325, each completing (the number of 40-line partial planes is in the evidence,
  the rows compare the counts that do not depend on that choice);
* the whole run from the 283,657 main classes, read from the shipped representatives file
  (:func:`designs.plane_search.search_representatives`; slow: about 20 CPU minutes for the step through
  P and Q, a few more for the completions and nauty), its journal and certificate in the cache folder
  (:func:`combgames.base.checkpoint.default_cache_dir`, names :data:`WHOLE_RUN`), so a stopped run resumes: the
  squares searched, those with a partial plane that completes, the partial planes of 40 lines that complete and
  the planes, against the paper's 21 / 325 / 4. Through this module's 5-arc 23 squares extend, giving 327
  partial planes, 2 of which do not complete (each refuted at its first pair, on no possible line); the paper's
  21 extending squares and 326 matrices count its own 13 further lines, which were not read, so the numbers that
  depend on that choice are in the evidence, not compared; the collineation group orders of the planes found,
  named by their certificates;
* the certificate of that run, shipped as ``designs/plane_certificate_order9.jsonl.gz``, checked by
  :mod:`designs.plane_search_check` (which shares no code with the search) against the shipped representatives:
  the trees, planes and nonzero counts in full, the zero counts on a random sample (``supported``); and again
  with every square's count recounted by the checker's compiled kernel (about 25 CPU minutes more; resumable).
"""

from __future__ import annotations

from functools import lru_cache

from combgames.reproduce import Claim, Computed

__all__ = ["CLAIMS"]

LKT = "Lam-Kolesova-Thiel, Discrete Math. 92 (1991) 187-195:abstract"
HANDBOOK = "Colbourn-Dinitz (eds.), Handbook of Combinatorial Designs, 2nd ed. (2007):VII.2"
KNOWN = ("desarguesian", "hall", "dual-hall", "hughes")


def _small(orders: tuple[int, ...]):
    def compute() -> Computed:
        from designs.classification import classify_latin_squares
        from designs.plane_search import completions, plane_of_lines, search_squares, triangle_lines
        from designs.planes import projective_plane

        found, parts = [], []
        for n in orders:
            squares = [c.representative for c in classify_latin_squares(n - 1).main_classes]
            if n == 3:                      # no two cells in general position: complete the triangle directly
                certs = {plane_of_lines(L, triangle_lines(L) + rest).canonical_certificate()
                         for L in squares for rest in completions(L, triangle_lines(L))}
                parts.append(f"n = 3: {len(squares)} class, completed directly")
            else:
                s = search_squares(squares)
                certs = set(s.planes)
                parts.append(f"n = {n}: {s.squares} classes, {s.extending} extend through P, Q "
                             f"({s.extensions} extensions, {s.completing} complete)")
            if certs and certs != {projective_plane(n).canonical_certificate()}:
                parts.append(f"n = {n}: a plane not isomorphic to PG(2, {n})")
            found.append(len(certs))
        return Computed(found, "planes found up to isomorphism (nauty certificates), each PG(2, n); "
                        + "; ".join(parts))

    return compute


@lru_cache(maxsize=1)
def _expected():
    from designs.nondesarguesian import planes_of_order_9
    from designs.plane_search import expected_squares

    return expected_squares(planes_of_order_9())


def _consistency_squares() -> Computed:
    found = _expected()
    return Computed(len(found), "main classes of the Latin squares of the ordered triangles of the four known "
                                "planes (one vertex per point orbit of the collineation group, nauty canonical "
                                "forms); completions per class "
                                f"{sorted((e.total for e in found), reverse=True)}")


def _consistency_completions() -> Computed:
    found = _expected()
    per_plane = {name: sum(e.completions.get(name, 0) for e in found) for name in KNOWN}
    return Computed(sum(e.total for e in found),
                    "labelled completions of the triangle's lines of each class: sum over ordered triangles of "
                    f"|Atp(L)| / |Aut(plane)|; per plane {per_plane}")


def _recovered() -> Computed:
    from designs.nondesarguesian import plane_of_order_9
    from designs.plane_search import random_triangle, recover_plane

    recovered, notes = 0, []
    for name in KNOWN:
        plane = plane_of_order_9(name)
        triangle = random_triangle(plane, seed=name)
        tried = recover_plane(plane, triangle)
        recovered += tried is not None
        notes.append(f"{name}: triangle {triangle}, found at extension {tried}")
    return Computed(recovered, "the Latin square of a random triangle searched until a completion has the "
                               "plane's nauty certificate; " + "; ".join(notes))


def _known_squares() -> Computed:
    from designs import LatinSquare
    from designs.plane_search import search_squares

    s = search_squares([LatinSquare(e.representative) for e in _expected()])
    return Computed([s.extending, s.completing, len(s.planes)],
                    f"{s.squares} main classes searched: {s.extensions} partial planes of 40 lines (the paper's "
                    f"326 with its own 13 further lines, not read; through the 5-arc A, B, C, P, Q every one "
                    f"completes), {s.uniquely} complete uniquely; the planes found {sorted(s.planes.values())} "
                    f"times; {s.seconds:.0f} CPU s",
                    sample="the 21 main classes of the known planes' triangles, not the 283,657")


WHOLE_RUN = "plane-search-representatives-order-9"
"""The names, in the cache folder, of the whole run's journal (``.journal``) and certificate
(``.certificate.jsonl.gz``)."""


@lru_cache(maxsize=1)
def _run():
    from combgames.base.checkpoint import default_cache_dir
    from designs.plane_search import search_representatives

    folder = default_cache_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return search_representatives(journal=folder / f"{WHOLE_RUN}.journal",
                                  certificate=folder / f"{WHOLE_RUN}.certificate.jsonl.gz")


def _whole_run() -> Computed:
    run = _run()
    size = run.certificate.stat().st_size if run.certificate is not None else 0
    per_plane = {p.name or "unknown": p.completions for p in run.planes}
    return Computed([run.searched, run.completing_squares, run.completing, len(run.planes)],
                    f"the shipped representatives (SHA-256 {run.digest[:12]}...), {run.seconds / 60:.1f} CPU min: "
                    f"{run.extending} squares extend through the 5-arc A, B, C, P, Q ({run.extensions} partial "
                    f"planes of 40 lines; {run.completing_squares} squares with one that completes), "
                    f"{run.completing} partial planes complete ({run.completions} completions, per plane "
                    f"{per_plane}), {len(run.planes)} planes up to isomorphism (nauty certificates); "
                    f"{run.nodes:,} search nodes through P, Q. The paper's 326 counts its own 13 further lines "
                    f"(not read); through this 5-arc one partial plane per completion is expected (the "
                    f"consistency rows). Certificate {run.certificate} ({size / 1e6:.1f} MB)")


def _group_orders() -> Computed:
    run = _run()
    by_name = {p.name: p.group_order for p in run.planes}
    unknown = [p.group_order for p in run.planes if p.name is None]
    return Computed([by_name.get(name) for name in KNOWN],
                    f"collineation group orders (nauty) of the planes the whole run found, named by comparing "
                    f"their certificates with the constructions of designs.nondesarguesian ({', '.join(KNOWN)}); "
                    f"planes not among them: {len(unknown)}")


def _certificate_checked() -> Computed:
    from designs.plane_search_check import SHIPPED_CERTIFICATE, check_certificate

    report = check_certificate(SHIPPED_CERTIFICATE, recount_sample=SAMPLE, seed=2026)
    return Computed([report.squares, report.completing, len(report.planes)],
                    f"the shipped certificate {SHIPPED_CERTIFICATE.name} against the shipped representatives: "
                    f"{report}",
                    sample=f"the zero counts through P, Q recounted on {report.sampled} random squares of "
                           f"{report.squares:,} (every nonzero count, tree, plane and group order checked in full; "
                           "planes9.certificate_all_squares_recounted recounts every square)")


def _all_squares_recounted() -> Computed:
    from designs.plane_search_check import SHIPPED_CERTIFICATE, check_certificate

    report = check_certificate(SHIPPED_CERTIFICATE, recount_sample="all")
    return Computed([report.recounted if report.all_recounted else 0, report.completing, len(report.planes)],
                    f"the shipped certificate {SHIPPED_CERTIFICATE.name} against the shipped representatives, "
                    f"every square's count through P, Q recounted by the checker's compiled kernel (its journal "
                    f"in the cache folder, so a stopped run resumes): {report}")


SAMPLE = 200
"""Random squares whose zero count the checker recounts in the row ``planes9.certificate_checked``."""


CLAIMS = [
    Claim("planes9.search_small_orders", HANDBOOK,
          "from every main class of Latin squares of order n - 1 the search finds exactly the projective planes "
          "of order n: one for n = 3, 4, 5, none for 6, one for 7", [1, 1, 1, 0, 1], _small((3, 4, 5, 6, 7)),
          expected=2.0),
    Claim("planes9.search_order_8", HANDBOOK,
          "from the 147 main classes of order 7 the search finds exactly one plane of order 8", [1],
          _small((8,)), slow=True, expected=10.0),
    Claim("planes9.search_consistency_squares", LKT,
          "the Latin squares of order 8 that extend to 40 columns lie in 21 main classes "
          "(derived from the four known planes)", 21, _consistency_squares, slow=True, expected=40.0),
    Claim("planes9.search_consistency_completions", LKT,
          "325 of the 40-column matrices complete, each to a unique plane (derived from the known planes)", 325,
          _consistency_completions, slow=True, expected=40.0),
    Claim("planes9.search_recovers_known_planes", LKT,
          "the search recovers each of the 4 known planes from the Latin square of a triangle of it", 4,
          _recovered, slow=True, expected=15.0),
    Claim("planes9.search_known_squares", LKT,
          "the 21 squares extend to 40 columns; 325 of the 40-column matrices complete, each uniquely, to 4 "
          "planes", [21, 325, 4], _known_squares, slow=True, expected=200.0),
    Claim("planes9.search_all_squares", LKT,
          "the search starts from all 283,657 main classes of Latin squares of order 8: 21 of them extend to 40 "
          "columns and on to planes, 325 of the 40-column matrices complete, to 4 planes (compared: the squares "
          "searched, the squares completing, the completing matrices, the planes; the paper's 326 matrices count "
          "its own 13 further lines, so the squares extending and the matrices through this module's 5-arc are "
          "in the evidence)", [283657, 21, 325, 4], _whole_run, slow=True, expected=2400.0),
    Claim("planes9.search_group_orders", HANDBOOK,
          "the planes found are PG(2, 9), the Hall plane, its dual and the Hughes plane, with collineation groups "
          "of orders 84,913,920 / 311,040 / 311,040 / 33,696", [84913920, 311040, 311040, 33696], _group_orders,
          slow=True, expected=2400.0),
    Claim("planes9.certificate_checked", LKT,
          "the whole search's certificate, checked by a separate checker: all 283,657 squares, 325 completing "
          "partial planes, 4 planes", [283657, 325, 4], _certificate_checked, slow=True, expected=300.0),
    Claim("planes9.certificate_all_squares_recounted", LKT,
          "the whole search's certificate, checked by a separate checker with every square's count recounted "
          "(all zeros included): 283,657 squares, 325 completing partial planes, 4 planes",
          [283657, 325, 4], _all_squares_recounted, slow=True, expected=2000.0),
]
