% written for this corpus by a find-only hunt (session 22; evidence and query forms)
% queries whose answer has probability zero or one
0.5::a. 
b :- a, \+ a.
c :- a ; \+ a.
d :- fail.
query(b).
query(c).
query(a).
