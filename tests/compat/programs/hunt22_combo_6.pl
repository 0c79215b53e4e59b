% combined: a diagnosis network with noisy-or causes, one observed symptom set as many evidence atoms, and an AD fault mode with an open query
0.05::fault(pump, leak); 0.02::fault(pump, jam); 0.93::fault(pump, ok).
0.1::fault(valve, stuck); 0.9::fault(valve, ok).
0.01::power_out.
0.9::low_pressure :- fault(pump, leak).
0.6::low_pressure :- fault(pump, jam).
0.7::low_pressure :- fault(valve, stuck).
0.95::low_pressure :- power_out.
0.8::noise :- fault(pump, jam).
0.1::noise.
0.99::alarm :- low_pressure.
evidence(alarm).
evidence(noise, false).
query(fault(pump, _)).
query(fault(valve, stuck)).
query(power_out).
