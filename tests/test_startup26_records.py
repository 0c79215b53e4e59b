"""Start-up (issue 14): the dataclasses on ``nesy query``'s path are made by
``nesylang.util.records.record``, without ``dataclass()``'s ``exec``, and the stand-alone parser
imports ``logging`` only when Lark logs.

Each record class must behave as the ``@dataclass(...)`` declaration it replaced. The reference
is a real dataclass, made here by ``dataclasses.dataclass`` with the options of the original
declaration (the table below, copied from the declarations as they were) over the class's own
field declarations: the same ``__init__`` signature, the same values set (defaults and
factories included), repr (recursion included), equality, hash, frozenness and its errors,
``__match_args__``, ``__dataclass_params__``, slots, ``replace``, copies and pickles. (The AST's
node classes are checked the same way by tests/test_startup25_ast_nodes.py.)
"""
from __future__ import annotations

import ast
import copy
import dataclasses
import importlib
import inspect
import pickle
import subprocess
import sys
import types
from pathlib import Path

import pytest

from nesylang.syntax import standalone as S
from nesylang.util.records import FACTORY, record

ROOT = Path(__file__).resolve().parent.parent

# (module, class, the options of its @dataclass declaration before this change)
RECORDS = [
    ("nesylang.grounding.ground_program", "ParamRef", {"frozen": True}),
    ("nesylang.grounding.ground_program", "NeuralRef", {"frozen": True}),
    ("nesylang.grounding.ground_program", "ChoiceGroup", {}),
    ("nesylang.grounding.ground_program", "GroundProgram", {}),
    ("nesylang.program.loader", "LoadedProgram", {}),
    ("nesylang.program.loader", "Learned", {"frozen": True}),
    ("nesylang.program.loader", "_LibraryLoad", {"frozen": True}),
    ("nesylang.program.database", "Goal", {"eq": False}),
    ("nesylang.program.database", "WeightSpec", {"eq": False}),
    ("nesylang.program.database", "ChoiceSpec", {"eq": False}),
    ("nesylang.program.database", "RClause", {"eq": False, "slots": True}),
    ("nesylang.program.database", "ClauseDB", {}),
    ("nesylang.inference", "Answer", {"frozen": True}),
    ("nesylang.inference", "Proof", {"frozen": True}),
    ("nesylang.inference", "MPE", {"frozen": True}),
    ("nesylang.circuits.sdd", "VarInfo", {}),
    ("nesylang.circuits.sdd", "FlatCircuit", {}),
    ("nesylang.circuits.sdd", "CompiledCircuit", {}),
    ("nesylang.logic.builtins", "Builtin", {"frozen": True}),
    ("nesylang.sandbox", "PathPolicy", {"frozen": True}),
    ("nesylang.session", "Options", {}),
    ("nesylang.source", "Source", {"frozen": True, "eq": False}),
    ("nesylang.limits", "Limits", {}),
    ("nesylang.neural.outputs", "_NetworkOutputs", {}),
]
IDS = [name for _, name, _ in RECORDS]


def test_every_record_class_is_listed():
    """Every class decorated with ``record`` (outside the AST) is in RECORDS, so a new one is
    checked too."""
    found = set()
    for path in (ROOT / "nesylang").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and any(
                    ast.unparse(d).split("(")[0] == "record" for d in node.decorator_list):
                module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
                found.add((module, node.name))
    assert found == {(m, c) for m, c, _ in RECORDS}


REFS = types.ModuleType("_startup26_references")
sys.modules[REFS.__name__] = REFS


def _reference(cls, options: dict):
    """The real dataclass: ``cls``'s own field declarations under ``@dataclass(**options)``."""
    namespace = {"__annotations__": {}, "__qualname__": cls.__qualname__, "__module__": REFS.__name__,
                 "__doc__": cls.__doc__}
    for f in dataclasses.fields(cls):
        namespace["__annotations__"][f.name] = f.type
        kw = dict(init=f.init, repr=f.repr, compare=f.compare, hash=f.hash, kw_only=f.kw_only)
        if f.default is not dataclasses.MISSING:
            kw["default"] = f.default
        if f.default_factory is not dataclasses.MISSING:
            kw["default_factory"] = f.default_factory
        namespace[f.name] = dataclasses.field(**kw)
    ref = dataclasses.dataclass(**options)(type(cls.__name__, (), namespace))
    setattr(REFS, cls.__qualname__, ref)  # (where pickle finds it)
    return ref


