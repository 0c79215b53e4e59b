"""DeepProbLog 2.1's own example programs, loaded unchanged, trained from Python.

The programs in tests/deepproblog_programs/ are byte-identical copies from the DeepProbLog
2.1.0 wheel (see the README there). Networks are registered the way DeepProbLog's examples do
it (torch modules ending in Softmax, so they output probabilities), with tiny inputs instead
of images, and the training queries follow the shapes of DeepProbLog's own data loaders
(MNIST/data/__init__.py, Coins/data/dataset.py, Poker/__init__.py, Forth/Sort). Every
probability checked against a hand computation is derived from the networks' outputs alone.
"""
from __future__ import annotations

import itertools
import math
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.neural.data import examples_from  # noqa: E402

PROGRAMS = Path(__file__).resolve().parent.parent / "deepproblog_programs"
ADDITION = PROGRAMS / "MNIST" / "models" / "addition.pl"
NOISY = PROGRAMS / "MNIST" / "models" / "noisy_addition.pl"
COINS = PROGRAMS / "Coins" / "model.pl"
POKER = PROGRAMS / "Poker" / "model.pl"
SORT = PROGRAMS / "Forth" / "Sort" / "quicksort.pl"

# sha256 of the files as shipped in deepproblog-2.1.0-py3-none-any.whl
SHA256 = {
    ADDITION: "5982f4875d8f485a0c55888f6072565ae3f34948dfc2ce8a5dcefc1fcccc78e2",
    NOISY: "b7562f4270369a1b3a1a7f1fb5d6c3fd23035dcfe0e8ca573a97385bf96b326a",
    COINS: "535ba11fedacf6fc76725045be957316ca28b9f5969555780c0cb6b722fe6fad",
    POKER: "ee7f80273d6031d7ccec8ce56ad8d941e43bfe24519aaafdf71b1a7c4e975e77",
    SORT: "b6eb1f5240b01a4483e68e7bc20d72e66f5ccee575a5b15225d02a25b4941631",
}


# one torch thread (conftest); every test has its own template cache (conftest), so counts of
# compiled templates do not depend on earlier runs and nothing is written to ~/.cache
pytestmark = pytest.mark.usefixtures("one_torch_thread")


def softmax_net(n_in: int, n_out: int, seed: int) -> torch.nn.Module:
    """A DeepProbLog-style classifier: its last layer is a Softmax (outputs probabilities)."""
    torch.manual_seed(seed)
    return torch.nn.Sequential(torch.nn.Linear(n_in, n_out), torch.nn.Softmax(dim=1))


def probs(module, x) -> list[float]:
    with torch.no_grad():
        return module(x.unsqueeze(0))[0].tolist()


def answers(program, goal) -> dict[str, float]:
    """Answer atom (spaces removed: lists print as "[a, b]") -> probability."""
    return {a.atom.replace(" ", ""): a.probability for a in program.query(goal)}


def mean_nll(program, data) -> float:
    """The training loss (mean cross-entropy with the targets) under the current weights."""
    examples = examples_from(data)
    with torch.no_grad():
        logp = program.batch_evaluator().log_probs(examples).double()
    total = 0.0
    for e, lp in zip(examples, logp.tolist()):
        total -= e.target * lp
        if e.target < 1:
            total -= (1 - e.target) * math.log1p(-math.exp(lp))
    return total / len(examples)


def fit_and_check(program, data, *, epochs=3, batch_size=4, lr=0.01):
    before = mean_nll(program, data)
    history = program.fit(data, epochs=epochs, batch_size=batch_size, lr=lr, progress=False)
    after = mean_nll(program, data)
    assert len(history.epochs) == epochs
    assert all(math.isfinite(e.loss) for e in history.epochs)
    assert math.isfinite(before) and after < before, (before, after)
    return history


def test_the_programs_are_the_unmodified_deepproblog_files():
    import hashlib

    for path, digest in SHA256.items():
        assert hashlib.sha256(path.read_bytes()).hexdigest() == digest, path


# ---- MNIST addition ---------------------------------------------------------------------------------

def mnist_program(path):
    program = nesylang.load(str(path))
    program.networks["mnist_net"] = softmax_net(8, 10, seed=1)
    torch.manual_seed(2)
    program.tensors["train"] = torch.randn(24, 8)
    return program


