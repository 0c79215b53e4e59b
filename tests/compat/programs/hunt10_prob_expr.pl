% hunt10: probabilities given as arithmetic expressions
:- use_module(library(lists)).
0.1+0.2::a.
1/3::b.
0.5*0.5::c.
1-0.75::d.
P::e :- P is 0.2 * 2.
X::f(X) :- member(X, [0.1, 0.9]).
max(0.3, 0.4)::g.
query(a). query(b). query(c). query(d). query(e). query(f(_)). query(g).
