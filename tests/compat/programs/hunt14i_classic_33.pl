% peano arithmetic
nat(0).
nat(s(X)) :- nat(X).
add(0, Y, Y).
add(s(X), Y, s(Z)) :- add(X, Y, Z).
mul(0, _, 0).
mul(s(X), Y, Z) :- mul(X, Y, W), add(W, Y, Z).
toint(0, 0).
toint(s(X), N) :- toint(X, M), N is M + 1.
r(N) :- mul(s(s(s(0))), s(s(0)), P), toint(P, N).
query(r(_)).
query(add(_, _, s(s(0)))).
