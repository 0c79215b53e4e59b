% hunt12: possible/1 lists answers with a derivation, whatever their weight
0.0::z(1). 0.5::z(2).
y(X) :- z(X), X > 1.
ok(X) :- possible(z(X)).
ok2(X) :- possible(y(X)).
query(ok(_)).
query(ok2(_)).
