"""Training and evaluating programs with neural predicates and learnable probabilities.

:func:`fit` minimises a loss of the training queries' probabilities by exact inference: each
minibatch is one batched evaluation of compiled templates (:mod:`.batch`) and one backward
pass, after which every network's optimizer and the learnable probabilities' optimizer take a
step. Learned probabilities are written back into the program, so later queries use them.

The loss (``loss=``), as in DeepProbLog: ``"nll"`` (the default), the cross-entropy with the
target probability t, ``-(t log(p + eps) + (1 - t) log(1 - p + eps))``; ``"mse"``, the
squared error ``(p - t)^2`` on the probability; or a Python callable ``loss(p, t)`` of the
batch's probabilities and targets (tensors of shape (B,)) returning a scalar or one loss per
query. A query whose loss would be infinite (probability 0 with a positive target, or 1 with a
target below 1) is counted in its epoch's record (``zero_probability``) and, as DeepProbLog
does, gets probability ``eps`` (a constant: no gradient); ``strict=True`` makes it an error.

:func:`confusion_matrix` evaluates as DeepProbLog does: a query's label is its last argument
(or, for a query with tensor inputs, the arguments without tensors), the prediction is the
answer with the highest probability when the label is left open, and the accuracy is the
share of queries whose prediction is their label.
"""
from __future__ import annotations

import io
import json
import math
import random
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Sequence

from ..errors import LearningError, NesyError
from ..interrupts import check as check_interrupt
from ..util.files import write_atomic
from .data import Example


@dataclass
class EpochRecord:
    epoch: int
    loss: float
    seconds: float
    examples_per_second: float
    templates_compiled: int
    metrics: dict[str, float] = field(default_factory=dict)
    zero_probability: int = 0  # training queries of probability 0 (counted as eps), see fit


@dataclass
class History:
    """Per-epoch training record; ``to_json`` and ``plot`` write it out."""

    epochs: list[EpochRecord] = field(default_factory=list)

    def to_json(self, path: str | Path) -> None:
        write_atomic(Path(path), json.dumps([asdict(e) for e in self.epochs], indent=2).encode())

    def plot(self, path: str | Path) -> None:
        """A PNG of the loss (and any metrics) per epoch (needs matplotlib)."""
        try:
            import matplotlib

            matplotlib.use("Agg")
            import matplotlib.pyplot as plt
        except ImportError:
            raise LearningError("plotting needs matplotlib: pip install matplotlib") from None
        xs = [e.epoch for e in self.epochs]
        fig, ax = plt.subplots(figsize=(5, 3.2), dpi=100)
        ax.plot(xs, [e.loss for e in self.epochs], marker="o", label="loss")
        ax.set_xlabel("epoch")
        ax.set_ylabel("loss")
        from matplotlib.ticker import MaxNLocator

        ax.xaxis.set_major_locator(MaxNLocator(integer=True))  # epochs are whole: no 0.98, 1.02 ticks
        if len(xs) == 1:
            ax.set_xlim(xs[0] - 1, xs[0] + 1)
        names = sorted({k for e in self.epochs for k in e.metrics})
        if names:
            ax2 = ax.twinx()
            for name in names:
                ax2.plot(xs, [e.metrics.get(name, math.nan) for e in self.epochs], marker="s", linestyle="--",
                         label=name)
            ax2.set_ylabel("metric")
            ax2.legend(loc="lower right")
        ax.legend(loc="upper right")
        fig.tight_layout()
        buffer = io.BytesIO()
        from .. import __version__

        # the Software text chunk is how nesylang recognises its own plots (see sandbox.py)
        fig.savefig(buffer, format="png", metadata={"Software": f"nesylang {__version__}"})
        plt.close(fig)
        write_atomic(Path(path), buffer.getvalue())

    @property
    def last(self) -> EpochRecord | None:
        return self.epochs[-1] if self.epochs else None


def prepare_optimizers(program, evaluator, lr: float):
    """The program's networks (moved to the evaluator's device, in training mode, each with an
    optimizer: its own, or Adam at ``lr``) and an optimizer for the learnable probabilities."""
    import torch

    networks = {name: program.network(name) for name in program.network_names_used()}
    for net in networks.values():
        net.module.to(evaluator.device)
        net.module.train()
        net.trained = True
        if net.optimizer is None:
            net.optimizer = torch.optim.Adam(net.module.parameters(), lr=net.lr or lr)
    params = evaluator.params.parameters()
    param_opt = torch.optim.Adam(params, lr=max(lr, 1e-2)) if params else None
    return networks, param_opt


