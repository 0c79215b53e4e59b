"""The T^nf pair network of the Eleusis benchmark (``benchmarks/neuid3_eleusis_nets.PairNet``,
session 17): the decoder's input, parameter counts and a NeuID3 neural fact over it learning an
XOR of one attribute per image. Every expected number is computed by hand from the test's data.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

torch = pytest.importorskip("torch")

from neuid3_eleusis_nets import PairNet  # noqa: E402

from nesylang.session import Program  # noqa: E402


def sigmoid(z):
    return 1 / (1 + math.exp(-z))


def pair_program(**options) -> Program:
    args = "".join(f", {k}={v}" for k, v in options.items())
    p = Program.from_string(f'#network(pair, python("neuid3_eleusis_nets:PairNet", family=mlp, code=2{args})).\n'
                            "nn(pair, [A, B]) :: rel(A, B).\n", trust=True)
    p.network("pair").output = "logits"
    return p


def test_the_relation_decoder_reads_u_v_their_distance_and_product():
    """Encoder replaced by the identity on 2-vectors: u = (x, 0), v = (y, 0). The decoder input is
    [x, 0, y, 0, |x - y|, 0, x*y, 0]; hidden unit 0 = x + y - 2xy (XOR on {0,1}), unit 1 = |x - y|,
    output 20*h0 + 3*h1 - 10."""
    p = pair_program(hidden=2)
    net = p.network("pair").module
    net.encoder = torch.nn.Flatten()
    assert net.encoder2 is None  # shared by default
    with torch.no_grad():
        first, last = net.decoder[0], net.decoder[2]
        first.weight.zero_(), first.bias.zero_()
        first.weight[0, 0], first.weight[0, 2], first.weight[0, 6] = 1.0, 1.0, -2.0
        first.weight[1, 4] = 1.0
        last.weight.copy_(torch.tensor([[20.0, 3.0]]))
        last.bias.fill_(-10.0)
    p.tensors["v"] = torch.tensor([[0.0, 0.0], [1.0, 0.0], [0.25, 0.0]])
    feats = net.features(torch.tensor([[0.25, 0.0]]), torch.tensor([[1.0, 0.0]]))
    assert feats.tolist() == [[0.25, 0.0, 1.0, 0.0, 0.75, 0.0, 0.25, 0.0]]
    cases = {(0, 0): -10.0, (1, 1): -10.0 + 0.0, (0, 1): 20 - 10 + 3, (1, 0): 20 - 10 + 3,
             # x = 0.25, y = 1: h0 = 0.25 + 1 - 0.5 = 0.75, h1 = 0.75
             (2, 1): 20 * 0.75 + 3 * 0.75 - 10}
    for (i, j), logit in cases.items():
        got = p.query(f"rel(tensor(v({i})), tensor(v({j})))")[0].probability
        assert got == pytest.approx(sigmoid(logit), abs=1e-6), (i, j)


def test_parameter_counts_by_hand():
    # mlp encoder 128-64-16: 128*64+64 + 64*16+16 = 9296; cnn encoder: convs (2*9+1)*16 + (16*9+1)*32
    # = 304 + 4640, then 128*64+64 + 64*16+16 = 9296: 14240
    # decoders: relation 64*32+32 + 32+1 = 2113; concat 32*32+32 + 32+1 = 1089
    def count(m):
        return sum(p.numel() for p in m.parameters())

    assert count(PairNet("mlp")) == 9296 + 2113
    assert count(PairNet("cnn")) == 14240 + 2113
    assert count(PairNet("mlp", shared=False, combine="concat")) == 2 * 9296 + 1089
    assert count(PairNet("cnn", shared="false")) == 2 * 14240 + 2113
    with pytest.raises(ValueError, match="combine"):
        PairNet("mlp", combine="sum")


def test_the_benchmark_declares_the_pair_net_it_is_asked_for():
    import neuid3_eleusis as bench

    saved = bench.PAIR_NET, bench.NET
    try:
        bench.NET = "cnn"
        bench.PAIR_NET = "relation"
        text = bench.networks()
        assert ('#network(rel_rank_net, python("neuid3_eleusis_nets:PairNet", family=cnn, code=16, hidden=32, '
                'shared=true, combine=relation)).') in text
        bench.PAIR_NET = "separate"
        assert "shared=false, combine=concat" in bench.networks()
        bench.PAIR_NET = "concat"
        assert "#network(rel_suit_net, mlp(input=256, hidden=[64], output=1))." in bench.networks()
    finally:
        bench.PAIR_NET, bench.NET = saved


def xor_data(n: int, seed: int):
    """2x8x8 images whose attribute is which half is lit (top: 1, bottom: 0), with noise; a pair
    is positive iff the attributes differ (an XOR: neither image alone says anything)."""
    g = torch.Generator().manual_seed(seed)
    attrs = torch.randint(0, 2, (2 * n,), generator=g)
    imgs = 0.3 * torch.rand(2 * n, 2, 8, 8, generator=g)
    for k, a in enumerate(attrs.tolist()):
        imgs[k, :, :4] += a
        imgs[k, :, 4:] += 1 - a
    rows = [(f"pos(tensor(img({2 * i})), tensor(img({2 * i + 1})))", float(attrs[2 * i] != attrs[2 * i + 1]))
            for i in range(n)]
    return imgs, rows


def test_a_pair_neural_fact_learns_an_xor_of_one_attribute_per_image_from_labels():
    """NeuID3 with the one test ``rel(A, B)`` over the pair net: the concept is exactly the XOR,
    so the tree is that test at the root (2 leaves) and reads held-out pairs right (>= 0.97)."""
    train_imgs, train = xor_data(160, 0)
    test_imgs, test = xor_data(100, 1)
    rows = [(q.replace("img(", "tst("), y) for q, y in test]
    torch.manual_seed(0)
    p = Program.from_string('#network(pair, python("neuid3_eleusis_nets:PairNet", family=mlp, code=16)).\n'
                            "nn(pair, [A, B]) :: rel(A, B).\n"
                            "#modeh(pos(+img, +img)).\n#modeb(rel(+img, +img)).\n", trust=True)
    p.network("pair").output = "logits"
    p.tensors["img"], p.tensors["tst"] = train_imgs, test_imgs
    p.datasets["held_out"] = p.dataset(rows)
    result = p.learn("neuid3", target="pos/2", data=train, epochs=20, lr=3e-3, test=["held_out"], seed=0)
    tree = result.details["tree"]
    assert tree.root.test.text == "rel(A, B)" and len(tree.leaves()) == 2
    assert result.metric("test", "held_out accuracy") >= 0.97


def test_the_benchmark_draws_the_pair_nets_from_the_seed_and_leaves_the_other_networks_alone():
    """new_program builds the two pair nets from ``seed`` on a forked RNG: the same seed gives the
    same pair nets whatever ran before; another seed other ones; and a network built afterwards
    (lazily, after torch.manual_seed) is what it is in a program that never built the pair nets."""
    import numpy as np

    import neuid3_eleusis as bench

    class Data:
        images = np.zeros((1, 2, 8, 8), dtype=np.float32)
        splits = {"test": type("Split", (), {"index": np.zeros((0, 4), dtype=int), "labels": []})()}

    text = bench.program_text(("gt_rank",))

    def pair(p):
        return [t.clone() for t in p.network("rel_rank_net").module.parameters()]

    a = bench.new_program(Data, text, 0)
    torch.rand(5)  # something else runs in between
    b = bench.new_program(Data, text, 0)
    c = bench.new_program(Data, text, 1)
    assert all(torch.equal(x, y) for x, y in zip(pair(a), pair(b)))
    assert not all(torch.equal(x, y) for x, y in zip(pair(a), pair(c)))
    assert a.network("rel_rank_net").output == "logits"
    torch.manual_seed(0)
    built = a.network("rank_net").module.state_dict()
    plain = Program.from_string(text, trust=True)
    torch.manual_seed(0)
    alone = plain.network("rank_net").module.state_dict()
    assert all(torch.equal(built[k], alone[k]) for k in built)
