0.0::z. 0.3::a.
p(X) :- possible(a), X = yes.
p(X) :- possible(z), X = zz.
query(p(X)).