def optimizer_step(networks, param_opt, loss) -> None:
    """One backward pass and one step of every optimizer."""
    for net in networks.values():
        net.optimizer.zero_grad()
    if param_opt:
        param_opt.zero_grad()
    if not loss.requires_grad:  # this minibatch reaches no network or learnable probability:
        return  # nothing moves (an optimizer skips parameters without a gradient anyway)
    loss.backward()
    for net in networks.values():
        net.optimizer.step()
    if param_opt:
        param_opt.step()


LOSSES = ("nll", "mse")
DEFAULT_EPS = 1e-12  # DeepProbLog's: GraphSemiring.cross_entropy adds 1e-12 to p and to 1 - p


def loss_problem(value: Any) -> str | None:
    """Why ``value`` is not a loss (``"nll"``, ``"mse"`` or a callable), or None."""
    if callable(value) or value in LOSSES:
        return None
    return f"loss is nll, mse or (from Python) a function loss(p, target), not {value!r}"


def fit(program, examples: Sequence[Example], *, epochs: int = 1, batch_size: int = 16, lr: float = 1e-3,
        device: str = "cpu", seed: int = 0, progress: bool = True, evaluate: dict[str, Sequence[Example]] | None = None,
        log_every: int = 0, loss: Any = "nll", eps: float = DEFAULT_EPS, strict: bool = False,
        proofs: int | None = None) -> History:
    """Train ``program``'s networks and learnable probabilities on ``examples``; ``loss``,
    ``eps`` and ``strict`` as in the module's docstring. ``proofs=k``: each training query's
    probability from its ``k`` most probable proofs under the current weights, searched again
    for every minibatch (DeepProbLog's approximate engine; :mod:`.kbest`). In a torch.distributed job (``nesy
    run --nproc K``, torchrun) each worker trains on its share of every minibatch
    (:mod:`.distributed`)."""
    problem = loss_problem(loss)
    if problem is not None:
        raise LearningError(problem)
    if not 0 < eps < 1:
        raise LearningError(f"eps must be between 0 and 1, not {eps!r}")
    if proofs is not None and (type(proofs) is not int or proofs < 1):
        raise LearningError(f"proofs must be a positive integer, not {proofs!r}")
    steps: list[ExactStep] = []

    def make_step(evaluator):
        steps.append(ExactStep(examples, evaluator, loss=loss, eps=eps, strict=strict))
        return steps[-1]

    def epoch_metrics():
        return {"zero_probability": steps[-1].take_zero_count()}

    return train_epochs(program, examples, make_step, epochs=epochs, batch_size=batch_size, lr=lr, device=device,
                        seed=seed, progress=progress, evaluate=evaluate, epoch_metrics=epoch_metrics,
                        distributed=True, evaluator=_kbest_evaluator(program, device, proofs))


def _kbest_evaluator(program, device: str, proofs: int | None):
    if proofs is None:
        return None
    from .kbest import KBestEvaluator

    program.materialise_declarations()
    return KBestEvaluator(program, device, proofs)


