% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% bidding: highest and lowest bid among random bids
0.5::bid(a, 10) ; 0.5::bid(a, 30).
0.5::bid(b, 20) ; 0.5::bid(b, 25).
highest(H) :- bid(a, A), bid(b, B), H is max(A, B).
lowest(L) :- bid(a, A), bid(b, B), L is min(A, B).
spread(S) :- highest(H), lowest(L), S is H - L.
avg(V) :- bid(a, A), bid(b, B), V is (A + B) / 2.
query(highest(H)).
query(spread(S)).
query(avg(V)).
