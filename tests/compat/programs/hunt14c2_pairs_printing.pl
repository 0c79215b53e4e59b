% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% key-value pairs, fractions and powers in answers
0.6::score(ann-10) ; 0.4::score(ann-(-2)).
0.5::ratio(3/4) ; 0.5::ratio(1/2).
0.5::term(x^2) ; 0.5::term(2*(x^3)).
pair(K, V) :- score(K-V).
query(pair(K, V)).
query(ratio(R)).
query(term(T)).
query(score(S)).
