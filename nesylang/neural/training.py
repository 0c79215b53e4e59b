"""Training and evaluating programs with neural predicates and learnable probabilities.

:func:`fit` minimises the negative log-likelihood of the training queries (cross-entropy with
their target probabilities) by exact inference: each minibatch is one batched evaluation of
compiled templates (:mod:`.batch`) and one backward pass, after which every network's
optimizer and the learnable probabilities' optimizer take a step. Learned probabilities are
written back into the program, so later queries use them.
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

from ..errors import LearningError
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
    loss.backward()
    for net in networks.values():
        net.optimizer.step()
    if param_opt:
        param_opt.step()


def fit(program, examples: Sequence[Example], *, epochs: int = 1, batch_size: int = 16, lr: float = 1e-3,
        device: str = "cpu", seed: int = 0, progress: bool = True, evaluate: dict[str, Sequence[Example]] | None = None,
        log_every: int = 0) -> History:
    import torch

    def make_step(evaluator):
        def step(ids: list[int]):
            batch = [examples[i] for i in ids]
            targets = torch.tensor([e.target for e in batch], device=evaluator.device)
            per_example = _nll(evaluator.log_probs(batch), targets)
            loss = per_example.mean()
            if not torch.isfinite(loss):
                from ..logic.terms import term_str

                bad = [e for e, v in zip(batch, per_example.tolist()) if not math.isfinite(v)]
                e = bad[0] if bad else batch[0]
                raise LearningError(f"the training query {term_str(e.query)} (target {e.target:g}) gets an infinite "
                                    "loss: the program gives it probability "
                                    f"{'0' if e.target > 0 else '1'}", e.span)
            return loss
        return step

    return train_epochs(program, examples, make_step, epochs=epochs, batch_size=batch_size, lr=lr, device=device,
                        seed=seed, progress=progress, evaluate=evaluate)


def train_epochs(program, examples: Sequence, make_step, *, epochs: int, batch_size: int, lr: float, device: str,
                 seed: int, progress: bool, evaluate: dict[str, Sequence[Example]] | None = None,
                 epoch_metrics=None) -> History:
    """The minibatch loop every gradient learner shares (exact, EXAL): seeded shuffles,
    interruptible minibatches, one optimizer step each, per-epoch records, networks left in
    eval mode. ``make_step(evaluator)`` returns ``step(example_ids) -> loss`` (a scalar tensor);
    ``epoch_metrics()`` adds learner-specific figures to each epoch's record."""
    import torch

    if not examples:
        raise LearningError("no training examples")
    if epochs < 1 or batch_size < 1 or lr <= 0:
        raise LearningError("epochs and batch_size must be at least 1 and lr positive")
    torch.manual_seed(seed)
    rng = random.Random(seed)
    evaluator = program.batch_evaluator(device)
    step = make_step(evaluator)
    networks, param_opt = prepare_optimizers(program, evaluator, lr)
    history = History()
    order = list(range(len(examples)))
    bar = _progress(progress, epochs * math.ceil(len(examples) / batch_size))
    try:
        _epochs(program, examples, step, evaluator, networks, param_opt, history, bar, rng, order, epochs=epochs,
                batch_size=batch_size, device=device, evaluate=evaluate, epoch_metrics=epoch_metrics)
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
            device, evaluate, epoch_metrics) -> None:
    for epoch in range(1, epochs + 1):
        rng.shuffle(order)
        started = time.perf_counter()
        total, count = 0.0, 0
        for b in range(0, len(order), batch_size):
            check_interrupt()  # Ctrl-C in the REPL stops training between minibatches
            ids = order[b:b + batch_size]
            loss = step(ids)
            optimizer_step(networks, param_opt, loss)
            total += float(loss.detach()) * len(ids)
            count += len(ids)
            if bar is not None:
                elapsed = time.perf_counter() - started
                bar.set_postfix(epoch=epoch, loss=f"{total / count:.4f}", ex_s=f"{count / max(elapsed, 1e-9):.0f}")
                bar.update(1)
        seconds = time.perf_counter() - started
        record = EpochRecord(epoch, total / count, seconds, count / seconds, evaluator.templates.compiled,
                             dict(epoch_metrics()) if epoch_metrics else {})
        evaluator.params.write_back(program.db.parameters)
        for name, data in (evaluate or {}).items():
            record.metrics[f"{name}_accuracy"] = accuracy(program, data, device=device)
        history.epochs.append(record)


def _nll(logp, targets):
    """Cross-entropy with target probabilities, in log space (targets of 1: -log p)."""
    import torch

    from ..util.logspace import log1mexp as _log1mexp

    pos = -targets * logp
    neg = torch.where(targets < 1, -(1 - targets) * _log1mexp(logp), torch.zeros_like(logp))
    return pos + neg


def accuracy(program, examples: Sequence[Example], *, device: str = "cpu", batch_size: int = 256) -> float:
    """The share of queries whose own answer is the most probable answer of their template
    (e.g. the predicted sum equals the labelled sum). Queries without open outputs count as
    correct when their probability is above 1/2."""
    import torch

    evaluator = program.batch_evaluator(device)
    nets = [program.network(n) for n in program.network_names_used()]
    modes = [n.module.training for n in nets]
    for n in nets:
        n.module.eval()
    correct = 0
    try:
        with torch.no_grad():
            for b in range(0, len(examples), batch_size):
                batch = examples[b:b + batch_size]
                logp, details = evaluator.log_probs(batch, all_outputs=True)
                for i, (template, table, row) in enumerate(details):
                    _, _, out = evaluator.templates.lookup(batch[i].query)
                    if template.opened:
                        correct += int(out >= 0 and int(table[row].argmax()) == out)
                    else:
                        correct += int(float(logp[i]) > math.log(0.5))
    finally:
        for n, m in zip(nets, modes):
            n.module.train(m)
    return correct / max(1, len(examples))


def _progress(enabled: bool, total: int):
    if not enabled:
        return None
    try:
        from tqdm.auto import tqdm
    except ImportError:  # pragma: no cover - tqdm is a dependency
        return None
    return tqdm(total=total, unit="batch", leave=False, dynamic_ncols=True, disable=None)  # off when not a TTY
