% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% simple paths with a visited list, evidence and open queries
0.7::arc(a, b). 0.6::arc(b, c). 0.5::arc(c, a). 0.8::arc(b, d). 0.4::arc(d, c).
spath(X, Y) :- spath(X, Y, [X]).
spath(X, Y, V) :- arc(X, Y), \+ memb(Y, V).
spath(X, Y, V) :- arc(X, Z), \+ memb(Z, V), spath(Z, Y, [Z|V]).
memb(X, [X|_]).
memb(X, [_|T]) :- memb(X, T).
evidence(spath(d, a)).
query(spath(a, _)).
query(arc(_, _)).
