"""Neural predicates, learnable probabilities and training (nesylang.neural, the exact learner).

Every expected value here is derived independently of nesylang's inference: by hand from the
networks' softmax outputs, by central finite differences, or from the closed-form maximum
likelihood estimate. Networks and data are tiny so the whole file runs in seconds.
"""
from __future__ import annotations

import json
from pathlib import Path
import math
import pickle

import numpy as np
import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.errors import (DirectiveError, LearningError, NesyError, NetworkError)  # noqa: E402
from nesylang.neural.data import examples_from  # noqa: E402
from nesylang.neural.networks import Network  # noqa: E402

ADD = """\
nn(net, [X], Y, [0, 1, 2]) :: digit(X, Y).
add(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B.
t(0.3) :: bonus.
add_bonus(X, Y, Z) :- add(X, Y, Z), bonus.
"""
ADD_NN_LINE = 1  # the nn(...) clause's line in ADD


# one torch thread (conftest); every test has its own template cache (conftest), so counts of
# compiled templates do not depend on earlier runs and nothing is written to ~/.cache
pytestmark = pytest.mark.usefixtures("one_torch_thread")


def add_program(*, dtype=torch.float64, seed=0, n_images=5, softmax=True):
    """The ADD program with a tiny linear network (4 features -> 3 classes) and random images."""
    torch.manual_seed(seed)
    program = nesylang.Program.from_string(ADD, name="add.nesy")
    linear = torch.nn.Linear(4, 3).to(dtype)
    module = torch.nn.Sequential(linear, torch.nn.Softmax(dim=1)) if softmax else linear
    program.networks["net"] = module
    program.tensors["img"] = torch.randn(n_images, 4, dtype=dtype)
    return program, linear


def softmax_of(program, linear, i) -> list[float]:
    """The network's class probabilities for image i, computed directly with torch."""
    with torch.no_grad():
        return torch.softmax(linear(program.tensors.get("img")[i]), dim=0).tolist()


def answers(program, goal) -> dict[str, float]:
    return {a.atom: a.probability for a in program.query(goal)}


def img(i) -> str:
    return f"tensor(img({i}))"


# ---- 1. values and gradients -----------------------------------------------------------------

def test_addition_probability_is_the_convolution_of_the_softmax_outputs():
    program, linear = add_program()
    p0, p1 = softmax_of(program, linear, 0), softmax_of(program, linear, 1)
    got = answers(program, f"add({img(0)}, {img(1)}, Z)")
    assert len(got) == 5
    for z in range(5):
        hand = sum(p0[a] * p1[b] for a in range(3) for b in range(3) if a + b == z)
        assert got[f"add({img(0)},{img(1)},{z})"] == pytest.approx(hand, abs=1e-12)
    # the training path computes the same numbers (log space, batched)
    examples = examples_from([f"add({img(0)}, {img(1)}, {z})" for z in range(5)])
    logp = program.batch_evaluator().log_probs(examples)
    assert logp.dtype == torch.float64
    for z in range(5):
        hand = sum(p0[a] * p1[b] for a in range(3) for b in range(3) if a + b == z)
        assert math.exp(float(logp.detach()[z])) == pytest.approx(hand, abs=1e-12)


TRAIN_QUERIES = [f"add({img(0)}, {img(1)}, 2)", f"add({img(2)}, {img(3)}, 1)", f"add({img(1)}, {img(4)}, 4)",
                 f"add({img(3)}, {img(3)}, 2)", f"add_bonus({img(0)}, {img(4)}, 3)"]


def _loss(program, examples):
    return -program.batch_evaluator().log_probs(examples).mean()


