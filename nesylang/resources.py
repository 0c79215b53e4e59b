"""Locate the files that ship with nesylang: the grammar and the standard library.

Installed, they are the packages ``nesylang.grammar`` and ``nesylang.stdlib`` (mapped from the
top-level ``grammar/`` and ``stdlib/`` folders by pyproject.toml); in a source checkout they are
those folders themselves.
"""
from __future__ import annotations

import functools
from pathlib import Path

_CHECKOUT = Path(__file__).resolve().parent.parent


def _folder(package: str, checkout_name: str) -> Path:
    from importlib import resources  # here: it imports tempfile and more, which start-up rarely needs

    try:
        path = Path(str(resources.files(package)))
        if path.is_dir():
            return path
    except (ModuleNotFoundError, TypeError):
        pass
    return _CHECKOUT / checkout_name


@functools.lru_cache(maxsize=None)
def grammar_text() -> str:
    return (_folder("nesylang.grammar", "grammar") / "nesylang.lark").read_text(encoding="utf-8")


def stdlib_path(name: str) -> Path | None:
    """The file of library ``name`` (``lists`` -> ``stdlib/lists.nesy``), or None."""
    path = _folder("nesylang.stdlib", "stdlib") / f"{name}.nesy"
    return path if path.is_file() else None


def stdlib_names() -> list[str]:
    return sorted(p.stem for p in _folder("nesylang.stdlib", "stdlib").glob("*.nesy"))
