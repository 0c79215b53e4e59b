% hunt9: nested findall (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(lists)).
0.5::p(1). 0.4::p(2).
0.3::q(1). 0.7::q(2).
a(L) :- findall(X-M, (p(X), findall(Y, q(Y), M)), L).
query(a(_)).
