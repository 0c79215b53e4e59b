"""Stage 4: ground program -> compiled circuit (SDDs through PySDD), and its evaluation.

The compiler gives every choice group of the ground program's cone Boolean variables:

* a probabilistic fact (one outcome) is one variable x with weights p and 1 - p;
* for probabilities (mode ``"wmc"``), a group of n outcomes is encoded sequentially: outcome
  i holds iff b_1..b_{i-1} are false and b_i is true, with w(b_i) = p_i / (1 - p_1 - ... -
  p_{i-1}). Every assignment is a valid world, so no constraint is needed and a variable the
  formula does not mention contributes a factor of exactly one;
* for most probable explanations (``"exactly_one"``) and proofs (``"at_most_one"``) a group
  gets one indicator per outcome (weights p_i and 1), plus a "none" indicator (weight
  1 - sum p_i) unless its outcomes are complete, and the constraint that exactly one (at most
  one) indicator is true, so that a maximising model is one world (one consistent proof).

Atoms are compiled bottom-up over the strongly connected components of the AND/OR graph;
a cyclic component is iterated from FALSE to its least fixpoint (exact least-model
semantics). The SDD manager minimises its vtree dynamically only past MINIMIZE_ABOVE live
nodes (in practice rarely, as in ProbLog's SDD path). The result is exported to a
:class:`FlatCircuit` (plain arrays, children before parents) and the manager is freed (or,
if small, pooled for the next compilation of that size; see ``POOL_SIZE``), so a
compiled circuit is a small, picklable object that any :class:`Semiring` can evaluate. A large
one (over :data:`FLATTEN_UP_TO` SDD edges) keeps its manager instead and is exported only when
something needs the arrays: its probabilities come from PySDD's weighted model counter, in C,
as ProbLog computes them (exporting 400,000 edges to Python took longer than compiling them).
That manager is pooled too once the circuit is exported or dropped (at most ``POOL_LARGE`` of
them), since a fresh manager's caches cost page faults to fill.

PySDD is imported here and nowhere else.
"""
from __future__ import annotations

import math
import threading
import time
import weakref
from dataclasses import field
from itertools import chain
from typing import Any, NamedTuple, Sequence

from ..limits import current as current_budget
from ..errors import CompilationError
from ..grounding.ground_program import FALSE, KIND_AND, KIND_CHOICE, KIND_OR, TRUE, GroundProgram
from ..util.records import FACTORY, record
from .semiring import Semiring

LIT_TRUE, LIT_FALSE, LIT, DECISION = 0, 1, 2, 3
MINIMIZE_ABOVE = 1_000_000  # live SDD nodes before dynamic vtree minimisation starts
# An OR of more children than this is disjoined by pairs (_Builder._balanced): the N = 2
# harness template's build 38 % cheaper. None: always into one growing SDD, as before session
# 20. The same SDDs either way, but created in another order, so with other node ids, which the
# export's order follows: at N = 3, 21 of the first 112 templates list the nodes of a level in
# another order, and one a node's elements, whose sum may then round differently in the last
# place (benchmarks/README.md, session 20).
BALANCED_FROM: int | None = 4
LOG_SPACE_BELOW = 1e-250  # an output smaller than this may have lost terms to underflow
FLATTEN_UP_TO = 20_000  # SDD edges (summed over the outputs) exported at once; larger: on demand
# The vtree's shape: balanced (default) or right-linear ("right", an OBDD's order, which ProbLog
# gets by adding each variable after the last). Session 12 measured both with the depth-first
# variable order: right-linear is 9x faster on the two-query epidemic model (0.51 s against
# 4.7 s; ProbLog 2.5 s) and 2.5x on the one-query one, but 2x slower on a 16-step HMM with
# evidence at every step (1.64 s against 0.84 s; ProbLog 1.3 s). benchmarks/README.md.
# "auto" (the default since session 17): right-linear up to RIGHT_LINEAR_UP_TO variables, as
# ProbLog's, else balanced. Right-linear made the epidemic model 3x faster (56 variables, 0.22
# against 0.07 s) once evidence-first numbering had fixed the HMM, but it cannot be used on
# large programs: SDD's apply recurses once per vtree level with about 48 KB of C stack per
# level (measured: 170 levels fill the main thread's 8 MB, 22 levels a 1 MB thread), so a
# 300-step Markov chain with a right-linear vtree crashed the process. 64 variables need at
# most about 3 MB; a balanced vtree over n variables needs log2(n) levels. Right-linear is used
# only as deep as the compiling thread's stack allows (_safe_levels: the main thread, or a thread
# given a stack size); elsewhere the vtree is balanced, the same answers.
VTREE = "auto"
RIGHT_LINEAR_UP_TO = 64
EVIDENCE_FIRST = True  # number the evidence's variables first (see compile_roots)
# With evidence, neither order is best on every program: evidence first makes an HMM observed
# at every step linear (1,484 SDD nodes for 16 steps; ProbLog's own order, queries first,
# 406,105), but where the evidence's cone is a whole graph (its edges) it puts every edge before
# everything that uses one, and a 4-node graph colouring with a findall made 217,000 SDD nodes
# against 46,000 in ProbLog's order (benchmarks/README.md, session 22). So once a compilation with evidence has
# made RACE_FROM SDD nodes, the other order starts in a second manager and the two advance in
# turn, the one that has made fewer nodes next, until one finishes: at most about twice the
# cheaper order's work after RACE_FROM. The same answers (the same formula; another order
# only rounds differently in the last places). None: evidence-first only, as before.
# The race costs where evidence first would have won: the second order takes as many nodes, and
# one apply step cannot be cut short (a noisy-or model with 40 observed findings: evidence first
# done at 40,310 nodes, but the query-first order's first evidence conjunction made 137,000 nodes
# in one step, 0.51 s of a 0.7 s run). At 20,000 it started on 6 of the corpus's 752 evidence
# programs, helped one (0.21 against 0.27 s) and made five 2-5x slower; at 100,000 it starts on
# none of them (benchmarks/README.md, session 25) and stays the guard against an evidence-first
# order that explodes.
RACE_FROM: int | None = 100_000
PROPAGATE_EVIDENCE = True  # compile the choices the evidence fixes as constants (see _implied)


@record
class VarInfo:
    """What an SDD variable stands for in group ``group``: the fact itself (``"bool"``), the
    sequential choice b_k (``"seq"``, k = ``outcome``) or the indicator of an outcome
    (``"ind"``; outcome -1 is "none of them")."""

    group: int
    outcome: int
    kind: str

    def __init__(self, group: int, outcome: int, kind: str) -> None:
        self.group = group
        self.outcome = outcome
        self.kind = kind

    @property
    def boolean(self) -> bool:
        return self.kind == "bool"


@record
class FlatCircuit:
    """An SDD exported to arrays: node i has a kind, a signed literal or (prime, sub) elements.

    Nodes are in topological order (children first); ``outputs`` are the root indices.
    """

    kinds: list[int] = field(default_factory=list)
    literals: list[int] = field(default_factory=list)
    elements: list[tuple[tuple[int, int], ...]] = field(default_factory=list)
    outputs: list[int] = field(default_factory=list)

    def __init__(self,
                 kinds: list[int] = FACTORY,
                 literals: list[int] = FACTORY,
                 elements: list[tuple[tuple[int, int], ...]] = FACTORY,
                 outputs: list[int] = FACTORY) -> None:
        self.kinds = [] if kinds is FACTORY else kinds
        self.literals = [] if literals is FACTORY else literals
        self.elements = [] if elements is FACTORY else elements
        self.outputs = [] if outputs is FACTORY else outputs

    # the same circuit as numpy arrays (:class:`PackedFlat`), or None for a plain one
    packed = None

    @property
    def size(self) -> int:
        """The number of edges (SDD size: elements of decision nodes)."""
        return sum(len(e) for e in self.elements)

    def __len__(self) -> int:
        return len(self.kinds)


class Packed(NamedTuple):
    """A circuit's nodes as arrays, ordered by level (leaves, level 0, first), then by a
    global export index: node i's elements are ``prime[ptr[i]:ptr[i + 1]]`` and
    ``sub[ptr[i]:ptr[i + 1]]`` (node positions), a leaf's kind and literal are in ``kinds``
    and ``literals``. A decision node's level is one more than its highest child's, so the
    order is topological, and a level-by-level evaluator reads its layout off the arrays
    with a few vectorised operations instead of a pass in Python per node and element."""

    kinds: Any
    literals: Any
    levels: Any
    ptr: Any
    prime: Any
    sub: Any


