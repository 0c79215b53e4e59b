"""EXAL against exact at N = 2 and 4, CPU seconds, with the runs interleaved (issue 17, session 14).

Kept for the commands recorded in benchmarks/README.md's session-14 EXAL part: the runner is
``exal_cpu_s15.py``, which takes the same options (``--trees``, ``--configs``, ``--ns``,
``--seeds``, ``--out``) and adds the ``exal-factor`` method.

    python benchmarks/exal_cpu_s14.py --trees new=. ref=/tmp/ref --configs new:exact new:exal ref:exal \\
        --ns 4 2 --seeds 0 1 2 --out benchmarks/results/exal_cpu_s14.json
"""
from exal_cpu_s15 import main

if __name__ == "__main__":
    main()
