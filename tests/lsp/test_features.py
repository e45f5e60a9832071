"""The language server's features on the files of spec/, in this process (tests/lsp/test_server.py drives the server
itself): hover, navigation, completion, the outline, formatting, and the solver stage's cancellation."""
import os

import pytest

pytest.importorskip("pygls", reason="the lsp extra is not installed (pip install -e .[lsp])")

from lsprotocol import types  # noqa: E402

from verifier.lsp import completion, hover, navigation, symbols  # noqa: E402
from verifier.lsp.convert import Text  # noqa: E402
from verifier.lsp.formatting import CannotFormat, format_text  # noqa: E402
from verifier.lsp.project import Project  # noqa: E402
from verifier.language.parser import parse_text  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SPEC = os.path.join(ROOT, "spec")
CHILD = os.path.join(SPEC, "shuangsheng-2deck.variant")
PARENT = os.path.join(SPEC, "classic-2deck.variant")


@pytest.fixture
def project():
    return Project(roots=[ROOT])


def analysed(project, path, text=None):
    text = open(path, encoding="utf-8").read() if text is None else text
    project.open[path] = text
    return project.analyse(path)


def at(text: str, needle: str, shift: int = 0) -> tuple[int, int]:
    offset = text.index(needle) + shift
    return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1


def test_hover_a_citation_quotes_its_seed_with_context(project):
    from verifier.language.references import find_seeds

    if find_seeds(CHILD) is None:
        pytest.skip("the seed documents are not at hand (shared/seeds or $VERIFIER_SEEDS)")
    analysis = analysed(project, CHILD)
    shown = hover.hover(analysis, *at(analysis.text, '@app "第一个亮牌', 2))
    assert "`003_44d9118099dadec3.txt`" in shown and "**第一个亮牌的花色为主花色**" in shown
    assert len(shown) > len("**第一个亮牌的花色为主花色**") + 40  # with the text around it


def test_hover_a_card_gives_its_place_in_the_examples_trump_context(project):
    analysis = analysed(project, CHILD)
    line, column = at(analysis.text, '"SJ SJ 10H 10H" is a tractor', 7)
    shown = hover.hover(analysis, line, column)
    assert shown.startswith("`10H` at level=10 trump=NT: trump") and "level" in shown


def test_hover_a_value_names_its_setting_and_the_values_it_takes(project):
    analysis = analysed(project, CHILD)
    shown = hover.hover(analysis, *at(analysis.text, "kitty-match, redeal", 2))
    assert shown.startswith("`kitty-match`, a value of **nobody-declares**")
    assert "no-trump, redeal, draw-kitty-card, kitty-match, lowest-kitty-card" in shown


def test_hover_an_override_shows_the_ancestors_rule(project):
    analysis = analysed(project, CHILD)
    shown = hover.hover(analysis, *at(analysis.text, "override scoring", len("override s")))
    assert "Overrides the rule of `classic-2deck`" in shown and "when points" in shown


def test_hover_extends_lists_what_is_inherited(project):
    analysis = analysed(project, CHILD)
    shown = hover.hover(analysis, *at(analysis.text, "extends classic-2deck", 10))
    assert "shuangsheng-2deck → classic-2deck" in shown and "`trump order` from `classic-2deck`" in shown


def test_definition_of_an_alias_an_override_and_a_show(project):
    analysis = analysed(project, CHILD)
    text = analysis.text
    (source,) = navigation.definition(analysis, *at(text, '@app "第一个', 2))
    parent = open(PARENT, encoding="utf-8").read()
    assert os.path.abspath(source.file) == PARENT and source.line == at(parent, "  source app ")[0]
    (overridden,) = navigation.definition(analysis, *at(text, "override scoring", 1))
    assert os.path.abspath(overridden.file) == PARENT and overridden.line == at(parent, "\n  scoring {", 3)[0]
    (show,) = navigation.definition(analysis, *at(text, "< small-jokers", 3))
    assert show.file == CHILD and show.line == at(text, "show small-jokers")[0]


def test_references_of_a_parents_rule_are_the_children_that_override_it(project):
    analysis = analysed(project, PARENT)
    found = navigation.references(project, analysis, *at(analysis.text, "\n  scoring {", 3), False)
    files = {os.path.basename(s.file) for s in found}
    assert "shuangsheng-2deck.variant" in files
    assert "classic-2deck.variant" not in files  # without the declaration


def test_completion_after_extends_at_and_colon(project, tmp_path):
    path = str(tmp_path / "mine.variant")
    text = ("variant mine extends classic-2deck {\n  override throw {\n    judge: each-component  @q\n  }\n}\n")
    analysis = analysed(project, path, text)
    offset = text.index("classic-2deck") + 3
    labels = {i.label for i in completion.complete(project, analysis, offset)}
    assert {"classic-2deck", "shuangsheng-2deck"} <= labels and "mine" not in labels
    offset = text.index("@q") + 2
    labels = {i.label for i in completion.complete(project, analysis, offset)}
    assert {"qq", "app"} <= labels  # the sources of the resolved variant (declared in the parent)
    offset = text.index("each-component") + 2
    labels = {i.label for i in completion.complete(project, analysis, offset)}
    assert labels >= {"each-component", "highest-card", "longest-component"}


