% term syntax corners (ws6): spaces after prefix minus, nested list tails, operator terms as values
q(X) :- X = (a:-b,c).
r(X) :- X = (a;b->c).
s(X) :- X = (a,b;c).
query(q(_)). query(r(_)). query(s(_)).
