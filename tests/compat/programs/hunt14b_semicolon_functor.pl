% hunt14b: ;(A, B) written in functional notation, as data: ProbLog reads it (and prints it so)
0.3::a. 0.6::b.
q(X) :- a, X = ;(a, b).
t(T) :- b, T = f(;(x, y), g(;(y, x))).
u(L) :- a, b, L = [;(1, 2), 3].
query(q(_)). query(t(_)). query(u(_)).
