% probabilities computed from arithmetic, from body bindings, and a 1.0 / 0.0 annotation
w(0.25).
1/8::a. 0.5*0.5::b. 1::c. 0::d.
P::e :- w(P).
P::f(X) :- member(X-P, [u-0.1, v-0.9]).
:- use_module(library(lists)).
query(a). query(b). query(c). query(d). query(e). query(f(X)).