def test_network_gradient_matches_central_finite_differences():
    program, linear = add_program()
    examples = examples_from(TRAIN_QUERIES)
    loss = _loss(program, examples)
    assert torch.isfinite(loss)
    linear.zero_grad()
    loss.backward()
    h = 1e-6
    for param in (linear.weight, linear.bias):
        assert param.grad is not None
        numeric = torch.zeros_like(param)
        with torch.no_grad():
            flat, nflat = param.view(-1), numeric.view(-1)
            for k in range(flat.numel()):
                old = float(flat[k])
                flat[k] = old + h
                up = float(_loss(program, examples))
                flat[k] = old - h
                down = float(_loss(program, examples))
                flat[k] = old
                nflat[k] = (up - down) / (2 * h)
        assert numeric.abs().max() > 1e-3  # the check is not vacuous
        torch.testing.assert_close(param.grad, numeric, rtol=1e-6, atol=1e-8)


def test_learnable_parameter_gradient_matches_finite_differences_and_hand_value():
    program, linear = add_program()
    evaluator = program.batch_evaluator()
    (theta,) = evaluator.params.parameters()  # the logit of t(0.3)::bonus
    with torch.no_grad():
        theta.data = theta.data.double()  # float64 for a tight finite-difference check
    assert torch.sigmoid(theta).item() == pytest.approx(0.3)
    examples = examples_from(TRAIN_QUERIES)
    loss = _loss(program, examples)
    theta.grad = None
    loss.backward()
    h = 1e-6
    with torch.no_grad():
        old = float(theta[0])
        theta[0] = old + h
        up = float(_loss(program, examples))
        theta[0] = old - h
        down = float(_loss(program, examples))
        theta[0] = old
    numeric = (up - down) / (2 * h)
    # by hand: only the add_bonus query depends on theta, through log sigmoid(theta); its
    # derivative is 1 - sigmoid(theta) = 0.7, and the loss is the mean over 5 queries
    assert numeric == pytest.approx(-0.7 / 5, rel=1e-6)
    assert float(theta.grad[0]) == pytest.approx(numeric, rel=1e-6)


# ---- 2. the same tensor twice is one random variable ---------------------------------------------

def test_same_image_twice_is_one_random_variable():
    program, linear = add_program()
    p = softmax_of(program, linear, 0)
    same = f"add({img(0)}, {img(0)}, Z)"
    got = answers(program, same)
    # Z = 2 needs digit 1 (one choice, not two independent ones): p[1], not p[1]**2
    assert got[f"add({img(0)},{img(0)},2)"] == pytest.approx(p[1], abs=1e-12)
    assert got[f"add({img(0)},{img(0)},0)"] == pytest.approx(p[0], abs=1e-12)
    assert got[f"add({img(0)},{img(0)},4)"] == pytest.approx(p[2], abs=1e-12)
    assert got.get(f"add({img(0)},{img(0)},1)", 0.0) == 0.0  # odd sums are impossible
    assert got.get(f"add({img(0)},{img(0)},3)", 0.0) == 0.0
    assert p[1] ** 2 < p[1] - 1e-3  # the two readings differ for this network
    evaluator = program.batch_evaluator()
    logp = evaluator.log_probs(examples_from([f"add({img(0)}, {img(0)}, {z})" for z in range(5)]))
    assert math.exp(float(logp.detach()[2])) == pytest.approx(p[1], abs=1e-12)
    assert float(logp.detach()[1]) == -math.inf and float(logp.detach()[3]) == -math.inf
    for z in range(5):  # plain inference and the training path agree on every sum
        plain = got.get(f"add({img(0)},{img(0)},{z})", 0.0)
        assert math.exp(float(logp.detach()[z])) == pytest.approx(plain, abs=1e-12)
    # ... and in a minibatch that mixes it with distinct images the network runs once per image
    mixed = evaluator.log_probs(examples_from([f"add({img(0)}, {img(0)}, 2)", f"add({img(0)}, {img(1)}, 2)"]))
    p1 = softmax_of(program, linear, 1)
    assert math.exp(float(mixed.detach()[0])) == pytest.approx(p[1], abs=1e-12)
    assert math.exp(float(mixed.detach()[1])) == pytest.approx(p[0] * p1[2] + p[1] * p1[1] + p[2] * p1[0], abs=1e-12)


