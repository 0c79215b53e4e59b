% prefix minus before a parenthesised number is the negative number, as ProbLog reads it; -(1) stays a compound
a(X) :- X = - (1).
b(X) :- X is - (1) + 2.
c(X) :- X = -(1).
d(X) :- X = - (1.5).
e(X) :- X = - ((1)).
f(X) :- X = -(-(1)).
g(X) :- X = - (-1).
h(X) :- X = f(- (2)).
i :- X = - (1), integer(X).
j :- X = - 1, integer(X).
query(a(_)). query(b(_)). query(c(_)). query(d(_)). query(e(_)). query(f(_)). query(g(_)). query(h(_)). query(i). query(j).
