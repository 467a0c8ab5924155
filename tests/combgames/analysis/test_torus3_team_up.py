"""The team-up claim run in pieces (combgames.analysis.torus3_team_up): the pieces answer what one search over
the whole first round answers (team_up_first_round, itself tested against the full solve in
tests/combgames/games/test_torus_teamup.py), and a run resumes from its checkpoint and journal, refusing another
run's."""

from __future__ import annotations

import json

import pytest

from combgames.analysis.torus3 import TEAM_UP_PAIRS, team_up_first_round
from combgames.analysis.torus3_team_up import (team_up_in_pieces, team_up_piece, team_up_pieces,
                                               team_up_summary)

pytest.importorskip("numba")

_NAMES = {(1, 2): "Horz+Diag", (0, 2): "Vert+Diag", (0, 1): "Vert+Horz"}


@pytest.mark.parametrize("n,split,count", [(3, 0, 1), (3, 1, 1), (3, 2, 8), (4, 1, 1), (4, 2, 18)])
def test_the_pieces_are_the_orbits_of_positions_in_play(n, split, count):
    pieces = team_up_pieces(n, split=split)
    assert len(pieces) == len(set(pieces)) == count
    assert all(sum(p.split("|")[0].count(c) for c in "xo") == split for p in pieces)


@pytest.mark.parametrize("n,variant,split", [
    (3, ("sextant", "placer", False), 1), (3, ("sextant", "placer", False), 2), (3, ("parity", "shortest", True), 1),
    (4, ("sextant", "placer", False), 1), (4, ("sextant", "placer", False), 2), (4, ("parity", "placer", True), 2)])
def test_the_pieces_answer_the_whole_question(n, variant, split):
    whole = team_up_first_round(n, *variant, plies=3, table_bits=16, check=False)
    summary = team_up_summary(team_up_in_pieces(n, *variant, plies=3, split=split, table_bits=16, check=False))
    for pair in TEAM_UP_PAIRS:
        row = summary["pairs"][_NAMES[pair]]
        assert row["stops"] is whole["pairs"][_NAMES[pair]]["stops"]
        assert row["proved"] + row["disproved"] == summary["pieces"] and row["not run"] == row["undecided"] == 0
    assert summary["every pair stops"] is whole["every pair stops"]


def test_a_piece_is_plain_data_with_its_checked_proof():
    position = team_up_pieces(3, split=2)[0]
    r = team_up_piece(3, ("sextant", "placer", False), 1, position, (1, 2), 7, 10**6, 16, True, 10**6, "auto")
    assert json.loads(json.dumps(r)) == r
    assert (r["index"], r["pair"], r["position"], r["max nodes"]) == (7, [1, 2], position, 10**6)
    assert r["stops"] is not True or r["checked positions"] >= r["proof positions"] > 0


def test_a_run_resumes_from_its_journal_and_checkpoint(tmp_path):
    path = tmp_path / "run.ckpt"
    lines = []
    first = team_up_in_pieces(3, split=2, pairs=[(0, 1)], checkpoint=path, max_pieces=3, table_bits=16,
                              progress=lines.append)
    assert sorted(first["done"]) == [0, 1, 2] and len(lines) == 3 and "piece 0 (Vert+Horz at " in lines[0]
    assert team_up_summary(first)["pairs"]["Vert+Horz"]["not run"] == 5
    looked = team_up_in_pieces(3, split=2, pairs=[(0, 1)], checkpoint=path, max_pieces=0, table_bits=16)
    assert looked["done"] == first["done"]
    lines.clear()
    rest = team_up_in_pieces(3, split=2, pairs=[(0, 1)], checkpoint=path, table_bits=16, progress=lines.append)
    assert sorted(rest["done"]) == list(range(8)) and len(lines) == 5
    whole = team_up_first_round(3, pairs=[(0, 1)], table_bits=16, check=False)
    assert team_up_summary(rest)["pairs"]["Vert+Horz"]["stops"] is whole["pairs"]["Vert+Horz"]["stops"]


