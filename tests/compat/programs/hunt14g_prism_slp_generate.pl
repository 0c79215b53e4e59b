% written for this corpus by a find-only hunt (session 23; PRISM/ICL-style switches and choices)
% a stochastic logic program (PRISM/SLP style) generating strings up to length 4; every string is an answer
0.4::choose(D, stop); 0.3::choose(D, a); 0.3::choose(D, b) :- between(0, 3, D).
gen(D, []) :- D >= 4.
gen(D, []) :- D < 4, choose(D, stop).
gen(D, [X|T]) :- D < 4, choose(D, X), X \== stop, D1 is D + 1, gen(D1, T).
string(S) :- gen(0, S).
query(string(_)).