# ---- 3. learning t(_) probabilities --------------------------------------------------------------

def test_learned_boolean_probability_is_the_empirical_frequency():
    program = nesylang.Program.from_string("t(_) :: heads.")
    data = ["heads"] * 7 + [("heads", 0.0)] * 3
    history = program.fit(data, epochs=150, batch_size=10, lr=0.1, progress=False)
    assert history.last.loss == pytest.approx(-(0.7 * math.log(0.7) + 0.3 * math.log(0.3)), abs=1e-3)
    assert program.query("heads")[0].probability == pytest.approx(0.7, abs=0.02)


def test_learned_annotated_disjunction_converges_and_stays_normalised():
    program = nesylang.Program.from_string("t(_) :: c(a) ; t(_) :: c(b) ; t(_) :: c(c).")
    data = ["c(a)"] * 5 + ["c(b)"] * 3 + ["c(c)"] * 2
    program.fit(data, epochs=150, batch_size=10, lr=0.1, progress=False)
    got = answers(program, "c(X)")
    assert got["c(a)"] == pytest.approx(0.5, abs=0.02)
    assert got["c(b)"] == pytest.approx(0.3, abs=0.02)
    assert got["c(c)"] == pytest.approx(0.2, abs=0.02)
    assert sum(got.values()) == pytest.approx(1.0, abs=1e-6)
    assert sum(program.db.parameters.values()) == pytest.approx(1.0, abs=1e-6)


def test_saturated_sigmoid_output_gives_finite_gradients():
    # DeepProbLog's convention for neural facts is a module ending in Sigmoid; a saturated one
    # outputs exactly 1.0 in float32. log(1 - p) must not send NaN back through the network.
    program = nesylang.Program.from_string("nn(net, [X]) :: f(X).")
    linear = torch.nn.Linear(2, 1)
    with torch.no_grad():
        linear.weight[:] = torch.tensor([[200.0, 0.0]])
        linear.bias[:] = 0.0
    program.networks["net"] = torch.nn.Sequential(linear, torch.nn.Sigmoid())
    program.tensors["x"] = torch.tensor([[1.0, 0.0], [0.0, 1.0]])
    logp = program.batch_evaluator().log_probs(examples_from(["f(tensor(x(0)))", "f(tensor(x(1)))"]))
    assert float(logp.detach()[0]) == 0.0 and float(logp.detach()[1]) == pytest.approx(math.log(0.5))
    (-logp.mean()).backward()
    # by hand: only x(1) contributes, d/dz -log sigmoid(z) / 2 = -(1 - 0.5) / 2 at z = 0
    torch.testing.assert_close(linear.weight.grad, torch.tensor([[0.0, -0.25]]))
    torch.testing.assert_close(linear.bias.grad, torch.tensor([-0.25]))


# ---- 4. templates are compiled once per query shape ----------------------------------------------

def test_templates_compiled_once_per_shape():
    program, _ = add_program(dtype=torch.float32, n_images=6)
    distinct = [f"add({img(i)}, {img((i + 1) % 6)}, {(i % 3) + ((i + 1) % 3)})" for i in range(6)]
    same = [f"add({img(i)}, {img(i)}, {2 * (i % 3)})" for i in range(3)]
    history = program.fit(distinct + same, epochs=2, batch_size=4, lr=0.01, progress=False)
    first, second = history.epochs
    # by hand: add($0, $1, _) and add($0, $0, _) are the only two shapes
    assert first.templates_compiled == 2
    assert second.templates_compiled == first.templates_compiled  # the second epoch compiled nothing
    assert len(program.batch_evaluator().templates.templates) == 2


# ---- 5. training learns the digits from their sums alone -------------------------------------------

