"""FF-NSL, stage four: the learning task <B, S_M, E> -> one clingo meta-program -> the optimal H.

The meta-program (:func:`meta_program`) holds every example side by side, each atom carrying
its example's id: B and each candidate rule relativised by example, each context as facts.
clingo chooses ``use(R)`` for candidates; weak constraints charge each used rule its length
and each unaccepted example its penalty; hard constraints require the infinite-penalty
examples. A positive example is accepted iff the answer set of B ∪ H ∪ ctx extends
<inc, exc>, a negative one iff it does not; B ∪ H is kept stratified by a predicate-level
constraint (no predicate reaches itself through a negative edge), so that answer set is unique
and brave and cautious acceptance agree.

Exact pruning first (:func:`prune`, one clingo run over B, the contexts and every candidate;
the optimal cost never changes): candidates that fire in no example under any H are dropped,
as are those that close a negative cycle with B alone; of candidates that derive the same
atoms under every H (the same literals over predicates H may change, and the same values of
those literals' and the head's variables allowed by the rest in every example) one shortest
is kept. Equal examples are merged beforehand (penalties added; infinite if any is). Then
clingo's branch and bound, on ``threads`` solvers splitting the search (:func:`search`).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...asp import solve
from .asptext import (atom_text, body_texts, conjuncts, literal_kind, literal_text, pred, signature_of,
                      term_text, var_text)
from .background import Background, body_calls
from .space import Candidate

Sig = tuple[str, int]


@dataclass
class Task:
    """The merged examples as clingo facts, ready for the meta-program."""

    lines: list[str] = field(default_factory=list)    # contexts, ex/pos/neg/pen/inf facts, ext rules
    groups: list[list[int]] = field(default_factory=list)  # merged example -> original example indices
    penalties: list[int | None] = field(default_factory=list)


def build_task(examples, context_lines) -> Task:
    """Merge equal examples (kind, inc, exc and context) and write them for clingo."""
    task = Task()
    by_key: dict[tuple, int] = {}
    ctxs: list[list[str]] = []
    for i, ex in enumerate(examples):
        ctx = context_lines(ex, "K__")
        key = (ex.kind, tuple(atom_text(a, "K__") for a in ex.inc), tuple(atom_text(a, "K__") for a in ex.exc),
               tuple(sorted(ctx)))
        k = by_key.get(key)
        if k is None:
            k = by_key[key] = len(task.groups)
            task.groups.append([i])
            task.penalties.append(ex.penalty)
            ctxs.append((ex, ctx))
        else:
            task.groups[k].append(i)
            old = task.penalties[k]
            task.penalties[k] = None if old is None or ex.penalty is None else old + ex.penalty
    for k, (ex, ctx) in enumerate(ctxs):
        key = str(k)
        lines = [f"ex({key}).", f"{ex.kind}({key})."]
        pen = task.penalties[k]
        lines.append(f"inf({key})." if pen is None else f"pen({key}, {pen}).")
        lines.extend(line.replace("K__", key) for line in ctx)
        cond = [f"not kill({key})"] + [atom_text(a, key) for a in ex.inc] + [f"not {atom_text(a, key)}" for a in ex.exc]
        lines.append(f"ext({key}) :- {', '.join(cond)}.")
        task.lines.extend(lines)
    return task


def candidate_rule(c: Candidate, guard: str) -> str:
    """The candidate relativised by example, applicable only when ``guard`` holds."""
    body = ["ex(E)", guard, *body_texts(c.body_ast())]
    head = "kill(E)" if c.is_constraint else atom_text(c.head_ast())
    return f"{head} :- {', '.join(body)}."


def candidate_edges(c: Candidate) -> list[tuple[Sig, Sig, int]]:
    if c.is_constraint:
        return []
    h = signature_of(c.head_ast())
    return [(h, s, n) for s, n, _ in body_calls(c.body_ast())]


def fixed_predicates(bg: Background, learned: set[Sig], candidates: list[Candidate]) -> set[Sig]:
    """Predicates whose extension H cannot change: not learned, and reaching no learned one in B."""
    graph: dict[Sig, set[Sig]] = {}
    for h, b, _ in bg.edges:
        graph.setdefault(h, set()).add(b)
    sigs = set(graph) | {b for bs in graph.values() for b in bs}
    for c in candidates:
        sigs.update(s for s, _, _ in body_calls(c.body_ast()))
    out = set()
    for s in sigs:
        seen, stack, ok = set(), [s], True
        while stack:
            x = stack.pop()
            if x in learned:
                ok = False
                break
            if x in seen:
                continue
            seen.add(x)
            stack.extend(graph.get(x, ()))
        if ok:
            out.add(s)
    return out


def _quote_sig(s: Sig) -> str:
    return '"' + pred(s[0]) + "/" + str(s[1]) + '"'


def _names(t, out: list[str]) -> list[str]:
    """The variable names of ``t`` in order of first occurrence (appended to ``out``)."""
    from ...syntax import ast

    stack = [t]
    while stack:
        x = stack.pop()
        if isinstance(x, ast.Variable):
            if x.name != "_" and x.name not in out:
                out.append(x.name)
        elif isinstance(x, ast.Compound):
            stack.extend(reversed(x.args))
    return out


def _pattern(t, slots: dict[str, int]):
    """``t`` with each variable replaced by its interface slot (constants as their text)."""
    from ...syntax import ast

    if isinstance(t, ast.Variable):
        return ("v", slots[t.name]) if t.name != "_" else ("_",)
    if isinstance(t, ast.Compound):
        return (t.functor, tuple(_pattern(a, slots) for a in t.args))
    return ("c", term_text(t))


def _negative_cycle(edges, c: Candidate) -> bool:
    """Whether B's edges with ``c``'s close a cycle through a negative edge (c's head on it)."""
    own = candidate_edges(c)
    if not own:
        return False
    graph: dict[Sig, set[tuple[Sig, int]]] = {}
    for h, b, n in list(edges) + own:
        graph.setdefault(h, set()).add((b, n))
    head = own[0][0]
    # the strongest sign with which each predicate is reached from the head
    best: dict[Sig, int] = {}
    stack = [(b, n) for b, n in graph.get(head, ())]
    while stack:
        x, n = stack.pop()
        if best.get(x, -1) >= n:
            continue
        best[x] = n
        stack.extend((y, max(n, m)) for y, m in graph.get(x, ()))
    return best.get(head, 0) == 1


def relaxed_rules(bg: Background, fixed: set[Sig]) -> list[str]:
    """B with every negated atom over a predicate that H may change left out. Its one answer
    set (negation only over fixed predicates, so stratified) holds, for every H ⊆ S_M, every
    atom of B ∪ H ∪ ctx's answer set (with the candidates relaxed alike): an upper bound."""
    out = []
    for sig, clauses in bg.clauses.items():
        for clause in clauses:
            if sig in bg.neural and clause is bg.neural[sig]:
                continue
            lits = conjuncts(clause.body) if clause.body is not None else []
            texts = [literal_text(t) for t in lits if not _open_negation(t, fixed)]
            out.append(f"{atom_text(clause.heads[0].atom)} :- {', '.join(['ex(E)', *[x for x in texts if x]])}.")
    return out


def _body(lits) -> list[str]:
    return [x for x in (literal_text(t) for t in lits) if x]


def _open_negation(t, fixed: set[Sig]) -> bool:
    return literal_kind(t) == "neg" and signature_of(t.args[0]) not in fixed


def prune(bg: Background, task: Task, candidates: list[Candidate], fixed: set[Sig], *, span=None,
          time_limit: float | None = None) -> tuple[list[Candidate], dict]:
    """Exact pruning, from one clingo run over B, the contexts and every candidate:

    * a candidate that fires in no example even when every atom H could make true is true and
      every atom H could make false is false (:func:`relaxed_rules`) derives nothing under
      any H: dropped;
    * candidates over fixed predicates only (B and context, which H cannot change) that derive
      the same atoms in every example: one shortest kept;
    * more generally, candidates whose literals over the other predicates are the same (up to
      renaming, with the head) and whose fixed literals admit the same values of the head's
      and those literals' variables in every example derive the same atoms under every H:
      one shortest kept. Their edges to fixed predicates close no cycle, so B ∪ H stays
      stratified alike.
    """
    relaxed_bg = relaxed_rules(bg, fixed)
    lines = relaxed_bg + list(task.lines)
    split: dict[int, tuple[list, list]] = {}
    # open predicates some body needs true: the candidates' relaxed rules for them are kept
    needed: set[Sig] = {b for _, b, neg in bg.edges if not neg and b not in fixed}
    for c in candidates:
        closed, open_ = [], []
        body = c.body_ast()
        for t in conjuncts(body) if body is not None else ():
            kind = literal_kind(t)
            sig = signature_of(t) if kind == "atom" else signature_of(t.args[0]) if kind == "neg" else None
            (open_ if sig is not None and sig not in fixed else closed).append(t)
            if kind == "atom" and sig not in fixed:
                needed.add(sig)
        split[c.index] = (closed, open_)
    keyed: dict[int, tuple] = {}
    sol_only: list[str] = []
    for c in candidates:
        closed, open_ = split[c.index]
        relaxed = [t for t in closed + open_ if not _open_negation(t, fixed)]
        head = None if c.is_constraint else c.head_ast()
        if open_:
            lines.append(f"fire({c.index}, E) :- {', '.join(['ex(E)', *_body(relaxed)])}.")
        if head is not None and signature_of(head) in needed:
            body = _body(relaxed)
            lines.append(f"{atom_text(head)} :- {', '.join(['ex(E)', *body])}.")
        interface = _names(head, []) if head is not None else []
        for t in open_:
            _names(t, interface)
        bound: list[str] = []
        for t in closed:
            if literal_kind(t) == "atom":
                _names(t, bound)
        if not set(interface) <= set(bound):
            if not open_:
                body = _body(relaxed)
                lines.append(f"fire({c.index}, E) :- {', '.join(['ex(E)', *body])}.")
            continue  # a variable that only an open literal binds: no finite key
        slots = {v: k for k, v in enumerate(interface)}
        keyed[c.index] = ("kill" if head is None else _pattern(head, slots),
                          tuple((literal_kind(t), _pattern(t.args[0] if literal_kind(t) == "neg" else t, slots))
                                for t in open_))
        value = "(" + ", ".join(var_text(v) for v in interface) + ("," if len(interface) == 1 else "") + ")"
        body = _body(closed)
        lines.append(f"sol({c.index}, E, {value}) :- {', '.join(['ex(E)', *body])}.")
        if not open_:
            sol_only.append(f"closed({c.index}).")
    # one rule, not one per candidate: the grounder would index sol/3 once per rule
    lines += sol_only + ["fire(C, E) :- closed(C), sol(C, E, _).", "#show fire/2.", "#show sol/3."]
    result = solve("\n".join(lines) + "\n", optimise=False, models=1, span=span, what="FF-NSL pruning program",
                   time_limit=time_limit)
    if not result.models:
        return candidates, {"evaluated": 0, "pruned": 0, "dead": 0, "equivalent": 0}
    fires: set[int] = set()
    sols: dict[int, list[str]] = {}
    for atom in result.models[0]:
        if atom.startswith("fire("):
            fires.add(int(atom[5:atom.index(",")]))
        else:
            r, rest = atom[4:-1].split(",", 1)
            sols.setdefault(int(r), []).append(rest)
    drop = {c.index for c in candidates if c.index not in fires}
    dead = len(drop)
    # a candidate that closes a negative cycle with B alone is in no stratified H
    unstratified = {c.index for c in candidates if c.index not in drop and _negative_cycle(bg.edges, c)}
    drop |= unstratified
    best: dict[tuple, Candidate] = {}
    for c in candidates:
        if c.index in drop or c.index not in keyed:
            continue
        key = (keyed[c.index], frozenset(sols.get(c.index, ())))
        other = best.get(key)
        if other is None:
            best[key] = c
        elif (c.length, c.index) < (other.length, other.index):
            drop.add(other.index)
            best[key] = c
        else:
            drop.add(c.index)
    kept = [c for c in candidates if c.index not in drop]
    return kept, {"evaluated": len(keyed), "pruned": len(drop), "dead": dead, "unstratified": len(unstratified),
                  "equivalent": len(drop) - dead - len(unstratified)}


def meta_program(bg: Background, task: Task, candidates: list[Candidate]) -> str:
    """The one clingo program whose optimal answer sets are the optimal hypotheses."""
    lines = ["% FF-NSL meta-program: B and the candidates relativised by example",
             *bg.rules, *task.lines]
    lines.append("{ use(R) : cand(R) }.")
    for c in candidates:
        lines.append(f"cand({c.index}). len({c.index}, {c.length}).")
        lines.append(candidate_rule(c, f"use({c.index})"))
        for h, b, n in candidate_edges(c):
            lines.append(f"edge({_quote_sig(h)}, {_quote_sig(b)}, {n}) :- use({c.index}).")
    for h, b, n in sorted(bg.edges):
        lines.append(f"edge({_quote_sig(h)}, {_quote_sig(b)}, {n}).")
    lines += [
        "reach(P, Q, S) :- edge(P, Q, S).",
        "reach(P, Q, S) :- reach(P, M, S1), edge(M, Q, S2), S = (S1 + S2 + 1) / 2.",
        ":- reach(P, P, 1).",
        "kill(E) :- ex(E), #false.",
        "unc(E) :- pos(E), not ext(E).",
        "unc(E) :- neg(E), ext(E).",
        ":- unc(E), inf(E).",
        ":~ use(R), len(R, L). [L@0, r, R]",
        ":~ unc(E), pen(E, P). [P@0, e, E]",
        "#show use/1.", "#show unc/1.",
    ]
    return "\n".join(lines) + "\n"


@dataclass
class Found:
    """What the search found: indices of the used candidates, uncovered merged examples, cost,
    and when: wall and CPU seconds of the whole search and until its best model came."""

    used: list[int]
    uncovered: list[int]
    cost: int | None
    optimal: bool
    bound: int | None
    satisfiable: bool | None
    timed_out: bool
    seconds: float
    cpu_seconds: float = 0.0
    best_seconds: float | None = None
    best_cpu_seconds: float | None = None


def search(program_text: str, *, time_limit=None, threads: int = 1, seed: int = 0, span=None) -> Found:
    """Optimise the meta-program with clingo's model-guided branch and bound; with several
    ``threads``, the solvers split the search space between them.

    Both were chosen by measurement (benchmarks/README.md, FF-NSL search): once the space is
    pruned, branch and bound proves Follow Suit's noisy tasks optimal in seconds, where the
    core-guided ``usc`` (also with its stratification and disjoint-core tactics, or core
    shrinking) raised its lower bound but proved none, and on a Sudoku task found no model at
    all; clasp's portfolio (one thread each way, the ``compete`` default) proved fewer tasks
    than one thread of branch and bound, and splitting the search proved them in about half
    the wall time."""
    r = solve(program_text, optimise=True, time_limit=time_limit, threads=threads,
              parallel="split" if threads > 1 else "compete", seed=seed, span=span, what="FF-NSL meta-program")
    used, unc = [], []
    if r.models:
        for a in r.models[0]:
            if a.startswith("use("):
                used.append(int(a[4:-1]))
            elif a.startswith("unc("):
                unc.append(int(a[4:-1]))
    cost = r.cost[0] if r.cost else (0 if r.models else None)
    bound = r.bound[0] if r.bound else None
    optimal = r.optimal or (bool(r.models) and not r.cost and not r.timed_out)
    return Found(sorted(used), sorted(unc), cost, optimal, bound, r.satisfiable, r.timed_out, r.seconds,
                 r.cpu_seconds, r.best_seconds, r.best_cpu_seconds)
