0.5::a(1). 0.5::a(2).
b(X) :- a(X).
c(X) :- nocache(b, 1), b(X).
query(c(_)).
