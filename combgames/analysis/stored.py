"""Answers that ship with the package: proofs too long to redo on a user's command, stored as data.

A stored answer is a certificate of a win (:class:`~combgames.solvers.compiled.pns.Certificate`: the attacker's
decisions by least image under the game's symmetry group, every other move given by the rules), kept as package
data next to this module. It is data, never code: a JSON document whose game key must equal the game's
``cache_key()`` before anything in it is used. The reproduce table walks each stored certificate through every
defender reply (for Qubic, the row ``hypercube.4^3``), which is what makes an answer read from it a proof.

:func:`stored_answer` answers a position from a stored certificate when the certificate covers it: the start of the
strategy, or a position with the attacker to move whose least image holds one of the certificate's decisions
(every such position lies on a line of the checked strategy, so the attacker wins from it). Anything else is
left to the solvers.

Examples
--------
>>> from combgames.games.hypercube import Hypercube
>>> stored_answer(Hypercube(3, 2)) is None           # nothing stored for 3 x 3
True
"""

from __future__ import annotations

import functools
import gzip
import json
from dataclasses import dataclass
from importlib.resources import as_file, files
from typing import Any

__all__ = ["CERTIFICATES", "StoredAnswer", "stored_answer"]

CERTIFICATES = ("qubic_certificate.json.gz",)
"""The stored certificates (package data of :mod:`combgames.analysis`), checked by the reproduce table."""


@dataclass(frozen=True)
class StoredAnswer:
    """A position's value read from a stored certificate: the player to move wins (distance not stored)."""

    position: Any
    winner: int
    move: Any
    source: str


HEAD_BYTES = 1 << 14
"""How much of a certificate is read to find its game key (it comes second, after the format)."""


@functools.lru_cache(maxsize=None)
def _game_key(name: str) -> str | None:
    """The game key a stored certificate names (None if the file is missing or not a certificate). Only its head
    is decompressed (about 1 ms, against 60 ms for the whole file), since every solve of a positional game asks."""
    try:
        with files("combgames.analysis").joinpath(name).open("rb") as raw, gzip.open(raw) as f:
            head = f.read(HEAD_BYTES).decode("utf-8", errors="replace")
        at = head.find('"game":')
        key = json.JSONDecoder().raw_decode(head, at + len('"game":'))[0] if at >= 0 else None
    except (OSError, ValueError, EOFError):
        return None
    return key if isinstance(key, str) else None


def stored_answer(game: Any, position: Any = None) -> StoredAnswer | None:
    """Return the answer of a stored certificate for ``position`` of ``game`` (default its start), or None when
    no certificate of this game covers the position.

    Only games with a positional structure of at most 64 points can have one (the certificates are of the
    compiled proof-number search); the game is matched by its full ``cache_key()``, so a variant of the game
    (other rules or options) is never answered from another game's proof.
    """
    structure = getattr(game, "positional_structure", None)
    cache_key = getattr(game, "cache_key", None)
    if structure is None or cache_key is None:
        return None
    key = cache_key()
    for name in CERTIFICATES:
        if _game_key(name) == key:
            return _answer(game, position, name, key)
    return None


_LOADED: dict[tuple[str, str], tuple[Any, Any]] = {}
"""The certificates read so far with their game's symmetry frames, by (file, game key): reading one takes about
70 ms and the frames 280 ms, and a player of the game asks about many positions (the explorer about every move)."""


def _loaded(game: Any, name: str, key: str) -> tuple[Any, Any]:
    """``(certificate, frames)`` of the stored certificate ``name`` for ``game`` (whose ``cache_key()`` is
    ``key``), read once."""
    from combgames.solvers.compiled.pns import Certificate, Frames

    if (name, key) not in _LOADED:
        with as_file(files("combgames.analysis").joinpath(name)) as path:
            cert = Certificate.load(path, game)
        _LOADED[name, key] = cert, Frames(game)
    return _LOADED[name, key]


def _answer(game: Any, position: Any, name: str, key: str) -> StoredAnswer | None:
    cert, frames = _loaded(game, name, key)
    p = cert.position if position is None else (int(position[0]), int(position[1]))
    if game.to_move(p) != cert.attacker or game.result(p) is not None:
        return None
    if p != cert.position and frames.canonical(p)[0] not in cert.moves:
        return None
    move = frames.decision(p, cert.attacker, cert.moves)
    if move is None:
        return None
    return StoredAnswer(p, cert.attacker, move, f"the stored certificate {name} (walked through every reply "
                                                "by the reproduce row hypercube.4^3)")
