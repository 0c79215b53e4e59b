% sum over a findall of probabilistic bids, with the maximum via sort
0.3::bid(alice, 10). 0.6::bid(bob, 9). 0.5::bid(carol, 100).
total(S) :- findall(V, bid(_, V), L), sum(L, S).
sum([], 0).
sum([X|T], S) :- sum(T, S0), S is S0 + X.
best(B) :- findall(V-N, bid(N, V), L), L \= [], max_of(L, B).
max_of([X], X).
max_of([X|T], X) :- T \= [], max_of(T, M0), X @> M0.
max_of([X|T], M0) :- T \= [], max_of(T, M0), \+ X @> M0.
query(total(_)).
query(best(_)).
