% written for this corpus by a find-only hunt (session 23; control, meta-calls and query forms)
% Quality control: a batch passes when every sampled item passes (forall/2 over probabilistic tests)
item(i1). item(i2). item(i3).
0.9::pass(i1). 0.8::pass(i2). 0.95::pass(i3).
0.5::sampled(I) :- item(I).
batch_ok :- forall(sampled(I), pass(I)).
all_ok :- forall(item(I), pass(I)).
query(batch_ok).
query(all_ok).
