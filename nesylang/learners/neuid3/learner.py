"""``neuid3``: the learner's options, its load-time checks and its entry point.

    #learn hidden/4 using neuid3(data=train, test=[test], max_depth=4, epsilon=0.01, min_gain=0.001,
           epochs=20, lr=0.001, batch_size=32, seed=0, save="tree.nesy").

Python: ``result = program.learn("neuid3", target="hidden/4", data=..., **options)``;
``result.details["tree"]`` is the :class:`~.tree.Tree` (``.render()`` draws it as text).
"""
from __future__ import annotations

import difflib
import io
import json
import math
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ...errors import LearningError
from ...logic.terms import term_str
from ..base import Learner, LearnRequest, option, requires_device, requires_matplotlib
from ..result import LearnResult


@dataclass(frozen=True)
class NeuID3Options:
    """NeuID3's options (issue 9); the paper leaves epsilon and the depth open: these are ours."""

    max_depth: int = option(5, minimum=0, help="a node at this depth is a leaf")
    min_minority: float = option(1.0, minimum=0, help="a leaf when S min(delta, 1 - delta) is below this (pure)")
    min_gain: float = option(1e-6, minimum=0, help="a leaf when the best IG~ is below this")
    epsilon: float = option(0.01, above=0, maximum=1, help="a child keeps the examples reaching it with P >= epsilon")
    epochs: int = option(20, minimum=1)
    min_steps: int = option(0, minimum=0,
                            help="a floor on the optimizer (Adam) steps of a candidate's network copy, counting "
                                 "those of the copy it starts from: at a node of n examples it trains "
                                 "max(epochs, ceil((min_steps - steps before) / ceil(n / batch_size))) epochs "
                                 "(0: epochs alone, the paper's schedule; t(...)-only tests train epochs)")
    steps: str = option("auto_refit", choices=("epochs", "auto", "auto_refit"),
                        help="how many epochs each candidate trains (default auto_refit since session 18); "
                             "epochs: every candidate trains epochs (raised by min_steps: the paper's fixed "
                             "schedule); auto: at least that, "
                             "then until its loss levels off: it stops after an epoch when its best loss of the "
                             "last plateau_patience epochs is not plateau_tol (relative) below its best before "
                             "them, or when its network copies reach max_steps optimizer steps in all "
                             "(counting the copies it was warm-started from); auto_refit: auto chooses the "
                             "epochs with the least held-out loss (at least enough for epochs epochs' steps at "
                             "the node, counting the warm start's), then the candidate restarts from its start "
                             "and trains that many epochs on all the node's examples")
    plateau_tol: float = option(0.01, above=0, maximum=1, help="steps=auto: the relative loss improvement "
                                                               "that keeps a candidate training")
    plateau_patience: int = option(5, minimum=1, help="steps=auto: over how many epochs")
    max_steps: int = option(400, minimum=1, help="steps=auto: the most optimizer steps of a candidate's copies")
    plateau_holdout: float = option(0.2, minimum=0, maximum=0.5,
                                    help="steps=auto: the share of a node's examples held out (stratified) and "
                                         "not trained on; the rule then reads their loss, and each candidate "
                                         "keeps its copy of the epoch with the least held-out loss (0: the "
                                         "training loss)")
    restarts: int = option(3, minimum=1,
                           help="train the node's best candidate (restart_which) this many times in all, from the "
                                "same start on other minibatch orders, and keep a later run only as "
                                "restart_confidence and restart_residual allow (1: once, the paper; the default "
                                "since session 20: 3)")
    restart_which: str = option("best", choices=("best", "all"),
                                help="restarts: which candidates train again at a node: the best after one run "
                                     "each (ties: declaration order), or all of them")
    restart_confidence: float = option(0.95, minimum=0, maximum=1,
                                       help="restarts: a later run replaces a candidate's first only where its IG~ "
                                            "is larger on at least this share of paired bootstrap resamples of the "
                                            "node's examples (0: the largest IG~ outright)")
    restart_residual: float = option(0.5, above=0, maximum=1,
                                     help="restarts: ... and only where it leaves at most this share of the first "
                                          "run's residual entropy H(delta) - IG~ unexplained (1: no such bound)")
    lr: float = option(1e-3, above=0)
    batch_size: int = option(32, minimum=1)
    seed: int = option(0)
    warm_start: bool = option(True, help="children's copies start from the parent's trained copies")
    warm_from: str = option("own", choices=("own", "installed"),
                            help="with warm_start: each candidate's own copies trained at the parent "
                                 "(Algorithm 1 line 9), or the path's installed copies")
    prune: bool = option(False, help="after growing, collapse (bottom-up) each split whose removal changes no "
                                     "training example's prediction (P(pos|e) >= 0.5)")
    freeze: tuple[str, ...] = option((), help="test predicates used as they are: shared, not trained")
    test: tuple[str, ...] = option((), help="datasets to report accuracy and per-class F1 on")
    save: str | None = option(None)
    plot: str | None = option(None, check=requires_matplotlib)
    history: str | None = option(None)
    progress: bool = option(False)
    device: str = option("cpu", check=requires_device)


