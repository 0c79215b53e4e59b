"""The shared compiler's templates as arrays (``sdd.PackedFlat``): the evaluator reads its
level layout off them with numpy instead of a Python pass per node and element. The layout
must be the one the per-node pass builds for the same circuit given as plain lists, the
arrays must be a topological, level-sorted circuit (levels recomputed here from the lists),
and a disk-cache entry written from the arrays must be the bytes written from the lists.
Values and gradients of these templates against enumeration are checked in
tests/neural/test_shared_compilation.py, which now runs through the arrays.
"""
from __future__ import annotations

import dataclasses

import pytest

torch = pytest.importorskip("torch")
np = pytest.importorskip("numpy")

from nesylang.circuits.sdd import DECISION, FlatCircuit, Packed, PackedFlat  # noqa: E402
from nesylang.circuits.torch_eval import BatchedCircuit  # noqa: E402
from nesylang.neural.data import examples_from  # noqa: E402
from nesylang.neural.templates import encode_template  # noqa: E402

from test_shared_compilation import CASES, module, program_with, query  # noqa: E402


@pytest.fixture(scope="module")
def templates():
    program = program_with(module())
    evaluator = program.batch_evaluator()
    evaluator.templates.disk = None
    evaluator.log_probs(examples_from([query(*c) for c in CASES]))
    found = list(evaluator.templates.templates.values())
    assert len(found) == len(CASES)
    return found


def plain(flat) -> FlatCircuit:
    return FlatCircuit(list(flat.kinds), list(flat.literals), list(flat.elements), list(flat.outputs))


def test_templates_are_packed_topological_and_sorted_by_level(templates):
    for t in templates:
        flat = t.compiled.flat
        assert isinstance(flat, PackedFlat)
        level = []
        for i, (kind, elements) in enumerate(zip(flat.kinds, flat.elements)):
            assert all(p < i and s < i for p, s in elements)  # children first
            level.append(1 + max(max(level[p], level[s]) for p, s in elements) if kind == DECISION else 0)
        assert level == sorted(level) == flat.packed.levels.tolist()
        assert flat.size == sum(len(e) for e in flat.elements) == t.compiled.sdd_size
        assert flat == plain(flat) and plain(flat) == flat


def test_layout_equals_the_per_node_pass(templates):
    for t in templates:
        n_vars = len(t.compiled.variables)
        fast, slow = BatchedCircuit(t.compiled.flat, n_vars), BatchedCircuit(plain(t.compiled.flat), n_vars)
        assert (fast._spans, fast._width, fast.depth) == (slow._spans, slow._width, slow.depth)
        for name in ("elem_prime", "elem_sub", "elem_seg", "out_cols"):
            assert torch.equal(getattr(fast, name), getattr(slow, name)), name
        assert (fast._checked is None) == (slow._checked is None)
        lp = torch.rand(4, n_vars, dtype=torch.float64).log()
        ln = torch.rand(4, n_vars, dtype=torch.float64).log()
        assert torch.equal(fast(lp, ln), slow(lp, ln))


def test_disk_entry_from_the_arrays_is_the_entry_from_the_lists(templates):
    t = templates[0]
    listed = dataclasses.replace(t, compiled=dataclasses.replace(t.compiled, _flat=plain(t.compiled.flat)))
    assert encode_template(t, "a" * 64) == encode_template(listed, "a" * 64)


def test_a_literal_outside_the_variables_is_refused():
    # x1 OR x2 with n_vars = 1: literal 2 has no column
    packed = Packed(np.array([2, 2, 0, 2, 3]), np.array([1, -1, 0, 2, 0]), np.array([0, 0, 0, 0, 1]),
                    np.array([0, 0, 0, 0, 0, 2]), np.array([0, 1]), np.array([2, 3]))
    with pytest.raises(ValueError, match="outside 1..1"):
        BatchedCircuit(PackedFlat(packed, [4]), 1)
    # with both variables it is x1 OR x2
    lp, ln = torch.tensor([[0.5, 0.5]]).log(), torch.tensor([[0.5, 0.5]]).log()
    assert BatchedCircuit(PackedFlat(packed, [4]), 2)(lp, ln).exp().tolist() == [[0.75]]
