% written for this corpus by a find-only hunt (session 22; evidence and query forms)
% annotated disjunction with negation in the body and evidence
0.3::rain.
0.5::sun(hot) ; 0.3::sun(warm) ; 0.2::sun(cool) :- \+ rain.
0.1::sun(warm) ; 0.9::sun(cool) :- rain.
picnic :- sun(hot).
picnic :- sun(warm), \+ rain.
evidence(picnic, false).
query(rain).
query(sun(S)).
