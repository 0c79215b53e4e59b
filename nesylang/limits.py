"""Bounded work: the limits a user sets on one query, and the cheap checks that enforce them.

A query (or ``ground``, ``explain``, ``mpe``, a learner's inference) runs under a
:class:`Budget` built from the session's :class:`Limits`. Grounding, SDD compilation and
evaluation call :func:`tick` at their checkpoints (each table evaluated, each answer added,
each solution of a nondeterministic builtin, each SDD apply); builtins that would allocate a
large term call :func:`reserve` first. Reaching a limit raises :class:`~nesylang.errors.LimitError`
naming the limit, the goal being worked on and the stage, at the goal's location.

The limits and their defaults (``None`` means no limit):

* ``time_limit`` (seconds of wall-clock time for grounding, compilation and inference): none;
  Ctrl-C stops a long query at any checkpoint.
* ``max_ground_nodes`` (nodes of the ground AND/OR program): 10,000,000.
* ``max_circuit_nodes`` (live SDD nodes while compiling): 10,000,000.
* ``max_memory`` (MB of resident memory of the process): 80% of the machine's physical memory,
  so that a runaway query stops with an error instead of swapping or being killed.

The checks are cheap: a counter on the hot path, the clock every 64th checkpoint, the
resident memory (``/proc/self/statm``) every 1024th or every 50 ms, whichever comes first.

>>> budget = Budget(Limits(max_ground_nodes=10), goal="nat(X)")
>>> try:
...     budget.tick(nodes=11)
... except Exception as e:
...     print(e)
the ground program grew past max-ground-nodes (10 nodes) while grounding nat(X); raise the limit with --max-ground-nodes or :set max_ground_nodes
"""
from __future__ import annotations

import os
import threading
import time
from contextlib import contextmanager
from typing import Callable, Iterator

from .errors import LimitError
from .source import Span
from .util.records import record

DEFAULT_MAX_GROUND_NODES = 10_000_000
DEFAULT_MAX_CIRCUIT_NODES = 10_000_000
MEMORY_EVERY = 0.05  # seconds: the longest a query runs between two reads of its memory (about 10 µs each)
BYTES_PER_CELL = 200  # a rough upper bound on the memory of one term cell (a list cell and a variable)


def physical_memory_mb() -> int | None:
    """The machine's physical memory in MB, or None where it cannot be read."""
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE") // (1 << 20)
    except (ValueError, OSError, AttributeError):  # pragma: no cover - non-POSIX
        return None


def default_max_memory() -> int | None:
    """The default memory limit: 80% of physical memory, in MB."""
    total = physical_memory_mb()
    return int(total * 0.8) if total else None


_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def resident_mb() -> float:
    """The process's resident memory now, in MB (its peak where the current value is unknown)."""
    try:
        with open("/proc/self/statm", "rb") as f:
            return int(f.read().split()[1]) * _PAGE / (1 << 20)
    except (OSError, ValueError, IndexError):  # pragma: no cover - not Linux
        import resource
        import sys

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (1 << 20) if sys.platform == "darwin" else peak / 1024


@record
class Limits:
    """The limits of one query; ``None`` switches a limit off."""

    time_limit: float | None = None
    max_ground_nodes: int | None = DEFAULT_MAX_GROUND_NODES
    max_circuit_nodes: int | None = DEFAULT_MAX_CIRCUIT_NODES
    max_memory: int | None = None  # MB; filled from default_max_memory() by the session

    def __init__(self,
                 time_limit: float | None = None,
                 max_ground_nodes: int | None = DEFAULT_MAX_GROUND_NODES,
                 max_circuit_nodes: int | None = DEFAULT_MAX_CIRCUIT_NODES,
                 max_memory: int | None = None) -> None:
        self.time_limit = time_limit
        self.max_ground_nodes = max_ground_nodes
        self.max_circuit_nodes = max_circuit_nodes
        self.max_memory = max_memory

    def validate(self) -> None:
        """Refuse negative or zero limits (a front end maps 0/off to None before this)."""
        for name in ("time_limit", "max_ground_nodes", "max_circuit_nodes", "max_memory"):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))
                                      or not value > 0):  # not > 0: NaN too
                raise ValueError(f"{name} must be a positive number or None (no limit), got {value!r}")


LIMIT_NAMES = ("time_limit", "max_ground_nodes", "max_circuit_nodes", "max_memory")


def limit_options(args) -> dict:
    """The limits a front end's parsed arguments give, as Program's keyword arguments."""
    return {name: getattr(args, name) for name in LIMIT_NAMES if hasattr(args, name)}


# How each limit is named to the user: flag, :set name, unit.
_NAMES = {"time_limit": ("--time-limit", "time_limit", "s"),
          "max_ground_nodes": ("--max-ground-nodes", "max_ground_nodes", "nodes"),
          "max_circuit_nodes": ("--max-circuit-nodes", "max_circuit_nodes", "nodes"),
          "max_memory": ("--max-memory", "max_memory", "MB")}


