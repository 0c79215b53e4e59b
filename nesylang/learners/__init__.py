"""Learners: what ``program.learn(NAME, ...)`` and ``#learn ... using NAME(options).`` run.

Each learner is registered by name on the session's learner registry (``program.learners``);
its module is imported only when first used, so ``import nesylang`` stays light. The shared
parts live beside them: the :class:`~.base.Learner` interface and option validation
(``base``), the one entry point (``api``), the result and its report (``result``), and the
atomic absorption of learned clauses (``absorb``).
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

    def ffnsl():
        from .ffnsl import FfnslLearner

        return FfnslLearner()

    def ndnf():
        from .ndnf.learner import NdnfLearner

        return NdnfLearner()

    def neuid3():
        from .neuid3 import NeuID3Learner

        return NeuID3Learner()

    def nesy_pi():
        from .nesy_pi import NesyPiLearner

        return NesyPiLearner()

    registry.register_lazy("exact", exact)
    registry.register_lazy("nesy_pi", nesy_pi)
    registry.register_lazy("neuid3", neuid3)
    registry.register_lazy("exal", exal)
    registry.register_lazy("ffnsl", ffnsl)
    registry.register_lazy("ndnf", ndnf)
    return registry
