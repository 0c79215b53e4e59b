% probabilistic facts over numbers: ints, floats, negatives in answers
0.5::val(1). 0.5::val(1.0). 0.5::val(-3). 0.5::val(2.5e3). 0.5::val(0.000125).
neg(X) :- val(X), X < 0.
big(X) :- val(X), X > 100.
same_as_one(X) :- val(X), X =:= 1.
query(val(_)). query(neg(_)). query(big(_)). query(same_as_one(_)).
