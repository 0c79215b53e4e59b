% written for this corpus by a find-only hunt (session 22; social network)
% trust propagation in a social network, several queries sharing atoms
0.9::trust(a, b). 0.5::trust(b, c). 0.8::trust(a, c). 0.6::trust(c, d). 0.3::trust(b, d). 0.7::trust(d, e).
trusts(X, Y) :- trust(X, Y).
trusts(X, Y) :- trust(X, Z), trusts(Z, Y).
recommend(X, Y) :- trusts(X, Y), \+ trust(X, Y).
query(trusts(a, _)).
query(recommend(a, _)).
