% sum and max over list, hand written
sum([], 0).
sum([H|T], S) :- sum(T, S0), S is S0 + H.
mx([X], X).
mx([H|T], M) :- mx(T, M0), M is max(H, M0).
avg(L, A) :- sum(L, S), length(L, N), A is S / N.
query(sum([1,2,3,4.5], _)).
query(mx([3, 9, 2, 7], _)).
query(avg([1,2,3,4], _)).
