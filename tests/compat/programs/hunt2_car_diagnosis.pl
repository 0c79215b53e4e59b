% car does not start: a diagnostic Bayesian network with multi-valued nodes as ADs
0.2::battery(dead); 0.1::battery(weak); 0.7::battery(ok).
0.05::fuel(empty); 0.95::fuel(ok).
0.1::starter(broken); 0.9::starter(ok).
0.95::lights :- battery(ok).
0.5::lights :- battery(weak).
starts_p(0.98) :- battery(ok), fuel(ok), starter(ok).
starts_p(0.4) :- battery(weak), fuel(ok), starter(ok).
P::starts :- starts_p(P).
evidence(starts, false).
evidence(lights, true).
query(battery(_)). query(fuel(empty)). query(starter(broken)).
