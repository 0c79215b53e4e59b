"""``output="auto"``: a network's convention read from its first batch, then checked again.

A one-logit network whose first outputs happen to lie in [0, 1] reads as returning
probabilities; before this check every later answer was a silently wrong probability. The
expected values below are the modules' own outputs computed with torch (sigmoid or not), not
nesylang's answers.
"""
from __future__ import annotations

import math

import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.errors import NetworkError  # noqa: E402
from nesylang.neural.networks import AUTO_CHECKS, AUTO_EVERY, Network  # noqa: E402

pytestmark = pytest.mark.usefixtures("one_torch_thread")

FACT = "nn(net, [X]) :: bright(X).\n"


class Identity(torch.nn.Module):
    """Returns its one input feature as its output: the first batch decides what "auto" sees."""

    def forward(self, x):
        return x[:, :1]


def program_with(module, values, output="auto"):
    program = nesylang.Program.from_string(FACT, name="fact.nesy")
    program.networks["net"] = Network(module, output=output)
    program.tensors["img"] = torch.tensor([[v] for v in values], dtype=torch.float64)
    return program


def prob(program, i):
    (answer,) = program.query(f"bright(tensor(img({i})))")
    return answer.probability


def test_a_logit_read_as_a_probability_is_an_error_naming_the_fix():
    # image 0 gives 0.7 (in [0, 1]: "auto" reads probabilities), image 1 gives -2.0 (a logit)
    program = program_with(Identity(), [0.7, -2.0])
    assert prob(program, 0) == pytest.approx(0.7)
    with pytest.raises(NetworkError) as err:
        prob(program, 1)
    message = str(err.value)
    assert 'output="logits"' in message and "values outside [0, 1]" in message
    assert err.value.span is not None and err.value.span.line == 1  # located at the nn clause


def test_a_declared_convention_is_not_second_guessed():
    program = program_with(Identity(), [0.7, -2.0], output="logits")
    assert prob(program, 0) == pytest.approx(1 / (1 + math.exp(-0.7)))
    assert prob(program, 1) == pytest.approx(1 / (1 + math.exp(2.0)))


def test_a_sigmoid_network_passes_every_check():
    torch.manual_seed(0)
    module = torch.nn.Sequential(torch.nn.Linear(1, 1), torch.nn.Sigmoid()).double()
    values = [float(v) for v in torch.linspace(-50, 50, AUTO_CHECKS + 3 * AUTO_EVERY)]
    program = program_with(module, values)
    for i, v in enumerate(values):  # one batch per query: more batches than the checks span
        with torch.no_grad():
            expected = float(module(torch.tensor([[v]], dtype=torch.float64)))
        assert prob(program, i) == pytest.approx(expected)
    assert program.networks["net"].output == "probabilities"


def test_a_contradiction_after_the_first_checks_is_caught_at_the_periodic_check():
    net = Network(Identity())
    ok = torch.tensor([[0.5]], dtype=torch.float64)
    bad = torch.tensor([[1.5]], dtype=torch.float64)
    net.settle(ok, False)  # batch 1: read as probabilities
    for _ in range(AUTO_CHECKS):  # batches 2 .. AUTO_CHECKS + 1: each checked
        net.settle(ok, False)
    seen = net.auto_seen
    skipped = next(n for n in range(seen + 1, seen + AUTO_EVERY + 1) if n % AUTO_EVERY)
    while net.auto_seen + 1 < skipped:
        net.settle(ok, False)
    net.settle(bad, False)  # a batch between the periodic checks is not examined
    while (net.auto_seen + 1) % AUTO_EVERY:
        net.settle(ok, False)
    with pytest.raises(NetworkError):
        net.settle(bad, False)


def test_categorical_rows_that_stop_summing_to_one_are_an_error():
    net = Network(torch.nn.Identity())
    net.settle(torch.tensor([[0.2, 0.8]]), True)
    assert net.output == "probabilities"
    with pytest.raises(NetworkError, match="rows that do not sum to one"):
        net.settle(torch.tensor([[0.2, 0.3]]), True)


def test_logits_read_as_logits_are_never_rechecked():
    net = Network(torch.nn.Identity())
    net.settle(torch.tensor([[-1.0, 3.0]]), True)
    assert net.output == "logits" and net.settled
    net.settle(torch.tensor([[0.2, 0.8]]), True)  # any values are valid logits
    assert net.output == "logits"
