"""Algorithm 1 (NeuID3), the tree it grows, its text rendering and its translation to clauses.

:func:`grow` starts from kappa = true and, per node N: (1) delta_kappa from the examples that
reach N; (2) a leaf at ``max_depth``, with no candidate left on the path, or when
S min(delta, 1 - delta) < ``min_minority``; (3) trains every trainable candidate (its own copy
of the networks and ``t(...)`` parameters it reaches, warm-started from the path's copies);
(4) keeps the best IG~ (ties: declaration order), a leaf below ``min_gain``; (5) splits into
kappa and tau and kappa and not tau, keeping the examples with P >= ``epsilon``; (6) recurses,
tau removed from this path only. An empty child gets its parent's delta. With ``prune=true``,
:func:`prune` then collapses the splits that change no training example's prediction.

:func:`translate` turns the tree into clauses: one probabilistic rule per leaf, delta folded
in (the leaves exclude each other, so noisy-or sums delta_i P(leaf_i|e)), the installed tests'
copies under ``_n<node>`` names (their ``t(...)`` heads fixed at the trained values), and a
``#network(net_n<node>, copy(net))`` per copied network.
"""
from __future__ import annotations

import dataclasses
import math
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import numpy as np

from ...syntax import ast
from ...syntax.printer import print_term
from .candidates import Background, Test, copy_clause
from .estimates import class_weights, delta as estimate_delta, gain, restart_choice
from .workspace import CPU_STAGES, QUERY, Candidate, Plateau, Workspace, _object_array, copy_network, keyed, \
    new_timings

DIGITS = 6  # delta is rounded to this many decimals; the tree predicts with the rounded value
# train a node's candidates together (Workspace.train_together: one evaluator call, loss,
# backward and Adam step per minibatch for all of them) rather than one after another; each
# candidate's copies get the same updates either way (tests compare the two)
TRAIN_TOGETHER = True
# decide a deterministic test defined by facts alone as a database lookup (Grower._lookup: the
# facts read once per tree, one hash lookup per example) rather than by grounding one query per
# example (Workspace.decide), and read the leaves of a tree of such tests the same way
# (Grower.decided_leaves); the 0/1 values are the same (tests compare the two)
LOOKUP = True


@dataclass
class Node:
    """A node of the tree: ``path`` holds (test, positive, node id) from the root down."""

    id: int
    depth: int
    path: tuple
    delta: float
    mass: float
    examples: int
    test: Test | None = None
    gain: float | None = None
    left: "Node | None" = None
    right: "Node | None" = None
    leaf: int | None = None  # leaf number, left to right
    reason: str = ""
    seconds: float = 0.0  # choosing this node's test (scoring every candidate)
    compile_seconds: float = 0.0  # of which grounding and compiling its queries
    network_seconds: float = 0.0  # of which the networks' forward, backward passes and optimizer steps
    # CPU seconds (time.process_time) of choosing this node's test: "total", and by exclusive
    # stage (workspace.CPU_STAGES, "other" the rest: NeuID3's own bookkeeping)
    cpu: dict = field(default_factory=dict)
    scores: dict = field(default_factory=dict)  # IG~ of every candidate scored here, by test text
    epochs: int = 0  # the most epochs a candidate trained here (Settings.epochs_for; 0: none trained)
    trained_epochs: dict = field(default_factory=dict)  # epochs each trained candidate took here, by test text
    restart_gains: dict = field(default_factory=dict)  # IG~ of each restart, by test text (restarts > 1)
    # by test text: [the run kept, the bootstrap share behind it] (estimates.restart_choice)
    restart_choice: dict = field(default_factory=dict)

    @property
    def is_leaf(self) -> bool:
        return self.test is None


@dataclass
class Tree:
    """What :func:`grow` returns: the root, and the copies of the networks installed."""

    root: Node
    head: Any  # ast term of the target head, e.g. hidden(A, B, C, D)
    networks: dict[str, Any] = field(default_factory=dict)  # installed copy name -> Network
    sources: dict[str, str] = field(default_factory=dict)  # installed copy name -> user network copied
    # the trained t(...) probabilities installed at each node: node id -> the copied clause's
    # position among the program's statements -> head index -> probability
    parameters: dict[int, dict[int, dict[int, float]]] = field(default_factory=dict)

    def nodes(self) -> list[Node]:
        out, stack = [], [self.root]
        while stack:
            n = stack.pop()
            out.append(n)
            if not n.is_leaf:
                stack.extend([n.right, n.left])
        return out

    def leaves(self) -> list[Node]:
        return [n for n in self.nodes() if n.is_leaf]

    @property
    def depth(self) -> int:
        return max(n.depth for n in self.nodes())

    def render(self) -> str:
        """The tree as text, one node a line::

            alarm  (IG 0.5488, mass 80.0, delta 0.500)
            |-- true: burglary  (IG 0.3113, ...)
            ...
        """
        lines: list[str] = []

        def show(n: Node, prefix: str, label: str) -> None:
            if n.is_leaf:
                lines.append(f"{prefix}{label}leaf {n.leaf}: delta {n.delta:.4f}  (mass {n.mass:.1f}"
                             f"{', ' + n.reason if n.reason else ''})")
                return
            lines.append(f"{prefix}{label}{literal_text(n.test, n.id)}  (IG {n.gain:.4f}, mass {n.mass:.1f}, "
                         f"delta {n.delta:.4f})")
            inner = prefix + ("|   " if label.startswith("|--") else "    " if label else "")
            show(n.left, inner, "|-- true:  ")
            show(n.right, inner, "`-- false: ")

        show(self.root, "", "")
        return "\n".join(lines)


