% hunt10: negative numbers and floats in fact arguments and answers
0.5::t(-1). 0.5::t(-2.5). 0.5::t(0). 0.5::t(1.0e-3).
abs_t(Y) :- t(X), Y is abs(X).
neg(X) :- t(X), X < 0.
query(abs_t(_)). query(neg(_)). query(t(-1)).
