% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% the number of successes over 20 trials counted by recursion (binomial-like)
0.89::ok(1).
0.15::ok(2).
0.79::ok(3).
0.42::ok(4).
0.21::ok(5).
0.45::ok(6).
0.71::ok(7).
0.81::ok(8).
0.3::ok(9).
0.43::ok(10).
0.58::ok(11).
0.89::ok(12).
0.89::ok(13).
0.19::ok(14).
0.36::ok(15).
0.27::ok(16).
0.4::ok(17).
0.25::ok(18).
0.5::ok(19).
0.86::ok(20).
cnt(0, 0).
cnt(K, C) :- K > 0, K1 is K - 1, ok(K), cnt(K1, C0), C is C0 + 1.
cnt(K, C) :- K > 0, K1 is K - 1, \+ ok(K), cnt(K1, C).
query(cnt(20, 0)).
query(cnt(20, 5)).
query(cnt(20, 10)).
query(cnt(20, 20)).
