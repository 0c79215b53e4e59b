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
