"""Stage 1: source text -> AST.

The grammar file (``grammar/nesylang.lark``) fixes the surface syntax; this module loads it
once (LALR, positions on, cached; for programs, the stand-alone parser Lark generates from it,
see :mod:`.standalone`), maps each grammar rule to one AST node with a Transformer,
and turns the generic operator terms of a statement into typed statements (clauses,
annotated disjunctions, directives, mode biases, learning directives). Lark's exceptions are
translated here, once, into :class:`~nesylang.errors.NesySyntaxError` with a location.

>>> parse_program("0.3::a :- b.").statements[0].heads[0].prob
Number(value=0.3)
"""
from __future__ import annotations

import functools
import re
import threading
from typing import Any

from ..errors import DirectiveError, NesyError, NesySyntaxError
from ..logic.terms import INFIX_OPS, MAX_INT_BITS, QuotedName, functional_name
from ..resources import grammar_text
from ..source import Source, Span
from .ast import (Atom, BiasDecl, Clause, Compound, ConstantDecl, Declaration, Directive, Head,
                  LearnDirective, ListTerm, MaxVars, ModeDecl, Number, NumberRange, Option, Program, Query,
                  RangeList, Statement, String, Term, TypeDecl, Variable)


class _NotParen(str):
    """The name of a ``\\+(...)`` term written with no layout before the parenthesis. ProbLog 2.3
    reads ``\\+(`` as the prefix operator (900 fy), never as a functor, so an infix operator of
    priority 900 or less after the closing parenthesis continues the operand:
    ``\\+(X) = 1`` is ``\\+ (X = 1)`` and ``f(\\+(a) + 1)`` is ``f(\\+(a + 1))``. The parser
    marks the name (equal to ``\\+`` as a plain ``str``) to reshape such terms as it reads them."""

    __slots__ = ()


class _CurrentSource:
    """The source being parsed: the transformer runs inside Lark's LALR parser (no tree is
    built, which halves parsing time), so it reads the source for spans from here."""

    source: Source | None = None
    # set when the statement being read has an aggregate term (``avg<S>``): the statement is
    # then reshaped (see _aggregate_clause) once it is complete
    aggregates: bool = False


_CURRENT = _CurrentSource()
_LOCK = threading.RLock()


@functools.lru_cache(maxsize=None)
def _parser(start: str):
    """The LALR parser for grammar rule ``start``: for ``start`` itself (programs), Lark's
    stand-alone parser generated from the grammar (``_lark_standalone.py``; see
    :mod:`.standalone`) when it was generated from the grammar loaded now; otherwise, and for
    the other entry rules, Lark itself (its parser table cached). Both are Lark, with the same
    table, lexer and callbacks; the stand-alone one skips ``import lark``."""
    if start == "start":
        module = _standalone()
        if module is not None:
            lark = module.Lark_StandAlone(transformer=_build_transformer(module.Transformer, module.Tree))
            try:
                _use_unit_chains(lark, module)
            except Exception:  # noqa: BLE001 - an optimisation over Lark's internals; without them, Lark's own loop
                pass
            return lark
    from lark import Lark

    lark = Lark(grammar_text(), parser="lalr", lexer="contextual", start=start,
                propagate_positions=False, maybe_placeholders=False, cache=True,
                transformer=_build_transformer())
    try:
        _use_unit_chains(lark)
    except Exception:  # noqa: BLE001 - an optimisation over Lark's internals; without them, Lark's own loop
        pass
    return lark


STANDALONE = True  # False: always load Lark itself (the tests compare the two)


@functools.lru_cache(maxsize=None)
def _standalone():
    """The generated stand-alone module, or None when it is missing, cannot be imported, was
    generated from another grammar (an edited grammar never gets a stale parser), or would be
    compiled from source on every run (no bytecode cached, none written)."""
    if not STANDALONE or _standalone_header() is None:
        return None
    from .standalone import bytecode_ready

    if not bytecode_ready():
        return None
    try:
        from . import _lark_standalone as module
    except Exception:  # noqa: BLE001 - a broken module: Lark itself
        return None
    from .standalone import grammar_sha256

    if getattr(module, "GRAMMAR_SHA256", None) != grammar_sha256(grammar_text()):
        return None  # pragma: no cover - its header said otherwise
    return module


@functools.lru_cache(maxsize=None)
def _standalone_header() -> str | None:
    from .standalone import current_header

    return current_header(grammar_text())


def parser_key() -> str:
    """What decides how a program parses besides the grammar and nesylang's own modules: the
    generated module's header (grammar hash and Lark version) when it is used, else Lark's
    version (for the library cache's key)."""
    if _standalone() is not None:
        return "standalone " + _standalone_header()
    import lark

    return "lark " + lark.__version__


@functools.lru_cache(maxsize=None)
def _real_lark():
    """Lark's own classes, under the names the stand-alone module gives them."""
    from types import SimpleNamespace

    import lark
    from lark import exceptions, lexer
    from lark.lexer import ContextualLexer, LexerState, LexerThread, Token
    from lark.parse_tree_builder import ExpandSingleChild
    from lark.parsers.lalr_analysis import Shift

    names = {k: getattr(exceptions, k) for k in ("LarkError", "UnexpectedCharacters", "UnexpectedEOF",
                                                 "UnexpectedInput", "UnexpectedToken", "VisitError")}
    return SimpleNamespace(_create_unless=getattr(lexer, "_create_unless", None),
                           ContextualLexer=ContextualLexer, LexerState=LexerState, LexerThread=LexerThread,
                           Token=Token, ExpandSingleChild=ExpandSingleChild, Shift=Shift, TextSlice=lark.TextSlice,
                           Transformer=lark.Transformer, Tree=lark.Tree, **names)


def _classes_of(parser):
    """The module whose classes ``parser`` (a Lark instance) uses: the stand-alone module, or
    Lark's (a namespace of the same names)."""
    module = _standalone() if STANDALONE else None
    if module is not None and isinstance(parser, module.Lark):
        return module
    return _real_lark()


NONASCII = ""  # in a set of first characters (see _first_chars): any character above ASCII


def _can_begin(firsts: frozenset | None, ch: str) -> bool:
    """May a pattern whose first characters are ``firsts`` (see _first_chars) match at ``ch``?"""
    return firsts is None or ch in firsts or (NONASCII in firsts and ord(ch) > 127)


