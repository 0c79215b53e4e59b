"""The ``ndnf`` learner: mode biases and labelled queries in, disentangled clauses out.

``#learn monk1/1 using ndnf(data=train, conjunctions=32, save="r.nesy", asp="r.lp").`` or
``program.learn("ndnf", target="monk1/1", data="train", ...)``:

1. **Inputs** (:func:`feature_table`): the target's ``#modeh`` is ``target(+T)``; the examples
   are the constants listed by facts ``T/1``; every ``#modeb`` instance over the example
   variable (one per ``#T`` value) is one input, true iff the ground atom holds (a missing fact
   is false). An input predicate defined by rules is asked with a query and must be certain.
2. **Labels**: the dataset's queries ``target(e)`` with p ∈ {0, 1}; unlisted examples are false.
3. Train (:mod:`.model`), prune, threshold (the baseline) and disentangle (:mod:`.discretise`),
   translate (:mod:`.rules`); the clauses are returned for the program to absorb. With
   ``restarts=R`` the training and post-processing run for seeds seed .. seed + R − 1 and
   the run with the fewest training errors plus rules is kept (:func:`_select`; train rows only).
   With ``select=valid`` the restarts train on a stratified part of the training rows and the
   run with the fewest errors on the held-out rest (``valid_fraction``, :func:`validation_split`)
   is kept (:func:`_select_valid`); ``select=refit`` then retrains the chosen seed on all the
   training rows and keeps that run.

* **Multilabel**: a ``#T`` in the ``#modeh`` (``next(+state, #gene)``) gives one output per
  value; labels are the queries ``next(s1, c)``.
* **Real features** (§4): a ``#modeb`` with the example as ``+T`` and one ``-T`` argument
  holding a number (``radius(+patient, -real)``) gets ``thresholds=m`` invented thresholds
  p = tanh((x − t)/T) on standardised x, T annealed by ``temperature=[T0, d, s, r, Tmin]``;
  after training p becomes the truth value of x > t·σ + μ (a float64, printed exactly):
  ``radius_gt_2(P) :- radius(P, V), V > 14.287113189697266.``; for clingo the comparisons
  are exported as facts.

* **NDNF-MT** (``variant=mt``): a multiclass head ``class(+car, #cls)``, exactly one class per
  example; the conjunctions are disentangled, the mutex-tanh output layer stays real and is
  fed their truth values; out come one auxiliary predicate per conjunction and one annotated
  disjunction per activation pattern seen on the examples (:mod:`.mt`).

``history="h.json"`` writes the per-epoch record (loss, δ, the running train accuracy, T with
real features) and ``plot="h.png"`` draws it (matplotlib), both atomically and under the
program's file policy, as the gradient learners do.
"""
from __future__ import annotations

import math
import re
import time
import warnings
from dataclasses import dataclass
from typing import Any

import numpy as np

from ...errors import LearningError
from ..base import Learner, LearnRequest, option, requires_matplotlib
from ..result import LearnResult


def _len_is(n: int, what: str):
    def check(value) -> str | None:
        if value is not None and len(value) != n:
            return f"{what} takes {n} numbers, not {len(value)}"
        return None
    return check


def _delta_ok(value) -> str | None:
    problem = _len_is(4, "delta=[delta0, d, s, r]")(value)
    if problem:
        return problem
    d0, d, s, r = value
    if not (0 < d0 <= 1) or d < 0 or s < 1 or r < 1 or int(d) != d or int(s) != s:
        return "delta=[delta0, d, s, r] needs 0 < delta0 <= 1, integers d >= 0 and s >= 1, and r >= 1"
    return None


def _aux_ok(value) -> str | None:
    problem = _len_is(3, "aux=[lambda_w, lambda_c, lambda_mt]")(value)
    if problem is None and any(v < 0 for v in value):
        return "aux weights must be non-negative"
    return problem


def _temperature_ok(value) -> str | None:
    problem = _len_is(5, "temperature=[T0, d, s, r, Tmin]")(value)
    if problem:
        return problem
    t0, d, s, r, tmin = value
    if not (0.1 <= tmin <= 1) or t0 < tmin or d < 0 or s < 1 or int(d) != d or int(s) != s or not (0 < r <= 1):
        return ("temperature=[T0, d, s, r, Tmin] needs Tmin in [0.1, 1], T0 >= Tmin, integers d >= 0 and "
                "s >= 1, and 0 < r <= 1")
    return None


def _sparsify_ok(value) -> str | None:
    if value is None:
        return None
    problem = _len_is(4, "sparsify=[fraction, start, every, stop]")(value)
    if problem:
        return problem
    frac, start, every, stop = value
    if not (0 < frac < 1) or any(int(v) != v for v in (start, every, stop)) or start < 0 or every < 1 or stop < start:
        return ("sparsify=[fraction, start, every, stop] needs 0 < fraction < 1 and integers "
                "start >= 0, every >= 1 and stop >= start")
    return None


@dataclass(frozen=True)
class NdnfOptions:
    """The options of ``ndnf`` (validated before any work)."""

    conjunctions: int = option(32, minimum=1)
    epochs: int = option(300, minimum=1)
    batch_size: int = option(32, minimum=1)
    lr: float = option(0.01, above=0)
    seed: int = option(0)
    delta: tuple[float, ...] = option((0.1, 5.0, 1.0, 1.1), check=_delta_ok)
    aux: tuple[float, ...] = option((1e-3, 0.1, 0.1), check=_aux_ok)
    variant: str = option("dnf", choices=("dnf", "mt"))
    thresholds: int = option(4, minimum=1)
    temperature: tuple[float, ...] = option((1.0, 50.0, 5.0, 0.9, 0.1), check=_temperature_ok)
    sparsify: tuple[float, ...] | None = option(None, check=_sparsify_ok)
    restarts: int = option(1, minimum=1, help="train with seeds seed, seed + 1, ...; keep the fewest train errors + rules")
    select: str = option("train", choices=("train", "valid", "refit"),
                         help="with restarts > 1: choose on the training rows (fewest errors + rules), or train "
                              "on a stratified part and choose on the held-out rest (valid: keep that run; "
                              "refit: retrain the chosen seed on all training rows)")
    valid_fraction: float = option(0.2, check=lambda v: None if 0 < v < 1 else
                                   "valid_fraction must be above 0 and below 1")
    discretise: str = option("disentangle", choices=("disentangle", "threshold"))
    disj: str = option("auto", choices=("auto", "split", "sweep", "zero"))
    prune: str = option("both", choices=("both", "tanh", "sign"),
                        help="the readings whose train metrics the pruning before the split may not lower: the "
                             "real network and the bivalent one (both), the real one alone (tanh), or the "
                             "bivalent one alone (sign)")
    prune_against: str = option("trained", choices=("trained", "current"),
                                help="what a removal in the pruning before the split must not be worse than on "
                                     "train: the trained network (trained) or the network as pruned so far (current)")
    node_timeout: float = option(10.0, above=0)
    max_splits: int = option(4096, minimum=1)
    test: str | None = option(None)
    save: str | None = option(None)
    asp: str | None = option(None)
    history: str | None = option(None)
    plot: str | None = option(None, check=requires_matplotlib)
    progress: bool = option(True, help="show training as it goes (a bar on a terminal, lines in a log)")