def test_mnist_addition_value_and_training():
    program = mnist_program(ADDITION)
    net, images = program.network("mnist_net").module, program.tensors.get("train")
    p0, p1 = probs(net, images[0]), probs(net, images[1])
    got = answers(program, "addition(tensor(train(0)),tensor(train(1)),Z)")
    assert len(got) == 19
    for z in range(19):
        hand = sum(p0[a] * p1[z - a] for a in range(10) if 0 <= z - a <= 9)
        assert got[f"addition(tensor(train(0)),tensor(train(1)),{z})"] == pytest.approx(hand, abs=1e-6)
    assert program.network("mnist_net").output == "probabilities"  # the Softmax was recognised
    # MNISTOperator(function_name="addition", size=1): addition(tensor(train(a)), tensor(train(b)), sum)
    labels = [(3 * i) % 10 for i in range(24)]
    data = [f"addition(tensor(train({2 * i})),tensor(train({2 * i + 1})),{labels[2 * i] + labels[2 * i + 1]})"
            for i in range(12)]
    history = fit_and_check(program, data)
    assert history.epochs[-1].templates_compiled == 1


def test_mnist_multi_digit_addition():
    program = mnist_program(ADDITION)
    net, images = program.network("mnist_net").module, program.tensors.get("train")
    p = [probs(net, images[i]) for i in range(4)]
    # MNISTOperator(function_name="multi_addition", size=2): lists of digit images per number
    query = "multi_addition([tensor(train(0)),tensor(train(1))],[tensor(train(2)),tensor(train(3))],{})"
    got = answers(program, query.format("Z"))
    for z in (0, 57, 100, 198):
        hand = sum(p[0][a] * p[1][b] * p[2][c] * p[3][d]
                   for a, b, c in itertools.product(range(10), repeat=3)
                   for d in [z - 10 * a - b - 10 * c] if 0 <= d <= 9)
        assert got[query.format(z)] == pytest.approx(hand, abs=1e-6)
    data = [f"multi_addition([tensor(train({4 * i})),tensor(train({4 * i + 1}))],"
            f"[tensor(train({4 * i + 2})),tensor(train({4 * i + 3}))],{13 * i + 20})" for i in range(5)]
    fit_and_check(program, data, epochs=2, batch_size=5)


def test_noisy_addition_value_and_learned_noise():
    program = mnist_program(NOISY)
    net, images = program.network("mnist_net").module, program.tensors.get("train")
    p0, p1 = probs(net, images[0]), probs(net, images[1])
    got = answers(program, "addition_noisy(tensor(train(0)),tensor(train(1)),Z)")
    for z in range(19):
        clean = sum(p0[a] * p1[z - a] for a in range(10) if 0 <= z - a <= 9)
        hand = 0.1 * (1 / 19) + 0.9 * clean  # t(0.1)::noisy, then uniform over 0..18
        assert got[f"addition_noisy(tensor(train(0)),tensor(train(1)),{z})"] == pytest.approx(hand, abs=1e-6)
    # addition_noisy.py: MNISTOperator(function_name="addition_noisy") with labels replaced by noise
    data = [f"addition_noisy(tensor(train({2 * i})),tensor(train({2 * i + 1})),{(7 * i) % 19})" for i in range(12)]
    fit_and_check(program, data)
    (noisy,) = program.db.parameters.values()
    assert noisy != pytest.approx(0.1, abs=1e-4)  # the t(0.1) parameter was trained
    assert 0.0 < noisy < 1.0
    # and the learned value is what plain inference uses now
    clean = answers(program, "addition(tensor(train(0)),tensor(train(1)),Z)")
    noisy_answers = answers(program, "addition_noisy(tensor(train(0)),tensor(train(1)),Z)")
    z = "addition_noisy(tensor(train(0)),tensor(train(1)),9)"
    assert noisy_answers[z] == pytest.approx(
        noisy / 19 + (1 - noisy) * clean["addition(tensor(train(0)),tensor(train(1)),9)"], abs=1e-6)


# ---- Coins -----------------------------------------------------------------------------------------

