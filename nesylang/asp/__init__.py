"""The ASP solver (clingo) behind one narrow interface: the only module that imports clingo.

Learners state their problems as ASP text and read answers back; they never enumerate
hypotheses in Python. :func:`solve` grounds and solves a program and returns its answer sets
(optimal ones when the program has weak constraints), with the cost, whether optimality was
proven, and the time spent.

>>> r = solve("{a; b}. :- a, b. :~ a. [1@0] :~ b. [2@0] :- not a, not b.")
>>> [sorted(m) for m in r.models], r.cost, r.optimal
([['a']], (1,), True)
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from ..errors import NesyError
from ..source import Span


class AspError(NesyError):
    """clingo rejected a program text (its message says where), or is not installed."""


@dataclass
class SolveResult:
    """What one :func:`solve` call found.

    ``models`` holds each answer set's shown atoms as strings (the optimal ones when optimising:
    the last model clingo reports, and every model of that cost when ``all_optimal``);
    ``satisfiable`` is None when the time limit came first; ``optimal`` says whether clingo
    proved the cost optimal; ``bound`` is the lower bound it proved (None when unknown).
    """

    models: list[list[str]] = field(default_factory=list)
    satisfiable: bool | None = None
    cost: tuple[int, ...] | None = None
    optimal: bool = False
    bound: tuple[int, ...] | None = None
    seconds: float = 0.0
    cpu_seconds: float = 0.0              # this process's CPU time (every solver thread)
    best_seconds: float | None = None     # wall and CPU time when the best model came
    best_cpu_seconds: float | None = None
    timed_out: bool = False
    stats: dict[str, Any] = field(default_factory=dict)


def _clingo(span: Span | None = None):
    try:
        import clingo
    except ImportError:
        raise AspError("this learner needs the ASP solver clingo: pip install clingo "
                       "(or pip install 'nesylang[asp]')", span) from None
    return clingo


def available() -> bool:
    """Whether clingo can be imported."""
    try:
        _clingo()
    except AspError:
        return False
    return True


def solve(program: str, *, models: int = 1, optimise: bool = True, all_optimal: bool = False,
          time_limit: float | None = None, threads: int = 1, parallel: str = "compete", seed: int = 0,
          strategy: str = "bb",
          on_model: Callable[[list[str], tuple[int, ...]], None] | None = None,
          span: Span | None = None, what: str = "ASP program") -> SolveResult:
    """Ground and solve ``program``.

    ``models``: how many answer sets to collect (0: all) when not optimising. ``optimise``:
    follow clingo's optimisation (weak constraints) and keep the best model; with
    ``all_optimal`` every optimal model. ``time_limit`` (seconds) stops the search: the best
    model so far is returned with ``optimal=False`` and ``timed_out=True``. ``threads``
    solvers run either as a portfolio (``parallel="compete"``, clingo's default configurations
    per thread) or on disjoint parts of the search space (``"split"``). ``strategy`` is the
    optimisation strategy (``"bb"``: model-guided branch and bound, ``"usc"``: core-guided;
    clingo's ``--opt-strategy`` text).
    A syntax or grounding error in ``program`` is an :class:`AspError` located at ``span``.
    """
    clingo = _clingo(span)
    messages: list[str] = []

    def logger(code, message):
        messages.append(message.strip())

    if parallel not in ("compete", "split"):
        raise ValueError(f"parallel is compete or split, not {parallel!r}")
    args = [f"--seed={seed}", f"--parallel-mode={max(1, int(threads))}"
            + (",split" if parallel == "split" and threads > 1 else "")]
    if optimise:
        args.append("--opt-mode=optN" if all_optimal else "--opt-mode=opt")
        if strategy != "bb":
            args.append(f"--opt-strategy={strategy}")
    else:
        args.append("--opt-mode=ignore")
    ctl = clingo.Control([str(models if not optimise else 0)] + args, logger=logger, message_limit=20)
    started, cpu_started = time.perf_counter(), time.process_time()
    try:
        ctl.add("base", [], program)
        ctl.ground([("base", [])])
    except RuntimeError:
        detail = "; ".join(m for m in messages if m) or "clingo could not ground it"
        raise AspError(f"clingo rejected the {what}: {detail}", span) from None
    result = SolveResult()
    found: list[tuple[tuple[int, ...], list[str], bool]] = []
    stamps: list[tuple[float, float]] = []

    def model_cb(model) -> None:
        stamps.append((time.perf_counter() - started, time.process_time() - cpu_started))
        atoms = sorted(str(s) for s in model.symbols(shown=True))
        cost = tuple(model.cost)
        found.append((cost, atoms, bool(model.optimality_proven)))
        if on_model is not None:
            on_model(atoms, cost)

    with ctl.solve(on_model=model_cb, async_=True) as handle:
        # wait in short steps, so that Ctrl-C (KeyboardInterrupt) reaches Python during a long
        # search: the search is cancelled and the interrupt goes on to the caller
        deadline = None if time_limit is None else time.perf_counter() + time_limit
        try:
            while True:
                step = 0.1 if deadline is None else max(0.0, min(0.1, deadline - time.perf_counter()))
                if handle.wait(step):
                    finished = True
                    break
                if deadline is not None and time.perf_counter() >= deadline:
                    finished = False
                    break
        except KeyboardInterrupt:
            handle.cancel()
            raise
        if not finished:
            handle.cancel()
            result.timed_out = True
        outcome = handle.get()
    result.seconds = time.perf_counter() - started
    result.cpu_seconds = time.process_time() - cpu_started
    if outcome.satisfiable is not None:
        result.satisfiable = bool(outcome.satisfiable)
    elif found:
        result.satisfiable = True
    summary = ctl.statistics.get("summary", {}) if hasattr(ctl, "statistics") else {}
    result.stats = {"models": len(found)}
    if optimise and found:
        best = min(c for c, _, _ in found)
        result.cost = best
        result.best_seconds, result.best_cpu_seconds = stamps[next(k for k, f in enumerate(found) if f[0] == best)]
        result.optimal = bool(outcome.exhausted) and not result.timed_out
        if all_optimal:
            result.models = [a for c, a, proven in found if c == best and (proven or not result.optimal)]
            # optN reports the optimum again for each optimal model; drop repeats
            unique = []
            for m in result.models:
                if m not in unique:
                    unique.append(m)
            result.models = unique
        else:
            result.models = [next(a for c, a, _ in reversed(found) if c == best)]
        lower = summary.get("lower") if isinstance(summary, dict) else None
        if lower is not None:
            result.bound = tuple(int(x) for x in lower)
        elif result.optimal:
            result.bound = best
    else:
        result.models = [a for _, a, _ in found]
    return result


def quote(name: str) -> str:
    """A name as a clingo constant or quoted string (clingo has no quoted atoms)."""
    if name and (name[0].islower() or name[0] == "_") and name.replace("_", "a").isalnum():
        return name
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


def join(lines: Sequence[str]) -> str:
    return "\n".join(lines) + "\n"


_RELATIVISE_ALLOWED = ("Rule", "Definition", "Comment")


def relativise(program: str, *, argument: str = "I__", domain: str = "inst__", killed: str = "killed__",
               span: Span | None = None, what: str = "ASP text") -> str:
    """Rewrite ``program`` so that one solve holds a copy of it per instance: every atom
    ``p(t1, ..., tn)`` becomes ``p(t1, ..., tn, I)``, every rule body gains ``domain(I)``, and an
    integrity constraint ``:- Body.`` becomes ``killed(I) :- Body.`` (it removes one instance,
    not the whole answer set). Rules (with choices, aggregates and conditions) and ``#const``
    are allowed; ``#show``, ``#minimize``, weak constraints, ``#external``, ``#program``,
    scripts and theory atoms are an :class:`AspError` at ``span``, as is text clingo rejects.

    >>> print(relativise("p(1). :- q(X), not p(X)."), end="")
    p(1,I__) :- inst__(I__).
    killed__(I__) :- q(X,I__); not p(X,I__); inst__(I__).
    """
    _clingo(span)  # a clear install error before clingo.ast is imported
    from clingo import ast as A

    if re.search(r"#\s*include\b", program):  # clingo's parser would read the file, wherever it is
        raise AspError(f"the {what} may not #include files (a program file reads only its own folder)", span)

    messages: list[str] = []
    statements: list = []

    def logger(code, message):
        messages.append(" ".join(message.split()))

    try:
        A.parse_string(program, statements.append, logger=logger, message_limit=5)
    except RuntimeError:
        detail = "; ".join(m.replace("<string>:", "line ") for m in messages if m) or "a syntax error"
        raise AspError(f"clingo rejected the {what}: {detail}", span) from None

    class Instance(A.Transformer):
        def visit_SymbolicAtom(self, atom):
            sym = atom.symbol
            if sym.ast_type == A.ASTType.UnaryOperation:
                return atom.update(symbol=sym.update(argument=self._extend(sym.argument)))
            return atom.update(symbol=self._extend(sym))

        def _extend(self, sym):
            if sym.ast_type == A.ASTType.Pool:
                return sym.update(arguments=[self._extend(a) for a in sym.arguments])
            if sym.ast_type != A.ASTType.Function:
                raise AspError(f"the {what} may only use atoms p(...) here, not {sym}", span)
            return sym.update(arguments=[*sym.arguments, A.Variable(sym.location, argument)])

    out: list[str] = []
    for st in statements:
        kind = st.ast_type.name
        if kind == "Program" and st.name == "base" and not st.parameters:
            continue
        if kind not in _RELATIVISE_ALLOWED:
            line = st.location.begin.line
            raise AspError(f"the {what} may hold rules, constraints and #const only, not {kind} "
                           f"(line {line}: {st})", span)
        if kind != "Rule":
            out.append(str(st))
            continue
        st = Instance()(st)
        loc = st.location
        head = st.head
        if head.ast_type == A.ASTType.Literal and head.atom.ast_type == A.ASTType.BooleanConstant \
                and not head.atom.value:
            head = A.Literal(loc, A.Sign.NoSign, A.SymbolicAtom(
                A.Function(loc, killed, [A.Variable(loc, argument)], False)))
        guard = A.Literal(loc, A.Sign.NoSign, A.SymbolicAtom(A.Function(loc, domain, [A.Variable(loc, argument)], False)))
        out.append(str(st.update(head=head, body=[*st.body, guard])))
    return "\n".join(out) + ("\n" if out else "")
