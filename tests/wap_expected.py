"""The answers of DeepProbLog's WAP program (Forth/WAP/wap.pl) by enumeration, from its four
networks' outputs: every permutation of the three numbers, first operation, swap and second
operation, the probabilities multiplied and summed per result (an independent derivation for
the tests that query the program)."""
from __future__ import annotations

import itertools

ORDERS = [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]  # permute/7's six facts


def _apply(k: int, x: int, y: int):
    if k == 3:  # division only where it is exact
        return x // y if y > 0 and x % y == 0 else None
    return (x + y, x - y, x * y)[k]


def wap_answers(numbers, perm, op1, swap, op2) -> dict[int, float]:
    """Result -> probability, for the networks' outputs ``perm`` (6), ``op1`` (4), ``swap`` (2)
    and ``op2`` (4)."""
    want: dict[int, float] = {}
    for (i, order), k1, s, k2 in itertools.product(enumerate(ORDERS), range(4), range(2), range(4)):
        n = [numbers[j] for j in order]
        r1 = _apply(k1, n[0], n[1])
        if r1 is None:
            continue
        out = _apply(k2, *((r1, n[2]) if s == 0 else (n[2], r1)))
        if out is not None:
            want[out] = want.get(out, 0.0) + float(perm[i] * op1[k1] * swap[s] * op2[k2])
    return want
