"""AST node classes are made without ``@dataclass(frozen=True)``'s per-class ``exec`` (about
8 ms of every start-up), and must behave exactly as those frozen dataclasses did. The reference
here is a real ``@dataclass(frozen=True)`` class per node type, declared in this file from the
fields the AST had (names, defaults, the keyword-only span that equality and repr ignore)."""
from __future__ import annotations

import copy
import dataclasses
import inspect
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from nesylang.source import Source, Span
from nesylang.syntax import ast
from nesylang.syntax.parser import parse_program

ROOT = Path(__file__).resolve().parent.parent

# name -> (fields without a default, fields with their defaults): the AST as declared before
FIELDS = {
    "Atom": (["name"], {}),
    "Number": (["value"], {}),
    "String": (["value"], {}),
    "Variable": (["name"], {}),
    "Compound": (["functor", "args"], {}),
    "ListTerm": (["items"], {"tail": None}),
    "RangeList": (["low", "high"], {}),
    "Head": (["atom"], {"prob": None}),
    "Clause": (["heads"], {"body": None}),
    "Directive": (["goal"], {}),
    "Query": (["goal"], {}),
    "ModeDecl": (["kind", "recall", "schema"], {"options": (), "style": "ilasp"}),
    "ConstantDecl": (["type_name", "value"], {}),
    "TypeDecl": (["name", "values"], {}),
    "MaxVars": (["limit"], {}),
    "BiasDecl": (["text"], {}),
    "Option": (["key", "value"], {}),
    "LearnDirective": (["targets", "learner", "options"], {}),
    "Declaration": (["kind", "name", "spec_kind", "args", "options"], {}),
    "Program": (["statements"], {}),
}


def _reference(name: str) -> type:
    required, defaults = FIELDS[name]
    spec = [(f, object) for f in required] + [(f, object, dataclasses.field(default=d)) for f, d in defaults.items()]
    spec.append(("span", object, dataclasses.field(default=None, compare=False, repr=False, kw_only=True)))
    return dataclasses.make_dataclass(name, spec, frozen=True)


REFERENCE = {name: _reference(name) for name in FIELDS}
SPAN = Span(Source("<t>", "ab\ncd\n"), 1, 1, 2, 3)
OTHER_SPAN = Span(Source("<t>", "ab\ncd\n"), 2, 1, 2, 2)
# per class: two sets of positional values (the second differs in the last one), NaN included
VALUES = [("a",), (3,), (2.5,), (float("nan"),), ("abc",), (("x", 1),), ("X",), (-0.0,)]


def _samples(name: str) -> list[tuple]:
    n = len(FIELDS[name][0]) + len(FIELDS[name][1])
    out = []
    for i, v in enumerate(VALUES):
        for j in range(3):
            args = tuple((v[0], i, j, k) if k % 2 else v[0] for k in range(n))
            out.append(args[:n - 1] + (args[-1] if j == 0 else (j, args[-1]),))
    return out


def test_every_node_class_is_listed():
    classes = {n for n, c in vars(ast).items() if isinstance(c, type) and dataclasses.is_dataclass(c)}
    assert classes == set(FIELDS)


@pytest.mark.parametrize("name", sorted(FIELDS))
def test_fields_signature_and_match_args(name):
    cls, ref = getattr(ast, name), REFERENCE[name]
    assert [(f.name, f.default, f.compare, f.repr, f.kw_only, f.init) for f in dataclasses.fields(cls)] == \
        [(f.name, f.default, f.compare, f.repr, f.kw_only, f.init) for f in dataclasses.fields(ref)]
    got = [(p.name, p.kind, p.default) for p in inspect.signature(cls).parameters.values()]
    want = [(p.name, p.kind, p.default) for p in inspect.signature(ref).parameters.values()]
    assert got == want
    assert cls.__match_args__ == ref.__match_args__
    assert cls.__mro__ == (cls, object) and not hasattr(cls, "__slots__")
    required = FIELDS[name][0]
    with pytest.raises(TypeError):
        cls(*range(len(required) - 1))
    with pytest.raises(TypeError):
        cls(*range(len(required) + len(FIELDS[name][1])), None)  # span is keyword-only


