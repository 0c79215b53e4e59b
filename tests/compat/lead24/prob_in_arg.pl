% rule(r1, 0.5::a): ProbLog 2.3 reads a probability annotation as an argument though `::` is 1000 xfx
rule(r1, 0.5::a).
rule(r2, [0.3::b, 0.7::c]).
rule(r3, f(x, 0.2::d)).
query(rule(_, _)).
