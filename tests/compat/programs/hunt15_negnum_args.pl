% negative numbers as arguments and in arithmetic, a temperature model
0.5::temp(-5); 0.3::temp(0); 0.2::temp(- 10).
freezing :- temp(T), T < 0.
delta(D) :- temp(T), D is T - -3.
abs_t(A) :- temp(T), A is abs(T).
neg(X) :- temp(T), X is -(-(T)).
query(freezing). query(delta(_)). query(abs_t(_)). query(neg(_)). query(temp(_)).
