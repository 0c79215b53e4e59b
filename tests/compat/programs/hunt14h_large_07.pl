% the umbrella world over 20 days with a few missing observations
0.5::rain(0).
0.7::rain(D) :- D > 0, P is D - 1, rain(P).
0.3::rain(D) :- D > 0, P is D - 1, \+ rain(P).
0.9::umbrella(D) :- rain(D).
0.2::umbrella(D) :- \+ rain(D).
seen(1, true). seen(2, true). seen(3, false). seen(4, true). seen(5, true). seen(7, false).
seen(8, false). seen(9, true). seen(11, true). seen(12, true). seen(13, true). seen(15, false).
seen(16, false). seen(17, false). seen(18, true). seen(19, true). seen(20, true).
evidence(umbrella(D), V) :- seen(D, V).
query(rain(20)). query(rain(10)). query(rain(6)). query(rain(14)).
