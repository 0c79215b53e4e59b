% hunt10: type-check builtins on values coming from probabilistic facts
0.5::v(a). 0.5::v(1). 0.5::v(2.5). 0.5::v(f(x)). 0.5::v("s"). 0.5::v([]). 0.5::v([1]).
kind(X, atom) :- v(X), atom(X).
kind(X, number) :- v(X), number(X).
kind(X, integer) :- v(X), integer(X).
kind(X, float) :- v(X), float(X).
kind(X, compound) :- v(X), compound(X).
kind(X, atomic) :- v(X), atomic(X).
kind(X, callable) :- v(X), callable(X).
kind(X, list) :- v(X), is_list(X).
kind(X, simple) :- v(X), simple(X).
kind(X, rational) :- v(X), rational(X).
kind(X, primitive) :- v(X), primitive(X).
query(kind(_, _)).
