"""Operators written as atoms, and ``'.'/2`` lists: what Prolog (and ProbLog 2.3) reads and prints.

Expected trees are Prolog's reading; expected printed answers are ProbLog 2.3's output for the
same program (``problog FILE``), e.g. ``p(cmp(<))`` and ``p([+, -, *, /])``.
"""
from __future__ import annotations

import pytest

from nesylang.errors import NesySyntaxError
from nesylang.syntax.ast import Atom, Compound, ListTerm, Number, Variable
from nesylang.syntax.parser import parse_program, parse_term
from nesylang.syntax.printer import print_program, print_term


def A(name: str) -> Atom:
    return Atom(name)


@pytest.mark.parametrize("text, tree", [
    ("[+, -, *, /]", ListTerm((A("+"), A("-"), A("*"), A("/")))),
    ("X = (/)", Compound("=", (Variable("X"), A("/")))),
    ("op(/)", Compound("op", (A("/"),))),
    ("[N1,/,N2|T]", ListTerm((Variable("N1"), A("/"), Variable("N2")), Variable("T"))),
    ("cmp(<)", Compound("cmp", (A("<"),))),
    ("f(=, a)", Compound("f", (A("="), A("a")))),
    ("f(:-)", Compound("f", (A(":-"),))),
    ("[=..]", ListTerm((A("=.."),))),
    ("f(\\+)", Compound("f", (A("\\+"),))),
    ("X == (\\+)", Compound("==", (Variable("X"), A("\\+")))),
    ("f(->, *->, ::, :, ^, **, //, <<, /\\)", Compound("f", tuple(A(n) for n in
                                                               ["->", "*->", "::", ":", "^", "**", "//", "<<", "/\\"]))),
    ("[a|/]", ListTerm((A("a"),), A("/"))),
    ("f(is, mod)", Compound("f", (A("is"), A("mod")))),
    ("'.'(a, '.'(b, []))", Compound(".", (A("a"), Compound(".", (A("b"), ListTerm(())))))),
])
def test_operator_atoms_read_as_prolog_reads_them(text, tree):
    assert parse_term(text) == tree


@pytest.mark.parametrize("text", [
    "[+, -, *, /]", "op(/)", "[N1, /, N2|T]", "cmp(<)", "f(=, a)", "f(:-)", "[=..]", "f(\\+)",
    "f(->, *->, <-, ?-, ::, :, ^, **, \\, /\\, \\/)", "[a|/]", "f(-)",
])
def test_operator_atoms_print_bare_in_arguments(text):
    """The printer writes them as ProbLog does, and they read back to the same tree."""
    assert print_term(parse_term(text)) == text


def test_operator_atom_operand_is_parenthesised_or_quoted():
    printed = print_term(parse_term("X = (/)"))
    assert parse_term(printed) == parse_term("X = (/)")


def test_program_roundtrip_with_operator_atoms():
    text = ("ops([+, -, *, /]).\n"
            "apply(Op, X, Y, Z) :- member(Op, [+, -]), E =.. [Op, X, Y], Z is E.\n"
            "div_op(X) :- X = (/).\n"
            "l('.'(a, '.'(b, []))).\n")
    first = parse_program(text)
    again = parse_program(print_program(first))
    assert again == first


def test_word_operators_still_work_in_expressions():
    assert parse_term("X is 7 mod 2") == Compound("is", (Variable("X"), Compound("mod", (Number(7), Number(2)))))
    assert parse_term("f(is_list)") == Compound("f", (A("is_list"),))


@pytest.mark.parametrize("text", ["f(/ + 1)", "f(= a)", "[* 2]"])
def test_an_operator_atom_followed_by_more_is_a_located_error(text):
    with pytest.raises(NesySyntaxError) as info:
        parse_term(text)
    assert info.value.span is not None


PROBLOG_PRINTS = {
    # query answers as ProbLog 2.3 prints them for the program below
    "p([+, -, *, /])", "p(cmp(<))", "p(/)", "p(op(/))", "p([a, /, b | c])", "p(f(:-))", "p(f(=..))",
    "p(f(\\+))", "p(f(is))", "p(f(mod))", "p(f(->))", "p(f(','))",
}


def test_answers_print_as_problog_prints_them():
    from nesylang.session import Program

    program = Program.from_string(
        "p([+, -, *, /]). p(cmp(<)). p(X) :- X = (/). p(op(/)). p([a,/,b|c]). p(f(:-)). p(f(=..)).\n"
        "p(f(\\+)). p(f(is)). p(f(mod)). p(f(->)). p(f(',')).\n"
        "query(p(_)).\n")
    assert {a.atom for a in program.run_queries()} == PROBLOG_PRINTS
