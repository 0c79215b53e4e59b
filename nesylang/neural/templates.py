"""Query templates: compile once per query shape, not once per query.

A training query such as ``addition(tensor(train(3)), tensor(train(7)), 10)`` becomes the
template ``addition($tensor(0), $tensor(1), _)``: every distinct tensor reference is replaced
by a numbered placeholder (the same image twice gets the same placeholder, so it stays one
random variable), and the arguments without tensors (the label, here the sum) are left open.
Grounding the template yields every possible answer (here sums 0..18); one multi-output
circuit serves all of them, and an example picks the output of its own label.

If leaving an argument open makes grounding fail (say the program needs it bound for
arithmetic), the template keeps the arguments as given. Queries without tensors are
templates of themselves.

Compiled templates are also kept on disk (:class:`DiskCache`), keyed by the program's content,
so that a second process compiles nothing. The disk format cannot carry behaviour: a checksummed,
versioned header, plain JSON for the structure (terms, weights, spans: each encoded and decoded
explicitly into known types) and raw little-endian int64 arrays for the circuit. Every entry
is bounded and validated before use; anything wrong with one (truncated, corrupt, another
version, a hostile file) is a cache miss that recompiles. The cache's total size is bounded
(least recently used entries go first).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import stat
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import NesyError
from ..logic.terms import Str, Struct, Var
from ..logic.unify import deref, resolve, variant_key
from ..source import Source, Span
from ..util.memory import collector_off
from .tensors import is_tensor_ref

PLACEHOLDER = "$tensor"


def abstract(query: Struct, open_outputs: bool = True) -> tuple[Struct, list[Struct], tuple, tuple[int, ...]]:
    """Split a ground query into (template query, tensor refs by slot, label values, opened
    argument positions)."""
    refs: dict[Struct, int] = {}

    def walk(t):
        if type(t) is Var:
            t = deref(t)
        if type(t) is not Struct or not t.args:
            return t
        if t.functor == "tensor" and is_tensor_ref(t):
            slot = refs.get(t)
            if slot is None:
                slot = refs[t] = len(refs)
            return Struct(PLACEHOLDER, (slot,))
        old = t.args
        new = [walk(a) for a in old]
        for x, y in zip(new, old):
            if x is not y:
                return Struct(t.functor, tuple(new))
        return t

    args = [walk(a) for a in query.args]
    opened: list[int] = []
    labels: list[Any] = []
    if refs and open_outputs:
        for i, (new, old) in enumerate(zip(args, query.args)):
            if new is old:  # no tensor inside: an output argument
                opened.append(i)
                labels.append(resolve(old))
                args[i] = Var(f"Out{i}")
    template = Struct(query.functor, tuple(args)) if query.args else query
    ordered = sorted(refs, key=refs.get)
    return template, ordered, tuple(labels), tuple(opened)


def flat_shape(query) -> tuple[tuple, list[Struct], tuple] | None:
    """For a query whose arguments are each a tensor reference or a constant (an atom, a
    number, a string), what :func:`abstract` would give, without building its template:
    ``((functor, slot per argument, -1 for a constant), refs by slot, the constants)``. The
    first item names the open template, as its variant key would. None for other queries
    (a variable, a compound label, no tensor reference)."""
    if type(query) is not Struct:
        return None
    refs: list[Struct] = []
    labels: list = []
    pattern: list[int] = []
    for a in query.args:
        ta = type(a)
        if ta is Struct and a.args:
            if a.functor != "tensor" or not is_tensor_ref(a):
                return None
            for slot, ref in enumerate(refs):
                if ref == a:
                    break
            else:
                slot = len(refs)
                refs.append(a)
            pattern.append(slot)
        elif ta is Struct or ta is int or ta is float or ta is Str:
            labels.append(a)
            pattern.append(-1)
        else:
            return None
    if not refs:
        return None
    return (query.functor, tuple(pattern)), refs, tuple(labels)


@dataclass
class Template:
    """A compiled query template and how its outputs map to labels."""

    query: Struct
    opened: tuple[int, ...]
    outputs: dict[Any, int]
    compiled: Any  # CompiledCircuit
    group_weights: list[tuple]  # per compiled group: weight references (placeholders in neural inputs)
    group_complete: list[bool]
    group_var_counts: list[int]
    n_slots: int
    group_spans: list = field(default_factory=list)  # where each group's clause is (for errors)
    circuits: dict[str, Any] = field(default_factory=dict)  # device -> BatchedCircuit
    labels: list[tuple] = field(default_factory=list)  # per output: its label terms (outputs derive from them)
    _layout: Any = field(default=None, repr=False, compare=False)  # see layout()
    _levels: Any = field(default=None, repr=False, compare=False)  # see linear_levels()

    def output_index(self, labels: tuple) -> int:
        return self.outputs.get(_label_key(labels), -1)

    def circuit(self, device):
        from ..circuits.torch_eval import BatchedCircuit

        key = str(device)
        c = self.circuits.get(key)
        if c is None:
            c = self.circuits[key] = BatchedCircuit(self.compiled.flat, len(self.compiled.variables),
                                                    layout=self.layout()).to(device)
        return c

    def layout(self):
        """The circuit's level layout (:func:`~nesylang.circuits.torch_eval.circuit_layout`), made once."""
        if self._layout is None:
            from ..circuits.torch_eval import circuit_layout

            self._layout = circuit_layout(self.compiled.flat, len(self.compiled.variables))
        return self._layout

    def linear_levels(self):
        """The circuit as numpy levels, for the CPU's categorical fast path: no torch module
        is built for a template that only ever takes that path."""
        if self._levels is None:
            from ..circuits.torch_eval import linear_levels

            self._levels = linear_levels(self.layout(), len(self.compiled.variables))
        return self._levels


