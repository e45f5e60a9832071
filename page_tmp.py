import sys
from verifier.language.workspace import Workspace, resolve_all, select
from verifier.rulebook import render_pages
ws = Workspace()
ids = sys.argv[1:]
resolved = resolve_all(ws, select(ws, ["spec/"]))[0]
variants = {vid: resolved[vid] for vid in ids}
pages = render_pages(variants, {vid: f"spec/{vid}.variant" for vid in ids})
for name, text in pages.items():
    if name.startswith(tuple(ids)):
        open(f"/tmp/{name}", "w").write(text)
        print(name, len(text))
