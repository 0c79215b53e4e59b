% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% "99 Prolog problems" P26-P28: combinations and group, each element present with a probability
0.5::present(a). 0.6::present(b). 0.7::present(c). 0.8::present(d). 0.9::present(e).
combination(0, _, []).
combination(K, L, [X|Xs]) :- K > 0, el(X, L, R), K1 is K - 1, combination(K1, R, Xs).
el(X, [X|L], L).
el(X, [_|L], R) :- el(X, L, R).
pair_ok(X, Y) :- present(X), present(Y).
some_pair :- combination(2, [a,b,c,d,e], [X, Y]), pair_ok(X, Y).
triple(T) :- combination(3, [a,b,c,d,e], T), all_present(T).
all_present([]).
all_present([X|Xs]) :- present(X), all_present(Xs).
query(some_pair).
query(triple(_)).