def test_coins_value_and_training():
    program = nesylang.load(str(COINS))
    program.networks["net1"] = softmax_net(6, 2, seed=3)
    program.networks["net2"] = softmax_net(6, 2, seed=4)
    torch.manual_seed(5)
    program.tensors["train"] = torch.randn(12, 6)
    images = program.tensors.get("train")
    for i in range(3):
        h1, t1 = probs(program.network("net1").module, images[i])
        h2, t2 = probs(program.network("net2").module, images[i])
        got = answers(program, f"game(tensor(train({i})),Outcome)")
        win = h1 * h2 + t1 * t2
        assert got[f"game(tensor(train({i})),win)"] == pytest.approx(win, abs=1e-6)
        assert got[f"game(tensor(train({i})),loss)"] == pytest.approx(1 - win, abs=1e-6)
    # Coins.to_query: game(tensor(train(i)), win|loss)
    data = [f"game(tensor(train({i})),{'win' if i % 3 else 'loss'})" for i in range(12)]
    fit_and_check(program, data, lr=0.05)


# ---- Poker -----------------------------------------------------------------------------------------

RANKS = ["jack", "queen", "king", "ace"]  # the nn domain order (and DeepProbLog's `values`)


def best_hand(ranks: tuple[int, int, int]) -> tuple[int, int]:
    """(type, subrank) as in DeepProbLog's Poker/__init__.py without suits: high < pair <
    three of a kind < straight (low < high)."""
    s = sorted(ranks)
    if s == [0, 1, 2]:
        return 3, 0
    if s == [1, 2, 3]:
        return 3, 1
    if s[0] == s[2]:
        return 2, s[0]
    if s[0] == s[1] or s[1] == s[2]:
        return 1, s[1]
    return 0, s[2]


def outcome(own, opponent, house) -> str:
    a, b = best_hand((*own, house)), best_hand((*opponent, house))
    return "win" if a > b else "loss" if a < b else "draw"


def test_outcome_helper_matches_deepproblog_rules():
    assert outcome((0, 1), (3, 3), 2) == "win"  # straight(low) beats a pair of aces
    assert outcome((3, 3), (2, 2), 0) == "win"
    assert outcome((0, 3), (1, 3), 2) == "loss"  # straight(high) for the opponent
    assert outcome((0, 0), (0, 0), 1) == "draw"


def poker_value(card_probs, outcome_name, house_probs, house=None) -> float:
    total = 0.0
    for ranks in itertools.product(range(4), repeat=4):
        weight = math.prod(card_probs[i][r] for i, r in enumerate(ranks))
        houses = [(house, 1.0)] if house is not None else list(enumerate(house_probs))
        for h, ph in houses:
            if outcome(ranks[:2], ranks[2:], h) == outcome_name:
                total += weight * ph
    return total


def poker_program():
    program = nesylang.load(str(POKER))
    program.networks["net1"] = softmax_net(8, 4, seed=6)
    torch.manual_seed(7)
    # PokerSeparate: image (i, x) is card x of hand i -> tensor(unfair(I, X))
    program.tensors["unfair"] = torch.randn(6, 4, 8)
    return program


def test_poker_value():
    program = poker_program()
    net, cards = program.network("net1").module, program.tensors.get("unfair")
    hand = "[tensor(unfair(0,0)),tensor(unfair(0,1)),tensor(unfair(0,2)),tensor(unfair(0,3))]"
    p = [probs(net, cards[0, x]) for x in range(4)]
    got = answers(program, f"game({hand},Outcome)")
    assert set(got) == {f"game({hand},{o})" for o in ("win", "loss", "draw")}
    for name in ("win", "loss", "draw"):
        assert got[f"game({hand},{name})"] == pytest.approx(poker_value(p, name, [0.25] * 4), abs=1e-6)
    assert sum(got.values()) == pytest.approx(1.0, abs=1e-6)
    # the extra-supervision query names the house card (no house_rank choice)
    got = answers(program, f"game({hand},card(ace),loss)")
    assert got[f"game({hand},card(ace),loss)"] == pytest.approx(poker_value(p, "loss", None, house=3), abs=1e-6)


def test_poker_training_with_target_probabilities():
    program = poker_program()
    unfair = [0.2, 0.4, 0.15, 0.25]  # poker.py's house distribution
    true_ranks = [(0, 1, 3, 3), (2, 2, 0, 1), (1, 3, 0, 0), (3, 0, 2, 1), (0, 0, 1, 1), (2, 3, 3, 0)]
    data = []
    for i, r in enumerate(true_ranks):
        hand = ",".join(f"tensor(unfair({i},{x}))" for x in range(4))
        results = {o: sum(unfair[h] for h in range(4) if outcome(r[:2], r[2:], h) == o)
                   for o in ("win", "loss", "draw")}
        result = max(results, key=results.get)
        if i % 5 == 0:  # PokerSeparate(extra_supervision=True): game(Cards, card(House), Outcome)
            data.append((f"game([{hand}],card({RANKS[1]}),{outcome(r[:2], r[2:], 1)})", 1.0))
        else:  # game(Cards, Outcome) with the outcome's probability under the unfair house
            data.append((f"game([{hand}],{result})", results[result]))
    fit_and_check(program, data, epochs=2, batch_size=3, lr=0.02)
    house = answers(program, "house_rank(R)")
    assert sum(house.values()) == pytest.approx(1.0, abs=1e-5)
    assert house != pytest.approx({f"house_rank({r})": 0.25 for r in RANKS}, abs=1e-4)  # t(1/4) trained


