"""Body factoring: a stage from a clause database to an equivalent one in which a clause's join
over variables of its own is moved into an auxiliary, tabled predicate.

Why. In multi-digit addition the clause for one digit position reads

    add([A|As], [B|Bs], C, Z) :- D is Z mod 10, Rest is Z // 10,
        digit(A, DA), digit(B, DB), S is DA + DB + C, S mod 10 =:= D, C2 is S // 10,
        add(As, Bs, C2, Rest).

Grounding it walks all 100 digit pairs for every sum, although the pairs' part depends only on
(A, B, C, D) and yields only C2. Factored, that part is ``'$join1'(A, B, C, D, C2)``, a table keyed
by the position's image, the carry and the digit: the templates of a training set (one per sum,
compiled by one grounder, :class:`~nesylang.neural.templates.SharedCompilation`) share it instead
of re-enumerating it. This is the "projection pushing" of Datalog engines.

Equivalence. With L the segment's own variables (in no other goal and not in the head) and R
the rest of the body, OR over L of (S and R) = (OR over L of S) and R, since R does not mention
L: every answer keeps its value, and answers come in the same order of first derivation.

What is factored (conservatively):
- clauses without a probabilistic choice of their own (a probabilistic clause makes one choice
  per binding of all its variables, so none of them is local);
- a contiguous run of at least two goals, each a call of a predicate defined by facts,
  probabilistic facts or annotated disjunctions only (neural ones too), or an arithmetic
  builtin (``is/2``, comparisons), with at least two such calls (a join), every goal reading one
  of the run's own variables, and some goal of the body left outside the run.
Side effects, negation, findall, call/N and recursive predicates are never moved.
"""
from __future__ import annotations

from ..logic.terms import Struct, Var, iter_vars
from ..program.database import BUILTIN, CALL, CHOICE, CONJ, ClauseDB, Goal, RClause

AUX = "$join"  # auxiliary predicates: '$join1', '$join2', ... (a program cannot write such a name unquoted)


def factor_db(db: ClauseDB) -> ClauseDB | None:
    """A copy of ``db`` with factorable clause bodies factored, or None if no clause is."""
    choice_preds = _ChoicePredicates(db)
    out: ClauseDB | None = None
    count = 0
    for sig, clauses in list(db.clauses.items()):
        for pos, clause in enumerate(clauses):
            body = clause.body
            if body is None or body.kind != CONJ or len(body.goals) < 3:
                continue  # facts (most of a large program) cost one test each
            found = _segment(clause, choice_preds, db)
            if found is None:
                continue
            if out is None:
                out = db.copy()
            i, j, interface = found
            count += 1
            name = f"{AUX}{count}"
            while (name, len(interface)) in db.clauses:  # pragma: no cover (a quoted name taken)
                count += 1
                name = f"{AUX}{count}"
            goals = clause.body.goals
            seg = goals[i:j + 1]
            span = seg[0].span
            call = Struct(name, tuple(interface))
            out.add(RClause(call, Goal(CONJ, goals=seg, span=span), span, out.new_clause_id(), clause.source_clause))
            body = goals[:i] + (Goal(CALL, call, span=span),) + goals[j + 1:]
            out.clauses[sig][pos] = RClause(clause.head, Goal(CONJ, goals=body, span=clause.body.span), clause.span,
                                            clause.clause_id, clause.source_clause)
    return out


class _ChoicePredicates:
    """Whether a predicate is defined by facts, probabilistic facts and annotated disjunctions
    only, worked out for the predicates a candidate run calls (not for every predicate)."""

    def __init__(self, db: ClauseDB):
        self.db = db
        self.known: dict = {}

    def __contains__(self, sig) -> bool:
        found = self.known.get(sig)
        if found is None:
            clauses = self.db.clauses.get(sig)
            found = self.known[sig] = bool(clauses) and all(c.body is None or c.body.kind == CHOICE
                                                            for c in clauses)
        return found


def _eligible(g: Goal, choice_preds: _ChoicePredicates, db: ClauseDB) -> bool:
    if g.kind == CALL:
        t = g.term
        return type(t) is Struct and (t.functor, len(t.args)) in choice_preds
    if g.kind == BUILTIN:
        t = g.term
        return (g.fn is not None and g.fn.template_fn is not None
                and (t.functor, len(t.args)) not in db.overridden)
    return False


def _goal_vars(g: Goal, out: set) -> bool:
    """Add ``g``'s variables to ``out``; False where they cannot be listed for sure (a choice)."""
    if g.kind == CHOICE:
        return False
    if g.term is not None:
        out.update(iter_vars(g.term))
    for sub in g.goals:
        if not _goal_vars(sub, out):
            return False
    if type(g.extra) is tuple:
        for t in g.extra:
            if isinstance(t, (Var, Struct)):
                out.update(iter_vars(t))
    return True


def _segment(clause: RClause, choice_preds: _ChoicePredicates, db: ClauseDB):
    """(first, last, interface variables) of the run to factor out of ``clause``, or None."""
    body = clause.body
    if body is None or body.kind != CONJ or len(body.goals) < 3:
        return None
    goals = body.goals
    per_goal: list[set] = []
    for g in goals:
        vs: set = set()
        if not _goal_vars(g, vs):
            return None
        per_goal.append(vs)
    ok = [_eligible(g, choice_preds, db) for g in goals]
    if sum(1 for g, e in zip(goals, ok) if e and g.kind == CALL) < 2:
        return None
    head_vars = set(iter_vars(clause.head))
    n = len(goals)
    best = None
    for i in range(n):
        if not ok[i]:
            continue
        for j in range(i + 1, n):
            if not ok[j]:
                break
            if i == 0 and j == n - 1:
                break  # the whole body: nothing left to share it with
            calls = sum(1 for g in goals[i:j + 1] if g.kind == CALL)
            if calls < 2:
                continue
            inside: set = set().union(*per_goal[i:j + 1])
            outside = set(head_vars).union(*per_goal[:i], *per_goal[j + 1:])
            local = inside - outside
            if not local or any(not (vs & local) for vs in per_goal[i:j + 1]):
                continue
            interface = inside & outside
            score = (len(interface), -(j - i))
            if best is None or score < best[0]:
                best = (score, i, j, interface)
    if best is None:
        return None
    _, i, j, interface = best
    order: list = []
    seen: set = set()
    for g in goals[i:j + 1]:  # interface variables in order of first occurrence
        for v in iter_vars(g.term):
            if v in interface and v not in seen:
                seen.add(v)
                order.append(v)
    return i, j, order
