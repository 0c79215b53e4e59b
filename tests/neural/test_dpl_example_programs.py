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
from wap_expected import wap_answers  # noqa: E402  (tests/ is on sys.path)

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


NEW = {  # as shipped in deepproblog-2.1.0-py3-none-any.whl
    EXAMPLES / "forth_add" / "choose.pl": "e8188791209389391ff912380bb87314c64e4b2fb3ef32add11c810623d4ea04",
    EXAMPLES / "wap" / "wap.pl": "c2b29160989b63762ff7fd4cf76ae735865992e34c752836f0e5476e48fd6237",
    EXAMPLES / "clutrr" / "model_forward.pl": "d0d6b1980aaeee77bbf4bf95b876dfc067fa04a1bdb7db90f2a42f452910a7ce",
}


@pytest.mark.parametrize("path", list(NEW), ids=lambda p: p.parent.name)
def test_more_programs_are_deepproblogs_unchanged(path):
    assert hashlib.sha256(path.read_bytes()).hexdigest() == NEW[path]


def test_forth_add_hand_checked():
    # DeepProbLog's EncodeModule, called once per input with plain integers (int(i) inside)
    train = _module(EXAMPLES / "forth_add" / "train.py")
    program = train.make_program()
    result, carry = program.network("neural1").module, program.network("neural2").module
    with torch.no_grad():
        r = result(4, 7, 0)
        c = carry(4, 7, 0)
        r21, c21 = result(2, 3, 1), carry(2, 3, 1)  # the second column after a carry
        r20, c20 = result(2, 3, 0), carry(2, 3, 0)  # and without one
    # one column: result digit 1 and carry 1 of 4 + 7
    [one] = program.query("add([4],[7],0,[1,1])")
    assert one.probability == pytest.approx(float(r[1] * c[1]), abs=1e-6)
    # two columns, right to left: 4+7 (carry in 0), then 2+3 with the carry the network chose
    answers = {a.atom.replace(" ", ""): a.probability for a in program.query("add([2,4],[3,7],0,X)")}
    assert len(answers) == 2 * 10 * 10  # carry out, two digits
    want = r[1] * (c[1] * r21[6] * c21[0] + c[0] * r20[6] * c20[0])
    assert answers["add([2,4],[3,7],0,[0,6,1])"] == pytest.approx(float(want), abs=1e-6)
    assert sum(answers.values()) == pytest.approx(1.0, abs=1e-5)


def test_wap_hand_checked():
    train = _module(EXAMPLES / "wap" / "train.py")
    text = "Ann has 6 boxes with 3 pens in each box . Ann gives away 2 pens . How many pens are left ?"
    program = train.make_program(train.vocabulary([f'wap("{text}",6,3,2,16)']))
    nets = {n: program.network(n).module for n in ("rnn", "nn_permute", "nn_op1", "nn_swap", "nn_op2")}
    with torch.no_grad():
        e = nets["rnn"](text)  # the string term arrives as a Python str
        perm, op1, swap, op2 = (nets[n](e) for n in ("nn_permute", "nn_op1", "nn_swap", "nn_op2"))
    want = wap_answers((6, 3, 2), perm, op1, swap, op2)
    got = {int(a.atom.rsplit(",", 1)[1][:-1]): a.probability for a in program.query(f'wap("{text}",6,3,2,X)')}
    assert set(got) == set(want)
    for value in want:
        assert got[value] == pytest.approx(want[value], abs=1e-6)


def test_clutrr_hand_checked():
    # one sentence, two readings (0,1) and (1,0): only reading (0,1) labelled child gives child(0,1);
    # the gender network then says son; the encoder's list output is rel_extract's input list
    train = _module(EXAMPLES / "clutrr" / "train.py")
    program = train.make_program()
    text = "1 is the son of 0 ."
    enc, rel, gender = (program.network(n).module for n in ("encoder", "rel_extract", "gender_net"))
    sentence = nesylang.Program.from_string("")._parse_goal(f's([0,1],"{text}")')[0]
    with torch.no_grad():
        p_child = float(rel(*enc(text, 0, 1))[train.RELATIONS.index("child")])
        p_male = float(gender([sentence], 1)[0])
    [answer] = program.query(f'clutrr_text([0,1],[s([0,1],"{text}")],0,son,1)')
    assert answer.probability == pytest.approx(p_child * p_male, abs=1e-6)
