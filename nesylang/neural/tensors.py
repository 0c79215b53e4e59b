"""Tensor sources: named collections of tensors that ``tensor(Source(Index))`` terms refer to.

DeepProbLog's convention: ``tensor(train(17))`` names item 17 of the tensor source ``train``.
Sources are registered from Python (``program.tensors["train"] = images``, any indexable
object whose items are tensors or arrays) or declared in a program from files::

    #tensors(train, npz("data/digits.npz", key=train_images)).
    #tensors(test, npy("data/test.npy")).
    #tensors(extra, pt("data/extra.pt")).       % loaded with torch's weights-only mode

File paths are relative to the program's file. Loading a declared source never runs code.
"""
from __future__ import annotations

from array import array
from pathlib import Path
from typing import Any

from ..errors import DirectiveError, NetworkError
from ..logic.terms import Str, Struct, term_str
from ..source import Span


def is_tensor_ref(t) -> bool:
    """``tensor(Source(I, ...))`` with a ground source term."""
    return (type(t) is Struct and t.functor == "tensor" and len(t.args) == 1 and type(t.args[0]) is Struct
            and bool(t.args[0].args))


def resolve_tensor(ref: Struct, tensors, span: Span | None = None):
    """The tensor a ``tensor(source(i))`` term names (as a float torch tensor)."""
    import torch

    inner = ref.args[0]
    name = inner.functor
    if name not in tensors:
        known = ", ".join(tensors.names()) or "none"
        raise NetworkError(f"unknown tensor source '{name}' in {term_str(ref)} (registered: {known})", span)
    source = tensors.get(name)
    index: Any = tuple(inner.args) if len(inner.args) > 1 else inner.args[0]
    if not isinstance(index, int) and not (isinstance(index, tuple) and all(isinstance(i, int) for i in index)):
        raise NetworkError(f"tensor index must be an integer in {term_str(ref)}", span)
    try:
        item = source[index]
    except (IndexError, KeyError):
        raise NetworkError(f"{term_str(ref)}: index out of range for tensor source '{name}' "
                           f"(size {len(source)})", span) from None
    if not isinstance(item, torch.Tensor):
        item = torch.as_tensor(item)
    if not item.is_floating_point():
        item = item.float()
    return item


def index_tensor(values: list[int], device=None):
    """A 1-D long tensor of ``values``, built through a buffer: ``torch.tensor(list)`` converts
    item by item and costs several microseconds on every minibatch."""
    import torch

    if not values:
        return torch.empty(0, dtype=torch.long, device=device)
    return torch.frombuffer(array("q", values), dtype=torch.long).to(device)


def _path(arg, base_dir: Path | None, span) -> Path:
    if type(arg) is Str:
        raw = arg.value
    elif type(arg) is Struct and not arg.args:
        raw = arg.functor
    else:
        raise DirectiveError("a file name must be a string", span)
    p = Path(raw)
    return p if p.is_absolute() or base_dir is None else base_dir / p


def load_declared(kind: str, args: tuple, options: dict[str, Any], base_dir: Path | None, span):
    """Load a ``#tensors`` declaration: ``npz(File, key=K)``, ``npy(File)`` or ``pt(File)``."""
    import numpy as np
    import torch

    if kind not in ("npz", "npy", "pt") or len(args) != 1:
        raise DirectiveError("tensor sources are npz(File, key=Name), npy(File) or pt(File)", span)
    path = _path(args[0], base_dir, span)
    if not path.is_file():
        raise DirectiveError(f"tensor file not found: {path}", span)
    try:
        if kind == "npy":
            return torch.from_numpy(np.load(path, allow_pickle=False))
        if kind == "npz":
            with np.load(path, allow_pickle=False) as data:
                key = options.get("key")
                if key is None:
                    if len(data.files) != 1:
                        raise DirectiveError(f"{path.name} holds several arrays ({', '.join(data.files)}); "
                                             "choose one with key=Name", span)
                    key = data.files[0]
                if key not in data.files:
                    raise DirectiveError(f"{path.name} has no array '{key}' (it has {', '.join(data.files)})", span)
                return torch.from_numpy(data[key])
        value = torch.load(path, weights_only=True, map_location="cpu")
        return value
    except (OSError, ValueError) as e:
        raise DirectiveError(f"cannot load {path}: {e}", span) from None
