"""The language server end to end: `verifier lsp` in a subprocess, driven by pytest-lsp's LSP client."""
import os
import sys

import pytest

pytest.importorskip("pygls", reason="the lsp extra is not installed (pip install -e .[lsp])")
pytest_lsp = pytest.importorskip("pytest_lsp", reason="pytest-lsp is not installed (pip install -e .[lsp])")

from lsprotocol import types  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SPEC = os.path.join(ROOT, "spec")
CHILD = os.path.join(SPEC, "shuangsheng-2deck.variant")
# A request the server never answers fails its test after two minutes instead of hanging the suite (pytest-timeout).
pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.timeout(120)]


def uri(path: str) -> str:
    from pygls.uris import from_fs_path

    return from_fs_path(path)


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=[sys.executable, "-m", "verifier", "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities(), root_uri=uri(ROOT),
        workspace_folders=[types.WorkspaceFolder(uri(ROOT), "shengji-verifier")],
        initialization_options={"solverDelay": 0.05}))
    yield
    # a server that died during the module (it once did: SIGSEGV, see the quick edits' test) is named, not hidden
    # behind pygls' "Client has been stopped"
    assert not lsp_client.stopped, f"the language server exited during the tests (status {lsp_client._server.returncode})"
    await lsp_client.shutdown_session()


async def next_publication(client: LanguageClient, path: str, before) -> list:
    """The diagnostics of `path` once the server has published them again (other documents publish meanwhile)."""
    import asyncio

    while client.diagnostics.get(uri(path)) is before:
        await asyncio.wait_for(client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), 30)
    return list(client.diagnostics[uri(path)])


async def open_doc(client: LanguageClient, path: str, text: str, version: int = 1):
    before = client.diagnostics.get(uri(path))
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri(path), language_id="variant", version=version, text=text)))
    return await next_publication(client, path, before)


async def change_doc(client: LanguageClient, path: str, text: str, version: int):
    before = client.diagnostics.get(uri(path))
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        types.VersionedTextDocumentIdentifier(uri=uri(path), version=version),
        [types.TextDocumentContentChangeWholeDocument(text=text)]))
    return await next_publication(client, path, before)


async def until_published(client: LanguageClient, path: str, wanted, most: int = 60):
    """Wait for the diagnostics of `path` to be what `wanted` accepts: the other open documents publish too (every
    one is checked again when a file changes on disk), and each document twice (the fast stages, then the checker)."""
    import asyncio

    for _ in range(most):
        if wanted(list(client.diagnostics.get(uri(path), []))):
            return
        await asyncio.wait_for(client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), 30)


def position_of(text: str, needle: str, shift: int = 0) -> types.Position:
    offset = text.index(needle) + shift
    line = text.count("\n", 0, offset)
    return types.Position(line, offset - (text.rfind("\n", 0, offset) + 1))


BROKEN = """variant lsp-typo extends classic-2deck {
  title en "A typo"
  override throw {
    judge: each-componnent
  }
}
"""


async def test_a_diagnostic_at_its_range_that_goes_when_fixed(client: LanguageClient, tmp_path):
    path = str(tmp_path / "lsp-typo.variant")
    diags = await open_doc(client, path, BROKEN)
    assert [d.code for d in diags] == ["E203"]
    start = position_of(BROKEN, "each-componnent")
    assert diags[0].range == types.Range(start, types.Position(start.line, start.character + len("each-componnent")))
    assert diags[0].severity == types.DiagnosticSeverity.Error
    assert "did you mean `each-component`?" in diags[0].message

    fixed = BROKEN.replace("each-componnent", "each-component")
    assert await change_doc(client, path, fixed, 2) == []  # the fast stages: at once
    import asyncio

    try:  # the checker's turn, after a pause (it may have come already: the pause is short here)
        await asyncio.wait_for(next_publication(client, path, client.diagnostics[uri(path)]), 5)
    except asyncio.TimeoutError:
        pass
    assert list(client.diagnostics[uri(path)]) == []


