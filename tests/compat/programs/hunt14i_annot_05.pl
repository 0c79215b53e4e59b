% probabilities 0 and 1
0::never.
1::always.
0.0::never2.
1.0::always2.
x :- always, \+ never.
query(never). query(always). query(never2). query(always2). query(x).
