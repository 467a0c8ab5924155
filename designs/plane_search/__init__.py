"""Projective planes of order n searched from the Latin squares of order n - 1 (Lam, Kolesova and Thiel).

Lam, Kolesova and Thiel [1]_ proved that the four known projective planes of order 9 are the only ones by a
search that starts from the 283,657 main classes of Latin squares of order 8. This module is that search, per
Latin square, for any order n (tested in full at n = 4, 5, 7, 8, where the plane is unique; at n = 9 on the
squares of the four known planes).

The triangle and its Latin square
---------------------------------
Let A, B, C be three non-collinear points of a projective plane of order n, and m = n - 1. Besides the three
sides, m lines pass through each vertex: the *rows* (through A), *columns* (through B) and *symbols* (through
C). The m^2 points off the sides are the *cells*: a cell lies on exactly one row, one column and one symbol line,
and two cells on the same row and column are equal, so symbol(row, column) is a Latin square of order m. Each
row meets BC in a point X_r, each column meets CA in Y_c, each symbol line meets AB in Z_s. So the square gives,
on a fixed set of n^2 + n + 1 points (:func:`triangle_points`), the 3n lines through the vertices
(:func:`triangle_lines`; n = 9: the 27 columns of the incidence matrix in [1]_), and conversely every triangle
of a plane gives a square (:func:`triangle_square`); paratopic squares give isomorphic partial planes.

Every other line meets each side once off the vertices and misses A, B, C: it is {X_r, Y_c, Z_s} and m - 1
cells, one on each row but r, each column but c, each symbol but s (a *near transversal* of the square; the
missing row, column and symbol name its points on the sides). These are the candidate lines.

The 40 columns
--------------
Only the abstract of [1]_ was available here: "another program attempts to complete each of these incidence
matrices to 40 columns"; it does not say which 13 lines. This module takes the lines through the five points
A, B, C, P, Q, where P and Q are two cells in different rows, columns and symbols (:func:`arc_cells`: P the
first cell of row 0, Q the first cell of row 1 in general position with P). No three of the five points are
collinear, so the lines through them number 5(n + 1) - 10 = 5n - 5: the 3n through the triangle, n - 2 more
through P and n - 3 more through Q (for n = 9: 27 + 7 + 6 = 40, the only configuration of five points giving
exactly 40 lines). Any two cells in general position are two points of every plane containing the triangle, so
a square that lies in a plane extends at every such P, Q: fixing them loses no plane.

The counts that do not depend on the choice of the 13 lines are recomputed from the four known planes
(:func:`expected_squares`, the paper's consistency argument): their triangles give exactly 21 main classes of
squares, and 325 labelled completions in all (PG(2, 9) 2, the Hall plane 114, its dual 114, the Hughes plane
95), the paper's 21 and 325. Through the 5-arc the 21 squares give 325 partial planes of 40 lines, one per
completion: the paper's 326 (one of which does not complete) come from its own 13 lines, a slightly weaker
filter.

The searches
------------
Both steps are exact cover problems: the *items* are the pairs of points not yet on a common line, the
candidates are the near-transversal lines covering only such pairs, and a line set is an extension when every
pair through the chosen points (:func:`lines_through`: P and Q for the 40 columns) or every pair at all
(:func:`completions`: the whole plane) is covered exactly once -- the axiom "two points on exactly one line" is
literally an exact cover. Knuth's Algorithm X [2]_ (:func:`designs.completion.exact_covers`, fewest candidates
first; for the step through P and Q the same rule on bitsets in the compiled kernels of
:mod:`designs.plane_search_kernels`, with the points to join to P and to Q as items) is the natural tool: the
problem is already a set of exactly-once constraints with small candidate lists, the count of all solutions is
wanted (a SAT solver proves one and must be re-run with blocking clauses to count),
and the search log of a refutation (the branch sizes at each node) is itself a certificate a separate checker
can replay (:mod:`designs.plane_search_check`).

Certificates
------------
* For every square, the number of extensions through P and Q (:func:`search_piece` keeps the nonzero ones per
  piece; the others are zero).
* For every extension, the search tree of its completions (:func:`completion_tree`, plain JSON): the planes at
  its leaves, or, when it has none, its refutation. :mod:`designs.plane_search_check` replays a tree with code
  of its own (its candidate lines are cliques of open pairs, not near transversals) and confirms that the
  listed lines at each node are all the possible ones.
* For every plane, its nauty certificate (:attr:`SquareSearch.certificates`).

The whole run's certificate, in one file with a format of its own (below), is written by
:func:`search_representatives` (the run from the shipped representatives) and checked by
:func:`designs.plane_search_check.check_certificate`: for the squares with no extension it keeps the count
(zero) and the search's node count (the log), and the checker recounts the extensions of a random sample of
squares with a search of its own (cliques of open pairs, its own exact cover), not the refutation tree of
each square: those trees have a few thousand nodes each at order 8 (about 10^9 in all), too many to keep.

Cost
----
The step through P and Q runs compiled (:mod:`designs.plane_search_kernels`; ``backend="python"`` runs the same
code as Python, the reference). Measured by ``benchmarks/bench_plane_search.py`` on a shared machine (load
average 8-10 on 2 cores), the methods interleaved: on the 33 main classes of 30 random pieces of order 8 and the
cyclic square, 4.5 CPU ms per square compiled against 150 ms for the former pure-Python bitset search (33x;
the same extensions in the same order), 16 s as Python; loading the compiled kernels from numba's disk cache
takes 0.5 CPU s per process, compiling them afresh 19 s. The whole run (:func:`estimate_run`, 100 random
pieces of the 93,561 of the shipped split, 281 main classes, seed 2026) is projected at 2.8 +- 0.6 CPU hours
(standard error), against the issue's goal of 4 (27 before the kernel); 86% of it is the generation of the
main classes (:func:`designs.latin_classes.main_class_representatives`), not the search. The 21 main classes
of the known planes take 140 CPU s in all, their 325 completions and nauty certificates
(:func:`plane_certificate`) included.

From the shipped representatives (:func:`search_representatives`, run here on 2 worker processes) the whole run
took 1,551 CPU s: 1,336 for the step through P and Q (4.7 ms a square, 142 tasks of 2,000 squares, about 9.4 CPU s
each) and the rest for the completions, the certificate and nauty, of which one square (280 extensions) takes
about 3 CPU minutes alone. On c cores the wall time is about 1,551 / c s but not under that longest task: about
13 min on 2 cores, 3-4 min on 16, and on 128 the 3 min of the largest completion (splitting a square's
completions into tasks would be the next step there); the per-task cost of the executors
(:mod:`designs.latin_classes`: 0.6-1.6 ms a task for a process pool, 9.4-16.8 ms for a local Dask cluster) is
negligible at 142 tasks.

Running the whole search
------------------------
:func:`search_in_pieces` runs one task per piece through any executor of
:func:`combgames.base.executors.make_executor` (a process pool, a local Dask cluster or a running one), and
appends each finished piece to a journal (the squares with an extension are kept there, with their counts); the
same call or command resumes from it, running only the pieces not in it::

    python -m designs.plane_search --journal o9.journal                    # one process
    python -m designs.plane_search --journal o9.journal --workers 2        # a process pool
    python -m designs.plane_search --journal o9.journal --scheduler tcp://HOST:8786

The run from a file of representatives
--------------------------------------
:func:`search_representatives` runs in two stages, each as tasks of any executor
(:func:`combgames.base.executors.results_of_pieces`: in this process, a process pool, a local Dask cluster or a
running one):

1. one task per chunk of ``chunk`` squares (by index in the file): :func:`search_main_classes`,
   the number of extensions through P and Q of each square and its search-node count;
2. one task per square with an extension (:func:`complete_square`): for each extension (a partial plane of
   5n - 5 lines: 40 at n = 9), its search tree (:func:`completion_tree`) and the nauty
   certificate of the plane at each complete leaf.

Each finished task is appended to the run's journal (:class:`combgames.base.checkpoint.PieceJournal`) as it
arrives; the same call or command resumes from it. The journal names the run by the representatives file's
SHA-256, its number of squares, the order, the chunk size and the 5-arc rule: another run's journal is refused
and left as it is. When every task is done, the distinct planes are identified (nauty certificates; the
collineation group's order by :meth:`designs.incidence.IncidenceStructure.automorphism_group`; named among the
known planes by comparing certificates: PG(2, n), and at n = 9 the Hall plane, its dual and the Hughes plane of
:mod:`designs.nondesarguesian`) and the certificate (its format: :mod:`designs.plane_search.certificate`) is
written, whole or not at all::

    python -m designs.plane_search --representatives --journal o9.journal --workers 2
    python -m designs.plane_search --representatives PATH --journal o9.journal --scheduler tcp://HOST:8786

(on a cluster the representatives file must be at the same path on every worker: each task reads its chunk
from it and checks its SHA-256.)

Modules
-------
* :mod:`~designs.plane_search.triangle`: the triangle, its Latin square and the candidate lines;
* :mod:`~designs.plane_search.search`: the search per square (the lines through P and Q, the completions);
* :mod:`~designs.plane_search.trees`: the completions' search trees (certificates);
* :mod:`~designs.plane_search.known`: the known planes' side (the consistency argument);
* :mod:`~designs.plane_search.pieces`: the whole run in pieces of the classification, with its journal;
* :mod:`~designs.plane_search.representatives` and :mod:`~designs.plane_search.representatives_run`: the run from
  a file of representatives, its tasks and its resumable driver;
* :mod:`~designs.plane_search.certificate`: the run's certificate, its format and its writer;
* :mod:`~designs.plane_search.command`: ``python -m designs.plane_search``.

Every public name is imported here: ``from designs.plane_search import search_square`` works as before.

References
----------
.. [1] C. W. H. Lam, G. Kolesova, L. Thiel, "A computer search for finite projective planes of order 9",
   Discrete Math. 92 (1991) 187-195.
.. [2] D. E. Knuth, "Dancing links", in Millennial Perspectives in Computer Science, Palgrave, 2000, 187-214.
"""

