"""Decorators that make a Python function a nesylang predicate (an *extern*), as ProbLog's
``problog.extern`` does; a module that uses them is loaded with ``:- use_module('x.py').``
under trust (see :mod:`nesylang.program.externs`).

>>> from nesylang.extern import problog_export
>>> @problog_export('+str', '-int')
... def name_length(s):
...     return len(s)
>>> name_length("abc")
3
"""
from __future__ import annotations

from .program.externs import problog_export, problog_export_nondet, problog_export_raw

__all__ = ["problog_export", "problog_export_nondet", "problog_export_raw"]
