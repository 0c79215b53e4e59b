"""Answer formatting shared by the front ends (CLI and REPL), which never import each other."""
from __future__ import annotations


def format_answers(answers, precision: int = 8) -> str:
    """Answers as an aligned table (ProbLog's layout: ``atom: probability``).

    >>> from nesylang.session import Answer
    >>> print(format_answers([Answer("a", 0.5), Answer("bb", 0.25)]))
     a:\t0.5
    bb:\t0.25
    """
    if not answers:
        return "(no answers)"
    width = max(len(a.atom) for a in answers)
    return "\n".join(f"{a.atom.rjust(width)}:\t{a.probability:.{precision}g}" for a in answers)


LOADING_NOTICE_BYTES = 1 << 20  # a program file this large takes a second or more to load


def loading_notice(path) -> str | None:
    """The status line a front end shows before it loads a large program file (so the screen
    is never blank for long), or None for an ordinary one.

    >>> import os, tempfile
    >>> with tempfile.NamedTemporaryFile("w", suffix=".nesy", delete=False) as f:
    ...     _ = f.write("a.\\n" * 400_000)
    >>> loading_notice(f.name).endswith(" (1.2 MB)..."), loading_notice(os.devnull)
    (True, None)
    >>> os.remove(f.name)
    """
    import os

    try:
        size = os.stat(path).st_size
    except (OSError, ValueError):
        return None  # (the load reports what is wrong)
    if size < LOADING_NOTICE_BYTES:
        return None
    return f"% loading {path} ({size / 1e6:.1f} MB)..."
