% all/3 and all_or_none/3 over probabilistic facts
0.5::p(a). 0.5::p(b). 0.5::p(a).
q(L) :- all(X, p(X), L).
r(L) :- all_or_none(X, p(X), L).
s(L) :- findall(X, p(X), L).
query(q(_)). query(r(_)). query(s(_)).
