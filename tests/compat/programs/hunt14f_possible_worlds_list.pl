% written for this corpus by a find-only hunt (session 23; control, meta-calls and query forms)
% Which outcomes are possible at all (possible/1) versus how likely they are
0.5::a. 0.0::b. 0.3::c.
out(x) :- a.
out(y) :- b.
out(z) :- c, a.
can(O) :- possible(out(O)).
query(can(_)).
query(out(_)).
