% forall/2 as a constraint check over a probabilistic configuration
comp(cpu). comp(ram). comp(disk).
0.95::works(C) :- comp(C).
0.2::overheat.
healthy :- forall(comp(C), works(C)), \+ overheat.
needs_repair(C) :- comp(C), \+ works(C).
other(C, D) :- comp(D), D \== C.
all_ok_but(C) :- comp(C), forall(other(C, D), works(D)).
query(healthy). query(needs_repair(_)). query(all_ok_but(_)).
