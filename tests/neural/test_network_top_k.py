"""DeepProbLog's ``Network(..., k=K)`` (issue 15): a query grounds a network's neural annotated
disjunction on its K most probable outputs for each input, as DeepProbLog's ExactEngine does in
evaluation mode (``torch.topk`` over the output, then ``member/2`` over the kept values).

Expected values are brute-force sums over the kept digit pairs, computed here from the
network's own output rows; answers must follow the network's current weights (no stale cache);
training refuses k; DeepProbLog's own ``Network`` object with ``k`` is taken."""
from __future__ import annotations

import itertools
import math

import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.errors import NesyError, NetworkError  # noqa: E402
from nesylang.neural.networks import Network  # noqa: E402

PROGRAM = ("nn(net, [X], Y, [0, 1, 2, 3]) :: digit(X, Y).\n"
           "add(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B.\n")


@pytest.fixture(autouse=True)
def _private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("NESYLANG_CACHE", str(tmp_path / "template-cache"))


class Fixed(torch.nn.Module):
    """Row i of ``table`` for input one_hot(i): outputs set by the test, changeable in place."""

    def __init__(self, table):
        super().__init__()
        self.table = torch.nn.Parameter(torch.tensor(table, dtype=torch.float64))

    def forward(self, x):
        return x.to(torch.float64) @ self.table


TABLE = [[0.1, 0.5, 0.3, 0.1],   # img 0: kept with k = 2: 1 (0.5), 2 (0.3)
         [0.4, 0.05, 0.15, 0.4],  # img 1: a tie 0.4 / 0.4: k = 1 keeps 0 (the earlier position)
         [0.25, 0.25, 0.25, 0.25]]


def program(k, table=TABLE):
    p = nesylang.Program.from_string(PROGRAM)
    p.tensors["img"] = torch.eye(3, dtype=torch.float64)
    p.networks["net"] = Network(Fixed(table), k=k)
    return p


def kept(row, k):
    return sorted(range(len(row)), key=lambda i: (-row[i], i))[:k]


def brute_sum(table, a, b, k):
    """P(add(img a, img b, Z)) for each Z over the worlds whose digits are both kept."""
    out: dict[int, float] = {}
    for da, db in itertools.product(kept(table[a], k), kept(table[b], k)):
        out[da + db] = out.get(da + db, 0.0) + table[a][da] * table[b][db]
    return out


@pytest.mark.parametrize("k", [1, 2, 3])
def test_open_query_keeps_the_top_k_outputs(k):
    p = program(k)
    answers = {a.term.args[2]: a.probability for a in p.query("add(tensor(img(0)), tensor(img(1)), Z)")}
    expected = brute_sum(TABLE, 0, 1, k)
    assert {int(z.value if hasattr(z, "value") else z): v for z, v in answers.items()}.keys() == expected.keys()
    for z, v in answers.items():
        assert v == pytest.approx(expected[int(z.value if hasattr(z, "value") else z)], abs=1e-12)


def test_k_one_keeps_the_argmax_and_breaks_ties_by_position():
    p = program(1)
    digits = [(str(a.term), a.probability) for a in p.query("digit(tensor(img(1)), Y)")]
    assert digits == [("digit(tensor(img(1)),0)", pytest.approx(0.4))]
    [(atom, prob)] = [(str(a.term), a.probability) for a in p.query("digit(tensor(img(0)), Y)")]
    assert atom == "digit(tensor(img(0)),1)" and prob == pytest.approx(0.5)


def test_a_ground_query_outside_the_top_k_has_probability_zero():
    p = program(1)
    [answer] = p.query("digit(tensor(img(0)), 2)")  # 0.3, but only digit 1 is kept
    assert answer.probability == 0.0
    full = program(None)
    assert full.query("digit(tensor(img(0)), 2)")[0].probability == pytest.approx(0.3)


def test_large_k_is_exact_inference():
    exact = {str(a.term): a.probability for a in program(None).query("add(tensor(img(0)), tensor(img(2)), Z)")}
    topk = {str(a.term): a.probability for a in program(4).query("add(tensor(img(0)), tensor(img(2)), Z)")}
    assert topk.keys() == exact.keys()
    assert all(math.isclose(topk[t], exact[t], abs_tol=1e-12) for t in exact)


def test_answers_follow_the_network_after_its_weights_change():
    p = program(1)
    goal = "add(tensor(img(0)), tensor(img(0)), Z)"
    assert [str(a.term) for a in p.query(goal)] == ["add(tensor(img(0)),tensor(img(0)),2)"]
    with torch.no_grad():  # digit 3 becomes img 0's most probable output
        p.network("net").module.table[0] = torch.tensor([0.1, 0.2, 0.1, 0.6], dtype=torch.float64)
    [answer] = p.query(goal)
    assert str(answer.term) == "add(tensor(img(0)),tensor(img(0)),6)"
    assert answer.probability == pytest.approx(0.6)  # one image, one draw: digit 3 once (not 0.6 ** 2)


