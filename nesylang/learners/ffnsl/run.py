"""FF-NSL end to end: a program and a request -> a :class:`~nesylang.learners.result.LearnResult`.

Stages (each timed in the learning report): ``examples`` (records, networks, penalties),
``background``, ``space`` (S_M), ``prune``, ``search`` (clingo), then the outputs.
"""
from __future__ import annotations

from ...bias import Bias
from ...errors import LearningError
from ...syntax import ast
from ..base import LearnRequest
from ..result import LearnResult
from .asptext import signature_of
from .background import translate
from .biastext import apply_biases
from .examples import context_lines, label_neural, parse_examples, read_records
from .search import build_task, fixed_predicates, meta_program, prune, search
from .space import as_statement, hypothesis_space


def parse_label(text: str, request: LearnRequest) -> ast.Term:
    from ...errors import NesyError
    from ...syntax.parser import parse_term

    try:
        t = parse_term(str(text), "<label>")
    except NesyError as e:
        raise request.error(f"label {text!r}: {e.message}", "labels") from None
    if signature_of(t) is None:
        raise request.error(f"a label is an atom, not {text!r}", "labels")
    return t


def run(program, request: LearnRequest) -> LearnResult:
    opts = request.options
    target = request.target
    result = LearnResult("ffnsl", str(target) if target else None, opts)
    bias = Bias.from_program(program.loaded)
    if not bias.heads:
        raise request.error("ffnsl needs a #modeh declaration for the predicate to learn")
    if target is not None and not any(m.signature == target.signature for m in bias.heads):
        declared = ", ".join(sorted({f"{m.predicate}/{len(m.args)}" for m in bias.heads}))
        raise request.error(f"no #modeh for {target} (declared: {declared})")
    heads = []
    for m in bias.heads:
        if m.signature not in heads:
            heads.append(m.signature)
    learned = set(heads)
    labels = tuple(parse_label(x, request) for x in opts.labels)
    # output paths are checked before any work, not after the search
    export_path = request.output_path(program, opts.export, "export") if opts.export is not None else None
    hypothesis_path = (request.output_path(program, opts.hypothesis, "hypothesis")
                       if opts.hypothesis is not None else None)

    with result.stage("examples"):
        data = request.dataset(program)
        records = read_records(program, data, request)
        if not records:
            raise request.error("the data holds no examples", "data")
        examples = parse_examples(records, labels)

    with result.stage("background"):
        previous = program.loaded.provenance.get(request.key)
        statements = [s for s in program.loaded.statements
                      if previous is None or not any(s is o for o in previous.statements)]
        start = set(learned)
        types: set[str] = set()
        for m in bias.heads + bias.bodies:
            if not m.is_comparison:
                start.add(m.signature)
            types.update(p.type for p in m.placeholders() if p.is_var)
        start.update((t, 1) for t in types)
        for lab in labels:
            start.add(signature_of(lab))
        for ex in examples:
            start.update(signature_of(a) for a in ex.inc + ex.exc)
        bg = translate(statements, start, learned)

    with result.stage("examples"):
        goals = []
        for sig in sorted(start - learned):
            name, arity = sig
            goals.append(ast.Atom(name) if arity == 0 else
                         ast.Compound(name, tuple(ast.Variable(f"X{i}") for i in range(arity))))
        stats = label_neural(program, examples, goals, learned, set(bg.neural), lam=opts.lambda_,
                             aggregate=opts.aggregate, penalty=opts.penalty)

    with result.stage("space"):
        guard_types = {t for t in types if (t, 1) in bg.defined}
        span = request.span or (bias.heads[0].span if bias.heads else None)
        candidates, space_stats = hypothesis_space(bias, heads, max_body=opts.max_body,
                                                   constraints=opts.constraints, guard_types=guard_types, span=span)
        generated = len(candidates)
        candidates, bias_stats = apply_biases(program.loaded.biases, candidates)
        space_stats.update(bias_stats)
        if not candidates:
            if generated:
                why = f"the #bias constraints removed all {generated} candidates"
            elif space_stats["unsafe dropped"]:
                why = (f"{space_stats['unsafe dropped']} candidates were unsafe (a variable bound by no positive "
                       f"literal, and no type predicate t/1 in the background to guard it)")
            else:
                why = "the modes allow no rule"
            where = program.loaded.biases[0].span if generated else bias.heads[0].span
            raise LearningError(f"the hypothesis space is empty: {why}", where or request.span)
    size = len(candidates)

    with result.stage("prune"):
        task = build_task(examples, context_lines)
        kept = candidates
        prune_stats = {"evaluated": 0, "pruned": 0}
        if opts.prune:
            kept, prune_stats = prune(bg, task, candidates, fixed_predicates(bg, learned, candidates),
                                      span=request.span, time_limit=opts.time_limit)

    with result.stage("search"):
        text = meta_program(bg, task, kept)
        found = search(text, time_limit=opts.time_limit, threads=opts.threads, seed=opts.seed, span=request.span)
    if found.satisfiable is False or (found.cost is None and not found.timed_out):
        infinite = [examples[i] for grp, pen in zip(task.groups, task.penalties) if pen is None for i in grp]
        named = ", ".join(f"{e.id} ({e.where.filename}:{e.where.line})" if e.where else e.id for e in infinite[:10])
        more = f" and {len(infinite) - 10} more" if len(infinite) > 10 else ""
        detail = (f"no hypothesis in S_M accepts every example of infinite penalty: {named}{more}"
                  if infinite else "no hypothesis in S_M keeps B ∪ H stratified")
        raise LearningError(f"the FF-NSL task is unsatisfiable: {detail}", request.span)
    if found.cost is None:
        raise LearningError(f"time_limit={opts.time_limit}s ran out before clingo found any hypothesis",
                            request.span)

    by_index = {c.index: c for c in kept}
    kept_ids = set(by_index)
    chosen = [by_index[i] for i in found.used]
    chosen.sort(key=lambda c: (c.is_constraint, c.index))
    statements_out = []
    k = 0
    for c in chosen:
        if c.is_constraint:
            k += 1
        statements_out.extend(as_statement(c, k))
    uncovered = [examples[i].id for k_ in found.uncovered for i in task.groups[k_]]
    result.clauses = tuple(statements_out)
    length = sum(c.length for c in chosen)
    result.details.update({
        "cost": found.cost, "length": length, "uncovered": uncovered, "optimal": found.optimal,
        "bound": found.bound, "space": size, "space_after_pruning": len(kept), "examples": len(examples),
        "pruning": prune_stats, "pruned": [c.text() for c in candidates if c.index not in kept_ids],
        "merged_examples": len(task.groups), "hypothesis": [c.text() for c in chosen],
        "penalties": {e.id: e.penalty for e in examples}, "timed_out": found.timed_out,
        # the search alone (clingo's grounding and solving of the meta-program), in seconds
        "search_seconds": {"wall": found.seconds, "cpu": found.cpu_seconds,
                           "to_best_wall": found.best_seconds, "to_best_cpu": found.best_cpu_seconds,
                           "to_proof_wall": found.seconds if found.optimal else None,
                           "to_proof_cpu": found.cpu_seconds if found.optimal else None},
    })
    result.add_metric("examples", "examples", len(examples))
    result.add_metric("examples", "neural inputs", stats["neural inputs"])
    result.add_metric("space", "|S_M|", size)
    if program.loaded.biases:
        result.add_metric("space", "removed by #bias", space_stats["bias removed"])
    result.add_metric("prune", "pruned", prune_stats["pruned"])
    result.add_metric("search", "cost", found.cost)
    result.add_metric("search", "|H|", length)
    result.add_metric("search", "uncovered", len(uncovered))
    result.add_metric("search", "optimal", found.optimal)
    if found.bound is not None:
        result.add_metric("search", "bound", found.bound)
    if opts.test is not None:
        with result.stage("test"):  # before any file is written
            from .runtime import evaluate

            acc, brier = evaluate(program, request, opts.test, labels, statements_out)
            result.add_metric("test", "accuracy", acc)
            result.add_metric("test", "brier", brier)
    # both files are written by run_learner once the hypothesis is in the program: a failed write
    # (a full disk) then loses nothing
    spans = request.option_spans or {}
    if opts.export is not None:
        from .export import ilasp_task
        from ...util.files import write_atomic

        result.details["export"] = str(export_path)
        result.write_after_absorb(export_path, spans.get("export", request.span), "export", lambda p, _s: write_atomic(
            p, ilasp_task(bg, candidates, examples).encode("utf-8")))
    if opts.hypothesis is not None:
        from ...syntax.printer import print_statement
        from ..absorb import save_program

        text = "\n".join([request.mark, *(print_statement(s) for s in statements_out)])

        def write_hypothesis(path, _span):
            result.saved = save_program(path, text)

        result.write_after_absorb(hypothesis_path, spans.get("hypothesis", request.span), "hypothesis",
                                  write_hypothesis)
    return result
