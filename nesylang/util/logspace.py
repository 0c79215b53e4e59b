"""Numerically stable log-space helpers shared by the training paths (exact and EXAL)."""
from __future__ import annotations

import torch

NEG_INF = float("-inf")


def log1mexp(x: torch.Tensor) -> torch.Tensor:
    """log(1 - exp(x)) for x <= 0, stable at both ends; -inf at x = 0 with gradient 0 (not the
    NaN that log(0) would send back, e.g. for a saturated sigmoid output of exactly 1)."""
    x = x.clamp(max=0.0)
    inside = x < 0
    safe = torch.where(inside, x, torch.full_like(x, -1.0))
    out = torch.where(safe > -0.6931, torch.log(-torch.expm1(safe)), torch.log1p(-torch.exp(safe)))
    return torch.where(inside, out, torch.full_like(x, NEG_INF))
