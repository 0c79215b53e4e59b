% tower of numbers: sum digits recursively
digits(0, []).
digits(N, [D|Ds]) :- N > 0, D is N mod 10, M is N // 10, digits(M, Ds).
dsum(N, S) :- digits(N, Ds), sum(Ds, S).
sum([], 0).
sum([H|T], S) :- sum(T, S0), S is S0 + H.
root(N, N) :- N < 10.
root(N, R) :- N >= 10, dsum(N, S), root(S, R).
query(root(987654321, _)).
query(dsum(2024, _)).