class NeuID3Learner(Learner):
    name = "neuid3"
    Options = NeuID3Options

    # ---- load-time checks ----------------------------------------------------------------------
    def check(self, program, request: LearnRequest) -> None:
        self._setup(program, request)

    def _setup(self, program, request: LearnRequest):
        """Bias, head, candidate tests and the call graph; every problem a located error."""
        from ...bias import Bias, head_clauses, instances
        from ...bias.modes import OUTPUT
        from ...logic.builtins import BUILTINS
        from .candidates import Background, Test

        target = request.target
        if target is None:
            raise request.error("neuid3 learns one target: #learn name/arity using neuid3(...)")
        bias = Bias.from_program(program.loaded)
        span = target.span or request.span
        if not any(m.signature == target.signature for m in bias.heads):
            declared = ", ".join(sorted({f"{m.predicate}/{len(m.args)}" for m in bias.heads})) or "none"
            raise request.error(f"no #modeh for {target} (head modes declared: {declared}); "
                                f"declare its arguments, e.g. #modeh({target.name}(+t, ...))") \
                if span is None else _located(f"no #modeh for {target} (head modes declared: {declared}); "
                                              f"declare its arguments, e.g. #modeh({target.name}(+t, ...))", span)
        bg = Background.from_program(base_of(program, request))
        if target.signature in bg.clauses:
            clause = bg.clauses[target.signature][0]
            where = f" (at {clause.span.render_prefix()})" if clause.span else ""
            raise _located(f"the target {target} is already defined{where}; "
                           "NeuID3 learns its definition from examples", span or clause.span)
        for mode in bias.bodies:
            if any(getattr(a, "role", None) == OUTPUT for a in mode.args):
                raise _located(f"NeuID3's tests use only the head's variables: {mode} has an output argument (-t); "
                               "write +t", mode.span)
            if mode.positive:
                raise _located(f"NeuID3 negates every test on the false branch: {mode} cannot be (positive)",
                               mode.span)
            sig = mode.signature
            if sig not in bg.clauses and sig not in BUILTINS and not mode.is_comparison:
                known = sorted({f"{n}/{a}" for n, a in bg.clauses})
                close = difflib.get_close_matches(f"{sig[0]}/{sig[1]}", known, n=1)
                hint = f"; did you mean {close[0]}?" if close else ""
                raise _located(f"unknown test predicate {sig[0]}/{sig[1]} in {mode}{hint}", mode.span)
        heads = head_clauses(bias, target.name, target.arity, span)
        head = heads[0]
        names = head.names()
        tests = []
        for i, lit in enumerate(instances(bias, head)):
            literal = lit.to_ast(names)
            from .candidates import signature

            sig = signature(literal)
            frozen = sig[0] in request.options.freeze or f"{sig[0]}/{sig[1]}" in request.options.freeze
            trainable = bg.is_trainable(sig) and not frozen
            from ...syntax.printer import print_term

            tests.append(Test(i, literal, lit.mode, print_term(literal, 999), bg.choices(sig), trainable,
                              bg.copied(sig) if trainable else frozenset(), bg.networks(sig) if trainable else ()))
        if not tests:
            raise _located(f"no candidate tests for {target}: declare them with #modeb over the head's types", span)
        test_names = {t.signature[0] for t in tests} | {f"{t.signature[0]}/{t.signature[1]}" for t in tests}
        for f in request.options.freeze:
            if f not in test_names:
                raise request.error(f"freeze names {f}, which is not a candidate test (tests: "
                                    f"{', '.join(sorted({t.signature[0] for t in tests}))})", "freeze")
        head_ast = head.head.to_ast(names)
        return bg, tests, head_ast

    # ---- learning ------------------------------------------------------------------------------
    def learn(self, program, request: LearnRequest) -> LearnResult:
        import torch

        from ..base import output_paths
        from .tree import Grower, Settings, translate
        from .workspace import Plateau
        from .workspace import base_program

        o = request.options
        outputs = output_paths(program, request)  # refused before any work
        bg, tests, head = self._setup(program, request)
        result = LearnResult(self.name, options=o)
        program.materialise_declarations()
        data = request.dataset(program)
        examples = request.examples(program, data)  # an unknown name: located at data=
        heads, y = self._examples(examples, request, data, program)
        # the test sets too, before any work: a wrong name or label must not cost a grown tree
        test_sets = {name: self._examples(request.examples(program, name, "test"), request, name, program)
                     for name in o.test}
        base = base_program(program, request.key)
        user_nets = {n: program.network(n) for t in tests for n in t.networks}
        for t in tests:  # frozen tests use the user's networks as they are
            for sig in bg.reach(t.signature):
                for n in bg.nets.get(sig, ()):
                    user_nets.setdefault(n, program.network(n))
        modes = {n: (net.module.training, [p.requires_grad for p in net.module.parameters()])
                 for n, net in user_nets.items()}
        threads = torch.get_num_threads()
        log = (lambda line: print(f"% neuid3: {line}", file=sys.stderr)) if o.progress else None
        settings = Settings(o.max_depth, o.min_minority, o.min_gain, o.epsilon, o.epochs, o.lr, o.batch_size,
                            o.seed, o.warm_start, o.device, log, warm_from=o.warm_from,
                            min_steps=o.min_steps, steps=o.steps, restarts=o.restarts, restart_which=o.restart_which,
                            restart_confidence=o.restart_confidence, restart_residual=o.restart_residual,
                            plateau=Plateau(o.plateau_tol, o.plateau_patience, o.max_steps, o.plateau_holdout))
        try:
            with result.stage("grow"):
                grower = Grower(program, base, bg, tests, head, heads, y, settings, user_nets)
                tree = grower.grow()
            if o.prune:
                from .tree import prune

                with result.stage("prune"):
                    pruned = prune(tree, grower.leaf_reach(tree))
                result.add_metric("prune", "splits removed", len(pruned))
        finally:
            torch.set_num_threads(threads)
            for n, net in user_nets.items():  # user networks never change, not even their mode
                net.module.train(modes[n][0])
                for p, g in zip(net.module.parameters(), modes[n][1]):
                    p.requires_grad_(g)
                    p.grad = None
        # save="tree.nesy" writes the weights to tree.pt beside it (learners.absorb.save_program);
        # the saved program's network copies load them by name
        weights_file = Path(o.save).with_suffix(".pt").name if o.save and tree.networks else None
        statements = translate(tree, bg, weights_file)
        predictor = Predictor(program, base, statements, tree.networks, user_nets, request.target, o.device,
                              tree, grower)
        with result.stage("evaluate"):
            p_train = predictor(heads)
        result.add_metric("grow", "examples", len(heads))
        result.add_metric("grow", "candidates", len(tests))
        result.add_metric("grow", "nodes", len(tree.nodes()))
        result.add_metric("grow", "leaves", len(tree.leaves()))
        result.add_metric("grow", "depth", tree.depth)
        if len(set(y.tolist())) < 2:
            result.add_metric("grow", "one class", f"all examples {'positive' if y[0] > 0.5 else 'negative'}")
        result.add_metric("grow", "train seconds", round(grower.timings["train"], 3))
        result.add_metric("grow", "circuit seconds", round(grower.timings["evaluate"], 3))
        result.add_metric("grow", "compile seconds", round(grower.timings["compile"], 3))
        result.add_metric("grow", "network seconds", round(grower.timings["network"], 3))
        result.add_metric("grow", "CPU seconds", round(grower.timings["cpu_grow"], 3))
        result.add_metric("grow", "network CPU seconds", round(grower.timings["cpu_network"], 3))
        result.add_metric("evaluate", "train accuracy", _accuracy(p_train, y))
        test_rows = {}
        with result.stage("test"):
            for name in o.test:
                t_heads, t_y = test_sets[name]
                p = predictor(t_heads)
                acc, f1 = _accuracy(p, t_y), _f1(p, t_y)
                test_rows[name] = {"accuracy": acc, "f1_pos": f1[1], "f1_neg": f1[0]}
                result.add_metric("test", f"{name} accuracy", acc)
                result.add_metric("test", f"{name} F1 pos", f1[1])
                result.add_metric("test", f"{name} F1 neg", f1[0])
        if not o.test:
            del result.timings["test"]
        result.clauses = tuple(statements)
        result.details.update(tree=tree, render=tree.render(), predictions=p_train, test=test_rows,
                              networks=dict(tree.networks), timings=dict(grower.timings),
                              predict_timings=dict(predictor.timings))
        result.history = [{"node": n.id, "depth": n.depth, "test": n.test.text if n.test else None,
                           "gain": n.gain, "mass": n.mass, "delta": n.delta, "examples": n.examples,
                           "leaf": n.leaf, "reason": n.reason, "epochs": n.epochs, "trained_epochs": dict(n.trained_epochs),
                           "restart_gains": dict(n.restart_gains),
                           "restart_choice": dict(n.restart_choice), "seconds": n.seconds,
                           "compile_seconds": n.compile_seconds, "network_seconds": n.network_seconds,
                           "cpu_seconds": dict(n.cpu)}
                          for n in tree.nodes()]
        for name, net in tree.networks.items():  # new names only: the user's networks are untouched
            program.networks.replace(name, net)
        program.reports.append("\n".join("% " + line for line in tree.render().splitlines()))
        if "history" in outputs:  # written once the tree is in the program (run_learner)
            from ...util.files import write_atomic

            path, span = outputs["history"]
            result.write_after_absorb(path, span, "history", lambda p, s: write_atomic(
                p, json.dumps(result.history, indent=2).encode()))
        if "plot" in outputs:
            from .plot import plot_tree

            path, span = outputs["plot"]
            result.write_after_absorb(path, span, "plot", lambda p, s: plot_tree(tree, p))
        return result

    def _examples(self, examples, request: LearnRequest, data, program=None) -> tuple[list, np.ndarray]:
        """The target atoms and their 0/1 labels; anything else is an error naming the example,
        at its ``file:line`` when the dataset was read from a JSONL file."""
        from ...logic.terms import Struct
        from ...logic.unify import is_ground

        target = request.target
        where = data if isinstance(data, str) else "data"
        heads, y = [], []
        for i, e in enumerate(examples):
            q = e.query
            at = f"{where}: example {i + 1}"
            problem = None
            if type(q) is not Struct or (q.functor, len(q.args)) != target.signature:
                problem = f"{at}, {term_str(q)}, is not a {target} atom"
            elif not is_ground(q):
                problem = f"{at}, {term_str(q)}, is not ground; an example is one ground {target} atom"
            elif e.target not in (0.0, 1.0):
                problem = f"{at}, {term_str(q)}, has p = {e.target:g}; NeuID3's labels are 0 or 1"
            if problem is not None:
                span = e.span or (_data_line(program, data, i, q) if program is not None else None)
                raise LearningError(problem, span or request.span)
            heads.append(q)
            y.append(e.target)
        if not heads:
            raise LearningError(f"{where} has no examples")
        return heads, np.asarray(y, dtype=float)

    def weights(self, program, result: LearnResult) -> bytes | None:
        """The learned networks' weights, as a checkpoint (``program.load_checkpoint``)."""
        nets = result.details.get("networks") or {}
        if not nets:
            return None
        import torch

        from ...sandbox import CHECKPOINT_MARKER

        buffer = io.BytesIO()
        torch.save({"format": CHECKPOINT_MARKER, "version": 1,
                    "networks": {n: net.module.state_dict() for n, net in nets.items()}, "parameters": []}, buffer)
        return buffer.getvalue()


