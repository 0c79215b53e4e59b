% hand written list utilities
my_append([], L, L).
my_append([H|T], L, [H|R]) :- my_append(T, L, R).
my_reverse(L, R) :- rev(L, [], R).
rev([], A, A).
rev([H|T], A, R) :- rev(T, [H|A], R).
my_last([X], X).
my_last([_|T], X) :- my_last(T, X).
my_len([], 0).
my_len([_|T], N) :- my_len(T, M), N is M + 1.
query(my_append(_, _, [1,2,3])).
query(my_reverse([a,b,c,d], _)).
query(my_last([a,b,c], _)).
query(my_len([x,y,z,w], _)).
