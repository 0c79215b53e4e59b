% hunt21: an AD in a rule with a body: given the body, no outcome is exactly 0; a list under evidence
0.6::windy.
0.2::move(left); 0.3::move(right); 0.5::move(stay) :- windy.
1/3::pos(a); 1/3::pos(b); 1/3::pos(c) :- windy.
still :- windy, \+ move(left), \+ move(right), \+ move(stay).
nowhere :- windy, \+ pos(a), \+ pos(b), \+ pos(c).
seen(L) :- findall(P, pos(P), L).
query(still).
query(nowhere).
query(seen(_)).
evidence(windy).
