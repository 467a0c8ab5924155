"""The team-up claim of source 003 on boards too large for one search: the first round split into pieces, run
one at a time or on an executor, each recorded as it finishes, so a run of many CPU hours resumes.

The claim, in its first-round reading (:func:`combgames.analysis.torus3.team_up_first_round`): for each pair of
players, in every position in play within R plies of the start, whoever is to move, the pair forces the winner
to be one of them. One df-pn search per pair decides it on 5 x 5; on the source's 6 x 6 board one search does
not fit in a table of 2^26 entries (s37). The question splits by position. It holds at the start for R plies
exactly when it holds for R - k plies from every position in play k moves in (a position is forced whoever moves
when every position after it is), *provided no game ends within the first k plies*. A game ended there would be a
leaf of the first round, not a piece; :func:`team_up_pieces` refuses such a split. Positions are taken one per
orbit of the board's symmetries and the colour swap (:func:`~combgames.analysis.torus3.orbit_key`): a symmetry
of the board maps the pair's strategies onto each other, so an orbit is one question.

From the command line (one line per finished piece on standard error, the summary on standard output; exit 2
with one line for bad input, 1 when stopped, the finished pieces kept in the checkpoint)::

    python -m combgames.analysis.torus3_team_up 6 --pairs Vert+Horz --checkpoint teamup6.ckpt --workers 2

A piece is (pair, position): :func:`team_up_piece` runs ``team_up_first_round(position=..., plies=R - k,
pairs=[pair])``, whose proof is read out and checked by the game's rules against every joint reply.
:func:`team_up_in_pieces` runs the pieces not done yet, appends each result to a journal (``PATH.pieces``) at once
and saves the checkpoint ``PATH`` every 10 minutes and when the run stops in any way
(:func:`combgames.base.executors.drive_pieces`). A piece stopped at its ``max_nodes`` (``stops`` None) is run again
by a later call with a larger ``max_nodes``; a decided piece never is. A pair stops the third player when every
one of its pieces does, fails when one fails, and is undecided otherwise (:func:`team_up_summary`).

A finished run is kept as a *record* (:func:`write_record`, ``--record PATH``): plain JSON data, the run's identity
and every piece's result, the runs of different pairs on the same board and rules merged into one.
:func:`read_record` checks every field before anything is used (it is data, never code) and returns what
:func:`team_up_in_pieces` returns, so :func:`team_up_summary` reads it; given to a run (``recorded=``, and
``--record PATH`` when PATH exists) its pieces count as finished, so the record that ships carries a run from
one session to the next. The 6 x 6 record (sextant/placer, first round
of 3 plies split at 2) ships with the package as :data:`RECORD_6X6`; the reproduce row ``torus_game.team_up_6x6``
sums it after recomputing one of its pieces drawn at random.

Examples
--------
>>> r = team_up_in_pieces(3, plies=3, split=1, pairs=[(0, 1)], table_bits=16)
>>> s = team_up_summary(r)
>>> s["pieces"], s["pairs"]["Vert+Horz"]["stops"]
(1, False)
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any, Callable, Iterable, Sequence

from combgames.analysis.torus3 import VARIANTS, orbit_key, team_up_first_round, team_up_pairs
from combgames.base.checks import check_int
from combgames.base.executors import Executor, drive_pieces
from combgames.games.torus.search import proof_board, reply_positions
from topology import PLAYER_NAMES

__all__ = ["JOURNAL_FORMAT", "RECORD_6X6", "RECORD_FORMAT", "RECORD_VERSION", "TeamUpRun", "main", "read_record",
           "team_up_in_pieces", "team_up_piece", "team_up_pieces", "team_up_summary", "write_record"]

JOURNAL_FORMAT = "# combgames torus3 team-up journal, format 1, run"
"""The first words of a run's journal (:class:`combgames.base.checkpoint.PieceJournal`); the header digest follows."""

RECORD_FORMAT = "combgames torus3 team-up record"
RECORD_VERSION = 1
"""The format name and version of a record (:func:`write_record`)."""

RECORD_6X6 = "torus3_team_up_6x6.json"
"""The record of the 6 x 6 run (sextant/placer, plies 3, split 2) shipped as package data of
:mod:`combgames.analysis`: every pair run so far, each piece with its result."""

SAVE_EVERY = 600.0
"""Seconds between saves of the checkpoint (the journal holds every piece at once)."""

