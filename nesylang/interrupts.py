"""Cooperative interruption (Ctrl-C) for long groundings, compilations and training runs.

Python delivers Ctrl-C as a KeyboardInterrupt in whatever code runs at that moment; if that
is a garbage-collector callback, Python prints "Exception ignored" and carries on. Inside
:func:`interruptible`, Ctrl-C also sets a flag that the grounder and the training loops
check regularly (:func:`check`), so an interrupt is never lost.
"""
from __future__ import annotations

import signal
import threading
from contextlib import contextmanager
from typing import Iterator

_requested = threading.Event()


def check() -> None:
    """Raise KeyboardInterrupt if Ctrl-C was pressed since the interruptible block began."""
    if _requested.is_set():
        _requested.clear()
        raise KeyboardInterrupt


@contextmanager
def interruptible() -> Iterator[None]:
    """Run a block during which Ctrl-C is both raised and remembered (main thread only)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.getsignal(signal.SIGINT)

    def handler(signum, frame):
        _requested.set()
        if callable(previous):
            previous(signum, frame)
        else:
            raise KeyboardInterrupt

    _requested.clear()
    signal.signal(signal.SIGINT, handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        _requested.clear()
