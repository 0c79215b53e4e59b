"""ProbLog 2.3 parity found by the session-22 builtin/library/syntax/printing hunt (hunt14b).

Every expected value below is ProbLog 2.3's own answer (``problog FILE`` on the same clauses,
run while writing these tests) or follows by hand from ProbLog's source:

- problog/library/string.py exports concat/2, join/3, str2lst/2, lst2str/2 and str2int/2 with
  problog_export modes (``+list``, ``+str``, ``-str``, ...): a call that fits none is a
  CallModeError (problog/extern.py, engine_builtin.check_mode: a ``fixed_list`` has the tail
  ``[]``, a ``string`` is an atom or a string);
- problog/engine_builtin.py (``_builtin_split_call``) builds the term of ``X =.. [F|Args]`` as a
  plain ``Term(F, *Args)``, with no operator spec: it prints in canonical form (``-(1,2)``),
  and functor/3 gives its name bare (``<``; a term written ``1<2`` gives ``'<'``);
- problog/parser.py reads ``;(a, b)`` as a compound term, printed ``;(a,b)``.

tests/compat/programs/hunt14b_*.pl compare the same features with ProbLog itself, and
tests/syntax/test_problog_printing.py holds the printing cases.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from nesylang.errors import InstantiationError, NesyTypeError
from nesylang.session import Program
from nesylang.syntax.ast import Atom, Compound
from nesylang.syntax.parser import parse_term


def _answers(text: str) -> list[tuple[str, float]]:
    return sorted((a.atom, round(a.probability, 12))
                  for a in Program.from_string(text, autoload=False).run_queries())


# ---- library(string): ProbLog's modes ----------------------------------------------------------

STRING = ":- use_module(library(string)).\n0.6::r.\n"


def test_string_predicates_answer_as_problog():
    # problog: c(ab1c), j('x-y-z'), l([a, b, c]), s(ab), each 0.6
    text = STRING + ("c(A) :- r, concat([ab, 1, \"c\"], A).\nj(A) :- r, join('-', [x, y, z], A).\n"
                     "l(L) :- r, str2lst(abc, L).\ns(A) :- r, lst2str([a, b], A).\n"
                     "query(c(_)). query(j(_)). query(l(_)). query(s(_)).\n")
    assert _answers(text) == [("c(ab1c)", 0.6), ("j('x-y-z')", 0.6), ("l([a, b, c])", 0.6), ("s(ab)", 0.6)]


@pytest.mark.parametrize("goal, error, modes", [
    # each is ProbLog's CallModeError ("expected: (fixed_list, var) or (fixed_list, string)", ...)
    ("concat(X, ab)", InstantiationError, "(fixed_list, var) or (fixed_list, string)"),
    ("concat([a|_], A)", InstantiationError, "(fixed_list, var) or (fixed_list, string)"),
    ("concat(foo, A)", NesyTypeError, "(fixed_list, var) or (fixed_list, string)"),
    ("concat([a, b], 5)", NesyTypeError, "(fixed_list, var) or (fixed_list, string)"),
    ("join(S, [a, b], A)", InstantiationError, "(string, fixed_list, var) or (string, fixed_list, string)"),
    ("join(',', T, A)", InstantiationError, "(string, fixed_list, var) or (string, fixed_list, string)"),
    ("str2lst(X, L)", InstantiationError, "(string, var) or (string, fixed_list)"),
    ("str2lst(ab, [a|T])", InstantiationError, "(string, var) or (string, fixed_list)"),
    ("lst2str(X, A)", InstantiationError, "(fixed_list, var) or (fixed_list, string)"),
    ("str2int(X, N)", InstantiationError, "(string, var) or (string, integer)"),
])
def test_a_string_call_that_fits_no_mode_is_problogs_call_mode_error(goal, error, modes):
    # before: concat(X, ab) and concat([a|_], A) never ended; join/str2lst/lst2str failed
    program = Program.from_string(STRING + f"q :- r, {goal}.\nquery(q).\n", autoload=False)
    with pytest.raises(error) as info:
        program.run_queries()
    message = str(info.value)
    assert "ProbLog: CallModeError" in message and modes in message
    assert ":3:9:" in message  # located at the call in the program, not inside the library


# ---- =.. builds a plain compound ---------------------------------------------------------------

def test_univ_terms_print_canonical_and_give_their_name_bare():
    # problog: t(-(1,2)), u(<(1,2)), v(<), w(+(a)), k(-(1,2)-3), n('<') (written 1<2), all 0.6
    text = ("0.6::r.\nt(X) :- r, X =.. [-, 1, 2].\nu(X) :- r, X =.. [<, 1, 2].\n"
            "v(N) :- r, G =.. [<, 1, 2], functor(G, N, _).\nw(X) :- r, X =.. [+, a].\n"
            "k(X) :- r, G =.. [-, 1, 2], X = G - 3.\nn(N) :- r, functor(1 < 2, N, _).\n"
            "query(t(_)). query(u(_)). query(v(_)). query(w(_)). query(k(_)). query(n(_)).\n")
    assert _answers(text) == [("k(-(1,2)-3)", 0.6), ("n('<')", 0.6), ("t(-(1,2))", 0.6),
                              ("u(<(1,2))", 0.6), ("v(<)", 0.6), ("w(+(a))", 0.6)]


def test_a_univ_term_is_still_the_operator_term():
    # problog: yes (G = 1-2 unifies), 1/2 (G = A-B), -1 (Y is G), c (call(G) with <)
    text = ("0.6::r.\na :- r, G =.. [-, 1, 2], G = 1-2.\nb(X) :- r, G =.. [-, 1, 2], G = A-B, X = A/B.\n"
            "c(Y) :- r, G =.. [-, 1, 2], Y is G.\nd :- r, G =.. [<, 1, 2], call(G).\n"
            "query(a). query(b(_)). query(c(_)). query(d).\n")
    assert _answers(text) == [("a", 0.6), ("b(1/2)", 0.6), ("c(-1)", 0.6), ("d", 0.6)]


# ---- ;/2 in functional notation ------------------------------------------------------------------

def test_semicolon_reads_as_a_functor_before_a_parenthesis():
    a, b, c = Atom("a"), Atom("b"), Atom("c")
    assert parse_term(";(a, b)") == Compound(";", (a, b))
    assert parse_term("f(;(a, b))") == Compound("f", (Compound(";", (a, b)),))
    # after a term it is the operator, as before: a ; (b, c)
    assert parse_term("a;(b, c)") == Compound(";", (a, Compound(",", (b, c))))
    assert parse_term("f(;)") == Compound("f", (Atom(";"),))


def test_semicolon_functor_answers_as_problog():
    # problog: q(;(a,b)): 0.3, u([;(1,2), 3]): 0.18
    text = ("0.3::a. 0.6::b.\nq(X) :- a, X = ;(a, b).\nu(L) :- a, b, L = [;(1, 2), 3].\n"
            "query(q(_)). query(u(_)).\n")
    assert _answers(text) == [("q(;(a,b))", 0.3), ("u([;(1,2), 3])", 0.18)]


# ---- the hunt's compat programs, compared as printed text ------------------------------------------

_PROGRAMS = sorted((Path(__file__).resolve().parents[1] / "compat" / "programs").glob("hunt14b_*.pl"))


@pytest.mark.parametrize("path", _PROGRAMS, ids=lambda p: p.name)
def test_hunt14b_programs_print_their_answers_as_problog(path):
    # tests/compat/test_compat.py compares these programs' answers as terms; here the text of
    # each answer must be ProbLog's own (`problog FILE` prints str(atom)), with its probability
    pytest.importorskip("problog")
    from problog import get_evaluatable
    from problog.program import PrologFile

    result = get_evaluatable().create_from(PrologFile(str(path)), propagate_evidence=True).evaluate()
    expected = {str(atom): float(p) for atom, p in result.items()}
    got = {a.atom: a.probability for a in Program.from_file(path, autoload=False).run_queries()}
    assert sorted(got) == sorted(expected)
    assert all(abs(got[k] - p) <= 1e-9 for k, p in expected.items())
