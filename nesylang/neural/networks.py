"""Networks inside programs: the :class:`Network` wrapper and the safe built-in families.

A network maps a batch of inputs to one output row per input. For a neural annotated
disjunction ``nn(net, [X], Y, Domain) :: p(X, Y)`` the row is a categorical distribution over
the domain; for a neural fact ``nn(net, [X]) :: p(X)`` it is one probability. Networks may
return probabilities (DeepProbLog's convention: the module ends in a softmax) or logits;
``output="auto"`` (the default) looks at the first batch: rows that are non-negative and sum
to one are probabilities. One batch can mislead (a one-logit network's first outputs may all lie
in [0, 1]), so a reading of "probabilities" is checked again on the next ``AUTO_CHECKS`` batches
and on every ``AUTO_EVERY``-th after: a batch that contradicts it is a located NetworkError
saying to declare ``output="logits"``, not a silently wrong probability.

Programs can declare networks from built-in families, which run no user code::

    #network(digit_net, mlp(input=64, hidden=[128], output=10)).
    #network(digit_net, cnn(size=8, channels=1, output=10)).
    #network(net, python("mypackage.models:Net", hidden=32)).   % needs trust

Building a network from a Python import path executes that code, so it needs explicit trust
(``nesy run --trust``, or ``Program(..., trust=True)``).
"""
from __future__ import annotations

from typing import Any

from ..errors import DirectiveError, NesyError, NetworkError
from .tensors import index_tensor

AUTO_CHECKS = 64  # batches after the first on which an "auto" reading of probabilities is re-checked
AUTO_EVERY = 32  # after those, every AUTO_EVERY-th batch