class ExactStep:
    """The exact learner's minibatch loss: ``step(example_ids)`` is the mean loss of those
    training examples (a scalar tensor, not read here), with the queries of probability 0
    counted (:meth:`take_zero_count`) or, with ``strict``, reported.

    The common case, the ``"nll"`` loss with every target 1 (DeepProbLog's tasks), is
    ``-mean(log(p + eps))``, the same values and gradients as :func:`example_losses` gives
    there. On the CPU, where every query's template is made of categorical choices
    (:meth:`.batch.BatchEvaluator.mean_nll`), that is one autograd node whose forward runs the
    circuits forwards and backwards in numpy; otherwise it is three torch operations,
    ``-mean(logaddexp(log p, log eps))``, on the batch's log-probabilities, looked at through
    numpy first (one reduction: a -inf means a query of probability 0, a NaN a broken network).
    Other losses and targets go through :func:`example_losses`."""

    def __init__(self, examples: Sequence[Example], evaluator, *, loss: Any = "nll", eps: float = DEFAULT_EPS,
                 strict: bool = False):
        import torch

        self.examples, self.evaluator, self.loss, self.eps, self.strict = examples, evaluator, loss, eps, strict
        targets = [e.target for e in examples]
        self.targets = torch.tensor(targets, device=evaluator.device)  # float32, as a batch's list would give
        self.positive = loss == "nll" and all(t == 1 for t in targets)
        self.cpu = evaluator.device.type == "cpu"
        self.fused = self.positive and self.cpu and hasattr(evaluator, "mean_nll")  # BatchEvaluator's
        self._log_eps: dict = {}  # dtype -> log(eps) as a 0-dim tensor
        # per example, the evaluator's record of its query (BatchEvaluator.stable_entries), kept
        # here so that a step does not look each query up again; None until first needed
        self._entries: list | None = [None] * len(examples) if self.fused and hasattr(
            evaluator, "stable_entries") else None
        self._zero = 0
        self._torch = torch

    def take_zero_count(self) -> int:
        """Queries of probability 0 met since the last call."""
        count, self._zero = self._zero, 0
        return count

    def __call__(self, ids: list[int]):
        batch = [self.examples[i] for i in ids]
        if self.fused:
            entries = None
            if self._entries is not None:
                entries = list(map(self._entries.__getitem__, ids))
                if None in entries:  # some example's first use
                    entries = self.evaluator.stable_entries(batch)
                    if entries is None or None in entries:  # some are not kept: look every query up each time
                        self._entries = entries = None
                    else:
                        for i, entry in zip(ids, entries):
                            self._entries[i] = entry
            loss, logp = self.evaluator.mean_nll(batch, self.eps, entries=entries) if entries is not None else \
                self.evaluator.mean_nll(batch, self.eps)
            if loss is not None:
                return loss
        else:
            logp = self.evaluator.log_probs(batch)
        if self.positive and self.cpu:
            low = float(logp.detach().numpy().min()) if logp.numel() else 0.0
            if not math.isnan(low) and low != -math.inf:  # neither NaN nor a query of probability 0
                torch = self._torch
                le = self._log_eps.get(logp.dtype)
                if le is None:
                    le = self._log_eps[logp.dtype] = torch.tensor(math.log(self.eps), dtype=logp.dtype)
                return -torch.logaddexp(logp, le).mean()
        return self._general(ids, logp)

    def _general(self, ids: list[int], logp):
        import torch

        from .tensors import index_tensor

        targets = self.targets.index_select(0, index_tensor(ids, self.targets.device))
        per_example, bad = example_losses(logp, targets, self.loss, self.eps)
        if bool(bad.any()):
            if self.strict:
                from ..logic.terms import term_str

                e = self.examples[ids[int(bad.nonzero()[0])]]
                raise LearningError(f"the training query {term_str(e.query)} (target {e.target:g}) gets an "
                                    "infinite loss: the program gives it probability "
                                    f"{'0' if e.target > 0 else '1'} (without strict=true it would count as "
                                    f"{self.eps:g})", e.span)
            self._zero += int(bad.sum())
        total = per_example.mean()
        if not torch.isfinite(total):
            raise LearningError(f"the training loss is not finite ({float(total)}): "
                                + ("the loss function returned NaN or an infinity" if callable(self.loss) else
                                   "a network's output is NaN"))
        return total


