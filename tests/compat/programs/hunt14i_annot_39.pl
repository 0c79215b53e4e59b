% negative head literal with variables
0.9::works(M) :- machine(M).
0.2::\+works(M) :- machine(M), old(M).
machine(m1). machine(m2).
old(m2).
query(works(_)).
