"""The programs of ProbLog 2.3's own unit tests, through ProbLog and through nesylang.

The installed ProbLog ships its unit tests (``problog/test/*.py``, ``problog/test/library/
*.py``), with programs written inline as Python strings. This script finds them at run time,
in the installed package (it copies none into this repository: issue 14 forbids tests taken
from ProbLog's repository), runs each whole program through ProbLog 2.3 (``get_evaluatable()
.create_from(PrologString(text), propagate_evidence=True).evaluate()``, as ``problog FILE``
and ``tests/compat/test_compat.py`` run a program) and through nesylang
(``Program.from_string(text, autoload=False).run_queries()``, as tests/compat runs one), and
compares every answer to within 1e-9, the atoms as terms (with tests/compat's converters); where
ProbLog raises, nesylang must raise a located error whose message names ProbLog's error.

    python benchmarks/hunt26_problog_shipped.py            # the table and the totals
    python benchmarks/hunt26_problog_shipped.py --show N   # also print program N's text

How the programs are found (``ast``, no test is run): every string passed as the program to
``PrologString(...)`` or to a module's own ``evaluate(...)`` helper, whether written in the call,
named by a variable or a class attribute (``self.MODEL``), or a ``str.format`` template filled
with the values the test fills it with (its keyword constants, and the names a
``pytest.mark.parametrize`` binds, read from the imported module). A program with no ``query``
of its own whose test asks ``engine.query(db, Term(...))`` gets that goal as its query
(``None`` arguments as ``_``). A ``unittest`` class whose ``setUp`` builds programs as lists
of clauses (``self.program_v1``) gives each list, joined, and three shuffles of it (the test
shuffles them; a fixed seed here). Programs shipped as ``.pl`` files under ``problog/test/``
would be read too; ProbLog's wheel ships none (its ``test_system``, ``test_bn``,
``test_constraint``, ``test_tasks``, ``test_sample``, ``test_dtproblog``, ``test_lfi`` read
``.pl`` files from its source tree), so the count of those is printed.

Skipped, with the reason printed: strings that are not whole programs (``Term.from_string``
fragments, templates no test fills), and programs whose test needs something only ProbLog has
(a Python semiring the test registers, MPE, sampling, LFI, DTProbLog, MaxSAT).

Skips (exit 0) when ProbLog is not installed.
"""
from __future__ import annotations

import argparse
import ast
import importlib
import importlib.util
import os
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
ROOT = Path(__file__).resolve().parent.parent
TOLERANCE = 1e-9
# names of calls whose first argument is a whole program
PROGRAM_CALLS = {"PrologString", "evaluate"}
# calls in a test's source that run its program through a task only ProbLog has
PROBLOG_ONLY = {"mpe.main": "MPE", "sample.sample": "sampling", "sample.estimate": "sampling",
                "sample.main": "sampling", "lfi_wrapper": "LFI", "dtproblog.main": "DTProbLog",
                "map.main": "MAP", "explain.main": "explain", "to_lp": "MaxSAT",
                "prepare_input": "MaxSAT", "formula_to_bn": "Bayesian-network export"}
# semirings a test hands subquery/5 that only ProbLog has
PROBLOG_ONLY_SEMIRINGS = {
    "mock": "needs the Python semiring the test module registers (mock)",
    "symbolic": "needs ProbLog's symbolic semiring: the answer is the text of ProbLog's own "
                "circuit arithmetic, which differs between its evaluators (nesylang refuses it "
                "with a located DomainError)"}


@dataclass
class Case:
    module: str
    test: str
    text: str
    how: str = "PrologString"
    skip: str | None = None
    outcome: str = ""
    detail: str = ""
    extra: dict = field(default_factory=dict)
    note: str = ""


def _name(node) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


