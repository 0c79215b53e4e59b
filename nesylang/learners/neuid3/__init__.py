"""NeuID3: neurosymbolic decision trees (Möller et al., "Neurosymbolic Decision Trees").

From labelled examples of a target and candidate tests declared with ``#modeh``/``#modeb``,
NeuID3 grows a binary tree top down, training each neural test at its node from the class
label alone, and returns the tree as ordinary nesylang clauses (one probabilistic rule per
leaf, the tests' networks copied per node). See docs/learners.md, "neuid3".

Modules: :mod:`.estimates` (delta, entropy, gain, class weights, the weighted loss),
:mod:`.candidates` (tests and what they reach), :mod:`.workspace` (probabilities from compiled
circuits, training a candidate's copy), :mod:`.tree` (Algorithm 1, the tree, its rendering and
its translation into clauses), :mod:`.learner` (options, checks, the entry point).
"""
from .learner import NeuID3Learner, NeuID3Options

__all__ = ["NeuID3Learner", "NeuID3Options"]