def test_training_learns_digits_from_sums():
    n_classes, dim = 3, 6
    gen = torch.Generator().manual_seed(7)
    prototypes = torch.eye(n_classes, dim) * 3.0
    labels = torch.randint(0, n_classes, (60,), generator=gen)
    images = prototypes[labels] + 0.3 * torch.randn(60, dim, generator=gen)
    program = nesylang.Program.from_string(
        "nn(net, [X], Y, [0, 1, 2]) :: digit(X, Y).\n"
        "add(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B.\n")
    torch.manual_seed(0)
    program.networks["net"] = torch.nn.Linear(dim, n_classes)
    program.tensors["img"] = images
    pairs = [(2 * k, 2 * k + 1) for k in range(30)] + [(k, 59 - k) for k in range(30)]
    data = [f"add({img(i)}, {img(j)}, {int(labels[i] + labels[j])})" for i, j in pairs]
    digits = [f"digit({img(i)}, {int(labels[i])})" for i in range(60)]
    before = program.accuracy(digits)
    assert before <= 0.7  # the untrained network does not already know the digits
    history = program.fit(data, epochs=12, batch_size=6, lr=0.05, progress=False)
    after = program.accuracy(digits)
    assert history.epochs[-1].loss < history.epochs[0].loss
    assert after >= 0.9, (before, after, [e.loss for e in history.epochs])
    # accuracy of the sums uses the open template (argmax over every sum)
    assert program.accuracy(data) >= 0.9


# ---- 6. errors name the right thing -----------------------------------------------------------------

def test_unknown_network_lists_the_known_ones():
    program = nesylang.Program.from_string(ADD + "nn(other_net, [X], Y, [a, b]) :: other(X, Y).\n",
                                           name="add.nesy")
    program.networks["net"] = torch.nn.Linear(4, 3)
    program.tensors["img"] = torch.randn(2, 4)
    with pytest.raises(NetworkError) as info:
        program.query(f"other({img(0)}, Y)")
    assert "'other_net'" in info.value.message and "known: net" in info.value.message
    assert info.value.line == 5
    with pytest.raises(NetworkError, match="other_net.*known: net"):
        program.batch_evaluator().log_probs(examples_from([f"other({img(0)}, a)"]))


def test_wrong_input_shape_is_a_network_error():
    program, _ = add_program(dtype=torch.float32)
    program.tensors["small"] = torch.randn(2, 3)  # 3 features, the network expects 4
    with pytest.raises(NetworkError) as info:
        program.query("digit(tensor(small(0)), Y)")
    assert "'net'" in info.value.message and "(1, 3)" in info.value.message
    assert info.value.line == ADD_NN_LINE
    with pytest.raises(NetworkError, match=r"'net'.*\(1, 3\)"):
        program.batch_evaluator().log_probs(examples_from(["digit(tensor(small(0)), 1)"]))


def test_output_size_must_match_the_domain():
    program, _ = add_program(dtype=torch.float32)
    program.networks["net"] = torch.nn.Linear(4, 5)  # 5 outputs, domain [0, 1, 2]
    with pytest.raises(NetworkError) as info:
        program.query(f"digit({img(0)}, Y)")
    assert "5 outputs" in info.value.message and "3 values" in info.value.message
    assert info.value.line == ADD_NN_LINE
    with pytest.raises(NetworkError, match="5 outputs.*3 values"):
        program.fit([f"digit({img(0)}, 1)"], progress=False)


def test_output_size_error_on_the_training_path_is_located_at_the_nn_clause():
    program, _ = add_program(dtype=torch.float32)
    program.networks["net"] = torch.nn.Linear(4, 5)
    with pytest.raises(NetworkError) as info:
        program.batch_evaluator().log_probs(examples_from([f"digit({img(0)}, 1)"]))
    assert info.value.line == ADD_NN_LINE


