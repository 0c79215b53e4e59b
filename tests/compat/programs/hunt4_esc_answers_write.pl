% quoted atoms and strings keep their backslashes, as ProbLog 2.3 reads them
a('x\ny'). a('t\tb'). a('b\\s'). a("a\"b"). a('a\qb'). a('a"b'). a("a'b"). a('\\n'). a("x\ny").
query(a(_)).
w :- a(X), write(X), nl.
query(w).
0.5::p('x\ny').
q :- p('x\ny').
query(q).
d :- 'x\ny' \= 'x\\ny'.
query(d).
