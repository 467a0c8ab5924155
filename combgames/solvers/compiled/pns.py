"""Compiled proof-number search for positional (Maker-Maker) games, with threat sequences and the defender's
move restriction; proofs exported as strategies the independent checker replays.

The search (:mod:`combgames.solvers.compiled._pns_kernels`) is depth-first proof-number search (df-pn) [3]_ in a
numba kernel, proving or disproving that an *attacker* wins, with Allis's rules for Qubic [1]_: a threat
sequence (one-move threats, each answered by the forced block, ending in a double threat [2]_) proves a win for
the attacker to move; where the defender moves and the attacker would have a threat sequence after a pass, only
the sequence's squares and the points where the defender could make a threat of his own are searched (any
other defence leaves the sequence intact); the same two rules hold with the roles exchanged (a defender to move
with a threat sequence wins; where the attacker moves, a threat sequence the defender would have after a pass
leaves the attacker only its squares and his own threats). Positions are keyed by the least image under the
game's group.

:class:`CompiledPNS` settles a position as :mod:`combgames.solvers.pns` does: a proof for the player to move,
else a proof for the opponent, else a draw. For a win, :meth:`CompiledPNS.certificate` walks the proof and keeps
the *attacker's decisions*: the move at each position of the proof where the attacker does not simply win in one,
block the only threat or play a threat sequence; :class:`CertificateStrategy` is the strategy tree those rules and
decisions define, expanded as it is read, so :func:`~combgames.solvers.strategy.check_strategy` replays every
reply of the defender through the game's own rules (nothing the search stored is trusted).

The search's pruning rules are where a proof can go wrong, so a proof counts only once its certificate is
checked: :meth:`Certificate.check_quotient` walks the strategy through every reply up to symmetry (compiled keys),
and ``check_strategy(..., symmetry=True)`` checks it again through the game's rules and its own symmetry key.
Qubic was solved this way (``benchmarks/bench_qubic.py --empty``; the certificate is package data, read by the
reproduce row ``hypercube.4^3``); the export of two of its twelve proofs once failed, and the cause was a
soundness error in :func:`~combgames.solvers.compiled._pns_kernels.defence_zone`, since fixed.

References
----------
.. [1] L. V. Allis, Searching for Solutions in Games and Artificial Intelligence, PhD thesis, University of
   Limburg, Maastricht, 1994 (Qubic: Chapter 5).
.. [2] L. V. Allis, H. J. van den Herik and M. P. H. Huntjens, Go-Moku and threat-space search, University of
   Limburg, 1993.
.. [3] A. Nagai, Df-pn algorithm for searching AND/OR trees and its applications, PhD thesis, University of
   Tokyo, 2002; J. Pawlewicz and L. Lew, Improving depth-first PN-search: 1 + epsilon trick, Computers and
   Games 2006, LNCS 4630 (2007).
"""

from __future__ import annotations

import gzip
import json
import time
import zlib
from pathlib import Path
from typing import Any

import numpy as np

from combgames.base.checks import check_int
from combgames.base.kernels import run_interruptible

from combgames.game import Game, checked_position
from combgames.solvers.compiled.positional import MAX_POINTS, symmetry_tables, positional_structure
from combgames.solvers.strategy import Strategy
from combgames.solvers.values import DRAW_VALUE, PNSResult, SearchLimitError, Value

__all__ = ["CertificateStrategy", "CompiledPNS", "compiled_pns"]

_SEED = 0x51B1C


