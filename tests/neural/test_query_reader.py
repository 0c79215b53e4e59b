"""Training query strings read straight into terms (``data._ground_query``, issue 16): a ground
compound of compounds, names and integers skips the parser's AST. The expected terms come from
the parser itself (Lark's grammar and its AST-to-term stage), an independent reader; every
string outside that subset must be left to the parser (None), errors included.
"""
from __future__ import annotations

import random

import pytest

from nesylang.errors import NesyError
from nesylang.logic.unify import variant_key
from nesylang.neural.data import _ground_query, examples_from
from nesylang.program.loader import VarMap, to_runtime
from nesylang.syntax.parser import parse_term


def parsed(text: str):
    return to_runtime(parse_term(text), VarMap())


READ = [
    "addition(tensor(train(5)),tensor(train(6)),3)",
    "addition(tensor(train(5)), tensor(train(6)), 3).",
    "  f(a, b1_X, -3, 0)  ",
    "f(-0)",
    "multi(tensor(img(12)), g(h(i(j(1)))), k2, 999999999999999999)",
    "p(a)",
    "f(is, mod, xor, rem, div, rdiv, as, true, fail)",  # operator names as atoms
]
LEFT_TO_THE_PARSER = [
    "f(X)", "f(_)", "f([1, 2])", "f(1.5)", "f(1e3)", "f('a b')", 'f("s")', "f(007)",
    "mod(1, 2)", "f(mod(1, 2))", "is(X, 1)", "f((a))", "f(a + b)", "f(- 1)",
    "f(12345678901234567890)", "a", "f(a) :- g", "f(a), g(b)",
    "f()", "f(a,)", "f(,a)", "f(a b)", "f(a))", "f(a)(b)", "f(a", "F(a)", "f (a)",
]


@pytest.mark.parametrize("text", READ)
def test_a_ground_query_reads_as_the_parser_reads_it(text):
    term = _ground_query(text)
    assert term is not None and term == parsed(text)


@pytest.mark.parametrize("text", LEFT_TO_THE_PARSER)
def test_anything_else_is_left_to_the_parser(text):
    assert _ground_query(text) is None
    try:
        expected = parsed(text)
    except NesyError:
        with pytest.raises(NesyError):
            examples_from([text])
    else:
        assert variant_key(examples_from([text])[0].query) == variant_key(expected)  # variables: fresh each read


def test_random_ground_compounds_read_as_the_parser_reads_them():
    rng = random.Random(0)

    def term(depth):
        kind = rng.random()
        if depth > 3 or kind < 0.3:
            return str(rng.choice([0, 7, -12, 4096]))
        if kind < 0.5:
            return rng.choice(["a", "b_2", "zeta", "train"])
        args = ", " if rng.random() < 0.5 else ","
        return f"{rng.choice(['f', 'g', 'tensor', 'pair'])}({args.join(term(depth + 1) for _ in range(rng.randint(1, 3)))})"

    for _ in range(300):
        text = f"q({term(0)}, {term(0)})"
        assert _ground_query(text) == parsed(text), text
