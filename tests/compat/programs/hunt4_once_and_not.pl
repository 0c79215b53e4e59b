0.5::p(1). 0.5::p(2).
q(X) :- once(p(X)).
r :- not(p(1)).
s :- \+ \+ p(2).
query(q(X)).
query(r).
query(s).
