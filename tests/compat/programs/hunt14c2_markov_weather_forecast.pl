% written for this corpus by a find-only hunt (session 22; HMM / Markov chain over lists)
% three-state weather Markov chain, forecast for day 3
0.7::w(0, sunny) ; 0.2::w(0, cloudy) ; 0.1::w(0, rainy).
0.6::t(D, sunny, sunny) ; 0.3::t(D, sunny, cloudy) ; 0.1::t(D, sunny, rainy).
0.3::t(D, cloudy, sunny) ; 0.4::t(D, cloudy, cloudy) ; 0.3::t(D, cloudy, rainy).
0.2::t(D, rainy, sunny) ; 0.3::t(D, rainy, cloudy) ; 0.5::t(D, rainy, rainy).
w(D, S) :- D > 0, P is D - 1, w(P, S0), t(P, S0, S).
umbrella(D) :- w(D, rainy).
umbrella(D) :- w(D, cloudy), P is D - 1, w(P, rainy).
query(w(3, S)).
query(umbrella(2)).
