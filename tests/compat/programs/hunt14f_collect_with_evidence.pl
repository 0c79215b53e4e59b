% written for this corpus by a find-only hunt (session 23; findall, aggregates and library(collect))
% Delivery routes collected per driver, conditioned on an observed late delivery
:- use_module(library(collect)).
:- use_module(library(lists)).
assigned(d1, p1). assigned(d1, p2). assigned(d2, p3).
0.8::delivered(p1). 0.6::delivered(p2). 0.9::delivered(p3).
late :- \+ delivered(p2).
done(D, L) :- delivered(P) , assigned(D, P) => D/list(P, L).
query(done(_, _)).
evidence(late).