class CompiledPNS:
    """Compiled df-pn bound to one positional game, keeping its transposition table between searches.

    Parameters
    ----------
    game : Game
        A two-player game declaring ``positional_structure()`` with at most 64 points.
    symmetry : bool
        Key positions by their least image under the game's declared group (default True).
    table_bits : int
        The table has 2**table_bits entries (32 bytes each; default 20, 32 MB).
    threat_budget : int
        Nodes of each threat-sequence search (default 400).
    threat_depth : int
        Free attacking moves of a threat sequence (default 16).
    max_nodes : int
        Stop a search with SearchLimitError after this many df-pn nodes (default 10**9).
    epsilon : int
        The 1 + epsilon trick, in sixteenths (default 4: a child is searched until its number passes 1.25 times
        the second best).
    counter_threats : bool
        Search the defender's threat sequences too (default True): a defender to move with a threat sequence
        disproves; where the attacker moves and the defender would have a threat sequence after a pass, only the
        attacker's moves that may break it (:func:`~combgames.solvers.compiled._pns_kernels.relevant_defences`
        with the roles exchanged) are searched, any other leaving the defender's sequence intact.
    zone_rounds : int
        Further threat sequences searched after a first one (default 16): a move of the other player must break
        every sequence found, so the moves searched are the intersection of their zones, and where it is empty
        the sequences' owner wins (:func:`~combgames.solvers.compiled._pns_kernels.defence_zone`).
    progress : callable, optional
        Called about once a second while a search runs with ``{"phase": "proof-number search", "nodes",
        "seconds"}`` (nodes of all searches, seconds since the solver was made). A search is interruptible: Ctrl-C
        (or SIGTERM, SIGHUP under the command line) stops the kernel within a fraction of a second and raises
        KeyboardInterrupt, the table keeping the numbers found so far.

    Examples
    --------
    >>> from combgames.games.designs_games import affine_plane_game
    >>> CompiledPNS(affine_plane_game(3)).value((0, 0))
    Value(outcome='win', distance=None)
    """

    def __init__(self, game: Game, *, symmetry: bool = True, table_bits: int = 20, threat_budget: int = 400,
                 threat_depth: int = 16, max_nodes: int = 10**9, epsilon: int = 4, max_group: int = 20_000,
                 counter_threats: bool = True, zone_rounds: int = 16, progress: Any = None):
        from combgames.solvers.compiled import _pns_kernels

        self._k = k = _pns_kernels
        structure = positional_structure(game, "the compiled proof-number search")
        self.game = game
        n = self.points = structure["points"]
        lines = [tuple(int(i) for i in line) for line in structure["lines"]]
        self.lmask = np.array([sum(1 << i for i in line) for line in lines], dtype=np.uint64)
        self.llen = np.array([len(line) for line in lines], dtype=np.int64)
        through = [[j for j, line in enumerate(lines) if i in line] for i in range(n)]
        self.pstart = np.cumsum([0] + [len(t) for t in through]).astype(np.int64)
        self.pidx = np.array([j for t in through for j in t], dtype=np.int64)
        group = structure.get("group") if symmetry else None
        symtab = symmetry_tables(group, n, check_int(max_group, "max_group", minimum=1))
        self.group_elements = len(symtab)
        images = np.array([[int(v).bit_length() - 1 for v in row] for row in symtab], dtype=np.int64)
        rng = np.random.default_rng(_SEED)
        r1 = rng.integers(0, 2**63, size=(2, n), dtype=np.int64).astype(np.uint64) * np.uint64(2) + np.uint64(1)
        r2 = rng.integers(0, 2**63, size=(2, n), dtype=np.int64).astype(np.uint64) ^ np.uint64(0xA5A5A5A5)
        self.z1 = np.ascontiguousarray(r1[:, images])  # z[c, e, i]: hash of a stone of c at the image of i
        self.z2 = np.ascontiguousarray(r2[:, images])
        self.h1 = np.zeros((MAX_POINTS + 2, len(symtab)), dtype=np.uint64)
        self.h2 = np.zeros_like(self.h1)
        self.mv = np.zeros((MAX_POINTS + 2, MAX_POINTS), dtype=np.int64)
        self.ck1 = np.zeros((MAX_POINTS + 2, MAX_POINTS), dtype=np.uint64)
        self.ck2 = np.zeros_like(self.ck1)
        check_int(table_bits, "table_bits", minimum=4, maximum=30)
        size = 1 << table_bits
        self.tk1 = np.zeros(size, dtype=np.uint64)
        self.tk2 = np.zeros(size, dtype=np.uint64)
        self.tpn = np.zeros(size, dtype=np.int64)
        self.tdn = np.zeros(size, dtype=np.int64)
        self.twork = np.full(size, -1, dtype=np.int64)
        self.cnt = np.zeros((2, len(lines)), dtype=np.int64)
        self.ctx = np.zeros(k.CONTEXT_SIZE, dtype=np.int64)
        self.work = np.zeros(1 + 2 * k.TSS_TABLE, dtype=np.uint64)
        self.ctx[k.POINTS] = n
        self.ctx[k.TSS_BUDGET] = check_int(threat_budget, "threat_budget", minimum=0)
        self.ctx[k.TSS_DEPTH] = check_int(threat_depth, "threat_depth", minimum=0, maximum=64)
        self.ctx[k.EPS_NUM] = check_int(epsilon, "epsilon", minimum=0, maximum=64)
        self.ctx[k.COUNTER] = int(bool(counter_threats))
        self.ctx[k.ZONE_ROUNDS] = check_int(zone_rounds, "zone_rounds", minimum=0, maximum=64)
        self.max_nodes = check_int(max_nodes, "max_nodes", minimum=1)
        self.seconds = 0.0
        self.attacker = None
        self.progress = progress
        self.started = time.perf_counter()

    # -- searches ---------------------------------------------------------------------------------------------------
    @property
    def nodes(self) -> int:
        """df-pn nodes entered so far (all searches; children evaluated on generation are counted apart)."""
        return int(self.ctx[self._k.NODES])

    @property
    def stats(self) -> dict:
        """Counters: nodes, children evaluated, threat-sequence nodes, table stores and overwrites, seconds."""
        k = self._k
        return {"nodes": self.nodes, "evaluated": int(self.ctx[k.EVALUATED]),
                "threat_nodes": int(self.ctx[k.TSS_NODES]),
                "zone_proved": int(self.ctx[k.ZONE_PROVED]), "table_stores": int(self.ctx[k.TT_STORES]),
                "table_overwrites": int(self.ctx[k.TT_OVERWRITES]), "seconds": self.seconds,
                "group_elements": self.group_elements}

    def _arrays(self) -> tuple:
        return (self.z1, self.z2, self.h1, self.h2, self.mv, self.ck1, self.ck2, self.tk1, self.tk2, self.tpn,
                self.tdn, self.twork, self.ctx, self.work)

    def _set_attacker(self, attacker: int) -> None:
        if attacker != self.attacker:  # the table's numbers are for one attacker
            self.twork[:] = -1
            self.tk1[:] = 0
            self.tk2[:] = 0
            self.attacker = attacker
        self.ctx[self._k.ATTACKER] = attacker

    def prove(self, p: Any, attacker: int, max_nodes: int | None = None) -> bool:
        """True if ``attacker`` (0 or 1) wins from ``p = (x, o)`` with best play, False if not.

        Raises
        ------
        SearchLimitError
            When the search passes ``max_nodes`` (the message gives the root's proof and disproof numbers).
        """
        k = self._k
        self._set_attacker(attacker)
        limit = self.max_nodes if max_nodes is None else max_nodes
        self.ctx[k.MAX_NODES] = self.nodes + limit
        t0 = time.process_time()
        arrays = (np.uint64(p[0]), np.uint64(p[1]), self.cnt, self.lmask, self.llen, self.pstart, self.pidx,
                  *self._arrays())
        try:
            r = run_interruptible(lambda: k.prove_root(*arrays), self.ctx, k.INTERRUPT, progress=self.progress,
                                  report=self._report)
        finally:
            self.seconds += time.process_time() - t0
        if r == 0:
            raise SearchLimitError(
                f"compiled proof-number search stopped after {self.nodes:,} nodes (max_nodes={limit:,}) with the "
                f"root open: proof number {int(self.ctx[k.RET_PN]):,}, disproof number {int(self.ctx[k.RET_DN]):,}"
                "; pass a larger max_nodes to search on")
        return r == 1

    def _report(self) -> dict:
        return {"phase": "proof-number search", "nodes": self.nodes, "seconds": time.perf_counter() - self.started}

    def numbers(self, p: Any) -> tuple[int, int] | None:
        """The (proof, disproof) numbers of ``p`` in the table for the current attacker, None if absent."""
        k = self._k
        ns = bin(p[0]).count("1") + bin(p[1]).count("1")
        pn, dn = k.lookup(np.uint64(p[0]), np.uint64(p[1]), self.z1, self.z2, self.h1[ns], self.h2[ns],
                          self.points, self.tk1, self.tk2, self.tpn, self.tdn)
        return None if pn < 0 else (int(pn), int(dn))

    def value(self, p: Any) -> Value:
        """Win, draw or loss for the player to move (distance None): a proof for the mover, else for the other."""
        me = _to_move(p)
        if self.prove(p, me):
            return Value("win", None)
        return Value("loss", None) if self.prove(p, 1 - me) else DRAW_VALUE

    # -- proofs as certificates -----------------------------------------------------------------------------------
    def frames(self) -> "Frames":
        """The symmetry frames of the game (least images under the declared group, exact masks)."""
        if not hasattr(self, "_frames"):
            self._frames = Frames(self.game)
        return self._frames

    def rule_move(self, p: Any, attacker: int) -> int:
        """The attacker's move in ``p`` by the strategy's rules (:func:`strategy_rule`), in the frame of ``p``."""
        return self.frames().rule_move(p, attacker)

    def certificate(self, p: Any = None, attacker: int | None = None, max_nodes: int | None = None,
                    progress: Any = None) -> "Certificate":
        """The attacker's decisions of a proof that ``attacker`` (default: the player to move) wins from ``p``.

        Walks every position the strategy reaches, up to symmetry: at the attacker's positions the move is given
        by the rules (a win in one, the block of the only threat, the first move of a threat sequence), else by a
        child the table proved (recorded as a decision; a child the table lost is proved again by a new search);
        at the defender's, every legal reply is followed. So the walk is itself a check of the strategy on the
        positions' least images (:meth:`Certificate.check_quotient` repeats it without the search).

        Raises
        ------
        ValueError
            If ``attacker`` does not win from ``p``; SearchLimitError past ``max_nodes`` in a search.
        """
        p = self.game.initial() if p is None else tuple(p)
        attacker = _to_move(p) if attacker is None else attacker
        if not self.prove(p, attacker, max_nodes):
            raise ValueError(f"player {attacker} does not win from this position: there is no proof to export")
        frames = self.frames()
        cert = Certificate(self.game, attacker, p)

        def decide(q: tuple[int, int]) -> int:
            m = self._proved_child(q, attacker, max_nodes)
            cert.moves[q] = m
            if progress is not None and len(cert.moves) % 1000 == 0:
                progress({"phase": "certificate", "decisions": len(cert.moves), "nodes": self.nodes,
                          "seconds": time.perf_counter() - self.started})
            return m

        cert.walked = frames.walk(p, attacker, cert.moves, decide)
        return cert

    def _proved_child(self, q: Any, attacker: int, max_nodes: int | None) -> int:
        """A move of ``q`` (attacker to move) to a child the table holds as proved; proves ``q`` again when the
        table lost them, then the children one by one."""
        for attempt in range(2):
            for m in _free(q, self.points):
                nums = self.numbers(_play(q, m))
                if nums is not None and nums[0] == 0:
                    return m
            if attempt == 0 and not self.prove(q, attacker, max_nodes):
                raise AssertionError("a position of the proof is not a win on a second search")  # pragma: no cover
        for m in _free(q, self.points):
            c = _play(q, m)
            if self.frames().winner(c) == attacker or self.prove(c, attacker, max_nodes):
                return m
        raise AssertionError("no child of a proved position is proved")  # pragma: no cover

    @property
    def lines_masks(self) -> list[int]:
        """The lines as Python integer masks."""
        return self.frames().lines


