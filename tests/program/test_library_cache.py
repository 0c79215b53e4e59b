"""``use_module(library(X))`` replays a library load compiled once per process
(``loader._load_library``). The reference is the plain path (``LIBRARY_CACHE = False``), which
compiles the library's clauses into the program itself, as every load did before the cache:
the database each path builds is compared clause by clause (ids, statement indices, spans,
heads, compiled bodies, choices), and answers are compared with hand-derived values.
"""
from __future__ import annotations

import glob
import threading
from pathlib import Path

import pytest

from nesylang.logic.terms import Str, Struct, Var
from nesylang.program import loader
from nesylang.program.database import ChoiceSpec, Goal, WeightSpec
from nesylang.session import Program

ROOT = Path(__file__).resolve().parents[2]
LIBRARY_PROGRAMS = sorted(p for p in glob.glob(str(ROOT / "tests" / "compat" / "programs" / "*.pl"))
                          if "use_module(library" in Path(p).read_text())


def _span(s):
    return None if s is None else (str(s.filename), s.line, s.column, s.end_line, s.end_column)


def _shape(x, names: dict):
    """A structural dump of a clause part; variables numbered by first occurrence."""
    t = type(x)
    if t is Var:
        return ("var", names.setdefault(x, len(names)), None if x.ref is None else _shape(x.ref, names))
    if t is Struct:
        return ("struct", x.functor, tuple(_shape(a, names) for a in x.args))
    if t is Goal:
        return ("goal", x.kind, _shape(x.term, names), tuple(_shape(g, names) for g in x.goals),
                getattr(x.fn, "__name__", x.fn), _shape(x.extra, names), _span(x.span))
    if t is ChoiceSpec:
        return ("choice", x.clause_id, _shape(x.variables, names), _shape(x.weights, names),
                _shape(x.heads, names), _span(x.span), x.from_rule, x.neural is not None)
    if t is WeightSpec:
        return ("weight", x.kind, _shape(x.term, names), x.key, _span(x.span))
    if t in (tuple, list):
        return tuple(_shape(a, names) for a in x)
    if t is Str:
        return ("str", str(x))
    assert t in (int, float, str, bool, type(None)), t  # every part of a clause is dumped
    return (t.__name__, x)


def dump(program: Program):
    db = program.db
    clauses = [(sig, _span(db.first_span.get(sig)),
                [(c.clause_id, c.source_clause, _span(c.span), _shape((c.head, c.body), {})) for c in cs])
               for sig, cs in db.clauses.items()]
    return clauses, db.next_clause_id, sorted(db.overridden), sorted(db.libraries), len(program.loaded.statements)


def _both(load):
    """``load()`` with the cache (after emptying it, then again from it) and without."""
    loader._library_loads.clear()
    first, again = dump(load()), dump(load())
    loader.LIBRARY_CACHE = False
    try:
        plain = dump(load())
    finally:
        loader.LIBRARY_CACHE = True
    return first, again, plain


@pytest.mark.parametrize("path", LIBRARY_PROGRAMS, ids=lambda p: Path(p).stem)
def test_same_database_as_compiling_the_library_into_the_program(path):
    first, again, plain = _both(lambda: Program.from_file(path, autoload=False))
    assert first == plain
    assert again == plain


def test_corpus_has_libraries_loaded_late_and_nested():
    """The comparison above covers the copies with shifted ids: libraries loaded after other
    clauses, and libraries that load another one (lists loads apply)."""
    late = [p for p in LIBRARY_PROGRAMS if not Path(p).read_text().lstrip("% \n").startswith(":- use_module")]
    assert len(LIBRARY_PROGRAMS) > 150 and len(late) > 20


TEXT = """
p(0). p(1).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
pick(X) :- select_uniform(s1, [a, b, c], X, _).
pick2(X, Y) :- select_uniform(s2, [a, b], X, _), select_uniform(s3, [a, b], Y, _).
two :- member(a, [a, b, a]).
len(N) :- length([p, q, r], N).
query(pick(_)). query(pick2(a, _)). query(two). query(len(_)). query(p(_)).
"""


@pytest.mark.parametrize("where, index", [(0, 1), (1, 3), (3, 5)])
def test_answers_wherever_the_library_is_loaded(where, index):
    """Hand-derived: select_uniform picks each of n items with probability 1/n, its three
    calls are independent (different ids), the program's own member/2 replaces the
    library's (ProbLog: user code overrides library code), so two is proved once: 1.0.
    ``index``: the statement after the directive (p(0) and p(1) are two statements), which
    the library's clauses carry as their statement index."""
    lines = TEXT.strip().splitlines()
    lines.insert(where, ":- use_module(library(lists)).")
    text = "\n".join(lines)
    loader._library_loads.clear()
    for _ in range(2):  # the first load fills the cache, the second replays it
        got = {a.atom: a.probability for a in Program.from_string(text, autoload=False).run_queries()}
        assert got == pytest.approx({"pick(a)": 1 / 3, "pick(b)": 1 / 3, "pick(c)": 1 / 3,
                                     "pick2(a,a)": 0.25, "pick2(a,b)": 0.25, "two": 1.0, "len(3)": 1.0,
                                     "p(0)": 1.0, "p(1)": 1.0}, abs=1e-12)
    program = Program.from_string(text, autoload=False)
    assert {c.source_clause for c in program.db.clauses[("last", 2)]} == {index}
    assert [c.span.line for c in program.db.clauses[("member", 2)]] == ([3, 4] if where < 3 else [2, 3])


def test_two_ads_of_a_library_in_one_program_stay_two_choices():
    """A library loaded after a probabilistic clause gets shifted ids: its choice must not
    take the id of the program's own clause (that would make the two one variable)."""
    text = """
        0.5::coin.
        :- use_module(library(lists)).
        both(X) :- coin, select_uniform(k, [a, b], X, _).
        query(both(a)).
    """
    loader._library_loads.clear()
    Program.from_string(":- use_module(library(lists)).\nquery(true).", autoload=False).run_queries()
    (answer,) = Program.from_string(text, autoload=False).run_queries()
    assert answer.probability == pytest.approx(0.25, abs=1e-12)


def test_cached_clauses_are_not_changed_by_the_programs_that_use_them():
    loader._library_loads.clear()
    Program.from_file(LIBRARY_PROGRAMS[0], autoload=False)

    def entries():
        return {key: [(sig, [(c.clause_id, c.source_clause, _span(c.span), _shape((c.head, c.body), {}))
                             for c in cs]) for sig, cs in entry.added]
                for key, entry in loader._library_loads.items()}

    before = entries()
    for path in LIBRARY_PROGRAMS[:60]:
        Program.from_file(path, autoload=False).run_queries()
    after = entries()
    assert before and {key: after[key] for key in before} == before


def test_threads_loading_and_querying_at_once_give_the_sequential_answers():
    """Eight threads, each loading and querying library programs (the cache emptied first,
    so they also race to fill it), give the answers of a sequential run without the cache."""
    paths = LIBRARY_PROGRAMS[:24]

    def answers(path):
        return [(a.atom, round(a.probability, 12)) for a in Program.from_file(path, autoload=False).run_queries()]

    loader.LIBRARY_CACHE = False
    try:
        expected = {p: answers(p) for p in paths}
    finally:
        loader.LIBRARY_CACHE = True
    loader._library_loads.clear()
    got: dict = {}
    errors: list = []

    def work(k):
        try:
            for p in paths[k:] + paths[:k]:
                got[(k, p)] = answers(p)
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(3 * k,)) for k in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert len(got) == 8 * len(paths)
    assert all(v == expected[p] for (_, p), v in got.items())