from __future__ import annotations

from designs.plane_search.triangle import (Line, triangle_points, triangle_lines, triangle_square, arc_cells,
                                           candidate_lines, lines_through, pencils, METHOD)
from designs.plane_search.search import (arc_extensions, completions, plane_certificate, plane_of_lines, SquareSearch,
                                         search_square, SearchSummary, search_squares)
from designs.plane_search.trees import completion_tree, leaf_planes
from designs.plane_search.known import (triangle_census, ExpectedSquare, expected_squares, random_triangle,
                                        recover_plane, known_plane_names)
from designs.plane_search.pieces import (PieceSearch, search_piece, ORDER8_MAIN_CLASSES, RunEstimate, estimate_run,
                                         PlanesOfOrder, search_in_pieces)
from designs.plane_search.representatives import (ChunkSearch, search_main_classes, DEFAULT_CHUNK, SquareCompletion,
                                                  complete_square, PlaneClass, RepresentativesRun)
from designs.plane_search.representatives_run import search_representatives
from designs.plane_search.command import main
from designs.plane_search.certificate import CERTIFICATE_FORMAT, POINTS, ARC_RULE, write_certificate

__all__ = [
    "Line",
    "triangle_points",
    "triangle_lines",
    "triangle_square",
    "arc_cells",
    "candidate_lines",
    "lines_through",
    "pencils",
    "arc_extensions",
    "completions",
    "SquareSearch",
    "search_square",
    "SearchSummary",
    "search_squares",
    "PieceSearch",
    "search_piece",
    "triangle_census",
    "ExpectedSquare",
    "expected_squares",
    "ORDER8_MAIN_CLASSES",
    "RunEstimate",
    "estimate_run",
    "METHOD",
    "PlanesOfOrder",
    "search_in_pieces",
    "main",
    "completion_tree",
    "random_triangle",
    "recover_plane",
    "plane_of_lines",
    "plane_certificate",
    "ChunkSearch",
    "search_main_classes",
    "CERTIFICATE_FORMAT",
    "DEFAULT_CHUNK",
    "POINTS",
    "ARC_RULE",
    "SquareCompletion",
    "PlaneClass",
    "RepresentativesRun",
    "complete_square",
    "search_representatives",
    "write_certificate",
    "known_plane_names",
    "leaf_planes",
]
