% written for this corpus by a find-only hunt (session 22; inventory and queues)
% reorder policy: order when stock falls below 2; deliveries may be late
0.5::sale(D).
0.8::on_time(D).
level(0, 3).
level(D, L) :- D > 0, D =< 4, P is D - 1, level(P, L0), sold(P, S), delivered(P, L0, R), L is L0 - S + R.
sold(D, 1) :- sale(D).
sold(D, 0) :- \+ sale(D).
delivered(D, L, 2) :- L < 2, on_time(D).
delivered(D, L, 0) :- L < 2, \+ on_time(D).
delivered(D, L, 0) :- L >= 2.
empty_shelf :- between(1, 4, D), level(D, L), L =< 0.
query(level(4, L)).
query(empty_shelf).
