% evidence decides a fact: ProbLog weighs it 1 instead of dividing, so the conditional probability printed into the answer is exactly 0.5
0.3::rain.  0.5::ot :- rain.  0.8::ot :- \+ rain.
c(P) :- subquery(ot, P, [rain]).
query(c(P)).
