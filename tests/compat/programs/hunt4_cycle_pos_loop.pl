0.5::a. 0.5::b.
p :- q.
q :- p.
p :- a.
q :- b.
r :- p, q.
query(p). query(q). query(r).
