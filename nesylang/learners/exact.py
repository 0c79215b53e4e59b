"""``exact``: gradient learning through compiled circuits (DeepProbLog semantics).

    #learn using exact(data=train, epochs=3, batch_size=16, lr=0.001, test=[test_sums, test_digits]).

Options (:class:`TrainingOptions`): ``data`` (a #data name; optional when the program declares
exactly one dataset), ``epochs``, ``batch_size``, ``lr``, ``device`` (cpu, cuda, cuda:0, ...),
``seed``, ``test`` (dataset names whose accuracy is reported), ``history`` (a JSON file for the
per-epoch record), ``plot`` (a PNG of it), ``checkpoint`` (where to save the trained weights),
``progress`` (true/false); from Python also ``evaluate`` (name -> dataset, accuracy per epoch).
The exact learner's own (:class:`ExactOptions`): ``loss`` (``nll``, the default, ``mse``, or from
Python a function ``loss(p, target)``), ``eps`` (the probability a training query of
probability 0 counts as, 1e-12 as in DeepProbLog; such queries are counted and reported) and
``strict`` (true: such a query is an error instead), ``proofs`` (k: train on each query's k most
probable proofs under the current weights, DeepProbLog's approximate engine;
:mod:`nesylang.neural.kbest`). See :mod:`nesylang.neural.training`.
``program.fit(data, ...)`` is ``program.learn("exact", data=data, ...).history``.
"""
from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from ..errors import PathError
from .base import Learner, LearnRequest, option, output_paths, requires_device, requires_matplotlib
from .result import LearnResult


@dataclass(frozen=True)
class TrainingOptions:
    """The options every gradient learner shares (exact, exal)."""

    epochs: int = option(1, minimum=1)
    batch_size: int = option(16, minimum=1)
    lr: float = option(1e-3, above=0)
    device: str = option("cpu", check=requires_device)
    seed: int = option(0)
    test: tuple[str, ...] = option(())
    history: str | None = option(None)
    plot: str | None = option(None, check=requires_matplotlib)
    checkpoint: str | None = option(None)
    progress: bool = option(True)
    evaluate: Mapping | None = option(None, python_only=True)


def _loss_check(value: Any) -> str | None:
    from ..neural.training import loss_problem

    return loss_problem(value)


@dataclass(frozen=True)
class ExactOptions(TrainingOptions):
    """:class:`TrainingOptions` and the exact learner's loss options."""

    loss: Any = option("nll", check=_loss_check, help="nll, mse, or (from Python) a function loss(p, target)")
    eps: float = option(1e-12, above=0, maximum=0.5, help="probability given to training queries of probability 0")
    strict: bool = option(False, help="a training query of probability 0 is an error")
    proofs: int | None = option(None, minimum=1, help="train on each query's k most probable proofs (approximate)")


class GradientLearner(Learner):
    """What exact and exal share: resolve the data, refuse bad output paths before any work,
    train (:meth:`train`, the learner's own), record the metrics, then
    :func:`finish_training`. ``loss_name`` names the trained loss in the report."""

    loss_name = "loss"

    @abstractmethod
    def train(self, program, examples, options, evaluate):
        """Train on ``examples``; return the :class:`~nesylang.neural.training.History`."""

    def summary(self, program, request: LearnRequest, result: LearnResult, data) -> None:
        """Report lines of a directive run (``nesy run`` prints them; Python reads the result)."""

    def learn(self, program, request: LearnRequest) -> LearnResult:
        o = request.options
        data = request.dataset(program)
        outputs = output_paths(program, request)  # refused before training, not after
        result = LearnResult(self.name, options=o)
        program.materialise_declarations()
        with result.stage("train"):
            examples = request.examples(program, data)
            extra = {name: request.examples(program, d, "evaluate") for name, d in (o.evaluate or {}).items()}
            history = self.train(program, examples, o, extra or None)
        result.history = history
        last = history.last
        result.add_metric("train", "epochs", len(history.epochs))
        result.add_metric("train", self.loss_name, last.loss)
        result.add_metric("train", "queries/s", round(last.examples_per_second))
        self.summary(program, request, result, data)
        finish_training(program, history, o, outputs, result, announce=request.option_spans is not None)
        return result