def test_an_undecided_piece_runs_again_with_a_larger_limit(tmp_path):
    path = tmp_path / "run.ckpt"
    small = team_up_in_pieces(4, split=1, pairs=[(1, 2)], checkpoint=path, max_nodes=5, table_bits=16)
    assert small["done"][0]["stops"] is None and team_up_summary(small)["pairs"]["Horz+Diag"]["stops"] is None
    again = team_up_in_pieces(4, split=1, pairs=[(1, 2)], checkpoint=path, max_nodes=5, max_pieces=0)
    assert again["done"][0]["max nodes"] == 5
    large = team_up_in_pieces(4, split=1, pairs=[(1, 2)], checkpoint=path, max_nodes=10**7, table_bits=16)
    assert large["done"][0]["stops"] is not None and large["done"][0]["max nodes"] == 10**7


def test_another_runs_checkpoint_and_journal_are_refused_and_left(tmp_path):
    path = tmp_path / "run.ckpt"
    team_up_in_pieces(3, split=1, pairs=[(0, 1)], checkpoint=path, table_bits=16)
    journal = tmp_path / "run.ckpt.pieces"
    before = path.read_bytes(), journal.read_bytes()
    with pytest.raises(ValueError, match="another run"):
        team_up_in_pieces(3, split=1, pairs=[(0, 2)], checkpoint=path, table_bits=16)
    assert (path.read_bytes(), journal.read_bytes()) == before
    path.unlink()
    with pytest.raises(ValueError, match="journal of another run"):
        team_up_in_pieces(3, split=1, plies=4, pairs=[(0, 1)], checkpoint=path, table_bits=16)
    assert journal.read_bytes() == before[1]


def test_a_damaged_journal_line_is_run_again(tmp_path):
    path = tmp_path / "run.ckpt"
    done = team_up_in_pieces(3, split=2, pairs=[(0, 1)], checkpoint=path, max_pieces=2, table_bits=16)["done"]
    path.unlink()  # a run killed before its first save: only the journal is left
    journal = tmp_path / "run.ckpt.pieces"
    (head,) = journal.read_text().splitlines()
    forged = {**done[1], "position": done[0]["position"]}
    journal.write_text("\n".join([head, json.dumps(done[0]), json.dumps(forged), '{"index": 1, "pa']) + "\n")
    lines = []
    r = team_up_in_pieces(3, split=2, pairs=[(0, 1)], checkpoint=path, max_pieces=1, table_bits=16,
                          progress=lines.append)
    assert sorted(r["done"]) == [0, 1] and lines[0].startswith("piece 1 ")


@pytest.mark.parametrize("kwargs,error,match", [
    ({"n": 2}, ValueError, "n"), ({"n": 3, "split": 3}, ValueError, "split"),
    ({"n": 3, "plies": 4, "split": 3}, ValueError, "a game can end at ply 3"),
    ({"n": 3, "centre_stone": True, "split": 2}, ValueError, "a game can end at ply 2"),
    ({"n": 3, "pairs": [(0,)]}, ValueError, "pair"), ({"n": 3, "pairs": []}, ValueError, "at least one"),
    ({"n": 3, "assignment": "nope"}, ValueError, "variant"), ({"n": 3, "max_nodes": 0}, ValueError, "max_nodes"),
    ({"n": 3, "split": "2"}, TypeError, "split"), ({"n": 3, "max_pieces": -1}, ValueError, "max_pieces")])
def test_bad_requests_are_refused(kwargs, error, match):
    with pytest.raises(error, match=match):
        team_up_in_pieces(**kwargs)


def test_the_pieces_run_on_a_process_pool():
    from combgames.base.executors import make_executor

    here = team_up_in_pieces(3, split=2, pairs=[(0, 1)], table_bits=16)
    with make_executor("process", 2) as executor:
        pooled = team_up_in_pieces(3, split=2, pairs=[(0, 1)], table_bits=16, executor=executor)
    drop = ("seconds", "check seconds")
    assert ({i: {k: v for k, v in r.items() if k not in drop} for i, r in pooled["done"].items()}
            == {i: {k: v for k, v in r.items() if k not in drop} for i, r in here["done"].items()})


def _command(*args, **kwargs):
    import subprocess
    import sys

    return subprocess.run([sys.executable, "-m", "combgames.analysis.torus3_team_up", *map(str, args)],
                          capture_output=True, text=True, timeout=300, **kwargs)