class Frames:
    """A positional game's symmetry frames and the strategy rules on least images.

    The least image of a position (its masks least, ``x`` first, under the declared group) is the frame in which
    a certificate stores decisions and the rules are applied, so positions that are images of each other get
    moves that are images of each other.
    """

    RULE_BUDGET = 200_000
    """Nodes of the threat-sequence search of the strategy's rules."""

    def __init__(self, game: Game):
        from combgames.solvers.compiled import _kernels, _pns_kernels

        self._k, self._pk = _kernels, _pns_kernels
        structure = positional_structure(game, "a proof certificate")
        self.game = game
        n = self.points = structure["points"]
        lines = [tuple(int(i) for i in line) for line in structure["lines"]]
        self.lines = [sum(1 << i for i in line) for line in lines]
        self.lmask = np.array(self.lines, dtype=np.uint64)
        self.llen = np.array([len(line) for line in lines], dtype=np.int64)
        through = [[j for j, line in enumerate(lines) if i in line] for i in range(n)]
        self.pstart = np.cumsum([0] + [len(t) for t in through]).astype(np.int64)
        self.pidx = np.array([j for t in through for j in t], dtype=np.int64)
        self.symtab = symmetry_tables(structure.get("group"), n, 1 << 20)
        self.image = np.array([[int(v).bit_length() - 1 for v in row] for row in self.symtab], dtype=np.int64)
        self.inverse = np.argsort(self.image, axis=1)
        self.cnt = np.zeros((2, len(lines)), dtype=np.int64)
        self.ctx = np.zeros(_pns_kernels.CONTEXT_SIZE, dtype=np.int64)
        self.ctx[_pns_kernels.POINTS] = n

    def canonical(self, p: Any) -> tuple[tuple[int, int], int]:
        """The least image of ``p`` and the group element giving it."""
        x, o, e = self._k.canonical(np.uint64(p[0]), np.uint64(p[1]), self.symtab, self.points)
        return (int(x), int(o)), int(e)

    def winner(self, p: Any) -> int | None:
        """The player holding a whole line in ``p`` (x looked at first), None if nobody does."""
        w = self._k.line_owner(np.uint64(p[0]), np.uint64(p[1]), self.lmask)
        return None if w < 0 else int(w)

    def rule_move(self, p: Any, attacker: int) -> int:
        """:func:`strategy_rule` of the kernels on the least image of ``p``, mapped back (-1: no rule move, -2:
        the defender has two threats)."""
        c, e = self.canonical(p)
        m = self._rule(c, attacker)
        return int(self.inverse[e, m]) if m >= 0 else m

    def _rule(self, c: tuple[int, int], attacker: int) -> int:
        return int(self._pk.strategy_rule(np.uint64(c[0]), np.uint64(c[1]), attacker, self.cnt, self.lmask,
                                          self.llen, self.pstart, self.pidx, self.ctx, self.RULE_BUDGET))

    def decision(self, p: Any, attacker: int, moves: dict) -> int | None:
        """The strategy's move in ``p``: by rule, else the certificate's decision for its least image (None if
        neither gives one)."""
        c, e = self.canonical(p)
        m = self._rule(c, attacker)
        if m == -1:
            m = moves.get(c, -1)
        return int(self.inverse[e, m]) if m >= 0 else None

    def walk(self, p: Any, attacker: int, moves: dict, decide: Any = None, progress: Any = None) -> int:
        """Follow the strategy (rules, then ``moves`` by least image, then ``decide(image)`` if given) from ``p``
        through every defender reply, visiting each least image once; return the number of positions visited.
        ``progress`` is called about once a second with ``{"phase": "certificate walk", "positions", "seconds"}``.

        A reply after which the attacker completes a line at once is not visited: the rules' first move is that
        win (:func:`~combgames.solvers.compiled._kernels.reply_images` leaves such replies out).

        Raises
        ------
        ValueError
            If a line of play ends without the attacker's win, or the strategy gives no move somewhere.
        """
        seen: set = set()
        stack = [self.canonical(p)[0]]
        n = self.points
        images = np.empty((n, 2), dtype=np.uint64)
        start = time.perf_counter()
        due = start + 1.0
        while stack:
            c = stack.pop()
            if c in seen:
                continue
            seen.add(c)
            if progress is not None and len(seen) % 1024 == 0 and time.perf_counter() >= due:
                due = time.perf_counter() + 1.0
                progress({"phase": "certificate walk", "positions": len(seen), "seconds": due - 1.0 - start})
            w = self.winner(c)
            if w is not None or (c[0] | c[1]) == (1 << n) - 1:
                if w != attacker:
                    raise ValueError(f"the strategy reaches {c} which is not a win of player {attacker}")
                continue
            if _to_move(c) == attacker:
                m = self._rule(c, attacker)
                if m == -1:
                    m = moves.get(c, -1)
                    if m < 0 and decide is not None:
                        m = decide(c)
                if m < 0 or (c[0] | c[1]) >> m & 1:
                    raise ValueError(f"the strategy gives no legal move at {c}")
                stack.append(self.canonical(_play(c, m))[0])
            else:
                k = self._k.reply_images(np.uint64(c[0]), np.uint64(c[1]), self.symtab, n, self.lmask, images)
                stack.extend(zip(images[:k, 0].tolist(), images[:k, 1].tolist()))
        return len(seen)


