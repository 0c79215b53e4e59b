"""NeuID3's candidate tests and what each one reaches in the background knowledge.

A candidate test is an instance of a ``#modeb`` over the ``#modeh`` head's variables
(:func:`nesylang.bias.instances`). What NeuID3 must know about it comes from the program's
own clauses, read as a call graph (:class:`Background`):

* the probabilistic predicates it reaches (its *choices*): two formulas whose choices are
  disjoint are independent, so P(kappa and tau|e) = P(kappa|e) P(tau|e);
* the predicates and networks a *copy* of it duplicates: every predicate on a path from the
  test to a neural predicate or a learnable ``t(...)`` clause, renamed with a suffix
  (``gt_rank`` -> ``gt_rank_n1``, ``rank`` -> ``rank_n1``, ``rank_net`` -> ``rank_net_n1``), so
  that candidates sharing ``rank`` train their own networks and never fight; a copied
  ``t(...)`` clause is a parameter of the copy, trained with it (:func:`copy_clause`).

>>> from nesylang.session import Program
>>> p = Program.from_string('''
... nn(rank_net, [I], R, [1..3]) :: rank(I, R).
... gt_rank(A, B) :- rank(A, X), rank(B, Y), X < Y.
... 0.3::alarm.
... ''')
>>> bg = Background.from_program(p.loaded)
>>> sorted(bg.copied(("gt_rank", 2))), bg.networks(("gt_rank", 2)), sorted(bg.choices(("alarm", 0)))
([('gt_rank', 2), ('rank', 2)], ('rank_net',), [('alarm', 0)])
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator

from ...syntax import ast

Sig = tuple[str, int]
CONTROL = {(",", 2), (";", 2), ("->", 2), ("*->", 2), ("\\+", 1), ("not", 1), ("call", 1), ("once", 1)}


def signature(t) -> Sig | None:
    if isinstance(t, ast.Atom):
        return (t.name, 0)
    if isinstance(t, ast.Compound):
        return (t.functor, len(t.args))
    return None


def goals(body) -> Iterator[Any]:
    """The goal terms of a clause body (inside conjunction, disjunction, if-then-else, negation)."""
    stack = [body] if body is not None else []
    while stack:
        t = stack.pop()
        sig = signature(t)
        if sig in CONTROL:
            stack.extend(reversed(t.args))
        elif sig is not None:
            yield t


def _prob_kind(prob) -> str | None:
    if prob is None:
        return None
    if isinstance(prob, ast.Compound) and prob.functor == "nn":
        return "nn"
    if isinstance(prob, ast.Compound) and prob.functor == "t" and len(prob.args) == 1:
        return "t"
    return "fixed"


@dataclass
class Background:
    """The user program's clauses as a call graph: who calls whom, which predicates are
    probabilistic, which are trainable (neural or ``t(...)``), and which networks they name."""

    clauses: dict[Sig, list[ast.Clause]] = field(default_factory=dict)
    calls: dict[Sig, set[Sig]] = field(default_factory=dict)
    probabilistic: set[Sig] = field(default_factory=set)
    trainable: set[Sig] = field(default_factory=set)
    nets: dict[Sig, set[str]] = field(default_factory=dict)
    groups: dict[Sig, set[Sig]] = field(default_factory=dict)  # the heads of one annotated disjunction
    # each clause's position among the program's statements: its learnable heads are keyed
    # (position, head index) in a tree's trained parameters
    positions: dict[int, int] = field(default_factory=dict)  # id(clause) -> position

    @classmethod
    def from_program(cls, loaded) -> "Background":
        bg = cls()
        for position, st in enumerate(loaded.statements):
            if not isinstance(st, ast.Clause):
                continue
            bg.positions[id(st)] = position
            if st.body is None and len(st.heads) == 1 and st.heads[0].prob is None:  # a plain fact (most
                sig = signature(st.heads[0].atom)                                   # clauses): as below
                listed = bg.clauses.get(sig)
                if listed is None:
                    bg.clauses[sig] = [st]
                    bg.calls.setdefault(sig, set())
                    bg.groups.setdefault(sig, set()).add(sig)
                else:
                    listed.append(st)
                continue
            sigs = [signature(h.atom) for h in st.heads]
            called = {signature(g) for g in goals(st.body)}
            for h, sig in zip(st.heads, sigs):
                listed = bg.clauses.setdefault(sig, [])
                if not listed or listed[-1] is not st:  # an AD's heads of one predicate: listed once
                    listed.append(st)
                bg.calls.setdefault(sig, set()).update(called)
                kind = _prob_kind(h.prob)
                if kind is not None:
                    bg.probabilistic.add(sig)
                if kind in ("nn", "t"):  # networks and t(...) parameters: both copied and trained
                    bg.trainable.add(sig)
                if kind == "nn" and isinstance(h.prob.args[0], ast.Atom):
                    bg.nets.setdefault(sig, set()).add(h.prob.args[0].name)
                bg.groups.setdefault(sig, set()).update(sigs)
        return bg

    def defined(self, sig: Sig) -> bool:
        return sig in self.clauses

    def reach(self, sig: Sig) -> set[Sig]:
        """The predicates ``sig`` calls, directly or not, itself included (defined ones only)."""
        seen: set[Sig] = set()
        stack = [sig]
        while stack:
            s = stack.pop()
            if s in seen or s not in self.clauses:
                continue
            seen.add(s)
            stack.extend(self.calls.get(s, ()))
        return seen

    def choices(self, sig: Sig) -> frozenset[Sig]:
        """The probabilistic predicates ``sig`` reaches."""
        return frozenset(s for s in self.reach(sig) if s in self.probabilistic)

    def is_trainable(self, sig: Sig) -> bool:
        return any(s in self.trainable for s in self.reach(sig))

    def copied(self, sig: Sig) -> frozenset[Sig]:
        """The predicates a copy of ``sig`` renames: those on a path from ``sig`` to a trainable
        one (and the other heads of their annotated disjunctions)."""
        reach = self.reach(sig)
        leads = {s for s in reach if s in self.trainable}
        changed = True
        while changed:
            changed = False
            for s in reach:
                if s not in leads and self.calls.get(s, set()) & leads:
                    leads.add(s)
                    changed = True
        out = set(leads)
        for s in leads:
            out |= self.groups.get(s, set())
        return frozenset(out)

    def sources(self, copied) -> list[ast.Clause]:
        """The clauses a copy of ``copied`` duplicates, each once (an annotated disjunction over
        two predicates is one clause), in program order."""
        seen: dict[int, ast.Clause] = {}
        for sig in copied:
            for clause in self.clauses.get(sig, []):
                seen.setdefault(id(clause), clause)
        return sorted(seen.values(), key=lambda c: self.positions.get(id(c), -1))

    def networks(self, sig: Sig) -> tuple[str, ...]:
        """The networks a copy of ``sig`` duplicates, sorted."""
        return tuple(sorted({n for s in self.copied(sig) for n in self.nets.get(s, ())}))


def rename_term(t, names: dict[Sig, str]):
    """A body term with the goals in ``names`` renamed (control constructs walked through)."""
    sig = signature(t)
    if sig in CONTROL:
        return ast.Compound(t.functor, tuple(rename_term(a, names) for a in t.args), span=t.span)
    if sig in names:
        if isinstance(t, ast.Atom):
            return ast.Atom(names[sig], span=t.span)
        return ast.Compound(names[sig], t.args, span=t.span)
    return t


def copy_clause(clause: ast.Clause, names: dict[Sig, str], nets: dict[str, str],
                probabilities: dict[int, float] | None = None, frozen: bool = False) -> ast.Clause:
    """``clause`` with its predicates renamed by ``names`` and its networks by ``nets``. A
    learnable ``t(p)`` head i becomes ``t(v)`` (a copy that trains from v) or, ``frozen``, the
    fixed probability ``v``, v = ``probabilities[i]`` when given (else p).

    >>> from nesylang.syntax.parser import parse_program
    >>> from nesylang.syntax.printer import print_statement
    >>> c = parse_program("t(0.5)::coin(X) :- side(X).").statements[0]
    >>> print_statement(copy_clause(c, {("coin", 1): "coin_n1"}, {}, {0: 0.8}, frozen=True))
    '0.8::coin_n1(X) :- side(X).'
    """
    # the trained values, printed to 6 decimals; an annotated disjunction's heads are rounded so
    # that they still sum to at most 1 (each rounded alone, 0.7357275 and 0.2642725 would print as
    # 0.735728 and 0.264273, which the loader rejects: the excess is taken off the largest head)
    rounded = {i: round(v, 6) for i, v in (probabilities or {}).items()}
    ad = [i for i, h in enumerate(clause.heads) if i in rounded and _prob_kind(h.prob) == "t"]
    if len(ad) > 1 and sum(rounded[i] for i in ad) > 1.0:
        top = max(ad, key=lambda i: rounded[i])
        rounded[top] = max(0.0, round(rounded[top] - (sum(rounded[i] for i in ad) - 1.0), 6))
    heads = []
    for i, h in enumerate(clause.heads):
        atom = rename_term(h.atom, names)
        prob = h.prob
        kind = _prob_kind(prob)
        if kind == "nn" and isinstance(prob.args[0], ast.Atom) and prob.args[0].name in nets:
            prob = ast.Compound("nn", (ast.Atom(nets[prob.args[0].name], span=prob.args[0].span),) + prob.args[1:],
                                span=prob.span)
        elif kind == "t":
            value = rounded.get(i)
            inner = ast.Number(value) if value is not None else prob.args[0]
            prob = inner if frozen and value is not None else ast.Compound("t", (inner,), span=prob.span)
        heads.append(ast.Head(atom, prob, span=h.span))
    body = rename_term(clause.body, names) if clause.body is not None else None
    return ast.Clause(tuple(heads), body, span=clause.span)


@dataclass(frozen=True)
class Test:
    """A candidate test: a body literal over the head's variables (``literal`` as a syntax
    tree), its declaration ``index`` (ties go to the first), what it reaches and copies."""

    index: int
    literal: Any  # ast.Atom | ast.Compound
    mode: Any  # nesylang.bias.Mode
    text: str
    choices: frozenset[Sig]
    trainable: bool
    copied: frozenset[Sig]
    networks: tuple[str, ...]

    @property
    def signature(self) -> Sig:
        return signature(self.literal)

    def renamed(self, suffix: str):
        """The literal as a copy with ``suffix`` calls it."""
        if not self.trainable:
            return self.literal
        return rename_term(self.literal, {s: s[0] + suffix for s in self.copied})

    def copy_choices(self, suffix: str) -> frozenset[Sig]:
        """The choices of the copy with ``suffix`` (renamed predicates are its own)."""
        if not self.trainable:
            return self.choices
        return frozenset((s[0] + suffix, s[1]) if s in self.copied else s for s in self.choices)