def _label_key(labels: tuple):
    return tuple(variant_key(v) if type(v) is Struct else (type(v).__name__, v) for v in labels)


def _outputs_of(labels: list[tuple]) -> dict[Any, int]:
    return {_label_key(ls): i for i, ls in enumerate(labels)}


class TemplateCache:
    """Compiled templates of one program version, keyed by the template query's shape, in
    memory and (through :class:`DiskCache`) on disk, keyed by the program's content."""

    def __init__(self, program, disk: "DiskCache | None" = None):
        self.program = program
        self.disk = disk if disk is not None else DiskCache.default()
        self.templates: dict[Any, Template] = {}
        self.closed_only: set[Any] = set()  # shapes whose open template failed to ground
        self.compiled = 0  # templates compiled by this cache (a second epoch adds none)
        self.loaded = 0    # templates read back from the disk cache
        self.shared: SharedCompilation | None = None  # one grounder and SDD manager for them all
        self.share = True  # False once sharing failed for a reason that would recur
        self._flat: dict[tuple, Template] = {}  # flat_shape key -> its open template

    def lookup(self, query: Struct, span=None) -> tuple[Template, list[Struct], int]:
        """The template of a ground query, its tensor refs, and the output of its labels."""
        flat = flat_shape(query)
        if flat is not None:  # the common training query: one dict lookup, no term walk or key
            template = self._flat.get(flat[0])
            if template is not None:
                return template, flat[1], template.output_index(flat[2])
        template_query, refs, labels, opened = abstract(query)
        key = variant_key(template_query)
        if key in self.closed_only:  # the labels put back: what abstract(query, open_outputs=False) gives
            args = list(template_query.args)
            for i, label in zip(opened, labels):
                args[i] = label
            template_query, labels, opened = Struct(template_query.functor, tuple(args)), (), ()
            key = variant_key(template_query)
        template = self.templates.get(key)
        if template is None:
            try:
                with collector_off():  # tens of thousands of objects that live until it is compiled
                    template = self._load_or_compile(key, template_query, opened, len(refs), span)
            except NesyError:
                if not opened:
                    raise
                self.closed_only.add(key)  # e.g. the program needs the label bound
                return self.lookup(query, span)
            self.templates[key] = template
        if not template.opened:
            return template, refs, 0
        if flat is not None and template.opened == opened:  # the open template of this shape
            self._flat[flat[0]] = template
        return template, refs, template.output_index(labels)

    def _load_or_compile(self, key, query: Struct, opened, n_slots: int, span) -> Template:
        disk_key = None
        if self.disk is not None:
            disk_key = hashlib.sha256((self.program.content_hash() + "\0" + repr(key)).encode()).hexdigest()
            template = self.disk.get(disk_key)
            if template is not None:
                self.loaded += 1
                return template
        template = self._compile(query, opened, n_slots, span)
        if disk_key is not None:
            self.disk.put(disk_key, template)
        return template

    def _compile(self, query: Struct, opened, n_slots: int, span) -> Template:
        found = self._compile_shared(query, span) if self.share else None
        if found is None:  # the query alone: the path every other query takes (and its errors)
            gp, answers, compiled, _ = self.program._compiled([(query, span)], [], mode="wmc")
        else:
            gp, answers, compiled = found
        labels = [tuple(resolve(answer.args[j]) for j in opened) for answer, _node in answers]
        weights = [tuple(gp.groups[g].weights) for g in compiled.groups]
        complete = [gp.groups[g].complete for g in compiled.groups]
        counts: dict[int, int] = {}
        for info in compiled.variables:
            counts[info.group] = counts.get(info.group, 0) + 1
        self.compiled += 1
        return Template(query, tuple(opened), _outputs_of(labels), compiled, weights, complete,
                        [counts.get(g, 0) for g in compiled.groups], n_slots,
                        [gp.groups[g].span for g in compiled.groups], labels=labels)


    def _compile_shared(self, query: Struct, span):
        """(ground program, answers, circuit) from the shared grounder and manager, or None
        where the query must be compiled alone (an error is then reported by that path)."""
        from ..grounding.grounder import _NeedDeepStack

        shared = self.shared
        if shared is None or shared.version != self.program._version or shared.full:
            shared = self.shared = SharedCompilation(self.program)
        try:
            return shared.compile(query, span)
        except NesyError as e:
            # a grounding error (e.g. the open template of a program that needs its label
            # bound) leaves complete tables correct: only unfinished ones are dropped; after
            # anything else (a limit, which counts every template's nodes here) start afresh
            if not (shared.grounded is False and shared.forget_unfinished(e)):
                self.shared = None
        except (_NeedDeepStack, RecursionError):
            self.shared, self.share = None, False  # deep programs ground on their own thread
        except BaseException:
            self.shared = None
            raise
        return None