def test_python_network_needs_trust():
    text = '#network(n, python("os:system")).\nnn(n, [X], Y, [a, b]) :: q(X, Y).\n'
    program = nesylang.Program.from_string(text, name="p.nesy")
    program.tensors["img"] = torch.randn(2, 4)
    with pytest.raises(NetworkError) as info:
        program.query(f"q({img(0)}, Y)")
    assert "trust" in info.value.message
    assert info.value.line == 1
    assert "n" not in program.networks  # nothing was imported or built


def test_unknown_network_family_is_a_directive_error():
    text = "#network(n, foo(x=1)).\nnn(n, [X], Y, [a, b]) :: q(X, Y).\n"
    program = nesylang.Program.from_string(text, name="p.nesy")
    with pytest.raises(DirectiveError) as info:
        program.network("n")
    assert "'foo'" in info.value.message and "mlp" in info.value.message
    assert info.value.line == 1


def test_unknown_tensor_source_and_index_out_of_range():
    program, _ = add_program(dtype=torch.float32, n_images=3)
    with pytest.raises(NetworkError) as info:
        program.query("digit(tensor(nope(0)), Y)")
    assert "'nope'" in info.value.message and "img" in info.value.message
    with pytest.raises(NetworkError, match="'nope'"):
        program.batch_evaluator().log_probs(examples_from(["digit(tensor(nope(0)), 1)"]))
    with pytest.raises(NetworkError) as info:
        program.query(f"digit({img(3)}, Y)")
    assert "img(3)" in info.value.message and "out of range" in info.value.message and "size 3" in info.value.message
    with pytest.raises(NetworkError, match="out of range"):
        program.fit([f"digit({img(7)}, 1)"], progress=False)


def test_training_query_with_probability_zero_is_a_learning_error_when_strict():
    # the default counts such queries as eps instead (tests/neural/test_dpl_compat.py)
    program, _ = add_program(dtype=torch.float32)
    impossible = f"add({img(0)}, {img(0)}, 1)"  # the same digit twice never sums to an odd number
    assert answers(program, impossible).get(f"add({img(0)},{img(0)},1)", 0.0) == 0.0
    with pytest.raises(LearningError) as info:
        program.fit([f"add({img(0)}, {img(1)}, 2)", impossible], batch_size=2, progress=False, strict=True)
    assert f"add({img(0)},{img(0)},1)".replace(" ", "") in info.value.message.replace(" ", "")
    with pytest.raises(LearningError, match="probability 0"):
        program.fit([f"add({img(0)}, {img(1)}, 9)"], progress=False, strict=True)  # 9 is outside 0..4


# ---- 7. checkpoints -----------------------------------------------------------------------------------

def _snapshot(program):
    net = program.network("net").module
    return ({k: v.clone() for k, v in net.state_dict().items()}, dict(program.db.parameters))


def test_checkpoint_roundtrip_restores_weights_and_parameters(tmp_path):
    program, linear = add_program(dtype=torch.float32)
    program.fit([f"add_bonus({img(0)}, {img(1)}, 2)", f"add({img(2)}, {img(3)}, 1)"], epochs=2, batch_size=2,
                lr=0.05, progress=False)
    weights, params = _snapshot(program)
    assert params[next(iter(params))] != pytest.approx(0.3)  # the t(0.3) parameter has trained
    expected = answers(program, f"add_bonus({img(0)}, {img(1)}, Z)")
    path = tmp_path / "ck.pt"
    program.save_checkpoint(path)
    with torch.no_grad():
        linear.weight.add_(1.0)
        linear.bias.mul_(-3.0)
    for k in program.db.parameters:
        program.db.parameters[k] = 0.9
    program.invalidate_weights()
    assert answers(program, f"add_bonus({img(0)}, {img(1)}, Z)") != pytest.approx(expected)
    program.load_checkpoint(path)
    restored_weights, restored_params = _snapshot(program)
    for k in weights:
        assert torch.equal(restored_weights[k], weights[k])
    assert restored_params == params
    got = answers(program, f"add_bonus({img(0)}, {img(1)}, Z)")
    assert got == pytest.approx(expected, abs=1e-12)
    # the training path sees the restored parameter too (its evaluator is rebuilt)
    lp = program.batch_evaluator().log_probs(examples_from([f"add_bonus({img(0)}, {img(1)}, 2)"]))
    assert math.exp(float(lp.detach()[0])) == pytest.approx(got[f"add_bonus({img(0)},{img(1)},2)"], rel=1e-5)


