% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% mutual recursion of depth 1,500 (even/odd) on a number drawn from an AD
0.25::draw(1499); 0.25::draw(1500); 0.5::draw(1000).
even(0).
even(N) :- N > 0, M is N - 1, odd(M).
odd(N) :- N > 0, M is N - 1, even(M).
draw_even :- draw(N), even(N).
query(draw_even).
query(odd(1499)).
