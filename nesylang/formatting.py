"""Answer formatting shared by the front ends (CLI and REPL), which never import each other."""
from __future__ import annotations


def format_answers(answers, precision: int = 8) -> str:
    """Answers as an aligned table (ProbLog's layout: ``atom: probability``).

    >>> from nesylang.session import Answer
    >>> print(format_answers([Answer("a", 0.5), Answer("bb", 0.25)]))
     a:\t0.5
    bb:\t0.25
    """
    if not answers:
        return "(no answers)"
    width = max(len(a.atom) for a in answers)
    return "\n".join(f"{a.atom.rjust(width)}:\t{a.probability:.{precision}g}" for a in answers)