_PIECE_KEYS = {"index": int, "pair": list, "position": str, "stops": (bool, type(None)), "positions": int,
               "seconds": (int, float), "max nodes": int}


class TeamUpRun:
    """The identity of a run in pieces, for its checkpoint header (:func:`combgames.base.checkpoint.checkpoint_header`):
    the board and rule variant, the plies of the first round and where it is split, the pairs and whether proofs
    are checked. The search limits are not part of it: a piece keeps the ``max_nodes`` it ran with."""

    def __init__(self, n: int, variant: tuple, plies: int, split: int, pairs: tuple, check: bool):
        self.n, self.variant, self.plies, self.split, self.pairs, self.check = n, variant, plies, split, pairs, check

    def cache_key(self) -> str:
        """Every field, in words."""
        a, p, c = self.variant
        return (f"torus3-team-up-{self.n}x{self.n};assignment={a};cross_policy={p};centre_stone={c};"
                f"plies={self.plies};split={self.split};pairs={list(map(list, self.pairs))};check={self.check}")


def _pair_name(pair: tuple[int, ...]) -> str:
    return "+".join(PLAYER_NAMES[i] for i in pair)


def _variant(assignment: str, cross_policy: str, centre_stone: bool) -> tuple:
    variant = (assignment, cross_policy, centre_stone)
    if variant not in VARIANTS:
        raise ValueError(f"unknown rule variant {variant!r}; the variants are {list(VARIANTS)}")
    return variant


def team_up_pieces(n: int, assignment: str = "sextant", cross_policy: str = "placer", centre_stone: bool = False,
                   *, split: int = 2, backend: str = "auto") -> list[str]:
    """The positions in play ``split`` moves from the start, one per orbit of the board's symmetries and the colour
    swap, in the order of their orbit rank (formatted: :meth:`TorusConnectionGame.format_position`).

    Raises
    ------
    ValueError
        For a bad board or variant, or a split at or past the first ply where a game can end (the pieces would
        not answer the question: module docstring).
    """
    n = check_int(n, "n", minimum=3)
    split = check_int(split, "split", minimum=0, maximum=n * n)
    board = proof_board(n, None, *_variant(assignment, cross_policy, centre_stone))
    key = orbit_key(board, backend)
    p0 = board[0].initial()
    layer = {key(p0): p0}
    for ply in range(split):
        nxt: dict = {}
        for p in layer.values():
            for q in reply_positions(board, p, backend).values():
                if q.winner is not None:
                    raise ValueError(f"a game can end at ply {ply + 1} ({board[0].format_position(q)!r}); split "
                                     f"the first round before it (split < {ply + 1})")
                nxt.setdefault(key(q), q)
        layer = nxt
    return [board[0].format_position(layer[k]) for k in sorted(layer, key=lambda k: (k[0], k[1]))]


def team_up_piece(n: int, variant: tuple, plies: int, position: str, pair: tuple[int, int], index: int,
                  max_nodes: int, table_bits: int, check: bool, max_tree: int, backend: str) -> dict[str, Any]:
    """One piece of :func:`team_up_in_pieces` (a module-level function: it is sent to the workers): the pair's
    question from ``position`` (text) over ``plies`` plies, as a dict of plain data with its ``index``, ``pair``,
    ``position``, ``max nodes`` and the row of :func:`~combgames.analysis.torus3.team_up_first_round` (``stops``,
    ``outcome``, ``positions``, ``seconds``, the proof's check or the example)."""
    game = proof_board(n, None, *variant)[0]
    r = team_up_first_round(n, *variant, plies=plies, pairs=[tuple(pair)], position=game.parse_position(position),
                            max_nodes=max_nodes, table_bits=table_bits, check=check, max_tree=max_tree,
                            backend=backend)
    row = next(iter(r["pairs"].values()))
    return {"index": index, "pair": list(pair), "position": position, "max nodes": max_nodes, **row}


def _piece_checker(expected: dict[int, tuple]) -> Callable[[Any], None]:
    """Raise ValueError for a recorded piece that is not one of this run's (its index, pair or position)."""

    def check(data: Any) -> None:
        if not isinstance(data, dict):
            raise ValueError("a piece is a JSON object")
        for name, kind in _PIECE_KEYS.items():
            if not isinstance(data.get(name), kind) or isinstance(data.get(name), bool) and kind is int:
                raise ValueError(f"piece field {name!r} is missing or of the wrong type")
        want = expected.get(data["index"])
        if want is None or (tuple(data["pair"]), data["position"]) != want:
            raise ValueError(f"piece {data['index']} is not a piece of this run")

    return check


