"""The command line: reproduce (table, --json, --only), solve, and errors with exit status 2."""

import json

import pytest

from combgames.cli import main


def test_reproduce_json_rows_have_exactly_the_table_keys(capsys):
    assert main(["reproduce", "--json", "--only", "ttt.*", "--quiet"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {r["id"] for r in rows} == {"ttt.value", "ttt.positions", "ttt.positions_up_to_symmetry"}
    assert all(set(r) == {"id", "source", "claim", "published", "computed", "verdict", "seconds"} for r in rows)
    assert all(r["verdict"] == "confirmed" for r in rows)


def test_reproduce_table_and_progress(capsys):
    assert main(["reproduce", "--only", "ttt.value"]) == 0
    out, err = capsys.readouterr()
    assert "ttt.value" in out and "confirmed" in out
    assert "[1/1]" in err


def test_reproduce_unknown_pattern(capsys):
    assert main(["reproduce", "--only", "no-such-claim-xyz"]) == 2


def test_solve_tictactoe_position(capsys):
    assert main(["solve", "tictactoe", "--position", "xx./oo./... X", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "win in 1" in out and "best moves: c3" in out  # X completes the top row, row 3


def test_solve_json(capsys):
    assert main(["solve", "nim", "--option", "heaps=1 2 3", "--json", "--quiet"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["grundy"] == 0 and doc["outcome_class"] == "P" and doc["best_moves"] == []


@pytest.mark.parametrize("argv, message", [
    (["solve", "no-such-game"], "unknown game 'no-such-game'"),
    (["solve", "tictactoe", "--position", "xx/..."], "3 rows"),
    (["solve", "tictactoe", "--option", "n"], "KEY=VALUE"),
])
def test_bad_input_exits_2_with_a_clear_message(capsys, argv, message):
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_solve_list_names_games_in_one_style(capsys):
    assert main(["solve", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    names = [line.split()[0] for line in lines]
    assert {"mu-torere", "pong-hau-ki", "three-mens-morris", "dawsons-kayles", "tactix", "pi4"} <= set(names)
    assert all(name == name.lower() and "_" not in name for name in names)
    assert names == sorted(names)
    assert "nim  heaps=3 4 5, convention=normal" in lines  # each game's declared options


def test_old_spellings_work_with_a_note_naming_the_new_one(capsys):
    assert main(["solve", "pong_hau_ki", "--json", "--quiet"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["game"] == "pong_hau_ki"
    assert "note: game name 'pong_hau_ki' is deprecated; use 'pong-hau-ki'" in err
    assert main(["draw", "graph", "mu_torere", "--nodes", "dots", "--no-values"]) == 0
    assert "use 'mu-torere'" in capsys.readouterr().err


def test_draw_game_by_its_registered_picture(capsys):
    assert main(["draw", "game", "pong-hau-ki", "--move", "a-o"]) == 0
    svg = capsys.readouterr().out
    assert svg.startswith("<svg") and "X to move" in svg
    assert main(["draw", "game", "nim", "--option", "heaps=1 2", "--position", "1 1"]) == 0   # a position graph
    assert "positions" in capsys.readouterr().out
    assert main(["draw", "game", "nim", "--option", "heaps=1 2", "--move", "0:1"]) == 2
    assert "drawn as its position graph" in capsys.readouterr().err


@pytest.mark.parametrize("method", ["search", "table"])
@pytest.mark.parametrize("misere", [False, True])
def test_grundy_command_agrees_with_the_generic_solver(capsys, method, misere):
    """Independent check: value, outcome and P-moves from the generic Grundy solver on whole positions."""
    from combgames.games.tactix import Tactix
    from combgames.solvers import GrundyEvaluator

    board = "xxx./.xxx/..xx"
    argv = ["grundy", board, "--json", "--quiet", "--method", method] + (["--misere"] if misere else [])
    assert main(argv) == 0
    doc = json.loads(capsys.readouterr().out)
    convention = "misere" if misere else "normal"
    game = Tactix.from_text(board, convention=convention)
    ev = GrundyEvaluator(game, symmetry=False)
    p = game.initial()
    assert doc["value"] == (None if misere else ev.value(p))
    assert doc["outcome"] == ev.outcome(p, convention)
    assert doc["winning_moves"] == [game.format_move(m, p) for m in game.moves(p)
                                    if ev.outcome(game.play(p, m), convention) == "P"]


def test_warnings_are_one_line_without_source(tmp_path, capsys):
    """A checkpoint made for another computation: one warning line, no Python source line (issue 13, item 1)."""
    path = str(tmp_path / "F")
    assert main(["solve", "tictactoe", "--method", "retrograde", "--checkpoint", path, "--quiet"]) == 0
    assert main(["solve", "tictactoe", "--option", "n=2", "--method", "retrograde", "--checkpoint", path,
                 "--quiet"]) == 0
    err = capsys.readouterr().err
    assert err == (f"combgames solve: warning: ignoring checkpoint {path}: it was made for another computation "
                   "(game differs); starting afresh\n")


def test_signal_handlers_are_restored_after_a_command(capsys):
    import signal

    before = signal.getsignal(signal.SIGTERM)
    assert main(["solve", "tictactoe", "--quiet"]) == 0
    assert signal.getsignal(signal.SIGTERM) is before


def test_sigterm_during_a_command_is_an_interrupt(monkeypatch, capsys):
    """The handler main installs turns SIGTERM into KeyboardInterrupt: reproduce prints what it finished."""
    import os
    import signal

    import combgames.commands.reproduce as command

    real = command.run_claims

    def claims_then_sigterm(pattern):
        for i, (k, total, row) in enumerate(real("ttt.*")):
            yield k, total, row
            if i == 1:
                os.kill(os.getpid(), signal.SIGTERM)

    monkeypatch.setattr(command, "run_claims", claims_then_sigterm)
    assert main(["reproduce", "--quiet"]) == 1
    out, err = capsys.readouterr()
    assert err == "combgames reproduce: interrupted (SIGTERM) after 2 claims\n"
    assert out.count("    claim:     ") == 2 and "2 claims: " in out


def test_a_failing_standard_output_is_an_error(monkeypatch, capsys):
    import errno
    import sys

    class Full:
        def write(self, text):
            raise OSError(errno.ENOSPC, "No space left on device")

        def flush(self):
            pass

    monkeypatch.setattr(sys, "stdout", Full())
    assert main(["solve", "--list"]) == 1
    assert capsys.readouterr().err == "combgames solve: error: cannot write the standard output: No space left " \
                                      "on device\n"


def test_a_broken_pipe_is_not_an_error(monkeypatch, capsys):
    import sys

    class Gone:
        def write(self, text):
            raise BrokenPipeError(32, "Broken pipe")

        def flush(self):
            pass

    monkeypatch.setattr(sys, "stdout", Gone())
    assert main(["solve", "--list"]) == 0
    assert capsys.readouterr().err == ""


def test_an_interrupted_solve_says_where_its_work_is(tmp_path, monkeypatch, capsys):
    from combgames.base.checkpoint import save_checkpoint

    path = tmp_path / "F"

    def interrupted(game, position, method, checkpoint=None, **options):
        save_checkpoint(checkpoint, {}, [])  # what retrograde does on an interrupt
        raise KeyboardInterrupt

    monkeypatch.setattr("combgames.commands.solve.solve", interrupted)
    assert main(["solve", "mu-torere", "--checkpoint", str(path), "--quiet"]) == 1
    assert capsys.readouterr().err == (f"combgames solve: the work so far is saved in {path}; the same command "
                                       "resumes it\ncombgames solve: interrupted\n")


def test_a_signal_during_the_imports_is_held_until_they_end(monkeypatch, capsys):
    """A module is never left half imported: the interrupt comes once the imports are done."""
    import os
    import signal

    import combgames.cli as cli

    real = cli.build_parser
    finished = []

    def imports_then_sigterm(*args):
        os.kill(os.getpid(), signal.SIGTERM)
        finished.append(True)  # still running after the signal
        return real(*args)

    monkeypatch.setattr(cli, "build_parser", imports_then_sigterm)
    assert main(["solve", "tictactoe"]) == 1
    assert finished and capsys.readouterr().err == "combgames: interrupted (SIGTERM)\n"


def test_an_error_raised_in_place_of_an_interrupt_is_an_interrupt(monkeypatch, capsys):
    """numpy turns a Ctrl-C during its import into ImportError; the command still says interrupted."""
    import os
    import signal

    import combgames.commands.grundy as command

    def interrupted_import(args):
        try:
            os.kill(os.getpid(), signal.SIGINT)
        except KeyboardInterrupt as err:
            raise ImportError("Importing the numpy C-extensions failed") from err

    monkeypatch.setattr(command, "run", interrupted_import)
    assert main(["grundy", "x"]) == 1
    assert capsys.readouterr().err == "combgames grundy: interrupted\n"


def test_a_claim_whose_library_swallows_the_interrupt_still_stops_the_run():
    """An error raised in place of Ctrl-C/SIGTERM inside a claim is the interrupt, not an `error` row."""
    from combgames.reproduce import Claim, run_claim

    def compute():
        try:
            raise KeyboardInterrupt("SIGTERM")
        except KeyboardInterrupt as err:
            raise RuntimeError("compilation failed") from err

    with pytest.raises(KeyboardInterrupt) as caught:
        run_claim(Claim("demo.interrupted", "demo", "...", 1, compute))
    assert caught.value.args == ("SIGTERM",)
    assert run_claim(Claim("demo.failed", "demo", "...", 1, lambda: 1 / 0)).verdict == "error"


def test_reproduce_stops_when_a_claim_swallowed_the_signal(monkeypatch, capsys):
    """A signal that a claim's library caught without a trace: the row it spoiled is dropped, the run stops."""
    import os
    import signal

    import combgames.commands.reproduce as command

    real = command.run_claims

    def swallowing(pattern):
        for i, (k, total, row) in enumerate(real("ttt.*")):
            if i == 1:
                try:
                    os.kill(os.getpid(), signal.SIGTERM)
                except KeyboardInterrupt:
                    pass  # as a careless library would
            yield k, total, row

    monkeypatch.setattr(command, "run_claims", swallowing)
    assert main(["reproduce", "--quiet"]) == 1
    out, err = capsys.readouterr()
    assert err == "combgames reproduce: interrupted (SIGTERM) after 1 claims\n" and "1 claims: " in out


def test_the_command_table_is_the_modules_names_and_help():
    """``combgames --help`` lists the commands from one table without importing them: it names every command
    module of the package, with the module's own NAME and HELP."""
    import importlib
    import pkgutil

    import combgames.commands
    from combgames.commands import COMMANDS

    found = sorted(i.name for i in pkgutil.iter_modules(combgames.commands.__path__) if not i.name.startswith("_"))
    assert sorted(COMMANDS) == found
    for name, summary in COMMANDS.items():
        module = importlib.import_module(f"combgames.commands.{name}")
        assert (module.NAME, module.HELP) == (name, summary)


def test_a_command_imports_its_own_module_only(tmp_path):
    """A fresh process running ``solve`` imports no other command module (and ``--help`` none at all), and
    prints the same listing as the parser built from every module; solving Nim does not import numpy."""
    import subprocess
    import sys

    from combgames.cli import build_parser

    probe = ("import sys\nfrom combgames.cli import main\nstatus = main(sys.argv[1:])\n"
             "print(sorted(m for m in sys.modules if m.startswith('combgames.commands.') and '._' not in m), "
             "'numpy' in sys.modules, file=sys.stderr)\n")
    for _ in range(2):  # the first run may build the catalogue's index (importing every game module)
        solve = subprocess.run([sys.executable, "-c", probe, "solve", "nim", "--option", "heaps=1 2", "--quiet"],
                               capture_output=True, text=True, cwd=tmp_path)
    # nor numpy, which Nim and the Grundy evaluation do not use (its import alone costs more CPU than the rest)
    assert solve.returncode == 0 and solve.stderr.splitlines()[-1] == "['combgames.commands.solve'] False"
    listing = subprocess.run([sys.executable, "-c", probe, "--help"], capture_output=True, text=True, cwd=tmp_path)
    assert listing.returncode == 0 and listing.stderr.splitlines()[-1] == "[] False"
    assert listing.stdout == build_parser()[0].format_help()


def test_solving_tictactoe_and_kayles_does_not_import_numpy(tmp_path):
    """``combgames solve tictactoe`` (generic search with the dihedral group's look-up tables) and ``combgames
    solve kayles`` (Grundy values of heaps up to 127 on lists) need no numpy: its import alone costs about as
    much CPU as the whole of OpenSpiel's or pycgt's process (issue 14), so it is imported only where used."""
    import subprocess
    import sys

    probe = ("import sys\nfrom combgames.cli import main\nstatus = main(sys.argv[1:])\n"
             "print(status, 'numpy' in sys.modules, file=sys.stderr)\n")
    expected = {"tictactoe": "value:      draw (for the player to move)",
                "kayles": "grundy:     2   outcome class: N"}
    for game, line in expected.items():
        for _ in range(2):  # the first run may build the catalogue's index (importing every game module)
            run = subprocess.run([sys.executable, "-c", probe, "solve", game, "--quiet"], capture_output=True,
                                 text=True, cwd=tmp_path)
        assert line in run.stdout.splitlines()
        assert run.stderr.splitlines()[-1] == "0 False", (game, run.stderr)


def test_the_help_width_is_the_one_shutil_gives(monkeypatch):
    """The parsers' width is read without importing shutil, and is the width shutil would give."""
    import shutil

    from combgames.cli import _terminal_columns

    for columns in ("57", "200", "0", "-3", "wide", None):
        if columns is None:
            monkeypatch.delenv("COLUMNS", raising=False)
        else:
            monkeypatch.setenv("COLUMNS", columns)
        assert _terminal_columns() == shutil.get_terminal_size().columns, columns


def test_a_run_parses_and_fails_as_the_parser_of_every_command(capsys):
    """A run builds the parser of its own subcommand only; its errors and sub-help are those of the full one."""
    from combgames.cli import build_parser

    full, _ = build_parser(["solve"])
    own, _ = build_parser(["solve"], True)
    assert own.parse_args(["solve", "nim", "--quiet"]) == full.parse_args(["solve", "nim", "--quiet"])
    for argv in (["solve", "--help"], ["solve", "nim", "--bogus"], ["solve", "nim", "--method", "nope"]):
        outputs = []
        for parser in (full, own):
            with pytest.raises(SystemExit) as done:
                parser.parse_args(argv)
            outputs.append((done.value.code, capsys.readouterr()))
        assert outputs[0] == outputs[1], argv


def test_a_command_runs_outside_the_main_thread(capsys):
    """Signal handlers can be set in the main thread only: elsewhere the command runs with the signals left
    alone (as before, without importing threading for the check)."""
    import threading

    status = []
    worker = threading.Thread(target=lambda: status.append(main(["solve", "nim", "--option", "heaps=1 2",
                                                                 "--quiet"])))
    worker.start()
    worker.join()
    assert status == [0] and "outcome class: N" in capsys.readouterr().out
