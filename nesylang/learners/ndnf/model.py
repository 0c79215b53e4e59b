"""The neural DNF network and its training (Eq. 1 of the paper, the issue's Method section).

Takes a real input matrix in [-1, 1] (booleans as 2b − 1) and 0/1 labels; returns a trained
:class:`NeuralDNF` whose weights :mod:`.discretise` turns into rules.

* A semi-symbolic node computes tanh(Σ w_i x_i + β) with β = δ·(max|w| − Σ|w|): δ = +1 behaves
  as a conjunction, δ = −1 as a disjunction. The conjunction layer uses +δ_e, the output layer
  −δ_e, where δ_e follows :func:`delta_at` and reaches 1 before post-processing.
* Loss (``variant="dnf"``): BCE((tanh d + 1)/2, y) + λ_w·mean|w|·|6 − |w|| + λ_c·mean(1 − |tanh c|).
  (tanh d + 1)/2 = σ(2d), so the BCE is computed from the logits 2d for numerical stability.
* ``variant="mt"``: MT(d)_k = 2·softmax(d)_k − 1, loss CE(d, y) + λ_mt·BCE((tanh d + 1)/2, softmax d).
* ``sparsify=(fraction, start, every, stop)`` (off by default): iterative magnitude pruning of
  the conjunctions while training. At the start of epochs start, start + every, ... ≤ stop,
  each conjunction's weights below fraction·max|w| of that conjunction are zeroed and held at 0
  (a mask applied after every optimiser step) for the rest of training, so the other weights
  retrain without them. A conjunction can otherwise train into a weighted vote (one weight
  above h = max|w|/2 and tens of small ones summing past h), whose exact split has thousands of
  rules; the paper notes the split's cost "can be mitigated through model sparsification".

This module imports torch; the rest of the package does not need it.
"""
from __future__ import annotations

import math
import time
import warnings
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import torch
from torch import nn
from torch.nn import functional as F


def delta_at(epoch: int, delta0: float = 0.1, d: int = 5, s: int = 1, r: float = 1.1) -> float:
    """δ for 0-based ``epoch``: min(1, δ0·r^k), k = 0 before epoch d, else ⌊(e − d)/s⌋ + 1.

    >>> [round(delta_at(e), 6) for e in (0, 4, 5, 6, 29)]
    [0.1, 0.1, 0.11, 0.121, 1.0]
    """
    k = 0 if epoch < d else (epoch - d) // s + 1
    return min(1.0, delta0 * r ** k)


def epochs_to_full_delta(delta0: float = 0.1, d: int = 5, s: int = 1, r: float = 1.1) -> int:
    """The first epoch at which δ = 1 (training needs at least this many + 1 epochs).

    >>> epochs_to_full_delta()
    29
    """
    if delta0 >= 1:
        return 0
    k = math.ceil(math.log(1 / delta0) / math.log(r) - 1e-12)
    while delta0 * r ** k < 1:  # guard against log rounding
        k += 1
    return d + (k - 1) * s


def mutex_tanh(d: torch.Tensor) -> torch.Tensor:
    """MT(d)_k = 2·softmax(d)_k − 1 (over the last dimension).

    >>> [round(v, 6) for v in mutex_tanh(torch.tensor([0.0, math.log(3)])).tolist()]
    [-0.5, 0.5]
    """
    return 2 * torch.softmax(d, dim=-1) - 1


def temperature_at(epoch: int, t0: float = 1.0, d: int = 50, s: int = 5, r: float = 0.9,
                   t_min: float = 0.1) -> float:
    """The threshold-invention temperature T for 0-based ``epoch``: max(T_min, T0·r^k), k as in
    :func:`delta_at`.

    >>> [round(temperature_at(e), 6) for e in (0, 49, 50, 55, 300)]
    [1.0, 1.0, 0.9, 0.81, 0.1]
    """
    k = 0 if epoch < d else (epoch - d) // s + 1
    return max(t_min, t0 * r ** k)


