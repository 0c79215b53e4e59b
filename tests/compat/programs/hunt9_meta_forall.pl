% hunt9: meta forall (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(lists)).
0.3::p(1). 0.6::p(2). 0.8::p(3).
ok :- forall(member(X,[1,2,3]), p(X)).
ok2 :- forall(p(X), X > 1).
query(ok). query(ok2).
