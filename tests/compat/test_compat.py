"""Differential test: every program in ``tests/compat/programs/`` answers as in ProbLog 2.3.

Each ``*.pl`` program is run through nesylang (``Program.from_file``) and through ProbLog's
Python API as ``problog FILE`` runs it (``create_from(PrologFile(path),
propagate_evidence=True)``: the command line propagates evidence before it grounds the queries,
so an open query lists no answer the evidence makes false), and every answer must agree to within 1e-9: the same set of query atoms and the same probability for
each. The atoms are compared as terms, not as text, since the two print some terms
differently (ProbLog keeps ``'.'(a,'.'(b,[]))`` as written, nesylang prints the list
``[a, b]``), and an answer's printed text need not read back as the same term (both print
``p(-1)`` for the compound ``-(1)`` built at run time): nesylang's answer term
(``Answer.term``) and ProbLog's are compared, unbound variables as the names they print with.

Skipped when ProbLog is not installed (``pip install problog``; the ``test`` extra has it, so
CI runs it). The programs were written for this test; none comes from ProbLog's repository.
A program may state why it exists in its first comment line.
"""
from __future__ import annotations

from pathlib import Path

import pytest

PROGRAMS = sorted((Path(__file__).resolve().parent / "programs").glob("*.pl"))
TOLERANCE = 1e-9
MIN_PROGRAMS = 60


def _term(text: str):
    """An answer atom as a runtime term (so that printing conventions do not matter); an
    unbound variable becomes the atom of its printed name (``X2``), so that the numbering is
    compared too."""
    from nesylang.logic.terms import Struct, Var
    from nesylang.program.loader import VarMap, to_runtime
    from nesylang.syntax.parser import parse_term

    def named(t):
        if type(t) is Var:
            return Struct(t.name)
        if type(t) is Struct and t.args:
            return Struct(t.functor, tuple(named(a) for a in t.args))
        return t
    return named(to_runtime(parse_term(text), VarMap()))


def _from_problog(t):
    """A ProbLog answer term as a nesylang runtime term (ProbLog keeps the quotes of a quoted
    atom in its name, and of a string in its value)."""
    from problog.logic import Constant, Var

    from nesylang.logic.terms import Str, Struct

    if isinstance(t, Constant):
        v = t.value
        if isinstance(v, str):
            return Str(v[1:-1]) if v.startswith('"') else Struct(_unquote(v))
        return v
    if isinstance(t, Var):
        return _term(str(t))
    if isinstance(t, int):  # an unbound variable of ProbLog's engine, printed X<-t>
        return Struct(f"X{-t}") if t < 0 else t
    if not isinstance(t.functor, str) and not t.args:  # ProbLog's functor/3 result: Term(42), Term(Term('foo'))
        return _from_problog(t.functor) if not isinstance(t.functor, (int, float)) else t.functor
    return Struct(_unquote(t.functor), tuple(_from_problog(a) for a in t.args))


def _unquote(name: str) -> str:
    """A name as ProbLog holds it without the quotes around it, if it has them: one at each
    end. (ProbLog's own unquote strips every quote at either end, which makes the atom its
    str2lst/2 gives for a quote, held as three quotes, the empty atom.)"""
    return name[1:-1] if len(name) >= 2 and name[0] == name[-1] == "'" else name


def _answer_term(answer):
    """A nesylang answer as a runtime term, its unbound variables the atoms of the names they
    print with (``X2``), so that the numbering is compared too. The term itself, not its text:
    an answer prints as ProbLog prints it, and that text need not read back as the same term
    (``p(-1)`` for the compound ``-(1)`` built at run time, ``r(-1+2)`` for ``-(1+2)``)."""
    from nesylang.logic.terms import Struct, Var, answer_var_names, deref

    if answer.term is None:
        return _term(answer.atom)
    names = answer_var_names(answer.term)

    def named(t):
        t = deref(t)
        if type(t) is Var:
            return Struct(names[t])
        if type(t) is Struct and t.args:
            return Struct(t.functor, tuple(named(a) for a in t.args))
        return t
    return named(answer.term)


def nesylang_answers(path: Path) -> dict:
    from nesylang.session import Program

    program = Program.from_file(path, autoload=False)  # as in ProbLog: libraries only when loaded
    return {_answer_term(a): a.probability for a in program.run_queries()}


def problog_answers(path: Path) -> dict:
    from problog import get_evaluatable
    from problog.program import PrologFile

    result = get_evaluatable().create_from(PrologFile(str(path)), propagate_evidence=True).evaluate()
    return {_from_problog(atom): float(p) for atom, p in result.items()}


def test_corpus_is_large_enough():
    assert len(PROGRAMS) >= MIN_PROGRAMS


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.name)
def test_same_answers_as_problog(path):
    pytest.importorskip("problog")
    expected = problog_answers(path)
    got = nesylang_answers(path)
    assert expected, f"{path.name}: ProbLog gives no answer; the program tests nothing"
    assert set(got) == set(expected), (f"{path.name}: different answers\n  only nesylang: "
                                       f"{sorted(map(str, set(got) - set(expected)))}\n  only ProbLog: "
                                       f"{sorted(map(str, set(expected) - set(got)))}")
    for atom, p in expected.items():
        assert abs(got[atom] - p) <= TOLERANCE, f"{path.name}: {atom}: nesylang {got[atom]!r}, ProbLog {p!r}"