class SharedCompilation:
    """One grounder and one SDD manager (:class:`~nesylang.circuits.sdd.IncrementalCompiler`)
    for the templates of one program version: the tables of sub-goals that many templates
    call (the carry chain of multi-digit addition) are grounded once, and their circuits are
    compiled and exported once. Each template still gets a circuit of its own, the same
    function of the same variables as compiling it alone."""

    MAX_GROUND_NODES = 2_000_000  # beyond this a new grounder and manager start
    FACTOR = True  # joins over a clause's own variables become shared tables (see grounding.factor)

    def __init__(self, program):
        from ..circuits.sdd import IncrementalCompiler
        from ..grounding.factor import factor_db

        self.program = program
        self.version = program._version
        self.grounder = program._grounder(factor_db(program.db) if self.FACTOR else None)
        self.compiler = IncrementalCompiler(self.grounder.gp)
        self.grounded: bool | None = None  # where the last compile stopped

    @property
    def full(self) -> bool:
        return len(self.grounder.gp.kinds) > self.MAX_GROUND_NODES or self.compiler.full

    def compile(self, query: Struct, span):
        from ..grounding.grounder import SHALLOW_LIMIT
        from ..limits import current, running, stage

        program, grounder = self.program, self.grounder
        self.grounded = False
        with running(program._budget([(query, span)])):
            stage("grounding")
            grounder.budget = current()
            grounder.shallow_limit = SHALLOW_LIMIT  # deeper: compiled alone, on a deep thread
            answers = grounder.ground_goal(query, span, query=True)
            self.grounded = True
            stage("compiling")
            compiled = self.compiler.compile([node for _, node in answers], span)
        return grounder.gp, answers, compiled

    def forget_unfinished(self, error: NesyError) -> bool:
        """After a grounding error: drop the tables it left unfinished (complete ones hold
        every answer whatever the error), so the grounder can go on. False if it cannot."""
        from ..errors import LimitError
        from ..logic.unify import undo

        if isinstance(error, LimitError):
            return False
        g = self.grounder
        for key in [k for k, t in g.tables.items() if not t.complete]:
            del g.tables[key]
        undo(g.trail, 0)
        g.stack.clear()
        g.incomplete.clear()
        g.negation_bases.clear()
        g.negation_violated = False
        g.keep_certain = -1
        return True


# ---- the on-disk format --------------------------------------------------------------------
#
#   MAGIC (8 bytes) | sha256 of everything after it (32) | header length (u32 LE) | header JSON
#   | structure JSON | the int64 LE arrays of ARRAYS, in order
#
# The header names the format version, nesylang's version, the entry's key, the structure's
# length and each array's element count; together they must account for the file's length
# exactly, so no declared size is ever trusted beyond the bytes actually read.

FORMAT_VERSION = 2
MAGIC = b"NESYTPL\x00"
SUFFIX = ".tpl"
ARRAYS = ("kinds", "literals", "element_counts", "elements", "outputs", "var_groups", "var_outcomes",
          "var_kinds", "groups")
_VAR_KINDS = ("bool", "seq", "ind")
_PREFIX = len(MAGIC) + 32 + 4
_MAX_HEADER = 4096
_MAX_DEPTH = 16  # the format nests JSON at most 5 deep; refuse anything deeper before parsing it
_MAX_SMALL = 2 ** 31  # line and column numbers, counts, slots
_JSON_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)


class _Unusable(Exception):
    """A template that cannot be stored, or an entry that cannot be read back: a cache miss."""