def literal_text(test: Test, node_id: int) -> str:
    return print_term(test.renamed(f"_n{node_id}"), 999)


@dataclass
class Settings:
    max_depth: int
    min_minority: float
    min_gain: float
    epsilon: float
    epochs: int
    lr: float
    batch_size: int
    seed: int
    warm_start: bool
    device: str
    progress: Callable[[str], None] | None = None
    # with warm_start, where a candidate's copies at a child start: "installed", the path's
    # latest installed copy of each network (and t(...) clause); "own", the copies that same
    # candidate trained at the parent (Algorithm 1 line 9: T := train_tests(E, T, N), handed
    # to both children; the default)
    warm_from: str = "own"
    # a floor on the optimizer (Adam) steps a candidate's network copy has taken since it left the
    # user's network, counting the steps of the copy it was warm-started from (0: ``epochs`` alone,
    # the paper's schedule)
    min_steps: int = 0
    # "epochs": every candidate trains epochs_for(...) epochs; "auto": that many at least, then
    # until its loss levels off or its copies reach plateau.max_steps steps (workspace.Plateau);
    # "auto_refit" (the default since session 18; NeuID3Options.steps): the epochs chosen so on the
    # held-out loss, then retrained on all the node's examples for that many epochs from the same
    # start (Workspace._train_refit)
    steps: str = "auto_refit"
    plateau: Plateau = field(default_factory=Plateau)
    # a trainable candidate (with restart_which="best", only the node's best after one run each) is
    # trained this many times at a node, from the same start on other minibatch orders (restart
    # k > 0: seed + k * RESTART_STRIDE); a later run replaces the first as estimates.restart_choice
    # says (restart_confidence, restart_residual) and gives the candidate's score and copy.
    # 1: once, as the paper (sessions 1-19); 3, the learner's default since session 20
    restarts: int = 3
    # which candidates restart: "best", only the node's best after one run each (ties: declaration
    # order; the default since session 20), or "all" (session 19)
    restart_which: str = "best"
    # a restart replaces the plain run only where its IG~ is larger on at least this share of
    # paired bootstrap resamples of the node's examples (estimates.restart_choice; 0: the best
    # IG~ outright, session 19)
    restart_confidence: float = 0.95
    # ... and only where it leaves at most this share of the plain run's residual entropy
    # H(delta_kappa) - IG~ (estimates.restart_choice; 1: no such bound)
    restart_residual: float = 0.5

    def epochs_for(self, n: int, done: int = 0) -> int:
        """The epochs a candidate trains at a node of ``n`` examples when its copy has taken
        ``done`` steps before: ``epochs``, raised to whole epochs enough to reach ``min_steps``
        optimizer steps (minibatches of ``batch_size``) in all if that is more."""
        steps_per_epoch = max(1, math.ceil(n / self.batch_size))
        return max(self.epochs, math.ceil(max(0, self.min_steps - done) / steps_per_epoch))


RESTART_STRIDE = 100_003  # restart k of a candidate shuffles with seed + node * 1009 + index + k * this