def _first_chars(regexp: str, flags: int = 0) -> frozenset | None:
    """The characters a match of ``regexp`` can begin with (NONASCII: any character above
    ASCII), or None where that is not worked out (any character; also where the pattern can
    match the empty string): a superset, from the pattern's parse (sre), so that a scanner may
    skip the patterns that cannot match at a character (see _can_begin).

    >>> sorted(_first_chars(r"[a-c]\\w*|_+"))
    ['_', 'a', 'b', 'c']
    >>> _first_chars(r"\\s*") is None
    True
    """
    import re
    try:
        from re import _constants as C, _parser  # (Python 3.11's names of sre_constants, sre_parse)
    except ImportError:  # pragma: no cover - another Python: every terminal is tried
        return None

    if flags & (re.IGNORECASE | re.VERBOSE):
        return None
    try:
        tree = _parser.parse(regexp, flags)
    except Exception:  # noqa: BLE001 - not worked out: every character
        return None
    if tree.state.flags & (re.IGNORECASE | re.VERBOSE):
        return None

    import string

    # the ASCII characters of a category, and NONASCII: any other character (of a str pattern,
    # \\d, \\w and \\s match Unicode digits, letters and spaces too)
    CATEGORIES = {C.CATEGORY_DIGIT: {*string.digits, NONASCII},
                  C.CATEGORY_WORD: {*string.ascii_letters, *string.digits, "_", NONASCII},
                  C.CATEGORY_SPACE: {*" \t\n\r\f\v", NONASCII}}

    def seq(items) -> tuple[set | None, bool]:
        """(first characters, can be empty) of a sequence of items."""
        out: set = set()
        for op, av in items:
            chars, empty = item(op, av)
            if chars is None:
                return None, False
            out |= chars
            if not empty:
                return out, False
        return out, True

    def item(op, av) -> tuple[set | None, bool]:
        if op is C.LITERAL:
            return {chr(av)}, False
        if op is C.CATEGORY and av in CATEGORIES:  # (outside a set: \\d+)
            return set(CATEGORIES[av]), False
        if op is C.IN:
            out = set()
            for o, a in av:
                if o is C.LITERAL:
                    out.add(chr(a))
                elif o is C.RANGE and a[1] - a[0] < 512:
                    out.update(chr(x) for x in range(a[0], a[1] + 1))
                elif o is C.CATEGORY and a in CATEGORIES:
                    out |= CATEGORIES[a]
                else:  # NEGATE, another category, a wide range
                    return None, False
            return out, False
        if op is C.BRANCH:
            out, empty = set(), False
            for branch in av[1]:
                chars, e = seq(branch)
                if chars is None:
                    return None, False
                out |= chars
                empty = empty or e
            return out, empty
        if op is C.SUBPATTERN:
            if av[1] or av[2]:  # flags set inside the group
                return None, False
            return seq(av[3])
        if op in (C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", C.MAX_REPEAT)):
            chars, empty = seq(av[2])
            return chars, empty or av[0] == 0
        if op in (C.AT, C.ASSERT, C.ASSERT_NOT):  # consumes nothing (a lookahead only narrows)
            return set(), True
        return None, False  # ANY, NOT_LITERAL, CATEGORY, group references, ...

    chars, empty = seq(tree)
    return None if chars is None or empty else frozenset(chars)


def _use_unit_chains(lark, classes=None) -> None:
    """Give ``lark`` a faster LALR loop: the same parse table, lexers and callbacks, two costs
    removed.

    - The grammar writes precedence as levels (``?term900: term700``, ``?term700: term600``,
      ...), so every operand of an operator term is reduced through about ten rules whose
      Lark callback only passes its one child on. Such a reduction leaves the value stack as
      it is and replaces the top state by the goto of the state below it; which state a chain
      of them ends in depends only on the two top states and the lookahead token, so it is
      worked out once (:func:`_unit_chain`) and remembered.
    - The contextual lexer's per-token machinery (a generator, four method calls and a line
      counter per token) is inlined: the same compiled scanner of the same parser state,
      the same tokens with the same positions.
    - For a short text, a state's scanner is its terminals' own patterns, tried in the order of
      Lark's union pattern (the first that matches wins, as in the union), each compiled once
      for every state: compiling one union pattern per state reached cost more (about 6 ms
      for a 5-line program with rules) than the rest of the parse.

    Anything out of the ordinary (a character no terminal of the state matches, a token the
    state does not accept, an unknown kind of lexer, any exception) parses the text again with
    Lark's own loop, which raises its usual exception, so errors are exactly Lark's; and if
    Lark's internals are not as this expects, the parser keeps Lark's loop. ``classes`` holds
    the Lark classes ``lark`` is made of (the stand-alone module's, or by default Lark's)."""
    c = classes if classes is not None else _real_lark()
    ContextualLexer, LexerState, LexerThread, Token = c.ContextualLexer, c.LexerState, c.LexerThread, c.Token
    ExpandSingleChild, Shift = c.ExpandSingleChild, c.Shift

    inner = lark.parser.parser.parser  # ParsingFrontend -> LALR_Parser -> _Parser
    original_parse = inner.parse
    callbacks = inner.callbacks
    units = frozenset(rule for rule, f in callbacks.items()
                      if not isinstance(rule, str) and isinstance(f, ExpandSingleChild)
                      and len(rule.expansion) == 1)
    parse_table = inner.parse_table
    # each state's actions with a third entry: is it a single-child reduction
    table = {state: {t: (action, arg, action is not Shift and arg in units) for t, (action, arg) in row.items()}
             for state, row in parse_table.states.items()}
    chains: dict[tuple, Any] = {}
    # parser state -> its lexer's (matchers, ignored, callbacks, newline types); a matcher is
    # (match, terminal name), the name None for a union pattern (the match's lastgroup names it)
    scanners: dict[Any, tuple] = {}
    short_scanners: dict[Any, tuple] = {}  # the same, by the terminals' own patterns (short texts); also by lexer
    patterns: dict[str, Any] = {}  # terminal name -> its own compiled pattern's match
    firsts: dict[Any, frozenset | None] = {}  # such a match -> the characters it can begin with (None: any)
    create_unless = getattr(c, "_create_unless", None)
    new_token = Token._future_new

    class _Fallback(Exception):
        pass

    def scanner_of(lexers, state):
        basic = lexers[state]
        scanner = basic.scanner  # built on first use (it also sets basic.callback)
        got = (tuple((m.match, None) for m in scanner._mres), basic.ignore_types, basic.callback,
               basic.newline_types, None)
        scanners[state] = got
        return got

    def short_scanner_of(lexers, state):
        basic = lexers[state]
        got = short_scanners.get(basic)  # states with the same terminals share one lexer
        if got is not None:
            pass
        elif create_unless is None or basic.user_callbacks or basic.use_bytes:
            got = scanners.get(state) or scanner_of(lexers, state)
        else:
            # BasicLexer._build_scanner without its Scanner: the same terminals, in the same
            # order, and the same callbacks (keywords a name pattern also matches)
            terminals, callback = create_unless(basic.terminals, basic.g_regex_flags, basic.re, basic.use_bytes)
            matchers = []
            for t in terminals:
                match = patterns.get(t.name)
                if match is None:
                    regexp = t.pattern.to_regexp()
                    match = patterns[t.name] = basic.re.compile(regexp, basic.g_regex_flags).match
                    firsts[match] = _first_chars(regexp, basic.g_regex_flags)
                matchers.append((match, t.name))
            # the matchers that can match at a character, per character met: a terminal whose
            # pattern cannot begin with it is not tried (the same first match, in the same order)
            got = (tuple(matchers), basic.ignore_types, callback, basic.newline_types, {})
            short_scanners[basic] = got
        short_scanners[state] = got
        return got

    def fast(lexer, lexer_state, start):
        lexers = lexer.lexers
        text_slice = lexer_state.text
        text, end = text_slice.text, text_slice.end
        counter = lexer_state.line_ctr
        pos, line, line_start = counter.char_pos, counter.line, counter.line_start_pos
        end_state = parse_table.end_states[start]
        state_stack = [parse_table.start_states[start]]
        value_stack: list = []
        states = parse_table.states
        token = None
        if end - pos <= SHORT_TEXT:
            own_scanners, make_scanner = short_scanners, short_scanner_of
        else:
            own_scanners, make_scanner = scanners, scanner_of
        while True:
            # ---- the next token, by the scanner of the current state (BasicLexer.next_token)
            got = None
            if pos < end:
                state = state_stack[-1]
                matchers, ignored, lex_callbacks, newline_types, by_char = (own_scanners.get(state)
                                                                             or make_scanner(lexers, state))
                while pos < end:
                    tried = matchers
                    if by_char is not None:
                        ch = text[pos]
                        tried = by_char.get(ch)
                        if tried is None:
                            tried = by_char[ch] = tuple(
                                mt for mt in matchers if _can_begin(firsts[mt[0]], ch))
                    for match, ttype in tried:
                        m = match(text, pos, end)
                        if m:
                            break
                    else:
                        raise _Fallback
                    value = m.group(0)
                    if ttype is None:
                        ttype = m.lastgroup
                    skip = ttype in ignored
                    if skip and ttype in lex_callbacks:
                        raise _Fallback
                    start_pos, start_line, start_column = pos, line, pos - line_start + 1
                    if ttype in newline_types:
                        newlines = value.count("\n")
                        if newlines:
                            line += newlines
                            line_start = pos + value.rindex("\n") + 1
                    pos += len(value)
                    if skip:
                        continue
                    got = new_token(ttype, value, start_pos, start_line, start_column, line, pos - line_start + 1, pos)
                    if ttype in lex_callbacks:
                        got = lex_callbacks[ttype](got)
                    break
            is_end = got is None
            if is_end:
                got = Token.new_borrow_pos("$END", "", token) if token else Token("$END", "", 0, 1, 1)
            else:
                token = got
            # ---- feed it (ParserState.feed_token, single-child chains skipped)
            ttype = got.type
            while True:
                state = state_stack[-1]
                row = table[state]
                if ttype not in row:
                    raise _Fallback
                action, arg, unit = row[ttype]
                if action is Shift:
                    if is_end:
                        raise _Fallback  # pragma: no cover - Lark asserts this never happens
                    state_stack.append(arg)
                    value_stack.append(got if ttype not in callbacks else callbacks[ttype](got))
                    break
                if unit:
                    below = state_stack[-2]
                    key = (below, state, ttype)
                    top = chains.get(key)
                    if top is None:
                        top = _unit_chain(states, units, below, state, ttype, end_state, Shift)
                        chains[key] = top
                    state_stack[-1] = top
                    if is_end and top == end_state:  # pragma: no cover - the start rules are not units
                        return value_stack[-1]
                    continue
                size = len(arg.expansion)
                if size:
                    children = value_stack[-size:]
                    del state_stack[-size:]
                    del value_stack[-size:]
                else:
                    children = []
                value = callbacks[arg](children)
                state_stack.append(states[state_stack[-1]][arg.origin.name][1])
                value_stack.append(value)
                if is_end and state_stack[-1] == end_state:
                    return value_stack[-1]

    def parse(lexer_thread, start, value_stack=None, state_stack=None, start_interactive=False):
        if (start_interactive or value_stack is not None or state_stack is not None
                or type(lexer_thread) is not LexerThread or type(lexer_thread.lexer) is not ContextualLexer
                or lexer_thread.state is None):
            return original_parse(lexer_thread, start, value_stack, state_stack, start_interactive)
        aggregates = _CURRENT.aggregates
        try:
            return fast(lexer_thread.lexer, lexer_thread.state, start)
        except Exception:  # noqa: BLE001 - _Fallback, a syntax error, or Lark's internals not as expected
            # Lark's own loop on a fresh lexer state: its result or its exception, exactly
            _CURRENT.aggregates = aggregates
            return original_parse(LexerThread(lexer_thread.lexer, LexerState(lexer_thread.state.text)), start)

    inner.parse = parse


SHORT_TEXT = 4_000  # characters: a text this short is scanned by the terminals' own patterns


def _unit_chain(states, units, below, state, ttype, end_state, Shift=None):  # noqa: N803 - Lark's name
    """The state that a run of single-child reductions from ``state`` (``below`` under it)
    ends in, with lookahead ``ttype``: where the next action is a shift, another reduction, or
    an error (then the loop raises from there). ``Shift`` is the parse table's shift action."""
    if Shift is None:
        Shift = _real_lark().Shift

    while True:
        row = states[state]
        if ttype not in row or state == end_state:
            return state
        action, arg = row[ttype]
        if action is Shift or arg not in units:  # a shift, or a reduction that builds a node
            return state
        state = states[below][arg.origin.name][1]


# Readable names for the grammar's terminals, derived from their patterns where possible.
_TOKEN_NAMES = {
    "END": "'.'", "FUNCTOR": "functor", "NOT_PAREN": "'\\+('", "NAME": "atom", "QUOTED": "quoted atom",
    "STRING": "string", "VARIABLE": "variable", "FLOAT": "number", "INT": "number",
    "HASH_NAME": "directive", "LEARN_KW": "#learn", "USING": "'using'", "RANGE": "'..'",
    "ARROW": "'->'", "NOT_OP": "'\\+'", "TILDE": "'~'", "CMP_OP": "comparison", "IS_OP": "'is'", "ADD_OP": "operator",
    "MUL_OP": "operator", "MUL_WORD": "operator", "SIGN_OP": "'-'", "SYMBOL_ATOM": "atom", "$END": "end of input",
    "AMP": "operator", "HASH": "operator", "DCG_ARROW": "operator", "YFX700_OP": "operator",
    "AGGREGATE": "aggregate term",
}


def _token_name(name: str) -> str:
    if name in _TOKEN_NAMES:
        return _TOKEN_NAMES[name]
    try:
        pattern = _parser("start").get_terminal(name).pattern
        if pattern.type == "str":
            return repr(pattern.value)
    except Exception:  # pragma: no cover - unknown terminal names are just shown raw
        pass
    return name


def _span_of(source: Source, meta_or_token) -> Span | None:
    line = getattr(meta_or_token, "line", None)
    if line is None:
        return None
    return Span(source, line, meta_or_token.column,
                getattr(meta_or_token, "end_line", line) or line,
                getattr(meta_or_token, "end_column", meta_or_token.column) or meta_or_token.column)


# ISO and SWI-Prolog escapes in quoted atoms and strings (the closing backslash of a numeric
# escape is optional, as in SWI-Prolog)
_SIMPLE_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v",
                   "e": "\x1b", "s": " ", "\\": "\\", "'": "'", '"': '"', "`": "`"}
