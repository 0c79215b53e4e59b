% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% left recursion with tabling, probabilistic reach and a cycle of rules
0.5::link(a, b). 0.5::link(b, c). 0.5::link(c, a). 0.5::link(c, d).
reach(X, Y) :- reach(X, Z), link(Z, Y).
reach(X, Y) :- link(X, Y).
p :- q.
q :- p.
0.3::p.
0.4::q.
both :- p, q.
query(reach(a, _)).
query(reach(d, _)).
query(both).
query(p).
