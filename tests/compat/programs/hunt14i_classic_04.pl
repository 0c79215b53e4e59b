% insertion sort and bubble sort agree
isort([], []).
isort([H|T], S) :- isort(T, ST), ins(H, ST, S).
ins(X, [], [X]).
ins(X, [Y|T], [X,Y|T]) :- X =< Y.
ins(X, [Y|T], [Y|R]) :- X > Y, ins(X, T, R).
bsort(L, S) :- swap(L, L1), bsort(L1, S).
bsort(L, L) :- \+ swap(L, _).
swap([X,Y|T], [Y,X|T]) :- X > Y.
swap([Z|T], [Z|T1]) :- swap(T, T1).
same(L) :- isort(L, A), bsort(L, B), A == B.
query(isort([5,2,8,1,9], _)).
query(same([4,3,2,1])).
