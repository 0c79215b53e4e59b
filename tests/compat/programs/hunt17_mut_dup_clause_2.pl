% hunt17: a mutant (agreeing with ProbLog) of hunt5_findall_empty_goal.pl: dup-clause 1
0.3::p(1).
0.3::p(1).
l(L) :- findall(X, p(X), L).
e(L) :- findall(X, (p(X), X > 5), L).
f(L) :- findall(x, fail, L).
query(l(_)).
query(e(_)).
query(f(_)).
