% hunt14e (session 22): the query's derivations of act(a,stay) are the evidence's AND nodes over its cyclic call t(a,_), false: not listed, as ProbLog (before: listed with 0)
0.1::r(a,b). 0.9::r(b,c). 0.7::r(c,a). 0.8::r(c,d). 0.1::r(d,a). 0.4::r(d,b).
t(X, Y) :- r(X, Y).
t(X, Y) :- r(X, Z), t(Z, Y).
0.3::act(X, go); 0.3::act(X, stay) :- t(X, _).
evidence(act(a,stay), false).
query(act(a, _)).