@dataclass
class FeatureTable:
    """The propositional view of a program: one row per example, one column per input.

    ``heads`` holds one template per output (a multilabel target ``next(+state, #gene)`` has
    one per gene); ``reals`` one per real feature (a ``-T`` argument holding a number), whose
    values are the columns of ``xr``."""

    examples: list[Any]      # runtime terms
    templates: list[tuple[str, tuple]]  # per Boolean input: predicate, args (None = the example)
    x: np.ndarray            # 0/1, examples × Boolean inputs
    target: str              # the head predicate, e.g. monk1
    etype: str               # the example type, e.g. robot
    var: str = "R"
    heads: list[tuple[str, tuple]] = None  # per output: predicate, args (None = the example)
    reals: list[tuple[str, tuple]] = None  # per real feature: predicate, args (None = example, VALUE = the number)
    xr: np.ndarray | None = None           # float64, examples × real features

    def __post_init__(self):
        if self.heads is None:
            self.heads = [(self.target, (None,))]
        if self.reals is None:
            self.reals = []

    @property
    def inputs(self) -> list[str]:
        """Body literals over the example variable, e.g. ``head_shape(R, round)``."""
        return [_atom(p, a, self.var) for p, a in self.templates]

    @property
    def head(self) -> str:
        return _atom(*self.heads[0], self.var)

    @property
    def head_atoms(self) -> list[str]:
        return [_atom(p, a, self.var) for p, a in self.heads]

    @property
    def guard(self) -> str:
        return f"{self.etype}({self.var})"

    def ground_input(self, j: int, example) -> str:
        from ...logic.terms import term_str

        p, a = self.templates[j]
        return _atom(p, a, term_str(example))

    def ground_head(self, o: int, example) -> str:
        from ...logic.terms import term_str

        p, a = self.heads[o]
        return _atom(p, a, term_str(example))


VALUE = ("value",)  # marks the number's position in a real-feature template


def _atom(predicate: str, args: tuple, example: str, value: str = "V") -> str:
    from ...logic.terms import atom_str

    if not args:
        return atom_str(predicate)
    parts = [example if a is None else value if a is VALUE else a for a in args]
    return f"{atom_str(predicate)}({', '.join(parts)})"


def _example_var(etype: str) -> str:
    c = etype.lstrip("_")[:1]
    return c.upper() if c.isalpha() else "X"


def feature_table(program, target, span=None, error=None) -> FeatureTable:
    """Inputs from the mode biases and the program's facts (see the module docstring)."""
    from ...bias import Bias, space
    from ...bias.modes import CONST, INPUT, Placeholder
    from ...logic.terms import term_str

    error = error or (lambda msg: LearningError(msg))
    bias = Bias.from_program(program.loaded)
    heads = space.head_clauses(bias, target.name, target.arity, span)
    shape = f"{target.name}(+type)" if target.arity == 1 else f"{target.name}(+type, #value...)"
    if not heads:
        raise error(f"no head instance of {target}: a #T in its #modeh needs a #type with values")
    head_templates: list[tuple[str, tuple]] = []
    etype = None
    for h in heads:
        slots = [i for i, a in enumerate(h.head.args) if type(a) is int]
        if len(slots) != 1:
            raise error(f"ndnf learns a target of the form {shape}: one example argument, the rest "
                        f"#type constants; {h.head.mode} has {len(slots)} variable arguments")
        ph = h.head.mode.args[slots[0]]
        if not isinstance(ph, Placeholder) or ph.role != INPUT:
            raise error(f"the #modeh of {target} must be {shape}: the example type as +type")
        if etype is not None and ph.type != etype:
            raise error(f"the #modeh declarations of {target} name two example types, {etype} and {ph.type}")
        etype = ph.type
        args = tuple(None if i == slots[0] else term_str(a) for i, a in enumerate(h.head.args))
        if (target.name, args) not in head_templates:
            head_templates.append((target.name, args))
    var = _example_var(etype)
    literals = space.instances(bias, heads[0])
    templates: list[tuple[str, tuple]] = []
    for lit in literals:
        placeholders = lit.mode.placeholders()
        if any(p.role not in (INPUT, CONST) for p in placeholders):
            raise error(f"ndnf takes body modes over the example and #type constants; "
                        f"{lit.mode} has another kind of argument")
        templates.append((lit.predicate, tuple(None if type(a) is int else term_str(a) for a in lit.args)))
    reals = _real_templates(bias, etype, error)
    if not templates and not reals:
        raise error(f"no #modeb gives ndnf an input for {target}")
    examples = _listed(program, etype, error)
    if not examples:
        raise error(f"no examples: list them as facts {etype}(e1). ...")
    x = np.zeros((len(examples), len(templates)), dtype=np.int8)
    for j, (pred, args) in enumerate(templates):
        x[:, j] = _truth(program, pred, args, examples, error)
    xr = np.zeros((len(examples), len(reals)), dtype=np.float64)
    for j, (pred, args) in enumerate(reals):
        xr[:, j] = _real_values(program, pred, args, examples, error)
    return FeatureTable(examples, templates, x, target.name, etype, var, head_templates, reals, xr)


