"""DeepProbLog habits (issue 15): autoloaded libraries, losses, queries of probability 0,
argmax evaluation with a confusion matrix, weights from the command line, network inputs
that are not tensors.

Expected values come from hand computation, from torch directly, or from finite differences.
"""
from __future__ import annotations

import math

import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.cli import main  # noqa: E402
from nesylang.errors import LearningError, NesyNameError  # noqa: E402
from nesylang.neural.data import examples_from  # noqa: E402
from nesylang.neural.training import ConfusionMatrix, example_losses  # noqa: E402


@pytest.fixture(autouse=True)
def _private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("NESYLANG_CACHE", str(tmp_path / "template-cache"))


def answers(program, goal) -> dict[str, float]:
    return {a.atom.replace(" ", ""): a.probability for a in program.query(goal)}


# ---- 1. autoload ---------------------------------------------------------------------------------

def test_library_predicates_load_on_first_call():
    p = nesylang.Program.from_string("0.5::a(1). 0.4::a(2). q(X) :- a(X), member(X, [1, 3]).")
    assert answers(p, "q(X)") == {"q(1)": pytest.approx(0.5)}
    assert answers(p, "append(X, Y, [1])") == {"append([],[1],[1])": 1.0, "append([1],[],[1])": 1.0}
    # called through findall/3 and maplist/3 (call/N at run time), and their helpers
    p = nesylang.Program.from_string("s(L) :- findall(X, member(X, [b, a]), L0), msort(L0, L).\n"
                                     "inc(X, Y) :- Y is X + 1.  t(L) :- maplist(inc, [1, 2], L).")
    assert answers(p, "s(L)") == {"s([a,b])": 1.0}
    assert answers(p, "t(L)") == {"t([2,3])": 1.0}


def test_a_program_defining_member_keeps_its_own():
    p = nesylang.Program.from_string("member(b, _).\nq(X) :- member(X, [a, c]), append([a], [], [a]).")
    assert answers(p, "q(X)") == {"q(b)": 1.0}  # not a or c: the library's member/2 never loaded
    assert len(p.db.clauses[("member", 2)]) == 1
    # defined after it was autoloaded (the REPL): the program's definition replaces the library's
    p = nesylang.Program.from_string("q(X) :- member(X, [a, b]).")
    assert answers(p, "q(X)") == {"q(a)": 1.0, "q(b)": 1.0}
    p.load_string("member(z, _).")
    assert answers(p, "q(X)") == {"q(z)": 1.0}


def test_autoload_off():
    p = nesylang.Program.from_string("q(X) :- member(X, [a]).", autoload=False)
    with pytest.raises(NesyNameError, match="unknown predicate member/2") as info:
        p.query("q(X)")
    assert info.value.span is not None and info.value.span.line == 1


def test_autoload_from_the_command_line(tmp_path, capsys):
    f = tmp_path / "m.nesy"
    f.write_text("q(X) :- member(X, [a, b]).\nquery(q(X)).\n")
    assert main(["query", str(f)]) == 0
    assert "q(a)" in capsys.readouterr().out
    assert main(["query", "--no-autoload", str(f)]) == 1
    assert "unknown predicate member/2" in capsys.readouterr().err
    assert main(["check", str(f)]) == 0


# ---- 2. losses -----------------------------------------------------------------------------------

ADD = """
nn(net, [X], Y, [0, 1, 2]) :: digit(X, Y).
add(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B.
"""


def add_program(seed=0):
    torch.manual_seed(seed)
    p = nesylang.Program.from_string(ADD)
    linear = torch.nn.Linear(4, 3).double()
    p.networks["net"] = torch.nn.Sequential(linear, torch.nn.Softmax(dim=1))
    p.tensors["img"] = torch.randn(4, 4, dtype=torch.float64)
    return p, linear


def by_hand(p, linear, i, j, z) -> float:
    with torch.no_grad():
        a = torch.softmax(linear(p.tensors.get("img")[i]), 0).tolist()
        b = torch.softmax(linear(p.tensors.get("img")[j]), 0).tolist()
    return sum(a[x] * b[y] for x in range(3) for y in range(3) if x + y == z)


DATA = [("add(tensor(img(0)), tensor(img(1)), 2)", 1.0), ("add(tensor(img(2)), tensor(img(3)), 1)", 0.3)]


