"""Atomic file writing for every writer (checkpoints, histories, caches, saved programs).

A crash or ``kill -9`` during a write leaves either the old file or the new one, never half of
either: the data goes to a temporary file beside the target, is flushed to disk, then renamed
over the target.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (temp file + ``os.replace``).

    The parent directory must exist: a writer never creates directories the user did not ask
    for.

    >>> import tempfile, pathlib
    >>> d = pathlib.Path(tempfile.mkdtemp())
    >>> write_atomic(d / "x.txt", b"hi"); (d / "x.txt").read_bytes()
    b'hi'
    """
    path = Path(path)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def remove_stale_temporaries(path: Path) -> list[Path]:
    """Delete the temporaries (``.NAME.*.tmp`` beside ``path``) that interrupted writes of
    ``path`` left behind; returns what was removed. Writers of one output call this before
    writing it again, so killed saves do not pile up. (Two processes saving the same file at
    once are not supported: one may remove the other's temporary, which then fails cleanly.)

    >>> import tempfile, pathlib
    >>> d = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (d / ".ck.pt.abc123.tmp").write_bytes(b"half")
    >>> [p.name for p in remove_stale_temporaries(d / "ck.pt")]
    ['.ck.pt.abc123.tmp']
    """
    path = Path(path)
    removed = []
    try:
        candidates = list(path.parent.glob(f".{_glob_escape(path.name)}.*.tmp"))
    except OSError:
        return removed
    for tmp in candidates:
        try:
            if tmp.is_file() and not tmp.is_symlink():
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            pass
    return removed


def _glob_escape(name: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in name)
