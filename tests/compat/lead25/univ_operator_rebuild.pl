% =.. takes a term written in operator form apart and builds one back: ProbLog 2.3 prints the
% rebuilt term in operator form (`1-2`), one built from a bare operator atom in canonical form.
r(1, X) :- T = a-b, T =.. [Op|_], X =.. [Op, 1, 2].
r(2, X) :- T = a*b, T =.. [Op, _, _], X =.. [Op, c, d].
r(3, X) :- T = -(a), T =.. [Op|Args], X =.. [Op|Args].
r(4, X) :- T = a:b, T =.. [Op|A], X =.. [Op|A].
r(5, Y) :- T = 1+2, T =.. [Op|_], X =.. [Op, 3, 4], Y is X.
r(6, X) :- T = (a<b), T =.. [Op|_], X =.. [Op, 1, 2], call(X).
r(7, X) :- T = (a mod b), T =.. [Op|A], X =.. [Op|A].
r(8, X) :- T = (a -> b), T =.. [Op|A], X =.. [Op|A].
r(9, X) :- T = '-'(a, b), T =.. [Op|A], X =.. [Op|A].
r(10, X) :- T = a-b, T =.. [Op|_], X =.. [Op, f(1-2), [c*d]].
r(11, X) :- T = a^b, T =.. [Op|A], X =.. [Op|A].
r(12, X) :- X =.. [-, 1, 2].
r(13, X) :- T = a-b, T =.. [Op|_], findall(Op, true, [O2]), X =.. [O2, 1, 2].
r(14, X) :- T = -(-(a)), T =.. [Op|A], X =.. [Op|A].
r(15, X) :- T = - a, T =.. [Op|A], X =.. [Op|A].

% a symbolic simplifier: rewrite rules on operator terms, rebuilt with =..
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

query(r(_, _)).
query(simp((x*1+0)*(y+0*z), _)).
query(simp(a-(b*1)+c/(1*d), _)).