class ThresholdInputs(nn.Module):
    """Threshold invention (§4): m learnable thresholds per real feature; input (i, j) is
    p = tanh((x_i − t_ij)/T) on standardised x_i. Columns: feature-major (x_0's m, x_1's m, ...)."""

    def __init__(self, init: torch.Tensor):
        super().__init__()
        self.t = nn.Parameter(init.clone().float())

    def forward(self, xr: torch.Tensor, temperature: float) -> torch.Tensor:
        return torch.tanh((xr[:, :, None] - self.t[None]) / temperature).reshape(len(xr), -1)


class SemiSymbolic(nn.Module):
    """One layer of semi-symbolic nodes: ``forward(x, delta)`` returns the raw outputs f (before tanh)."""

    def __init__(self, n_in: int, n_out: int, generator: torch.Generator | None = None, std: float = 0.1):
        super().__init__()
        w = torch.empty(n_out, n_in)
        w.normal_(0.0, std, generator=generator)
        self.weight = nn.Parameter(w)

    def forward(self, x: torch.Tensor, delta: float) -> torch.Tensor:
        a = self.weight.abs()
        beta = delta * (a.max(dim=1).values - a.sum(dim=1))
        return x @ self.weight.t() + beta


class NeuralDNF(nn.Module):
    """Conjunctions (+δ) then disjunctions (−δ); ``forward`` returns (raw outputs d, conj activations)."""

    def __init__(self, n_in: int, n_conj: int, n_out: int, seed: int = 0,
                 thresholds: torch.Tensor | None = None):
        super().__init__()
        g = torch.Generator().manual_seed(seed)
        self.reals = ThresholdInputs(thresholds) if thresholds is not None else None
        n_thr = 0 if thresholds is None else thresholds.numel()
        self.conj = SemiSymbolic(n_in + n_thr, n_conj, g)
        self.disj = SemiSymbolic(n_conj, n_out, g)
        self.delta = 1.0
        self.temperature = 1.0

    def inputs(self, x: torch.Tensor, xr: torch.Tensor | None = None,
               temperature: float | None = None) -> torch.Tensor:
        """The conjunctions' inputs: the Boolean ones, then the thresholded real features."""
        if self.reals is None:
            return x
        t = self.temperature if temperature is None else temperature
        return torch.cat([x, self.reals(xr, t)], dim=1)

    def forward(self, x: torch.Tensor, delta: float | None = None, xr: torch.Tensor | None = None,
                temperature: float | None = None) -> tuple[torch.Tensor, torch.Tensor]:
        dl = self.delta if delta is None else delta
        c = torch.tanh(self.conj(self.inputs(x, xr, temperature), dl))
        return self.disj(c, -dl), c


@dataclass(frozen=True)
class TrainConfig:
    """Training options (already validated by the learner's option dataclass)."""

    conjunctions: int = 32
    epochs: int = 300
    batch_size: int = 32
    lr: float = 0.01
    seed: int = 0
    delta: tuple[float, int, int, float] = (0.1, 5, 1, 1.1)
    aux: tuple[float, float, float] = (1e-3, 0.1, 0.1)
    variant: str = "dnf"
    weight_decay: float = 0.0
    thresholds: int = 0
    temperature: tuple[float, int, int, float, float] = (1.0, 50, 5, 0.9, 0.1)
    sparsify: tuple[float, int, int, int] | None = None


def sparsify_epochs(config: TrainConfig) -> list[int]:
    """The 0-based epochs at whose start :func:`sparsify_mask` runs: ``start``, ``start + every``,
    ... up to ``stop`` (and before the last epoch), for ``config.sparsify = (fraction, start,
    every, stop)``; none when it is None.

    >>> sparsify_epochs(TrainConfig(epochs=300, sparsify=(0.25, 50, 25, 250)))
    [50, 75, 100, 125, 150, 175, 200, 225, 250]
    """
    if not config.sparsify:
        return []
    _, start, every, stop = config.sparsify
    return list(range(int(start), min(int(stop), config.epochs - 1) + 1, int(every)))