class Predictor:
    """P(target(e)) under the learned program (the user's plus the tree's clauses): the sum of
    delta_i P(leaf_i|e) over the leaves (issue 9; its leaf rules exclude each other, so the
    program's noisy-or gives that sum). Where every test the tree installs is a lookup in
    facts (``Grower.decided_leaves``: P(leaf_i|e) is 1 on the example's path, else 0), the sum
    is taken directly; else, and where ``DECIDED`` is off, the program's circuits give it."""

    DECIDED = True

    def __init__(self, program, base, statements, networks, user_networks, target, device, tree=None, grower=None):
        from .workspace import Workspace, new_timings

        nets = dict(user_networks)
        nets.update(networks)
        self.tree, self.grower = tree, grower
        self.timings = new_timings()
        self._work = lambda: Workspace(program, base, statements, nets, device, self.timings)
        self.built = None
        self.target = target

    @property
    def work(self):
        """The learned program's workspace (built when first needed)."""
        if self.built is None:
            self.built = self._work()
        return self.built

    def __call__(self, heads) -> np.ndarray:
        if self.DECIDED and self.grower is not None:
            import time

            t0, c0 = time.perf_counter(), time.process_time()  # lookups in place of grounding: compile time
            reach = self.grower.decided_leaves(self.tree, heads)
            self.timings["compile"] += time.perf_counter() - t0
            self.timings["cpu_compile"] += time.process_time() - c0
            if reach is not None:
                p = np.zeros(len(heads))
                for leaf in self.tree.leaves():
                    p += leaf.delta * reach[leaf.id]
                return np.clip(p, 0.0, 1.0)
        return self.work.probabilities(self.target.name, heads, list(range(len(heads))), str(self.target))


