"""SHA-256 for the start-up path (the library cache's key, the generated parser's grammar hash).

``hashlib`` loads OpenSSL before anything is hashed, about 3 ms of a one-query run; the
interpreter's own SHA-256 module gives the same digests without it."""
from __future__ import annotations

import functools


def sha256(data: bytes = b""):
    """A ``hashlib.sha256``-like object over ``data`` (``update``, ``digest``, ``hexdigest``).

    >>> sha256(b"abc").hexdigest()[:16]
    'ba7816bf8f01cfea'
    """
    return _maker()(data)


@functools.lru_cache(maxsize=None)
def _maker():
    try:
        from _sha2 import sha256 as make  # Python 3.12+
    except ImportError:
        try:
            from _sha256 import sha256 as make  # Python 3.10-3.11
        except ImportError:  # pragma: no cover - a build without them
            from hashlib import sha256 as make
    return make