class PackedFlat(FlatCircuit):
    """A :class:`FlatCircuit` held as :class:`Packed` arrays, as the shared compiler builds
    it for every template. The list fields (``kinds``, ``literals``, ``elements``) are made
    on first use only (a disk-cache entry and the evaluators read the arrays), since building
    them was a third of a cold template's cost."""

    def __init__(self, packed: Packed, outputs: list[int]):
        self.packed = packed
        self.outputs = outputs

    def __getattr__(self, name: str):
        # only for the list fields, made once; anything else is a plain missing attribute
        if name not in ("kinds", "literals", "elements") or "packed" not in self.__dict__:
            raise AttributeError(name)
        p = self.packed
        self.kinds = p.kinds.tolist()
        self.literals = p.literals.tolist()
        ptr, prime, sub = p.ptr.tolist(), p.prime.tolist(), p.sub.tolist()
        self.elements = [tuple(zip(prime[a:b], sub[a:b])) for a, b in zip(ptr, ptr[1:])]
        return self.__dict__[name]

    def __eq__(self, other) -> bool:  # the same circuit as a plain one with the same lists
        if not isinstance(other, FlatCircuit):
            return NotImplemented
        return (self.kinds, self.literals, self.elements, self.outputs) == \
            (other.kinds, other.literals, other.elements, other.outputs)

    __hash__ = None  # mutable, as a dataclass with eq

    @property
    def size(self) -> int:
        return len(self.packed.prime)

    def __len__(self) -> int:
        return len(self.packed.kinds)


@record
class CompiledCircuit:
    """A compiled set of roots with the variable map needed to weigh it.

    ``flat`` is the circuit as arrays. A large circuit is compiled without them: it holds its
    SDD manager and output nodes (``_sdd``) and exports on first use of ``flat``, while
    :meth:`log_probabilities` counts models in C without exporting."""

    _flat: FlatCircuit | None
    variables: list[VarInfo]  # index = SDD variable - 1
    groups: list[int]
    compile_seconds: float = 0.0
    _size: int | None = 0
    _sdd: tuple | None = field(default=None, repr=False)  # (manager, output nodes) until exported

    def __init__(self,
                 _flat: FlatCircuit | None,
                 variables: list[VarInfo],
                 groups: list[int],
                 compile_seconds: float = 0.0,
                 _size: int | None = 0,
                 _sdd: tuple | None = None) -> None:
        self._flat = _flat
        self.variables = variables
        self.groups = groups
        self.compile_seconds = compile_seconds
        self._size = _size
        self._sdd = _sdd

    # a kept manager's release (weakref.finalize, see compile_roots), or None
    _release = None

    @property
    def flat(self) -> FlatCircuit:
        if self._flat is None:
            self._flat = _export(self._sdd[1])
            self._sdd = None  # the arrays replace the manager, which is released (see compile_roots)
            if self._release is not None:
                self._release()
        return self._flat

    @property
    def sdd_size(self) -> int:
        """The number of SDD edges (elements of decision nodes), shared parts counted once."""
        if self._size is None:
            self._size = self.flat.size
        return self._size

    @property
    def flattened(self) -> bool:
        return self._flat is not None

    def __getstate__(self):  # a pickled circuit is its arrays (a manager does not pickle)
        state = dict(self.__dict__)
        state["_flat"], state["_sdd"] = self.flat, None
        state.pop("_release", None)
        return state

    def literal_weights(self, group_weights: dict[int, Sequence[float]], mode: str = "exactly_one"
                        ) -> dict[int, float]:
        """Signed SDD literal -> weight, from each group's outcome probabilities."""
        lw: dict[int, float] = {}
        full: dict[int, int] = {}  # weights -> its last outcome of weight where they sum to 1 (_exhausts)
        for i, info in enumerate(self.variables, start=1):
            ws = group_weights[info.group]
            if info.kind == "bool":
                p = float(ws[0])
                lw[i] = p
                lw[-i] = 1.0 if mode == "at_most_one" else 1.0 - p
            elif info.kind == "seq":
                k = info.outcome
                remaining = 1.0 - float(sum(ws[:k]))
                w = min(1.0, float(ws[k]) / remaining) if remaining > 1e-15 else 0.0
                if 0.0 < w < 1.0 and _exhausts(ws, k, full):
                    # the group's last outcome of weight, where ProbLog's "none of them" weight
                    # is exactly 0 (see _exhausts) and the quotient leaves a 1e-16
                    w = 1.0
                lw[i] = w
                lw[-i] = 1.0 - w
            elif info.outcome >= 0:
                lw[i] = float(ws[info.outcome])
                lw[-i] = 1.0
            else:
                lw[i] = max(0.0, 1.0 - float(sum(ws)))
                lw[-i] = 1.0
        return lw

    def evaluate(self, lit_weights: dict[int, float], semiring: Semiring) -> list[Any]:
        return evaluate_flat(self.flat, lit_weights, semiring, len(self.variables))

    def log_probabilities(self, lit_weights: dict[int, float]) -> list[float]:
        """The natural log of every output's weighted model count (-inf: probability 0).

        Probability space is exact up to rounding while nothing comes near the smallest
        float; an output below :data:`LOG_SPACE_BELOW` (a true 0 included, as it may be an
        underflow) is computed again in log space, so that 20 facts of 1e-30 give 1e-600,
        not 0."""
        from .semiring import LogSemiring, ProbabilitySemiring

        if self._flat is None and all(abs(lit_weights[v] + lit_weights[-v] - 1.0) < 1e-12
                                      for v in range(1, len(self.variables) + 1)):
            # (a variable an output does not mention then counts 1 in C as in the arrays)
            return _wmc_log(self._sdd[1], lit_weights, len(self.variables))
        values = self.evaluate(lit_weights, ProbabilitySemiring())
        if min(values, default=1.0) >= LOG_SPACE_BELOW:
            return [math.log(v) for v in values]
        return self.evaluate(lit_weights, LogSemiring())


def _first_met(gp: GroundProgram, roots) -> list[int]:
    """Choice groups in the order a depth-first, left-to-right walk from ``roots`` meets them."""
    seen: set[int] = set()
    out: dict[int, None] = {}
    stack = [abs(r) for r in reversed(roots) if abs(r) != TRUE]
    kinds, data = gp.kinds, gp.data
    while stack:
        n = stack.pop()
        if n in seen:
            continue
        seen.add(n)
        k = kinds[n]
        if k == KIND_CHOICE:
            out[data[n][0]] = None
        elif k == KIND_AND or k == KIND_OR:
            stack.extend(abs(c) for c in reversed(data[n]))
    return list(out)


def _exhausts(ws, k: int, full: dict) -> bool:
    """Outcome ``k`` is the last of weight in a group whose weights sum to 1, as ProbLog 2.3
    finds it: once the earlier outcomes are false it holds for sure. ProbLog's "none of them"
    weight is ``ad_complement``, the negation of the weights' sum in its log semiring, which is
    exactly 0 where the log of the sum is above -1e-10 (1/3 three times, 1/10 ten times:
    0.9999999999999999). ``full`` caches, per weights sequence, its last outcome of weight where
    they sum so (else -1)."""
    key = id(ws)
    last = full.get(key)
    if last is None:
        total = 0.0
        last = -1
        for i, x in enumerate(ws):
            x = float(x)
            total += x
            if x != 0.0:
                last = i
        if not (total >= 1.0 or total > 0.0 and math.log(total) > -1e-10):
            last = -1
        full[key] = last
    return k == last


def _wmc_log(outputs, lit_weights: dict[int, float], n_vars: int) -> list[float]:
    """The natural log of each SDD output's weighted model count, by PySDD's counter in log
    mode. The caller checks that each variable's two weights sum to 1. (The weights go to PySDD
    in an ``array.array``: importing numpy for it would cost a one-query run more than the rest.)"""
    from array import array

    logs = array("d", [-math.inf]) * (2 * n_vars)
    for lit, w in lit_weights.items():
        if w > 0:
            logs[n_vars + lit - (1 if lit > 0 else 0)] = math.log(w)
    out = []
    for node in outputs:
        if node.is_false():
            out.append(-math.inf)
            continue
        if node.is_true():
            out.append(0.0)
            continue
        wmc = node.wmc(log_mode=True)
        wmc.set_literal_weights_from_array(logs)
        out.append(float(wmc.propagate()))
    return out


def evaluate_flat(flat: FlatCircuit, lit_weights: dict[int, float], semiring: Semiring,
                  n_vars: int) -> list[Any]:
    """Evaluate every output of ``flat`` in ``semiring`` (smoothed when the semiring needs it)."""
    one, zero = semiring.one(), semiring.zero()
    plus, times, lift = semiring.plus, semiring.times, semiring.value
    lv = {lit: lift(w) for lit, w in lit_weights.items()}
    kinds, literals, elements = flat.kinds, flat.literals, flat.elements
    values: list[Any] = [None] * len(kinds)
    smooth = semiring.needs_smoothing()
    varsets: list[frozenset] = [frozenset()] * len(kinds) if smooth else []
    free_cache: dict[int, Any] = {}

    def free(v):
        r = free_cache.get(v)
        if r is None:
            r = free_cache[v] = plus(lv[v], lv[-v])
        return r

    for i, kind in enumerate(kinds):
        if kind == DECISION:
            acc = zero
            if smooth:
                vs = frozenset().union(*(varsets[p] | varsets[s] for p, s in elements[i]))
                varsets[i] = vs
                for p, s in elements[i]:
                    term = times(values[p], values[s])
                    for v in vs - varsets[p] - varsets[s]:
                        term = times(term, free(v))
                    acc = plus(acc, term)
            else:
                for p, s in elements[i]:
                    acc = plus(acc, times(values[p], values[s]))
            values[i] = acc
        elif kind == LIT:
            values[i] = lv[literals[i]]
            if smooth:
                varsets[i] = frozenset((abs(literals[i]),))
        elif kind == LIT_TRUE:
            values[i] = one
        else:
            values[i] = zero
    out = []
    for o in flat.outputs:
        v = values[o]
        if smooth:
            for var in set(range(1, n_vars + 1)) - varsets[o]:
                v = times(v, free(var))
        out.append(v)
    return out