def _data_line(program, data, index: int, query):
    """The span of the ``index``-th example's line in the JSONL file dataset ``data`` was read
    from (a ``#data(Name, jsonl(File))`` name or a ``.jsonl`` path), if its query is ``query``;
    else None. Read on an error only: examples keep no line numbers."""
    import json

    from ...errors import NesyError
    from ...program.declarations import declaration, runtime_term
    from ...source import Source, Span

    if not isinstance(data, str):
        return None
    try:
        decl = declaration(program.loaded, "data", data)
        if decl is not None and decl.spec_kind == "jsonl" and len(decl.args) == 1:
            from ...neural.tensors import _path

            base = program.loaded.base_dirs.get(("data", data))
            path = program.path_policy().input(_path(runtime_term(decl.args[0]), None, decl.span), base, decl.span,
                                               "data file")
        elif data.endswith(".jsonl"):
            path = Path(data)
        else:
            return None
        seen = -1
        with path.open("rb") as f:
            for lineno, raw in enumerate(f, start=1):
                line = raw.decode("utf-8", "replace").rstrip("\r\n")
                if not line.strip():
                    continue
                seen += 1
                if seen < index:
                    continue
                from ...neural.data import parse_query

                record = json.loads(line)
                if term_str(parse_query(record["query"], str(path))) != term_str(query):
                    return None  # not the file these examples came from
                return Span(Source(str(path), "\n" * (lineno - 1) + line), lineno, 1, lineno, max(2, len(line) + 1))
    except (OSError, ValueError, KeyError, TypeError, NesyError):
        return None
    return None


def base_of(program, request: LearnRequest):
    from .workspace import base_program

    return base_program(program, request.key)


def _located(message: str, span):
    from ...errors import DirectiveError

    return DirectiveError(message, span)


def _accuracy(p: np.ndarray, y: np.ndarray) -> float:
    return float(np.mean((p >= 0.5) == (y > 0.5))) if len(y) else math.nan


def _f1(p: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    """Per-class F1 (negative, positive)."""
    pred = p >= 0.5
    out = []
    for cls in (False, True):
        tp = float(np.sum((pred == cls) & ((y > 0.5) == cls)))
        fp = float(np.sum((pred == cls) & ((y > 0.5) != cls)))
        fn = float(np.sum((pred != cls) & ((y > 0.5) == cls)))
        out.append(2 * tp / (2 * tp + fp + fn) if tp + fp + fn > 0 else 1.0)
    return out[0], out[1]