def example_losses(logp, targets, loss: Any = "nll", eps: float = DEFAULT_EPS):
    """(per-query losses (B,), which queries have probability 0 for their target (B,)).

    ``logp`` is log P(query) per query. A flagged query's probability is taken as the exact 0
    or 1 it is, as a constant (no gradient, and no NaN from a circuit evaluated at probability
    0); with ``"nll"`` its loss is DeepProbLog's ``-(t log(p + eps) + (1 - t) log(1 - p + eps))``.

    >>> import torch
    >>> losses, bad = example_losses(torch.log(torch.tensor([0.5, 0.0])), torch.tensor([1.0, 1.0]))
    >>> [round(v, 4) for v in losses.tolist()], bad.tolist()
    ([0.6931, 27.631], [False, True])
    """
    import torch

    from ..util.logspace import log1mexp

    bad = ((targets > 0) & (logp == -math.inf)) | ((targets < 1) & (logp >= 0))
    p_bad = (logp > -math.inf).to(logp.dtype)  # the exact probability of a flagged query: 0 or 1
    safe = torch.where(bad, torch.full_like(logp, -1.0), logp)  # finite stand-in (its gradient is masked)
    if callable(loss) or loss == "mse":
        p = torch.where(bad, p_bad, safe.exp())
        if loss == "mse":
            return (p - targets) ** 2, bad
        out = loss(p, targets)
        if not isinstance(out, torch.Tensor) or out.dim() > 1 or (out.dim() == 1 and out.shape[0] != len(targets)):
            raise LearningError("a loss function must return a scalar tensor or one loss per query (a (B,) tensor)")
        return (out.expand(len(targets)) if out.dim() == 0 else out), bad
    eps_t = torch.full_like(logp, math.log(eps))
    pos = torch.where(targets > 0, -targets * torch.logaddexp(safe, eps_t), torch.zeros_like(logp))
    neg_in = torch.where(targets < 1, safe, torch.full_like(logp, -1.0))
    neg = torch.where(targets < 1, -(1 - targets) * torch.logaddexp(log1mexp(neg_in), eps_t), torch.zeros_like(logp))
    exact = -(targets * torch.log(p_bad + eps) + (1 - targets) * torch.log(1 - p_bad + eps))
    return torch.where(bad, exact, pos + neg), bad


def _ground_examples(examples: Sequence) -> None:
    """A training example is one ground query: ``h(X)`` has an answer per X, and a loss on
    "the" probability of it would read only one of them."""
    from ..logic.terms import term_str
    from ..logic.unify import is_ground

    for i, example in enumerate(examples):
        query = getattr(example, "query", None)
        if query is not None and not is_ground(query):
            where = getattr(example, "where", None) or f"example {i + 1}"
            raise LearningError(f"{where}: the training query {term_str(query)} is not ground; each example is "
                                "one ground query with its probability", getattr(example, "span", None))


def train_epochs(program, examples: Sequence, make_step, *, epochs: int, batch_size: int, lr: float, device: str,
                 seed: int, progress: bool, evaluate: dict[str, Sequence[Example]] | None = None,
                 epoch_metrics=None, distributed: bool = False, evaluator=None) -> History:
    """The minibatch loop every gradient learner shares (exact, EXAL): seeded shuffles,
    interruptible minibatches, one optimizer step each, per-epoch records, networks left in
    eval mode. ``make_step(evaluator)`` returns ``step(example_ids) -> loss`` (a scalar tensor);
    ``epoch_metrics()`` adds learner-specific figures to each epoch's record; ``evaluator``:
    another than the program's exact one (k-best proofs, :mod:`.kbest`). With
    ``distributed``, inside a torch.distributed job, each minibatch is shared among the
    workers (:class:`.distributed.ShardedStep`) and the records are summed over them."""
    import torch

    if not examples:
        raise LearningError("no training examples")
    if epochs < 1 or batch_size < 1 or lr <= 0:
        raise LearningError("epochs and batch_size must be at least 1 and lr positive")
    _ground_examples(examples)
    worker = None
    if distributed:
        from .distributed import worker as current_worker, worker_device

        worker = current_worker()
        if worker is not None:
            device = worker_device(device, worker)
            progress = progress and worker.writer
    torch.manual_seed(seed)
    rng = random.Random(seed)
    if evaluator is None:
        evaluator = program.batch_evaluator(device)
    step = make_step(evaluator)
    networks, param_opt = prepare_optimizers(program, evaluator, lr)
    if not networks and param_opt is None:
        raise LearningError("nothing to train: the program names no network in a neural predicate and has no "
                            "learnable t(...) probability")
    shard = None
    if worker is not None:
        from .distributed import ShardedStep

        step = shard = ShardedStep(step, [n.module for n in networks.values()], evaluator.params.parameters(),
                                   evaluator.device, worker)
    history = History()
    order = list(range(len(examples)))
    bar = progress_display(progress, epochs, math.ceil(len(examples) / batch_size))
    try:
        _epochs(program, examples, step, evaluator, networks, param_opt, history, bar, rng, order, epochs=epochs,
                batch_size=batch_size, device=device, evaluate=evaluate, epoch_metrics=epoch_metrics, shard=shard)
    finally:
        # also when a step raises or is interrupted: the networks have taken their steps, so the
        # learned probabilities must match them (answers never mix old and new weights)
        evaluator.params.write_back(program.db.parameters)
    if bar is not None:
        bar.close()
    for net in networks.values():
        net.module.eval()
    return history


