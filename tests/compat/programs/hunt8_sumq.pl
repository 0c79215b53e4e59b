% hunt8: sum of two ADs with evidence on the sum
0.2::d(1); 0.3::d(2); 0.5::d(3).
0.4::e(1); 0.6::e(2).
s(S) :- d(X), e(Y), S is X + Y.
query(s(_)).
evidence(s(4)).