def test_completion_offers_only_what_the_grammar_accepts(project, tmp_path):
    path = str(tmp_path / "mine.variant")
    text = "variant mine extends classic-2deck {\n  \n}\n"
    analysis = analysed(project, path, text)
    labels = {i.label for i in completion.complete(project, analysis, text.index("\n  \n") + 3)}
    assert {"override", "remove", "scoring", "declare", "throw", "tractor"} <= labels
    assert not labels & {"when", "led", "judge"}  # items and settings of blocks, not rules


def test_completion_of_a_bomb_ladder_offers_the_set_kinds(project, tmp_path):
    path = str(tmp_path / "ladder.variant")
    text = ("variant ladder {\n  family climbing\n  set bomb { shape: same-rank  count: 4 }\n"
            "  set rocket { shape: jokers  count: 2 }\n  beat {\n    bombs: bomb < r\n  }\n}\n")
    analysis = analysed(project, path, text)
    labels = {i.label for i in completion.complete(project, analysis, text.index("bombs: ") + len("bombs: "))}
    assert {"bomb", "rocket"} <= labels
    labels = {i.label for i in completion.complete(project, analysis, text.index("< r") + 2)}
    assert {"bomb", "rocket"} <= labels
    inside = text.index("    bombs")
    labels = {i.label for i in completion.complete(project, analysis, inside + 4)}
    assert {"bombs", "ladder", "readings"} <= labels  # the rows and settings of `beat`
    top = text.index("  beat {")
    labels = {i.label for i in completion.complete(project, analysis, top + 2)}
    assert {"wild", "suit"} <= labels


def test_the_outline_lists_the_rules_and_their_settings(project):
    analysis = analysed(project, CHILD)
    (top,) = symbols.symbols(analysis.vfile, Text(analysis.text))
    names = [s.name for s in top.children]
    assert top.name == "variant shuangsheng-2deck" and "override declare" in names and "scoring cap" in names
    declare = next(s for s in top.children if s.name == "override declare")
    assert {"first-declarer", "show single", "order"} <= {s.name for s in declare.children}


def test_formatting_every_spec_file_keeps_its_model_and_comments():
    for name in sorted(os.listdir(SPEC)):
        path = os.path.join(SPEC, name)
        text = open(path, encoding="utf-8").read()
        vfile = parse_text(path, text)
        formatted = format_text(vfile, text)
        assert parse_text(path, formatted) == vfile, name
        assert format_text(parse_text(path, formatted), formatted) == formatted, name
        own_line_comments = [line.strip() for line in text.split("\n") if line.strip().startswith("#")]
        assert own_line_comments == [line.strip() for line in formatted.split("\n") if line.strip().startswith("#")]


def test_formatting_refuses_to_drop_a_comment_inside_a_rule():
    text = "variant x {\n  throw {\n    # why\n    judge: each-component\n  }\n}\n"
    with pytest.raises(CannotFormat, match="line 3"):
        format_text(parse_text("x.variant", text), text)


def test_a_position_in_utf16_after_chinese_text_maps_to_the_right_column():
    text = Text('  title zh "双升" en "x"\n')
    position = types.Position(0, text.text.index("en"))  # BMP characters: one UTF-16 unit each
    assert text.line_column(position) == (1, text.text.index("en") + 1)


def _ahead_of_the_checks(monkeypatch, fn) -> None:
    """Run `fn(variant, ctx)` as a check before every registered one, for this test."""
    from verifier import checks

    monkeypatch.setattr(checks, "REGISTRY", [checks.Check("X000", fn.__name__, fn)] + checks.REGISTRY)


class _Server:
    """What the publisher needs of a server: a position codec and somewhere to publish."""

    def __init__(self):
        from pygls.workspace.position_codec import PositionCodec

        self.workspace = type("W", (), {"position_codec": PositionCodec()})()
        self.sent, self.shown = [], []

    def window_show_message(self, params):
        self.shown.append(params.message)

    def text_document_publish_diagnostics(self, params):
        self.sent.append((params.version, [d.code for d in params.diagnostics]))

    async def published(self, count: int, seconds: float = 60) -> list:
        """What was published once `count` publications have come (or `seconds` have passed: a slow machine)."""
        import asyncio

        for _ in range(int(seconds / 0.05)):
            if len(self.sent) >= count:
                break
            await asyncio.sleep(0.05)
        return self.sent


def test_a_new_change_cancels_the_pending_solver_stage(project, tmp_path):
    import asyncio

    from verifier.lsp.publish import Publisher

    path = str(tmp_path / "quick.variant")
    clean = "variant quick extends classic-2deck {\n  override kitty 8\n}\n"
    refuted = clean.replace("kitty 8", "kitty 9")  # the deal no longer adds up: the checker (C101) says so

    async def edits():
        server = _Server()
        publisher = Publisher(server, project, delay=0.2)
        for version, text in enumerate([clean, refuted], start=1):
            project.open[path] = text
            publisher.changed(path, version)
        await asyncio.sleep(0.1)
        assert server.sent == [(1, []), (2, [])]  # the fast stages at once, each change
        await server.published(3)
        await asyncio.sleep(0.5)  # (a run for the first text, had it not been dropped, would have published by now)
        return server.sent

    sent = asyncio.run(edits())
    assert sent[:2] == [(1, []), (2, [])]
    assert [version for version, _ in sent[2:]] == [2]  # the solver ran once, for the last text only
    assert "C101" in sent[2][1]