def batch_loss(p, loss):
    examples = examples_from(DATA)
    evaluator = p.batch_evaluator()
    targets = torch.tensor([e.target for e in examples], dtype=torch.float64)
    return example_losses(evaluator.log_probs(examples), targets, loss)[0].mean()


def test_mse_value_by_hand_and_gradient_by_finite_differences():
    p, linear = add_program()
    expected = ((by_hand(p, linear, 0, 1, 2) - 1.0) ** 2 + (by_hand(p, linear, 2, 3, 1) - 0.3) ** 2) / 2
    loss = batch_loss(p, "mse")
    assert float(loss.detach()) == pytest.approx(expected, rel=1e-9)
    linear.zero_grad()
    loss.backward()
    h = 1e-6
    for param in (linear.weight, linear.bias):
        flat = param.data.view(-1)
        for k in range(flat.numel()):
            old = float(flat[k])
            flat[k] = old + h
            with torch.no_grad():
                up = float(batch_loss(p, "mse"))
            flat[k] = old - h
            with torch.no_grad():
                down = float(batch_loss(p, "mse"))
            flat[k] = old
            assert float(param.grad.view(-1)[k]) == pytest.approx((up - down) / (2 * h), rel=1e-5, abs=1e-9)


def test_nll_adds_eps_as_deepproblog_and_a_callable_loss_sees_probabilities():
    p, linear = add_program()
    p1, p2 = by_hand(p, linear, 0, 1, 2), by_hand(p, linear, 2, 3, 1)
    eps = 1e-12
    nll = (-math.log(p1 + eps) - (0.3 * math.log(p2 + eps) + 0.7 * math.log(1 - p2 + eps))) / 2
    assert float(batch_loss(p, "nll").detach()) == pytest.approx(nll, rel=1e-9)
    seen = []

    def l1(prob, target):
        seen.append(prob.detach().tolist())
        return (prob - target).abs()

    assert float(batch_loss(p, l1).detach()) == pytest.approx((abs(p1 - 1) + abs(p2 - 0.3)) / 2, rel=1e-9)
    assert seen[0] == pytest.approx([p1, p2], rel=1e-9)


def test_loss_option_trains_and_is_validated():
    p, _ = add_program()
    history = p.fit(DATA, epochs=3, batch_size=2, lr=0.1, loss="mse", progress=False)
    losses = [e.loss for e in history.epochs]
    assert losses[-1] < losses[0]
    with pytest.raises(LearningError, match="loss is nll, mse"):
        p.fit(DATA, loss="hinge", progress=False)
    with pytest.raises(nesylang.errors.DirectiveError, match="loss is nll, mse") as info:
        nesylang.Program.from_string(ADD + "#learn using exact(loss=hinge).")
    assert info.value.span is not None


def test_a_query_of_probability_zero_counts_as_eps_and_is_reported():
    p, linear = add_program()
    impossible = "add(tensor(img(0)), tensor(img(1)), 9)"  # 9 is above 2 + 2
    result = p.learn("exact", data=[DATA[0][0], impossible], epochs=2, batch_size=2, lr=0.1, progress=False)
    assert [e.zero_probability for e in result.history.epochs] == [1, 1]
    assert result.metric("train", "queries of probability 0") == 2
    assert bool(torch.isfinite(linear.weight.detach()).all())  # no NaN from the impossible query
    losses, bad = example_losses(torch.tensor([float("-inf")], dtype=torch.float64),
                                 torch.tensor([1.0], dtype=torch.float64), "nll", 1e-8)
    assert bad.tolist() == [True] and float(losses[0]) == pytest.approx(-math.log(1e-8))
    with pytest.raises(LearningError, match="probability 0"):
        p.fit([impossible], strict=True, progress=False)


def test_the_directive_reports_queries_of_probability_zero(tmp_path):
    (tmp_path / "d.jsonl").write_text('{"query": "a"}\n{"query": "b"}\n')
    p = nesylang.Program.from_file(_write(tmp_path, "t(0.5)::a.\nb :- fail.\n#data(d, jsonl(\"d.jsonl\")).\n"
                                                    "#learn using exact(data=d, epochs=1, progress=false)."))
    p.run()
    assert any("probability 0" in line and "1 in epoch 1" in line for line in p.reports)


def _write(folder, text):
    f = folder / "p.nesy"
    f.write_text(text)
    return f


