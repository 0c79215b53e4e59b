:- write(hello), nl.
0.3::a.
b :- a.
query(b).