def _real_templates(bias, etype: str, error) -> list[tuple[str, tuple]]:
    """The real features: body modes with the example as ``+T``, one ``-T`` (the number) and
    ``#T`` constants; one template per instance of the constants."""
    from ...bias.modes import CONST, INPUT, OUTPUT, Placeholder
    from ...logic.terms import term_str

    out: list[tuple[str, tuple]] = []
    for mode in bias.bodies:
        phs = mode.placeholders()
        if not any(p.role == OUTPUT for p in phs):
            continue
        outs = [p for p in phs if p.role == OUTPUT]
        ins = [p for p in phs if p.role == INPUT]
        if len(outs) != 1 or len(ins) != 1 or ins[0].type != etype or any(
                p.role not in (INPUT, OUTPUT, CONST) for p in phs):
            raise error(f"ndnf reads {mode} as a real feature: it needs the example as +{etype}, "
                        f"one -T argument holding the number and #T constants otherwise")
        combos: list[tuple] = [()]
        for a in mode.args:
            if not isinstance(a, Placeholder):
                combos = [c + (term_str(a),) for c in combos]
            elif a.role == INPUT:
                combos = [c + (None,) for c in combos]
            elif a.role == OUTPUT:
                combos = [c + (VALUE,) for c in combos]
            else:
                combos = [c + (term_str(v),) for c in combos for v in bias.values(a.type, mode.span)]
        for c in combos:
            if (mode.predicate, c) not in out:
                out.append((mode.predicate, c))
    return out


def _real_values(program, pred: str, args: tuple, examples, error) -> np.ndarray:
    """The number of one real feature per example (from facts; missing or non-numeric: error)."""
    from ...logic.terms import term_str

    clauses = program.db.get((pred, len(args))) or []
    vpos = args.index(VALUE)
    found: dict[tuple, Any] = {}
    for c in clauses:
        if c.body is not None:
            raise error(f"ndnf reads the real feature {pred}/{len(args)} from facts; it has rules")
        key = tuple(None if i == vpos else term_str(a) for i, a in enumerate(c.head.args))
        found.setdefault(key, c.head.args[vpos])
    out = np.zeros(len(examples), dtype=np.float64)
    for i, e in enumerate(examples):
        key = tuple(None if a is VALUE else term_str(e) if a is None else a for a in args)
        if key not in found:
            raise error(f"missing real value: no fact {_atom(pred, args, term_str(e))} for example {term_str(e)}")
        v = found[key]
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
            raise error(f"non-numeric real value: {_atom(pred, args, term_str(e), term_str(v))}")
        out[i] = float(v)
    return out


def _facts(program, sig):
    """The argument tuples (as text) of the ground facts of ``sig``, or None when the
    predicate has rules."""
    from ...logic.terms import term_str

    clauses = program.db.get(sig) or []
    out = set()
    for c in clauses:
        if c.body is not None:
            return None
        out.add(tuple(term_str(a) for a in getattr(c.head, "args", ())))
    return out


def _listed(program, etype: str, error) -> list[Any]:
    clauses = program.db.get((etype, 1)) or []
    out, seen = [], set()
    from ...logic.terms import term_str

    for c in clauses:
        if c.body is not None:
            raise error(f"the examples must be listed as facts {etype}(e1). ...; {etype}/1 has rules")
        e = c.head.args[0]
        key = term_str(e)
        if key not in seen:
            seen.add(key)
            out.append(e)
    return out


def _truth(program, pred: str, args: tuple, examples, error) -> np.ndarray:
    from ...logic.terms import term_str
    from ...neural.data import parse_query

    facts = _facts(program, (pred, len(args)))
    out = np.zeros(len(examples), dtype=np.int8)
    for i, e in enumerate(examples):
        if facts is not None:
            out[i] = tuple(term_str(e) if a is None else a for a in args) in facts
        else:
            atom = term_str(parse_query(_atom(pred, args, term_str(e)), "<input>"))
            answers = program.query(atom)
            p = answers[0].probability if answers else 0.0
            if p not in (0.0, 1.0):
                raise error(f"ndnf needs certain inputs; {atom} has probability {p}")
            out[i] = p == 1.0
    return out


def _outside_types(table: FeatureTable, slot: int, rest: tuple) -> str:
    """Which constant of a label lies outside the #type of its #modeh argument (or "")."""
    for pos, value in enumerate(rest):
        allowed = sorted({tuple(a for i, a in enumerate(args) if i != slot)[pos] for _, args in table.heads})
        if value not in allowed:
            return f": {value} is outside its #type ({', '.join(allowed)})"
    return ""


def labels(program, table: FeatureTable, target, data, name: str, error, span=None) -> tuple[np.ndarray, set[int]]:
    """0/1 labels, examples × outputs, from queries ``target(e)`` (or ``target(e, c)`` for a
    multilabel head) with p ∈ {0, 1} (unlisted: 0), and the indices of the examples the dataset
    mentions."""
    from ...logic.terms import term_str

    index = {term_str(e): i for i, e in enumerate(table.examples)}
    slot = table.heads[0][1].index(None)
    outputs = {tuple(a for i, a in enumerate(args) if i != slot): o for o, (_, args) in enumerate(table.heads)}
    y = np.zeros((len(table.examples), len(table.heads)), dtype=np.int8)
    mentioned: set[int] = set()
    for n, ex in enumerate(program.dataset(data, span), start=1):
        q = ex.query
        at = ex.where or f"{name}: example {n}"  # file:line for JSONL data
        qargs = getattr(q, "args", ())
        if getattr(q, "functor", None) != target.name or len(qargs) != target.arity:
            raise error(f"{at}: {term_str(q)} is not a {target} query")
        key = term_str(qargs[slot])
        if key not in index:
            raise error(f"{at}: {key} is not an example (not listed by {table.guard})")
        rest = tuple(term_str(a) for i, a in enumerate(qargs) if i != slot)
        if rest not in outputs:
            raise error(f"{at}: {term_str(q)} is no instance of the #modeh of {target}"
                        + _outside_types(table, slot, rest))
        if ex.target not in (0.0, 1.0):
            raise error(f"{at}: ndnf needs labels with p 0 or 1, not {ex.target:g}")
        y[index[key], outputs[rest]] = int(ex.target)
        mentioned.add(index[key])
    return y, mentioned


