"""Fuzz targets of every loader of a file: checkpoints (the plain-data decoding, the head, a retrograde state and
a Latin-classes payload), solved databases, certificates, Latin-classes records, the catalogue index, and the
path checks of :mod:`combgames.base.files`.

Arbitrary bytes (and valid files with arbitrary damage, to get past the first checks) must give either a value
or a refusal: a checkpoint is ignored with one :class:`CheckpointWarning`; the other loaders raise ValueError
(or OSError for a file that cannot be read) with a message naming the file. Never another exception, never a
hang, never code run.

Run many more examples with ``COMBGAMES_FUZZ=20000 python -m pytest -m fuzz tests/fuzz``.
"""

from __future__ import annotations

import atexit
import hashlib
import io
import json
import shutil
import tempfile
import warnings
from pathlib import Path

import numpy as np
import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from combgames.base.checkpoint import (FORMAT_VERSION, CheckpointWarning, checkpoint_header, decode_data, encode_data,
                                  load_checkpoint)
from tests.fuzzing import FUZZ

pytestmark = pytest.mark.fuzz

FOLDER = Path(tempfile.mkdtemp(prefix="fuzz-loaders-"))
atexit.register(shutil.rmtree, FOLDER, True)
MAGIC = b"COMBGAMES-CHECKPOINT\n"

_json = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=25)
"""Arbitrary JSON values."""

_tagged = st.recursive(
    st.none() | st.booleans() | st.integers(-50, 50) | st.sampled_from(["t", "l", "f", "s", "d", "b", "x", "ab"]),
    lambda inner: st.lists(inner, max_size=5).map(lambda xs: [st_tag(xs)] + xs[1:] if xs else xs),
    max_leaves=25)
"""JSON that looks like :func:`encode_data`'s tagged lists (to get past the first check)."""


def st_tag(xs: list) -> str:
    return xs[0] if isinstance(xs[0], str) else "t"


def _path(name: str, data: bytes) -> Path:
    path = FOLDER / name
    path.write_bytes(data)
    return path


def _refused(err: BaseException, path: Path | None = None) -> None:
    assert isinstance(err, (ValueError, OSError)), f"{type(err).__name__}: {err}"
    if path is not None and isinstance(err, ValueError):
        assert str(path) in str(err), str(err)


# ------------------------------------------------------------------------------------------ checkpoints
@FUZZ
@given(_tagged | _json)
@example(["d", ["l"], 1])           # an unhashable key
@example(["b", "zz"])               # not hex
@example(["x", "1e400"])            # a float text that is not one of inf, -inf, nan
def test_plain_data_decodes_or_is_refused(data):
    try:
        value = decode_data(data)
    except ValueError:
        return
    assert decode_data(encode_data(value)) == value or value != value  # nan is not equal to itself


def _checkpoint(head: bytes, body: bytes) -> bytes:
    return MAGIC + len(head).to_bytes(8, "little") + head + body


def _loaded(path: Path, header: dict, check=None):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = load_checkpoint(path, header, check)
    assert all(issubclass(w.category, CheckpointWarning) for w in caught)
    assert (result is None) == bool(caught) or path.stat().st_size == 0
    if caught:
        assert len(caught) == 1 and str(path) in str(caught[0].message)
    return result


_HEADER = {"format": FORMAT_VERSION, "solver": "fuzz", "game": "g", "options": {}}


