"""``exact``: gradient learning through compiled circuits (DeepProbLog semantics).

    #learn using exact(data=train, epochs=3, batch_size=16, lr=0.001, test=[test_sums, test_digits]).

Options: ``data`` (a #data name; optional when the program declares exactly one dataset),
``epochs``, ``batch_size``, ``lr``, ``device`` (cpu, cuda, cuda:0, ...), ``seed``, ``test``
(dataset names whose accuracy is reported), ``history`` (a JSON file for the per-epoch
record), ``plot`` (a PNG of it), ``checkpoint`` (where to save the trained weights),
``progress`` (true/false).
"""
from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from ..errors import DirectiveError
from ..syntax import ast
from .base import Learner

OPTIONS = {"data", "epochs", "batch_size", "lr", "device", "seed", "test", "history", "plot", "checkpoint",
           "progress"}


def option_values(directive, allowed: set[str]) -> dict[str, Any]:
    """A learning directive's options as Python values, rejecting unknown keys."""
    out: dict[str, Any] = {}
    for o in directive.options:
        if o.key not in allowed:
            raise DirectiveError(f"unknown option '{o.key}' for {directive.learner}; options: "
                                 f"{', '.join(sorted(allowed))}", o.span)
        out[o.key] = _value(o.value)
    return out


def _value(t):
    if isinstance(t, ast.Number):
        return t.value
    if isinstance(t, ast.String):
        return t.value
    if isinstance(t, ast.Atom):
        return {"true": True, "false": False}.get(t.name, t.name)
    if isinstance(t, ast.ListTerm) and t.tail is None:
        return [_value(i) for i in t.items]
    raise DirectiveError("option values are numbers, names, strings or lists", t.span)


def training_data(program, opts: dict[str, Any], directive) -> str:
    """The ``data=`` option, or the program's only declared dataset."""
    data = opts.get("data")
    if data is None:
        declared = sorted(program._declared_names("data"))
        if len(declared) != 1:
            raise DirectiveError(f"say which dataset to train on: {directive.learner}(data=Name, ...)",
                                 directive.span)
        data = declared[0]
    return data


class ExactLearner(Learner):
    name = "exact"

    def run(self, program, directive) -> Any:
        opts = option_values(directive, OPTIONS)
        data = training_data(program, opts, directive)
        for key in ("epochs", "batch_size"):
            if key in opts and (not isinstance(opts[key], int) or opts[key] < 1):
                raise DirectiveError(f"{key} must be a positive integer", directive.span)
        started = time.perf_counter()
        history = program.fit(data, epochs=opts.get("epochs", 1), batch_size=opts.get("batch_size", 16),
                              lr=float(opts.get("lr", 1e-3)), device=str(opts.get("device", "cpu")),
                              seed=int(opts.get("seed", 0)), progress=bool(opts.get("progress", True)))
        seconds = time.perf_counter() - started
        last = history.last
        program.reports.append(f"% exact: {len(history.epochs)} epoch(s) on {data} in {seconds:.1f} s "
                               f"(last epoch: loss {last.loss:.4f}, {last.examples_per_second:.0f} queries/s, "
                               f"{last.templates_compiled} template(s) compiled)")
        finish_training(program, history, opts)
        return history


def finish_training(program, history, opts: dict[str, Any]) -> None:
    """What every learning directive does after training: report accuracy on the ``test``
    datasets (also recorded in the last epoch), write ``history``/``plot``, save ``checkpoint``."""
    tests = opts.get("test", [])
    last = history.last
    for name in tests if isinstance(tests, list) else [tests]:
        acc = program.accuracy(name, device=str(opts.get("device", "cpu")))
        program.reports.append(f"% accuracy on {name}: {acc:.4f}")
        last.metrics[f"{name}_accuracy"] = acc
    if "history" in opts:
        history.to_json(_path(program, opts["history"]))
    if "plot" in opts:
        history.plot(_path(program, opts["plot"]))
    if "checkpoint" in opts:
        program.save_checkpoint(_path(program, opts["checkpoint"]))


def _path(program, raw: str) -> Path:
    p = Path(raw)
    if not p.is_absolute() and program.loaded.files:
        p = Path(program.loaded.files[-1]).parent / p
    return p
