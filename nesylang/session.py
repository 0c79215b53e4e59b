"""The session: the one object under the CLI, the REPL and the Python API.

A :class:`Program` holds a loaded program (clause database and declarations), the session's
options and registries, and a cache of compiled circuits. Each public method runs the stages
explicitly: parse -> load -> ground -> compile -> evaluate.

>>> p = Program.from_string('''
... 0.6::heads(C) :- coin(C).
... coin(c1). coin(c2).
... two :- heads(c1), heads(c2).
... ''')
>>> [(a.atom, round(a.probability, 4)) for a in p.query("heads(X)")]
[('heads(c1)', 0.6), ('heads(c2)', 0.6)]
>>> round(p.query("two")[0].probability, 4)
0.36
>>> round(p.query("heads(c1)", evidence={"two": False})[0].probability, 4)
0.375
"""
from __future__ import annotations

import os
from dataclasses import field
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from . import inference
from .errors import NesyNameError, PathError
from .grounding.ground_program import GroundProgram
from .inference import MPE, Answer, Proof  # the results of queries, defined with inference
from .limits import (DEFAULT_MAX_CIRCUIT_NODES, DEFAULT_MAX_GROUND_NODES, Budget, Limits, default_max_memory,
                     running)
from .logic.terms import Struct, Term, term_str
from .logic.unify import is_ground
from .neural.outputs import OutputCache
from .program import declarations
from .registry import Registry
from .source import Span
from .util.records import FACTORY, record


@record
class Options:
    """Session options (``:set`` in the REPL, flags on the CLI)."""

    recursion_limit: int = 100_000  # ProbLog has no limit; a runaway recursion stops in seconds
    minimize: bool = True
    trust: bool = False
    cache_size: int = 256
    output_dir: str | None = None  # where a program's relative outputs go (--output-dir)
    force: bool = False  # let a program's outputs replace files nesylang did not write (--force)
    max_data_bytes: int = 4 << 30  # the largest data file, array or declared network a program may ask for
    autoload: bool = True  # load library predicates on their first call (nesylang.program.autoload)
    args: tuple[str, ...] = ()  # what cmd_args/1 answers (ProbLog's `problog FILE -a ARG`; nesy -a ARG)
    # limits on one query (nesylang.limits; None: no limit)
    time_limit: float | None = None  # seconds for grounding, compilation and inference
    max_ground_nodes: int | None = DEFAULT_MAX_GROUND_NODES
    max_circuit_nodes: int | None = DEFAULT_MAX_CIRCUIT_NODES
    max_memory: int | None = field(default_factory=default_max_memory)  # MB of resident memory

    def __init__(self,
                 recursion_limit: int = 100_000,
                 minimize: bool = True,
                 trust: bool = False,
                 cache_size: int = 256,
                 output_dir: str | None = None,
                 force: bool = False,
                 max_data_bytes: int = 4 << 30,
                 autoload: bool = True,
                 args: tuple[str, ...] = (),
                 time_limit: float | None = None,
                 max_ground_nodes: int | None = DEFAULT_MAX_GROUND_NODES,
                 max_circuit_nodes: int | None = DEFAULT_MAX_CIRCUIT_NODES,
                 max_memory: int | None = FACTORY) -> None:
        self.recursion_limit = recursion_limit
        self.minimize = minimize
        self.trust = trust
        self.cache_size = cache_size
        self.output_dir = output_dir
        self.force = force
        self.max_data_bytes = max_data_bytes
        self.autoload = autoload
        self.args = args
        self.time_limit = time_limit
        self.max_ground_nodes = max_ground_nodes
        self.max_circuit_nodes = max_circuit_nodes
        self.max_memory = default_max_memory() if max_memory is FACTORY else max_memory

    def limits(self) -> Limits:
        """The limits of one query, as :mod:`nesylang.limits` checks them."""
        limits = Limits(self.time_limit, self.max_ground_nodes, self.max_circuit_nodes, self.max_memory)
        limits.validate()
        return limits


def _learner_registry() -> Registry:
    from .learners import default_learners

    return default_learners()