@FUZZ
@given(st.binary(max_size=200), st.integers(0, 3))
@example(b"\x80\x04K\x01.", 0)     # a pickle: never unpickled
def test_checkpoint_bytes_are_ignored_with_one_warning(data, layout):
    raw = [data, MAGIC + data, _checkpoint(data, b""), _checkpoint(data[:len(data) // 2], data[len(data) // 2:])]
    _loaded(_path("bytes.ckpt", raw[layout]), _HEADER)


def _head(body: bytes, **changes) -> bytes:
    head = {"version": FORMAT_VERSION, "header": _HEADER, "sha256": hashlib.sha256(body).hexdigest(),
            "length": len(body)}
    head.update(changes)
    return json.dumps(encode_data(head)).encode()


@FUZZ
@given(_json, st.sampled_from(["version", "header", "sha256", "length", None]))
def test_checkpoint_heads_with_a_wrong_field_are_ignored(value, field):
    body = json.dumps(encode_data({"a": 1})).encode()
    changes = {} if field is None else {field: value}
    result = _loaded(_path("head.ckpt", _checkpoint(_head(body, **changes), body)), _HEADER)
    if result is not None:
        assert result == {"a": 1}


def _valid_body(payload) -> bytes:
    return json.dumps(encode_data(payload)).encode()


@FUZZ
@given(st.dictionaries(st.sampled_from(["encoding", "positions", "keys", "depth", "children", "terminal",
                                        "closed", "moves"]), _tagged | _json, max_size=8),
       st.booleans())
def test_retrograde_states_are_checked_field_by_field(fields, from_real):
    """A retrograde checkpoint with a valid head and any payload: resumed only when it is a real state."""
    from combgames.games.positional import TicTacToe
    from combgames.game import position_key
    from combgames.solvers.retrograde import _restorer

    game = TicTacToe()
    state = dict(_real_state(), **{k: decode_or_keep(v) for k, v in fields.items()}) if from_real else fields
    try:
        body = _valid_body(state)
    except TypeError:
        return
    path = _path("state.ckpt", _checkpoint(_head(body), body))
    out: list = []
    result = _loaded(path, _HEADER, _restorer(game, position_key(game, True), "loss", out))
    assert (result is None) == (not out)


def decode_or_keep(value):
    try:
        return decode_data(value)
    except ValueError:
        return value


_STATE: list = []


def _real_state() -> dict:
    """The saved state of tic-tac-toe's state space after a few expansions."""
    if not _STATE:
        from combgames.explore import StateSpace
        from combgames.game import position_key
        from combgames.games.positional import TicTacToe
        from combgames.solvers.retrograde import _saved_state

        game = TicTacToe()
        space = StateSpace(game, position_key(game, True), "loss")
        space.add(game.initial())
        space.expand()
        _STATE.append(_saved_state(game, space.snapshot()))
    return dict(_STATE[0])


@FUZZ
@given(_tagged | _json)
def test_latin_class_payloads_are_checked(payload):
    from designs.latin_classes import _checker

    try:
        _checker(4, 2)(decode_or_keep(payload))
    except ValueError:
        return
    assert payload == ["d", "pieces", ["l"], "done", ["d"]] or decode_or_keep(payload)["pieces"] is not None


# ------------------------------------------------------------------------------------- solved databases
_DB: list = []


def _database() -> bytes:
    if not _DB:
        from combgames.games.blockade import pong_hau_ki
        from combgames.solvers import retrograde
        from combgames.solvers.database import save_solution

        path = FOLDER / "valid.npz"
        save_solution(retrograde(pong_hau_ki()), path, name="pong-hau-ki")
        _DB.append(path.read_bytes())
    return _DB[0]


@FUZZ
@given(st.binary(max_size=300), st.integers(0, 2**16), st.sampled_from(["replace", "truncate", "insert", "raw"]))
def test_damaged_databases_are_refused_naming_the_file(data, where, how):
    from combgames.games.blockade import pong_hau_ki
    from combgames.solvers.database import load_solution

    valid = _database()
    at = where % len(valid)
    damaged = {"replace": valid[:at] + data + valid[at + len(data):], "truncate": valid[:at],
               "insert": valid[:at] + data + valid[at:], "raw": b"PK\x03\x04" + data}[how]
    path = _path("damaged.npz", damaged)
    try:
        db = load_solution(path, pong_hau_ki())
    except Exception as err:  # noqa: BLE001 - the test is that only a ValueError naming the file comes out
        _refused(err, path)
        return
    game = db.game
    try:
        db.best_moves(game.initial())
    except ValueError as err:  # a value contradicting the rules, found when answered
        _refused(err, path)


@FUZZ
@given(st.sampled_from(["format", "version", "game", "name", "options", "rule", "symmetry", "size", "start",
                        "counts", "keys", "outcomes", "sha256", "extra"]), _json)
def test_database_header_fields_are_typed(field, value):
    from combgames.solvers.database import load_solution

    with np.load(io.BytesIO(_database()), allow_pickle=False) as data:
        arrays = {k: data[k] for k in data.files}
    header = json.loads(arrays["header"].tobytes())
    header[field] = value
    arrays["header"] = np.frombuffer(json.dumps(header).encode(), dtype=np.uint8)
    buffer = io.BytesIO()
    np.savez_compressed(buffer, **arrays)
    path = _path("header.npz", buffer.getvalue())
    try:
        load_solution(path)
    except Exception as err:  # noqa: BLE001
        _refused(err, path)


# --------------------------------------------------------------------------------------------- certificates
@FUZZ
@given(st.fixed_dictionaries({}, optional={"format": st.just("combgames positional certificate 1") | _json,
                                           "game": st.just("hypercube:n=3;d=3") | _json,
                                           "attacker": st.integers(-2, 3) | _json,
                                           "position": st.lists(st.text("0123456789abcdefx", max_size=9),
                                                                max_size=3) | _json,
                                           "decisions": st.lists(st.lists(st.integers(-1, 2**70) | st.text(
                                               "0123456789abcdef", max_size=9), max_size=4), max_size=4) | _json}),
       st.booleans())
def test_certificates_load_or_are_refused(doc, packed):
    import gzip

    from combgames.games.hypercube import Hypercube
    from combgames.solvers.compiled.pns import Certificate

    game = Hypercube(3, 3)
    if doc.get("game") == "hypercube:n=3;d=3":
        doc["game"] = game.cache_key()
    text = json.dumps(doc).encode()
    path = _path("c.json.gz" if packed else "c.json", gzip.compress(text) if packed else text)
    try:
        cert = Certificate.load(path, game)
    except Exception as err:  # noqa: BLE001
        _refused(err, path)
        return
    assert all(0 <= m < 27 and not (x | o) >> m & 1 for (x, o), m in cert.moves.items())


# ------------------------------------------------------------------------------------ Latin-classes records
@FUZZ
@given(st.lists(st.text("0123456789 #abcdefghijklmnopqrstuvwxyz-,\t", max_size=40), max_size=6),
       st.booleans())
@example(["# combgames latin-classes record, format 1", "# order 2 split 1 pieces 1", "0 01 1 1 2 2"], False)
def test_records_read_or_are_refused(lines, header):
    from designs.latin_classes import RECORD_FORMAT, read_record

    if header:
        lines = [RECORD_FORMAT, "# order 3 split 1 pieces 1"] + lines
    path = _path("record.txt", "\n".join(lines).encode())
    try:
        record = read_record(path)
    except Exception as err:  # noqa: BLE001
        _refused(err, path)
        return
    assert all(len(p.rows) == record.split_rows for p in record.pieces)


# -------------------------------------------------------------------------------------- the catalogue index
_FILES: list = []


@FUZZ
@given(st.dictionaries(st.text(max_size=12), st.text(max_size=30) | _json, max_size=4), st.booleans())
@example({"nim": "os"}, True)
@example({"nim": "combgames.games._private"}, True)
def test_catalogue_index_names_only_shipped_modules(names, current):
    from combgames import catalogue

    files = _FILES or _FILES.extend(catalogue._package_files()) or _FILES
    signature = [list(f) for f in files] if current else []
    checked = catalogue._checked_names({"signature": signature, "names": names}, signature, files)
    shipped = catalogue._shipped_modules(files)
    assert checked is None or all(v in shipped and catalogue.NAME_STYLE.match(k) for k, v in checked.items())
    assert "os" not in shipped and "combgames.games._private" not in shipped


# -------------------------------------------------------------------------------------------- path checks
@FUZZ
@given(st.text(max_size=30) | st.sampled_from(["/dev/null", "/dev/full", "/", ".", "/dev/null/x", "", "\0"]))
def test_path_checks_refuse_with_a_message(text):
    from combgames.base.files import check_input_path, check_output_path

    for check in (check_output_path, check_input_path):
        try:
            check(text)
        except (ValueError, OSError) as err:
            assert str(err)