_ESCAPE = re.compile(r"\\(?:x([0-9a-fA-F]+)\\?|([0-7]+)\\?|u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8})|c\s*|\n|(.))",
                     re.DOTALL)


def _unquote(text: str, quote: str, token=None) -> str:
    """The text of a quoted atom or string (``text`` with its quotes), as ProbLog 2.3 reads it:
    a backslash and the character after it are kept as they are (``'a\\nb'`` is the four
    characters a, backslash, n, b; ``\\'`` does not end the atom), and a doubled quote, which
    ProbLog refuses, stands for one quote."""
    body = text[1:-1]
    if "\\" not in body:
        return body.replace(quote * 2, quote)
    out: list[str] = []
    i = 0
    n = len(body)
    while i < n:
        ch = body[i]
        if ch == "\\" and i + 1 < n:
            out.append(body[i:i + 2])
            i += 2
        elif ch == quote and body.startswith(quote * 2, i):
            out.append(quote)
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _unescape(text: str, quote: str, token=None) -> str:
    """The character a ``0'c`` code names (``text`` is ``'c'``): ISO and SWI-Prolog escapes
    resolved (ProbLog 2.3 has no ``0'c``). An undefined escape, or a code that is no character,
    is a syntax error located at the escape (``token`` gives the position of ``text``)."""
    body = text[1:-1]
    if "\\" not in body:
        return body.replace(quote * 2, quote)
    out: list[str] = []
    i = 0
    while i < len(body):
        j = body.find("\\", i)
        if j < 0:
            out.append(body[i:].replace(quote * 2, quote))
            break
        out.append(body[i:j].replace(quote * 2, quote))
        m = _ESCAPE.match(body, j)
        if m is None:  # a backslash that ends the text (the tokens never give one)
            raise NesySyntaxError("a backslash must start an escape", _escape_span(text, 1 + j, 2 + j, token))
        hexa, octal, u4, u8, other = m.groups()
        if other is not None:
            char = _SIMPLE_ESCAPES.get(other)
            if char is None:
                raise NesySyntaxError(_escape_problem(other), _escape_span(text, 1 + j, 1 + m.end(), token))
            out.append(char)
        elif m.group(0).startswith(("\\\n", "\\c")):
            pass  # a line continuation, and \c, which skips the layout after it
        else:
            digits = hexa or octal or u4 or u8
            code = int(digits, 8 if octal else 16)
            if code > 0x10FFFF or 0xD800 <= code <= 0xDFFF:
                raise NesySyntaxError(f"the escape {m.group(0)} is not a character code (0 to 0x10FFFF, "
                                      "surrogates excluded)", _escape_span(text, 1 + j, 1 + m.end(), token))
            out.append(chr(code))
        i = m.end()
    return "".join(out)


