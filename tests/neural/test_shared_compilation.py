"""Cold templates compiled together (nesylang.neural.templates.SharedCompilation): one grounder
and one SDD manager serve every template of a program, so the carry chain that the sums share is
grounded and compiled once. Each template must still give exactly what compiling it alone gives,
and both must equal brute-force enumeration of the digits' worlds, value and gradient.
"""
from __future__ import annotations

import itertools
import math

import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.neural.data import examples_from, parse_query  # noqa: E402

BASE = 3
# the carry formulation of multi_addition.nesy in base 3: the label must be bound (D is Z mod 3),
# so every sum is a template of its own and the open template fails to ground first
PROGRAM = f"""\
nn(net, [X], Y, [0, 1, 2]) :: digit(X, Y).
sum(X, Y, Z) :- reverse(X, RX), reverse(Y, RY), add(RX, RY, 0, Z).
add([], [], C, C).
add([A|As], [B|Bs], C, Z) :-
    D is Z mod {BASE}, Rest is Z // {BASE},
    digit(A, DA), digit(B, DB),
    S is DA + DB + C, S mod {BASE} =:= D,
    C2 is S // {BASE},
    add(As, Bs, C2, Rest).
"""


def img(i) -> str:
    return f"tensor(img({i}))"


# three-digit numbers: (images of X, images of Y, sum); one query uses an image twice (another
# shape, whose open template fails after the first shape's tables exist)
CASES = [((0, 1, 2), (3, 4, 5), 17), ((0, 1, 2), (3, 4, 5), 30), ((6, 1, 0), (2, 5, 3), 9),
         ((0, 1, 2), (3, 4, 5), 0), ((7, 7, 1), (2, 3, 4), 25), ((0, 1, 2), (3, 4, 5), 52),
         ((5, 4, 3), (2, 1, 0), 40), ((1, 0, 2), (3, 5, 4), 13)]


def query(xs, ys, z) -> str:
    return f"sum([{', '.join(img(i) for i in xs)}], [{', '.join(img(i) for i in ys)}], {z})"


def program_with(module):
    program = nesylang.Program.from_string(PROGRAM)
    program.networks["net"] = module
    program.tensors["img"] = torch.randn(8, 4, generator=torch.Generator().manual_seed(3), dtype=torch.float64)
    return program


def module():
    torch.manual_seed(0)
    return torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.Softmax(dim=1)).double()


def value(digits) -> int:
    return sum(d * BASE ** (len(digits) - 1 - i) for i, d in enumerate(digits))


def brute_force(program):
    """log P(sum) per case by enumerating every digit of every distinct image, and the gradient
    of their total with respect to the network's parameters."""
    net = program.network("net").module
    net.zero_grad()
    probs = net(program.tensors["img"])  # (8, 3)
    out = []
    for xs, ys, z in CASES:
        images = sorted(set(xs) | set(ys))
        total = torch.zeros((), dtype=torch.float64)
        for world in itertools.product(range(BASE), repeat=len(images)):
            d = dict(zip(images, world))
            if value([d[i] for i in xs]) + value([d[i] for i in ys]) == z:
                total = total + math.prod((probs[i, d[i]] for i in images), start=torch.ones((), dtype=torch.float64))
        out.append(torch.log(total))
    torch.stack(out).sum().backward()
    return torch.stack(out).detach(), [p.grad.clone() for p in net.parameters()]


def evaluate(program, share: bool):
    net = program.network("net").module
    net.zero_grad()
    evaluator = program.batch_evaluator()
    evaluator.templates.disk = None  # cold: nothing read from (or written to) the disk cache
    evaluator.templates.share = share
    logp = evaluator.log_probs(examples_from([query(*c) for c in CASES]))
    logp.sum().backward()
    return logp.detach(), [p.grad.clone() for p in net.parameters()], evaluator.templates


def test_shared_templates_equal_each_alone_and_brute_force():
    program = program_with(module())
    expected, expected_grads = brute_force(program)
    shared, shared_grads, cache = evaluate(program, share=True)
    alone, alone_grads, alone_cache = evaluate(program_with(module()), share=False)

    assert cache.shared is not None and alone_cache.shared is None  # each path did the work
    # the shared path factored the digit-pair join into a table of its own (grounding.factor)
    assert any(sig[0].startswith("$join") for sig in cache.shared.grounder.db.clauses)
    assert cache.compiled == alone_cache.compiled == len(CASES)
    torch.testing.assert_close(shared, expected, rtol=1e-12, atol=0)
    torch.testing.assert_close(alone, expected, rtol=1e-12, atol=0)
    for a, b, c in zip(shared_grads, alone_grads, expected_grads):
        torch.testing.assert_close(a, c, rtol=1e-10, atol=1e-14)
        torch.testing.assert_close(b, c, rtol=1e-10, atol=1e-14)

    # the sums shared their sub-circuits: the manager exported fewer nodes than the templates hold
    held = sum(len(t.compiled.flat) for t in cache.templates.values())
    assert len(cache.shared.compiler.kinds) < held


def test_a_grounding_error_leaves_the_shared_tables_usable():
    """A template whose grounding fails mid-way (its label left open: the arithmetic needs it)
    drops only the tables it left unfinished; the templates after it still get exact answers
    from the same shared grounder."""
    from nesylang.neural.templates import abstract

    program = program_with(module())
    expected, _ = brute_force(program)
    evaluator = program.batch_evaluator()
    cache = evaluator.templates
    cache.disk = None
    cache.lookup(parse_query(query(*CASES[0]), "<test>"))
    shared = cache.shared
    tables = len(shared.grounder.tables)
    opened, _, _, _ = abstract(parse_query(query(*CASES[1]), "<test>"))  # sum([$tensor(0), ...], [...], Out2)
    assert cache._compile_shared(opened, None) is None  # Z is unbound in D is Z mod 3
    assert cache.shared is shared and len(shared.grounder.tables) >= tables
    assert all(t.complete for t in shared.grounder.tables.values()) and not shared.grounder.stack
    logp = evaluator.log_probs(examples_from([query(*c) for c in CASES]))
    assert cache.shared is shared and cache.compiled == len(CASES)
    torch.testing.assert_close(logp.detach(), expected, rtol=1e-12, atol=0)
