"""The ``nesy_pi`` learner: labelled scenes in, invented predicates and a target clause out.

``#learn target/1 using nesy_pi(data=train, test=[test], beam=8, max_body=3, save="l.nesy").``
or ``program.learn("nesy_pi", target="target/1", data="train", ...)``:

1. scenes -> entities -> arrays (:mod:`.scenes`, :mod:`.scorer`);
2. Algorithm 1 (:mod:`.search`): beam search with predicate invention;
3. the result: the invented predicates the target uses (definitions and ``#modeb``s) and the
   target clause, as ordinary program text the program absorbs; train (and ``test=``) P, N, PN
   under the max scorer and under exact inference (``program.query`` on the scenes' facts), and
   accuracy at 0.5.
"""
from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from ...errors import DirectiveError, LimitError, NesyError
from ..base import Learner, LearnRequest, option
from ..result import LearnResult
from .scenes import BINNED, Bins, SceneSet, bins_of, perceive, scene_facts
from .scorer import SceneTensors, metrics
from .search import Searcher, Settings, Stop, atom_text


@dataclass(frozen=True)
class NesyPiOptions:
    """The options of ``nesy_pi`` (validated before any work)."""

    test: tuple[str, ...] = option((), help="datasets to report P/N/PN and accuracy on")
    max_body: int = option(4, minimum=1, maximum=12)
    beam: int = option(8, minimum=1)
    pool: int = option(16, minimum=2)
    max_variations: int = option(8, minimum=2)
    invent_top: int = option(2, minimum=0)
    nc: float = option(0.9, minimum=0.0, maximum=1.0)
    sc: float = option(0.9, minimum=0.0, maximum=1.0)
    invent_rank: str = option("necessary", choices=("necessary", "pn"))
    accept: float = option(0.95, minimum=0.0, maximum=1.0)
    invent: bool = option(True)
    complete: bool = option(True, help="also invent the most complete necessary disjunction of a step "
                                       "when the top invent_top traded P for N")
    distinct: bool = option(False, help="the beam keeps one clause per vector of training scores")
    align: bool = option(False, help="an invention's variations renamed to agree on their entities' roles")
    invent_ties: str = option("more", choices=("more", "fewer"),
                              help="inventions of equal rank and PN: more variations first, or fewer")
    centred_bins: bool = option(False, help="phi and slope bins centred on 0 degrees (bin k covers k*w +- w/2), "
                                            "not starting there")
    auto_bins: bool = option(False, help="phi and slope bins shifted so that the fewest training measurements "
                                         "lie near a bin edge")
    specific: bool = option(False, help="after the search, narrow the clause to the fewest values of each "
                                         "background predicate (and more entities) its covered training "
                                         "positives allow; 0/1 facts and the max scorer")
    specific_support: int = option(1, minimum=1, help="specific: add an atom only if each of its values holds on "
                                                      "at least this many covered training positives")
    specific_cases: bool = option(False, help="specific: split the clause into one target clause per case of its "
                                              "invented atoms' variations, each narrowed on the positives it covers")
    specific_interval: bool = option(False, help="specific: a binned predicate (rho, phi, slope, angle) takes every "
                                                 "bin of its covered positives' measured range, each end moved out "
                                                 "by range / (n - 1), n the covered positives")
    jitter_edges: bool = option(True, help="a bin edge where the training measurements pile up (within 1/8 bin: "
                                           "twice an even spread, beyond chance) splits one value by noise: "
                                           "inventions, and specific's atoms, whose positives come that near it "
                                           "take both bins")
    specific_predict: float = option(0.0, minimum=0.0, maximum=0.5,
                                     help="specific_interval: a level a > 0 makes a binned atom's bins Student's t "
                                          "prediction interval for the next positive, at level a split over the "
                                          "clause's binned atoms (0: range / (n - 1) margin)")
    split_cases: str = option("off", choices=("off", "entities", "clause"),
                              help="when no clause is accepted, search each case of the training positives "
                                   "(by entity count, or by the searched clause's cases) against every negative "
                                   "and keep the union of the cases' clauses if its training PN is higher")
    specific_count: bool = option(False, help="specific: each narrowed clause also requires the scene's entity count "
                                              "(after grouping) in its covered positives' range, widened as "
                                              "specific_interval widens a binned atom's")
    score: str = option("max", choices=("max", "exact"))
    seed: int = option(0)
    time_limit: float | None = option(None, above=0, help="CPU seconds (this process) the search may use")
    save: str | None = option(None)
    # the authors' code, off by default (the paper does not mention them)
    length_bonus: float = option(0.0, minimum=0.0)
    clip: float | None = option(None, above=0.0, maximum=1.0)