def argmax_assignment(compiled: CompiledCircuit, output: int, lit_weights: dict[int, float]) -> dict[int, bool]:
    """The most probable model of one output (max-product with smoothing, in log space so
    that worlds below the smallest float still compare), as var -> value."""
    flat = compiled.flat
    kinds, literals, elements = flat.kinds, flat.literals, flat.elements
    n_vars = len(compiled.variables)
    log_w = {lit: math.log(w) if w > 0 else -math.inf for lit, w in lit_weights.items()}
    values: list[float] = [-math.inf] * len(kinds)
    varsets: list[frozenset] = [frozenset()] * len(kinds)
    best: list[int] = [-1] * len(kinds)

    def free(v):
        return max(log_w[v], log_w[-v])

    for i, kind in enumerate(kinds):
        if kind == DECISION:
            vs = frozenset().union(*(varsets[p] | varsets[s] for p, s in elements[i]))
            varsets[i] = vs
            top, arg = -math.inf, -1
            for j, (p, s) in enumerate(elements[i]):
                term = values[p] + values[s]
                for v in vs - varsets[p] - varsets[s]:
                    term += free(v)
                if arg < 0 or term > top:
                    top, arg = term, j
            values[i], best[i] = top, arg
        elif kind == LIT:
            values[i] = log_w[literals[i]]
            varsets[i] = frozenset((abs(literals[i]),))
        elif kind == LIT_TRUE:
            values[i] = 0.0
        else:
            values[i] = -math.inf
    root = flat.outputs[output]
    assignment: dict[int, bool] = {}
    stack = [root]
    while stack:
        i = stack.pop()
        kind = kinds[i]
        if kind == LIT:
            assignment[abs(literals[i])] = literals[i] > 0
        elif kind == DECISION:
            p, s = elements[i][best[i]]
            for v in varsets[i] - varsets[p] - varsets[s]:
                assignment.setdefault(v, lit_weights[v] >= lit_weights[-v])
            stack.append(p)
            stack.append(s)
    for v in range(1, n_vars + 1):
        if v not in assignment:
            assignment[v] = lit_weights[v] >= lit_weights[-v]
    return assignment


# ---- compilation ----------------------------------------------------------------------------------

def _sdd():
    try:
        from pysdd.sdd import SddManager
    except ImportError as e:  # pragma: no cover - pysdd is a hard dependency
        raise CompilationError("PySDD is not installed: pip install pysdd") from e
    return SddManager


# Managers of small compilations are reused. Creating an SddManager callocs two 82 MB
# computed caches; in a fresh process those are new, lazily zeroed pages (0.03 ms), but once
# the process heap holds a large free block (any large program grounded before), calloc takes
# it and zeroes all 164 MB: 8-13 ms for every later query, however small (the compatibility
# corpus: one-fact programs 3-8x slower after the large ones; benchmarks/README.md, session 12).
# A manager is pooled only when the compilation left nothing referenced in it and never
# minimised its vtree, so its vtree is again the fresh one (``VTREE``'s shape over ``var_count``
# variables), and the key says which shape.
POOL_SIZE = 4  # managers kept, the most recently used first out
POOL_VARS = 512  # larger managers are freed (their caches may hold many resident pages)
# ... and so are managers holding more nodes than this: collecting their dead nodes costs more
# than a fresh manager (2e5 nodes: 0.1 s, against 35-380 µs for a fresh one of 31-512 variables)
POOL_NODES = 20_000
_pool: dict[tuple[int, str], Any] = {}
_pool_lock = threading.Lock()
# ... and of those, at most POOL_LARGE given back by a kept circuit (see compile_roots): a larger
# compilation touched more of its caches' pages, which stay resident while it is pooled (four of
# them raised the peak memory of the corpus's hunt14h/hunt13c programs from 343 to 501 MiB)
POOL_LARGE = 1
_large: dict[tuple[int, str], None] = {}  # the pool's keys whose manager a kept circuit gave back


def _safe_levels() -> int:
    """How deep a vtree SDD's apply may recurse through in this thread: about 48 KB of C
    stack per level (see VTREE), with half the stack left for the rest. The main thread's
    stack is the process's limit (8 MB on most Linux systems, so 85 levels); another
    thread's is known only if it was set with ``threading.stack_size``, else taken as 512 KB
    (macOS's default for threads; 5 levels); without ``resource`` (Windows) 1 MB."""
    if threading.current_thread() is threading.main_thread():
        try:
            import resource

            soft, _ = resource.getrlimit(resource.RLIMIT_STACK)
            size = 8 << 20 if soft == resource.RLIM_INFINITY or soft <= 0 else soft
        except (ImportError, OSError, ValueError):
            size = 1 << 20
    else:
        size = threading.stack_size() or (512 << 10)
    return size // 2 // (48 << 10)


def _vtree_type(var_count: int) -> str:
    """The shape of a new manager's vtree over ``var_count`` variables (see VTREE)."""
    if VTREE == "auto":
        return "right" if var_count <= min(RIGHT_LINEAR_UP_TO, _safe_levels()) else "balanced"
    return VTREE


def _take_manager(var_count: int, minimize: bool):
    # (the pool's key names the shape this thread would build, so a thread with a small stack
    # never takes a right-linear manager pooled by the main thread)
    with _pool_lock:
        mgr = _pool.pop((var_count, _vtree_type(var_count)), None)
        _large.pop((var_count, _vtree_type(var_count)), None)
    if mgr is None:
        shape = _vtree_type(var_count)
        if shape == "balanced":
            return _sdd()(var_count=var_count, auto_gc_and_minimize=minimize)
        from pysdd.sdd import Vtree

        mgr = _sdd().from_vtree(Vtree(var_count=var_count, vtree_type=shape))
        if minimize:  # (from_vtree starts with it off)
            mgr.auto_gc_and_minimize_on()
        return mgr
    if minimize:
        mgr.auto_gc_and_minimize_on()
    return mgr


def _give_back(mgr, key: tuple[int, str] | None = None, large: bool = False) -> bool:
    """Pool ``mgr`` if it is as good as new (see POOL_SIZE); True if pooled. ``key``: its
    (variables, vtree shape), when another thread than the one that built it gives it back;
    ``large``: a kept circuit's manager (see POOL_LARGE)."""
    var_count = mgr.var_count()
    if var_count > POOL_VARS or mgr.is_auto_gc_and_minimize_on():
        return False  # minimisation may have changed its vtree
    if mgr.live_count() != 0 or mgr.count() > POOL_NODES:
        return False  # (a collection frees dead nodes only: a live one stays, so collect only when it pays)
    mgr.garbage_collect()
    if key is None:
        key = (var_count, _vtree_type(var_count))  # (the thread that built it gives it back)
    with _pool_lock:
        _pool.pop(key, None)
        _large.pop(key, None)
        _pool[key] = mgr
        if large:
            _large[key] = None
            while len(_large) > POOL_LARGE:
                oldest = next(iter(_large))
                del _large[oldest]
                _pool.pop(oldest, None)
        while len(_pool) > POOL_SIZE:
            oldest = next(iter(_pool))
            del _pool[oldest]
            _large.pop(oldest, None)
    return True


