"""k-best proofs on an open query with many answers (DeepProbLog's Forth Sort, compare.pl
unchanged): every answer's ``proofs=k`` value against a brute force over all worlds of the
swap network's choices, written here from the program's rules (bubble sort with a learned
comparison), not from nesylang's ground program. The searches for an open query's answers share
one heuristic pass (``k_best_proofs_many``, and the per-ground-program cache behind repeated
``k_best_proofs`` calls); both must give the proofs a fresh search gives."""
from __future__ import annotations

import itertools
import math
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.grounding import kbest  # noqa: E402

COMPARE = Path(__file__).resolve().parents[2] / "examples" / "deepproblog" / "forth_sort" / "compare.pl"
LIST = [3, 0, 2, 1]


class PairTable(torch.nn.Module):
    """swap_net as DeepProbLog's Forth networks are called (plain integers): one fixed
    [no_swap, swap] distribution per ordered pair of digits."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(5)
        self.logits = torch.nn.Parameter(2.5 * torch.randn(10, 10, 2, dtype=torch.float64))

    def forward(self, x, y):
        return torch.softmax(self.logits[int(x), int(y)], 0)

    def swap(self, x, y) -> float:
        with torch.no_grad():
            return float(torch.softmax(self.logits[x, y], 0)[1])


def bubble(xs, world, used):
    """compare.pl's bubble/3 in one world: (the list without its largest, the largest)."""
    if len(xs) == 1:
        return [], xs[0]
    h1, h2 = xs[0], xs[1]
    d = world[(h1, h2)]
    used.add(((h1, h2), d))
    x1, x2 = (h1, h2) if d == 0 else (h2, h1)
    t1, x = bubble([x2] + xs[2:], world, used)
    return [x1] + t1, x


def bubblesort(xs, world, used):
    acc: list[int] = []
    while xs:
        xs, x = bubble(xs, world, used)
        acc = [x] + acc
    return acc


def brute_force(net, xs):
    """answer -> (exact probability, {proof (frozenset of (pair, decision)): probability}, worlds)."""
    pairs = [(a, b) for a in xs for b in xs if a != b]
    p = {g: net.swap(*g) for g in pairs}
    out: dict[tuple, list] = {}
    for bits in itertools.product((0, 1), repeat=len(pairs)):
        world = dict(zip(pairs, bits))
        w = math.prod(p[g] if d else 1 - p[g] for g, d in world.items())
        used: set = set()
        answer = tuple(bubblesort(list(xs), world, used))
        entry = out.setdefault(answer, [0.0, {}, []])
        entry[0] += w
        proof = frozenset(used)
        entry[1][proof] = math.prod(p[g] if d else 1 - p[g] for g, d in proof)
        entry[2].append((world, w))
    return out


def k_best_value(proofs: dict, worlds: list, k: int) -> float:
    """P(the disjunction of the k most probable proofs), summed over the worlds."""
    ranked = sorted(proofs.items(), key=lambda kv: -kv[1])
    if k < len(ranked):  # no tie at the cut (else the k best are not unique)
        assert ranked[k - 1][1] - ranked[k][1] > 1e-9
    chosen = [proof for proof, _ in ranked[:k]]
    return sum(w for world, w in worlds if any(all(world[g] == d for g, d in proof) for proof in chosen))


@pytest.fixture(scope="module")
def setting():
    program = nesylang.load(str(COMPARE))
    net = PairTable()
    program.networks["swap_net"] = net
    return program, brute_force(net, LIST)


def _answers(program, goal, **kw):
    out = {}
    for a in program.query(goal, **kw):
        out[tuple(int(v) for v in a.atom.replace(" ", "").rsplit("[", 1)[1].rstrip("])").split(","))] = a.probability
    return out


def test_exact_answers_by_brute_force(setting):
    program, truth = setting
    got = _answers(program, f"forth_sort({LIST},L)")
    assert set(got) == set(truth) and len(got) == 24
    for answer, (exact, _, _) in truth.items():
        assert got[answer] == pytest.approx(exact, abs=1e-9)


