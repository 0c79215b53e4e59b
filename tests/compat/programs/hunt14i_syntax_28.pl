% special float printing
f(X) :- X is 1.0e20.
g(X) :- X is 1.0e-20.
h(X) :- X is 10.0 ** 15.
i(X) :- X is 10.0 ** 16.
j(X) :- X is 123456789.0 * 10.
query(f(_)).
query(g(_)).
query(h(_)).
query(i(_)).
query(j(_)).
