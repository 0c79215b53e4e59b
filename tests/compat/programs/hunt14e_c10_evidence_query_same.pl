% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% query on an evidence atom, and on its negation, with derived evidence
0.3::a. 0.6::b.
c :- a. c :- b.
evidence(c).
evidence(b, false).
query(c). query(b). query(a). query(\+ a). query(\+ c).
