"""Semirings for evaluating compiled circuits (pluggable: probability, log-probability, max,
and max in log space).

A semiring says how to combine the values of a circuit: ``plus`` for the children of an OR
(a decision node), ``times`` for a conjunction, and how literal weights enter (``value``).
Circuits are smooth only where nesylang makes them so; :meth:`Semiring.needs_smoothing` tells
the evaluator whether a variable left out of a branch must be accounted for.

>>> ProbabilitySemiring().plus(0.25, 0.5)
0.75
"""
from __future__ import annotations

import math
from abc import ABC, abstractmethod
from typing import Any


class Semiring(ABC):
    """The operations a circuit evaluation needs. Values are opaque to the evaluator."""

    @abstractmethod
    def zero(self) -> Any:
        """The value of FALSE (the identity of ``plus``)."""

    @abstractmethod
    def one(self) -> Any:
        """The value of TRUE (the identity of ``times``)."""

    @abstractmethod
    def plus(self, a: Any, b: Any) -> Any:
        """Combine alternatives (disjoint models)."""

    @abstractmethod
    def times(self, a: Any, b: Any) -> Any:
        """Combine independent parts (conjunction over disjoint variables)."""

    @abstractmethod
    def value(self, weight: float) -> Any:
        """Lift a literal's probability-scale weight into the semiring."""

    def to_probability(self, value: Any) -> float:
        """Map a result back to a probability."""
        return float(value)

    def needs_smoothing(self) -> bool:
        """True when a variable missing from a branch must contribute plus(w, w_neg)."""
        return False


class ProbabilitySemiring(Semiring):
    """Weighted model counting with probabilities."""

    def zero(self):
        return 0.0

    def one(self):
        return 1.0

    def plus(self, a, b):
        return a + b

    def times(self, a, b):
        return a * b

    def value(self, weight):
        return float(weight)


class LogSemiring(Semiring):
    """Weighted model counting in log space (stable for long products)."""

    def zero(self):
        return -math.inf

    def one(self):
        return 0.0

    def plus(self, a, b):
        if a == -math.inf:
            return b
        if b == -math.inf:
            return a
        m = a if a > b else b
        return m + math.log1p(math.exp(-abs(a - b)))

    def times(self, a, b):
        return a + b

    def value(self, weight):
        return math.log(weight) if weight > 0 else -math.inf

    def to_probability(self, value):
        return math.exp(value)


class MaxProductSemiring(Semiring):
    """The most probable model (MPE): max instead of sum; needs smoothing to be exact."""

    def zero(self):
        return 0.0

    def one(self):
        return 1.0

    def plus(self, a, b):
        return a if a >= b else b

    def times(self, a, b):
        return a * b

    def value(self, weight):
        return float(weight)

    def needs_smoothing(self) -> bool:
        return True


class LogMaxProductSemiring(Semiring):
    """:class:`MaxProductSemiring` in log space: the most probable model of a circuit whose
    probability is below the smallest float (a world of 20 facts of probability 1e-30)."""

    def zero(self):
        return -math.inf

    def one(self):
        return 0.0

    def plus(self, a, b):
        return a if a >= b else b

    def times(self, a, b):
        return a + b

    def value(self, weight):
        return math.log(weight) if weight > 0 else -math.inf

    def to_probability(self, value):
        return math.exp(value)

    def needs_smoothing(self) -> bool:
        return True