@pytest.fixture(params=RECORDS, ids=IDS)
def pair(request):
    module, name, options = request.param
    cls = getattr(importlib.import_module(module), name)
    return cls, _reference(cls, options), options


def _values(cls, tag: str = "v") -> dict:
    """A distinct, hashable, picklable value for each __init__ parameter."""
    return {p: f"{tag}{i}" for i, p in enumerate(inspect.signature(cls.__init__).parameters) if p != "self"}


def _call(cls, values: dict):
    params = inspect.signature(cls.__init__).parameters
    args = [values[p] for p, q in params.items() if p in values and q.kind is q.POSITIONAL_OR_KEYWORD]
    kwargs = {p: values[p] for p, q in params.items() if p in values and q.kind is q.KEYWORD_ONLY}
    return cls(*args, **kwargs)


def _state(obj) -> dict:
    return {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)}


def test_the_init_signature_is_the_dataclass_one(pair):
    cls, ref, _ = pair
    mine = inspect.signature(cls.__init__).parameters
    theirs = inspect.signature(ref.__init__).parameters
    assert list(mine) == list(theirs)
    for name, p in mine.items():
        q = theirs[name]
        assert (p.kind, p.annotation) == (q.kind, q.annotation), name
        if q.default is dataclasses._HAS_DEFAULT_FACTORY:
            assert p.default is FACTORY and repr(p.default) == "<factory>", name
        else:
            assert p.default is q.default or p.default == q.default, name


def test_the_fields_are_set_as_the_dataclass_sets_them(pair):
    cls, ref, _ = pair
    values = _values(cls)
    assert _state(_call(cls, values)) == _state(_call(ref, values)) == {
        **{f.name: values[f.name] for f in dataclasses.fields(cls) if f.init},
        **{f.name: f.default for f in dataclasses.fields(cls) if not f.init}}
    # the defaults, and the factories: equal values, a new object for each instance
    required = {p: v for p, v in values.items()
                if inspect.signature(cls.__init__).parameters[p].default is inspect.Parameter.empty}
    a, b, r = _call(cls, required), _call(cls, required), _call(ref, required)
    assert _state(a) == _state(r)
    for f in dataclasses.fields(cls):
        if f.default_factory is not dataclasses.MISSING:
            assert getattr(a, f.name) is not getattr(b, f.name) or getattr(a, f.name) == ()
    # a given value is kept, whatever it is (None included, for a factory field)
    nones = {p: None for p in values}
    assert _state(_call(cls, nones)) == _state(_call(ref, nones))


def test_missing_arguments_fail_as_in_the_dataclass(pair):
    cls, ref, _ = pair
    for make in (cls, ref):
        params = [p for p in inspect.signature(make.__init__).parameters.values() if p.name != "self"]
        if all(p.default is not inspect.Parameter.empty for p in params):
            make()  # all have defaults
            continue
        with pytest.raises(TypeError, match="missing"):
            make()
    with pytest.raises(TypeError) as mine:
        cls(*range(99))
    with pytest.raises(TypeError) as theirs:
        ref(*range(99))
    assert str(mine.value).split("__init__()")[1] == str(theirs.value).split("__init__()")[1]


def test_repr_equality_and_hash_are_the_dataclass_ones(pair):
    cls, ref, options = pair
    values = _values(cls)
    a, b, r = _call(cls, values), _call(cls, values), _call(ref, values)
    assert repr(a) == repr(r)
    assert (cls.__hash__ is None) == (ref.__hash__ is None)
    assert (a == b) == (_call(ref, values) == r)
    assert a != r and r != a  # another class
    for name in values:  # each field changed alone
        other = dict(values, **{name: "changed"})
        assert (a == _call(cls, other)) == (r == _call(ref, other)), name
    if options.get("eq", True):
        assert cls.__eq__ is not object.__eq__
        if ref.__hash__ is not None:
            assert hash(a) == hash(r) == hash(b)
    else:
        assert cls.__eq__ is object.__eq__ and a != b and cls.__hash__ is object.__hash__


