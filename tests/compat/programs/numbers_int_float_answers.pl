% 1 and 1.0 are different terms: two facts, two answers, through tables and disjunctions
0.3::r(1). 0.4::r(1.0).
s(X) :- r(X).
p(1). p(1.0).
t(X) :- X = 1 ; X = 1.0.
u(X) :- t(X), r(X).
c :- 1 =:= 1.0.
d :- f(1) = f(1.0).
query(r(X)).
query(s(X)).
query(p(X)).
query(u(X)).
query(c).
query(d).
