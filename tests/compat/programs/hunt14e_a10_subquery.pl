% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% subquery used inside the program
0.4::a. 0.7::b.
c :- a, b.
d :- a ; b.
prob_c(P) :- subquery(c, P).
prob_d(P) :- subquery(d, P).
prob_c_given_a(P) :- subquery(c, P, [a]).
higher(c) :- subquery(c, P1), subquery(d, P2), P1 > P2.
higher(d) :- subquery(c, P1), subquery(d, P2), P1 =< P2.
query(prob_c(_)).
query(prob_d(_)).
query(prob_c_given_a(_)).
query(higher(_)).
