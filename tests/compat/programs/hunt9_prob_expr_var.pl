% hunt9: prob expr var (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(lists)).
p(0.3). 0.2::q. P::r :- p(P).
X::s(X) :- member(X, [0.1, 0.4]).
query(r). query(s(_)).
