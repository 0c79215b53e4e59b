% AD repeated head with variables
0.2::col(X, red) ; 0.3::col(X, red) ; 0.4::col(X, blue) :- obj(X).
obj(o1).
query(col(o1, _)).