class NdnfLearner(Learner):
    """Neural DNF with disentanglement (see the package docstring)."""

    name = "ndnf"
    Options = NdnfOptions

    def check(self, program, request: LearnRequest) -> None:
        target = request.target
        if target is None:
            raise request.error("ndnf needs a target: #learn monk1/1 using ndnf(...)")
        from ...bias import Bias
        from ...bias.modes import CONST

        span = target.span or request.span
        bias = Bias.from_program(program.loaded)
        for mode in bias.head_modes(target.name, target.arity, span) + list(bias.bodies):
            for ph in mode.placeholders():  # a #T needs its #type's values (at load time, not after training)
                if ph.role == CONST:
                    bias.values(ph.type, mode.span)
        learned = program.loaded.provenance.get(request.key)
        ours = learned.clause_ids if learned is not None else frozenset()
        defined = [c for c in program.db.get(target.signature) or [] if c.clause_id not in ours]
        if defined:
            where = f" (at {defined[0].span.render_prefix()})" if getattr(defined[0], "span", None) else ""
            raise request.error(f"the target {target} is already defined{where}; ndnf learns its definition "
                                f"from the examples: remove its clauses or learn another predicate")

    def learn(self, program, request: LearnRequest) -> LearnResult:
        from ...syntax.parser import parse_program
        from . import discretise as dz
        from .rules import Naming, rule_lengths, to_asp, to_clauses

        opts: NdnfOptions = request.options
        target = request.target
        result = LearnResult("ndnf", str(target), opts)
        err = lambda msg, option=None: request.error(msg, option)
        # every output path is checked before any work: a refused one costs no training
        asp_path = request.output_path(program, opts.asp, "asp") if opts.asp is not None else None
        outputs = _output_paths(program, request)
        data = request.dataset(program)
        if opts.variant == "mt":
            if opts.restarts > 1:
                raise err("restarts= is for variant=dnf: variant=mt trains one network", "restarts")
            return self._learn_mt(program, request, result, data, asp_path, outputs)
        with result.stage("inputs"):
            table = feature_table(program, target, target.span or request.span, err)
            y, _ = labels(program, table, target, data, str(data), err, _span(request, "data"))
            test_idx = None
            if opts.test is not None:
                ty, listed = labels(program, table, target, opts.test, opts.test, err, _span(request, "test"))
                test_idx = np.array(sorted(listed), dtype=int)
                train_idx = np.array([i for i in range(len(y)) if i not in listed], dtype=int)
                y[test_idx] = ty[test_idx]
            else:
                train_idx = np.arange(len(y))
        if len(train_idx) == 0:
            raise err(f"no training examples: every example of {table.etype} is in the test data", "test")
        if not np.any(y[train_idx]) or np.all(y[train_idx]):
            raise err(f"the training labels of {target} are all {int(y[train_idx].flat[0])}: nothing to learn")
        xb = 2.0 * table.x - 1.0
        reals = Reals.fit(table, train_idx, opts.thresholds) if table.reals else None
        yt = y[train_idx]

        from .model import TrainConfig, network_thresholds, network_weights, train_ndnf

        d0, dd, ss, rr = opts.delta
        t0_, td, ts, tr_, tmin = opts.temperature
        from ...interrupts import check as interrupt  # a Ctrl-C Python swallowed stops at the next minibatch

        def fit(seed: int, rows: np.ndarray) -> _Fit:
            """Train with ``seed`` on ``rows`` (indices of examples), then prune, threshold and
            disentangle on those rows."""
            yr = y[rows]
            cfg = TrainConfig(conjunctions=opts.conjunctions, epochs=opts.epochs, batch_size=opts.batch_size,
                              lr=opts.lr, seed=seed, delta=(d0, int(dd), int(ss), rr), aux=tuple(opts.aux),
                              thresholds=opts.thresholds if reals else 0,
                              temperature=(t0_, int(td), int(ts), tr_, tmin),
                              sparsify=_sparsify(opts))
            with result.stage("train"), warnings.catch_warnings():
                warnings.simplefilter("ignore")  # δ short of 1: reported by _delta_note instead
                model, log = train_ndnf(xb[rows], yr, y.shape[1], cfg, interrupt=interrupt,
                                        xr=reals.standard[rows] if reals else None, progress=opts.progress)
            conj, disj = network_weights(model)
            thresholds = network_thresholds(model) if reals else None
            if reals:
                reals.set_thresholds(thresholds)
                soft = np.concatenate([xb, reals.soft(tmin)], axis=1)
                x = np.concatenate([xb, reals.hard()], axis=1)  # the inputs after §4: truth values
            else:
                soft = x = xb
            xt = x[rows]
            with result.stage("prune"):
                # prune=both (default): no train metric may drop in the real reading nor in the
                # bivalent one, which the split rules compute exactly (as for variant=mt); prune=tanh
                # checks the real network alone (the wording; ARA fold 3 then loses 0.011).
                # prune_against=trained (default): no worse than the trained network, the bar not
                # raised by a removal that happened to gain (current, before session 20)
                pc, pd = dz.prune(conj, disj, xt, yr, opts.prune, against=opts.prune_against)
            with result.stage("threshold"):
                thr = dz.threshold(pc, pd, xt, yr)
            final = thr
            if opts.discretise == "disentangle":
                with result.stage("disentangle"):
                    final = dz.disentangle(pc, pd, xt, yr, disj_mode=opts.disj, node_timeout=opts.node_timeout,
                                           max_splits=opts.max_splits, fallback_tau=thr.tau)
            return _Fit(seed, model, log, conj, disj, thresholds, soft, x, pc, pd, thr, final)

        valid_idx = selected = None
        if opts.restarts > 1 and opts.select != "train":
            part, held = validation_split(yt, opts.valid_fraction, opts.seed)
            if len(held) == 0:
                raise err(f"valid_fraction={opts.valid_fraction:g} holds out no training example "
                          f"({len(yt)} rows): raise it or use select=train", "valid_fraction")
            fit_idx, valid_idx = train_idx[part], train_idx[held]
            if not np.any(y[fit_idx]) or np.all(y[fit_idx]):
                raise err("the part of the training rows left after the validation split has labels all "
                          f"{int(y[fit_idx].flat[0])}: lower valid_fraction or use select=train", "valid_fraction")
            fits = [fit(opts.seed + r, fit_idx) for r in range(opts.restarts)]
            best = selected = _select_valid(fits, valid_idx, y[valid_idx])
            if opts.select == "refit":
                best = fit(selected.seed, train_idx)
        else:
            fits = [fit(opts.seed + r, train_idx) for r in range(opts.restarts)]
            best = _select(fits, train_idx, yt)
        model, log, conj, disj, soft, x = best.model, best.log, best.conj, best.disj, best.soft, best.x
        pc, pd, thr, final = best.pc, best.pd, best.thr, best.final
        if reals:
            reals.set_thresholds(best.thresholds)
        _delta_note(program, request, result, log)
        if opts.restarts > 1:
            result.add_metric("restarts", "chosen seed", best.seed)
            if valid_idx is None:
                result.add_metric("restarts", "train errors + rules", [f.score(train_idx, yt)[0] for f in fits])
            else:
                result.add_metric("restarts", "validation errors",
                                  [f.valid_score(valid_idx, y[valid_idx])[0] for f in fits])

        def score(stage, pred_fn, inputs=None):
            for split, idx in (("train", train_idx), ("test", test_idx)):
                if idx is None or len(idx) == 0:
                    continue
                m = dz.metrics(pred_fn((x if inputs is None else inputs)[idx]), y[idx])
                result.add_metric(stage, f"{split} f1", m["f1"])

        score("network", lambda xs: dz.predict(conj, disj, xs, "tanh"), soft)
        score("prune", lambda xs: dz.predict(pc, pd, xs, "tanh"))
        score("threshold", thr.predict)
        if opts.discretise == "disentangle":
            score("disentangle", final.predict)
        input_names = table.inputs + (reals.names(table.var) if reals else [])
        naming = Naming(input_names, table.head_atoms, table.guard, table.var)
        clause_texts = to_clauses(final.conj, final.disj, naming)
        asp_text = to_asp(final.conj, final.disj, naming)
        if reals:
            used = reals.used(final.conj, len(table.templates))
            clause_texts = reals.definitions(table, used) + clause_texts
            asp_text = reals.asp_facts(table, used) + asp_text
        text = "\n".join(clause_texts)
        result.clauses = tuple(parse_program(text, "<ndnf>").statements) if text else ()
        with result.stage("faithfulness"):
            predicted = final.predict(x)
            t_query = time.perf_counter()
            agree = _nesylang_faithfulness(program, request.key, table, result.clauses, predicted)
            query_seconds = time.perf_counter() - t_query
            faith = {"examples": len(predicted), "nesylang": agree,
                     "clingo": _clingo_faithfulness(table, asp_text, predicted)}
        result.timings["query"] = query_seconds
        result.add_metric("faithfulness", "nesylang agrees", faith["nesylang"])
        if faith["clingo"] is not None:
            result.add_metric("faithfulness", "clingo agrees", faith["clingo"])
        result.add_metric(final.method, "rules", len(rule_lengths(final.conj, final.disj)))
        if final.fallbacks:
            result.add_metric(final.method, "approximate nodes", len(final.fallbacks))
        if asp_path is not None:
            from ...sandbox import EXPORTED_TEXT_HEADER
            from ...util.files import write_atomic

            header = f"{EXPORTED_TEXT_HEADER}: the rules of {request.key} for clingo\n"
            write_atomic(asp_path, (header + asp_text).encode("utf-8"))
        _write_history(result, log, outputs)
        result.details.update({
            "asp": asp_text, "network": model, "stats": final.stats, "fallbacks": final.fallbacks,
            "faithfulness": faith, "rule_lengths": rule_lengths(final.conj, final.disj),
            "inputs": input_names, "outputs": table.head_atoms, "threshold_tau": thr.tau,
            "reached_full_delta": log.reached_full_delta,
            "discretised": final, "thresholded": thr, "pruned": (pc, pd), "x": x, "y": y, "soft_x": soft,
            "train_idx": train_idx, "test_idx": test_idx, "disj": final.stats.get("disj"),
            "thresholds": reals.raw_thresholds() if reals else None, "query_seconds": query_seconds,
            "restarts": [f.summary(train_idx, yt, valid_idx, None if valid_idx is None else y[valid_idx])
                         for f in fits],
            "seed": best.seed, "select": opts.select if opts.restarts > 1 else "train",
            "valid_idx": valid_idx, "selected": selected})
        return result


    def _learn_mt(self, program, request: LearnRequest, result: LearnResult, data, asp_path,
                  outputs) -> LearnResult:
        """``variant=mt``: a multiclass head ``class(+car, #cls)``; annotated disjunctions out."""
        from ...syntax.parser import parse_program
        from . import mt
        from .model import TrainConfig, network_thresholds, network_weights, train_ndnf
        from .rules import Naming

        opts: NdnfOptions = request.options
        target = request.target
        err = lambda msg, option=None: request.error(msg, option)
        with result.stage("inputs"):
            table = feature_table(program, target, target.span or request.span, err)
            if len(table.heads) < 2:
                raise err(f"variant=mt needs a multiclass head with a #T of at least two values; "
                          f"{target} has a single class")
            y, listed = labels(program, table, target, data, str(data), err, _span(request, "data"))
            test_idx = None
            if opts.test is not None:
                ty, tlisted = labels(program, table, target, opts.test, opts.test, err, _span(request, "test"))
                test_idx = np.array(sorted(tlisted), dtype=int)
                y[test_idx] = ty[test_idx]
                listed = listed - tlisted
            train_idx = np.array(sorted(listed), dtype=int)
            if len(train_idx) == 0:
                raise err(f"no training examples: every example {data} lists is in the test data", "test")
            for idx, name in ((train_idx, str(data)), (test_idx, opts.test)):
                if idx is None:
                    continue
                counts = y[idx].sum(axis=1)
                bad = np.nonzero(counts != 1)[0]
                if len(bad):
                    from ...logic.terms import term_str

                    i = idx[bad[0]]
                    raise err(f"{name}: variant=mt needs exactly one class per example; "
                              f"{term_str(table.examples[i])} has {int(counts[bad[0]])}")
        cls = y.argmax(axis=1)
        if len(set(cls[train_idx].tolist())) < 2:
            raise err(f"the training examples of {target} all have one class: nothing to learn")
        n_cls = len(table.heads)
        xb = 2.0 * table.x - 1.0
        reals = Reals.fit(table, train_idx, opts.thresholds) if table.reals else None
        d0, dd, ss, rr = opts.delta
        t0_, td, ts, tr_, tmin = opts.temperature
        cfg = TrainConfig(conjunctions=opts.conjunctions, epochs=opts.epochs, batch_size=opts.batch_size,
                          lr=opts.lr, seed=opts.seed, delta=(d0, int(dd), int(ss), rr), aux=tuple(opts.aux),
                          variant="mt", thresholds=opts.thresholds if reals else 0,
                          temperature=(t0_, int(td), int(ts), tr_, tmin),
                          sparsify=_sparsify(opts))
        from ...interrupts import check as interrupt  # a Ctrl-C Python swallowed stops at the next minibatch
        with result.stage("train"), warnings.catch_warnings():
            warnings.simplefilter("ignore")  # δ short of 1: reported by _delta_note instead
            model, log = train_ndnf(xb[train_idx], cls[train_idx], n_cls, cfg,
                                    interrupt=interrupt,
                                    xr=reals.standard[train_idx] if reals else None, progress=opts.progress)
        _delta_note(program, request, result, log)
        conj, disj = network_weights(model)
        if reals:
            reals.set_thresholds(network_thresholds(model))
            soft = np.concatenate([xb, reals.soft(tmin)], axis=1)
            x = np.concatenate([xb, reals.hard()], axis=1)
        else:
            soft = x = xb
        xt, yt = x[train_idx], cls[train_idx]

        def score(stage, pred_fn, inputs=None):
            for split, idx in (("train", train_idx), ("test", test_idx)):
                if idx is None or len(idx) == 0:
                    continue
                pred = pred_fn((x if inputs is None else inputs)[idx])
                result.add_metric(stage, f"{split} f1", mt.weighted_f1(pred, cls[idx], n_cls))
                result.add_metric(stage, f"{split} accuracy", float(np.mean(pred == cls[idx])))

        from .discretise import conj_values

        def real_pred(c, d):  # the real network (tanh conjunctions), argmax of the MT layer
            return lambda xs: mt.mt_probs(conj_values(c, xs, "tanh"), d).argmax(1)

        score("network", real_pred(conj, disj), soft)
        with result.stage("prune"):
            pc, pd = mt.prune_mt(conj, disj, xt, yt)
        score("prune", real_pred(pc, pd))
        with result.stage("threshold"):
            thr = mt.threshold_mt(pc, pd, xt, yt)
        score("threshold", thr.predict)
        final = thr
        if opts.discretise == "disentangle":
            with result.stage("disentangle"):
                final = mt.disentangle_mt(pc, pd, xt, yt, node_timeout=opts.node_timeout,
                                          max_splits=opts.max_splits, fallback_tau=thr.tau or 0.0)
            score("disentangle", final.predict)
        input_names = table.inputs + (reals.names(table.var) if reals else [])
        naming = Naming(input_names, table.head_atoms, table.guard, table.var)
        clause_texts, conj_texts, n_patterns = mt.mt_clauses(final, x, naming, table.head_atoms, table.target)
        if reals:
            used_cols = np.concatenate([r for r in final.rules if len(r)], axis=0) if any(
                len(r) for r in final.rules) else np.zeros((0, x.shape[1]))
            used = reals.used(used_cols, len(table.templates))
            clause_texts = reals.definitions(table, used) + clause_texts
            asp_text = reals.asp_facts(table, used) + "\n".join(conj_texts).replace("\\+ ", "not ") + "\n"
        else:
            asp_text = "\n".join(conj_texts).replace("\\+ ", "not ") + "\n"
        text = "\n".join(clause_texts)
        result.clauses = tuple(parse_program(text, "<ndnf>").statements) if text else ()
        with result.stage("faithfulness"):
            probs = final.probs(x)
            t_query = time.perf_counter()
            agree = _nesylang_faithfulness(program, request.key, table, result.clauses, probs, tol=1e-9)
            query_seconds = time.perf_counter() - t_query
            faith = {"examples": len(probs), "nesylang": agree, "clingo": None}
        result.timings["query"] = query_seconds
        result.add_metric("faithfulness", "nesylang agrees", agree)
        result.add_metric(final.method, "annotated disjunctions", n_patterns)
        result.add_metric(final.method, "conjunction rules", len(conj_texts))
        if final.fallbacks:
            result.add_metric(final.method, "approximate nodes", len(final.fallbacks))
        if asp_path is not None:
            from ...sandbox import EXPORTED_TEXT_HEADER
            from ...util.files import write_atomic

            header = f"{EXPORTED_TEXT_HEADER}: the conjunctions of {request.key} for clingo\n"
            write_atomic(asp_path, (header + asp_text).encode("utf-8"))
        _write_history(result, log, outputs)
        result.details.update({
            "asp": asp_text, "network": model, "stats": final.stats, "fallbacks": final.fallbacks,
            "faithfulness": faith, "inputs": input_names, "outputs": table.head_atoms,
            "reached_full_delta": log.reached_full_delta, "discretised": final, "thresholded": thr,
            "pruned": (pc, pd), "x": x, "y": cls, "soft_x": soft, "train_idx": train_idx, "test_idx": test_idx,
            "patterns": n_patterns, "thresholds": reals.raw_thresholds() if reals else None,
            "query_seconds": query_seconds})
        return result


