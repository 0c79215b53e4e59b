% hunt6 (ProbLog compatibility, 6th hunt): possible
0.5::a. 0.0::b.
x(1) :- possible(a).
x(2) :- possible(b).
x(3) :- possible(c).
c :- fail.
query(x(_)).
