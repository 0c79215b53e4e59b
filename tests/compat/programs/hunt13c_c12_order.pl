% written for this corpus by a find-only hunt (session 21; c12_order)
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
cmp(I, J, O) :- v(I, A), v(J, B), I < J, compare(O, A, B).
query(cmp(_, _, _)).