@pytest.mark.parametrize("name", sorted(FIELDS))
def test_equality_hash_repr_as_frozen_dataclasses(name):
    cls, ref = getattr(ast, name), REFERENCE[name]
    samples = _samples(name)
    new = [cls(*a, span=SPAN if i % 2 else None) for i, a in enumerate(samples)]
    old = [ref(*a, span=SPAN if i % 2 else None) for i, a in enumerate(samples)]
    for a, r in zip(new, old):
        assert repr(a) == repr(r)
        assert hash(a) == hash(r)
        assert a == a and not (a != a)
        assert dataclasses.astuple(a) == dataclasses.astuple(r)
        assert dataclasses.asdict(a) == dataclasses.asdict(r)
        assert a.__eq__(r) is NotImplemented and (a == r) is False  # another class is not equal
        assert a.__eq__(1) is NotImplemented
    for i in range(len(new)):
        for j in range(len(new)):
            assert (new[i] == new[j]) == (old[i] == old[j]), (i, j)
            assert (new[i] != new[j]) == (old[i] != old[j]), (i, j)
    # the span is ignored by equality and repr
    args = samples[0]
    assert cls(*args, span=SPAN) == cls(*args, span=OTHER_SPAN) == cls(*args)
    assert hash(cls(*args, span=SPAN)) == hash(cls(*args))


@pytest.mark.parametrize("name", sorted(FIELDS))
def test_frozen_replace_copy_pickle(name):
    cls, ref = getattr(ast, name), REFERENCE[name]
    args = _samples(name)[1]
    node, r = cls(*args, span=SPAN), ref(*args, span=SPAN)
    first = dataclasses.fields(cls)[0].name
    for target in (node, r):
        with pytest.raises(dataclasses.FrozenInstanceError, match=f"cannot assign to field '{first}'"):
            setattr(target, first, 1)
        with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'other'"):
            target.other = 1
        with pytest.raises(dataclasses.FrozenInstanceError, match=f"cannot delete field '{first}'"):
            delattr(target, first)
    changed = dataclasses.replace(node, **{first: "z"})
    assert type(changed) is cls and changed.span is SPAN
    assert repr(changed) == repr(dataclasses.replace(r, **{first: "z"}))
    for again in (copy.copy(node), copy.deepcopy(node), pickle.loads(pickle.dumps(node, protocol=5)),
                  pickle.loads(pickle.dumps(node, protocol=0))):
        assert type(again) is cls and again == node and repr(again) == repr(node)
        assert again.span == SPAN and vars(again) == vars(node)
    assert list(vars(node)) == [f.name for f in dataclasses.fields(cls)]  # set in field order


def test_match_statement_and_parsed_trees():
    program = parse_program("0.3::a(X) :- b(X, [1, Y | T]), \\+ c.\n#maxv(2).\n", "<m>")
    clause, maxv = program.statements
    match clause:
        case ast.Clause((ast.Head(ast.Compound("a", (ast.Variable("X"),)), ast.Number(0.3)),), body):
            assert body.functor == ","
        case _:
            pytest.fail("no match")
    match maxv:
        case ast.MaxVars(2):
            pass
        case _:
            pytest.fail("no match")
    assert repr(maxv) == "MaxVars(limit=2)"
    assert hash(maxv) == hash((2,))
    assert hash(clause.heads[0].atom) == hash(("a", (ast.Variable("X"),)))
    assert clause.heads[0].atom.span == Span(Source("<m>", ""), 1, 6, 1, 9)  # "a(X)": columns 6 to 9


def test_plain_facts_still_equal_clauses():
    from nesylang.syntax.fastpath import read_ground_facts

    text = "f(1, a). g('b c')."
    facts, _ = read_ground_facts(text, Source("<s>", text), 0)
    clause = ast.Clause((ast.Head(ast.Compound("f", (ast.Number(1), ast.Atom("a")))),))
    assert facts[0] == clause and clause == facts[0] and not (clause != facts[0])
    assert hash(facts[0]) == hash(clause) == hash((clause.heads, None))
    assert repr(facts[0]) == repr(clause)
    assert pickle.loads(pickle.dumps(facts[0])) == clause


def test_importing_the_ast_runs_no_exec(tmp_path):
    """dataclass() compiles each generated method with exec of a source text (120 such calls
    for the frozen dataclasses before); the AST module must make none (the import machinery's
    exec of the module's own code object is not counted)."""
    code = ("import builtins, nesylang.source\n"
            "calls = []\n"
            "real = builtins.exec\n"
            "def counting(*a, **k):\n"
            "    if isinstance(a[0], str):\n"
            "        calls.append(a[0][:60])\n"
            "    return real(*a, **k)\n"
            "builtins.exec = counting\n"
            "import nesylang.syntax.ast\n"
            "builtins.exec = real\n"
            "print(len(calls), calls[:3])\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert out.stdout.split()[0] == "0", out.stdout
