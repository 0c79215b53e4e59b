% same probabilistic fact listed twice (noisy-or)
0.5::a.
0.5::a.
0.2::b(1). 0.3::b(1). 0.4::b(2).
query(a).
query(b(_)).