def team_up_in_pieces(n: int, assignment: str = "sextant", cross_policy: str = "placer", centre_stone: bool = False,
                      *, plies: int = 3, split: int = 2, pairs: Any = None, checkpoint: Any = None,
                      executor: Executor | None = None, max_nodes: int = 10**8, table_bits: int = 24,
                      check: bool = True, max_tree: int = 10**7, max_pieces: int | None = None,
                      progress: Callable[[str], Any] | None = None, backend: str = "auto",
                      recorded: dict[str, Any] | None = None) -> dict[str, Any]:
    """Decide the team-up claim's first round of ``plies`` plies on the n x n board in pieces: one per pair and
    position in play ``split`` moves in (:func:`team_up_pieces`), each :func:`team_up_piece`.

    Parameters
    ----------
    n, assignment, cross_policy, centre_stone
        The board and rule variant (:data:`~combgames.analysis.torus3.VARIANTS`).
    plies : int
        The first round (3: one move each).
    split : int
        Where the first round is split (0 <= split < plies; 2 on 6 x 6 gives 38 positions).
    pairs : iterable of pairs, optional
        Default all three (:data:`~combgames.analysis.torus3.TEAM_UP_PAIRS`).
    checkpoint : path, optional
        Resume from and save to ``PATH`` and its journal ``PATH.pieces`` (module docstring). A checkpoint or
        journal of another run (another board, variant, plies, split, pairs or check) is refused and left as it is.
    executor : Executor, optional
        Where the pieces run (:func:`combgames.base.executors.make_executor`); None: here, one after another.
    max_nodes, table_bits, max_tree, check, backend
        Of each piece (:func:`~combgames.analysis.torus3.team_up_first_round`).
    max_pieces : int, optional
        Run at most this many pieces in this call (0: only read what is recorded).
    progress : callable, optional
        Called with one line per finished piece.
    recorded : dict, optional
        A record of earlier runs (:func:`read_record`) of the same board, rules, plies, split and check: its pieces
        of this run's pairs count as finished, as a checkpoint's do (the record that ships carries a run from one
        session to the next); where the checkpoint holds the same piece, the checkpoint's is kept.

    Returns
    -------
    dict
        ``run`` (the fields of the run), ``pieces`` (the formatted positions), ``done`` (the recorded results by
        index: index ``i`` is pair ``i // len(pieces)`` of the run's pairs at position ``i % len(pieces)``);
        :func:`team_up_summary` reads it.

    Raises
    ------
    ValueError, TypeError
        For a bad board, variant, plies, split, pair or limit, another run's checkpoint, or a record of another
        run.
    """
    from pathlib import Path

    from combgames.base.checkpoint import Checkpoint, PieceJournal, checkpoint_header, load_this_run

    n = check_int(n, "n", minimum=3)
    plies = check_int(plies, "plies", minimum=1, maximum=n * n)
    split = check_int(split, "split", minimum=0, maximum=plies - 1, why="each piece needs a ply of the round")
    max_nodes = check_int(max_nodes, "max_nodes", minimum=1)
    variant = _variant(assignment, cross_policy, centre_stone)
    chosen = team_up_pairs(pairs)
    positions = team_up_pieces(n, *variant, split=split, backend=backend)
    expected = {i * len(positions) + j: (pair, text) for i, pair in enumerate(chosen)
                for j, text in enumerate(positions)}
    run = TeamUpRun(n, variant, plies, split, chosen, bool(check))
    store, journal, done = None, None, {}
    piece_ok = _piece_checker(expected)
    if checkpoint is not None:
        header = checkpoint_header("team-up-first-round", run)
        store = Checkpoint(checkpoint, header)

        def check_payload(payload: Any) -> None:
            if not isinstance(payload, dict):
                raise ValueError("the checkpoint's pieces are not a mapping")
            for i, data in payload.items():
                if type(i) is not int or not isinstance(data, dict) or data.get("index") != i:
                    raise ValueError(f"piece {str(i)[:20]} of the checkpoint is not indexed by its index")
                piece_ok(data)

        done = load_this_run(store, check_payload) or {}
        if store.writable:
            journal = PieceJournal(Path(f"{checkpoint}.pieces"), JOURNAL_FORMAT, header)

            def parse(data: Any) -> tuple[int, dict]:
                piece_ok(data)
                return data["index"], data

            done.update(journal.read_pieces(parse))
    if recorded is not None:
        done = {**_recorded_pieces(recorded, run, positions), **done}
    todo = [i for i in expected if i not in done or done[i]["stops"] is None and done[i]["max nodes"] < max_nodes]
    if max_pieces is not None:
        todo = todo[:check_int(max_pieces, "max_pieces", minimum=0)]
    line = None if progress is None else lambda r: progress(
        f"piece {r['index']} ({_pair_name(tuple(r['pair']))} at {r['position']}): {r['outcome']}, "
        f"{r['positions']:,} positions, {r['seconds']:.0f} s; {len(done)}/{len(expected)} recorded")
    arguments = [(n, variant, plies - split, expected[i][1], expected[i][0], i, max_nodes, table_bits, check,
                  max_tree, backend) for i in todo]
    drive_pieces(executor, team_up_piece, arguments, done, store, journal, line, save_every=SAVE_EVERY)
    return {"run": {"n": n, "variant": list(variant), "plies": plies, "split": split,
                    "pairs": [list(p) for p in chosen], "check": bool(check)},
            "pieces": positions, "done": done}


