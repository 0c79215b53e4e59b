"""ProbLog 2.3 parity found by the session-21 builtin/library/syntax hunt (hunt13b).

Every expected value below is ProbLog 2.3's own answer (``problog FILE`` on the same clause,
run while writing these tests) or follows by hand from ProbLog's source:

- problog/parser.py (ListExpression.parse) splits a list at its commas and reads each item
  whole, so an item may hold an operator of any priority but `,`: `[a;b]`, `[h :- b, c]`;
- the same reader never takes `\\+(` for a functor: `\\+` is the prefix operator (900 fy) and
  `\\+(X) = 1` reads as `\\+ ((X) = 1)`;
- problog/program.py (build_binop, build_unop) names a term written with an operator by the
  operator in quotes, so functor/3 (engine_builtin._builtin_functor: Term(term.functor))
  returns `'xor'`, printed quoted; `,`, `;`, `\\+` and `:-` are built by their own classes
  and print bare;
- problog/library/apply.pl defines foldl_noinit/3 and scanl/4..7;
- problog/library/lists.pl's list_to_set/2 groups equal terms (enum_groups), binding nothing.

tests/compat/programs/hunt13b_*.pl compare the same features with ProbLog itself.
"""
from __future__ import annotations

import pytest

from nesylang.errors import NesySyntaxError
from nesylang.session import Program
from nesylang.syntax.ast import Atom, Compound, ListTerm, Number
from nesylang.syntax.parser import parse_term


def _answers(text: str) -> list[tuple[str, float]]:
    return sorted((a.atom, round(a.probability, 12))
                  for a in Program.from_string(text, autoload=False).run_queries())


# ---- list items of any priority ---------------------------------------------------------------

def test_a_list_item_may_hold_an_operator_above_999():
    a, b, c = Atom("a"), Atom("b"), Atom("c")
    assert parse_term("[a;b]") == ListTerm((Compound(";", (a, b)),))
    assert parse_term("[a :- b, c]") == ListTerm((Compound(":-", (a, b)), c))
    assert parse_term("[a -> b ; c]") == ListTerm((Compound(";", (Compound("->", (a, b)), c)),))
    assert parse_term("[a | b ; c]") == ListTerm((a,), Compound(";", (b, c)))
    assert parse_term("[a & b]") == ListTerm((Compound("&", (a, b)),))


def test_an_argument_stays_at_999_as_in_problog():
    with pytest.raises(NesySyntaxError):   # ProbLog: "Ambiguous token role"
        parse_term("f(a :- b)")


def test_list_items_in_a_program_answer_as_problog():
    # problog: n(3): 0.6 and shape(;): 0.6, shape('->'): 0.6
    text = ("0.6::r.\nn(N) :- r, L = [a;b, c :- d, e -> f], length(L, N).\n"
            "shape(F) :- r, member(T, [a;b, e -> f]), functor(T, F, _).\n"
            ":- use_module(library(lists)).\nquery(n(_)). query(shape(_)).\n")
    assert _answers(text) == [("n(3)", 0.6), ("shape('->')", 0.6), ("shape(;)", 0.6)]


# ---- \+( is the prefix operator ---------------------------------------------------------------

def test_not_paren_followed_by_an_operator_reads_as_problog():
    a, b, c = Atom("a"), Atom("b"), Atom("c")
    one = Number(1)
    assert parse_term("\\+(a) = b") == Compound("\\+", (Compound("=", (a, b)),))
    assert parse_term("\\+(a) + 1 = b") == Compound("\\+", (Compound("=", (Compound("+", (a, one)), b)),))
    assert parse_term("\\+(a, b) = c") == Compound("\\+", (Compound("=", (Compound(",", (a, b)), c)),))
    assert parse_term("f(\\+(a) ^ b)") == Compound("f", (Compound("\\+", (Compound("^", (a, b)),)),))
    # a conjunction, a disjunction or an argument boundary ends the operand, as in ProbLog
    assert parse_term("\\+(a), b") == Compound(",", (Compound("\\+", (a,)), b))
    assert parse_term("\\+(a) ; b") == Compound(";", (Compound("\\+", (a,)), b))
    assert parse_term("f(\\+(a), b)") == Compound("f", (Compound("\\+", (a,)), b))


