"""Grounding-time half of DeepProbLog's tensor builtins: symbolic tensor expressions.

DeepProbLog's tensor predicates (``add/3``, ``mul/3``, ``dot/3``, ``rbf/3``, ``max/2``,
``mean/2``, ``sigmoid/2``, ``cat/2``, ``stack/2``, ``one_hot/3``, ``list_to_tensor/2``,
``tensor_index/3``, ``embed/2``) are defined in ``stdlib/tensor.nesy`` (autoloaded on first
call, so a program may define its own ``add/3``) on one builtin,
``'$tensor'(Op, Args, Out)``. It computes nothing: it checks ``Args`` and binds ``Out`` to the
expression ``'$t'(Op, Args)``, as a tensor-valued ``nn(Net, Inputs, Var)`` binds ``Var`` to
``'$nn'(Net, Inputs)``. The expression is evaluated with torch, with gradients, where a value
is needed: as a network's input, or as a probability (``P :: a :- rbf(X, Y, P)``); see
:mod:`nesylang.neural.tensor_builtins`. So one ground program serves every weight setting.

``less_than/2`` is the exception: it decides which proofs exist, so it needs numbers while
grounding; it accepts only expressions that do not depend on networks (see ``'$tensor_less'``).

>>> from nesylang.logic.terms import Var, Struct, make_list
>>> out = Var("Z")
>>> tensor_builtin((Struct("one_hot", ()), make_list([1, 3]), out), [], None)
True
>>> term_str(out.ref)
"'$t'(one_hot,[1, 3])"
"""
from __future__ import annotations

from ..errors import DomainError, InstantiationError, NesyTypeError
from .terms import NIL, Struct, list_items, term_str
from .unify import deref, is_ground, resolve, unify

EXPRESSION = "$t"
NETWORK_OUTPUT = "$nn"

# op -> (number of arguments, kind of each argument): "t" a tensor, "l" a list of tensors,
# "i" an integer, "is" a list of integers, "n" a list of numbers, "any" any ground term
OPS: dict[str, tuple[str, ...]] = {
    "add": ("t", "t"), "mul": ("t", "t"), "dot": ("t", "t"), "rbf": ("t", "t"),
    "max": ("l",), "mean": ("l",), "sigmoid": ("t",), "cat": ("l",), "stack": ("l",),
    "one_hot": ("i", "i"), "list_to_tensor": ("n",), "tensor_index": ("t", "is"), "embed": ("any",),
}


def is_tensor_term(t) -> bool:
    """Whether ``t`` can stand for a tensor: a ``tensor(Source(I))`` reference, a network's
    output, a tensor expression, or a number."""
    t = deref(t)
    if type(t) is int or type(t) is float:
        return True
    if type(t) is not Struct:
        return False
    if t.functor in (EXPRESSION, NETWORK_OUTPUT) and len(t.args) == 2:
        return True
    return t.functor == "tensor" and len(t.args) == 1 and type(t.args[0]) is Struct and bool(t.args[0].args)


def _check(op: str, kind: str, arg, span) -> None:
    shown = term_str(arg)
    if kind == "t" and not is_tensor_term(arg):
        raise NesyTypeError(f"{op}: expected a tensor (a tensor(...) reference, a network's output or a tensor "
                            f"expression), got {shown}", span)
    if kind in ("l", "is", "n"):
        items, tail = list_items(arg)
        if tail != NIL:
            raise NesyTypeError(f"{op}: expected a list, got {shown}", span)
        if kind == "l":
            if not items:
                raise DomainError(f"{op}: the list of tensors is empty", span)
            for x in items:
                _check(op, "t", x, span)
        elif kind == "is" and not all(type(x) is int for x in items):
            raise NesyTypeError(f"{op}: expected a list of integers, got {shown}", span)
        elif kind == "n" and not all(type(x) in (int, float) for x in items):
            raise NesyTypeError(f"{op}: expected a list of numbers, got {shown}", span)
    if kind == "i" and type(arg) is not int:
        raise NesyTypeError(f"{op}: expected an integer, got {shown}", span)