def _recorded_pieces(record: dict[str, Any], run: TeamUpRun, positions: list[str]) -> dict[int, dict]:
    """The pieces of ``record`` (:func:`read_record`) that are pieces of ``run``, indexed as in the run; ValueError
    for a record of another board, rules, plies, split, check or first round."""
    this = {"n": run.n, "variant": list(run.variant), "plies": run.plies, "split": run.split, "check": run.check}
    for key in _RUN_KEYS:
        if record["run"][key] != this[key]:
            raise ValueError(f"the record is of a run with {key} {record['run'][key]!r}, not {this[key]!r}")
    if record["pieces"] != positions:
        raise ValueError("the record's first-round positions are not this run's")
    width = len(positions)
    pieces: dict[int, dict] = {}
    for piece in record["done"].values():
        pair = tuple(piece["pair"])
        if pair in run.pairs:
            index = run.pairs.index(pair) * width + piece["index"] % width
            pieces[index] = {**piece, "index": index}
    return pieces


def team_up_summary(result: dict[str, Any]) -> dict[str, Any]:
    """What a run in pieces (:func:`team_up_in_pieces`) has decided so far: for each pair ``stops`` (True when
    every piece stops the third player, False when one does not, None while a piece is not decided), the counts
    of pieces proved, disproved, undecided and not run, the positions searched and the search CPU seconds; with a
    disproof the first ``example``; and ``every pair stops`` (False, True, or None)."""
    run, positions, done = result["run"], result["pieces"], result["done"]
    pairs: dict[str, Any] = {}
    for i, pair in enumerate(run["pairs"]):
        rows = [done.get(i * len(positions) + j) for j in range(len(positions))]
        got = [r["stops"] for r in rows if r is not None]
        row = {"stops": False if False in got else (True if len(got) == len(rows) and all(got) else None),
               "proved": got.count(True), "disproved": got.count(False), "undecided": got.count(None),
               "not run": rows.count(None),
               "positions": sum(r["positions"] for r in rows if r is not None),
               "seconds": round(sum(r["seconds"] for r in rows if r is not None), 1)}
        failed = next((r for r in rows if r is not None and r["stops"] is False), None)
        if failed is not None:
            row["example"] = failed.get("example", failed["position"])
        pairs[_pair_name(tuple(pair))] = row
    answers = [r["stops"] for r in pairs.values()]
    return {"pieces": len(positions), "pairs": pairs,
            "every pair stops": False if False in answers else (None if None in answers else True)}


_RUN_KEYS = ("n", "variant", "plies", "split", "check")
"""The fields of a run's identity that runs merged into one record share (the pairs may differ)."""


