% lexical corner cases: % and /* inside quoted atoms, numbers with exponents
p('50%'). p('a/*b'). p("c%d"). p(1.0e3). p(2.5E-3). p(.5). p(10.0). p(0.000001). p(1.0e-7).
query(p(_)).
q(X) :- X is 1.0e3 + 1.
query(q(_)).