class Grower:
    """Algorithm 1 over a program's examples (``heads``: the target atoms, ``y``: labels)."""

    def __init__(self, program, base, bg: Background, tests: Sequence[Test], head, heads, y, s: Settings,
                 user_networks: dict[str, Any]):
        self.base = base
        self.program, self.bg, self.tests, self.head = program, bg, list(tests), head
        self.heads, self.y, self.s = list(heads), np.asarray(y, dtype=float), s
        self.user_networks = user_networks
        self.installed: list[ast.Statement] = []  # copies of the tests installed so far
        self.installed_nets: dict[str, Any] = {}
        self.sources: dict[str, str] = {}
        self.installed_params: dict[int, dict[int, dict[int, float]]] = {}
        self.user_params = _user_parameters(program, bg)
        self.cache: dict[int, np.ndarray] = {}  # P(tau|e) of tests that do not train, over all examples
        self._facts: dict = {}  # predicate -> its workspace.Facts (None: not a plain fact table)
        self._lookups: dict = {}  # test index -> (its Facts, argument sources) or None (see _lookup)
        # whether each example is ground, and its arguments keyed (workspace.keyed), by position
        self._keyed_heads: tuple | None = None
        self.next_id = 0
        self.next_leaf = 0
        self.trained_epochs: dict[int, int] = {}  # node id -> the most epochs a candidate trained there
        self.candidate_epochs: dict[int, dict] = {}  # node id -> test text -> epochs it trained there
        # node id -> test text -> IG~ of each of its restarts (restarts > 1), the kept one the first best
        self.restart_gains: dict[int, dict[str, list[float]]] = {}
        self.restart_choices: dict[int, dict[str, list]] = {}  # node id -> test text -> [kept run, share]
        # id(network) -> Adam steps it has taken (min_steps); written when a copy trains, read only
        # for live networks a candidate starts from (a user's network: 0)
        self.steps: dict[int, int] = {}
        # wall-clock seconds: "train" (training candidates' copies), "evaluate" (their
        # probabilities), "compile" (building node programs, grounding and compiling their
        # queries) and "network" (the networks' forward, backward passes and optimizer steps,
        # inside train and evaluate); CPU seconds by exclusive stage: "cpu_<stage>" for
        # workspace.CPU_STAGES, "cpu_grow" (all of grow) and "cpu_other" (grow less the stages)
        self.timings = new_timings({"train": 0.0, "evaluate": 0.0})

    # ---- the algorithm ------------------------------------------------------------------------
    def grow(self) -> Tree:
        reach = np.ones(len(self.heads))
        c0 = time.process_time()
        try:
            root = self._node(reach, (), 0, 0.5)
        finally:
            t = self.timings
            t["cpu_grow"] = t.get("cpu_grow", 0.0) + time.process_time() - c0
            t["cpu_other"] = max(0.0, t["cpu_grow"] - sum(t[f"cpu_{s}"] for s in CPU_STAGES))
        return Tree(root, self.head, dict(self.installed_nets), dict(self.sources), dict(self.installed_params))

    def _node(self, reach: np.ndarray, path: tuple, depth: int, parent_delta: float,
              inherited: dict | None = None) -> Node:
        started, cpu_started = time.perf_counter(), time.process_time()
        self.next_id += 1
        nid = self.next_id
        ids = np.flatnonzero(reach >= self.s.epsilon) if depth else np.arange(len(self.heads))
        r = reach[ids]
        y = self.y[ids]
        mass = float(r.sum())
        raw = estimate_delta(y, r, default=parent_delta) if mass > 0 else parent_delta
        d = round(raw, DIGITS)
        node = Node(nid, depth, path, d, mass, len(ids))
        used = [t for t, _, _ in path]
        left = [t for t in self.tests if t not in used and self._recall_ok(t, used)]
        if mass <= 0:
            return self._leaf(node, "empty: its parent's delta")
        if depth >= self.s.max_depth:
            return self._leaf(node, "max_depth")
        if not left:
            return self._leaf(node, "no test left")
        if mass * min(raw, 1 - raw) < self.s.min_minority - 1e-9:  # fewer than min_minority of the other class
            return self._leaf(node, "pure")
        before = dict(self.timings)
        scored = self._score(nid, ids, r, y, path, left, inherited)
        node.compile_seconds = self.timings["compile"] - before["compile"]
        node.network_seconds = self.timings["network"] - before["network"]
        node.scores = {t.text: g for t, g, _, _ in scored}
        node.epochs = self.trained_epochs.get(nid, 0)
        node.trained_epochs = self.candidate_epochs.get(nid, {})
        node.restart_gains = self.restart_gains.get(nid, {})
        node.restart_choice = self.restart_choices.get(nid, {})
        best = None
        for test, g, both, _ in scored:  # ties: declaration order (strictly greater replaces)
            if best is None or g > best[1]:
                best = (test, g, both)
        test, g, both = best
        if self.s.progress:
            self.s.progress(f"node n{nid}: best {test.text} IG {g:.4f} of {len(scored)} candidate(s); "
                            f"{time.perf_counter() - started:.2f} s (compile {node.compile_seconds:.2f} s, "
                            f"network {node.network_seconds:.2f} s)")
        if g < self.s.min_gain:
            self._drop_candidates(scored, keep=None)
            node.cpu = self._cpu_split(before, time.process_time() - cpu_started)
            return self._leaf(node, f"gain {g:.4f} < min_gain")
        self._install(nid, test, scored)
        node.test, node.gain = test, g
        node.seconds = time.perf_counter() - started
        node.cpu = self._cpu_split(before, time.process_time() - cpu_started)
        full_both = np.zeros(len(self.heads))
        full_both[ids] = np.minimum(both, r)
        full_rest = np.zeros(len(self.heads))
        full_rest[ids] = np.maximum(r - full_both[ids], 0.0)
        # warm_from="own": what each candidate trained here, for its copies in both children
        handed = {t.index: ({name[: -len(suffix)]: net for name, net in nets.items()}, values)
                  for t, _, _, (suffix, _, nets, values) in scored if t.trainable and t is not test} \
            if self.s.warm_start and self.s.warm_from == "own" else None
        node.left = self._node(full_both, path + ((test, True, nid),), depth + 1, d, handed)
        node.right = self._node(full_rest, path + ((test, False, nid),), depth + 1, d, handed)
        return node

    def _cpu_split(self, before: dict, total: float) -> dict:
        """CPU seconds of a node since ``before`` (a copy of the timings): its total and each
        stage's share; "other" is the rest (NeuID3's own bookkeeping)."""
        out = {"total": total}
        for stage in CPU_STAGES:
            out[stage] = self.timings[f"cpu_{stage}"] - before[f"cpu_{stage}"]
        out["other"] = max(0.0, total - sum(out[s] for s in CPU_STAGES))
        return out

    def _leaf(self, node: Node, reason: str) -> Node:
        self.next_leaf += 1
        node.leaf, node.reason = self.next_leaf, reason
        return node

    @staticmethod
    def _recall_ok(test: Test, used: list[Test]) -> bool:
        recall = test.mode.recall if test.mode is not None else None
        return recall is None or sum(1 for u in used if u.mode == test.mode) < recall

    # ---- probabilities and training ----------------------------------------------------------
    def _kappa(self, path: tuple) -> list:
        return [t.renamed(f"_n{nid}") if positive else ast.Compound("\\+", (t.renamed(f"_n{nid}"),))
                for t, positive, nid in path]

    def _score(self, nid: int, ids, r, y, path, tests: list[Test], inherited: dict | None = None):
        """Per candidate: (test, IG~, P(kappa and tau|e) over ``ids``, suffix of its copy)."""
        kappa = self._kappa(path)
        kappa_choices = frozenset().union(*[t.copy_choices(f"_n{n}") for t, _, n in path]) if path else frozenset()
        statements, nets, plans = list(self.installed), dict(self.installed_nets), []
        steps_before: dict[str, int] = {}
        restart_of: dict[str, int] = {}  # query name -> restart number (0: the candidate's first run)
        runs = [(test, k) for test in tests for k in range(self.s.restarts if test.trainable else 1)]
        for test, k in runs:
            suffix = f"_n{nid}c{test.index}" + (f"r{k}" if k else "")
            trained, copies, done = [], [], []
            if test.trainable:
                own = (inherited or {}).get(test.index)  # its copies trained at the parent (warm_from="own")
                names = {s: s[0] + suffix for s in test.copied}
                net_names = {}
                for net in test.networks:
                    net_names[net] = net + suffix
                    start = self._warm(net, path, own)
                    done.append(self.steps.get(id(start), 0))
                    nets[net + suffix] = copy_network(start)
                    trained.append(net + suffix)
                for clause in self.bg.sources(test.copied):  # t(...) heads start from warm values
                    copied = copy_clause(clause, names, net_names, self._warm_parameters(clause, path, own))
                    statements.append(copied)
                    copies.append((clause, copied))
            joint = bool(test.copy_choices(suffix) & kappa_choices)
            literal = test.renamed(suffix)
            body = kappa + [literal] if joint else [literal]
            qname = f"{QUERY}{nid}_{test.index}" + (f"r{k}" if k else "")
            restart_of[qname] = k
            statements.append(ast.Clause((ast.Head(_with_functor(self.head, qname)),), _conj(body)))
            plans.append((test, suffix, trained, copies, joint, qname))
            # min_steps counts what its network copies trained before; None: no network (``epochs``)
            steps_before[qname] = min(done) if done else None
        for net_name, net in self.user_networks.items():
            nets.setdefault(net_name, net)
        built: list[Workspace] = []

        def workspace() -> Workspace:
            """The node's workspace, built when first needed (a node whose candidates are all
            decided already, as deterministic tests are after the root, needs none)."""
            if not built:
                built.append(Workspace(self.program, self.base, statements, nets, self.s.device, self.timings))
            return built[0]

        weights = class_weights(y, r)
        jobs = []
        for test, suffix, trained, copies, joint, qname in plans:
            parameters = tuple(theta for _, c in copies for theta in workspace().parameters(c))
            if trained or parameters:
                log_reach = np.log(np.maximum(r, 1e-300)) if joint else None
                jobs.append(Candidate(qname, log_reach, tuple(trained), parameters,
                                      self.s.seed + nid * 1009 + test.index + restart_of[qname] * RESTART_STRIDE,
                                      test.text,
                                      steps_before[qname] or 0))
        per_epoch = max(1, math.ceil(len(ids) / self.s.batch_size))
        epochs: dict[str, int] = {}

        def train(some: list) -> None:
            """Train the candidate runs ``some`` (every one of this node at once where
            TRAIN_TOGETHER, else one by one); their epochs go to ``epochs``."""
            if not some:
                return
            t0 = time.perf_counter()
            chosen = {j.name: self.s.epochs if steps_before[j.name] is None
                      else self.s.epochs_for(len(ids), steps_before[j.name]) for j in some}
            # candidates of equal epochs (with steps="auto": of equal floors) train together (each
            # gets the updates it gets alone)
            groups = [[j for j in some if chosen[j.name] == e] for e in sorted(set(chosen.values()))] \
                if TRAIN_TOGETHER else [[j] for j in some]
            until = None if self.s.steps == "epochs" else \
                dataclasses.replace(self.s.plateau, refit=self.s.steps == "auto_refit")
            for group in groups:
                losses = workspace().train_together(group, self.heads, ids, y, weights, epochs=chosen[group[0].name],
                                                    lr=self.s.lr, batch_size=self.s.batch_size, until=until)
                trained_jobs = [j for j in group if j.trained or j.parameters]
                if until is not None:
                    for job, curve in zip(trained_jobs, losses):
                        chosen[job.name] = len(curve)  # the epochs of the copy it kept
            epochs.update(chosen)
            # (a copy's steps are counted as epochs x ceil(n / batch_size) over the node's n
            # examples, a holdout included: with one, an upper bound on the steps it took; with
            # auto_refit, exact: the refit trains on all n)
            for test, _, trained, _, _, qname in plans:
                if qname in chosen:
                    for name in trained:
                        self.steps[id(nets[name])] = (steps_before[qname] or 0) + chosen[qname] * per_epoch
            self.timings["train"] += time.perf_counter() - t0

        def evaluate(some: list) -> list:
            """Per plan of ``some``: (test, IG~, P(kappa and tau|e) over ``ids``, its copy)."""
            t0 = time.perf_counter()  # the trained (or joint) candidates' probabilities, together
            fresh = [(qname, test.text) for test, _, _, _, joint, qname in some if test.trainable or joint]
            found = dict(zip((q for q, _ in fresh),
                             workspace().probabilities_together(fresh, self.heads, list(ids)))) if fresh else {}
            self.timings["evaluate"] += time.perf_counter() - t0
            scored = []
            for test, suffix, trained, copies, joint, qname in some:
                values = {self.bg.positions[id(clause)]: workspace().values(c) for clause, c in copies
                          if workspace().parameters(c)}
                t0 = time.perf_counter()
                p = found[qname] if qname in found else \
                    self._probabilities(workspace, test, qname, ids, test.trainable, joint)
                self.timings["evaluate"] += time.perf_counter() - t0
                if not np.all(np.isfinite(p)):
                    from ...errors import LearningError

                    raise LearningError(f"the test {test.text} gives probabilities that are not numbers at node "
                                        f"n{nid} (its training diverged; try a smaller lr)")
                both = p if joint else r * p
                scored.append((test, gain(y, r, both), both, (suffix, trained, {n: nets[n] for n in trained}, values)))
            return scored

        first = [pl for pl in plans if not restart_of[pl[5]]]
        later = [pl for pl in plans if restart_of[pl[5]]]
        if self.s.restart_which == "all":  # every run of every candidate, together (session 19)
            train(jobs)
            runs_out = dict(zip((pl[5] for pl in plans), evaluate(plans)))
        else:  # "best": every candidate once; then only the best of them (ties: declaration order) again
            train([j for j in jobs if not restart_of[j.name]])
            runs_out = dict(zip((pl[5] for pl in first), evaluate(first)))
            top = None
            for pl in first:
                if top is None or runs_out[pl[5]][1] > runs_out[top[5]][1]:
                    top = pl
            again = [pl for pl in later if top is not None and pl[0] is top[0]]
            if again:
                names = {pl[5] for pl in again}
                train([j for j in jobs if j.name in names])
                runs_out.update(zip((pl[5] for pl in again), evaluate(again)))
        if jobs:
            self.trained_epochs[nid] = max(epochs.values())
            self.candidate_epochs[nid] = {j.what: epochs[j.name] for j in jobs if not restart_of[j.name]}
        out = [runs_out[pl[5]] for pl in first]
        if self.s.restarts > 1:  # each candidate's kept run (restart_choice), in declaration order
            gains: dict[str, list[float]] = {}
            choice: dict[str, list] = {}
            for i, (test, *_rest) in enumerate(first):
                mine = [pl[5] for pl in plans if pl[0] is test and pl[5] in runs_out]
                if len(mine) < 2:
                    continue
                entries = [runs_out[q] for q in mine]
                gains[test.text] = [e[1] for e in entries]
                kept, share = restart_choice(y, r, [e[2] for e in entries], self.s.restart_confidence,
                                             self.s.seed + nid * 1009 + test.index, self.s.restart_residual)
                choice[test.text] = [kept, share]
                out[i] = entries[kept]
                if nid in self.candidate_epochs and mine[kept] in epochs:
                    self.candidate_epochs[nid][test.text] = epochs[mine[kept]]
            self.restart_gains[nid] = gains
            self.restart_choices[nid] = choice
        return out

    def _probabilities(self, workspace: Callable[[], Workspace], test: Test, qname: str, ids, trained,
                       joint) -> np.ndarray:
        if trained or joint:
            return workspace().probabilities(qname, self.heads, list(ids), test.text)
        cached = self.cache.get(test.index)
        if cached is None:
            cached = self.cache[test.index] = np.full(len(self.heads), np.nan)
        ids = np.asarray(ids, dtype=np.int64)
        missing = ids[np.isnan(cached[ids])].tolist()
        if missing:
            values = None
            if not test.choices:  # deterministic: a lookup where the test is defined by facts, else grounded
                if LOOKUP:
                    values = self._lookup(test, missing)
                if values is None:
                    values = workspace().decide(qname, self.heads, missing, test.text)
            if values is None:
                values = workspace().probabilities(qname, self.heads, missing, test.text)
            cached[missing] = values
        return cached[ids]

    def decided_leaves(self, tree: Tree, heads: Sequence[Any]) -> dict[int, np.ndarray] | None:
        """P(leaf_i|e) of every leaf of ``tree`` on the examples ``heads`` (by node id) where
        every test the tree installs is a lookup (:meth:`_lookup`): 1 for the one leaf whose
        path the example takes, 0 for the others; else None."""
        if not all(h._ground for h in heads):
            return None
        columns = [[keyed(a) for a in column] for column in zip(*[h.args for h in heads])] if heads else []
        out: dict[int, np.ndarray] = {}
        stack = [(tree.root, np.ones(len(heads)))]
        while stack:
            node, reach = stack.pop()
            if node.is_leaf:
                out[node.id] = reach
                continue
            plan = self._lookups.get(node.test.index)
            if plan is None:
                return None
            facts, sources = plan
            holds = facts.holding([(False, columns[j]) if j is not None else (True, c) for j, c in sources],
                                  len(heads)) if heads else np.zeros(0)
            stack.append((node.left, reach * holds))
            stack.append((node.right, reach * (1.0 - holds)))
        return out

    def _lookup(self, test: Test, ids: list[int]) -> np.ndarray | None:
        """A deterministic test defined by facts alone (:class:`~.workspace.Facts`) on the
        examples ``ids``: 1 where the example's instance of the test is a fact, else 0 (what
        :meth:`Workspace.decide` grounds), by one hash lookup per example; the facts are read
        once per tree. None where it cannot be read so: the test is not a plain lookup on the
        head's variables and constants, the head's arguments are not distinct variables, an
        example is not ground, or :meth:`Facts.read` refuses the predicate."""
        t0, c0 = time.perf_counter(), time.process_time()  # in place of grounding: compile time
        try:
            plan = self._lookups.get(test.index, False)
            if plan is False:
                plan = self._lookups[test.index] = self._lookup_plan(test)
            if plan is None:
                return None
            facts, sources = plan
            if self._keyed_heads is None:  # the examples' arguments keyed once per tree, by position
                self._keyed_heads = (np.array([h._ground for h in self.heads], dtype=bool),
                                     [_object_array([keyed(a) for a in column])
                                      for column in zip(*[h.args for h in self.heads])])
            ground, columns = self._keyed_heads
            at = np.asarray(ids, dtype=np.int64)
            if not ground[at].all():
                return None
            return facts.holding([(False, columns[k][at]) if k is not None else (True, c) for k, c in sources],
                                 len(at))
        finally:
            self.timings["compile"] += time.perf_counter() - t0
            self.timings["cpu_compile"] += time.process_time() - c0

    def _lookup_plan(self, test: Test):
        """(the facts of ``test``'s predicate, per argument of the test (head position, None) or
        (None, constant)), or None where the test is not such a lookup."""
        from ...logic.unify import is_ground
        from ...program.declarations import runtime_term
        from .workspace import Facts

        literal, head = test.literal, self.head
        if not isinstance(literal, (ast.Atom, ast.Compound)) or test.trainable:
            return None
        head_args = head.args if isinstance(head, ast.Compound) else ()
        names = [a.name for a in head_args if isinstance(a, ast.Variable)]
        if len(names) != len(head_args) or len(set(names)) != len(names) or "_" in names:
            return None
        sources = []
        for a in (literal.args if isinstance(literal, ast.Compound) else ()):
            if isinstance(a, ast.Variable):
                if a.name not in names:
                    return None
                sources.append((names.index(a.name), None))
            else:
                value = runtime_term(a)
                if not is_ground(value):
                    return None
                sources.append((None, keyed(value)))
        if test.signature not in self._facts:
            # the user's program as every workspace holds it (a workspace adds only clauses of
            # fresh names: queries and renamed copies)
            self._facts[test.signature] = Facts.read(self.base, test.signature)
        facts = self._facts[test.signature]
        return None if facts is None else (facts, sources)

    def _warm(self, net: str, path: tuple, own: tuple | None = None):
        """The network a candidate's copy of ``net`` starts from: with ``warm_start``, the copy
        the candidate trained at the parent (``own``, warm_from="own") or the path's latest
        installed copy (warm_from="installed"); else the user's network."""
        if own is not None and net in own[0]:
            return own[0][net]
        if self.s.warm_start and self.s.warm_from == "installed":
            for _, _, nid in reversed(path):
                name = f"{net}_n{nid}"
                if name in self.installed_nets:
                    return self.installed_nets[name]
        return self.user_networks[net]

    def _warm_parameters(self, clause: ast.Clause, path: tuple, own: tuple | None = None) -> dict[int, float] | None:
        """The probabilities a candidate's copy of ``clause``'s ``t(...)`` heads start from: as
        :meth:`_warm` (its own trained values at the parent, or the path's latest installed
        copy), else the user's current values."""
        position = self.bg.positions.get(id(clause))
        if own is not None and own[1].get(position) is not None:
            return own[1][position]
        if self.s.warm_start and self.s.warm_from == "installed":
            for _, _, nid in reversed(path):
                values = self.installed_params.get(nid, {}).get(position)
                if values is not None:
                    return values
        return self.user_params.get(position)

    def _install(self, nid: int, test: Test, scored) -> None:
        """Freeze the chosen candidate's copy under its node's names (its trained ``t(...)``
        probabilities become fixed ones)."""
        for t, _, _, (suffix, trained, nets, values) in scored:
            if t is test and t.trainable:
                final = f"_n{nid}"
                for name, net in nets.items():
                    base = name[: -len(suffix)]
                    for p in net.module.parameters():
                        p.requires_grad_(False)
                    net.module.eval()
                    self.installed_nets[base + final] = net
                    self.sources[base + final] = base
                if values:
                    self.installed_params[nid] = values
                self.installed.extend(node_copies(test, nid, self.bg, values))

    def _drop_candidates(self, scored, keep) -> None:
        pass  # candidate copies are only referenced by the scored list; nothing to release

    # ---- pruning -----------------------------------------------------------------------------
    def leaf_reach(self, tree: Tree) -> dict[int, np.ndarray]:
        """P(leaf_i|e) of every leaf of ``tree`` on every training example, by node id: one
        query ``neuid3_leaf<id>(...) :- kappa_i`` per leaf in a workspace holding the
        installed copies (no epsilon here: every example, as the translated program)."""
        leaves = tree.leaves()
        if len(leaves) < 2:
            return {leaves[0].id: np.ones(len(self.heads))}
        decided = self.decided_leaves(tree, self.heads) if LOOKUP else None
        if decided is not None:  # every test a lookup: no circuit needed
            return decided
        statements, queries = list(self.installed), []
        for leaf in leaves:
            name = f"{QUERY}leaf{leaf.id}"
            statements.append(ast.Clause((ast.Head(_with_functor(self.head, name)),), _conj(self._kappa(leaf.path))))
            queries.append((name, f"leaf {leaf.leaf}"))
        nets = dict(self.installed_nets)
        for net_name, net in self.user_networks.items():
            nets.setdefault(net_name, net)
        work = Workspace(self.program, self.base, statements, nets, self.s.device)
        found = work.probabilities_together(queries, self.heads, list(range(len(self.heads))))
        return {leaf.id: p for leaf, p in zip(leaves, found)}


