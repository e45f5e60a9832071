"""Where the source documents live (`--sources`, $VERIFIER_SEEDS, verifier.toml, [tool.verifier], the walk-up), and
the citation check against them. The documents in tests/sources/ were written for these tests: they are not the seeds
(the real citations of spec/ are verified in CI, which passes the seeds folder with `--sources`)."""
import os
import re
import shutil

import pytest

from verifier.cli import main
from verifier.language.sources import SourcesError, locate

from conftest import ROOT

SOURCES = os.path.join(ROOT, "tests", "sources")

VARIANT = """variant cited {
  source forum "forum.txt" section "升级的规则"
  source app "app.txt"
  players 4        @forum "四人两副牌"
  decks 2          @app "Players: four"
  hand 25
  kitty 8          @forum "剩余八张为底牌"
  points 5 = 5, 10 = 10, K = 10
  levels 2 to A
}
"""


@pytest.fixture
def home(tmp_path, monkeypatch):
    """An empty folder with no source folder above it and no $VERIFIER_SEEDS: the user's clone without ../shared."""
    monkeypatch.delenv("VERIFIER_SEEDS", raising=False)
    monkeypatch.chdir(tmp_path)
    assert locate(str(tmp_path)) is None, "a shared/seeds above the temporary folder would make these tests lie"
    return tmp_path


def check(capsys, *argv):
    status = main(["check", *argv])
    out = capsys.readouterr()
    return status, out.out, out.err


def write(folder, text=VARIANT, name="cited.variant"):
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_quotes_found_in_the_sources_are_clean(home, capsys):
    status, out, _ = check(capsys, write(home), "--sources", SOURCES)
    assert "E23" not in out and "W230" not in out and "error[E" not in out, out


def test_a_changed_quote_is_refuted_at_its_line(home, capsys):
    path = write(home, VARIANT.replace("剩余八张为底牌", "剩余九张为底牌"))
    status, out, _ = check(capsys, path, "--sources", SOURCES)
    assert status == 1
    assert "error[E230]: the quote is not in `forum.txt`" in out and "cited.variant:7:20" in out


def test_in_one_run_each_variant_s_quotes_are_looked_for(home, capsys):
    """One run remembers the seeds it read and the quotes it looked for (check_quotes' `seen`): a child's changed quote
    is still refuted at its line, a missing quote is reported in every file that states it, and a quote found in one
    seed is not found in another."""
    write(home)
    write(home, 'variant cited-child extends cited {\n  override kitty 8  @forum "剩余九张为底牌"\n}\n',
          "cited-child.variant")
    write(home, VARIANT.replace("variant cited", "variant cited-twin").replace("四人两副牌", "五人三副牌")
          .replace('@app "Players: four"', '@forum "Players: four"'), "cited-twin.variant")  # in app.txt only
    write(home, VARIANT.replace("variant cited", "variant cited-triplet").replace("四人两副牌", "五人三副牌"),
          "cited-triplet.variant")
    status, out, _ = check(capsys, str(home), "--sources", SOURCES)
    assert status == 1
    places = re.findall(r"error\[E230\]: the quote is not in `forum.txt`\n --> (\S+)", out)
    assert sorted(os.path.basename(p) for p in places) == [
        "cited-child.variant:2:21", "cited-triplet.variant:4:20", "cited-twin.variant:4:20", "cited-twin.variant:5:20"], out


def test_a_changed_heading_and_an_unknown_file(home, capsys):
    path = write(home, VARIANT.replace('section "升级的规则"', 'section "找朋友"').replace('"app.txt"', '"ap.txt"'))
    status, out, _ = check(capsys, path, "--sources", SOURCES)
    assert status == 1
    assert "the section heading is not in `forum.txt`" in out
    assert "source file `ap.txt` is not among the seeds" in out and "did you mean `app.txt`?" in out


def test_no_source_folder_is_one_warning_with_the_count(home, capsys):
    write(home)
    write(home, "variant other extends cited {\n}\n", "other.variant")
    status, out, _ = check(capsys, str(home))
    assert out.count("warning[W230]") == 1 and "error[E" not in out
    # 3 quotes and 1 heading, shared by the child with its parent, so counted once.
    assert "no source folder found: 4 quote(s) and heading(s) of 2 variant(s) were not verified" in out


def test_a_clone_without_the_seeds_checks_clean_with_the_warning(home, capsys):
    """What `bash scripts/check.sh` meets on a user's clone: spec/ with no source folder anywhere. Exit 0."""
    shutil.copytree(os.path.join(ROOT, "spec"), home / "spec")
    status, out, _ = check(capsys, "spec/classic-2deck.variant")
    assert status == 0, out
    assert out.count("warning[W230]") == 1 and "1 clean" in out


def test_no_warning_when_there_is_nothing_to_verify(home, capsys):
    status, out, _ = check(capsys, write(home, "variant plain {\n  players 4\n}\n"))
    assert "W230" not in out