_NUMERIC_ESCAPES = {"x": "hexadecimal digits, as in \\x41\\", "u": "four hexadecimal digits, as in \\u0041",
                    "U": "eight hexadecimal digits, as in \\U00000041"}


def _escape_problem(char: str) -> str:
    if char in _NUMERIC_ESCAPES:
        return f"the escape \\{char} needs {_NUMERIC_ESCAPES[char]}"
    return (f"undefined escape sequence \\{char} (known: \\n \\t \\r \\a \\b \\f \\v \\e \\s \\0 \\\\ \\' \\\" "
            "\\` \\xHH\\ \\NNN\\ \\uXXXX \\UXXXXXXXX)")


def _escape_span(text: str, start: int, end: int, token) -> Span | None:
    """The span of ``text[start:end]`` inside a token that starts at ``token``'s position."""
    if token is None or getattr(token, "line", None) is None or _CURRENT.source is None:
        return None
    before = text[:start]
    line = token.line + before.count("\n")
    column = (start - before.rfind("\n")) if "\n" in before else token.column + start
    return Span(_CURRENT.source, line, column, line, column + max(1, end - start))


class _Shifted:
    """A token's position one column on (``0'c`` is read as the quoted text ``'c'``)."""

    def __init__(self, token):
        self.line = getattr(token, "line", None)
        self.column = getattr(token, "column", 0) + 1


def _int_value(text: str, token=None) -> int:
    if text.startswith("0'"):
        ch = text[2:]
        if not ch.startswith("\\"):
            return ord(ch)
        value = _unescape("'" + ch + "'", "'", _Shifted(token))
        if len(value) != 1:
            raise NesySyntaxError(f"0'{ch} is not one character", _escape_span(text, 0, len(text), token))
        return ord(value)
    if len(text) < 64:  # the common case, far below the bound
        return int(text, 0) if text.startswith(("0x", "0o", "0b")) else int(text)
    # Refuse an oversized literal before converting it: Python's int() stops at 4,300 decimal
    # digits with a traceback, and the bound on integers is lower still (docs/language.md).
    digits = text[2:] if text.startswith(("0x", "0o", "0b")) else text
    bits_per_digit = {"0x": 4, "0o": 3, "0b": 1}.get(text[:2], 3.3219)  # log2(10), rounded down
    value = None
    if (len(digits.lstrip("0")) - 1) * bits_per_digit < MAX_INT_BITS:
        value = int(digits.lstrip("0") or "0", {"0x": 16, "0o": 8, "0b": 2}.get(text[:2], 10))
    if value is None or value.bit_length() > MAX_INT_BITS:
        raise NesySyntaxError(f"integer literal too large: over {MAX_INT_BITS} bits, the bound on integers",
                              _escape_span(text, 0, len(text), token))
    return value


