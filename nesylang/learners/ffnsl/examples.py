"""FF-NSL's Example Generator: labelled JSONL records and frozen network outputs -> examples.

Each record ``{"context": "img(1, 2, tensor(imgs(0))). ...", "label": "invalid"}`` (or
``"inc"``/``"exc"`` lists; optional ``"id"``, ``"kind": "pos"|"neg"``, ``"penalty"``: a positive
integer or ``"inf"``) becomes one :class:`Example`: its partial interpretation is
``<{y}, labels - {y}>``, its context the record's facts plus one fact per neural input (the
network's argmax), its penalty the aggregated confidence of those inputs
(:mod:`.penalties`). The neural inputs are the network choices that grounding the mode and label
predicates over B and the context reaches; every network runs once on all of them, frozen,
through the program's own network machinery.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...errors import DataError, NesyError, NetworkError
from ...syntax.printer import print_term
from ...source import Source, Span
from ...syntax import ast
from .asptext import UnsupportedError, atom_text, body_texts, signature_of
from .penalties import penalty as eq1_penalty
from .penalties import prediction

INF = None  # the penalty of an example that must be accepted


@dataclass
class Example:
    """One ILP example: ``penalty`` None means infinite."""

    id: str
    kind: str                      # "pos" | "neg"
    inc: tuple[ast.Term, ...]
    exc: tuple[ast.Term, ...]
    context: tuple[ast.Statement, ...]
    context_text: str
    where: Span | None
    penalty: int | None = None
    given_penalty: Any = None      # the record's own "penalty" (None: not given)
    neural: list[tuple[str, float]] = field(default_factory=list)  # argmax facts and confidences


def _line_span(name: str, lineno: int, text: str) -> Span:
    return Span(Source(name, "\n" * (lineno - 1) + text), lineno, 1, lineno, max(2, len(text) + 1))


def read_records(program, data, request) -> list[tuple[dict, Span | None]]:
    """The data's records with their file:line spans: a ``#data`` name, a ``.jsonl`` path, or
    (from Python) a list of dicts."""
    if isinstance(data, (list, tuple)):
        out = []
        for i, r in enumerate(data):
            if not isinstance(r, dict):
                raise DataError(f"<data>[{i}]: an FF-NSL example is a dict with \"context\" and \"label\"")
            out.append((r, _line_span("<data>", i + 1, json.dumps(r)[:200])))
        return out
    if not isinstance(data, str):
        raise request.error("ffnsl's data is a #data name, a .jsonl file or a list of records", "data")
    path = _data_path(program, data, request)
    from ...neural.data import read_jsonl

    def line_span(lineno: int, line: str):
        return _line_span(str(path), lineno, line)

    out = []
    for where, line, record in read_jsonl(path, request.span, max_bytes=getattr(program.options, "max_data_bytes", None),
                                          line_span=line_span):
        span = line_span(int(where.rpartition(":")[2]), line)
        if not isinstance(record, dict):
            raise DataError("each line is a JSON object with \"context\" and \"label\"", span)
        out.append((record, span))
    return out


def _data_path(program, data: str, request) -> Path:
    decl = program._declaration("data", data)
    if decl is not None:
        from ...neural.tensors import _path
        from ...program.declarations import runtime_term as _rt

        if decl.spec_kind != "jsonl" or len(decl.args) != 1:
            raise NesyError('datasets are declared as jsonl("file.jsonl")', decl.span)
        base = program.loaded.base_dirs.get(("data", data))
        return program.path_policy().input(_path(_rt(decl.args[0]), None, decl.span), base, decl.span, "data file")
    if data.endswith(".jsonl"):
        return Path(data)
    known = ", ".join(sorted(d.name for d in program.loaded.declarations if d.kind == "data")) or "none"
    raise request.error(f"unknown dataset '{data}' (declared: {known})", "data")


def _parse_atom(text: Any, span, what: str) -> ast.Term:
    from ...syntax.parser import parse_term

    if not isinstance(text, str):
        raise DataError(f"{what} must be an atom written as a string, not {text!r}", span)
    try:
        t = parse_term(text, "<atom>")
    except NesyError as e:
        raise DataError(f"{what} {text!r}: {e.message}", span) from None
    if signature_of(t) is None or _has_var(t):
        raise DataError(f"{what} must be a ground atom, not {text!r}", span)
    return t


def _has_var(t) -> bool:
    stack = [t]
    while stack:
        x = stack.pop()
        if isinstance(x, ast.Variable):
            return True
        if isinstance(x, ast.Compound):
            stack.extend(x.args)
    return False


def parse_examples(records, labels: tuple[ast.Term, ...]) -> list[Example]:
    """Records -> examples without penalties (those need the networks)."""
    from ...syntax.parser import parse_program

    out = []
    ids: set[str] = set()
    for i, (r, span) in enumerate(records):
        unknown = set(r) - {"context", "label", "inc", "exc", "id", "kind", "penalty"}
        if unknown:
            raise DataError(f"unknown field {sorted(unknown)[0]!r} (fields: context, label, inc, exc, id, kind, "
                            f"penalty)", span)
        ctx = r.get("context", "")
        if not isinstance(ctx, str):
            raise DataError("\"context\" is program text (facts) in a string", span)
        try:
            statements = parse_program(ctx, "<context>").statements
        except NesyError as e:
            raise DataError(f"the context does not parse: {e.message}", span) from None
        for st in statements:
            if not isinstance(st, ast.Clause) or len(st.heads) > 1 or st.heads[0].prob is not None:
                raise DataError("a context holds facts and rules only", span)
        if "label" in r:
            if "inc" in r or "exc" in r:
                raise DataError("give either \"label\" or \"inc\"/\"exc\", not both", span)
            if not labels:
                raise DataError("a \"label\" needs the option labels=[...] (all the labels)", span)
            y = _parse_atom(r["label"], span, "the label")
            if y not in labels:
                shown = ", ".join(print_term(x) for x in labels)
                raise DataError(f"the label {r['label']!r} is not one of labels=[{shown}]", span)
            inc, exc = (y,), tuple(x for x in labels if x != y)
        else:
            if "inc" not in r and "exc" not in r:
                raise DataError("each example needs a \"label\" (or \"inc\"/\"exc\")", span)
            for key in ("inc", "exc"):
                if not isinstance(r.get(key, []), list):
                    raise DataError(f"\"{key}\" is a list of atoms", span)
            inc = tuple(_parse_atom(a, span, "an inc atom") for a in r.get("inc", []))
            exc = tuple(_parse_atom(a, span, "an exc atom") for a in r.get("exc", []))
        kind = r.get("kind", "pos")
        if kind not in ("pos", "neg"):
            raise DataError(f"\"kind\" is \"pos\" or \"neg\", not {kind!r}", span)
        pen = r.get("penalty")
        if pen is not None and pen != "inf" and not (isinstance(pen, int) and not isinstance(pen, bool) and pen > 0):
            raise DataError(f"\"penalty\" is a positive integer or \"inf\", not {pen!r}", span)
        ident = str(r.get("id", f"e{i + 1}"))
        if ident in ids:
            raise DataError(f"example id {ident!r} is used twice", span)
        ids.add(ident)
        out.append(Example(ident, kind, inc, exc, statements, ctx, span, given_penalty=pen))
    return out


def label_neural(program, examples: list[Example], start_goals: list[ast.Term], learned: set[tuple[str, int]],
                 neural_sigs: set[tuple[str, int]], *, lam: float, aggregate: str, penalty: Any) -> dict:
    """Ground the start goals over B and each context; run each network once on every neural
    input reached; set each example's argmax facts and penalty. Returns statistics."""
    from ...grounding.ground_program import NeuralRef
    from ...grounding.grounder import Grounder, run_deep
    from ...logic.terms import term_str
    from ...program.loader import VarMap, load_program, to_runtime
    from ...syntax.parser import parse_program

    per_example: list[list[Any]] = []
    all_groups: list[Any] = []
    if neural_sigs:
        # the learned predicates are empty while labelling (B may call them, e.g. valid :- \+ invalid)
        stubs = parse_program("".join(f"{_head_text(n, a)} :- fail.\n" for n, a in sorted(learned)),
                              "<ffnsl>").statements
        for ex in examples:
            loaded = program.loaded.copy()
            try:
                load_program(ast.Program(tuple(ex.context) + tuple(stubs)), loaded)
            except NesyError as e:
                raise DataError(f"the context cannot be loaded: {e.message}", ex.where) from None
            db = loaded.db

            def work(db=db):
                g = Grounder(db, recursion_limit=program.options.recursion_limit)
                for t in start_goals:
                    if db.defines(signature_of(t)):
                        g.ground_goal(to_runtime(t, VarMap()), None)
                return g.gp

            gp = run_deep(work, program.options.recursion_limit)
            groups = [grp for grp in gp.groups
                      if grp.weights and all(isinstance(w, NeuralRef) and w.index is not None for w in grp.weights)]
            per_example.append(groups)
            all_groups.extend(groups)
    else:
        per_example = [[] for _ in examples]

    class _All:
        groups = all_groups

    weights = program.group_weights(_All, range(len(all_groups))) if all_groups else {}
    k = 0
    inputs = 0
    for ex, groups in zip(examples, per_example):
        confidences = []
        for grp in groups:
            probs = weights[k]
            k += 1
            _check_distribution(probs, grp)
            idx, conf = prediction(probs)
            label = grp.labels[idx]
            ex.neural.append((term_str(label), conf))
            confidences.append(conf)
        inputs += len(groups)
        if ex.given_penalty is not None:
            ex.penalty = None if ex.given_penalty == "inf" else int(ex.given_penalty)
        elif penalty == "inf" or (penalty == "neural" and not confidences):
            ex.penalty = INF
        elif penalty == "neural":
            ex.penalty = eq1_penalty(confidences, lam=lam, aggregate=aggregate)
        else:
            ex.penalty = int(penalty)
    return {"neural inputs": inputs}


def _head_text(name: str, arity: int) -> str:
    from ...logic.terms import atom_str

    if arity == 0:
        return atom_str(name)
    return f"{atom_str(name)}({', '.join('_' for _ in range(arity))})"


def _check_distribution(probs, grp) -> None:
    if any(p < -1e-6 or p > 1 + 1e-6 for p in probs) or abs(sum(probs) - 1.0) > 1e-3:
        raise NetworkError(f"FF-NSL needs each network output to be a distribution; this one sums to "
                           f"{sum(probs):.4f}", grp.span)


def context_lines(ex: Example, key: str) -> list[str]:
    """The example's context as clingo facts and rules for example ``key``."""
    from ...syntax.parser import parse_term

    out = []
    for st in ex.context:
        head = st.heads[0].atom
        try:
            if st.body is None:
                out.append(atom_text(head, key) + ".")
            else:
                body = body_texts(st.body, key)
                out.append(f"{atom_text(head, key)} :- {', '.join(body) if body else '#true'}.")
        except UnsupportedError as e:
            raise DataError(f"the context: {e.message}", ex.where) from None
    for fact, _ in ex.neural:
        out.append(atom_text(parse_term(fact, "<neural>"), key) + ".")
    return out
