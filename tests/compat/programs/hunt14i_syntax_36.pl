% term syntax corners (ws4): spaces after prefix minus, nested list tails, operator terms as values
q(X) :- X = - (1).
r(X) :- X = -(1).
s(X) :- X = - 1.
t(X) :- X = -a.
u(X) :- X = - a.
query(q(_)). query(r(_)). query(s(_)). query(t(_)). query(u(_)).