async def test_a_code_action_applies_the_did_you_mean(client: LanguageClient, tmp_path):
    path = str(tmp_path / "lsp-action.variant")
    diags = await open_doc(client, path, BROKEN.replace("lsp-typo", "lsp-action"))
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        types.TextDocumentIdentifier(uri(path)), diags[0].range, types.CodeActionContext(diagnostics=diags)))
    assert [a.title for a in actions] == ["Replace with `each-component`"]
    (edit,) = actions[0].edit.changes[uri(path)]
    assert edit.range == diags[0].range and edit.new_text == "each-component"


async def test_hover_a_setting_shows_its_documentation_from_the_model(client: LanguageClient):
    text = open(os.path.join(SPEC, "classic-2deck.variant"), encoding="utf-8").read()
    path = os.path.join(SPEC, "classic-2deck.variant")
    await open_doc(client, path, text)
    hover = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri(path)), position_of(text, "on-failure:", 2)))
    from verifier.model import Throw
    from dataclasses import fields

    doc = next(f.metadata["doc"] for f in fields(Throw) if f.name == "on_failure")
    assert doc in hover.contents.value
    assert "In `classic-2deck`: `on-failure:" in hover.contents.value


async def test_go_to_the_parent_in_another_file(client: LanguageClient):
    text = open(CHILD, encoding="utf-8").read()
    await open_doc(client, CHILD, text)
    found = await client.text_document_definition_async(types.DefinitionParams(
        types.TextDocumentIdentifier(uri(CHILD)), position_of(text, "extends classic-2deck", len("extends c"))))
    assert [loc.uri for loc in found] == [uri(os.path.join(SPEC, "classic-2deck.variant"))]
    parent_text = open(os.path.join(SPEC, "classic-2deck.variant"), encoding="utf-8").read()
    assert found[0].range.start == position_of(parent_text, "variant classic-2deck", len("variant "))


async def test_complete_a_setting_name_inside_a_block(client: LanguageClient, tmp_path):
    path = str(tmp_path / "lsp-complete.variant")
    text = "variant lsp-complete extends classic-2deck {\n  override ruff {\n    wh\n  }\n}\n"
    await open_doc(client, path, text)
    items = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(uri(path)), position_of(text, "    wh", 6)))
    labels = {item.label for item in items.items}
    assert {"when-void", "shape", "compare"} <= labels  # the settings of `ruff`, from the model
    assert "judge" not in labels  # a setting of `throw`, not of `ruff`
    assert "example" in labels  # a keyword the grammar accepts here
    assert "declare" not in labels and "variant" not in labels  # rules, which the grammar rejects inside a block


async def test_format_gives_the_printers_output(client: LanguageClient, tmp_path):
    path = str(tmp_path / "lsp-format.variant")
    text = "variant lsp-format extends classic-2deck {\n  override  hand   25\n  override kitty 8\n}\n"
    await open_doc(client, path, text)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        types.TextDocumentIdentifier(uri(path)), types.FormattingOptions(tab_size=2, insert_spaces=True)))
    from verifier.language.parser import parse_text
    from verifier.language.printer import print_file

    assert len(edits) == 1
    assert edits[0].new_text == print_file(parse_text(path, text))


async def test_a_change_to_a_parent_rechecks_its_open_children(client: LanguageClient, tmp_path):
    parent_text = open(os.path.join(SPEC, "classic-2deck.variant"), encoding="utf-8").read().replace(
        "variant classic-2deck", "variant lsp-parent", 1)
    parent, child = str(tmp_path / "lsp-parent.variant"), str(tmp_path / "lsp-child.variant")
    (tmp_path / "lsp-parent.variant").write_text(parent_text, encoding="utf-8")
    assert await open_doc(client, child, "variant lsp-child extends lsp-parent {\n  override hand 25\n}\n") == []
    await open_doc(client, parent, parent_text)
    without_hand = "\n".join(line for line in parent_text.split("\n") if not line.startswith("  hand 25"))
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        types.VersionedTextDocumentIdentifier(uri=uri(parent), version=2),
        [types.TextDocumentContentChangeWholeDocument(text=without_hand)]))
    await until_published(client, child, lambda diags: "E303" in [d.code for d in diags])
    (diag,) = client.diagnostics[uri(child)]
    assert diag.code == "E303" and diag.range.start.line == 1  # `override hand`: the parent has no hand any more