class _Finder(ast.NodeVisitor):
    """Walks one test module: the enclosing test of every call, and the strings that names
    (module, class, function locals) are bound to."""

    def __init__(self, module_name: str, tree: ast.Module):
        self.module_name = module_name
        self.scopes: list[ast.AST] = []
        self.calls: list[tuple[list[ast.AST], ast.Call]] = []
        self.tree = tree

    def visit_FunctionDef(self, node):
        self.scopes.append(node)
        self.generic_visit(node)
        self.scopes.pop()

    visit_ClassDef = visit_FunctionDef

    def visit_Call(self, node):
        self.calls.append((list(self.scopes), node))
        self.generic_visit(node)


def _assigned_strings(scope: ast.AST) -> dict:
    """Names (and ``self.X`` attributes) bound to string constants directly in ``scope``."""
    out: dict = {}
    body = scope.body if hasattr(scope, "body") else []
    for stmt in ast.walk(scope) if isinstance(scope, ast.FunctionDef) else body:
        if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Constant) \
                and isinstance(stmt.value.value, str):
            for target in stmt.targets:
                key = _name(target)
                if key:
                    out[key] = stmt.value.value
    return out


def _test_name(scopes: list[ast.AST]) -> str:
    return ".".join(s.name for s in scopes) or "<module>"


def _owning_test(scopes: list[ast.AST]) -> ast.FunctionDef | None:
    for s in reversed(scopes):
        if isinstance(s, ast.FunctionDef):
            return s
    return None


def _problog_only(source: str) -> str | None:
    for call, task in PROBLOG_ONLY.items():
        if call in source:
            return task
    return None


def _parametrized(func: ast.FunctionDef, module) -> list[dict]:
    """The keyword bindings ``pytest.mark.parametrize`` gives ``func`` (read by evaluating the
    decorator's arguments in the imported module)."""
    for deco in func.decorator_list:
        if isinstance(deco, ast.Call) and _name(deco.func) == "parametrize":
            names = eval(compile(ast.Expression(deco.args[0]), "<names>", "eval"), vars(module))
            values = eval(compile(ast.Expression(deco.args[1]), "<values>", "eval"), vars(module))
            names = [n.strip() for n in names.split(",")] if isinstance(names, str) else list(names)
            rows = []
            for v in values:
                v = v if len(names) > 1 else (v,)
                rows.append(dict(zip(names, v)))
            return rows
    return [{}]


def _goal_text(term) -> str:
    """A goal built by a test as ``Term("r", None)`` as program text (``None`` as ``_``)."""
    from problog.logic import Term
    if term is None:
        return "_"
    if isinstance(term, Term) and term.args:
        return f"{term.functor}({', '.join(_goal_text(a) for a in term.args)})"
    return str(term)


