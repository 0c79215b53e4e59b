"""What every learner returns: one :class:`LearnResult`, and its learning report.

The result holds what was learned (clauses, their text, metrics, timings, the training
history, learner-specific ``details``), kept apart from the options as given (``options``,
never modified by learning, as scikit-learn keeps ``fit``'s arguments apart from the
trailing-underscore state).

>>> r = LearnResult("toy", "p/1")
>>> r.add_metric("train", "f1", 0.75); r.timings["train"] = 0.5
>>> print(r.report())
% learning report: toy on p/1
% stage | metric | value  | seconds
% train | f1     | 0.7500 | 0.500
"""
from __future__ import annotations

import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Iterator


@dataclass(frozen=True)
class Metric:
    """One row of the learning report: a named value measured at a stage."""

    stage: str
    name: str
    value: Any


@dataclass
class LearnResult:
    """The outcome of ``program.learn(...)`` or of one ``#learn`` directive.

    ``clauses``: the AST statements added to the program (already absorbed); ``text``: them
    as printed program text, marked with the directive that learned them; ``metrics``: rows
    (stage, metric, value); ``timings``: stage -> seconds; ``history``: the per-epoch record
    of a gradient learner; ``details``: anything learner-specific; ``saved``: the files
    ``save=`` wrote."""

    learner: str
    target: str | None = None
    options: Any = None
    clauses: tuple = ()
    text: str = ""
    metrics: list[Metric] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    history: Any = None
    details: dict[str, Any] = field(default_factory=dict)
    saved: tuple = ()
    # (path, span, what, write) of outputs written once the clauses are in the program
    pending_writes: list = field(default_factory=list, repr=False, compare=False)

    def write_after_absorb(self, path, span, what: str, write) -> None:
        """Queue an output such as ``history=`` or ``plot=``: ``run_learner`` writes it after
        adding the learned clauses, so a failed write (a full disk) cannot lose them."""
        self.pending_writes.append((path, span, what, write))

    def add_metric(self, stage: str, name: str, value: Any) -> None:
        self.metrics.append(Metric(stage, name, value))

    def metric(self, stage: str, name: str) -> Any:
        """The value of one metric (the last recorded under that stage and name)."""
        for m in reversed(self.metrics):
            if m.stage == stage and m.name == name:
                return m.value
        raise KeyError(f"no metric {name!r} at stage {stage!r}")

    @contextmanager
    def stage(self, name: str) -> Iterator[None]:
        """Time a stage: ``with result.stage("prune"): ...`` adds its seconds to ``timings``."""
        started = time.perf_counter()
        try:
            yield
        finally:
            self.timings[name] = self.timings.get(name, 0.0) + time.perf_counter() - started

    def rows(self) -> list[tuple[str, str, str, str]]:
        """The report's rows (stage, metric, value, seconds), stages in the order first seen;
        a stage's seconds stand on its first row."""
        stages: list[str] = []
        for s in [m.stage for m in self.metrics] + list(self.timings):
            if s not in stages:
                stages.append(s)
        out = []
        for s in stages:
            seconds = f"{self.timings[s]:.3f}" if s in self.timings else ""
            ms = [m for m in self.metrics if m.stage == s]
            if not ms:
                out.append((s, "", "", seconds))
            for i, m in enumerate(ms):
                out.append((s if i == 0 else "", m.name, _value(m.value), seconds if i == 0 else ""))
        return out

    def report(self) -> str:
        """The learning report: one table of stage | metric | value | seconds, each line a
        ``%`` comment so that it reads as part of a program's output."""
        title = f"% learning report: {self.learner}" + (f" on {self.target}" if self.target else "")
        header = ("stage", "metric", "value", "seconds")
        rows = self.rows()
        widths = [max(len(r[i]) for r in [header, *rows]) for i in range(4)]

        def line(r) -> str:
            return ("% " + " | ".join(c.ljust(w) for c, w in zip(r, widths))).rstrip()

        return "\n".join([title, line(header), *(line(r) for r in rows)])


def _value(v: Any) -> str:
    if isinstance(v, bool) or v is None:
        return str(v).lower()
    if isinstance(v, float):
        return f"{v:.4f}" if abs(v) < 1e6 else f"{v:.4g}"
    return str(v)
