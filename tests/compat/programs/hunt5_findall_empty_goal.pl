% findall over a goal that is sometimes false, and over an undefined-free empty goal
0.3::p(1).
l(L) :- findall(X, p(X), L).
e(L) :- findall(X, (p(X), X > 5), L).
f(L) :- findall(x, fail, L).
query(l(_)). query(e(_)). query(f(_)).
