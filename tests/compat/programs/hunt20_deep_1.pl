% very long and deeply nested terms: a 300-element list, a 200-deep s(...) numeral, and a probability over them
nat(0, z).
nat(N, s(X)) :- N > 0, M is N - 1, nat(M, X).
len(z, 0).
len(s(X), N) :- len(X, M), N is M + 1.
mklist(0, []).
mklist(N, [N|T]) :- N > 0, M is N - 1, mklist(M, T).
sum([], 0).
sum([X|T], S) :- sum(T, S0), S is S0 + X.
0.5::ok.
deep(N) :- nat(200, T), len(T, N), ok.
long(S) :- mklist(300, L), sum(L, S), ok.
query(deep(_)).
query(long(_)).
