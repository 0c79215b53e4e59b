% queries whose answer is zero
0.3::a.
b :- fail.
c :- a, \+ a.
query(b).
query(c).
query(d(_)) :- fail.