def find_cases(test_dir: Path) -> tuple[list[Case], list[tuple[str, str, str]]]:
    """Every whole program of ProbLog's test modules, and the strings skipped as fragments
    (module, test, why)."""
    cases: list[Case] = []
    fragments: list[tuple[str, str, str]] = []
    for path in sorted(test_dir.rglob("test_*.py")):
        rel = path.relative_to(test_dir.parent).with_suffix("")
        module_name = "problog." + ".".join(rel.parts)
        source = path.read_text()
        tree = ast.parse(source)
        finder = _Finder(module_name, tree)
        finder.visit(tree)
        module_strings = _assigned_strings(tree)
        module = None
        for scopes, call in finder.calls:
            fname = _name(call.func)
            test = _test_name(scopes)
            if fname == "from_string":  # Term.from_string: one term, not a program
                if call.args and isinstance(call.args[0], ast.Constant):
                    fragments.append((module_name, test, "Term.from_string term, not a program"))
                continue
            if fname not in PROGRAM_CALLS or not call.args:
                continue
            arg = call.args[0]
            names: dict = dict(module_strings)
            for s in scopes:
                names.update(_assigned_strings(s))
            texts: list[tuple[str, str]] = []  # (text, how)
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                texts.append((arg.value, fname))
            elif _name(arg) in names and not isinstance(arg, ast.Call):
                texts.append((names[_name(arg)], f"{fname}({_name(arg)})"))
            elif isinstance(arg, ast.Call) and _name(arg.func) == "format" \
                    and _name(arg.func.value) in names:
                template = names[_name(arg.func.value)]
                module = module or importlib.import_module(module_name)
                func = _owning_test(scopes)
                for row in _parametrized(func, module) if func else [{}]:
                    kwargs = {}
                    for kw in arg.keywords:
                        if isinstance(kw.value, ast.Constant):
                            kwargs[kw.arg] = kw.value.value
                        elif isinstance(kw.value, ast.Name) and kw.value.id in row:
                            kwargs[kw.arg] = row[kw.value.id]
                    try:
                        texts.append((template.format(**kwargs),
                                      f"{fname}({_name(arg.func.value)}.format({kwargs}))"))
                    except (KeyError, IndexError):
                        why = "format template the test fills with values computed at run time"
                        fragments.append((module_name, test, why))
            else:
                if fname == "PrologString":
                    func = _owning_test(scopes)
                    params = {a.arg for a in func.args.args} if func else set()
                    if "read_text" in ast.unparse(arg):
                        why = "program read from a .pl file at run time (not shipped)"
                    elif _name(arg) in params:
                        why = "a helper's parameter (the programs its callers pass are counted)"
                    else:
                        why = f"program built at run time ({ast.unparse(arg)})"
                    fragments.append((module_name, test, why))
                continue
            func = _owning_test(scopes)
            task = _problog_only(ast.unparse(func) if func else "")
            # a helper that builds the program for other tests: what those tests do with it
            users = [f for f in ast.walk(scopes[0] if scopes else tree)
                     if isinstance(f, ast.FunctionDef) and func is not None and f is not func
                     and func.name in ast.unparse(f)]
            task = task or next(filter(None, (_problog_only(ast.unparse(f)) for f in users)), None)
            for text, how in texts:
                case = Case(module_name.removeprefix("problog.test."), test, text, how)
                if task:
                    # the program is ProbLog's; the test runs it through a task only ProbLog
                    # has, and the program's marginals are compared here
                    case.note = f"its test runs ProbLog's {task} on it"
                for semiring, why in PROBLOG_ONLY_SEMIRINGS.items():
                    if f"'semiring': '{semiring}'" in how:
                        case.skip = why
                if "query(" not in text and func is not None:
                    goals = _engine_goals(func, module_name)
                    if goals:
                        case.text = text + "".join(f"\nquery({g})." for g in goals)
                        case.how += " + its engine.query goals as queries"
                    else:
                        case.skip = case.skip or "no query: the test inspects ProbLog's objects"
                cases.append(case)
        cases.extend(_setup_programs(module_name, tree))
    # one Case per distinct program of a module: a call in a loop, or two tests of one
    # program, count once (the tests are listed together)
    unique: dict = {}
    for c in cases:
        key = (c.module, c.text)
        if key in unique:
            first = unique[key]
            if c.test not in first.test.split(", "):
                first.test += ", " + c.test.split(".")[-1]
            first.note = first.note or c.note
        else:
            unique[key] = c
    return list(unique.values()), fragments


def _engine_goals(func: ast.FunctionDef, module_name: str) -> list[str]:
    """The goals a test asks with ``engine.query(db, Term(...))``, as text."""
    from problog.logic import Constant, Term
    goals = []
    for node in ast.walk(func):
        if isinstance(node, ast.Call) and _name(node.func) == "query" and len(node.args) == 2 \
                and isinstance(node.args[1], ast.Call) and _name(node.args[1].func) == "Term":
            term = eval(compile(ast.Expression(node.args[1]), "<goal>", "eval"),
                        {"Term": Term, "Constant": Constant})
            goals.append(_goal_text(term))
    return goals


