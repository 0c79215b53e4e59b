"""Printing and parsing are inverse: ``parse(print(ast)) == ast`` (AST equality ignores spans).

Also: the parser builds the trees Prolog's operator table says it should, and its error
messages point at the right line and column.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nesylang.errors import DirectiveError, NesyError, NesySyntaxError
from nesylang.logic.terms import INFIX_OPS, PREFIX_OPS
from nesylang.syntax.ast import (Atom, Clause, Compound, ConstantDecl, Declaration, Directive, Head,
                                 LearnDirective, ListTerm, MaxVars, ModeDecl, Number, Option, Program,
                                 Query, RangeList, String, TypeDecl, Variable)
from nesylang.syntax.parser import parse_program, parse_term
from nesylang.syntax.printer import print_program, print_term

ROOT = Path(__file__).resolve().parents[2]


def roundtrip(text: str) -> Program:
    first = parse_program(text)
    printed = print_program(first)
    second = parse_program(printed)
    assert second == first, f"printed as:\n{printed}"
    # Printing is a fixpoint after one round.
    assert print_program(second) == printed
    return first


# ---- a hand-written program with every construct ---------------------------------------------

EVERY_CONSTRUCT = r"""
% every construct of the surface syntax
:- use_module(library(lists)).
a.
b :- a, \+ c ; d -> e ; f.
x(X, Y) :- X is 1 + 2 * 3 - 4 / 5 mod 2, Y = 2 ** 3, Z = 2 ^ 3 ^ 4, W is -(1), V is - (1),
           U is -1, T = a - (-1), S = 1 - 2 - 3, R = 1 - (2 - 3), Q = -(-(1)), P = - a, O = \ 5.
y :- X = 'hello world', Y = 'It''s', Y2 = 'It\'s', Z = "str\"ing\n\ttab\\", W = [],
     L = [1, 2 | T], M = [0..9], B = {a, b}, C = '[]', D = (+), E = [a|[b]], F = 'A', G = 'a b'(c),
     H = [X|Y], I = "", J = '', K = 'don''t'(x), N = p((a, b)), O = p((a :- b)), P = p((a ; b)),
     Q = p((0.3::a)), R = p((a -> b)), S = (a, b), T2 = [(a, b)], U = '\\', V = (-), W2 = (mod).
0.2::c1; 0.3::c2; 0.4::c3.
0.5::h1(X); 0.5::h2(X) :- d(X).
t(_)::lp.
t(0.5)::lq(X) :- r(X).
t(_)::s1; t(_)::s2.
nn(net, [X], Y, [0..9])::digit(X, Y).
nn(net2, [X])::isit(X).
1/3::third.
-0.0::zero_prob.
h <- a, b.
z :- X @< Y, X =.. L, X \== Y, X =:= Y, X =\= Y, X >= Y, X =< Y, A:B:C, X /\ Y \/ Z, X << 2 >> 1,
     X // 2, 0'a == 97, 0x1F =:= 31, 1.5e3 > 2.0e-3, X xor Y, X rem Y, X div Y, X == (a :- b).