def test_the_command_runs_resumes_and_refuses_bad_input(tmp_path):
    path = tmp_path / "t3.ckpt"
    first = _command(3, "--pairs", "Vert+Horz", "--checkpoint", path, "--max-pieces", 3)
    assert first.returncode == 0 and first.stderr.count("recorded") == 3
    assert "Vert+Horz: undecided (3 proved, 0 disproved, 0 undecided, 5 not run" in first.stdout
    rest = _command(3, "--pairs", "Vert+Horz", "--checkpoint", path, "--json")
    assert rest.returncode == 0 and rest.stderr.count("recorded") == 5
    summary = json.loads(rest.stdout)
    whole = team_up_first_round(3, pairs=[(0, 1)], table_bits=16, check=False)
    assert summary["pairs"]["Vert+Horz"]["stops"] is whole["pairs"]["Vert+Horz"]["stops"]
    for args, words in [((3, "--pairs", "Vert+Foo"), "a pair is two of"), ((3, "--split", 5), "split must be"),
                        ((3, "--assignment", "nope"), "invalid choice"), (("three",), "invalid int"),
                        ((3, "--pairs", "Vert+Diag", "--checkpoint", path), "is of another run"),
                        ((3, "--checkpoint", "/dev/null"), "not a regular file")]:
        done = _command(*args)
        assert done.returncode == 2 and len(done.stderr.splitlines()) == 1 and words in done.stderr, args
        assert done.stdout == ""


