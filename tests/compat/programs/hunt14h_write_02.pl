% a trace in a clause that fails after printing
0.5::p.
try(1) :- writeln(trying_first), fail.
try(2) :- writeln(trying_second), p.
ok :- try(_).
query(ok).