def _build_transformer(Transformer=None, Tree=None):  # noqa: N803 - Lark's names
    """The transformer that builds the AST, a subclass of ``Transformer`` (by default Lark's;
    the stand-alone module passes its own)."""
    if Transformer is None or Tree is None:
        Transformer, Tree = _real_lark().Transformer, _real_lark().Tree

    def sp(children):
        """The span from the first to the last child (tokens and AST nodes carry positions)."""
        for c in children:
            first = _child_place(c)
            if first is not None:
                break
        else:
            return None
        for c in reversed(children):
            last = _child_place(c)
            if last is not None:
                break
        return Span(_CURRENT.source, first[0], first[1], last[2], last[3])

    class ToAst(Transformer):
        """One method per grammar rule; an unhandled rule is a bug (``__default__`` raises).

        It runs inside Lark's LALR parser (no parse tree is built), so spans are computed from
        the children's positions rather than from Lark's meta."""

        def __default__(self, data, children, meta):
            if data.startswith("_"):  # Lark's helper rules (e.g. for `x*`): inlined by the parent
                return Tree(data, children, meta)
            raise AssertionError(f"grammar rule {data!r} has no AST mapping")  # pragma: no cover

        # ---- atoms and primitives
        def name_atom(self, c):
            name = str(c[0])
            if name[0].isupper():  # Émile: an upper-case letter beyond ASCII starts a variable, as in ProbLog
                return Variable(name, span=sp(c))
            return Atom(name, span=sp(c))

        def quoted_atom(self, c):
            return Atom(QuotedName(_unquote(str(c[0]), "'", c[0])), span=sp(c))

        def symbol_atom(self, c):
            return Atom(str(c[0]), span=sp(c))

        def op_atom(self, c):
            return Atom(str(c[0]), span=sp(c))

        def aggregate(self, c):
            # `avg<S>`: marked as $aggregate(avg, S) until the statement is complete
            text = str(c[0])
            name, var = text[:text.index("<")].strip(), text[text.index("<") + 1:-1].strip()
            _CURRENT.aggregates = True
            return Compound("$aggregate", (Atom(name, span=sp(c)), Variable(var, span=sp(c))), span=sp(c))

        def hash_arg(self, c):
            return Compound("#", (Atom(str(c[0]), span=_span_of(_CURRENT.source, c[0])),), span=sp(c))

        def variable(self, c):
            return Variable(str(c[0]), span=sp(c))

        def int_number(self, c):
            return Number(_int_value(str(c[0]), c[0]), span=sp(c))

        def float_number(self, c):
            return Number(float(str(c[0])), span=sp(c))

        def string(self, c):
            return String(_unquote(str(c[0]), '"', c[0]), span=sp(c))

        def compound(self, c):
            if c[0].type == "NOT_PAREN":
                return Compound(_NotParen("\\+"), tuple(c[1]), span=sp(c))
            functor_text = str(c[0])[:-1]
            if functor_text.startswith("'"):
                functor = _unquote(functor_text, "'", c[0])
                # 'hello'(world) prints as written, as ProbLog prints it ('.'(a, []) is a list)
                if functor != ".":
                    return Compound(QuotedName(functor), tuple(c[1]), span=sp(c))
            else:
                functor = functor_text
            # -(a) prints as written, as ProbLog prints it
            return Compound(functional_name(functor), tuple(c[1]), span=sp(c))

        def not_disj(self, c):  # \+(a;b), read as ProbLog reads it: \+ (a;b)
            return Compound(_NotParen("\\+"), (Compound(";", (c[1], c[2]), span=sp(c[1:])),), span=sp(c))

        def args(self, c):
            return list(c)

        def empty_list(self, c):
            return ListTerm((), None, span=sp(c))

        def list_elems(self, c):
            return list(c)

        def list_items(self, c):
            return ListTerm(tuple(c[0]), None, span=sp(c[0]))

        def list_tail(self, c):
            return ListTerm(tuple(c[0]), c[1], span=sp(c[0] + [c[1]]))

        def list_range(self, c):
            return RangeList(c[0], c[2], span=sp(c))

        def paren(self, c):
            t = c[0]
            if type(t) is Compound and type(t.functor) is _NotParen:  # (\+(a)) = b: closed
                return Compound("\\+", t.args, span=t.span)
            return t

        def curly(self, c):
            return Compound("{}", (c[0],), span=sp(c))

        # ---- operators
        def _binary(self, c, op, left, right):
            if type(left) is Compound and type(left.functor) is _NotParen and INFIX_OPS.get(op, (1200,))[0] <= 900:
                # ``\+(A) op B`` is ``\+ ((A) op B)``, as ProbLog reads it (see _NotParen)
                inner = left.args[-1]
                for arg in reversed(left.args[:-1]):  # \+(a, b): the conjunction (a, b)
                    inner = Compound(",", (arg, inner), span=left.span)
                return Compound(left.functor, (Compound(op, (inner, right), span=sp(c)),), span=sp(c))
            return Compound(op, (left, right), span=sp(c))

        def op_clause(self, c):
            return self._binary(c, ":-", c[0], c[1])

        def op_clause_back(self, c):
            return self._binary(c, ":-", c[0], c[2])

        def op_disj(self, c):
            return self._binary(c, ";", c[0], c[1])

        def op_bar(self, c):
            return self._binary(c, ";", c[0], c[1])

        def op_conj(self, c):
            return self._binary(c, ",", c[0], c[1])

        def op_prob(self, c):
            return self._binary(c, "::", c[0], c[1])

        def op_colon(self, c):
            return self._binary(c, ":", c[0], c[1])

        def op_pow(self, c):
            return self._binary(c, "**", c[0], c[2])

        def op_caret(self, c):
            return self._binary(c, "^", c[0], c[1])

        def op_xfy(self, c):
            return self._binary(c, str(c[1]), c[0], c[2])

        def op_yfx(self, c):
            left, op = c[0], c[1]
            if str(op) == "+" and isinstance(left, Atom) and left.name == "\\" and left.span is not None \
                    and (left.span.end_line, left.span.end_column) == (op.line, op.column):
                # the contextual lexer split `\+` where no 900 operator fits (`x = \+ a`);
                # ISO and ProbLog read `\+` as one token and refuse the term
                raise NesySyntaxError("`\\+` (negation, priority 900) cannot be an operand here: "
                                      "put it in parentheses, e.g. x = (\\+ a)",
                                      Span(_CURRENT.source, left.span.line, left.span.column,
                                           op.end_line, op.end_column))
            return self._binary(c, str(op), c[0], c[2])

        op_xfx = op_xfy

        def op_prefix(self, c):
            op, arg = str(c[0]), c[1]
            if op == "-" and isinstance(arg, Number):
                # ``- 1`` and, as ProbLog reads it, ``- (1)`` are the number -1 (``- (-1)`` is 1);
                # only the functional notation ``-(1)`` (no layout) is the compound
                return Number(-arg.value, span=sp(c))
            # ``+ 1`` stays the compound +(1), as in ProbLog and ISO; only ``-`` makes a number
            return Compound(op, (arg,), span=sp(c))

        # ---- statements
        def start(self, c):
            return Program(tuple(c), span=sp(c))

        def repl_entry(self, c):
            return [_plain_aggregates(x) if isinstance(x, (Compound, ListTerm)) else x for x in c]

        def query_entry(self, c):
            return _plain_aggregates(c[0])

        def clause_stmt(self, c):
            if _CURRENT.aggregates:
                return _aggregate_clause(c[0], sp(c))
            return _clause_from_term(c[0], sp(c))

        def directive_stmt(self, c):
            return Directive(_plain_aggregates(c[0]), span=sp(c))

        def query_stmt(self, c):
            return Query(_plain_aggregates(c[0]), span=sp(c))

        def hash_args(self, c):
            return list(c)

        def hash_stmt(self, c):
            name = str(c[0])[1:]
            args = c[1] if len(c) > 2 else []
            return _hash_directive(name, args, sp(c), _span_of(_CURRENT.source, c[0]))

        def learn_targets(self, c):
            return list(c)

        def learn_stmt(self, c):
            targets = c[1] if len(c) == 5 else []
            learner = c[-2]
            name, args, options = _spec(learner, "learner")
            if args:
                raise DirectiveError(
                    "learner options must be written key=value, e.g. exact(epochs=3)",
                    args[0].span)
            return LearnDirective(tuple(targets), name, options, span=sp(c))

    return ToAst()


def _child_place(c) -> tuple[int, int, int, int] | None:
    """Where a child of a rule lies: (line, column, end line, end column) of an AST node's span,
    of a token, or of a list of them (first to last); None if it has no position."""
    span = getattr(c, "span", None)
    if span is not None:
        return span._place()
    line = getattr(c, "line", None)
    if line is None:
        if isinstance(c, list) and c:
            a, b = _child_place(c[0]), _child_place(c[-1])
            if a is not None and b is not None:
                return a[0], a[1], b[2], b[3]
        return None
    column = c.column
    return line, column, c.end_line or line, c.end_column or column


def _text_between(source: Source, a: Span, b: Span) -> str:
    lines = source.text.split("\n")
    lines = [line + "\n" for line in lines]
    start = sum(len(x) for x in lines[: a.end_line - 1]) + a.end_column - 1
    end = sum(len(x) for x in lines[: b.line - 1]) + b.column - 1
    return source.text[start:end]


# ---- statement shaping --------------------------------------------------------------------

def _is_callable(t: Term) -> bool:
    return isinstance(t, (Atom, Compound)) and not (isinstance(t, Compound) and t.functor in {",", ";", "::", ":-"})


def _split(term: Term, op: str) -> list[Term]:
    out = []
    while isinstance(term, Compound) and term.functor == op and len(term.args) == 2:
        out.append(term.args[0])
        term = term.args[1]
    out.append(term)
    return out


def _head(term: Term, annotated_required: bool, span: Span | None = None) -> Head:
    prob = None
    atom = term
    if isinstance(term, Compound) and term.functor == "::" and len(term.args) == 2:
        prob, atom = term.args
    elif annotated_required:
        raise NesySyntaxError("each head of an annotated disjunction needs a probability, "
                              "as in 0.5::a; 0.5::b", term.span or span)
    if isinstance(atom, ListTerm) and not atom.items and atom.tail is None:
        # `[].` is the fact of the atom '[]', as in ProbLog (the empty list is that atom)
        atom = Atom("[]", span=atom.span or term.span or span)
    if not _is_callable(atom):
        raise NesySyntaxError(f"a clause head must be an atom or compound term, not {_describe(atom)}",
                              atom.span or term.span or span)
    return Head(atom, prob, span=term.span or atom.span)


