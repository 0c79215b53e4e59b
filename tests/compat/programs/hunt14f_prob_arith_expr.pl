% written for this corpus by a find-only hunt (session 23; probability labels, annotated disjunctions, negative heads, evidence)
% Probability labels written as arithmetic expressions (fractions, complements, products)
1/6::die(six).
1-1/6::die(other).
0.5*0.5::two_heads.
(1/3)::red; (1/3)::green; (1/3)::blue.
2/10::late :- red.
P::lucky(N) :- member(N, [1, 2, 4]), P is 1 / (N + 1).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
win :- die(six), two_heads.
query(win). query(late). query(lucky(_)). query(die(_)).
