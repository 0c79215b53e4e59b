0.0::never.
1.0::always.
.5::half.
0.250::quarter.
x :- never ; always.
y :- half, quarter.
query(never). query(always). query(x). query(y).
v(X) :- X is 3.0 * 0.5 + 1.
query(v(X)).