# ---- 2. evaluation: argmax and the confusion matrix --------------------------------------------

def test_argmax_accuracy_differs_from_probability_above_one_half():
    # l(x) has P 0.4 but is the most probable label: right by argmax (wrong by P > 0.5);
    # m(x) has P 0.6 but m(y) has 0.7: wrong by argmax (right by P > 0.5)
    p = nesylang.Program.from_string("0.4::a. 0.35::b. 0.25::c.\nl(x) :- a. l(y) :- b. l(z) :- c.\n"
                                     "0.6::d. 0.7::e.\nm(x) :- d. m(y) :- e.")
    cm = p.confusion_matrix(["l(x)", "m(x)"])
    assert cm.counts == {("x", "x"): 1, ("y", "x"): 1}
    assert cm.accuracy == 0.5
    assert p.accuracy(["l(x)"]) == 1.0 and p.accuracy(["m(x)"]) == 0.0
    assert p.accuracy(["l(z)"]) == 0.0  # predicted x
    text = str(cm)
    assert [line.split() for line in text.splitlines()] == [["predicted", "\\", "actual", "x", "y"],
                                                            ["x", "1", "0"], ["y", "1", "0"]]


def test_confusion_matrix_of_a_tensor_query_uses_its_template():
    p, linear = add_program()
    scores = {z: by_hand(p, linear, 0, 1, z) for z in range(5)}
    best = max(scores, key=scores.get)
    cm = p.confusion_matrix([f"add(tensor(img(0)), tensor(img(1)), {z})" for z in range(5)])
    assert cm.counts == {(str(best), str(z)): 1 for z in range(5)}
    assert cm.accuracy == pytest.approx(1 / 5)


def test_confusion_matrix_counts():
    m = ConfusionMatrix()
    for pred, act in [("1", "1"), ("10", "2"), ("2", "2"), ("no_answer", "1")]:
        m.add(pred, act)
    assert m.labels == ["1", "2", "10", "no_answer"] and m.accuracy == 0.5 and m.total == 4


# ---- 4. weights from the command line ------------------------------------------------------------

NET_PROGRAM = """
#network(net, mlp(input=2, output=2)).
#tensors(x, npy("x.npy")).
nn(net, [X], Y, [a, b]) :: f(X, Y).
query(f(tensor(x(0)), Y)).
"""


def test_query_warns_about_untrained_networks_and_loads_weights(tmp_path, capsys):
    import numpy as np

    np.save(tmp_path / "x.npy", np.array([[0.0, 1.0], [1.0, 0.0]], dtype=np.float32))
    program_file = _write(tmp_path, NET_PROGRAM)
    assert main(["query", str(program_file)]) == 0
    captured = capsys.readouterr()
    assert "warning: network net never trained" in captured.err
    untrained = captured.out
    p = nesylang.Program.from_file(program_file)
    p.fit(["f(tensor(x(0)), b)"], epochs=20, lr=0.1, progress=False)
    expected = answers(p, "f(tensor(x(0)), Y)")
    ckpt = tmp_path / "w.pt"
    p.save_checkpoint(ckpt)
    assert main(["query", str(program_file), "--weights", str(ckpt), "--format", "json"]) == 0
    captured = capsys.readouterr()
    assert "warning" not in captured.err
    import json

    got = {k.replace(" ", ""): v for k, v in json.loads(captured.out).items()}
    assert got == pytest.approx(expected) and captured.out != untrained
    assert main(["run", str(program_file), "--weights", str(ckpt), "--format", "json"]) == 0
    assert {k.replace(" ", ""): v for k, v in json.loads(capsys.readouterr().out).items()} == pytest.approx(expected)
    assert main(["query", str(program_file), "--weights", str(tmp_path / "missing.pt")]) == 1
    assert "missing.pt" in capsys.readouterr().err


# ---- 3. inputs that are not tensors, input lists bound at run time, DeepProbLog's sources ---------

class TextNet(torch.nn.Module):
    """Sees Python values, as DeepProbLog's networks do; records them."""

    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(3, 2).double()
        self.seen = []

    def forward(self, text, op, xs):
        self.seen.append((text, op, xs))
        return torch.softmax(self.lin(torch.tensor([len(text), len(op), sum(xs)], dtype=torch.float64)), 0)


