% written for this corpus by a find-only hunt (session 22; subquery)
% subquery/3 with evidence inside a decision rule
0.2::disease. 
0.9::positive :- disease.
0.05::positive :- \+ disease.
post(P) :- subquery(disease, P, [positive]).
treat :- post(P), P > 0.5.
retest :- post(P), P > 0.1, P =< 0.5.
query(post(P)).
query(treat).
query(retest).