# Whatever a hostile or damaged entry makes decoding raise. MemoryError is here only as a last
# guard: every size is checked against the bytes read before anything is allocated.
_DECODE_ERRORS = (_Unusable, ValueError, TypeError, KeyError, IndexError, OverflowError, RecursionError,
                  UnicodeDecodeError, MemoryError)


@dataclass(frozen=True, eq=False)
class _SourceLines(Source):
    """A source known only by the lines that cached spans start on: all an error excerpt shows."""

    lines: dict = field(default_factory=dict)

    def line_text(self, line: int) -> str:
        return self.lines.get(line, "")


class _TermEncoder:
    """Terms as a flat table of JSON nodes, children before parents (so decoding is one loop,
    without recursion however deep a term is); a term met twice is one node."""

    def __init__(self):
        self.nodes: list[list] = []
        self._ids: dict[int, int] = {}
        self._keep: list = []  # keeps encoded terms alive, so their ids stay theirs

    def add(self, term) -> int:
        term = deref(term)
        pending: set[int] = set()
        stack: list[tuple[Any, bool]] = [(term, False)]
        while stack:
            t, expanded = stack.pop()
            t = deref(t)
            if id(t) in self._ids:
                continue
            if type(t) is Struct and t.args and not expanded:
                if id(t) in pending:
                    raise _Unusable("a cyclic term")
                pending.add(id(t))
                stack.append((t, True))
                stack.extend((a, False) for a in reversed(t.args))
                continue
            pending.discard(id(t))
            self._ids[id(t)] = len(self.nodes)
            self._keep.append(t)
            self.nodes.append(self._node(t))
        return self._ids[id(term)]

    def _node(self, t) -> list:
        tt = type(t)
        if tt is Struct:
            if not t.args:
                return ["a", t.functor]
            return ["c", t.functor, [self._ids[id(deref(a))] for a in t.args]]
        if tt is int:
            return ["i", t]
        if tt is float:
            return ["f", t.hex()]
        if tt is Str:
            return ["s", t.value]
        if tt is Var:
            return ["v", t.name]
        raise _Unusable(f"a {tt.__name__} inside a term")  # e.g. a tensor-valued term


class _SpanEncoder:
    """Spans as ``[source, line, column, end line, end column]``; each source as its name and the
    lines that spans start on."""

    def __init__(self):
        self.sources: list[tuple[str, dict[int, str]]] = []
        self._index: dict[int, int] = {}
        self._keep: list = []

    def add(self, span) -> list | None:
        if span is None:
            return None
        if type(span) is not Span:
            raise _Unusable("not a span")
        src, si = span.source, None
        if src is not None:
            si = self._index.get(id(src))
            if si is None:
                si = self._index[id(src)] = len(self.sources)
                self.sources.append((src.name, {}))
                self._keep.append(src)
            self.sources[si][1][span.line] = src.line_text(span.line)
        return [si, span.line, span.column, span.end_line, span.end_column]

    def table(self) -> list:
        return [[name, sorted(lines.items())] for name, lines in self.sources]


def _encode_weight(w, terms: _TermEncoder) -> list:
    from ..grounding.ground_program import NeuralRef, ParamRef

    tw = type(w)
    if tw is float or tw is int:
        return ["p", float(w).hex()]
    if tw is ParamRef and type(w.key) is tuple and all(type(k) is int for k in w.key):
        return ["param", list(w.key)]
    if tw is NeuralRef and type(w.net) is str and (w.index is None or type(w.index) is int):
        return ["nn", w.net, terms.add(w.inputs), w.index]
    raise _Unusable(f"a weight {w!r}")


