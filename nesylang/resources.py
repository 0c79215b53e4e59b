"""Locate the files that ship with nesylang: the grammar and the standard library.

Installed, they are the packages ``nesylang.grammar`` and ``nesylang.stdlib`` (mapped from the
top-level ``grammar/`` and ``stdlib/`` folders by pyproject.toml); in a source checkout they are
those folders themselves.
"""
from __future__ import annotations

import functools
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_CHECKOUT = _PACKAGE.parent


@functools.lru_cache(maxsize=None)
def _folder(package: str, checkout_name: str) -> Path:
    # a plain folder first: inside the installed package (nesylang/stdlib), or the checkout's own
    # (stdlib/ beside nesylang/, where an editable install maps the package): importlib.resources
    # would import zipfile, tempfile and more (about 6 ms of a 0.15 s start-up) to find the same one
    for path in (_PACKAGE / checkout_name, _CHECKOUT / checkout_name):
        if (path / "__init__.py").is_file():
            return path
    from importlib import resources  # a zipped or otherwise unusual install

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
    """The file of library ``name`` (``lists`` -> ``stdlib/lists.nesy``), or None. A name is a
    file of the stdlib folder itself: ``library('../../x')`` names none (a program may not read
    outside its directory through a library name)."""
    if not name or Path(name).name != name or name.startswith(".") or "\\" in name:
        return None
    path = _folder("nesylang.stdlib", "stdlib") / f"{name}.nesy"
    return path if path.is_file() else None


def stdlib_names() -> list[str]:
    return sorted(p.stem for p in _folder("nesylang.stdlib", "stdlib").glob("*.nesy"))