class ExactLearner(GradientLearner):
    name = "exact"
    Options = ExactOptions

    def train(self, program, examples, o, evaluate):
        from ..neural.training import fit

        return fit(program, examples, epochs=o.epochs, batch_size=o.batch_size, lr=o.lr, device=o.device,
                   seed=o.seed, progress=o.progress, evaluate=evaluate, loss=o.loss, eps=o.eps, strict=o.strict,
                   proofs=o.proofs)

    def summary(self, program, request: LearnRequest, result: LearnResult, data) -> None:
        o, history = request.options, result.history
        last = history.last
        zero = [(e.epoch, e.zero_probability) for e in history.epochs if e.zero_probability]
        if zero:
            result.add_metric("train", "queries of probability 0", sum(n for _, n in zero))
        if request.option_spans is None:
            return
        if zero:
            per_epoch = ", ".join(f"{n} in epoch {epoch}" for epoch, n in zero[:5]) + (", ..." if len(zero) > 5 else "")
            program.reports.append(f"% exact: training queries of probability 0 counted as eps = {o.eps:g}: "
                                   f"{per_epoch} (strict=true makes this an error)")
        approx = f", each query from its {o.proofs} most probable proof(s)" if o.proofs else ""
        program.reports.append(f"% exact: {len(history.epochs)} epoch(s) on {_name(data)}{approx} in "
                               f"{result.timings['train']:.1f} s (last epoch: loss {last.loss:.4f}, "
                               f"{last.examples_per_second:.0f} queries/s, "
                               f"{last.templates_compiled} template(s) compiled)")


def _name(data: Any) -> str:
    return data if isinstance(data, str) else f"{len(data)} examples"


def finish_training(program, history, options, outputs: dict[str, tuple[Path, Any]], result: LearnResult,
                    announce: bool = True) -> None:
    """What every gradient learner does after training: accuracy on the ``test`` datasets
    (recorded in the last epoch and the result), then save ``checkpoint`` first (the trained
    result matters most), then write ``history`` and ``plot``. A failed write is a located
    error; the trained weights stay in the program either way."""
    if "checkpoint" in outputs:  # before the tests: an error there must not lose the trained weights
        path, span = outputs["checkpoint"]
        write_output(path, span, "checkpoint", lambda p, s: program.save_checkpoint(p, s))
    last = history.last
    with result.stage("test"):
        for name in options.test:
            matrix = program.confusion_matrix(name, device=options.device)
            acc = matrix.accuracy
            if announce:
                program.reports.append(f"% accuracy on {name}: {acc:.4f}")
                if matrix.printable:
                    program.reports.extend("% " + line for line in str(matrix).splitlines())
            last.metrics[f"{name}_accuracy"] = acc
            result.add_metric("test", f"{name} accuracy", acc)
            result.details.setdefault("confusion_matrices", {})[name] = matrix
    if not options.test:
        del result.timings["test"]
    writers = {"history": lambda p, span: history.to_json(p),
               "plot": lambda p, span: history.plot(p)}
    for key in ("history", "plot"):
        if key in outputs:
            path, span = outputs[key]
            write_output(path, span, key, writers[key])


def write_output(path: Path, span, what: str, write, kept: str = "the trained weights are still in the program"
                 ) -> None:
    """Run ``write(path, span)``, first removing stray temporaries of interrupted saves of
    ``path``; an OS failure (full disk, permissions) becomes a located :class:`PathError`. In a
    distributed job only rank 0 writes (:mod:`nesylang.neural.distributed`)."""
    from ..neural.distributed import is_writer
    from ..util.files import remove_stale_temporaries

    if not is_writer():
        return
    remove_stale_temporaries(path)
    try:
        write(path, span)
    except OSError as e:
        raise PathError(f"cannot write {what} {path}: {e.strerror or e}", span,
                        notes=(kept,)) from None
