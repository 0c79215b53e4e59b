% lists with operators inside
l([1+2, a-b, -3, - 4, (x :- y), (a, b)]).
len(N) :- l(L), length(L, N).
h(H) :- l([H|_]).
t(T) :- l([_, _|T]).
query(len(_)).
query(h(_)).
query(t(_)).