def _describe(t: Term) -> str:
    return {Number: "a number", String: "a string", Variable: "a variable",
            ListTerm: "a list", RangeList: "a list"}.get(type(t), "an operator term")


def _clause_from_term(term: Term, span: Span | None) -> Statement:
    body = None
    head_term = term
    if isinstance(term, Compound) and term.functor == ":-" and len(term.args) == 2:
        head_term, body = term.args
    parts = _split(head_term, ";")
    if len(parts) > 1:
        heads = tuple(_head(p, annotated_required=True, span=span) for p in parts)
    else:
        heads = (_head(parts[0], annotated_required=False, span=span),)
    return Clause(heads, body, span=span)


def _plain_aggregates(term: Term) -> Term:
    """``avg<S>`` anywhere but at the end of a clause head is the term ``avg(S)``, as in ProbLog."""
    if not _CURRENT.aggregates:
        return term
    _CURRENT.aggregates = False
    return _map_aggregates(term, _plain_aggregate)


def _plain_aggregate(t: Compound) -> Compound:
    return Compound(t.args[0].name, (t.args[1],), span=t.span)


def _map_aggregates(term: Term, f) -> Term:
    if isinstance(term, Compound):
        if term.functor == "$aggregate" and len(term.args) == 2:
            return f(term)
        args = tuple(_map_aggregates(a, f) for a in term.args)
        return term if args == term.args else Compound(term.functor, args, span=term.span)
    if isinstance(term, ListTerm):
        items = tuple(_map_aggregates(a, f) for a in term.items)
        tail = _map_aggregates(term.tail, f) if term.tail is not None else None
        return ListTerm(items, tail, span=term.span)
    return term


def _aggregate_clause(term: Term, span: Span | None) -> Statement:
    """ProbLog's library(aggregate) head: ``h(G1, ..., Gn, F<V>) :- Body.`` is the clause
    ``h(G1, ..., Gn, R) :- aggregate(F, V, [G1, ..., Gn], Body, ([G1, ..., Gn], R)).``:
    one answer per group of the solutions of Body true in a world, R = F(values of V).
    The head may be scoped (``S:h(..., F<V>)``); anywhere else ``F<V>`` is the term ``F(V)``."""
    _CURRENT.aggregates = False
    body = None
    head = term
    if isinstance(term, Compound) and term.functor == ":-" and len(term.args) == 2:
        head, body = term.args
    prob = None
    if isinstance(head, Compound) and head.functor == "::" and len(head.args) == 2:
        prob, head = head.args
    scope = None
    if isinstance(head, Compound) and head.functor == ":" and len(head.args) == 2:
        scope, head = head.args
    if isinstance(head, Compound) and body is not None:
        for arg in head.args[:-1]:  # ProbLog 2.3 fails to load such a clause (an internal error)
            if isinstance(arg, Compound) and arg.functor == "$aggregate":
                raise NesySyntaxError("an aggregate term F<V> must be the head's last argument "
                                      "(library(aggregate): h(G1, ..., Gn, F<V>) :- Body)", arg.span)
    if not (isinstance(head, Compound) and head.args and isinstance(head.args[-1], Compound)
            and head.args[-1].functor == "$aggregate" and body is not None):
        return _clause_from_term(_map_aggregates(term, _plain_aggregate), span)
    agg = head.args[-1]
    groups = tuple(_map_aggregates(a, _plain_aggregate) for a in head.args[:-1])
    body = _map_aggregates(body, _plain_aggregate)
    result = Variable("R_VAR", span=agg.span)
    group_list = ListTerm(groups, None, span=head.span)
    call = Compound("aggregate", (agg.args[0], agg.args[1], group_list, body,
                                  Compound(",", (group_list, result), span=agg.span)), span=body.span)
    new_head: Term = Compound(head.functor, groups + (result,), span=head.span)
    if scope is not None:
        new_head = Compound(":", (scope, new_head), span=head.span)
    if prob is not None:
        new_head = Compound("::", (prob, new_head), span=head.span)
    return _clause_from_term(Compound(":-", (new_head, call), span=span), span)


def _atom_name(t: Term, what: str) -> str:
    if isinstance(t, Atom):
        return t.name
    raise DirectiveError(f"{what} must be a name", t.span)


def _int_arg(t: Term, what: str) -> int:
    if isinstance(t, Number) and isinstance(t.value, int) and t.value >= 0:
        return t.value
    raise DirectiveError(f"{what} must be a non-negative integer", t.span)


def _spec(t: Term, what: str) -> tuple[str, tuple[Term, ...], tuple[Option, ...]]:
    """Split ``kind(a, b, k=v)`` into its name, positional arguments and options."""
    if isinstance(t, Atom):
        return t.name, (), ()
    if not isinstance(t, Compound):
        raise DirectiveError(f"{what} must be written name(...) ", t.span)
    args, options = [], []
    for a in t.args:
        if isinstance(a, Compound) and a.functor == "=" and len(a.args) == 2 and isinstance(a.args[0], Atom):
            options.append(Option(a.args[0].name, a.args[1], span=a.span))
        elif options:
            raise DirectiveError("positional arguments must come before key=value options", a.span)
        else:
            args.append(a)
    keys = [o.key for o in options]
    for o in options:
        if keys.count(o.key) > 1:
            raise DirectiveError(f"option '{o.key}' is given more than once", o.span)
    return t.functor, tuple(args), tuple(options)


_ILASP_ARGS = {"var", "const"}
_ALEPH_ARGS = {"+", "-", "#"}
_MODE_OPTIONS = {"positive", "anti_reflexive", "symmetric"}


def _mode_style(schema: Term) -> str:
    styles = set()

    def walk(t):
        if isinstance(t, Compound):
            if t.functor in _ILASP_ARGS and len(t.args) == 1:
                styles.add("ilasp")
                return
            if t.functor in _ALEPH_ARGS and len(t.args) == 1:
                styles.add("aleph")
                return
            for a in t.args:
                walk(a)

    if not isinstance(schema, (Atom, Compound)):
        raise DirectiveError("a mode declaration needs an atom schema such as p(var(t))", schema.span)
    if isinstance(schema, Compound):
        for a in schema.args:
            walk(a)
    if len(styles) > 1:
        raise DirectiveError("do not mix ILASP (var/const) and Aleph (+/-/#) argument modes "
                             "in one declaration", schema.span)
    return styles.pop() if styles else "ilasp"


def _mode(kind: str, args: list[Term], span: Span | None, name_span: Span | None) -> ModeDecl:
    if not 1 <= len(args) <= 3:
        raise DirectiveError(f"#{kind} takes ([Recall,] Schema [, Options])", span)
    recall: int | str | None = None
    rest = list(args)
    first = rest[0]
    if len(rest) >= 2 and (isinstance(first, Number) or (isinstance(first, Atom) and first.name == "*")):
        recall = "*" if isinstance(first, Atom) else _int_arg(first, "the recall")
        rest.pop(0)
    schema = rest.pop(0)
    options: tuple[str, ...] = ()
    if rest:
        opts = _split(rest[0], ",")
        names = []
        for o in opts:
            if not isinstance(o, Atom) or o.name not in _MODE_OPTIONS:
                raise DirectiveError(f"unknown mode option; expected one of {', '.join(sorted(_MODE_OPTIONS))}",
                                     o.span)
            names.append(o.name)
        options = tuple(names)
    return ModeDecl(kind, recall, schema, options, _mode_style(schema), span=span)