@dataclass
class _Fit:
    """One training run (one seed) and its post-processing on the training rows."""

    seed: int
    model: Any
    log: Any
    conj: np.ndarray
    disj: np.ndarray
    thresholds: np.ndarray | None
    soft: np.ndarray
    x: np.ndarray
    pc: np.ndarray
    pd: np.ndarray
    thr: Any
    final: Any

    def score(self, train_idx: np.ndarray, yt: np.ndarray) -> tuple:
        """The selection key among restarts, training rows only: (misclassified (example,
        output) pairs + rules, −train MCC, literals)."""
        from . import discretise as dz
        from .rules import rule_lengths

        pred = self.final.predict(self.x[train_idx])
        errors = int(np.sum(pred != yt))
        lengths = rule_lengths(self.final.conj, self.final.disj)
        return (errors + len(lengths), -dz.metrics(pred, yt)["mcc"], int(sum(lengths)))

    def valid_score(self, valid_idx: np.ndarray, yv: np.ndarray) -> tuple:
        """The selection key with ``select=valid|refit``: (misclassified (example, output)
        pairs on the held-out rows, rules, literals)."""
        from .rules import rule_lengths

        lengths = rule_lengths(self.final.conj, self.final.disj)
        return (int(np.sum(self.final.predict(self.x[valid_idx]) != yv)), len(lengths), int(sum(lengths)))

    def summary(self, train_idx: np.ndarray, yt: np.ndarray, valid_idx: np.ndarray | None = None,
                yv: np.ndarray | None = None) -> dict:
        """The run's figures; with ``select=valid|refit`` its training rows are the part left
        after the validation split, so its train errors count only those (``train_idx`` minus
        ``valid_idx``), and its validation errors are given."""
        from . import discretise as dz
        from .rules import rule_lengths

        rows, ys = train_idx, yt
        if valid_idx is not None:
            keep = ~np.isin(train_idx, valid_idx)
            rows, ys = train_idx[keep], yt[keep]
        pred = self.final.predict(self.x[rows])
        out = {"seed": self.seed, "train errors": int(np.sum(pred != ys)),
               "rules": len(rule_lengths(self.final.conj, self.final.disj)),
               "train f1": dz.metrics(pred, ys)["f1"], "fallbacks": len(self.final.fallbacks)}
        if valid_idx is not None:
            out["validation errors"] = self.valid_score(valid_idx, yv)[0]
        return out