def _setup_programs(module_name: str, tree: ast.Module) -> list[Case]:
    """Programs a ``unittest`` class builds in ``setUp`` as lists of clauses."""
    out = []
    for cls in [n for n in tree.body if isinstance(n, ast.ClassDef)]:
        setup = [f for f in cls.body if isinstance(f, ast.FunctionDef) and f.name == "setUp"]
        tests = [f.name for f in cls.body if isinstance(f, ast.FunctionDef)
                 and f.name.startswith("test")]
        if not setup or not tests or "program" not in ast.unparse(setup[0]):
            continue
        module = importlib.import_module(module_name)
        obj = getattr(module, cls.name)(tests[0])
        obj.setUp()
        for attr, value in sorted(vars(obj).items()):
            if attr.startswith("program") and isinstance(value, list) \
                    and all(isinstance(v, str) for v in value):
                short = module_name.removeprefix("problog.test.")
                out.append(Case(short, f"{cls.name}.setUp:{attr}", "\n".join(value),
                                f"setUp list {attr}"))
                rng = random.Random(26)
                for i in range(3):
                    shuffled = value[:]
                    rng.shuffle(shuffled)
                    out.append(Case(short, f"{cls.name}.setUp:{attr}~shuffle{i + 1}",
                                    "\n".join(shuffled), f"setUp list {attr}, shuffled"))
    return out