_MAX_TYPE_VALUES = 100_000


def _type_range(r: RangeList) -> tuple[Term, ...] | NumberRange:
    """``#type(rho, [0..19])``: a type's values as a range of integers. A large range is kept
    as a range (bounded where a learner enumerates it: a type is a finite set of constants)."""
    low, high = r.low, r.high
    if not (isinstance(low, Number) and isinstance(high, Number) and type(low.value) is int
            and type(high.value) is int):
        raise DirectiveError("a #type range needs integer bounds, e.g. [0..19]", r.span)
    if high.value - low.value + 1 > _MAX_TYPE_VALUES:
        return NumberRange(low.value, high.value, _MAX_TYPE_VALUES, span=r.span)
    return tuple(Number(v, span=r.span) for v in range(low.value, high.value + 1))


HASH_DIRECTIVES = ("modeh", "modeb", "constant", "maxv", "type", "network", "data", "tensors", "bias")


def _hash_directive(name: str, args: list[Term], span: Span | None, name_span: Span | None) -> Statement:
    if name in ("modeh", "modeb"):
        return _mode(name, args, span, name_span)
    if name == "constant":
        if len(args) != 2:
            raise DirectiveError("#constant takes (Type, Value)", span)
        return ConstantDecl(_atom_name(args[0], "the constant's type"), args[1], span=span)
    if name == "maxv":
        if len(args) != 1:
            raise DirectiveError("#maxv takes one integer", span)
        return MaxVars(_int_arg(args[0], "#maxv's limit"), span=span)
    if name == "bias":
        if len(args) != 1 or not isinstance(args[0], String):
            raise DirectiveError('#bias takes one string of clingo text, e.g. #bias(":- body(naf(_)).")', span)
        # clingo text: in it \" and \\ are a quote and a backslash (a nesylang string keeps its
        # backslashes, as ProbLog reads strings, and clingo would refuse them outside its strings)
        return BiasDecl(re.sub(r'\\(["\\])', r"\1", args[0].value), span=span)
    if name == "type":
        if len(args) == 2 and isinstance(args[1], RangeList):
            return TypeDecl(_atom_name(args[0], "the type"), _type_range(args[1]), span=span)
        if len(args) != 2 or not isinstance(args[1], ListTerm) or args[1].tail is not None:
            raise DirectiveError("#type takes (Name, [Value, ...]) or (Name, [Low..High])", span)
        return TypeDecl(_atom_name(args[0], "the type"), args[1].items, span=span)
    if name in ("network", "data", "tensors"):
        if len(args) != 2:
            raise DirectiveError(f"#{name} takes (Name, Spec), e.g. #{name}({_EXAMPLES[name]})", span)
        spec_kind, positional, options = _spec(args[1], f"the {name} specification")
        return Declaration(name, _atom_name(args[0], f"the {name}'s name"), spec_kind, positional,
                           options, span=span)
    raise DirectiveError(f"unknown directive #{name}; known directives: "
                         f"{', '.join('#' + d for d in HASH_DIRECTIVES + ('learn',))}", name_span or span)


_EXAMPLES = {"network": "digit_net, mlp(input=64, hidden=[32], output=10)",
             "data": 'train, jsonl("train.jsonl")', "tensors": 'digits, npz("digits.npz")'}


# ---- entry points ----------------------------------------------------------------------------

def _run(text: str, name: str, start: str):
    source = Source(name, text)
    try:
        parser = _parser(start)
    except RecursionError:  # pragma: no cover - defensive
        raise NesySyntaxError("term nested too deeply", Span(source, 1, 1, 1, 1)) from None
    c = _classes_of(parser)  # Lark's exceptions, or the stand-alone module's
    LarkError, UnexpectedCharacters, UnexpectedEOF = c.LarkError, c.UnexpectedCharacters, c.UnexpectedEOF
    UnexpectedInput, UnexpectedToken, VisitError = c.UnexpectedInput, c.UnexpectedToken, c.VisitError
    try:
        with _LOCK:
            _CURRENT.source = source
            try:
                return parser.parse(text), source
            finally:
                _CURRENT.source = None
    except VisitError as e:
        if isinstance(e.orig_exc, NesyError):
            raise e.orig_exc from None
        if isinstance(e.orig_exc, RecursionError):
            raise NesySyntaxError("term nested too deeply", Span(source, 1, 1, 1, 1)) from None
        raise
    except UnexpectedToken as e:
        tok = e.token
        expected = sorted({_token_name(t) for t in e.expected})
        if tok.type == "$END":
            line, col = _end_position(text)
            msg = "unexpected end of input"
        else:
            line, col = tok.line, tok.column
            name = _token_name(tok.type)
            msg = f"unexpected {name}" if name == repr(str(tok)) else f"unexpected {name} {str(tok)!r}"
        if expected:
            msg += f"; expected {_join(expected)}"
        if str(tok) == "^" and tok.type != "$END":
            # ProbLog 2.3 gives ^ priority 400 (ISO 200): `2*3^2` is a clash there too
            msg += " (`^` has priority 400, as `*` and `/`, in ProbLog: write 2*(3^2))"
        if start != "query_entry" and tok.type == "$END" and text.strip() and not text.rstrip().endswith("."):
            msg += " (is a full stop missing?)"
        end_col = col + max(len(str(tok)), 1) if tok.type != "$END" else col
        raise NesySyntaxError(msg, Span(source, line, col, line, end_col)) from None
    except UnexpectedCharacters as e:
        ch = text[e.pos_in_stream] if e.pos_in_stream < len(text) else ""
        msg = f"unexpected character {ch!r}"
        if ch == "." or (text[e.pos_in_stream:e.pos_in_stream + 1] == "."):
            msg += " (a clause ends with '.' followed by a space or a new line)"
        raise NesySyntaxError(msg, Span(source, e.line, e.column, e.line, e.column + 1)) from None
    except UnexpectedEOF:  # pragma: no cover - lalr reports $END as UnexpectedToken
        line, col = _end_position(text)
        raise NesySyntaxError("unexpected end of input", Span(source, line, col, line, col)) from None
    except (UnexpectedInput, LarkError) as e:  # pragma: no cover - defensive
        raise NesySyntaxError(f"syntax error: {e}", Span(source, 1, 1, 1, 1)) from None
    except RecursionError:
        raise NesySyntaxError("term nested too deeply", Span(source, 1, 1, 1, 1)) from None


def _join(items: list[str]) -> str:
    if len(items) > 8:
        items = items[:8] + ["..."]
    return ", ".join(items)


def _end_position(text: str) -> tuple[int, int]:
    lines = text.split("\n")
    return len(lines), len(lines[-1]) + 1


