% type checks on edge values: rational, simple, primitive, dbreference, callable, atomic on strings and unicode
v(1). v(2.5). v(-3). v('héllo'). v("str"). v([]). v(f(x)).
r(X) :- v(X), rational(X).
s(X) :- v(X), simple(X).
p(X) :- v(X), primitive(X).
c(X) :- v(X), callable(X).
a(X) :- v(X), atom(X).
at(X) :- v(X), atomic(X).
d(X) :- v(X), dbreference(X).
query(r(_)). query(s(_)). query(p(_)). query(c(_)). query(a(_)). query(at(_)). query(d(_)).