def compile_roots(gp: GroundProgram, roots: Sequence[int], *, evidence: Sequence[tuple[int, bool]] = (),
                  mode: str = "wmc", minimize: bool = True, span=None) -> CompiledCircuit:
    """Compile ``roots`` (signed ground-program nodes) into one flat multi-output circuit.

    Output i is ``root_i AND evidence AND constraints``; the last output is ``evidence AND
    constraints`` alone (the normaliser for conditional probabilities).
    """
    started = time.perf_counter()
    all_roots = [r for r in roots] + [n for n, _ in evidence]
    cone = gp.cone([r for r in all_roots if abs(r) != TRUE])
    # Variables in the order a depth-first, left-to-right walk from the roots meets their
    # groups, close to the order ProbLog's grounder creates its atoms: the balanced vtree then
    # keeps what one derivation uses together (a chain such as a hidden Markov model stays a
    # chain). The cone's stack order interleaves unrelated parts of the program (a 40-step HMM
    # took minutes); plain group ids (grounding order) made a 3-step epidemic model with
    # negation 20x slower than ProbLog (session 11: `benchmarks/README.md`). The walk starts
    # at the evidence (EVIDENCE_FIRST), as ProbLog grounds evidence before queries when it
    # propagates evidence: an HMM observed at every step then has each observation next to
    # its state, and its conditioned circuit grows linearly (from the query first, every
    # observation came after all the states: 16 steps 1.4 s, 24 steps over the size limit).
    evidence_first = [n for n, _ in evidence] + list(roots)
    order = evidence_first if EVIDENCE_FIRST else all_roots
    groups = _first_met(gp, order)
    variables, group_vars = _numbered(gp, groups, mode)
    mgr = _take_manager(max(1, len(variables)), minimize)
    steps = _compile_steps(mgr, gp, roots, evidence, cone, groups, group_vars, mode, span)
    base = mgr.count()
    done, result = _advance(steps, mgr, base + RACE_FROM if evidence and RACE_FROM is not None else None)
    if not done:  # the other order joins in (see RACE_FROM)
        other = _first_met(gp, all_roots if order is evidence_first else evidence_first)
        runs = [(mgr, steps, base, groups, variables)]
        if other != groups:
            o_vars, o_group_vars = _numbered(gp, other, mode)
            o_mgr = _take_manager(max(1, len(o_vars)), minimize)
            o_steps = _compile_steps(o_mgr, gp, roots, evidence, cone, other, o_group_vars, mode, span)
            runs.append((o_mgr, o_steps, o_mgr.count(), other, o_vars))
        while not done:
            made = [r[0].count() - r[2] for r in runs]
            i = made.index(min(made))  # the one that has made fewer nodes, until it passes the other
            try:
                done, result = _advance(runs[i][1], runs[i][0], runs[i][2] + max(made) + 1 if len(runs) > 1 else None)
            except Exception:
                if i == 0:
                    raise
                runs.pop()[1].close()  # the other order met a limit or an error: evidence first alone, as before
        mgr, _, _, groups, variables = runs[i]
        for r in runs:
            if r[1] is not runs[i][1]:
                r[1].close()  # the loser's manager still holds references: it is freed, not pooled
    flat, size, kept = result
    if kept is None:  # exported: the manager (no SDD of it left alive) is free for reuse
        _give_back(mgr)
        return CompiledCircuit(flat, variables, groups, time.perf_counter() - started, size, kept)
    # A kept manager holds only the outputs alive. It is given back to the pool when the
    # circuit is exported or dropped, as an exported one is at once: a fresh manager's 164 MB
    # of computed caches are new pages, and filling them (page faults) was about half of a
    # 30-node Bayesian network's compilation (hunt14h_bn_19.pl: 107 variables, 13,000 nodes;
    # benchmarks/README.md, session 26). The key is this thread's (see _give_back).
    circuit = CompiledCircuit(flat, variables, groups, time.perf_counter() - started, size, kept)
    release = weakref.finalize(circuit, _release_kept, kept, (mgr.var_count(), _vtree_type(mgr.var_count())))
    release.atexit = False  # (at exit, nothing is worth pooling)
    circuit._release = release
    return circuit


def _release_kept(kept: tuple, key: tuple[int, str]) -> None:
    """Drop a kept circuit's references to its outputs, and pool its manager if it is then as
    good as new (see _give_back; a large one is freed)."""
    mgr, outputs = kept
    while outputs:  # (PySDD's node objects hold a reference each too: they go as well)
        outputs.pop().deref()
    _give_back(mgr, key, large=True)


def _implied(gp: GroundProgram, evidence) -> dict[int, bool]:
    """The choice nodes whose value the evidence forces, found as ProbLog's evidence
    propagation finds them: an atom observed false makes every child of its OR false, one
    observed true every child of its AND true, through negations, down to the facts. The
    builder then compiles each such choice as that constant and the evidence conjunction says
    it once: the same outputs (root AND evidence) over smaller formulas in between (an edge
    observed absent drops every proof through it before the SDDs are built, not after).
    Empty if the propagation meets a contradiction (the evidence is then inconsistent, which
    the compiled normaliser reports)."""
    kinds, data = gp.kinds, gp.data
    seen: dict[int, bool] = {}
    stack = [(abs(n), value if n > 0 else not value) for n, value in evidence if abs(n) != TRUE]
    while stack:
        n, value = stack.pop()
        old = seen.get(n)
        if old is not None:
            if old != value:
                return {}
            continue
        seen[n] = value
        kind = kinds[n]
        if (kind == KIND_OR and not value) or (kind == KIND_AND and value):
            for c in data[n]:
                if c == TRUE or c == FALSE:
                    if (c == TRUE) != value:
                        return {}
                    continue
                stack.append((abs(c), value if c > 0 else not value))
    return {n: v for n, v in seen.items() if kinds[n] == KIND_CHOICE}


def _numbered(gp: GroundProgram, groups: list[int], mode: str) -> tuple[list[VarInfo], dict[int, list[int]]]:
    """The SDD variables of ``groups`` in that order (see VarInfo), and each group's ids."""
    variables: list[VarInfo] = []
    group_vars: dict[int, list[int]] = {}
    for g in groups:
        group = gp.groups[g]
        n = len(group.weights)
        ids = []
        if n == 1 and not group.complete:
            variables.append(VarInfo(g, 0, "bool"))
            ids.append(len(variables))
        elif mode == "wmc":
            for k in range(n - 1 if group.complete else n):
                variables.append(VarInfo(g, k, "seq"))
                ids.append(len(variables))
        else:
            for k in range(n):
                variables.append(VarInfo(g, k, "ind"))
                ids.append(len(variables))
            if not group.complete:
                variables.append(VarInfo(g, -1, "ind"))
                ids.append(len(variables))
        group_vars[g] = ids
    return variables, group_vars


def _advance(steps, mgr, until: int | None):
    """Run the compilation ``steps`` (a :func:`_compile_steps` generator) until it finishes,
    (True, its result), or until ``mgr`` holds more than ``until`` nodes, (False, None)."""
    try:
        if until is None:
            while True:
                next(steps)
        while True:
            next(steps)
            if mgr.count() > until:
                return False, None
    except StopIteration as stop:
        return True, stop.value


def _compile_steps(mgr, gp: GroundProgram, roots, evidence, cone, groups, group_vars, mode: str, span):
    """compile_roots' SDD work in ``mgr``, as a generator that yields between apply steps
    (so that two orders can advance in turn, see RACE_FROM) and returns (flat circuit or None,
    its size, kept manager and outputs or None). Finishing drops every SDD handle this
    function made, so an exported compilation leaves ``mgr`` with nothing referenced."""
    builder = _Builder(mgr, gp, group_vars, span, sequential=(mode == "wmc"))
    builder.fixed = _implied(gp, evidence) if PROPAGATE_EVIDENCE else {}
    all_roots = [r for r in roots] + [n for n, _ in evidence]
    exported = False
    try:
        root_sdds = yield from builder.build_steps(all_roots, cone)
        constraint = builder.constraints(groups, mode)
        ev = mgr.true()
        ev.ref()
        for node, value in builder.fixed.items():  # what the formula no longer says (see _implied)
            lit = builder.literal_of(node)
            if not value:
                neg = builder.negate(lit)
                lit.deref()
                lit = neg
            ev = builder.replace(ev, mgr.conjoin(ev, lit))
            lit.deref()
        for (node, value), sdd in zip(evidence, root_sdds[len(roots):]):
            lit = sdd if value else builder.negate(sdd)
            ev = builder.replace(ev, mgr.conjoin(ev, lit))
            if not value:
                lit.deref()
            yield
        ev = builder.replace(ev, mgr.conjoin(ev, constraint))
        outputs = []
        for sdd in root_sdds[: len(roots)]:
            out = mgr.conjoin(sdd, ev)
            out.ref()
            outputs.append(out)
            yield
        outputs.append(ev)
        if sum(out.size() for out in outputs) > FLATTEN_UP_TO:
            # exported when needed; the manager lives on, with only the outputs referenced
            for sdd in (*root_sdds, constraint):
                sdd.deref()
            exported = True  # (so that the builder drops its references too)
            return None, None, (mgr, outputs)
        flat = _export(outputs)
        for sdd in (*root_sdds, constraint, *outputs):  # this function's own references
            sdd.deref()
        exported = True
        return flat, flat.size, None
    finally:
        builder.release(deref=exported)


def _absorbed(mgr, ops: list, is_and: bool):
    """The absorbing constant (false under an AND, true under an OR), referenced, as a node's
    value, after releasing the references the node took on its operands ``ops``."""
    for sdd, held in ops:
        if held:
            sdd.deref()
    s = mgr.false() if is_and else mgr.true()
    s.ref()
    return s