class Network:
    """A torch module registered under a name, with its optimizer and output convention."""

    auto_seen: int | None = None  # (a class default too: a Network pickled before it existed loads)

    def __init__(self, module: Any, optimizer: Any = None, *more: Any, output: str = "auto", lr: float | None = None,
                 batching: bool = False, name: str | None = None, k: int | None = None):
        """``batching``: for inputs that are not tensors (strings, atoms, lists: see
        :func:`python_value`), call the module once per minibatch with one Python list per
        argument (DeepProbLog's ``batching=True``) instead of once per input.

        ``k``: DeepProbLog's ``Network(..., k=K)``. A query grounds a neural annotated
        disjunction of this network only on its ``k`` most probable outputs for the input
        at hand (DeepProbLog's evaluation mode), so its answers are lower bounds that follow
        the network's current weights; training refuses it (DeepProbLog samples ``k`` outputs
        per step there; train a network without ``k``, as its Forth examples do).

        DeepProbLog's argument order is accepted too: ``Network(module, "name", optimizer,
        scheduler, k)`` (a string second is the network's name, which must then be the name it
        is registered under); a ``scheduler`` is not supported (an error)."""
        if output not in ("auto", "probabilities", "logits"):
            raise NetworkError("output must be 'auto', 'probabilities' or 'logits'")
        if isinstance(optimizer, str):  # DeepProbLog's Network(network_module, name, optimizer, ...)
            if name is not None and name != optimizer:
                raise NetworkError(f"Network(...) names the network twice: {optimizer!r} and {name!r}")
            name, optimizer = optimizer, (more[0] if more else None)
            more = more[1:]
            if len(more) >= 2:  # DeepProbLog's (..., scheduler, k)
                if k is not None and more[1] is not None:
                    raise NetworkError("Network(...) gives k twice")
                k = more[1] if more[1] is not None else k
                more = more[:1] + more[2:]
        if any(m is not None for m in more):
            raise NetworkError("Network(module, name, optimizer, ...): DeepProbLog's scheduler argument "
                               "is not supported (step a scheduler yourself between fit calls)")
        if k is not None and (isinstance(k, bool) or not isinstance(k, int) or k < 1):
            raise NetworkError(f"k must be a positive integer (the outputs a query keeps), got {k!r}")
        self.k = k
        if optimizer is not None and not (hasattr(optimizer, "step") and hasattr(optimizer, "zero_grad")):
            raise NetworkError(f"a network's optimizer must be a torch optimizer, got {type(optimizer).__name__}")
        self.name = name
        self.module = module
        self.batching = batching
        self.optimizer = optimizer
        self.output = output
        # batches seen since "auto" read the outputs as probabilities (re-checked: see AUTO_CHECKS);
        # None where the convention was declared or read as logits (nothing to re-check)
        self.auto_seen: int | None = None
        self.lr = lr
        # False: built here from a #network declaration and neither trained nor loaded from a
        # checkpoint since (`nesy query` warns); None: given from Python, unknown
        self.trained: bool | None = None
        # how the module takes inputs that are plain numbers: None (not known yet), "batched"
        # (one (B,) tensor per argument) or "values" (once per input, as Python numbers, as
        # DeepProbLog calls it); see run_network
        self.number_inputs: str | None = None

    def parameters(self):
        return self.module.parameters()

    def log_probabilities(self, inputs, categorical: bool):
        """Run the module on a batch; return log-probabilities (B, D) (a neural fact: (B, 1))."""
        return self.as_log_probabilities(self.outputs(inputs, categorical), categorical)

    def outputs(self, inputs, categorical: bool):
        """The module's outputs on a batch as (B, D) (a neural fact: (B, 1)), in its own
        convention, ``self.output`` (with "auto", settled by the first batch)."""

        out = self.module(*inputs) if isinstance(inputs, list) else self.module(inputs)
        if isinstance(out, (tuple, list)):
            out = out[0]
        return self.settle(out, categorical)

    def settle(self, out, categorical: bool):
        """A batch of module outputs as (B, D), the output convention settled on the first."""
        if out.dim() == 1:
            out = out.unsqueeze(1)
        elif out.dim() != 2:
            out = out.reshape(out.shape[0], -1)
        if self.output == "auto":
            probs = _probabilities_like(out, categorical)
            self.output = "probabilities" if probs else "logits"
            self.auto_seen = 1 if probs else None
        elif self.auto_seen is not None:
            self.auto_seen += 1
            if (self.auto_seen <= AUTO_CHECKS + 1 or self.auto_seen % AUTO_EVERY == 0) and not _probabilities_like(
                    out, categorical):
                what = "rows that do not sum to one" if categorical and out.shape[1] > 1 else "values outside [0, 1]"
                name = f"'{self.name}' " if self.name else ""
                raise NetworkError(
                    f"network {name}was read as returning probabilities (output=\"auto\": its first batch "
                    f"looked like probabilities), but batch {self.auto_seen} has {what}: it returns logits "
                    f"or scores. Declare its convention: Network(module, output=\"logits\") (or "
                    f"output=\"probabilities\" if it ends in a softmax or sigmoid)")
        return out

    @property
    def settled(self) -> bool:
        """Whether outputs can skip :meth:`settle` (2-D outputs: its reshape is a no-op): the
        convention is known and no "auto" reading is still being checked."""
        return self.output != "auto" and self.auto_seen is None

    def as_log_probabilities(self, out, categorical: bool):
        """:meth:`outputs` as log-probabilities."""
        import torch

        if self.output == "probabilities":
            return torch.log(out.clamp_min(1e-38))
        if categorical and out.shape[1] > 1:
            return torch.log_softmax(out, dim=1)
        return torch.nn.functional.logsigmoid(out)

    def __repr__(self) -> str:
        n = sum(p.numel() for p in self.module.parameters())
        return f"<Network {type(self.module).__name__}: {n} parameters, outputs {self.output}>"


def _probabilities_like(out, categorical: bool) -> bool:
    """Whether a (B, D) batch reads as probabilities: non-negative, and rows summing to one
    (a categorical network) or at most one (a neural fact's single output). Rows sum to one
    within ``torch.allclose``'s tolerance (1e-4 + 1e-5, in the outputs' precision). A CPU
    float32 / float64 batch is looked at through numpy: the same test in a quarter of the time
    (a NaN fails both forms; the check runs on every batch of a network's first ``AUTO_CHECKS``
    and on every ``AUTO_EVERY``-th after, inside the training step)."""
    import torch

    if out.is_cpu and out.dtype in (torch.float32, torch.float64) and out.numel():
        import numpy as np

        v = out.detach().numpy()
        if not np.minimum.reduce(v, None) >= 0:
            return False
        if categorical and v.shape[1] > 1:
            one = v.dtype.type(1)  # |sum - 1| <= atol + rtol * |1|, as torch.isclose computes it in this precision
            return bool(np.maximum.reduce(np.abs(np.add.reduce(v, 1) - one), None) <= v.dtype.type(1e-4)
                        + v.dtype.type(1e-5) * one)
        return bool(np.maximum.reduce(v, None) <= 1)
    with torch.no_grad():
        if not bool((out >= 0).all()):
            return False
        if categorical and out.shape[1] > 1:
            ones = torch.ones(out.shape[0], device=out.device, dtype=out.dtype)  # float64 networks too
            return bool(torch.allclose(out.sum(dim=1), ones, atol=1e-4))
        return bool((out <= 1).all())