class Program:
    """A nesylang program and the session that runs it."""

    def __init__(self, loaded=None, *, recursion_limit: int | None = None, minimize: bool = True,
                 trust: bool = False, output_dir: str | Path | None = None, force: bool = False,
                 time_limit: float | None = None, max_ground_nodes: int | None = DEFAULT_MAX_GROUND_NODES,
                 max_circuit_nodes: int | None = DEFAULT_MAX_CIRCUIT_NODES, max_memory: int | None | str = "auto",
                 autoload: bool = True, args: Sequence[str] = ()):
        """``autoload``: load a standard-library predicate (``member/2``, ...) when the program
        calls one it does not define (:mod:`nesylang.program.autoload`). ``args``: the atoms
        ``cmd_args/1`` answers, as ProbLog's ``-a ARG`` gives them. ``time_limit`` (seconds), ``max_ground_nodes``, ``max_circuit_nodes`` and ``max_memory``
        (MB; ``"auto"``: 80% of physical memory) bound each query (:mod:`nesylang.limits`);
        None switches a limit off."""
        from .program.loader import LoadedProgram

        self.options = Options(minimize=minimize, trust=trust, force=force, autoload=autoload, args=tuple(args),
                               output_dir=str(output_dir) if output_dir is not None else None)
        self._roots: tuple[Path, ...] = ()  # the folders of the program files loaded (see sandbox.py)
        if recursion_limit is not None:
            self.options.recursion_limit = recursion_limit
        self.options.time_limit = time_limit
        self.options.max_ground_nodes = max_ground_nodes
        self.options.max_circuit_nodes = max_circuit_nodes
        if max_memory != "auto":
            self.options.max_memory = max_memory  # type: ignore[assignment]
        self.options.limits()  # a bad limit fails here, before any work
        self._loaded: LoadedProgram = loaded if loaded is not None else LoadedProgram()
        self.learners: Registry = _learner_registry()
        self.networks: Registry = NetworkRegistry()
        self.tensors: Registry = Registry("tensor source")
        self.datasets: Registry = Registry("dataset")
        self.reports: list[str] = []  # what learning directives report (printed by `nesy run`)
        self._evaluators: dict[Any, Any] = {}
        self._neural_cache = OutputCache()  # network outputs by input, checked against each network's state
        self._cache: dict[Any, Any] = {}
        self._version = 0
        self.last_stats: dict[str, float] = {}
        self._validate(self._loaded)

    # ---- construction and editing -------------------------------------------------------------
    @classmethod
    def from_string(cls, text: str, name: str = "<string>", **options: Any) -> "Program":
        """A program from source text (``name`` is what error locations show)."""
        program = cls(**options)
        program.load_string(text, name)
        return program

    @classmethod
    def from_file(cls, path: str | Path, **options: Any) -> "Program":
        program = cls(**options)
        program.load_file(path)
        return program

    @property
    def loaded(self):
        return self._loaded

    @property
    def db(self):
        return self._loaded.db

    def load_string(self, text: str, name: str = "<string>", base_dir: Path | None = None) -> None:
        """Add a program text. On any error, the program is left exactly as it was."""
        from .program.loader import load_program
        from .syntax.parser import parse_program

        base_dir = base_dir or Path.cwd()
        root = Path(os.path.realpath(base_dir))
        roots = self._roots + (root,) if root not in self._roots else self._roots
        from .util.memory import gc_paused

        with gc_paused():  # millions of long-lived objects: the cyclic collector only slows this down
            ast = parse_program(text, name)
            candidate = self._loaded.copy()
            load_program(ast, candidate, base_dir=base_dir, policy=self.path_policy(roots))
            from .program.autoload import reconcile

            reconcile(candidate.db)  # the program's own member/2 replaces an autoloaded one
        self._validate(candidate)
        self._loaded = candidate
        self._roots = roots
        self._changed()

    def load_file(self, path: str | Path) -> None:
        from .sandbox import read_program_text

        path = Path(path)
        text = read_program_text(path, max_bytes=self.options.max_data_bytes)
        self.load_string(text, str(path), base_dir=path.parent)
        self._loaded.files.append(str(path))

    def path_policy(self, roots: tuple[Path, ...] | None = None):
        """What this program's files may read and write (:class:`nesylang.sandbox.PathPolicy`):
        inputs under the folders of its files, outputs there or under ``options.output_dir``."""
        from .sandbox import PathPolicy

        roots = self._roots if roots is None else roots
        if not roots:
            roots = (Path(os.path.realpath(Path.cwd())),)
        out_dir = self.options.output_dir
        base = None
        out_roots = roots
        if out_dir is not None:
            base = Path(out_dir)
            if not base.is_dir():
                raise PathError(f"the output folder {out_dir} does not exist (nesylang never creates folders)")
            out_roots = roots + (Path(os.path.realpath(base)),)
        return PathPolicy(input_roots=roots, output_roots=out_roots, output_base=base, trust=self.options.trust,
                          force=self.options.force, max_data_bytes=self.options.max_data_bytes)

    def reload(self) -> None:
        """Load the program's files again from scratch (keeps the previous program on error)."""
        files = list(self._loaded.files)
        fresh = Program(recursion_limit=self.options.recursion_limit, minimize=self.options.minimize,
                        trust=self.options.trust, output_dir=self.options.output_dir, force=self.options.force)
        fresh.options.max_data_bytes = self.options.max_data_bytes
        fresh.options.autoload = self.options.autoload
        fresh.options.args = self.options.args
        for name in ("time_limit", "max_ground_nodes", "max_circuit_nodes", "max_memory"):
            setattr(fresh.options, name, getattr(self.options, name))
        for f in files:
            fresh.load_file(f)
        self._loaded = fresh._loaded
        self._changed()

    def _changed(self) -> None:
        self._version += 1
        self._cache.clear()
        self._evaluators.clear()
        self._neural_cache.clear()

    def _validate(self, loaded) -> None:
        """Check the learning directives when a program is loaded: the learner exists and its
        options are well typed, in range and usable on this machine (nesylang.learners.api)."""
        if not loaded.learn:
            return  # (most programs: the learners' modules are then never imported)
        from .learners.api import check_directive

        for d in loaded.learn:
            if d.learner not in self.learners:
                known = ", ".join(self.learners.names()) or "none are registered yet"
                raise NesyNameError(f"unknown learner '{d.learner}'; registered learners: {known}", d.span)
        if not loaded.learn:
            return
        # a learner's checks read the program being loaded (its modes may be in the new text)
        current, self._loaded = self._loaded, loaded
        try:
            for d in loaded.learn:
                check_directive(self, d)
        finally:
            self._loaded = current

    def _replace_loaded(self, loaded) -> None:
        """Swap in a validated program (how learned clauses are absorbed)."""
        self._validate(loaded)
        self._loaded = loaded
        self._changed()

    # ---- queries ------------------------------------------------------------------------------
    def _parse_goal(self, goal: str | Term, what: str = "<query>") -> tuple[Term, Span | None]:
        if not isinstance(goal, str):
            return goal, None
        from .program.loader import VarMap, to_runtime
        from .syntax.parser import parse_term

        ast = parse_term(goal, what)
        return to_runtime(ast, VarMap()), ast.span

    def _parse_evidence(self, evidence) -> list[tuple[Term, bool, Span | None]]:
        if evidence is None:
            return []
        items: list[tuple[Any, bool]] = []
        if isinstance(evidence, Mapping):
            items = [(k, bool(v)) for k, v in evidence.items()]
        elif isinstance(evidence, str):
            items = [(evidence, True)]
        else:
            for e in evidence:
                if isinstance(e, tuple):
                    items.append((e[0], bool(e[1])))
                else:
                    items.append((e, True))
        out = []
        for term, value in items:
            t, span = self._parse_goal(term, "<evidence>")
            t, value = _split_evidence(t, value)
            out.append((t, value, span))
        return out

    def program_queries(self) -> list[tuple[Term, Span | None]]:
        """The program's ``query/1`` facts (and ``?- Goal.`` statements), with their locations."""
        out = self._collect(("query", 1))
        out = [(args[0], span) for args, span in out]
        return out + list(self._loaded.goals)

    def program_evidence(self) -> list[tuple[Term, bool, Span | None]]:
        out = []
        for args, span in self._collect(("evidence", 1)):
            t, v = _split_evidence(args[0], True)
            out.append((t, v, span))
        for args, span in self._collect(("evidence", 2)):
            value = args[1]
            if not (type(value) is Struct and value.functor in ("true", "false") and not value.args):
                # ProbLog 2.3 grounds such evidence (`evidence(a, 0.7)`, `evidence(a, none)`) as
                # "maybe" evidence, which its inference does not condition on: it is ignored,
                # with a warning (most likely a mistake, but ProbLog answers the program)
                import warnings

                from .errors import NesyWarning
                from .logic.terms import term_str

                where = f"{span.render_prefix()}: " if span is not None else ""
                warnings.warn(NesyWarning(f"{where}evidence/2's second argument {term_str(value)} is "
                                          "neither true nor false: ignored, as ProbLog 2.3 ignores it"))
                continue
            t, v = _split_evidence(args[0], value.functor == "true")
            out.append((t, v, span))
        return out

    def _collect(self, sig) -> list[tuple[tuple, Span | None]]:
        from .grounding.grounder import run_deep
        from .logic.unify import copy_term

        db = self._declaring_db()
        clauses = db.get(sig)
        if not clauses:
            return []
        out = []
        for c in clauses:
            if c.body is None:
                out.append((copy_term(c.head).args, c.span))
            else:
                head = copy_term(c.head)

                def answers(head=head, span=c.span):
                    grounder = self._grounder(db)
                    return grounder.problog_named(head, grounder.ground_goal(head, span))
                with running(self._budget([(head, c.span)])):
                    found = run_deep(answers, self.options.recursion_limit)
                out.extend((t.args, c.span) for t, _ in found)
        return out

    def _declaring_db(self):
        """The clauses the program's ``query/1`` and ``evidence/1,2`` are read from. ProbLog reads
        them after running the directives, so ``:- assertz(query(q)).`` (library(assert)) adds
        a query and a retract removes one: where library(assert) is loaded and there are
        directives, they run here (once per program version; their output is dropped, since
        they run again, printing it, when the queries are grounded)."""
        import contextlib
        import io

        from .grounding import assertion
        from .grounding.grounder import run_deep

        if not self._loaded.directives or assertion.LIBRARY not in self.db.libraries:
            return self.db
        cached = self._cache.get("declaring db")
        if cached is None:
            grounder = self._grounder()

            def run():
                for term, span in self._loaded.directives:
                    grounder.run_directive(term, span)
            sink = io.StringIO()
            with running(self._budget([(t, sp) for t, sp in self._loaded.directives])), \
                    contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
                run_deep(run, self.options.recursion_limit)
            cached = self._cache["declaring db"] = grounder.db
        return cached

    def run_queries(self) -> list[Answer]:
        """Answer the program's own queries, conditioned on its own evidence."""
        return self._infer(self.program_queries(), self.program_evidence())

    def query(self, goal: str | Term, evidence=None, *, program_evidence: bool = True,
              proofs: int | None = None, context: str | None = None, per_answer: bool | None = None
              ) -> list[Answer]:
        """Every answer of ``goal`` with its probability, given the evidence.

        ``evidence``: a mapping ``{"atom": True/False}``, a list of atoms or ``(atom, bool)``
        pairs, or one string; the program's own evidence is added unless ``program_evidence``
        is False. ``proofs=k``: approximate inference (a lower bound), without evidence: an open
        query's answers from its k most probable proofs in all, as DeepProbLog's approximate
        engine (:mod:`nesylang.neural.kbest_open`); ``per_answer=True``: from each answer's k
        most probable proofs (:mod:`nesylang.grounding.kbest`; a ground query means the same
        either way, and takes this path unless ``per_answer=False``).
        ``context``: facts and rules (program text, such as one FF-NSL example's
        ``"context"``) that hold for this query only; the program is unchanged afterwards.
        """
        if context is not None:
            return self._in_context(context).query(goal, evidence, program_evidence=program_evidence,
                                                   proofs=proofs, per_answer=per_answer)
        term, span = self._parse_goal(goal)
        ev = self._parse_evidence(evidence)
        if program_evidence:
            ev = self.program_evidence() + ev
        if proofs is not None:
            self.last_stats.clear()  # this query's figures only, none left from an earlier one
        if per_answer is None:  # open queries: k proofs in all (DeepProbLog's meaning)
            from .logic.unify import is_ground
            per_answer = is_ground(term)
        if proofs is not None and not per_answer:
            from .neural.kbest_open import infer_kbest_in_all
            return infer_kbest_in_all(self, [(term, span)], ev, proofs)
        if proofs is not None:
            return inference.infer_kbest(self, [(term, span)], ev, proofs)
        return self._infer([(term, span)], ev)

    def _in_context(self, context: str) -> "Program":
        """A view of this program with ``context`` (facts and rules, located in ``<context>``)
        added: it shares the networks, tensors, options and network outputs, and has its own
        database copy and circuit cache, so nothing here changes."""
        import copy

        from .errors import DirectiveError
        from .program.loader import load_program
        from .syntax import ast as syntax
        from .syntax.parser import parse_program

        if not isinstance(context, str):
            raise DirectiveError(f"context is program text (facts and rules) in a string, not {type(context).__name__}")
        parsed = parse_program(context, "<context>")
        for st in parsed.statements:
            if not isinstance(st, syntax.Clause) or len(st.heads) > 1 or st.heads[0].prob is not None:
                raise DirectiveError("a query's context holds facts and rules only", st.span)
        loaded = self._loaded.copy()
        load_program(parsed, loaded, policy=self.path_policy())
        view = copy.copy(self)
        view._loaded = loaded
        view._cache, view._evaluators = {}, {}
        return view

    def _ground(self, queries, evidence):
        """Ground (term, span) queries and (term, value, span) evidence: (ground program,
        answers per query, evidence nodes) (:func:`nesylang.inference.ground`)."""
        try:
            return inference.ground(self, queries, evidence)
        except NesyNameError as e:
            raise self._not_learned_yet(e) from None

    def _not_learned_yet(self, e: NesyNameError) -> NesyNameError:
        """``e``, with a note where its unknown predicate is a ``#learn`` target that has not
        been learned yet (``nesy query`` runs no learning directive)."""
        import re

        from .program.loader import learned_targets

        found = re.match(r"unknown predicate (\w+)/(\d+)", e.message)
        if not found or not self._loaded.learn:
            return e
        sig = (found.group(1), int(found.group(2)))
        for d in self._loaded.learn:
            if sig in learned_targets([d]):
                where = f" at {d.span.render_prefix()}" if d.span is not None else ""
                note = (f"{sig[0]}/{sig[1]} is learned by #learn ... using {d.learner}{where}; nesy run (or :learn "
                        "in the REPL, program.run() in Python) runs it first")
                return NesyNameError(e.message, e.span, notes=(*e.notes, note))
        return e

    def _grounder(self, db=None):
        """A grounder on the program's database (or ``db``, a copy of it), autoloading library
        predicates unless ``options.autoload`` is off."""
        import functools

        from .grounding.grounder import Grounder
        from .program.autoload import autoload

        db = self.db if db is None else db
        grounder = Grounder(db, recursion_limit=self.options.recursion_limit)
        if self.options.autoload and db.unknown != "fail":
            # (under ProbLog's `:- unknown(fail).` a library predicate the program did not load
            # fails, as an undefined one does there)
            grounder.autoload = functools.partial(autoload, db)
        grounder.subquery = functools.partial(inference.subquery, self)
        grounder.cmd_args = self.options.args
        if len(self.networks) or self._loaded.declarations:
            from .neural.outputs import networks_with_k, top_k_selector

            if networks_with_k(self):  # DeepProbLog's Network(k=K): top-k outputs per input
                grounder.neural_select = top_k_selector(self)
        return grounder

    def ground(self, goal: str | Term | None = None, evidence=None) -> GroundProgram:
        """The ground program (AND/OR graph) for a goal, or for the program's queries/evidence."""
        if goal is None:
            queries, ev = self.program_queries(), self.program_evidence()
        else:
            queries, ev = [self._parse_goal(goal)], self.program_evidence() + self._parse_evidence(evidence)
        gp, _, _ = self._ground(queries, ev)
        return gp

    def _compiled(self, queries, evidence, mode: str = "wmc"):
        """The compiled circuit of queries and evidence, cached by query, evidence and mode:
        (ground program, answers, circuit, evidence nodes) (:func:`nesylang.inference.compile_queries`)."""
        return inference.compile_queries(self, queries, evidence, mode)

    def group_weights(self, gp: GroundProgram, groups: Iterable[int]) -> dict[int, list[float]]:
        """The current outcome probabilities of choice groups (fixed, learned, or neural); each
        network runs once on the inputs it has not answered since its state last changed
        (:class:`nesylang.neural.outputs.OutputCache`)."""
        return self._neural_cache.group_weights(self, gp, groups)

    def invalidate_weights(self) -> None:
        """Forget cached network outputs.

        Not needed: answers always reflect the networks' current weights (cached outputs are
        checked against torch's parameter version counters on every query). It remains for
        changes torch cannot see, such as writes through ``parameter.data``."""
        self._neural_cache.clear()

    def _budget(self, queries) -> Budget:
        """The limits of a query on ``queries`` (a list of (term, span)), named after them.
        Ground queries are named only if an error needs it; an open one now, before the
        search binds its variables."""
        def shown() -> str:
            text = ", ".join(_goal_text(t) for t, _ in queries[:3]) + (", ..." if len(queries) > 3 else "")
            return text[:197] + "..." if len(text) > 200 else text

        ground = all(is_ground(t) for t, _ in queries[:3])
        return Budget(self.options.limits(), shown if ground else shown(), queries[0][1] if queries else None)

    def _infer(self, queries, evidence) -> list[Answer]:
        """Exact inference on (term, span) queries and (term, value, span) evidence, within the
        limits on one query (:func:`nesylang.inference.infer`)."""
        return inference.infer(self, queries, evidence)

    # ---- explanations -------------------------------------------------------------------------
    def explain(self, goal: str | Term) -> list[Proof]:
        """The most probable proof of each answer of ``goal``: a set of choices (and, where the
        program negates, of choices that must not happen) that entails the answer, with the
        largest probability among proofs found by max-product search
        (:func:`nesylang.inference.explain`)."""
        return inference.explain(self, goal)

    def mpe(self, evidence=None) -> MPE:
        """The most probable explanation: the likeliest world consistent with the evidence
        (the program's own evidence when none is given), over the choices it depends on
        (:func:`nesylang.inference.mpe`)."""
        return inference.mpe(self, evidence)

    # ---- neural predicates and learning --------------------------------------------------------
    def network(self, name: str, span: Span | None = None):
        """The network registered (or declared in the program) under ``name``."""
        if name == "$tensor":  # tensor-valued probabilities (P :: a :- rbf(X, Y, P))
            from .neural.networks import expression_network

            return expression_network()
        if name not in self.networks:
            declarations.build_network(self, name, span)  # from its #network declaration
        return self.networks.get(name)

    def untrained_networks(self) -> list[str]:
        """The networks this session built from ``#network`` declarations and that were neither
        trained nor given weights from a checkpoint: answers that use them come from random
        initial weights (``nesy query`` warns about them)."""
        return [n for n in self.networks.names() if getattr(self.networks.get(n), "trained", None) is False]

    def network_names_used(self) -> list[str]:
        """The networks that the program's neural predicates name."""
        from .program.database import CHOICE

        names: set[str] = set()
        for clauses in self.db.clauses.values():
            for c in clauses:
                stack = [c.body] if c.body is not None else []
                while stack:
                    g = stack.pop()
                    if g.kind == CHOICE and g.extra[0].neural is not None:
                        net = g.extra[0].neural["net"]
                        if type(net) is Struct:
                            names.add(net.functor)
                    stack.extend(g.goals)
        return sorted(names)

    def _declaration(self, kind: str, name: str):
        return declarations.declaration(self._loaded, kind, name)

    def _declared_names(self, kind: str) -> set[str]:
        return declarations.declared_names(self._loaded, kind)

    def materialise_declarations(self) -> None:
        """Load the program's declared tensor sources (networks and datasets load on use;
        :mod:`nesylang.program.declarations`)."""
        declarations.materialise(self)

    def dataset(self, data, span: Span | None = None):
        """Examples from a dataset name (registered or #data-declared), a JSONL path, or a list
        (:func:`nesylang.program.declarations.dataset`)."""
        return declarations.dataset(self, data, span)

    def add_data(self, name: str, examples: Any = None, *, scenes: Any = None, grouping: Any = None,
                 images: str | None = None, networks: Any = None) -> None:
        """Register dataset ``name`` from Python: ``examples`` (queries, as ``dataset`` takes
        them) or ``scenes`` (NeSy-π's scene dicts, optionally ``grouping={"eps": 0.02, ...}``, and
        ``images="crops", networks={"color": "color_net"}`` for objects with an ``"image"``)."""
        if scenes is not None:
            from .learners.nesy_pi import program_scenes

            data = program_scenes(self, name, scenes, grouping, images, networks)
        else:
            data = self.dataset(list(examples or []))
        self.datasets.replace(name, data)

    def content_hash(self) -> str:
        """A digest of the program's content (its statements as printed, its libraries and
        nesylang's version): the key of compiled templates on disk."""
        cached = getattr(self, "_content_hash", None)
        if cached is not None and cached[0] == self._version:
            return cached[1]
        import hashlib

        from . import __version__
        from .syntax.fastpath import PlainFact
        from .syntax.printer import print_statement

        h = hashlib.sha256(__version__.encode())
        for st in self._loaded.statements:
            offsets = st.span.offsets() if type(st) is PlainFact else None
            if offsets is not None:
                # a fact read in bulk hashes its own text (one line, no comment: it reads back
                # as the same fact), without building its AST nodes: 10^6 facts in 0.4 s
                h.update(st.span.source.text[offsets[0]:offsets[1]].encode())
            else:
                h.update(print_statement(st).encode())
            h.update(b"\n")
        for lib in sorted(self.db.libraries):
            if not lib.startswith("autoload:"):  # loaded on demand: the same program either way
                h.update(lib.encode())
        digest = h.hexdigest()
        self._content_hash = (self._version, digest)
        return digest

    def batch_evaluator(self, device: str = "cpu"):
        """The batched evaluator (compiled templates, learnable parameters) for this program."""
        key = (self._version, str(device))
        ev = self._evaluators.get(key)
        if ev is None:
            from .neural.batch import BatchEvaluator

            self.materialise_declarations()
            ev = self._evaluators[key] = BatchEvaluator(self, device)
        ev.params.sync()  # probabilities changed in db.parameters since it last ran
        return ev

    def learn(self, name: str, target: str | None = None, data: Any = None, **options: Any):
        """Run the learner registered as ``name`` (``exact``, ``exal``, ``ndnf``, ...) and return
        its :class:`~nesylang.learners.result.LearnResult`; clauses it learns are added to the
        program atomically. The same code runs ``#learn TARGET using NAME(key=value, ...)``.

        ``target``: ``"p/1"``; ``data``: a dataset name, a JSONL path or a list of examples;
        ``options``: the learner's options (unknown or ill-typed ones fail before any work).

        Example (see docs/python-api.md, "Learning: program.learn")::

            result = program.learn("exact", data=["a", "a", "a"], epochs=30, lr=0.1)
            print(result.report())
        """
        from .learners.api import learn

        return learn(self, name, target, data, options)

    def fit(self, data, *, epochs: int = 1, batch_size: int = 16, lr: float = 1e-3, device: str = "cpu",
            seed: int = 0, progress: bool = True, evaluate: Mapping[str, Any] | None = None,
            loss: Any = "nll", eps: float = 1e-12, strict: bool = False, proofs: int | None = None):
        """Train the networks and learnable probabilities on ``data`` by exact inference:
        ``learn("exact", ...)``, returning its per-epoch
        :class:`~nesylang.neural.training.History`. ``evaluate``: name -> dataset whose accuracy
        is recorded after each epoch; ``loss``: ``"nll"``, ``"mse"`` or a function
        ``loss(p, target)``; ``eps``, ``strict``: training queries of probability 0 (see
        :mod:`nesylang.neural.training`); ``proofs=k``: from each query's k most probable proofs
        (approximate, :mod:`nesylang.neural.kbest`)."""
        return self.learn("exact", data=data, epochs=epochs, batch_size=batch_size, lr=lr, device=device, seed=seed,
                          progress=progress, evaluate=evaluate, loss=loss, eps=eps, strict=strict,
                          proofs=proofs).history

    def fit_exal(self, data, *, samples: int = 10, theta: float = 0.0, epochs: int = 1, batch_size: int = 16,
                 lr: float = 1e-3, device: str = "cpu", seed: int = 0, policy: str = "backtrack",
                 branch: str = "ordered", sampler=None, progress: bool = True,
                 evaluate: Mapping[str, Any] | None = None, **options):
        """Train with EXAL (sampled explanations instead of exact inference), see
        :mod:`nesylang.learners.exal`: ``learn("exal", ...)``, returning its History.
        ``sampler`` plugs in a problem-specific EXPLAIN; any other option of the exal learner
        (``guide``, ``memory``, ``lookahead``, ``warmup``, ``patience``, ``agree_warmup``, ...)
        passes through by keyword (None: the learner's default), so a new option needs no
        change here."""
        extra = {k: v for k, v in options.items() if v is not None}
        return self.learn("exal", data=data, samples=samples, theta=theta, epochs=epochs, batch_size=batch_size,
                          lr=lr, device=device, seed=seed, policy=policy, branch=branch, sampler=sampler,
                          progress=progress, evaluate=evaluate, **extra).history

    def accuracy(self, data, *, device: str = "cpu") -> float:
        """Share of queries whose labelled answer is the most probable one, as DeepProbLog
        counts it (see :meth:`confusion_matrix`)."""
        return self.confusion_matrix(data, device=device).accuracy

    def confusion_matrix(self, data, *, device: str = "cpu"):
        """DeepProbLog's evaluation of a dataset: each query's label left open, the most
        probable answer its prediction; a :class:`~nesylang.neural.training.ConfusionMatrix`
        (``print`` it; ``.accuracy``, ``.counts``). See training.confusion_matrix."""
        from .neural.training import confusion_matrix

        self.materialise_declarations()
        return confusion_matrix(self, self.dataset(data), device=device)

    def save_checkpoint(self, path: str | Path, span: Span | None = None) -> None:
        """Save every network's weights and the learned probabilities, atomically (see
        :mod:`nesylang.neural.checkpoint`). A path given here is the caller's own choice; the
        paths a program file names are checked by the learning directives first."""
        from .neural.checkpoint import save_checkpoint

        save_checkpoint(self, Path(path), span)

    def load_checkpoint(self, path: str | Path, span: Span | None = None) -> None:
        """Restore a checkpoint (weights-only loading: no code runs). Everything is validated
        before anything is applied: on any error the program keeps its weights."""
        from .neural.checkpoint import load_checkpoint

        load_checkpoint(self, Path(path), span)

    # ---- running ------------------------------------------------------------------------------
    def check(self) -> list[str]:
        """Validate the program without running it; returns a summary of what it declares."""
        from .program.loader import learned_targets

        lines = [f"{len(self.db.clauses)} predicates, {sum(len(v) for v in self.db.clauses.values())} clauses"]
        learned = learned_targets(self._loaded.learn)  # defined once the program runs
        for q, span in self.program_queries():
            goal = q
            if type(goal) is Struct and (goal.functor, len(goal.args)) not in self.db.clauses \
                    and (goal.functor, len(goal.args)) not in learned:
                from .logic.builtins import BUILTINS
                from .program.autoload import autoloadable

                sig = (goal.functor, len(goal.args))
                if sig not in BUILTINS and not (self.options.autoload and autoloadable(sig)):
                    raise NesyNameError(f"unknown predicate {goal.functor}/{len(goal.args)}", span)
        self._check_network_declarations()
        if self._loaded.learn:
            from .learners.api import check_outputs

            for d in self._loaded.learn:
                check_outputs(self, d)  # a refused output path is refused here too, not only by run
            lines.append(f"{len(self._loaded.learn)} learning directive(s)")
        if self._loaded.modes:
            lines.append(f"{len(self._loaded.modes)} mode declaration(s)")
        return lines

    def _check_network_declarations(self) -> None:
        """Each ``#network`` spec, checked as building it would (without torch), whether or not
        a query names it yet."""
        from .neural.networks import check_declared
        from .program.declarations import ast_value

        for d in self._loaded.declarations:
            if d.kind == "network":
                check_declared(d.spec_kind, [ast_value(a) for a in d.args],
                               {o.key: ast_value(o.value) for o in d.options}, span=d.span,
                               max_bytes=self.options.max_data_bytes)

    def run(self) -> list[Answer]:
        """Execute the program: its learning directives in order, then its queries. What the
        learners report is collected in ``self.reports``."""
        from .learners.api import run_directive

        self.reports = []
        for directive in list(self._loaded.learn):
            run_directive(self, directive)
        return self.run_queries()

    def __repr__(self) -> str:
        n = sum(len(v) for v in self.db.clauses.values())
        return f"<nesylang.Program: {n} clauses>"

    # ---- compiled circuits (the REPL's :circuit) ----------------------------------------------
    def circuit(self, goal: str | Term | None = None, evidence=None):
        """The compiled circuit of ``goal`` (or of the program's queries), given the evidence: a
        :class:`~nesylang.circuits.sdd.CompiledCircuit` with ``sdd_size``, ``compile_seconds``
        and the exported DAG ``flat`` (one output per answer, then the evidence alone).

        >>> Program.from_string("0.3::a. 0.5::b. c :- a ; b.").circuit("c").sdd_size > 0
        True
        """
        return self._circuit_parts(goal, evidence)[2]

    def circuit_dot(self, goal: str | Term | None = None, evidence=None) -> str:
        """The compiled circuit of ``goal`` as Graphviz DOT text (see :mod:`nesylang.circuits.dot`)."""
        from .circuits.dot import circuit_dot

        gp, answers, compiled, _ = self._circuit_parts(goal, evidence)
        return circuit_dot(compiled, gp, [term_str(t) for t, _ in answers])

    def _circuit_parts(self, goal, evidence):
        if goal is None:
            queries, ev = self.program_queries(), self.program_evidence()
        else:
            queries = [self._parse_goal(goal)]
            ev = self.program_evidence() + self._parse_evidence(evidence)
        return self._compiled(queries, ev)


class NetworkRegistry(Registry):
    """Networks by name; assigning a torch module (or (module, optimizer)) wraps it."""

    def __init__(self):
        super().__init__("network")

    def replace(self, name: str, item: Any) -> None:
        from .neural.networks import as_network

        super().replace(name, as_network(item, name))


def _goal_text(t) -> str:
    """A goal as the user wrote it, its variables under their own names (``nat(X)``)."""
    from .logic.terms import iter_vars

    text = term_str(t)
    for v in {v: None for v in iter_vars(t)}:
        if v.name != "_":
            text = text.replace(f"_{v.name}{v.id}", v.name)
    return text


def _split_evidence(t, value: bool):
    """``\\+ a`` as evidence means ``a`` is false."""
    from .logic.unify import deref

    t = deref(t)
    while type(t) is Struct and t.functor in ("\\+", "not") and len(t.args) == 1:
        t = deref(t.args[0])
        value = not value
    return t, value