def sparsify_mask(weight: torch.Tensor, mask: torch.Tensor, fraction: float) -> torch.Tensor:
    """Magnitude pruning of a conjunction layer (rows = conjunctions): a weight stays only if
    it was kept so far and |w| ≥ fraction·max|w| of its row among the kept ones (so each row
    keeps its largest weight; an all-zero row keeps its mask).

    >>> sparsify_mask(torch.tensor([[4.0, -0.9, 1.0, 0.0]]), torch.ones(1, 4), 0.25).tolist()
    [[1.0, 0.0, 1.0, 0.0]]
    """
    a = (weight * mask).abs()
    top = a.max(dim=1, keepdim=True).values
    return mask * (a >= fraction * top).to(mask.dtype)


@dataclass
class TrainLog:
    """Per epoch: the mean training loss, δ, the temperature T (threshold invention only), the
    share of training labels the network got right in the epoch's minibatches (as it trained,
    like Keras' running accuracy) and the seconds; and whether δ reached 1."""

    losses: list[float] = field(default_factory=list)
    deltas: list[float] = field(default_factory=list)
    reached_full_delta: bool = False
    accuracies: list[float] = field(default_factory=list)
    temperatures: list[float] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    examples: int = 0

    def history(self):
        """The record as a :class:`nesylang.neural.training.History` (epochs from 1): loss, and
        the metrics ``delta``, ``train accuracy`` and, with real features, ``temperature``;
        ``history=`` and ``plot=`` write it as the gradient learners do."""
        from ...neural.training import EpochRecord, History

        out = History()
        for e, (loss, delta, acc, sec) in enumerate(zip(self.losses, self.deltas, self.accuracies, self.seconds)):
            metrics = {"delta": delta, "train accuracy": acc}
            if self.temperatures:
                metrics["temperature"] = self.temperatures[e]
            out.epochs.append(EpochRecord(e + 1, loss, sec, self.examples / sec if sec > 0 else 0.0, 0, metrics))
        return out


def ndnf_loss(model: NeuralDNF, d: torch.Tensor, c: torch.Tensor, y: torch.Tensor,
              aux: Sequence[float], variant: str = "dnf") -> torch.Tensor:
    """The training loss of the issue (targets y: 0/1 matrix for dnf, class indices for mt)."""
    lam_w, lam_c, lam_mt = aux
    w = torch.cat([model.conj.weight.reshape(-1), model.disj.weight.reshape(-1)])
    reg_w = (w.abs() * (6 - w.abs()).abs()).mean()
    reg_c = (1 - c.abs()).mean()
    if variant == "mt":
        p = torch.softmax(d, dim=-1)
        main = F.cross_entropy(d, y) + lam_mt * F.binary_cross_entropy_with_logits(2 * d, p.detach())
    else:
        main = F.binary_cross_entropy_with_logits(2 * d, y)
    return main + lam_w * reg_w + lam_c * reg_c


def initial_thresholds(xr, m: int) -> torch.Tensor:
    """m thresholds per (standardised) real feature at its (i + 1)/(m + 1) quantiles."""
    xr = torch.as_tensor(xr, dtype=torch.float64)
    q = torch.tensor([(i + 1) / (m + 1) for i in range(m)], dtype=torch.float64)
    return torch.quantile(xr, q, dim=0).t().float()