def test_recursion_in_repr_is_shown_as_the_dataclass_shows_it(pair):
    cls, ref, options = pair
    if options.get("frozen"):
        return
    shown = [f.name for f in dataclasses.fields(cls) if f.repr]
    a, r = _call(cls, _values(cls)), _call(ref, _values(ref))
    setattr(a, shown[0], [a])
    setattr(r, shown[0], [r])
    assert repr(a) == repr(r) and "[...]" in repr(a)


def test_frozen_instances_refuse_changes_as_the_dataclass_does(pair):
    cls, ref, options = pair
    a, r = _call(cls, _values(cls)), _call(ref, _values(ref))
    for name in [f.name for f in dataclasses.fields(cls)] + ["not_a_field"]:
        if options.get("frozen"):
            for op in (lambda o, n=name: setattr(o, n, 1), lambda o, n=name: delattr(o, n)):
                with pytest.raises(dataclasses.FrozenInstanceError) as mine:
                    op(a)
                with pytest.raises(dataclasses.FrozenInstanceError) as theirs:
                    op(r)
                assert str(mine.value) == str(theirs.value)
        elif name != "not_a_field" or not options.get("slots"):
            setattr(a, name, 1)
            assert getattr(a, name) == 1


def test_the_dataclass_machinery_sees_the_same_class(pair):
    cls, ref, options = pair
    assert dataclasses.is_dataclass(cls)
    assert cls.__match_args__ == ref.__match_args__
    assert repr(cls.__dataclass_params__) == repr(ref.__dataclass_params__)
    assert [(f.name, f.type, f.init, f.repr, f.compare, f.hash, f.kw_only) for f in dataclasses.fields(cls)] == \
        [(f.name, f.type, f.init, f.repr, f.compare, f.hash, f.kw_only) for f in dataclasses.fields(ref)]
    assert getattr(cls, "__slots__", None) == getattr(ref, "__slots__", None)
    assert cls.__doc__ == ref.__doc__
    for f in dataclasses.fields(cls):  # class attributes: the plain defaults only
        assert (f.name in cls.__dict__) == (f.name in ref.__dict__), f.name
        if f.name in ref.__dict__ and not options.get("slots"):
            assert cls.__dict__[f.name] == ref.__dict__[f.name]
    values = _values(cls)
    a, r = _call(cls, values), _call(ref, values)
    assert hasattr(a, "__dict__") == hasattr(r, "__dict__")
    first = next(f.name for f in dataclasses.fields(cls) if f.init)
    changed = dataclasses.replace(a, **{first: "new"})
    assert type(changed) is cls and _state(changed) == _state(dataclasses.replace(r, **{first: "new"}))
    assert dataclasses.astuple(a) == dataclasses.astuple(r)
    if {"__copy__", "__deepcopy__", "__getstate__", "__setstate__", "__reduce__", "__reduce_ex__"} & set(cls.__dict__):
        return  # the class's own copying (CompiledCircuit leaves its SDD out), not dataclass()'s
    for how in [copy.copy, copy.deepcopy] + [
            lambda o, p=p: pickle.loads(pickle.dumps(o, protocol=p)) for p in (0, pickle.HIGHEST_PROTOCOL)]:
        try:
            expected = _state(how(r))
        except TypeError as e:  # (a slotted class, protocol 0)
            with pytest.raises(TypeError, match=str(e)):
                how(a)
            continue
        back = how(a)
        assert type(back) is cls and _state(back) == expected == _state(a)


def test_a_record_must_write_out_its_init():
    with pytest.raises(TypeError, match="must write out its __init__"):
        @record
        class NoInit:
            """No __init__."""
            x: int


def test_a_frozen_record_with_slots_is_refused():
    with pytest.raises(TypeError, match="slots and frozen together are not supported"):
        @record(frozen=True, slots=True)
        class Both:
            """Both."""
            x: int

            def __init__(self, x: int) -> None:
                object.__setattr__(self, "x", x)


