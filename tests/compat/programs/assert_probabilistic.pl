% assertz of probabilistic clauses ((0.4::y), (P::h(X) :- body), arithmetic probabilities; each
% asserted fact is its own choice), an annotated disjunction (0.3::u ; 0.6::v), and
% retract((P::H)), which matches the head only, as ProbLog
:- use_module(library(assert)).
0.3::x.
0.2::b(1). 0.4::b(2).
p :- assertz((0.5::y)), assertz((r :- x, \+ y)).
g :- assertz((0.4::h(X) :- X = 1, x)), assertz((1/4::k)), assertz((0.5+0.25::k2)).
d :- assertz((0.4::z)), assertz((0.4::z)).
e :- retract((0.9::b(_))).
ad :- assertz((0.3::u ; 0.6::v)).
uv :- u, v.
uorv :- u ; v.
query(p). query(r). query(g). query(h(_)). query(k). query(k2). query(d). query(z).
query(e). query(b(_)).
query(ad). query(u). query(v). query(uv). query(uorv).