def tensor_builtin(args, trail, span) -> bool:
    """``'$tensor'(Op, Args, Out)`` (registered in :mod:`nesylang.logic.builtins`)."""
    op, inputs, out = deref(args[0]), resolve(args[1]), args[2]
    if type(op) is not Struct or op.args or op.functor not in OPS:
        raise DomainError(f"unknown tensor operation {term_str(op)} (known: {', '.join(sorted(OPS))})", span)
    name = op.functor
    items, tail = list_items(inputs)
    kinds = OPS[name]
    if tail != NIL or len(items) != len(kinds):  # pragma: no cover - only stdlib/tensor.nesy calls it
        raise NesyTypeError(f"{name}: expected {len(kinds)} argument(s)", span)
    if not is_ground(inputs):
        raise InstantiationError(f"{name}: its inputs must be bound when it is called", span)
    for kind, x in zip(kinds, items):
        _check(name, kind, x, span)
    if name == "one_hot" and not 0 <= items[0] < items[1]:
        raise DomainError(f"one_hot: index {items[0]} is outside 0..{items[1] - 1}", span)
    return unify(out, Struct(EXPRESSION, (op, inputs)), trail)


def _mentions_network(t) -> bool:
    stack = [t]
    while stack:
        t = deref(stack.pop())
        if type(t) is Struct:
            if t.functor == NETWORK_OUTPUT or (t.functor == "tensor" and len(t.args) == 1) or (
                    t.functor == EXPRESSION and len(t.args) == 2 and deref(t.args[0]) == Struct("embed", ())):
                return True
            stack.extend(t.args)
    return False


def less_builtin(args, trail, span) -> bool:
    """``'$tensor_less'(X, Y)``: less_than/2 on constants."""
    a, b = resolve(args[0]), resolve(args[1])
    for x in (a, b):
        if not is_ground(x):
            raise InstantiationError("less_than: its arguments must be bound", span)
        if not is_tensor_term(x):
            raise NesyTypeError(f"less_than: expected a tensor or a number, got {term_str(x)}", span)
        if _mentions_network(x):
            # which proofs exist would depend on the weights when the program was grounded,
            # and ground programs are reused after training: refuse rather than answer stale
            raise DomainError("less_than/2 on a network's output or a tensor source is not supported: "
                              "the comparison would be fixed when the query is grounded; compare "
                              "constants only, or make the comparison a neural predicate", span)
    x, y = _constant(a, span), _constant(b, span)
    if isinstance(x, list) or isinstance(y, list):
        if len(x if isinstance(x, list) else [x]) != 1 or len(y if isinstance(y, list) else [y]) != 1:
            raise DomainError("less_than: compares single numbers (one-element tensors)", span)
        x, y = (x[0] if isinstance(x, list) else x), (y[0] if isinstance(y, list) else y)
    return x < y


def _constant(t, span):
    """The value of a constant tensor expression in plain Python (a float or a list of floats),
    without torch: what less_than/2 compares while grounding."""
    import math

    t = deref(t)
    if type(t) is int or type(t) is float:
        return float(t)
    op, args = deref(t.args[0]).functor, list_items(resolve(t.args[1]))[0]

    def zip2(f, x, y):
        if isinstance(x, list) and isinstance(y, list):
            return [f(u, v) for u, v in zip(x, y)]
        if isinstance(x, list):
            return [f(u, y) for u in x]
        return [f(x, v) for v in y] if isinstance(y, list) else f(x, y)

    if op == "list_to_tensor":
        return [float(v) for v in list_items(args[0])[0]]
    if op == "one_hot":
        return [1.0 if i == args[0] else 0.0 for i in range(args[1])]
    if op in ("add", "mul", "dot", "rbf"):
        x, y = _constant(args[0], span), _constant(args[1], span)
        if op == "add":
            return zip2(lambda u, v: u + v, x, y)
        if op == "mul":
            return zip2(lambda u, v: u * v, x, y)
        diff = zip2(lambda u, v: u - v, x, y) if op == "rbf" else zip2(lambda u, v: u * v, x, y)
        diff = diff if isinstance(diff, list) else [diff]
        return sum(diff) if op == "dot" else math.exp(-math.sqrt(sum(d * d for d in diff)))
    if op == "sigmoid":
        x = _constant(args[0], span)
        return [1 / (1 + math.exp(-v)) for v in x] if isinstance(x, list) else 1 / (1 + math.exp(-x))
    raise DomainError(f"less_than: {op}/{len(args) + 1} is not supported on constants", span)


