s("abc"). s("abd"). s("ab").
lt(X, Y) :- s(X), s(Y), X @< Y.
query(lt(X, Y)).