# ---- Forth: sorting with a learned swap ------------------------------------------------------------

class SwapNet(torch.nn.Module):
    """Two one-hot digits in, [no_swap, swap] probabilities out (like Forth's EncodeModule)."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(8)
        self.mlp = torch.nn.Sequential(torch.nn.Linear(20, 2), torch.nn.Softmax(dim=1))

    def forward(self, x, y):
        return self.mlp(torch.cat([x, y], dim=1))


def sort_program():
    program = nesylang.load(str(SORT))
    program.networks["swap_net"] = SwapNet()
    program.tensors["n"] = torch.eye(10)  # tensor(n(D)) is the digit D, one-hot
    return program


def n(d) -> str:
    return f"tensor(n({d}))"


def test_sort_value():
    program = sort_program()
    net, digits = program.network("swap_net").module, program.tensors.get("n")

    def swap(x, y):
        with torch.no_grad():
            return net(digits[x].unsqueeze(0), digits[y].unsqueeze(0))[0, 1].item()

    # quicksort([3,1,2]): pivot 3; 1 goes left iff swap(1,3), 2 goes left iff swap(2,3); the
    # recursive calls on the partitions then decide the order within them
    got = answers(program, f"forth_sort([{n(3)},{n(1)},{n(2)}],L)")
    assert sum(got.values()) == pytest.approx(1.0, abs=1e-6)
    target = f"forth_sort([{n(3)},{n(1)},{n(2)}],[{n(1)},{n(3)},{n(2)}])"
    assert got[target] == pytest.approx(swap(1, 3) * (1 - swap(2, 3)), abs=1e-6)
    # both go left, then quicksort([1,2]) keeps [1,2] iff no swap(2,1)
    target = f"forth_sort([{n(3)},{n(1)},{n(2)}],[{n(1)},{n(2)},{n(3)}])"
    assert got[target] == pytest.approx(swap(1, 3) * swap(2, 3) * (1 - swap(2, 1)), abs=1e-6)


def test_sort_training():
    program = sort_program()
    lists = [[3, 1, 2], [5, 9, 0], [7, 2, 8], [4, 6, 1], [0, 8, 5], [9, 3, 6]]
    data = [f"forth_sort([{','.join(n(d) for d in xs)}],[{','.join(n(d) for d in sorted(xs))}])" for xs in lists]
    fit_and_check(program, data, epochs=3, batch_size=3, lr=0.05)


class EncodedSwapNet(torch.nn.Module):
    """DeepProbLog's Forth/Sort networks get plain integers and one-hot encode them first."""

    def __init__(self):
        super().__init__()
        self.inner = SwapNet()

    def forward(self, x, y):
        def one_hot(v):
            return torch.nn.functional.one_hot(v.long(), 10).float()

        return self.inner(one_hot(x), one_hot(y))


def test_sort_with_deepproblog_integer_queries():
    program = nesylang.load(str(SORT))
    program.networks["swap_net"] = EncodedSwapNet()
    net = program.network("swap_net").module
    with torch.no_grad():
        p_swap = net(torch.tensor([5]), torch.tensor([0]))[0, 1].item()
    # quicksort([5,0]): 0 goes left of the pivot 5 iff swap(0, 5)
    got = answers(program, "forth_sort([5,0],L)")
    with torch.no_grad():
        p_left = net(torch.tensor([0]), torch.tensor([5]))[0, 1].item()
    assert got["forth_sort([5,0],[0,5])"] == pytest.approx(p_left, abs=1e-6)
    del p_swap
    history = program.fit(["forth_sort([3,1,2],[1,2,3])", "forth_sort([5,0],[0,5])"], epochs=1, progress=False)
    assert math.isfinite(history.last.loss)
