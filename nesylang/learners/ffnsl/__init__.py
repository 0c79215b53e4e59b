"""The ``ffnsl`` learner: FF-NSL (Cunnington et al. 2021) on clingo.

``#learn invalid/0 using ffnsl(data=train, labels=[valid, invalid], max_body=5).`` or
``program.learn("ffnsl", target="invalid/0", data="train", labels=["valid", "invalid"])``.

A frozen network labels raw inputs; each labelled record becomes an example whose penalty is
the network's confidence; clingo returns the hypothesis H ⊆ S_M of least |H| plus the penalties
of the examples it does not accept. The stages, each a module:

1. :mod:`.examples` + :mod:`.penalties`: records -> examples (argmax contexts, penalties);
2. :mod:`.background`: B reachable from the mode and label predicates -> clingo text;
3. :mod:`.space`: the mode bias -> S_M (generated in Python by :mod:`nesylang.bias`; guards,
   constraints and invented predicates added here);
4. :mod:`.search`: one clingo meta-program (choice over candidates, weak constraints for
   lengths and penalties) solved to optimality or to ``time_limit``;
5. the result: clauses absorbed by the program, ``hypothesis=`` and ``export=`` (ILASP 4) files.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..base import Learner, LearnRequest, option
from ..result import LearnResult


def _penalty_ok(value) -> str | None:
    if value in ("neural", "inf") or (isinstance(value, int) and not isinstance(value, bool) and value >= 1):
        return None
    return f"penalty is neural, inf or a positive integer, not {value!r}"


@dataclass(frozen=True)
class FfnslOptions:
    """The options of ``ffnsl`` (validated before any work). ``lambda`` is written
    ``lambda_`` from Python keyword arguments."""

    labels: tuple[str, ...] = option(())
    lambda_: float = option(100, above=1, help="penalty scale (lambda > 1)")
    aggregate: str = option("min", choices=("min", "prod", "luk"))
    penalty: int | str = option("neural", check=_penalty_ok)
    max_body: int = option(3, minimum=0)
    constraints: bool = option(False)
    time_limit: float | None = option(None, above=0)
    threads: int = option(1, minimum=1)
    seed: int = option(0, minimum=0)
    test: str | None = option(None)
    hypothesis: str | None = option(None)
    export: str | None = option(None)
    prune: bool = option(True)


class FfnslLearner(Learner):
    """FF-NSL: rules from neural-network outputs under mode biases (see the module docstring)."""

    name = "ffnsl"
    Options = FfnslOptions

    def check(self, program, request: LearnRequest) -> None:
        # Load time: the labels parse, and every #bias text is one clingo accepts (each error
        # at its own directive). The modes are checked when learning starts.
        from .biastext import check_biases
        from .run import parse_label

        for label in request.options.labels:
            parse_label(label, request)
        check_biases(program.loaded.biases)

    def learn(self, program, request: LearnRequest) -> LearnResult:
        from .run import run

        return run(program, request)


__all__ = ["FfnslLearner", "FfnslOptions"]
