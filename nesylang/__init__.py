"""nesylang: a neurosymbolic probabilistic logic programming language.

Importing this package is cheap: the parser, grounder, SDD compiler and (later) torch are
loaded when first used.

>>> import nesylang
>>> p = nesylang.Program.from_string("0.3::a. 0.5::b. c :- a ; b. query(c).")
>>> round(p.query("c")[0].probability, 4)
0.65
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import NesyError

__all__ = ["NesyError", "Program", "load", "__version__"]
__version__ = "0.1.0"

if TYPE_CHECKING:  # pragma: no cover
    from .session import Program


def load(path: str, **options: Any) -> "Program":
    """Load a program file: ``nesylang.load("examples/coins.nesy").query("heads(X)")``."""
    from .session import Program

    return Program.from_file(path, **options)


def __getattr__(name: str):
    if name == "Program":
        from .session import Program

        return Program
    raise AttributeError(name)
