"""A discretised neural DNF as clauses: nesylang text and an ASP (clingo) export.

Takes a :class:`~.discretise.Discretised` network (weights in {-6, 0, 6}, read bivalently) and
a :class:`Naming` (one body literal per input, one head atom per output, the example-type
guard); returns clause text. The translation is exact (Example A.1 of the paper):

* a conjunction with weights ŵ is the body "a_j for ŵ_j = 6, not a_j for ŵ_j = −6";
* an output with weights in {-6, 0, 6} over the conjunctions fires iff some +6 conjunction is
  true or some −6 conjunction is false: one clause per edge. A +6 edge inlines the body; a −6
  edge to a one-literal conjunction inlines the complementary literal; any other −6 edge
  negates an auxiliary predicate ``HEAD_cK`` defined by the conjunction's body.

Positive literals come first; a body without one starts with the guard (``robot(R)``), so
every negated goal is ground when it runs (safe for nesylang's ``\\+`` and for clingo's
``not``). An all-zero conjunction is false, so a +6 edge to it gives no clause and a −6 edge
gives ``HEAD :- GUARD.``
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

_NAME = re.compile(r"^[a-z][A-Za-z0-9_]*$")


@dataclass(frozen=True)
class Naming:
    """How network positions map to program text.

    ``inputs[j]`` is the atom that input j stands for (e.g. ``head_shape(R, round)``),
    ``heads[o]`` the atom of output o (e.g. ``monk1(R)``), ``guard`` the atom listing the
    examples (e.g. ``robot(R)``) and ``var`` the example variable shared by all of them.
    """

    inputs: Sequence[str]
    heads: Sequence[str]
    guard: str
    var: str = "R"

    def aux(self, output: int, conj: int) -> str:
        head = self.heads[output]
        name = head.split("(", 1)[0].strip()
        return f"{name}_c{conj}({self.var})"


def _body(row: np.ndarray, naming: Naming, neg: str) -> list[str] | None:
    """The literals of one conjunction (positives first), or None for an all-zero row (false)."""
    pos = [naming.inputs[j] for j in np.nonzero(row > 0)[0]]
    negs = [f"{neg}{naming.inputs[j]}" for j in np.nonzero(row < 0)[0]]
    if not pos and not negs:
        return None
    if not pos:
        return [naming.guard] + negs
    return pos + negs


def _clauses(conj: np.ndarray, disj: np.ndarray, naming: Naming, neg: str) -> list[str]:
    out: list[str] = []
    aux_done: set[str] = set()  # outputs of one predicate share a conjunction's auxiliary
    for o in range(disj.shape[0]):
        head = naming.heads[o]
        for k in np.nonzero(disj[o])[0]:
            row = conj[k]
            if disj[o, k] > 0:
                body = _body(row, naming, neg)
                if body is not None:
                    out.append(f"{head} :- {', '.join(body)}.")
                continue
            # negated conjunction
            nz = np.nonzero(row)[0]
            if len(nz) == 0:
                out.append(f"{head} :- {naming.guard}.")
            elif len(nz) == 1:
                j = nz[0]
                lit = naming.inputs[j]
                body = [lit] if row[j] < 0 else [naming.guard, f"{neg}{lit}"]
                out.append(f"{head} :- {', '.join(body)}.")
            else:
                aux = naming.aux(o, int(k))
                if aux not in aux_done:
                    aux_done.add(aux)
                    out.append(f"{aux} :- {', '.join(_body(row, naming, neg))}.")
                out.append(f"{head} :- {naming.guard}, {neg}{aux}.")
    return out


def to_clauses(conj: np.ndarray, disj: np.ndarray, naming: Naming) -> list[str]:
    """nesylang clause texts, one per rule.

    >>> n = Naming(inputs=["a(X)", "b(X)", "c(X)"], heads=["t(X)"], guard="ex(X)", var="X")
    >>> to_clauses(np.array([[6., -6, 0], [0, 0, -6]]), np.array([[6., 6]]), n)
    ['t(X) :- a(X), \\\\+ b(X).', 't(X) :- ex(X), \\\\+ c(X).']
    """
    return _clauses(np.asarray(conj), np.asarray(disj), naming, "\\+ ")


def to_asp(conj: np.ndarray, disj: np.ndarray, naming: Naming) -> str:
    """The same rules as a clingo program (``not`` for negation).

    >>> n = Naming(inputs=["a(X)", "b(X)"], heads=["t(X)"], guard="ex(X)", var="X")
    >>> print(to_asp(np.array([[6., 6]]), np.array([[-6.]]), n))
    t_c0(X) :- a(X), b(X).
    t(X) :- ex(X), not t_c0(X).
    """
    return "\n".join(_clauses(np.asarray(conj), np.asarray(disj), naming, "not ")) + "\n"


def rule_lengths(conj: np.ndarray, disj: np.ndarray) -> list[int]:
    """The number of input literals of each rule (one per non-zero output edge)."""
    return [int(np.count_nonzero(conj[k])) for o in range(disj.shape[0]) for k in np.nonzero(disj[o])[0]]