def test_not_paren_comparison_in_a_body():
    # problog: not_one(2): 0.5 (\+ (X = 1) for X = 2), small(1): 0.5, small(2): 0.5
    text = ("0.5::v(1). 0.5::v(2). 0.2::v(3).\nnot_one(X) :- v(X), \\+(X) = 1.\n"
            "small(X) :- v(X), \\+(X) > 2.\nquery(not_one(_)). query(small(_)).\n")
    assert _answers(text) == [("not_one(2)", 0.5), ("not_one(3)", 0.2), ("small(1)", 0.5), ("small(2)", 0.5)]


# ---- functor/3 names an operator term as ProbLog does -----------------------------------------

@pytest.mark.parametrize("term, printed", [
    ("a xor b", "n('xor',2)"),      # problog: n('xor',2)
    ("a = b", "n('=',2)"),
    ("a @< b", "n('@<',2)"),
    ("- a", "n('-',1)"),
    ("a mod b", "n('mod',2)"),
    ("xor(a, b)", "n(xor,2)"),      # functional notation keeps its plain name
    ("f(a)", "n(f,1)"),
    ("'A b'(1)", "n('A b',1)"),
])
def test_functor_name_of_an_operator_term_prints_quoted(term, printed):
    assert _answers(f"n(N, A) :- T = ({term}), functor(T, N, A).\nquery(n(_, _)).\n") == [(printed, 1.0)]


def test_the_quoted_name_rebuilds_canonically_and_still_evaluates():
    # problog: s('mod'(b,a)) -- the name keeps its quotes, so the rebuilt term prints canonically;
    # v(20). (ProbLog's 'mod' and mod are two atoms; nesylang's are one, docs/language.md)
    text = ("s(S) :- T = (a mod b), functor(T, N, 2), S =.. [N, b, a].\n"
            "v(V) :- functor(2 * 3, N, 2), E =.. [N, 4, 5], V is E.\n"
            "query(s(_)). query(v(_)).\n")
    assert _answers(text) == [("s('mod'(b,a))", 1.0), ("v(20)", 1.0)]


# ---- library(apply) and library(lists) --------------------------------------------------------

def test_foldl_noinit_and_scanl_six_and_seven():
    # problog: f(8), f1(7), f0([]), s6([9, 21]), s7([8, 10])
    text = (":- use_module(library(apply)).\nadd(X, A, B) :- B is A + X.\n"
            "sum3(X, Y, Z, A, B) :- B is A + X + Y + Z.\nsum4(X, Y, Z, W, A, B) :- B is A + X * Y - Z * W.\n"
            "f(S) :- foldl_noinit(add, [5, 1, 2], S).\nf1(S) :- foldl_noinit(add, [7], S).\n"
            "f0(S) :- foldl_noinit(add, [], S).\ns6(L) :- scanl(sum3, [1, 2], [3, 4], [5, 6], 0, L).\n"
            "s7(L) :- scanl(sum4, [1, 2], [3, 4], [5, 6], [1, 1], 10, L).\n"
            "query(f(_)). query(f1(_)). query(f0(_)). query(s6(_)). query(s7(_)).\n")
    assert _answers(text) == [("f(8)", 1.0), ("f0([])", 1.0), ("f1(7)", 1.0),
                              ("s6([9, 21])", 1.0), ("s7([8, 10])", 1.0)]


def test_list_to_set_compares_with_equality_and_binds_nothing():
    text = (":- use_module(library(lists)).\nr(S) :- list_to_set([a, b, a, 1, 1.0, c, b], S).\n"
            "s(S) :- list_to_set([f(X), f(a), f(X)], S), X = z.\nquery(r(_)). query(s(_)).\n")
    assert _answers(text) == [("r([a, b, 1, 1.0, c])", 1.0), ("s([f(z), f(a)])", 1.0)]
