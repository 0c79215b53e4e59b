% writenl/N and writeln/N with several arguments
0.5::a.
go :- a, writenl(alpha, beta), writeln(1, 2.5, "s", 'Q x').
query(go).
