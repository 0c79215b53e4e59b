% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% counts of successes over 8 independent trials with findall/length
0.74::ok(t0).
0.86::ok(t1).
0.56::ok(t2).
0.3::ok(t3).
0.7::ok(t4).
0.4::ok(t5).
0.74::ok(t6).
0.37::ok(t7).
trial(t0). trial(t1). trial(t2). trial(t3). trial(t4). trial(t5). trial(t6). trial(t7).
succ(N) :- findall(X, (trial(X), ok(X)), L), length(L, N).
at_least(K) :- succ(N), N >= K.
query(succ(0)).
query(succ(4)).
query(succ(8)).
query(at_least(2)).
