"""The Pygments lexer (``nesylang.syntax.lexer.NesyLexer``) and its plugin registration."""
from __future__ import annotations

import importlib.metadata
from pathlib import Path

import pytest
from pygments.token import Comment, Error, Keyword, Name, Number, Operator, Punctuation, String

from nesylang.syntax.lexer import NesyLexer

ROOT = Path(__file__).resolve().parents[2]


def tokens(text: str) -> list[tuple[object, str]]:
    return [(t, v) for t, v in NesyLexer().get_tokens(text) if v.strip()]


def test_clause_tokens():
    assert tokens("0.3::edge(X, b) :- \\+ c, 'Q'. % done") == [
        (Number.Float, "0.3"), (Operator, "::"), (Name.Function, "edge"), (Punctuation, "("),
        (Name.Variable, "X"), (Punctuation, ","), (Name, "b"), (Punctuation, ")"), (Keyword, ":-"),
        (Operator.Word, "\\+"), (Name, "c"), (Punctuation, ","), (String.Single, "'Q'"), (Punctuation, "."),
        (Comment.Single, "% done"),
    ]


def test_directives_queries_and_annotations():
    toks = tokens('#learn p/1 using exact(epochs=3).\n?- X is 1 + 2.\nnn(net, [X], Y, [0..9])::d(X, Y).\n'
                  '/* a\nblock */ "str".')
    assert (Keyword.Declaration, "#learn") in toks and (Keyword.Declaration, "using") in toks
    assert (Keyword, "?-") in toks and (Operator.Word, "is") in toks
    assert (Name.Builtin, "nn") in toks and (Operator, "..") in toks
    assert (Comment.Multiline, "/*") in toks and (String.Double, '"str"') in toks
    assert (Keyword.Declaration, "#network") in tokens("#network(net, mlp(input=2, output=2)).")


def test_the_example_programs_lex_without_errors():
    for path in sorted((ROOT / "examples").glob("*.nesy")) + sorted((ROOT / "stdlib").glob("*.nesy")):
        text = path.read_text(encoding="utf-8")
        assert all(t is not Error for t, _ in NesyLexer().get_tokens(text)), path
        # lexing keeps every character
        assert "".join(v for _, v in NesyLexer().get_tokens(text)).rstrip("\n") == text.rstrip("\n")


def test_the_lexer_is_a_pygments_plugin_once_installed():
    names = {ep.name for ep in importlib.metadata.entry_points(group="pygments.lexers")}
    if "nesy" not in names:
        pytest.skip("nesylang is not installed here, so its Pygments entry point is not registered")
    from pygments.lexers import get_lexer_by_name, get_lexer_for_filename

    assert type(get_lexer_by_name("nesy")).__name__ == "NesyLexer"
    assert type(get_lexer_for_filename("graph.nesy")).__name__ == "NesyLexer"
