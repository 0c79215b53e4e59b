% evidence with the same atom twice
0.3::a. 0.6::b.
c :- a ; b.
evidence(c).
evidence(c).
query(a).