def _to_move(p: Any) -> int:
    return 0 if int(p[0]).bit_count() == int(p[1]).bit_count() else 1


def _play(p: Any, m: int) -> tuple[int, int]:
    x, o = p
    return (x | 1 << m, o) if _to_move(p) == 0 else (x, o | 1 << m)


def _free(p: Any, n: int) -> list[int]:
    occupied = p[0] | p[1]
    return [i for i in range(n) if not occupied >> i & 1]


def _lowest(v: int) -> int:
    return (v & -v).bit_length() - 1


class Certificate:
    """The attacker's decisions of a proof: least image of a position -> move (in that image); the rules of
    :meth:`Frames.decision` give every other move of the strategy.

    Attributes
    ----------
    game : Game
    attacker : int
    position : tuple
        Where the strategy starts.
    moves : dict
        ``(x, o)`` least image -> point.
    walked : int
        Positions (least images) the export visited.
    """

    FORMAT = "combgames positional certificate 1"

    def __init__(self, game: Game, attacker: int, position: Any, moves: dict | None = None):
        self.game = game
        self.attacker = attacker
        self.position = (int(position[0]), int(position[1]))
        self.moves: dict[tuple[int, int], int] = {} if moves is None else moves
        self.walked = 0

    def __len__(self) -> int:
        return len(self.moves)

    def strategy(self) -> "CertificateStrategy":
        """The strategy tree of the certificate, expanded as it is read (for
        :func:`~combgames.solvers.strategy.check_strategy`)."""
        return CertificateStrategy(Frames(self.game), self.attacker, self.moves, self.position)

    def check_quotient(self, progress: Any = None) -> int:
        """Follow the strategy from its start through every defender reply, each least image once, checking that
        every line ends in the attacker's win; return the positions visited. ``progress``: see :meth:`Frames.walk`
        (the walk is a Python loop over short kernel calls, so an interrupt stops it at once).

        Raises
        ------
        ValueError
            Where the strategy gives no move or a line ends otherwise.
        """
        return Frames(self.game).walk(self.position, self.attacker, self.moves, progress=progress)

    def to_json(self) -> dict:
        """The JSON form: the game's cache key, the attacker, the start and the decisions (masks in hex)."""
        return {"format": self.FORMAT, "game": self.game.cache_key(), "attacker": self.attacker,
                "position": [format(v, "x") for v in self.position],
                "decisions": [[format(x, "x"), format(o, "x"), m] for (x, o), m in sorted(self.moves.items())]}

    def save(self, path: str | Path) -> None:
        """Write the JSON form to ``path`` (gzip-compressed when the name ends in ``.gz``)."""
        from combgames.base.files import atomic_write

        text = json.dumps(self.to_json(), separators=(",", ":"))
        with atomic_write(path) as f:
            f.write(gzip.compress(text.encode(), mtime=0) if Path(path).suffix == ".gz" else text.encode())

    @classmethod
    def load(cls, path: str | Path, game: Game) -> "Certificate":
        """Read a certificate written by :meth:`save` for ``game`` (gzip-compressed when the name ends in ``.gz``).

        Raises
        ------
        ValueError
            If the file is not a certificate or was written for another game.
        """
        from combgames.base.files import check_input_path

        path = check_input_path(path)  # never a FIFO or a device
        try:
            data = json.loads(gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_text())
        except (EOFError, zlib.error, gzip.BadGzipFile, UnicodeDecodeError, ValueError, RecursionError) as err:
            raise ValueError(f"{path}: not a readable certificate, truncated or damaged "
                             f"({type(err).__name__}: {str(err)[:80]})") from None
        if not isinstance(data, dict) or data.get("format") != cls.FORMAT:
            found = data.get("format") if isinstance(data, dict) else type(data).__name__
            raise ValueError(f"{path} is not a positional certificate (format {str(found)[:60]!r})")
        if data.get("game") != game.cache_key():
            raise ValueError(f"{path} is a certificate of {str(data.get('game'))[:60]!r}, not of {game.cache_key()!r}")
        n = positional_structure(game, "a certificate")["points"]
        position = _certificate_masks(path, "position", data.get("position"), n)
        decisions, moves = data.get("decisions"), {}
        if data.get("attacker") not in (0, 1) or type(data.get("attacker")) is not int or type(decisions) is not list:
            raise ValueError(f"{path}: a damaged certificate: field 'attacker' or 'decisions' is not of its type")
        for d in decisions:
            if type(d) is not list or len(d) != 3 or type(d[2]) is not int or not 0 <= d[2] < n:
                raise ValueError(f"{path}: a damaged certificate: decision {str(d)[:60]} is not [x, o, point < {n}]")
            x, o = _certificate_masks(path, "decisions", d[:2], n)
            if (x | o) >> d[2] & 1:
                raise ValueError(f"{path}: a damaged certificate: decision {str(d)[:60]} plays an occupied point")
            moves[x, o] = d[2]
        return cls(game, data["attacker"], position, moves)