@pytest.mark.parametrize("name", ["../../../etc/passwd", "/etc/passwd", "sub/../../forum.txt"])
def test_a_source_name_cannot_leave_the_folder(home, capsys, name):
    text = f'variant sly {{\n  source x "{name}"\n  players 4 @x "root"\n}}\n'
    for argv in ([], ["--sources", SOURCES]):
        status, out, _ = check(capsys, write(home, text, "sly.variant"), *argv)
        assert status == 1
        assert f"error[E232]: source file `{name}` is outside the source folder" in out
        assert "E230" not in out  # not read, so not "verified" nor refuted


def test_a_link_out_of_the_folder_is_refused(home, capsys):
    folder = home / "src"
    folder.mkdir()
    (folder / "out.txt").symlink_to("/etc/hostname")
    text = 'variant sly {\n  source x "out.txt"\n  players 4 @x "x"\n}\n'
    status, out, _ = check(capsys, write(home, text, "sly.variant"), "--sources", str(folder))
    assert status == 1 and "error[E232]" in out and "a link out of the source folder" in out


@pytest.mark.parametrize("make,message", [
    (lambda home: str(home / "missing"), "does not exist"),
    (lambda home: shutil.copy(os.path.join(SOURCES, "app.txt"), home / "a-file.txt"), "is not a folder"),
])
def test_a_folder_that_cannot_be_used_is_a_usage_error(home, capsys, monkeypatch, make, message):
    folder = str(make(home))
    path = write(home)
    status, _, err = check(capsys, path, "--sources", folder)
    assert status == 2 and message in err and "internal error" not in err
    monkeypatch.setenv("VERIFIER_SEEDS", folder)
    status, _, err = check(capsys, path)
    assert status == 2 and "$VERIFIER_SEEDS" in err and message in err


def test_an_undecodable_source_is_a_usage_error(home, capsys):
    folder = home / "src"
    folder.mkdir()
    (folder / "forum.txt").write_bytes(b"\xff\xfe\x00bad")
    (folder / "app.txt").write_bytes(b"fine")
    status, _, err = check(capsys, write(home), "--sources", str(folder))
    assert status == 2 and "is not UTF-8 text" in err and "internal error" not in err


def test_the_lookup_order(home, monkeypatch):
    """--sources, then $VERIFIER_SEEDS, then pyproject.toml [tool.verifier], then verifier.toml, then the walk-up."""
    for name in ("opt", "env", "py", "toml", "shared/seeds"):
        (home / name).mkdir(parents=True)
    project = home / "project"
    (project / "spec").mkdir(parents=True)
    variant = str(project / "spec" / "a.variant")
    assert locate(variant).path == str(home / "shared" / "seeds")  # the walk-up, as for a clone beside shared/
    (project / "verifier.toml").write_text('sources = "../toml"\n')
    assert locate(variant).path == str(home / "toml")
    (project / "pyproject.toml").write_text('[project]\nname = "x"\n')  # no [tool.verifier]: verifier.toml still
    assert locate(variant).path == str(home / "toml")
    (project / "pyproject.toml").write_text('[tool.verifier]\nsources = "../py"\n')
    assert locate(variant).path == str(home / "py")
    monkeypatch.setenv("VERIFIER_SEEDS", str(home / "env"))
    assert locate(variant).path == str(home / "env")
    assert locate(variant, str(home / "opt")).path == str(home / "opt")


def test_a_configuration_is_found_from_the_current_folder_too(home, capsys):
    """A user's project: verifier.toml in the folder `check` runs from, the variant elsewhere."""
    (home / "verifier.toml").write_text(f'sources = "{SOURCES}"\n')
    elsewhere = home / "drafts"
    elsewhere.mkdir()
    status, out, _ = check(capsys, write(elsewhere, VARIANT.replace("剩余八张为底牌", "剩余九张")))
    assert status == 1 and "error[E230]" in out


def test_a_bad_configuration_is_a_usage_error(home, capsys):
    (home / "verifier.toml").write_text("sources = 3\n")
    status, _, err = check(capsys, write(home))
    assert status == 2 and "`sources` must be the path of a folder" in err
    (home / "verifier.toml").write_text("sources = \n")
    status, _, err = check(capsys, write(home))
    assert status == 2 and "cannot read" in err and "verifier.toml" in err


def test_a_configuration_is_read_again_when_it_changes(home):
    """Each configuration file is parsed once while it is unchanged (every variant of a folder walks up through it);
    an edit, even to a text of the same length, is read."""
    for name in ("one", "two"):
        (home / name).mkdir()
    (home / "spec").mkdir()
    variant = str(home / "spec" / "a.variant")
    config = home / "verifier.toml"
    config.write_text('sources = "one"\n')
    assert locate(variant).path == str(home / "one")
    assert locate(variant).path == str(home / "one")
    config.write_text('sources = "two"\n')
    assert locate(variant).path == str(home / "two")
    config.write_text("sources = 3\n")
    with pytest.raises(SourcesError):
        locate(variant)
