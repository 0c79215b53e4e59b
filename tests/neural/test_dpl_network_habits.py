"""DeepProbLog's ways of registering a network (issue 15, session 12): its own
``deepproblog.network.Network(module, name, optimizer, batching=...)`` object, and nesylang's
``Network`` called in DeepProbLog's argument order. The module, optimizer and ``batching`` are
taken; a name that disagrees with the registration and ``scheduler=`` are located errors, never
a traceback from inside training (``k=``: tests/neural/test_network_top_k.py)."""
from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.errors import NetworkError  # noqa: E402
from nesylang.neural.networks import Network  # noqa: E402

PROGRAM = "nn(mnist_net, [X], Y, [0, 1, 2]) :: digit(X, Y).\nadd(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B.\n"


@pytest.fixture(autouse=True)
def _private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("NESYLANG_CACHE", str(tmp_path / "template-cache"))


def module(seed: int) -> torch.nn.Module:
    torch.manual_seed(seed)
    return torch.nn.Sequential(torch.nn.Linear(3, 3), torch.nn.Softmax(1))


def program() -> nesylang.Program:
    p = nesylang.Program.from_string(PROGRAM)
    p.tensors["img"] = torch.eye(3)
    return p


def hand_value(net) -> float:
    """P(add(img0, img1, 2)): digits (0, 2), (1, 1), (2, 0)."""
    with torch.no_grad():
        a, b = net(torch.eye(3)[0:1])[0], net(torch.eye(3)[1:2])[0]
    return float(a[0] * b[2] + a[1] * b[1] + a[2] * b[0])


GOAL = "add(tensor(img(0)), tensor(img(1)), 2)"


def test_deepproblog_network_object():
    dpl_network = pytest.importorskip("deepproblog.network")
    net = module(1)
    p = program()
    p.networks["mnist_net"] = dpl_network.Network(net, "mnist_net", torch.optim.SGD(net.parameters(), lr=0.0),
                                                  batching=True)
    assert p.network("mnist_net").batching is True and p.network("mnist_net").module is net
    [answer] = p.query(GOAL)
    assert answer.probability == pytest.approx(hand_value(net), abs=1e-6)
    before = [t.clone() for t in net.parameters()]
    p.fit([GOAL], epochs=2, lr=0.5, progress=False)  # its own optimizer (lr 0) steps, not Adam(0.5)
    assert all(torch.equal(a, b) for a, b in zip(before, net.parameters()))


def test_deepproblog_network_without_optimizer_trains_with_fit_s_default():
    dpl_network = pytest.importorskip("deepproblog.network")
    net = module(2)
    p = program()
    p.networks["mnist_net"] = dpl_network.Network(net, "mnist_net")
    before = p.query(GOAL)[0].probability
    p.fit([GOAL], epochs=3, lr=0.05, progress=False)
    assert p.query(GOAL)[0].probability > before


def test_deepproblog_network_options_not_supported_are_errors():
    dpl_network = pytest.importorskip("deepproblog.network")
    p = program()
    net = module(3)
    with pytest.raises(NetworkError, match="scheduler=...") as info:
        p.networks["mnist_net"] = dpl_network.Network(
            net, "mnist_net", scheduler=torch.optim.lr_scheduler.StepLR(torch.optim.SGD(net.parameters()), 1))
    assert "not supported" in str(info.value)
    with pytest.raises(NetworkError, match="registered as 'mnist_net'"):
        p.networks["mnist_net"] = dpl_network.Network(module(3), "other_net")


def test_nesylang_network_in_deepproblog_s_argument_order():
    net = module(4)
    opt = torch.optim.SGD(net.parameters(), lr=0.0)
    wrapped = Network(net, "mnist_net", opt, batching=True)
    assert (wrapped.name, wrapped.optimizer, wrapped.batching) == ("mnist_net", opt, True)
    p = program()
    p.networks["mnist_net"] = wrapped
    assert p.query(GOAL)[0].probability == pytest.approx(hand_value(net), abs=1e-6)
    with pytest.raises(NetworkError, match="registered as 'digits'"):
        p.networks["digits"] = Network(net, "mnist_net")
    with pytest.raises(NetworkError, match="scheduler argument"):
        Network(net, "mnist_net", opt, object())
    with pytest.raises(NetworkError, match="must be a torch optimizer"):
        Network(net, 0.01)
    with pytest.raises(NetworkError, match="pair needs a torch optimizer"):
        p.networks["mnist_net"] = (net, "adam")