@pytest.mark.slow
def test_the_command_stopped_by_sigterm_keeps_its_pieces(tmp_path):
    """SIGTERM stops a run within a search (exit 1, one line saying where the pieces are); the pieces finished
    are in the checkpoint and the same command runs only the others."""
    import signal
    import subprocess
    import sys
    import time

    path = tmp_path / "t5.ckpt"
    run = subprocess.Popen([sys.executable, "-m", "combgames.analysis.torus3_team_up", "5", "--pairs", "Horz+Diag",
                            "--checkpoint", str(path), "--table-bits", "18"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    journal = tmp_path / "t5.ckpt.pieces"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and (not journal.exists() or journal.read_text().count("\n") < 2):
        time.sleep(0.05)
    run.send_signal(signal.SIGTERM)
    stopped = time.monotonic()
    out, err = run.communicate(timeout=60)
    assert time.monotonic() - stopped < 5
    assert run.returncode == 1 and err.splitlines()[-1].startswith("interrupted; the pieces finished are saved")
    finished = err.count("recorded")
    assert 1 <= finished < 24
    looked = _command(5, "--pairs", "Horz+Diag", "--checkpoint", path, "--max-pieces", 0, "--json")
    row = json.loads(looked.stdout)["pairs"]["Horz+Diag"]
    assert row["proved"] + row["disproved"] + row["undecided"] == finished and row["not run"] == 24 - finished


@pytest.mark.parametrize("stop", ["SIGTERM to the driver", "Ctrl-C to the process group"])
def test_a_run_on_a_process_pool_stops_at_once(tmp_path, stop):
    """With --workers 2 a stop ends the pieces running on the pool within seconds (exit 1, one line, no
    traceback, no worker left): a pool's shutdown would wait for them, and a forked worker that caught the signal
    took the next piece queued (s42: a SIGTERM left a 6 x 6 run computing for minutes). The --record written
    holds the pieces finished."""
    from combgames.analysis.torus3_team_up import read_record

    import os
    import signal
    import subprocess
    import sys
    import time

    run = subprocess.Popen([sys.executable, "-m", "combgames.analysis.torus3_team_up", "5", "--pairs", "Horz+Diag",
                            "--checkpoint", str(tmp_path / "t5.ckpt"), "--table-bits", "18", "--workers", "2",
                            "--record", str(tmp_path / "t5.json")],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    deadline = time.monotonic() + 120
    workers: list[str] = []
    while time.monotonic() < deadline and len(workers) < 2:
        time.sleep(0.2)
        workers = subprocess.run(["pgrep", "-P", str(run.pid)], capture_output=True, text=True).stdout.split()
    time.sleep(3)  # the workers are searching
    if stop.startswith("SIGTERM"):
        run.send_signal(signal.SIGTERM)
    else:
        os.killpg(run.pid, signal.SIGINT)
    stopped = time.monotonic()
    out, err = run.communicate(timeout=60)
    assert time.monotonic() - stopped < 5
    assert run.returncode == 1 and "Traceback" not in err
    assert err.splitlines()[-1].startswith("interrupted; the pieces finished are saved")
    time.sleep(0.5)
    assert len(workers) == 2 and not [w for w in workers if os.path.exists(f"/proc/{w}")]
    assert len(read_record(tmp_path / "t5.json")["done"]) == err.count("recorded")


def test_a_record_keeps_every_piece_and_merges_the_runs_of_several_pairs(tmp_path):
    """write_record / read_record: plain JSON, one result for the runs of two pairs, summed as the runs are."""
    from combgames.analysis.torus3_team_up import read_record, write_record

    vh = team_up_in_pieces(3, plies=3, split=2, pairs=[(0, 1)], table_bits=16, check=False)
    hd = team_up_in_pieces(3, plies=3, split=2, pairs=[(1, 2)], table_bits=16, check=False)
    path = tmp_path / "t3.json"
    write_record([vh, hd], path, table_bits=16, notes=["a test"])
    record = read_record(path)
    assert record["run"]["pairs"] == [[0, 1], [1, 2]] and record["table bits"] == 16 and record["notes"] == ["a test"]
    assert len(record["done"]) == 16 and record["pieces"] == vh["pieces"]
    merged = team_up_summary(record)["pairs"]
    assert merged["Vert+Horz"] == team_up_summary(vh)["pairs"]["Vert+Horz"]
    assert merged["Horz+Diag"] == team_up_summary(hd)["pairs"]["Horz+Diag"]
    with pytest.raises(ValueError, match="is in two of the runs"):
        write_record([vh, vh], tmp_path / "twice.json", table_bits=16)
    with pytest.raises(ValueError, match="share the board"):
        write_record([vh, team_up_in_pieces(3, split=1, pairs=[(1, 2)], table_bits=16, check=False)],
                     tmp_path / "other.json", table_bits=16)


@pytest.mark.parametrize("damage,words", [
    (lambda d: d.update(format="pickle"), "not a record"),
    (lambda d: d["run"].update(n="six"), "run's n is not an integer"),
    (lambda d: d["run"].update(variant=["sextant", "nope", False]), "unknown rule variant"),
    (lambda d: d["run"].update(pairs=[[0, 0]]), "pair"),
    (lambda d: d["done"][0].update(position="x........ | Diag"), "is not a piece of this run"),
    (lambda d: d["done"][0].update(stops="yes"), "'stops' is missing or of the wrong type"),
    (lambda d: d["done"].append(dict(d["done"][0])), "recorded twice"),
    (lambda d: d.pop("table bits"), "table bits"),
])
def test_a_damaged_record_is_refused_naming_the_problem(tmp_path, damage, words):
    from combgames.analysis.torus3_team_up import read_record, write_record

    path = tmp_path / "t3.json"
    write_record([team_up_in_pieces(3, plies=3, split=2, pairs=[(0, 1)], table_bits=16, check=False)], path,
                 table_bits=16)
    data = json.loads(path.read_text())
    damage(data)
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match="not a readable team-up record") as err:
        read_record(path)
    assert words in str(err.value)
    path.write_text("{not json")
    with pytest.raises(ValueError, match="not a readable team-up record"):
        read_record(path)


def test_the_command_adds_its_pairs_to_a_record(tmp_path, capsys):
    from combgames.analysis.torus3_team_up import main, read_record, write_record

    record = tmp_path / "t3.json"
    for pair in ("Vert+Horz", "Horz+Diag"):
        done = _command(3, "--pairs", pair, "--table-bits", 16, "--no-check", "--record", record)
        assert done.returncode == 0, done.stderr
    r = read_record(record)
    assert r["run"]["pairs"] == [[0, 1], [1, 2]] and len(r["done"]) == 16
    done = _command(3, "--pairs", "Vert+Diag", "--table-bits", 17, "--no-check", "--record", record)
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1 and "run with --table-bits 16" in done.stderr
    # in process: a pair run again replaces its pieces; a directory is refused
    assert main(["3", "--pairs", "Vert+Horz", "--table-bits", "16", "--no-check", "--record", str(record)]) == 0
    again = read_record(record)
    assert again["run"]["pairs"] == [[1, 2], [0, 1]] and len(again["done"]) == 16
    for name, row in team_up_summary(again)["pairs"].items():  # the same answers (the seconds differ)
        assert [row[k] for k in ("stops", "proved", "disproved")] == [team_up_summary(r)["pairs"][name][k]
                                                                     for k in ("stops", "proved", "disproved")]
    assert main(["3", "--no-check", "--record", str(tmp_path)]) == 2
    assert "directory" in capsys.readouterr().err
    # a record of another run is refused before anything runs, and a record's notes are kept
    assert main(["3", "--split", "1", "--table-bits", "16", "--no-check", "--record", str(record)]) == 2
    assert "a record of a run with split 2, not 1" in capsys.readouterr().err
    write_record([again], record, table_bits=16, notes=["kept"])
    assert main(["3", "--pairs", "Vert+Diag", "--table-bits", "16", "--no-check", "--record", str(record)]) == 0
    assert read_record(record)["notes"] == ["kept"] and len(read_record(record)["run"]["pairs"]) == 3


def test_a_run_takes_the_pieces_of_a_record_as_finished(tmp_path):
    """recorded= / --record: the pieces a record holds for the pairs asked are not run again (the record that
    ships is all that carries a run from one session to the next), whatever the order of the pairs; a record of
    another run is refused."""
    from combgames.analysis.torus3_team_up import main, read_record, write_record

    first = team_up_in_pieces(3, plies=3, split=2, pairs=[(1, 2)], table_bits=16, check=False, max_pieces=3)
    path = tmp_path / "t3.json"
    write_record([first], path, table_bits=16)
    ran: list[str] = []
    again = team_up_in_pieces(3, plies=3, split=2, pairs=[(0, 1), (1, 2)], table_bits=16, check=False,
                              recorded=read_record(path), progress=ran.append)
    assert len(ran) == 16 - 3 and not any("Horz+Diag" in line and f"piece {8 + i} " in line for line in ran
                                          for i in first["done"])
    assert {i - 8: {**again["done"][i], "index": i - 8} for i in again["done"] if i >= 8 and i - 8 in first["done"]} \
        == first["done"]
    with pytest.raises(ValueError, match="split"):
        team_up_in_pieces(3, plies=3, split=1, pairs=[(1, 2)], table_bits=16, check=False, recorded=read_record(path))
    assert main(["3", "--pairs", "Horz+Diag", "--table-bits", "16", "--no-check", "--record", str(path),
                 "--max-pieces", "0"]) == 0
    assert len(read_record(path)["done"]) == 3  # kept, none run
    bad = tmp_path / "bad.json"
    assert main(["3", "--workers", "0", "--checkpoint", str(tmp_path / "bad.ckpt"), "--record", str(bad)]) == 2
    assert not bad.exists()  # bad input writes no record


def test_the_shipped_6x6_record_reads_and_is_the_first_round_of_6x6():
    """The record that ships (row torus_game.team_up_6x6 sums it after recomputing one piece): its pieces are the
    38 positions of the 6 x 6 first round after 2 plies, and every piece it holds is decided or was stopped at its
    node limit (to be run again with a larger one)."""
    from importlib.resources import as_file, files

    from combgames.analysis.torus3_team_up import RECORD_6X6, read_record

    with as_file(files("combgames.analysis").joinpath(RECORD_6X6)) as path:
        record = read_record(path)
    assert record["run"] == {"n": 6, "variant": ["sextant", "placer", False], "plies": 3, "split": 2, "check": True,
                             "pairs": record["run"]["pairs"]}
    assert record["pieces"] == team_up_pieces(6, split=2)
    summary = team_up_summary(record)
    assert summary["pairs"]["Vert+Horz"]["stops"] is True and summary["pairs"]["Vert+Horz"]["proved"] == 38
    assert all(p["stops"] is not None or (p["outcome"] == "node limit" and p["positions"] > p["max nodes"])
               for p in record["done"].values())


@pytest.mark.slow
def test_a_piece_of_the_shipped_6x6_record_recomputes():
    """The cheapest recorded piece searched again (about 50 s of search and 50 s of check): same outcome."""
    from importlib.resources import as_file, files

    from combgames.analysis.torus3_team_up import RECORD_6X6, read_record

    with as_file(files("combgames.analysis").joinpath(RECORD_6X6)) as path:
        record = read_record(path)
    run = record["run"]
    index, kept = min(record["done"].items(), key=lambda item: item[1]["positions"])
    again = team_up_piece(6, tuple(run["variant"]), run["plies"] - run["split"], kept["position"],
                          tuple(kept["pair"]), index, kept["max nodes"], record["table bits"], True, 10**7, "auto")
    assert (again["stops"], again["outcome"]) == (kept["stops"], kept["outcome"]) == (True, "proved")
    assert again["checked positions"] > 0
