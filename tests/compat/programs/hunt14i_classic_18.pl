% difference-list parsing
sentence(S0, S) :- np(S0, S1), vp(S1, S).
np(S0, S) :- det(S0, S1), noun(S1, S).
vp(S0, S) :- verb(S0, S1), np(S1, S).
vp(S0, S) :- verb(S0, S).
det([the|S], S).
det([a|S], S).
noun([cat|S], S).
noun([dog|S], S).
verb([sees|S], S).
verb([sleeps|S], S).
ok(W) :- sentence(W, []).
query(ok([the, cat, sees, a, dog])).
query(ok([the, cat, sleeps])).
query(ok([cat, the, sleeps])).
