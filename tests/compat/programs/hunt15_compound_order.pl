% ranking candidate plans by the standard order of compound terms (arity, then name, then arguments)
plan(p(2, b)). plan(p(1, z)). plan(q(0)). plan(p(1, a)). plan(r(a, b, c)). plan(p(1, a, x)).
0.5::feasible(P) :- plan(P).
earlier(A, B) :- plan(A), plan(B), A @< B.
first_feasible(P) :- feasible(P), \+ (feasible(Q), Q @< P).
query(first_feasible(_)).