async def test_a_parent_changed_on_disk_rechecks_the_open_children(client: LanguageClient, tmp_path):
    parent_text = open(os.path.join(SPEC, "classic-2deck.variant"), encoding="utf-8").read().replace(
        "variant classic-2deck", "variant lsp-disk-parent", 1)
    parent, child = tmp_path / "lsp-disk-parent.variant", str(tmp_path / "lsp-disk-child.variant")
    parent.write_text(parent_text, encoding="utf-8")
    assert await open_doc(client, child, "variant lsp-disk-child extends lsp-disk-parent {\n  override hand 25\n}\n") \
        == []
    parent.write_text(parent_text.replace("variant lsp-disk-parent", "variant lsp-renamed", 1), encoding="utf-8")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        [types.FileEvent(uri(str(parent)), types.FileChangeType.Changed)]))
    await until_published(client, child, lambda diags: bool(diags))
    (diag,) = client.diagnostics[uri(child)]
    assert diag.code == "E304" and "lsp-disk-parent" in diag.message  # its parent is gone from the folder



async def test_shutdown_then_exit_ends_the_server_with_status_0():
    """The protocol's end: `shutdown`, then `exit`, and the process ends with status 0 (it was 3: "I/O operation on
    closed file", after pygls had closed stdout); `exit` without `shutdown` ends it with 1. A client of its own (pygls'),
    as the module's client must stay up for the other tests."""
    import asyncio

    from pygls.lsp.client import LanguageClient as Client

    async def session(shutdown: bool) -> int:
        client = Client("test", "1")
        await client.start_io(sys.executable, "-m", "verifier", "lsp")
        try:
            await client.initialize_async(types.InitializeParams(capabilities=types.ClientCapabilities(),
                                                                 root_uri=uri(ROOT)))
            client.initialized(types.InitializedParams())
            if shutdown:
                await client.shutdown_async(None)
            client.exit(None)
            return await asyncio.wait_for(client._server.wait(), 60)
        finally:
            await client.stop()

    assert await session(shutdown=True) == 0
    assert await session(shutdown=False) == 1


async def test_quick_edits_of_several_documents_never_kill_the_server():
    """Edits that stop running checks, on four documents at once, with no delay before the solver. The server died
    with SIGSEGV after 7 to 68 such edits (a stopped run's Z3 solver was freed in the event loop's thread while the
    solver's thread solved the next document); it now lives through them and ends with status 0."""
    import asyncio
    import random

    from pygls.lsp.client import LanguageClient as Client

    names = ["classic-2deck", "gouji-6p-4deck", "baohuang-5p-4deck", "guandan-4p-2deck"]
    texts = {name: open(os.path.join(SPEC, f"{name}.variant"), encoding="utf-8").read() for name in names}
    client = Client("test", "1")
    client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)(lambda params: None)
    await client.start_io(sys.executable, "-m", "verifier", "lsp")
    try:
        await client.initialize_async(types.InitializeParams(capabilities=types.ClientCapabilities(),
                                                             root_uri=uri(ROOT),
                                                             initialization_options={"solverDelay": 0}))
        client.initialized(types.InitializedParams())
        for name in names:  # the spec's files under their own names, so that their parents resolve
            client.text_document_did_open(types.DidOpenTextDocumentParams(types.TextDocumentItem(
                uri=uri(os.path.join(SPEC, f"{name}.variant")), language_id="variant", version=1, text=texts[name])))
        draw = random.Random(7)
        for version in range(2, 122):
            name = draw.choice(names)
            client.text_document_did_change(types.DidChangeTextDocumentParams(
                types.VersionedTextDocumentIdentifier(uri=uri(os.path.join(SPEC, f"{name}.variant")), version=version),
                [types.TextDocumentContentChangeWholeDocument(text=texts[name] + "\n" * (version % 3))]))
            await asyncio.sleep(draw.random() * 0.2)
            assert client._server.returncode is None, f"the server died after {version - 1} edits " \
                f"(status {client._server.returncode})"
        await client.shutdown_async(None)
        client.exit(None)
        assert await asyncio.wait_for(client._server.wait(), 60) == 0
    finally:
        await client.stop()
