% hunt10: stratified negation chain over probabilistic facts
0.6::a. 0.7::b.
c :- a, \+ b.
d :- \+ c.
e :- d, b.
query(c). query(d). query(e).
