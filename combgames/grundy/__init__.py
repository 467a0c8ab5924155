"""Grundy theory of impartial games: Nim, sums, octal games, and the theory of Tactix.

Start here:

- :func:`mex`, :func:`grundy_value`, :func:`outcome_class` - the generic evaluators (from
  :mod:`combgames.solvers.grundy`), re-exported;
- :func:`nim_sum`, :func:`nim_winning_moves`, :func:`nim_outcome` - Nim under normal and misere play;
- :class:`DisjunctiveSum`, :func:`sum_value` - sums of impartial games (value = XOR of the parts);
- :class:`OctalCode`, :func:`octal_values` (a :class:`GrundySequence`: an array that prints in rows of heaps),
  :func:`octal_periodicity` - octal and take-and-break games by code (Kayles 0.77, Dawson's Kayles 0.07,
  hexadecimal 0.F, Grundy's game 4!.0, Lasker's Nim 4.[3], ...) with periods proved by the periodicity
  theorem, :func:`find_arithmetic_period` for arithmetic periods (observed), :func:`prove_arithmetic_period`
  (:func:`arithmetic_period_test`: the layer theorem, a sufficient test proved there);
- :func:`octal_table` (an :class:`OctalTable` of :class:`OctalTableRow`), :func:`octal_table_row`,
  :func:`octal_codes`, :func:`frozen_heaps` - every octal code d0.d1d2d3 with its period proved, or open to
  the heap computed; :func:`hexadecimal_table` (a :class:`HexadecimalTable` of :class:`HexadecimalTableRow`),
  :func:`hexadecimal_table_row`, :func:`hexadecimal_codes` - the same for codes with a digit 8..F (splits in three),
  periodic, arithmetic periodic (proved or observed), or open;
- :func:`grundys_game_values` - Grundy's game by the direct mex or the sparse-space method;
- :func:`octal_sparse_values` - the sparse-space method for every finite octal code whose moves leave at most two
  heaps (behind ``octal_values(..., method="auto")`` for large heaps);
  :class:`GrundyRun` (:func:`open_run`, :func:`verify_sample`) - the values of any such code (Grundy's game
  first) streamed to a run directory on disk in blocks (a SHA-256 each), resumable, by :class:`SparseStream`
  (Grundy's game) or :class:`OctalSparseStream` (any code), memory bounded by the window;
- :func:`tactix_value`, :class:`ShapeValues`, :func:`tactix_table`, :func:`mirror_strategy` - Tactix by
  components, tables of every subset of a small board (and :func:`rectangle_values` of all full
  rectangles up to 5 x 6), the copying strategies;
- :func:`staircase_value` - monotonic boards by dynamic programming; :func:`compositions`,
  :func:`monotone_boards`, :func:`staircase_game` - every monotonic board with n counters, as games;
- :func:`s_formula`, :func:`s_table` - S-shaped boards: the closed formula r(a, b) and exact values.

Source: J. Iacono and K. Mazur, "Tactix on an S-shaped board", seeds/004_7c4ca64fa9fabca3.txt.
"""

from combgames.grundy.nim_theory import misere_nim_outcome, nim_outcome, nim_sum, nim_winning_moves
from combgames.grundy.grundy_run import GrundyRun, RunDirectoryError, open_run, verify_sample
from combgames.grundy.grundys_game import (
    GrundysGameValues,
    SparseStream,
    fill_sparse,
    grundys_game_values,
    is_rare,
    mex_value,
    rare_heaps_of,
    sparse_mask,
)
from combgames.games.octal import arithmetic_period_test, prove_arithmetic_period
from combgames.grundy.octal import (
    GrundySequence,
    OctalCode,
    Periodicity,
    find_arithmetic_period,
    find_period,
    octal_periodicity,
    octal_values,
)
from combgames.grundy.octal_sparse import (
    OctalSparseStream,
    OctalSparseValues,
    check_sparse_code,
    fill_octal_sparse,
    octal_sparse_values,
    plain_value,
)
from combgames.grundy.hexadecimal_table import (HexadecimalTable, HexadecimalTableRow, hexadecimal_codes,
                                                hexadecimal_table, hexadecimal_table_row)
from combgames.grundy.octal_table import (
    EXTENDED_LIMIT,
    OctalTable,
    OctalTableRow,
    frozen_heaps,
    may_show_period,
    octal_codes,
    octal_table,
    octal_table_row,
)
from combgames.grundy.sshape import s_board_text, s_formula, s_table, s_value
from combgames.grundy.staircase import (
    compositions,
    monotone_boards,
    staircase_cells,
    staircase_game,
    staircase_intervals,
    staircase_value,
    staircase_values,
)
from combgames.grundy.sums import DisjunctiveSum, sum_value
from combgames.grundy.tactix import (
    ShapeValues,
    TableResult,
    check_memoryless_strategy,
    components,
    mirror_strategy,
    rectangle_values,
    shape_key,
    strategy_tree,
    tactix_table,
    tactix_value,
    winning_moves,
)
from combgames.solvers.grundy import grundy_value, mex, outcome_class

__all__ = [
    "EXTENDED_LIMIT", "DisjunctiveSum", "GrundyRun", "GrundySequence", "GrundysGameValues", "HexadecimalTable",
    "HexadecimalTableRow", "OctalCode", "OctalSparseStream",
    "OctalSparseValues", "OctalTable", "OctalTableRow", "Periodicity", "RunDirectoryError", "ShapeValues",
    "SparseStream", "TableResult",
    "arithmetic_period_test", "check_memoryless_strategy", "check_sparse_code", "components", "compositions", "fill_octal_sparse",
    "fill_sparse", "find_arithmetic_period", "find_period", "frozen_heaps", "grundy_value", "grundys_game_values",
    "hexadecimal_codes", "hexadecimal_table", "hexadecimal_table_row",
    "is_rare", "may_show_period", "mex", "mex_value", "mirror_strategy", "misere_nim_outcome", "monotone_boards", "nim_outcome",
    "nim_sum", "nim_winning_moves", "octal_codes", "octal_periodicity", "octal_sparse_values", "octal_table",
    "octal_table_row", "octal_values", "open_run", "outcome_class", "plain_value", "prove_arithmetic_period", "rare_heaps_of",
    "rectangle_values", "s_board_text", "s_formula", "s_table", "s_value", "shape_key", "sparse_mask",
    "staircase_cells", "staircase_game", "staircase_intervals", "staircase_value", "staircase_values",
    "strategy_tree", "sum_value", "tactix_table", "tactix_value", "verify_sample", "winning_moves"
]
