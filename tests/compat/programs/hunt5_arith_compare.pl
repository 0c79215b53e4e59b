% numeric comparison across integers and floats
t(1) :- 1 =:= 1.0.
t(2) :- 0.1 + 0.2 =\= 0.3.
t(3) :- 2 < 2.5.
t(4) :- 3 >= 3.0.
t(5) :- 1 == 1.0.
t(6) :- 1 @< 1.0.
t(7) :- 1.0 @< 1.
t(8) :- a @< b.
t(9) :- f(a) @> a.
query(t(_)).