def prune(tree: Tree, reach: dict[int, np.ndarray]) -> list[Node]:
    """Collapse, bottom-up, every split whose two children are leaves and whose removal
    changes no training example's prediction: the tree's P(pos|e) = sum_i delta_i
    P(leaf_i|e) (``reach``: P(leaf_i|e) by node id) stays on the same side of 0.5 as the
    unpruned tree's for every example. The split node becomes a leaf with its own delta (Eq.
    6 over its examples; P(kappa|e) = P(kappa and tau|e) + P(kappa and not tau|e), so
    collapsing replaces delta_l P(leaf_l|e) + delta_r P(leaf_r|e) by delta P(kappa|e)). Its
    installed copies leave the tree; leaves are renumbered left to right. Returns the nodes
    collapsed (now leaves), in the order they were."""
    reach = dict(reach)
    p = np.asarray(sum(n.delta * reach[n.id] for n in tree.leaves()), dtype=float)
    decided = p >= 0.5
    collapsed: list[Node] = []

    def visit(node: Node) -> None:
        if node.is_leaf:
            return
        visit(node.left)
        visit(node.right)
        left, right = node.left, node.right
        if not (left.is_leaf and right.is_leaf):
            return
        r = reach[left.id] + reach[right.id]
        q = p - left.delta * reach[left.id] - right.delta * reach[right.id] + node.delta * r
        if not np.array_equal(q >= 0.5, decided):
            return
        p[:] = q
        reach[node.id] = r
        node.reason = f"pruned {literal_text(node.test, node.id)} (IG {node.gain:.4f}): no training prediction changes"
        node.test, node.left, node.right = None, None, None
        collapsed.append(node)

    visit(tree.root)
    if collapsed:
        gone = {n.id for n in collapsed}
        for name in [k for k in tree.networks if _node_order(k)[0] in gone]:
            del tree.networks[name]
            tree.sources.pop(name, None)
        for nid in gone:
            tree.parameters.pop(nid, None)
        for number, leaf in enumerate(_leaves_in_order(tree.root), start=1):
            leaf.leaf = number
    return collapsed