def test_terms_reach_networks_as_python_values():
    p = nesylang.Program.from_string('nn(tnet, [T, O, L], Y, [yes, no]) :: judge(T, O, L, Y).\n'
                                     'q(Y) :- judge("hello world", plus, [1, 2.5], Y).')
    net = TextNet()
    p.networks["tnet"] = net
    got = answers(p, "q(Y)")
    assert net.seen[-1] == ("hello world", "plus", [1, 2.5])
    with torch.no_grad():
        expected = torch.softmax(net.lin(torch.tensor([11.0, 4.0, 3.5], dtype=torch.float64)), 0).tolist()
    assert got == {"q(yes)": pytest.approx(expected[0]), "q(no)": pytest.approx(expected[1])}
    history = p.fit(["q(yes)"], epochs=3, lr=0.1, progress=False)
    assert history.epochs[-1].loss < history.epochs[0].loss


class Encoder(torch.nn.Module):
    """CLUTRR's shape: one text in, a list of two embeddings out (unbatched)."""

    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(1, 4).double()

    def forward(self, text):
        x = self.lin(torch.tensor([float(len(text))], dtype=torch.float64))
        return [x[:2], x[2:]]


class Relation(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(4, 3).double()

    def forward(self, ex, ey):  # one input (DeepProbLog's way) or a batch (tensor inputs in nesylang)
        return torch.softmax(self.lin(torch.cat([ex, ey], -1)), -1)


def test_an_input_list_bound_at_run_time_to_a_networks_output():
    p = nesylang.Program.from_string("nn(enc, [T], E) :: encode(T, E).\n"
                                     "nn(rel, E, R, [a, b, c]) :: rel(E, R).\n"
                                     'r(R) :- encode("ab", E), rel(E, R).\n'
                                     "nn(rel, Es, R, [a, b, c]) :: rel_of(Es, R).\n"
                                     "s(R) :- L = [tensor(v(0)), tensor(v(1))], rel_of(L, R).")
    enc, rel = Encoder(), Relation()
    p.networks["enc"], p.networks["rel"] = enc, rel
    p.tensors["v"] = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64)
    with torch.no_grad():
        expected = rel(*enc("ab")).tolist()
        expected_s = rel(torch.tensor([1.0, 2.0], dtype=torch.float64),
                         torch.tensor([3.0, 4.0], dtype=torch.float64)).tolist()
    assert answers(p, "r(R)") == {f"r({k})": pytest.approx(v) for k, v in zip("abc", expected)}
    assert answers(p, "s(R)") == {f"s({k})": pytest.approx(v) for k, v in zip("abc", expected_s)}
    before = enc.lin.weight.detach().clone()
    p.fit(["r(a)"], epochs=2, lr=0.1, progress=False)
    assert not torch.equal(before, enc.lin.weight.detach())  # gradients reach the encoder
    bad = nesylang.Program.from_string("nn(n, L, Y, [0, 1]) :: d(L, Y).\nq(Y) :- d(foo, Y).")
    bad.networks["n"] = Relation()
    with pytest.raises(nesylang.errors.NetworkError, match="must be a list, got foo") as info:
        bad.query("q(Y)")
    assert info.value.span is not None and info.value.span.line == 1


class DeepProbLogSource:
    """A tensor source written DeepProbLog's way: __getitem__ receives a tuple."""

    def __init__(self):
        self.data = torch.eye(3, dtype=torch.float64)

    def __getitem__(self, item):
        return self.data[int(item[0])]


class Broken:
    def __getitem__(self, item):
        raise RuntimeError("disk on fire")


def test_object_sources_are_read_in_one_batch_as_resolve_tensor_reads_them():
    from nesylang.neural.tensors import read_items

    source, plain = DeepProbLogSource(), [torch.tensor([1, 2]), torch.tensor([3, 4])]
    assert torch.equal(read_items(source, [2, 0, 2]), torch.eye(3, dtype=torch.float64)[[2, 0, 2]])
    assert torch.equal(read_items(plain, [1, 0]), torch.tensor([[3.0, 4.0], [1.0, 2.0]]))  # ints become floats
    assert read_items(source, [1, 5]) is None  # out of range: the general path reports it, located
    assert read_items(Broken(), [0]) is None
    assert read_items([torch.zeros(2), torch.zeros(3)], [0, 1]) is None  # shapes differ


