% written for this corpus by a find-only hunt (session 22; probabilistic database with negation)
% default reasoning with negation as failure over probabilistic exceptions
0.1::abnormal(sam). 0.6::abnormal(kim).
0.9::employee(sam). 0.8::employee(kim). 0.5::employee(lee).
works(X) :- employee(X), \+ abnormal(X).
absent(X) :- employee(X), \+ works(X).
team_complete :- works(sam), works(kim), works(lee).
anyone_absent :- absent(_).
query(works(X)).
query(team_complete).
query(anyone_absent).
