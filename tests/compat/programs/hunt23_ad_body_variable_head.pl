% hunt23: an AD whose heads have variables: the open query's body_N call has other arguments than the evidence's ground one, so ProbLog grounds the body afresh, with the false a: k(_) lists nothing (contrast hunt23_ad_body_cached.pl)
0.5::a. 0.5::b.
0.3::k(X); 0.2::m(X) :- X = 1, a, b.
s :- k(1).
evidence(s, false).
evidence(a, false).
query(k(_)).
query(m(_)).
