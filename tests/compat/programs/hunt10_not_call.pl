% hunt10: not/1, call/1 and \+ on probabilistic goals
0.3::p. 0.6::q.
a :- not(p).
b :- call(q), not(call(p)).
c :- \+ (p, q).
query(a). query(b). query(c).
