"""Numerically stable log-space helpers shared by the training paths (exact and EXAL)."""
from __future__ import annotations

import torch

NEG_INF = float("-inf")


def log1mexp(x: torch.Tensor) -> torch.Tensor:
    """log(1 - exp(x)) for x <= 0, stable at both ends; -inf at x = 0 with gradient 0 (not the
    NaN that log(0) would send back, e.g. for a saturated sigmoid output of exactly 1)."""
    x = x.clamp(max=0.0)
    inside = x < 0
    near = x > -0.6931  # log(-expm1(x)) near 0, log1p(-exp(x)) further out
    # each branch reads only inputs it is exact on: torch.where differentiates both branches
    # and multiplies the unused one's gradient by 0, and 0 * inf is NaN. log1p(-exp(x)) at x
    # within float resolution of 0 (-1e-8 in float32: exp rounds to 1) is log1p(-1) = -inf with
    # an infinite gradient, which made every -eps < x < 0 (a sigmoid just short of 1) NaN
    one = torch.full_like(x, -1.0)
    close = torch.where(inside & near, x, one)
    far = torch.where(near, one, x)
    out = torch.where(near, torch.log(-torch.expm1(close)), torch.log1p(-torch.exp(far)))
    return torch.where(inside, out, torch.full_like(x, NEG_INF))
