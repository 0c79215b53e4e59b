"""Externs written for ProbLog (problog.extern), used by the trusted compat programs."""
from problog.extern import problog_export, problog_export_nondet, problog_export_raw
from problog.logic import Constant


@problog_export("+str", "+str", "-str")
def join_words(a, b):
    return a + "_" + b


@problog_export("+int", "+int", "-int", "-int")
def divmod_ints(a, b):
    return divmod(a, b)


@problog_export("+float", "-float")
def halve(x):
    return x / 2


@problog_export("+list", "-int")
def list_size(items):
    return len(items)


@problog_export("+int", "-list")
def countdown(n):
    return list(range(n, 0, -1))


@problog_export_nondet("+int", "-int")
def below(n):
    return list(range(n))


@problog_export_nondet("+int", "-int", "-int")
def pairs_summing(n):
    return [(i, n - i) for i in range(n + 1)]


@problog_export_raw("+term", "+term")
def edge(a, b, **kwargs):
    """A raw extern yields whole argument tuples of ProbLog terms; a free argument is None."""
    for x, y in [(1, 2), (2, 3), (3, 1)]:
        x, y = Constant(x), Constant(y)
        if (a is None or a == x) and (b is None or b == y):
            yield x, y