def _select(fits: list[_Fit], train_idx: np.ndarray, yt: np.ndarray) -> _Fit:
    """The restart kept: fewest training errors plus rules (one rule is worth one misclassified
    training example, a minimum-description-length trade-off), then the higher train MCC, then
    fewer literals, then the earlier seed. Never the test data."""
    return min(enumerate(fits), key=lambda p: (p[1].score(train_idx, yt), p[0]))[1]


def _select_valid(fits: list[_Fit], valid_idx: np.ndarray, yv: np.ndarray) -> _Fit:
    """The restart kept with ``select=valid|refit``: fewest misclassified (example, output)
    pairs on the held-out validation rows, then fewer rules, then fewer literals, then the
    earlier seed. Never the test data."""
    return min(enumerate(fits), key=lambda p: (p[1].valid_score(valid_idx, yv), p[0]))[1]


def validation_split(y: np.ndarray, fraction: float, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """A stratified split of the rows of ``y`` (examples × outputs, 0/1) into (training part,
    validation part), positions into ``y``, each sorted. Rows are grouped by their label row;
    a group of n rows sends ⌊fraction·n + ½⌋ of them, at most n − 1, to validation, so every
    label pattern stays in the training part. Which rows go is drawn with
    ``numpy.random.default_rng(seed)``, one permutation per group in label-row order.
    (scikit-learn's stratified splitters refuse a class of one row, which multilabel patterns
    produce.)"""
    y = np.asarray(y).reshape(len(y), -1)
    rng = np.random.default_rng(seed)
    patterns, group = np.unique(y, axis=0, return_inverse=True)
    group = np.asarray(group).reshape(-1)
    held = []
    for g in range(len(patterns)):
        rows = np.nonzero(group == g)[0]
        k = min(int(math.floor(fraction * len(rows) + 0.5)), len(rows) - 1)
        held.extend(rng.permutation(rows)[:k].tolist())
    held_arr = np.array(sorted(held), dtype=int)
    part = np.setdiff1d(np.arange(len(y)), held_arr)
    return part, held_arr


def _sparsify(opts: NdnfOptions) -> tuple[float, int, int, int] | None:
    if opts.sparsify is None:
        return None
    frac, start, every, stop = opts.sparsify
    return (float(frac), int(start), int(every), int(stop))


def _span(request: LearnRequest, option: str):
    """The span of a directive's option (or of the directive; None from Python)."""
    if request.option_spans is None:
        return None
    return request.option_spans.get(option, request.span)


def _output_paths(program, request: LearnRequest) -> dict:
    """``history=`` and ``plot=``'s checked paths with their spans (before any work)."""
    from ..base import output_paths

    return {k: v for k, v in output_paths(program, request).items() if k in ("history", "plot")}


def _delta_note(program, request: LearnRequest, result: LearnResult, log) -> None:
    """δ must reach 1 before the network is read as rules; say so when it did not."""
    from .model import epochs_to_full_delta

    final = log.deltas[-1] if log.deltas else 0.0
    result.add_metric("train", "final delta", final)
    if log.reached_full_delta:
        return
    opts = request.options
    d0, d, s, r = opts.delta
    message = (f"ndnf: delta only reached {final:.3g} after {opts.epochs} epoch(s) (delta = 1 from epoch "
               f"{epochs_to_full_delta(d0, int(d), int(s), r) + 1}); the rules are read at delta = 1 and may "
               f"not match the trained network: train for more epochs or change delta=")
    program.reports.append("% " + message)
    if request.option_spans is None:
        warnings.warn(message, stacklevel=5)


def _write_history(result: LearnResult, log, outputs: dict) -> None:
    """``result.history`` (a :class:`~nesylang.neural.training.History`), then ``history=`` (JSON)
    and ``plot=`` (PNG), each written atomically once the rules are in the program
    (``run_learner``); a failed write is a located error."""
    history = log.history()
    result.history = history
    result.details["train_log"] = log
    writers = {"history": lambda p, span: history.to_json(p), "plot": lambda p, span: history.plot(p)}
    for key in ("history", "plot"):
        if key in outputs:
            path, span = outputs[key]
            result.write_after_absorb(path, span, key, writers[key])


@dataclass
class Reals:
    """Real features for threshold invention: standardisation on the training rows, the
    invented thresholds (standardised t and raw t·σ + μ, a float64 used both by the discretised
    network and in the printed clause), and their inputs."""

    table: FeatureTable
    mu: np.ndarray
    sigma: np.ndarray
    m: int
    t: np.ndarray | None = None       # features × m, standardised
    raw: np.ndarray | None = None     # features × m, t·σ + μ

    @classmethod
    def fit(cls, table: FeatureTable, train_idx: np.ndarray, m: int) -> Reals:
        xr = table.xr[train_idx]
        mu = xr.mean(axis=0)
        sigma = xr.std(axis=0)
        sigma = np.where(sigma > 0, sigma, 1.0)
        return cls(table, mu, sigma, m)

    @property
    def standard(self) -> np.ndarray:
        return (self.table.xr - self.mu) / self.sigma

    def set_thresholds(self, t: np.ndarray) -> None:
        self.t = np.asarray(t, dtype=np.float64)
        self.raw = self.t * self.sigma[:, None] + self.mu[:, None]

    def raw_thresholds(self) -> list[list[float]]:
        return [[float(v) for v in row] for row in self.raw]

    def soft(self, temperature: float) -> np.ndarray:
        """The network's own inputs: tanh((x − t)/T) on standardised x."""
        return np.tanh((self.standard[:, :, None] - self.t[None]) / temperature).reshape(len(self.standard), -1)

    def hard(self) -> np.ndarray:
        """The truth values ±1 of x > t·σ + μ on the raw numbers (x = t is false)."""
        xr = self.table.xr
        return np.where(xr[:, :, None] > self.raw[None], 1.0, -1.0).reshape(len(xr), -1)

    def predicate(self, f: int, i: int) -> str:
        pred, args = self.table.reals[f]
        consts = [a for a in args if a is not None and a is not VALUE]
        base = "_".join([pred] + [re.sub(r"[^A-Za-z0-9_]", "_", c) for c in consts])
        return f"{base}_gt_{i}"

    def names(self, var: str) -> list[str]:
        return [f"{self.predicate(f, i)}({var})" for f in range(len(self.table.reals)) for i in range(self.m)]

    def used(self, conj: np.ndarray, offset: int) -> list[tuple[int, int]]:
        cols = np.nonzero(np.any(conj[:, offset:] != 0, axis=0))[0] if conj.size else []
        return [(int(c) // self.m, int(c) % self.m) for c in cols]

    def definitions(self, table: FeatureTable, used) -> list[str]:
        value = "W" if table.var == "V" else "V"
        out = []
        for f, i in used:
            pred, args = table.reals[f]
            out.append(f"{self.predicate(f, i)}({table.var}) :- {_atom(pred, args, table.var, value)}, "
                       f"{value} > {float(self.raw[f, i])!r}.")
        return out

    def asp_facts(self, table: FeatureTable, used) -> str:
        """The comparisons as facts for clingo (one per example where x > t)."""
        from ...logic.terms import term_str

        lines = []
        for f, i in used:
            name = self.predicate(f, i)
            for e, v in zip(table.examples, table.xr[:, f]):
                if v > self.raw[f, i]:
                    lines.append(f"{name}({term_str(e)}).")
        return "\n".join(lines) + ("\n" if lines else "")


def _nesylang_faithfulness(program, key: str, table: FeatureTable, statements, predicted: np.ndarray,
                           tol: float | None = None) -> float:
    """Share of (example, output) pairs on which nesylang's own inference, on a copy of the
    program with the learned clauses in place of an earlier run's, agrees with the discretised
    network (one query ``target(X)``, or ``target(X, Y)`` for a multilabel head; an answer with
    a probability other than 0 or 1 counts as a disagreement)."""
    from ...program.loader import load_program
    from ...session import Program
    from ...syntax import ast

    loaded = program.loaded.copy()
    loaded.learn = []
    old = loaded.provenance.pop(key, None)
    if old is not None:
        loaded.statements = [s for s in loaded.statements if not any(s is o for o in old.statements)]
        loaded.declarations = [d for d in loaded.declarations if not any(d is o for o in old.statements)]
        loaded.db.remove(set(old.clause_ids))
    load_program(ast.Program(tuple(statements)), loaded)
    arity = len(table.heads[0][1])
    query = f"{table.target}({', '.join(f'X{i}' for i in range(arity))})" if arity else table.target
    answers = {_norm(a.atom): a.probability for a in Program(loaded).query(query)} if statements else {}
    got = np.array([[answers.get(_norm(table.ground_head(o, e)), 0.0) for o in range(len(table.heads))]
                    for e in table.examples]).reshape(predicted.shape)
    if tol is not None:  # probabilities (variant=mt): agreement within tol
        return float(np.mean(np.abs(got - predicted) <= tol))
    return float(np.mean(np.where(np.isin(got, (0.0, 1.0)), got == predicted, False)))


def _norm(atom: str) -> str:
    return atom.replace(" ", "")


def _clingo_faithfulness(table: FeatureTable, asp_text: str, predicted: np.ndarray) -> float | None:
    """Share of (example, output) pairs on which clingo, run on the export plus the example
    facts, agrees with the discretised network (None when clingo is not installed)."""
    try:
        import clingo
    except ImportError:
        return None
    from ...logic.terms import term_str

    facts = []
    for i, e in enumerate(table.examples):
        facts.append(f"{_atom(table.etype, (None,), term_str(e))}.")
        for j in range(len(table.templates)):
            if table.x[i, j]:
                facts.append(table.ground_input(j, e) + ".")
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], "\n".join(facts) + "\n" + asp_text)
    ctl.ground([("base", [])])
    with ctl.solve(yield_=True) as handle:
        atoms = {_norm(str(s)) for s in next(iter(handle)).symbols(atoms=True)}
    got = np.array([[_norm(table.ground_head(o, e)) in atoms for o in range(len(table.heads))]
                    for e in table.examples]).reshape(predicted.shape)
    return float(np.mean(got == predicted.astype(bool)))
