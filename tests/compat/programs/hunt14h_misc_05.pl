% noisy-or with leak and evidence on the leak-only effect
0.1::flu. 0.05::measles. 0.2::allergy.
0.6::fever :- flu.
0.9::fever :- measles.
0.02::fever.
0.9::rash :- measles.
0.3::rash :- allergy.
0.01::rash.
0.7::sneeze :- allergy.
0.4::sneeze :- flu.
evidence(fever, true).
evidence(rash, false).
query(flu). query(measles). query(allergy). query(sneeze).