def _compat():
    spec = importlib.util.spec_from_file_location(
        "hunt26_compat", ROOT / "tests" / "compat" / "test_compat.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def problog_answers(text: str, compat) -> dict:
    from problog import get_evaluatable
    from problog.program import PrologString
    result = get_evaluatable().create_from(PrologString(text), propagate_evidence=True).evaluate()
    return {compat._from_problog(atom): float(p) for atom, p in result.items()}


def _problog_child() -> int:
    """Evaluate the program on stdin with ProbLog; pickle ``("ok", answers)`` or ``("error",
    class name, message)`` to stdout. A fresh process per program: one of ProbLog's own
    programs (fsdd with the symbolic semiring) fails with a TypeError that leaves SDD objects
    behind, and the next garbage collection in that process segfaults."""
    import gc
    import pickle
    sys.path.insert(0, str(ROOT))
    compat = _compat()
    text = sys.stdin.read()
    try:
        out = ("ok", problog_answers(text, compat))
    except Exception as e:  # noqa: BLE001 - ProbLog's own error, whatever its class
        out = ("error", type(e).__name__, str(e))
    gc.collect()
    sys.stdout.buffer.write(pickle.dumps(out))
    return 0


class ProblogError(Exception):
    def __init__(self, kind: str, message: str):
        super().__init__(message)
        self.kind = kind


def problog_in_child(text: str) -> dict:
    import pickle
    import subprocess
    proc = subprocess.run([sys.executable, __file__, "--problog-child"], input=text.encode(),
                          capture_output=True, env={**os.environ, "OMP_NUM_THREADS": "1"}, check=False)
    if proc.returncode != 0:
        raise ProblogError(f"crash (exit {proc.returncode})", proc.stderr.decode()[-300:])
    out = pickle.loads(proc.stdout)
    if out[0] == "error":
        raise ProblogError(out[1], out[2])
    return {_rehash(atom): p for atom, p in out[1].items()}


def _rehash(term):
    """An unpickled term with its cached hashes dropped (they were the child's: string hashes
    differ between processes)."""
    from nesylang.logic.terms import Struct
    stack = [term]
    while stack:
        t = stack.pop()
        if type(t) is Struct:
            t._hash = None
            stack.extend(t.args)
    return term


def nesylang_answers(text: str, compat) -> dict:
    from nesylang.session import Program
    program = Program.from_string(text, autoload=False)
    return {compat._answer_term(a): a.probability for a in program.run_queries()}


def run_case(case: Case, compat) -> None:
    from nesylang.errors import NesyError
    try:
        expected, perr = problog_in_child(case.text), None
    except ProblogError as e:
        expected, perr = None, e
    t1 = time.process_time()
    try:
        got, nerr = nesylang_answers(case.text, compat), None
    except NesyError as e:
        got, nerr = None, e
    except Exception as e:  # noqa: BLE001 - a crash: a bug, reported in the table as such
        got, nerr = None, e
    t2 = time.process_time()
    case.extra = {"nesylang_s": t2 - t1}
    if perr is not None:
        kind = perr.kind
        if nerr is None:
            case.outcome, case.detail = "ProbLog error", f"ProbLog {kind}: {perr}; nesylang answers"
        elif isinstance(nerr, NesyError) and kind in str(nerr):
            case.outcome, case.detail = "agree", f"both raise {kind}"
        else:
            case.outcome = "differ"
            case.detail = f"ProbLog {kind}, nesylang {type(nerr).__name__}: {nerr}"
        return
    if nerr is not None:
        case.outcome = "nesylang error"
        case.detail = f"{type(nerr).__name__}: {str(nerr).splitlines()[0][:160]}"
        return
    if set(got) != set(expected):
        case.outcome = "differ"
        case.detail = (f"only nesylang {sorted(map(str, set(got) - set(expected)))}, "
                       f"only ProbLog {sorted(map(str, set(expected) - set(got)))}")
        return
    bad = [(a, got[a], p) for a, p in expected.items() if abs(got[a] - p) > TOLERANCE]
    if bad:
        case.outcome = "differ"
        case.detail = "; ".join(f"{a}: nesylang {g!r}, ProbLog {p!r}" for a, g, p in bad[:3])
        return
    case.outcome, case.detail = "agree", f"{len(expected)} answer(s)"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", type=int, action="append", default=[],
                        help="print the text of program N (its number in the table)")
    parser.add_argument("--verbose", action="store_true", help="print every detail in full")
    parser.add_argument("--only", type=int, action="append", default=[],
                        help="run only program N (repeatable)")
    parser.add_argument("--problog-child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.problog_child:
        return _problog_child()
    spec = importlib.util.find_spec("problog")
    if spec is None:
        print("skipped: ProbLog is not installed (pip install problog)")
        return 0
    try:
        import torch
        torch.set_num_threads(1)
    except ImportError:
        pass
    import problog
    sys.path.insert(0, str(ROOT))
    test_dir = Path(spec.origin).parent / "test"
    shipped_pl = sorted(test_dir.rglob("*.pl"))
    cases, fragments = find_cases(test_dir)
    for path in shipped_pl:  # .pl programs, where a ProbLog install ships them
        cases.append(Case(str(path.relative_to(test_dir)), "(file)", path.read_text(), "file"))
    compat = _compat()
    print(f"ProbLog {problog.version.version} at {test_dir}; "
          f"{len(cases)} program(s) found, {len(shipped_pl)} .pl file(s) shipped\n")
    print("| # | module | test | outcome | detail |")
    print("|---|---|---|---|---|")
    totals: dict = {}
    for i, case in enumerate(cases, 1):
        if args.only and i not in args.only:
            continue
        if case.skip is None:
            run_case(case, compat)
        else:
            case.outcome, case.detail = "skipped", case.skip
        totals[case.outcome] = totals.get(case.outcome, 0) + 1
        detail = case.detail if args.verbose else case.detail[:200]
        note = f" ({case.note})" if case.note else ""
        print(f"| {i} | {case.module} | {case.test} | {case.outcome} | {detail}{note} |")
    print()
    compared = sum(v for k, v in totals.items() if k != "skipped")
    print("totals: " + ", ".join(f"{k} {v}" for k, v in sorted(totals.items()))
          + f"; compared {compared}, agree {totals.get('agree', 0)}"
          + (f" ({100 * totals.get('agree', 0) / compared:.1f}%)" if compared else ""))
    print(f"fragments skipped (not whole programs): {len(fragments)}")
    reasons: dict = {}
    for mod, test, why in fragments:
        reasons.setdefault(why, []).append(f"{mod.removeprefix('problog.test.')}:{test}")
    for why, where in reasons.items():
        print(f"  {len(where)} x {why}: {', '.join(sorted(set(where)))}")
    for n in args.show:
        print(f"\n--- program {n} ({cases[n - 1].module} {cases[n - 1].test}, "
              f"{cases[n - 1].how}) ---\n{cases[n - 1].text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
