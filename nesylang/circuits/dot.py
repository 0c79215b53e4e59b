"""Compiled circuit -> Graphviz DOT text (for looking at a circuit, e.g. the REPL's ``:circuit``).

Takes the flat export of an SDD (:class:`~nesylang.circuits.sdd.FlatCircuit`) and the ground
program whose choices its variables stand for, and returns a ``digraph``: a decision node is an
OR of its elements, each element an AND of a prime and a sub; leaves are literals named after
the probabilistic facts (or annotated-disjunction outcomes) they decide.

>>> from nesylang.session import Program
>>> p = Program.from_string("0.3::a. 0.5::b. c :- a ; b.")
>>> dot = p.circuit_dot("c")
>>> dot.splitlines()[0], '"c"' in dot, "label=\\"a\\"" in dot
('digraph circuit {', True, True)
"""
from __future__ import annotations

from typing import Sequence

from ..grounding.ground_program import GroundProgram
from ..logic.terms import term_str
from .sdd import DECISION, LIT, LIT_FALSE, LIT_TRUE, CompiledCircuit

__all__ = ["circuit_dot", "variable_names"]


def variable_names(compiled: CompiledCircuit, gp: GroundProgram) -> list[str]:
    """What each SDD variable (index = variable - 1) decides, as nesylang text."""
    names = []
    for info in compiled.variables:
        group = gp.groups[info.group]
        if info.boolean:
            names.append(term_str(group.labels[0]))
        elif info.outcome < 0:
            names.append(f"none of group {info.group}")
        elif info.kind == "seq":
            names.append(f"{term_str(group.labels[info.outcome])} | not earlier")
        else:
            names.append(term_str(group.labels[info.outcome]))
    return names


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def circuit_dot(compiled: CompiledCircuit, gp: GroundProgram, output_names: Sequence[str]) -> str:
    """The circuit as DOT: outputs at the top, literals at the bottom.

    ``output_names`` names the outputs in order; the circuit's last output (the evidence and
    constraints alone, the normaliser of conditional probabilities) is named ``evidence``.
    """
    flat = compiled.flat
    names = variable_names(compiled, gp)
    lines = ["digraph circuit {", "  rankdir=BT;", "  node [fontname=\"Helvetica\", fontsize=10];"]
    for i, kind in enumerate(flat.kinds):
        if kind == DECISION:
            lines.append(f"  n{i} [label=\"OR\", shape=circle];")
            for k, (prime, sub) in enumerate(flat.elements[i]):
                lines.append(f"  n{i}_{k} [label=\"AND\", shape=circle, fontsize=8];")
                lines.append(f"  n{i}_{k} -> n{i};")
                lines.append(f"  n{prime} -> n{i}_{k};")
                lines.append(f"  n{sub} -> n{i}_{k};")
        elif kind == LIT:
            lit = flat.literals[i]
            name = names[abs(lit) - 1]
            label = name if lit > 0 else "\u00ac" + name
            lines.append(f"  n{i} [label={_quote(label)}, shape=box];")
        elif kind == LIT_TRUE:
            lines.append(f"  n{i} [label=\"true\", shape=box, style=dashed];")
        elif kind == LIT_FALSE:
            lines.append(f"  n{i} [label=\"false\", shape=box, style=dashed];")
    labels = list(output_names) + ["evidence"]
    for j, node in enumerate(flat.outputs):
        label = labels[j] if j < len(labels) else f"output {j}"
        lines.append(f"  out{j} [label={_quote(label)}, shape=doubleoctagon];")
        lines.append(f"  n{node} -> out{j};")
    lines.append("}")
    return "\n".join(lines) + "\n"
