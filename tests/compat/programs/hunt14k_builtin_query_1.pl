% queries of builtins themselves: a generator, a failing comparison, type checks, a negated builtin
query(between(1, 3, _)).
query(1 > 2).
query(atom(abc)). query(integer(a)).
query(\+ atom(1)).