def _leaves_in_order(node: Node) -> list[Node]:
    if node.is_leaf:
        return [node]
    return _leaves_in_order(node.left) + _leaves_in_order(node.right)


def _with_functor(head, name: str):
    if isinstance(head, ast.Compound):
        return ast.Compound(name, head.args)
    return ast.Atom(name)


def _conj(literals: list):
    if not literals:
        return ast.Atom("true")
    body = literals[-1]
    for lit in reversed(literals[:-1]):
        body = ast.Compound(",", (lit, body))
    return body


# ---- translation ---------------------------------------------------------------------------

def translate(tree: Tree, bg: Background, weights: str | None = None) -> list[ast.Statement]:
    """The tree as statements: network copies, test copies (node by node), one rule per leaf.
    With ``weights`` (the file ``save=`` writes beside the program), each network copy is
    declared ``#network(net_n1, copy(net, weights="tree.pt"))``, so that the saved program,
    loaded beside the original, has the trained weights."""
    out: list[ast.Statement] = []
    options = (ast.Option("weights", ast.String(weights)),) if weights else ()
    for name in sorted(tree.networks, key=_node_order):
        out.append(ast.Declaration("network", name, "copy", (ast.Atom(tree.sources[name]),), options))
    for node in tree.nodes():
        if node.is_leaf or not node.test.trainable:
            continue
        out.extend(node_copies(node.test, node.id, bg, tree.parameters.get(node.id, {})))
    g = Grower.__new__(Grower)
    for leaf in tree.leaves():
        body = Grower._kappa(g, leaf.path)
        head = ast.Head(tree.head, ast.Number(leaf.delta))
        out.append(ast.Clause((head,), _conj(body) if body else None))
    return out


