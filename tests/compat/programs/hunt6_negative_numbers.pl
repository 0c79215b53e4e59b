% hunt6 (ProbLog compatibility, 6th hunt): negative numbers
0.4::t(-1). 0.6::t(-2.5). 0.3::t(3).
neg(X) :- t(X), X < 0.
abs_t(Y) :- t(X), Y is abs(X).
query(neg(_)). query(abs_t(_)).