def _merge(results: Iterable[dict[str, Any]], *, replace: bool = False) -> dict[str, Any]:
    """One result of :func:`team_up_in_pieces` holding the pieces of several runs of the same board, rules, plies,
    split and check, each piece re-indexed for its place among the merged pairs. A pair in two runs is an error,
    or with ``replace`` the later run's pieces replace the earlier's."""
    results = list(results)
    if not results:
        raise ValueError("a record needs at least one run")
    first = results[0]
    owner: dict[tuple, int] = {}
    for number, r in enumerate(results):
        if any(r["run"][k] != first["run"][k] for k in _RUN_KEYS) or r["pieces"] != first["pieces"]:
            raise ValueError("the runs of one record must share the board, rules, plies, split, check and positions")
        for pair in map(tuple, r["run"]["pairs"]):
            if pair in owner and not replace:
                raise ValueError(f"the pair {_pair_name(pair)} is in two of the runs")
            owner[pair] = number
    width = len(first["pieces"])
    pairs: list = []
    done: dict[int, dict] = {}
    for number, r in enumerate(results):
        for i, pair in enumerate(r["run"]["pairs"]):
            if owner[tuple(pair)] != number:
                continue
            k = len(pairs)
            pairs.append(list(pair))
            for j in range(width):
                piece = r["done"].get(i * width + j)
                if piece is not None:
                    done[k * width + j] = {**piece, "index": k * width + j}
    return {"run": {**{k: first["run"][k] for k in _RUN_KEYS}, "pairs": pairs}, "pieces": list(first["pieces"]),
            "done": done}


def write_record(results: Iterable[dict[str, Any]], path: str | os.PathLike, *, table_bits: int,
                 notes: Sequence[str] = (), replace: bool = False) -> None:
    """Write the record of one or more runs in pieces (each a result of :func:`team_up_in_pieces`, or a record of
    :func:`read_record`, on the same board, rules, plies, split and check) to ``path``: plain JSON (format
    :data:`RECORD_FORMAT`), the run, the positions, ``table bits`` (each piece's table: 2^B entries) and ``notes``,
    and every finished piece, written whole or not at all. A pair in two of the runs is an error, or with
    ``replace`` the later run's pieces replace the earlier's.

    Raises
    ------
    ValueError
        For runs that do not fit together, or a path that cannot be written (a directory, a missing directory).
    """
    from combgames.base.files import atomic_write, check_output_path

    merged = _merge(results, replace=replace)
    target = check_output_path(path)
    data = {"format": RECORD_FORMAT, "version": RECORD_VERSION, "run": merged["run"], "table bits": int(table_bits),
            "notes": list(notes), "pieces": merged["pieces"],
            "done": [merged["done"][i] for i in sorted(merged["done"])]}
    lines = [f" {json.dumps(k)}: {json.dumps(v)}" for k, v in data.items() if k not in ("pieces", "done")]
    lines += [f' "{k}": [\n' + ",\n".join(f"  {json.dumps(x)}" for x in data[k]) + "\n ]" for k in ("pieces", "done")]
    with atomic_write(target, "w") as f:  # one field, position or piece a line
        f.write("{\n" + ",\n".join(lines) + "\n}\n")


def _record_run(data: dict) -> dict[str, Any]:
    """The run of a record's JSON, checked."""
    run = data.get("run")
    if not isinstance(run, dict) or sorted(run) != sorted((*_RUN_KEYS, "pairs")):
        raise ValueError(f"its run has not the fields {sorted((*_RUN_KEYS, 'pairs'))}")
    for name in ("n", "plies", "split"):
        if type(run[name]) is not int:
            raise ValueError(f"its run's {name} is not an integer")
    if type(run["check"]) is not bool:
        raise ValueError("its run's check is not true or false")
    if not isinstance(run["variant"], list) or len(run["variant"]) != 3:
        raise ValueError("its run's variant is not [assignment, cross policy, centre stone]")
    _variant(*run["variant"])
    if not isinstance(run["pairs"], list) or not all(isinstance(p, list) for p in run["pairs"]):
        raise ValueError("its run's pairs are not a list of pairs")
    pairs = team_up_pairs([tuple(p) for p in run["pairs"]])
    if len(set(pairs)) != len(pairs):
        raise ValueError("its run names a pair twice")
    return run