def node_copies(test: Test, nid: int, bg: Background, values: dict[int, dict[int, float]]) -> list[ast.Clause]:
    """The clauses of ``test``'s copy installed at node ``nid``: its predicates and networks
    renamed ``_n<nid>``, its ``t(...)`` heads fixed at their trained ``values``."""
    names = {s: s[0] + f"_n{nid}" for s in test.copied}
    nets = {n: n + f"_n{nid}" for n in test.networks}
    return [copy_clause(clause, names, nets, values.get(bg.positions.get(id(clause))), frozen=True)
            for clause in bg.sources(test.copied)]


def _user_parameters(program, bg: Background) -> dict[int, dict[int, float]]:
    """The user's current values of the learnable heads of the background's clauses (which may
    differ from the written t(p) after training), by clause position and head index."""
    from .candidates import _prob_kind

    db = program.loaded.db
    by_span = {id(span): key for key, span in db.parameter_spans.items() if span is not None}
    out: dict[int, dict[int, float]] = {}
    for position_clauses in bg.clauses.values():
        for clause in position_clauses:
            for i, h in enumerate(clause.heads):
                key = by_span.get(id(h.prob.span)) if _prob_kind(h.prob) == "t" and h.prob.span else None
                if key is not None and key in db.parameters:
                    out.setdefault(bg.positions[id(clause)], {})[i] = db.parameters[key]
    return out


def _node_order(name: str):
    tail = name.rsplit("_n", 1)[-1]
    return (int(tail) if tail.isdigit() else math.inf, name)
