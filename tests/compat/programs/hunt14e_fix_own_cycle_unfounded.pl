% hunt14e (session 22): evidence(t(b,c), false): the query's own cycle t(b,a)/t(b,d) has no support, so no act(b,_), as ProbLog (before: listed with 0)
0.3::r(a,b). 0.8::r(a,d). 0.1::r(b,c). 0.9::r(c,a). 0.7::r(c,b). 0.4::r(c,d). 0.5::r(d,a).
t(X, Y) :- r(X, Y).
t(X, Y) :- t(X, Z), r(Z, Y).
0.3::act(X, go); 0.3::act(X, stay) :- t(X, _).
evidence(t(b,c), false).
query(act(_, _)).