def read_record(path: str | os.PathLike) -> dict[str, Any]:
    """The record at ``path`` (:func:`write_record`) as a result of :func:`team_up_in_pieces` (``run``, ``pieces``,
    ``done``) with its ``table bits`` and ``notes``; every field is checked first (the file is data: parsed with
    :func:`json.loads`, nothing in it run).

    Raises
    ------
    ValueError
        Naming the file and the problem: not JSON, not a record of this format and version, a run or piece
        field missing or of the wrong type, or a piece that is not one of the run's (its index, pair, position).
    """
    try:
        with open(path, encoding="utf-8") as f:
            data = json.loads(f.read())
        if not isinstance(data, dict) or (data.get("format"), data.get("version")) != (RECORD_FORMAT, RECORD_VERSION):
            raise ValueError(f"not a record ({RECORD_FORMAT!r}, version {RECORD_VERSION})")
        run = _record_run(data)
        positions, done = data.get("pieces"), data.get("done")
        if not isinstance(positions, list) or not all(isinstance(p, str) for p in positions):
            raise ValueError("its pieces are not a list of positions")
        if type(data.get("table bits")) is not int or not isinstance(data.get("notes"), list):
            raise ValueError("its table bits or notes are missing")
        if not isinstance(done, list):
            raise ValueError("its finished pieces are not a list")
        expected = {i * len(positions) + j: (tuple(pair), text) for i, pair in enumerate(run["pairs"])
                    for j, text in enumerate(positions)}
        check = _piece_checker(expected)
        pieces: dict[int, dict] = {}
        for piece in done:
            check(piece)
            if piece["index"] in pieces:
                raise ValueError(f"piece {piece['index']} is recorded twice")
            pieces[piece["index"]] = piece
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, ValueError, TypeError) as err:
        raise ValueError(f"{path}: not a readable team-up record ({err})") from None
    return {"run": run, "pieces": positions, "done": pieces, "table bits": data["table bits"],
            "notes": data["notes"]}


def _pair_of(text: str) -> tuple[int, int]:
    """A pair named as in the output (``Vert+Horz``)."""
    names = text.split("+")
    if len(names) != 2 or any(name not in PLAYER_NAMES for name in names):
        raise ValueError(f"a pair is two of {'/'.join(PLAYER_NAMES)} joined by '+', not {text!r}")
    return tuple(sorted(PLAYER_NAMES.index(name) for name in names))  # type: ignore[return-value]


