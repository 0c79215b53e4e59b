"""Answers print as ProbLog 2.3's printer writes them, and ProbLog's tokens (session 23, issue 14).

Expectations are derived by hand from ProbLog 2.3's source, not from nesylang's output:

- ``problog/logic.py``, ``Term.__repr__``: a term its parser read in operator notation keeps
  the operator's priority and type. An operand of an infix operator is put in parentheses only
  when it is itself such a term with a higher priority, or the same priority on the side the
  type does not allow (``yfx``: the left; ``xfy``: the right); an operand of a prefix operator
  never is; atoms (operator atoms too), numbers and terms in functional notation never are.
  The operator is written bare, with spaces only when it is a word (``a mod b``). A
  conjunction (``And``) is written ``(a, b)``, a disjunction (``Or``) ``a; b``; a clause
  (``Clause``) and a negation (``Not``) in functional notation.
- ``problog/parser.py``: ``_token_backslash`` reads two backslashes as one token, a prefix
  operator of priority 200 (``fy``), and its functor test looks at the character after the
  first backslash, so ``\\\\(5)`` is that operator on ``(5)``, not a compound in functional
  notation; ``_token_question`` makes ``?`` an atom; ``~`` and ``#`` are atoms in parentheses.
"""
from __future__ import annotations

import pytest

from nesylang.errors import NesyError
from nesylang.logic.terms import FunctionalName, Struct, Var, problog_str
from nesylang.session import Program


def answers(text: str) -> dict:
    return {a.atom: a.probability for a in Program.from_string(text, autoload=False).run_queries()}


def s(name, *args):
    return Struct(name, tuple(args))


a, b, c, x = s("a"), s("b"), s("c"), s("x")


@pytest.mark.parametrize("term, text", [
    (s("-", 1), "-1"),                                # the compound -(1) in operator notation
    (s(FunctionalName("-"), 1), "-(1)"),              # ... written -(1)
    (s("-", s("+", a, b)), "-a+b"),                   # a prefix operator's operand is bare
    (s("-", s("-", 1)), "--1"),
    (s("\\", s("*", a, b)), "\\a*b"),
    (s("*", s("+", 1, 2), c), "(1+2)*c"),             # 500 under 400: parenthesised
    (s("*", c, s("+", 1, 2)), "c*(1+2)"),
    (s("-", s("-", a, b), c), "a-b-c"),               # yfx: same priority bare on the left
    (s("-", a, s("-", b, c)), "a-(b-c)"),             # ... not on the right
    (s("^", a, s("^", b, c)), "a^b^c"),               # xfy: bare on the right
    (s("^", s("^", a, b), c), "(a^b)^c"),
    (s("*", s("^", a, b), c), "a^b*c"),               # ^ and * share 400, * is yfx
    (s("mod", 7, 2), "7 mod 2"),                      # a word operator is spaced
    (s(":", s("mod"), x), "mod:x"),                   # operator atoms as operands: bare
    (s(":", x, s("rem")), "x:rem"),
    (s("-", s("mod"), 1), "mod-1"),
    (s(":", s("is"), x), "is:x"),
    (s("is", s("-"), 2), "- is 2"),
    (s("-", s("mod")), "-mod"),
    (s("=", 2, s("=")), "2=="),
    (s("f", s(",", a, b)), "f((a, b))"),              # And, as an argument
    (s("f", s(",", a, s(",", b, c))), "f((a, b, c))"),
    (s("f", s(",", s(";", a, b), c)), "f(((a; b), c))"),  # an Or inside an And is parenthesised
    (s(",", a, b), "a, b"),                           # And on its own (And.__repr__)
    (s(",", s(";", a, b), c), "(a; b), c"),
    (s(";", a, s(",", b, c)), "a; b, c"),             # Or on its own (Or.__repr__)
    (s("f", s(";", a, s(";", b, c))), "f(a; b; c)"),  # Or
    (s("=", s(";", a, b), c), "a; b=c"),              # an Or has no operator priority
    (s("->", a, b), "a->b"),
    (s(":-", a, b), ":-(a,b)"),                       # Clause
    (s("\\+", a), "\\+(a)"),                          # Not
    (s("f", s("-", 1), s("+", a, b)), "f(-1,a+b)"),   # arguments: no space after the comma
    (s(".", a, s(".", b, Var("T"))), "[a, b | _T"),   # (a list; the variable's name is cut below)
    (s("::", 0.3, a), "0.3::a"),
    (s("~", a), "~a"),
    (s("\\\\", 5), "\\\\5"),
    (s("-", -1), "--1"),
    (s("-", 1, -1), "1--1"),
])
def test_problog_str(term, text):
    got = problog_str(term)
    if text.endswith("_T"):
        assert got.startswith(text)
    else:
        assert got == text


