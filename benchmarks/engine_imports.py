"""The nesylang modules that ``import nesylang`` leaves to first use (to keep the import light):
the grounder, the SDD compiler, the circuits and the training loop. Benchmarks import them
before their clock, as DeepProbLog's side imports its engine (and builds its model) before
its own: a process pays this once, not per template or per step (about 65 ms where, as on the
machines here, ``PYTHONDONTWRITEBYTECODE`` makes every process compile their source)."""


def import_engine() -> None:
    import nesylang.circuits.numpy_eval  # noqa: F401
    import nesylang.circuits.sdd  # noqa: F401
    import nesylang.circuits.torch_eval  # noqa: F401
    import nesylang.grounding.factor  # noqa: F401
    import nesylang.grounding.grounder  # noqa: F401
    import nesylang.learners.api  # noqa: F401
    import nesylang.learners.exact  # noqa: F401
    import nesylang.neural.batch  # noqa: F401
    import nesylang.neural.training  # noqa: F401
