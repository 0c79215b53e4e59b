"""Compiled templates are cached on disk, keyed by the program's content: a second session
with the same program compiles nothing; a changed program compiles again."""
import torch

import nesylang
from nesylang.neural.data import examples_from

SRC = """nn(net, [X], Y, [0,1,2]) :: digit(X, Y).
add(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B.
"""
QUERIES = ["add(tensor(img(0)),tensor(img(1)),2)", "add(tensor(img(0)),tensor(img(0)),2)"]


def evaluate(src):
    p = nesylang.Program.from_string(src)
    p.networks["net"] = torch.nn.Linear(4, 3)
    p.tensors["img"] = torch.eye(4)[:3]
    ev = p.batch_evaluator()
    values = ev.log_probs(examples_from(QUERIES))
    return ev.templates, values


def test_second_session_loads_templates_from_disk():
    first, v1 = evaluate(SRC)
    assert (first.compiled, first.loaded) == (2, 0)
    second, v2 = evaluate(SRC)
    assert (second.compiled, second.loaded) == (0, 2)
    assert torch.isfinite(v2).all()


def test_changed_program_compiles_again():
    evaluate(SRC)
    changed, _ = evaluate(SRC + "extra(1).\n")
    assert (changed.compiled, changed.loaded) == (2, 0)
