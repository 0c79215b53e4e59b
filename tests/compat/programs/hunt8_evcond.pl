% hunt8: evidence(a(X)) :- obs(X): conditional evidence
0.3::a(1). 0.4::a(2). 0.5::c.
obs(1).
evidence(a(X)) :- obs(X).
query(a(2)). query(c).
