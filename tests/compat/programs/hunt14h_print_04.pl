% writeln with several arguments
0.4::sick(ann). 0.7::sick(bob).
log(P) :- sick(P), writeln(patient, P, is, sick).
query(log(ann)).
query(log(bob)).
