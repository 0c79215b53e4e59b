% forall/2 over probabilistic conditions and negated existential
0.8::works(m1). 0.6::works(m2). 0.9::works(m3).
machine(m1). machine(m2). machine(m3).
all_work :- forall(machine(M), works(M)).
some_broken :- machine(M), \+ works(M).
exactly_two :- findall(M, works(M), L), length(L, 2).
query(all_work). query(some_broken). query(exactly_two).
