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
"""
from __future__ import annotations

import hashlib
import os
import pickle
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import NesyError
from ..logic.terms import Struct, Var
from ..logic.unify import deref, resolve, variant_key
from .tensors import is_tensor_ref

PLACEHOLDER = "$tensor"


def abstract(query: Struct, open_outputs: bool = True) -> tuple[Struct, list[Struct], tuple, tuple[int, ...]]:
    """Split a ground query into (template query, tensor refs by slot, label values, opened
    argument positions)."""
    refs: dict[Struct, int] = {}

    def walk(t):
        t = deref(t)
        if is_tensor_ref(t):
            slot = refs.get(t)
            if slot is None:
                slot = refs[t] = len(refs)
            return Struct(PLACEHOLDER, (slot,))
        if type(t) is Struct and t.args:
            new = tuple(walk(a) for a in t.args)
            if any(x is not y for x, y in zip(new, t.args)):
                return Struct(t.functor, new)
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

    def output_index(self, labels: tuple) -> int:
        return self.outputs.get(_label_key(labels), -1)

    def circuit(self, device):
        from ..circuits.torch_eval import BatchedCircuit

        key = str(device)
        c = self.circuits.get(key)
        if c is None:
            c = self.circuits[key] = BatchedCircuit(self.compiled.flat, len(self.compiled.variables)).to(device)
        return c


def _label_key(labels: tuple):
    return tuple(variant_key(v) if type(v) is Struct else (type(v).__name__, v) for v in labels)


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

    def lookup(self, query: Struct, span=None) -> tuple[Template, list[Struct], int]:
        """The template of a ground query, its tensor refs, and the output of its labels."""
        template_query, refs, labels, opened = abstract(query)
        key = variant_key(template_query)
        if key in self.closed_only:
            template_query, refs, labels, opened = abstract(query, open_outputs=False)
            key = variant_key(template_query)
        template = self.templates.get(key)
        if template is None:
            try:
                template = self._load_or_compile(key, template_query, opened, len(refs), span)
            except NesyError:
                if not opened:
                    raise
                self.closed_only.add(key)  # e.g. the program needs the label bound
                return self.lookup(query, span)
            self.templates[key] = template
        if not template.opened:
            return template, refs, 0
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
        gp, answers, compiled, _ = self.program._compiled([(query, span)], [], mode="wmc")
        outputs = {}
        for i, (answer, _node) in enumerate(answers):
            outputs[_label_key(tuple(answer.args[j] for j in opened))] = i
        weights = [tuple(gp.groups[g].weights) for g in compiled.groups]
        complete = [gp.groups[g].complete for g in compiled.groups]
        counts: dict[int, int] = {}
        for info in compiled.variables:
            counts[info.group] = counts.get(info.group, 0) + 1
        self.compiled += 1
        return Template(query, tuple(opened), outputs, compiled, weights, complete,
                        [counts.get(g, 0) for g in compiled.groups], n_slots,
                        [gp.groups[g].span for g in compiled.groups])


class _SafeUnpickler(pickle.Unpickler):
    """Reads only nesylang's own template classes and plain data: a cache file cannot run code."""

    ALLOWED = {
        ("nesylang.neural.templates", "Template"), ("nesylang.circuits.sdd", "CompiledCircuit"),
        ("nesylang.circuits.sdd", "FlatCircuit"), ("nesylang.circuits.sdd", "VarInfo"),
        ("nesylang.grounding.ground_program", "ParamRef"), ("nesylang.grounding.ground_program", "NeuralRef"),
        ("nesylang.logic.terms", "Struct"), ("nesylang.logic.terms", "Str"), ("nesylang.logic.terms", "Var"),
        ("nesylang.source", "Span"), ("nesylang.source", "Source"),
    }

    def find_class(self, module: str, name: str):
        if (module, name) in self.ALLOWED:
            return super().find_class(module, name)
        if module == "builtins" and name in ("tuple", "list", "dict", "set", "frozenset", "int", "float", "str",
                                             "bool"):
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"{module}.{name} is not allowed in a template cache")


class DiskCache:
    """Compiled templates on disk (``$NESYLANG_CACHE``, default ``~/.cache/nesylang/templates``;
    ``NESYLANG_CACHE=off`` disables it). Entries are written atomically; unreadable ones are
    ignored and recompiled."""

    def __init__(self, folder: Path):
        self.folder = folder

    @staticmethod
    def default() -> "DiskCache | None":
        raw = os.environ.get("NESYLANG_CACHE")
        if raw is not None and raw.lower() in ("off", "0", "no", "false", ""):
            return None
        base = Path(raw) if raw else Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "nesylang" / "templates"
        return DiskCache(base)

    def get(self, key: str) -> Template | None:
        path = self.folder / f"{key}.pkl"
        try:
            with path.open("rb") as f:
                template = _SafeUnpickler(f).load()
        except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ValueError, TypeError, IndexError):
            return None
        return template if isinstance(template, Template) else None

    def put(self, key: str, template: Template) -> None:
        from ..util.files import write_atomic

        circuits, template.circuits = template.circuits, {}
        try:
            data = pickle.dumps(template, protocol=pickle.HIGHEST_PROTOCOL)
        finally:
            template.circuits = circuits
        try:
            self.folder.mkdir(parents=True, exist_ok=True)  # nesylang's own cache folder
            write_atomic(self.folder / f"{key}.pkl", data)
        except OSError:
            pass  # a read-only or full disk only costs recompilation
