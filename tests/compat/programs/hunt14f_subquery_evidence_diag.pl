% written for this corpus by a find-only hunt (session 23; subquery inside a program)
% Diagnosis by inner conditional queries: subquery/3 with an evidence list, then a decision
0.1::flu. 0.05::covid.
0.8::fever :- flu.
0.9::fever :- covid.
0.3::fever.
0.6::cough :- covid.
0.2::cough :- flu.
post(D, P) :- member(D, [flu, covid]), subquery(D, P, [fever, cough]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
likely(D) :- post(D, P), P > 0.3.
query(post(_, _)).
query(likely(_)).
