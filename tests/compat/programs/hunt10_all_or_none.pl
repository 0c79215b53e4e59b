% hunt10: all/3 and all_or_none/3 over probabilistic facts with duplicates
0.5::p(1). 0.4::p(2). 0.3::p(1).
a(L) :- all(X, p(X), L).
n(L) :- all_or_none(X, p(X), L).
query(a(_)). query(n(_)).
