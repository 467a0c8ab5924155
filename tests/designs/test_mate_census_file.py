"""The mate census from a file of main-class representatives (designs.mate_census.census_of_main_classes and
its chunked, checkpointed driver) against the census of the classification (mates_census), by brute force over
every Latin square of order 4, and through the command line."""

import itertools
import math
import subprocess
import sys
from fractions import Fraction

import pytest

from designs import LatinSquare
from designs.classification import autoparatopism_group_order, classify_latin_squares
from designs.completion import orthogonal_mates
from designs.latin_representatives import write_main_classes
from designs.mate_census import (_ChunksJournal, MatesOfMainClasses, census_of_main_classes,
                                 census_of_main_classes_in_chunks, count_orthogonal_mates, mates_census,
                                 mates_of_main_classes, merge_chunks, plan_chunks)
from combgames.base.checkpoint import checkpoint_header


def _write(path, n, par=None):
    """A representatives file of every species of order n (|Par| by nauty, or ``par(L)``)."""
    species = [c.representative for c in classify_latin_squares(n).main_classes]
    write_main_classes(path, n, [(-1, L, (par or autoparatopism_group_order)(L)) for L in species])
    return path


@pytest.fixture(scope="module")
def order7(tmp_path_factory):
    return _write(tmp_path_factory.mktemp("reps") / "order7.txt.gz", 7)


@pytest.fixture(scope="module")
def order6(tmp_path_factory):
    return _write(tmp_path_factory.mktemp("reps") / "order6.txt", 6)


def _same(a, b):
    """Two censuses with the same counts (CPU time and search nodes aside)."""
    keys = ("mates", "transversals", "confirmed", "squares_with_mates", "mates_of_squares", "latin_squares")
    return all(getattr(a, k) == getattr(b, k) for k in keys)


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6])
def test_the_file_census_is_the_census_of_the_classification(tmp_path, n):
    c = census_of_main_classes(_write(tmp_path / f"o{n}.txt", n))
    assert c.complete and not c.par_differs
    assert _same(c.census, mates_census(n))
    assert c.census.latin_squares == classify_latin_squares(n).number_of_latin_squares()


def test_order_7_proportion_and_expected_mates(order7):
    """The exact values of the census of the classification (tests/designs/test_mate_census.py)."""
    c = census_of_main_classes(order7)
    assert c.census.distribution() == ((0, 141), (1, 1), (2, 2), (3, 1), (8, 1), (635, 1))
    assert c.census.proportions() == (Fraction(5891, 564736), Fraction(1427, 70592))
    assert c.census.proportion_with_mate() == Fraction(5891, 564736)
    assert c.census.expected_mates(as_squares=False) == Fraction(1427, 70592)
    assert c.census.expected_mates() == Fraction(1427, 70592) * 5040
    assert c.census.latin_squares == 61479419904000                    # the species' sizes add up (OEIS A002860)
    assert sorted(m for _, _, m, _ in c.mated) == [1, 2, 2, 3, 8, 635]
    for (line, symbols, mates, par), L in zip(c.mated, c.mated_squares()):
        assert count_orthogonal_mates(L) == mates and autoparatopism_group_order(L) == par
        assert "".join(map(str, L.array.ravel())) == symbols


def test_chunks_add_up_to_the_whole(order7):
    done = census_of_main_classes_in_chunks(order7, chunk=40)
    assert sorted(done) == [0, 1, 2, 3] and [done[i]["start"] for i in done] == [0, 40, 80, 120]
    merged = merge_chunks(done, 147, 4)
    assert merged.complete and _same(merged.census, census_of_main_classes(order7).census)
    part = census_of_main_classes(order7, start=40, stop=80)
    assert _same(part.census, merge_chunks({1: done[1]}, 147, 4).census) and not part.complete


def test_an_interrupted_run_resumes(order7, tmp_path):
    """Stopped after its second chunk (Ctrl-C in the progress line), the run keeps both; the same call then
    runs only the other three and gives the uninterrupted census."""
    path = tmp_path / "m7.ckpt"
    seen = []

    def stop_after_two(line):
        seen.append(line)
        if len(seen) == 2:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        census_of_main_classes_in_chunks(order7, chunk=30, checkpoint=path, progress=stop_after_two)
    assert set(census_of_main_classes_in_chunks(order7, chunk=30, checkpoint=path, max_chunks=0)) == {0, 1}
    lines = []
    done = census_of_main_classes_in_chunks(order7, chunk=30, checkpoint=path, progress=lines.append)
    assert len(done) == 5 and [line.split(":")[0] for line in lines] == ["chunk 2", "chunk 3", "chunk 4"]
    assert _same(merge_chunks(done, 147, 5).census, census_of_main_classes(order7).census)


def test_a_killed_run_resumes_from_its_journal(order6, tmp_path):
    plan = plan_chunks(order6, 5)
    header = checkpoint_header("orthogonal-mates-of-main-classes", MatesOfMainClasses(6, 12), chunk=5,
                               representatives_sha256=plan.digest)
    journal = _ChunksJournal(tmp_path / "m6.ckpt.pieces", header, 6)
    journal.add(mates_of_main_classes(str(order6), 5, 10, 1))
    journal.close()
    lines = []
    done = census_of_main_classes_in_chunks(order6, chunk=5, checkpoint=tmp_path / "m6.ckpt", progress=lines.append)
    assert len(done) == 3 and len(lines) == 2


