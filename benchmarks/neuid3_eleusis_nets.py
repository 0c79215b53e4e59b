"""The relational networks of NeuID3's T^nf tests in ``benchmarks/neuid3_eleusis.py`` (session 17).

``rel_rank(R0, R1)`` and ``rel_suit(S0, S1)`` are neural facts over two images. The paper
(section 6.2.2, Fig. 4) defines their network as "a simple encoder-decoder architecture following
the idea of our MLPs": each image goes through an image network and an encoder, and a decoder
reads the codes. :class:`PairNet` is that network here:

* the encoder is one network of the benchmark's image family (``cnn``: nesylang's
  ``cnn(size=8, channels=2, output=code, hidden=64)``, the rank and suit networks' family; ``mlp``:
  ``mlp(input=128, hidden=[64], output=code)``), built through nesylang's own family builder;
* ``shared=True`` (the default): ONE encoder reads both images, as ``gt_rank`` reads both cards
  with one ``rank`` network; ``shared=False``: one encoder per image (the paper's monolithic
  network has one per image);
* ``combine="relation"`` (the default): the decoder reads ``[u, v, |u - v|, u * v]`` of the two
  codes u, v (the usual input of a learned relation over two embeddings, e.g. InferSent's);
  ``combine="concat"``: ``[u, v]``. Decoder ``Linear(in, hidden), ReLU, Linear(hidden, 1)``
  (with ``concat`` a ReLU first): one logit.

Why ``relation`` (session 17): the decoder then has the codes' products, so a relation that is an
XOR of one attribute per image (alternating_faces: face(R0) xor face(R1)) is linear in them and the
encoder gets a first-order gradient towards that attribute. With ``[u, v]`` alone, training from the
class label memorised the training pairs instead on about half of the seeds (test accuracy 0.47-0.52
on 4 of 7 seeds, 0.92 on the others; plain torch, 20 epochs).

Used through nesylang's ``python("neuid3_eleusis_nets:PairNet", ...)`` family (the benchmark
loads its programs with ``trust=True`` and sets the network's output convention to logits).
"""
from __future__ import annotations

import torch
from torch import nn


def _encoder(family: str, code: int) -> nn.Module:
    from nesylang.neural.networks import build_declared

    options = ({"size": 8, "channels": 2, "output": code, "hidden": 64} if family == "cnn"
               else {"input": 128, "hidden": [64], "output": code})
    return build_declared(family, [], options, trust=False, span=None).module


class PairNet(nn.Module):
    """Encoder-decoder over two images: ``decoder([enc(a), enc'(b)])``, one logit per pair."""

    def __init__(self, family: str = "cnn", code: int = 16, hidden: int = 32, shared=True, combine: str = "relation"):
        super().__init__()
        if family not in ("cnn", "mlp"):
            raise ValueError(f"PairNet: family must be cnn or mlp, got {family!r}")
        if combine not in ("relation", "concat"):
            raise ValueError(f"PairNet: combine must be relation or concat, got {combine!r}")
        shared = shared in (True, "true", 1)
        self.combine = combine
        self.encoder = _encoder(family, code)
        self.encoder2 = None if shared else _encoder(family, code)
        if combine == "relation":
            self.decoder = nn.Sequential(nn.Linear(4 * code, hidden), nn.ReLU(), nn.Linear(hidden, 1))
        else:
            self.decoder = nn.Sequential(nn.ReLU(), nn.Linear(2 * code, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def features(self, a, b):
        """The decoder's input for a batch of pairs."""
        u = self.encoder(a)
        v = (self.encoder if self.encoder2 is None else self.encoder2)(b)
        if self.combine == "relation":
            return torch.cat([u, v, (u - v).abs(), u * v], dim=1)
        return torch.cat([u, v], dim=1)

    def forward(self, a, b):
        return self.decoder(self.features(a, b))
