"""Learners: what a ``#learn ... using NAME(options).`` directive hands the program to.

Each learner is registered by name on the session's learner registry; its module is imported
only when a directive uses it, so ``import nesylang`` stays light.
"""
from __future__ import annotations

from ..registry import Registry


def default_learners() -> Registry:
    """A fresh registry with the learners that ship with nesylang."""
    registry = Registry("learner")

    def exact():
        from .exact import ExactLearner

        return ExactLearner()

    def exal():
        from .exal import ExalLearner

        return ExalLearner()

    registry.register_lazy("exact", exact)
    registry.register_lazy("exal", exal)
    return registry
