% query/1 given by a rule over a domain, with evidence
item(1). item(2). item(3).
0.2::broken(I) :- item(I).
alarm :- broken(_).
query(broken(I)) :- item(I), I > 1.
evidence(alarm).
