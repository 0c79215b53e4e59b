% AD heads summing to exactly one
0.25::d(1) ; 0.25::d(2) ; 0.25::d(3) ; 0.25::d(4).
even :- d(2).
even :- d(4).
query(even).
query(d(_)).