def _kept_record(path: str | None, run: dict[str, Any], table_bits: int) -> dict[str, Any] | None:
    """The record already at ``path`` (None if there is none), else ValueError when it is not one this run can be
    added to (another board, rules, plies, split or check; other table bits): checked before the run starts."""
    if path is None or not os.path.exists(path):
        return None
    record = read_record(path)
    for key in _RUN_KEYS:
        if record["run"][key] != run[key]:
            raise ValueError(f"{path}: a record of a run with {key} {record['run'][key]!r}, not {run[key]!r}")
    if record["table bits"] != table_bits:
        raise ValueError(f"{path}: a record of pieces run with --table-bits {record['table bits']}, not {table_bits}")
    return record


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``python -m combgames.analysis.torus3_team_up N [--assignment A] [--cross-policy P]
    [--centre-stone] [--plies R] [--split K] [--pairs Vert+Horz ...] [--max-nodes M] [--table-bits B] [--no-check]
    [--max-pieces K] [--checkpoint PATH] [--workers W] [--executor process|dask] [--scheduler ADDRESS] [--json]
    [--record PATH]``;
    exit 2 for bad arguments or a checkpoint of another run, 1 when the run is stopped (Ctrl-C, SIGTERM)."""
    import argparse
    import json

    from combgames.base.executors import EXECUTOR_KINDS, kept_in_checkpoint, run_command
    from combgames.base.files import check_output_path
    from combgames.games.torus import CROSS_POLICIES
    from topology import ASSIGNMENT_METHODS

    class OneLineParser(argparse.ArgumentParser):
        def error(self, message: str) -> Any:  # one line, exit 2
            print(f"error: {message}", file=sys.stderr)
            raise SystemExit(2)

    parser = OneLineParser(prog="python -m combgames.analysis.torus3_team_up",
                           description="The team-up claim's first round on the n x n torus, in pieces.")
    parser.add_argument("n", type=int, help="the board (n x n)")
    parser.add_argument("--assignment", default="sextant", choices=list(ASSIGNMENT_METHODS))
    parser.add_argument("--cross-policy", default="placer", choices=list(CROSS_POLICIES))
    parser.add_argument("--centre-stone", action="store_true", help="an x stone in the centre before the first move")
    parser.add_argument("--plies", type=int, default=3, help="the first round (default 3: one move each)")
    parser.add_argument("--split", type=int, default=2, help="the plies played out into pieces (default 2)")
    parser.add_argument("--pairs", nargs="+", default=None, metavar="PAIR",
                        help="pairs as Vert+Horz, Vert+Diag, Horz+Diag (default all three)")
    parser.add_argument("--max-nodes", type=int, default=10**8, help="the limit of each piece's search")
    parser.add_argument("--table-bits", type=int, default=24, help="each search's table has 2^B entries")
    parser.add_argument("--no-check", action="store_true", help="do not read out and check the proofs")
    parser.add_argument("--max-pieces", type=int, default=None, help="run at most this many pieces now")
    parser.add_argument("--checkpoint", default=None, metavar="PATH",
                        help="resume from and save to PATH (and its journal PATH.pieces)")
    parser.add_argument("--workers", type=int, default=1, help="worker processes")
    parser.add_argument("--executor", default=None, choices=list(EXECUTOR_KINDS))
    parser.add_argument("--scheduler", default=None, metavar="ADDRESS", help="a running Dask scheduler")
    parser.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    parser.add_argument("--record", default=None, metavar="PATH",
                        help="write the run's record to PATH, also when the run is stopped (JSON; the pairs of a "
                             "record already there are kept, and its pieces are not run again)")
    ns = parser.parse_args(argv)
    try:
        pairs = None if ns.pairs is None else [_pair_of(text) for text in ns.pairs]
        for path in (ns.checkpoint, ns.record):
            if path is not None:
                check_output_path(path)
        kept_record = _kept_record(ns.record, {"n": ns.n, "variant": [ns.assignment, ns.cross_policy,
                                                                      ns.centre_stone],
                                               "plies": ns.plies, "split": ns.split, "check": not ns.no_check},
                                   ns.table_bits)
    except (ValueError, TypeError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    code, result = run_command(
        lambda pool: team_up_in_pieces(
            ns.n, ns.assignment, ns.cross_policy, ns.centre_stone, plies=ns.plies, split=ns.split, pairs=pairs,
            checkpoint=ns.checkpoint, executor=pool, max_nodes=ns.max_nodes, table_bits=ns.table_bits,
            check=not ns.no_check, max_pieces=ns.max_pieces, recorded=kept_record,
            progress=lambda line: print(line, file=sys.stderr, flush=True)),
        executor=ns.executor, workers=ns.workers, scheduler=ns.scheduler, kept=kept_in_checkpoint(ns.checkpoint))
    if code and not (code == 1 and ns.record is not None and ns.checkpoint is not None):
        return code  # bad input (2), or stopped with nothing to record
    if ns.record is not None:
        try:
            if code:  # stopped: the record gets the pieces finished, read back from the checkpoint
                result = team_up_in_pieces(ns.n, ns.assignment, ns.cross_policy, ns.centre_stone, plies=ns.plies,
                                           split=ns.split, pairs=pairs, checkpoint=ns.checkpoint, max_pieces=0,
                                           table_bits=ns.table_bits, check=not ns.no_check, recorded=kept_record)
            kept = [] if kept_record is None else [kept_record]
            write_record(kept + [result], ns.record, table_bits=ns.table_bits, replace=True,
                         notes=() if kept_record is None else kept_record["notes"])
        except ValueError as err:
            print(f"error: {err}", file=sys.stderr)
            return 2
        except KeyboardInterrupt:  # stopped again while recording: the checkpoint still holds every piece
            return 1
    if code:
        return code
    summary = team_up_summary(result)
    if ns.json:
        print(json.dumps({"run": result["run"], **summary}))
        return 0
    print(f"{ns.n} x {ns.n}, {ns.assignment}/{ns.cross_policy}{' with the centre stone' if ns.centre_stone else ''}: "
          f"first round of {ns.plies} plies, {summary['pieces']} positions after {ns.split}")
    for name, row in summary["pairs"].items():
        verdict = {True: "stops the third player", False: "does not stop the third player",
                   None: "undecided"}[row["stops"]]
        print(f"  {name}: {verdict} ({row['proved']} proved, {row['disproved']} disproved, {row['undecided']} "
              f"undecided, {row['not run']} not run; {row['positions']:,} positions, {row['seconds']:,.0f} s)"
              + (f"; e.g. {row['example']}" if "example" in row else ""))
    print(f"every pair stops: {summary['every pair stops']}")
    return 0


if __name__ == "__main__":
    # run the module's own copy, not __main__'s: checkpoints then name the identity of
    # combgames.analysis.torus3_team_up, so a run started here resumes from Python and the other way round
    from combgames.analysis.torus3_team_up import main as _main

    sys.exit(_main())
