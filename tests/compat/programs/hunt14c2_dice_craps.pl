% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% first roll of craps
1/6::d(R, 1) ; 1/6::d(R, 2) ; 1/6::d(R, 3) ; 1/6::d(R, 4) ; 1/6::d(R, 5) ; 1/6::d(R, 6).
total(R, S) :- d(R, A), d(p(R), B), S is A + B.
natural :- total(1, S), (S =:= 7 ; S =:= 11).
craps :- total(1, S), member(S, [2, 3, 12]).
point(S) :- total(1, S), \+ member(S, [2, 3, 7, 11, 12]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(natural).
query(craps).
query(point(P)).
