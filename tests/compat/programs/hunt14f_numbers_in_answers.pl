% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% Measurements with floats, negative numbers, large integers and float arithmetic in the answers
0.5::measure(a). 0.5::measure(b).
val(a, 0.1). val(b, 0.2).
sum3(S) :- measure(a), measure(b), val(a, X), val(b, Y), S is X + Y.
scaled(V) :- measure(a), V is 1.0e10 * 3.
tiny(V) :- measure(b), V is 1 / 3000000.
neg(V) :- measure(a), V is -2.5 * 2.
big(V) :- measure(b), V is 2 ** 70.
intdiv(Q) :- measure(a), Q is -7 // 2.
modneg(M) :- measure(a), M is -7 mod 3.
fl(F) :- measure(b), F is float(7).
query(sum3(_)). query(scaled(_)). query(tiny(_)). query(neg(_)). query(big(_)).
query(intdiv(_)). query(modneg(_)). query(fl(_)).