@pytest.mark.parametrize("k", [1, 2, 3, 100])
def test_k_best_values_of_every_answer_by_brute_force(setting, k):
    program, truth = setting
    got = _answers(program, f"forth_sort({LIST},L)", proofs=k, per_answer=True)
    assert set(got) == set(truth)
    for answer, (exact, proofs, worlds) in truth.items():
        want = k_best_value(proofs, worlds, min(k, len(proofs)))
        assert got[answer] == pytest.approx(want, abs=1e-9), (answer, k)
        assert got[answer] <= exact + 1e-12
    if k == 100:  # every proof: exact
        assert all(got[a] == pytest.approx(truth[a][0], abs=1e-9) for a in truth)


@pytest.mark.parametrize("k", [1, 2, 5, 20, 60])
def test_k_best_proofs_in_all_by_brute_force(setting, k):
    """The default for an open query: the k most probable (answer, proof) pairs of all answers
    (the top-down search), each answer's value from its chosen proofs, over every world."""
    program, truth = setting
    ranked = sorted(((p, answer, proof) for answer, (_, proofs, _) in truth.items() for proof, p in proofs.items()),
                    key=lambda t: -t[0])
    if k < len(ranked):  # no tie at the cut
        assert ranked[k - 1][0] - ranked[k][0] > 1e-9
    chosen: dict = {}
    for _, answer, proof in ranked[:k]:
        chosen.setdefault(answer, []).append(proof)
    want = {answer: sum(w for world, w in truth[answer][2] if any(all(world[g] == d for g, d in proof) for proof in prs))
            for answer, prs in chosen.items()}
    got = _answers(program, f"forth_sort({LIST},L)", proofs=k)
    assert program.last_stats["proofs_top_down"] == 1.0 and program.last_stats["proofs_certified"] == 1.0
    assert got == pytest.approx(want, abs=1e-9)


def test_shared_heuristic_gives_the_proofs_of_a_fresh_search(setting):
    program, _ = setting
    term, _ = program._parse_goal(f"forth_sort({LIST},L)")
    gp, per_query, _ = program._ground([(term, None)], [])
    roots = [node for _, node in per_query[0]]
    weights = program.group_weights(gp, gp.groups_in(gp.cone([abs(r) for r in roots])))
    for k in (1, 4):
        fresh = [kbest.k_best_proofs(gp, r, weights, k, best=kbest.best_values(gp, r, weights)) for r in roots]
        many = kbest.k_best_proofs_many(gp, roots, weights, k)
        repeated = [kbest.k_best_proofs(gp, r, weights, k) for r in roots]  # the cache from the 2nd call on
        assert many == fresh and repeated == fresh
    # other weights on the same ground program are not served from the cache
    other = {g: list(reversed(w)) for g, w in weights.items()}
    assert kbest.k_best_proofs(gp, roots[0], other, 2) == kbest.k_best_proofs(
        gp, roots[0], other, 2, best=kbest.best_values(gp, roots[0], other))


def test_one_proof_is_the_best_when_a_proof_needs_a_choice_twice():
    """r and s both need a: the best proof {a, c, d} (0.405) beats {b} (0.3), though the
    product of r's and s's best values (0.45 * 0.45) counts a twice and is below 0.3."""
    p = nesylang.Program.from_string("0.5::a. 0.9::c. 0.9::d. 0.3::b.\nr :- a, c.\ns :- a, d.\nq :- r, s.\nq :- b.\n")
    [answer] = p.query("q", proofs=1)
    assert answer.probability == pytest.approx(0.5 * 0.9 * 0.9)  # {a, c, d}, by hand
    [answer] = p.query("q", proofs=2)  # {a, c, d} or {b}: 0.405 + 0.3 - 0.405 * 0.3
    assert answer.probability == pytest.approx(0.405 + 0.3 - 0.405 * 0.3)
