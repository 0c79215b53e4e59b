"""Evaluation half of DeepProbLog's tensor builtins: tensor expressions -> torch tensors.

Grounding binds ``Z`` in ``add(X, Y, Z)`` to the symbolic expression ``'$t'(add, [X, Y])``
(:mod:`nesylang.logic.tensor_ops`). This module computes such an expression when its value
is needed, with torch and so with gradients: as a network's input (through
:func:`nesylang.neural.networks.input_tensor`), or as the probability of a clause
(``P :: similar(X, Y) :- rbf(X, Y, P)``), where the ground program's weight is a reference
to the built-in pseudo-network :data:`EXPRESSION_NET` on the expression.

The operations are DeepProbLog's (``deepproblog/engines/builtins.py``), on the tensors that
``tensor(Source(I))`` references, networks' outputs (one row: a ``(D,)`` tensor), numbers and
nested expressions denote:

==================  =====================================================
``add(X, Y, Z)``    ``x + y``
``mul(X, Y, Z)``    ``x * y``
``dot(X, Y, Z)``    ``torch.dot(x, y)``
``rbf(X, Y, Z)``    ``exp(-||x - y||_2)``
``max(Xs, Z)``      elementwise maximum of the stacked list
``mean(Xs, Z)``     elementwise mean of the stacked list
``sigmoid(X, Z)``   ``torch.sigmoid(x)``
``cat(Xs, Z)``      ``torch.cat(xs)``
``stack(Xs, Z)``    ``torch.stack(xs)``
``one_hot(I, N, Z)`` a length-``N`` vector with a one at ``I``
``list_to_tensor(L, Z)`` ``torch.tensor(L)``
``tensor_index(T, Is, Z)`` ``t[Is]``
``embed(Term, Z)``  the network registered as ``embed`` on the term's Python value
==================  =====================================================

>>> import torch
>>> from nesylang.logic.terms import Struct, make_list
>>> e = Struct("$t", (Struct("one_hot", ()), make_list([1, 3])))
>>> constant_value(e, None)
tensor([0., 1., 0.])
"""
from __future__ import annotations

from ..errors import NesyError, NetworkError
from ..logic.terms import Struct, list_items, term_str

EXPRESSION = "$t"
EXPRESSION_NET = "$tensor"  # the pseudo-network whose "output" on an expression is its value


def is_expression(t) -> bool:
    return type(t) is Struct and t.functor == EXPRESSION and len(t.args) == 2


def evaluate(term: Struct, program, span=None, *, leaf=None, embed=None):
    """The torch value of the tensor expression ``term`` (``'$t'(Op, Args)``). Differentiable.
    ``leaf(x, program, span)`` gives a network's output or a tensor-source item
    (:func:`nesylang.neural.networks.input_tensor`, which calls this with it), ``embed(term,
    program, span)`` a term's embedding; without them only constants can be evaluated."""
    import torch

    def tensor(x):
        if is_expression(x):
            return evaluate(x, program, span, leaf=leaf, embed=embed)
        if type(x) is int or type(x) is float:
            return torch.tensor(float(x))
        if program is None or leaf is None:
            raise NetworkError(f"{term_str(x)} needs a program's networks and tensor sources", span)
        value = leaf(x, program, span)
        return value if value.is_floating_point() else value.float()

    op = term.args[0].functor
    args = list_items(term.args[1])[0]
    try:
        if op in ("add", "mul", "dot", "rbf"):
            x, y = tensor(args[0]), tensor(args[1])
            x, y = _same_device(x, y)
            if op == "add":
                return x + y
            if op == "mul":
                return x * y
            if op == "dot":
                return torch.dot(x.reshape(-1), y.reshape(-1)) if x.numel() == y.numel() else torch.dot(x, y)
            return torch.exp(-torch.norm(x - y, 2))
        if op == "sigmoid":
            return torch.sigmoid(tensor(args[0]))
        if op in ("max", "mean", "cat", "stack"):
            xs = [tensor(x) for x in list_items(args[0])[0]]
            xs = list(_same_device(*xs))
            if op == "cat":
                return torch.cat([x.reshape(1) if x.dim() == 0 else x for x in xs])
            stacked = torch.stack(xs)
            if op == "stack":
                return stacked
            return stacked.max(0).values if op == "max" else stacked.mean(0)
        if op == "one_hot":
            out = torch.zeros(int(args[1]))
            out[int(args[0])] = 1.0
            return out
        if op == "list_to_tensor":
            return torch.tensor([float(x) for x in list_items(args[0])[0]])
        if op == "tensor_index":
            return tensor(args[0])[[int(i) for i in list_items(args[1])[0]]]
        if op == "embed":
            if embed is None:
                raise NetworkError("embed/2 needs a program's networks", span)
            return embed(args[0], program, span)
    except NesyError as e:
        raise e.with_span(span)
    except (RuntimeError, IndexError, ValueError, TypeError) as e:
        raise NetworkError(f"{op}/{len(args) + 1} failed on {term_str(term)}: {e}", span) from None
    raise NetworkError(f"unknown tensor operation {op}", span)  # pragma: no cover - checked when grounding


def _same_device(*xs):
    devices = {x.device for x in xs}
    if len(devices) <= 1:
        return xs
    device = next(x.device for x in xs if x.device.type != "cpu")
    return tuple(x.to(device) for x in xs)


def constant_value(term, span=None):
    """The value of a tensor expression or number that mentions no network and no tensor source."""
    import torch

    if type(term) is int or type(term) is float:
        return torch.tensor(float(term))
    with torch.no_grad():
        return evaluate(term, None, span)


