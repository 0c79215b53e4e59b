% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% Rule templates stored ground with numbervars/3 and turned back into open terms with varnumbers/2
template(t1, likes('$VAR'(0), '$VAR'(1))).
template(t2, likes('$VAR'(0), '$VAR'(0))).
person(ann). person(bob).
0.5::fits(t1). 0.7::fits(t2).
inst(T, A) :- template(T, G), varnumbers(G, A), A = likes(X, Y), person(X), person(Y), fits(T).
closed(N) :- T = f(_, g(_), _), numbervars(T, 0, E), E = f(_, _, _), N = done.
query(inst(_, _)).
query(closed(_)).
