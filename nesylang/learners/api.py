"""The one learning entry point under ``program.learn``, ``#learn`` and the REPL's ``:learn``.

:func:`learn` (Python keyword arguments) and :func:`run_directive` (a ``#learn`` directive)
build the same :class:`~nesylang.learners.base.LearnRequest`, validating the options before
any work, and hand it to :func:`run_learner`, which calls the learner, absorbs the clauses it
learned (atomically, replacing those of an earlier run of the same directive), writes
``save=``, and appends the learning report to ``program.reports``.

>>> from nesylang.session import Program
>>> Program.from_string("0.5::a.").learn("exact", epohcs=2)
Traceback (most recent call last):
...
nesylang.errors.LearningError: unknown option 'epohcs' for exact; did you mean 'epochs'? options: ...
"""
from __future__ import annotations

import time
from typing import Any, Mapping

from ..errors import NesyError, PathError
from ..syntax import ast
from .absorb import absorb, learned_text, save_program
from .base import Learner, LearnRequest, option_value, output_paths, parse_options, parse_target
from .result import LearnResult


def learn(program, name: str, target: Any = None, data: Any = None, options: Mapping[str, Any] | None = None
          ) -> LearnResult:
    """Run learner ``name`` on ``program``; ``target`` is ``"p/1"`` (or a list of them)."""
    learner = _learner(program, name, None)
    targets = () if target is None else tuple(
        parse_target(t) for t in (target if isinstance(target, (list, tuple)) else [target]))
    options = dict(options or {})
    request = LearnRequest(name, targets, data, parse_options(learner.Options, options, learner=name), options)
    learner.check(program, request)
    return run_learner(program, learner, request)


def directive_request(learner: Learner, directive: ast.LearnDirective) -> LearnRequest:
    """The request of a ``#learn`` directive, its options checked (located errors)."""
    given: dict[str, Any] = {}
    spans = {}
    for o in directive.options:
        if o.key in given:
            from ..errors import DirectiveError

            raise DirectiveError(f"option '{o.key}' is given twice", o.span)
        given[o.key] = option_value(o.value)
        spans[o.key] = o.span
    data = given.pop("data", None)
    options = parse_options(learner.Options, given, learner=directive.learner, spans=spans,
                            directive_span=directive.span)
    targets = tuple(parse_target(t) for t in directive.targets)
    return LearnRequest(directive.learner, targets, data, options, given, directive.span, spans)


def check_directive(program, directive: ast.LearnDirective) -> LearnRequest:
    """Load-time validation of a ``#learn`` directive: the learner exists, its options are
    well typed and in range, and the learner's own checks pass."""
    learner = _learner(program, directive.learner, directive.span)
    request = directive_request(learner, directive)
    learner.check(program, request)
    return request


def check_outputs(program, directive: ast.LearnDirective) -> list[str]:
    """The output paths a ``#learn`` directive names, checked under the program's file policy
    exactly as running it would check them first (``nesy check`` says what ``nesy run`` would
    refuse); returns them as text."""
    learner = _learner(program, directive.learner, directive.span)
    paths = output_paths(program, directive_request(learner, directive))
    return [f"{key}= {path}" for key, (path, _span) in paths.items()]


def run_directive(program, directive: ast.LearnDirective) -> LearnResult:
    """Run one ``#learn`` directive."""
    learner = _learner(program, directive.learner, directive.span)
    request = directive_request(learner, directive)
    learner.check(program, request)
    return run_learner(program, learner, request)


def run_learner(program, learner: Learner, request: LearnRequest) -> LearnResult:
    """Call the learner, then absorb what it learned; all or nothing."""
    started = time.perf_counter()
    save = getattr(request.options, "save", None)
    save_path = request.output_path(program, save, "save") if save is not None else None  # before any work
    if len(program.networks) or program.loaded.declarations:
        from ..neural.outputs import refuse_top_k

        refuse_top_k(program)  # every learner trains on all of a network's outputs
    result = learner.learn(program, request)
    if not isinstance(result, LearnResult):
        raise TypeError(f"learner {request.learner} returned {type(result).__name__}, not a LearnResult")
    result.learner = result.learner or request.learner
    if result.target is None and request.targets:
        result.target = ", ".join(str(t) for t in request.targets)
    if result.options is None:
        result.options = request.options
    key = request.key
    if result.clauses or key in program.loaded.provenance:
        with result.stage("absorb"):
            result.clauses = absorb(program, result.clauses, key, request.mark)
        result.text = learned_text(program, key)
    if save_path is not None:
        with result.stage("save"):
            try:
                result.saved = save_program(save_path, result.text, learner.weights(program, result))
            except OSError as e:  # checked before learning, so only what changed since (a full disk, ...)
                span = (request.option_spans or {}).get("save", request.span)
                raise PathError(f"save= {str(save_path)!r}: could not write it ({e.strerror or e}); the "
                                "learned clauses were added to the program", span) from None
        result.add_metric("save", "wrote", ", ".join(_shown(p) for p in result.saved))
    if result.pending_writes:
        from .exact import write_output

        writes, result.pending_writes = result.pending_writes, []
        for path, span, what, write in writes:
            with result.stage(what):
                write_output(path, span, what, write, kept="the learned clauses were added to the program")
    result.timings.setdefault("total", time.perf_counter() - started)
    if result.text:  # what was learned, as the program now holds it: read it, edit it, save it
        program.reports.append(result.text.rstrip("\n"))
    program.reports.append(result.report())
    return result


def _shown(path) -> str:
    """A written file as the report shows it: relative to the working folder when under it."""
    import os

    try:
        rel = os.path.relpath(path)
    except ValueError:  # another drive (Windows)
        return str(path)
    return str(path) if rel.startswith("..") else rel


def _learner(program, name: str, span) -> Learner:
    learner = program.learners.get(name, span)
    if not isinstance(learner, Learner):
        raise NesyError(f"the learner registered as '{name}' is not a nesylang.learners.base.Learner", span)
    return learner
