"""Training on k-best proofs (fit(proofs=k), #learn ... using exact(proofs=k)): a query's
probability is its k most probable proofs' (under the current weights), a lower bound that is
exact for a large k; k = 1 is the best proof's product of network outputs, with that product's
gradient. Expected values come from the networks' outputs by hand, or from exact training."""
from __future__ import annotations

import itertools

import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.errors import DirectiveError, LearningError  # noqa: E402
from nesylang.neural.data import examples_from  # noqa: E402
from nesylang.neural.kbest import KBestEvaluator  # noqa: E402


@pytest.fixture(autouse=True)
def _private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("NESYLANG_CACHE", str(tmp_path / "template-cache"))


ADD = """
nn(net, [X], Y, [0, 1, 2]) :: digit(X, Y).
add(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B.
"""
QUERIES = ["add(tensor(t(0)), tensor(t(1)), 2)", "add(tensor(t(2)), tensor(t(3)), 1)",
           "add(tensor(t(4)), tensor(t(4)), 2)"]


def program(seed=0):
    torch.manual_seed(seed)
    p = nesylang.Program.from_string(ADD)
    p.networks["net"] = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.Softmax(-1))
    p.tensors["t"] = torch.randn(5, 4)
    return p


def proof_probabilities(p, query: str):
    """Each proof's probability as a differentiable product of network outputs, by brute force:
    the digit pairs whose sum is the label (the same image twice is one digit)."""
    args = query[len("add("):-1].split(", ")
    a, b, total = int(args[0][9]), int(args[1][9]), int(args[2])
    probs = p.networks["net"].module(p.tensors["t"])
    if a == b:
        return [probs[a][x] for x in range(3) if 2 * x == total]
    return [probs[a][x] * probs[b][y] for x, y in itertools.product(range(3), repeat=2) if x + y == total]


@pytest.mark.parametrize("k", [1, 2, 3])
def test_values_are_the_k_best_proofs(k):
    p = program()
    got = KBestEvaluator(p, "cpu", k).log_probs(examples_from(QUERIES)).exp()
    for query, value in zip(QUERIES, got.tolist()):
        # the proofs of one sum choose different digits: disjoint, so their union's
        # probability is the sum of the k largest
        want = sum(sorted((float(x) for x in proof_probabilities(p, query)), reverse=True)[:k])
        assert value == pytest.approx(want, abs=1e-6)


def test_one_proof_has_the_best_proofs_gradient():
    p = program()
    net = p.networks["net"].module
    got = KBestEvaluator(p, "cpu", 1).log_probs(examples_from(QUERIES[:1]))[0]
    grads = torch.autograd.grad(got, list(net.parameters()))
    best = max(proof_probabilities(p, QUERIES[0]), key=float)
    want = torch.autograd.grad(torch.log(best), list(net.parameters()))
    for g, w in zip(grads, want):
        assert torch.allclose(g, w, atol=1e-6)


def test_many_proofs_are_exact_training():
    p = program()
    net = p.networks["net"].module
    examples = examples_from(QUERIES)
    approx = KBestEvaluator(p, "cpu", 50).log_probs(examples).sum()
    exact = p.batch_evaluator().log_probs(examples).sum()
    assert float(approx) == pytest.approx(float(exact), abs=1e-6)
    for g, w in zip(torch.autograd.grad(approx, list(net.parameters())),
                    torch.autograd.grad(exact, list(net.parameters()))):
        assert torch.allclose(g, w, atol=1e-6)


def test_proofs_follow_the_weights_and_circuits_are_reused():
    p = program()
    ev = KBestEvaluator(p, "cpu", 1)
    examples = examples_from(QUERIES[:1])
    ev.log_probs(examples)
    ev.log_probs(examples)
    assert ev.compiled_proof_sets == 1 and ev.searches == 2  # same best proof: not compiled again
    with torch.no_grad():  # make digit 2 certain for every image: the best proof becomes (0, 2) or (2, 0)
        last = p.networks["net"].module[0]
        last.weight.zero_()
        last.bias.copy_(torch.tensor([0.0, -50.0, 1.0]))
    value = float(ev.log_probs(examples).exp()[0])
    best = max(float(x) for x in proof_probabilities(p, QUERIES[0]))
    assert value == pytest.approx(best, abs=1e-6)


def test_fit_and_learn_directive_train_with_proofs():
    p = program()
    before = KBestEvaluator(p, "cpu", 1).log_probs(examples_from(QUERIES)).sum()
    history = p.fit(QUERIES * 4, epochs=3, batch_size=4, lr=0.05, proofs=1, progress=False)
    assert history.epochs[-1].loss < history.epochs[0].loss
    after = KBestEvaluator(p, "cpu", 1).log_probs(examples_from(QUERIES)).sum()
    assert float(after) > float(before)
    with pytest.raises(LearningError, match="proofs"):
        p.fit(QUERIES, proofs=0, progress=False)
    with pytest.raises(DirectiveError, match="proofs") as info:
        nesylang.Program.from_string(ADD + "#learn using exact(proofs=0).")
    assert info.value.span is not None


def test_learn_directive_with_proofs(tmp_path):
    (tmp_path / "d.jsonl").write_text("".join(f'{{"query": "{q}"}}\n' for q in QUERIES * 4))
    f = tmp_path / "p.nesy"
    f.write_text(ADD + '#data(d, jsonl("d.jsonl")).\n#learn using exact(data=d, epochs=2, lr=0.05, proofs=1, '
                 'batch_size=4, progress=false).\n')
    p = nesylang.Program.from_file(f)
    torch.manual_seed(0)
    p.networks["net"] = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.Softmax(-1))
    p.tensors["t"] = torch.randn(5, 4)
    p.run()
    [line] = [x for x in p.reports if x.startswith("% exact:")]
    assert "2 epoch(s)" in line and "from its 1 most probable proof(s)" in line


def test_query_without_proof_counts_as_probability_zero():
    p = program()
    history = p.fit(["add(tensor(t(0)), tensor(t(1)), 9)"] + QUERIES, epochs=1, batch_size=4, proofs=2,
                    progress=False)
    assert history.epochs[0].zero_probability == 1
