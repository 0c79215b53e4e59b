"""The learner interface: one entry point taking the program, its directive and options."""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any


class Learner(ABC):
    """A parameter or structure learner.

    :meth:`run` takes the session (program), the learning directive that invoked it (targets
    and ``key=value`` options) and returns what it learned, already absorbed by the program:
    parameters written into the program, or clauses added to it as ordinary nesylang.
    """

    name: str = ""

    @abstractmethod
    def run(self, program: Any, directive: Any) -> Any:
        """Learn from the program's data as the directive says; return a summary."""
