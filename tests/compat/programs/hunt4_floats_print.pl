v(X) :- X is 10 / 4.
v(X) :- X is 2.0 * 3.
v(X) :- X is 1.0e10 * 10.
v(X) :- X is 1.5e-7 / 3.
v(X) :- X is 1 / 3.
v(X) :- X is -0.0.
v(X) :- X is 123456789.0 * 1000.
v(X) :- X is 2 ** 0.5.
v(X) :- X is 1.0e16.
v(X) :- X is 1.0e15.
v(X) :- X is 0.1 + 0.2.
v(X) :- X is exp(1).
v(X) :- X is pi.
v(X) :- X is 7 / 7.
query(v(X)).
