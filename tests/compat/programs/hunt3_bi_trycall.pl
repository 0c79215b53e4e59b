0.4::p(1). 0.5::p(2).
a(X) :- try_call(p(X)).
b(X) :- call_nc(p(X)).
c :- try_call(undefined_thing).
d(L) :- all_or_none(X, p(X), L).
e(L) :- all(X, p(X), L).
query(a(_)). query(b(_)). query(c). query(d(_)). query(e(_)).
