"""A Pygments lexer for nesylang: source text -> highlighted tokens.

Highlighting only; the grammar (``grammar/nesylang.lark``) stays the reference for what is
valid. The token patterns below mirror the grammar's terminals (names, variables, numbers,
quoted atoms, strings, ``#`` directives, the end-of-clause full stop), so what the lexer
colours as one token is one token to the parser as well.

The lexer is registered as a Pygments plugin (``[project.entry-points."pygments.lexers"]`` in
``pyproject.toml``), so once nesylang is installed ``pygmentize -l nesy FILE`` works and
editors or documentation tools find it by the aliases ``nesy`` and ``nesylang``.

>>> from pygments.token import Name, Number
>>> toks = [(t, v) for t, v in NesyLexer().get_tokens("0.3::edge(X, b).") if v.strip()]
>>> toks[0], toks[2], toks[4]
((Token.Literal.Number.Float, '0.3'), (Token.Name.Function, 'edge'), (Token.Name.Variable, 'X'))
"""
from __future__ import annotations

from pygments.lexer import RegexLexer, bygroups, words
from pygments.token import (Comment, Keyword, Name, Number, Operator, Punctuation, String, Text,
                            Whitespace)

__all__ = ["NesyLexer"]

# The ``#`` directives the parser knows (see HASH_DIRECTIVES in nesylang/syntax/parser.py).
_DIRECTIVES = ("modeh", "modeb", "constant", "maxv", "type", "network", "data", "tensors", "bias")
_CONTROL = ("true", "fail", "false", "call", "findall", "forall", "between", "is_list")
_LOADING = ("use_module", "consult", "ensure_loaded", "library", "query", "evidence")
_SYMBOL = r"[+\-*/\\^<>=~:?@&$]"
_ESCAPE = r"\\(x[0-9a-fA-F]+(\\|(?![0-9a-fA-F\\]))|x(?![0-9a-fA-F])|[0-7]+(\\|(?![0-7\\]))|[^x0-7])"  # as the grammar's QUOTED and STRING


class NesyLexer(RegexLexer):
    """Lexer for nesylang programs (``.nesy``): ProbLog syntax plus ``#`` directives."""

    name = "nesylang"
    aliases = ["nesy", "nesylang"]
    filenames = ["*.nesy"]
    mimetypes = ["text/x-nesylang"]

    tokens = {
        "root": [
            (r"\s+", Whitespace),
            (r"%.*?$", Comment.Single),
            (r"/\*", Comment.Multiline, "block-comment"),
            # statements that are not clauses
            (r"(:-|\?-|<-)(?!" + _SYMBOL + ")", Keyword),
            (r"#learn\b", Keyword.Declaration),
            (r"\busing\b", Keyword.Declaration),
            (words(_DIRECTIVES, prefix="#", suffix=r"\b"), Keyword.Declaration),
            (r"#[a-z][A-Za-z0-9_]*", Keyword.Declaration),
            # numbers (the grammar's FLOAT and INT)
            (r"\d+\.\d+([eE][+-]?\d+)?|\d+[eE][+-]?\d+", Number.Float),
            (r"0'(\\(x[0-9a-fA-F]+\\?|[0-7]+\\?|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)|.)", String.Char),
            (r"0x[0-9a-fA-F]+", Number.Hex),
            (r"0o[0-7]+", Number.Oct),
            (r"0b[01]+", Number.Bin),
            (r"\d+", Number.Integer),
            # strings and quoted atoms
            (r'"(' + _ESCAPE + r'|""|[^"\\])*"', String.Double),
            (r"'(" + _ESCAPE + r"|''|[^'\\])*'(?=\()", Name.Function),
            (r"'(" + _ESCAPE + r"|''|[^'\\])*'", String.Single),
            # probability annotations: nn(Net, Inputs, ...) and t(P)
            (r"(nn|t)(\()", bygroups(Name.Builtin, Punctuation)),
            (words(_CONTROL + _LOADING, suffix=r"\b"), Name.Builtin),
            (words(("is", "mod", "rem", "div", "rdiv", "xor"), suffix=r"\b"), Operator.Word),
            (r"\\\+|\bnot\b(?=\s)", Operator.Word),
            (r"[a-z][A-Za-z0-9_]*(?=\()", Name.Function),
            (r"[a-z][A-Za-z0-9_]*", Name),
            (r"[A-Z_][A-Za-z0-9_]*", Name.Variable),
            # the full stop that ends a statement, and the range in [1..9]
            (r"\.(?=\s|%|$)", Punctuation),
            (r"\.\.", Operator),
            (r"::", Operator),
            (_SYMBOL + r"+(?=\()", Name.Function),
            (_SYMBOL + r"+", Operator),
            (r"[;|!]", Operator),
            (r"[()\[\]{},]", Punctuation),
            (r".", Text),
        ],
        "block-comment": [
            (r"[^*]+", Comment.Multiline),
            (r"\*/", Comment.Multiline, "#pop"),
            (r"\*", Comment.Multiline),
        ],
    }
