% hunt6 (ProbLog compatibility, 6th hunt): noisy or many
0.2::cause(1). 0.3::cause(2). 0.4::cause(3). 0.5::cause(4).
0.9::eff :- cause(1).
0.8::eff :- cause(2).
0.7::eff :- cause(3).
0.6::eff :- cause(4).
0.1::eff.
query(eff).
evidence(cause(2), false).
