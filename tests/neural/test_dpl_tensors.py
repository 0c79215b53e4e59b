"""DeepProbLog's tensor builtins (add/3, mul/3, dot/3, rbf/3, max/2, mean/2, sigmoid/2, cat/2,
stack/2, one_hot/3, list_to_tensor/2, tensor_index/3, embed/2, less_than/2) on tensor-valued
nn/3 outputs: values against torch, gradients by gradcheck, located errors."""
import pytest
import torch

import nesylang
from nesylang.errors import NesyError, NetworkError
from nesylang.neural.networks import input_tensor as evaluate  # evaluates tensor expressions

PROGRAM = """
nn(enc, [X], E) :: encode(X, E).
nn(probe, [E], Y, [a, b]) :: probe(E, Y).
"""


def make(extra: str, dtype=torch.float32):
    torch.manual_seed(0)
    p = nesylang.Program.from_string(PROGRAM + extra)
    p.networks["enc"] = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.Tanh()).to(dtype)
    p.networks["probe"] = torch.nn.Sequential(torch.nn.Linear(3, 2), torch.nn.Softmax(-1)).to(dtype)
    p.tensors["img"] = torch.eye(4, dtype=dtype) + 0.1
    return p


def value_of(p, goal: str):
    """The tensor a goal binds to its last argument Z, evaluated (with gradients)."""
    [answer] = p.query(goal)
    return evaluate(answer.term.args[-1], p)


def encodings(p, dtype=torch.float32):
    enc = p.network("enc").module
    x = torch.eye(4, dtype=dtype) + 0.1
    return enc(x[0:1])[0], enc(x[1:2])[0], enc(x[2:3])[0]


CASES = [
    ("add(E0, E1, Z)", lambda a, b, c: a + b),
    ("mul(E0, E1, Z)", lambda a, b, c: a * b),
    ("dot(E0, E1, Z)", lambda a, b, c: torch.dot(a, b)),
    ("rbf(E0, E1, Z)", lambda a, b, c: torch.exp(-torch.norm(a - b, 2))),
    ("sigmoid(E0, Z)", lambda a, b, c: torch.sigmoid(a)),
    ("max([E0, E1, E2], Z)", lambda a, b, c: torch.stack([a, b, c]).max(0).values),
    ("mean([E0, E1, E2], Z)", lambda a, b, c: torch.stack([a, b, c]).mean(0)),
    ("cat([E0, E1], Z)", lambda a, b, c: torch.cat([a, b])),
    ("stack([E0, E1], Z)", lambda a, b, c: torch.stack([a, b])),
    ("tensor_index(E2, [2, 0], Z)", lambda a, b, c: c[[2, 0]]),
    ("add(E0, 2, Z)", lambda a, b, c: a + 2),
]


@pytest.mark.parametrize("body,expected", CASES, ids=[c[0].split("(")[0] + str(i) for i, c in enumerate(CASES)])
def test_values_match_torch(body, expected):
    p = make(f"t(Z) :- encode(tensor(img(0)), E0), encode(tensor(img(1)), E1), encode(tensor(img(2)), E2), {body}.")
    got = value_of(p, "t(Z)")
    with torch.no_grad():
        want = expected(*encodings(p))
    assert torch.allclose(got.detach(), want, atol=1e-6)


def test_constants():
    p = nesylang.Program.from_string("t(Z) :- one_hot(2, 4, A), list_to_tensor([1, 2.5, 0, 0], B), add(A, B, Z).")
    assert torch.equal(value_of(p, "t(Z)"), torch.tensor([1.0, 2.5, 1.0, 0.0]))


@pytest.mark.parametrize("body", ["rbf(E0, E1, Z)", "dot(E0, E1, Z)", "max([E0, E1, E2], Z)",
                                  "cat([E0, E1], Z)", "mul(E0, E1, Y), sigmoid(Y, Z)"])
def test_gradcheck_through_the_encoder(body):
    """Gradients reach the encoder's weights through each builtin (checked in float64 against
    finite differences)."""
    p = make(f"t(Z) :- encode(tensor(img(0)), E0), encode(tensor(img(1)), E1), encode(tensor(img(2)), E2), {body}.",
             dtype=torch.float64)
    [answer] = p.query("t(Z)")
    expr = answer.term.args[0]
    w0 = p.network("enc").module[0].weight.detach().clone().requires_grad_(True)

    def g(w):  # the expression's value as a function of the encoder's first weight matrix
        module = p.network("enc").module[0]
        original = module.weight
        del module.weight
        module.weight = w
        try:
            return evaluate(expr, p)
        finally:
            del module.weight
            module.weight = original

    assert torch.autograd.gradcheck(g, (w0,), eps=1e-6, atol=1e-5)


