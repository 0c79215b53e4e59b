% written for this corpus by a find-only hunt (session 21; c11_types)
v(0, a).
v(1, 'A b').
v(2, "str").
v(3, "").
v(4, 1).
v(5, -1).
v(6, 1.0).
v(7, -2.5).
v(8, 0).
v(9, f(x)).
v(10, f(X)).
v(11, []).
v(13, [a]).
v(14, [a|T]).
v(15, X).
v(16, "a").
v(17, f(a,b)).
v(18, 'hello world').
v(19, 1.0e10).
v(20, '1').
v(21, -(1)).
v(22, - 1).
v(23, 1+2).
r(atom, I) :- v(I, V), atom(V).
r(atomic, I) :- v(I, V), atomic(V).
r(compound, I) :- v(I, V), compound(V).
r(float, I) :- v(I, V), float(V).
r(integer, I) :- v(I, V), integer(V).
r(number, I) :- v(I, V), number(V).
r(var, I) :- v(I, V), var(V).
r(nonvar, I) :- v(I, V), nonvar(V).
r(callable, I) :- v(I, V), callable(V).
r(is_list, I) :- v(I, V), is_list(V).
r(ground, I) :- v(I, V), ground(V).
r(simple, I) :- v(I, V), simple(V).
r(primitive, I) :- v(I, V), primitive(V).
query(r(_, _)).
