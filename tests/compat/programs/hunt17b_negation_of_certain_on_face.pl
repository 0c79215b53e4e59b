% hunt17b: the negation of an atom whose proofs are b and \+ b (through derived atoms of one proof) fails in ProbLog, whose add_or makes that disjunction TRUE, so error/2 after it is never called (library(nlp4plp)'s \+ cstatins(Set), error(...) under an annotated disjunction raised here)
0.4::a; 0.35::b.
p(x) :- b.
p(y) :- \+ b.
known :- p(_).
q(X) :- \+ known, member(X, [1, 2]).
w(X) :- \+ known, error(never_here, X).
r :- w(_).
r.
query(q(_)).
query(known).
query(r).
