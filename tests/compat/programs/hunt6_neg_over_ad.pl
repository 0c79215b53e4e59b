% hunt6 (ProbLog compatibility, 6th hunt): neg over ad
0.2::red; 0.3::green; 0.5::blue.
not_red :- \+ red.
warm :- red.
warm :- \+ blue, \+ green.
cold :- \+ warm.
query(not_red). query(warm). query(cold).
