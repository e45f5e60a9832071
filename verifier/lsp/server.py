"""`verifier lsp`: the language server over stdio, wiring each feature module to its LSP request."""
from __future__ import annotations

import os

from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer

from .. import __version__
from . import actions, completion, hover, navigation, symbols
from .convert import Text, path_of, uri_of
from .formatting import CannotFormat, format_text
from .project import Analysis, Project
from .publish import Publisher


class VariantServer(LanguageServer):
    def __init__(self, delay: float = 0.4, timeout_ms: int = 2000):
        super().__init__("verifier", __version__)
        self.project = Project()
        self.publisher = Publisher(self, self.project, delay, timeout_ms)
        self.shut_down = False  # a `shutdown` request came: `exit` then ends the process with status 0, else 1

    def analysis(self, uri: str) -> Analysis:
        """The latest analysis of a document (analysed now if it was never published, e.g. not open)."""
        path = path_of(uri)
        found = self.publisher.analyses.get(path)
        if found is None or found.text != self.project.open.get(path, found.text):
            found = self.project.analyse(path, self.project.open.get(path) or self.project.text(path) or "")
        return found

    def model(self, uri: str) -> Analysis:
        """For hover and navigation: the latest analysis, or while the text has errors that stop the builder, the
        last one that resolved (its spans may lag behind the edits since)."""
        analysis = self.analysis(uri)
        if analysis.vfile is None or analysis.variant is None:
            return self.publisher.resolved.get(analysis.path, analysis)
        return analysis

    def text(self, analysis: Analysis) -> Text:
        return Text(analysis.text, self.workspace.position_codec)


def make_server(delay: float = 0.4, timeout_ms: int = 2000) -> VariantServer:
    server = VariantServer(delay, timeout_ms)

    @server.feature(lsp.INITIALIZED)
    def initialized(ls: VariantServer, params: lsp.InitializedParams):
        folders = [path_of(f.uri) for f in (ls.workspace.folders or {}).values()] if ls.workspace.folders else []
        root = ls.workspace.root_path
        ls.project.roots = list(dict.fromkeys(folders + ([root] if root else [])))

    @server.feature(lsp.INITIALIZE)
    def initialize(ls: VariantServer, params: lsp.InitializeParams):
        options = params.initialization_options or {}
        if isinstance(options, dict):  # the editor's settings (editors/vscode: verifier.solverDelay, …)
            ls.publisher.delay = float(options.get("solverDelay", ls.publisher.delay))
            ls.publisher.timeout_ms = int(options.get("solverTimeout", ls.publisher.timeout_ms))

    @server.feature(lsp.SHUTDOWN)
    def shutdown(ls: VariantServer, params=None):
        ls.shut_down = True
        ls.publisher.stop_all()

    @server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: VariantServer, params: lsp.DidOpenTextDocumentParams):
        path = path_of(params.text_document.uri)
        ls.project.open[path] = params.text_document.text
        ls.publisher.changed(path, params.text_document.version)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: VariantServer, params: lsp.DidChangeTextDocumentParams):
        path = path_of(params.text_document.uri)
        ls.project.open[path] = ls.workspace.get_text_document(params.text_document.uri).source
        ls.publisher.changed(path, params.text_document.version)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: VariantServer, params: lsp.DidCloseTextDocumentParams):
        path = path_of(params.text_document.uri)
        ls.project.open.pop(path, None)
        ls.publisher.closed(path)
        for child in ls.project.children(path):  # its children see the file on disk again
            ls.publisher.changed(child, ls.publisher.state(child).version, recheck_children=False)

    @server.feature(lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES)
    def files_changed(ls: VariantServer, params: lsp.DidChangeWatchedFilesParams):
        """A variant file changed on disk (a parent edited elsewhere, a branch switched): check the open documents
        again, since any of them may descend from it."""
        for path in list(ls.project.open):
            ls.publisher.changed(path, ls.publisher.state(path).version, recheck_children=False)

    @server.feature(lsp.TEXT_DOCUMENT_HOVER)
    def on_hover(ls: VariantServer, params: lsp.HoverParams):
        analysis = ls.model(params.text_document.uri)
        line, column = ls.text(analysis).line_column(params.position)
        return hover.to_lsp(hover.hover(analysis, line, column))

    @server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
    def on_definition(ls: VariantServer, params: lsp.DefinitionParams):
        analysis = ls.model(params.text_document.uri)
        line, column = ls.text(analysis).line_column(params.position)
        return _locations(ls, analysis, navigation.definition(analysis, line, column))

    @server.feature(lsp.TEXT_DOCUMENT_REFERENCES)
    def on_references(ls: VariantServer, params: lsp.ReferenceParams):
        analysis = ls.model(params.text_document.uri)
        line, column = ls.text(analysis).line_column(params.position)
        spans = navigation.references(ls.project, analysis, line, column, params.context.include_declaration)
        return _locations(ls, analysis, spans)

    @server.feature(lsp.TEXT_DOCUMENT_COMPLETION, lsp.CompletionOptions(trigger_characters=["@", ":", " ", '"']))
    def on_completion(ls: VariantServer, params: lsp.CompletionParams):
        analysis = ls.analysis(params.text_document.uri)
        usable = _usable(ls, analysis)
        items = completion.complete(ls.project, usable, ls.text(analysis).offset(params.position))
        return lsp.CompletionList(is_incomplete=False, items=items)

    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    def on_symbols(ls: VariantServer, params: lsp.DocumentSymbolParams):
        analysis = ls.model(params.text_document.uri)
        return symbols.symbols(analysis.vfile, ls.text(analysis)) if analysis.vfile else []

    @server.feature(lsp.TEXT_DOCUMENT_FORMATTING)
    def on_format(ls: VariantServer, params: lsp.DocumentFormattingParams):
        analysis = ls.analysis(params.text_document.uri)
        if analysis.vfile is None:
            ls.window_show_message(lsp.ShowMessageParams(lsp.MessageType.Warning,
                                                         "verifier: fix the syntax errors before formatting"))
            return None
        try:
            formatted = format_text(analysis.vfile, analysis.text)
        except CannotFormat as exc:
            ls.window_show_message(lsp.ShowMessageParams(lsp.MessageType.Warning, f"verifier: not formatted: {exc}"))
            return None
        if formatted == analysis.text:
            return []
        return [lsp.TextEdit(ls.text(analysis).whole(), formatted)]

    @server.feature(lsp.TEXT_DOCUMENT_CODE_ACTION,
                    lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix]))
    def on_code_action(ls: VariantServer, params: lsp.CodeActionParams):
        analysis = ls.analysis(params.text_document.uri)
        state = ls.publisher.states.get(analysis.path)
        diags = analysis.diagnostics + (state.solver if state else [])
        return actions.quick_fixes(analysis.path, ls.text(analysis), diags, params.range)

    return server


def _usable(ls: VariantServer, analysis: Analysis) -> Analysis:
    """While the text does not parse, completion still knows the sources and shows of the last text that did."""
    if analysis.variant is not None:
        return analysis
    last = ls.publisher.resolved.get(analysis.path)
    if last is None:
        return analysis
    return Analysis(analysis.path, analysis.text, analysis.vfile, last.variant, analysis.diagnostics,
                    analysis.workspace)


def _locations(ls: VariantServer, analysis: Analysis, spans) -> list[lsp.Location]:
    out = []
    for span in spans:
        path = os.path.abspath(span.file)
        text = analysis.workspace.sources.get(span.file) or ls.project.text(path)
        if text is not None:
            out.append(lsp.Location(uri_of(path), Text(text, ls.workspace.position_codec).range(span)))
    return out
