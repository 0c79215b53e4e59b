% integer probabilities
1::a.
0::b.
c :- a, \+ b.
query(a). query(b). query(c).