class _Builder:
    """Builds SDDs for ground-program nodes, keeping every stored SDD referenced."""

    def __init__(self, mgr, gp: GroundProgram, group_vars: dict[int, list[int]], span, sequential: bool):
        self.sequential = sequential
        self.mgr = mgr
        self.gp = gp
        self.group_vars = group_vars
        self.span = span
        self.values: dict[int, Any] = {}
        self.literals: dict[int, Any] = {}
        self.budget = current_budget()  # the running query's limits (time, circuit size, memory)
        self.base = 0  # live nodes of earlier queries in a shared manager (not this query's)
        self.cyclic = False  # whether build met a cyclic component
        self.fixed: dict[int, bool] = {}  # choice nodes the evidence fixes (see _implied)

    def replace(self, old, new):
        new.ref()
        old.deref()
        if self.budget is not None:  # a checkpoint between two apply steps
            self.budget.circuit(self.mgr.live_size() - self.base, self.span)
        return new

    def negate(self, sdd):
        n = self.mgr.negate(sdd)
        n.ref()
        return n

    def release(self, deref: bool = False) -> None:
        """Forget the stored SDDs; ``deref``: also drop the references they hold (for a
        manager that is reused; a freed manager needs no bookkeeping)."""
        if deref:
            for sdd in (*self.values.values(), *self.literals.values()):
                sdd.deref()
        self.values.clear()
        self.literals.clear()

    def literal_of(self, node: int):
        """The SDD of a choice node (referenced; built once per choice)."""
        cached = self.literals.get(node)
        if cached is not None:
            cached.ref()
            return cached
        s = self._literal_of(node)
        s.ref()  # one reference held by the cache
        self.literals[node] = s
        return s

    def _literal_of(self, node: int):
        g, k = self.gp.data[node]
        ids = self.group_vars[g]
        mgr = self.mgr
        group = self.gp.groups[g]
        if not self.sequential or (len(group.weights) == 1 and not group.complete):
            s = mgr.literal(ids[k])
            s.ref()
            return s
        acc = mgr.literal(ids[k]) if k < len(ids) else mgr.true()
        acc.ref()
        for j in range(min(k, len(ids))):
            acc = self.replace(acc, mgr.conjoin(acc, mgr.literal(-ids[j])))
        return acc

    def constraints(self, groups, mode: str):
        mgr = self.mgr
        acc = mgr.true()
        acc.ref()
        if mode == "wmc":
            return acc  # the sequential encoding needs no constraint
        for g in groups:
            ids = self.group_vars[g]
            if len(ids) == 1 and self.gp.groups[g].complete is False and len(self.gp.groups[g].weights) == 1:
                continue
            if mode == "at_most_one":
                ids = [i for i in ids if self._outcome(i, g) >= 0]
            c = self._exactly_one(ids) if mode == "exactly_one" else self._at_most_one(ids)
            acc = self.replace(acc, mgr.conjoin(acc, c))
            c.deref()
        return acc

    def _outcome(self, var: int, g: int) -> int:
        ids = self.group_vars[g]
        group = self.gp.groups[g]
        pos = ids.index(var)
        return pos if pos < len(group.weights) else -1

    def _at_most_one(self, ids):
        mgr = self.mgr
        acc = mgr.true()
        acc.ref()
        for a in range(len(ids)):
            for b in range(a + 1, len(ids)):
                clause = mgr.disjoin(mgr.literal(-ids[a]), mgr.literal(-ids[b]))
                acc = self.replace(acc, mgr.conjoin(acc, clause))
        return acc

    def _exactly_one(self, ids):
        mgr = self.mgr
        acc = self._at_most_one(ids)
        some = mgr.false()
        some.ref()
        for i in ids:
            some = self.replace(some, mgr.disjoin(some, mgr.literal(i)))
        acc = self.replace(acc, mgr.conjoin(acc, some))
        some.deref()
        return acc

    def _child(self, c: int):
        """The SDD of a signed child, referenced (caller derefs)."""
        if c == TRUE:
            s = self.mgr.true()
        elif c == FALSE:
            s = self.mgr.false()
        else:
            s = self.values[abs(c)]
            if c < 0:
                s = self.mgr.negate(s)
        s.ref()
        return s

    def _compute(self, n: int):
        gp, mgr = self.gp, self.mgr
        kind = gp.kinds[n]
        if n == TRUE:
            s = mgr.true()
            s.ref()
            return s
        if kind == KIND_CHOICE:
            fixed = self.fixed.get(n)
            if fixed is None:
                return self.literal_of(n)
            s = mgr.true() if fixed else mgr.false()
            s.ref()
            return s
        # what _child and replace do, inline (this loop is most of a template's apply calls).
        # Each operand is referenced while it waits (a stored SDD is referenced by the store,
        # so only a negation takes a reference of its own); the identity (true under an AND,
        # false under an OR) is left out and the absorbing constant ends the node, so an AND of
        # two children is one apply, not two (conjoining with true gives its other argument).
        values = self.values
        is_and = kind == KIND_AND
        data = gp.data[n]
        if len(data) == 2:  # the common node (a proof's conjunction of two parts): one apply
            a, b = data
            if a > 1 and b > 1:  # two stored SDDs (TRUE is 1; FALSE and negations are < 0)
                new = (mgr.conjoin if is_and else mgr.disjoin)(values[a], values[b])
                new.ref()
                if self.budget is not None:  # a checkpoint between two apply steps
                    self.budget.circuit(mgr.live_size() - self.base, self.span)
                return new
        ops = []  # (SDD, whether this node holds a reference to it)
        for c in data:
            if c > 0 and c != TRUE:
                ops.append((values[c], False))
            elif c == TRUE or c == FALSE:
                if (c == TRUE) != is_and:  # the absorbing constant: the node's value
                    return _absorbed(mgr, ops, is_and)
            else:
                s = mgr.negate(values[-c])
                s.ref()
                ops.append((s, True))
        if not ops:
            s = mgr.true() if is_and else mgr.false()
            s.ref()
            return s
        if len(ops) > 2:
            # an operand that is already the absorbing constant (a proof through a choice the
            # evidence fixed false, see _implied) is the node's value: without the applies before it
            for sdd, _ in ops:
                if sdd.is_false() if is_and else sdd.is_true():
                    return _absorbed(mgr, ops, is_and)
        if (not is_and and BALANCED_FROM is not None and len(ops) > BALANCED_FROM
                and not mgr.is_auto_gc_and_minimize_on()):
            return self._balanced(ops)
        acc, held = ops[0]
        if not held:
            acc.ref()
        apply, budget = mgr.conjoin if is_and else mgr.disjoin, self.budget
        for i in range(1, len(ops)):
            cs, held = ops[i]
            new = apply(acc, cs)
            new.ref()
            acc.deref()
            acc = new
            if budget is not None:  # a checkpoint between two apply steps
                budget.circuit(mgr.live_size() - self.base, self.span)
            if held:
                cs.deref()
            if acc.is_false() if is_and else acc.is_true():
                for rest, held in ops[i + 1:]:  # ended early: the rest's references
                    if held:
                        rest.deref()
                break
        return acc

    def _balanced(self, ops: list):
        """The disjunction of ``ops`` ((SDD, held) pairs, as _compute makes them) by pairs,
        level after level, instead of into one growing SDD: an OR of many proofs (a sum of two
        2-digit numbers: 100 conjunctions of four digits) then applies mostly small operands.
        The manager does not minimise its vtree meanwhile, so the result is the same
        canonical SDD as the left fold's."""
        mgr, budget = self.mgr, self.budget
        items = []
        for sdd, held in ops:
            if not held:
                sdd.ref()
            items.append(sdd)
        while len(items) > 1:
            paired = []
            for i in range(1, len(items), 2):
                a, b = items[i - 1], items[i]
                new = mgr.disjoin(a, b)
                new.ref()
                a.deref()
                b.deref()
                if budget is not None:  # a checkpoint between two apply steps
                    budget.circuit(mgr.live_size() - self.base, self.span)
                if new.is_true():
                    for rest in (*paired, *items[i + 1:]):
                        rest.deref()
                    return new
                paired.append(new)
            if len(items) % 2:
                paired.append(items[-1])
            items = paired
        return items[0]

    def build(self, roots: Sequence[int], cone: list[int], acyclic: bool = False) -> list[Any]:
        """The SDDs of ``roots`` (referenced; the caller derefs), every node of ``cone`` not
        built yet built children first. ``acyclic``: the caller knows that no cycle runs
        through the cone's new nodes, so the SCC pass is a plain depth-first walk."""
        if not acyclic:
            steps = self.build_steps(roots, cone)
            try:
                while True:
                    next(steps)
            except StopIteration as stop:
                return stop.value
        waiting = self._start(cone)
        for n in _postorder(self.gp, cone, self.values):
            if waiting and self.mgr.live_size() > MINIMIZE_ABOVE:
                self.mgr.auto_gc_and_minimize_on()
                waiting = False
            self.values[n] = self._compute(n)
        return [self._child(r) for r in roots]

    def _start(self, cone: list[int]) -> bool:
        """Build every choice's SDD of ``cone``; whether minimisation waits to be switched on."""
        # Build every choice's SDD first, with dynamic minimisation paused: these are small
        # conjunctions of literals, and searching the vtree after each of them costs far more
        # than it saves. Minimisation resumes for the formulas that combine them.
        #
        # Dynamic vtree minimisation is switched on only once the manager holds more than
        # MINIMIZE_ABOVE live nodes: below that its vtree search cost more than it saved on the
        # ProbLog corpus (an epidemic model: 6 s with it, 0.2 s without; benchmarks/README.md).
        gp = self.gp
        minimizing = self.mgr.is_auto_gc_and_minimize_on()
        if minimizing:
            self.mgr.auto_gc_and_minimize_off()
        for n in cone:
            if gp.kinds[n] == KIND_CHOICE:
                self.literal_of(n).deref()
        return minimizing

    def build_steps(self, roots: Sequence[int], cone: list[int]):
        """:meth:`build` (not ``acyclic``) as a generator that yields after each node and
        returns the roots' SDDs."""
        gp = self.gp
        waiting = self._start(cone)
        sccs = _sccs(gp, cone, self.values)
        cyclic = [len(c) > 1 or _self_loop(gp, c[0]) for c in sccs]
        needed = set()
        if any(cyclic):
            self.cyclic = True
            needed = _referenced_from_outside(gp, sccs, roots)
        for scc, loops in zip(sccs, cyclic):
            yield
            if waiting and self.mgr.live_size() > MINIMIZE_ABOVE:
                self.mgr.auto_gc_and_minimize_on()
                waiting = False
            if not loops:
                self.values[scc[0]] = self._compute(scc[0])
                continue
            members = set(scc)
            for n in scc:
                for c in gp.children(n):
                    if c < 0 and -c in members:
                        raise CompilationError(
                            f"negation through a cycle: {gp.label(n)} depends on the negation of "
                            f"{gp.label(-c)}, which depends on it (the program is not stratified) "
                            "(ProbLog: NegativeCycle)", self.span)
            if (CYCLES == "break" and len(scc) <= BREAK_CYCLES_UP_TO and _linear(gp, scc, members)
                    and self._break_cycles(members, [n for n in scc if n in needed])):
                continue
            for n in scc:
                f = self.mgr.false()
                f.ref()
                self.values[n] = f
            changed = True
            while changed:
                changed = False
                for n in scc:
                    new = self._compute(n)
                    old = self.values[n]
                    if new != old:
                        changed = True
                    self.values[n] = new
                    old.deref()
                    yield
        return [self._child(r) for r in roots]

    def _break_cycles(self, members: set[int], needed: list[int]) -> bool:
        """The SDDs of a cyclic component's ``needed`` nodes (those used from outside it), by
        ProbLog's cycle breaking (problog/cycles.py): unfold each depth first, a node met again
        on the current path counting as false, which gives the least fixpoint. An unfolding is
        reused wherever it is still valid: every node it cut is still on the path and none it
        went through is. Iterating the whole component to a fixpoint instead builds every
        member's SDD once per round, and those intermediate SDDs are far larger than the
        answers (a 4x4 grid's reachability: 12 s against ProbLog's 0.5 s). False, with nothing
        stored, if it needs more than BREAK_CYCLES_UNFOLDINGS unfoldings (a ring with chords
        has too many simple paths): the caller then iterates."""
        import sys

        gp, mgr = self.gp, self.mgr
        # Sets of members as bit masks (Python ints): the reuse test and the unions that every
        # unfolding makes are then a few machine words, not set copies (a 126-node ring with
        # chords: 13,146 unfoldings, whose `through` sets were copied up the path each time).
        bits = {m: 1 << i for i, m in enumerate(members)}
        done: dict[int, list] = {}  # node -> [(sdd or None for false, cut, went through)]
        path = 0
        budget = [BREAK_CYCLES_UNFOLDINGS]

        def visit(n: int):
            """(the SDD of n, None for false; the nodes cut below it; those it went through)."""
            nonlocal path
            bit = bits[n]
            if path & bit:
                return None, bit, 0
            entries = done.get(n)
            if entries:
                for sdd, was_cut, was_through in entries:
                    if not (was_cut & ~path or path & was_through):
                        return sdd, was_cut, was_through | bit
            budget[0] -= 1
            if budget[0] < 0:
                raise _TooManyUnfoldings
            my_cut = my_through = 0
            path |= bit
            is_and = gp.kinds[n] == KIND_AND
            acc = mgr.true() if is_and else mgr.false()
            acc.ref()
            for c in gp.data[n]:
                if c > 0 and c in members:
                    v, c_cut, c_through = visit(c)
                    my_cut |= c_cut
                    my_through |= c_through
                    if v is None:
                        if is_and:
                            acc = self.replace(acc, mgr.false())
                            break
                        continue
                    acc = self.replace(acc, mgr.conjoin(acc, v) if is_and else mgr.disjoin(acc, v))
                else:
                    cs = self._child(c)
                    acc = self.replace(acc, mgr.conjoin(acc, cs) if is_and else mgr.disjoin(acc, cs))
                    cs.deref()
                if acc.is_false() if is_and else acc.is_true():
                    break
            path &= ~bit
            my_cut &= ~bit  # a cycle back to n itself is closed here
            value = None if acc.is_false() else acc
            if value is None:
                acc.deref()
            done.setdefault(n, []).append((value, my_cut, my_through))
            return value, my_cut, my_through | bit

        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, 2 * len(members) + 1000))
        found: dict[int, Any] = {}
        try:
            for n in needed:
                path = 0
                v = visit(n)[0]
                if v is None:
                    v = mgr.false()
                v.ref()
                found[n] = v
        except _TooManyUnfoldings:
            for v in found.values():
                v.deref()
            return False
        finally:
            sys.setrecursionlimit(limit)
            for entries in done.values():
                for sdd, _, _ in entries:
                    if sdd is not None:
                        sdd.deref()
            # visit calls itself through its cell, a reference cycle holding this builder (and
            # its manager) for the cyclic collector: broken, it is freed with the compilation
            visit = None
        self.values.update(found)
        return True