def scene_types(bias) -> dict[str, tuple[str, ...]]:
    """Attribute -> the values its mode's ``#type`` lists (``color(+obj, #color)``)."""
    from ...bias import Placeholder
    from ...logic.terms import term_str

    out = {}
    types = dict(bias.types)
    for m in bias.bodies:
        ph = [a for a in m.args if isinstance(a, Placeholder)]
        if len(ph) == 2 and ph[0].role == "+" and ph[1].role == "#" and m.predicate not in ("slope",):
            vals = types.get(ph[1].type)
            if vals:
                out[m.predicate] = tuple(term_str(v) for v in vals) + (("line",) if m.predicate == "shape" else ())
    return out


class NesyPiLearner(Learner):
    """NeSy-π (Sha et al.): beam search with predicate invention on object-centric scenes."""

    name = "nesy_pi"
    Options = NesyPiOptions

    def check(self, program, request: LearnRequest) -> None:
        from ...bias import Bias

        target = request.target
        if target is None:
            raise request.error("nesy_pi learns one target: #learn target/1 using nesy_pi(...)")
        span = target.span or request.span
        bias = Bias.from_program(program.loaded)
        bias.head_modes(target.name, target.arity, span)
        if target.arity != 1:
            raise request.error(f"nesy_pi's target takes the scene: {target.name}/1, not /{target.arity}")
        for m in bias.bodies:
            for a in m.args:
                if getattr(a, "role", None) == "#":
                    bias.values(a.type, m.span)  # an empty type is a located error
        bins_of_checked(bias, span)
        if request.options.max_variations < 2:
            raise request.error("max_variations must be at least 2", "max_variations")
        if request.options.specific_cases and not request.options.specific:
            raise request.error("specific_cases splits the clause that specific narrows: set specific=true too",
                                "specific_cases")
        if request.options.specific_predict and not request.options.specific_interval:
            raise request.error("specific_predict sets specific_interval's interval: set specific_interval=true too",
                                "specific_predict")
        if request.options.specific_interval and not request.options.specific:
            raise request.error("specific_interval widens what specific narrows: set specific=true too",
                                "specific_interval")
        if request.options.specific_count and not request.options.specific:
            raise request.error("specific_count guards what specific narrows: set specific=true too",
                                "specific_count")
        if request.options.centred_bins and request.options.auto_bins:
            raise request.error("centred_bins and auto_bins both place the bins: choose one", "auto_bins")

    def learn(self, program, request: LearnRequest) -> LearnResult:
        from ...bias import Bias

        o: NesyPiOptions = request.options
        target = request.target
        result = LearnResult(self.name, str(target), o)
        loaded = without_learned(program.loaded, request.key)  # a re-run replaces what it learned
        bias = Bias.from_program(loaded)
        bins = bins_of_checked(bias, target.span or request.span)
        if o.centred_bins:
            bins = dataclasses.replace(bins, centred=True)
        with result.stage("scenes"):
            # learned perception: the networks read every crop once (the nn ADs' distributions)
            train = perceive(program, scene_data(program, request.dataset(program), request, "data"))
            tests = [perceive(program, scene_data(program, name, request, "test")) for name in o.test]
            for t in tests:
                if (t.grouping is None) != (train.grouping is None) or t.grouping != train.grouping:
                    raise request.error(f"dataset '{t.name}' groups objects differently from '{train.name}' "
                                        "(mixed groupings)", "test")
            unlabelled = [s.id for s in train.scenes if s.label is None]
            if unlabelled:
                raise request.error(f"training scene {unlabelled[0]!r} has no label", "data")
            labels = [s.label for s in train.scenes]
            if 1.0 not in labels or 0.0 not in labels:
                raise request.error(f"dataset '{train.name}' needs positive and negative scenes "
                                    f"({labels.count(1.0)} positive, {labels.count(0.0)} negative)", "data")
            if o.auto_bins:
                from .scenes import auto_shifts

                bins = auto_shifts(train.scenes, train.grouping, bins)
                result.details["bins"] = bins
            tensors = SceneTensors(train, bins)
        result.add_metric("scenes", "scenes", len(train))
        result.add_metric("scenes", "entities (most)", tensors.M)
        defined = {name for name, _ in loaded.db.signatures()}
        scene_preds = tensors.attributes | set(BINNED) | {"in"}
        for m in bias.bodies:
            if o.score == "max" and m.predicate in defined and m.predicate not in scene_preds:
                raise DirectiveError(f"the max scorer reads scene facts only; {m.predicate}/{len(m.args)} is "
                                     "defined by the program: use nesy_pi(score=exact)", m.span)
        # process CPU time, not wall clock: on a loaded machine a wall-clock limit cut searches
        # short, so what was learned depended on other jobs
        deadline = time.process_time() + o.time_limit if o.time_limit else None
        settings = Settings(o.max_body, o.beam, o.pool, o.max_variations, o.invent_top, o.nc, o.sc,
                            o.invent_rank, o.accept, o.invent, o.length_bonus, o.clip, deadline, o.complete,
                            o.distinct, o.align, o.invent_ties, o.specific, o.specific_support, o.specific_cases,
                            o.specific_interval, o.jitter_edges, o.specific_predict, o.split_cases,
                            o.specific_count)
        # exact inference runs under the program's limits (--time-limit, --max-ground-nodes, ...),
        # and under what is left of time_limit
        limits = QueryLimits(program, deadline)
        scorer = None
        if o.score == "exact":
            scorer = ExactScorer(train, bins, target.name, limits).score
        from ...util.memory import collector_off

        # The search, the narrowing and the exact stage run with the cyclic collector off, and
        # the searcher (with its memos: every scored candidate, atom truths, keys) is dropped when
        # _search_and_score returns, before the collector is back. Session 28 (nesypi32): with the
        # collector back on as soon as Searcher.run ended, the first young collection walked every
        # object the search had kept and promoted them, and the full collections that followed
        # during the narrowing, the final parse and the exact stage walked them again: 0.2-0.5 CPU
        # s a letter run, paid almost only by invention, whose memos are 5-10 times larger. The
        # searcher makes no reference cycles, so reference counting frees it all; nothing learned
        # changes.
        with collector_off():
            self._search_and_score(request, result, bias, tensors, settings, defined, train, tests, bins, limits,
                                   scorer)
        return result

    def _search_and_score(self, request: LearnRequest, result: LearnResult, bias, tensors: SceneTensors,
                          settings: Settings, defined: set, train: SceneSet, tests: list, bins: Bins,
                          limits: QueryLimits, scorer) -> None:
        """:meth:`learn`'s search, narrowing and result: the clauses, details and metrics into
        ``result``."""
        o: NesyPiOptions = request.options
        target = request.target
        searcher = Searcher(bias, target.signature, tensors, settings,
                            taken_names=defined, scorer=scorer)
        stopped = ""
        with result.stage("search"):
            try:
                searcher.run()
            except Stop:
                stopped = "time limit"
            except KeyboardInterrupt:
                stopped = "interrupt"
            general = searcher.best
            if o.specific and stopped != "interrupt":
                searcher.specialise()
        best = searcher.best
        if best is None:
            raise request.error("nesy_pi found no clause: the modes allow no body atom over the scenes")
        text, used = self.program_text(searcher, best)
        from ...syntax.parser import parse_program

        result.clauses = parse_program(text, "<nesy_pi>").statements
        result.details.update(inventions=[searcher.inventions[u] for u in used],
                              all_inventions=[searcher.inventions[u] for u in searcher.invention_order],
                              target_clause=best.text, accepted=best.pn >= o.accept, stopped=stopped,
                              trace=searcher.trace, scored=searcher.scored, train_scores=best.scores,
                              searched_clause=general.text if general is not None else None,
                              split_cases=searcher.split_trace)
        for u in used:
            inv = searcher.inventions[u]
            result.add_metric("invent", u, f"P {inv.p:.2f} N {inv.n:.2f} PN {inv.pn:.2f}: {inv.gloss}")
        result.add_metric("search", "candidates scored", searcher.scored)
        result.add_metric("search", "inventions", len(searcher.inventions))
        result.add_metric("search", "entities N", best.n)
        result.add_metric("search", "accepted", best.pn >= o.accept)
        if stopped:
            result.add_metric("search", "stopped by", stopped)
        result.add_metric("train", "P", best.p)
        result.add_metric("train", "N", best.nn)
        result.add_metric("train", "PN", best.pn)
        with result.stage("exact"):
            for name, data in [(train.name, train)] + [(t.name, t) for t in tests]:
                tens = tensors if data is train else SceneTensors(data, bins)
                if tens.soft or o.score == "exact":
                    try:
                        exact = exact_scores(data, bins, text, target.name, limits)
                    except LimitError as e:  # the learned clauses stand; only this score is missing
                        result.add_metric("train exact" if data is train else f"test {name}",
                                          "exact scores", f"not computed: {e.message}")
                        continue
                else:  # 0/1 facts: the most probable proof's probability is exact (tested)
                    exact = score_cand(tens, best, searcher.inventions)
                y = np.array([int(s.label) if s.label is not None else -1 for s in data.scenes])
                p, n, pn = metrics(exact, y)
                stage = "train exact" if data is train else f"test {name}"
                if data is not train:
                    # the tensors just built for this dataset (building them again groups every
                    # scene again: session 26 measured that as most of this stage)
                    # on 0/1 facts ``exact`` is this very score (score_cand on these tensors),
                    # so it is not computed twice (session 28)
                    maxed = exact if not (tens.soft or o.score == "exact") else score_cand(tens, best,
                                                                                          searcher.inventions)
                    mp, mn, mpn = metrics(maxed, y)
                    result.add_metric(stage, "PN (max)", mpn)
                    if general is not best:  # specific: the searched clause beside the narrowed one
                        gp, gn, gpn = metrics(score_cand(tens, general, searcher.inventions), y)
                        result.add_metric(stage, "P (searched)", gp)
                        result.add_metric(stage, "N (searched)", gn)
                        result.add_metric(stage, "PN (searched)", gpn)
                result.add_metric(stage, "P", p)
                result.add_metric(stage, "N", n)
                result.add_metric(stage, "PN", pn)
                known = y >= 0
                result.add_metric(stage, "accuracy", float(np.mean((exact[known] >= 0.5) == (y[known] == 1))))
                result.details.setdefault("exact", {})[name] = exact
        result.history = searcher.trace

    def program_text(self, searcher: Searcher, best) -> tuple[str, list[str]]:
        """The learned statements: the invented predicates the target uses (their ``#modeb``
        and definitions, dependencies first) and the target clause."""
        used: list[str] = []

        def visit(atoms):
            for a in atoms:
                inv = searcher.inventions.get(a[0])
                if inv is not None and inv.name not in used:
                    for v in inv.variations:
                        visit(v)
                    used.append(inv.name)

        visit(best.atoms)
        lines = []
        for name in used:
            inv = searcher.inventions[name]
            args = ", ".join(f"+{searcher.etype}" for _ in range(inv.arity))
            lines.append(f"#modeb(*, {name}({args}){', (symmetric)' if inv.symmetric else ''}).")
            head = f"{name}({', '.join(f'O{i}' for i in range(1, inv.arity + 1))})"
            for v in inv.variations:
                lines.append(f"{head} :- {', '.join(atom_text(a) for a in v)}.")
        lines.append(best.text)
        return "\n".join(lines), used