def test_a_deepproblog_source_gets_the_tuple_first_once_it_refused_a_plain_index():
    """After one TypeError on a plain index, that source object is asked with ``(i,)`` first (no
    TypeError raised and caught per image); other sources keep the plain index first."""
    from nesylang.neural.tensors import read_items

    class Counting(DeepProbLogSource):
        def __init__(self):
            super().__init__()
            self.asked = []

        def __getitem__(self, item):
            self.asked.append(item)
            return super().__getitem__(item)

    class Both:  # answers a plain index and a tuple differently: the plain one must stay first
        def __getitem__(self, item):
            return torch.tensor([1.0]) if isinstance(item, int) else torch.tensor([2.0])

    counting = Counting()
    assert torch.equal(read_items(counting, [2, 0]), torch.eye(3, dtype=torch.float64)[[2, 0]])
    assert counting.asked == [2, (2,), (0,)]  # one refused plain index, then tuples only
    assert torch.equal(read_items(Counting(), [1]), torch.eye(3, dtype=torch.float64)[[1]])  # per object
    assert torch.equal(read_items(Both(), [0, 1]), torch.tensor([[1.0], [1.0]]))


def test_training_from_a_deepproblog_source_equals_training_from_the_tensor(monkeypatch):
    """The batched training path takes an object source too (it used to fall back to the
    general path): the same losses and weights as the same images held as one tensor."""
    import nesylang.neural.networks as networks

    gathered = []
    real = networks.gather_source
    monkeypatch.setattr(networks, "gather_source", lambda *a: gathered.append(real(*a)) or gathered[-1])
    queries = [f"add(tensor(s({a})), tensor(s({b})), {(a + b) % 3})" for a, b in [(0, 1), (2, 2), (1, 0), (2, 1)]]
    runs = []
    for source in (DeepProbLogSource(), torch.eye(3, dtype=torch.float64)):
        p = nesylang.Program.from_string("nn(n, [X], Y, [0, 1, 2]) :: d(X, Y).\n"
                                         "add(X, Y, Z) :- d(X, A), d(Y, B), Z is (A + B) mod 3.\n")
        torch.manual_seed(0)
        module = torch.nn.Sequential(torch.nn.Linear(3, 3).double(), torch.nn.Softmax(dim=1))
        p.networks["n"] = module
        p.tensors["s"] = source
        history = p.fit(queries, epochs=3, batch_size=2, lr=0.1, progress=False)
        runs.append(([e.loss for e in history.epochs], [t.detach().clone() for t in module.parameters()]))
    (loss_a, weights_a), (loss_b, weights_b) = runs
    assert gathered and all(g is not None for g in gathered)  # both runs read their batches in one go
    assert loss_a == pytest.approx(loss_b, rel=1e-12)
    assert all(torch.allclose(a, b, rtol=0, atol=1e-12) for a, b in zip(weights_a, weights_b))


def test_tensor_sources_written_deepproblog_s_way_and_failures_located():
    p = nesylang.Program.from_string("nn(n, [X], Y, [0, 1, 2]) :: d(X, Y).")
    module = torch.nn.Sequential(torch.nn.Linear(3, 3).double(), torch.nn.Softmax(dim=1))
    p.networks["n"] = module
    p.tensors["s"] = DeepProbLogSource()
    with torch.no_grad():
        expected = module(torch.eye(3, dtype=torch.float64)[1:2])[0].tolist()
    assert answers(p, "d(tensor(s(1)), Y)") == {f"d(tensor(s(1)),{k})": pytest.approx(v)
                                                 for k, v in enumerate(expected)}
    p.fit(["d(tensor(s(1)), 2)"], progress=False)  # the training path reads it the same way
    with pytest.raises(nesylang.errors.NetworkError, match="index out of range"):
        p.query("d(tensor(s(7)), Y)")
    p.tensors["b"] = Broken()
    with pytest.raises(nesylang.errors.NetworkError, match="failed on index 1: RuntimeError: disk on fire") as info:
        p.query("d(tensor(b(1)), Y)")
    assert info.value.span is not None
    p.networks["t"] = TextNet()
    q = nesylang.Program.from_string('nn(t, [X, Y, Z], V, [a, b]) :: f(X, Y, Z, V).')
    q.networks["t"] = TextNet()
    with pytest.raises(nesylang.errors.NetworkError, match="network 't' failed on input") as info:
        q.query('f("x", y, z, V)')  # sum() of an atom's name fails inside the module
    assert info.value.span is not None