def _certificate_masks(path: Path, field: str, value: Any, n: int) -> tuple[int, int]:
    """Two disjoint masks of ``n`` points written in hex (a ValueError naming the file and field otherwise)."""
    ok = type(value) is list and len(value) == 2 and all(
        type(v) is str and 0 < len(v) <= (n + 3) // 4 and all(c in "0123456789abcdef" for c in v) for v in value)
    if ok:
        x, o = int(value[0], 16), int(value[1], 16)
        if x < 1 << n and o < 1 << n and not x & o:
            return x, o
    raise ValueError(f"{path}: a damaged certificate: field {field!r}: {str(value)[:60]} is not two disjoint "
                     f"hex masks of {n} points")


class CertificateStrategy(Strategy):
    """The strategy tree of a :class:`Certificate`, built as it is read: at the owner's positions the move of
    :meth:`Frames.decision`, at the opponent's a subtree for every legal reply. Its ``move``, ``next`` and
    ``replies`` are computed (and kept) on first access, so :func:`~combgames.solvers.strategy.check_strategy`
    replays it like any other tree without it being held in memory at once."""

    def __init__(self, frames: Frames, owner: int, moves: dict, position: Any):  # noqa: D107
        self._frames, self._owner, self._moves, self._p = frames, owner, moves, position
        self._move: Any = -3

    @property  # type: ignore[override]
    def move(self) -> Any:
        if self._move == -3:
            p = self._p
            end = self._frames.winner(p) is not None or (p[0] | p[1]).bit_count() == self._frames.points
            mine = _to_move(p) == self._owner
            self._move = None if end or not mine else self._frames.decision(p, self._owner, self._moves)
        return self._move

    @property  # type: ignore[override]
    def next(self) -> "CertificateStrategy | None":
        m = self.move
        return None if m is None else CertificateStrategy(self._frames, self._owner, self._moves, _play(self._p, m))

    @property  # type: ignore[override]
    def replies(self) -> dict:
        p = self._p
        if _to_move(p) == self._owner or self._frames.winner(p) is not None:
            return {}
        return {m: CertificateStrategy(self._frames, self._owner, self._moves, _play(p, m))
                for m in _free(p, self._frames.points)}


def compiled_pns(game: Game, position: Any = None, *, strategy: bool = False, symmetry: bool = True,
                 max_nodes: int | None = None, table_bits: int = 20, threat_budget: int = 400,
                 solver: CompiledPNS | None = None, progress: Any = None) -> Any:
    """Settle a position of a positional game by the compiled proof-number search (see the module docstring).

    Parameters
    ----------
    game : Game
        A two-player game declaring ``positional_structure()`` with at most 64 points.
    position : optional
        Default ``game.initial()``.
    strategy : bool
        For a win, also export the strategy of the player to move (a :class:`CertificateStrategy`, with the
        certificate in ``stats["certificate"]``); the compiled search exports proofs of wins only, so for a draw
        the strategy is None and ``stats["note"]`` says so.
    symmetry, max_nodes, table_bits, threat_budget
        See :class:`CompiledPNS` (``max_nodes`` per search; default 10**9).
    solver : CompiledPNS, optional
        Reuse a solver (and its table).
    progress : callable, optional
        Called about once a second while a search runs (see :class:`CompiledPNS`).

    Returns
    -------
    PNSResult
        As :func:`combgames.solvers.pns.proof_number_search`, with ``method="compiled pns"``.

    Raises
    ------
    TypeError
        If the game is not a two-player positional game.
    ValueError
        If it has more than 64 points; SearchLimitError (a ValueError) past ``max_nodes``.

    Examples
    --------
    >>> from combgames.games.hypercube import Hypercube
    >>> r = compiled_pns(Hypercube(3, 3), strategy=True)
    >>> str(r.value), r.method, len(r.stats["certificate"]) >= 0
    ('win', 'compiled pns', True)
    """

    start = time.perf_counter()
    if solver is None:
        solver = CompiledPNS(game, symmetry=symmetry, table_bits=table_bits, threat_budget=threat_budget,
                             max_nodes=10**9 if max_nodes is None else max_nodes, progress=progress)
    elif progress is not None:
        solver.progress = progress
    p = game.initial() if position is None else checked_position(game, position)
    p = (int(p[0]), int(p[1]))
    value = solver.value(p)
    stats: dict = dict(solver.stats)
    best: list = []
    if game.result(p) is None:
        mover = _to_move(p)
        for m in game.moves(p):
            c = game.play(p, m)
            r = game.result(c)
            if value.outcome == "win":  # the children the proof settled (the table's proved ones)
                nums = solver.numbers(c) if r is None else None
                keeps = r == mover or (nums is not None and nums[0] == 0)
            elif value.outcome == "draw":
                keeps = r is not None or not solver.prove(c, 1 - mover)
            else:
                keeps = True
            if keeps:
                best.append(m)
        if value.outcome == "win" and not best:
            best.append(solver._proved_child(p, mover, max_nodes))
    tree = None
    if strategy and value.outcome == "win":
        cert = solver.certificate(p, _to_move(p), max_nodes)
        tree = cert.strategy()
        stats.update(certificate=cert, decisions=len(cert), walked=cert.walked)
    elif strategy and value.outcome == "draw":
        stats["note"] = ("the compiled proof-number search exports proofs of wins only; use "
                         "proof_number_search(..., compiled=False) for a drawing strategy")
    return PNSResult(position=p, value=value, best_moves=best, nodes=solver.nodes,
                     seconds=time.perf_counter() - start, strategy=tree, method="compiled pns", stats=stats)
