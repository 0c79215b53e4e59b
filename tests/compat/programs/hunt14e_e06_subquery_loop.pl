% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% subquery with evidence lists inside a rule, over several hypotheses
0.3::disease(a). 0.1::disease(b).
0.8::symptom(s1) :- disease(a).
0.4::symptom(s1) :- disease(b).
0.9::symptom(s2) :- disease(b).
posterior(D, P) :- member(D, [a, b]), subquery(disease(D), P, [symptom(s1)]).
marginal(S, P) :- member(S, [s1, s2]), subquery(symptom(S), P).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(posterior(_, _)).
query(marginal(_, _)).
