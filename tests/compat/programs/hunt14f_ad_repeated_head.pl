% written for this corpus by a find-only hunt (session 23; probability labels, annotated disjunctions, negative heads, evidence)
% An annotated disjunction naming one outcome twice, and one whose head variable is bound by the body
0.2::color(red); 0.3::color(red); 0.5::color(blue).
0.5::pick(X); 0.5::none :- options(X).
options(a). options(b).
any_pick :- pick(_).
query(color(_)).
query(pick(_)).
query(none).
query(any_pick).
