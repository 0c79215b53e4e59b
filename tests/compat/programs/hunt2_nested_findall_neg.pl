% findall inside negation and findall of findalls
0.5::in(1). 0.5::in(2).
0.6::out(1). 0.6::out(2).
none_in :- \+ (findall(X, in(X), L), L \== []).
pairs(P) :- findall(X-L, (member(X, [1, 2]), findall(Y, (out(Y), Y >= X), L)), P).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(none_in). query(pairs(_)).
