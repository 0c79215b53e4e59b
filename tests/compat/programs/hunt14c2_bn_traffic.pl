% written for this corpus by a find-only hunt (session 22; Bayesian network with evidence)
% traffic and lateness with multi-valued weather
0.6::weather(sunny) ; 0.3::weather(rainy) ; 0.1::weather(snowy).
0.2::traffic(heavy) :- weather(sunny).
0.5::traffic(heavy) :- weather(rainy).
0.8::traffic(heavy) :- weather(snowy).
0.1::accident :- weather(sunny).
0.3::accident :- weather(rainy), traffic(heavy).
0.5::accident :- weather(snowy).
late :- traffic(heavy), accident.
0.7::late :- traffic(heavy), \+ accident.
0.05::late :- \+ traffic(heavy).
evidence(late, true).
query(weather(W)).
query(accident).
