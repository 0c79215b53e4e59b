% answers holding negations, clause terms and subtraction of negative numbers (compared as terms)
0.5::r(\+(b)).
0.4::r((x :- y)).
0.3::r(1 - -1).
0.2::r(\+ \+ a).
0.1::r(-(-(1))).
0.6::r([\+ a, (b :- c, d)]).
s(X) :- r(X).
query(s(_)).
