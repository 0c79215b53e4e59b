"""Stage 3 helper: ProbLog 2.3's builtin ``sample_uniform1(+Key, +List, ?Result)``.

A uniform choice among the elements of ``List``. The grounder answers it here
(``Grounder._call``) with choice nodes, the way ProbLog's ``_builtin_sample_uniform`` adds
atoms to its formula:

* ``Result`` unbound: one outcome per element, outcome i with probability 1/len(List), all of
  one annotated disjunction named by the key alone (``_uniform_<Key>``). Calls with the same
  key are mutually exclusive by position: ``sample_uniform1(k, [a, b], X)`` and
  ``sample_uniform1(k, [c, d], Y)`` give X = a exactly when Y = c. An outcome keeps the
  probability of the call that made it first; a call with a longer list than the first
  would add outcomes beyond a total of 1, ProbLog's InvalidValue.
* ``Result`` bound: the first element that unifies with it, through one Boolean fact per key
  (``_uniform_<Key>``, not indexed, in no group) of probability 1/len(List): every such call
  of one key is that same fact, independent of the unbound calls' choice.
* ``[]``: no answer. A key that is not ground or a list that is not a proper list is
  ProbLog's CallModeError.

A key is named by its printed text, as ProbLog's ``"_uniform_%s" % key`` does (``1`` and
``1.0`` are two keys).

>>> from nesylang.session import Program
>>> p = Program.from_string("d(X) :- sample_uniform1(die, [1, 2, 3], X).\\n"
...                         "two :- d(X), d(Y), X \\\\== Y.")
>>> [round(a.probability, 6) for a in p.query("d(X)")], p.query("two")[0].probability
([0.333333, 0.333333, 0.333333], 0.0)
"""
from __future__ import annotations

from collections.abc import Iterator

from ..errors import InstantiationError, NesyError, NesyTypeError, ProbabilityError
from ..logic.terms import NIL, Struct, Var, list_items, term_str
from ..logic.unify import deref, is_ground, resolve, undo, unify
from ..program.database import CHOICE, ChoiceSpec, Goal, WeightSpec
from ..program.loader import UNIFORM_MARK
from ..source import Span
from .ground_program import TRUE

SIGNATURE = ("sample_uniform1", 3)
_PL_MODE = " (ProbLog: CallModeError)"


def sample_uniform(grounder, term: Struct, span: Span | None, deps: tuple) -> Iterator[tuple]:
    """The derivations of the call ``term`` (bindings in place while the consumer continues),
    each ``deps`` plus the outcome's choice node. The choices go through the grounder's
    ``_choice``, as a probabilistic clause's do (its bookkeeping for evidence, and the k-best
    prover's bound on a derivation's probability, see them)."""
    key, lst, result = (deref(a) for a in term.args)
    if not is_ground(key):
        got = "an unbound variable" if type(key) is Var else f"{term_str(resolve(key))}, not ground"
        raise InstantiationError(f"sample_uniform1/3 needs a ground key, got {got}" + _PL_MODE, span)
    try:
        elements, tail = list_items(lst)
    except NesyError as e:  # a cyclic list
        raise e.with_span(span) from None
    if tail is not NIL and tail != NIL:
        error = InstantiationError if type(tail) is Var else NesyTypeError
        got = "a partial list" if type(tail) is Var else term_str(resolve(lst))
        raise error(f"sample_uniform1/3 needs a proper list, got {got}" + _PL_MODE, span)
    n = len(elements)
    if n == 0:
        return
    name = term_str(resolve(key))
    trail = grounder.trail
    if grounder.uniform_answers is None:
        grounder.uniform_answers = GroundAnswers()  # ProbLog's cache of ground answers, from now on
    if type(result) is Var:
        labels = tuple(resolve(Struct(term.functor, (key, lst, e))) for e in elements)
        spec = _spec(("$uniform", name), n, labels, span)
        _check_length(grounder.gp, spec, n, span)
        for i, element in enumerate(elements):
            for d in grounder._choice(Goal(CHOICE, extra=(spec, i), span=span), None, deps):
                mark = len(trail)
                if unify(result, element, trail):
                    yield d
                undo(trail, mark)
        return
    mark = len(trail)
    for element in elements:
        if unify(result, element, trail):
            spec = _spec(("$uniform1", name), n, (resolve(term),), span, outcomes=1)
            yield from grounder._choice(Goal(CHOICE, extra=(spec, 0), span=span), None, deps)
            break
        undo(trail, mark)
    undo(trail, mark)


def called_in(db) -> bool:
    """Whether a clause added to ``db`` names sample_uniform1 (a call, or a goal or closure given
    to call/N, findall/3, maplist/N, ..., or the name as data): where ProbLog's grounding order
    decides its answers (see the cache below), the caller grounds the evidence before the
    queries. The loader marks the database as it adds such a clause (the program's own, a
    REPL's later piece, or one that library(assert) adds at run time), so this costs nothing."""
    return UNIFORM_MARK in db.libraries


