"""Network outputs for exact inference: the weights of a ground program's neural choices.

Takes a ground program's choice groups and the program that owns the networks; returns each
group's current outcome probabilities (fixed, learned, or a network's output row). Each
network runs once, without gradients, on every input the groups need that it has not answered
since its state last changed; the rows are cached per network together with that state
(:meth:`OutputCache.state`), so answers always follow the current weights.

The :class:`~nesylang.session.Program` holds one :class:`OutputCache` and passes itself in
(this module never imports the session). torch is imported only when a network runs.

>>> cache = OutputCache()
>>> cache.clear()
>>> len(cache)
0
"""
from __future__ import annotations

from typing import Any, Iterable

from ..errors import NetworkError
from ..grounding.ground_program import GroundProgram, NeuralRef, ParamRef
from ..logic.terms import Struct
from ..registry import Registry
from ..util.records import record


@record
class _NetworkOutputs:
    """One network's cached output rows by input, and the state they were computed from."""

    state: tuple
    nested: bool  # some input is another network's output
    rows: dict[Any, list[float]]

    def __init__(self, state: tuple, nested: bool, rows: dict[Any, list[float]]) -> None:
        self.state = state
        self.nested = nested
        self.rows = rows


class OutputCache:
    """Network output rows by network and input, each network's checked against its state.

    Shared by reference where two programs run the same networks (the FFNSL learner's
    per-example programs share their parent's cache)."""

    def __init__(self) -> None:
        self._by_net: dict[str, _NetworkOutputs] = {}

    def __len__(self) -> int:
        return len(self._by_net)

    def clear(self) -> None:
        """Forget every cached output (the program changed, or the user asked)."""
        self._by_net.clear()

    def group_weights(self, program, gp: GroundProgram, groups: Iterable[int]) -> dict[int, list[float]]:
        """The current outcome probabilities of choice groups (fixed, learned, or neural)."""
        groups = list(groups)
        self.evaluate(program, gp, groups)
        out = {}
        for g in groups:
            group = gp.groups[g]
            ws = []
            first = group.weights[0]
            if isinstance(first, NeuralRef) and first.index is not None:
                width = len(self._by_net[first.net].rows[first.inputs])
                if width != len(group.weights):
                    raise NetworkError(f"network '{first.net}' gives {width} outputs but the domain "
                                       f"of this neural predicate has {len(group.weights)} values", group.span)
            for w in group.weights:
                if isinstance(w, float):
                    ws.append(w)
                elif isinstance(w, ParamRef):
                    ws.append(program.db.parameters[w.key])
                elif isinstance(w, NeuralRef):
                    probs = self._by_net[w.net].rows[w.inputs]
                    ws.append(probs[0] if w.index is None else probs[w.index])
                else:  # pragma: no cover
                    raise AssertionError(w)
            out[g] = ws
        return out

    def evaluate(self, program, gp: GroundProgram, groups: list[int]) -> None:
        """Run each network once on all the inputs these groups need that it has not answered
        since its weights last changed (no gradients).

        Outputs are cached per network together with the state they were computed from
        (:meth:`state`): the module object, its parameters' and buffers' versions, the
        tensor sources; a network whose state differs (replaced, trained, loaded, edited in
        place) loses its cached outputs here, so answers always follow the current weights."""
        needed: dict[str, dict[Any, tuple[bool, Any]]] = {}
        for g in groups:
            group = gp.groups[g]
            for w in group.weights:
                if isinstance(w, NeuralRef):
                    needed.setdefault(w.net, {}).setdefault(w.inputs, (w.index is not None, group.span))
        self._ensure(program, needed)

    def row(self, program, net_name: str, inputs, span=None) -> list[float]:
        """One network's current output distribution on one input (a list of terms, as in a
        :class:`NeuralRef`), from the cache when its state is unchanged."""
        self._ensure(program, {net_name: {inputs: (True, span)}})
        return self._by_net[net_name].rows[inputs]

    def _ensure(self, program, needed: dict[str, dict[Any, tuple[bool, Any]]]) -> None:
        """Run each network on the inputs of ``needed`` (network -> input -> (categorical,
        span)) that it has not answered since its state last changed."""
        if not needed:
            return
        pending: dict[str, dict[Any, tuple[bool, Any]]] = {}
        for net_name, requests in needed.items():
            cached = self._by_net.get(net_name)
            if cached is not None and cached.state != self.state(program, net_name, cached.nested):
                del self._by_net[net_name]
                cached = None
            missing = {k: v for k, v in requests.items() if cached is None or k not in cached.rows}
            if missing:
                pending[net_name] = missing
        if not pending:
            return
        import torch

        from ..logic.terms import list_items
        from .networks import TENSOR_OUTPUT, run_network

        program.materialise_declarations()  # #tensors sources, for plain inference too
        for net_name, requests in pending.items():
            span = next(iter(requests.values()))[1]
            net = program.network(net_name, span)
            keys = list(requests)
            rows = [tuple(list_items(key)[0]) for key in keys]
            was_training = net.module.training
            net.module.eval()
            try:
                with torch.no_grad():
                    logp = run_network(net, net_name, rows, program, categorical=requests[keys[0]][0],
                                       span=span)
            finally:
                net.module.train(was_training)
            cached = self._by_net.get(net_name)
            # inputs that are other networks' outputs make these outputs depend on those networks
            nested = (net_name == "$tensor" or (cached is not None and cached.nested)
                      or any(_mentions(key, TENSOR_OUTPUT) or _mentions(key, "$t") for key in keys))
            rows_by_input = cached.rows if cached is not None else {}
            rows_by_input.update(zip(keys, logp.exp().cpu().tolist()))
            # the state is taken after the run: the first batch may settle the output convention
            self._by_net[net_name] = _NetworkOutputs(self.state(program, net_name, nested), nested, rows_by_input)

    @staticmethod
    def state(program, name: str, nested: bool) -> tuple:
        """What a network's outputs depend on, compared on every use: the network object and its
        module (held, so that no new object can take their ids), the versions and storage of
        its parameters and buffers (torch counts every in-place change: optimizer steps,
        ``load_state_dict``, writes under ``torch.no_grad()``), and the tensor sources. Outputs
        that took other networks' outputs as inputs (``nested``) depend on every network."""
        names = program.networks.names() if nested else [name]
        parts: list[Any] = [program.tensors.generation, _tensor_versions(program.tensors)]
        for n in names:
            if n not in program.networks:
                parts.append((n, None))
                continue
            net = program.networks.get(n)
            module = getattr(net, "module", net)
            parts.append((n, net, module, getattr(net, "output", None), _module_versions(module)))
        return tuple(parts)


