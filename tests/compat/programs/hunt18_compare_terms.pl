% comparisons: ==, @< and compare/3 (its order unified with =) in a ranking of uncertain bids
0.5::bid(ann, 30). 0.5::bid(bob, 30). 0.8::bid(cid, 25).
tie :- bid(X, V), bid(Y, V), X @< Y.
higher(X, Y) :- bid(X, A), bid(Y, B), compare(O, A, B), O = (>).
same_bidder(X, Y) :- bid(X, _), bid(Y, _), X == Y.
query(tie).
query(higher(X, cid)).
query(same_bidder(ann, ann)).
