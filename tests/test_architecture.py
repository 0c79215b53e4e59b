"""Architecture rules that keep the code base layered: no import cycles between nesylang's
modules, front ends that never import each other, and every package listed for installation."""
from __future__ import annotations

import ast
import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PKG = REPO / "nesylang"


def _module_name(path: Path) -> str:
    rel = path.relative_to(REPO).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _resolve(current: str, is_pkg: bool, module: str | None, level: int) -> str:
    if level == 0:
        return module or ""
    base = current.split(".")
    if not is_pkg:
        base = base[:-1]
    base = base[: len(base) - (level - 1)]
    return ".".join(base + ([module] if module else []))


def import_graph() -> dict[str, set[str]]:
    """Every import a module makes, wherever it stands (function-level imports included: a cycle
    through a lazy import is still a cycle in the design)."""
    modules = {_module_name(p): p for p in PKG.rglob("*.py")}
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for name, path in modules.items():
        is_pkg = path.name == "__init__.py"
        for node in ast.walk(ast.parse(path.read_text())):
            targets = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = _resolve(name, is_pkg, node.module, node.level)
                targets = [base] + [f"{base}.{a.name}" for a in node.names]
            for t in targets:
                while t and t not in modules:
                    t = t.rpartition(".")[0]
                if t and t != name and t.startswith("nesylang") and not name.startswith(t + "."):
                    # importing a package runs its __init__ only; count the exact module
                    graph[name].add(t)
    return graph


def _cycles(graph: dict[str, set[str]], within: set[str]) -> list[list[str]]:
    """Strongly connected components of size > 1 (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out = []
    counter = 0
    for root in sorted(within):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root] & within)))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            nxt = next(it, None)
            if nxt is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        comp.append(w)
                        if w == v:
                            break
                    if len(comp) > 1:
                        out.append(sorted(comp))
            elif nxt not in index:
                index[nxt] = low[nxt] = counter
                counter += 1
                stack.append(nxt)
                on.add(nxt)
                work.append((nxt, iter(sorted(graph[nxt] & within))))
            elif nxt in on:
                low[v] = min(low[v], index[nxt])
    return out


def test_the_cycles_the_house_keeping_issue_named_are_gone():
    graph = import_graph()
    assert "nesylang.cli" not in graph["nesylang.repl.shell"]
    for a, b in [("nesylang.neural.templates", "nesylang.neural.training"),
                 ("nesylang.neural.training", "nesylang.neural.batch"),
                 ("nesylang.logic.terms", "nesylang.logic.unify")]:
        assert b not in graph[a], f"{a} imports {b}"


def test_no_import_cycles_among_stage_modules():
    graph = import_graph()
    # The session, the package root and the registries of learners sit on top and are imported
    # lazily from below by design (a learner receives the Program); everything else is layered.
    top = {"nesylang", "nesylang.session", "nesylang.learners", "nesylang.cli", "nesylang.__main__"}
    within = {m for m in graph if m not in top and not m.startswith("nesylang.repl")}
    assert _cycles(graph, within) == []


def test_the_repl_never_imports_the_cli():
    graph = import_graph()
    for m, deps in graph.items():
        if m.startswith("nesylang.repl"):
            assert "nesylang.cli" not in deps, m


def test_every_package_is_listed_for_installation():
    listed = set(re.findall(r'"(nesylang[\w.]*)"', (REPO / "pyproject.toml").read_text()))
    for init in PKG.rglob("__init__.py"):
        assert _module_name(init) in listed, f"{_module_name(init)} is missing from pyproject.toml"