def _module_versions(module) -> tuple:
    """The version counter and storage of every parameter and buffer of a torch module: any
    in-place change (an optimizer step, ``load_state_dict``, a write under ``no_grad``) bumps
    the counter, and assigning ``.data`` changes the storage. Reading them costs microseconds."""
    if not hasattr(module, "parameters"):
        return ()
    tensors = list(module.parameters())
    if hasattr(module, "buffers"):
        tensors += list(module.buffers())
    return tuple((t._version, t.data_ptr()) for t in tensors)


def _tensor_versions(tensors: Registry) -> tuple:
    """Version counters of the tensor sources that are torch tensors (edited in place)."""
    out = []
    for name in tensors.names():
        item = tensors._items.get(name)
        version = getattr(item, "_version", None)
        if isinstance(version, int):
            out.append((name, version, item.data_ptr()))
    return tuple(out)


def _mentions(t, functor: str) -> bool:
    """Whether a term contains a compound with ``functor`` (iteratively: inputs may be deep)."""
    stack = [t]
    while stack:
        t = stack.pop()
        if type(t) is Struct:
            if t.functor == functor:
                return True
            stack.extend(t.args)
    return False


def networks_with_k(program) -> list[str]:
    """The registered networks that keep only their ``k`` most probable outputs in a query
    (DeepProbLog's ``Network(..., k=K)``)."""
    names = {n for n in program.networks.names() if getattr(program.networks.get(n), "k", None) is not None}
    for d in program.loaded.declarations:  # declared with k=K, built on first use
        if d.kind == "network" and d.name not in program.networks and any(o.key == "k" for o in d.options):
            names.add(d.name)
    return sorted(names)


def refuse_top_k(program) -> None:
    """Training uses every output of every network: a network registered with ``k`` is an
    error here (DeepProbLog samples ``k`` outputs per training step, which nesylang does not)."""
    topk = networks_with_k(program)
    if topk:
        raise NetworkError(f"network '{topk[0]}' keeps only its k most probable outputs (DeepProbLog's "
                           "Network(k=...)), which applies to queries and evaluation; training uses every "
                           "output: register the network without k to train it (DeepProbLog samples k "
                           "outputs per step instead, which nesylang does not do)")


def top_k_selector(program):
    """The grounder's ``neural_select`` callback for DeepProbLog's ``Network(..., k=K)``:
    ``select(net, inputs, width, span)`` gives the domain positions a neural annotated
    disjunction is grounded on, the network's ``k`` most probable outputs for that input in
    decreasing order (ties: the earlier position), or None for a network without ``k`` (every position). The choice group keeps
    every outcome's probability, so answers are the probabilities of worlds whose choice is
    among the kept ones: lower bounds of the full answers, as in DeepProbLog's evaluation."""
    cache = program._neural_cache

    def select(net_name: str, inputs, width: int, span):
        net = program.network(net_name, span)
        k = getattr(net, "k", None)
        if k is None or k >= width:
            return None
        row = cache.row(program, net_name, inputs, span)
        if len(row) != width:
            raise NetworkError(f"network '{net_name}' gives {len(row)} outputs but the domain "
                               f"of this neural predicate has {width} values", span)
        return sorted(range(width), key=lambda i: (-row[i], i))[:k]

    return select
