"""The ``ndnf`` learner: mode biases and labelled queries in, disentangled clauses out.

``#learn monk1/1 using ndnf(data=train, conjunctions=32, save="r.nesy", asp="r.lp").`` or
``program.learn("ndnf", target="monk1/1", data="train", ...)``:

1. **Inputs** (:func:`feature_table`): the target's ``#modeh`` is ``target(+T)``; the examples
   are the constants listed by facts ``T/1``; every ``#modeb`` instance over the example
   variable (one per ``#T`` value) is one input, true iff the ground atom holds (a missing fact
   is false). An input predicate defined by rules is asked with a query and must be certain.
2. **Labels**: the dataset's queries ``target(e)`` with p ∈ {0, 1}; unlisted examples are false.
3. Train (:mod:`.model`), prune, threshold (the baseline) and disentangle (:mod:`.discretise`),
   translate (:mod:`.rules`); the clauses are returned for the program to absorb.

Not yet here (the issue's later parts): ``variant=mt``, real features and threshold invention
(``-T`` modes, ``thresholds=``), multilabel heads with ``#T``, ``history=``/``plot=``.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from ...errors import LearningError
from ..base import Learner, LearnRequest, option
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
    variant: str = option("dnf", choices=("dnf",))
    discretise: str = option("disentangle", choices=("disentangle", "threshold"))
    disj: str = option("auto", choices=("auto", "split", "sweep", "zero"))
    node_timeout: float = option(10.0, above=0)
    max_splits: int = option(4096, minimum=1)
    test: str | None = option(None)
    save: str | None = option(None)
    asp: str | None = option(None)


@dataclass
class FeatureTable:
    """The propositional view of a program: one row per example, one column per input."""

    examples: list[Any]      # runtime terms
    templates: list[tuple[str, tuple]]  # per input: predicate, args (None = the example)
    x: np.ndarray            # 0/1, examples × inputs
    target: str              # the head predicate, e.g. monk1
    etype: str               # the example type, e.g. robot
    var: str = "R"

    @property
    def inputs(self) -> list[str]:
        """Body literals over the example variable, e.g. ``head_shape(R, round)``."""
        return [_atom(p, a, self.var) for p, a in self.templates]

    @property
    def head(self) -> str:
        return f"{self.target}({self.var})"

    @property
    def guard(self) -> str:
        return f"{self.etype}({self.var})"

    def ground_input(self, j: int, example) -> str:
        from ...logic.terms import term_str

        p, a = self.templates[j]
        return _atom(p, a, term_str(example))


def _atom(predicate: str, args: tuple, example: str) -> str:
    from ...logic.terms import atom_str

    if not args:
        return atom_str(predicate)
    return f"{atom_str(predicate)}({', '.join(example if a is None else a for a in args)})"


def feature_table(program, target, span=None, error=None) -> FeatureTable:
    """Inputs from the mode biases and the program's facts (see the module docstring)."""
    from ...bias import Bias, space
    from ...bias.modes import CONST, INPUT, Placeholder
    from ...logic.terms import term_str

    error = error or (lambda msg: LearningError(msg))
    bias = Bias.from_program(program.loaded)
    heads = space.head_clauses(bias, target.name, target.arity, span)
    if len(heads) != 1 or target.arity != 1:
        raise error(f"ndnf learns a target of the form {target.name}(+type) (one example argument); "
                    f"got {len(heads)} head instance(s) of {target}")
    head = heads[0]
    ph = head.head.mode.args[0]
    if not isinstance(ph, Placeholder) or ph.role != INPUT:
        raise error(f"the #modeh of {target} must be {target.name}(+type): the example type")
    etype = ph.type
    var = "R"
    literals = space.instances(bias, head)
    templates: list[tuple[str, tuple]] = []
    for lit in literals:
        placeholders = lit.mode.placeholders()
        if any(p.role not in (INPUT, CONST) for p in placeholders):
            raise error(f"ndnf takes body modes over the example and #type constants; "
                        f"{lit.mode} has another kind of argument (real features are not supported yet)")
        templates.append((lit.predicate, tuple(None if type(a) is int else term_str(a) for a in lit.args)))
    if not templates:
        raise error(f"no #modeb gives ndnf an input for {target}")
    examples = _listed(program, etype, error)
    if not examples:
        raise error(f"no examples: list them as facts {etype}(e1). ...")
    x = np.zeros((len(examples), len(templates)), dtype=np.int8)
    for j, (pred, args) in enumerate(templates):
        x[:, j] = _truth(program, pred, args, examples, error)
    return FeatureTable(examples, templates, x, target.name, etype, var)


