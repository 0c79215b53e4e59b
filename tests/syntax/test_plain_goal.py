"""``parse_term``'s reader for plain goals (``name(Args)``, read without Lark, see
``parser._plain_goal``) must give exactly the AST that the grammar gives, spans included: the
grammar (Lark's ``query_entry``) is the reference, on hand-picked goals and on random nested
plain terms; anything the fast reader does not take goes to Lark unchanged."""
from __future__ import annotations

import random

import pytest

from nesylang.errors import NesySyntaxError
from nesylang.syntax import parser
from nesylang.syntax.parser import parse_term


def spans(node):
    """Every span of an AST, in order, as (line, column, end line, end column)."""
    out = []
    stack = [node]
    while stack:
        n = stack.pop()
        span = getattr(n, "span", None)
        if span is not None:
            out.append((span.line, span.column, span.end_line, span.end_column))
        for value in reversed(list(getattr(n, "__dict__", {}).values())):
            if isinstance(value, tuple):
                stack.extend(v for v in reversed(value) if hasattr(v, "__dict__"))
            elif hasattr(value, "__dict__") and not hasattr(value, "line"):
                stack.append(value)
    return out


def by_lark(text: str):
    return parser._run(text, "<query>", "query_entry")[0]


GOALS = ["addition(tensor(train(3)), tensor(train(8)), 11)", "p(X, [1,2])", "p(a).", "p(-1, 2.5e3, 'A b', \"s\")",
         "f(g(h(X)), [a|T])", "p([])", "p(_, _, Y)", "  q(x)  ", "p(0, -0, 10000000000000000000000)",
         "edge(a,b)", "p([[1],[2,[3|X]]])", "t(1.5e-3)", "   nope(X).", "\n  p(a,\n    b)  "]


@pytest.mark.parametrize("text", GOALS)
def test_plain_goals_read_as_the_grammar_reads_them(text):
    fast = parser._plain_goal(text, "<query>")
    assert fast is not None  # these are plain: the fast reader takes them
    assert fast == by_lark(text)
    assert spans(fast) == spans(by_lark(text))


@pytest.mark.parametrize("text", ["p(X), q(X)", "p(1 + 2)", "X = f(a)", "\\+ p(a)", "p(a) :- q", "q",
                                  "'quoted name'(x)", "p(0'a)", "p([1..3])", "- 1", "p(a) ; q(b)"])
def test_other_goals_go_to_lark(text):
    assert parser._plain_goal(text, "<query>") is None
    assert parse_term(text) == by_lark(text)


def test_errors_are_lark_s():
    with pytest.raises(NesySyntaxError) as fast_path:
        parse_term("p(a,, b)")
    with pytest.raises(NesySyntaxError) as lark:
        by_lark("p(a,, b)")
    assert str(fast_path.value) == str(lark.value)


def random_term(rng: random.Random, depth: int) -> str:
    kind = rng.randrange(7 if depth else 4)
    if kind == 0:
        return rng.choice(["a", "bob", "x1", "tensor", "nil_"])
    if kind == 1:
        return str(rng.randrange(-50, 50))
    if kind == 2:
        return rng.choice(["X", "Y", "_", "_G1", "Acc"])
    if kind == 3:
        return rng.choice(["'A b'", "\"str\"", "2.5", "-0.125", "1.0e3"])
    args = ", ".join(random_term(rng, depth - 1) for _ in range(rng.randint(1, 3)))
    if kind == 4:
        return f"[{args}]"
    if kind == 5:
        return f"[{args}|{random_term(rng, 0)}]" if rng.random() < 0.5 else "[]"
    return f"{rng.choice(['f', 'g', 'node'])}({args})"


def test_random_plain_terms_read_as_the_grammar_reads_them():
    rng = random.Random(13)
    for _ in range(300):
        text = f"goal({random_term(rng, 3)}, {random_term(rng, 2)})"
        assert parse_term(text) == by_lark(text), text
        assert spans(parse_term(text)) == spans(by_lark(text)), text