def test_builtin_output_feeds_a_network_and_trains():
    """A tensor built by add/3 from two encodings is another network's input; training reaches
    the encoder through it (DeepProbLog's pattern: combine, then classify)."""
    p = make("pair(X, Y, L) :- encode(X, E1), encode(Y, E2), add(E1, E2, S), probe(S, L).")
    enc, probe = p.network("enc").module, p.network("probe").module
    with torch.no_grad():
        a, b, _ = encodings(p)
        want = probe((a + b).unsqueeze(0))[0]
    got = {x.atom: x.probability for x in p.query("pair(tensor(img(0)), tensor(img(1)), L)")}
    assert got["pair(tensor(img(0)),tensor(img(1)),a)"] == pytest.approx(float(want[0]), abs=1e-6)
    before = enc[0].weight.detach().clone()
    history = p.fit(["pair(tensor(img(0)), tensor(img(1)), a)", "pair(tensor(img(2)), tensor(img(3)), b)"] * 4,
                    epochs=30, lr=0.05, progress=False)
    assert history.last.loss < history.epochs[0].loss
    assert not torch.allclose(before, enc[0].weight)


def test_tensor_as_probability():
    """P :: similar(X, Y) :- ..., rbf(EX, EY, P): the rbf value is the probability, and the
    loss's gradient reaches the encoder."""
    p = make("P :: similar(X, Y) :- encode(X, EX), encode(Y, EY), rbf(EX, EY, P).")
    with torch.no_grad():
        a, b, _ = encodings(p)
        want = float(torch.exp(-torch.norm(a - b, 2)))
    [answer] = p.query("similar(tensor(img(0)), tensor(img(1)))")
    assert answer.probability == pytest.approx(want, abs=1e-6)
    before = p.network("enc").module[0].weight.detach().clone()
    history = p.fit(["similar(tensor(img(0)), tensor(img(1)))"] * 4, epochs=20, lr=0.1, progress=False)
    assert history.last.loss < history.epochs[0].loss
    assert not torch.allclose(before, p.network("enc").module[0].weight)
    [after] = p.query("similar(tensor(img(0)), tensor(img(1)))")
    assert after.probability > answer.probability


def test_probability_out_of_range_is_located():
    p = make("P :: big(X) :- encode(X, E), dot(E, E, D), add(D, 1, P).")
    with pytest.raises(NetworkError, match=r"\[0, 1\]") as e:
        p.query("big(tensor(img(0)))")
    assert e.value.span is not None


def test_embed_uses_the_embed_network():
    p = nesylang.Program.from_string("P :: close(X, Y) :- embed(X, A), embed(Y, B), rbf(A, B, P).")

    class Embedder(torch.nn.Module):
        def forward(self, name):
            return torch.tensor({"cat": [0.0, 1.0], "dog": [0.0, 2.0]}[name])

    p.networks["embed"] = Embedder()
    [answer] = p.query("close(cat, dog)")
    assert answer.probability == pytest.approx(float(torch.exp(torch.tensor(-1.0))), abs=1e-6)


def test_less_than_on_constants():
    p = nesylang.Program.from_string("a :- less_than(1, 2).\nb :- list_to_tensor([3], X), less_than(X, 2).")
    assert [x.probability for x in p.query("a")] == [1.0]
    assert [x.probability for x in p.query("b")] == [0.0]


def test_less_than_on_a_network_is_refused_with_a_location():
    p = make("c :- encode(tensor(img(0)), E), dot(E, E, D), less_than(D, 1).")
    with pytest.raises(NesyError, match="less_than") as e:
        p.query("c")
    assert e.value.span is not None


@pytest.mark.parametrize("body,message", [
    ("add(foo, E0, Z)", "expected a tensor"),
    ("one_hot(5, 3, Z)", "outside 0..2"),
    ("max([], Z)", "empty"),
    ("add(Y, E0, Z)", "must be bound"),
    ("tensor_index(E0, [a], Z)", "list of integers"),
])
def test_mistakes_are_located_errors(body, message):
    p = make(f"t(Z) :- encode(tensor(img(0)), E0), {body}.")
    with pytest.raises(NesyError, match=message) as e:
        p.query("t(Z)")
    assert e.value.span is not None


def test_a_program_keeps_its_own_add():
    p = nesylang.Program.from_string("add(X, Y, Z) :- Z is X + Y.\nq(Z) :- add(1, 2, Z).")
    assert [a.atom for a in p.query("q(Z)")] == ["q(3)"]
