% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% probabilities bound by unification and by a disjunction in the body
P::a :- P = 0.3.
P::b(X) :- (X = 1, P = 0.4 ; X = 2, P = 0.7).
P::c(X); Q::d(X) :- member(X-P-Q, [u-0.1-0.2, v-0.5-0.5]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(a).
query(b(_)).
query(c(_)).
query(d(_)).