def test_a_subclass_of_a_frozen_record_is_frozen_as_a_dataclass_subclass_is():
    @record(frozen=True)
    class Base:
        """A base."""
        x: int

        def __init__(self, x: int) -> None:
            object.__setattr__(self, "x", x)

    @dataclasses.dataclass(frozen=True)
    class Child(Base):
        y: int = 0

    c = Child(1, 2)
    assert (c.x, c.y) == (1, 2)
    assert repr(c).endswith(".<locals>.Child(x=1, y=2)")
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.x = 3
    with pytest.raises(TypeError, match="cannot inherit non-frozen dataclass from a frozen one"):
        @dataclasses.dataclass
        class Thawed(Base):
            z: int = 0


# ---- the stand-alone parser imports logging only when Lark logs ------------------------------

def _fresh_env(tmp_path) -> dict:
    import os

    env = dict(os.environ, PYTHONPYCACHEPREFIX=str(tmp_path / "pyc"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def test_a_query_imports_neither_logging_nor_runs_dataclass_exec(tmp_path):
    """``nesy query`` on a small program (read by the stand-alone parser) imports no ``logging``,
    and no nesylang dataclass on its path compiles methods (``dataclasses._create_fn``, which
    compiles a method with ``exec``, is called for no class of nesylang's own)."""
    program = tmp_path / "p.pl"
    program.write_text(":- use_module(library(lists)).\n0.4::a.\nb(X) :- member(X, [1,2]), a.\n"
                       "query(b(_)).\nquery(a).\n", encoding="utf-8")
    code = ("import sys, dataclasses, runpy, io, contextlib\n"
            "made = set()\n"
            "original = dataclasses._create_fn\n"
            "def create(name, *a, **k):\n"
            "    made.add(sys._getframe(2).f_locals['cls'].__qualname__)\n"
            "    return original(name, *a, **k)\n"
            "dataclasses._create_fn = create\n"
            f"sys.argv = ['nesy', 'query', {str(program)!r}]\n"
            "out = io.StringIO()\n"
            "try:\n"
            "    with contextlib.redirect_stdout(out):\n"
            "        runpy.run_module('nesylang', run_name='__main__')\n"
            "except SystemExit as e:\n"
            "    assert not e.code, e.code\n"
            "assert 'nesylang.syntax._lark_standalone' in sys.modules\n"
            "print(sorted(out.getvalue().split('\\n')))\n"
            "print('logging' in sys.modules, sorted(made))\n")
    for _ in range(2):  # the second run reads the cached bytecode and the library cache
        out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                             timeout=120, env=_fresh_env(tmp_path))
        assert out.returncode == 0, out.stderr
    answers, modules = out.stdout.splitlines()
    assert [line.split() for line in ast.literal_eval(answers) if line] == [
        ["a:", "0.4"], ["b(1):", "0.4"], ["b(2):", "0.4"]]
    # (Lark's own TextSlice, in the generated module, is still a dataclass)
    assert modules == "False ['TextSlice']"


def test_the_lark_logger_is_made_when_first_used(tmp_path):
    """The stand-in makes the logger the generator's set-up made: Lark's, level CRITICAL, with a
    StreamHandler."""
    code = ("import sys, nesylang.syntax._lark_standalone as m\n"
            "assert 'logging' not in sys.modules\n"
            "m.logger.debug('not shown')\n"
            "import logging\n"
            "lark = logging.getLogger('lark')\n"
            "assert m.logger is lark, m.logger\n"
            "assert lark.level == logging.CRITICAL\n"
            "assert [type(h) for h in lark.handlers] == [logging.StreamHandler]\n"
            "print('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                         env=_fresh_env(tmp_path))
    assert out.stdout.strip() == "ok", out.stderr


def test_post_processing_replaces_only_the_logger_set_up():
    text = "x = 1\n" + S._LOGGER_SETUP + "\nlogger.debug('a')\n"
    assert S.post_process(text) == "x = 1\n" + S._LAZY_LOGGER + "\nlogger.debug('a')\n"
    # a set-up written otherwise (another Lark), or logging used elsewhere: left as it is
    assert S.post_process(text.replace("CRITICAL", "ERROR")) == text.replace("CRITICAL", "ERROR")
    other = text + "logging.info('b')\n"
    assert S.post_process(other) == other
    shipped = Path(S.module_path()).read_text(encoding="utf-8")
    assert S._LAZY_LOGGER in shipped and "import logging\n" not in shipped.replace("        import logging\n", "")