def without_learned(loaded, key: str):
    """The program as it was before the directive ``key`` learned anything."""
    old = loaded.provenance.get(key)
    if old is None:
        return loaded
    out = loaded.copy()
    out.statements = [s for s in out.statements if not any(s is o for o in old.statements)]
    out.modes = [m for m in out.modes if not any(m is o for o in old.statements)]
    out.db.remove(set(old.clause_ids))
    return out


def bins_of_checked(bias, span) -> Bins:
    try:
        return bins_of(bias)
    except DirectiveError as e:
        raise DirectiveError(e.message, span) from None


def scene_data(program, name: Any, request: LearnRequest, option_name: str) -> SceneSet:
    """A scene dataset by name (declared ``scenes(...)`` or added from Python), or scenes given
    directly (a SceneSet or a list of dicts)."""
    if isinstance(name, SceneSet):
        return name
    if isinstance(name, (list, tuple)):
        from .scenes import parse_scenes

        return parse_scenes(name, "<data>", allowed=allowed_values(program))
    data = program.dataset(name, request.option_spans.get(option_name) if request.option_spans else request.span)
    if not isinstance(data, SceneSet):
        raise request.error(f"nesy_pi learns from scenes; dataset '{name}' is not declared with "
                            f'scenes("file.jsonl")', option_name)
    return data