def parse_program(text: str, name: str = "<string>") -> Program:
    """Parse a whole program into a :class:`~nesylang.syntax.ast.Program`.

    A text is read in parts: its plain facts by :mod:`.fastpath` (10^6 facts in seconds rather
    than minutes; a small program's facts and queries in half the time), the statements
    between them by Lark. If any part fails, the whole text is parsed by Lark again, so errors
    read exactly as they always have. A small program of facts alone never loads Lark."""
    source, statements, prev = None, [], 0
    if len(text) <= SMALL_BELOW:
        source = Source(name, text)
        got = _parse_small(text, source, statements)
        if type(got) is Program:
            return got
        prev = got  # the facts read so far are not read again
    program = _parse_in_parts(text, name, source, statements, prev)
    if program is not None:
        return program
    program, _ = _run(text, name, "start")
    return program


SMALL_BELOW = 2_000  # characters: a small program of facts is read without loading Lark at all
# ``P::`` before a plain fact, P a plain number (as the grammar reads it); layout may precede it.
# Each layout character or whole comment line is one repetition, so a failed match backtracks
# in linear time (``(?:\s+|%[^\n]*)*`` split a run of n blanks in 2^n ways: 24 spaces of
# indentation before a rule took 2 s to parse, 30 took minutes)
_PROB_PREFIX = re.compile(r"(?:\s|%[^\n]*(?![^\n]))*(\d+\.\d+|\d+)[ \t]*::")


def _plain_fact(text: str, source: Source, start: int, end: int, read_plain_fact) -> Clause | None:
    """The plain fact ``text[start:end]`` (``end`` is its full stop), perhaps with a number as
    its probability (``0.5::edge(a, b).``), as Lark would build it; None for anything else
    (``read_plain_fact``: :func:`.fastpath.read_plain_fact`, imported by the caller)."""
    m = _PROB_PREFIX.match(text, start, end)
    clause = read_plain_fact(text, source, m.end() if m else start, end)
    if clause is None or not m:
        return clause
    head = clause.heads[0]
    p0, p1 = m.span(1)
    number = text[p0:p1]
    prob = Number(float(number) if "." in number else int(number), span=Span.at(source, p0, p1))
    return Clause((Head(head.atom, prob, span=Span.at(source, p0, head.atom.span.offsets()[1])),),
                  None, span=Span.at(source, p0, end + 1))


def _parse_small(text: str, source: Source, statements: list) -> Program | int:
    """A small program of plain facts, each perhaps with a number as its probability
    (``0.5::a. query(a).``), read by :mod:`.fastpath` into the AST that Lark would build.
    Loading Lark and building its lexer would cost more than the rest of ``nesy query`` on
    such a program (ProbLog's start-up is the measure). For anything else, the offset where
    its first other statement begins, the plain facts before it left in ``statements``."""
    from .fastpath import _LAYOUT, read_plain_fact, statement_ends

    prev = 0
    try:
        ends = statement_ends(text)
        if ends is None:
            return 0
        for end in ends:
            clause = _plain_fact(text, source, prev, end, read_plain_fact)
            if clause is None:
                return prev
            statements.append(clause)
            prev = end + 1
    except (ValueError, RecursionError):
        return prev
    if _LAYOUT.match(text, prev).end() != len(text) or not statements:
        return prev
    first, last = statements[0].span, statements[-1].span
    return Program(tuple(statements), span=Span(source, first.line, first.column, last.end_line, last.end_column))


MAX_LARK_PARTS = 64  # each part makes Lark count the lines before it: past this, one Lark pass


def _parse_in_parts(text: str, name: str, source: Source | None = None, statements: list | None = None,
                    prev: int = 0) -> Program | None:
    """``text`` read in parts (see :func:`parse_program`), or None when a part fails; from
    ``prev`` on, after the ``statements`` read before it (in ``source``), if given."""
    from .fastpath import next_statement_end, read_ground_facts, read_plain_fact

    source = Source(name, text) if source is None else source
    statements = [] if statements is None else statements
    parts = 0
    pending: int | None = None  # where the statements waiting for Lark begin

    def lark_part(start: int, end: int) -> bool:
        nonlocal parts
        parts += 1
        if parts > MAX_LARK_PARTS:
            return False
        try:
            parser = _parser("start")
            with _LOCK:
                _CURRENT.source = source
                try:
                    part = parser.parse(_classes_of(parser).TextSlice(text, start, end))
                finally:
                    _CURRENT.source = None
        except Exception:  # noqa: BLE001 - reported by the one-pass parse that follows
            return False
        statements.extend(part.statements)
        return True

    try:
        while True:
            # a run of ground facts, one regular-expression match each (10^6 facts in seconds)
            facts, after = read_ground_facts(text, source, prev)
            if facts:
                if pending is not None:
                    if not lark_part(pending, prev):
                        return None
                    pending = None
                statements.extend(facts)
                prev = after
            end = next_statement_end(text, prev)
            if end is None:
                break
            clause = _plain_fact(text, source, prev, end, read_plain_fact)
            if clause is None:
                if pending is None:
                    pending = prev
            else:
                if pending is not None:
                    if not lark_part(pending, prev):
                        return None
                    pending = None
                statements.append(clause)
            prev = end + 1
    except (ValueError, RecursionError):
        return None
    rest = text[prev:]
    if pending is not None or rest.strip():
        if not lark_part(pending if pending is not None else prev, len(text)):
            return None
    if not statements:
        return Program((), span=None)
    first, last = statements[0].span, statements[-1].span
    if first and last and first.offsets() and last.offsets():  # placed when read (a line index costs)
        span = Span.at(source, first.offsets()[0], last.offsets()[1])
    else:
        span = Span(source, first.line, first.column, last.end_line, last.end_column) if first and last else None
    return Program(tuple(statements), span=span)


def parse_term(text: str, name: str = "<query>") -> Term:
    """Parse one goal or term (a trailing full stop is optional).

    >>> parse_term("p(X, [1,2])")
    Compound(functor='p', args=(Variable(name='X'), ListTerm(items=(Number(value=1), Number(value=2)), tail=None)))
    """
    stripped = text.rstrip()
    if stripped.startswith("?-"):
        text = stripped[2:]
    plain = _plain_goal(text, name)
    if plain is not None:
        return plain
    term, _ = _run(text, name, "query_entry")
    return term


def _plain_goal(text: str, name: str) -> Term | None:
    """``name(Args)`` with plain arguments (numbers, names, variables, lists, compounds: see
    :mod:`.fastpath`), read without Lark, or None. Training data are thousands of such
    queries (``addition(tensor(train(3)), tensor(train(8)), 11)``), and Lark costs about 10
    microseconds a token: a ``fit`` on a list of strings spent a quarter of its first epoch
    parsing them. Anything else, and every error, goes to Lark as before."""
    from .fastpath import read_plain_fact

    full = text.rstrip()
    end = len(full) - 1 if full.endswith(".") else len(full)  # the full stop, written or not
    start = len(full) - len(full.lstrip())
    if start >= end or not ("a" <= full[start] <= "z") or "(" not in full:
        return None
    # spans are offsets into ``text`` itself, as Lark's are (the REPL pads `?-` to keep columns)
    clause = read_plain_fact(full if end < len(full) else full + ".", Source(name, text), start, end)
    if clause is None or clause.body is not None or len(clause.heads) != 1 or clause.heads[0].prob is not None:
        return None
    return clause.heads[0].atom


def parse_repl_line(text: str, name: str = "<repl>") -> list[Statement] | Term:
    """Parse what a user typed at the REPL: statements, or a bare goal (a query)."""
    result, _ = _run(text, name, "repl_entry")
    return result
