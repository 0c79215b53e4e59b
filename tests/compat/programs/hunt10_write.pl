% hunt10: write/writeln/nl do not change probabilities
0.4::a.
b :- a, write(hello), nl.
c :- writeln(x), a.
query(b). query(c).
