% ProbLog's try_call/N fails on ANY error of its goal (engine_builtin.py: bare except), not only on an undefined predicate
0.5::p.
r(1) :- p, try_call(X is foo + 1).
r(2) :- p, try_call(1).
r(3) :- p, try_call(atom_length(abc, foo)).
r(4) :- p, try_call(X is 1 / 0).
r(5) :- p, try_call(undefined_thing).
r(6) :- p, try_call(between(a, 2, _)).
r(7) :- p, try_call(true).
query(r(_)).