class IncrementalCompiler:
    """Compiles the roots of many queries grounded into one growing ground program, in one
    SDD manager, so that what the queries share is compiled and exported once.

    Training queries of one shape (``multi_addition`` at N digits, one template per sum)
    differ only near their root: the carry chain below is the same ground sub-program, so its
    SDDs are built once and every later template only conjoins and disjoins its own top.
    Each call returns a self-contained :class:`CompiledCircuit` with its own variables
    (numbered 1..n over the groups in its cone, as :func:`compile_roots` numbers them), so
    nothing downstream knows the manager was shared.

    Only ``"wmc"`` mode without evidence (what query templates need). The manager never
    garbage-collects or minimises its vtree (SDD node ids then stay unique, so an exported
    node is exported once); the vtree is balanced over the first query's variables, later
    variables are added after the last. Once the manager holds more than ``max_nodes`` nodes
    :attr:`full` is set and the owner should start a new one. After any exception the
    compiler is in an unknown state and must be dropped.
    """

    CLOSURES_UP_TO = 32_768  # exported nodes with kept bitsets (at most about 64 MiB of them)
    CONE_GROUPS_UP_TO = 4_000_000  # groups kept (and merged) over all compiled nodes' cones (see _cone_groups)

    def __init__(self, gp: GroundProgram, max_nodes: int = 2_000_000):
        self.gp = gp
        self.max_nodes = max_nodes
        self.mgr = None
        self.builder: _Builder | None = None
        self.group_vars: dict[int, list[int]] = {}
        self.var_info: dict[int, tuple[int, int]] = {}  # global SDD variable -> (group, outcome)
        # every SDD node exported so far, children first: SDD id -> global index, and per
        # index its kind, distinct children and level (a leaf 0, a decision node 1 + its
        # highest child's)
        self.index: dict[int, int] = {}
        self.kinds: list[int] = []
        self.kids: list[tuple] = []
        self.levels: list[int] = []
        # the nodes as numpy arrays (kinds, literals as global variables, levels, elements as
        # CSR over global indices), grown by doubling; "pos" is scratch (global -> template
        # position). The literals and elements of nodes exported since the last _sync wait in
        # the two lists below, so they are held once.
        self._synced = 0
        self._arrays: dict[str, Any] = {}
        self._new_lits: list[int] = []
        self._new_elems: list[tuple] = []
        # per exported node, the set of nodes under it (itself included) as a bitset over
        # global indices (a Python int: bit i for node i), the OR of its children's: a template's
        # nodes are then the OR of its roots' bitsets, where most of its ~500 nodes are shared
        # with earlier templates, instead of a walk over all of them. They take about n^2/16
        # bytes for n nodes, so past CLOSURES_UP_TO nodes they are dropped and _flat walks.
        self.closures: list[int] | None = []
        # what they cost and save: bitsets ORed into new nodes' (one per child), nodes of
        # templates read off them instead of walked; where the first exceeds the second (little
        # sharing between templates, as at N = 15) they are dropped, and _flat walks
        self._bits_made = 0
        self._bits_saved = 0
        self._bits_flats = 0
        # per compiled ground node, the groups of its cone (see _cone_groups); None once that
        # no longer holds or they take too much room
        self.cone_groups: dict[int, tuple] | None = {}
        self._cone_entries = 0
        self._var_maps: dict[tuple, tuple] = {}  # see _variables

    @property
    def full(self) -> bool:
        return self.mgr is not None and self.mgr.size() > self.max_nodes

    def _start(self, var_count: int) -> None:
        self.mgr = _sdd()(var_count=max(1, var_count), auto_gc_and_minimize=False)
        self.builder = _Builder(self.mgr, self.gp, self.group_vars, None, sequential=True)

    def _allocate(self, groups: list[int]) -> None:
        new = [g for g in groups if g not in self.group_vars]
        if not new:
            if self.mgr is None:  # nothing probabilistic yet: a manager for the constants
                self._start(1)
            return
        sizes = []
        for g in new:
            group = self.gp.groups[g]
            n = len(group.weights)
            sizes.append(1 if n == 1 and not group.complete else (n - 1 if group.complete else n))
        if self.mgr is None:
            self._start(sum(sizes))
            next_var = 1
        else:
            next_var = self.mgr.var_count() + 1
            for _ in range(sum(sizes)):
                self.mgr.add_var_after_last()
        for g, size in zip(new, sizes):
            ids = list(range(next_var, next_var + size))
            next_var += size
            self.group_vars[g] = ids
            for k, v in enumerate(ids):
                self.var_info[v] = (g, k)

    def compile(self, roots: Sequence[int], span=None) -> CompiledCircuit:
        """Like ``compile_roots(gp, roots, mode="wmc")``: output i is root i, the last output
        TRUE (no evidence)."""
        started = time.perf_counter()
        gp = self.gp
        tops = [r for r in roots if abs(r) != TRUE]
        found = self._cone_groups(tops) if self.cone_groups is not None else None
        if found is None:
            cone = gp.cone(tops)
            groups = gp.groups_in(cone)
        else:
            groups, fresh = found
        self._allocate(groups)
        builder = self.builder
        variables, vmap = self._variables(groups)
        builder.span = span
        builder.budget = current_budget()
        builder.base = self.mgr.live_size()
        if found is None:
            values = builder.values
            fresh = [n for n in cone if n not in values]
        # the cone walk of _cone_groups stops at any cycle among the new nodes: where it
        # succeeded, the build needs no SCC pass
        outputs = builder.build(list(roots), fresh, acyclic=found is not None)
        if builder.cyclic:
            self.cone_groups = None  # the compiled nodes may not hold their whole cones now
        try:
            flat = self._flat(outputs + [self.mgr.true()], vmap)
        finally:
            for o in outputs:
                o.deref()
        return CompiledCircuit(flat, variables, groups, time.perf_counter() - started, flat.size)

    def _variables(self, groups: list[int]) -> tuple[list[VarInfo], Any]:
        """A circuit's variables over ``groups`` and the map from global SDD variables to
        them (an array: global variable -> the circuit's; None without variables), made once
        per sequence of groups."""
        key = tuple(groups)
        made = self._var_maps.get(key)
        if made is None:
            gp = self.gp
            variables: list[VarInfo] = []
            index: dict[int, int] = {}  # global variable -> this circuit's variable
            for g in groups:
                group = gp.groups[g]
                boolean = len(group.weights) == 1 and not group.complete
                for k, v in enumerate(self.group_vars[g]):
                    variables.append(VarInfo(g, 0 if boolean else k, "bool" if boolean else "seq"))
                    index[v] = len(variables)
            vmap = None
            if index:  # global variable -> this circuit's, as an array
                import numpy as np

                vmap = np.zeros(max(index) + 1, dtype=np.int64)
                vmap[np.fromiter(index.keys(), np.int64, len(index))] = np.fromiter(index.values(), np.int64,
                                                                                    len(index))
            if len(self._var_maps) >= 64:  # templates over many different groups: keep a few
                self._var_maps.clear()
            made = self._var_maps[key] = (tuple(variables), vmap)
        return list(made[0]), made[1]

    def _cone_groups(self, tops: list[int]):
        """What ``gp.cone(tops)`` gives the compiler, without walking the compiled part of the
        cone: (the groups in the cone in the order the cone walk meets them, the nodes of the
        cone not compiled yet in the cone's order), or None where this cannot be worked out
        here (the caller walks the cone).

        The compiled nodes hold their whole cones (every node under a compiled node is
        compiled), as long as no cyclic component was compiled (cycle breaking keeps only its
        members used from outside), and each compiled node keeps the groups of its own cone in
        its own walk's order. The cone walk is depth first, pre-order, the last child first,
        each node entered once; in an acyclic graph a node met again has its walk finished,
        so a node's groups are those of its children's walks, last child first, each kept
        where it first occurs; and the not-compiled nodes are met in the same order whether
        or not the walk enters the compiled ones (none of which leads to them)."""
        gp, known = self.gp, self.cone_groups
        kinds, data = gp.kinds, gp.data
        values = self.builder.values if self.builder is not None else {}
        fresh: dict[int, None] = {}  # in the cone walk's order (pre-order, the last child first)
        new: dict[int, tuple] = {}  # each fresh node's groups, made once its children's are
        spent, room = 0, self.CONE_GROUPS_UP_TO - self._cone_entries
        for r in reversed(tops):
            r = abs(r)
            if r in fresh or r in values:
                continue
            fresh[r] = None
            kind = kinds[r]
            if kind != KIND_AND and kind != KIND_OR:
                new[r] = (data[r][0],) if kind == KIND_CHOICE else ()
                continue
            work = [(r, reversed(data[r]))]
            while work:
                n, children = work[-1]
                for c in children:
                    c = abs(c)
                    if c in fresh or c in values:
                        continue
                    fresh[c] = None
                    kind = kinds[c]
                    if kind == KIND_AND or kind == KIND_OR:
                        work.append((c, reversed(data[c])))
                        break
                    new[c] = (data[c][0],) if kind == KIND_CHOICE else ()
                else:  # all of n's children done: its groups, its last child's first
                    work.pop()
                    parts = []
                    for c in reversed(data[n]):
                        c = abs(c)
                        g = new.get(c)
                        if g is None:
                            g = known.get(c)
                            if g is None:  # c is on the walk's path: a cycle among the new nodes
                                self.cone_groups = None
                                return None
                        parts.append(g)
                    new[n] = _merged(parts)
                    spent += sum(map(len, parts))
                    if spent > room:  # cones with many groups: walking them is cheaper
                        self.cone_groups = None
                        return None
        parts = []
        for c in map(abs, reversed(tops)):
            g = new.get(c)
            if g is None:
                g = known.get(c)
                if g is None:  # (not expected: every compiled node's groups are kept)
                    self.cone_groups = None
                    return None
            parts.append(g)
        known.update(new)
        self._cone_entries += spent  # (an upper bound of what the new tuples hold)
        return list(_merged(parts)), list(fresh)

    def _learn(self, root) -> int:
        """Export every node under ``root`` not exported yet (PySDD is asked once per node);
        returns the root's global index. Global indices are children first."""
        index = self.index
        found = index.get(root.id)
        if found is not None:
            return found
        kinds, lits, elems, kids, levels = self.kinds, self._new_lits, self._new_elems, self.kids, self.levels
        closures = self.closures
        if closures is not None and len(kinds) > self.CLOSURES_UP_TO:
            closures = self.closures = None  # too many to keep: _flat walks instead
        stack = [(root, None)]
        while stack:
            node, pairs = stack.pop()
            nid = node.id
            if nid in index:
                continue
            if pairs is not None:  # second visit: its children have indices
                elements = tuple([(index[pid], index[sid]) for _, pid, _, sid in pairs])
                children = tuple({c: None for e in elements for c in e})
                if closures is not None:
                    bits = 1 << len(kinds)
                    for c in children:
                        bits |= closures[c]
                    closures.append(bits)
                    self._bits_made += len(children)
                kinds.append(DECISION)
                lits.append(0)
                elems.append(elements)
                kids.append(children)
                levels.append(1 + max([levels[c] for c in children]))
            elif node.is_decision():
                pairs = [(p, p.id, s, s.id) for p, s in node.elements()]  # each id asked for once
                stack.append((node, pairs))
                for p, pid, s, sid in pairs:
                    if sid not in index:
                        stack.append((s, None))
                    if pid not in index:
                        stack.append((p, None))
                continue
            else:
                if closures is not None:
                    closures.append(1 << len(kinds))
                kinds.append(LIT_TRUE if node.is_true() else LIT_FALSE if node.is_false() else LIT)
                lits.append(node.literal if kinds[-1] == LIT else 0)
                elems.append(())
                kids.append(())
                levels.append(0)
            index[nid] = len(kinds) - 1
        return index[root.id]

    def _flat(self, roots: list, vmap) -> PackedFlat:
        """The circuit under ``roots`` alone, its literals renumbered by ``vmap`` (global
        variable -> the circuit's), as arrays (:class:`PackedFlat`): nodes ordered by level,
        then global index."""
        import numpy as np

        tops = [self._learn(r) for r in roots]
        a = self._sync()
        closures = self.closures
        if closures is not None:  # the OR of the roots' bitsets, read out in numpy (ascending)
            bits = 0
            for t in tops:
                bits |= closures[t]
            order = np.flatnonzero(np.unpackbits(
                np.frombuffer(bits.to_bytes((bits.bit_length() + 7) // 8, "little"), np.uint8), bitorder="little"))
            self._bits_saved += len(order)
            self._bits_flats += 1
            if self._bits_flats >= 16 and self._bits_made > self._bits_saved:
                self.closures = None  # they cost more than the walks they save: walk from here on
        else:
            kids = self.kids
            seen = set(tops)
            stack = list(seen)
            while stack:
                for c in kids[stack.pop()]:
                    if c not in seen:
                        seen.add(c)
                        stack.append(c)
            order = np.fromiter(seen, dtype=np.int64, count=len(seen))
            order.sort()
        levels = a["levels"][order]
        rank = np.argsort(levels, kind="stable")  # by level, then global index
        order, levels = order[rank], levels[rank]
        pos = a["pos"]
        pos[order] = np.arange(len(order))
        starts = a["ptr"][order]
        counts = a["ptr"][order + 1] - starts
        ptr = np.zeros(len(order) + 1, dtype=np.int64)
        np.cumsum(counts, out=ptr[1:])
        take = np.repeat(starts - ptr[:-1], counts) + np.arange(ptr[-1])
        lits = a["lits"][order]
        if vmap is not None:  # global variable -> this circuit's, keeping the sign
            lits = np.sign(lits) * vmap[np.abs(lits)]
        packed = Packed(a["kinds"][order], lits, levels, ptr, pos[a["prime"][take]], pos[a["sub"][take]])
        return PackedFlat(packed, pos[tops].tolist())

    def _sync(self) -> dict:
        """The exported nodes as numpy arrays, extended by the nodes exported since the
        last call (each buffer doubles when full)."""
        import numpy as np

        a, start, end = self._arrays, self._synced, len(self.kinds)
        if not a:
            a.update(kinds=np.zeros(0, np.int64), lits=np.zeros(0, np.int64), levels=np.zeros(0, np.int64),
                     pos=np.zeros(0, np.int64), ptr=np.zeros(1, np.int64), prime=np.zeros(0, np.int64),
                     sub=np.zeros(0, np.int64))
            a["n_elements"] = 0
        if end == start:
            return a
        elems = self._new_elems
        counts = [len(e) for e in elems]
        pairs = np.array([pair for e in elems for pair in e], dtype=np.int64).reshape(-1, 2)
        m0 = a["n_elements"]
        m1 = m0 + len(pairs)

        def fit(name: str, need: int) -> Any:
            buf = a[name]
            if len(buf) < need:
                grown = np.zeros(max(need, 2 * len(buf)), dtype=np.int64)
                grown[:len(buf)] = buf
                a[name] = buf = grown
            return buf

        fit("kinds", end)[start:end] = self.kinds[start:end]
        fit("lits", end)[start:end] = self._new_lits
        fit("levels", end)[start:end] = self.levels[start:end]
        fit("pos", end)
        fit("ptr", end + 1)[start + 1:end + 1] = m0 + np.cumsum(counts)
        fit("prime", m1)[m0:m1] = pairs[:, 0]
        fit("sub", m1)[m0:m1] = pairs[:, 1]
        a["n_elements"] = m1
        self._synced = end
        self._new_lits, self._new_elems = [], []
        return a


# How a cyclic component compiles: "break" (ProbLog's cycle breaking, the default) or
# "fixpoint" (iterate the members' SDDs until none changes; the same answers). Components of
# more than BREAK_CYCLES_UP_TO nodes always iterate: each unfolding keeps the set of nodes it
# went through, so on a long cycle (a bidirectional chain of 8,000 nodes) breaking needs memory
# quadratic in its length (9 GB, against 0.4 GB iterating), while dense small components (grids,
# everyone-influences-everyone) are where iterating is slow.
CYCLES = "break"
BREAK_CYCLES_UP_TO = 1000
# Cycle breaking also iterates instead where a rule's body has two calls inside the component
# (path(X,Y) :- path(X,Z), path(Z,Y).: the unfoldings' contexts multiply), and gives up after
# this many unfoldings (a ring of 40 with chords: too many simple paths); a 5x5 grid needs 21,000.
BREAK_CYCLES_UNFOLDINGS = 100_000


class _TooManyUnfoldings(Exception):
    pass


def _merged(parts: list[tuple]) -> tuple:
    """The items of ``parts`` in order, each where it first occurs (the first part itself
    where nothing is added to it, so that equal sequences share one tuple)."""
    if len(parts) <= 1:
        return parts[0] if parts else ()
    merged = tuple(dict.fromkeys(chain.from_iterable(parts)))
    return parts[0] if len(merged) == len(parts[0]) else merged


def _linear(gp: GroundProgram, scc: list[int], members: set[int]) -> bool:
    """Whether no AND node of the component has two children inside it (linear recursion)."""
    for n in scc:
        if gp.kinds[n] == KIND_AND and sum(1 for c in gp.data[n] if abs(c) in members) > 1:
            return False
    return True


def _referenced_from_outside(gp: GroundProgram, sccs: list[list[int]], roots) -> set[int]:
    """The nodes of cyclic components that a root or a node of another component uses."""
    where = {n: i for i, c in enumerate(sccs) if len(c) > 1 or _self_loop(gp, c[0]) for n in c}
    out = {abs(r) for r in roots if abs(r) in where}
    for i, c in enumerate(sccs):
        for n in c:
            for ch in gp.children(n):
                j = where.get(abs(ch))
                if j is not None and j != i:
                    out.add(abs(ch))
    return out


def _self_loop(gp: GroundProgram, n: int) -> bool:
    children = gp.children(n)
    return n in children or -n in children


def _postorder(gp: GroundProgram, cone: list[int], done=()) -> list[int]:
    """The nodes of an acyclic ``cone`` in the order :func:`_sccs` gives their (one-node)
    components: the same depth-first walk (from each node of ``cone`` in turn, the children in
    order, nodes in ``done`` neither entered nor returned), each node where its walk ends."""
    kinds, data = gp.kinds, gp.data
    seen: set[int] = set()
    out: list[int] = []
    for start in cone:
        if start in seen:
            continue
        seen.add(start)
        kind = kinds[start]
        if kind != KIND_AND and kind != KIND_OR:
            out.append(start)
            continue
        work = [(start, iter(data[start]))]
        while work:
            node, it = work[-1]
            for c in it:
                c = abs(c)
                if c == TRUE or c in seen or c in done:
                    continue
                seen.add(c)
                kind = kinds[c]
                if kind == KIND_AND or kind == KIND_OR:
                    work.append((c, iter(data[c])))
                    break
                out.append(c)
            else:
                work.pop()
                out.append(node)
    return out


def _sccs(gp: GroundProgram, cone: list[int], done=()) -> list[list[int]]:
    """Tarjan's algorithm, iterative; components come children-first. Nodes in ``done``
    (compiled already) are neither entered nor returned."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    on_stack: set[int] = set()
    stack: list[int] = []
    out: list[list[int]] = []
    counter = 0
    for start in cone:
        if start in index:
            continue
        work = [(start, iter([abs(c) for c in gp.children(start)]))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, it = work[-1]
            advanced = False
            for child in it:
                if child == TRUE or child in done:
                    continue
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter([abs(c) for c in gp.children(child)])))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    x = stack.pop()
                    on_stack.discard(x)
                    comp.append(x)
                    if x == node:
                        break
                out.append(comp)
    return out


def _export(roots: list[Any]) -> FlatCircuit:
    """Flatten SDD roots into arrays, children first (iterative post-order). Every PySDD call
    builds Python objects, so each node's id, kind and elements are asked for once."""
    flat = FlatCircuit()
    kinds, literals, elements = flat.kinds, flat.literals, flat.elements
    position: dict[int, int] = {}
    for root in roots:
        stack = [(root, root.id, None)]
        while stack:
            node, nid, elems = stack.pop()
            if nid in position:
                continue
            if elems is not None:  # second visit: its children are placed
                position[nid] = len(kinds)
                kinds.append(DECISION)
                literals.append(0)
                elements.append(tuple((position[p], position[s]) for p, s in elems))
                continue
            if node.is_decision():
                pairs = [(p, p.id, s, s.id) for p, s in node.elements()]
                stack.append((node, nid, [(pid, sid) for _, pid, _, sid in pairs]))
                for p, pid, s, sid in pairs:
                    if sid not in position:
                        stack.append((s, sid, None))
                    if pid not in position:
                        stack.append((p, pid, None))
                continue
            position[nid] = len(kinds)
            if node.is_true():
                kinds.append(LIT_TRUE)
                literals.append(0)
            elif node.is_false():
                kinds.append(LIT_FALSE)
                literals.append(0)
            else:
                kinds.append(LIT)
                literals.append(node.literal)
            elements.append(())
        flat.outputs.append(position[root.id])
    return flat