def as_network(value: Any, name: str | None = None) -> Network:
    """Accept a Network, a torch module, a (module, optimizer) pair, or DeepProbLog's own
    ``deepproblog.network.Network`` (its module, optimizer, ``batching`` and ``k`` are taken;
    a ``scheduler`` is refused). ``name``: the name it is registered under, which a network
    that names itself must match."""
    import torch

    if isinstance(value, Network):
        net = value
    elif isinstance(value, tuple) and len(value) == 2:
        if isinstance(value[1], str):
            raise NetworkError(f"a (module, optimizer) pair needs a torch optimizer second, got the string {value[1]!r}")
        net = Network(value[0], value[1])
    elif isinstance(value, torch.nn.Module):
        net = Network(value)
    elif isinstance(getattr(value, "network_module", None), torch.nn.Module):  # DeepProbLog's Network
        if getattr(value, "scheduler", None) is not None:
            raise NetworkError(f"network {name or getattr(value, 'name', '')}: DeepProbLog's Network(scheduler=...) "
                               "is not supported (step a scheduler yourself between fit calls)")
        net = Network(value.network_module, getattr(value, "optimizer", None),
                      batching=bool(getattr(value, "batching", False)), name=getattr(value, "name", None),
                      k=getattr(value, "k", None))
    else:
        raise NetworkError(f"a network must be a torch.nn.Module, got {type(value).__name__}")
    if name is not None and net.name is not None and net.name != name:
        raise NetworkError(f"a network named {net.name!r} is registered as {name!r}: the names must agree")
    return net


def _ints(value, what: str, span) -> list[int]:
    items = value if isinstance(value, list) else [value]
    if not all(isinstance(v, int) and v > 0 for v in items):
        raise DirectiveError(f"{what} must be positive integers", span)
    return items


def check_declared(kind: str, args: list, options: dict[str, Any], *, span, max_bytes: int = 4 << 30) -> dict[str, Any]:
    """Check a ``#network(Name, Spec)`` declaration without building it (nor importing torch):
    the family, its options and sizes, ``k=`` and ``weights=``. ``nesy check`` runs it on every
    declaration, so a bad spec is caught before a query first names the network; building runs
    it too. A ``python(...)`` spec's own arguments are its code's to judge. Returns the checked
    sizes (:func:`_declared_sizes`) that building uses."""
    raw = options.get("weights")
    if "weights" in options and (not isinstance(raw, str) or not raw):
        raise DirectiveError('weights= takes a file name (a string): weights="net.pt"', span)
    k = options.get("k")
    if k is not None and (isinstance(k, bool) or not isinstance(k, int) or k < 1):
        raise DirectiveError(f"k= takes a positive integer (the outputs a query keeps), got {k!r}", span)
    options = {key: v for key, v in options.items() if key not in ("weights", "k")}
    return _declared_sizes(kind, args, options, span, max_bytes)