def train_ndnf(x, y, n_out: int, config: TrainConfig = TrainConfig(), *,
               interrupt=None, xr=None, progress: bool = False) -> tuple[NeuralDNF, TrainLog]:
    """Train a :class:`NeuralDNF` on inputs ``x`` (rows in [-1, 1]) and labels ``y``.

    ``y`` is an (N, n_out) 0/1 matrix (``variant="dnf"``) or N class indices (``"mt"``).
    ``xr`` (N × real features, standardised) with ``config.thresholds = m`` adds m invented
    thresholds per feature, T annealed by ``config.temperature``.
    ``interrupt`` is an optional callable checked between minibatches; ``progress`` shows
    training as exact's does (a bar on a terminal, lines in a log). Same seed, same result.
    """
    x = torch.as_tensor(x, dtype=torch.float32)
    use_reals = xr is not None and config.thresholds > 0 and np.asarray(xr).shape[1] > 0
    xr_t = torch.as_tensor(np.asarray(xr), dtype=torch.float32) if use_reals else None
    x = x.reshape(len(x), -1)
    if config.variant == "mt":
        y = torch.as_tensor(y, dtype=torch.long)
    else:
        y = torch.as_tensor(y, dtype=torch.float32).reshape(len(x), n_out)
    init = initial_thresholds(xr_t, config.thresholds) if use_reals else None
    model = NeuralDNF(x.shape[1], config.conjunctions, n_out, seed=config.seed, thresholds=init)
    opt = torch.optim.Adam(model.parameters(), lr=config.lr, weight_decay=config.weight_decay)
    g = torch.Generator().manual_seed(config.seed + 1)
    log = TrainLog()
    n = len(x)
    log.examples = n
    from ...neural.training import LINES_EVERY, progress_display

    batches = -(-n // config.batch_size)
    shown = progress_display(progress, config.epochs, batches, epoch_every=LINES_EVERY)
    try:
        _epochs(model, opt, g, log, x, y, xr_t, use_reals, config, interrupt, shown)
    finally:
        if shown is not None:
            shown.close()
    final = delta_at(max(config.epochs - 1, 0), *config.delta)
    log.reached_full_delta = final >= 1.0
    if not log.reached_full_delta:
        warnings.warn(f"ndnf: δ only reached {final:.3g} after {config.epochs} epochs "
                      f"(δ = 1 from epoch {epochs_to_full_delta(*config.delta)}); post-processing at δ = 1",
                      stacklevel=2)
    model.delta = 1.0
    model.temperature = config.temperature[-1]
    return model, log


def _epochs(model, opt, g, log, x, y, xr_t, use_reals, config, interrupt, shown) -> None:
    """:func:`train_ndnf`'s epochs (``shown``: the progress display, or None)."""
    from ...neural.training import EpochRecord

    n = len(x)
    when = set(sparsify_epochs(config))
    mask = None
    for epoch in range(config.epochs):
        started = time.perf_counter()
        if epoch in when:
            with torch.no_grad():
                w = model.conj.weight
                mask = sparsify_mask(w, torch.ones_like(w) if mask is None else mask, config.sparsify[0])
                w.mul_(mask)
        delta = delta_at(epoch, *config.delta)
        temp = temperature_at(epoch, *config.temperature)
        perm = torch.randperm(n, generator=g)
        total, right = 0.0, 0.0
        for b, start in enumerate(range(0, n, config.batch_size), 1):
            if interrupt is not None:
                interrupt()
            idx = perm[start:start + config.batch_size]
            d, c = model(x[idx], delta, xr_t[idx] if use_reals else None, temp)
            loss = ndnf_loss(model, d, c, y[idx], config.aux, config.variant)
            opt.zero_grad()
            loss.backward()
            opt.step()
            if mask is not None:
                with torch.no_grad():
                    model.conj.weight.mul_(mask)
            total += loss.item() * len(idx)
            with torch.no_grad():
                if config.variant == "mt":
                    right += float((d.argmax(dim=1) == y[idx]).sum())
                else:
                    right += float(((d > 0).float() == y[idx]).float().mean(dim=1).sum())
            if shown is not None:
                seen = start + len(idx)
                shown.minibatch(epoch + 1, b, total / seen, seen / max(time.perf_counter() - started, 1e-9))
                shown.update(1)
        seconds = time.perf_counter() - started
        log.losses.append(total / n)
        log.deltas.append(delta)
        log.accuracies.append(right / n)
        if use_reals:
            log.temperatures.append(temp)
        log.seconds.append(seconds)
        if shown is not None:
            shown.epoch_done(EpochRecord(epoch + 1, total / n, seconds, n / seconds if seconds > 0 else 0.0, 0,
                                         {"train_accuracy": right / n}))


def network_weights(model: NeuralDNF):
    """The two weight matrices as float64 numpy arrays (conjunctions × inputs, outputs × conjunctions)."""
    return (model.conj.weight.detach().double().numpy().copy(),
            model.disj.weight.detach().double().numpy().copy())


def network_thresholds(model: NeuralDNF) -> np.ndarray | None:
    """The invented thresholds on standardised features (features × m, float64), or None."""
    if model.reals is None:
        return None
    return model.reals.t.detach().double().numpy().copy()
