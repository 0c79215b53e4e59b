"""EXAL's long-lived structures and the cyclic garbage collector (issue 17, session 20).

The decision graph EXPLAIN caches per formula, the formulas' groups and the choice keys live for
the whole training; these tests check that they are stored so that the collector has little to
walk (numbers instead of object references, shared objects), and that what they hold is still
right: the expected values are derived by hand or by brute force over the ground program."""
from __future__ import annotations

import gc
import random

import pytest

torch = pytest.importorskip("torch")

from test_exal import ADD, _cnf_models, add_program, brute_force, goal, hidden_conflict

import nesylang
from nesylang.learners.exal import ExalTrainer
from nesylang.learners.exal.explain import explain, explored_graph

pytestmark = pytest.mark.usefixtures("one_thread")


def _paths(formula) -> set[tuple[int, ...]]:
    """Every root-to-leaf path of the explored graph, as an outcome per group (read off the
    graph's arrays, independently of the sampler's own bookkeeping)."""
    height, parent, child, pair_edge, pair_group, pair_outcome, sg, so = explored_graph(formula)
    n = len(formula.groups)
    out_edges: dict[int, list[int]] = {}
    for e, p in enumerate(parent.tolist()):
        out_edges.setdefault(p, []).append(e)
    pairs: dict[int, list] = {}
    for e, g, o in zip(pair_edge.tolist(), pair_group.tolist(), pair_outcome.tolist()):
        pairs.setdefault(e, []).append((g, o))
    found = set()
    start = [-1] * n
    for g, o in zip(sg.tolist(), so.tolist()):
        start[g] = o

    def walk(node, chosen):
        if node == 0:
            found.add(tuple(chosen))
            return
        for e in out_edges.get(node, ()):
            nxt = list(chosen)
            for g, o in pairs.get(e, ()):
                nxt[g] = o
            walk(int(child[e]), nxt)

    walk(len(height) - 1, start)
    return found


@pytest.mark.parametrize("merge", [False, True])
def test_decision_graph_nodes_give_the_collector_one_object_each(merge):
    """A node's outcomes (a tuple), children and edges (dicts of numbers) are untracked by the
    collector once it has seen them; the graph they describe still holds exactly the draws
    (tree) or the draws and their recombinations (merged), all models of the formula."""
    program = nesylang.Program.from_string(hidden_conflict(3, d=True))
    formula, _, _ = ExalTrainer(program).formula(goal(program, "q"))
    rng = random.Random(0)
    drawn = {tuple(explain(formula, rng, merge=merge, row=True)) for _ in range(300)}
    gc.collect()
    inner = [n for n in formula.cache["memo_nodes_of"] if isinstance(n, list)]
    assert len(inner) > 3
    for node in inner:
        assert not gc.is_tracked(node[1]) and not gc.is_tracked(node[2]) and not gc.is_tracked(node[5])
    models = brute_force(formula)
    paths = _paths(formula)
    assert drawn <= paths <= models
    if not merge:
        assert paths == drawn  # a tree: its leaves are the draws


def test_formulas_of_one_trainer_share_group_objects_and_keep_their_models():
    """Two sums of the digit-addition program (outcomes 0-2) number their two digit groups
    alike, so they share the Group objects; each CNF still has the models worked out by hand
    (sum 2: 0+2, 1+1, 2+0; sum 3: 1+2, 2+1), by the ground program and by the CNF itself."""
    program, _ = add_program(n_images=3)
    trainer = ExalTrainer(program)
    f2, _, _ = trainer.formula(goal(program, "add(tensor(img(0)), tensor(img(1)), 2)"))
    f3, _, _ = trainer.formula(goal(program, "add(tensor(img(0)), tensor(img(1)), 3)"))
    assert f2 is not f3 and len(f2.groups) == len(f3.groups) == 2
    assert all(a is b for a, b in zip(f2.groups, f3.groups))
    assert brute_force(f2) == _cnf_models(f2) == {(0, 2), (1, 1), (2, 0)}
    assert brute_force(f3) == _cnf_models(f3) == {(1, 2), (2, 1)}


def test_choice_keys_of_two_image_inputs_are_found_by_their_refs():
    """A network whose input list holds two tensors: the key object is found from the query's
    refs (a tuple of the two) and is the key built from the concrete input list."""
    from nesylang.logic.terms import make_list

    program = nesylang.Program.from_string(
        "nn(net, [X, Y], Z, [0, 1]) :: same(X, Y, Z).\nq(X, Y) :- same(X, Y, 1).\n")
    program.networks["net"] = torch.nn.Sequential(torch.nn.Linear(8, 2).double(), torch.nn.Softmax(dim=1))
    program.tensors["img"] = torch.randn(3, 4, dtype=torch.float64)
    trainer = ExalTrainer(program)
    seen = {}
    for i, j in [(0, 1), (1, 2), (0, 1), (1, 0)]:
        _, keys, _ = trainer.formula(goal(program, f"q(tensor(img({i})), tensor(img({j})))"))
        (key,) = keys
        want = ("nn", "net", make_list([goal(program, f"tensor(img({i}))"), goal(program, f"tensor(img({j}))")]))
        assert key == want
        assert seen.setdefault((i, j), key) is key  # one object per key
    assert len(seen) == 3


def test_a_freed_formula_gives_its_graph_nodes_back():
    """The process-wide node count (EXPLAIN's budget) drops by a formula's nodes when the
    formula is freed (Formula.__del__; reference counting, no collection needed)."""
    module = __import__("sys").modules["nesylang.learners.exal.explain"]
    program = nesylang.Program.from_string(hidden_conflict(2, d=True))
    before = module._memo_total[0]
    formula, _, _ = ExalTrainer(program).formula(goal(program, "q"))
    rng = random.Random(1)
    for _ in range(40):
        explain(formula, rng)
    grown = formula.cache["memo_nodes"][0]
    assert grown > 1 and module._memo_total[0] == before + grown
    del formula
    assert module._memo_total[0] == before


assert ADD  # the addition program the helpers build
