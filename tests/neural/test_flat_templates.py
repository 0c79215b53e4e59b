"""A training query's template found without building it (``templates.flat_shape``, issue 16):
a query whose arguments are each a tensor reference or a constant names its open template by
(functor, slot per argument), so a second query of that shape is one dict lookup. And a network
input read from a tensor source is keyed by (network, source, index), so no term is hashed.

Expected values: :func:`~nesylang.neural.templates.abstract` (the general path, which the fast
one must agree with: same refs, same labels, same template for the same key and different
templates for different keys), and probabilities written out from the network's outputs by
enumerating the digits of the distinct images (an image read twice by one query is one random
variable).
"""
from __future__ import annotations

import itertools
import math

import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.logic.terms import Struct, _hash_deep  # noqa: E402
from nesylang.logic.unify import variant_key  # noqa: E402
from nesylang.neural.data import examples_from  # noqa: E402
from nesylang.neural.templates import abstract, flat_shape  # noqa: E402

from test_one_source_step import D, IMAGES, PROGRAM, module  # noqa: E402  (digits 0..3, add/3, one/2)

FLAT = [
    "add(tensor(img(0)), tensor(img(1)), 3)",
    "add(tensor(img(5)), tensor(img(2)), 0)",
    "add(tensor(img(4)), tensor(img(4)), 2)",     # one image twice: one slot
    "add(7, tensor(img(1)), tensor(img(3)))",     # the label first
    "f(tensor(img(1)), a, \"text\", 1.5, tensor(img(1)), tensor(other(2)))",
    "one(tensor(img(3)), 9)",
]
def parse_term(text: str):
    return examples_from([text])[0].query


NOT_FLAT = [
    "add(tensor(img(0)), tensor(img(1)), X)",     # a variable
    "add2([tensor(img(0))], [tensor(img(1))], 3)",  # a list holding the references
    "g(tensor(img(0)), s(3))",                     # a compound label
    "h(1, 2)",                                     # no tensor reference
    "k",
]


@pytest.mark.parametrize("text", FLAT)
def test_flat_shape_gives_what_abstract_gives(text):
    query = parse_term(text)
    key, refs, labels = flat_shape(query)
    template, ref_list, label_values, opened = abstract(query)
    assert refs == ref_list
    assert labels == label_values
    assert len(key[1]) == len(query.args) and [i for i, s in enumerate(key[1]) if s < 0] == list(opened)


def test_the_flat_key_names_the_template_as_its_variant_key_does():
    queries = [parse_term(t) for t in FLAT]
    for a, b in itertools.product(queries, repeat=2):
        same_key = flat_shape(a)[0] == flat_shape(b)[0]
        same_template = variant_key(abstract(a)[0]) == variant_key(abstract(b)[0])
        assert same_key == same_template, (a, b)
    # written out: two distinct images and one image twice are different templates
    assert flat_shape(queries[0])[0] == flat_shape(queries[1])[0] == ("add", (0, 1, -1))
    assert flat_shape(queries[2])[0] == ("add", (0, 0, -1))


@pytest.mark.parametrize("text", NOT_FLAT)
def test_other_queries_take_the_general_path(text):
    assert flat_shape(parse_term(text)) is None


def digit_probability(probs, images, z, answer):
    distinct = sorted(set(images))
    total = 0.0
    for digits in itertools.product(range(D), repeat=len(distinct)):
        value = dict(zip(distinct, digits))
        if answer([value[i] for i in images]) == z:
            total += math.prod(float(probs[i, d]) for i, d in value.items())
    return total


def test_queries_found_by_their_flat_key_answer_as_enumeration():
    program = nesylang.Program.from_string(PROGRAM)
    net = module().double()
    program.networks["net"] = net
    program.tensors["img"] = torch.randn(IMAGES, 5, generator=torch.Generator().manual_seed(2)).double()
    evaluator = program.batch_evaluator("cpu")
    cases = [((0, 1), 3), ((2, 2), 4), ((1, 0), 1), ((3, 3), 2), ((4, 5), 6), ((6, 6), 5), ((5, 6), 0)]
    texts = [f"add(tensor(img({a})), tensor(img({b})), {z})" for (a, b), z in cases]
    examples = examples_from(texts)
    evaluator.log_probs(examples[:2])  # compiles both shapes: distinct images, and one image twice
    found = []
    cache = evaluator.templates
    real = cache._load_or_compile

    def spy(*args):
        found.append(args)
        return real(*args)

    cache._load_or_compile = spy
    logp = evaluator.log_probs(examples[2:])  # every one of these by its flat key
    assert found == []  # nothing compiled again
    assert len(cache._flat) == 2
    probs = net(program.tensors["img"]).detach()
    for ((images, z), lp) in zip(cases[2:], logp.tolist()):
        assert math.exp(lp) == pytest.approx(digit_probability(probs, images, z, lambda d: d[0] + d[1]), rel=1e-12)
    # each image is one network input, however many queries and paths reach it
    assert sorted(evaluator._source_indices) == list(range(7))


def test_struct_hashes_agree_for_shallow_and_deep_terms():
    def nested(n):
        t = Struct("[]")
        for i in range(n):
            t = Struct(".", (Struct("tensor", (Struct("img", (i,)),)), t))
        return t

    for n in (0, 1, 5, 40, 100_000):  # past 32 levels the walk is iterative, past ~1000 it must be
        a, b = nested(n), nested(n)
        assert hash(a) == hash(b) and a == b
        assert hash(a) == _hash_deep(nested(n))
    assert hash(nested(3)) != hash(nested(4))


def test_a_minibatch_of_entries_runs_with_the_collector_paused_and_restores_it():
    """A first epoch's templates are compiled with the cyclic collector paused for the whole
    minibatch (one collection after it, not one per template), and resumed even on an error."""
    import gc

    program = nesylang.Program.from_string(PROGRAM)
    program.networks["net"] = module()
    program.tensors["img"] = torch.randn(IMAGES, 5, generator=torch.Generator().manual_seed(2))
    evaluator = program.batch_evaluator("cpu")
    seen = []
    real = type(evaluator)._entry

    def spy(self, example):
        seen.append(gc.isenabled())
        if "img(9)" in str(example.query):
            raise nesylang.NesyError("stop here")
        return real(self, example)

    evaluator._entry = spy.__get__(evaluator)
    texts = [f"add(tensor(img({a})), tensor(img({b})), {a + b})" for a, b in ((0, 1), (2, 2), (3, 1))]
    assert gc.isenabled()
    assert len(evaluator.stable_entries(examples_from(texts))) == 3
    assert seen == [False, False, False] and gc.isenabled()
    with pytest.raises(nesylang.NesyError):
        evaluator.stable_entries(examples_from(["add(tensor(img(0)), tensor(img(9)), 3)"]))
    assert gc.isenabled()