def allowed_values(program) -> dict[str, tuple[str, ...]]:
    from ...bias import Bias

    return scene_types(Bias.from_program(program.loaded))


def perception_domains(program) -> dict[str, tuple[str, ...]]:
    """Attribute -> the values a perception network chooses from: its mode's ``#type``
    (``color(+obj, #color)``), else the ``#type`` named after it."""
    from ...bias import Bias
    from ...logic.terms import term_str

    bias = Bias.from_program(program.loaded)
    out = {name: tuple(term_str(v) for v in vals) for name, vals in bias.types}
    out.update(scene_types(bias))
    return out


def score_cand(tensors: SceneTensors, cand, inventions) -> np.ndarray:
    """r(d) of a candidate: one clause's r_C, or the max over a set of target clauses
    (``specific_cases``)."""
    from .scorer import score_clause

    if cand.cases:
        return np.max(np.stack([score_clause(tensors, c.atoms, c.n, inventions) for c in cand.cases]), axis=0)
    return score_clause(tensors, cand.atoms, cand.n, inventions)


class QueryLimits:
    """The limits of the learner's own exact queries: the program's (``--time-limit``,
    ``--max-ground-nodes``, ...), with the time cut to what is left of ``time_limit``."""

    def __init__(self, program, deadline: float | None):
        from ...limits import LIMIT_NAMES

        self.base = {name: getattr(program.options, name) for name in LIMIT_NAMES}
        self.deadline = deadline

    def __call__(self) -> dict:
        out = dict(self.base)
        if self.deadline is not None:
            # CPU seconds left, as a wall-clock limit: one query uses at most one core's worth
            left = max(self.deadline - time.process_time(), 0.01)
            out["time_limit"] = left if out["time_limit"] is None else min(out["time_limit"], left)
        return out


