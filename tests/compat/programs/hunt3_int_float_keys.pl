0.3::v(1). 0.4::v(1.0). 0.5::v(2).
w(X) :- v(X), X =:= 1.
query(v(_)). query(w(_)). query(v(1)). query(v(1.0)).
