"""The language server (`verifier lsp`): the parser, builder, resolver and checker brought to the editor.

One module per feature, as pygls's example servers are shaped: `project` reads and resolves the documents,
`publish` sends their diagnostics (the fast stages at once, the solver's after a pause), and `hover`, `navigation`,
`completion`, `symbols`, `formatting` and `actions` answer the requests. `server` wires them together. Everything the
server says comes from the grammar and the rule model at run time, so new syntax is covered as it lands.
"""