def exact_scores(data: SceneSet, bins: Bins, learned_text: str, target: str,
                 limits: QueryLimits | None = None) -> np.ndarray:
    """P(target(d)) for each scene by exact inference (``program.query``) on the scenes' facts
    and the learned text."""
    from ...session import Program

    program = Program.from_string(scene_facts(data.scenes, bins, data.grouping) + "\n" + learned_text, "<scenes>",
                                  **(limits() if limits is not None else {}))
    probs = {a.atom: a.probability for a in program.query(f"{target}(X)")}
    from ...logic.terms import atom_str

    return np.array([probs.get(f"{target}({atom_str(s.id)})", 0.0) for s in data.scenes])


class ExactScorer:
    """``score=exact``: each candidate scored by exact inference on all scenes (slow; for
    small data and for checking the max scorer)."""

    def __init__(self, data: SceneSet, bins: Bins, target: str, limits: QueryLimits | None = None):
        self.data, self.bins, self.target, self.limits = data, bins, target, limits
        self.facts = scene_facts(data.scenes, bins, data.grouping)

    def score(self, searcher: Searcher, n: int, atoms) -> np.ndarray:
        lines = []
        for name in searcher.invention_order:
            inv = searcher.inventions[name]
            head = f"{name}({', '.join(f'O{i}' for i in range(1, inv.arity + 1))})"
            lines += [f"{head} :- {', '.join(atom_text(a) for a in v)}." for v in inv.variations]
        lines.append(searcher.text(n, atoms))
        try:
            return exact_scores(self.data, self.bins, "\n".join(lines), self.target, self.limits)
        except LimitError:
            if self.limits is not None and self.limits.deadline is not None \
                    and time.process_time() >= self.limits.deadline:
                raise Stop from None  # time_limit reached inside a query: the search stops
            return np.zeros(len(self.data.scenes))
        except NesyError:  # pragma: no cover - a candidate the engine cannot evaluate
            return np.zeros(len(self.data.scenes))