def encode_template(template: Template, key: str) -> bytes:
    """A compiled template as the bytes of a cache entry (see the format above).

    Raises :class:`_Unusable` for a template the format cannot hold (a foreign object inside a
    term, say); such a template is simply not cached.
    """
    import numpy as np

    from .. import __version__

    if _outputs_of(template.labels) != template.outputs:
        raise _Unusable("outputs without their label terms")
    c, terms, spans = template.compiled, _TermEncoder(), _SpanEncoder()
    structure = {
        "query": terms.add(template.query),
        "opened": [int(i) for i in template.opened],
        "labels": [[terms.add(t) for t in ls] for ls in template.labels],
        "n_slots": int(template.n_slots),
        "weights": [[_encode_weight(w, terms) for w in ws] for ws in template.group_weights],
        "complete": [bool(x) for x in template.group_complete],
        "var_counts": [int(x) for x in template.group_var_counts],
        "spans": [spans.add(s) for s in template.group_spans],
        "compile_seconds": float(c.compile_seconds).hex(),
        "sdd_size": int(c.sdd_size),
        "terms": terms.nodes,
        "sources": spans.table(),
    }
    flat = c.flat
    if flat.packed is not None:  # the shared compiler's arrays, as they are
        p = flat.packed
        shape = [p.kinds, p.literals, np.diff(p.ptr), np.stack([p.prime, p.sub], axis=1)]
    else:
        shape = [flat.kinds, flat.literals, [len(e) for e in flat.elements],
                 [x for e in flat.elements for pair in e for x in pair]]
    arrays = shape + [flat.outputs, [v.group for v in c.variables], [v.outcome for v in c.variables],
                      [_VAR_KINDS.index(v.kind) for v in c.variables], c.groups]
    packed = [np.asarray(a, dtype="<i8").reshape(-1) for a in arrays]
    body_json = json.dumps(structure, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()
    header = json.dumps({"format": FORMAT_VERSION, "nesylang": __version__, "key": key,
                         "structure": len(body_json), "arrays": [len(a) for a in packed]}).encode()
    body = b"".join([len(header).to_bytes(4, "little"), header, body_json] + [a.tobytes() for a in packed])
    return MAGIC + hashlib.sha256(body).digest() + body


def _load_json(raw: bytes):
    import numpy as np

    # json's C scanner recurses once per nesting level, and the grounder may have raised the
    # recursion limit far above what the C stack holds: count the depth first, cheaply.
    codes = np.frombuffer(_JSON_STRING.sub(b'""', raw), dtype=np.uint8)
    step = (codes == 91).astype(np.int64) + (codes == 123) - (codes == 93) - (codes == 125)
    if len(step) and int(np.cumsum(step).max()) > _MAX_DEPTH:
        raise _Unusable("JSON nested too deeply")
    return json.loads(raw.decode("utf-8"))


def _check(ok: bool, what: str) -> None:
    if not ok:
        raise _Unusable(what)


def _int(x, lo: int = 0, hi: int = _MAX_SMALL) -> int:
    _check(type(x) is int and lo <= x < hi, "an integer out of range")
    return x


def _str(x) -> str:
    _check(type(x) is str, "not a string")
    return x


def _list(x, length: int | None = None) -> list:
    _check(type(x) is list and (length is None or len(x) == length), "not a list of the right length")
    return x


def _decode_terms(nodes, n_slots: int) -> list:
    out: list = []
    for node in _list(nodes):
        node = _list(node)
        _check(len(node) in (2, 3), "a malformed term node")
        tag = node[0]
        if tag == "c" and len(node) == 3:
            functor = _str(node[1])
            children = _list(node[2])
            _check(len(children) > 0, "a compound without arguments")
            args = tuple(out[_int(i, 0, len(out))] for i in children)
            if functor == PLACEHOLDER:  # batch evaluation indexes an example's tensors with it
                _check(len(args) == 1 and type(args[0]) is int and 0 <= args[0] < n_slots, "a bad placeholder")
            out.append(Struct(functor, args))
        elif len(node) != 2:
            raise _Unusable("a malformed term node")
        elif tag == "a":
            out.append(Struct(_str(node[1])))
        elif tag == "i":
            _check(type(node[1]) is int, "not an integer")
            out.append(node[1])
        elif tag == "f":
            _check(type(node[1]) is str and len(node[1]) <= 32, "not a float")
            out.append(float.fromhex(node[1]))
        elif tag == "s":
            out.append(Str(_str(node[1])))
        elif tag == "v":
            out.append(Var(_str(node[1])))
        else:
            raise _Unusable("an unknown term node")
    return out


def _decode_weight(w, terms: list, n_terms: int):
    from ..grounding.ground_program import NeuralRef, ParamRef

    w = _list(w)
    _check(len(w) >= 2, "a malformed weight")
    if w[0] == "p" and len(w) == 2:
        _check(type(w[1]) is str and len(w[1]) <= 32, "not a float")
        p = float.fromhex(w[1])
        _check(0.0 <= p <= 1.0, "a probability outside [0, 1]")
        return p
    if w[0] == "param" and len(w) == 2:
        return ParamRef(tuple(_int(k, -_MAX_SMALL) for k in _list(w[1])))
    if w[0] == "nn" and len(w) == 4:
        index = None if w[3] is None else _int(w[3])
        return NeuralRef(_str(w[1]), terms[_int(w[2], 0, n_terms)], index)
    raise _Unusable("an unknown weight")


def _decode_spans(spans, sources) -> list:
    decoded_sources = []
    for entry in _list(sources):
        name, lines = _list(entry, 2)
        table = {}
        for item in _list(lines):
            line, text = _list(item, 2)
            table[_int(line)] = _str(text)
        decoded_sources.append(_SourceLines(_str(name), "", table))
    out = []
    for s in _list(spans):
        if s is None:
            out.append(None)
            continue
        si, line, col, end_line, end_col = _list(s, 5)
        src = None if si is None else decoded_sources[_int(si, 0, len(decoded_sources))]
        out.append(Span(src, _int(line), _int(col), _int(end_line), _int(end_col)))
    return out


def _decode_circuit(arrays: list, structure: dict, n_groups: int):
    import numpy as np

    from ..circuits.sdd import DECISION, LIT, CompiledCircuit, FlatCircuit, VarInfo

    kinds, literals, counts, pairs, outputs, var_groups, var_outcomes, var_kinds, groups = arrays
    n, n_vars = len(kinds), len(var_groups)
    _check(len(literals) == n and len(counts) == n, "node arrays of different lengths")
    _check(len(var_outcomes) == n_vars and len(var_kinds) == n_vars, "variable arrays of different lengths")
    _check(len(groups) == n_groups, "a group count that differs")
    _check(bool(np.isin(kinds, np.arange(4)).all()), "an unknown node kind")
    _check(bool((counts >= 0).all() and (counts[kinds != DECISION] == 0).all()), "bad element counts")
    _check(int(counts.sum(dtype=np.float64)) * 2 == len(pairs), "bad element counts")
    parents = np.repeat(np.arange(n), counts)
    pairs = pairs.reshape(-1, 2)
    _check(bool(((pairs >= 0) & (pairs < parents[:, None])).all()), "a child that does not come first")
    lits = literals[kinds == LIT]
    _check(bool(((lits != 0) & (lits >= -n_vars) & (lits <= n_vars)).all()), "a literal out of range")
    _check(bool(((outputs >= 0) & (outputs < n)).all()), "an output out of range")
    _check(bool(((var_kinds >= 0) & (var_kinds < 3)).all()), "an unknown variable kind")
    _check(bool(np.isin(var_groups, groups).all()), "a variable of an unknown group")
    widths = {int(g): len(ws) for g, ws in zip(groups.tolist(), structure["weights"])}
    _check(all(-1 <= o <= widths[g] for g, o in zip(var_groups.tolist(), var_outcomes.tolist())),
           "an outcome out of range")
    ends = np.cumsum(counts).tolist()
    flat_pairs = [(p, s) for p, s in pairs.tolist()]
    elements = [tuple(flat_pairs[e - c:e]) for c, e in zip(counts.tolist(), ends)]
    flat = FlatCircuit(kinds.tolist(), literals.tolist(), elements, outputs.tolist())
    variables = [VarInfo(g, o, _VAR_KINDS[k])
                 for g, o, k in zip(var_groups.tolist(), var_outcomes.tolist(), var_kinds.tolist())]
    seconds = structure["compile_seconds"]
    _check(type(seconds) is str and len(seconds) <= 32, "not a float")
    return CompiledCircuit(flat, variables, groups.tolist(), float.fromhex(seconds),
                           _int(structure["sdd_size"], 0, 2 ** 62))


def decode_template(data: bytes, key: str) -> Template:
    """The template in the bytes of a cache entry, checked through; raises for anything amiss
    (see ``_DECODE_ERRORS``), which the cache treats as a miss."""
    import numpy as np

    from .. import __version__

    _check(len(data) >= _PREFIX and data[:len(MAGIC)] == MAGIC, "not a template entry")
    body = memoryview(data)[len(MAGIC) + 32:]
    _check(hashlib.sha256(body).digest() == data[len(MAGIC):len(MAGIC) + 32], "a checksum that differs")
    header_len = int.from_bytes(body[:4], "little")
    _check(header_len <= min(_MAX_HEADER, len(body) - 4), "a header of the wrong size")
    header = _load_json(bytes(body[4:4 + header_len]))
    _check(type(header) is dict, "a malformed header")
    _check(type(header.get("format")) is int and header["format"] == FORMAT_VERSION, "another format version")
    _check(header.get("nesylang") == __version__, "another nesylang version")
    _check(header.get("key") == key, "another entry's key")
    counts = [_int(c, 0, len(body)) for c in _list(header.get("arrays"), len(ARRAYS))]
    structure_len = _int(header.get("structure"), 0, len(body))
    start = 4 + header_len + structure_len
    _check(start + 8 * sum(counts) == len(body), "sizes that do not add up to the file's")
    structure = _load_json(bytes(body[4 + header_len:start]))
    _check(type(structure) is dict, "a malformed structure")
    arrays = []
    for count in counts:
        arrays.append(np.frombuffer(body, dtype="<i8", count=count, offset=start))
        start += 8 * count

    n_slots = _int(structure["n_slots"])
    terms = _decode_terms(structure["terms"], n_slots)
    query = terms[_int(structure["query"], 0, len(terms))]
    _check(type(query) is Struct, "a query that is not a compound")
    opened = tuple(_int(i, 0, len(query.args)) for i in _list(structure["opened"]))
    _check(len(set(opened)) == len(opened), "an argument opened twice")
    labels = [tuple(terms[_int(t, 0, len(terms))] for t in _list(ls, len(opened)))
              for ls in _list(structure["labels"])]
    weights = [tuple(_decode_weight(w, terms, len(terms)) for w in _list(ws)) for ws in _list(structure["weights"])]
    _check(all(weights), "a group without weights")
    n_groups = len(weights)
    complete = _list(structure["complete"], n_groups)
    _check(all(type(x) is bool for x in complete), "not a boolean")
    var_counts = [_int(x) for x in _list(structure["var_counts"], n_groups)]
    spans = _decode_spans(_list(structure["spans"], n_groups), structure["sources"])
    compiled = _decode_circuit(arrays, structure, n_groups)
    _check(sum(var_counts) == len(compiled.variables), "variable counts that do not add up")
    _check(len(labels) <= len(compiled.flat.outputs), "more labels than outputs")
    return Template(query, opened, _outputs_of(labels), compiled, weights, complete, var_counts, n_slots,
                    spans, labels=labels)


# ---- the cache on disk ---------------------------------------------------------------------

DEFAULT_MAX_BYTES = 256 * 2 ** 20
DEFAULT_MAX_ENTRIES = 1000
MAX_ENTRY_BYTES = 64 * 2 ** 20  # a larger template is not cached (and a larger file never read)
_STALE_TMP_SECONDS = 3600  # a temporary file this old is left over from a killed write
_ENTRY = re.compile(r"[0-9a-f]{64}" + re.escape(SUFFIX))
_LEGACY = re.compile(r"[0-9a-f]{64}\.pkl")  # entries of the pickle format before version 1
_TEMP = re.compile(r"\.[0-9a-f]{64}\.(tpl|pkl)\..*\.tmp")
_SIZE = re.compile(r"\s*(\d+(?:\.\d+)?)\s*([kmgt]?)i?b?\s*", re.I)


def cache_folder() -> Path | None:
    """Where compiled templates are kept: ``$NESYLANG_CACHE``, else
    ``$XDG_CACHE_HOME/nesylang/templates`` (``~/.cache/nesylang/templates``); None when
    ``NESYLANG_CACHE`` is ``off`` (or ``0``, ``no``, ``false``, empty)."""
    raw = os.environ.get("NESYLANG_CACHE")
    if raw is not None and raw.strip().lower() in ("off", "0", "no", "false", ""):
        return None
    if raw:
        return Path(raw).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".cache"
    return base / "nesylang" / "templates"


def parse_size(text: str) -> int | None:
    """A size such as ``256M``, ``1.5G``, ``500k`` or ``1000000`` in bytes (None if unreadable).

    >>> parse_size("256M"), parse_size("1k"), parse_size("12"), parse_size("lots")
    (268435456, 1024, 12, None)
    """
    m = _SIZE.fullmatch(text)
    if m is None:
        return None
    scale = 1024 ** " kmgt".index((m.group(2) or " ").lower())
    return int(float(m.group(1)) * scale)


def _env_limit(name: str, default: int, size: bool) -> int:
    raw = os.environ.get(name)
    if not raw:
        return default
    value = parse_size(raw) if size else (int(raw) if raw.strip().isdigit() else None)
    return value if value is not None and value > 0 else default  # an unreadable limit keeps the default


@dataclass
class CacheInfo:
    """What ``nesy cache info`` shows."""

    folder: Path
    entries: int
    bytes: int
    max_entries: int
    max_bytes: int


class DiskCache:
    """Compiled templates on disk, one file per template (see :func:`cache_folder` for where).

    The cache holds at most ``max_entries`` entries and ``max_bytes`` bytes
    (``$NESYLANG_CACHE_ENTRIES``, default 1000; ``$NESYLANG_CACHE_SIZE``, default ``256M``);
    beyond that the least recently used entries (by modification time, renewed on every hit)
    are removed. Entries are written atomically; any entry that cannot be read back is a miss.

    >>> import tempfile
    >>> cache = DiskCache(Path(tempfile.mkdtemp()))
    >>> cache.get("0" * 64) is None, cache.info().entries
    (True, 0)
    """

    def __init__(self, folder: Path, max_bytes: int = DEFAULT_MAX_BYTES, max_entries: int = DEFAULT_MAX_ENTRIES):
        self.folder = Path(folder)
        self.max_bytes = max_bytes
        self.max_entries = max_entries
        self._usage: list[int] | None = None  # [entries, bytes]: counted once, then kept up to date

    @staticmethod
    def default() -> "DiskCache | None":
        folder = cache_folder()
        if folder is None:
            return None
        return DiskCache(folder, _env_limit("NESYLANG_CACHE_SIZE", DEFAULT_MAX_BYTES, size=True),
                         _env_limit("NESYLANG_CACHE_ENTRIES", DEFAULT_MAX_ENTRIES, size=False))

    @property
    def max_entry_bytes(self) -> int:
        return min(self.max_bytes, MAX_ENTRY_BYTES)

    def path(self, key: str) -> Path:
        return self.folder / f"{key}{SUFFIX}"

    def get(self, key: str) -> Template | None:
        """The template stored under ``key``, or None (absent, unreadable, damaged or hostile)."""
        data = self._read(key)
        if data is None:
            return None
        try:
            template = decode_template(data, key)
        except _DECODE_ERRORS:
            return None
        try:
            os.utime(self.path(key))  # recently used: the last to be evicted
        except OSError:
            pass
        return template

    def _read(self, key: str) -> bytes | None:
        if _ENTRY.fullmatch(f"{key}{SUFFIX}") is None:
            return None
        limit = self.max_entry_bytes
        try:
            # never follow a link, never block on a FIFO, never read more than an entry may hold
            fd = os.open(self.path(key), os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
        except OSError:
            return None
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode) or st.st_size > limit:
                return None
            with os.fdopen(fd, "rb", closefd=False) as f:
                data = f.read(limit + 1)
        except OSError:
            return None
        finally:
            os.close(fd)
        return data if len(data) <= limit else None

    def put(self, key: str, template: Template) -> None:
        """Store ``template`` (skipped, silently, for one the format cannot hold or too large),
        then evict the least recently used entries if the cache is over its bounds."""
        from ..util.files import write_atomic

        if _ENTRY.fullmatch(f"{key}{SUFFIX}") is None:
            return
        try:
            data = encode_template(template, key)
        except (_Unusable, ValueError, TypeError, OverflowError, RecursionError):
            return
        if len(data) > self.max_entry_bytes:
            return
        try:
            self.folder.mkdir(parents=True, exist_ok=True)  # nesylang's own cache folder
            write_atomic(self.path(key), data)
        except OSError:
            return  # a read-only or full disk only costs recompilation
        if self._usage is None:
            self._usage = self._count()
        else:
            self._usage[0] += 1
            self._usage[1] += len(data)
        if self._usage[0] > self.max_entries or self._usage[1] > self.max_bytes:
            self.evict()

    def _scan(self, tidy: bool = True) -> list[tuple[float, int, Path]]:
        """(last use, size, path) of every entry; with ``tidy``, removes leftovers of killed
        writes and entries of the old pickle format on the way."""
        entries = []
        now = time.time()
        try:
            it = list(os.scandir(self.folder))
        except OSError:
            return entries
        for e in it:
            try:
                st = e.stat(follow_symlinks=False)
                if not stat.S_ISREG(st.st_mode):
                    continue
                if _ENTRY.fullmatch(e.name):
                    entries.append((st.st_mtime, st.st_size, Path(e.path)))
                elif tidy and (_LEGACY.fullmatch(e.name) or
                               _TEMP.fullmatch(e.name) and now - st.st_mtime > _STALE_TMP_SECONDS):
                    os.unlink(e.path)
            except OSError:
                continue
        return entries

    def _count(self, tidy: bool = True) -> list[int]:
        entries = self._scan(tidy)
        return [len(entries), sum(size for _, size, _ in entries)]

    def evict(self) -> int:
        """Remove least recently used entries until the cache is within 90% of its bounds (so
        that the next few writes need no new scan); returns how many were removed."""
        entries = sorted(self._scan(), key=lambda e: e[0])
        count, total = len(entries), sum(size for _, size, _ in entries)
        max_entries, max_bytes = int(self.max_entries * 0.9), int(self.max_bytes * 0.9)
        removed = 0
        for i, (_, size, path) in enumerate(entries):
            if count <= max_entries and total <= max_bytes:
                break
            if i == len(entries) - 1 and count <= self.max_entries and total <= self.max_bytes:
                break  # the newest entry (just written) stays when it alone fits the bounds
            try:
                path.unlink()
            except FileNotFoundError:
                pass
            except OSError:
                continue
            count, total, removed = count - 1, total - size, removed + 1
        self._usage = [count, total]
        return removed

    def info(self) -> CacheInfo:
        """Where the cache is, how many entries and bytes it holds, and its bounds."""
        entries, size = self._count(tidy=False)
        return CacheInfo(self.folder, entries, size, self.max_entries, self.max_bytes)

    def clear(self) -> tuple[int, int]:
        """Remove every entry (and nothing else); returns (entries, bytes) removed."""
        removed = [0, 0]
        for _, size, path in self._scan():
            try:
                path.unlink()
            except OSError:
                continue
            removed[0] += 1
            removed[1] += size
        self._usage = None
        return removed[0], removed[1]