def test_a_change_stops_the_solver_stage_at_work_and_the_next_one_is_whole(project, tmp_path, monkeypatch):
    """The first text's checker is held between two queries (a check ahead of the others waits there) while the text
    changes: that run stops, and the second text's run is whole."""
    import asyncio
    import threading

    import z3

    from verifier.checks.solver import ask
    from verifier.lsp.publish import Publisher

    between, changed = threading.Event(), threading.Event()

    def held(variant, ctx):
        ask(ctx, [z3.Int("held") > 0])
        between.set()
        changed.wait(30)
        return ()

    _ahead_of_the_checks(monkeypatch, held)
    path = str(tmp_path / "busy.variant")
    clean = "variant busy extends classic-2deck {\n  override kitty 8\n}\n"
    refuted = clean.replace("kitty 8", "kitty 9")

    async def edits():
        server = _Server()
        publisher = Publisher(server, project, delay=0)
        project.open[path] = clean
        publisher.changed(path, 1)
        while not between.is_set():
            await asyncio.sleep(0.005)
        first = publisher.state(path).run
        project.open[path] = refuted
        publisher.changed(path, 2)
        changed.set()
        return await server.published(3), first

    sent, first = asyncio.run(edits())
    assert first.stopped
    assert sent[:2] == [(1, []), (2, [])]  # the fast stages
    assert [version for version, _ in sent[2:]] == [2] and "C101" in sent[2][1]  # the second text's checker, whole


def test_a_fault_of_the_checker_is_shown_not_silent(project, tmp_path, monkeypatch, caplog):
    import asyncio

    from verifier.lsp.publish import Publisher

    def faulty(variant, ctx):
        raise RuntimeError("a check's own fault")

    _ahead_of_the_checks(monkeypatch, faulty)
    path = str(tmp_path / "faulty.variant")
    project.open[path] = "variant faulty extends classic-2deck {\n  override kitty 8\n}\n"

    async def edit():
        server = _Server()
        publisher = Publisher(server, project, delay=0)
        publisher.changed(path, 1)
        await publisher.state(path).task
        return server

    server = asyncio.run(edit())
    assert server.sent == [(1, [])]  # the fast stages, and no checker findings claimed
    assert server.shown == ["verifier: the checker failed on faulty.variant (RuntimeError: a check's own fault); the "
                            "diagnostics shown are the fast stages' only. Please report it with the file."]
    assert "a check's own fault" in caplog.text  # the traceback, in the server's log


def test_guandans_tribute_and_lead_settings_come_from_the_model(project, tmp_path):
    """The settings of Guandan's tribute and the lead by its giver are offered and explained from the model's metadata."""
    path = str(tmp_path / "gd.variant")
    text = ("variant gd extends guandan-4p-2deck {\n  override tribute {\n    gives: highest-but-wild\n"
            "    double-down: both-give\n    \n    give 1 card from last to first\n  }\n"
            "  override first lead {\n    later-deals: tribute-giver\n  }\n}\n")
    analysis = analysed(project, path, text)
    labels = {i.label for i in completion.complete(project, analysis, text.index("    \n") + 4)}
    assert {"gives", "return-at-most", "double-down", "resist"} <= labels
    labels = {i.label for i in completion.complete(project, analysis, text.index("tribute-giver") + 2)}
    assert {"tribute-giver", "first-out"} <= labels
    shown = hover.hover(analysis, *at(text, "both-give", 2))
    assert "both-give" in shown and "double-down" in shown
    shown = hover.hover(analysis, *at(text, "tribute-giver", 2))
    assert "tribute-giver" in shown and "first-out" in shown


def test_a_check_at_work_does_not_keep_the_server_alive_after_exit():
    """The solver's thread is a daemon: a process whose client has gone ends at once, though a check is still at work
    (a pool's thread is joined at exit: a long check held a server, busy, after the suite that started it)."""
    import subprocess
    import sys
    import time

    started = time.monotonic()
    subprocess.run([sys.executable, "-c", "import time\nfrom verifier.lsp.publish import SolverThread\n"
                    "SolverThread().submit(time.sleep, 60)\ntime.sleep(0.2)"], check=True, timeout=50)
    assert time.monotonic() - started < 50


def test_shutdown_stops_every_check_in_progress():
    from verifier.checks import CheckContext
    from verifier.lsp.publish import DocumentState, Publisher

    publisher = Publisher(server=None, project=Project())
    runs = [CheckContext(), CheckContext()]
    for name, run in zip(("a", "b"), runs):
        publisher.states[name] = DocumentState(run=run)
    publisher.stop_all()
    assert [run.stopped for run in runs] == [True, True]