def test_another_files_checkpoint_and_journal_are_refused(order6, tmp_path):
    other = tmp_path / "other6.txt"
    other.write_text(order6.read_text() + "# one more comment\n")     # the same squares, another file
    path = tmp_path / "m6.ckpt"
    census_of_main_classes_in_chunks(order6, chunk=5, checkpoint=path)
    before = path.read_bytes()
    with pytest.raises(ValueError, match=r"of another run \(options.representatives_sha256 differs\)"):
        census_of_main_classes_in_chunks(other, chunk=5, checkpoint=path)
    with pytest.raises(ValueError, match=r"of another run \(options.chunk differs\)"):
        census_of_main_classes_in_chunks(order6, chunk=4, checkpoint=path)
    assert path.read_bytes() == before
    path.unlink()
    journal = tmp_path / "m6.ckpt.pieces"
    header = checkpoint_header("orthogonal-mates-of-main-classes", MatesOfMainClasses(6, 12), chunk=5,
                               representatives_sha256=plan_chunks(order6, 5).digest)
    j = _ChunksJournal(journal, header, 6)
    j.add(mates_of_main_classes(str(order6), 0, 5, 0))
    j.close()
    kept = journal.read_bytes()
    with pytest.raises(ValueError, match="the journal of another run .another representatives file, by its SHA-256"):
        census_of_main_classes_in_chunks(other, chunk=5, checkpoint=path)
    assert journal.read_bytes() == kept and not path.exists()


def test_a_chunk_refuses_a_file_with_another_digest(order6):
    with pytest.raises(ValueError, match="SHA-256 is not the one this run was started with"):
        mates_of_main_classes(str(order6), 0, 3, 0, "auto", "0" * 64)


def test_a_wrong_par_is_caught_by_nauty(tmp_path):
    """A file whose |Par| for Z5's species is halved: the weights differ, and the chunk names the line."""
    path = _write(tmp_path / "bad5.txt", 5,
                  par=lambda L: autoparatopism_group_order(L) // (2 if count_orthogonal_mates(L) else 1))
    c = census_of_main_classes(path)
    line = [ln for ln, _, m, _ in c.mated if m == 3]
    assert c.par_differs == line and c.census.latin_squares != 161280


def test_every_latin_square_of_order_4_by_brute_force(tmp_path):
    """All 576 Latin squares of order 4 listed, each one's mates by dancing links: a quarter have a mate, and
    their mates (partitions) average 1/2 (as squares 4! times that), as the species' weights from the file say."""
    rows = list(itertools.permutations(range(4)))
    squares = [s for s in itertools.product(rows, repeat=4) if all(len(set(col)) == 4 for col in zip(*s))]
    counts = [sum(1 for _ in orthogonal_mates(LatinSquare(list(map(list, s))))) for s in squares]
    c = census_of_main_classes(_write(tmp_path / "o4.txt", 4)).census
    assert len(squares) == c.latin_squares == 576
    assert c.proportion_with_mate() == Fraction(sum(1 for x in counts if x), 576)
    assert c.expected_mates() == Fraction(sum(counts) * math.factorial(4), 576)


def _command(*args):
    return subprocess.run([sys.executable, "-m", "designs.mate_census", *map(str, args)], capture_output=True,
                          text=True, timeout=300)


def test_the_command_counts_a_file_and_resumes(order6, tmp_path):
    path = tmp_path / "c6.ckpt"
    first = _command(6, "--representatives", order6, "--chunk", 5, "--checkpoint", path, "--max-pieces", 1)
    assert first.returncode == 0, first.stderr
    assert first.stdout.startswith("1 of 3 chunks done; 5 of 12 species")
    second = _command(6, "--representatives", order6, "--chunk", 5, "--checkpoint", path)
    assert second.returncode == 0 and second.stderr.count("\n") == 2
    assert second.stdout.startswith("3 of 3 chunks done; 12 of 12 species: 12 bachelors (10 confirmed), 0 with")
    assert "Latin squares of order 6 (sum of the species' sizes 6 (n!)^3 / |Par|): 812,851,200" in second.stdout
    assert "proportion with a mate: 0 = 0.0000000000" in second.stdout


@pytest.mark.parametrize("args, message", [
    ([7, "--representatives", "FILE6"], "the representatives file is of order 6, not 7"),
    ([6, "--representatives", "/nonexistent/reps.txt"], "/nonexistent/reps.txt"),
    ([6, "--representatives", "BAD"], "not a main-class representatives file"),
    ([6, "--representatives", "FILE6", "--chunk", 0], "chunk"),
    ([6, "--representatives", "FILE6", "--skip-empty"], "--skip-empty"),
    ([6, "--representatives", "FILE6", "--checkpoint", "/dev/null"], "not a regular file"),
])
def test_the_command_refuses_bad_input_in_one_line(order6, tmp_path, args, message):
    bad = tmp_path / "bad.txt"
    bad.write_text("hello\n")
    args = [{"FILE6": order6, "BAD": bad}.get(a, a) if isinstance(a, str) else a for a in args]
    out = _command(*args)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.count("\n") == 1 and message in out.stderr and "Traceback" not in out.stderr


def test_a_malformed_line_is_named(tmp_path, order6):
    bad = tmp_path / "bad6.txt"
    lines = order6.read_text().splitlines()
    lines[-1] = lines[-1].replace("0", "1", 1)                          # the last square is no longer Latin
    bad.write_text("\n".join(lines) + "\n")
    out = _command(6, "--representatives", bad)
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and f"line {len(lines)}" in out.stderr