class Budget:
    """The limits of one running query, and where it is (goal, stage) for the error message."""

    def __init__(self, limits: Limits, goal: str | Callable[[], str] = "", span: Span | None = None):
        self.limits = limits
        self._goal = goal  # or a function giving it: written only if an error needs it
        self.span = span
        self.stage = "grounding"
        self.started = time.monotonic()
        self.deadline = self.started + limits.time_limit if limits.time_limit else None
        self.max_nodes = limits.max_ground_nodes
        self.max_circuit = limits.max_circuit_nodes
        self.max_memory = limits.max_memory
        self._ticks = 0
        self._memory_read = self.started  # when the resident memory was last read

    @property
    def goal(self) -> str:
        if callable(self._goal):
            self._goal = self._goal()
        return self._goal

    def fail(self, limit: str, what: str, span: Span | None = None) -> LimitError:
        flag, setting, unit = _NAMES[limit]
        value = getattr(self.limits, limit)
        value_text = f"{value:g} {unit}" if isinstance(value, float) else f"{value} {unit}"
        where = f" while {self.stage}" + (f" {self.goal}" if self.goal else "")
        notes = ()
        if self.stage == "compiling":  # exact compilation over budget: say how to approximate
            notes = ("exact inference is too large here: approximate it from the k most probable proofs "
                     "(`nesy query --proofs K`, `program.query(goal, proofs=k)`), a lower bound",)
        return LimitError(f"{what} {flag[2:]} ({value_text}){where}; raise the limit with {flag} or "
                          f":set {setting}", span or self.span, notes=notes, limit=flag[2:])

    def tick(self, nodes: int | None = None, span: Span | None = None) -> None:
        """A checkpoint: the ground-program size every time, the clock every 64th call, the
        memory every 1024th or once MEMORY_EVERY seconds have passed since it was last read
        (a query whose terms grow with every call can allocate gigabytes in 1024 checkpoints)."""
        if nodes is not None and self.max_nodes is not None and nodes > self.max_nodes:
            raise self.fail("max_ground_nodes", "the ground program grew past", span)
        self._ticks += 1
        if self._ticks & 63:
            return
        self.check_time(span)
        if not self._ticks & 1023 or time.monotonic() - self._memory_read > MEMORY_EVERY:
            self.check_memory(span)

    def check_time(self, span: Span | None = None) -> None:
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise self.fail("time_limit", "the work reached", span)

    def check_memory(self, span: Span | None = None, extra_mb: float = 0.0) -> None:
        self._memory_read = time.monotonic()
        if self.max_memory is not None and resident_mb() + extra_mb > self.max_memory:
            what = "the process would grow past" if extra_mb else "the process grew past"
            raise self.fail("max_memory", what, span)

    def circuit(self, live_nodes: int, span: Span | None = None) -> None:
        """A checkpoint between two SDD apply steps: the live nodes and the clock every time,
        the memory every 256th (reading ``/proc/self/statm`` every 64th was 3 % of compiling a
        10^4-proof template; the live-node bound already caps the circuit's own growth)."""
        if self.max_circuit is not None and live_nodes > self.max_circuit:
            raise self.fail("max_circuit_nodes", "the circuit grew past", span)
        self.check_time(span)
        self._ticks += 1
        if not self._ticks & 255:
            self.check_memory(span)


# The budget of the query running now. Grounding may run on a helper thread with a large
# stack (grounder.run_deep), so this is a process-wide stack rather than a thread-local.
_ACTIVE: list[Budget] = []
_LOCK = threading.Lock()


def current() -> Budget | None:
    """The budget of the running query (None outside one)."""
    return _ACTIVE[-1] if _ACTIVE else None


@contextmanager
def running(budget: Budget) -> Iterator[Budget]:
    """Run a block under ``budget`` (nested blocks keep the outer budget's clock)."""
    with _LOCK:
        outer = current()
        if outer is not None:  # a query inside a query (a learner's inference): the outer limits hold
            budget = outer
        _ACTIVE.append(budget)
    try:
        yield budget
    finally:
        with _LOCK:
            _ACTIVE.pop()


def stage(name: str) -> None:
    """Name the stage the running query is in (for the error message)."""
    budget = current()
    if budget is not None:
        budget.stage = name
        budget.check_time()


def tick(nodes: int | None = None, span: Span | None = None) -> None:
    budget = current()
    if budget is not None:
        budget.tick(nodes, span)


def reserve(cells: int, span: Span | None = None, what: str = "a term") -> None:
    """Check, before a builtin allocates ``cells`` term cells, that the memory and ground-node
    limits leave room for them (``length(L, 100000000)`` fails here at once)."""
    budget = current()
    if budget is None:  # outside a query (loading a program): the default limits
        budget = Budget(Limits(max_memory=default_max_memory()))
        budget.stage = "loading"
    if budget.max_nodes is not None and cells > budget.max_nodes:
        raise budget.fail("max_ground_nodes", f"{what} of {cells} cells would pass", span)
    budget.check_memory(span, extra_mb=cells * BYTES_PER_CELL / (1 << 20))
    budget.check_time(span)
