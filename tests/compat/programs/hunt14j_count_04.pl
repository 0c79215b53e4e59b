% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% the number of successes over 40 trials counted by recursion (binomial-like)
0.18::ok(1).
0.79::ok(2).
0.3::ok(3).
0.74::ok(4).
0.72::ok(5).
0.88::ok(6).
0.75::ok(7).
0.79::ok(8).
0.88::ok(9).
0.76::ok(10).
0.36::ok(11).
0.35::ok(12).
0.2::ok(13).
0.44::ok(14).
0.24::ok(15).
0.64::ok(16).
0.16::ok(17).
0.41::ok(18).
0.73::ok(19).
0.69::ok(20).
0.1::ok(21).
0.16::ok(22).
0.37::ok(23).
0.15::ok(24).
0.54::ok(25).
0.14::ok(26).
0.57::ok(27).
0.76::ok(28).
0.77::ok(29).
0.49::ok(30).
0.71::ok(31).
0.71::ok(32).
0.53::ok(33).
0.15::ok(34).
0.51::ok(35).
0.6::ok(36).
0.7::ok(37).
0.64::ok(38).
0.88::ok(39).
0.22::ok(40).
cnt(0, 0).
cnt(K, C) :- K > 0, K1 is K - 1, ok(K), cnt(K1, C0), C is C0 + 1.
cnt(K, C) :- K > 0, K1 is K - 1, \+ ok(K), cnt(K1, C).
query(cnt(40, 0)).
query(cnt(40, 10)).
query(cnt(40, 20)).
query(cnt(40, 40)).