def test_checkpoint_save_is_atomic(tmp_path, monkeypatch):
    program, linear = add_program(dtype=torch.float32)
    path = tmp_path / "ck.pt"
    program.save_checkpoint(path)
    good = path.read_bytes()
    weights, _ = _snapshot(program)

    real_save = torch.save

    def failing_save(obj, f, *args, **kwargs):
        real_save(obj, f, *args, **kwargs)
        if hasattr(f, "write"):
            f.write(b"garbage")
        raise OSError("disk full (simulated)")

    with torch.no_grad():
        linear.weight.add_(5.0)
    monkeypatch.setattr(torch, "save", failing_save)
    with pytest.raises(NesyError, match="disk full"):  # a located user-facing error, not a traceback
        program.save_checkpoint(path)
    monkeypatch.undo()
    assert path.read_bytes() == good
    assert sorted(p.name for p in tmp_path.glob("*ck.pt*")) == ["ck.pt"]  # no temporary file left behind

    # a failure while writing the file itself (after serialising) leaves it intact as well
    import nesylang.util.files as files

    real_replace = files.os.replace
    monkeypatch.setattr(files.os, "replace", lambda *a: (_ for _ in ()).throw(OSError("rename failed")))
    with pytest.raises(NesyError, match="rename failed"):
        program.save_checkpoint(path)
    monkeypatch.setattr(files.os, "replace", real_replace)
    assert path.read_bytes() == good
    assert sorted(p.name for p in tmp_path.glob("*ck.pt*")) == ["ck.pt"]
    program.load_checkpoint(path)
    restored, _ = _snapshot(program)
    assert all(torch.equal(restored[k], weights[k]) for k in weights)


def test_a_checkpoint_named_as_a_folder_is_a_clear_path_error(tmp_path):
    """`:save .` used to report the OS's "Device or resource busy"."""
    from nesylang.errors import PathError

    program = nesylang.Program.from_string("t(0.5)::h.\n")
    with pytest.raises(PathError, match="is a folder; name a file in it"):
        program.save_checkpoint(tmp_path)
    assert sorted(tmp_path.iterdir()) == []


class _Boom:
    """Unpickling this would call os.system: a weights-only loader must refuse it."""

    def __reduce__(self):
        import os

        return (os.system, ("echo pwned > PWNED_MARKER",))


