% written for this corpus by a find-only hunt (session 23; probability labels, annotated disjunctions, negative heads, evidence)
% The same fact stated twice with different probabilities (noisy-or), and a certain fact shadowing a probabilistic one
0.3::rain. 0.4::rain.
sprinkler. 0.5::sprinkler.
0.2::leak(pipe). 0.2::leak(pipe). 0.6::leak(roof).
wet :- rain.
wet :- sprinkler, leak(pipe).
query(rain). query(sprinkler). query(wet). query(leak(_)).