def test_evaluation_predicts_from_the_kept_outputs():
    # Labels: img 0 + img 0 = 2 (kept argmax 1+1: right); img 1 + img 0 = 3 (kept 0 and 1:
    # the prediction is 1, wrong). The confusion matrix counts DeepProbLog's way.
    p = program(1)
    data = ["add(tensor(img(0)), tensor(img(0)), 2)", "add(tensor(img(1)), tensor(img(0)), 3)"]
    matrix = p.confusion_matrix(data)
    assert matrix.accuracy == pytest.approx(0.5)
    assert matrix.counts[("1", "3")] == 1 and matrix.counts[("2", "2")] == 1


@pytest.mark.parametrize("learner", ["exact", "exal"])
def test_training_refuses_k(learner):
    p = program(1)
    before = [t.clone() for t in p.network("net").module.parameters()]
    with pytest.raises(NetworkError, match="k most probable outputs"):
        p.learn(learner, data=["add(tensor(img(0)), tensor(img(1)), 1)"], epochs=1, progress=False)
    assert all(torch.equal(a, b) for a, b in zip(before, p.network("net").module.parameters()))
    with pytest.raises(NetworkError, match="k most probable outputs"):
        p.fit(["add(tensor(img(0)), tensor(img(1)), 1)"], epochs=1, progress=False)


def test_k_must_be_a_positive_integer():
    for bad in (0, -1, 1.5, True, "2"):
        with pytest.raises(NetworkError, match="positive integer"):
            Network(Fixed(TABLE), k=bad)


def test_deepproblog_argument_order_and_network_object():
    net = Fixed(TABLE)
    assert Network(net, "net", None, None, 2).k == 2  # (module, name, optimizer, scheduler, k)
    with pytest.raises(NetworkError, match="scheduler"):
        Network(net, "net", None, object(), 2)
    dpl_network = pytest.importorskip("deepproblog.network")
    p = nesylang.Program.from_string(PROGRAM)
    p.tensors["img"] = torch.eye(3, dtype=torch.float64)
    p.networks["net"] = dpl_network.Network(net, "net", k=1)
    assert p.network("net").k == 1
    assert [str(a.term) for a in p.query("digit(tensor(img(0)), Y)")] == ["digit(tensor(img(0)),1)"]


def test_open_forth_sort_query_equals_deepproblog_exact_engine_with_k_one():
    """DeepProbLog's own evaluation (ExactEngine, ``Network(..., k=1)``, as sort.py's test model)
    is the reference: the open 5-element query's answer and probability, same module."""
    pytest.importorskip("deepproblog")
    import importlib.util
    from pathlib import Path

    from deepproblog.engines import ExactEngine
    from deepproblog.model import Model
    from deepproblog.network import Network as DplNetwork
    from deepproblog.query import Query
    from problog.logic import Constant, Term, Var, list2term

    here = Path(__file__).resolve().parents[2] / "examples" / "deepproblog" / "forth_sort"
    spec = importlib.util.spec_from_file_location("forth_sort_dpl_approx", here / "dpl_approx.py")
    dpl_approx = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(dpl_approx)
    spec = importlib.util.spec_from_file_location("forth_sort_train", here / "train.py")
    train = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(train)
    torch.manual_seed(3)
    module = train.EncodeModule().eval()
    digits = [7, 3, 9, 1, 4]

    model = Model(str(here / "compare.pl"), [DplNetwork(dpl_approx.PerInput(module), "swap_net", k=1)])
    model.set_engine(ExactEngine(model), cache=False)
    model.eval()
    with torch.no_grad():
        [result] = model.solve([Query(Term("forth_sort", list2term([Constant(x) for x in digits]), Var("L")))])
    expected = {str(a.args[1]).replace(" ", ""): float(p) for a, p in result.result.items()}

    program = nesylang.load(str(here / "compare.pl"))
    program.networks["swap_net"] = Network(module, k=1)
    got = {str(a.term.args[1]).replace(" ", ""): a.probability for a in program.query(f"forth_sort({digits}, L)")}
    assert got.keys() == expected.keys() and len(got) == 1
    for answer, p in expected.items():
        assert got[answer] == pytest.approx(p, rel=1e-5)


def test_declared_network_takes_k(tmp_path):
    """``#network(Name, family(..., k=K))``: the same top-k grounding for a declared network; the
    kept digit is whatever the network (random initial weights) ranks first, read here from
    the network itself."""
    source = ("#network(net, mlp(input=3, output=4, k=1)).\n" + PROGRAM)
    p = nesylang.Program.from_string(source)
    p.tensors["img"] = torch.eye(3)
    answers = p.query("digit(tensor(img(2)), Y)")
    with torch.no_grad():
        row = torch.softmax(p.network("net").module(torch.eye(3)[2:3]), 1)[0].tolist()
    assert p.network("net").k == 1
    assert [str(a.term) for a in answers] == [f"digit(tensor(img(2)),{kept(row, 1)[0]})"]
    assert answers[0].probability == pytest.approx(max(row), abs=1e-6)
    with pytest.raises(NesyError, match="k= takes a positive integer") as info:
        bad = nesylang.Program.from_string("#network(net, mlp(input=3, output=4, k=0)).\n" + PROGRAM)
        bad.tensors["img"] = torch.eye(3)
        bad.query("digit(tensor(img(2)), Y)")
    assert info.value.span is not None and info.value.span.line == 1
