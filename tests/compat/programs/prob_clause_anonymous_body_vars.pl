% an anonymous variable in a probabilistic clause's body is a clause variable (one choice per body solution), but local inside \+
q(1). q(2).
0.5::p :- q(_).
0.5::r :- q(X).
0.5::s(X) :- q(X), q(_).
u(1).
0.5::t :- \+ u(_).
supplier(acme, bolts). supplier(acme, nuts). supplier(zenith, gears).
0.6::late(acme, nuts).
0.3::reliable(S) :- supplier(S, _), \+ late(S, _).
0.4::a(1); 0.3::a(2) :- q(_).
query(p). query(r). query(s(X)). query(t). query(reliable(S)). query(a(_)).
