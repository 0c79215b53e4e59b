"""Declarations resolved on use: ``#network``, ``#tensors`` and ``#data`` -> networks, tensor
sources and datasets.

Takes the declarations of a loaded program (:attr:`LoadedProgram.declarations
<nesylang.program.loader.LoadedProgram>`, their arguments still AST terms) and returns what they
declare, built on first use and registered on the program: a declared network is built when a
query or a learner first names it, the tensor sources load before networks run, a dataset loads
when it is asked for. Files are read under the program's path policy (:mod:`nesylang.sandbox`),
relative to the file that declared them.

Each function takes the :class:`~nesylang.session.Program` whose registries it fills (this
module never imports the session); the Program's ``network``, ``dataset`` and
``materialise_declarations`` methods call them.

>>> from nesylang.syntax.parser import parse_term
>>> ast_value(parse_term("[1, two, \\"three\\"]"))
[1, 'two', 'three']
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from ..errors import DirectiveError, NesyNameError, NetworkError
from ..source import Span


def ast_value(t) -> Any:
    """A declaration argument as a Python value (numbers, strings, names, lists)."""
    from ..syntax import ast

    if isinstance(t, ast.Number):
        return t.value
    if isinstance(t, (ast.String,)):
        return t.value
    if isinstance(t, ast.Atom):
        return t.name
    if isinstance(t, ast.ListTerm) and t.tail is None:
        return [ast_value(i) for i in t.items]
    raise DirectiveError("expected a number, a string, a name or a list", t.span)


def runtime_term(t):
    """A declaration argument (an AST term) as a runtime term."""
    from .loader import VarMap, to_runtime

    return to_runtime(t, VarMap())


def declaration(loaded, kind: str, name: str):
    """The declaration of ``kind`` (``"network"``, ``"tensors"``, ``"data"``) named ``name``, or None."""
    for d in loaded.declarations:
        if d.kind == kind and d.name == name:
            return d
    return None


def declared_names(loaded, kind: str) -> set[str]:
    return {d.name for d in loaded.declarations if d.kind == kind}


def build_network(program, name: str, span: Span | None = None):
    """Build and register the network that the program declares as ``name`` (its ``weights=``
    file read weights-only, beside the declaring file); a NetworkError names the known ones."""
    decl = declaration(program.loaded, "network", name)
    if decl is None:
        known = ", ".join(sorted(set(program.networks.names()) | declared_names(program.loaded, "network"))) or "none"
        raise NetworkError(f"network '{name}' is not registered (known: {known}); register it with "
                           f"program.networks['{name}'] = module, or declare it with #network", span)
    from ..neural.networks import build_declared

    def weights(raw, module, span):  # weights="F.pt": beside the declaring file, weights-only
        from ..neural.checkpoint import read_network_weights

        policy = program.path_policy()
        base = program.loaded.base_dirs.get(("network", name))
        path = policy.input(raw, base, span, "weights file")
        return read_network_weights(name, module, path, span, policy.max_data_bytes)

    program.networks[name] = build_declared(decl.spec_kind, [ast_value(a) for a in decl.args],
                                            {o.key: ast_value(o.value) for o in decl.options},
                                            trust=program.options.trust, span=decl.span,
                                            max_bytes=program.options.max_data_bytes, source=program.network,
                                            weights=weights)


def materialise(program) -> None:
    """Load the program's declared tensor sources that are not loaded yet."""
    from ..neural.tensors import load_declared

    loaded = program.loaded
    policy = None
    for d in loaded.declarations:
        if d.kind == "tensors" and d.name not in program.tensors:
            base = loaded.base_dirs.get((d.kind, d.name))
            policy = policy or program.path_policy()
            args = d.args and tuple(runtime_term(a) for a in d.args) or ()
            program.tensors[d.name] = load_declared(d.spec_kind, args, {o.key: ast_value(o.value) for o in d.options},
                                                    base, d.span, policy=policy)


def dataset(program, data, span: Span | None = None):
    """Examples from a dataset name (registered or #data-declared), a JSONL path, or a list."""
    from ..neural.data import examples_from, load_jsonl

    if isinstance(data, str):
        if data in program.datasets:
            return program.datasets.get(data)
        decl = declaration(program.loaded, "data", data)
        if decl is not None:
            if decl.spec_kind not in ("jsonl", "scenes") or len(decl.args) != 1:
                raise DirectiveError('datasets are declared as jsonl("file.jsonl") or scenes("file.jsonl")',
                                     decl.span)
            from ..neural.tensors import _path

            base = program.loaded.base_dirs.get(("data", data))
            policy = program.path_policy()
            path = policy.input(_path(runtime_term(decl.args[0]), None, decl.span), base, decl.span, "data file")
            if decl.spec_kind == "scenes":  # object-centric scenes (NeSy-π)
                from ..learners.nesy_pi import load_declared_scenes

                examples = load_declared_scenes(program, decl, path, policy.max_data_bytes)
            else:
                examples = load_jsonl(path, decl.span, max_bytes=policy.max_data_bytes)
            program.datasets[data] = examples
            return examples
        if data.endswith(".jsonl"):  # a path the user passed: not restricted by folder
            return load_jsonl(Path(data), span, max_bytes=program.options.max_data_bytes)
        known = ", ".join(sorted(set(program.datasets.names()) | declared_names(program.loaded, "data"))) or "none"
        raise NesyNameError(f"unknown dataset '{data}' (known: {known})", span)
    return examples_from(data)
