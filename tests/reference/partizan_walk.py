"""The value of a partizan ruleset's board by the plainest walk: no summands, no keys, no symmetry.

``plain_value(game, board)`` is {values of Left's options | values of Right's options} in canonical form,
each option read straight off ``game.board_options`` and memoised on the board itself, so it checks the
decompositions (``board_summands``) and keys (``board_key``) that :func:`combgames.cgt.game_value` relies on.
"""

from __future__ import annotations

from combgames.cgt.short import canonical_form


def plain_value(game, board, memo=None):
    """The canonical value of ``board`` of the partizan ruleset ``game`` by the plain walk (memo on boards)."""
    memo = {} if memo is None else memo
    found = memo.get(board)
    if found is None:
        left = [plain_value(game, b, memo) for _, b in game.board_options(board, 0)]
        right = [plain_value(game, b, memo) for _, b in game.board_options(board, 1)]
        found = memo[board] = canonical_form(left, right)
    return found


def assert_value_by_parts(game, board) -> None:
    """Assert that :func:`combgames.cgt.game_value` of ``board`` (summands, keys) equals its plain value, and that
    the plain values of its summands (``game.board_summands``) add up to it."""
    from combgames.cgt import game_value
    from combgames.cgt.short import ZERO, add

    whole = plain_value(game, board)
    assert game_value(game, (board, 0)) == whole, f"game_value of {game.board_text(board)}"
    total = ZERO
    for part in game.board_summands(board):
        total = add(total, plain_value(game, part))
    assert total == whole, f"the summands of {game.board_text(board)}"
