"""Mode biases, shared by every structure learner and knowing none of them.

:mod:`.modes` turns ``#modeh``/``#modeb``/``#type``/``#constant``/``#maxv`` (ILASP's
``var``/``const`` and Aleph's ``+``/``-``/``#`` alike) into one typed :class:`Bias`;
:mod:`.space` generates the candidate literals and clauses it allows.
"""
from .modes import COMPARISONS, Bias, Mode, Placeholder
from .space import Clause, Literal, body_literals, check_target, clauses, head_clauses, instances, refine

__all__ = ["Bias", "Mode", "Placeholder", "COMPARISONS", "Clause", "Literal", "head_clauses", "body_literals",
           "refine", "clauses", "instances", "check_target"]
