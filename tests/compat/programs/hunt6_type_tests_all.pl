% hunt6 (ProbLog compatibility, 6th hunt): type tests all
t(var) :- var(_).
t(atom) :- atom(abc).
t(atom_num) :- atom(1).
t(atomic) :- atomic("s").
t(atomic2) :- atomic(1.5).
t(compound) :- compound(f(x)).
t(compound_list) :- compound([a]).
t(compound_nil) :- compound([]).
t(float) :- float(1.0).
t(integer) :- integer(3).
t(number) :- number(2.5).
t(simple) :- simple(abc).
t(simple2) :- simple(f(a)).
t(callable) :- callable(foo).
t(callable2) :- callable(f(x)).
t(callable3) :- callable(3).
t(ground) :- ground(f(a, [b])).
t(ground2) :- ground(f(_)).
t(nonvar) :- nonvar(a).
t(is_list) :- is_list([a|_]).
t(is_list2) :- is_list([a, b]).
t(atom_str) :- atom("s").
t(rational) :- rational(3).
query(t(_)).
