0.3::q(X) :- \+ a(X, Y), b(X).
b(1). b(2).
a(1, z).
query(q(X)).