def mentioned(terms) -> bool:
    """Whether one of the runtime ``terms`` (queries and evidence given to a run) names sample_uniform1."""
    return any(_mentions(t) for t in terms)


def _mentions(term) -> bool:
    stack = [term]
    while stack:
        t = deref(stack.pop())
        if type(t) is Struct:
            if t.functor == SIGNATURE[0]:
                return True
            stack.extend(t.args)
    return False


def _spec(clause_id, n: int, labels: tuple, span, outcomes: int | None = None) -> ChoiceSpec:
    """The choice of a group keyed ``(clause_id, ())``: ``outcomes`` (default n) outcomes of 1/n."""
    weight = WeightSpec("fixed", 1.0 / n, None, span)
    return ChoiceSpec(clause_id, (), (weight,) * (n if outcomes is None else outcomes), labels, span)


def _check_length(gp, spec: ChoiceSpec, n: int, span) -> None:
    """A list longer than the key's choice has: ProbLog adds the positions it lacks, with this
    call's 1/n, and keeps the others' first probabilities, which already sum to 1, so the
    positions sum to more than 1 (ProbLog's InvalidValue, where they reach a query)."""
    gid = gp.group_index.get((spec.clause_id, ()))
    if gid is None:
        return  # made by _choice, with this call's weights
    weights = gp.groups[gid].weights
    if n > len(weights):
        total = sum(weights) + (n - len(weights)) / n
        raise ProbabilityError(f"sample_uniform1/3: key {spec.clause_id[1]} was first used with a list of "
                               f"length {len(weights)}, here of length {n}: the probabilities of its choice "
                               f"would sum to {total:.12g}, more than 1 (ProbLog: InvalidValue)", span)


# ProbLog's cache of ground answers (engine_stack.DefineCache): when a call with variables
# completes and all its answers are ground, a later ground call of one of those answers is
# answered with that answer's node, not evaluated afresh. For other builtins the two give the
# same formula; here they need not, since the call's mode decides which atom is made
# (``r :- p(a), p(b).`` after ``query(p(X))`` with ``p(X) :- sample_uniform1(k, [a, b], X).``
# is false in ProbLog: both come from p(X)'s mutually exclusive answers). So the grounder keeps
# that cache (``Grounder.uniform_answers``) once sample_uniform1/3 is called, except where
# ProbLog's differs: in the evidence's grounding (ProbLog grounds the evidence before the
# queries, nesylang after) and in a findall/3 goal (ProbLog grounds it with a cache of its
# own; a table made there enters the cache when a call outside a findall first uses it).

# Libraries whose predicates answer a ground call differently from the open call's answer
# (library(cut)'s cut/1,2 takes the first rule that succeeds *for the call*: `cut(act(walk))`
# is certain where `cut(act(A))` gives walk only when the rules before it fail): where one is
# loaded, the grounder keeps the cache from the start, as ProbLog always does.
MODE_LIBRARIES = frozenset({"library:cut"})


class GroundAnswers:
    """The cache: ground answer -> its node, the tables (by id) entered so far, and ``off`` > 0
    while a findall/3 goal is replayed (Grounder._findall: ProbLog grounds it apart)."""

    __slots__ = ("answers", "off", "tables")

    def __init__(self) -> None:
        self.answers: dict = {}
        self.tables: set[int] = set()
        self.off = 0

    def __bool__(self) -> bool:
        return bool(self.answers)


def remember_answers(grounder, tables) -> None:
    """Enter the answers of the completed ``tables`` into the grounder's cache, where all of a
    table's answers are ground (a ground call's own table answers it already)."""
    cache = grounder.uniform_answers
    if grounder.evidence_seq is not None or grounder.in_findall or cache.off:
        return
    trail = grounder.trail
    for table in tables:
        if not table.vars or id(table) in cache.tables:
            continue
        cache.tables.add(id(table))
        if any(entry[2] is not None for entry in table.answer_list):
            continue
        for values, node, _ in table.answer_list:
            mark = len(trail)
            if all(unify(v, value, trail) for v, value in zip(table.vars, values)):
                cache.answers[resolve(table.call)] = node
            undo(trail, mark)


def cached_answer(grounder, term, template, deps):
    """The derivation of a ground call answered from the cache, as ``Grounder._consume`` gives
    a table's answer; None where the call is not ground or not cached."""
    if grounder.in_findall or grounder.uniform_answers.off:
        return None
    if term is None:
        from ..logic.unify import instantiate

        term = instantiate(*template)
    ground = resolve(term)
    if not ground._ground:
        return None
    node = grounder.uniform_answers.answers.get(ground)
    if node is None:
        return None
    if TRUE in grounder.gp.or_sets[node] and grounder.keep_certain != len(grounder.stack):
        return iter((deps,))
    return iter((deps + (node,),))
