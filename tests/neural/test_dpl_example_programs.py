"""examples/deepproblog/: DeepProbLog's Forth Sort and HWF programs, unchanged from the
DeepProbLog 2.1.0 wheel, load and answer queries with probabilities checked by hand (from the
networks' outputs alone)."""
from __future__ import annotations

import hashlib
import importlib.util
import itertools
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "deepproblog"
SHA256 = {  # as shipped in deepproblog-2.1.0-py3-none-any.whl
    EXAMPLES / "forth_sort" / "compare.pl": "a576275a497805f3f8554327c3b413fa405486823c3bb6318ee3804eca75246b",
    EXAMPLES / "hwf" / "model.pl": "3904da77e88aac3438fa6b0a3b6746638857ba4d4c4191aeda54c832aed5adb8",
}


def _module(path: Path):
    spec = importlib.util.spec_from_file_location(path.parent.name + "_train", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("path", list(SHA256), ids=lambda p: p.parent.name)
def test_programs_are_deepproblogs_unchanged(path):
    assert hashlib.sha256(path.read_bytes()).hexdigest() == SHA256[path]


def test_forth_sort_hand_checked():
    train = _module(EXAMPLES / "forth_sort" / "train.py")
    program = train.make_program()
    net = program.network("swap_net").module

    def swap(x, y):
        with torch.no_grad():
            return float(net(torch.tensor([x]), torch.tensor([y]))[0, 1])

    got = {a.atom: a.probability for a in program.query("forth_sort([1,0], X)")}
    # bubble([1,0]): hole(1,0) swaps or not; the rest is deterministic
    assert got["forth_sort([1, 0],[0, 1])"] == pytest.approx(swap(1, 0), abs=1e-6)
    assert got["forth_sort([1, 0],[1, 0])"] == pytest.approx(1 - swap(1, 0), abs=1e-6)
    # bubblesort([2,0,1]): first pass hole(2,0), then hole(max-so-far, 1); second pass one hole
    s20, s21, s01 = swap(2, 0), swap(2, 1), swap(0, 1)
    [answer] = program.query("forth_sort([2,0,1], [0,1,2])")
    assert answer.probability == pytest.approx(s20 * s21 * (1 - s01), abs=1e-6)


def test_hwf_hand_checked():
    train = _module(EXAMPLES / "hwf" / "train.py")
    program = train.make_program()
    table = program.tensors.get("img")
    digit, op = program.network("net1").module, program.network("net2").module
    a, o, b = program.by_symbol["3"][0], program.by_symbol["*"][0], program.by_symbol["2"][0]
    with torch.no_grad():
        pa, po, pb = digit(table[a:a + 1])[0], op(table[o:o + 1])[0], digit(table[b:b + 1])[0]
    refs = f"[tensor(img({a})),tensor(img({o})),tensor(img({b}))]"
    [one] = program.query(f"expression([tensor(img({a}))], 3.0)")
    assert one.probability == pytest.approx(float(pa[3]), abs=1e-6)
    # P(value 6) sums every (digit, operator, digit) reading of the formula worth 6
    want = 0.0
    for x, k, y in itertools.product(range(10), range(4), range(10)):
        if k == 3 and y == 0:
            continue
        if abs(eval(f"{x}{train.OPERATORS[k]}{y}") - 6) < 1e-4:  # noqa: S307
            want += float(pa[x] * po[k] * pb[y])
    [answer] = program.query(f"expression({refs}, 6.0)")
    assert answer.probability == pytest.approx(want, abs=1e-6)
