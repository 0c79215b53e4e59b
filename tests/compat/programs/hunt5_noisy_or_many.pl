% noisy-or with five causes and a leak
cause(1, 0.1). cause(2, 0.2). cause(3, 0.3). cause(4, 0.15). cause(5, 0.05).
P::active(C) :- cause(C, P).
0.7::effect :- active(_).
0.01::effect.
query(effect).
evidence(active(3), false).
