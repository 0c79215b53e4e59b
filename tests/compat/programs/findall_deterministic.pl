% a deterministic findall is one list, certain
p(1). p(2). p(3).
0.5::r.
q(L) :- findall(X, p(X), L).
s(L) :- r, findall(X-Y, (p(X), p(Y), X < Y), L).
query(q(_)). query(s(_)).