@pytest.mark.filterwarnings("ignore:Detected pickle protocol")
def test_checkpoint_loading_is_weights_only(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    program, _ = add_program(dtype=torch.float32)
    path = tmp_path / "evil.pt"
    with path.open("wb") as f:
        torch.save({"networks": {}, "parameters": [], "payload": _Boom()}, f)
    # plain pickle.loads of the inner data would run os.system; nesylang must not
    with pytest.raises(NesyError) as info:
        program.load_checkpoint(path)
    assert str(path) in info.value.message
    assert not (tmp_path / "PWNED_MARKER").exists()
    (tmp_path / "junk.pt").write_bytes(pickle.dumps([1, 2, 3]) + b"not a checkpoint")
    with pytest.raises(NesyError):
        program.load_checkpoint(tmp_path / "junk.pt")
    with pytest.raises(NesyError):
        program.load_checkpoint(tmp_path / "missing.pt")


# ---- 8. the #learn directive ------------------------------------------------------------------------

def _write_learn_program(tmp_path, options: str) -> str:
    gen = np.random.default_rng(3)
    labels = gen.integers(0, 3, size=40)
    images = (np.eye(3, 6)[labels] * 3.0 + 0.3 * gen.standard_normal((40, 6))).astype(np.float32)
    (tmp_path / "data").mkdir()
    np.savez(tmp_path / "data" / "digits.npz", train=images, test=images[:10])
    with (tmp_path / "data" / "train.jsonl").open("w") as f:
        for k in range(20):
            i, j = 2 * k, 2 * k + 1
            f.write(json.dumps({"query": f"add(tensor(train({i})), tensor(train({j})), {labels[i] + labels[j]})"})
                    + "\n")
    with (tmp_path / "data" / "test_digits.jsonl").open("w") as f:
        for i in range(10):
            f.write(json.dumps({"query": f"digit(tensor(test({i})), {labels[i]})"}) + "\n")
    program = tmp_path / "add.nesy"
    program.write_text(
        "#network(net, mlp(input=6, hidden=[8], output=3)).\n"
        '#tensors(train, npz("data/digits.npz", key=train)).\n'
        '#tensors(test, npz("data/digits.npz", key=test)).\n'
        '#data(train_sums, jsonl("data/train.jsonl")).\n'
        '#data(test_digits, jsonl("data/test_digits.jsonl")).\n'
        "nn(net, [X], Y, [0, 1, 2]) :: digit(X, Y).\n"
        "add(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B.\n"
        f"#learn using exact(data=train_sums, epochs=3, batch_size=8, lr=0.02, seed=1, progress=false, "
        f"test=[test_digits, train_sums]{options}).\n"
        "query(digit(tensor(test(0)), D)).\n")
    return str(program)


def test_learn_directive_trains_and_reports(tmp_path):
    (tmp_path / "out").mkdir()  # writers never create directories
    path = _write_learn_program(tmp_path, ', history="out/history.json", checkpoint="out/ck.pt"')
    program = nesylang.load(path)
    result = program.run()
    assert len(result) == 3 and sum(a.probability for a in result) == pytest.approx(1.0, abs=1e-6)
    reports = "\n".join(program.reports)
    assert "% exact: 3 epoch(s) on train_sums" in reports
    assert "1 template(s) compiled" in reports
    accuracy_lines = [r for r in program.reports if r.startswith("% accuracy on ")]
    assert [r.split(":")[0] for r in accuracy_lines] == ["% accuracy on test_digits", "% accuracy on train_sums"]
    for line in accuracy_lines:
        assert 0.0 <= float(line.rsplit(" ", 1)[1]) <= 1.0
    records = json.loads((tmp_path / "out" / "history.json").read_text())
    assert [r["epoch"] for r in records] == [1, 2, 3]
    assert all(math.isfinite(r["loss"]) and r["seconds"] > 0 for r in records)
    assert set(records[-1]["metrics"]) == {"test_digits_accuracy", "train_sums_accuracy"}
    # the checkpoint holds the trained network: a fresh program restores identical answers
    fresh = nesylang.load(path)
    fresh.load_checkpoint(tmp_path / "out" / "ck.pt")
    assert answers(fresh, "digit(tensor(test(0)), D)") == pytest.approx(
        {a.atom: a.probability for a in result}, abs=1e-7)


def test_learn_directive_writes_a_png_plot(tmp_path):
    pytest.importorskip("matplotlib")
    path = _write_learn_program(tmp_path, ', plot="curve.png"')
    program = nesylang.load(path)
    program.run()
    png = (tmp_path / "curve.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"


def test_learn_directive_rejects_unknown_options(tmp_path):
    path = _write_learn_program(tmp_path, ", epohcs=2")
    with pytest.raises(DirectiveError) as info:  # when the directive is loaded, before any training
        nesylang.load(path)
    assert "'epohcs'" in info.value.message and info.value.line == 8
    assert "did you mean 'epochs'" in info.value.message


def _as_exal(path: str, options: str) -> str:
    text = Path(path).read_text().replace("using exact(", f"using exal({options}")
    Path(path).write_text(text)
    return path


def test_exal_directive_trains_and_reports_like_exact(tmp_path):
    (tmp_path / "out").mkdir()  # writers never create directories
    path = _as_exal(_write_learn_program(tmp_path, ', history="out/history.json"'), "samples=5, theta=1.0, ")
    program = nesylang.load(path)
    program.run()
    assert any(r.startswith("% exal: 3 epoch(s) on train_sums") for r in program.reports)
    assert [r.split(":")[0] for r in program.reports if r.startswith("% accuracy on ")] == [
        "% accuracy on test_digits", "% accuracy on train_sums"]
    records = json.loads((tmp_path / "out" / "history.json").read_text())
    assert [r["epoch"] for r in records] == [1, 2, 3]
    assert set(records[-1]["metrics"]) == {"explanations_per_query", "test_digits_accuracy", "train_sums_accuracy"}


@pytest.mark.parametrize("option", ["branch=sideways, ", "policy=retry, "])
def test_exal_directive_rejects_unknown_strategies_with_a_location(tmp_path, option):
    with pytest.raises(DirectiveError) as info:  # when the directive is loaded, before any training
        nesylang.load(_as_exal(_write_learn_program(tmp_path, ""), option))
    assert option.split("=")[1].rstrip(", ") in info.value.message and info.value.line == 8


# ---- 9. History ---------------------------------------------------------------------------------------

def test_history_json_roundtrip(tmp_path):
    program, _ = add_program(dtype=torch.float32)
    history = program.fit([f"add({img(0)}, {img(1)}, 2)", f"add({img(2)}, {img(3)}, 1)"], epochs=3, batch_size=1,
                          lr=0.01, progress=False, evaluate={"train": [f"digit({img(0)}, 1)"]})
    path = tmp_path / "history.json"
    history.to_json(path)
    with path.open() as f:
        records = json.load(f)
    assert len(records) == 3
    for k, (record, epoch) in enumerate(zip(records, history.epochs), start=1):
        assert record["epoch"] == k
        assert record["loss"] == pytest.approx(epoch.loss) and math.isfinite(record["loss"])
        assert record["seconds"] == pytest.approx(epoch.seconds) and record["seconds"] > 0
        assert record["templates_compiled"] == epoch.templates_compiled
        assert record["metrics"]["train_accuracy"] in (0.0, 1.0)
    # add(...) for training, digit(...) for the evaluation set; nothing new after that
    assert records[-1]["templates_compiled"] == records[-2]["templates_compiled"] == 2
    assert history.last is history.epochs[-1]


def test_history_plot_png(tmp_path):
    pytest.importorskip("matplotlib")
    program, _ = add_program(dtype=torch.float32)
    history = program.fit([f"add({img(0)}, {img(1)}, 2)"], epochs=2, progress=False)
    history.plot(tmp_path / "h.png")
    assert (tmp_path / "h.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_registering_networks_in_every_accepted_form():
    program, linear = add_program(dtype=torch.float32, softmax=False)  # logits
    p = softmax_of(program, linear, 0)
    assert [a.probability for a in program.query(f"digit({img(0)}, Y)")] == pytest.approx(p, abs=1e-6)
    optimizer = torch.optim.SGD(linear.parameters(), lr=0.1)
    program.networks["net"] = (linear, optimizer)
    assert program.network("net").optimizer is optimizer
    program.networks["net"] = Network(torch.nn.Sequential(linear, torch.nn.Softmax(dim=1)), output="probabilities")
    program.invalidate_weights()
    assert [a.probability for a in program.query(f"digit({img(0)}, Y)")] == pytest.approx(p, abs=1e-6)
    with pytest.raises(NetworkError):
        program.networks["net"] = "not a module"
