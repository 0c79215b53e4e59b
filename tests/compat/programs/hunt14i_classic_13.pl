% simplifier
s(X+0, X).
s(0+X, X).
s(X*1, X).
s(1*X, X).
s(_*0, 0).
s(0*_, 0).
simp(E, E) :- atomic(E).
simp(E, R) :- compound(E), E =.. [Op, A, B], simp(A, SA), simp(B, SB), E1 =.. [Op, SA, SB], step(E1, R).
step(E, R) :- s(E, R).
step(E, E) :- \+ s(E, _).
query(simp((x*1+0)*(y+0*z), _)).
