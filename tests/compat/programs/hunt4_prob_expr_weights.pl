w(a, 2). w(b, 3). w(c, 5).
total(T) :- findall(W, w(_, W), L), sum(L, T).
sum([], 0).
sum([X|T], S) :- sum(T, S0), S is S0 + X.
P::sel(X) :- w(X, W), total(T), P is W / T.
0.5 * 0.4::both.
1 - 0.75::rest.
query(sel(X)).
query(both).
query(rest).
