0.3::a. 0.6::b.
c :- a. c :- b.
evidence(\+ a).
query(c). query(b).
