% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% counts of successes over 10 independent trials with findall/length
0.61::ok(t0).
0.6::ok(t1).
0.29::ok(t2).
0.75::ok(t3).
0.37::ok(t4).
0.39::ok(t5).
0.67::ok(t6).
0.38::ok(t7).
0.86::ok(t8).
0.47::ok(t9).
trial(t0). trial(t1). trial(t2). trial(t3). trial(t4). trial(t5). trial(t6). trial(t7). trial(t8). trial(t9).
succ(N) :- findall(X, (trial(X), ok(X)), L), length(L, N).
at_least(K) :- succ(N), N >= K.
query(succ(0)).
query(succ(5)).
query(succ(10)).
query(at_least(3)).
