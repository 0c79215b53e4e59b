% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% "99 Prolog problems" P01-P10 on a 12-element list whose elements are noisy
0.9::keep(I) :- between(1, 12, I).
item(I, X) :- X is I mod 7.
mylist(L) :- build(1, L).
build(13, []).
build(I, [X|T]) :- I =< 12, keep(I), item(I, X), I1 is I + 1, build(I1, T).
build(I, T) :- I =< 12, \+ keep(I), I1 is I + 1, build(I1, T).
my_last(X, [X]).
my_last(X, [_|L]) :- my_last(X, L).
element_at(X, [X|_], 1).
element_at(X, [_|L], K) :- K > 1, K1 is K - 1, element_at(X, L, K1).
my_length([], 0).
my_length([_|L], N) :- my_length(L, N1), N is N1 + 1.
compress([], []).
compress([X], [X]).
compress([X,X|Xs], Zs) :- compress([X|Xs], Zs).
compress([X,Y|Ys], [X|Zs]) :- X \= Y, compress([Y|Ys], Zs).
first_only(N) :- keep(1), \+ keep(2), \+ keep(3), N = 1.
q_last(X) :- mylist(L), my_last(X, L).
q_len_ge(N) :- mylist(L), my_length(L, K), K >= N.
query(q_last(_)).
query(q_len_ge(11)).
query(first_only(_)).
