"""FF-NSL at run time (``test=``): the learned rules answered by exact inference, the networks'
outputs as neural annotated disjunctions (not argmax), on each test record's context.

Reports the accuracy (the label of greatest probability, first on ties) and the Brier score
(the mean over records of the sum over labels of (P(label) - [label is true])^2). The rules are
those just learned, in place of any the same directive learned before.
"""
from __future__ import annotations

from ...syntax import ast
from .examples import parse_examples, read_records


def _with_rules(program, statements, key: str | None):
    """A program sharing this one's networks, tensors, options and network outputs, whose
    loaded state is a copy with the rules learned under ``key`` replaced by ``statements``."""
    from ...program.loader import load_program
    from ...session import Program

    loaded = program.loaded.copy()
    old = loaded.provenance.pop(key, None) if key is not None else None
    if old is not None:
        loaded.statements = [s for s in loaded.statements if not any(s is o for o in old.statements)]
        loaded.db.remove(set(old.clause_ids))
    load_program(ast.Program(tuple(statements)), loaded)
    view = Program(loaded)
    view.networks = program.networks
    view.tensors = program.tensors
    view._neural_cache = program._neural_cache
    view.options = program.options
    return view


def label_probabilities(base, context: str, labels) -> list[float]:
    """P(label) for each label on ``base`` (a program) with ``context`` (program text) added."""
    from ...syntax.printer import print_term

    out = []
    for lab in labels:
        answers = base.query(print_term(lab), context=context)
        out.append(answers[0].probability if answers else 0.0)
    return out


def evaluate(program, request, data, labels, statements) -> tuple[float, float]:
    records = read_records(program, data, request)
    examples = parse_examples(records, labels)
    base = _with_rules(program, statements, request.key)
    correct = 0
    brier = 0.0
    for ex in examples:
        probs = label_probabilities(base, ex.context_text, labels)
        truth = [1.0 if lab in ex.inc else 0.0 for lab in labels]
        best = max(range(len(labels)), key=lambda i: (probs[i], -i))
        correct += truth[best] == 1.0
        brier += sum((p - t) ** 2 for p, t in zip(probs, truth))
    n = max(1, len(examples))
    return correct / n, brier / n