@pytest.mark.parametrize("body, printed", [
    ("Y = 1, X = -Y", "p(-1)"),                       # the hunt's case: built at run time
    ("X = -(1)", "p(-(1))"),                          # written in functional notation
    ("X = - 1", "p(-1)"),                             # the number -1
    ("Y = a + b, X = -Y", "p(-a+b)"),
    ("Y = f(z), X = \\Y", "p(\\f(z))"),
    ("Y = mod, X = Y:x", "p(mod:x)"),
    ("Y = mod, X = 1-Y", "p(1-mod)"),
    ("Y = (a :- b), X = Y-1", "p(:-(a,b)-1)"),
    ("Y = (a, b), X = f(Y)", "p(f((a, b)))"),
    ("Y = (a ; b), X = f(Y)", "p(f(a; b))"),
    ("X =.. [-, 1]", "p(-(1))"),                      # =.. builds a plain compound
])
def test_answers_print_as_problog(body, printed):
    assert answers(f"p(X) :- {body}.\nquery(p(_)).\n") == {printed: 1.0}


def test_a_compound_printed_as_a_number_is_still_the_compound():
    # p(-1) is printed for the compound -(1): it is not the number -1
    got = answers("p(X) :- Y = 1, X = -Y.\nc :- p(X), X == -(1).\nn :- p(X), number(X).\n"
                  "query(c). query(n).\n")
    assert got == {"c": 1.0, "n": 0.0}


def test_two_backslashes_are_one_prefix_operator():
    got = answers("t(N, A) :- X = \\\\ 5, functor(X, N, A).\n"
                  "u :- X = \\\\(5), Y = \\\\ 5, X == Y.\n"
                  "v(L) :- atom_length((\\\\), L).\n"
                  "w :- X = \\\\ 5, X = \\ Y.\n"
                  "query(t(_, _)). query(u). query(v(_)). query(w).\n")
    # '\\'/1 (a name of two characters; functor/3 gives an operator's name quoted, as ProbLog,
    # whose parser names an operator term's functor with quotes); \\(5) is the same term; it
    # is not \(\(5))
    assert got == {"t('\\\\',1)": 1.0, "u": 1.0, "v(2)": 1.0, "w": 0.0}


def test_two_backslashes_are_not_an_arithmetic_function():
    with pytest.raises(NesyError) as e:
        answers("q(X) :- X is \\\\ 5.\nquery(q(_)).\n")
    assert ":1:" in str(e.value) and "\\\\/1" in str(e.value)


def test_one_backslash_is_still_bitwise_negation():
    assert answers("q(X) :- X is \\ 5.\nquery(q(_)).\n") == {"q(-6)": 1.0}


def test_question_mark_tilde_and_hash_are_atoms():
    got = answers("c(?). c(f(?, a)). c([?, ?]). c((~)). c((#)).\nq(X) :- c(X).\n"
                  "k :- c(X), X == ?, atom(X).\nquery(q(_)). query(k).\n")
    assert got == {"q(?)": 1.0, "q(f(?,a))": 1.0, "q([?, ?])": 1.0, "q(~)": 1.0, "q(#)": 1.0, "k": 1.0}


def test_question_mark_query_directive_still_reads():
    program = Program.from_string("a.\n?- a.\n", autoload=False)
    assert [(x.atom, x.probability) for x in program.run_queries()] == [("a", 1.0)]
