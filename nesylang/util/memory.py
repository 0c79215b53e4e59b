"""Allocation-heavy stages without the cyclic garbage collector.

Parsing and loading a large program allocate millions of small objects that all stay alive;
Python's cyclic collector would traverse them again and again while they are being built
(for 10^6 facts, about two thirds of the loading time). :func:`gc_paused` switches it off for
such a block; reference counting still frees everything that is dropped (:func:`collector_off`
is the same without the freezing, for query and training stages). After a block that
left over a million new objects alive, they are frozen (``gc.freeze``): the collector no longer
scans them, so the first query does not pay a second for a full collection.
"""
from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def collector_off() -> Iterator[None]:
    """Run a block with the cyclic collector off, then restore it (even on error), freezing
    nothing. For stages that allocate many objects which live until the stage ends (a query's
    tables, ground program and SDD handles; a template's compilation): with the collector on,
    each survives two young collections and is promoted, and every few tens of thousands
    promoted make a full collection, which walks every object of the process (about 0.1 s CPU
    with torch imported). Off, what the stage frees by reference counting is never promoted,
    and what stays is counted and seen at the next collection after the block. Nested blocks
    leave it to the outermost.

    >>> with collector_off():
    ...     gc.isenabled()
    False
    """
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


@contextmanager
def gc_paused() -> Iterator[None]:
    """Run a block with the cyclic garbage collector off (restored after, even on error).

    >>> with gc_paused():
    ...     gc.isenabled()
    False
    """
    with collector_off():
        try:
            yield
        finally:
            if gc.get_count()[0] > FREEZE_ABOVE:
                # a large program was built: move it out of the collector's sight, or the first
                # full collection after it (during the first query) traverses all of it again
                gc.freeze()


FREEZE_ABOVE = 1_000_000  # objects allocated and still alive in the block
