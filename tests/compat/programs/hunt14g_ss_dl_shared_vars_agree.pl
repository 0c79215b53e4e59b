% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% shared variables through facts and difference lists, in the forms where ProbLog 2.3 unifies fully
0.5::c.
swap(X-Y, Y-X).
t1(R) :- swap(A-b, R), A = a.
same(X, X).
t2(L) :- same(f(A, B), f(B, c)), L = [A, B].
t3(L) :- same([A|T], [1, 2|T2]), T2 = [], L = [A|T].
link(A-B, B-C, A-C).
t5(L) :- c, link([x|T]-T, T2-U, W), W = L-[], T2 = [y|U].
e(Q-Q).
d(A) :- e(E), E = A-b.
p(Q-[a|T], Q-T).
g1(L) :- p(X-X, E), E = L-[].
e2(Q, Q).
p2(Q, [a|T], Q, T).
g2(A, B) :- c, e2(X, Y), p2(X, Y, A, B), B = [].
query(t1(_)). query(t2(_)). query(t3(_)). query(t5(_)). query(d(_)). query(g1(_)). query(g2(_, _)).
