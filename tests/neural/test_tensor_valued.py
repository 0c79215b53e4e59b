"""nn(Net, Inputs, Var) binds Var to the network's output tensor, which other networks take
as input (DeepProbLog's WAP pattern: an encoder feeding classifiers); gradients reach both."""
import pytest
import torch

import nesylang

PROGRAM = """
nn(enc, [X], E) :: encode(X, E).
nn(cls, [E], Y, [a, b]) :: label(E, Y).
kind(X, Y) :- encode(X, E), label(E, Y).
"""


def make_program():
    torch.manual_seed(0)
    p = nesylang.Program.from_string(PROGRAM)
    p.networks["enc"] = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.Tanh())
    p.networks["cls"] = torch.nn.Linear(3, 2)
    p.tensors["img"] = torch.eye(4)
    return p


def test_value_is_the_composed_networks():
    p = make_program()
    enc, cls = p.network("enc").module, p.network("cls").module
    with torch.no_grad():
        expected = torch.softmax(cls(enc(torch.eye(4)[2:3])), dim=1)[0]
    got = {a.atom: a.probability for a in p.query("kind(tensor(img(2)), Y)")}
    assert got["kind(tensor(img(2)),a)"] == pytest.approx(float(expected[0]), abs=1e-6)
    assert got["kind(tensor(img(2)),b)"] == pytest.approx(float(expected[1]), abs=1e-6)


def test_training_moves_both_networks():
    p = make_program()
    enc_before = p.network("enc").module[0].weight.detach().clone()
    history = p.fit(["kind(tensor(img(0)), a)", "kind(tensor(img(1)), b)"] * 8, epochs=40, lr=0.05, progress=False)
    assert history.last.loss < history.epochs[0].loss / 4
    assert not torch.allclose(enc_before, p.network("enc").module[0].weight)  # the gradient reached the encoder
    got = {a.atom: a.probability for a in p.query("kind(tensor(img(1)), Y)")}
    assert got["kind(tensor(img(1)),b)"] > 0.9
