0.4::p(1). 0.7::p(2).
q(X) :- try_call(p(X)).
r :- try_call(undefined_pred(3)).
query(q(X)).
query(r).
