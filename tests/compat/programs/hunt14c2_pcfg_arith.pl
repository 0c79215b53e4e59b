% written for this corpus by a find-only hunt (session 22; PCFG parsing)
% stochastic grammar of arithmetic expressions with evaluation (depth-bounded)
0.5::gen(P, num) ; 0.25::gen(P, plus) ; 0.25::gen(P, times).
0.5::digit(P, 1) ; 0.5::digit(P, 2).
expr(P, D, V) :- gen(P, num), digit(P, V).
expr(P, D, V) :- D < 2, gen(P, plus), D1 is D + 1, expr(l(P), D1, A), expr(r(P), D1, B), V is A + B.
expr(P, D, V) :- D < 2, gen(P, times), D1 is D + 1, expr(l(P), D1, A), expr(r(P), D1, B), V is A * B.
value(V) :- expr(root, 0, V).
big :- value(V), V > 3.
query(value(V)).
query(big).
