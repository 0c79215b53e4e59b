% hunt10: a positive cycle between two atoms with evidence on one of them
0.3::x. 0.4::y.
p :- x.
p :- q.
q :- y.
q :- p.
evidence(q, true).
query(p). query(x). query(y).