def _facts(program, sig):
    """Ground fact heads of ``sig`` as text, or None when the predicate has rules."""
    from ...logic.terms import term_str

    clauses = program.db.get(sig) or []
    out = set()
    for c in clauses:
        if c.body is not None:
            return None
        out.add(term_str(c.head))
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
        atom = term_str(parse_query(_atom(pred, args, term_str(e)), "<input>"))
        if facts is not None:
            out[i] = atom in facts
        else:
            answers = program.query(atom)
            p = answers[0].probability if answers else 0.0
            if p not in (0.0, 1.0):
                raise error(f"ndnf needs certain inputs; {atom} has probability {p}")
            out[i] = p == 1.0
    return out


def labels(program, table: FeatureTable, target, data, name: str, error) -> tuple[np.ndarray, set[int]]:
    """0/1 labels per example from queries ``target(e)`` with p ∈ {0, 1} (unlisted: 0), and
    the indices of the examples the dataset mentions."""
    from ...logic.terms import term_str

    index = {term_str(e): i for i, e in enumerate(table.examples)}
    y = np.zeros(len(table.examples), dtype=np.int8)
    mentioned: set[int] = set()
    for n, ex in enumerate(program.dataset(data), start=1):
        q = ex.query
        if getattr(q, "functor", None) != target.name or len(getattr(q, "args", ())) != 1:
            raise error(f"{name}: example {n}: {term_str(q)} is not a {target} query")
        key = term_str(q.args[0])
        if key not in index:
            raise error(f"{name}: example {n}: {key} is not an example (not listed by {table.guard})")
        if ex.target not in (0.0, 1.0):
            raise error(f"{name}: example {n}: ndnf needs labels with p 0 or 1, not {ex.target}")
        y[index[key]] = int(ex.target)
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

        bias = Bias.from_program(program.loaded)
        bias.head_modes(target.name, target.arity, target.span or request.span)

    def learn(self, program, request: LearnRequest) -> LearnResult:
        from ...syntax.parser import parse_program
        from . import discretise as dz
        from .rules import Naming, rule_lengths, to_asp, to_clauses

        opts: NdnfOptions = request.options
        target = request.target
        result = LearnResult("ndnf", str(target), opts)
        err = lambda msg, option=None: request.error(msg, option)  # noqa: E731
        asp_path = request.output_path(program, opts.asp, "asp") if opts.asp is not None else None
        data = request.dataset(program)
        with result.stage("inputs"):
            table = feature_table(program, target, target.span or request.span, err)
            y, _ = labels(program, table, target, data, str(data), err)
            test_idx = None
            if opts.test is not None:
                ty, listed = labels(program, table, target, opts.test, opts.test, err)
                test_idx = np.array(sorted(listed), dtype=int)
                train_idx = np.array([i for i in range(len(y)) if i not in listed], dtype=int)
                y[test_idx] = ty[test_idx]
            else:
                train_idx = np.arange(len(y))
        if len(set(y[train_idx].tolist())) < 2:
            raise err(f"the training labels of {target} are all {int(y[train_idx][0])}: nothing to learn")
        x = 2.0 * table.x - 1.0
        yy = y.reshape(-1, 1)
        xt, yt = x[train_idx], yy[train_idx]

        from .model import TrainConfig, network_weights, train_ndnf

        d0, dd, ss, rr = opts.delta
        cfg = TrainConfig(conjunctions=opts.conjunctions, epochs=opts.epochs, batch_size=opts.batch_size,
                          lr=opts.lr, seed=opts.seed, delta=(d0, int(dd), int(ss), rr), aux=tuple(opts.aux))
        interrupt = getattr(program, "check_interrupt", None)
        with result.stage("train"):
            model, log = train_ndnf(xt, yt, 1, cfg, interrupt=interrupt if callable(interrupt) else None)
        conj, disj = network_weights(model)

        def score(stage, pred_fn):
            for split, idx in (("train", train_idx), ("test", test_idx)):
                if idx is None or len(idx) == 0:
                    continue
                m = dz.metrics(pred_fn(x[idx]), yy[idx])
                result.add_metric(stage, f"{split} f1", m["f1"])

        score("network", lambda xs: dz.predict(conj, disj, xs, "tanh"))
        with result.stage("prune"):
            pc, pd = dz.prune(conj, disj, xt, yt, "tanh")
        score("prune", lambda xs: dz.predict(pc, pd, xs, "tanh"))
        with result.stage("threshold"):
            thr = dz.threshold(pc, pd, xt, yt)
        score("threshold", thr.predict)
        final = thr
        if opts.discretise == "disentangle":
            with result.stage("disentangle"):
                final = dz.disentangle(pc, pd, xt, yt, disj_mode=opts.disj, node_timeout=opts.node_timeout,
                                       max_splits=opts.max_splits, fallback_tau=thr.tau)
            score("disentangle", final.predict)
        naming = Naming(table.inputs, [table.head], table.guard, table.var)
        clause_texts = to_clauses(final.conj, final.disj, naming)
        asp_text = to_asp(final.conj, final.disj, naming)
        text = "\n".join(clause_texts)
        result.clauses = tuple(parse_program(text, "<ndnf>").statements) if text else ()
        with result.stage("faithfulness"):
            predicted = final.predict(x)[:, 0]
            faith = {"examples": len(predicted),
                     "nesylang": _nesylang_faithfulness(program, request.key, table, result.clauses, predicted),
                     "clingo": _clingo_faithfulness(table, asp_text, predicted)}
        result.add_metric("faithfulness", "nesylang agrees", faith["nesylang"])
        if faith["clingo"] is not None:
            result.add_metric("faithfulness", "clingo agrees", faith["clingo"])
        result.add_metric(final.method, "rules", len(rule_lengths(final.conj, final.disj)))
        if final.fallbacks:
            result.add_metric(final.method, "approximate nodes", len(final.fallbacks))
        if asp_path is not None:
            from ...util.files import write_atomic

            from ...sandbox import EXPORTED_TEXT_HEADER

            header = f"{EXPORTED_TEXT_HEADER}: the rules of {request.key} for clingo\n"
            write_atomic(asp_path, (header + asp_text).encode("utf-8"))
        result.history = log
        result.details.update({
            "asp": asp_text, "network": model, "stats": final.stats, "fallbacks": final.fallbacks,
            "faithfulness": faith, "rule_lengths": rule_lengths(final.conj, final.disj),
            "inputs": table.inputs, "threshold_tau": thr.tau, "reached_full_delta": log.reached_full_delta,
            "discretised": final, "thresholded": thr, "pruned": (pc, pd), "x": x, "y": yy,
            "train_idx": train_idx, "test_idx": test_idx, "disj": final.stats.get("disj")})
        return result


def _nesylang_faithfulness(program, key: str, table: FeatureTable, statements, predicted: np.ndarray) -> float:
    """Share of examples on which nesylang's own inference, on a copy of the program with the
    learned clauses in place of an earlier run's, agrees with the discretised network (one query
    ``target(X)``; an answer with a probability other than 0 or 1 counts as a disagreement)."""
    from ...logic.terms import term_str
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
    answers = {a.atom: a.probability for a in Program(loaded).query(f"{table.target}(X)")} if statements else {}
    got = np.array([answers.get(_atom(table.target, (None,), term_str(e)), 0.0) for e in table.examples])
    return float(np.mean(np.where(np.isin(got, (0.0, 1.0)), got == predicted, False)))


def _clingo_faithfulness(table: FeatureTable, asp_text: str, predicted: np.ndarray) -> float | None:
    """Share of examples on which clingo, run on the export plus the example facts, agrees with
    the discretised network (None when clingo is not installed)."""
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
        atoms = {str(s) for s in next(iter(handle)).symbols(atoms=True)}
    got = np.array([_atom(table.target, (None,), term_str(e)) in atoms for e in table.examples])
    return float(np.mean(got == predicted.astype(bool)))