def _epochs(program, examples, step, evaluator, networks, param_opt, history, bar, rng, order, *, epochs, batch_size,
            device, evaluate, epoch_metrics, shard=None) -> None:
    for epoch in range(1, epochs + 1):
        rng.shuffle(order)
        started = time.perf_counter()
        # each minibatch's loss stays a tensor until the epoch's record (or the progress bar,
        # about twice a second) reads them: reading one per step would wait for the device
        losses: list = []
        sizes: list[int] = []
        shown, next_show = _RunningMean(), started
        for b in range(0, len(order), batch_size):
            check_interrupt()  # Ctrl-C in the REPL stops training between minibatches
            ids = order[b:b + batch_size]
            loss = step(ids)
            optimizer_step(networks, param_opt, loss)
            losses.append(loss.detach())
            sizes.append(len(ids))
            if bar is not None:
                now = time.perf_counter()
                if now >= next_show or b + batch_size >= len(order):
                    next_show = now + bar.every
                    count = shown.add(losses, sizes)
                    bar.minibatch(epoch, b // batch_size + 1, shown.mean, count / max(now - started, 1e-9))
                bar.update(1)
        total, count = _weighted_sum(losses, sizes)
        metrics = dict(epoch_metrics()) if epoch_metrics else {}
        zero = int(metrics.pop("zero_probability", 0))
        compiled = evaluator.templates.compiled
        if shard is not None:  # each worker's loss is its weighted share: their sum is K times the mean
            total, zero, compiled = shard.sum_over_workers([total / shard.worker.world_size, zero, compiled])
        seconds = time.perf_counter() - started
        record = EpochRecord(epoch, total / count, seconds, count / seconds, int(compiled), metrics, int(zero))
        evaluator.params.write_back(program.db.parameters)
        for name, data in (evaluate or {}).items():
            record.metrics[f"{name}_accuracy"] = accuracy(program, data, device=device)
        history.epochs.append(record)
        if bar is not None:
            bar.epoch_done(record)


def _weighted_sum(losses: list, sizes: list[int], start: int = 0) -> tuple[float, int]:
    """(sum of loss * size, sum of size) over ``losses[start:]``, added in order in double
    precision (as reading each loss at its step would), with one transfer for all of them."""
    import torch

    if start >= len(losses):
        return 0.0, 0
    values = torch.stack([v.double() for v in losses[start:]]).tolist()
    total = 0.0
    for v, n in zip(values, sizes[start:]):
        total += v * n
    return total, sum(sizes[start:])


class _RunningMean:
    """The progress bar's running loss, reading only the minibatches it has not read yet."""

    def __init__(self):
        self.read = self.count = 0
        self.total = 0.0

    def add(self, losses: list, sizes: list[int]) -> int:
        total, count = _weighted_sum(losses, sizes, self.read)
        self.read, self.total, self.count = len(losses), self.total + total, self.count + count
        return self.count

    @property
    def mean(self) -> float:
        return self.total / max(1, self.count)


@dataclass
class ConfusionMatrix:
    """Counts of (predicted, actual) label pairs, as DeepProbLog's ``get_confusion_matrix``
    returns: ``str()`` prints the table (predicted labels as rows, actual ones as columns),
    ``accuracy`` is the share on the diagonal.

    >>> m = ConfusionMatrix()
    >>> m.add("1", "1"); m.add("2", "1"); m.add("2", "2")
    >>> round(m.accuracy, 4), m.counts[("2", "1")]
    (0.6667, 1)
    """

    counts: dict[tuple[str, str], int] = field(default_factory=dict)

    def add(self, predicted: str, actual: str) -> None:
        key = (predicted, actual)
        self.counts[key] = self.counts.get(key, 0) + 1

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    @property
    def accuracy(self) -> float:
        return sum(n for (p, a), n in self.counts.items() if p == a) / max(1, self.total)

    @property
    def labels(self) -> list[str]:
        """Every label seen, numbers in numeric order first, then the others by name."""
        names = {x for pair in self.counts for x in pair}

        def key(x: str):
            try:
                return (0, float(x), x)
            except ValueError:
                return (1, 0.0, x)
        return sorted(names, key=key)

    @property
    def printable(self) -> bool:
        """Small enough to print in a learning report (at most 30 labels)."""
        return 0 < len(self.labels) <= 30

    def __str__(self) -> str:
        labels = self.labels
        cells = [["predicted \\ actual"] + labels]
        for p in labels:
            cells.append([p] + [str(self.counts.get((p, a), 0)) for a in labels])
        widths = [max(len(row[c]) for row in cells) for c in range(len(cells[0]))]
        return "\n".join("  ".join(v.rjust(w) for v, w in zip(row, widths)).rstrip() for row in cells)


def accuracy(program, examples: Sequence[Example], *, device: str = "cpu", batch_size: int = 256) -> float:
    """The share of queries predicted right, as DeepProbLog counts it (see :func:`confusion_matrix`)."""
    return confusion_matrix(program, examples, device=device, batch_size=batch_size).accuracy


def confusion_matrix(program, examples: Sequence[Example], *, device: str = "cpu",
                     batch_size: int = 256) -> ConfusionMatrix:
    """Evaluate as DeepProbLog's ``get_confusion_matrix``: each query's label is left open and
    the answer with the highest probability is its prediction.

    - A query with tensor inputs: its arguments without tensors are the label (e.g. the sum of
      ``addition(tensor(test(0)), tensor(test(1)), 7)``); its compiled template gives every
      answer's probability at once, and the prediction is the most probable one.
    - Another query with arguments: its last argument is the label (DeepProbLog's default
      ``output_ind``); the query with that argument a variable is answered exactly, and the
      most probable answer's last argument is the prediction ("no_answer" if there is none).
      If the program cannot answer it open (it needs the label bound), the prediction is
      the label when P(query) > 1/2, else "other".
    - A query without arguments, and any example whose target is below 1 (a negative
      example): "true" when P(query) > 1/2, else "false", against its target.
    """
    import torch

    from ..logic.terms import Struct, Var, term_str
    from ..logic.unify import resolve

    from .outputs import networks_with_k

    matrix = ConfusionMatrix()
    # DeepProbLog's Network(k=K): each query is grounded on its own inputs' top-k outputs, so
    # no template is shared; every example is answered on its own, as DeepProbLog does
    evaluator = None if networks_with_k(program) else program.batch_evaluator(device)
    nets = [program.network(n) for n in program.network_names_used()]
    modes = [n.module.training for n in nets]
    for n in nets:
        n.module.eval()
    closed: list[tuple[Example, float]] = []

    def label(terms) -> str:
        return term_str(terms[0]) if len(terms) == 1 else "(" + ", ".join(term_str(t) for t in terms) + ")"

    try:
        with torch.no_grad():
            if evaluator is None:
                closed = [(e, None) for e in examples]
            for b in range(0, len(examples) if evaluator is not None else 0, batch_size):
                batch = examples[b:b + batch_size]
                logp, details = evaluator.log_probs(batch, all_outputs=True)
                for i, (template, table, row) in enumerate(details):
                    e = batch[i]
                    if template.opened and e.target >= 1 and template.labels:
                        actual = label([resolve(e.query.args[j]) for j in template.opened])
                        scores = table[row]
                        best = int(scores.argmax()) if scores.numel() else -1
                        predicted = ("no_answer" if best < 0 or float(scores[best]) == -math.inf
                                     else label(template.labels[best]))
                        matrix.add(predicted, actual)
                    else:
                        closed.append((e, float(logp[i])))
            def above_half(e, query, lp) -> bool:  # P(query) > 1/2; lp None: not computed yet
                if lp is None:
                    lp = math.log(max(sum(a.probability for a in program._infer([(query, e.span)], [])), 1e-300))
                return lp > math.log(0.5)

            for e, lp in closed:
                query = resolve(e.query)
                if e.target < 1 or type(query) is not Struct or not query.args:
                    matrix.add("true" if above_half(e, query, lp) else "false", "true" if e.target > 0.5 else "false")
                    continue
                actual = term_str(query.args[-1])
                opened = Struct(query.functor, query.args[:-1] + (Var("Label"),))
                try:
                    answers = program._infer([(opened, e.span)], [])
                except NesyError:
                    matrix.add(actual if above_half(e, query, lp) else "other", actual)
                    continue
                answers = [a for a in answers if a.probability > 0]
                if not answers:
                    matrix.add("no_answer", actual)
                    continue
                best = max(answers, key=lambda a: a.probability)  # the first of equals, as DeepProbLog's max
                matrix.add(term_str(best.term.args[-1]), actual)
    finally:
        for n, m in zip(nets, modes):
            n.module.train(m)
    return matrix


def progress_display(enabled: bool, epochs: int, batches: int, epoch_every: float = 0.0):
    """Where training shows its progress (every learner that trains in epochs): tqdm's bar on
    a terminal; plain lines when standard error is a pipe or a file, where tqdm stays silent
    (``nesy run m.nesy 2> log``), an epoch's line at most every ``epoch_every`` seconds (for
    learners with hundreds of short epochs); None with ``progress=false``."""
    if not enabled:
        return None
    import sys

    try:
        from tqdm.auto import tqdm
    except ImportError:  # pragma: no cover - tqdm is a dependency
        return _Lines(epochs, batches, sys.stderr, epoch_every)
    bar = tqdm(total=epochs * batches, unit="batch", leave=False, dynamic_ncols=True, disable=None)
    if bar.disable:  # not a terminal
        return _Lines(epochs, batches, sys.stderr, epoch_every)
    return _Bar(bar)


class _Bar:
    """tqdm's bar, its postfix refreshed about twice a second."""

    every = 0.5

    def __init__(self, bar):
        self.bar = bar

    def minibatch(self, epoch: int, batch: int, loss: float, rate: float) -> None:
        self.bar.set_postfix(epoch=epoch, loss=f"{loss:.4f}", ex_s=f"{rate:.0f}")

    def update(self, n: int) -> None:
        self.bar.update(n)

    def epoch_done(self, record: EpochRecord) -> None:
        pass

    def close(self) -> None:
        self.bar.close()


LINES_EVERY = 10.0  # seconds between the progress lines of one long epoch, for a log


class _Lines:
    """Progress for a log: one line per epoch (its loss, time and accuracies), and within a
    long epoch one every :data:`LINES_EVERY` seconds (the running loss so far), each flushed
    at once, so ``tail -f`` on a piped run shows training advance.

    >>> import io
    >>> out = io.StringIO()
    >>> lines = _Lines(2, 10, out)
    >>> lines.every = 0.0  # (a line at every read, for this example)
    >>> lines.minibatch(1, 4, 0.693, 250.0)
    >>> lines.epoch_done(EpochRecord(1, 0.6123, 0.04, 250.0, 1, {"test_accuracy": 0.9}))
    >>> print(out.getvalue(), end="")
    % epoch 1/2: minibatch 4/10, running loss 0.6930, 250 queries/s, ... s elapsed
    % epoch 1/2: loss 0.6123, 250 queries/s, test_accuracy 0.9000, ... s elapsed
    """

    def __init__(self, epochs: int, batches: int, stream, epoch_every: float = 0.0):
        self.epochs, self.batches, self.stream = epochs, batches, stream
        self.started = self.last = time.perf_counter()
        self.every = LINES_EVERY
        self.epoch_every = epoch_every  # the first and last epochs are always told

    def _write(self, text: str) -> None:
        self.last = time.perf_counter()
        print(f"{text}, {self.last - self.started:.1f} s elapsed", file=self.stream, flush=True)

    def minibatch(self, epoch: int, batch: int, loss: float, rate: float) -> None:
        # the epoch's last minibatch is told by its own line (epoch_done)
        if batch < self.batches and time.perf_counter() - self.last >= self.every:
            self._write(f"% epoch {epoch}/{self.epochs}: minibatch {batch}/{self.batches}, "
                        f"running loss {loss:.4f}, {rate:.0f} queries/s")

    def update(self, n: int) -> None:
        pass

    def epoch_done(self, record: EpochRecord) -> None:
        if 1 < record.epoch < self.epochs and time.perf_counter() - self.last < self.epoch_every:
            return
        accuracies = "".join(f", {k} {v:.4f}" for k, v in record.metrics.items() if k.endswith("_accuracy"))
        self._write(f"% epoch {record.epoch}/{self.epochs}: loss {record.loss:.4f}, "
                    f"{record.examples_per_second:.0f} queries/s{accuracies}")

    def close(self) -> None:
        pass
