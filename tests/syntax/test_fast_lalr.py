"""The parser's own LALR loop (``parser._use_unit_chains``: single-child reductions skipped,
the contextual lexer inlined) must read every text exactly as Lark's own loop does: the same
AST, the same spans, the same located errors. The reference is a Lark parser built from the
same grammar and transformer but left with Lark's loop."""
from __future__ import annotations

import dataclasses
import glob
import random
from pathlib import Path

import pytest

from nesylang.errors import NesyError
from nesylang.syntax import parser as P

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def lark_loop():
    """``_parser`` as it was: Lark's own ParserState and lexer (no unit chains)."""
    from lark import Lark

    from nesylang.resources import grammar_text

    cache = {}

    def plain(start):
        if start not in cache:
            cache[start] = Lark(grammar_text(), parser="lalr", lexer="contextual", start=start,
                                propagate_positions=False, maybe_placeholders=False, cache=True,
                                transformer=P._build_transformer())
        return cache[start]
    return plain


def _walk(x):
    """Everything a parse gives: node types, fields, name types (QuotedName, functional
    names) and every span's position."""
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        span = getattr(x, "span", None)
        return (type(x).__name__, tuple((f.name, _walk(getattr(x, f.name))) for f in dataclasses.fields(x)),
                span._place() if span is not None else None)
    if isinstance(x, (list, tuple)):
        return tuple(_walk(i) for i in x)
    if isinstance(x, str):
        return (type(x).__name__, str(x))
    return (type(x).__name__, repr(x))


def _outcome(fn, text):
    try:
        return ("ok", _walk(fn(text)))
    except NesyError as e:
        return ("error", type(e).__name__, str(e), e.span._place() if e.span is not None else None)


def _both(monkeypatch, lark_loop, fn, text):
    fast = _outcome(fn, text)
    with monkeypatch.context() as m:
        m.setattr(P, "_parser", lark_loop)
        slow = _outcome(fn, text)
    return fast, slow


# operator terms built from the grammar's operators, with and without layout and parentheses
_ATOMS = ["a", "X", "1", "-1", "2.5", "'q r'", '"s"', "[]", "[a, B|T]", "f(x)", "-(1)", "- 1", "(a, b)",
          "{c}", "(-)", "[+, -, *]", "0'a", "\\+ a", "avg<S>"]
_OPS = ["+", "-", "*", "/", "**", "^", "=", "\\=", "==", "=..", "is", "<", ">=", "=:=", ":", "::", ",",
        ";", "->", "|", "mod", "xor", "//", "/\\", "<<", "&", "#", "=>", "@<", "rem", "div", "->"]


_PREFIXES = ["-", "+", "\\+ ", "- ", "~ ", "\\"]


def _random_term(rng: random.Random, depth: int) -> str:
    if depth == 0 or rng.random() < 0.3:
        return rng.choice(_ATOMS)
    kind = rng.random()
    if kind < 0.6:
        sep = rng.choice([" ", "", "  "])
        return f"{_random_term(rng, depth - 1)}{sep}{rng.choice(_OPS)}{sep}{_random_term(rng, depth - 1)}"
    if kind < 0.75:
        return rng.choice(_PREFIXES) + _random_term(rng, depth - 1)
    if kind < 0.9:
        return f"({_random_term(rng, depth - 1)})"
    return f"g({_random_term(rng, depth - 1)}, {_random_term(rng, depth - 1)})"


def test_random_operator_terms_read_as_larks_loop_reads_them(monkeypatch, lark_loop):
    rng = random.Random(15)
    accepted = rejected = 0
    for _ in range(1500):
        term = _random_term(rng, 4)
        for text in (f"t({term}).", f"h :- {term}.", f"0.3::p(X) :- {term}.\nquery(p(_)).", term):
            fast, slow = _both(monkeypatch, lark_loop, P.parse_program if text.endswith(".") else P.parse_term,
                               text)
            assert fast == slow, text
            accepted += fast[0] == "ok"
            rejected += fast[0] == "error"
    assert accepted > 1000 and rejected > 1000  # both paths exercised


def test_every_compat_program_reads_as_larks_loop_reads_it(monkeypatch, lark_loop):
    files = sorted(glob.glob(str(ROOT / "tests" / "compat" / "programs" / "*.pl")))
    assert len(files) > 100
    for f in files:
        text = Path(f).read_text()
        fast, slow = _both(monkeypatch, lark_loop, P.parse_program, text)
        assert fast == slow, f
        # cut short: an error somewhere inside (each Lark part, and the one-pass parse)
        cut = text[: len(text) * 2 // 3]
        fast, slow = _both(monkeypatch, lark_loop, P.parse_program, cut)
        assert fast == slow, f


@pytest.mark.parametrize("text", [
    "a :- b, c ; d.", "x(A) :- A is 2 ** 3 ^ 4 - -1.", "t(1 - -1). t(- (1)). t(-(1)).",
    ":- use_module(library(lists)).", "?- p(X).", "a :- \\+ b, not c.",
    "p([1,2|T]) :- T = [].", "q :- X = (/), Y = [+, -].", "0.5::a; 0.5::b :- c.",
    "a(avg<S>) :- s(S).", "a :- b -> c ; d.", "#modeh(p(var(t))).", "x :- 2*3^2.",
    "bad :- .", "p(a,,b).", "p :- 'unterminated.", "p(X) :- X = 0'\\q.", "a. b :- c",
])
def test_statements_and_errors_read_as_larks_loop_reads_them(monkeypatch, lark_loop, text):
    fast, slow = _both(monkeypatch, lark_loop, P.parse_program, text)
    assert fast == slow
    fast, slow = _both(monkeypatch, lark_loop, P.parse_repl_line, text)
    assert fast == slow


def test_a_priority_clash_is_located_at_the_operator():
    # ProbLog's ^ is 400 xfy, as * and /: `2*3^2` cannot be read (by hand: the ^ is at column 17)
    with pytest.raises(NesyError) as info:
        P.parse_program("x(Y) :- Y is 2*3^2.")
    assert (info.value.span.line, info.value.span.column) == (1, 17)
    assert "^" in str(info.value)


def test_operator_terms_by_hand():
    from nesylang.syntax.ast import Compound, Number

    (clause,) = P.parse_program("t(1 - -1 * 2).").statements
    term = clause.heads[0].atom.args[0]
    # - is 500 yfx, * is 400 yfx, and - directly before a number makes it negative
    assert term == Compound("-", (Number(1), Compound("*", (Number(-1), Number(2)))))
    assert (term.span.column, term.span.end_column) == (3, 13)
