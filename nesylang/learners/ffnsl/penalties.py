"""FF-NSL's Example Generator, stage one: network outputs -> predictions and an example's penalty.

Each neural input gives a distribution ``f(x)``; its prediction is the argmax (ties: the lowest
index) and its confidence ``c = max f(x)``. An example's penalty aggregates the confidences of
its inputs (eq. 1 of the paper): ``pen = floor(lambda * m)`` with ``m`` the aggregate rounded to
six decimals, computed in decimal arithmetic (a float32 0.29 is 0.28999999165... and a float
product ``100 * 0.29`` floors to 28), and at least 1.

>>> penalty([0.8, 0.9, 0.9, 0.87])
80
>>> penalty([0.9, 0.9], aggregate="prod")
81
>>> penalty([1.0, 1.0])
100
"""
from __future__ import annotations

from decimal import ROUND_FLOOR, ROUND_HALF_EVEN, Decimal, localcontext
from typing import Iterable, Sequence

AGGREGATES = ("min", "prod", "luk")
_SIX = Decimal("0.000001")


def decimal_of(x: float | int | str | Decimal) -> Decimal:
    """A confidence as a decimal rounded to six places (the float's shortest repr first, so a
    float32 0.29 read as float64 becomes 0.290000)."""
    if isinstance(x, Decimal):
        d = x
    elif isinstance(x, str):
        d = Decimal(x)
    else:
        d = Decimal(repr(float(x)))
    return d.quantize(_SIX, rounding=ROUND_HALF_EVEN)


def prediction(probs: Sequence[float]) -> tuple[int, float]:
    """(argmax index, confidence): the first of equal maxima.

    >>> prediction([0.2, 0.4, 0.4])
    (1, 0.4)
    """
    best = 0
    for i in range(1, len(probs)):
        if probs[i] > probs[best]:
            best = i
    return best, probs[best]


def aggregate_confidence(confidences: Iterable[float], aggregate: str = "min") -> Decimal:
    """The aggregate ``m`` of an example's confidences, rounded to six decimals: ``min``
    (Goedel, eq. 1), ``prod`` (product t-norm) or ``luk`` (Lukasiewicz: max(0, sum - (n - 1)))."""
    cs = [decimal_of(c) for c in confidences]
    if not cs:
        return Decimal(1)
    with localcontext() as ctx:
        ctx.prec = 50
        if aggregate == "min":
            m = min(cs)
        elif aggregate == "prod":
            m = Decimal(1)
            for c in cs:
                m *= c
        elif aggregate == "luk":
            m = max(Decimal(0), sum(cs) - (len(cs) - 1))
        else:
            raise ValueError(f"aggregate is one of {', '.join(AGGREGATES)}, not {aggregate!r}")
        return m.quantize(_SIX, rounding=ROUND_HALF_EVEN)


def penalty(confidences: Iterable[float], *, lam: float | int = 100, aggregate: str = "min") -> int:
    """``max(1, floor(lam * m))``: the penalty of an example whose inputs have these confidences."""
    m = aggregate_confidence(confidences, aggregate)
    with localcontext() as ctx:
        ctx.prec = 50
        value = (Decimal(repr(lam) if isinstance(lam, float) else str(lam)) * m).to_integral_value(
            rounding=ROUND_FLOOR)
    return max(1, int(value))