def _declared_sizes(kind: str, args: list, options: dict[str, Any], span, max_bytes: int) -> dict[str, Any]:
    """The checked sizes of a built-in family's spec (``{}`` for ``copy`` and ``python``)."""
    def opt(key, default=None, required=False):
        if key not in options:
            if required:
                raise DirectiveError(f"{kind}(...) needs {key}=...", span)
            return default
        return options[key]

    known = {"mlp": {"input", "hidden", "output", "dropout", "lr"},
             "cnn": {"size", "channels", "output", "hidden", "lr"},
             "copy": None, "python": None}
    if kind not in known:
        raise DirectiveError(f"unknown network family '{kind}'; built-in families: mlp, cnn, copy "
                             "(or python(\"module:Class\") with trust)", span)
    if kind == "copy":
        if len(args) != 1 or not isinstance(args[0], str) or options:
            raise DirectiveError("copy(...) takes the name of another network: copy(rank_net)", span)
        return {}
    if kind == "python":
        if not args or not isinstance(args[0], str) or ":" not in args[0]:
            raise DirectiveError('python(...) needs "module:Class" as its first argument', span)
        return {}
    extra = set(options) - known[kind]
    if extra:
        raise DirectiveError(f"unknown option(s) for {kind}: {', '.join(sorted(extra))}; "
                             f"expected {', '.join(sorted(known[kind]))}", span)
    if kind == "mlp":
        sizes = _ints(opt("input", required=True), "input", span)[:1]
        if opt("hidden"):
            sizes += _ints(opt("hidden"), "hidden", span)
        out = _ints(opt("output", required=True), "output", span)[0]
        _check_size(sum(a * b + b for a, b in zip(sizes, sizes[1:] + [out])), kind, max_bytes, span)
        return {"sizes": sizes, "output": out}
    size = _ints(opt("size", required=True), "size", span)[0]
    channels = _ints(opt("channels", 1), "channels", span)[0]
    out = _ints(opt("output", required=True), "output", span)[0]
    hidden = _ints(opt("hidden", 64), "hidden", span)[0]
    flat = 32 * (size // 4) * (size // 4)
    convs = (channels * 9 + 1) * 16 + (16 * 9 + 1) * 32
    # activations of one image too: a huge size exhausts memory even with few parameters
    _check_size(convs + flat * hidden + hidden + hidden * out + out + 48 * size * size, kind, max_bytes, span)
    return {"size": size, "channels": channels, "output": out, "hidden": hidden, "flat": flat}


def build_declared(kind: str, args: list, options: dict[str, Any], *, trust: bool, span,
                   max_bytes: int = 4 << 30, source=None, weights=None) -> Network:
    """Build a network from a declaration (:func:`_build_declared`), marked untrained. Any
    family takes ``k=K`` (see :class:`Network`) and ``weights="F.pt"``: ``weights(raw_path, module, span)`` (the program's, which
    resolves the path under its file policy) returns the checked state dict to load; the
    network is then marked trained."""
    sizes = check_declared(kind, args, options, span=span, max_bytes=max_bytes)
    options = dict(options)
    raw = options.pop("weights", None)
    k = options.pop("k", None)
    net = _build_declared(kind, args, options, sizes, trust=trust, span=span, source=source)
    net.k = k
    if raw is not None:
        if weights is None:
            raise DirectiveError("weights= needs a program to resolve its path", span)
        net.module.load_state_dict(weights(raw, net.module, span))
        net.trained = True
    if net.trained is None:
        net.trained = False
    return net


def _build_declared(kind: str, args: list, options: dict[str, Any], sizes: dict[str, Any], *, trust: bool, span,
                    source=None) -> Network:
    """Build a network from a ``#network(Name, Spec)`` declaration and the ``sizes``
    :func:`check_declared` returned for it (which refused a built-in family whose parameter
    memory would pass ``max_bytes``, so a declaration cannot exhaust memory)."""
    import torch
    from torch import nn

    if kind == "copy":  # copy(Net): a network of Net's architecture (NeuID3's node copies; weights from a checkpoint)
        if source is None:
            raise DirectiveError("copy(...) takes the name of another network: copy(rank_net)", span)
        import copy as _copy

        original = source(args[0], span)
        copied = Network(_copy.deepcopy(original.module), output=original.output, lr=original.lr)
        copied.auto_seen = original.auto_seen  # an "auto" reading still under check stays so
        return copied
    lr = options.get("lr")
    if kind == "mlp":
        sizes, out = sizes["sizes"], sizes["output"]
        layers: list[nn.Module] = [nn.Flatten()]  # several inputs: flattened and concatenated (_ConcatMLP)
        for a, b in zip(sizes, sizes[1:]):
            layers += [nn.Linear(a, b), nn.ReLU()]
            if options.get("dropout"):
                layers.append(nn.Dropout(float(options["dropout"])))
        layers.append(nn.Linear(sizes[-1], out))
        return Network(_concat_mlp()(*layers), output="logits", lr=lr)
    if kind == "cnn":
        size, channels, out, hidden, flat = (sizes[k] for k in ("size", "channels", "output", "hidden", "flat"))

        class _Reshape(nn.Module):
            def forward(self, x):
                return x.reshape(x.shape[0], channels, size, size)

        module = nn.Sequential(
            _Reshape(), nn.Conv2d(channels, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(),
            nn.Linear(flat, hidden), nn.ReLU(), nn.Linear(hidden, out))
        return Network(module, output="logits", lr=lr)
    # python("package.module:Class", kwargs...)
    if not trust:
        raise NetworkError("building a network from a Python import path runs that code; allow it with "
                           "--trust (CLI) or Program(..., trust=True)", span)
    import importlib

    module_name, _, attr = args[0].partition(":")
    try:
        factory = getattr(importlib.import_module(module_name), attr)
    except (ImportError, AttributeError) as e:
        raise NetworkError(f"cannot import {args[0]}: {e}", span) from None
    kwargs = {k: v for k, v in options.items() if k != "lr"}
    module = factory(*args[1:], **kwargs)
    if not isinstance(module, torch.nn.Module):
        raise NetworkError(f"{args[0]} did not build a torch.nn.Module", span)
    return Network(module, lr=lr)


_CONCAT_MLP = None


def _concat_mlp():
    """``nn.Sequential`` that takes several inputs (``nn(pair_net, [A, B]) :: rel(A, B)``): each
    flattened per row and concatenated, so ``mlp(input=128, ...)`` reads two 64-pixel images.
    One input behaves as ``nn.Sequential``; the state dict's keys are the same."""
    global _CONCAT_MLP
    if _CONCAT_MLP is None:
        import torch
        from torch import nn

        class ConcatMLP(nn.Sequential):
            def forward(self, *xs):
                if len(xs) == 1:
                    return super().forward(xs[0])
                return super().forward(torch.cat([x.reshape(x.shape[0], -1) for x in xs], dim=1))

        _CONCAT_MLP = ConcatMLP
    return _CONCAT_MLP


def _check_size(n_params: int, kind: str, max_bytes: int, span) -> None:
    nbytes = 4 * n_params  # float32
    if nbytes > max_bytes:
        raise NetworkError(f"this {kind} network would need about {nbytes / (1 << 30):.1f} GiB for its "
                           f"{n_params} parameters, over the limit of {max_bytes / (1 << 30):.1f} GiB "
                           "(Program.options.max_data_bytes)", span)


def input_tensor(term, program, span=None):
    """A network input: a ``tensor(Source(I))`` reference, a number (DeepProbLog passes plain
    integers to some networks), or the output of another network (``$nn(Net, Inputs)``, what
    a tensor-valued ``nn(Net, Inputs, Var)`` predicate binds ``Var`` to), computed here so
    that gradients flow through both networks."""
    import torch

    from ..logic.terms import Struct, list_items, term_str
    from .tensors import is_tensor_ref, resolve_tensor

    if is_tensor_ref(term):
        return resolve_tensor(term, program.tensors, span)
    if type(term) is int or type(term) is float:
        return torch.tensor(term)
    if type(term) is Struct and term.functor == TENSOR_OUTPUT and len(term.args) == 2:
        name = term.args[0].functor
        net = program.network(name, span)
        items = list_items(term.args[1])[0]
        if not all(batchable(t) for t in items):  # a network on Python values: its own output as is
            return call_on_values(net, name, [python_value(t, program, span) for t in items], span)
        args = [input_tensor(t, program, span).unsqueeze(0) for t in items]
        param = next(iter(net.module.parameters()), None)
        if param is not None:
            args = [a.to(param.device, param.dtype) if a.is_floating_point() else a.to(param.device) for a in args]
        out = net.module(*args)
        if isinstance(out, (tuple, list)):
            out = out[0]
        return out[0]
    if type(term) is Struct and term.functor == "$t" and len(term.args) == 2:  # add/3, cat/2, ... (tensor builtins)
        from .tensor_builtins import evaluate

        return evaluate(term, program, span, leaf=input_tensor, embed=_embed)
    raise NetworkError(f"a network input must be a tensor(...) reference, a number or a network's output, "
                       f"got {term_str(term)}", span)


TENSOR_OUTPUT = "$nn"
SPREAD = "$spread"  # an nn input list that is another network's output: its items are the arguments


def batchable(term) -> bool:
    """Whether an input term becomes a tensor that can be stacked with others: a
    ``tensor(...)`` reference, a number, or another network's (tensor) output."""
    from ..logic.terms import Struct
    from .tensors import is_tensor_ref

    t = type(term)
    if t is int or t is float:
        return True
    return t is Struct and (is_tensor_ref(term) or (term.functor == TENSOR_OUTPUT and len(term.args) == 2 and all(
        batchable(x) for x in _items(term.args[1]))) or (term.functor == "$t" and len(term.args) == 2))


def _items(t) -> list:
    from ..logic.terms import list_items

    return list_items(t)[0]


def python_value(term, program, span=None) -> Any:
    """A network input as the Python value a network receives, as DeepProbLog hands terms to
    its networks: ``tensor(Source(I))`` -> that item (a tensor); another network's output ->
    its output (a tensor, or what the network returned); an integer or a float -> ``int`` or
    ``float``; a string ``"text"`` -> ``str``; an atom ``plus`` -> ``str`` (``"plus"``); a list
    -> a Python ``list`` of its items' values; any other compound term -> the term itself
    (:class:`nesylang.logic.terms.Struct`, with ``.functor`` and ``.args``)."""
    from ..logic.terms import NIL, Str, Struct, list_items
    from .tensors import is_tensor_ref, resolve_tensor

    t = type(term)
    if t is int or t is float:
        return term
    if t is Str:
        return term.value
    if t is Struct:
        if is_tensor_ref(term):
            return resolve_tensor(term, program.tensors, span)
        if term.functor in (TENSOR_OUTPUT, "$t") and len(term.args) == 2:
            return input_tensor(term, program, span)
        if term.functor == SPREAD and len(term.args) == 1:
            return python_value(term.args[0], program, span)
        if not term.args:
            return "[]" if term == NIL else term.functor
        if term.functor == "." and len(term.args) == 2:
            items, tail = list_items(term)
            if tail == NIL:
                return [python_value(x, program, span) for x in items]
    return term


def _spread(row: tuple, values: list) -> list:
    """An input list given as another network's output (``nn(net, E, ...)`` with ``E`` bound to
    it): its items are the arguments."""
    from ..logic.terms import Struct

    if len(row) == 1 and type(row[0]) is Struct and row[0].functor == SPREAD:
        value = values[0]
        return list(value) if isinstance(value, (list, tuple)) else [value]
    return values


def call_on_values(net: Network, name: str, values: list, span=None):
    """The module on one input's Python values (tensors moved to its device and float type);
    a failure is a located :class:`NetworkError`."""
    import torch

    param = next(iter(net.module.parameters()), None)

    def move(v):
        if isinstance(v, torch.Tensor) and param is not None:
            return v.to(param.device, param.dtype) if v.is_floating_point() else v.to(param.device)
        if isinstance(v, list):
            return [move(x) for x in v]
        return v

    try:
        return net.module(*[move(v) for v in values])
    except NesyError as e:
        raise e.with_span(span)
    except Exception as e:  # noqa: BLE001 - the user's module failed on this input: locate it
        shown = ", ".join(_short(v) for v in values)
        raise NetworkError(f"network '{name}' failed on input ({shown}): {type(e).__name__}: {e}", span) from None


def _short(v) -> str:
    import torch

    from ..logic.terms import term_str

    if isinstance(v, torch.Tensor):
        return f"tensor of shape {tuple(v.shape)}"
    text = repr(v) if isinstance(v, (str, int, float, list)) else term_str(v)
    return text if len(text) <= 60 else text[:57] + "..."


def run_on_values(net: Network, name: str, inputs: list[tuple], program, *, categorical: bool, device=None,
                  span=None):
    """The network's outputs (B, D) on inputs that are not all tensors: each input's terms
    converted by :func:`python_value`; the module called once per input (its output one row,
    (D,) or (1, D)), or, for a ``batching`` network, once with one list per argument (a column
    of tensors of one shape is stacked instead)."""
    import torch

    rows = [_spread(row, [python_value(t, program, span) for t in row]) for row in inputs]
    if net.batching:
        columns = []
        for column in zip(*rows):
            if all(isinstance(v, torch.Tensor) for v in column):
                try:
                    columns.append(torch.stack(list(column)))
                    continue
                except RuntimeError:
                    pass
            columns.append(list(column))
        out = call_on_values(net, name, columns, span)
        if isinstance(out, (tuple, list)):
            out = out[0]
    else:
        outs = []
        for values in rows:
            out = call_on_values(net, name, values, span)
            if isinstance(out, (tuple, list)):
                out = out[0]
            if not isinstance(out, torch.Tensor):
                raise NetworkError(f"network '{name}' returned a {type(out).__name__}, not a tensor", span)
            outs.append(out.reshape(-1))
        try:
            out = torch.stack(outs)
        except RuntimeError as e:
            raise NetworkError(f"network '{name}' gives outputs of different sizes: {e}", span) from None
    if not isinstance(out, torch.Tensor):
        raise NetworkError(f"network '{name}' returned a {type(out).__name__}, not a tensor", span)
    if device is not None:
        out = out.to(device)
    return net.settle(out, categorical)


def run_network(net: Network, name: str, inputs: list[tuple], program, *, categorical: bool, device=None,
                span=None):
    """Log-probabilities (B, D) of ``net`` on a batch: ``inputs`` holds one tuple of input
    terms per row (one term per network argument). Inputs are stacked per argument (by one
    indexing operation where they all come from one tensor source), cast to the network's
    floating dtype and moved to ``device``; failures become located errors."""
    import torch

    def per_input():
        return net.as_log_probabilities(run_on_values(net, name, inputs, program, categorical=categorical,
                                                      device=device, span=span), categorical)

    columns = _source_columns(inputs, program)
    if columns is not None:  # the common case, every input an item of one tensor source: no per-input checks
        out = run_on_columns(net, name, columns, categorical=categorical, device=device, span=span)
        return net.as_log_probabilities(out, categorical)
    if not all(batchable(t) for row in inputs for t in row):
        return per_input()
    numbers = net.number_inputs != "batched" and any(type(t) is int or type(t) is float
                                                      for row in inputs for t in row)
    if numbers and net.number_inputs == "values":
        return per_input()
    columns = []
    for j in range(len(inputs[0])):
        terms = [row[j] for row in inputs]
        refs = [source_index(t) for t in terms]
        column = None
        if all(refs) and len({name for name, _ in refs}) == 1:
            column = gather_source(program.tensors, refs[0][0], [i for _, i in refs])
        if column is None:
            items = [input_tensor(t, program, span) for t in terms]
            try:
                column = torch.stack(items)
            except RuntimeError as e:
                raise NetworkError(f"inputs of network '{name}' have different shapes: {e}", span) from None
        columns.append(column)
    if numbers:
        # DeepProbLog calls a network once per input (its Forth networks read int(x)); a
        # module written for batches takes (B,) tensors. Try the batch; a failure, or an output
        # that is not one row per input, means the module is per input: remember it.
        raw = _try_columns(net, columns, device)
        if raw is None or raw.dim() == 0 or raw.shape[0] != len(inputs):
            net.number_inputs = "values"
            return per_input()
        if len(inputs) > 1:  # a batch of one cannot tell the two apart
            net.number_inputs = "batched"
        return net.as_log_probabilities(net.settle(raw, categorical), categorical)
    out = run_on_columns(net, name, columns, categorical=categorical, device=device, span=span)
    return net.as_log_probabilities(out, categorical)


def _source_columns(inputs: list[tuple], program) -> list | None:
    """The stacked columns of :func:`run_network` when every input term is ``tensor(Source(I))``
    with an integer I and each argument's inputs come from one source held as a torch tensor
    (what the general path computes for them, by the same :func:`gather_source`); None
    otherwise, or when gathering fails (the general path then handles or reports it)."""
    from ..logic.terms import Struct

    if not inputs or program is None:
        return None
    width = len(inputs[0])
    columns = []
    for j in range(width):
        source = None
        index = []
        add = index.append
        for row in inputs:
            if len(row) != width:
                return None
            t = row[j]
            if type(t) is not Struct or t.functor != "tensor" or len(t.args) != 1:
                return None
            inner = t.args[0]
            if type(inner) is not Struct or len(inner.args) != 1 or type(inner.args[0]) is not int:
                return None
            if source is None:
                source = inner.functor
            elif inner.functor != source:
                return None
            add(inner.args[0])
        column = gather_source(program.tensors, source, index)
        if column is None:
            return None
        columns.append(column)
    return columns


def _try_columns(net: Network, columns: list, device):
    """The module's raw output on stacked columns (cast and moved as in
    :func:`run_on_columns`), or None if it fails on them."""
    import torch

    param = next(iter(net.module.parameters()), None)
    dtype = param.dtype if param is not None else torch.float32
    device = device if device is not None else (param.device if param is not None else "cpu")
    columns = [(c.to(dtype) if c.is_floating_point() else c).to(device) for c in columns]
    try:
        out = net.module(*columns)
    except Exception:  # noqa: BLE001 - not a batched module: it is called per input instead
        return None
    if isinstance(out, (tuple, list)):
        out = out[0] if out else None
    return out if isinstance(out, torch.Tensor) else None


def run_on_columns(net: Network, name: str, columns: list, *, categorical: bool, device=None, span=None):
    """The network's outputs (:meth:`Network.outputs`) on inputs already stacked, one tensor
    per network argument: cast, moved, failures located as in :func:`run_network`."""
    import torch

    param = next(iter(net.module.parameters()), None)
    dtype = param.dtype if param is not None else torch.float32
    device = device if device is not None else (param.device if param is not None else "cpu")
    columns = [(c.to(dtype) if c.is_floating_point() else c).to(device) for c in columns]
    try:
        return net.outputs(columns[0] if len(columns) == 1 else columns, categorical)
    except NetworkError as e:
        raise e.with_span(span)
    except (RuntimeError, ValueError, TypeError) as e:
        raise NetworkError(f"network '{name}' failed on inputs of shape {tuple(columns[0].shape)}: {e}", span) from None


def source_index(term) -> tuple[str, int] | None:
    """``(Source, I)`` for a ``tensor(Source(I))`` term with one integer index, else None."""
    from ..logic.terms import Struct

    if type(term) is Struct and term.functor == "tensor" and len(term.args) == 1:
        inner = term.args[0]
        if type(inner) is Struct and len(inner.args) == 1 and type(inner.args[0]) is int:
            return inner.functor, inner.args[0]
    return None


def gather_source(tensors, name: str, index: list[int]):
    """Items ``index`` of the tensor source ``name``, as float: by one indexing operation when
    the source is held as a torch tensor; from any other source (a list, a DeepProbLog-style
    object whose ``__getitem__`` takes the tuple ``(i,)``) item by item, as
    :func:`~nesylang.neural.tensors.resolve_tensor` reads them, then stacked. None when an index
    is out of range or an item fails or differs in shape (the general path then reports it)."""
    import torch

    source = tensors.get(name) if name in tensors else None
    if source is None:
        return None
    if not isinstance(source, torch.Tensor):
        from .tensors import read_items

        return read_items(source, index)
    try:
        items = source.index_select(0, index_tensor(index, source.device))
    except (IndexError, RuntimeError):  # out of range, or negative (which Python indexing allows)
        return None
    return items if items.is_floating_point() else items.float()


def _embed(term, program, span):
    """DeepProbLog's ``embed/2``: its model's term embedder; here the network registered as
    ``embed``, called on the term's Python value (an atom as a ``str``), one row."""
    if program is None or "embed" not in program.networks:
        raise NetworkError("embed/2 needs a network registered as 'embed' (program.networks['embed'] = module): "
                           "it maps a term's Python value (an atom as a str) to its embedding", span)
    out = call_on_values(program.network("embed", span), "embed", [python_value(term, program, span)], span)
    if isinstance(out, (tuple, list)):
        out = out[0]
    return out[0] if out.dim() > 1 else out





_NET: Any = None


def expression_network():
    """The pseudo-network behind tensor-valued probabilities: its "output" on an expression is
    the expression's value, which must be one number in [0, 1] per row."""
    global _NET
    if _NET is None:
        import torch

        class ExpressionValue(torch.nn.Module):
            def forward(self, x):
                x = x.reshape(x.shape[0], -1)
                if x.shape[1] != 1:
                    raise NetworkError(f"a tensor used as a probability must hold one number, got {x.shape[1]}")
                with torch.no_grad():
                    bad = (x < 0) | (x > 1) | torch.isnan(x)
                if bool(bad.any()):
                    raise NetworkError(f"a tensor used as a probability must lie in [0, 1], got "
                                       f"{float(x[bad][0]):g}")
                return x

        _NET = Network(ExpressionValue(), output="probabilities")
        _NET.trained = None
    return _NET
