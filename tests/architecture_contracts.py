"""Two contracts import-linter has no type for, used by `[tool.importlinter]` in pyproject.toml (lint-imports, run by
tests/test_architecture.py on every CI run): a package that imports only the standard library, and no import circle
between the modules of a package."""
from __future__ import annotations

import sys

from importlinter import Contract, ContractCheck, fields, output


class StandardLibraryContract(Contract):
    """The modules of `packages` import nothing but the standard library and their own modules (the engine's runtime:
    a game server ships it with a generated engine, without Lark, Z3 or the rest of the tool)."""

    type_name = "standard_library"
    packages = fields.ListField(subfield=fields.StringField())

    def check(self, graph, verbose: bool) -> ContractCheck:
        found = []
        for package in self.packages:
            inside = {package} | graph.find_descendants(package)
            for module in sorted(inside):
                for imported in sorted(graph.find_modules_directly_imported_by(module)):
                    top = imported.split(".")[0]
                    if imported in inside or top in sys.stdlib_module_names:
                        continue
                    lines = graph.get_import_details(importer=module, imported=imported)
                    found.append((module, imported, [line["line_number"] for line in lines]))
        return ContractCheck(kept=not found, metadata={"found": found})

    def render_broken_contract(self, check: ContractCheck) -> None:
        for module, imported, lines in check.metadata["found"]:
            output.print_error(f"{module} imports {imported} (line {', '.join(map(str, lines)) or '?'}), which is "
                               "neither the standard library nor part of it")
            output.new_line()


class AcyclicModulesContract(Contract):
    """No module of `package` imports itself through others: the import graph of its modules has no circle."""

    type_name = "acyclic_modules"
    package = fields.StringField()

    def check(self, graph, verbose: bool) -> ContractCheck:
        modules = {self.package} | graph.find_descendants(self.package)
        edges = {m: sorted(i for i in graph.find_modules_directly_imported_by(m) if i in modules) for m in modules}
        return ContractCheck(kept=not (circles := _circles(edges)), metadata={"circles": circles})

    def render_broken_contract(self, check: ContractCheck) -> None:
        for circle in check.metadata["circles"]:
            output.print_error(f"an import circle of {len(circle)} modules: " + " -> ".join(circle + circle[:1]))
            output.new_line()


def _circles(edges: dict[str, list[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    index, low, on, stack, found, counter = {}, {}, set(), [], [], [0]
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(edges[root]))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on.add(child)
                    work.append((child, iter(edges[child])))
                    break
                if child in on:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return sorted(found)
