% written for this corpus by a find-only hunt (session 23; library(lists) and library(apply))
% Discounts applied with closures that carry the coupon value (maplist/include/exclude with partial goals)
:- use_module(library(apply)).
:- use_module(library(lists)).
0.4::coupon(10); 0.3::coupon(20).
prices([100, 50, 30]).
disc(C, X, Y) :- Y is X - X * C / 100.
under(C, X) :- X * (100 - C) < 5000.
small(C, X) :- X < C * 3.
discounted(L) :- prices(P), coupon(C), maplist(disc(C), P, L).
cheap(L) :- prices(P), coupon(C), include(under(C), P, L).
kept(L) :- prices(P), coupon(C), exclude(small(C), P, L).
none(L) :- prices(P), \+ coupon(_), L = P.
query(discounted(_)).
query(cheap(_)).
query(kept(_)).
query(none(_)).
