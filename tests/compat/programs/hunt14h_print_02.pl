% write of floats and big integers
v(a, X) :- X is 0.1 + 0.2.
v(b, X) :- X is 1.0e10.
v(c, X) :- X is 1/3.
v(d, X) :- X is 2 ** 100.
v(e, X) :- X is 10.0 ** 20.
v(f, X) :- X is -0.0.
v(g, X) :- X is 1.0e-5.
v(h, X) :- X is 123456789 * 987654321.
v(i, X) :- X is 3.0.
v(j, X) :- X is 1.5e300 * 1.0e10.
out(K) :- v(K, X), write(K = X), nl.
query(out(_)).
query(v(_, _)).