w :- (a -> b ; c), (a *-> b ; c), call(p, X), findall(X, p(X), L), forall(p(X), q(X)), !.
query(x(_, _)).
evidence(a, true).
?- a, b.
?- x(X, Y).
#modeh(p(var(t))).
#modeb(2, q(var(t), const(c)), (positive)).
#modeb(2, q(var(t), var(t)), (positive, anti_reflexive, symmetric)).
#modeb(*, q(+t, -t, #c)).
#modeh(r).
#constant(c, v).
#constant(c, 3).
#maxv(4).
#type(t, [a,b]).
#learn using exact(epochs=3).
#learn a/2 using exal(samples=600).
#learn a/2, b/1 using sgd(lr=0.01, epochs=2).
#learn using exact.
#network(net, mlp(input=64, hidden=[32], output=10)).
#network(net2, mlp).
#data(train, jsonl("t.jsonl")).
#data(test, csv("t.csv", header=true)).
#tensors(d, npz("d.npz")).
"""


def test_every_construct_roundtrips():
    program = roundtrip(EVERY_CONSTRUCT)
    # (a plain fact may be read in bulk as a PlainFact: a Clause that builds its nodes lazily)
    kinds = {Clause if isinstance(s, Clause) else type(s) for s in program.statements}
    assert kinds == {Clause, Directive, Query, ModeDecl, ConstantDecl, MaxVars, TypeDecl,
                     LearnDirective, Declaration}


def _clause_body(text: str):
    (clause,) = parse_program(text).statements
    return clause.body


def _goal(text: str):
    return parse_term(text)


A, B, C = Atom("a"), Atom("b"), Atom("c")


@pytest.mark.parametrize("text, expected", [
    ("1 + 2 * 3", Compound("+", (Number(1), Compound("*", (Number(2), Number(3)))))),
    ("a - b - c", Compound("-", (Compound("-", (A, B)), C))),  # yfx: left-associative
    ("a - (b - c)", Compound("-", (A, Compound("-", (B, C))))),
    ("2 ^ 3 ^ 4", Compound("^", (Number(2), Compound("^", (Number(3), Number(4)))))),  # xfy
    ("a, b, c", Compound(",", (A, Compound(",", (B, C))))),
    ("a ; b ; c", Compound(";", (A, Compound(";", (B, C))))),
    ("a -> b ; c", Compound(";", (Compound("->", (A, B)), C))),
    ("\\+ a, b", Compound(",", (Compound("\\+", (A,)), B))),
    ("X = a", Compound("=", (Variable("X"), A))),
    ("X is 1 + 2", Compound("is", (Variable("X"), Compound("+", (Number(1), Number(2)))))),
    ("-1", Number(-1)),
    ("-1.5", Number(-1.5)),
    ("- (1)", Number(-1)),  # as ProbLog reads it (ISO: the compound)
    ("-(1)", Compound("-", (Number(1),))),
    ("- a", Compound("-", (A,))),
    ("1 - -1", Compound("-", (Number(1), Number(-1)))),
    ("0.3::a", Compound("::", (Number(0.3), A))),
    ("'hello world'", Atom("hello world")),
    ("'It''s'", Atom("It's")),
    ("'[]'", Atom("[]")),
    ("[]", ListTerm(())),
    ("[a, b|X]", ListTerm((A, B), Variable("X"))),
    ("[a|[b]]", ListTerm((A,), ListTerm((B,)))),
    ("[a|[]]", ListTerm((A,), ListTerm(()))),
    ("[[]|T]", ListTerm((ListTerm(()),), Variable("T"))),
    ("[a, []|T]", ListTerm((A, ListTerm(())), Variable("T"))),
    ("[[] | []]", ListTerm((ListTerm(()),), ListTerm(()))),
    ("[(a)|b]", ListTerm((A,), B)),
    ("['|'|b]", ListTerm((Atom("|"),), B)),
    ('["|"|b]', ListTerm((String("|"),), B)),
    ("[a /* | */, b]", ListTerm((A, B))),
    ("[0..9]", RangeList(Number(0), Number(9))),
    ("{a, b}", Compound("{}", (Compound(",", (A, B)),))),
    ('"a\\"b\\n"', String('a\\"b\\n')),  # backslashes kept, as ProbLog reads them
    ("0'a", Number(97)),
    ("0x1F", Number(31)),
    ("2 ** 3", Compound("**", (Number(2), Number(3)))),
    ("p((a, b))", Compound("p", (Compound(",", (A, B)),))),
    ("p(a, b)", Compound("p", (A, B))),
    ("a:b:c", Compound(":", (A, Compound(":", (B, C))))),
])
def test_operator_trees(text, expected):
    assert parse_term(text) == expected
    assert parse_term(print_term(expected)) == expected


def test_statement_shapes():
    (ad,) = parse_program("0.2::c1; 0.3::c2 :- b.").statements
    assert ad == Clause((Head(Atom("c1"), Number(0.2)), Head(Atom("c2"), Number(0.3))), B)
    (back,) = parse_program("h <- a, b.").statements
    assert back == Clause((Head(Atom("h")),), Compound(",", (A, B)))
    (frac,) = parse_program("1/3::third.").statements
    assert frac.heads[0].prob == Compound("/", (Number(1), Number(3)))
    (learnable,) = parse_program("t(_)::lp.").statements
    assert learnable.heads[0].prob == Compound("t", (Variable("_"),))
    (mode,) = parse_program("#modeb(2, q(var(t), const(c)), (positive)).").statements
    assert (mode.kind, mode.recall, mode.options, mode.style) == ("modeb", 2, ("positive",), "ilasp")
    (aleph,) = parse_program("#modeb(*, q(+t, -t, #c)).").statements
    assert (aleph.recall, aleph.style) == ("*", "aleph")
    (learn,) = parse_program("#learn a/2 using exal(samples=600).").statements
    assert learn == LearnDirective((Compound("/", (A, Number(2))),), "exal", (Option("samples", Number(600)),))
    (net,) = parse_program("#network(net, mlp(input=64, hidden=[32], output=10)).").statements
    assert net == Declaration("network", "net", "mlp", (), (
        Option("input", Number(64)), Option("hidden", ListTerm((Number(32),))), Option("output", Number(10))))
    (typ,) = parse_program("#type(t, [a,b]).").statements
    assert typ == TypeDecl("t", (A, B))
    (mx,) = parse_program("#maxv(4).").statements
    assert mx == MaxVars(4)


# ---- every program file that ships or is tested ------------------------------------------------

def _program_files():
    files = sorted((ROOT / "stdlib").glob("*.nesy")) + sorted((ROOT / "tests" / "programs").glob("*.nesy"))
    return [pytest.param(f, id=str(f.relative_to(ROOT))) for f in files]


_EXPECTED_PARSE_ERROR = re.compile(r"^%\s*expect-error:\s*(NesySyntaxError|DirectiveError)\b", re.M)


@pytest.mark.parametrize("path", _program_files())
def test_program_files_roundtrip(path: Path):
    text = path.read_text(encoding="utf-8")
    if _EXPECTED_PARSE_ERROR.search(text):
        with pytest.raises(NesyError):
            parse_program(text, str(path))
        pytest.skip("the file is expected not to parse")
    roundtrip(text)


# ---- random ASTs -----------------------------------------------------------------------------------

PLAIN_NAMES = ("a", "b", "foo", "x1", "aB_c", "true", "fail", "nil", "t", "nn", "query",
               "mod", "is", "xor", "rem", "div", "rdiv", "using")
ODD_NAMES = ("hello world", "It's", "A", "_x", "", "[]", "{}", "+", "-", "*", "/", "\\", "\\+", ",", ";",
             "|", "!", ":-", "::", "->", "=", "=..", "..", ".", "#", "é", "tab\there", "new\nline",
             "back\\slash", 'q"uote', "1a", "a b", "%", "/*", "**", "^", "<", "@<", "mod ")
VAR_NAMES = ("X", "Y", "Z1", "_", "_G", "Abc_d")

names = st.sampled_from(PLAIN_NAMES + ODD_NAMES)


def _writable(text: str) -> bool:
    """A text that ProbLog's syntax can write in quotes: a backslash keeps the character after
    it, so a text that ends in an odd run of backslashes has no quoted form there."""
    return (len(text) - len(text.rstrip("\\"))) % 2 == 0
numbers = st.one_of(st.integers(-10**6, 10**6), st.integers(-2**70, 2**70),
                    st.floats(allow_nan=False, allow_infinity=False),
                    st.sampled_from([0.1, 0.5, 1.0, 1e20, 1e-7, -0.25, 2.5e-3, -0.0]))
leaves = st.one_of(names.map(Atom), numbers.map(Number), st.sampled_from(VAR_NAMES).map(Variable),
                   st.text(max_size=6).filter(_writable).map(String))


def _extend(children):
    return st.one_of(
        st.builds(lambda f, args: Compound(f, tuple(args)), names, st.lists(children, min_size=1, max_size=3)),
        st.builds(lambda f, l, r: Compound(f, (l, r)), st.sampled_from(sorted(INFIX_OPS)), children, children),
        st.builds(lambda f, x: Compound(f, (x,)), st.sampled_from(sorted(PREFIX_OPS)), children),
        st.builds(lambda x: Compound("{}", (x,)), children),
        st.builds(lambda items, tail: ListTerm(tuple(items), tail),
                  st.lists(children, min_size=1, max_size=3), st.one_of(st.none(), children)),
        st.just(ListTerm(())),
    )


def _parser_can_build(t) -> bool:
    """Trees the parser cannot produce from any text: a list tail after no items (``[|T]``)."""
    if isinstance(t, Compound):
        return all(_parser_can_build(a) for a in t.args)
    if isinstance(t, ListTerm):
        return all(_parser_can_build(a) for a in t.items) and (t.tail is None or _parser_can_build(t.tail))
    return True


terms = st.recursive(leaves, _extend, max_leaves=10).filter(_parser_can_build)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(t=terms)
def test_random_terms_roundtrip(t):
    printed = print_term(t)
    try:
        back = parse_term(printed)
    except NesyError as e:
        raise AssertionError(f"{t!r}\nprinted as {printed!r}, which does not parse: {e}") from None
    assert back == t, f"printed as {printed!r}"


heads = st.one_of(
    st.sampled_from(PLAIN_NAMES + ODD_NAMES).filter(lambda n: n not in (",", ";", "::", ":-", "|"))
    .map(Atom),
    st.builds(lambda f, args: Compound(f, tuple(args)),
              st.sampled_from(PLAIN_NAMES + ("hello world", "A", "+", "=", "[]")),
              st.lists(terms, min_size=1, max_size=2)),
)
probs = st.one_of(st.sampled_from([0.1, 0.5, 1.0, 0, 1]).map(Number),
                  st.just(Compound("/", (Number(1), Number(3)))),
                  st.just(Compound("t", (Variable("_"),))), st.just(Compound("t", (Number(0.5),))))
clauses = st.builds(
    lambda hs, body: Clause(tuple(hs), body),
    st.one_of(st.tuples(st.builds(Head, heads)),
              st.lists(st.builds(Head, heads, probs), min_size=1, max_size=3)),
    st.one_of(st.none(), terms),
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(statements=st.lists(clauses, min_size=1, max_size=4))
def test_random_clauses_roundtrip(statements):
    program = Program(tuple(statements))
    printed = print_program(program)
    try:
        back = parse_program(printed)
    except NesyError as e:
        raise AssertionError(f"{program!r}\nprinted as:\n{printed}\nwhich does not parse: {e}") from None
    assert back == program, f"printed as:\n{printed}"


# ---- parser errors: messages and locations --------------------------------------------------------

def _error(text: str, cls=NesyError) -> NesyError:
    with pytest.raises(cls) as info:
        parse_program(text)
    return info.value


def _assert_rendered(err: NesyError, line: int, column: int, source_line: str) -> None:
    assert (err.line, err.column) == (line, column), err.render()
    rendered = err.render().splitlines()
    assert rendered[0].startswith(f"<string>:{line}:{column}: error:"), rendered
    assert rendered[1] == source_line
    caret = rendered[2]
    assert caret.strip().startswith("^") and caret.index("^") == column - 1, rendered


def test_missing_full_stop_points_at_the_next_line():
    # "a :- b" runs on into "c" on line 2: the juxtaposed "c" is the first token that cannot
    # continue the clause.
    err = _error("a :- b\nc.", NesySyntaxError)
    _assert_rendered(err, 2, 1, "c.")


def test_unterminated_quoted_atom():
    # The opening quote is the 6th character of line 1; no closing quote follows.
    err = _error("a :- 'abc.\n", NesySyntaxError)
    _assert_rendered(err, 1, 6, "a :- 'abc.")


def test_unterminated_string():
    err = _error('ok.\np("abc).\n', NesySyntaxError)
    _assert_rendered(err, 2, 3, 'p("abc).')


def test_annotation_with_nothing_after_it():
    # "0.3::" ends the input: the error is at the end of line 2 (column 6, after 5 characters).
    err = _error("a.\n0.3::", NesySyntaxError)
    assert (err.line, err.column) == (2, 6)
    assert "end of input" in err.message
    assert err.render().startswith("<string>:2:6: error:")


def test_annotation_followed_by_full_stop():
    err = _error("a.\n0.3::.\n", NesySyntaxError)
    _assert_rendered(err, 2, 6, "0.3::.")


def test_double_neck():
    err = _error("b.\na :- b :- c.\n", NesySyntaxError)
    _assert_rendered(err, 2, 8, "a :- b :- c.")


def test_unknown_hash_directive_names_the_known_ones():
    err = _error("a.\n#unknown(x).\n", DirectiveError)
    _assert_rendered(err, 2, 1, "#unknown(x).")
    for name in ("#modeh", "#modeb", "#constant", "#maxv", "#type", "#learn", "#network", "#data", "#tensors"):
        assert name in err.message


def test_unknown_mode_option():
    # "(bogus)" starts at column 19; the atom inside the parentheses at column 20.
    err = _error("#modeh(p(var(t)), (bogus)).", DirectiveError)
    assert err.line == 1 and err.column in (19, 20), err.render()
    assert "positive" in err.message
    assert err.render().startswith(f"<string>:1:{err.column}: error:")


def test_positional_learner_option():
    # "3" is the 20th character: options must be key=value.
    err = _error("#learn using exact(3).", DirectiveError)
    _assert_rendered(err, 1, 20, "#learn using exact(3).")
    assert "key=value" in err.message


def test_mixed_mode_styles():
    err = _error("#modeb(q(var(t), +t)).", DirectiveError)
    assert err.line == 1
    assert "ILASP" in err.message and "Aleph" in err.message


def test_ad_head_without_probability():
    # In "0.5::a; b." the second head "b" (column 9) has no probability.
    err = _error("0.5::a; b.", NesySyntaxError)
    _assert_rendered(err, 1, 9, "0.5::a; b.")


def test_number_as_head():
    err = _error("x.\n3 :- x.\n", NesySyntaxError)
    _assert_rendered(err, 2, 1, "3 :- x.")
    assert "number" in err.message


def test_errors_in_parse_term_are_located():
    with pytest.raises(NesySyntaxError) as info:
        parse_term("p(X,, Y)")
    assert (info.value.line, info.value.column) == (1, 5)
