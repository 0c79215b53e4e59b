% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% AD heads that also occur in the body of their own rule's siblings (mutually exclusive causes, cplint style)
0.4::cause(X, a); 0.6::cause(X, b) :- obs(X).
obs(o1). obs(o2).
0.5::effect(X) :- cause(X, a).
0.2::effect(X) :- cause(X, b).
0.9::explained(X); 0.1::unexplained(X) :- effect(X), cause(X, a).
query(effect(_)).
query(explained(_)).
query(unexplained(_)).
query(cause(_, _)).
evidence(effect(o1)).
