"""Fuzzing the front end: whatever the text, parsing and loading either succeed or raise a
located :class:`~nesylang.errors.NesyError`, never any other exception."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nesylang.errors import NesyError
from nesylang.session import Program
from nesylang.syntax.parser import parse_program, parse_term

FUZZ = settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])

TOKENS = (
    "a", "b", "p", "q(", "f(", "X", "Y", "_", "(", ")", ".", ". ", ".\n", ":-", "::", ";", ",", "|",
    "0.3", "1", "-", "- ", "+", "*", "/", "1/3", "[", "]", "..", "{", "}", "#modeh", "#modeb", "#learn",
    "#network", "#data", "#type", "#maxv", "#constant", "#foo", "using", "exact", "epochs=3",
    "\\+", "'", "'q a'", '"', '"s\\n"', "%", "% c\n", "/*", "*/", "\n", " ", "\t", "<-", "?-", "->",
    "=", "is", "=..", "<", ">=", "t(_)", "t(0.5)", "nn(", "0'a", "0x1F", "1e5", "2.5e-3", "**", "^",
    "!", "query(", "evidence(", "true", "false", "\\", "@", "$", "é", "\x00", "\r\n", ":- use_module(",
    "library(lists)", "var(t)", "const(c)", "+t", "#c", "(positive)", "mlp(input=64)",
)

token_text = st.lists(st.sampled_from(TOKENS), max_size=40).map("".join)
any_text = st.one_of(st.text(max_size=80), token_text)


def _check_located(err: NesyError) -> None:
    # A syntax-level error always knows where it is.
    assert err.line is not None and err.line >= 1, err
    assert err.column is not None and err.column >= 1, err
    rendered = err.render()
    assert "error:" in rendered
    assert "Traceback" not in rendered


@FUZZ
@given(text=any_text)
def test_parse_program_raises_only_located_nesy_errors(text):
    try:
        parse_program(text)
    except NesyError as err:
        _check_located(err)


@FUZZ
@given(text=any_text)
def test_parse_term_raises_only_located_nesy_errors(text):
    try:
        parse_term(text)
    except NesyError as err:
        _check_located(err)


@FUZZ
@given(text=any_text)
def test_loading_raises_only_nesy_errors(text):
    try:
        Program.from_string(text)
    except NesyError as err:
        # Loading errors (e.g. an unknown library) carry a location when one exists; the
        # message must still render without a Python trace.
        if err.span is not None:
            assert err.line >= 1 and err.column >= 1, err
        assert "Traceback" not in err.render()


@pytest.mark.parametrize("text", [
    "", " ", "\n", ".", "a", "a.", "a :- .", "((((((((((a", ")", "'", '"', "/*", "0.3::", "#", "#learn",
    "#learn using", "[1|", "[1..", "a :- b\nc.", "\x00", "p(X) :- X.", "- (1).", "0'", "0x", "1e",
    "a.b.", "X.", "1.", '"s".', "[a].", "p :- 1.", ":- foo.", "?- .", "#modeh.", "#type(t, x).",
])
def test_edge_cases(text):
    for fn in (parse_program, parse_term, Program.from_string):
        try:
            fn(text)
        except NesyError as err:
            assert err.render()


DEEP = {
    "parentheses": "a :- " + "(" * 3000 + "b" + ")" * 3000 + ".",
    "compound": "p(" + "f(" * 3000 + "x" + ")" * 3000 + ").",
    "compound-500": "p(" + "f(" * 500 + "x" + ")" * 500 + ").\nquery(p(X)).\n",
    "sum": "p(" + " + ".join(["1"] * 5000) + ").",
    "conjunction": "b. a :- " + ", ".join(["b"] * 3000) + ".",  # a long conjunction nests to the right
    "disjunction": "a :- " + "; ".join(["b"] * 3000) + ".",
    "minus": "x(X) :- X = " + "- " * 3000 + "1.",
    "lists": "p(" + "[" * 3000 + "]" * 3000 + ").",
}


@pytest.mark.parametrize("text", list(DEEP.values()), ids=list(DEEP))
def test_deep_nesting_is_a_nesy_error_not_a_crash(text):
    for fn in (parse_program, Program.from_string):
        try:
            fn(text)
        except NesyError as err:
            _check_located(err)
